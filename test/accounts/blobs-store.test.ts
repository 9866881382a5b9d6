/** The accounts core on real Netlify Blobs code against the local Blobs server (@netlify/blobs/server). */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getStore, setEnvironmentContext } from '@netlify/blobs';
import { BlobsServer } from '@netlify/blobs/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BlobsAccountStore } from '../../src/adapters/blobs/blobs-store.ts';
import { AccountError } from '../../src/accounts/errors.ts';
import { FakeBilling, makeService } from './support.ts';

const token = 'test-token';
let server: BlobsServer;
let port: number;

beforeAll(async () => {
  server = new BlobsServer({ directory: mkdtempSync(join(tmpdir(), 'blobs-acc-')), token });
  ({ port } = await server.start());
  setEnvironmentContext({ siteID: 'test-site', token, edgeURL: `http://localhost:${port}`, uncachedEdgeURL: `http://localhost:${port}` });
});
afterAll(async () => server?.stop());

const fresh = () => BlobsAccountStore.fromEnvironment({ name: `acc-${Math.random().toString(36).slice(2)}` });

describe('BlobsAccountStore', () => {
  it('honours onlyIfNew and onlyIfMatch with ETags, and reads back its own writes', async () => {
    const store = fresh();
    const a = await store.put('x', { n: 1 }, { onlyIfNew: true });
    expect(a.ok).toBe(true);
    expect(await store.put('x', { n: 2 }, { onlyIfNew: true })).toEqual({ ok: false });
    expect((await store.get('x'))?.value).toEqual({ n: 1 });
    const etag = (await store.get('x'))!.etag;
    expect((await store.put('x', { n: 3 }, { onlyIfMatch: etag })).ok).toBe(true);
    expect(await store.put('x', { n: 4 }, { onlyIfMatch: etag })).toEqual({ ok: false });
    expect((await store.get('x'))?.value).toEqual({ n: 3 });
    expect(await store.get('missing')).toBeNull();
  });

  it('does not report success when Blobs answers an error (trap: modified:true for any non-412)', async () => {
    const bad = new BlobsAccountStore(
      getStore({ name: 'acc-denied', siteID: 'test-site', token: 'wrong-token', edgeURL: `http://localhost:${port}`, uncachedEdgeURL: `http://localhost:${port}`, consistency: 'strong' }),
    );
    await expect(bad.put('k', { v: 1 }, { onlyIfNew: true })).rejects.toThrow();
  });

  it('runs claim, auth, metering, rotation on real Blobs code', async () => {
    const { service, billing, store } = makeService({ store: fresh() });
    (billing as FakeBilling).add('cs_blobs');
    const pack = await service.claim('cs_blobs', 'buyer@example.com');
    const rec = await service.authenticateKey(pack.api_client.api_key);
    await service.meter(rec.key_id);
    await service.meter(rec.key_id);
    expect((await service.me(rec)).usage).toMatchObject({ used: 2, remaining: 4998, included: 5000 });
    await expect(service.claim('cs_blobs', 'buyer@example.com')).rejects.toMatchObject({ code: 'already-claimed' });
    const rotated = await service.rotate(rec);
    await expect(service.authenticateKey(pack.api_client.api_key)).rejects.toBeInstanceOf(AccountError);
    expect((await service.authenticateKey(rotated.api_client.api_key)).key_id).toBe(rec.key_id);
    expect(await store.list('keys/id/')).toHaveLength(1);
  });
});

describe('conditional writes under contention', () => {
  it('twenty writes with the same ETag at once: exactly one lands (the local Blobs server alone lets several through)', async () => {
    const store = fresh();
    await store.put('k', { n: 0 }, { onlyIfNew: true });
    const cur = (await store.get('k'))!;
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => store.put('k', { n: i + 1 }, { onlyIfMatch: cur.etag })));
    expect(results.filter((r) => r.ok)).toHaveLength(1);
  });

  it('thirty concurrent metered calls of one key count thirty', async () => {
    const { service } = makeService({ store: fresh(), billing: new FakeBilling() });
    const issued = await service.issue('indie');
    await Promise.all(Array.from({ length: 30 }, () => service.meter(issued.record.key_id)));
    expect((await service.usage(issued.record.key_id)).used).toBe(30);
  });
});
