/**
 * The local front door in front of `netlify serve`: the requests that kill the CLI's proxy are
 * answered here with problem+json, everything else is forwarded untouched, and the guard stays up.
 * Runs against a real upstream HTTP server on a free port (the CLI itself is exercised in e2e).
 */
import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BODY_TIMEOUT_MS, MAX_BODY_BYTES, startGuard } from '../../scripts/local-guard.mjs';

let upstream: http.Server;
let guard: http.Server;
let base = '';
let upstreamUp = true;

beforeAll(async () => {
  upstream = http.createServer((req, res) => {
    let n = 0;
    req.on('data', (c: Buffer) => (n += c.length));
    req.on('end', () => {
      res.writeHead(200, { 'content-type': 'application/json', 'x-upstream': '1' });
      res.end(JSON.stringify({ method: req.method, url: req.url, bytes: n }));
    });
  });
  await new Promise<void>((r) => upstream.listen(0, '127.0.0.1', () => r()));
  guard = await startGuard({ port: 0, upstreamPort: (upstream.address() as AddressInfo).port, upstreamReady: () => upstreamUp });
  base = `http://127.0.0.1:${(guard.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((r) => guard.close(r));
  await new Promise((r) => upstream.close(r));
});

/** Sends raw bytes and returns the status line and body. */
function raw(text: string, holdOpenMs = 0): Promise<string> {
  return new Promise((resolve) => {
    const { port } = guard.address() as AddressInfo;
    const s = net.connect(port, '127.0.0.1', () => s.write(text));
    let out = '';
    s.on('data', (d) => (out += d.toString()));
    s.on('close', () => resolve(out));
    if (holdOpenMs > 0) setTimeout(() => s.end(), holdOpenMs);
  });
}

describe('local guard', () => {
  it('forwards an ordinary request with its body and the upstream headers', async () => {
    const res = await fetch(`${base}/api/recommend?x=1`, { method: 'POST', body: '{"a":1}', headers: { 'content-type': 'application/json' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('x-upstream')).toBe('1');
    expect(await res.json()).toEqual({ method: 'POST', url: '/api/recommend?x=1', bytes: 7 });
  });

  it('a malformed percent-escape is a 400 problem, and the guard stays up', async () => {
    const out = await raw('GET /%ff HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
    expect(out).toMatch(/^HTTP\/1\.1 400/);
    expect(out).toMatch(/application\/problem\+json/);
    expect((await fetch(`${base}/ok`)).status).toBe(200);
  });

  it('TRACE is a 405 with Allow, never a stack trace', async () => {
    const out = await raw('TRACE / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
    expect(out).toMatch(/^HTTP\/1\.1 405/);
    expect(out).toMatch(/allow: GET, HEAD, POST/i);
    expect(out).not.toMatch(/at \w+ \(|node_modules/);
  });

  it('a declared body over the limit is a 413 before anything is read', async () => {
    const out = await raw(`POST /api/recommend HTTP/1.1\r\nHost: x\r\nContent-Length: ${MAX_BODY_BYTES + 1}\r\nConnection: close\r\n\r\n`);
    expect(out).toMatch(/^HTTP\/1\.1 413/);
  });

  it('a chunked body that grows over the limit is a 413', async () => {
    const res = await fetch(`${base}/api/recommend`, { method: 'POST', body: 'x'.repeat(MAX_BODY_BYTES + 10) }).catch((e: Error) => e);
    if (res instanceof Response) expect(res.status).toBe(413);
    expect((await fetch(`${base}/ok`)).status).toBe(200);
  });

  it(`a body that stops arriving is a 408 after ${BODY_TIMEOUT_MS / 1000} s, and the guard stays up`, async () => {
    const out = await raw('POST /api/recommend HTTP/1.1\r\nHost: x\r\nContent-Length: 100\r\n\r\n{"a"', BODY_TIMEOUT_MS + 2000);
    expect(out).toMatch(/^HTTP\/1\.1 408/);
    expect((await fetch(`${base}/ok`)).status).toBe(200);
  }, BODY_TIMEOUT_MS + 10_000);

  it('while the upstream restarts the answer is 503 with Retry-After', async () => {
    upstreamUp = false;
    const res = await fetch(`${base}/ok`);
    upstreamUp = true;
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('2');
  });
});

describe('local guard: the static cache', () => {
  it('answers a repeated static GET from memory with the upstream status, headers and body; conditional requests, POSTs and function paths always go upstream', async () => {
    let hits = 0;
    const up = http.createServer((req, res) => {
      hits++;
      const noStore = req.url === '/no-store';
      res.writeHead(200, { 'content-type': 'text/html', 'x-upstream': '1', 'cache-control': noStore ? 'no-store' : 'public, max-age=300', etag: '"v1"' });
      res.end(`<p>${req.method} ${req.url}</p>`);
    });
    await new Promise<void>((r) => up.listen(0, '127.0.0.1', () => r()));
    const fn = http.createServer((_req, res) => {
      hits++;
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('{"fn":true}');
    });
    await new Promise<void>((r) => fn.listen(0, '127.0.0.1', () => r()));
    const g = await startGuard({ port: 0, upstreamPort: (up.address() as AddressInfo).port, functions: { port: (fn.address() as AddressInfo).port, paths: new Set(['/api/health']) }, cacheStatic: true });
    const at = `http://127.0.0.1:${(g.address() as AddressInfo).port}`;
    try {
      const first = await fetch(`${at}/developers/`);
      const firstBody = await first.text();
      const second = await fetch(`${at}/developers/`);
      expect(hits).toBe(1);
      expect(second.status).toBe(200);
      expect(await second.text()).toBe(firstBody);
      expect(second.headers.get('x-upstream')).toBe('1');
      expect(second.headers.get('etag')).toBe('"v1"');
      const head = await fetch(`${at}/developers/`, { method: 'HEAD' });
      expect(head.status).toBe(200);
      expect(await head.text()).toBe('');
      expect(hits).toBe(1);

      await fetch(`${at}/developers/`, { headers: { 'if-none-match': '"v1"' } });
      await fetch(`${at}/developers/`, { method: 'POST', body: 'x' });
      await fetch(`${at}/no-store`);
      await fetch(`${at}/no-store`);
      await fetch(`${at}/api/health`);
      await fetch(`${at}/api/health`);
      expect(hits).toBe(1 + 1 + 1 + 2 + 2);
    } finally {
      await new Promise((r) => g.close(r));
      await new Promise((r) => up.close(r));
      await new Promise((r) => fn.close(r));
    }
  });

});

describe('local guard: a restarted CLI', () => {
  it('forgets the static answers it kept when the CLI restarts (dist/ is rebuilt)', async () => {
    let version = 1;
    const up = http.createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html', 'cache-control': 'public, max-age=300' });
      res.end(`v${version}`);
    });
    await new Promise<void>((r) => up.listen(0, '127.0.0.1', () => r()));
    const g = (await startGuard({ port: 0, upstreamPort: (up.address() as AddressInfo).port, cacheStatic: true })) as http.Server & { clearStaticCache: () => void };
    const at = `http://127.0.0.1:${(g.address() as AddressInfo).port}/`;
    try {
      expect(await (await fetch(at)).text()).toBe('v1');
      version = 2;
      expect(await (await fetch(at)).text()).toBe('v1');
      g.clearStaticCache();
      expect(await (await fetch(at)).text()).toBe('v2');
    } finally {
      await new Promise((r) => g.close(r));
      await new Promise((r) => up.close(r));
    }
  });
});
