/**
 * GET /api/v1/status: readiness of the dynamic side. Unlike the static /api/health it runs in a
 * function and reads the Blobs store, under a deadline so a slow store cannot hold the call.
 */
import type { Store } from '@netlify/blobs';
import type { Catalog } from '../../catalog/load.ts';
import type { Status } from '../../schemas/status.ts';
import { problemResponse } from './problem.ts';
import { PATHS } from '../../surfaces.ts';

/** How long the store may take to answer a read before it counts as unavailable. */
export const STORE_DEADLINE_MS = 2000;

async function storeAnswers(openStore: () => Store, deadlineMs: number): Promise<boolean> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), deadlineMs)));
  try {
    // A read of a key that need not exist: null and a value both prove the store answers.
    const read = openStore()
      .get('probe')
      .then(() => true)
      .catch(() => false);
    return await Promise.race([read, deadline]);
  } catch {
    return false; // getStore() throws when no Blobs context is configured.
  } finally {
    clearTimeout(timer);
  }
}

export function statusHandler(catalog: Catalog, openStore: () => Store, deadlineMs = STORE_DEADLINE_MS): (req: Request) => Promise<Response> {
  return async (req: Request): Promise<Response> => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      return problemResponse('method-not-allowed', `${req.method} is not allowed on ${PATHS.status}; use GET.`, { instance: PATHS.status }, { Allow: 'GET, HEAD' });
    }
    const blobs = (await storeAnswers(openStore, deadlineMs)) ? 'ok' : 'unavailable';
    const body: Status = {
      status: blobs === 'ok' ? 'ok' : 'degraded',
      checks: { functions: 'ok', blobs },
      api_version: catalog.service.api_version,
      catalog_updated: catalog.service.catalog_updated,
    };
    return new Response(req.method === 'HEAD' ? null : JSON.stringify(body), {
      status: blobs === 'ok' ? 200 : 503,
      headers: {
        'Content-Type': 'application/json; charset=utf-8',
        'Cache-Control': 'no-store',
        'Access-Control-Allow-Origin': '*',
        ...(blobs === 'ok' ? {} : { 'Retry-After': '30' }),
      },
    });
  };
}
