/** The generated OpenAPI 3.1 document: complete, internally consistent, lint-clean, and snapshotted. */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { catalog } from '../../src/catalog/load.ts';
import { DATA_FILES } from '../../src/catalog/data-files.ts';
import { openApiDocument } from '../../src/contracts/openapi.ts';
import { PUBLIC_SCHEMAS } from '../../src/contracts/public-schemas.ts';
import { staticJsonRoutes } from '../../src/contracts/static-routes.ts';
import { restOperations } from '../../src/operations.ts';
import { contractErrors } from '../support/openapi-validator.ts';

const doc = openApiDocument(catalog) as { openapi: string; paths: Record<string, Record<string, any>>; components: { schemas: Record<string, unknown> } };

describe('OpenAPI document', () => {
  it('is OpenAPI 3.1', () => {
    expect(doc.openapi).toBe('3.1.0');
  });

  it('describes every POST operation with its request, response and problem answers', () => {
    for (const op of restOperations) {
      const post = doc.paths[op.rest.path]?.post;
      expect(post, op.rest.path).toBeDefined();
      expect(post.requestBody.content['application/json'].schema.$ref).toBe(`#/components/schemas/${op.input.meta()!.id}`);
      expect(post.responses['200'].content['application/json'].schema.$ref).toBe(`#/components/schemas/${op.output.meta()!.id}`);
      for (const status of op.errors) expect(post.responses[String(status)].content['application/problem+json'].schema.$ref).toBe('#/components/schemas/Problem');
    }
  });

  it('describes every static path, data file, schema file, /mcp and the account endpoints of the spec', () => {
    const expected = [
      ...staticJsonRoutes(catalog).map((r) => r.path.replace(/\/api\/sounds\/[a-z0-9-]+$/, '/api/sounds/{slug}')),
      '/api/openapi.json',
      '/llms.txt',
      ...Object.values(DATA_FILES).map((f) => `/data/${f.file}`),
      '/data/sound-behavior-profiles.json',
      ...PUBLIC_SCHEMAS.map((s) => s.path),
      '/mcp',
      '/api/billing/claim-key',
      '/api/v1/me',
    ];
    for (const p of expected) expect(Object.keys(doc.paths), p).toContain(p);
    // A pattern every catalog slug matches and a link to the list, not an enum that goes stale.
    const slugParam = doc.paths['/api/sounds/{slug}']!.get.parameters[0];
    expect(slugParam.schema.enum).toBeUndefined();
    for (const r of catalog.sounds.routes) expect(r.sound_slug).toMatch(new RegExp(slugParam.schema.pattern));
    expect('no such slug').not.toMatch(new RegExp(slugParam.schema.pattern));
    expect(slugParam.description).toContain('(/api/sounds)');
  });

  it('every $ref resolves and every component is used', () => {
    const refs = new Set<string>();
    const walk = (n: unknown): void => {
      if (Array.isArray(n)) n.forEach(walk);
      else if (n && typeof n === 'object') for (const [k, v] of Object.entries(n)) k === '$ref' ? refs.add(v as string) : walk(v);
    };
    walk(doc);
    for (const r of refs) expect(doc.components.schemas[r.replace('#/components/schemas/', '')], r).toBeDefined();
    expect(new Set([...refs].map((r) => r.replace('#/components/schemas/', '')))).toEqual(new Set(Object.keys(doc.components.schemas)));
  });

  it('passes the Redocly linter (schema contents included) with no warnings', () => {
    const dir = mkdtempSync(join(tmpdir(), 'openapi-'));
    const file = join(dir, 'openapi.json');
    writeFileSync(file, JSON.stringify(doc));
    const res = spawnSync('npx', ['redocly', 'lint', file, '--config', join(process.cwd(), 'redocly.yaml'), '--format', 'summary'], { encoding: 'utf8' });
    const out = `${res.stdout}\n${res.stderr}`;
    expect(res.status, out).toBe(0);
    expect(out).toMatch(/valid/);
    expect(out).not.toMatch(/warning/);
  }, 60_000);

  it('matches the committed snapshot (contract drift shows up as a diff)', async () => {
    await expect(`${JSON.stringify(doc, null, 2)}\n`).toMatchFileSnapshot('./__snapshots__/openapi.json');
  });
});

describe('cross-field rules in the schema', () => {
  it('RecommendRequest: {} is invalid per the document as it is per the service; description or topic alone is valid', () => {
    expect(contractErrors('RecommendRequest', {})).not.toEqual([]);
    expect(contractErrors('RecommendRequest', { topic: 'pancakes' })).toEqual([]);
    expect(contractErrors('RecommendRequest', { description: 'pancakes' })).toEqual([]);
  });

  it('has no bare object schema (a typed client would make it Record<string, never>)', () => {
    const SHAPED = ['properties', 'additionalProperties', 'patternProperties', 'propertyNames', 'anyOf', 'oneOf', 'allOf', '$ref'];
    const bare = (schema: unknown): boolean => schema !== null && typeof schema === 'object' && (schema as { type?: unknown }).type === 'object' && !SHAPED.some((k) => k in (schema as object));
    const found: string[] = [];
    const walk = (n: unknown, at: string): void => {
      if (Array.isArray(n)) n.forEach((x, i) => walk(x, `${at}/${i}`));
      else if (n !== null && typeof n === 'object') {
        if (bare(n)) found.push(at);
        for (const [k, v] of Object.entries(n)) walk(v, `${at}/${k}`);
      }
    };
    walk(doc, '#');
    expect(found).toEqual([]);
    expect(bare({ type: 'object' }) && !bare({ type: 'object', properties: {} })).toBe(true);
  });
});
