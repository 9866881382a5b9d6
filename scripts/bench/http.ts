/**
 * HTTP against a bare server, and MCP against REST: the real function handlers mounted in a
 * minimal node http server (a child process), against a bare node http server (another child)
 * answering the same precomputed bytes; autocannon drives both with the same connections and
 * duration, interleaved over rounds. Budgets: handlers >= 0.6 of bare; MCP tools/call >= 0.5 of REST.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { recommendOperation } from '../../src/operations.ts';
import { PATHS } from '../../src/surfaces.ts';
import { REQUESTS } from './engine.ts';
import { rounds, startChildServer, type LoadResult, type Target } from './load.ts';
import { add, fmt } from './report.ts';

export const JSON_HEADERS = { 'content-type': 'application/json' };
export const MCP_HEADERS = { 'content-type': 'application/json', accept: 'application/json, text/event-stream' };
export const mcpCallBody = (args: unknown) => JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: recommendOperation.tool!.name, arguments: args } });

/** In-process figures the local-stack job compares against. */
export const inProcess = new Map<string, LoadResult>();

const describe = (r: LoadResult) => `${fmt.rps(r.rps)}, p50 ${r.p50} ms, p99 ${r.p99} ms${r.non2xx + r.errors > 0 ? `, ${r.non2xx} non-2xx, ${r.errors} errors` : ''}`;

export async function httpJob(opts: { connections: number; seconds: number; rounds: number }): Promise<void> {
  console.log(`\nHTTP: real handlers vs a bare server (autocannon, ${opts.connections} connections, ${opts.seconds} s x ${opts.rounds} rounds)`);
  const real = await startChildServer(['real']);
  try {
    const bodies = {
      [PATHS.recommend]: JSON.stringify(REQUESTS.recommend.body),
      [PATHS.clipPack]: JSON.stringify(REQUESTS.clipToSound.body),
      [PATHS.mcp]: mcpCallBody(REQUESTS.recommend.body),
    };
    // The bare server's bytes are exactly what the real handlers answer for the same requests.
    const canned: Record<string, { status: number; headers: Record<string, string>; body: string }> = {};
    for (const [path, body] of Object.entries(bodies)) {
      const r = await fetch(real.url + path, { method: 'POST', headers: path === PATHS.mcp ? MCP_HEADERS : JSON_HEADERS, body });
      const headers: Record<string, string> = {};
      r.headers.forEach((v, k) => {
        if (!['content-length', 'date', 'connection', 'keep-alive', 'transfer-encoding'].includes(k)) headers[k] = v;
      });
      canned[path] = { status: r.status, headers, body: await r.text() };
      if (r.status !== 200) throw new Error(`${path} answered ${r.status}: ${canned[path].body.slice(0, 300)}`);
    }
    mkdirSync('bench/.tmp', { recursive: true });
    writeFileSync('bench/.tmp/bare.json', JSON.stringify(canned));
    const bare = await startChildServer(['bare', 'bench/.tmp/bare.json']);
    try {
      const t = (name: string, base: string, path: keyof typeof bodies): Target => ({ name, url: base + path, method: 'POST', headers: path === PATHS.mcp ? MCP_HEADERS : JSON_HEADERS, body: bodies[path] });
      const res = await rounds(
        [
          t('bare recommend', bare.url, PATHS.recommend),
          t('real recommend', real.url, PATHS.recommend),
          t('bare clip-pack', bare.url, PATHS.clipPack),
          t('real clip-pack', real.url, PATHS.clipPack),
          t('real mcp', real.url, PATHS.mcp),
        ],
        opts,
      );
      for (const [k, v] of res) inProcess.set(k, v);
      for (const [label, path] of [['recommend', PATHS.recommend], ['clip-pack', PATHS.clipPack]] as const) {
        const b = res.get(`bare ${label}`)!;
        const r = res.get(`real ${label}`)!;
        add(`HTTP POST ${path} vs bare server`, fmt.x(r.rps / b.rps), '>= 0.6x', r.rps / b.rps >= 0.6, `handler ${describe(r)}; bare ${describe(b)}`);
      }
      const m = res.get('real mcp')!;
      const rest = res.get('real recommend')!;
      add(`MCP tools/call ${recommendOperation.tool!.name} vs REST`, fmt.x(m.rps / rest.rps), '>= 0.5x', m.rps / rest.rps >= 0.5, `MCP ${describe(m)}; REST ${describe(rest)}`);
    } finally {
      bare.child.kill();
    }
  } finally {
    real.child.kill();
  }
}
