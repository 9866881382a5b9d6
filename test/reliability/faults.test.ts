/**
 * Faults: storage that fails or stalls, and a payment provider that fails or stalls, during a
 * claim, a rotation and a metered call. Expected of a service people pay for: a 503 (storage) or
 * 502/503 (payments) with Retry-After, never a false 403/404; no key shown that was not stored; no
 * key stored as claimed that nobody saw (the claim stays open, so a retry gets it); and a retry
 * once the fault clears succeeds. Every storage call is under a deadline, so a stall answers in
 * about the deadline, not never.
 */
import { describe, expect, it } from 'vitest';
import { AccountError } from '../../src/accounts/errors.ts';
import { AccountsService, type BillingPort } from '../../src/accounts/service.ts';
import { MemoryStore, type AccountStore, type StoredValue, type WriteCondition, type WriteOutcome } from '../../src/accounts/store.ts';
import { claimKeyHandler, meHandler, rotateHandler, type AccountsHttpDeps } from '../../src/adapters/accounts/handlers.ts';
import { makeHandler } from '../../src/adapters/http/operation-handler.ts';
import { keySeam } from '../../src/adapters/accounts/seam.ts';
import { catalog } from '../../src/catalog/load.ts';
import { restOperation } from '../../src/operations.ts';
import { PATHS } from '../../src/surfaces.ts';
import { testDeps } from '../support/deps.ts';

const EMAIL = 'buyer@example.com';
const DEADLINE_MS = 60;

/** A store that fails or stalls on demand, around an atomic in-memory store. */
class FaultyStore implements AccountStore {
  readonly inner = new MemoryStore();
  /** 'fail': every call throws; 'stall': every call hangs past the deadline; null: healthy. */
  mode: 'fail' | 'stall' | null = null;
  /** Fail only the Nth write from now (1-based), once. */
  failWriteAt: number | null = null;
  private writes = 0;
  private async fault(kind: 'read' | 'write'): Promise<void> {
    if (kind === 'write' && this.failWriteAt !== null && ++this.writes === this.failWriteAt) throw new Error('injected write failure');
    if (this.mode === 'fail') throw new Error('injected storage failure');
    if (this.mode === 'stall') await new Promise((r) => setTimeout(r, DEADLINE_MS * 20));
  }
  async get(key: string): Promise<StoredValue | null> {
    await this.fault('read');
    return this.inner.get(key);
  }
  async put(key: string, value: unknown, condition?: WriteCondition): Promise<WriteOutcome> {
    await this.fault('write');
    return this.inner.put(key, value, condition);
  }
  async delete(key: string): Promise<void> {
    await this.fault('write');
    return this.inner.delete(key);
  }
  async list(prefix: string): Promise<string[]> {
    await this.fault('read');
    return this.inner.list(prefix);
  }
}

/** A payment provider that knows one paid session, or fails, or stalls. */
class FaultyBilling implements BillingPort {
  mode: 'fail' | 'stall' | null = null;
  async retrieveSession(id: string) {
    if (this.mode === 'fail') throw new AccountError('stripe-unavailable', 'The payment provider could not be reached; retry in a moment.', { retryAfter: 5 });
    if (this.mode === 'stall') {
      await new Promise((r) => setTimeout(r, 300));
      throw new AccountError('stripe-unavailable', 'The payment provider did not answer in time; retry in a moment.', { retryAfter: 5 });
    }
    return id.startsWith('cs_paid') ? { id, status: 'complete', payment_status: 'paid', email: EMAIL, price_ids: ['price_indie'], subscription_id: null } : null;
  }
}

