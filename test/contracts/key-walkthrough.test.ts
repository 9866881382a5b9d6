/** The developers page's key walk-through: real answers of the accounts core, in the contract's shapes, with no key material. */
import { describe, expect, it } from 'vitest';
import { catalog } from '../../src/catalog/load.ts';
import { keyWalkthrough } from '../../src/contracts/key-walkthrough.ts';
import { ClaimKeyResponseSchema, MeResponseSchema } from '../../src/schemas/accounts.ts';
import { openApiDocument } from '../../src/contracts/openapi.ts';
import { PATHS } from '../../src/surfaces.ts';
import { contractErrors } from '../support/openapi-validator.ts';

type Doc = { paths: Record<string, Record<string, { requestBody?: { content: { 'application/json': { schema: { $ref: string } } } }; security?: unknown[] }>> };
const doc = openApiDocument(catalog) as Doc;

/** The curl commands of a step: method, path on the site, headers and JSON body. */
function curls(request: string): Array<{ method: string; path: string; headers: string[]; body: unknown }> {
  return request
    .replace(/ \\\n\s*/g, ' ')
    .split('\n')
    .filter((line) => line.startsWith('curl '))
    .map((line) => {
      const url = new URL(/ (https?:\/\/\S+)/.exec(line)![1]!);
      const data = /-d '([^']*)'/.exec(line)?.[1];
      const method = /-X (\w+)/.exec(line)?.[1] ?? (data === undefined ? 'GET' : 'POST');
      return { method: method.toLowerCase(), path: url.pathname, headers: [...line.matchAll(/-H '([^']*)'/g)].map((m) => m[1]!), body: data === undefined ? undefined : JSON.parse(data) };
    });
}

describe('evaluate → pay → claim → verify', () => {
  it('walks the four steps and the first keyed call, in order, with the real paths', async () => {
    const steps = await keyWalkthrough(catalog);
    expect(steps.map((s) => s.step)).toEqual(['evaluate', 'pay', 'claim', 'verify', 'call']);
    expect(steps.find((s) => s.step === 'claim')!.request).toContain(PATHS.claimKey);
    expect(steps.find((s) => s.step === 'verify')!.request).toContain(PATHS.me);
  });

  it('shows answers that match the contract and carry no real key', async () => {
    const steps = await keyWalkthrough(catalog);
    const claim = JSON.parse(steps.find((s) => s.step === 'claim')!.response!);
    const me = JSON.parse(steps.find((s) => s.step === 'verify')!.response!);
    expect(ClaimKeyResponseSchema.safeParse(claim).success).toBe(true);
    expect(MeResponseSchema.safeParse(me).success).toBe(true);
    expect(me.usage.used).toBe(1);
    for (const s of steps) expect(`${s.request}\n${s.response ?? ''}`).not.toMatch(/sndl_[A-Za-z0-9]{38}/);
  });

  it('gives exact curl commands for documented endpoints, with bodies the document accepts and the key where one is required', async () => {
    const steps = await keyWalkthrough(catalog);
    const commands = steps.flatMap((s) => curls(s.request));
    // evaluate (a planning call and the plans), claim, verify, a keyed call and a rotation.
    expect(commands.length).toBeGreaterThanOrEqual(6);
    for (const c of commands) {
      const op = doc.paths[c.path]?.[c.method];
      if (c.path.startsWith(PATHS.data)) {
        expect(doc.paths[c.path]?.get, c.path).toBeDefined();
        continue;
      }
      expect(op, `${c.method} ${c.path} is documented`).toBeDefined();
      const schema = op!.requestBody?.content['application/json'].schema.$ref;
      if (schema !== undefined) expect(contractErrors(schema.split('/').at(-1)!, c.body), `${c.method} ${c.path}`).toEqual([]);
      else expect(c.body, `${c.method} ${c.path} takes no body`).toBeUndefined();
      const keyed = c.headers.some((h) => h.startsWith('Authorization: Bearer '));
      if ((op!.security ?? []).length > 0 && !(op!.security ?? []).some((s) => Object.keys(s as object).length === 0)) expect(keyed, `${c.method} ${c.path} needs the key`).toBe(true);
    }
  });
});
