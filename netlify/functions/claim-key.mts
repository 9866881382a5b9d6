/** /api/billing/claim-key: thin adapter over the accounts handler (src/adapters/accounts/handlers.ts). */
// Generated from src/surfaces.ts by `npm run functions` (src/contracts/function-files.ts). Do not edit.
import type { Config } from '@netlify/functions';
import { deployedAccountsDeps } from '../../src/adapters/accounts/deploy.ts';
import { claimKeyHandler } from '../../src/adapters/accounts/handlers.ts';
import { secured } from '../../src/adapters/http/security-headers.ts';

export default secured(claimKeyHandler(deployedAccountsDeps()));

export const config: Config = {
  path: '/api/billing/claim-key',
  // A claim is rare: a tight limit slows guessing of session ids.
  rateLimit: { windowLimit: 20, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
