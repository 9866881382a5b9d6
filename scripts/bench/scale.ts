/**
 * Catalog scale: synthetic catalogs of 100, 1,000 and 10,000 routes, valid against the data
 * schemas (each is the shipped catalog's routes cloned with fresh slugs and ids and one made-up
 * keyword each; every route is validated with SoundRouteSchema and the rest of the data with
 * validateCatalog; sounds.json itself caps a catalog at 500 routes, so larger ones skip only that cap). Per size: the build-time work (validate the
 * data, compile it for routing) and recommend p50/p99 over the eval panel's requests. Budget: p99
 * under 2 ms at 10,000 routes; both grow no worse than linearly.
 */
import { readFileSync } from 'node:fs';
import { validateCatalog, type Catalog } from '../../src/catalog/load.ts';
import { DATA_FILES } from '../../src/catalog/data-files.ts';
import { SoundRouteSchema } from '../../src/schemas/catalog.ts';
import { compiledCatalog } from '../../src/engine/compiled-catalog.ts';
import { recommend } from '../../src/engine/index.ts';
import { recommendOperation } from '../../src/operations.ts';
import { median, percentile } from './measure.ts';
import { add, fmt } from './report.ts';

type Raw = Parameters<typeof validateCatalog>[0];

/** The shipped data with its routes replaced by `n` clones (fresh slug, ids, one made-up keyword each). */
export function syntheticRaw(n: number): Raw {
  const raw = Object.fromEntries(Object.entries(DATA_FILES).map(([k, f]) => [k, structuredClone(f.raw)])) as Record<string, any>;
  const base = raw.sounds.routes as any[];
  const routes = [];
  for (let i = 0; i < n; i++) {
    const r = structuredClone(base[i % base.length]);
    if (i >= base.length) {
      r.sound_slug = `${r.sound_slug}-s${i}`;
      r.name = `${r.name} ${i}`;
      if (r.shortvideo_music_id !== undefined) r.shortvideo_music_id = String(7500000000000000000n + BigInt(i));
      if (r.shortvideo_sound_url !== undefined) r.shortvideo_sound_url = `https://shortvideo.example/music/${r.sound_slug}`;
      r.fit.keywords = [...r.fit.keywords, `zq${i.toString(36)}`];
    }
    routes.push(r);
  }
  raw.sounds.routes = routes;
  return raw as Raw;
}

/** The eval panel's recommend requests, parsed as the REST handler would. */
export function panelRequests(): unknown[] {
  const clips = JSON.parse(readFileSync('eval/panel/clips.json', 'utf8')) as Array<{ request: unknown }>;
  return clips.map((c) => recommendOperation.input.parse(c.request));
}

export async function scaleJob(sizes: readonly number[], opts: { minSamples: number; maxMs: number }): Promise<void> {
  console.log('\nCatalog scale: synthetic catalogs (recommend over the eval panel requests)');
  const requests = panelRequests();
  const seen: Array<{ n: number; p50: number; p99: number; build: number }> = [];
  for (const n of sizes) {
    const raw = syntheticRaw(n);
    let t = performance.now();
    const routes = (raw.sounds as { routes: unknown[] }).routes.map((r) => SoundRouteSchema.parse(r));
    const base = validateCatalog({ ...raw, sounds: { ...(raw.sounds as object), routes: routes.slice(0, 500) } });
    const catalog: Catalog = { ...base, sounds: { ...base.sounds, routes } };
    const validateMs = performance.now() - t;
    t = performance.now();
    compiledCatalog(catalog);
    const compileMs = performance.now() - t;
    // Warm up (JIT), then time each call alone.
    for (const r of requests.slice(0, 5)) recommend(catalog, r as never);
    const samples: number[] = [];
    const until = performance.now() + opts.maxMs;
    for (let i = 0; samples.length < opts.minSamples || (performance.now() < until && samples.length < 2000); i++) {
      const req = requests[i % requests.length];
      const s = performance.now();
      recommend(catalog, req as never);
      samples.push((performance.now() - s) * 1000);
      if (performance.now() > until + opts.maxMs) break;
    }
    const p50 = median(samples);
    const p99 = percentile(samples, 99);
    seen.push({ n, p50, p99, build: validateMs + compileMs });
    const ok = n === 10_000 ? p99 < 2000 : null;
    add(`recommend at ${n.toLocaleString('en')} routes, p50 / p99`, `${fmt.us(p50)} / ${fmt.us(p99)}`, n === 10_000 ? 'p99 < 2 ms' : '-', ok, `${samples.length} calls over ${requests.length} panel requests; build-time work: validate ${fmt.ms(validateMs)}, compile ${fmt.ms(compileMs)}`);
  }
  // Growth: per-route cost from the smallest to the largest size must not rise (1.5x slack for noise and caches).
  const a = seen[0]!;
  const b = seen.at(-1)!;
  const k = b.n / a.n;
  const routeGrowth = b.p50 / a.p50 / k;
  const buildGrowth = b.build / a.build / k;
  add(`recommend p50 growth ${a.n} -> ${b.n} routes, per route`, fmt.x(routeGrowth), '<= 1.5x (linear)', routeGrowth <= 1.5, `${fmt.us(a.p50)} -> ${fmt.us(b.p50)} for ${k}x the routes`);
  add(`build-time validate + compile growth ${a.n} -> ${b.n}, per route`, fmt.x(buildGrowth), '<= 1.5x (linear)', buildGrowth <= 1.5, `${fmt.ms(a.build)} -> ${fmt.ms(b.build)}; the astro build itself is not run per size (see README)`);
}
