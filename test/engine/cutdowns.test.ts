/** Issue 13, addition 1: every cut-down from one pick, on clips of several kinds. */
import { describe, expect, it } from 'vitest';
import { catalog } from '../../src/catalog/load.ts';
import { clipPack } from '../../src/engine/index.ts';
import { ClipPackSchema, type ClipPackRequest } from '../../src/schemas/clip-pack.ts';

const route = (slug: string) => catalog.sounds.routes.find((r) => r.sound_slug === slug)!;
const plan = (slug: string, clip: Partial<ClipPackRequest['clip']>, cutdowns: ClipPackRequest['cutdowns'] = {}) =>
  clipPack(catalog, { mode: 'sound_to_plan', sound: { route: slug }, clip: { platform: 'shortvideo', topic: 'test clip', ...clip }, cutdowns });

function checkShape(p: ReturnType<typeof plan>) {
  expect(ClipPackSchema.safeParse(p).success).toBe(true);
  for (const c of p.cutdowns!.items) {
    // Shots tile the cut-down from 0 to its end.
    expect(c.shots[0]!.start_ms).toBe(0);
    expect(c.shots.at(-1)!.end_ms).toBe(c.length_s * 1000);
    for (let i = 1; i < c.shots.length; i++) expect(c.shots[i]!.start_ms).toBe(c.shots[i - 1]!.end_ms);
    if (c.hit_on_reveal === true) expect(c.hit_ms).toBe(c.reveal_ms);
    if (c.hit_on_reveal === false) expect(c.note).toMatch(/cannot land/);
    if (c.loop_seam_ms !== null) expect(c.sound_in_ms + c.loop_seam_ms).toBe(route(p.route).track.length_ms);
  }
}

describe('cut-downs', () => {
  it('is null unless asked', () => {
    expect(clipPack(catalog, { clip: { platform: 'shortvideo', topic: 'morning coffee', duration_s: 30 } }).cutdowns).toBeNull();
  });

  it('defaults to the route\'s recommended lengths', () => {
    const p = plan('talking-points', { duration_s: 30, voiceover: true });
    expect(p.cutdowns!.items.map((c) => c.length_s)).toEqual(route('talking-points').sound_behavior.recommended_lengths_s);
    checkShape(p);
  });

  it('a reveal clip lands the hit on the reveal in every length the track allows, and says so where it cannot', () => {
    const p = plan('glow-up-drop', { duration_s: 15, payoff_at_ms: 5000 }, { lengths_s: [6, 15, 30, 60] });
    checkShape(p);
    const by = Object.fromEntries(p.cutdowns!.items.map((c) => [c.length_s, c]));
    for (const l of [6, 15, 30]) {
      expect(by[l]!.hit_on_reveal).toBe(true);
      expect(by[l]!.hit_ms).toBe(5000);
      expect(by[l]!.sound_in_ms).toBe(8240 - 5000);
    }
    // 60 s from any hit runs past the end of a non-looping 60.24 s track.
    expect(by[60]!.hit_on_reveal).toBe(false);
    expect(by[60]!.note).toMatch(/cannot land/);
  });

  it('a reveal later than a short cut-down moves to the same share of the clip', () => {
    const p = plan('slow-reveal-strings', { duration_s: 60, payoff_at_ms: 40000 }, { lengths_s: [15, 60] });
    checkShape(p);
    const short = p.cutdowns!.items[0]!;
    expect(short.reveal_ms).toBe(10000);
    expect(short.note).toMatch(/does not fit 15 s/);
  });

  it('a looping sound trimmed to a late hit wraps, and the seam is given', () => {
    const p = plan('street-sprint', { duration_s: 30, payoff_at_ms: 20000 }, { lengths_s: [30, 60] });
    checkShape(p);
    const long = p.cutdowns!.items.find((c) => c.length_s === 60)!;
    expect(long.hit_on_reveal).toBe(true);
    expect(long.loop_seam_ms).not.toBeNull();
    expect(long.loop_seam_ms!).toBeLessThan(60000);
  });

  it('sound in-points sit on bar lines when the reveal does', () => {
    // 120 bpm, first downbeat 0.24 s: a bar is 2 s; the drop at 8.24 s minus a reveal at 4 s starts the sound at 4.24 s, a bar line.
    const p = plan('glow-up-drop', { duration_s: 15, payoff_at_ms: 4000 }, { lengths_s: [15, 30] });
    for (const c of p.cutdowns!.items) {
      expect(c.hit_on_reveal).toBe(true);
      expect(c.sound_in_bar.on_bar).toBe(true);
    }
  });
});
