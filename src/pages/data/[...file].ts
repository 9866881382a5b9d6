/** GET /data/{file}: every operator data file and manifest as validated JSON, plus the derived behavior profiles file. */
import type { GetStaticPaths } from 'astro';
import { catalog } from '../../catalog/load.ts';
import { DATA_FILES, DERIVED_DATA_FILES } from '../../catalog/data-files.ts';
import { jsonFile } from '../../contracts/json-file.ts';
import { behaviorProfiles } from '../../engine/catalog-views.ts';

type Key = keyof typeof DATA_FILES;

export const getStaticPaths = (() => [
  ...(Object.keys(DATA_FILES) as Key[]).map((key) => ({ params: { file: DATA_FILES[key].file }, props: { key: key as Key | 'profiles' } })),
  { params: { file: DERIVED_DATA_FILES.behaviorProfiles.file }, props: { key: 'profiles' as Key | 'profiles' } },
]) satisfies GetStaticPaths;

export const GET = ({ props }: { props: { key: Key | 'profiles' } }) => jsonFile(props.key === 'profiles' ? behaviorProfiles(catalog) : catalog[props.key]);
