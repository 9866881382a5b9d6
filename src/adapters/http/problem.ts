/**
 * RFC 9457 problem responses: the one error format of every HTTP endpoint. Status, title and
 * `type` come from the problem table (src/schemas/problems.ts); this only wraps a body in a Response.
 */
import type { ProblemCode } from '../../schemas/problem.ts';
import { problemBody, type ProblemExtra } from '../../schemas/problems.ts';
import { corsHeaders } from './cors.ts';

export function problemResponse(code: ProblemCode, detail: string, extra: ProblemExtra = {}, headers: Record<string, string> = {}): Response {
  const body = problemBody(code, detail, extra);
  return new Response(JSON.stringify(body), {
    status: body.status,
    headers: { 'Content-Type': 'application/problem+json', 'Cache-Control': 'no-store', ...corsHeaders(), ...headers },
  });
}
