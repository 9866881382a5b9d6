/**
 * The accounts core: one idempotent `fulfil(sessionId)` shared by the claim and the webhook, key
 * claim/rotation/revocation, authentication by key hash, and monthly metering, all over the
 * storage port and a billing port. No Netlify or Stripe import here; adapters supply the ports.
 */
import type { Caller, PlanId } from '../schemas/caller.ts';
import type { ClaimKeyResponse, ConnectPack, KeyRecord, MeResponse, SessionRecord, Usage } from '../schemas/accounts.ts';
import { KeyPointerSchema, KeyRecordSchema, SessionRecordSchema, UsageRecordSchema } from '../schemas/accounts.ts';
import { AccountError } from './errors.ts';
import { emailHash, generateKey, hashKey, isWellFormedKey, keyPrefix, newKeyId, sameSecret } from './key.ts';
import { PLANS, periodOf, planQuota } from './plans.ts';
import type { AccountStore, StoredValue, WriteCondition, WriteOutcome } from './store.ts';
import { STORAGE_DEADLINE_MS, withDeadline } from './store.ts';
import { oneAtATime } from './one-at-a-time.ts';
import { CONTENDED_MS, contendedUntil, keyIdByHash, lastUsageWrite } from './warm-cache.ts';
import { PATHS } from '../surfaces.ts';

/** What the core needs to know about a Checkout Session (the billing adapter maps Stripe's object). */
export interface CheckoutSessionFacts {
  id: string;
  status: string | null;
  payment_status: string | null;
  email: string | null;
  /** Price ids of the purchased line items. */
  price_ids: string[];
  subscription_id: string | null;
}

/** A verified billing event, reduced to what the core acts on. */
export type BillingEvent =
  | { id: string; type: 'checkout.session.completed' | 'checkout.session.async_payment_succeeded'; session_id: string }
  | { id: string; type: 'customer.subscription.deleted'; subscription_id: string }
  | { id: string; type: 'ignored'; original_type: string };

export interface BillingPort {
  /** The session, or null when the payment provider does not know it (404). */
  retrieveSession(id: string): Promise<CheckoutSessionFacts | null>;
}

export interface AccountsConfig {
  /** Configured price id -> plan; a price not listed here is not one of our plans. */
  priceToPlan: Readonly<Record<string, PlanId>>;
  baseUrl: string;
}

export interface AccountsDeps {
  store: AccountStore;
  /** null when billing (Stripe) is not configured: claims answer 503. */
  billing: BillingPort | null;
  config: AccountsConfig;
  now: () => Date;
  /** Structured log line; never given a key, only key ids. */
  log?: (event: string, fields: Record<string, string | number | boolean | null>) => void;
  deadlineMs?: number;
}

export interface IssuedKey {
  key: string;
  record: KeyRecord;
}

const PAID_STATES = new Set(['paid', 'no_payment_required']);
const METER_ATTEMPTS = 80;
const WARNING = `This key is shown once and cannot be shown again. Store it now (a secret manager or an environment variable). Lost it? Rotate it with POST ${PATHS.rotateKey} while you still have it, or contact support.`;

const k = {
  keyById: (id: string) => `keys/id/${id}`,
  keyByHash: (hash: string) => `keys/hash/${hash}`,
  session: (id: string) => `sessions/${encodeURIComponent(id)}`,
  subscription: (id: string) => `subscriptions/${encodeURIComponent(id)}`,
  usage: (keyId: string, period: string) => `usage/${keyId}/${period}`,
  event: (id: string) => `events/${encodeURIComponent(id)}`,
};

export class AccountsService {
  private readonly store: AccountStore;
  private readonly billing: BillingPort | null;
  private readonly config: AccountsConfig;
  private readonly now: () => Date;
  private readonly logLine: NonNullable<AccountsDeps['log']>;
  private readonly deadlineMs: number;

  constructor(deps: AccountsDeps) {
    this.store = deps.store;
    this.billing = deps.billing;
    this.config = deps.config;
    this.now = deps.now;
    this.logLine = deps.log ?? (() => {});
    this.deadlineMs = deps.deadlineMs ?? STORAGE_DEADLINE_MS;
  }

