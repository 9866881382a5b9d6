/** /api/brief: thin adapter over the operation declared for this path in src/operations.ts. */
import type { Config } from '@netlify/functions';
import { deployDeps } from '../../src/adapters/deploy-deps.ts';
import { makeHandler } from '../../src/adapters/http/operation-handler.ts';
import { restOperation } from '../../src/operations.ts';
import { secured } from '../../src/adapters/http/security-headers.ts';

export default secured(makeHandler(restOperation('/api/brief'), deployDeps));

export const config: Config = {
  path: '/api/brief',
  rateLimit: { windowLimit: 120, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
