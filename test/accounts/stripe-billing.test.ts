/** The real `stripe` SDK against the Stripe-shaped local server: retrieval, wire format, webhooks. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountError } from '../../src/accounts/errors.ts';
import { StripeBilling, stripeClient, verifyWebhook } from '../../src/adapters/stripe/stripe-billing.ts';
import { priceToPlan } from '../../src/adapters/accounts/config.ts';
import { startStripeServer, type StripeServer } from '../support/stripe-server.ts';

let server: StripeServer;
const SECRET = 'whsec_test_secret';
beforeAll(async () => {
  server = await startStripeServer({ apiKey: 'sk_test_123', freePrices: ['price_free'] });
});
afterAll(async () => server?.stop());

const client = () => stripeClient({ STRIPE_SECRET_KEY: 'sk_test_123', STRIPE_API_BASE: server.url })!;

describe('StripeBilling', () => {
  it('retrieves a session with its line items through expand[0]=line_items', async () => {
    const s = server.addSession({ price_id: 'price_indie', email: 'Buyer@Example.com', subscription: 'sub_1' });
    const facts = await new StripeBilling(client()).retrieveSession(s.id);
    expect(facts).toEqual({ id: s.id, status: 'complete', payment_status: 'paid', email: 'Buyer@Example.com', price_ids: ['price_indie'], subscription_id: 'sub_1' });
    const seen = server.requests.find((r) => r.path === `/v1/checkout/sessions/${s.id}`)!;
    expect(decodeURIComponent(seen.query)).toContain('expand[0]=line_items');
  });

  it('maps a Stripe 404 to null and other failures to stripe-unavailable', async () => {
    expect(await new StripeBilling(client()).retrieveSession('cs_test_unknown')).toBeNull();
    expect(await new StripeBilling(client()).retrieveSession('../v1/customers')).toBeNull();
    const wrongKey = stripeClient({ STRIPE_SECRET_KEY: 'sk_test_wrong', STRIPE_API_BASE: server.url })!;
    await expect(new StripeBilling(wrongKey).retrieveSession('cs_test_x')).rejects.toMatchObject({ code: 'stripe-unavailable' });
  });

  it('is not configured without a secret key, and maps prices to plans from env only', () => {
    expect(stripeClient({})).toBeNull();
    expect(priceToPlan({ STRIPE_PRICE_INDIE: 'price_i', STRIPE_PRICE_STUDIO: ' price_s ', STRIPE_PRICE_FREE: '' })).toEqual({ price_i: 'indie', price_s: 'studio' });
  });
});

describe('verifyWebhook', () => {
  const payload = JSON.stringify({ id: 'evt_1', object: 'event', type: 'checkout.session.completed', data: { object: { id: 'cs_test_1', object: 'checkout.session' } } });
  const code = (f: () => unknown) => {
    try {
      f();
      return 'ok';
    } catch (e) {
      return (e as AccountError).code;
    }
  };

  it('accepts a correctly signed event, also with an extra junk v1 signature', () => {
    const header = server.sign(payload, SECRET);
    expect(verifyWebhook(client(), payload, header, SECRET)).toEqual({ id: 'evt_1', type: 'checkout.session.completed', session_id: 'cs_test_1' });
    expect(verifyWebhook(client(), payload, `${header},v1=deadbeef`, SECRET).id).toBe('evt_1');
  });

  it('rejects unsigned, forged, tampered, re-serialised and stale events, and fails closed without a secret', () => {
    const header = server.sign(payload, SECRET);
    expect(code(() => verifyWebhook(client(), payload, null, SECRET))).toBe('invalid-signature');
    expect(code(() => verifyWebhook(client(), payload, server.sign(payload, 'whsec_other'), SECRET))).toBe('invalid-signature');
    expect(code(() => verifyWebhook(client(), payload.replace('cs_test_1', 'cs_test_2'), header, SECRET))).toBe('invalid-signature');
    expect(code(() => verifyWebhook(client(), JSON.stringify(JSON.parse(payload), null, 2), header, SECRET))).toBe('invalid-signature');
    const stale = server.sign(payload, SECRET, Math.floor(Date.now() / 1000) - 301);
    expect(code(() => verifyWebhook(client(), payload, stale, SECRET))).toBe('invalid-signature');
    expect(code(() => verifyWebhook(client(), payload, header, undefined))).toBe('stripe-not-configured');
    expect(code(() => verifyWebhook(client(), payload, header, ' '))).toBe('stripe-not-configured');
  });

  it('reduces a subscription end and ignores other events', () => {
    const ended = JSON.stringify({ id: 'evt_2', object: 'event', type: 'customer.subscription.deleted', data: { object: { id: 'sub_9', object: 'subscription' } } });
    expect(verifyWebhook(client(), ended, server.sign(ended, SECRET), SECRET)).toEqual({ id: 'evt_2', type: 'customer.subscription.deleted', subscription_id: 'sub_9' });
    const other = JSON.stringify({ id: 'evt_3', object: 'event', type: 'invoice.paid', data: { object: { id: 'in_1' } } });
    expect(verifyWebhook(client(), other, server.sign(other, SECRET), SECRET)).toEqual({ id: 'evt_3', type: 'ignored', original_type: 'invoice.paid' });
  });
});
