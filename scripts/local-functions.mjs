// The warm functions host for the locally served stack (scripts/local-server.mjs). netlify-cli 27
// runs every invocation of a v2 function in a NEW worker thread that imports the function module
// afresh (node_modules/netlify-cli/dist/lib/functions/runtimes/js/index.js: `new Worker(...)` per
// invokeFunction), so each request pays a full cold start (module load, zod schemas, compiling the
// catalog for routing): about 2-3 requests/s at 20 connections on two cores, medians of seconds.
// Production keeps an instance warm between requests; so does this host: one node process that
// imports each netlify/functions/* file once and serves it at its `config.path` (or
// /.netlify/functions/NAME), with a local Netlify Blobs server on the same directory netlify serve
// uses (.netlify/blobs-serve), its context in NETLIFY_BLOBS_CONTEXT as the CLI sets it.
// Run as a child: prints `READY <port> <json list of paths>` once it listens.
import { randomUUID } from 'node:crypto';
import { readdirSync } from 'node:fs';
import http from 'node:http';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { BlobsServer } from '@netlify/blobs/server';
import { problemBody } from '../src/schemas/problems.ts';

const root = process.cwd();
const token = randomUUID();
// SOUNDLANE_BLOBS_DIR: a fresh store per test run (the e2e setup passes a temporary directory).
const blobs = new BlobsServer({ directory: process.env.SOUNDLANE_BLOBS_DIR ?? resolve(root, '.netlify/blobs-serve'), token });
const { port: blobsPort } = await blobs.start();
// uncachedEdgeURL: strong-consistency reads (the accounts store uses them) go there.
const blobsContext = { deployID: '0', edgeURL: `http://localhost:${blobsPort}`, uncachedEdgeURL: `http://localhost:${blobsPort}`, siteID: 'local', token, primaryRegion: 'dev' };
process.env.NETLIFY_BLOBS_CONTEXT = Buffer.from(JSON.stringify(blobsContext)).toString('base64');

/** path -> handler, from each function file's default export and config.path. */
const routes = new Map();
const dir = join(root, 'netlify/functions');
for (const file of readdirSync(dir).filter((f) => /\.(m?[jt]s)$/.test(f))) {
  const mod = await import(pathToFileURL(join(dir, file)).href);
  const d = mod.default;
  const handler = typeof d === 'function' ? d : d && typeof d.fetch === 'function' ? d.fetch.bind(d) : null;
  if (!handler) continue;
  const name = file.replace(/\.(m?[jt]s)$/, '');
  const paths = mod.config?.path ? [mod.config.path].flat() : [`/.netlify/functions/${name}`];
  for (const p of paths) routes.set(p, handler);
}

const server = http.createServer(async (req, res) => {
  try {
    const path = (req.url ?? '/').split('?')[0];
    const handler = routes.get(path);
    if (!handler) return void res.writeHead(404, { 'content-type': 'application/problem+json' }).end(JSON.stringify(problemBody('not-found', `No function serves ${path}.`)));
    const chunks = [];
    for await (const c of req) chunks.push(c);
    const headers = new Headers();
    for (const [k, v] of Object.entries(req.headers)) if (typeof v === 'string') headers.set(k, v);
    const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
    const request = new Request(`http://${req.headers.host ?? 'localhost'}${req.url}`, { method: req.method, headers, body: hasBody ? Buffer.concat(chunks) : undefined });
    const ip = req.socket.remoteAddress ?? '127.0.0.1';
    const response = await handler(request, { ip, geo: {}, site: { id: 'local' }, deploy: { id: '0', context: 'dev' }, requestId: randomUUID(), params: {}, cookies: undefined });
    const out = Buffer.from(await response.arrayBuffer());
    const h = {};
    response.headers.forEach((v, k) => (h[k] = v));
    h['content-length'] = String(out.length);
    res.writeHead(response.status, h);
    res.end(out);
  } catch (e) {
    console.error('[local-functions] unexpected error', e);
    if (!res.headersSent) res.writeHead(500, { 'content-type': 'application/problem+json' });
    res.end(JSON.stringify(problemBody('internal-error', 'The function failed; see the server log.')));
  }
});
server.keepAliveTimeout = 60_000;
server.listen(0, '127.0.0.1', () => {
  process.stdout.write(`READY ${server.address().port} ${JSON.stringify([...routes.keys()])}\n`);
});
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => void blobs.stop().finally(() => process.exit(0)));
