/**
 * Typed failures of the accounts core. Each code maps once, at the HTTP edge, to a status and a
 * problem+json body (src/accounts/problems.ts); MCP maps them to tool errors.
 */
export type AccountErrorCode =
  | 'unauthorized'
  | 'forbidden'
  | 'session-not-found'
  | 'already-claimed'
  | 'quota-exceeded'
  | 'stripe-not-configured'
  | 'stripe-unavailable'
  | 'storage-unavailable'
  | 'invalid-signature'
  | 'not-found';

export class AccountError extends Error {
  readonly code: AccountErrorCode;
  /** Seconds after which a retry makes sense (503, 429). */
  readonly retryAfter: number | undefined;
  /** When the quota resets (429). */
  readonly resetAt: string | undefined;
  constructor(code: AccountErrorCode, message: string, opts: { retryAfter?: number; resetAt?: string; cause?: unknown } = {}) {
    super(message, { cause: opts.cause });
    this.name = 'AccountError';
    this.code = code;
    this.retryAfter = opts.retryAfter;
    this.resetAt = opts.resetAt;
  }
}

export function isAccountError(e: unknown): e is AccountError {
  return e instanceof AccountError;
}
