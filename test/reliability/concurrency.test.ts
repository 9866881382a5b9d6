/**
 * Concurrency on the accounts core (atomic in-memory store; the Blobs store's own contention test
 * is in test/accounts/blobs-store.test.ts): 50 concurrent claims of one session show one key; 100
 * concurrent keyed calls count exactly 100; at the quota edge no more calls succeed than were
 * left; and a webhook, its replay and two claims, started in the orders fast-check's scheduler
 * picks (their later steps interleave on their own), have one effect: one key, shown once.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AccountError } from '../../src/accounts/errors.ts';
import { FakeBilling, makeService } from '../accounts/support.ts';

const EMAIL = 'buyer@example.com';

describe('concurrency', () => {
  it('50 concurrent claims of one session: exactly one shows the key, the others answer already-claimed', async () => {
    const billing = new FakeBilling();
    billing.add('cs_50');
    const { service, store } = makeService({ billing });
    const results = await Promise.allSettled(Array.from({ length: 50 }, () => service.claim('cs_50', EMAIL)));
    const shown = results.filter((r) => r.status === 'fulfilled');
    expect(shown).toHaveLength(1);
    for (const r of results) if (r.status === 'rejected') expect((r.reason as AccountError).code).toBe('already-claimed');
    expect((await store.list('keys/id/')).length).toBe(1);
  });

  it('100 concurrent keyed calls count exactly 100', async () => {
    const { service } = makeService();
    const issued = await service.issue('indie');
    await Promise.all(Array.from({ length: 100 }, () => service.meter(issued.record.key_id)));
    expect((await service.usage(issued.record.key_id)).used).toBe(100);
  });

  it('at the quota edge, of 40 concurrent calls with 7 left, exactly 7 succeed', async () => {
    const { service } = makeService();
    const issued = await service.issue('scale', 10);
    for (let i = 0; i < 3; i++) await service.meter(issued.record.key_id);
    const results = await Promise.allSettled(Array.from({ length: 40 }, () => service.meter(issued.record.key_id)));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(7);
    for (const r of results) if (r.status === 'rejected') expect((r.reason as AccountError).code).toBe('quota-exceeded');
    expect((await service.usage(issued.record.key_id)).used).toBe(10);
  });

  it('a webhook, its replay and two claims in scheduler-chosen orders: one key, shown to exactly one caller', async () => {
    await fc.assert(
      fc.asyncProperty(fc.scheduler(), async (s) => {
        const billing = new FakeBilling();
        billing.add('cs_race');
        const { service, store } = makeService({ billing });
        const event = { id: 'evt_race', type: 'checkout.session.completed' as const, session_id: 'cs_race' };
        const tasks = [
          s.schedule(Promise.resolve('webhook')).then(() => service.handleEvent(event)),
          s.schedule(Promise.resolve('replay')).then(() => service.handleEvent(event)),
          s.schedule(Promise.resolve('claim')).then(() => service.claim('cs_race', EMAIL)),
          s.schedule(Promise.resolve('claim again')).then(() => service.claim('cs_race', EMAIL)),
        ];
        const results = await s.waitFor(Promise.allSettled(tasks));
        const claims = results.slice(2);
        expect(claims.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
        expect((await store.list('keys/id/')).length).toBe(1);
        for (const r of results.slice(0, 2)) expect(r.status).toBe('fulfilled');
      }),
      { numRuns: 60, seed: 20261122 },
    );
  });
});
