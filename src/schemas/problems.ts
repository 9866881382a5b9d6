/**
 * The one table of problems: every problem code with its HTTP status, its title and what it
 * means. Problem bodies (REST, MCP tool errors, static 404 files), the developers page and the
 * OpenAPI error texts all read this table; `ProblemCode` is derived from its keys, so a code
 * without a row cannot exist. The accounts work adds its rows here.
 */
import { PATHS } from '../surfaces.ts';
import type { Problem, ProblemCode } from './problem.ts';

export interface ProblemRow {
  status: number;
  /** The short, stable title of the problem (RFC 9457 `title`). */
  title: string;
  /** What the status means on this service: the text the OpenAPI document and the developers page show. */
  meaning: string;
}

/** Every problem code, in the order the developers page lists them. */
export const PROBLEMS = {
  'invalid-json': { status: 400, title: 'Body is not valid JSON', meaning: 'The body is not JSON at all; `detail` says where parsing stopped.' },
  'invalid-request': {
    status: 400,
    title: 'Request does not match the schema',
    meaning: 'A body that does not match the schema; `errors` names each field and what is allowed.',
  },
  unauthorized: {
    status: 401,
    title: 'Missing or invalid credentials',
    meaning: 'Malformed Authorization header (public calls need none); with API keys, a missing or invalid key.',
  },
  'unsupported-media-type': { status: 415, title: 'Unsupported media type', meaning: 'Content-Type is not application/json.' },
  'payload-too-large': { status: 413, title: 'Request body too large', meaning: 'The body is larger than the limit given in `detail`.' },
  'method-not-allowed': { status: 405, title: 'Method not allowed', meaning: 'Wrong method; the `Allow` header lists the right ones.' },
  forbidden: { status: 403, title: 'Not allowed', meaning: 'E-mail mismatch, a session that is not paid and complete, or a session that did not buy one of our plans.' },
  'session-not-found': { status: 404, title: 'Checkout session not found', meaning: 'No such checkout session (yet): if you just paid, retry in a moment.' },
  'already-claimed': { status: 409, title: 'Key already claimed', meaning: 'The key of this checkout was already shown once; claiming again is safe and shows no key.' },
  'quota-exceeded': { status: 429, title: 'Monthly quota used up', meaning: "The plan's calls for this UTC month are used; `reset_at` and Retry-After say when they come back." },
  'invalid-signature': { status: 400, title: 'Invalid webhook signature', meaning: 'The Stripe-Signature is missing, does not match the raw body, or is too old.' },
  'stripe-not-configured': { status: 503, title: 'Payments not configured', meaning: 'This server has no Stripe configuration, so keys cannot be claimed here.' },
  'stripe-unavailable': { status: 502, title: 'Payment provider unavailable', meaning: 'Stripe could not be reached; retry after Retry-After.' },
  'storage-unavailable': { status: 503, title: 'Storage unavailable', meaning: 'Key storage did not answer in time; nothing was changed. Retry after Retry-After.' },
  'not-found': { status: 404, title: 'Not found', meaning: 'No endpoint at this path; the endpoints are listed in the OpenAPI document.' },
  'unknown-sound': { status: 404, title: 'Unknown sound route', meaning: 'Unknown sound route; `valid_values` lists the valid slugs.' },
  'internal-error': { status: 500, title: 'Internal error', meaning: 'Something failed on our side; the request was not processed.' },
} as const satisfies Record<ProblemCode, ProblemRow>;

/** Where each problem code is explained (an anchor on the developers page). */
export function problemType(code: ProblemCode): string {
  return `${PATHS.developers}#problem-${code}`;
}

export type ProblemExtra = Partial<Pick<Problem, 'errors' | 'valid_values' | 'instance'>>;

/** The body of a problem: the same on every surface. */
export function problemBody(code: ProblemCode, detail: string, extra: ProblemExtra = {}): Problem {
  const { status, title } = PROBLEMS[code];
  return { type: problemType(code), title, status, detail, code, ...extra };
}

/** Every problem code with its row, for the docs. */
export function problemCatalog(): Array<{ code: ProblemCode } & ProblemRow> {
  return (Object.keys(PROBLEMS) as ProblemCode[]).map((code) => ({ code, ...PROBLEMS[code] }));
}

/**
 * What an error status means on this service, for the OpenAPI document: the meanings of every
 * problem with that status, joined. One status, one text, derived from the table.
 */
export function statusMeaning(status: number): string {
  const rows = problemCatalog().filter((p) => p.status === status);
  if (rows.length === 0) throw new Error(`no problem has status ${status}`);
  return rows.map((p) => p.meaning).join(' Or: ');
}