  /** True when claims can be served (a billing port is configured). */
  get billingConfigured(): boolean {
    return this.billing !== null;
  }

  // ---- storage helpers: every call under a deadline --------------------------------------

  private get(key: string): Promise<StoredValue | null> {
    return withDeadline(`read ${key.split('/')[0]}`, this.deadlineMs, () => this.store.get(key));
  }
  private put(key: string, value: unknown, condition: WriteCondition = {}): Promise<WriteOutcome> {
    return withDeadline(`write ${key.split('/')[0]}`, this.deadlineMs, () => this.store.put(key, value, condition));
  }
  private async del(key: string): Promise<void> {
    await withDeadline(`delete ${key.split('/')[0]}`, this.deadlineMs, () => this.store.delete(key));
  }

  private async readSession(id: string): Promise<{ rec: SessionRecord; etag: string } | null> {
    const hit = await this.get(k.session(id));
    return hit ? { rec: SessionRecordSchema.parse(hit.value), etag: hit.etag } : null;
  }

  private async readKey(keyId: string): Promise<{ rec: KeyRecord; etag: string } | null> {
    const hit = await this.get(k.keyById(keyId));
    return hit ? { rec: KeyRecordSchema.parse(hit.value), etag: hit.etag } : null;
  }

  // ---- fulfilment --------------------------------------------------------------------------

  /**
   * Records the entitlement of a paid Checkout Session, once. Idempotent and safe when the claim
   * and the webhook run it at the same time: the record is created with `onlyIfNew`, and a loser
   * reads the winner's record. Retrieves the session server-side; the plan comes from its Price.
   */
  async fulfil(sessionId: string): Promise<SessionRecord> {
    const existing = await this.readSession(sessionId);
    if (existing) return existing.rec;
    if (!this.billing) throw new AccountError('stripe-not-configured', 'Payments are not configured on this server, so keys cannot be claimed.');
    const s = await this.billing.retrieveSession(sessionId);
    if (!s) throw new AccountError('session-not-found', 'No checkout session with this id (yet). If you just paid, retry in a moment.', { retryAfter: 5 });
    if (s.status !== 'complete' || !s.payment_status || !PAID_STATES.has(s.payment_status)) {
      throw new AccountError('forbidden', `This checkout session is not paid and complete (status ${s.status ?? 'unknown'}, payment ${s.payment_status ?? 'unknown'}).`);
    }
    const plan = s.price_ids.map((p) => this.config.priceToPlan[p]).find((p): p is PlanId => p !== undefined);
    if (!plan) throw new AccountError('forbidden', 'This checkout session did not buy one of our plans.');
    const rec: SessionRecord = {
      session_id: s.id,
      plan,
      email_sha256: s.email ? emailHash(s.email) : null,
      subscription_id: s.subscription_id,
      fulfilled_at: this.now().toISOString(),
      key_id: null,
      claimed_at: null,
      ended: false,
    };
    const w = await this.put(k.session(sessionId), rec, { onlyIfNew: true });
    if (s.subscription_id) await this.put(k.subscription(s.subscription_id), { session_id: s.id });
    if (w.ok) {
      this.logLine('session_fulfilled', { session_id: s.id, plan });
      return rec;
    }
    const winner = await this.readSession(sessionId);
    if (!winner) throw new AccountError('storage-unavailable', 'The session record could not be read back.', { retryAfter: 2 });
    return winner.rec;
  }

