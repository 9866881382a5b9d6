/** /api/v1/clip-pack: thin adapter over the operation declared for this path in src/operations.ts. */
import type { Config } from '@netlify/functions';
import { deployedGate } from '../../src/adapters/accounts/deploy.ts';
import { operationHandler } from '../../src/adapters/http/operation-handler.ts';
import { catalog } from '../../src/catalog/load.ts';
import { restOperation } from '../../src/operations.ts';

export default operationHandler(restOperation('/api/v1/clip-pack'), catalog, deployedGate());

export const config: Config = {
  path: '/api/v1/clip-pack',
  rateLimit: { windowLimit: 120, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
