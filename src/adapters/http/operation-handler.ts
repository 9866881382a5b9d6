/**
 * Wraps one operation as a web-standard handler (Request -> Response): CORS preflight, method,
 * authentication, body, schema validation, metering, the run, and the mapping of engine errors to
 * problems. Its dependencies (catalog, authentication, metering, clock, services) are given, not
 * imported: deployment assembles them once (src/adapters/deploy-deps.ts), tests pass fakes.
 * Order (seams): authenticate, then validate, then meter (a refused call costs no quota), then run.
 */
import type { Catalog } from '../../catalog/load.ts';
import { EngineError } from '../../engine/errors.ts';
import type { OperationContext, RestOperation } from '../../operations.ts';
import type { Caller } from '../../schemas/caller.ts';
import type { Problem } from '../../schemas/problem.ts';
import type { Services } from '../../services.ts';
import { engineProblem } from '../engine-problem.ts';
import { isProblem } from './auth.ts';
import { corsHeaders } from './cors.ts';
import { problemResponse } from './problem.ts';
import { readJsonBody } from './read-json.ts';
import { issuesToErrors } from './validation.ts';

/** What a metered call reports back: allowed (with the usage to show, if any) or a problem (429 and the like). */
export type MeterResult = { ok: true; usage?: unknown; headers?: Record<string, string> } | Problem;

export interface HandlerDeps {
  loadCatalog: () => Catalog | Promise<Catalog>;
  authenticate: (req: Request) => Promise<Caller | Problem>;
  meter: (caller: Caller, opId: string, now: Date) => Promise<MeterResult>;
  now: () => Date;
  services: Services;
}

/** Retry-After for a problem that will clear by itself: the quota's reset, or a short wait for storage and payments. */
export function retryAfter(problem: Problem, now: Date): Record<string, string> {
  if (problem.status === 429 && problem.reset_at !== undefined) return { 'Retry-After': String(Math.max(1, Math.ceil((Date.parse(problem.reset_at) - now.getTime()) / 1000))) };
  if (problem.status === 502 || problem.status === 503) return { 'Retry-After': '5' };
  return {};
}

function send(problem: Problem, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(problem), {
    status: problem.status,
    headers: { 'Content-Type': 'application/problem+json', 'Cache-Control': 'no-store', ...corsHeaders(), ...headers },
  });
}

async function readInput(op: RestOperation, req: Request): Promise<{ ok: true; value: unknown } | { ok: false; response: Response }> {
  const instance = op.rest.path;
  switch (op.rest.body) {
    case 'json': {
      const body = await readJsonBody(req);
      return body.ok ? body : { ok: false, response: problemResponse(body.code, body.detail, { instance }) };
    }
    case 'raw':
      return { ok: true, value: { body: await req.text(), headers: Object.fromEntries(req.headers) } };
    case 'none':
      return { ok: true, value: Object.fromEntries(new URL(req.url).searchParams) };
  }
}

export function makeHandler(op: RestOperation, deps: HandlerDeps): (req: Request) => Promise<Response> {
  return async (req: Request): Promise<Response> => {
    // The public path, not req.url: local dev servers may rewrite the URL the function sees.
    const instance = op.rest.path;
    if (req.method === 'OPTIONS') return new Response(null, { status: 204, headers: corsHeaders() });
    if (req.method !== op.rest.method) {
      return problemResponse('method-not-allowed', `${req.method} is not allowed on ${op.rest.path}; use ${op.rest.method}.`, { instance }, { Allow: `${op.rest.method}, OPTIONS` });
    }
    const caller = await deps.authenticate(req);
    if (isProblem(caller)) return send({ ...caller, instance }, caller.status === 401 ? { 'WWW-Authenticate': 'Bearer' } : retryAfter(caller, deps.now()));
    if (op.rest.auth === 'required' && caller.kind === 'anonymous') {
      return problemResponse('unauthorized', `${op.rest.path} needs an API key: send Authorization: Bearer <API_KEY>.`, { instance }, { 'WWW-Authenticate': 'Bearer' });
    }
    const input = await readInput(op, req);
    if (!input.ok) return input.response;
    const parsed = op.input.safeParse(input.value);
    if (!parsed.success) {
      const errors = issuesToErrors(op.input, parsed.error.issues);
      return problemResponse('invalid-request', `The request body does not match ${op.id}'s schema: ${errors.map((e) => `${e.path || '(body)'}: ${e.message}`).join('; ')}.`, { instance, errors });
    }
    try {
      const now = deps.now();
      let usageHeaders: Record<string, string> = {};
      if (op.rest.metered) {
        const metered = await deps.meter(caller, op.id, now);
        if (isProblem(metered)) return send({ ...metered, instance }, retryAfter(metered, now));
        usageHeaders = metered.headers ?? {};
      }
      const ctx: OperationContext = { catalog: await deps.loadCatalog(), caller, now: deps.now, services: deps.services };
      const result = await op.run(ctx, parsed.data);
      return new Response(JSON.stringify(result), {
        status: 200,
        headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store', ...corsHeaders(), ...usageHeaders },
      });
    } catch (e) {
      if (e instanceof EngineError) return send(engineProblem(e, instance));
      // Log the cause for the operator; the caller gets no internals.
      console.error(`[${op.id}] unexpected error`, e);
      return problemResponse('internal-error', 'Something went wrong on our side; the request was not processed. Try again, and tell us if it persists.', { instance });
    }
  };
}
