/**
 * npm run soak: the locally served stack (as `npm start` serves it: static site, functions, local
 * Blobs, the Stripe stand-in) under sustained mixed load — valid, invalid and keyed calls to the
 * POST endpoints, /mcp and static files — for SOAK_SECONDS (default 180) at SOAK_CONCURRENCY
 * (default 8). It reports requests, status classes, 5xx (must be zero), the memory of the serving
 * processes over time (it must not grow without bound), and checks that the key's usage at
 * /api/v1/me equals the keyed calls that succeeded. Not part of `npm test`: it takes minutes.
 * Writes bench/soak.json.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, startLocalServer } from './local-server.mjs';
import { LOCAL_EMAIL, startLocalStripe } from './stripe-local.ts';
import { PATHS } from '../src/surfaces.ts';
import { soundHealthOperation } from '../src/operations.ts';

const SECONDS = Number(process.env.SOAK_SECONDS ?? 180);
const CONCURRENCY = Number(process.env.SOAK_CONCURRENCY ?? 8);
const MCP_HEADERS = { 'content-type': 'application/json', accept: 'application/json, text/event-stream' };
const JSON_HEADERS = { 'content-type': 'application/json' };

interface Call { name: string; keyed: boolean; path: string; init: RequestInit }

function mix(key: string): Call[] {
  const post = (name: string, path: string, body: string, keyed = false, headers: Record<string, string> = JSON_HEADERS): Call => ({
    name, keyed, path, init: { method: 'POST', headers: { ...headers, ...(keyed ? { authorization: `Bearer ${key}` } : {}) }, body },
  });
  return [
    post('recommend', PATHS.recommend, JSON.stringify({ description: 'street corn elote recipe', duration_s: 30 })),
    post('clip-pack', PATHS.clipPack, JSON.stringify({ mode: 'clip_to_sound', clip: { topic: 'bridal makeup reveal', duration_s: 15, platform: 'shortvideo', payoff_at_ms: 6000 } })),
    post('concierge', PATHS.concierge, JSON.stringify({ message: '30s AI-gen fashion outfit, no voiceover' })),
    post('mcp tools/call', PATHS.mcp, JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: soundHealthOperation.tool!.name, arguments: {} } }), false, MCP_HEADERS),
    post('keyed recommend', PATHS.recommend, JSON.stringify({ topic: 'gym workout leg day', duration_s: 15 }), true),
    post('keyed clip-pack', PATHS.clipPack, JSON.stringify({ clip: { topic: 'drone over iceland', duration_s: 30, platform: 'shortvideo' } }), true),
    post('invalid json', PATHS.recommend, '{"description": '),
    post('invalid values', PATHS.clipPack, JSON.stringify({ clip: { topic: 'x', duration_s: -4, platform: 'Shortvideo' } })),
    post('invalid keyed', PATHS.recommend, JSON.stringify({ description: 'x', duration_s: 0 }), true),
    post('not json-rpc', PATHS.mcp, JSON.stringify({ hello: 'world' }), false, MCP_HEADERS),
    { name: 'static sounds', keyed: false, path: PATHS.sounds, init: {} },
    { name: 'static page', keyed: false, path: PATHS.home, init: {} },
  ];
}

/** Resident memory (kB) of the serving processes: the netlify CLI and the warm functions host. */
function servingMemoryKb(): number {
  let total = 0;
  for (const pid of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    try {
      const cmd = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
      if (!/local-functions\.mjs|netlify(-cli)?[^ ]*\s*serve|netlify\.js.*serve/.test(cmd.replaceAll('\0', ' '))) continue;
      const rss = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
      if (rss) total += Number(rss[1]);
    } catch {}
  }
  return total;
}

const port = await freePort();
const stripe = await startLocalStripe({ siteUrl: `http://localhost:${port}` });
const blobsDir = mkdtempSync(join(tmpdir(), 'soundlane-soak-blobs-'));
console.log(`[soak] starting the local stack on port ${port} (build + functions + Blobs)…`);
const server = await startLocalServer({ port, stdio: 'pipe', env: { URL: `http://localhost:${port}`, SOUNDLANE_BLOBS_DIR: blobsDir, ...stripe.env } } as Parameters<typeof startLocalServer>[0]);
const base = server.url;

