/**
 * Wraps one operation as a web-standard handler (Request -> Response): CORS preflight, method,
 * content type, size, JSON, schema validation, the pure run, and the mapping of engine errors to
 * problems. Nothing unvalidated reaches the engine; nothing but a problem leaves on failure.
 */
import type { Catalog } from '../../catalog/load.ts';
import { EngineError } from '../../engine/errors.ts';
import type { RestOperation } from '../../operations.ts';
import { usageHeaders, type KeyGate } from '../accounts/gate.ts';
import { authenticate } from './auth.ts';
import { corsHeaders } from './cors.ts';
import { problemResponse } from './problem.ts';
import { readJsonBody } from './read-json.ts';
import { issuesToErrors } from './validation.ts';

/**
 * With a key gate (API keys): a keyed call must carry a valid key and is metered after it
 * validates; a call without Authorization stays public. Without one: every caller is public.
 */
export function operationHandler(op: RestOperation, catalog: Catalog, gate?: KeyGate, now: () => Date = () => new Date()): (req: Request) => Promise<Response> {
  return async (req: Request): Promise<Response> => {
    // The public path, not req.url: local dev servers may rewrite the URL the function sees.
    const instance = op.rest.path;
    if (req.method === 'OPTIONS') return new Response(null, { status: 204, headers: corsHeaders() });
    if (req.method !== op.rest.method) {
      return problemResponse('method-not-allowed', `${req.method} is not allowed on ${op.rest.path}; use ${op.rest.method}.`, { instance }, { Allow: `${op.rest.method}, OPTIONS` });
    }
    const auth = gate ? await gate.authenticate(req, instance) : await authenticate(req);
    if (!auth.ok) return 'response' in auth ? auth.response : problemResponse('unauthorized', auth.detail, { instance }, { 'WWW-Authenticate': 'Bearer' });
    const body = await readJsonBody(req);
    if (!body.ok) return problemResponse(body.code, body.detail, { instance });
    const parsed = op.input.safeParse(body.value);
    if (!parsed.success) {
      const errors = issuesToErrors(op.input, parsed.error.issues);
      return problemResponse('invalid-request', `The request body does not match ${op.id}'s schema: ${errors.map((e) => `${e.path || '(body)'}: ${e.message}`).join('; ')}.`, { instance, errors });
    }
    // Metered only once the call will run: a rejected call consumes no quota.
    const metered = gate && 'caller' in auth && typeof auth.caller === 'object' && 'kind' in auth.caller ? await gate.meter(auth.caller, op.id, now(), instance) : { ok: true as const, usage: null };
    if (!metered.ok) return metered.response;
    try {
      const result = op.run(catalog, parsed.data);
      return new Response(JSON.stringify(result), {
        status: 200,
        headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store', ...corsHeaders(), ...usageHeaders(metered.usage) },
      });
    } catch (e) {
      if (e instanceof EngineError) {
        return problemResponse(e.code, e.message, {
          instance,
          ...(e.validValues ? { valid_values: e.validValues } : {}),
          ...(e.path ? { errors: [{ path: e.path, message: e.message }] } : {}),
        });
      }
      // Log the cause for the operator; the caller gets no internals.
      console.error(`[${op.id}] unexpected error`, e);
      return problemResponse('internal-error', 'Something went wrong on our side; the request was not processed. Try again, and tell us if it persists.', { instance });
    }
  };
}
