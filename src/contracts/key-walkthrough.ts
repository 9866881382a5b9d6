/**
 * The evaluate → pay → claim → verify walk-through on the developers page, with answers produced
 * by the real accounts core (src/accounts/service.ts) at build time: an in-memory store and one
 * example paid checkout session stand in for Netlify Blobs and Stripe. The key material in the
 * answers is replaced by placeholders (a real key is shown once, to its buyer only).
 */
import type { Catalog } from '../catalog/load.ts';
import { AccountsService, type BillingPort } from '../accounts/service.ts';
import { MemoryStore } from '../accounts/store.ts';
import { DATA_FILES } from '../catalog/data-files.ts';
import { accountEndpoints, clipPackOperation, recommendOperation, type RestBinding } from '../operations.ts';
import { ClaimKeyRequestSchema, type ClaimKeyRequest } from '../schemas/accounts.ts';
import { PATHS, dataPath } from '../surfaces.ts';

/** A request schema's first example, as the developers page and the client examples use it. */
function exampleOf(schema: { meta: () => Record<string, unknown> | undefined }): unknown {
  return ((schema.meta()?.examples as unknown[] | undefined) ?? [])[0];
}

export interface WalkthroughStep {
  step: 'evaluate' | 'pay' | 'claim' | 'verify' | 'call';
  title: string;
  text: string;
  request: string;
  response: string | null;
}

// The claim request's own example (src/schemas/account.ts) is the example checkout of the walk-through.
const CLAIM = exampleOf(ClaimKeyRequestSchema) as ClaimKeyRequest;
const SESSION = CLAIM.checkout_session_id;
const EMAIL = CLAIM.email;
const INDIE_PRICE = 'price_indie_example';
const KEY_PLACEHOLDER = 'sndl_YOUR_KEY_SHOWN_ONCE';

const endpoint = (id: string): RestBinding => accountEndpoints.find((e) => e.id === id)!.rest;

/**
 * The exact curl command for a declared endpoint: its method and path, the key when it takes one
 * (or when given), and a JSON body when there is one.
 */
export function curlFor(base: string, rest: RestBinding, opts: { body?: unknown; key?: string } = {}): string {
  const parts = [`curl -s${rest.method === 'POST' && opts.body === undefined ? ' -X POST' : ''} ${base}${rest.path}`];
  if (opts.key !== undefined || rest.auth === 'required') parts.push(`-H 'Authorization: Bearer ${opts.key ?? KEY_PLACEHOLDER}'`);
  if (opts.body !== undefined) parts.push(`-H 'Content-Type: application/json'`, `-d '${JSON.stringify(opts.body)}'`);
  // The body on its own line, the way a person would paste it.
  return parts.length > 2 ? `${parts.slice(0, -1).join(' ')} \\\n  ${parts.at(-1)}` : parts.join(' ');
}

/** Replaces the key id and the key in an answer by placeholders, so the page never carries key material. */
function redact(body: unknown, keyId: string, key: string): string {
  return JSON.stringify(body, null, 2).replaceAll(key, KEY_PLACEHOLDER).replaceAll(keyId, 'key_EXAMPLE').replace(/"key_prefix": "[^"]*"/g, '"key_prefix": "sndl_YOUR"');
}

export async function keyWalkthrough(c: Catalog): Promise<WalkthroughStep[]> {
  const base = c.service.base_url;
  const billing: BillingPort = {
    retrieveSession: async (id) => (id === SESSION ? { id, status: 'complete', payment_status: 'paid', email: EMAIL, price_ids: [INDIE_PRICE], subscription_id: 'sub_example' } : null),
  };
  const service = new AccountsService({ store: new MemoryStore(), billing, config: { priceToPlan: { [INDIE_PRICE]: 'indie' }, baseUrl: base }, now: () => new Date(`${c.service.catalog_updated}T12:00:00Z`) });
  const claimed = await service.claim(SESSION, EMAIL);
  const { key_id: keyId, api_key: key } = claimed.api_client;
  const record = await service.authenticateKey(key);
  await service.meter(record.key_id);
  const me = await service.me(record);
  return [
    {
      step: 'evaluate',
      title: 'Evaluate',
      text: 'Every planning endpoint and the MCP server answer without a key. Try them, read the offer and the plans.',
      request: `${curlFor(base, recommendOperation.rest!, { body: exampleOf(recommendOperation.input) })}\ncurl -s ${base}${dataPath(DATA_FILES.plans.file)}`,
      response: null,
    },
    {
      step: 'pay',
      title: 'Pay',
      text: `Choose a plan on ${PATHS.pricing} and pay through hosted Stripe Checkout. Checkout returns you to ${PATHS.apiConnect}?session_id=<CHECKOUT_SESSION_ID>.`,
      request: `${base}${PATHS.pricing}  →  Stripe Checkout  →  ${base}${PATHS.apiConnect}?session_id=${SESSION}`,
      response: null,
    },
    {
      step: 'claim',
      title: 'Claim (once)',
      text: `The claim page does this for you. The key is shown once: store it. Claiming again answers 409 and shows no key; 404 means the payment is not confirmed yet, retry in a moment.`,
      request: curlFor(base, endpoint('claimKey'), { body: CLAIM }),
      response: redact(claimed, keyId, key),
    },
    {
      step: 'verify',
      title: 'Verify',
      text: 'Plan, calls used and left this UTC month, and where the quota resets.',
      request: curlFor(base, endpoint('getMe')),
      response: redact(me, keyId, key),
    },
    {
      step: 'call',
      title: 'Call with the key',
      text: `Send the key on any planning call or MCP tools/call; each keyed call counts one against the month. Used up: 429 with reset_at and Retry-After. Lost or leaked: rotate it (the second command); the old key stops at once.`,
      request: `${curlFor(base, clipPackOperation.rest!, { key: KEY_PLACEHOLDER, body: exampleOf(clipPackOperation.input) })}\n${curlFor(base, endpoint('rotateKey'))}`,
      response: null,
    },
  ];
}