  /**
   * Claims the key of a paid session: 200 once with the key; afterwards 409 with no key material.
   * The e-mail is checked before the claimed state so a stranger learns nothing.
   */
  async claim(sessionId: string, email: string): Promise<ClaimKeyResponse> {
    if (!this.billing) throw new AccountError('stripe-not-configured', 'Payments are not configured on this server, so keys cannot be claimed.');
    await this.fulfil(sessionId);
    const current = await this.readSession(sessionId);
    if (!current) throw new AccountError('storage-unavailable', 'The session record could not be read back.', { retryAfter: 2 });
    const { rec, etag } = current;
    if (!sameSecret(rec.email_sha256, emailHash(email))) {
      throw new AccountError('forbidden', 'This e-mail does not match the e-mail of the checkout.');
    }
    if (rec.key_id) throw new AccountError('already-claimed', 'The key of this checkout was already claimed; it is shown only once. Lost it? Rotate it or contact support.');

    const plan: PlanId = rec.ended ? 'free_key' : rec.plan;
    const issued = await this.mintKey({ plan, quota: planQuota(plan), session_id: rec.session_id, subscription_id: rec.subscription_id, source: 'checkout' });
    if (!(await this.storeKeyRecord(issued, { onlyIfNew: true }))) throw new AccountError('storage-unavailable', 'Key id collision; retry.', { retryAfter: 1 });
    const claimedAt = this.now().toISOString();
    const next: SessionRecord = { ...rec, key_id: issued.record.key_id, claimed_at: claimedAt };
    let won: boolean;
    try {
      won = (await this.put(k.session(sessionId), next, { onlyIfMatch: etag })).ok;
      if (!won) {
        // A lost response can make our own write look like a conflict: read back and compare.
        const after = await this.readSession(sessionId);
        won = after?.rec.key_id === issued.record.key_id;
      }
    } catch (e) {
      // The write may have landed before the failure: if the session names our key, it is ours.
      const after = await this.readSession(sessionId).catch(() => null);
      if (after?.rec.key_id !== issued.record.key_id) {
        await this.discardKey(issued.record, true);
        throw e;
      }
      won = true;
    }
    if (!won) {
      await this.discardKey(issued.record, true);
      throw new AccountError('already-claimed', 'The key of this checkout was already claimed; it is shown only once.');
    }
    this.logLine('key_claimed', { key_id: issued.record.key_id, session_id: sessionId, plan });
    return this.pack(issued);
  }

  private async mintKey(fields: Pick<KeyRecord, 'plan' | 'quota' | 'session_id' | 'subscription_id' | 'source'>, keyId = newKeyId()): Promise<IssuedKey> {
    const key = generateKey();
    const hash = hashKey(key);
    const now = this.now().toISOString();
    const record: KeyRecord = { key_id: keyId, hash, prefix: keyPrefix(key), status: 'active', created_at: now, rotated_at: null, revoked_at: null, ...fields };
    const p = await this.put(k.keyByHash(hash), { key_id: keyId, hash }, { onlyIfNew: true });
    if (!p.ok) throw new AccountError('storage-unavailable', 'Key collision; retry.', { retryAfter: 1 });
    return { key, record };
  }

  private async storeKeyRecord(issued: IssuedKey, condition: WriteCondition): Promise<boolean> {
    return (await this.put(k.keyById(issued.record.key_id), issued.record, condition)).ok;
  }

  /** Removes the records of a key nobody was shown (a claim that lost its race). */
  private async discardKey(record: KeyRecord, withRecord = false): Promise<void> {
    await this.del(k.keyByHash(record.hash)).catch(() => {});
    if (withRecord) await this.del(k.keyById(record.key_id)).catch(() => {});
  }

  private pack(issued: IssuedKey): ClaimKeyResponse {
    return {
      api_client: {
        key_id: issued.record.key_id,
        api_key: issued.key,
        key_prefix: issued.record.prefix,
        plan: issued.record.plan,
        created_at: issued.record.created_at,
        warning: WARNING,
      },
      connect_pack: this.connectPack(),
    };
  }

  connectPack(): ConnectPack {
    const base = this.config.baseUrl.replace(/\/$/, '');
    return {
      base_url: base,
      auth: 'Authorization: Bearer <API_KEY>',
      verify_endpoint: PATHS.me,
      rotate_endpoint: PATHS.rotateKey,
      endpoints: [`POST ${PATHS.recommend}`, `POST ${PATHS.brief}`, `POST ${PATHS.concierge}`, `POST ${PATHS.clipPack}`, `POST ${PATHS.mcp} (tools/call)`, `GET ${PATHS.me}`],
      mcp_url: `${base}${PATHS.mcp}`,
      openapi_url: `${base}${PATHS.openapi}`,
      does_not_unlock: ['audio_file_delivery', 'campaign_video_licensing', 'model_training'],
    };
  }

