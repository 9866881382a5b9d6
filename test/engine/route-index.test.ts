/**
 * The routing fast path (inverted indexes and behavior groups) against the full ranking it stands
 * for: topRoutes, bestRoute, bestLanding, eligibleCount and isFallback must answer exactly what
 * rankRoutes answers, route for route and score for score, on the shipped catalog and on a larger
 * catalog whose clones differ in behavior, health, track and fit notes.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { catalog } from '../../src/catalog/load.ts';
import type { Catalog } from '../../src/catalog/load.ts';
import { withCues } from '../../src/engine/clip-cues.ts';
import { factsFromDescribed, type ClipFacts } from '../../src/engine/clip-facts.ts';
import { compiledCatalog } from '../../src/engine/compiled-catalog.ts';
import { bestLanding, bestRoute, eligibleCount, isFallback, rankRoutes, topRoutes } from '../../src/engine/route.ts';
import type { SoundRoute } from '../../src/schemas/catalog.ts';

const panel = [
  ...(JSON.parse(readFileSync('eval/panel/clips.json', 'utf8')) as Array<{ request: Record<string, unknown> }>),
  ...(JSON.parse(readFileSync('eval/panel/clips.holdout.json', 'utf8')) as Array<{ request: Record<string, unknown> }>),
].map((c) => c.request);

/** Each panel request, and variants that move every score term: voice, reveal, length, a behavior preference, a sensitive subject. */
function factsFor(cat: Catalog): ClipFacts[] {
  const out: ClipFacts[] = [];
  panel.forEach((req, i) => {
    const base = factsFromDescribed(req as never);
    out.push(withCues(cat, base));
    out.push({ ...base, voiceover: i % 2 === 0, duration_s: [7, 15, 22, 45, 90, 300][i % 6] });
    out.push({ ...base, payoff_at_ms: [1500, 4000, 7000, 12_000][i % 4]!, duration_s: base.duration_s ?? 15 });
    out.push({ ...base, preference: i % 3 === 0 ? { role: 'background_bed' } : { loop_friendly: false, density: 'high' } });
    out.push({ ...base, text: `${base.text} . in memory of my late grandmother`, voiceover: undefined });
  });
  out.push(factsFromDescribed({ description: 'zzz qqq' } as never));
  // Rare words of two clones (their own keywords), with and without the clone's common words.
  out.push(factsFromDescribed({ description: 'zq1a zq2b' } as never));
  out.push(factsFromDescribed({ description: 'cooking tacos zq1b zq3c at home' } as never));
  return out;
}

/** The shipped routes cloned `n` times over, each clone changed in behavior, health, track or fit so groups and hits vary. */
function bigCatalog(n: number): Catalog {
  const base = catalog.sounds.routes;
  const states = ['fresh', 'open', 'crowded', 'saturated'] as const;
  const moments = ['rising', 'steady', 'cooling'] as const;
  const routes: SoundRoute[] = [];
  for (let i = 0; i < n; i++) {
    const r = structuredClone(base[i % base.length]!) as SoundRoute & Record<string, any>;
    if (i >= base.length) {
      r.sound_slug = `${r.sound_slug}-c${i}`;
      // One word of its own, as a real route has (a rare word: scored alone when a clip names it).
      r.fit = { ...r.fit, keywords: [...r.fit.keywords, `zq${i.toString(36)}`] };
      if (i % 3 === 0) r.health = { ...r.health, saturation_state: states[i % 4]!, momentum_state: moments[i % 3]! };
      if (i % 4 === 1) r.sound_behavior = { ...r.sound_behavior, recommended_lengths_s: [i % 2 === 0 ? 15 : 120, 90], voiceover_safe: !r.sound_behavior.voiceover_safe };
      if (i % 5 === 2) r.fit = { ...r.fit, keywords: [...r.fit.keywords, 'taco', 'grandmother'], moods: [...r.fit.moods.slice(1), 'calm'] };
      if (i % 7 === 3) r.fit = { ...r.fit, not_for: [...r.fit.not_for, 'food', 'memorial'] };
      if (i % 6 === 4) r.sound_behavior = { ...r.sound_behavior, role: 'reveal_support', payoff_required: true };
    }
    routes.push(r);
  }
  return { ...catalog, sounds: { ...catalog.sounds, routes } };
}

function expectSame(cat: Catalog, facts: ClipFacts): void {
  const full = rankRoutes(cat, facts);
  const key = (s: { route: SoundRoute; score: number; fit: number }) => `${s.route.sound_slug} ${s.score} ${s.fit}`;
  expect(topRoutes(cat, facts, 4).map(key)).toEqual(full.slice(0, 4).map(key));
  expect(topRoutes(cat, facts, 3)).toEqual(full.slice(0, 3));
  expect(bestRoute(cat, facts).route.sound_slug).toBe(full[0]!.route.sound_slug);
  expect(eligibleCount(cat, facts)).toBe(full.length);
  expect(bestLanding(cat, facts)?.route.sound_slug).toBe(full.find((s) => s.landing?.aligned === true)?.route.sound_slug);
  expect(isFallback(cat, facts, full[0]!)).toBe(full[0]!.route.sound_slug === cat.sounds.default_route && full.every((s) => s.fit < 2));
}

describe('the routing fast path', () => {
  it('ranks the shipped catalog exactly as the full ranking does', () => {
    for (const facts of factsFor(catalog)) expectSame(catalog, facts);
  });

  // An equivalence check over 600 routes, not a timing: about 3 s alone, more on a loaded machine, so it gets room.
  it('ranks a 600-route catalog of changed clones exactly as the full ranking does', () => {
    const big = bigCatalog(600);
    expect(compiledCatalog(big).groups.length).toBeGreaterThan(catalog.sounds.routes.length);
    for (const facts of factsFor(big)) expectSame(big, facts);
  }, 60_000);

  it('scores only the routes a clip can reach: a clip naming nothing hits no route', () => {
    const big = bigCatalog(2000);
    const cc = compiledCatalog(big);
    // Every route still counts as eligible, but the answer is built from groups, not 2,000 scores.
    const facts = factsFromDescribed({ description: 'zzz qqq' } as never);
    expect(eligibleCount(big, facts)).toBe(2000);
    expect(bestRoute(big, facts).route.sound_slug).toBe(big.sounds.default_route);
    expect(cc.byWord.get('taco')!.length).toBeGreaterThan(100);
  });
});