try {
  const claim = await fetch(`${base}${PATHS.claimKey}`, { method: 'POST', headers: JSON_HEADERS, body: JSON.stringify({ checkout_session_id: stripe.seeded.indie, email: LOCAL_EMAIL }) });
  if (claim.status !== 200) throw new Error(`claim answered ${claim.status}: ${await claim.text()}`);
  const key = ((await claim.json()) as { api_client: { api_key: string } }).api_client.api_key;
  const calls = mix(key);

  const byStatus = new Map<string, number>();
  const fiveXx: string[] = [];
  let requests = 0;
  let keyedOk = 0;
  let networkErrors = 0;
  const memory: Array<{ at_s: number; rss_kb: number }> = [{ at_s: 0, rss_kb: servingMemoryKb() }];
  const started = Date.now();
  const deadline = started + SECONDS * 1000;
  const sampler = setInterval(() => memory.push({ at_s: Math.round((Date.now() - started) / 1000), rss_kb: servingMemoryKb() }), 10_000);

  let turn = 0;
  async function worker(): Promise<void> {
    while (Date.now() < deadline) {
      const c = calls[turn++ % calls.length]!;
      try {
        const res = await fetch(`${base}${c.path}`, c.init);
        await res.arrayBuffer();
        requests++;
        const cls = `${Math.floor(res.status / 100)}xx`;
        byStatus.set(cls, (byStatus.get(cls) ?? 0) + 1);
        if (res.status >= 500) fiveXx.push(`${c.name}: ${res.status}`);
        if (c.keyed && res.status === 200) keyedOk++;
      } catch {
        networkErrors++;
      }
    }
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  clearInterval(sampler);
  memory.push({ at_s: SECONDS, rss_kb: servingMemoryKb() });

  const me = (await (await fetch(`${base}${PATHS.me}`, { headers: { authorization: `Bearer ${key}` } })).json()) as { usage: { used: number } };
  // Memory: the second half of the run against the first (a leak keeps climbing; a warm heap levels off).
  const half = Math.floor(memory.length / 2);
  const avg = (xs: Array<{ rss_kb: number }>) => xs.reduce((s, x) => s + x.rss_kb, 0) / Math.max(1, xs.length);
  const firstHalf = avg(memory.slice(1, half));
  const secondHalf = avg(memory.slice(half));
  const result = {
    date: new Date().toISOString(),
    seconds: SECONDS,
    concurrency: CONCURRENCY,
    requests,
    requests_per_s: Math.round((requests / SECONDS) * 10) / 10,
    by_status: Object.fromEntries([...byStatus.entries()].sort()),
    five_xx: fiveXx.length,
    network_errors: networkErrors,
    keyed_2xx: keyedOk,
    usage_used: me.usage.used,
    usage_matches: me.usage.used === keyedOk,
    memory_kb: { start: memory[0]!.rss_kb, first_half_avg: Math.round(firstHalf), second_half_avg: Math.round(secondHalf), end: memory[memory.length - 1]!.rss_kb, max: Math.max(...memory.map((m) => m.rss_kb)) },
    memory_growth_second_half_vs_first: firstHalf > 0 ? Math.round((secondHalf / firstHalf) * 1000) / 1000 : null,
  };
  writeFileSync(new URL('../bench/soak.json', import.meta.url), `${JSON.stringify(result, null, 2)}\n`);
  console.log(JSON.stringify(result, null, 2));
  const ok = result.five_xx === 0 && result.network_errors === 0 && result.usage_matches && (result.memory_growth_second_half_vs_first ?? 1) < 1.25;
  if (fiveXx.length > 0) console.error('[soak] 5xx:', [...new Set(fiveXx)].slice(0, 10));
  console.log(ok ? '[soak] PASS: no 5xx, usage equals keyed successes, memory levels off' : '[soak] FAIL');
  process.exitCode = ok ? 0 : 1;
} finally {
  await server.stop();
  await stripe.server.stop();
  rmSync(blobsDir, { recursive: true, force: true });
}
