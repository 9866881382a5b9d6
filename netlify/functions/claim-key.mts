/** /api/billing/claim-key: thin adapter over the accounts handler (src/adapters/accounts/handlers.ts). */
import type { Config } from '@netlify/functions';
import { deployedAccountsDeps } from '../../src/adapters/accounts/deploy.ts';
import { claimKeyHandler } from '../../src/adapters/accounts/handlers.ts';
import { secured } from '../../src/adapters/http/security-headers.ts';

export default secured(claimKeyHandler(deployedAccountsDeps()));

export const config: Config = {
  path: '/api/billing/claim-key',
  rateLimit: { windowLimit: 20, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
