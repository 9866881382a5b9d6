/**
 * POST /mcp as a web-standard handler: stateless Streamable HTTP with JSON responses. Checks run
 * before the SDK sees the request: Origin (403), method (405; a GET never opens a stream),
 * credentials (401), content type (415), size (413), JSON (400, -32700) and batch size (400, -32600).
 */
import { WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js';
import { isProblem } from '../http/auth.ts';
import type { HandlerDeps } from '../http/operation-handler.ts';
import { readJsonBody } from '../http/read-json.ts';
import { checkRpcBody } from './rpc-checks.ts';
import { createMcpServer } from './server.ts';
import { MAX_BATCH } from '../../limits.ts';

export interface McpHandlerOptions {
  /** Origins allowed besides the site's own (e.g. a browser-based agent UI): MCP_ALLOWED_ORIGINS. */
  allowedOrigins: readonly string[];
  /** The configured site addresses (Netlify's URL, DEPLOY_URL, DEPLOY_PRIME_URL); their origins are allowed. */
  siteUrls?: readonly string[];
}

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);
const hostnameOf = (hostHeader: string): string => hostHeader.replace(/:\d+$/, '').toLowerCase();
function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/**
 * DNS-rebinding protection (MCP transport spec). A present Origin must be one of the configured
 * site addresses or MCP_ALLOWED_ORIGINS, never one built from the Host the client sent (a page on
 * a rebinding domain sends both). When serving locally (no public site address), the Host must be
 * a loopback name and so must the Origin.
 */
export function originProblem(req: Request, options: McpHandlerOptions): string | null {
  const host = hostnameOf(req.headers.get('host') ?? new URL(req.url).host);
  const sites = (options.siteUrls ?? []).map(originOf).filter((o): o is string => o !== null);
  const local = sites.length === 0 || sites.every((o) => LOOPBACK.has(new URL(o).hostname));
  if (local && !LOOPBACK.has(host)) return `Host ${host} is not served here.`;
  const origin = req.headers.get('origin');
  if (origin === null) return null;
  if (sites.includes(origin) || options.allowedOrigins.includes(origin)) return null;
  if (local && LOOPBACK.has(hostnameOf(originOf(origin)?.replace(/^https?:\/\//, '') ?? ''))) return null;
  return `Origin ${origin} is not allowed.`;
}

function rpcError(status: number, code: number, message: string, headers: Record<string, string> = {}, id: string | number | null = null): Response {
  return new Response(JSON.stringify({ jsonrpc: '2.0', error: { code, message }, id }), {
    status,
    headers: { 'Content-Type': 'application/json', 'Cache-Control': 'no-store', ...headers },
  });
}

function corsFor(origin: string | null): Record<string, string> {
  if (origin === null) return {};
  return {
    'Access-Control-Allow-Origin': origin,
    Vary: 'Origin',
    'Access-Control-Allow-Methods': 'POST, OPTIONS',
    'Access-Control-Allow-Headers': 'Content-Type, Accept, Authorization, Mcp-Protocol-Version, Mcp-Session-Id, Last-Event-ID',
    'Access-Control-Expose-Headers': 'Mcp-Session-Id, Mcp-Protocol-Version',
  };
}

export function mcpHandler(deps: HandlerDeps, options: McpHandlerOptions): (req: Request) => Promise<Response> {
  return async (req: Request): Promise<Response> => {
    // DNS-rebinding protection: Origin (and, served locally, Host) against the configured addresses.
    const refused = originProblem(req, options);
    if (refused !== null) return rpcError(403, -32000, refused);
    const origin = req.headers.get('origin');
    const cors = corsFor(origin);
    if (req.method === 'OPTIONS') return new Response(null, { status: 204, headers: cors });
    if (req.method !== 'POST') {
      return rpcError(405, -32000, `${req.method} is not supported: this server is stateless and answers POST only (no SSE stream, no session to delete).`, { Allow: 'POST, OPTIONS', ...cors });
    }
    const caller = await deps.authenticate(req);
    if (isProblem(caller)) return rpcError(caller.status, -32001, caller.detail, { ...(caller.status === 401 ? { 'WWW-Authenticate': 'Bearer' } : {}), ...cors });

    const accept = req.headers.get('accept') ?? '';
    if (!accept.includes('application/json') || !accept.includes('text/event-stream')) {
      return rpcError(406, -32000, 'Not Acceptable: Accept must list both application/json and text/event-stream.', cors);
    }
    const body = await readJsonBody(req);
    if (!body.ok) {
      const [status, code] = body.code === 'unsupported-media-type' ? [415, -32000] : body.code === 'payload-too-large' ? [413, -32000] : [400, -32700];
      return rpcError(status, code, body.code === 'invalid-json' ? `Parse error: ${body.detail}` : body.detail, cors);
    }
    if (Array.isArray(body.value) && body.value.length > MAX_BATCH) {
      return rpcError(400, -32600, `Invalid Request: at most ${MAX_BATCH} messages per batch.`, cors);
    }
    const malformed = checkRpcBody(body.value);
    if (malformed !== null) {
      // Not a message at all: HTTP 400. A well-formed request with bad params: a JSON-RPC error for its id (HTTP 200).
      return rpcError(malformed.code === -32600 ? 400 : 200, malformed.code, malformed.message, cors, malformed.id);
    }

    const server = createMcpServer({ catalog: await deps.loadCatalog(), caller, now: deps.now, services: deps.services }, (opId) => deps.meter(caller, opId, deps.now()));
    const transport = new WebStandardStreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
    try {
      await server.connect(transport);
      const res = await transport.handleRequest(req, { parsedBody: body.value });
      const headers = new Headers(res.headers);
      for (const [k, v] of Object.entries(cors)) headers.set(k, v);
      headers.set('Cache-Control', 'no-store');
      return new Response(res.body, { status: res.status, headers });
    } catch (e) {
      console.error('[mcp] unexpected error', e);
      return rpcError(500, -32603, 'Internal error; the request was not processed.', cors);
    } finally {
      await server.close();
    }
  };
}
