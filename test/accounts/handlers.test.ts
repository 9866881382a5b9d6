/**
 * The account endpoints in-process (new Request -> handler), with the real stripe SDK talking to
 * the Stripe-shaped local server and the atomic in-memory store: every row of the section 3 state
 * table and the section 7 error table, plus /me, rotation and webhook verification.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountError } from '../../src/accounts/errors.ts';
import { AccountsService } from '../../src/accounts/service.ts';
import { MemoryStore } from '../../src/accounts/store.ts';
import { claimKeyHandler, meHandler, rotateHandler, webhookHandler, type AccountsHttpDeps } from '../../src/adapters/accounts/handlers.ts';
import { StripeBilling, stripeClient, verifyWebhook } from '../../src/adapters/stripe/stripe-billing.ts';
import { startStripeServer, type StripeServer } from '../support/stripe-server.ts';

const KEY = 'sk_test_handlers';
const WHSEC = 'whsec_handlers';
let stripe: StripeServer;
beforeAll(async () => {
  stripe = await startStripeServer({ apiKey: KEY, freePrices: ['price_free'] });
});
afterAll(async () => stripe?.stop());

function setup(opts: { billing?: boolean; secret?: string } = {}) {
  const store = new MemoryStore();
  const client = stripeClient({ STRIPE_SECRET_KEY: KEY, STRIPE_API_BASE: stripe.url })!;
  const service = new AccountsService({
    store,
    billing: opts.billing === false ? null : new StripeBilling(client),
    config: { priceToPlan: { price_free: 'free_key', price_indie: 'indie', price_studio: 'studio' }, baseUrl: 'https://soundlane.example' },
    now: () => new Date(),
  });
  const deps: AccountsHttpDeps = {
    service: () => service,
    verifyWebhook: (raw, sig) => {
      if (opts.billing === false) throw new AccountError('stripe-not-configured', 'not configured');
      return verifyWebhook(client, raw, sig, 'secret' in opts ? opts.secret : WHSEC);
    },
  };
  return {
    store,
    service,
    claim: (body: unknown, init: RequestInit = {}) =>
      claimKeyHandler(deps)(new Request('http://x/api/billing/claim-key', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: typeof body === 'string' ? body : JSON.stringify(body), ...init })),
    me: (auth?: string, url = 'http://x/api/v1/me') => meHandler(deps)(new Request(url, { headers: auth ? { Authorization: auth } : {} })),
    rotate: (auth?: string) => rotateHandler(deps)(new Request('http://x/api/v1/keys/rotate', { method: 'POST', headers: auth ? { Authorization: auth } : {} })),
    webhook: (payload: string, signature?: string) =>
      webhookHandler(deps)(new Request('http://x/api/billing/webhook', { method: 'POST', headers: { 'Content-Type': 'application/json', ...(signature ? { 'Stripe-Signature': signature } : {}) }, body: payload })),
  };
}

const completed = (sessionId: string, id = `evt_${Math.random().toString(36).slice(2)}`) =>
  JSON.stringify({ id, object: 'event', type: 'checkout.session.completed', data: { object: { id: sessionId, object: 'checkout.session' } } });

async function expectProblem(res: Response, status: number, code: string) {
  expect(res.status).toBe(status);
  expect(res.headers.get('content-type')).toBe('application/problem+json');
  expect(res.headers.get('cache-control')).toBe('no-store');
  const body = (await res.json()) as Record<string, unknown>;
  expect(body).toMatchObject({ status, code });
  expect(typeof body.detail).toBe('string');
  expect(JSON.stringify(body)).not.toMatch(/sndl_/);
  return body;
}

describe('POST /api/billing/claim-key: state and error tables', () => {
  it('200 once with the key and connect pack (no-store); the same session again is 409 with no key', async () => {
    const t = setup();
    const s = stripe.addSession({ price_id: 'price_indie', email: 'Buyer@Example.com', subscription: 'sub_h1' });
    const res = await t.claim({ checkout_session_id: s.id, email: 'buyer@EXAMPLE.com' });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const body = (await res.json()) as { api_client: { api_key: string; plan: string; warning: string }; connect_pack: { verify_endpoint: string } };
    expect(body.api_client.plan).toBe('indie');
    expect(body.api_client.warning).toMatch(/shown once/);
    expect(body.connect_pack.verify_endpoint).toBe('/api/v1/me');
    const me = await t.me(`Bearer ${body.api_client.api_key}`);
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ plan: 'indie', usage: { included: 5000, used: 0, remaining: 5000 } });
    await expectProblem(await t.claim({ checkout_session_id: s.id, email: 'buyer@example.com' }), 409, 'already-claimed');
  });

  it('400 for missing fields, extra fields (no plan from the request), bad JSON; 415; 413; 405', async () => {
    const t = setup();
    const s = stripe.addSession({ price_id: 'price_indie' });
    const missing = await expectProblem(await t.claim({ checkout_session_id: s.id }), 400, 'invalid-request');
    expect(JSON.stringify(missing.errors)).toContain('email');
    await expectProblem(await t.claim({ email: 'buyer@example.com' }), 400, 'invalid-request');
    await expectProblem(await t.claim({ checkout_session_id: s.id, email: 'buyer@example.com', plan: 'studio', quota: 999999 }), 400, 'invalid-request');
    await expectProblem(await t.claim('{not json'), 400, 'invalid-json');
    await expectProblem(await t.claim({ checkout_session_id: s.id, email: 'buyer@example.com' }, { headers: { 'Content-Type': 'text/plain' } }), 415, 'unsupported-media-type');
    await expectProblem(await t.claim(JSON.stringify({ checkout_session_id: s.id, email: 'b@example.com', pad: 'x'.repeat(10_000) })), 413, 'payload-too-large');
    const get = await claimKeyHandler({ service: () => t.service, verifyWebhook: () => ({ id: 'x', type: 'ignored', original_type: 'x' }) })(new Request('http://x/api/billing/claim-key'));
    await expectProblem(get, 405, 'method-not-allowed');
    expect(get.headers.get('allow')).toContain('POST');
    // None of that consumed the claim.
    expect((await t.claim({ checkout_session_id: s.id, email: 'buyer@example.com' })).status).toBe(200);
  });

  it('403 for an e-mail mismatch, an open, expired or unpaid session, or a price that is not ours', async () => {
    const t = setup();
    const paid = stripe.addSession({ price_id: 'price_indie' });
    await expectProblem(await t.claim({ checkout_session_id: paid.id, email: 'someone@else.com' }), 403, 'forbidden');
    for (const over of [{ status: 'open', payment_status: 'unpaid' }, { status: 'expired', payment_status: 'unpaid' }, { status: 'complete', payment_status: 'unpaid' }] as const) {
      const s = stripe.addSession({ price_id: 'price_indie', ...over });
      await expectProblem(await t.claim({ checkout_session_id: s.id, email: 'buyer@example.com' }), 403, 'forbidden');
    }
    const foreign = stripe.addSession({ price_id: 'price_not_ours' });
    await expectProblem(await t.claim({ checkout_session_id: foreign.id, email: 'buyer@example.com' }), 403, 'forbidden');
    expect(await t.store.list('keys/')).toEqual([]);
  });

  it('404 for an unknown session (retryable), then 200 once Stripe has it; free key tier via zero-price checkout', async () => {
    const t = setup();
    const id = 'cs_test_arrives_later';
    await expectProblem(await t.claim({ checkout_session_id: id, email: 'buyer@example.com' }), 404, 'session-not-found');
    stripe.addSession({ id, price_id: 'price_free' });
    const res = await t.claim({ checkout_session_id: id, email: 'buyer@example.com' });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { api_client: { plan: string } }).api_client.plan).toBe('free_key');
  });

  it('503 with a clear problem when Stripe is not configured', async () => {
    const t = setup({ billing: false });
    const body = await expectProblem(await t.claim({ checkout_session_id: 'cs_test_x', email: 'buyer@example.com' }), 503, 'stripe-not-configured');
    expect(body.detail).toMatch(/not configured/);
  });

  it('10 concurrent claims of one session: exactly one 200 and one stored key', async () => {
    const t = setup();
    const s = stripe.addSession({ price_id: 'price_studio' });
    const answers = await Promise.all(Array.from({ length: 10 }, () => t.claim({ checkout_session_id: s.id, email: 'buyer@example.com' })));
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409, 409, 409, 409, 409, 409, 409, 409, 409]);
    expect(await t.store.list('keys/id/')).toHaveLength(1);
    expect(await t.store.list('keys/hash/')).toHaveLength(1);
  });
});

describe('POST /api/billing/webhook', () => {
  it('a signed event fulfils once; duplicates answer 200 with one effect; the claim still gets the key once', async () => {
    const t = setup();
    const s = stripe.addSession({ price_id: 'price_indie' });
    const payload = completed(s.id, 'evt_dup');
    const first = await t.webhook(payload, stripe.sign(payload, WHSEC));
    expect(first.status).toBe(200);
    expect(await first.json()).toMatchObject({ outcome: 'fulfilled' });
    const again = await t.webhook(payload, stripe.sign(payload, WHSEC));
    expect(await again.json()).toMatchObject({ outcome: 'duplicate' });
    expect((await t.claim({ checkout_session_id: s.id, email: 'buyer@example.com' })).status).toBe(200);
    expect((await t.claim({ checkout_session_id: s.id, email: 'buyer@example.com' })).status).toBe(409);
  });

  it('webhook and claim racing: one key, one 200', async () => {
    const t = setup();
    const s = stripe.addSession({ price_id: 'price_indie' });
    const payload = completed(s.id);
    const payload2 = completed(s.id);
    const [hook1, claim1, hook2, claim2] = await Promise.all([
      t.webhook(payload, stripe.sign(payload, WHSEC)),
      t.claim({ checkout_session_id: s.id, email: 'buyer@example.com' }),
      t.webhook(payload2, stripe.sign(payload2, WHSEC)),
      t.claim({ checkout_session_id: s.id, email: 'buyer@example.com' }),
    ]);
    expect([hook1.status, hook2.status]).toEqual([200, 200]);
    expect([claim1.status, claim2.status].sort()).toEqual([200, 409]);
    expect(await t.store.list('keys/id/')).toHaveLength(1);
    expect(await t.store.list('sessions/')).toHaveLength(1);
  });

  it('forged, tampered, stale or unsigned events: 400 and no change; no secret: rejected, no change', async () => {
    const t = setup();
    const s = stripe.addSession({ price_id: 'price_indie' });
    const payload = completed(s.id);
    const stale = stripe.sign(payload, WHSEC, Math.floor(Date.now() / 1000) - 301);
    await expectProblem(await t.webhook(payload), 400, 'invalid-signature');
    await expectProblem(await t.webhook(payload, stripe.sign(payload, 'whsec_forged')), 400, 'invalid-signature');
    await expectProblem(await t.webhook(payload.replace(s.id, 'cs_test_other'), stripe.sign(payload, WHSEC)), 400, 'invalid-signature');
    await expectProblem(await t.webhook(payload, stale), 400, 'invalid-signature');
    expect(t.store.data.size).toBe(0);
    const closed = setup({ secret: undefined });
    await expectProblem(await closed.webhook(payload, stripe.sign(payload, WHSEC)), 503, 'stripe-not-configured');
    expect(closed.store.data.size).toBe(0);
  });
});

describe('GET /api/v1/me and POST /api/v1/keys/rotate', () => {
  it('401 with WWW-Authenticate: Bearer for missing, Basic, malformed, bad-checksum, unknown and revoked keys; ?key= is ignored', async () => {
    const t = setup();
    const issued = await t.service.issue('indie');
    const revoked = await t.service.issue('indie');
    await t.service.revoke(revoked.record.key_id);
    const badChecksum = issued.key.slice(0, -1) + (issued.key.endsWith('A') ? 'B' : 'A');
    const unknown = (await new AccountsService({ store: new MemoryStore(), billing: null, config: { priceToPlan: {}, baseUrl: 'x' }, now: () => new Date() }).issue('indie')).key;
    for (const auth of [undefined, 'Basic dXNlcjpwYXNz', 'Bearer', 'Bearer not-a-key', `Bearer ${badChecksum}`, `Bearer ${unknown}`, `Bearer ${revoked.key}`]) {
      const res = await t.me(auth);
      await expectProblem(res, 401, 'unauthorized');
      expect(res.headers.get('www-authenticate')).toMatch(/^Bearer/);
    }
    await expectProblem(await t.me(undefined, `http://x/api/v1/me?key=${issued.key}`), 401, 'unauthorized');
    expect((await t.me(`Bearer ${issued.key}`)).status).toBe(200);
  });

  it('rotate: a new key shown once (no-store); the old key is dead at once; plan and usage carry over', async () => {
    const t = setup();
    const issued = await t.service.issue('scale', 1234);
    await t.service.meter(issued.record.key_id);
    const res = await t.rotate(`Bearer ${issued.key}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const fresh = ((await res.json()) as { api_client: { api_key: string } }).api_client.api_key;
    await expectProblem(await t.me(`Bearer ${issued.key}`), 401, 'unauthorized');
    await expectProblem(await t.rotate(`Bearer ${issued.key}`), 401, 'unauthorized');
    expect(await (await t.me(`Bearer ${fresh}`)).json()).toMatchObject({ plan: 'scale', usage: { included: 1234, used: 1 } });
    await expectProblem(await t.rotate(), 401, 'unauthorized');
  });
});
