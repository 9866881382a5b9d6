/**
 * The pricing section's data: plans from data/plans.json with their checkout links from the
 * environment (CHECKOUT_URL_FREE/INDIE/STUDIO; none is committed), Scale by quote from the sales
 * address. Read at build time by the pricing page and llms.txt.
 */
import plansFile from '../../data/plans.json' with { type: 'json' };

export interface PricedPlan {
  id: string;
  name: string;
  price_usd_month: number | null;
  monthly_calls: number | null;
  /** The hosted checkout link, or null when not configured (or not sold by checkout). */
  checkout_url: string | null;
  purchase: 'none' | 'checkout' | 'quote';
}

const CHECKOUT_ENV: Record<string, string> = { free_key: 'CHECKOUT_URL_FREE', indie: 'CHECKOUT_URL_INDIE', studio: 'CHECKOUT_URL_STUDIO' };

/** Plans a key can be bought on, with their checkout links from `env`. */
export function pricedPlans(env: Record<string, string | undefined>): PricedPlan[] {
  return plansFile.plans
    .filter((p) => p.id !== 'free_public')
    .map((p) => {
      const name = CHECKOUT_ENV[p.id];
      const url = name ? env[name]?.trim() : undefined;
      return {
        id: p.id,
        name: p.name,
        price_usd_month: p.price_usd_month,
        monthly_calls: p.monthly_calls,
        checkout_url: url && /^https?:\/\//.test(url) ? url : null,
        purchase: p.id === 'free_key' ? 'checkout' : (p.purchase as PricedPlan['purchase']),
      };
    });
}
