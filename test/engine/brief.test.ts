/** The brief: a known sound planned for a clip; the AIGC disclosure only when AI-generated. */
import { describe, expect, it } from 'vitest';
import { catalog } from '../../src/catalog/load.ts';
import { brief } from '../../src/engine/index.ts';
import { EngineError } from '../../src/engine/errors.ts';
import { contractErrors } from '../support/openapi-validator.ts';

describe('brief', () => {
  it('plans the clip around the named sound', () => {
    const b = brief(catalog, { sound_slug: 'kitchen-window', description: 'overnight oats in three steps', duration_s: 30, aigc: true });
    expect(contractErrors('BriefResponse', b)).toEqual([]);
    expect(b.sound.sound_slug).toBe('kitchen-window');
    expect(b.video_brief.duration_s).toBe(30);
    expect(b.video_brief.shots[0]!.start_ms).toBe(0);
    expect(b.caption_variants.length).toBe(3);
    expect(b.hashtags.length).toBeGreaterThan(0);
    expect(b.aigc_disclosure!.required).toBe(true);
    expect(b.video_brief.editing_notes.some((n) => n.startsWith('Cut points (ms):'))).toBe(true);
  });

  it('no disclosure for filmed footage', () => {
    expect(brief(catalog, { sound_slug: 'kitchen-window', topic: 'pancakes' }).aigc_disclosure).toBeNull();
  });

  it('an unknown slug is an engine error listing every valid slug', () => {
    try {
      brief(catalog, { sound_slug: 'nope', topic: 'x' });
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(EngineError);
      expect((e as EngineError).code).toBe('unknown-sound');
      expect((e as EngineError).validValues).toEqual(catalog.sounds.routes.map((r) => r.sound_slug));
    }
  });
});
