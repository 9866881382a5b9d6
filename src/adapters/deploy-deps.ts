/**
 * The dependencies of the deployed handlers, assembled in this one place: the bundled catalog,
 * the default authentication, no metering yet (the accounts work replaces both), the real clock
 * and the services. netlify/functions/*.mts stay one-liners over these.
 */
import { catalog } from '../catalog/load.ts';
import type { HandlerDeps } from './http/operation-handler.ts';
import { authenticate } from './http/auth.ts';

export const deployDeps: HandlerDeps = {
  loadCatalog: () => catalog,
  authenticate,
  // Nothing is metered before API keys exist: every call is allowed.
  meter: async () => ({ ok: true }),
  now: () => new Date(),
  services: {},
};
