/** Issue 13, addition 4: shots sized for the video generator, on clips of several kinds. */
import { describe, expect, it } from 'vitest';
import { catalog } from '../../src/catalog/load.ts';
import { clipPack } from '../../src/engine/index.ts';
import { ClipPackSchema, type ClipPackRequest } from '../../src/schemas/clip-pack.ts';

const pack = (clip: Partial<ClipPackRequest['clip']> & { topic: string }, generator?: ClipPackRequest['generator']) =>
  clipPack(catalog, { clip: { platform: 'shortvideo', ...clip }, ...(generator !== undefined ? { generator } : {}) });

describe('generator-sized shots', () => {
  it('a clip that is not AI-generated and names no generator gets none', () => {
    expect(pack({ topic: 'morning coffee routine at home', duration_s: 30 }).generator_shots).toBeNull();
  });

  it('an AI clip without a generator uses the data file\'s default', () => {
    const p = pack({ topic: 'fashion outfit transitions', duration_s: 15, aigc: true });
    expect(p.generator_shots!.generator).toBe(catalog.generators.default_generator);
  });

  for (const generator of catalog.generators.generators.map((g) => g.id)) {
    it(`${generator}: no shot longer than the generator makes, the shots tile the clip, inner trims on downbeats where one fits, one prompt each with the continuity line`, () => {
      for (const clip of [
        { topic: 'study with me at my desk at night', duration_s: 60, aigc: true },
        { topic: 'before and after room makeover', duration_s: 30, aigc: true, payoff_at_ms: 12000 },
        { topic: 'explainer on budgeting tips', duration_s: 90, voiceover: true },
      ]) {
        const p = pack(clip, generator);
        expect(ClipPackSchema.safeParse(p).success).toBe(true);
        const g = p.generator_shots!;
        const max = catalog.generators.generators.find((x) => x.id === generator)!.max_shot_s * 1000;
        expect(g.shots[0]!.start_ms).toBe(0);
        expect(g.shots.at(-1)!.end_ms).toBe(clip.duration_s * 1000);
        for (let i = 0; i < g.shots.length; i++) {
          const s = g.shots[i]!;
          expect(s.end_ms - s.start_ms).toBeLessThanOrEqual(max);
          if (i > 0) expect(s.start_ms).toBe(g.shots[i - 1]!.end_ms);
          expect(s.prompt).toContain(g.continuity);
          if (s.trim_on === 'downbeat') expect(p.beat_map!.downbeats_ms.some((d) => Math.abs(d - s.end_ms) <= 40)).toBe(true);
        }
        // Shots longer than the limit really were split.
        expect(p.template_pack.shots.some((s) => s.end_ms - s.start_ms > max) ? g.shots.length > p.template_pack.shots.length : true).toBe(true);
      }
    });
  }
});
