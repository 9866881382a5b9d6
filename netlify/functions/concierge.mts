/** /api/v1/concierge: thin adapter over the operation declared for this path in src/operations.ts. */
import type { Config } from '@netlify/functions';
import { deployDeps } from '../../src/adapters/deploy-deps.ts';
import { makeHandler } from '../../src/adapters/http/operation-handler.ts';
import { restOperation } from '../../src/operations.ts';
import { secured } from '../../src/adapters/http/security-headers.ts';

export default secured(makeHandler(restOperation('/api/v1/concierge'), deployDeps));

export const config: Config = {
  path: '/api/v1/concierge',
  rateLimit: { windowLimit: 120, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
