import { describe, expect, it } from 'vitest';
import { AccountError } from '../../src/accounts/errors.ts';
import { hashKey } from '../../src/accounts/key.ts';
import { MemoryStore } from '../../src/accounts/store.ts';
import { FakeBilling, makeService } from './support.ts';

async function codeOf(p: Promise<unknown>): Promise<string> {
  try {
    await p;
    return 'ok';
  } catch (e) {
    if (e instanceof AccountError) return e.code;
    throw e;
  }
}

describe('claim (spec section 3 and 7)', () => {
  it('claims once with the plan of the purchased price, then 409 with no key', async () => {
    const { service, billing } = makeService();
    (billing as FakeBilling).add('cs_1');
    const pack = await service.claim('cs_1', ' buyer@example.COM ');
    expect(pack.api_client.plan).toBe('indie');
    const rec = await service.authenticateKey(pack.api_client.api_key);
    expect(rec.plan).toBe('indie');
    expect(rec.quota).toBe(5000);
    expect(await codeOf(service.claim('cs_1', 'buyer@example.com'))).toBe('already-claimed');
  });

  it('answers 403 for an e-mail mismatch, a null e-mail, inactive, unpaid or foreign sessions', async () => {
    const { service, billing } = makeService();
    const b = billing as FakeBilling;
    b.add('cs_mail');
    b.add('cs_null', { email: null });
    b.add('cs_open', { status: 'open', payment_status: 'unpaid' });
    b.add('cs_expired', { status: 'expired', payment_status: 'unpaid' });
    b.add('cs_unpaid', { status: 'complete', payment_status: 'unpaid' });
    b.add('cs_foreign', { price_ids: ['price_someone_else'] });
    expect(await codeOf(service.claim('cs_mail', 'other@example.com'))).toBe('forbidden');
    expect(await codeOf(service.claim('cs_null', 'buyer@example.com'))).toBe('forbidden');
    for (const id of ['cs_open', 'cs_expired', 'cs_unpaid', 'cs_foreign']) expect(await codeOf(service.claim(id, 'buyer@example.com'))).toBe('forbidden');
    // The mismatch did not consume the claim.
    expect((await service.claim('cs_mail', 'buyer@example.com')).api_client.plan).toBe('indie');
  });

  it('accepts a no_payment_required session (free key tier through a zero-price checkout)', async () => {
    const { service, billing } = makeService();
    (billing as FakeBilling).add('cs_free', { payment_status: 'no_payment_required', price_ids: ['price_free'], subscription_id: null });
    const pack = await service.claim('cs_free', 'buyer@example.com');
    expect(pack.api_client.plan).toBe('free_key');
    expect((await service.me(await service.authenticateKey(pack.api_client.api_key))).usage.included).toBe(200);
  });

  it('answers 404 for an unknown session and 200 once it exists', async () => {
    const { service, billing } = makeService();
    expect(await codeOf(service.claim('cs_later', 'buyer@example.com'))).toBe('session-not-found');
    (billing as FakeBilling).add('cs_later', { price_ids: ['price_studio'] });
    expect((await service.claim('cs_later', 'buyer@example.com')).api_client.plan).toBe('studio');
  });

  it('answers stripe-not-configured without a billing port', async () => {
    const { service } = makeService({ billing: null });
    expect(await codeOf(service.claim('cs_1', 'buyer@example.com'))).toBe('stripe-not-configured');
  });

  it('10 concurrent claims of one session: exactly one key, one stored key record', async () => {
    const store = new MemoryStore();
    const { service, billing } = makeService({ store });
    (billing as FakeBilling).add('cs_race');
    const results = await Promise.allSettled(Array.from({ length: 10 }, () => service.claim('cs_race', 'buyer@example.com')));
    const won = results.filter((r) => r.status === 'fulfilled');
    expect(won).toHaveLength(1);
    for (const r of results) if (r.status === 'rejected') expect((r.reason as AccountError).code).toBe('already-claimed');
    expect(await store.list('keys/id/')).toHaveLength(1);
    expect(await store.list('keys/hash/')).toHaveLength(1);
    const key = (won[0] as PromiseFulfilledResult<Awaited<ReturnType<typeof service.claim>>>).value.api_client.api_key;
    expect((await service.authenticateKey(key)).session_id).toBe('cs_race');
  });

  it('webhook and claim racing, in either order: one key, the claim gets it', async () => {
    for (const order of ['webhook-first', 'claim-first', 'together'] as const) {
      const store = new MemoryStore();
      const { service, billing } = makeService({ store });
      (billing as FakeBilling).add('cs_w');
      const hook = () => service.handleEvent({ id: 'evt_1', type: 'checkout.session.completed', session_id: 'cs_w' });
      const claim = () => service.claim('cs_w', 'buyer@example.com');
      if (order === 'webhook-first') {
        await hook();
        await claim();
      } else if (order === 'claim-first') {
        await claim();
        await hook();
      } else {
        await Promise.all([hook(), hook(), claim(), service.handleEvent({ id: 'evt_2', type: 'checkout.session.async_payment_succeeded', session_id: 'cs_w' })]);
      }
      expect(await store.list('keys/id/')).toHaveLength(1);
      expect(await store.list('sessions/')).toHaveLength(1);
      expect(await codeOf(claim())).toBe('already-claimed');
    }
  });

  it('the same event twice has one effect', async () => {
    const { service, billing } = makeService();
    (billing as FakeBilling).add('cs_e');
    expect((await service.handleEvent({ id: 'evt_x', type: 'checkout.session.completed', session_id: 'cs_e' })).outcome).toBe('fulfilled');
    expect((await service.handleEvent({ id: 'evt_x', type: 'checkout.session.completed', session_id: 'cs_e' })).outcome).toBe('duplicate');
  });

  it('a subscription that ends drops the key to the free key tier (claimed or not yet)', async () => {
    const { service, billing } = makeService();
    const b = billing as FakeBilling;
    b.add('cs_s1');
    b.add('cs_s2');
    const pack = await service.claim('cs_s1', 'buyer@example.com');
    await service.handleEvent({ id: 'evt_c', type: 'checkout.session.completed', session_id: 'cs_s2' });
    expect((await service.handleEvent({ id: 'evt_d1', type: 'customer.subscription.deleted', subscription_id: 'sub_cs_s1' })).outcome).toBe('downgraded');
    expect((await service.handleEvent({ id: 'evt_d2', type: 'customer.subscription.deleted', subscription_id: 'sub_cs_s2' })).outcome).toBe('downgraded');
    const rec = await service.authenticateKey(pack.api_client.api_key);
    expect([rec.plan, rec.quota]).toEqual(['free_key', 200]);
    expect((await service.claim('cs_s2', 'buyer@example.com')).api_client.plan).toBe('free_key');
  });
});

