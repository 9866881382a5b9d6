/**
 * The locally served stack: `npm start`'s server (scripts/local-server.mjs: netlify serve behind
 * the local guard) under autocannon with 20 connections, for a static GET, POST /api/recommend
 * and /mcp tools/call, as requests per second against the same work in-process (the real
 * handlers in a minimal node server; the static page from a bare node server). Budget: >= 0.2.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { PATHS } from '../../src/surfaces.ts';
import { REQUESTS } from './engine.ts';
import { inProcess, JSON_HEADERS, MCP_HEADERS, mcpCallBody } from './http.ts';
import { rounds, startChildServer, type LoadResult, type Target } from './load.ts';
import { add, fmt } from './report.ts';

const describe = (r: LoadResult) => `${fmt.rps(r.rps)}, p50 ${r.p50} ms, p99 ${r.p99} ms${r.non2xx + r.errors > 0 ? `, ${r.non2xx} non-2xx, ${r.errors} errors` : ''}`;

export async function localStackJob(opts: { connections: number; seconds: number; rounds: number }): Promise<void> {
  console.log(`\nLocally served stack (npm start's server) vs in-process, ${opts.connections} connections`);
  const { startLocalServer } = (await import('../local-server.mjs')) as { startLocalServer: (o: object) => Promise<{ url: string; stop: () => Promise<void> }> };
  const t0 = performance.now();
  const local = await startLocalServer({});
  const startMs = performance.now() - t0;
  try {
    const page = existsSync('dist/index.html') ? readFileSync('dist/index.html', 'utf8') : '<!doctype html><title>x</title>';
    mkdirSync('bench/.tmp', { recursive: true });
    writeFileSync('bench/.tmp/bare-static.json', JSON.stringify({ '/': { status: 200, headers: { 'content-type': 'text/html; charset=utf-8' }, body: page } }));
    const bare = await startChildServer(['bare', 'bench/.tmp/bare-static.json']);
    try {
      const targets: Target[] = [
        { name: 'local static', url: `${local.url}/` },
        { name: 'local recommend', url: `${local.url}${PATHS.recommend}`, method: 'POST', headers: JSON_HEADERS, body: JSON.stringify(REQUESTS.recommend.body) },
        { name: 'local mcp', url: `${local.url}${PATHS.mcp}`, method: 'POST', headers: MCP_HEADERS, body: mcpCallBody(REQUESTS.recommend.body) },
        { name: 'in-process static', url: `${bare.url}/` },
      ];
      // Warm each function once (the first invocation loads it).
      for (const t of targets) await fetch(t.url, { method: t.method ?? 'GET', headers: t.headers, body: t.body }).then((r) => r.text());
      const res = await rounds(targets, opts);
      const pairs: Array<[string, string, string]> = [
        ['GET / (static)', 'local static', 'in-process static'],
        [`POST ${PATHS.recommend}`, 'local recommend', 'real recommend'],
        ['MCP tools/call', 'local mcp', 'real mcp'],
      ];
      for (const [label, l, p] of pairs) {
        const lr = res.get(l)!;
        const pr = inProcess.get(p) ?? res.get(p);
        if (!pr) {
          add(`npm start ${label}`, fmt.rps(lr.rps), '-', null, `npm start ${describe(lr)}; no in-process figure (run the http job too)`);
          continue;
        }
        add(`npm start ${label} vs in-process`, fmt.x(lr.rps / pr.rps), '>= 0.2x', lr.rps / pr.rps >= 0.2, `npm start ${describe(lr)}; in-process ${describe(pr)}`);
      }
      add('npm start: time to first answer', fmt.ms(startMs), '-', null, 'netlify serve --offline: build + functions + local Blobs');
    } finally {
      bare.child.kill();
    }
  } finally {
    await local.stop();
  }
}
