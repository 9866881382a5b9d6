/** The served site (npm start's `netlify serve`): every static path answers with the right status, type and body. */
import { describe, expect, inject, it } from 'vitest';
import { catalog } from '../../src/catalog/load.ts';
import { DATA_FILES } from '../../src/catalog/data-files.ts';
import { PUBLIC_SCHEMAS } from '../../src/contracts/public-schemas.ts';
import { health, momentumSnapshot, proofList, soundList } from '../../src/engine/catalog-views.ts';
import { contractErrors } from '../support/openapi-validator.ts';

const base = inject('baseUrl');
const get = (path: string, init?: RequestInit) => fetch(`${base}${path}`, init);
const slug = catalog.sounds.routes[1]!.sound_slug;

describe('static API on the served site', () => {
  it.each([
    ['/api/sounds', 'SoundList'],
    ['/api/sounds.json', 'SoundList'],
    [`/api/sounds/${slug}`, 'SoundProfile'],
    [`/api/sounds/${slug}.json`, 'SoundProfile'],
    ['/api/proof', 'ProofList'],
    ['/api/momentum', 'MomentumSnapshot'],
    ['/api/v1/momentum', 'MomentumSnapshot'],
    ['/api/health', 'Health'],
    ['/api/health/', 'Health'],
  ])('%s answers 200 application/json with open CORS, and conforms to %s', async (path, schemaId) => {
    const res = await get(path);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(contractErrors(schemaId, await res.json())).toEqual([]);
  });

  it('serves the same snapshot under /api/momentum and /api/v1/momentum, equal to the catalog', async () => {
    const [a, b] = await Promise.all([get('/api/momentum').then((r) => r.json()), get('/api/v1/momentum').then((r) => r.json())]);
    expect(a).toEqual(b);
    expect(a).toEqual(momentumSnapshot(catalog));
    expect(await get('/api/sounds').then((r) => r.json())).toEqual(soundList(catalog));
    expect(await get('/api/proof').then((r) => r.json())).toEqual(proofList(catalog));
    expect(await get('/api/health').then((r) => r.json())).toEqual(health(catalog));
  });

  it('every slug has its profile', async () => {
    for (const r of catalog.sounds.routes) {
      const res = await get(`/api/sounds/${r.sound_slug}`);
      expect(res.status, r.sound_slug).toBe(200);
      expect((await res.json()).route.sound_slug).toBe(r.sound_slug);
    }
  });

  it('an unknown slug is a 404 JSON problem listing the valid slugs', async () => {
    const res = await get('/api/sounds/no-such-sound');
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/json/);
    const body = await res.json();
    expect(contractErrors('Problem', body)).toEqual([]);
    expect(body.status).toBe(404);
    expect(body.valid_values).toEqual(catalog.sounds.routes.map((r) => r.sound_slug));
  });

  it('an unknown /api/ path is a 404 JSON problem, not an HTML page', async () => {
    for (const path of ['/api/nothing-here', '/api/v1/unknown', '/api/sounds/x/y']) {
      const res = await get(path);
      expect(res.status, path).toBe(404);
      expect(res.headers.get('content-type'), path).toMatch(/json/);
      expect((await res.json()).title).toBeTruthy();
    }
  });

  it('serves the OpenAPI document, llms.txt, the JSON Schemas and every data file', async () => {
    const openapi = await get('/api/openapi.json');
    expect(openapi.headers.get('content-type')).toMatch(/^application\/json/);
    expect((await openapi.json()).openapi).toBe('3.1.0');
    const llms = await get('/llms.txt');
    expect(llms.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await llms.text()).toContain(catalog.service.name);
    for (const s of PUBLIC_SCHEMAS) {
      const res = await get(s.path);
      expect(res.status, s.path).toBe(200);
      expect((await res.json()).$schema).toBe('https://json-schema.org/draft/2020-12/schema');
    }
    for (const f of [...Object.values(DATA_FILES).map((d) => d.file), 'sound-behavior-profiles.json']) {
      const res = await get(`/data/${f}`);
      expect(res.status, f).toBe(200);
      expect(res.headers.get('content-type'), f).toMatch(/^application\/json/);
      // Read every body: an unread body of a larger file left undici's parser paused when the socket closed (an uncaught assert).
      await res.arrayBuffer();
    }
    expect(await get('/data/sounds.json').then((r) => r.json())).toEqual(catalog.sounds);
  });

  it.each(['/', '/sound-brief/', '/sound-behavior-profiles/', '/video-template-packs/', '/publishing-risk-check/', '/developers/'])('docs page %s is HTML', async (path) => {
    const res = await get(path);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    // Read the body to its end: a response left unread can trip undici's parser when the server
    // closes the socket (an "assert(!this.paused)" crash seen once in a fresh-clone run).
    expect(await res.text()).toMatch(/<html/i);
  });
});

describe('dynamic readiness on the served site', () => {
  it('GET /api/v1/status reaches the functions and the local Blobs store', async () => {
    const res = await fetch(`${base}/api/v1/status`);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: 'ok', checks: { functions: 'ok', blobs: 'ok' } });
  });
});
