/**
 * The dependencies of the deployed handlers, assembled in this one place: the bundled catalog,
 * API keys and monthly metering over Netlify Blobs (anonymous calls stay public and uncounted),
 * the real clock and the services. netlify/functions/*.mts stay one-liners over these.
 */
import { catalog } from '../catalog/load.ts';
import { deployedAccounts } from './accounts/deploy.ts';
import { keySeam } from './accounts/seam.ts';
import type { HandlerDeps } from './http/operation-handler.ts';

// The accounts service (Blobs, Stripe) is built only when a key is presented: anonymous calls touch no storage.
const keys = keySeam(() => deployedAccounts());

export const deployDeps: HandlerDeps = {
  loadCatalog: () => catalog,
  authenticate: keys.authenticate,
  meter: keys.meter,
  now: () => new Date(),
  services: {},
};
