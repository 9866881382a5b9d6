/** /api/v1/status: readiness of the functions and the Blobs store (see src/adapters/http/status.ts). */
// Generated from src/surfaces.ts by `npm run functions` (src/contracts/function-files.ts). Do not edit.
import type { Config } from '@netlify/functions';
import { getStore } from '@netlify/blobs';
import { statusHandler } from '../../src/adapters/http/status.ts';
import { catalog } from '../../src/catalog/load.ts';
import { secured } from '../../src/adapters/http/security-headers.ts';

// getStore() runs per request: the Blobs context exists only inside an invocation.
export default secured(statusHandler(catalog, () => getStore('service-status')));

export const config: Config = {
  path: '/api/v1/status',
  rateLimit: { windowLimit: 60, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
