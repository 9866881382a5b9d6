/** /api/v1/me: thin adapter over the accounts handler (src/adapters/accounts/handlers.ts). */
// Generated from src/surfaces.ts by `npm run functions` (src/contracts/function-files.ts). Do not edit.
import type { Config } from '@netlify/functions';
import { deployedAccountsDeps } from '../../src/adapters/accounts/deploy.ts';
import { meHandler } from '../../src/adapters/accounts/handlers.ts';
import { secured } from '../../src/adapters/http/security-headers.ts';

export default secured(meHandler(deployedAccountsDeps()));

export const config: Config = {
  path: '/api/v1/me',
  rateLimit: { windowLimit: 120, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
