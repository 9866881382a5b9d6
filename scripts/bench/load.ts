/** Load generation for the bench: child servers and autocannon runs, medians over rounds. */
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { median } from './measure.ts';

export interface Target {
  name: string;
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
}

export interface LoadResult { rps: number; p50: number; p99: number; non2xx: number; errors: number }

/** One autocannon run against `t`. */
export async function cannon(t: Target, connections: number, seconds: number): Promise<LoadResult> {
  const r = await autocannon({ url: t.url, method: t.method ?? 'GET', headers: t.headers, body: t.body, connections, duration: seconds });
  return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, non2xx: r.non2xx, errors: r.errors + r.timeouts };
}

/** Runs every target once per round, interleaved, and keeps the median of each figure per target. */
export async function rounds(targets: readonly Target[], opts: { connections: number; seconds: number; rounds: number }): Promise<Map<string, LoadResult>> {
  const all = new Map<string, LoadResult[]>(targets.map((t) => [t.name, []]));
  for (let r = 0; r < opts.rounds; r++) {
    for (const t of targets) all.get(t.name)!.push(await cannon(t, opts.connections, opts.seconds));
  }
  const out = new Map<string, LoadResult>();
  for (const [name, rs] of all) {
    out.set(name, {
      rps: median(rs.map((x) => x.rps)),
      p50: median(rs.map((x) => x.p50)),
      p99: median(rs.map((x) => x.p99)),
      non2xx: rs.reduce((s, x) => s + x.non2xx, 0),
      errors: rs.reduce((s, x) => s + x.errors, 0),
    });
  }
  return out;
}

/** Starts scripts/bench/http-server.ts in a child node process; resolves with its base URL. */
export async function startChildServer(args: string[]): Promise<{ url: string; child: ChildProcess }> {
  const file = fileURLToPath(new URL('./http-server.ts', import.meta.url));
  const child = spawn(process.execPath, ['--experimental-strip-types', '--no-warnings', file, ...args], { stdio: ['ignore', 'pipe', 'inherit'] });
  const port = await new Promise<number>((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (d) => {
      out += d.toString();
      const m = /PORT (\d+)/.exec(out);
      if (m) resolve(Number(m[1]));
    });
    child.on('exit', (code) => reject(new Error(`bench server exited (${code})`)));
  });
  return { url: `http://127.0.0.1:${port}`, child };
}
