/** The three published JSON Schema files and the schemas they are generated from. */
import { SoundBriefSchema } from '../schemas/sound-brief.ts';
import { SoundBehaviorProfilesSchema } from '../schemas/catalog.ts';
import { TemplatePacksFileSchema } from '../schemas/template-pack.ts';

export const PUBLIC_SCHEMAS = [
  { name: 'sound-brief', path: '/schemas/sound-brief.schema.json', title: 'Sound brief document', schema: SoundBriefSchema },
  {
    name: 'sound-behavior-profiles',
    path: '/schemas/sound-behavior-profiles.schema.json',
    title: 'Sound behavior profiles (the data file /data/sound-behavior-profiles.json)',
    schema: SoundBehaviorProfilesSchema,
  },
  { name: 'video-template-packs', path: '/schemas/video-template-packs.schema.json', title: 'Video template packs (the data file /data/video-template-packs.json)', schema: TemplatePacksFileSchema },
] as const;