describe('keys: authentication, rotation, revocation', () => {
  it('rejects a malformed key before any storage read', async () => {
    const store = new MemoryStore();
    let reads = 0;
    const counting = { ...store, get: (k: string) => (reads++, store.get(k)), put: store.put.bind(store), delete: store.delete.bind(store), list: store.list.bind(store) };
    const { service } = makeService({ store: counting });
    expect(await codeOf(service.authenticateKey('sndl_' + 'a'.repeat(38)))).toBe('unauthorized');
    expect(await codeOf(service.callerFromAuthorization('Basic abc', { required: false }))).toBe('unauthorized');
    expect(reads).toBe(0);
    expect(await service.callerFromAuthorization(null, { required: false })).toEqual({ kind: 'anonymous' });
    expect(await codeOf(service.callerFromAuthorization(null, { required: true }))).toBe('unauthorized');
  });

  it('rotate: the new key works once issued, the old key is dead at once, usage is kept', async () => {
    const { service } = makeService();
    const issued = await service.issue('scale', 1000);
    await service.meter(issued.record.key_id);
    const rotated = await service.rotate(await service.authenticateKey(issued.key));
    expect(rotated.api_client.api_key).not.toBe(issued.key);
    expect(await codeOf(service.authenticateKey(issued.key))).toBe('unauthorized');
    const rec = await service.authenticateKey(rotated.api_client.api_key);
    expect(rec.key_id).toBe(issued.record.key_id);
    expect((await service.me(rec)).usage.used).toBe(1);
  });

  it('revoke: the key answers unauthorized from the next call on', async () => {
    const { service } = makeService();
    const issued = await service.issue('indie');
    await service.revoke(issued.record.key_id);
    expect(await codeOf(service.authenticateKey(issued.key))).toBe('unauthorized');
    expect(await codeOf(service.meter(issued.record.key_id))).toBe('unauthorized');
  });

  it('stores no plaintext key and logs none', async () => {
    const lines: string[] = [];
    const store = new MemoryStore();
    const { service, billing } = makeService({ store, log: (e, f) => lines.push(e + JSON.stringify(f)) });
    (billing as FakeBilling).add('cs_p');
    const claimed = await service.claim('cs_p', 'buyer@example.com');
    const rotated = await service.rotate(await service.authenticateKey(claimed.api_client.api_key));
    const issued = await service.issue('scale', 10);
    const dump = JSON.stringify([...store.data.entries()]) + lines.join('\n');
    for (const key of [claimed.api_client.api_key, rotated.api_client.api_key, issued.key]) {
      expect(dump).not.toContain(key);
      expect(dump).not.toContain(key.slice(5));
    }
    // Only hashes are kept: the live keys are findable by theirs, the rotated one is gone.
    for (const key of [rotated.api_client.api_key, issued.key]) expect(dump).toContain(hashKey(key));
    expect(dump).not.toContain(hashKey(claimed.api_client.api_key));
    expect(dump).not.toContain('buyer@example.com');
    expect(lines.length).toBeGreaterThan(2);
  });
});

