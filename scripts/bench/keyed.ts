/**
 * Keyed calls: what a call with an API key costs over an anonymous one, on the real Netlify Blobs
 * client code against the local Blobs server (@netlify/blobs/server), through the real
 * POST /api/recommend handler and the same key seam the deployed functions use.
 * - Storage round trips per keyed call, common path (an active key under its quota): the account
 *   store's operations (get, conditional put), and the HTTP requests the Blobs client sends for
 *   them. Budget: at most 2 store operations. The local server sends no ETag on a GET, so the store
 *   lists once before and once after each read to learn it (src/adapters/blobs/blobs-store.ts);
 *   production Blobs sends it, so the HTTP count here is higher than in production.
 * - Keyed / anonymous latency: medians of sequential in-process calls, interleaved. No budget.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setEnvironmentContext } from '@netlify/blobs';
import { BlobsServer } from '@netlify/blobs/server';
import { AccountsService } from '../../src/accounts/service.ts';
import type { AccountStore } from '../../src/accounts/store.ts';
import { keySeam } from '../../src/adapters/accounts/seam.ts';
import { BlobsAccountStore } from '../../src/adapters/blobs/blobs-store.ts';
import { makeHandler } from '../../src/adapters/http/operation-handler.ts';
import { catalog } from '../../src/catalog/load.ts';
import { restOperation } from '../../src/operations.ts';
import { PATHS } from '../../src/surfaces.ts';
import { REQUESTS } from './engine.ts';
import { median } from './measure.ts';
import { add, fmt } from './report.ts';

/** An account store that counts its operations. */
function counting(inner: AccountStore, count: { ops: number }): AccountStore {
  return {
    scope: inner.scope,
    get: (key) => (count.ops++, inner.get(key)),
    put: (key, value, condition) => (count.ops++, inner.put(key, value, condition)),
    delete: (key) => (count.ops++, inner.delete(key)),
    list: (prefix) => (count.ops++, inner.list(prefix)),
  };
}

export async function keyedJob(calls: number): Promise<void> {
  console.log(`\nKeyed calls (real Blobs client code, local Blobs server, ${calls} calls)`);
  const http = { requests: 0 };
  const token = 'bench-token';
  const server = new BlobsServer({ directory: mkdtempSync(join(tmpdir(), 'bench-blobs-')), token, onRequest: () => void http.requests++ });
  const { port } = await server.start();
  try {
    setEnvironmentContext({ siteID: 'bench-site', token, edgeURL: `http://localhost:${port}`, uncachedEdgeURL: `http://localhost:${port}` });
    const count = { ops: 0 };
    const store = counting(BlobsAccountStore.fromEnvironment({ name: 'bench-keys' }), count);
    const service = () => new AccountsService({ store, billing: null, config: { priceToPlan: {}, baseUrl: 'http://localhost' }, now: () => new Date() });
    const issued = await service().issue('studio');
    const keys = keySeam(service);
    const handler = makeHandler(restOperation(PATHS.recommend), { loadCatalog: () => catalog, authenticate: keys.authenticate, meter: keys.meter, now: () => new Date(), services: {} });
    const body = JSON.stringify(REQUESTS.recommend.body);
    const call = (key: string | null) =>
      handler(new Request(`http://localhost${PATHS.recommend}`, { method: 'POST', headers: { 'content-type': 'application/json', ...(key ? { authorization: `Bearer ${key}` } : {}) }, body }));

    // Round trips: the common path, after a first call has created the month's usage record.
    const first = await call(issued.key);
    if (first.status !== 200) throw new Error(`a keyed call answered ${first.status}: ${(await first.text()).slice(0, 200)}`);
    const opsBefore = count.ops;
    const httpBefore = http.requests;
    const n = 20;
    for (let i = 0; i < n; i++) await (await call(issued.key)).text();
    const ops = (count.ops - opsBefore) / n;
    const requests = (http.requests - httpBefore) / n;
    add('keyed call: storage round trips (common path)', `${ops.toFixed(1)} store ops`, '<= 2', ops <= 2, `a warm instance: read the key record, write the count on the ETag of its own last write; ${requests.toFixed(1)} HTTP requests to the local Blobs server per call (its GETs carry no ETag, so each read also lists twice; production Blobs sends it)`);

    // Latency: sequential calls, keyed and anonymous interleaved.
    const keyed: number[] = [];
    const anon: number[] = [];
    for (let i = 0; i < calls; i++) {
      for (const [key, into] of [[issued.key, keyed], [null, anon]] as const) {
        const t = performance.now();
        await (await call(key)).text();
        into.push(performance.now() - t);
      }
    }
    const k = median(keyed);
    const a = median(anon);
    add('keyed / anonymous latency (local Blobs)', fmt.x(k / a), '-', null, `keyed p50 ${fmt.ms(k)}, anonymous p50 ${fmt.ms(a)} over ${calls} calls each`);
  } finally {
    await server.stop();
  }
}
