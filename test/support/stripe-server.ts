/**
 * A Stripe-shaped HTTP server on localhost, for tests and for `npm start` (scripts/stripe-local.ts):
 * Stripe's wire format (form bodies, `expand[0]=...`, `Authorization: Bearer sk_...`, error bodies
 * `{ error: { type, code, message } }`) for the calls this service makes, plus a hosted-checkout
 * stand-in (/checkout/:price -> /pay/:id) that completes a session, sends the signed
 * `checkout.session.completed` webhook and redirects to the success URL.
 * Written with erasable TypeScript only, so plain Node can run it.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { randomBytes } from 'node:crypto';
import Stripe from 'stripe';

export interface FakeSession {
  id: string;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'paid' | 'unpaid' | 'no_payment_required';
  email: string | null;
  price_id: string;
  subscription: string | null;
  success_url: string | null;
}

export interface StripeServerOptions {
  apiKey: string;
  port?: number;
  host?: string;
  /** Prices that cost nothing (their sessions complete as no_payment_required). */
  freePrices?: string[];
  /** Where /pay/:id delivers the signed checkout.session.completed event. */
  webhook?: { url: string; secret: string };
  /** Success URL of sessions made through /checkout/:price ({CHECKOUT_SESSION_ID} is replaced). */
  successUrl?: string;
}

export interface StripeServer {
  url: string;
  port: number;
  sessions: Map<string, FakeSession>;
  /** Requests seen, for assertions on the wire format. */
  requests: Array<{ method: string; path: string; query: string; body: string }>;
  addSession(s: Partial<FakeSession> & { price_id: string }): FakeSession;
  /** Signs a payload the way Stripe does (for webhook tests). */
  sign(payload: string, secret: string, timestamp?: number): string;
  stop(): Promise<void>;
}

const signer = new Stripe('sk_test_signer');

function newId(prefix: string): string {
  return `${prefix}_${randomBytes(12).toString('hex')}`;
}

function stripeError(res: ServerResponse, status: number, error: { type: string; code?: string; message: string; param?: string }): void {
  res.writeHead(status, { 'Content-Type': 'application/json', 'Request-Id': newId('req') });
  res.end(JSON.stringify({ error }));
}

function json(res: ServerResponse, body: unknown): void {
  res.writeHead(200, { 'Content-Type': 'application/json', 'Request-Id': newId('req') });
  res.end(JSON.stringify(body));
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString('utf8')));
    req.on('end', () => resolve(body));
    req.on('error', reject);
  });
}

/** `expand[]=a`, `expand[0]=a` and `expand=a` all name `a`, as on Stripe. */
function expandList(params: URLSearchParams): string[] {
  const out: string[] = [];
  for (const [k, v] of params) if (k === 'expand' || k === 'expand[]' || /^expand\[\d+\]$/.test(k)) out.push(v);
  return out;
}

export function sessionObject(s: FakeSession, base: string, expand: string[]): Record<string, unknown> {
  const obj: Record<string, unknown> = {
    id: s.id,
    object: 'checkout.session',
    livemode: false,
    mode: s.subscription ? 'subscription' : 'payment',
    status: s.status,
    payment_status: s.payment_status,
    customer_email: s.email,
    customer_details: s.status === 'complete' ? { email: s.email, name: null, phone: null, address: null, tax_exempt: 'none', tax_ids: [] } : null,
    subscription: s.subscription,
    success_url: s.success_url,
    url: s.status === 'open' ? `${base}/pay/${s.id}` : null,
  };
  if (expand.includes('line_items')) {
    obj.line_items = {
      object: 'list',
      has_more: false,
      url: `/v1/checkout/sessions/${s.id}/line_items`,
      data: [{ id: newId('li'), object: 'item', quantity: 1, price: { id: s.price_id, object: 'price' } }],
    };
  }
  return obj;
}

