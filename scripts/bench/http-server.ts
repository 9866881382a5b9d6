/**
 * A child process for the HTTP job: a minimal node http server, either mounting the real function
 * handlers (netlify/functions/*.mts default exports, web-standard Request -> Response) or, with
 * `bare`, answering precomputed bytes per path without running anything. Prints its port.
 * Usage: node --experimental-strip-types http-server.ts real|bare [bare-bytes.json]
 */
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { FUNCTIONS as DECLARED, PATHS } from '../../src/surfaces.ts';

type Handler = (req: Request, context?: unknown) => Promise<Response> | Response;
interface Canned { status: number; headers: Record<string, string>; body: string }

/** The function files mounted, by public path. */
export const FUNCTIONS: Record<string, string> = Object.fromEntries(
  DECLARED.filter((f) => ['recommend', 'clipPack', 'concierge', 'mcp'].includes(f.path)).map((f) => [PATHS[f.path], `../../netlify/functions/${f.name}.mts`]),
);

/** The handler a function module exports, whatever its shape on main (a function, or an object with fetch/handler). */
export function handlerOf(mod: Record<string, unknown>): Handler {
  const d = mod.default as unknown;
  if (typeof d === 'function') return d as Handler;
  if (d && typeof d === 'object') {
    for (const k of ['fetch', 'handler', 'handle']) {
      const f = (d as Record<string, unknown>)[k];
      if (typeof f === 'function') return (f as Handler).bind(d);
    }
  }
  throw new Error('function module has no default handler');
}

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  return Buffer.concat(chunks);
}

const mode = process.argv[2];
let serve: (req: IncomingMessage, res: ServerResponse) => Promise<void>;
if (mode === 'bare') {
  const canned = JSON.parse(readFileSync(process.argv[3]!, 'utf8')) as Record<string, Canned>;
  const bytes = new Map(Object.entries(canned).map(([p, c]) => [p, { ...c, buf: Buffer.from(c.body) }]));
  serve = async (req, res) => {
    await readBody(req); // read the body as the real server does: same bytes on the wire
    const c = bytes.get(req.url ?? '');
    if (!c) return void res.writeHead(404).end();
    res.writeHead(c.status, { ...c.headers, 'content-length': String(c.buf.length) });
    res.end(c.buf);
  };
} else {
  const handlers = new Map<string, Handler>();
  for (const [path, file] of Object.entries(FUNCTIONS)) handlers.set(path, handlerOf(await import(new URL(file, import.meta.url).href)));
  serve = async (req, res) => {
    const h = handlers.get(req.url ?? '');
    if (!h) return void res.writeHead(404).end();
    const body = await readBody(req);
    const headers = new Headers();
    for (const [k, v] of Object.entries(req.headers)) if (typeof v === 'string') headers.set(k, v);
    const request = new Request(`http://${req.headers.host ?? 'localhost'}${req.url}`, { method: req.method, headers, body: req.method === 'GET' || req.method === 'HEAD' ? undefined : new Uint8Array(body) });
    const response = await h(request, {});
    const out = Buffer.from(await response.arrayBuffer());
    const hs: Record<string, string> = {};
    response.headers.forEach((v, k) => (hs[k] = v));
    hs['content-length'] = String(out.length);
    res.writeHead(response.status, hs);
    res.end(out);
  };
}

const server = createServer((req, res) => {
  serve(req, res).catch((e) => {
    console.error(e);
    if (!res.headersSent) res.writeHead(500);
    res.end();
  });
});
server.keepAliveTimeout = 60_000;
server.listen(0, '127.0.0.1', () => {
  const a = server.address();
  process.stdout.write(`PORT ${typeof a === 'object' && a ? a.port : 0}\n`);
});
