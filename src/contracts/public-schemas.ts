/** The three published JSON Schema files and the schemas they are generated from. */
import { SoundBriefSchema } from '../schemas/sound-brief.ts';
import { SoundBehaviorProfilesSchema } from '../schemas/catalog.ts';
import { TemplatePacksFileSchema } from '../schemas/template-pack.ts';
import { schemaPath } from '../surfaces.ts';

export const PUBLIC_SCHEMAS = [
  { name: 'sound-brief', path: schemaPath('sound-brief'), title: 'Sound brief document', schema: SoundBriefSchema },
  {
    name: 'sound-behavior-profiles',
    path: schemaPath('sound-behavior-profiles'),
    title: 'Sound behavior profiles (the data file /data/sound-behavior-profiles.json)',
    schema: SoundBehaviorProfilesSchema,
  },
  { name: 'video-template-packs', path: schemaPath('video-template-packs'), title: 'Video template packs (the data file /data/video-template-packs.json)', schema: TemplatePacksFileSchema },
] as const;