export async function startStripeServer(opts: StripeServerOptions): Promise<StripeServer> {
  const sessions = new Map<string, FakeSession>();
  const requests: StripeServer['requests'] = [];
  const free = new Set(opts.freePrices ?? []);
  let base = '';

  const addSession = (s: Partial<FakeSession> & { price_id: string }): FakeSession => {
    const full: FakeSession = { id: newId('cs_test'), status: 'complete', payment_status: free.has(s.price_id) ? 'no_payment_required' : 'paid', email: 'buyer@example.com', subscription: null, success_url: opts.successUrl ?? null, ...s };
    sessions.set(full.id, full);
    return full;
  };

  const deliverCompleted = async (s: FakeSession): Promise<void> => {
    if (!opts.webhook) return;
    const payload = JSON.stringify({ id: newId('evt'), object: 'event', type: 'checkout.session.completed', created: Math.floor(Date.now() / 1000), data: { object: sessionObject(s, base, []) } });
    const header = signer.webhooks.generateTestHeaderString({ payload, secret: opts.webhook.secret });
    await fetch(opts.webhook.url, { method: 'POST', headers: { 'Content-Type': 'application/json', 'Stripe-Signature': header }, body: payload }).catch(() => {});
  };

  const handle = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const url = new URL(req.url ?? '/', 'http://x');
    const body = req.method === 'POST' ? await readBody(req) : '';
    requests.push({ method: req.method ?? '', path: url.pathname, query: url.search, body });

    // Hosted-checkout stand-in (what a browser sees; no API key).
    const checkout = /^\/checkout\/([A-Za-z0-9_]+)$/.exec(url.pathname);
    if (checkout && req.method === 'GET') {
      const s = addSession({ price_id: checkout[1]!, status: 'open', payment_status: 'unpaid', email: null, subscription: free.has(checkout[1]!) ? null : newId('sub') });
      res.writeHead(303, { Location: `/pay/${s.id}` });
      res.end();
      return;
    }
    const pay = /^\/pay\/([A-Za-z0-9_]+)$/.exec(url.pathname);
    if (pay) {
      const s = sessions.get(pay[1]!);
      if (!s) return stripeError(res, 404, { type: 'invalid_request_error', code: 'resource_missing', message: 'No such checkout session.' });
      if (req.method === 'GET') {
        res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
        res.end(`<!doctype html><meta name="viewport" content="width=device-width"><title>Test checkout</title><h1>Test checkout (local Stripe stand-in)</h1><p>Price <code>${s.price_id}</code>. No real payment.</p><form method="post"><label>E-mail <input name="email" type="email" required value="buyer@example.com"></label> <button>Pay</button></form>`);
        return;
      }
      const form = new URLSearchParams(body);
      s.email = form.get('email') ?? s.email;
      s.status = 'complete';
      s.payment_status = free.has(s.price_id) ? 'no_payment_required' : 'paid';
      await deliverCompleted(s);
      const target = (s.success_url ?? `${base}/done?session_id={CHECKOUT_SESSION_ID}`).replace('{CHECKOUT_SESSION_ID}', s.id);
      res.writeHead(303, { Location: target });
      res.end();
      return;
    }

    // The API: bearer secret key, as on Stripe.
    const auth = req.headers.authorization ?? '';
    if (auth !== `Bearer ${opts.apiKey}`) {
      return stripeError(res, 401, { type: 'invalid_request_error', message: 'Invalid API Key provided.' });
    }
    const one = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(url.pathname);
    if (one && req.method === 'GET') {
      const id = decodeURIComponent(one[1]!);
      const s = sessions.get(id);
      if (!s) return stripeError(res, 404, { type: 'invalid_request_error', code: 'resource_missing', param: 'id', message: `No such checkout.session: '${id}'` });
      return json(res, sessionObject(s, base, expandList(url.searchParams)));
    }
    if (url.pathname === '/v1/checkout/sessions' && req.method === 'POST') {
      const form = new URLSearchParams(body);
      const price = form.get('line_items[0][price]');
      if (!price) return stripeError(res, 400, { type: 'invalid_request_error', code: 'parameter_missing', param: 'line_items', message: 'Missing required param: line_items.' });
      const s = addSession({ price_id: price, status: 'open', payment_status: 'unpaid', email: form.get('customer_email'), success_url: form.get('success_url'), subscription: form.get('mode') === 'subscription' ? newId('sub') : null });
      return json(res, sessionObject(s, base, expandList(form)));
    }
    return stripeError(res, 404, { type: 'invalid_request_error', message: `Unrecognized request URL (${req.method}: ${url.pathname}).` });
  };

  const server: Server = createServer((req, res) => {
    handle(req, res).catch(() => stripeError(res, 500, { type: 'api_error', message: 'Stand-in failure.' }));
  });
  await new Promise<void>((resolve) => server.listen(opts.port ?? 0, opts.host ?? '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  base = `http://127.0.0.1:${port}`;
  return {
    url: base,
    port,
    sessions,
    requests,
    addSession,
    sign: (payload, secret, timestamp) => signer.webhooks.generateTestHeaderString({ payload, secret, ...(timestamp ? { timestamp } : {}) }),
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
