/** /api/brief: thin adapter over the brief operation (see src/operations.ts). */
import type { Config } from '@netlify/functions';
import { operationHandler } from '../../src/adapters/http/operation-handler.ts';
import { catalog } from '../../src/catalog/load.ts';
import { briefOperation } from '../../src/operations.ts';

export default operationHandler(briefOperation, catalog);

export const config: Config = {
  path: '/api/brief',
  rateLimit: { windowLimit: 120, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
