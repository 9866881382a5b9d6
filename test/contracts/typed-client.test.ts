/**
 * A typed client generated from the OpenAPI document (openapi-typescript, as an integrator would)
 * compiles a call to every documented operation, /mcp included, through openapi-fetch, without a
 * single cast; request bodies are the examples the document gives each request schema, so an
 * example that drifts from its schema fails here too. A bare `{type: object}` would type as Record<string, never> and fail.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { afterAll, describe, expect, it } from 'vitest';
import { catalog } from '../../src/catalog/load.ts';
import { openApiDocument } from '../../src/contracts/openapi.ts';
import { PATHS } from '../../src/surfaces.ts';
import { documentedExample } from '../support/openapi-validator.ts';

const ROOT = join(import.meta.dirname, '../..');
const dir = mkdtempSync(join(ROOT, '.typed-client-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

type Doc = { paths: Record<string, Record<string, { requestBody?: unknown; parameters?: unknown[] }>> };
const document = openApiDocument(catalog) as Doc;

/** A request body for each documented POST: the first example the document gives its request schema. */
const bodyFor = (path: string): unknown => documentedExample(path, 'post');

/** The client program: one call per path and method, each result's data read as its typed shape. */
function clientSource(): { source: string; calls: number } {
  const lines = ["import createClient from 'openapi-fetch';", "import type { paths } from './api.ts';", "const client = createClient<paths>({ baseUrl: 'http://localhost:8888' });", 'export async function callEverything(): Promise<void> {'];
  let calls = 0;
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      if (method === 'options') continue;
      const init: string[] = [];
      if (path.includes('{slug}')) init.push("params: { path: { slug: 'kitchen-window' } }");
      if (op.requestBody !== undefined) {
        const body = bodyFor(path);
        if (body === undefined) throw new Error(`no body for ${method} ${path}`);
        init.push(`body: ${JSON.stringify(body)}`);
      }
      const call = `client.${method.toUpperCase()}('${path}'${init.length ? `, { ${init.join(', ')} }` : ''})`;
      lines.push(`  { const { data, error } = await ${call}; void data; void error; }`);
      calls++;
    }
  }
  // A few reads of typed fields: they fail to compile if a response typed as never or as an empty record.
  lines.push(
    `  { const { data } = await client.POST('${PATHS.recommend}', { body: ${JSON.stringify(bodyFor(PATHS.recommend))} }); if (data) { const route: string = data.route; void route; } }`,
    `  { const { data } = await client.GET('${PATHS.me}'); if (data) { const used: number = data.usage.used; void used; } }`,
    `  { const { data } = await client.POST('${PATHS.mcp}', { body: ${JSON.stringify(bodyFor(PATHS.mcp))} }); if (data && !Array.isArray(data) && 'result' in data) { const r: Record<string, unknown> = data.result; void r; } }`,
    '}',
  );
  return { source: lines.join('\n'), calls };
}

describe('a typed client generated from the served document', () => {
  it('compiles a call to every operation, /mcp included, without casts', async () => {
    writeFileSync(join(dir, 'api.ts'), astToString(await openapiTS(document as never)));
    const { source, calls } = clientSource();
    expect(source).not.toMatch(/\bas\b|<any>|@ts-/);
    writeFileSync(join(dir, 'client.ts'), source);
    const program = ts.createProgram([join(dir, 'client.ts')], {
      strict: true,
      noEmit: true,
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.NodeNext,
      moduleResolution: ts.ModuleResolutionKind.NodeNext,
      allowImportingTsExtensions: true,
      skipLibCheck: true,
    });
    const errors = ts.getPreEmitDiagnostics(program).map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
    expect(errors).toEqual([]);
    // Every documented path and method got a call (not counting CORS preflights).
    const documented = Object.values(document.paths).flatMap((m) => Object.keys(m).filter((k) => k !== 'options')).length;
    expect(calls).toBe(documented);
  }, 60_000);
});
