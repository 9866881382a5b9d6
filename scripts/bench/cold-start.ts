/**
 * Cold start and size: each function bundled the way Netlify bundles it (esbuild, one ESM file
 * per function with its node_modules inlined), its size, and the wall time for a fresh node
 * process to import it and answer its first request, against a fresh process that imports
 * nothing and answers a constant. Budget: within 3x that floor.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { build } from 'esbuild';
import { PATHS } from '../../src/surfaces.ts';
import { REQUESTS } from './engine.ts';
import { MCP_HEADERS, mcpCallBody } from './http.ts';
import { median } from './measure.ts';
import { add, fmt } from './report.ts';

const OUT = resolve('bench/.tmp/functions');

/** A first request per function file (GET where the function answers GET). */
const FIRST: Record<string, { method: string; path: string; headers?: Record<string, string>; body?: string }> = {
  recommend: { method: 'POST', path: PATHS.recommend, headers: { 'content-type': 'application/json' }, body: JSON.stringify(REQUESTS.recommend.body) },
  'clip-pack': { method: 'POST', path: PATHS.clipPack, headers: { 'content-type': 'application/json' }, body: JSON.stringify(REQUESTS.clipToSound.body) },
  concierge: { method: 'POST', path: PATHS.concierge, headers: { 'content-type': 'application/json' }, body: JSON.stringify(REQUESTS.concierge.body) },
  brief: { method: 'POST', path: PATHS.brief, headers: { 'content-type': 'application/json' }, body: JSON.stringify({ sound_slug: 'kitchen-window', description: 'overnight oats in three steps', duration_s: 30 }) },
  mcp: { method: 'POST', path: PATHS.mcp, headers: MCP_HEADERS, body: mcpCallBody(REQUESTS.recommend.body) },
  status: { method: 'GET', path: PATHS.status },
};

/** The runner a fresh process executes: import the bundle, answer one request, print the status. */
function runner(bundle: string | null, req: (typeof FIRST)[string] | null): string {
  if (bundle === null) return `const r = new Response('{"ok":true}', { headers: { 'content-type': 'application/json' } }); await r.text(); console.log('STATUS ' + r.status);`;
  return `const m = await import(${JSON.stringify(`file://${bundle}`)});
const d = m.default; const h = typeof d === 'function' ? d : (d.fetch ?? d.handler).bind(d);
const r = await h(new Request('http://localhost${req!.path}', ${JSON.stringify({ method: req!.method, headers: req!.headers, body: req!.body })}), {});
await r.text(); console.log('STATUS ' + r.status); process.exit(0);`;
}

function timeFresh(file: string): { ms: number; out: string } {
  const t = performance.now();
  const r = spawnSync(process.execPath, [file], { encoding: 'utf8', env: { ...process.env, NODE_OPTIONS: '' } });
  // The status line, not whatever the function logged (a function without Blobs configured logs why it answers 503).
  const status = /STATUS (\d+)/.exec(r.stdout)?.[1];
  return { ms: performance.now() - t, out: status ?? `no answer: ${(r.stdout + r.stderr).trim().split('\n').at(-1)?.slice(0, 120) ?? ''}` };
}

export async function coldStartJob(rounds: number): Promise<void> {
  console.log(`\nCold start and size (esbuild bundles, fresh node process, median of ${rounds})`);
  mkdirSync(OUT, { recursive: true });
  const names = readdirSync('netlify/functions').filter((f) => /\.m?[jt]s$/.test(f)).map((f) => f.replace(/\.m?[jt]s$/, ''));
  const runners = new Map<string, string>();
  const sizes = new Map<string, number>();
  for (const name of names) {
    const file = readdirSync('netlify/functions').find((f) => f.replace(/\.m?[jt]s$/, '') === name)!;
    const outfile = `${OUT}/${name}.mjs`;
    // As Netlify's bundler does for ESM functions: bundle everything, node platform, ESM, a require shim for CJS deps.
    await build({
      entryPoints: [`netlify/functions/${file}`],
      outfile,
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node22',
      minify: false,
      logLevel: 'error',
      banner: { js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);" },
    });
    sizes.set(name, statSync(outfile).size);
    const run = `${OUT}/run-${name}.mjs`;
    writeFileSync(run, runner(outfile, FIRST[name] ?? { method: 'GET', path: '/' }));
    runners.set(name, run);
  }
  const floorFile = `${OUT}/run-floor.mjs`;
  writeFileSync(floorFile, runner(null, null));
  const times = new Map<string, number[]>([['floor', []], ...names.map((n) => [n, []] as [string, number[]])]);
  const status = new Map<string, string>();
  for (let r = 0; r < rounds; r++) {
    times.get('floor')!.push(timeFresh(floorFile).ms);
    for (const name of names) {
      const { ms, out } = timeFresh(runners.get(name)!);
      times.get(name)!.push(ms);
      status.set(name, out);
    }
  }
  const floor = median(times.get('floor')!);
  for (const name of names) {
    const ms = median(times.get(name)!);
    add(`cold start ${name} (fresh process: import + first answer)`, fmt.x(ms / floor), '<= 3x', ms / floor <= 3, `${fmt.ms(ms)} vs floor ${fmt.ms(floor)}; bundle ${fmt.kb(sizes.get(name)!)}; first answer status ${status.get(name)}`);
  }
}
