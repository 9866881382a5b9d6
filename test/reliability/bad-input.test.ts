/**
 * The bad-input corpus (reliability R-bad-input): every dynamic endpoint — the four POST
 * operations, /mcp, claim, webhook, me and rotate — gets the requests a careless or hostile
 * client sends: malformed and truncated JSON, arrays and strings instead of objects, empty
 * bodies, wrong and missing content types, oversized bodies, 100,000-character strings, deep
 * nesting, __proto__ and constructor keys, NUL bytes, invalid UTF-8, emoji and right-to-left text,
 * numbers as strings, floats for integers, negative and zero durations, enums in the wrong case,
 * unknown fields, wrong methods and keys in the query string. Every answer must be a 4xx problem
 * (application/problem+json, or a JSON-RPC error on /mcp) whose `status` equals the HTTP status —
 * never a 5xx, never a stack trace or a file path — and the next valid call must still succeed.
 * The real handlers run in-process (the same code the functions serve); the e2e contract test
 * sends a representative slice through the served site.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountsService } from '../../src/accounts/service.ts';
import { MemoryStore } from '../../src/accounts/store.ts';
import { claimKeyHandler, meHandler, rotateHandler, webhookHandler, type AccountsHttpDeps } from '../../src/adapters/accounts/handlers.ts';
import { makeHandler } from '../../src/adapters/http/operation-handler.ts';
import { mcpHandler } from '../../src/adapters/mcp/handler.ts';
import { StripeBilling, stripeClient, verifyWebhook } from '../../src/adapters/stripe/stripe-billing.ts';
import { catalog } from '../../src/catalog/load.ts';
import { MAX_BODY_BYTES } from '../../src/limits.ts';
import { restOperation } from '../../src/operations.ts';
import { PATHS } from '../../src/surfaces.ts';
import { testDeps } from '../support/deps.ts';
import { startStripeServer, type StripeServer } from '../support/stripe-server.ts';

type Handler = (req: Request) => Promise<Response>;
const KEY = 'sk_test_corpus';
let stripe: StripeServer;
let accounts: AccountsHttpDeps;
beforeAll(async () => {
  stripe = await startStripeServer({ apiKey: KEY, freePrices: ['price_free'] });
  const client = stripeClient({ STRIPE_SECRET_KEY: KEY, STRIPE_API_BASE: stripe.url })!;
  const service = new AccountsService({ store: new MemoryStore(), billing: new StripeBilling(client), config: { priceToPlan: { price_indie: 'indie' }, baseUrl: 'https://soundlane.example' }, now: () => new Date() });
  accounts = { service: () => service, verifyWebhook: (raw, sig) => verifyWebhook(client, raw, sig, 'whsec_corpus') };
});
afterAll(async () => stripe?.stop());

const deps = testDeps(catalog);
const JSON_HEADERS = { 'content-type': 'application/json' };
const MCP_HEADERS = { ...JSON_HEADERS, accept: 'application/json, text/event-stream' };

/** A 20,000-deep array: parsing it is fine, walking it recursively is not. */
const DEEP = `${'['.repeat(20_000)}${']'.repeat(20_000)}`;
const HUGE = 'x'.repeat(100_000);

interface Endpoint {
  name: string;
  path: string;
  method: 'GET' | 'POST';
  handler: () => Handler;
  headers: Record<string, string>;
  /** A valid request body (null: the endpoint takes none). */
  valid: unknown;
  /** Bodies with the right shape but wrong values for this endpoint (`{ raw }`: sent as written). */
  wrongValues: unknown[];
  /** The status a valid call answers here with test dependencies (claim: the session is not known: 404). */
  validStatus: number;
}

const op = (name: string, path: string, valid: unknown, wrongValues: unknown[]): Endpoint => ({
  name, path, method: 'POST', handler: () => makeHandler(restOperation(path), deps), headers: JSON_HEADERS, valid, wrongValues, validStatus: 200,
});

