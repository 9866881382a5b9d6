/**
 * The published JSON Schema files and the schemas they are generated from, declared once: the
 * schema pages, the OpenAPI document, llms.txt and the docs pages link them from here.
 */
import { DATA_FILES, DERIVED_DATA_FILES } from '../catalog/data-files.ts';
import { SoundBriefSchema } from '../schemas/sound-brief.ts';
import { SoundBehaviorProfilesSchema } from '../schemas/catalog.ts';
import { TemplatePacksFileSchema } from '../schemas/template-pack.ts';
import { dataPath, schemaPath } from '../surfaces.ts';

const declare = <N extends string>(name: N, title: string, schema: typeof SoundBriefSchema | typeof SoundBehaviorProfilesSchema | typeof TemplatePacksFileSchema) => ({ name, path: schemaPath(name), title, schema });

/** Each published schema by key. */
export const PUBLIC_SCHEMA = {
  soundBrief: declare('sound-brief', 'Sound brief document', SoundBriefSchema),
  behaviorProfiles: declare('sound-behavior-profiles', `Sound behavior profiles (the data file ${dataPath(DERIVED_DATA_FILES.behaviorProfiles.file)})`, SoundBehaviorProfilesSchema),
  templatePacks: declare('video-template-packs', `Video template packs (the data file ${dataPath(DATA_FILES.packs.file)})`, TemplatePacksFileSchema),
} as const;

/** Every published schema, in the order they are documented. */
export const PUBLIC_SCHEMAS = [PUBLIC_SCHEMA.soundBrief, PUBLIC_SCHEMA.behaviorProfiles, PUBLIC_SCHEMA.templatePacks] as const;
