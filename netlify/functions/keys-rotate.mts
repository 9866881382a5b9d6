/** /api/v1/keys/rotate: thin adapter over the accounts handler (src/adapters/accounts/handlers.ts). */
import type { Config } from '@netlify/functions';
import { deployedAccountsDeps } from '../../src/adapters/accounts/deploy.ts';
import { rotateHandler } from '../../src/adapters/accounts/handlers.ts';
import { secured } from '../../src/adapters/http/security-headers.ts';

export default secured(rotateHandler(deployedAccountsDeps()));

export const config: Config = {
  path: '/api/v1/keys/rotate',
  rateLimit: { windowLimit: 10, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
