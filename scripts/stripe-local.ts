/**
 * The local Stripe stand-in of `npm start` and the e2e tests: starts the Stripe-shaped server
 * (test/support/stripe-server.ts) with three local prices and seeded paid sessions, and returns
 * the environment that points the site at it (STRIPE_*, CHECKOUT_URL_*). No real payment.
 */
import { PATHS } from '../src/surfaces.ts';
import { startStripeServer, type StripeServer } from '../test/support/stripe-server.ts';

export const LOCAL_PRICES = { free: 'price_local_free', indie: 'price_local_indie', studio: 'price_local_studio' } as const;
export const LOCAL_EMAIL = 'buyer@example.com';

export interface LocalStripe {
  server: StripeServer;
  env: Record<string, string>;
  /** Seeded, paid sessions a person (or a test) can claim with LOCAL_EMAIL. */
  seeded: { indie: string; studio: string; free: string };
}

export async function startLocalStripe({ siteUrl, port }: { siteUrl: string; port?: number }): Promise<LocalStripe> {
  const apiKey = 'sk_test_local_stand_in';
  const webhookSecret = 'whsec_local_stand_in';
  const server = await startStripeServer({
    apiKey,
    port,
    freePrices: [LOCAL_PRICES.free],
    webhook: { url: `${siteUrl}${PATHS.billingWebhook}`, secret: webhookSecret },
    successUrl: `${siteUrl}${PATHS.apiConnect}?session_id={CHECKOUT_SESSION_ID}`,
  });
  const seeded = {
    indie: server.addSession({ id: 'cs_test_local_indie', price_id: LOCAL_PRICES.indie, email: LOCAL_EMAIL, subscription: 'sub_local_indie' }).id,
    studio: server.addSession({ id: 'cs_test_local_studio', price_id: LOCAL_PRICES.studio, email: LOCAL_EMAIL, subscription: 'sub_local_studio' }).id,
    free: server.addSession({ id: 'cs_test_local_free', price_id: LOCAL_PRICES.free, email: LOCAL_EMAIL }).id,
  };
  const env = {
    STRIPE_SECRET_KEY: apiKey,
    STRIPE_WEBHOOK_SECRET: webhookSecret,
    STRIPE_API_BASE: server.url,
    STRIPE_PRICE_FREE: LOCAL_PRICES.free,
    STRIPE_PRICE_INDIE: LOCAL_PRICES.indie,
    STRIPE_PRICE_STUDIO: LOCAL_PRICES.studio,
    CHECKOUT_URL_FREE: `${server.url}/checkout/${LOCAL_PRICES.free}`,
    CHECKOUT_URL_INDIE: `${server.url}/checkout/${LOCAL_PRICES.indie}`,
    CHECKOUT_URL_STUDIO: `${server.url}/checkout/${LOCAL_PRICES.studio}`,
  };
  return { server, env, seeded };
}
