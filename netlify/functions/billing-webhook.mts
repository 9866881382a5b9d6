/** /api/billing/webhook: thin adapter over the accounts handler (src/adapters/accounts/handlers.ts). */
// Generated from src/surfaces.ts by `npm run functions` (src/contracts/function-files.ts). Do not edit.
import type { Config } from '@netlify/functions';
import { deployedAccountsDeps } from '../../src/adapters/accounts/deploy.ts';
import { webhookHandler } from '../../src/adapters/accounts/handlers.ts';
import { secured } from '../../src/adapters/http/security-headers.ts';

export default secured(webhookHandler(deployedAccountsDeps()));

export const config: Config = {
  path: '/api/billing/webhook',
  // Generous: Stripe delivers from a few addresses and retries; the signature is the real gate.
  rateLimit: { windowLimit: 300, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
