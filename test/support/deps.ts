/** Handler dependencies for tests: the real catalog and authentication, no metering, a fixed clock; override any. */
import { authenticate } from '../../src/adapters/http/auth.ts';
import type { HandlerDeps } from '../../src/adapters/http/operation-handler.ts';
import type { Catalog } from '../../src/catalog/load.ts';

export function testDeps(catalog: Catalog, overrides: Partial<HandlerDeps> = {}): HandlerDeps {
  return {
    loadCatalog: () => catalog,
    authenticate,
    meter: async () => ({ ok: true }),
    now: () => new Date('2026-01-01T00:00:00Z'),
    services: {},
    ...overrides,
  };
}
