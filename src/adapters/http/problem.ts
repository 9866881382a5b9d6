/**
 * RFC 9457 problem responses: the one error format of every HTTP endpoint. Each problem code maps
 * once to a status and a title; `type` points at the code's entry on the developers page.
 */
import type { Problem, ProblemCode } from '../../schemas/problem.ts';
import { corsHeaders } from './cors.ts';

const TITLES: Record<ProblemCode, { status: number; title: string }> = {
  'invalid-json': { status: 400, title: 'Body is not valid JSON' },
  'invalid-request': { status: 400, title: 'Request does not match the schema' },
  unauthorized: { status: 401, title: 'Missing or invalid credentials' },
  'unsupported-media-type': { status: 415, title: 'Unsupported media type' },
  'payload-too-large': { status: 413, title: 'Request body too large' },
  'method-not-allowed': { status: 405, title: 'Method not allowed' },
  'not-found': { status: 404, title: 'Not found' },
  'unknown-sound': { status: 404, title: 'Unknown sound route' },
  'internal-error': { status: 500, title: 'Internal error' },
};

/** Where each problem code is explained. */
export function problemType(code: ProblemCode): string {
  return `/developers/#problem-${code}`;
}

export function problemBody(code: ProblemCode, detail: string, extra: Partial<Pick<Problem, 'errors' | 'valid_values' | 'instance'>> = {}): Problem {
  const { status, title } = TITLES[code];
  return { type: problemType(code), title, status, detail, code, ...extra };
}

export function problemResponse(
  code: ProblemCode,
  detail: string,
  extra: Partial<Pick<Problem, 'errors' | 'valid_values' | 'instance'>> = {},
  headers: Record<string, string> = {},
): Response {
  const body = problemBody(code, detail, extra);
  return new Response(JSON.stringify(body), {
    status: body.status,
    headers: { 'Content-Type': 'application/problem+json', 'Cache-Control': 'no-store', ...corsHeaders(), ...headers },
  });
}

/** Every problem code with its status and title, for the docs. */
export function problemCatalog(): Array<{ code: ProblemCode; status: number; title: string }> {
  return (Object.keys(TITLES) as ProblemCode[]).map((code) => ({ code, ...TITLES[code] }));
}