describe('metering', () => {
  it('at the quota edge exactly the calls left succeed out of 50 concurrent', async () => {
    const { service, store } = makeService();
    const issued = await service.issue('scale', 30);
    for (let i = 0; i < 23; i++) await service.meter(issued.record.key_id);
    const results = await Promise.allSettled(Array.from({ length: 50 }, () => service.meter(issued.record.key_id)));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(7);
    for (const r of results) if (r.status === 'rejected') expect((r.reason as AccountError).code).toBe('quota-exceeded');
    const usage = await service.usage(issued.record.key_id);
    expect([usage.used, usage.remaining]).toEqual([30, 0]);
    expect((await store.list('usage/')).length).toBe(1);
  });

  it('never loses a count under concurrency', async () => {
    const { service } = makeService();
    const issued = await service.issue('indie');
    await Promise.all(Array.from({ length: 40 }, () => service.meter(issued.record.key_id)));
    expect((await service.usage(issued.record.key_id)).used).toBe(40);
  });

  it('quota exhausted: reset at the next 1st 00:00 UTC with Retry-After; the month boundary resets usage', async () => {
    const { service, setNow } = makeService();
    const issued = await service.issue('scale', 2);
    setNow(new Date('2026-11-30T23:59:58Z'));
    await service.meter(issued.record.key_id);
    await service.meter(issued.record.key_id);
    try {
      await service.meter(issued.record.key_id);
      expect.unreachable();
    } catch (e) {
      const err = e as AccountError;
      expect(err.code).toBe('quota-exceeded');
      expect(err.resetAt).toBe('2026-12-01T00:00:00.000Z');
      expect(err.retryAfter).toBe(2);
    }
    setNow(new Date('2026-12-01T00:00:00Z'));
    const u = await service.meter(issued.record.key_id);
    expect([u.period, u.used, u.remaining, u.period_end]).toEqual(['2026-12', 1, 1, '2027-01-01T00:00:00.000Z']);
  });
});
