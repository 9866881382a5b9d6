/** The four POST endpoints through the served site, as an agent calls them with curl. */
import { spawnSync } from 'node:child_process';
import { describe, expect, inject, it } from 'vitest';
import { catalog } from '../../src/catalog/load.ts';
import { recommend } from '../../src/engine/index.ts';
import { contractErrors } from '../support/openapi-validator.ts';

const base = inject('baseUrl');
const post = (path: string, body: unknown, headers: Record<string, string> = { 'content-type': 'application/json' }) =>
  fetch(`${base}${path}`, { method: 'POST', headers, body: typeof body === 'string' ? body : JSON.stringify(body) });

describe('POST endpoints on the served site', () => {
  it.each([
    ['/api/recommend', { description: 'morning routine and oatmeal cooking', platform: 'shortvideo', duration_seconds: 22 }, 'RecommendResponse'],
    ['/api/brief', { sound_slug: 'kitchen-window', description: 'overnight oats', duration_s: 30, aigc: true }, 'BriefResponse'],
    ['/api/v1/clip-pack', { mode: 'clip_to_sound', clip: { topic: 'fashion outfit', duration_s: 30, platform: 'shortvideo', aigc: true } }, 'ClipPack'],
    ['/api/v1/clip-pack', { mode: 'sound_to_plan', clip: { topic: 'room makeover', duration_s: 15, platform: 'shortvideo' }, sound: { route: 'glow-up-drop' } }, 'ClipPack'],
    ['/api/v1/concierge', { message: '30s AI-gen fashion outfit, no voiceover' }, 'ConciergeResponse'],
  ])('%s answers 200 and conforms to the contract', async (path, body, schemaId) => {
    const res = await post(path, body);
    const json = await res.json();
    expect(res.status, JSON.stringify(json).slice(0, 300)).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(contractErrors(schemaId, json)).toEqual([]);
  });

  it('is deterministic across processes: the served function and a fresh Node process give the same bytes as the in-process engine', async () => {
    const req = { description: 'before/after kitchen renovation', duration_s: 30, voiceover: true };
    const served = await (await post('/api/recommend', req)).text();
    const again = await (await post('/api/recommend', req)).text();
    const local = JSON.stringify(recommend(catalog, req));
    const script = `import { catalog } from './src/catalog/load.ts'; import { recommend } from './src/engine/index.ts'; process.stdout.write(JSON.stringify(recommend(catalog, ${JSON.stringify(req)})));`;
    const fresh = spawnSync(process.execPath, ['--experimental-strip-types', '--no-warnings', '--input-type=module', '-e', script], { encoding: 'utf8' });
    expect(fresh.status, fresh.stderr).toBe(0);
    expect(served).toBe(again);
    expect(served).toBe(local);
    expect(fresh.stdout).toBe(local);
  });

  it('bad input gets a problem, never a 500', async () => {
    const cases: Array<[string, RequestInit, number]> = [
      ['/api/recommend', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{bad json' }, 400],
      ['/api/recommend', { method: 'POST', headers: { 'content-type': 'text/plain' }, body: '{}' }, 415],
      ['/api/recommend', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ description: 'x'.repeat(70_000) }) }, 413],
      ['/api/recommend', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '' }, 400],
      ['/api/v1/clip-pack', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ clip: { topic: 'x', platform: 'shortvideo', duration_s: 0 } }) }, 400],
      ['/api/v1/concierge', { method: 'GET' }, 405],
      ['/api/brief', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ sound_slug: 'nope', topic: 'x' }) }, 404],
    ];
    for (const [path, init, status] of cases) {
      const res = await fetch(`${base}${path}`, init);
      expect(res.status, `${path} ${init.method}`).toBe(status);
      expect(res.headers.get('content-type')).toBe('application/problem+json');
      const body = await res.json();
      expect(body.status).toBe(status);
      expect(contractErrors('Problem', body)).toEqual([]);
    }
    const res = await fetch(`${base}/api/v1/concierge`, { method: 'GET' });
    await res.arrayBuffer();
    expect(res.headers.get('allow')).toBe('POST, OPTIONS');
  });

  it('answers a CORS preflight', async () => {
    const res = await fetch(`${base}/api/v1/clip-pack`, { method: 'OPTIONS', headers: { Origin: 'https://app.example', 'Access-Control-Request-Method': 'POST' } });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
  });
});