  // ---- webhook events ------------------------------------------------------------------------

  /** Acts on a verified event once: the same event id twice has one effect. */
  async handleEvent(event: BillingEvent): Promise<{ outcome: 'fulfilled' | 'downgraded' | 'duplicate' | 'ignored' }> {
    if (await this.get(k.event(event.id))) return { outcome: 'duplicate' };
    let outcome: 'fulfilled' | 'downgraded' | 'ignored' = 'ignored';
    if (event.type === 'checkout.session.completed' || event.type === 'checkout.session.async_payment_succeeded') {
      try {
        await this.fulfil(event.session_id);
        outcome = 'fulfilled';
      } catch (e) {
        // A completed-but-unpaid session (async payment pending) waits for async_payment_succeeded.
        if (!(e instanceof AccountError && e.code === 'forbidden')) throw e;
      }
    } else if (event.type === 'customer.subscription.deleted') {
      outcome = (await this.endSubscription(event.subscription_id)) ? 'downgraded' : 'ignored';
    }
    await this.put(k.event(event.id), { type: event.type, outcome, at: this.now().toISOString() }, { onlyIfNew: true });
    return { outcome };
  }

  /** The subscription ended: its key (or its future key) drops to the free key tier. */
  private async endSubscription(subscriptionId: string): Promise<boolean> {
    const idx = await this.get(k.subscription(subscriptionId));
    if (!idx) return false;
    const sessionId = (idx.value as { session_id: string }).session_id;
    for (let attempt = 0; attempt < 20; attempt++) {
      const s = await this.readSession(sessionId);
      if (!s) return false;
      if (s.rec.key_id) {
        const changed = await this.updateKey(s.rec.key_id, (r) => ({ ...r, plan: 'free_key', quota: planQuota('free_key') }));
        if (changed) this.logLine('key_downgraded', { key_id: s.rec.key_id, subscription_id: subscriptionId });
        return changed;
      }
      if ((await this.put(k.session(sessionId), { ...s.rec, ended: true }, { onlyIfMatch: s.etag })).ok) return true;
    }
    throw new AccountError('storage-unavailable', 'Too much contention ending the subscription; retry.', { retryAfter: 1 });
  }

  private async updateKey(keyId: string, change: (r: KeyRecord) => KeyRecord): Promise<boolean> {
    for (let attempt = 0; attempt < 20; attempt++) {
      const cur = await this.readKey(keyId);
      if (!cur) return false;
      if ((await this.put(k.keyById(keyId), change(cur.rec), { onlyIfMatch: cur.etag })).ok) return true;
    }
    throw new AccountError('storage-unavailable', 'Too much contention updating the key; retry.', { retryAfter: 1 });
  }

  // ---- authentication --------------------------------------------------------------------------

  /** The active key record of a bearer key; 401 for a malformed, unknown, rotated or revoked key. */
  async authenticateKey(key: string): Promise<KeyRecord> {
    // Checked before any storage read: typos and junk never reach the store.
    if (!isWellFormedKey(key)) throw new AccountError('unauthorized', 'The API key is malformed (wrong prefix, length or checksum).');
    const hash = hashKey(key);
    // A pointer never changes, so a warm instance reads it once (src/accounts/warm-cache.ts); the record is read every time.
    const scope = this.store.scope;
    let key_id = scope === undefined ? undefined : keyIdByHash.get(`${scope}|${hash}`);
    if (key_id === undefined) {
      const ptr = await this.get(k.keyByHash(hash));
      if (!ptr) throw new AccountError('unauthorized', 'Unknown API key.');
      key_id = KeyPointerSchema.parse(ptr.value).key_id;
      if (scope !== undefined) keyIdByHash.set(`${scope}|${hash}`, key_id);
    }
    const rec = await this.readKey(key_id);
    // The pointer of a rotated key still exists for a moment; the record names the current hash.
    if (!rec || !sameSecret(rec.rec.hash, hash)) throw new AccountError('unauthorized', 'This API key was rotated and no longer works.');
    if (rec.rec.status !== 'active') throw new AccountError('unauthorized', 'This API key was revoked.');
    return rec.rec;
  }

