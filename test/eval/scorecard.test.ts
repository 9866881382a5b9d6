/**
 * Holds the engine to the evaluation panel's floors (eval/floors.json): invariants never below
 * today's value (target 100), scores never below a floor set a little under today's numbers.
 * Also checks that the scorer's own copy rules catch what they are meant to catch.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { copyProblems, junkTagReason, routeCanLand, runEval, score, someRouteCanLand, type Scorecard } from '../../scripts/eval-scorer.ts';

const floors = JSON.parse(readFileSync(new URL('../../eval/floors.json', import.meta.url), 'utf8')) as Record<'tuning' | 'fresh' | 'holdout', Record<string, number>>;
const result = runEval();

/** Read "a.b" from the scorecard; a metric with no items (null) counts as 100. */
function metric(card: Scorecard, path: string): number {
  const v = path.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], card);
  return v === null ? 100 : (v as number);
}

describe('evaluation scorecard', () => {
  for (const part of ['tuning', 'fresh', 'holdout'] as const) {
    for (const [path, floor] of Object.entries(floors[part])) {
      it(`${part}: ${path} is at least ${floor} %`, () => {
        expect(metric(result[part], path)).toBeGreaterThanOrEqual(floor);
      });
    }
  }
});

describe('a reveal stated after the end', () => {
  it('is understood by asking about it, and no plan is held to land it', () => {
    const item = { id: 'x', message: 'vídeo de 20 segundos da reforma do meu banheiro, antes e depois, a revelação final é aos 35 segundos', language: 'pt', expected: { duration_s: 20, payoff_at_ms: 35000 }, acceptable: ['slow-reveal-strings', 'glow-up-drop'] };
    const s = score({ clips: [], messages: [item] });
    expect(s.understanding_by_fact.payoff_at_ms).toBe(100);
    expect(s.invariants.reveal).toBeNull();
  });
});

describe('the scorer catches bad copy', () => {
  const copy = (hooks: string[], tags: string[] = ['#food']) => ({ hooks, captions: [], tagLists: [tags], cards: [] });
  it('flags machine timestamps, truncation and grief bait, and passes plain copy', () => {
    expect(copyProblems(copy(['Wait for the 2.09 s mark']), {}, 'x', false)).not.toEqual([]);
    expect(copyProblems(copy(['Drop at 3840 ms']), {}, 'x', false)).not.toEqual([]);
    expect(copyProblems(copy(['Street corn elote rec…']), {}, 'x', false)).not.toEqual([]);
    expect(copyProblems(copy(['Comment 1 or 2 for Miso']), {}, 'x', true)).not.toEqual([]);
    expect(copyProblems(copy(['Miso, 14 years of purrs']), {}, 'x', true)).toEqual([]);
  });
  it('flags a phrase cut after a connective, not a sentence that ends in a preposition', () => {
    expect(copyProblems(copy(['FINALLY 200kg deadlift 😤 warmups then in 15 seconds']), {}, 'x', false)).not.toEqual([]);
    expect(copyProblems(copy(['Tacos and.']), {}, 'x', false)).not.toEqual([]);
    expect(copyProblems(copy(['The moment we were waiting for']), {}, 'x', false)).toEqual([]);
    expect(copyProblems(copy(['Fortnite Highlights: schau dir diesen Spielzug an']), {}, 'x', false)).toEqual([]);
  });
  it('flags junk hashtags and keeps real ones', () => {
    expect(junkTagReason('#talking', ['#talking', '#head'])).not.toBeNull();
    expect(junkTagReason('#para', ['#para'])).not.toBeNull();
    expect(junkTagReason('#pre', ['#pre', '#roll'])).not.toBeNull();
    expect(junkTagReason('#three', ['#three'])).not.toBeNull();
    expect(junkTagReason('#a', ['#a'])).not.toBeNull();
    for (const ok of ['#ad', '#elote', '#grwm', '#mexicanfood', '#petloss']) expect(junkTagReason(ok, [ok])).toBeNull();
  });
  it('counts the raw topic pasted back, echoes of the request excepted', () => {
    const t = 'street corn elote recipe';
    const res = { clip: { topic: t }, why: t, a: [t, t, t, t] };
    expect(copyProblems(copy(['ok']), res, t, false).join()).toMatch(/pasted 5 times/);
  });
});

describe('the scorer decides when a reveal could land', () => {
  const route = (hook: number, extra: object = {}) => ({ sound_behavior: { hook_starts_at_ms: hook, loop_friendly: false }, ...extra });
  it('lands a reveal at or before a hit by trimming the sound start, never after it', () => {
    expect(routeCanLand(route(8240), 6000, 12)).toBe(true);
    expect(routeCanLand(route(8240), 8260, 12)).toBe(true); // within one frame
    expect(routeCanLand(route(2100), 6000, 12)).toBe(false);
  });
  it('uses later drop sections and the track length when the catalog states them', () => {
    const track = { length_ms: 20_000, sections: [{ kind: 'intro', start_ms: 0, end_ms: 2100 }, { kind: 'hook', start_ms: 2100, end_ms: 9000 }, { kind: 'drop', start_ms: 9000, end_ms: 20_000 }] };
    expect(routeCanLand(route(2100, { track }), 6000, 12)).toBe(true); // start 3000 puts the drop on 6000; 3 + 12 s fits in 20 s
    expect(routeCanLand(route(2100, { track }), 6000, 30)).toBe(false); // the trimmed track ends before the clip
  });
  it('holds the reveal to the routes the editor accepts: a route made for something else that lands does not make it an invariant', () => {
    // A wedding film's reveal at 1:40 of 2:00: some route of the catalog lands it, the wedding route cannot (its last hook is earlier).
    expect(someRouteCanLand(100_000, 120)).toBe(true);
    expect(someRouteCanLand(100_000, 120, ['first-dance'])).toBe(false);
    expect(someRouteCanLand(100_000, 120, ['first-dance', 'paper-lanterns'])).toBe(true);
  });
});
