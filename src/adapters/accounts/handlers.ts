/**
 * The four account endpoints as web-standard handlers over the accounts core: claim a key, the
 * Stripe webhook, GET /api/v1/me and key rotation; plus `meteredCall`, the gate that keyed calls
 * of the POST endpoints and MCP pass before they run. Dependencies are injected (tests pass a
 * memory or local Blobs store and a local Stripe); src/adapters/accounts/deploy.ts builds them from env.
 */
import { AccountError, isAccountError } from '../../accounts/errors.ts';
import type { AccountsService, BillingEvent } from '../../accounts/service.ts';
import { ClaimKeyRequestSchema } from '../../schemas/account.ts';
import { corsHeaders } from '../http/cors.ts';
import { readJsonBody } from '../http/read-json.ts';
import { issuesToErrors } from '../http/validation.ts';
import { accountProblem, jsonResponse, problem } from './problems.ts';
import { PATHS } from '../../surfaces.ts';
import { PROBLEMS } from '../../schemas/problems.ts';

export interface AccountsHttpDeps {
  /** The service for this request (built per request: the Blobs environment is per request). */
  service: () => AccountsService;
  /** Verifies a webhook on its raw body; throws AccountError (invalid-signature, stripe-not-configured). */
  verifyWebhook: (rawBody: string, signature: string | null) => BillingEvent;
}

const CLAIM_PATH = PATHS.claimKey;
const WEBHOOK_PATH = PATHS.billingWebhook;
const ME_PATH = PATHS.me;
const ROTATE_PATH = PATHS.rotateKey;
const MAX_CLAIM_BYTES = 4 * 1024;
const MAX_WEBHOOK_BYTES = 512 * 1024;

function methodNotAllowed(method: string, path: string, allow: 'GET' | 'POST'): Response {
  return problem({ title: PROBLEMS['method-not-allowed'].title, status: PROBLEMS['method-not-allowed'].status, detail: `${method} is not allowed on ${path}; use ${allow}.`, code: 'method-not-allowed', instance: path }, { Allow: `${allow}, OPTIONS` });
}

/** Unknown failures: logged for the operator (no request data), a generic 500 for the caller. */
function failure(e: unknown, path: string): Response {
  if (isAccountError(e)) return accountProblem(e, path);
  console.error(`[accounts ${path}] unexpected error`, e instanceof Error ? e.name + ': ' + e.message : 'unknown');
  return problem({ title: PROBLEMS['internal-error'].title, status: PROBLEMS['internal-error'].status, detail: 'Something went wrong on our side; nothing was changed. Try again.', code: 'internal-error', instance: path });
}

/** POST /api/billing/claim-key: the section 3 state table and section 7 error table. */
export function claimKeyHandler(deps: AccountsHttpDeps): (req: Request) => Promise<Response> {
  return async (req) => {
    if (req.method === 'OPTIONS') return new Response(null, { status: 204, headers: corsHeaders() });
    if (req.method !== 'POST') return methodNotAllowed(req.method, CLAIM_PATH, 'POST');
    const body = await readJsonBody(req, MAX_CLAIM_BYTES);
    if (!body.ok) {
      const row = PROBLEMS[body.code as 'invalid-json' | 'payload-too-large' | 'unsupported-media-type'];
      return problem({ title: row.title, status: row.status, detail: body.detail, code: body.code as 'invalid-json', instance: CLAIM_PATH });
    }
    const parsed = ClaimKeyRequestSchema.safeParse(body.value);
    if (!parsed.success) {
      const errors = issuesToErrors(ClaimKeyRequestSchema, parsed.error.issues);
      return problem({
        title: PROBLEMS['invalid-request'].title,
        status: PROBLEMS['invalid-request'].status,
        detail: `Send checkout_session_id and email (nothing else): ${errors.map((e) => `${e.path || '(body)'}: ${e.message}`).join('; ')}.`,
        code: 'invalid-request',
        instance: CLAIM_PATH,
        errors,
      });
    }
    try {
      const service = deps.service();
      if (!service.billingConfigured) throw new AccountError('stripe-not-configured', 'Payments are not configured on this server (STRIPE_SECRET_KEY is missing), so keys cannot be claimed here.');
      return jsonResponse(await service.claim(parsed.data.checkout_session_id, parsed.data.email));
    } catch (e) {
      return failure(e, CLAIM_PATH);
    }
  };
}

/** POST /api/billing/webhook: verified on the raw body, fails closed, one effect per event. */
export function webhookHandler(deps: AccountsHttpDeps): (req: Request) => Promise<Response> {
  return async (req) => {
    if (req.method !== 'POST') return methodNotAllowed(req.method, WEBHOOK_PATH, 'POST');
    const declared = Number(req.headers.get('content-length') ?? '0');
    if (declared > MAX_WEBHOOK_BYTES) return problem({ title: PROBLEMS['payload-too-large'].title, status: PROBLEMS['payload-too-large'].status, detail: `The limit is ${MAX_WEBHOOK_BYTES} bytes.`, code: 'payload-too-large', instance: WEBHOOK_PATH });
    // The signature covers the exact bytes: read the raw text, never a re-serialised parse.
    const raw = await req.text();
    try {
      const event = deps.verifyWebhook(raw, req.headers.get('stripe-signature'));
      const { outcome } = await deps.service().handleEvent(event);
      return jsonResponse({ received: true, event_id: event.id, outcome });
    } catch (e) {
      return failure(e, WEBHOOK_PATH);
    }
  };
}

/** GET /api/v1/me: plan, monthly usage and connect pack of the calling key. */
export function meHandler(deps: AccountsHttpDeps): (req: Request) => Promise<Response> {
  return async (req) => {
    if (req.method === 'OPTIONS') return new Response(null, { status: 204, headers: { ...corsHeaders(), 'Access-Control-Allow-Methods': 'GET, OPTIONS' } });
    if (req.method !== 'GET') return methodNotAllowed(req.method, ME_PATH, 'GET');
    try {
      const service = deps.service();
      return jsonResponse(await service.me(await requireKey(service, req)));
    } catch (e) {
      return failure(e, ME_PATH);
    }
  };
}

/** POST /api/v1/keys/rotate: a new key, shown once; the calling key stops working at once. */
export function rotateHandler(deps: AccountsHttpDeps): (req: Request) => Promise<Response> {
  return async (req) => {
    if (req.method === 'OPTIONS') return new Response(null, { status: 204, headers: corsHeaders() });
    if (req.method !== 'POST') return methodNotAllowed(req.method, ROTATE_PATH, 'POST');
    try {
      const service = deps.service();
      return jsonResponse(await service.rotate(await requireKey(service, req)));
    } catch (e) {
      return failure(e, ROTATE_PATH);
    }
  };
}

/** The key record of the request's bearer key (never a query parameter); 401 otherwise. */
async function requireKey(service: AccountsService, req: Request) {
  const header = req.headers.get('authorization')?.trim() ?? '';
  if (header === '') throw new AccountError('unauthorized', 'Send the API key as "Authorization: Bearer <API_KEY>".');
  const key = /^Bearer\s+(\S+)$/i.exec(header)?.[1];
  if (!key) throw new AccountError('unauthorized', 'Authorization must be "Bearer <API_KEY>".');
  return service.authenticateKey(key);
}
