/**
 * npm run bench: how expensive each surface is, as ratios against a floor measured in the same
 * run (a JSON round trip of one catalog route), so the numbers compare across noisy machines.
 * Prints a table; it asserts nothing and is not part of npm test.
 */
import { deployDeps } from '../src/adapters/deploy-deps.ts';
import { makeHandler } from '../src/adapters/http/operation-handler.ts';
import { mcpHandler } from '../src/adapters/mcp/handler.ts';
import { catalog } from '../src/catalog/load.ts';
import { clipPack, concierge, recommend } from '../src/engine/index.ts';
import { restOperation } from '../src/operations.ts';

const BATCHES = 15;

/** Median microseconds per call of `fn`, over BATCHES batches sized to take about 50 ms each. */
async function measure(fn: () => unknown | Promise<unknown>): Promise<number> {
  let n = 1;
  for (;;) {
    const t = performance.now();
    for (let i = 0; i < n; i++) await fn();
    if (performance.now() - t > 50 || n > 1e6) break;
    n *= 2;
  }
  const samples: number[] = [];
  for (let b = 0; b < BATCHES; b++) {
    const t = performance.now();
    for (let i = 0; i < n; i++) await fn();
    samples.push(((performance.now() - t) * 1000) / n);
  }
  samples.sort((a, b) => a - b);
  return samples[Math.floor(samples.length / 2)]!;
}

const route = catalog.sounds.routes[0]!;
const rec = { description: 'morning routine and oatmeal cooking', platform: 'shortvideo' as const, duration_seconds: 22 };
const restRecommend = makeHandler(restOperation('/api/recommend'), deployDeps);
const mcp = mcpHandler(deployDeps, { allowedOrigins: [] });
const mcpCall = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'recommend_sound', arguments: rec } });

const cases: Array<[string, () => unknown | Promise<unknown>]> = [
  ['floor: JSON round trip of one route', () => JSON.parse(JSON.stringify(route))],
  ['engine: recommend', () => recommend(catalog, rec)],
  ['engine: clip pack (clip_to_sound, 30 s)', () => clipPack(catalog, { clip: { topic: 'fashion outfit', duration_s: 30, platform: 'shortvideo', aigc: true } })],
  ['engine: clip pack (sound_to_plan, 120 s)', () => clipPack(catalog, { sound: { route: 'talking-points' }, clip: { topic: 'index funds explained', duration_s: 120, platform: 'shortvideo' } })],
  ['engine: concierge', () => concierge(catalog, { message: 'before/after of my bathroom reno, the reveal at 7s, 15 sec, I talk over it' })],
  ['REST handler: POST /api/recommend', () => restRecommend(new Request('http://b/api/recommend', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(rec) })).then((r) => r.text())],
  ['MCP handler: tools/call recommend_sound', () => mcp(new Request('http://b/mcp', { method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' }, body: mcpCall })).then((r) => r.text())],
];

const results: Array<[string, number]> = [];
for (const [name, fn] of cases) results.push([name, await measure(fn)]);
const floor = results[0]![1];
console.log(`${'case'.padEnd(44)} ${'µs/call'.padStart(10)} ${'× floor'.padStart(9)}`);
for (const [name, us] of results) console.log(`${name.padEnd(44)} ${us.toFixed(1).padStart(10)} ${(us / floor).toFixed(1).padStart(9)}`);
