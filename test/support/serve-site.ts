/**
 * Global setup of the e2e project: builds and serves the site exactly as `npm start` does
 * (`netlify serve --offline`: static files, functions and local Blobs) on a free port, waits
 * until it answers, and tears it down afterwards. Tests read the address with inject('baseUrl').
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      srv.close(() => (typeof addr === 'object' && addr ? resolve(addr.port) : reject(new Error('no port'))));
    });
  });
}

async function waitFor(url: string, child: ChildProcess, log: () => string, deadlineMs: number): Promise<void> {
  const until = Date.now() + deadlineMs;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`netlify serve exited early (${child.exitCode}):\n${log()}`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`netlify serve did not answer ${url} in time:\n${log()}`);
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const external = process.env.E2E_BASE_URL;
  if (external) {
    project.provide('baseUrl', external.replace(/\/$/, ''));
    return async () => {};
  }
  const port = await freePort();
  let output = '';
  const child = spawn('npx', ['netlify', 'serve', '--offline', '--port', String(port)], {
    env: { ...process.env, BROWSER: 'none', NETLIFY_TELEMETRY_DISABLED: '1', ASTRO_TELEMETRY_DISABLED: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  const baseUrl = `http://localhost:${port}`;
  try {
    await waitFor(`${baseUrl}/api/health`, child, () => output.slice(-4000), 200_000);
  } catch (e) {
    if (child.pid) process.kill(-child.pid, 'SIGTERM');
    throw e;
  }
  project.provide('baseUrl', baseUrl);
  return async () => {
    if (child.pid && child.exitCode === null) {
      process.kill(-child.pid, 'SIGTERM');
      await new Promise((r) => setTimeout(r, 500));
      if (child.exitCode === null) process.kill(-child.pid, 'SIGKILL');
    }
  };
}
