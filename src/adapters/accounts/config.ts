/**
 * Accounts configuration from the environment: which Stripe Price is which plan, and the site's
 * address. No Stripe SDK here, so the functions that only check and meter keys (every operation)
 * do not bundle it; only claim and webhook do (src/adapters/stripe/stripe-billing.ts).
 */
import type { AccountsConfig } from '../../accounts/service.ts';
import type { PlanId } from '../../schemas/caller.ts';

export interface StripeEnv {
  STRIPE_SECRET_KEY?: string;
  STRIPE_WEBHOOK_SECRET?: string;
  STRIPE_API_BASE?: string;
  STRIPE_PRICE_FREE?: string;
  STRIPE_PRICE_INDIE?: string;
  STRIPE_PRICE_STUDIO?: string;
}

/** Configured price id -> plan (the plan of a purchase comes only from its Price). */
export function priceToPlan(env: StripeEnv): Record<string, PlanId> {
  const out: Record<string, PlanId> = {};
  const pairs: Array<[string | undefined, PlanId]> = [
    [env.STRIPE_PRICE_FREE, 'free_key'],
    [env.STRIPE_PRICE_INDIE, 'indie'],
    [env.STRIPE_PRICE_STUDIO, 'studio'],
  ];
  for (const [price, plan] of pairs) if (price?.trim()) out[price.trim()] = plan;
  return out;
}

/** Accounts configuration from the environment. */
export function accountsConfig(env: StripeEnv & { URL?: string; SITE_URL?: string }): AccountsConfig {
  return { priceToPlan: priceToPlan(env), baseUrl: env.URL ?? env.SITE_URL ?? 'https://soundlane.example' };
}
