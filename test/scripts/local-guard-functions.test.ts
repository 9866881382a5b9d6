/**
 * The guard sends function paths to the warm functions host (scripts/local-functions.mjs) and
 * everything else to netlify serve; with no host up (port 0) function paths fall back to the CLI.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGuard } from '../../scripts/local-guard.mjs';

const servers: http.Server[] = [];
const named = async (name: string): Promise<number> => {
  const s = http.createServer((req, res) => {
    req.resume();
    req.on('end', () => res.writeHead(200, { 'content-type': 'text/plain' }).end(name));
  });
  await new Promise<void>((r) => s.listen(0, '127.0.0.1', () => r()));
  servers.push(s);
  return (s.address() as AddressInfo).port;
};

let base = '';
const functions = { port: 0, paths: new Set(['/api/recommend', '/mcp']) };
beforeAll(async () => {
  const upstreamPort = await named('cli');
  functions.port = await named('functions-host');
  const guard = await startGuard({ port: 0, upstreamPort, functions });
  servers.push(guard);
  base = `http://127.0.0.1:${(guard.address() as AddressInfo).port}`;
});
afterAll(() => servers.forEach((s) => s.close()));

describe('local guard routing', () => {
  it('sends a function path, with or without a query, to the functions host', async () => {
    expect(await (await fetch(`${base}/api/recommend`, { method: 'POST', body: '{}' })).text()).toBe('functions-host');
    expect(await (await fetch(`${base}/mcp?x=1`, { method: 'POST', body: '{}' })).text()).toBe('functions-host');
  });
  it('sends static paths and unknown paths to netlify serve', async () => {
    expect(await (await fetch(`${base}/`)).text()).toBe('cli');
    expect(await (await fetch(`${base}/api/recommend/extra`)).text()).toBe('cli');
  });
  it('falls back to netlify serve while the host is down', async () => {
    const port = functions.port;
    functions.port = 0;
    try {
      expect(await (await fetch(`${base}/api/recommend`, { method: 'POST', body: '{}' })).text()).toBe('cli');
    } finally {
      functions.port = port;
    }
  });
});
