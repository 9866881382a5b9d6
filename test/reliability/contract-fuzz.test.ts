/**
 * Contract fuzzing from the OpenAPI document (fast-check + Ajv 2020-12): for every POST operation,
 * requests generated from its documented request schema go to the real handler in-process. A
 * request the schema allows must get a documented status — 200 with a body that validates
 * against the documented response schema, or a documented 4xx problem where a cross-field rule
 * the schema cannot state refuses it — never a 5xx and never a status the document does not
 * list. Requests made invalid on purpose (a required field dropped, a field of the wrong type,
 * an unknown field) must get a documented 4xx. The share of schema-valid requests refused is
 * reported, so a contract that says less than the service does shows.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { makeHandler } from '../../src/adapters/http/operation-handler.ts';
import { catalog } from '../../src/catalog/load.ts';
import { openApiDocument } from '../../src/contracts/openapi.ts';
import { restOperations } from '../../src/operations.ts';
import { testDeps } from '../support/deps.ts';
import { contractErrors, documentedResponse, responseErrors } from '../support/openapi-validator.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Schema = any;
const doc = openApiDocument(catalog) as { components: { schemas: Record<string, Schema> } };
const resolve = (s: Schema): Schema => (s?.$ref ? resolve(doc.components.schemas[String(s.$ref).split('/').pop()!]) : s);

/** Words a creator would use, so generated clips reach the engine's real paths (routing, packs, copy). */
const WORDS = ['street', 'corn', 'recipe', 'gym', 'workout', 'makeup', 'reveal', 'wedding', 'cat', 'dog', 'travel', 'tokyo', 'drone', 'study', 'with', 'me', 'asmr', 'grief', 'tribute', 'brand', 'ad', 'unboxing', 'dance', 'gaming', 'talking', 'before', 'after', 'voiceover', 'no', 'AI', '30s', 'maquiagem', 'receta', 'Miso'];
const slugs = catalog.sounds.routes.map((r) => r.sound_slug);

/** An arbitrary for a JSON Schema (the subset the document uses). */
function arb(schema: Schema, depth = 0): fc.Arbitrary<unknown> {
  const s = resolve(schema);
  if (s.const !== undefined) return fc.constant(s.const);
  if (s.enum) return fc.constantFrom(...s.enum);
  if (s.anyOf || s.oneOf) {
    const options = (s.anyOf ?? s.oneOf).map((o: Schema) => ({ ...resolve(o), ...(s.type && !resolve(o).type ? { type: s.type, properties: s.properties, required: [...(s.required ?? []), ...(resolve(o).required ?? [])] } : {}) }));
    return fc.oneof(...options.map((o: Schema) => arb(o, depth)));
  }
  const type = Array.isArray(s.type) ? s.type.find((t: string) => t !== 'null') : s.type;
  switch (type) {
    case 'string': {
      if (/slug/i.test(s.description ?? '') || s.pattern === '^[a-z0-9]+(?:-[a-z0-9]+)*$') return fc.constantFrom(...slugs);
      const min = s.minLength ?? 0;
      const max = Math.min(s.maxLength ?? 60, 120);
      if (s.format === 'email') return fc.constant('buyer@example.com');
      return fc.array(fc.constantFrom(...WORDS), { minLength: Math.max(1, Math.ceil(min / 3)), maxLength: 8 }).map((w) => w.join(' ').slice(0, max).padEnd(min, 'x'));
    }
    case 'integer':
      return fc.integer({ min: s.minimum ?? 0, max: Math.min(s.maximum ?? 1000, 600_000) });
    case 'number':
      return fc.double({ min: s.minimum ?? 0, max: s.maximum ?? 1000, noNaN: true, noDefaultInfinity: true });
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.array(arb(s.items ?? {}, depth + 1), { minLength: s.minItems ?? 0, maxLength: Math.min(s.maxItems ?? 4, 4) });
    case 'object': {
      if (depth > 4 || !s.properties) return fc.constant({});
      const required = new Set<string>(s.required ?? []);
      const entries = Object.entries(s.properties as Record<string, Schema>);
      const model = Object.fromEntries(entries.map(([k, v]) => [k, arb(v, depth + 1)]));
      return fc.record(model, { requiredKeys: entries.map(([k]) => k).filter((k) => required.has(k)) });
    }
    default:
      return fc.constant(null);
  }
}

