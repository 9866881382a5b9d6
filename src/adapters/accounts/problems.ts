/**
 * Problems of the accounts endpoints (RFC 9457, application/problem+json): each AccountError code
 * mapped once to a status and a title, with Retry-After, reset time and WWW-Authenticate where due.
 * The rows live in the one problem table (src/schemas/problems.ts).
 */
import { AccountError, type AccountErrorCode } from '../../accounts/errors.ts';
import { PROBLEMS, problemType, type ProblemRow } from '../../schemas/problems.ts';
import { corsHeaders } from '../http/cors.ts';

/** Each AccountError code's row of the one problem table (src/schemas/problems.ts): status, title and meaning. */
export const ACCOUNT_PROBLEMS: Record<AccountErrorCode, ProblemRow> = Object.fromEntries(
  (['unauthorized', 'forbidden', 'session-not-found', 'already-claimed', 'quota-exceeded', 'invalid-signature', 'stripe-not-configured', 'stripe-unavailable', 'storage-unavailable', 'not-found'] as const satisfies readonly AccountErrorCode[]).map((code) => [code, PROBLEMS[code]]),
) as Record<AccountErrorCode, ProblemRow>;

export interface AccountProblemBody {
  type: string;
  title: string;
  status: number;
  detail: string;
  code: AccountErrorCode | 'invalid-json' | 'invalid-request' | 'unsupported-media-type' | 'payload-too-large' | 'method-not-allowed' | 'internal-error';
  instance?: string;
  reset_at?: string;
  errors?: Array<{ path: string; message: string }>;
}

const NO_STORE = { 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff' };

export function problem(body: Omit<AccountProblemBody, 'type'>, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify({ type: problemType(body.code), ...body }), {
    status: body.status,
    headers: { 'Content-Type': 'application/problem+json', ...NO_STORE, ...corsHeaders(), ...headers },
  });
}

/** The problem response of an AccountError. */
export function accountProblem(e: AccountError, instance: string): Response {
  const row = ACCOUNT_PROBLEMS[e.code];
  const headers: Record<string, string> = {};
  if (e.retryAfter !== undefined) headers['Retry-After'] = String(e.retryAfter);
  if (e.code === 'unauthorized') headers['WWW-Authenticate'] = 'Bearer realm="soundlane"';
  return problem({ title: row.title, status: row.status, detail: e.message, code: e.code, instance, ...(e.resetAt ? { reset_at: e.resetAt } : {}) }, headers);
}

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json; charset=utf-8', ...NO_STORE, ...corsHeaders() } });
}
