// The local front door: a small HTTP proxy in front of `netlify serve` for `npm start` and the e2e
// tests. netlify-cli's local proxy exits on a few single requests (a body that stops arriving, a
// body over about 6 MB, a malformed percent-escape such as /%ff) and answers TRACE with a stack
// trace. Production Netlify is not that proxy, but whatever a person runs locally must survive
// them, so this guard answers those requests itself with a problem+json and forwards the rest.
// Chosen over patching node_modules (a patch breaks on every CLI update) and over a bare restart
// supervisor (a restart drops every request in flight). See README, "Limits and choices".
import http from 'node:http';
import { PROBLEMS } from '../src/schemas/problems.ts';

/** The largest body forwarded; larger ones get 413 before the CLI sees them (Netlify's own limit is 6 MB). */
export const MAX_BODY_BYTES = 6 * 1024 * 1024;
/** A body that has not finished arriving after this long gets 408. */
export const BODY_TIMEOUT_MS = 10_000;
const ALLOWED_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];
/** The static answers kept in memory: at most this many, each at most this large. */
const MAX_CACHED_ENTRIES = 500;
const MAX_CACHED_BYTES = 2 * 1024 * 1024;

/** The cache key of a plain static GET or HEAD (no conditional or range request, no credentials), or null. */
function staticKey(req) {
  if (req.method !== 'GET' && req.method !== 'HEAD') return null;
  const h = req.headers;
  if (h['if-none-match'] || h['if-modified-since'] || h.range || h.authorization || h.cookie) return null;
  return `${req.url} ${h['accept-encoding'] ?? ''} ${h.origin ?? ''}`;
}

/** A 200 the CDN would keep: no cookie, not marked private or no-store. */
function storable(upRes) {
  const cc = String(upRes.headers['cache-control'] ?? '');
  return upRes.statusCode === 200 && upRes.headers['set-cookie'] === undefined && !/no-store|private/.test(cc);
}

function problem(res, status, title, detail, headers = {}) {
  if (res.headersSent) return res.destroy();
  const body = JSON.stringify({ type: `about:blank`, title, status, detail });
  res.writeHead(status, { 'content-type': 'application/problem+json', 'cache-control': 'no-store', 'x-content-type-options': 'nosniff', connection: 'close', ...headers });
  res.end(body);
}

/** True when every percent-escape of the path decodes to valid UTF-8. */
function decodablePath(url) {
  try {
    decodeURIComponent((url ?? '/').split('?')[0]);
    return true;
  } catch {
    return false;
  }
}

/**
 * Starts the guard on `port`, forwarding to `upstreamPort` on 127.0.0.1, or, when `functions`
 * (`{ port, paths: Set }`, read per request) lists the request's path, to the warm functions host
 * (scripts/local-functions.mjs). Resolves with the
 * server once it listens. `upstreamReady()` may return false while the upstream restarts: the
 * guard then answers 503 with Retry-After instead of a connection error.
 */
export function startGuard({ port, host = '127.0.0.1', upstreamPort, upstreamReady = () => true, functions = /** @type {{ port: number, paths: Set<string> } | null} */ (null), cacheStatic = false, log = () => {} }) {
  // The static site does not change while it is served: a page or JSON file answered once by the
  // CLI (its _redirects, netlify.toml headers and all) is answered again from memory, as a CDN
  // would. The CLI's proxy takes about a second per request under 20 connections, its static
  // server a few milliseconds; functions are never cached.
  const staticCache = cacheStatic ? new Map() : null;
  const remember = (key, upRes, body) => {
    if (staticCache === null || body.length > MAX_CACHED_BYTES) return;
    if (staticCache.size >= MAX_CACHED_ENTRIES) staticCache.delete(staticCache.keys().next().value);
    const headers = { ...upRes.headers };
    // Per-answer headers are not replayed (a request id names one request).
    for (const h of ['connection', 'keep-alive', 'transfer-encoding', 'date', 'x-nf-request-id']) delete headers[h];
    headers['content-length'] = String(body.length);
    staticCache.set(key, { status: upRes.statusCode ?? 200, headers, body });
  };
  const server = http.createServer((req, res) => {
    if (!ALLOWED_METHODS.includes(req.method ?? '')) return problem(res, 405, PROBLEMS['method-not-allowed'].title, `${req.method} is not served here.`, { allow: ALLOWED_METHODS.join(', ') });
    if (!decodablePath(req.url)) return problem(res, 400, 'Bad request', 'The path has a malformed percent-escape.');
    const declared = Number(req.headers['content-length'] ?? 0);
    if (declared > MAX_BODY_BYTES) return problem(res, 413, PROBLEMS['payload-too-large'].title, `Request bodies are limited to ${MAX_BODY_BYTES} bytes.`);
    if (!upstreamReady()) return problem(res, 503, 'Service unavailable', 'The local server is restarting; retry in a moment.', { 'retry-after': '2' });

    // Read the whole body first (bounded in size and time), so a stalled or oversized upload never reaches the CLI.
    const chunks = [];
    let size = 0;
    let done = false;
    const timer = setTimeout(() => {
      if (done) return;
      done = true;
      problem(res, 408, 'Request timeout', `The request body did not arrive within ${BODY_TIMEOUT_MS / 1000} s.`);
      req.destroy();
    }, BODY_TIMEOUT_MS);
    req.on('data', (c) => {
      if (done) return;
      size += c.length;
      if (size > MAX_BODY_BYTES) {
        done = true;
        clearTimeout(timer);
        problem(res, 413, PROBLEMS['payload-too-large'].title, `Request bodies are limited to ${MAX_BODY_BYTES} bytes.`);
        req.destroy();
        return;
      }
      chunks.push(c);
    });
    req.on('error', () => {
      done = true;
      clearTimeout(timer);
    });
    req.on('end', () => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      const body = Buffer.concat(chunks);
      const headers = { ...req.headers, 'content-length': String(body.length) };
      delete headers['transfer-encoding'];
      const path = (req.url ?? '/').split('?')[0];
      const target = functions?.port && functions.paths.has(path) ? functions.port : upstreamPort;
      const cacheKey = target === upstreamPort && staticCache !== null ? staticKey(req) : null;
      const hit = cacheKey === null ? undefined : staticCache.get(cacheKey);
      if (hit !== undefined) {
        res.writeHead(hit.status, hit.headers);
        res.end(req.method === 'HEAD' ? undefined : hit.body);
        return;
      }
      const up = http.request({ host: '127.0.0.1', port: target, method: req.method, path: req.url, headers }, (upRes) => {
        res.writeHead(upRes.statusCode ?? 502, upRes.headers);
        if (cacheKey !== null && req.method === 'GET' && storable(upRes)) {
          const parts = [];
          upRes.on('data', (c) => parts.push(c));
          upRes.on('end', () => remember(cacheKey, upRes, Buffer.concat(parts)));
        }
        upRes.pipe(res);
      });
      up.on('error', (e) => {
        log(`upstream error: ${e.message}`);
        problem(res, 503, 'Service unavailable', 'The local server is restarting; retry in a moment.', { 'retry-after': '2' });
      });
      up.end(body);
    });
  });
  server.on('clientError', (_err, socket) => {
    if (socket.writable) socket.end('HTTP/1.1 400 Bad Request\r\ncontent-type: application/problem+json\r\nconnection: close\r\n\r\n{"type":"about:blank","title":"Bad request","status":400}');
  });
  /** Forgets every static answer: the CLI rebuilds dist/ when it restarts. */
  server.clearStaticCache = () => staticCache?.clear();
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}