const ENDPOINTS: Endpoint[] = [
  op('recommend', PATHS.recommend, { description: 'street corn elote recipe', duration_s: 30 }, [
    { description: 'x', duration_s: -5 }, { description: 'x', duration_s: 0 }, { description: 'x', duration_s: '30' }, { description: 'x', duration_s: 30.5 },
    { description: 'x', platform: 'TikTok' }, { description: 'x', voiceover: 'yes' }, { description: 'x', unknown_field: 1 }, {}, { description: HUGE },
    { description: 'a\u0000b' }, JSON.parse('{"__proto__": {"polluted": true}, "description": "x"}'), { constructor: { prototype: { polluted: true } }, description: 'x' },
  ]),
  op('brief', PATHS.brief, { sound_slug: 'kitchen-window', description: 'overnight oats', duration_s: 30 }, [
    { sound_slug: 'KITCHEN-WINDOW', description: 'x' }, { sound_slug: 'no-such-sound', description: 'x' }, { sound_slug: 'kitchen-window', description: 'x', duration_s: 0 }, { description: 'x' },
  ]),
  op('clip-pack', PATHS.clipPack, { mode: 'clip_to_sound', clip: { topic: 'fashion outfit', duration_s: 30, platform: 'shortvideo' } }, [
    { clip: { topic: 'x', duration_s: -1, platform: 'shortvideo' } }, { clip: { topic: 'x', duration_s: 30, platform: 'Shortvideo' } }, { mode: 'CLIP_TO_SOUND', clip: { topic: 'x', platform: 'shortvideo' } },
    { clip: { topic: 'x', platform: 'shortvideo', payoff_at_ms: 99_000, duration_s: 10 } }, { clip: 'fashion outfit' }, { raw: `{"clip":{"topic":"x","platform":"shortvideo","x":${DEEP}}}` },
    { clip: { topic: '🎬🔥💃 مرحبا بالعالم שלום', platform: 'shortvideo', duration_s: '15' } },
  ]),
  op('concierge', PATHS.concierge, { message: '30s AI-gen fashion outfit, no voiceover' }, [
    { message: '' }, { message: HUGE }, { message: 42 }, { message: 'x', duration_s: 0 }, { message: 'x', extra: true }, { message: ['a'] },
  ]),
  { name: 'mcp', path: PATHS.mcp, method: 'POST', handler: () => mcpHandler(deps, { allowedOrigins: [], siteUrls: ['http://local.test'] }), headers: MCP_HEADERS, valid: { jsonrpc: '2.0', id: 1, method: 'tools/list' }, validStatus: 200, wrongValues: [
    { jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'recommend_sound', arguments: { duration_s: -1 } } },
    { jsonrpc: '1.0', id: 1, method: 'tools/list' }, { jsonrpc: '2.0', id: 1, method: 'prompts/get', params: { name: 7 } },
  ] },
  { name: 'claim-key', path: PATHS.claimKey, method: 'POST', handler: () => claimKeyHandler(accounts), headers: JSON_HEADERS, valid: { checkout_session_id: 'cs_test_unknown', email: 'a@example.com' }, validStatus: 404, wrongValues: [
    { checkout_session_id: '', email: 'a@example.com' }, { checkout_session_id: 'cs', email: 'not-an-email' }, { checkout_session_id: HUGE, email: 'a@example.com' }, { checkout_session_id: 'cs', email: 'a@example.com', plan: 'scale' },
  ] },
  { name: 'billing-webhook', path: PATHS.billingWebhook, method: 'POST', handler: () => webhookHandler(accounts), headers: JSON_HEADERS, valid: null, validStatus: 400, wrongValues: [{ id: 'evt_1', type: 'checkout.session.completed' }] },
  { name: 'me', path: PATHS.me, method: 'GET', handler: () => meHandler(accounts), headers: {}, valid: null, validStatus: 401, wrongValues: [] },
  { name: 'keys-rotate', path: PATHS.rotateKey, method: 'POST', handler: () => rotateHandler(accounts), headers: {}, valid: null, validStatus: 401, wrongValues: [] },
];

/** Raw bodies that are not the JSON object an endpoint wants. */
const RAW_BODIES: Array<[string, BodyInit]> = [
  ['malformed JSON', '{"description": '],
  ['truncated JSON', '{"description": "street corn"'],
  ['an array', '[1, 2, 3]'],
  ['a string', '"street corn"'],
  ['a number', '42'],
  ['null', 'null'],
  ['an empty body', ''],
  ['deep nesting', DEEP],
  ['invalid UTF-8', new Uint8Array([0x7b, 0x22, 0x64, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d])],
  ['a NUL byte', '{"description":"a\u0000"}\u0000'],
  ['a body over the limit', `{"description":"${'x'.repeat(MAX_BODY_BYTES + 10)}"}`],
];

