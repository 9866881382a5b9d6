/**
 * The billing port on the real `stripe` SDK: configuration from the environment (a local
 * Stripe-shaped server through STRIPE_API_BASE), Checkout Session retrieval with its line items,
 * and webhook verification on the raw body that fails closed without a secret.
 */
import Stripe from 'stripe';
import { AccountError } from '../../accounts/errors.ts';
import type { BillingEvent, BillingPort, CheckoutSessionFacts } from '../../accounts/service.ts';
import type { StripeEnv } from '../accounts/config.ts';

/** A Stripe client, or null when STRIPE_SECRET_KEY is not set. */
export function stripeClient(env: StripeEnv): Stripe | null {
  const key = env.STRIPE_SECRET_KEY?.trim();
  if (!key) return null;
  const config: ConstructorParameters<typeof Stripe>[1] = { maxNetworkRetries: 2, timeout: 10_000, telemetry: false };
  if (env.STRIPE_API_BASE?.trim()) {
    const base = new URL(env.STRIPE_API_BASE.trim());
    config.host = base.hostname;
    config.port = base.port || (base.protocol === 'http:' ? 80 : 443);
    config.protocol = base.protocol === 'http:' ? 'http' : 'https';
  }
  return new Stripe(key, config);
}

export class StripeBilling implements BillingPort {
  private readonly stripe: Stripe;
  constructor(stripe: Stripe) {
    this.stripe = stripe;
  }

  async retrieveSession(id: string): Promise<CheckoutSessionFacts | null> {
    // Only ids of Checkout Sessions reach Stripe; anything else cannot be one (and must not build a path).
    if (!/^cs_[A-Za-z0-9_]{1,250}$/.test(id)) return null;
    let s: Stripe.Checkout.Session;
    try {
      s = await this.stripe.checkout.sessions.retrieve(id, { expand: ['line_items'] });
    } catch (e) {
      if (e instanceof Stripe.errors.StripeError && (e.statusCode === 404 || e.code === 'resource_missing')) return null;
      throw new AccountError('stripe-unavailable', 'The payment provider could not be reached; retry in a moment.', { retryAfter: 5, cause: e });
    }
    const items = s.line_items?.data ?? [];
    return {
      id: s.id,
      status: s.status,
      payment_status: s.payment_status,
      email: s.customer_details?.email ?? null,
      price_ids: items.map((li) => li.price?.id).filter((p): p is string => typeof p === 'string'),
      subscription_id: typeof s.subscription === 'string' ? s.subscription : (s.subscription?.id ?? null),
    };
  }
}

/**
 * Verifies a webhook on its raw body and reduces it to a BillingEvent. Fails closed: without a
 * secret nothing is accepted. Throws `invalid-signature` (400) for a missing, forged or stale one.
 */
export function verifyWebhook(stripe: Stripe, rawBody: string, signature: string | null, secret: string | undefined): BillingEvent {
  if (!secret?.trim()) throw new AccountError('stripe-not-configured', 'Webhook secret is not configured; events are rejected.');
  if (!signature) throw new AccountError('invalid-signature', 'Missing Stripe-Signature header.');
  let event: Stripe.Event;
  try {
    // The default tolerance (300 s) rejects replays of old events.
    event = stripe.webhooks.constructEvent(rawBody, signature, secret.trim());
  } catch (e) {
    throw new AccountError('invalid-signature', 'The Stripe-Signature does not match this body (or it is too old).', { cause: e });
  }
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded':
      return { id: event.id, type: event.type, session_id: event.data.object.id };
    case 'customer.subscription.deleted':
      return { id: event.id, type: event.type, subscription_id: event.data.object.id };
    default:
      return { id: event.id, type: 'ignored', original_type: event.type };
  }
}
