/**
 * Problems of the accounts endpoints (RFC 9457, application/problem+json): each AccountError code
 * mapped once to a status and a title, with Retry-After, reset time and WWW-Authenticate where due.
 * The rows join the house problem table (src/schemas/problems.ts) when the branches meet.
 */
import { AccountError, type AccountErrorCode } from '../../accounts/errors.ts';
import { corsHeaders } from '../http/cors.ts';

export const ACCOUNT_PROBLEMS: Record<AccountErrorCode, { status: number; title: string; meaning: string }> = {
  unauthorized: { status: 401, title: 'Missing or invalid API key', meaning: 'No key, a malformed key (bad prefix, length or checksum), or an unknown, rotated or revoked key.' },
  forbidden: { status: 403, title: 'Not allowed', meaning: 'E-mail mismatch, a session that is not paid and complete, or a session that did not buy one of our plans.' },
  'session-not-found': { status: 404, title: 'Checkout session not found', meaning: 'No such checkout session (yet): if you just paid, retry in a moment.' },
  'already-claimed': { status: 409, title: 'Key already claimed', meaning: 'The key of this checkout was already shown once; claiming again is safe and shows no key.' },
  'quota-exceeded': { status: 429, title: 'Monthly quota used up', meaning: 'The plan’s calls for this UTC month are used; `reset_at` and Retry-After say when they come back.' },
  'invalid-signature': { status: 400, title: 'Invalid webhook signature', meaning: 'The Stripe-Signature is missing, does not match the raw body, or is too old.' },
  'stripe-not-configured': { status: 503, title: 'Payments not configured', meaning: 'This server has no Stripe configuration, so keys cannot be claimed here.' },
  'stripe-unavailable': { status: 502, title: 'Payment provider unavailable', meaning: 'Stripe could not be reached; retry after Retry-After.' },
  'storage-unavailable': { status: 503, title: 'Storage unavailable', meaning: 'Key storage did not answer in time; nothing was changed. Retry after Retry-After.' },
  'not-found': { status: 404, title: 'Not found', meaning: 'No such key.' },
};

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
  return new Response(JSON.stringify({ type: `/developers/#problem-${body.code}`, ...body }), {
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
