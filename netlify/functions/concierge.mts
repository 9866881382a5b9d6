/** /api/v1/concierge: thin adapter over the operation declared for this path in src/operations.ts. */
// Generated from src/surfaces.ts by `npm run functions` (src/contracts/function-files.ts). Do not edit.
import type { Config } from '@netlify/functions';
import { deployDeps } from '../../src/adapters/deploy-deps.ts';
import { makeHandler } from '../../src/adapters/http/operation-handler.ts';
import { restOperation } from '../../src/operations.ts';
import { secured } from '../../src/adapters/http/security-headers.ts';
import { PATHS } from '../../src/surfaces.ts';

export default secured(makeHandler(restOperation(PATHS.concierge), deployDeps));

export const config: Config = {
  path: '/api/v1/concierge',
  rateLimit: { windowLimit: 120, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
