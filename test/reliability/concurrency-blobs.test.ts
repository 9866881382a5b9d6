/**
 * The concurrency scenarios of concurrency.test.ts again, on the real Netlify Blobs client code
 * against the local Blobs server (@netlify/blobs/server): 50 concurrent claims of one session show
 * one key; 100 concurrent keyed calls count exactly 100 (also split over two service instances); at the quota edge no more calls succeed
 * than were left; a webhook, its replay and two claims in scheduler-chosen orders have one effect.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { setEnvironmentContext } from '@netlify/blobs';
import { BlobsServer } from '@netlify/blobs/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BlobsAccountStore } from '../../src/adapters/blobs/blobs-store.ts';
import { AccountError } from '../../src/accounts/errors.ts';
import { FakeBilling, makeService } from '../accounts/support.ts';

const token = 'test-token';
const EMAIL = 'buyer@example.com';
let server: BlobsServer;

beforeAll(async () => {
  server = new BlobsServer({ directory: mkdtempSync(join(tmpdir(), 'blobs-conc-')), token });
  const { port } = await server.start();
  setEnvironmentContext({ siteID: 'test-site', token, edgeURL: `http://localhost:${port}`, uncachedEdgeURL: `http://localhost:${port}` });
});
afterAll(async () => server?.stop());

const fresh = () => BlobsAccountStore.fromEnvironment({ name: `conc-${Math.random().toString(36).slice(2)}` });

describe('concurrency on real Blobs code', () => {
  it('50 concurrent claims of one session: exactly one shows the key, the others answer already-claimed', async () => {
    const billing = new FakeBilling();
    billing.add('cs_50');
    const { service, store } = makeService({ billing, store: fresh() });
    const results = await Promise.allSettled(Array.from({ length: 50 }, () => service.claim('cs_50', EMAIL)));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    for (const r of results) if (r.status === 'rejected') expect((r.reason as AccountError).code).toBe('already-claimed');
    expect(await store.list('keys/id/')).toHaveLength(1);
  }, 30_000);

  it('100 concurrent keyed calls count exactly 100', async () => {
    const { service } = makeService({ store: fresh() });
    const issued = await service.issue('indie');
    await Promise.all(Array.from({ length: 100 }, () => service.meter(issued.record.key_id)));
    expect((await service.usage(issued.record.key_id)).used).toBe(100);
  }, 30_000);

  it('100 concurrent keyed calls through two service instances over one store count exactly 100', async () => {
    const name = `conc-${Math.random().toString(36).slice(2)}`;
    const a = makeService({ store: BlobsAccountStore.fromEnvironment({ name }) });
    const b = makeService({ store: BlobsAccountStore.fromEnvironment({ name }) });
    const issued = await a.service.issue('indie');
    await Promise.all(Array.from({ length: 100 }, (_, i) => (i % 2 ? a : b).service.meter(issued.record.key_id)));
    expect((await b.service.usage(issued.record.key_id)).used).toBe(100);
  }, 30_000);

  it('at the quota edge, of 40 concurrent calls with 7 left, exactly 7 succeed', async () => {
    const { service } = makeService({ store: fresh() });
    const issued = await service.issue('scale', 10);
    for (let i = 0; i < 3; i++) await service.meter(issued.record.key_id);
    const results = await Promise.allSettled(Array.from({ length: 40 }, () => service.meter(issued.record.key_id)));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(7);
    for (const r of results) if (r.status === 'rejected') expect((r.reason as AccountError).code).toBe('quota-exceeded');
    expect((await service.usage(issued.record.key_id)).used).toBe(10);
  }, 30_000);

  it('a webhook, its replay and two claims in scheduler-chosen orders: one key, shown to exactly one caller', async () => {
    await fc.assert(
      fc.asyncProperty(fc.scheduler(), async (s) => {
        const billing = new FakeBilling();
        billing.add('cs_race');
        const { service, store } = makeService({ billing, store: fresh() });
        const event = { id: 'evt_race', type: 'checkout.session.completed' as const, session_id: 'cs_race' };
        const tasks = [
          s.schedule(Promise.resolve('webhook')).then(() => service.handleEvent(event)),
          s.schedule(Promise.resolve('replay')).then(() => service.handleEvent(event)),
          s.schedule(Promise.resolve('claim')).then(() => service.claim('cs_race', EMAIL)),
          s.schedule(Promise.resolve('claim again')).then(() => service.claim('cs_race', EMAIL)),
        ];
        const results = await s.waitFor(Promise.allSettled(tasks));
        expect(results.slice(2).filter((r) => r.status === 'fulfilled')).toHaveLength(1);
        for (const r of results.slice(2)) if (r.status === 'rejected') expect((r.reason as AccountError).code).toBe('already-claimed');
        for (const r of results.slice(0, 2)) expect(r.status).toBe('fulfilled');
        expect(await store.list('keys/id/')).toHaveLength(1);
      }),
      { numRuns: 15, seed: 20261122 },
    );
  }, 60_000);
});
