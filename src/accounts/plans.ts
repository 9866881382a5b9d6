/**
 * Plans a key can be on, read from data/plans.json (names and monthly calls), and the UTC
 * calendar month that usage is counted in (resets 00:00 UTC on the 1st).
 */
import plansFile from '../../data/plans.json' with { type: 'json' };
import type { PlanId } from '../schemas/caller.ts';

export interface PlanInfo {
  id: PlanId;
  name: string;
  /** Monthly calls; null for Scale (issued per key). */
  monthly_calls: number | null;
  price_usd_month: number | null;
}

const KEY_PLANS: readonly PlanId[] = ['free_key', 'indie', 'studio', 'scale'];

export const PLANS: Readonly<Record<PlanId, PlanInfo>> = Object.fromEntries(
  KEY_PLANS.map((id) => {
    const p = plansFile.plans.find((x) => x.id === id);
    if (!p) throw new Error(`data/plans.json has no plan "${id}"`);
    return [id, { id, name: p.name, monthly_calls: p.monthly_calls, price_usd_month: p.price_usd_month }];
  }),
) as Record<PlanId, PlanInfo>;

/** The monthly quota of a plan; Scale has none of its own and must be issued with one. */
export function planQuota(plan: PlanId): number {
  const calls = PLANS[plan].monthly_calls;
  if (calls === null) throw new Error(`plan ${plan} has no fixed quota; issue it with one`);
  return calls;
}

export interface Period {
  /** YYYY-MM */
  id: string;
  start: Date;
  end: Date;
}

/** The UTC calendar month containing `now`. */
export function periodOf(now: Date): Period {
  const y = now.getUTCFullYear();
  const m = now.getUTCMonth();
  const start = new Date(Date.UTC(y, m, 1));
  const end = new Date(Date.UTC(y, m + 1, 1));
  return { id: `${y}-${String(m + 1).padStart(2, '0')}`, start, end };
}
