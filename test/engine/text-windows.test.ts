/** Issue 13, addition 5: on-screen text windows start on beats, last their reading time and never overlap the reveal or the hit. */
import { describe, expect, it } from 'vitest';
import { catalog } from '../../src/catalog/load.ts';
import { readingTimeMs } from '../../src/engine/creative.ts';
import { clipPack } from '../../src/engine/index.ts';
import type { ClipPackRequest } from '../../src/schemas/clip-pack.ts';

const CLIPS: (Partial<ClipPackRequest['clip']> & { topic: string })[] = [
  { topic: 'before and after hair makeover', duration_s: 15, payoff_at_ms: 6000 },
  { topic: 'living room renovation reveal', duration_s: 30, payoff_at_ms: 20000 },
  { topic: 'study with me at my desk at night', duration_s: 60 },
  { topic: 'explainer on budgeting tips', duration_s: 45, voiceover: true },
  { topic: 'fashion outfit transitions', duration_s: 15 },
];

describe('text windows', () => {
  for (const clip of CLIPS) {
    it(`${clip.topic}: on beats, reading time, clear of the hits, no overlap`, () => {
      const p = clipPack(catalog, { clip: { platform: 'shortvideo', ...clip } });
      const w = p.text_windows;
      const texts = p.template_pack.shots.filter((s) => s.on_screen_text !== null && s.on_screen_text.trim() !== '').length;
      expect(w.items.length + w.skipped.length).toBe(texts);
      if (clip.payoff_at_ms !== undefined) expect(w.clear_of_ms).toContain(clip.payoff_at_ms);
      const bm = p.beat_map;
      let prevEnd = 0;
      for (const item of w.items) {
        const text = p.template_pack.shots.find((s) => s.index === item.shot_index)!.on_screen_text!;
        expect(item.end_ms - item.start_ms).toBeGreaterThanOrEqual(readingTimeMs(text.length));
        if (bm !== null) {
          const k = (item.start_ms - bm.first_downbeat_ms) / bm.beat_ms;
          expect(Math.abs(k - Math.round(k)) * bm.beat_ms).toBeLessThanOrEqual(1);
        }
        for (const hit of w.clear_of_ms) expect(item.end_ms <= hit - 500 || item.start_ms >= hit + 1000).toBe(true);
        expect(item.start_ms).toBeGreaterThanOrEqual(prevEnd);
        expect(item.end_ms).toBeLessThanOrEqual(clip.duration_s! * 1000);
        prevEnd = item.end_ms;
      }
    });
  }

  it('the reveal clips do get windows (the checks above are not vacuous)', () => {
    const n = CLIPS.slice(0, 2).map((clip) => clipPack(catalog, { clip: { platform: 'shortvideo', ...clip } }).text_windows.items.length);
    expect(n.every((x) => x > 0)).toBe(true);
  });
});

describe('one window for the title card everywhere', () => {
  it('the template pack, the flow advice and text_windows give the title card the same window', () => {
    for (const clip of [
      { topic: 'bridal makeup reveal', duration_s: 15, payoff_at_ms: 6000 },
      { topic: 'street corn elote recipe', duration_s: 30 },
      { topic: 'drone footage over iceland waterfalls', duration_s: 30 },
    ]) {
      const p = clipPack(catalog, { mode: 'clip_to_sound', clip: { platform: 'shortvideo', ...clip } });
      const titleShot = p.template_pack.shots.findIndex((s) => s.on_screen_text === p.template_pack.caption_template) + 1;
      const w = p.text_windows.items.find((i) => i.shot_index === titleShot);
      if (w === undefined) continue;
      expect(p.template_pack.caption_window_ms, clip.topic).toEqual({ start_ms: w.start_ms, end_ms: w.end_ms });
      expect(p.flow_guidance.caption_readability, clip.topic).toContain(`${Math.round(w.start_ms / 10) / 100} s`);
    }
  });
});