function setup() {
  const store = new FaultyStore();
  const billing = new FaultyBilling();
  const service = new AccountsService({ store, billing, config: { priceToPlan: { price_indie: 'indie' }, baseUrl: 'https://soundlane.example' }, now: () => new Date('2026-11-22T12:00:00Z'), deadlineMs: DEADLINE_MS });
  const deps: AccountsHttpDeps = { service: () => service, verifyWebhook: () => { throw new AccountError('invalid-signature', 'not used here'); } };
  const claim = (session: string) => claimKeyHandler(deps)(new Request(`http://x${PATHS.claimKey}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ checkout_session_id: session, email: EMAIL }) }));
  const me = (key: string) => meHandler(deps)(new Request(`http://x${PATHS.me}`, { headers: { authorization: `Bearer ${key}` } }));
  const rotate = (key: string) => rotateHandler(deps)(new Request(`http://x${PATHS.rotateKey}`, { method: 'POST', headers: { authorization: `Bearer ${key}` } }));
  return { store, billing, service, claim, me, rotate };
}

async function expectRetryable(res: Response, statuses: number[]): Promise<Record<string, unknown>> {
  const body = (await res.json()) as Record<string, unknown>;
  expect(statuses, JSON.stringify(body)).toContain(res.status);
  expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
  expect(JSON.stringify(body)).not.toMatch(/sndl_[A-Za-z0-9]{38}/);
  return body;
}

describe('storage faults during a claim', () => {
  it('whichever write fails, the answer is a 503 showing no key or a 200 whose key works; after the fault a retry gets the key once', async () => {
    for (let n = 1; n <= 6; n++) {
      const t = setup();
      const session = `cs_paid_${n}`;
      t.store.failWriteAt = n;
      const first = await t.claim(session);
      let key: string | null = null;
      if (first.status === 200) key = ((await first.json()) as { api_client: { api_key: string } }).api_client.api_key;
      else await expectRetryable(first, [503]);
      if (key === null) {
        // The claim stayed open: the retry shows the key, once.
        const retry = await t.claim(session);
        expect(retry.status, `write ${n}: retry`).toBe(200);
        key = ((await retry.json()) as { api_client: { api_key: string } }).api_client.api_key;
      }
      expect((await t.me(key)).status, `write ${n}: the shown key works`).toBe(200);
      expect((await t.claim(session)).status, `write ${n}: claimed once`).toBe(409);
    }
  });

  it('storage that stalls answers 503 within about the deadline, not never', async () => {
    const t = setup();
    t.store.mode = 'stall';
    const started = Date.now();
    await expectRetryable(await t.claim('cs_paid_stall'), [503]);
    expect(Date.now() - started).toBeLessThan(DEADLINE_MS * 15);
    t.store.mode = null;
    expect((await t.claim('cs_paid_stall')).status).toBe(200);
  });
});

describe('payment provider faults during a claim', () => {
  it.each(['fail', 'stall'] as const)('a provider that %ss gives 502 with Retry-After, never a false 403 or 404, and the claim works once it is back', async (mode) => {
    const t = setup();
    t.billing.mode = mode;
    await expectRetryable(await t.claim('cs_paid_provider'), [502, 503]);
    t.billing.mode = null;
    expect((await t.claim('cs_paid_provider')).status).toBe(200);
  });
});

describe('storage faults during a rotation', () => {
  it('a failed rotation is a 503 that leaves the old key working; the retry rotates', async () => {
    const t = setup();
    const claimed = (await (await t.claim('cs_paid_rotate')).json()) as { api_client: { api_key: string } };
    const oldKey = claimed.api_client.api_key;
    for (let n = 1; n <= 4; n++) {
      t.store.failWriteAt = n;
      const res = await t.rotate(oldKey);
      if (res.status === 200) {
        const fresh = ((await res.json()) as { api_client: { api_key: string } }).api_client.api_key;
        expect((await t.me(fresh)).status, `write ${n}: the new key works`).toBe(200);
        expect((await t.me(oldKey)).status, `write ${n}: the old key is dead`).toBe(401);
        return;
      }
      await expectRetryable(res, [503]);
      t.store.failWriteAt = null;
      expect((await t.me(oldKey)).status, `write ${n}: the old key still works after a failed rotation`).toBe(200);
    }
    t.store.failWriteAt = null;
    expect((await t.rotate(oldKey)).status).toBe(200);
  });
});

describe('storage faults during a metered call', () => {
  it('a keyed call whose count cannot be stored is a 503 with Retry-After and runs nothing; the retry is counted once', async () => {
    const t = setup();
    const key = ((await (await t.claim('cs_paid_meter')).json()) as { api_client: { api_key: string } }).api_client.api_key;
    const record = await t.service.authenticateKey(key);
    // The real key gate REST and MCP use (authenticate, then meter after validation).
    const seam = keySeam(() => t.service);
    const deps = testDeps(catalog, { authenticate: seam.authenticate, meter: seam.meter, now: () => new Date('2026-11-22T12:00:00Z') });
    const handler = makeHandler(restOperation(PATHS.recommend), deps);
    const call = () => handler(new Request(`http://x${PATHS.recommend}`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` }, body: JSON.stringify({ description: 'street corn elote recipe', duration_s: 30 }) }));
    t.store.mode = 'fail';
    await expectRetryable(await call(), [503]);
    t.store.mode = null;
    expect((await call()).status).toBe(200);
    expect((await t.service.usage(record.key_id)).used).toBe(1);
  });
});
