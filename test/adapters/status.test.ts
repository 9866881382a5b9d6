/** The readiness check against a real local Blobs server (@netlify/blobs/server), up and down. */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getStore, setEnvironmentContext } from '@netlify/blobs';
import { BlobsServer } from '@netlify/blobs/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { statusHandler } from '../../src/adapters/http/status.ts';
import { catalog } from '../../src/catalog/load.ts';
import { StatusSchema } from '../../src/schemas/status.ts';

const token = 'test-token';
let server: BlobsServer;
let port: number;

beforeAll(async () => {
  server = new BlobsServer({ directory: mkdtempSync(join(tmpdir(), 'blobs-')), token });
  ({ port } = await server.start());
  setEnvironmentContext({ siteID: 'test-site', token, edgeURL: `http://localhost:${port}`, uncachedEdgeURL: `http://localhost:${port}` });
});
afterAll(async () => server?.stop());

describe('GET /api/v1/status', () => {
  it('is ok when the Blobs store answers', async () => {
    const res = await statusHandler(catalog, () => getStore('service-status'))(new Request('http://x/api/v1/status'));
    expect(res.status).toBe(200);
    const body = StatusSchema.parse(await res.json());
    expect(body).toMatchObject({ status: 'ok', checks: { functions: 'ok', blobs: 'ok' } });
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('is 503 with Retry-After when the store does not answer', async () => {
    setEnvironmentContext({ siteID: 'test-site', token, edgeURL: 'http://127.0.0.1:9', uncachedEdgeURL: 'http://127.0.0.1:9' });
    try {
      const res = await statusHandler(catalog, () => getStore('service-status'), 300)(new Request('http://x/api/v1/status'));
      expect(res.status).toBe(503);
      expect(res.headers.get('retry-after')).toBe('30');
      expect(StatusSchema.parse(await res.json()).checks.blobs).toBe('unavailable');
    } finally {
      setEnvironmentContext({ siteID: 'test-site', token, edgeURL: `http://localhost:${port}`, uncachedEdgeURL: `http://localhost:${port}` });
    }
  });

  it('is 503, not a crash, when no Blobs context exists at all', async () => {
    const res = await statusHandler(catalog, () => {
      throw new Error('MissingBlobsEnvironmentError');
    })(new Request('http://x/api/v1/status'));
    expect(res.status).toBe(503);
  });

  it('answers 405 to other methods', async () => {
    const res = await statusHandler(catalog, () => getStore('service-status'))(new Request('http://x/api/v1/status', { method: 'POST' }));
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('GET, HEAD');
  });
});
