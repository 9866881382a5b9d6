/**
 * The dependencies of the deployed handlers, assembled in this one place: the bundled catalog,
 * API keys and monthly metering over Netlify Blobs (anonymous calls stay public and uncounted; no
 * Stripe SDK in these functions),
 * the real clock and the services. netlify/functions/*.mts stay one-liners over these.
 */
import { catalog } from '../catalog/load.ts';
import { deployedKeyService } from './accounts/deploy-keys.ts';
import { keySeam } from './accounts/seam.ts';
import type { HandlerDeps } from './http/operation-handler.ts';

// The key service (Blobs) is built only when a key is presented: anonymous calls touch no storage.
// It carries no billing: the operations check and meter keys, they never claim one (no Stripe SDK here).
const keys = keySeam(() => deployedKeyService());

export const deployDeps: HandlerDeps = {
  loadCatalog: () => catalog,
  authenticate: keys.authenticate,
  meter: keys.meter,
  now: () => new Date(),
  services: {},
};
