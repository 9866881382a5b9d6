/**
 * The requests that used to kill the locally served stack (netlify-cli's proxy) are answered with
 * a problem+json, and the next ordinary call still succeeds (issue: prove it holds).
 */
import net from 'node:net';
import { describe, expect, inject, it } from 'vitest';

const base = inject('baseUrl');
const { hostname, port } = new URL(base);

function raw(text: string): Promise<string> {
  return new Promise((resolve) => {
    const s = net.connect(Number(port), hostname === 'localhost' ? '127.0.0.1' : hostname, () => s.write(text));
    let out = '';
    s.on('data', (d) => (out += d.toString()));
    s.on('close', () => resolve(out));
    s.setTimeout(15_000, () => s.destroy());
  });
}

async function stillUp(): Promise<void> {
  const res = await fetch(`${base}/api/recommend`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"description":"elote recipe"}' });
  await res.arrayBuffer();
  expect(res.status).toBe(200);
}

describe('the local server survives', () => {
  it.runIf(!process.env.E2E_BASE_URL)('a malformed percent-escape', async () => {
    expect(await raw('GET /%ff HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n')).toMatch(/^HTTP\/1\.1 400[\s\S]*problem\+json/);
    await stillUp();
  });

  it.runIf(!process.env.E2E_BASE_URL)('TRACE, without a stack trace', async () => {
    const out = await raw('TRACE / HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n');
    expect(out).toMatch(/^HTTP\/1\.1 405/);
    expect(out).not.toMatch(/node_modules|at .+:\d+:\d+/);
    await stillUp();
  });

  it.runIf(!process.env.E2E_BASE_URL)('a body over 6 MB', async () => {
    const res = await fetch(`${base}/api/recommend`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: `{"description":"${'x'.repeat(6 * 1024 * 1024 + 10)}"}` }).catch(() => null);
    if (res !== null) expect(res.status).toBe(413);
    await stillUp();
  });

  it.runIf(!process.env.E2E_BASE_URL)('a body that stops arriving', async () => {
    expect(await raw('POST /api/recommend HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"desc')).toMatch(/^HTTP\/1\.1 408/);
    await stillUp();
  }, 30_000);
});
