/**
 * The accounts service as the operations use it: check a key and meter its month over Netlify
 * Blobs. No billing port (claims are the claim function's job, src/adapters/accounts/deploy.ts),
 * so the operation functions do not bundle or load the Stripe SDK: about a third of their code
 * and of their cold start.
 */
import { AccountsService } from '../../accounts/service.ts';
import { BlobsAccountStore } from '../blobs/blobs-store.ts';
import { accountsConfig, type StripeEnv } from './config.ts';
import { log } from './log.ts';

type Env = StripeEnv & { URL?: string; SITE_URL?: string; ACCOUNTS_STORE?: string };

/** Key checks and metering over production (or `netlify serve`) Blobs; call per request. */
export function deployedKeyService(env: Env = process.env as Env): AccountsService {
  return new AccountsService({
    store: BlobsAccountStore.fromEnvironment({ name: env.ACCOUNTS_STORE }),
    billing: null,
    config: accountsConfig(env),
    now: () => new Date(),
    log,
  });
}
