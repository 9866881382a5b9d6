/**
 * The key gate of the public POST endpoints and MCP tools/call, in the shape of the house seams
 * (`authenticate(req) -> Caller | problem`, `meter(caller, opId, now) -> { ok, usage } | problem`):
 * no Authorization header is an anonymous, unmetered call; a key must be valid (401) and is
 * counted against its plan's month (429 with reset time when used up). Order: authenticate,
 * validate, meter, run, so a rejected call consumes nothing.
 */
import { AccountError, isAccountError } from '../../accounts/errors.ts';
import type { AccountsService } from '../../accounts/service.ts';
import type { KeyRecord, Usage } from '../../schemas/accounts.ts';
import type { Caller } from '../../schemas/caller.ts';
import { accountProblem } from './problems.ts';

export type AuthOutcome = { ok: true; caller: Caller } | { ok: false; error: AccountError; response: Response };
export type MeterOutcome = { ok: true; usage: Usage | null } | { ok: false; error: AccountError; response: Response };

export interface KeyGate {
  authenticate(req: Request, path: string): Promise<AuthOutcome>;
  meter(caller: Caller, opId: string, now: Date, path: string): Promise<MeterOutcome>;
}

function asAccountError(e: unknown): AccountError {
  if (isAccountError(e)) return e;
  console.error('[accounts gate] unexpected error', e instanceof Error ? `${e.name}: ${e.message}` : 'unknown');
  return new AccountError('storage-unavailable', 'Key storage failed; the call was not run. Retry.', { retryAfter: 5 });
}

/** A gate over the accounts service; the service is built only when a key is presented. */
export function accountsGate(service: () => AccountsService): KeyGate {
  // The record a caller was authenticated with, so metering that same call does not read it again.
  const verified = new WeakMap<Caller, KeyRecord>();
  return {
    async authenticate(req, path) {
      const header = req.headers.get('authorization');
      if (header === null || header.trim() === '') return { ok: true, caller: { kind: 'anonymous' } };
      try {
        const { caller, record } = await service().authorize(header, { required: false });
        if (record !== null) verified.set(caller, record);
        return { ok: true, caller };
      } catch (e) {
        const error = asAccountError(e);
        return { ok: false, error, response: accountProblem(error, path) };
      }
    },
    async meter(caller, _opId, now, path) {
      if (caller.kind !== 'key') return { ok: true, usage: null };
      try {
        return { ok: true, usage: await service().meter(caller.key_id, now, verified.get(caller)) };
      } catch (e) {
        const error = asAccountError(e);
        return { ok: false, error, response: accountProblem(error, path) };
      }
    },
  };
}

/** Headers of a metered answer: the month's limit, what is left, and when it resets. */
export function usageHeaders(usage: Usage | null): Record<string, string> {
  if (!usage) return {};
  return { 'RateLimit-Limit': String(usage.included), 'RateLimit-Remaining': String(usage.remaining), 'X-Quota-Reset': usage.period_end };
}
