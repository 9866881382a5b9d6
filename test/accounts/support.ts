// Test support for the accounts core: a scripted billing port, a settable clock and a service over a store.
import type { PlanId } from '../../src/schemas/caller.ts';
import { AccountsService, type BillingPort, type CheckoutSessionFacts } from '../../src/accounts/service.ts';
import { MemoryStore, type AccountStore } from '../../src/accounts/store.ts';

export const PRICES: Record<string, PlanId> = { price_free: 'free_key', price_indie: 'indie', price_studio: 'studio' };

export class FakeBilling implements BillingPort {
  sessions = new Map<string, CheckoutSessionFacts>();
  calls = 0;
  add(id: string, over: Partial<CheckoutSessionFacts> = {}): CheckoutSessionFacts {
    const s: CheckoutSessionFacts = { id, status: 'complete', payment_status: 'paid', email: 'Buyer@Example.com', price_ids: ['price_indie'], subscription_id: `sub_${id}`, ...over };
    this.sessions.set(id, s);
    return s;
  }
  async retrieveSession(id: string): Promise<CheckoutSessionFacts | null> {
    this.calls++;
    await new Promise((r) => setImmediate(r));
    return this.sessions.get(id) ?? null;
  }
}

export function makeService(opts: { store?: AccountStore; billing?: BillingPort | null; now?: () => Date; log?: (e: string, f: object) => void } = {}) {
  const store = opts.store ?? new MemoryStore();
  const billing = opts.billing === undefined ? new FakeBilling() : opts.billing;
  let clock = new Date('2026-11-22T12:00:00Z');
  const service = new AccountsService({
    store,
    billing,
    config: { priceToPlan: PRICES, baseUrl: 'https://soundlane.example' },
    now: opts.now ?? (() => clock),
    log: opts.log,
  });
  return { service, store, billing, setNow: (d: Date) => (clock = d) };
}