/** A 4xx answer in the endpoint's error language, with nothing internal in it. */
async function expectRefused(res: Response, label: string, mcp: boolean): Promise<void> {
  const text = await res.text();
  expect(res.status, `${label}: ${text.slice(0, 200)}`).toBeGreaterThanOrEqual(400);
  expect(res.status, `${label}: ${text.slice(0, 200)}`).toBeLessThan(500);
  expect(text, label).not.toMatch(/\bat [\w.<>]+ \(|node:internal|\/work\/|\/src\/|\.ts:\d+|Error: /);
  const type = res.headers.get('content-type') ?? '';
  const body = JSON.parse(text) as { status?: number; error?: { code: number; message: string } };
  if (mcp) {
    expect(type, label).toMatch(/json/);
    expect(typeof body.error?.code, label).toBe('number');
  } else {
    expect(type, label).toMatch(/^application\/problem\+json/);
    expect(body.status, label).toBe(res.status);
  }
}

async function expectStillServes(e: Endpoint): Promise<void> {
  const res = await e.handler()(new Request(`http://local.test${e.path}`, { method: e.method, headers: e.headers, body: e.valid === null ? undefined : JSON.stringify(e.valid) }));
  expect(res.status, `${e.name} after the corpus`).toBe(e.validStatus);
  await res.arrayBuffer();
}

describe.each(ENDPOINTS.map((e) => [e.name, e]))('bad input on %s', (_name, e) => {
  const mcp = e.name === 'mcp';
  const send = (body: BodyInit | undefined, headers: Record<string, string> = e.headers, method: string = e.method, query = '') =>
    e.handler()(new Request(`http://local.test${e.path}${query}`, { method, headers, body: method === 'GET' || method === 'HEAD' ? undefined : body }));

  it.runIf(e.method === 'POST' && e.name !== 'keys-rotate')('refuses bodies that are not the JSON object it wants', async () => {
    for (const [label, body] of RAW_BODIES) await expectRefused(await send(body), `${e.name}: ${label}`, mcp);
    await expectStillServes(e);
  });

  it.runIf(e.method === 'POST' && e.name !== 'keys-rotate' && e.name !== 'billing-webhook')('refuses a wrong or missing content type', async () => {
    const valid = JSON.stringify(e.valid);
    await expectRefused(await send(valid, { ...e.headers, 'content-type': 'text/plain' }), `${e.name}: text/plain`, mcp);
    const { 'content-type': _drop, ...noType } = e.headers;
    await expectRefused(await send(valid, noType), `${e.name}: no content type`, mcp);
    await expectStillServes(e);
  });

  it.runIf(e.wrongValues.length > 0)('refuses wrong values, naming what is wrong', async () => {
    for (const body of e.wrongValues) {
      const raw = typeof body === 'object' && body !== null && 'raw' in body ? String((body as { raw: string }).raw) : null;
      const res = await send(raw ?? JSON.stringify(body));
      if (mcp && res.status === 200) {
        // A well-formed JSON-RPC request with bad params: a JSON-RPC error or a tool error, never a result.
        const answer = (await res.json()) as { error?: unknown; result?: { isError?: boolean } };
        expect(answer.error !== undefined || answer.result?.isError === true, (raw ?? JSON.stringify(body)).slice(0, 80)).toBe(true);
        continue;
      }
      await expectRefused(res, `${e.name}: ${(raw ?? JSON.stringify(body)).slice(0, 80)}`, mcp);
    }
    // Prototype pollution: no key of a request reaches Object.prototype.
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    await expectStillServes(e);
  });

  it('refuses the wrong method with an Allow header', async () => {
    for (const method of ['PUT', 'DELETE', 'PATCH', e.method === 'GET' ? 'POST' : 'GET']) {
      const res = await send(undefined, e.headers, method);
      expect(res.status, `${e.name} ${method}`).toBe(405);
      expect(res.headers.get('allow'), `${e.name} ${method}`).toMatch(new RegExp(e.method));
      await res.arrayBuffer();
    }
    await expectStillServes(e);
  });

  it('never takes a key from the query string', async () => {
    const res = await send(e.valid === null ? undefined : JSON.stringify(e.valid), e.headers, e.method, '?key=sndl_000000000000000000000000000000000000aaaaaa&api_key=x');
    // A query key neither authenticates (me and rotate still need a bearer key) nor breaks a public call.
    expect(res.status, e.name).toBe(e.validStatus);
    await res.arrayBuffer();
  });
});
