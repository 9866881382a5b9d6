/** /api/v1/status: readiness of the functions and the Blobs store (see src/adapters/http/status.ts). */
import { getStore } from '@netlify/blobs';
import type { Config } from '@netlify/functions';
import { statusHandler } from '../../src/adapters/http/status.ts';
import { catalog } from '../../src/catalog/load.ts';
import { secured } from '../../src/adapters/http/security-headers.ts';

// getStore() runs per request: the Blobs context exists only inside an invocation.
export default secured(statusHandler(catalog, () => getStore('service-status')));

export const config: Config = {
  path: '/api/v1/status',
  rateLimit: { windowLimit: 60, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
