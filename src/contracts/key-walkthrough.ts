/**
 * The evaluate → pay → claim → verify walk-through on the developers page, with answers produced
 * by the real accounts core (src/accounts/service.ts) at build time: an in-memory store and one
 * example paid checkout session stand in for Netlify Blobs and Stripe. The key material in the
 * answers is replaced by placeholders (a real key is shown once, to its buyer only).
 */
import type { Catalog } from '../catalog/load.ts';
import { AccountsService, type BillingPort } from '../accounts/service.ts';
import { MemoryStore } from '../accounts/store.ts';
import { PATHS } from '../surfaces.ts';

export interface WalkthroughStep {
  step: 'evaluate' | 'pay' | 'claim' | 'verify' | 'call';
  title: string;
  text: string;
  request: string;
  response: string | null;
}

const SESSION = 'cs_test_a1B2c3D4e5F6g7H8';
const EMAIL = 'buyer@example.com';
const INDIE_PRICE = 'price_indie_example';
const KEY_PLACEHOLDER = 'sndl_YOUR_KEY_SHOWN_ONCE';

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
      request: `curl -s ${base}${PATHS.recommend} -H 'Content-Type: application/json' -d '{"description":"street corn elote recipe","duration_s":30}'\ncurl -s ${base}${PATHS.data}plans.json`,
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
      request: `curl -s ${base}${PATHS.claimKey} -H 'Content-Type: application/json' \\\n  -d '{"checkout_session_id":"${SESSION}","email":"${EMAIL}"}'`,
      response: redact(claimed, keyId, key),
    },
    {
      step: 'verify',
      title: 'Verify',
      text: 'Plan, calls used and left this UTC month, and where the quota resets.',
      request: `curl -s ${base}${PATHS.me} -H 'Authorization: Bearer ${KEY_PLACEHOLDER}'`,
      response: redact(me, keyId, key),
    },
    {
      step: 'call',
      title: 'Call with the key',
      text: `Send the key on any planning call or MCP tools/call; each keyed call counts one against the month. Used up: 429 with reset_at and Retry-After. Lost or leaked: rotate with POST ${PATHS.rotateKey}.`,
      request: `curl -s ${base}${PATHS.clipPack} -H 'Authorization: Bearer ${KEY_PLACEHOLDER}' -H 'Content-Type: application/json' \\\n  -d '{"mode":"clip_to_sound","clip":{"topic":"street corn elote recipe","duration_s":30,"platform":"shortvideo"}}'`,
      response: null,
    },
  ];
}