  /**
   * The caller of a request from its Authorization header: anonymous without one, a key caller
   * with a valid `Bearer` key; 401 for anything else.
   */
  async callerFromAuthorization(header: string | null, opts: { required: boolean }): Promise<Caller> {
    return (await this.authorize(header, opts)).caller;
  }

  /** callerFromAuthorization, with the key record it read (null for an anonymous caller), so metering the same call need not read it again. */
  async authorize(header: string | null, opts: { required: boolean }): Promise<{ caller: Caller; record: KeyRecord | null }> {
    if (header === null || header.trim() === '') {
      if (opts.required) throw new AccountError('unauthorized', 'Send the API key as "Authorization: Bearer <API_KEY>".');
      return { caller: { kind: 'anonymous' }, record: null };
    }
    const m = /^Bearer\s+(\S+)\s*$/i.exec(header.trim());
    if (!m?.[1]) throw new AccountError('unauthorized', 'Authorization must be "Bearer <API_KEY>".');
    const rec = await this.authenticateKey(m[1]);
    return { caller: { kind: 'key', key_id: rec.key_id, plan: rec.plan }, record: rec };
  }

  // ---- metering --------------------------------------------------------------------------------

  /**
   * Counts one call of a key in the UTC month of `at`. Never exceeds the quota and never loses a
   * count under concurrency: read with an ETag, write `used + 1` only if unchanged, else retry.
   */
  async meter(keyId: string, at: Date = this.now(), verified?: KeyRecord): Promise<Usage> {
    // `verified`: the active record this same call was authenticated with a moment ago; read it otherwise.
    const rec = verified?.key_id === keyId && verified.status === 'active' ? verified : (await this.readKey(keyId))?.rec;
    if (!rec || rec.status !== 'active') throw new AccountError('unauthorized', 'This API key is not active.');
    const quota = rec.quota;
    const period = periodOf(at);
    const where = k.usage(keyId, period.id);
    // Calls of one key in this instance count in turn: no conditional write of ours races another of ours.
    return oneAtATime(`meter/${where}`, () => this.countOne(keyId, quota, period, where, at));
  }

  private async countOne(keyId: string, quota: number, period: ReturnType<typeof periodOf>, where: string, at: Date): Promise<Usage> {
    // This instance's own last write of the count, when it has one: write on its ETag without reading first.
    const remembered = this.store.scope === undefined ? undefined : `${this.store.scope}|${where}`;
    const contended = remembered !== undefined && (contendedUntil.get(remembered) ?? 0) > Date.now();
    let known = remembered === undefined || contended ? undefined : lastUsageWrite.get(remembered);
    for (let attempt = 0; attempt < METER_ATTEMPTS; attempt++) {
      const fromMemory = known !== undefined;
      let cur: { used: number; etag: string } | null = known ?? null;
      if (!fromMemory) {
        const stored = await this.get(where);
        cur = stored ? { used: UsageRecordSchema.parse(stored.value).used, etag: stored.etag } : null;
      }
      known = undefined;
      const used = cur?.used ?? 0;
      // A remembered count is never the reason to refuse: read the stored one first.
      if (used >= quota && fromMemory) continue;
      if (used >= quota) {
        const retryAfter = Math.max(1, Math.ceil((period.end.getTime() - at.getTime()) / 1000));
        throw new AccountError('quota-exceeded', `The monthly quota of ${quota} calls is used up; it resets at ${period.end.toISOString()}.`, {
          retryAfter,
          resetAt: period.end.toISOString(),
        });
      }
      const w = await this.put(where, { key_id: keyId, period: period.id, used: used + 1 }, cur ? { onlyIfMatch: cur.etag } : { onlyIfNew: true });
      if (w.ok) {
        if (remembered !== undefined) lastUsageWrite.set(remembered, { used: used + 1, etag: w.etag });
        return this.usageOf(quota, used + 1, period);
      }
      if (remembered !== undefined) lastUsageWrite.delete(remembered);
      // Another instance counted since this one's last write: read the count again at once, and
      // read first for a while (see contendedUntil).
      if (fromMemory) {
        contendedUntil.set(remembered!, Date.now() + CONTENDED_MS);
        continue;
      }
      await sleep(Math.random() * Math.min(20, attempt + 1));
    }
    throw new AccountError('storage-unavailable', 'Too many concurrent calls on this key to count this one; retry.', { retryAfter: 1 });
  }

