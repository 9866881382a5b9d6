/** The HTTP edge of the POST operations, called as a function with real Requests. */
import { describe, expect, it } from 'vitest';
import { makeHandler } from '../../src/adapters/http/operation-handler.ts';
import { testDeps } from '../support/deps.ts';
import { MAX_BODY_BYTES } from '../../src/limits.ts';
import { catalog } from '../../src/catalog/load.ts';
import { restOperations, restOperation, type RestOperation } from '../../src/operations.ts';

const recommendOperation = restOperation('/api/recommend');
const briefOperation = restOperation('/api/brief');
const clipPackOperation = restOperation('/api/v1/clip-pack');
const conciergeOperation = restOperation('/api/v1/concierge');
import { ProblemSchema } from '../../src/schemas/problem.ts';

const call = (op: RestOperation = recommendOperation, init: RequestInit & { url?: string } = {}) =>
  makeHandler(op, testDeps(catalog))(new Request(`http://localhost${init.url ?? op.rest.path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, ...init }));

async function problem(res: Response, status: number) {
  expect(res.status).toBe(status);
  expect(res.headers.get('content-type')).toBe('application/problem+json');
  const body = await res.json();
  expect(ProblemSchema.safeParse(body).success).toBe(true);
  expect(body.status).toBe(status);
  expect(JSON.stringify(body)).not.toMatch(/at .*\.ts:\d+/); // no stack traces
  return body;
}

describe('operation handler', () => {
  it('answers 200 JSON with CORS and no-store', async () => {
    const res = await call(recommendOperation, { body: JSON.stringify({ description: 'cooking' }) });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it.each(restOperations.map((op) => [op.rest.path, op] as const))('%s: wrong method is 405 with Allow', async (_p, op) => {
    const res = await call(op, { method: 'GET' });
    const body = await problem(res, 405);
    expect(res.headers.get('allow')).toBe('POST, OPTIONS');
    expect(body.code).toBe('method-not-allowed');
  });

  it('OPTIONS is a CORS preflight', async () => {
    const res = await call(recommendOperation, { method: 'OPTIONS' });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-methods')).toContain('POST');
  });

  it('wrong content type is 415', async () => {
    const body = await problem(await call(recommendOperation, { headers: { 'content-type': 'text/plain' }, body: '{}' }), 415);
    expect(body.detail).toMatch(/application\/json/);
  });

  it('malformed JSON is 400 invalid-json', async () => {
    const body = await problem(await call(recommendOperation, { body: '{"description": ' }), 400);
    expect(body.code).toBe('invalid-json');
  });

  it('an empty body is 400 and says so', async () => {
    const body = await problem(await call(recommendOperation, { body: '' }), 400);
    expect(body.detail).toMatch(/empty/);
  });

  it('an oversized body is 413, with or without a Content-Length', async () => {
    const big = JSON.stringify({ description: 'x'.repeat(MAX_BODY_BYTES + 10) });
    await problem(await call(recommendOperation, { body: big }), 413);
    const stream = new ReadableStream({ start(c) { c.enqueue(new TextEncoder().encode(big)); c.close(); } });
    await problem(await call(recommendOperation, { body: stream, duplex: 'half' } as RequestInit), 413);
  });

  it.each([
    [{ description: 'x', duration_s: 0 }, 'duration_s', />=1/],
    [{ description: 'x', duration_s: 12.5 }, 'duration_s', /int/i],
    [{ description: 'x', duration_s: '30' }, 'duration_s', /number/],
    [{ description: 'x', platform: 'myspace' }, 'platform', /shortvideo/],
    [{ description: 42 }, 'description', /string/],
    [{ duration_s: 30 }, 'description', /one of description or topic/],
    [{ description: 'x', colour: 'red' }, 'colour', /allowed: description, topic/],
    [{ description: 'x', sound_behavior: { role: 'background_bed', vibe: 'chill' } }, 'sound_behavior.vibe', /allowed: energy_shape/],
    [{ description: 'x', sound_behavior: { role: 'lead' } }, 'sound_behavior.role', /background_bed/],
    [[1, 2], '', /object/],
  ])('invalid body %j names %s', async (input, path, message) => {
    const body = await problem(await call(recommendOperation, { body: JSON.stringify(input) }), 400);
    const err = body.errors.find((e: { path: string }) => e.path === path);
    expect(err, JSON.stringify(body.errors)).toBeDefined();
    expect(err.message).toMatch(message);
  });

  it('clip-pack: unknown property inside clip.sound_behavior-like objects and bad modes are 400', async () => {
    let body = await problem(await call(clipPackOperation, { body: JSON.stringify({ clip: { topic: 'x', platform: 'shortvideo' }, sound_behavior: { density: 'low', tempo: 1 } }) }), 400);
    expect(body.errors[0].path).toBe('sound_behavior.tempo');
    body = await problem(await call(clipPackOperation, { body: JSON.stringify({ mode: 'sideways', clip: { topic: 'x', platform: 'shortvideo' } }) }), 400);
    expect(body.errors[0].message).toMatch(/clip_to_sound/);
    body = await problem(await call(clipPackOperation, { body: JSON.stringify({ mode: 'sound_to_plan', clip: { topic: 'x', platform: 'shortvideo' } }) }), 400);
    expect(body.errors[0].path).toBe('sound.route');
    body = await problem(await call(clipPackOperation, { body: JSON.stringify({ clip: { topic: 'x', platform: 'reels' } }) }), 400);
    expect(body.errors[0].path).toBe('clip.platform');
  });

  it('unknown sound: 404 problem listing the valid slugs', async () => {
    for (const [op, payload] of [
      [briefOperation, { sound_slug: 'nope', topic: 'x' }],
      [clipPackOperation, { mode: 'sound_to_plan', sound: { route: 'nope' }, clip: { topic: 'x', platform: 'shortvideo' } }],
    ] as const) {
      const body = await problem(await call(op, { body: JSON.stringify(payload) }), 404);
      expect(body.code).toBe('unknown-sound');
      expect(body.valid_values).toEqual(catalog.sounds.routes.map((r) => r.sound_slug));
    }
  });

  it('a payoff outside the clip is a 400 naming the field', async () => {
    const body = await problem(await call(clipPackOperation, { body: JSON.stringify({ clip: { topic: 'x', platform: 'shortvideo', duration_s: 10, payoff_at_ms: 12000 } }) }), 400);
    expect(body.errors[0].path).toBe('clip.payoff_at_ms');
  });

  it('concierge answers the plain message', async () => {
    const res = await call(conciergeOperation, { body: JSON.stringify({ message: '30s AI-gen fashion outfit, no voiceover' }) });
    expect(res.status).toBe(200);
    expect((await res.json()).clip_pack.route).toBe('street-sprint');
  });
});
