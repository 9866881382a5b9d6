/**
 * The stores and outside services an operation may use, given to it in its context (never
 * imported by it), so tests pass fakes and deployment passes the real ones (src/adapters/deploy-deps.ts).
 */
import type { AccountsService } from './accounts/service.ts';

export interface Services {
  accounts?: AccountsService;
}