  private usageOf(quota: number, used: number, period: ReturnType<typeof periodOf>): Usage {
    return {
      period: period.id,
      included: quota,
      used,
      remaining: Math.max(0, quota - used),
      period_start: period.start.toISOString(),
      period_end: period.end.toISOString(),
    };
  }

  /** Usage of a key in the month of `at`, without counting a call. */
  async usage(keyId: string, at: Date = this.now()): Promise<Usage> {
    const key = await this.readKey(keyId);
    if (!key) throw new AccountError('not-found', `No key ${keyId}.`);
    const period = periodOf(at);
    const cur = await this.get(k.usage(keyId, period.id));
    return this.usageOf(key.rec.quota, cur ? UsageRecordSchema.parse(cur.value).used : 0, period);
  }

  /** GET /api/v1/me for an authenticated key. */
  async me(rec: KeyRecord): Promise<MeResponse> {
    return { key_id: rec.key_id, key_prefix: rec.prefix, plan: rec.plan, plan_name: PLANS[rec.plan].name, usage: await this.usage(rec.key_id), connect_pack: this.connectPack() };
  }

  // ---- rotation, revocation, issue -------------------------------------------------------------

  /** A new key for the same key id (plan, usage and session kept); the old key stops at once. */
  async rotate(rec: KeyRecord): Promise<ClaimKeyResponse> {
    const fresh = await this.mintKey({ plan: rec.plan, quota: rec.quota, session_id: rec.session_id, subscription_id: rec.subscription_id, source: rec.source }, rec.key_id);
    const now = this.now().toISOString();
    for (let attempt = 0; attempt < 20; attempt++) {
      const cur = await this.readKey(rec.key_id);
      if (!cur || cur.rec.status !== 'active' || !sameSecret(cur.rec.hash, rec.hash)) {
        await this.discardKey(fresh.record);
        throw new AccountError('unauthorized', 'This API key was rotated or revoked meanwhile.');
      }
      const next: KeyRecord = { ...cur.rec, hash: fresh.record.hash, prefix: fresh.record.prefix, rotated_at: now };
      if ((await this.put(k.keyById(rec.key_id), next, { onlyIfMatch: cur.etag })).ok) {
        await this.del(k.keyByHash(rec.hash)).catch(() => {});
        this.logLine('key_rotated', { key_id: rec.key_id });
        return this.pack({ key: fresh.key, record: next });
      }
    }
    throw new AccountError('storage-unavailable', 'Too much contention rotating the key; retry.', { retryAfter: 1 });
  }

  /** Revokes a key by id (operator); it answers 401 from the next request on. */
  async revoke(keyId: string): Promise<KeyRecord> {
    const ok = await this.updateKey(keyId, (r) => ({ ...r, status: 'revoked', revoked_at: this.now().toISOString() }));
    if (!ok) throw new AccountError('not-found', `No key ${keyId}.`);
    this.logLine('key_revoked', { key_id: keyId });
    return (await this.readKey(keyId))!.rec;
  }

  /** Issues a key directly (operator): Scale with a custom quota, or any plan. */
  async issue(plan: PlanId, quota?: number): Promise<IssuedKey> {
    const q = quota ?? PLANS[plan].monthly_calls;
    if (q === null || q === undefined || !Number.isInteger(q) || q < 1) throw new AccountError('forbidden', `Plan ${plan} needs a positive integer quota.`);
    const issued = await this.mintKey({ plan, quota: q, session_id: null, subscription_id: null, source: 'operator' });
    if (!(await this.storeKeyRecord(issued, { onlyIfNew: true }))) throw new AccountError('storage-unavailable', 'Key id collision; retry.');
    this.logLine('key_issued', { key_id: issued.record.key_id, plan, quota: q });
    return issued;
  }
}

function sleep(ms: number): Promise<void> {
  return new Promise((r) => setTimeout(r, ms));
}
