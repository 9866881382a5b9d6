/** GET /examples/{file}: client examples generated from the operations (src/contracts/examples.ts). */
import type { GetStaticPaths } from 'astro';
import { catalog } from '../../catalog/load.ts';
import { examples, type ExampleFile } from '../../contracts/examples.ts';

export const getStaticPaths = (() => examples(catalog).map((e) => ({ params: { file: e.file }, props: { example: e } }))) satisfies GetStaticPaths;

export const GET = ({ props }: { props: { example: ExampleFile } }) => new Response(props.example.body, { headers: { 'Content-Type': props.example.contentType } });
