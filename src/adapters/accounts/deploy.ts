/**
 * The deployed accounts dependencies, assembled in one place from the environment: Netlify Blobs
 * (strong reads) as storage, the Stripe SDK as billing (null when STRIPE_SECRET_KEY is unset, so
 * claims answer 503 and nothing else breaks), the real clock.
 */
import { AccountError } from '../../accounts/errors.ts';
import { AccountsService } from '../../accounts/service.ts';
import { BlobsAccountStore } from '../blobs/blobs-store.ts';
import { StripeBilling, stripeClient, verifyWebhook } from '../stripe/stripe-billing.ts';
import { accountsConfig, type StripeEnv } from './config.ts';
import { log } from './log.ts';
import { accountsGate, type KeyGate } from './gate.ts';
import type { AccountsHttpDeps } from './handlers.ts';

type Env = StripeEnv & { URL?: string; SITE_URL?: string; ACCOUNTS_STORE?: string };

/** The service over production (or `netlify serve`) Blobs; call per request. */
export function deployedAccounts(env: Env = process.env as Env): AccountsService {
  const stripe = stripeClient(env);
  return new AccountsService({
    store: BlobsAccountStore.fromEnvironment({ name: env.ACCOUNTS_STORE }),
    billing: stripe ? new StripeBilling(stripe) : null,
    config: accountsConfig(env),
    now: () => new Date(),
    log,
  });
}

export function deployedAccountsDeps(env: Env = process.env as Env): AccountsHttpDeps {
  return {
    service: () => deployedAccounts(env),
    verifyWebhook: (raw, signature) => {
      const stripe = stripeClient(env);
      if (!stripe) throw new AccountError('stripe-not-configured', 'Payments are not configured on this server; webhook events are rejected.');
      return verifyWebhook(stripe, raw, signature, env.STRIPE_WEBHOOK_SECRET);
    },
  };
}

/** The key gate of the public POST endpoints and MCP, over deployed storage. */
export function deployedGate(env: Env = process.env as Env): KeyGate {
  return accountsGate(() => deployedAccounts(env));
}
