/** GET /schemas/{name}.schema.json: the three public JSON Schema files, generated from zod. */
import type { GetStaticPaths } from 'astro';
import { catalog } from '../../catalog/load.ts';
import { jsonFile } from '../../contracts/json-file.ts';
import { standaloneSchema } from '../../contracts/json-schema.ts';
import { PUBLIC_SCHEMAS } from '../../contracts/public-schemas.ts';

export const getStaticPaths = (() => PUBLIC_SCHEMAS.map((s) => ({ params: { name: s.name }, props: { name: s.name } }))) satisfies GetStaticPaths;

export const GET = ({ props }: { props: { name: string } }) => {
  const s = PUBLIC_SCHEMAS.find((x) => x.name === props.name)!;
  return jsonFile(standaloneSchema(s.schema, `${catalog.service.base_url}${s.path}`, s.title));
};