/** A request made invalid on purpose, as a careless client would: a required field dropped, a wrong type, an unknown field. */
function breakIt(valid: Record<string, unknown>, schema: Schema): fc.Arbitrary<Record<string, unknown>> {
  const s = resolve(schema);
  const required: string[] = s.required ?? [];
  const keys = Object.keys(valid);
  const options: Array<fc.Arbitrary<Record<string, unknown>>> = [fc.constant({ ...valid, not_a_field: true })];
  if (required.length > 0) options.push(fc.constantFrom(...required).map((k) => Object.fromEntries(Object.entries(valid).filter(([x]) => x !== k))));
  if (keys.length > 0) options.push(fc.tuple(fc.constantFrom(...keys), fc.constantFrom<unknown>([], { nested: true }, -1, 'x'.repeat(3000))).map(([k, v]) => ({ ...valid, [k]: v })));
  return fc.oneof(...options);
}

const deps = testDeps(catalog);

describe.each(restOperations.map((op) => [op.rest.path, op]))('contract fuzzing: POST %s', (path, op) => {
  const handler = makeHandler(op, deps);
  const requestSchema = { $ref: `#/components/schemas/${op.input.meta()?.id as string}` };
  const call = async (body: unknown) => {
    const res = await handler(new Request(`http://local.test${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }));
    return { status: res.status, type: (res.headers.get('content-type') ?? '').split(';')[0]!.trim(), body: await res.json() };
  };

  it('a request the schema allows gets a documented answer whose body matches the document', async () => {
    let refused = 0;
    let runs = 0;
    await fc.assert(
      // Generated from the properties, then kept only when the whole document schema (its anyOf and if/then rules included) accepts it.
      fc.asyncProperty((arb(requestSchema) as fc.Arbitrary<Record<string, unknown>>).filter((req) => contractErrors(op.input.meta()?.id as string, req).length === 0), async (req) => {
        runs++;
        const res = await call(req);
        expect(res.status, JSON.stringify(res.body).slice(0, 300)).toBeLessThan(500);
        const documented = documentedResponse(path, 'post', res.status);
        expect(documented, `${res.status} is not documented for ${path}`).not.toBeNull();
        expect(documented!.contentTypes).toContain(res.type);
        expect(responseErrors(path, 'post', res.status, res.type, res.body)).toEqual([]);
        if (res.status !== 200) {
          refused++;
          if (process.env.FUZZ_VERBOSE) console.log(`[fuzz] ${path} ${res.status}: ${String(res.body.detail).slice(0, 160)}`);
        }
      }),
      { numRuns: 40, seed: 20261122 },
    );
    // Reported, not asserted: cross-field rules (duration_s vs duration_seconds, a reveal inside the clip) that JSON Schema cannot state.
    console.log(`[fuzz] ${path}: ${refused} of ${runs} schema-valid requests refused by a rule the schema cannot state`);
  }, 60_000);

  it('a request broken on purpose gets a documented 4xx problem', async () => {
    await fc.assert(
      fc.asyncProperty(
        (arb(requestSchema) as fc.Arbitrary<Record<string, unknown>>).chain((valid) => breakIt(valid, requestSchema)),
        async (bad) => {
          const res = await call(bad);
          expect(res.status, JSON.stringify(bad).slice(0, 200)).toBeGreaterThanOrEqual(400);
          expect(res.status).toBeLessThan(500);
          expect(documentedResponse(path, 'post', res.status), `${res.status} undocumented`).not.toBeNull();
          expect(res.type).toBe('application/problem+json');
          expect(responseErrors(path, 'post', res.status, res.type, res.body)).toEqual([]);
        },
      ),
      { numRuns: 40, seed: 20261122 },
    );
  }, 60_000);
});
