/** /api/recommend: thin adapter over the recommend operation (see src/operations.ts). */
import type { Config } from '@netlify/functions';
import { operationHandler } from '../../src/adapters/http/operation-handler.ts';
import { catalog } from '../../src/catalog/load.ts';
import { recommendOperation } from '../../src/operations.ts';

export default operationHandler(recommendOperation, catalog);

export const config: Config = {
  path: '/api/recommend',
  rateLimit: { windowLimit: 120, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
