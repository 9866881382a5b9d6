/** The operator data: every file validates, files agree with each other, bad data is named precisely. */
import { describe, expect, it } from 'vitest';
import { DATA_FILES } from '../../src/catalog/data-files.ts';
import { catalog, DataValidationError, validateCatalog } from '../../src/catalog/load.ts';
import { SoundRouteSchema, type SoundRoute } from '../../src/schemas/catalog.ts';

const raw = () => structuredClone(Object.fromEntries(Object.entries(DATA_FILES).map(([k, f]) => [k, f.raw]))) as Parameters<typeof validateCatalog>[0];

describe('data/', () => {
  it.each(Object.values(DATA_FILES).map((f) => [f.file, f] as const))('%s validates against its schema', (_file, f) => {
    const result = f.schema.safeParse(f.raw);
    expect(result.success, result.success ? '' : JSON.stringify(result.error.issues, null, 2)).toBe(true);
  });

  it('the demonstration catalog covers every role, energy shape and density, both sides of each flag, and has one default route', () => {
    const routes = catalog.sounds.routes;
    expect(routes.length).toBeGreaterThanOrEqual(12);
    const b = routes.map((r) => r.sound_behavior);
    expect(new Set(b.map((x) => x.role))).toEqual(new Set(['background_bed', 'hook_pressure', 'reveal_support', 'voice_safe_motion']));
    expect(new Set(b.map((x) => x.energy_shape))).toEqual(new Set(['steady', 'rising', 'punchy']));
    expect(new Set(b.map((x) => x.density))).toEqual(new Set(['low', 'medium', 'high']));
    for (const flag of ['voiceover_safe', 'loop_friendly', 'payoff_required'] as const) expect(new Set(b.map((x) => x[flag]))).toEqual(new Set([true, false]));
    expect(routes.filter((r) => r.sound_slug === catalog.sounds.default_route)).toHaveLength(1);
    expect(routes.every((r) => r.proof_examples.every((p) => p.demonstration))).toBe(true);
    expect(routes.some((r) => r.tempo === null)).toBe(true);
  });

  it('the commerce manifest carries the onboarding descriptor of spec 2.5', () => {
    const o = catalog.commerce.onboarding;
    expect(o.flow).toEqual(['evaluate', 'pay', 'claim', 'verify']);
    expect(o.claim_idempotent).toBe(true);
    expect(o.verify_endpoint).toBe('/api/v1/me');
    expect(o.does_not_unlock).toEqual(expect.arrayContaining(['audio_file_delivery', 'campaign_video_licensing', 'model_training']));
  });

  it('a bad value fails with the file and the path inside it', () => {
    const bad = raw();
    (bad.sounds as { routes: Array<{ sound_behavior: { density: string } }> }).routes[3]!.sound_behavior.density = 'loud';
    expect(() => validateCatalog(bad)).toThrow(DataValidationError);
    expect(() => validateCatalog(bad)).toThrow(/data\/sounds\.json: routes\[3\]\.sound_behavior\.density: Invalid option/);
  });

  it('an unknown property inside sound_behavior is rejected', () => {
    const bad = raw();
    (bad.sounds as { routes: Array<{ sound_behavior: Record<string, unknown> }> }).routes[0]!.sound_behavior.tempo_feel = 'swing';
    expect(() => validateCatalog(bad)).toThrow(/data\/sounds\.json: routes\[0\]\.sound_behavior: Unrecognized key: "tempo_feel"/);
  });

  it('cross-file problems are named: unknown template pack, duplicate slug, missing default route', () => {
    const bad = raw();
    const s = bad.sounds as { default_route: string; routes: Array<{ sound_slug: string; template_pack: string }> };
    s.routes[1]!.template_pack = 'no-such-pack';
    s.routes[2]!.sound_slug = s.routes[0]!.sound_slug;
    s.default_route = 'nowhere';
    let message = '';
    try {
      validateCatalog(bad);
    } catch (e) {
      message = (e as Error).message;
    }
    expect(message).toContain('data/sounds.json: routes[1].template_pack: no pack "no-such-pack"');
    expect(message).toContain('data/sounds.json: routes[2].sound_slug: duplicate slug');
    expect(message).toContain('data/sounds.json: default_route: "nowhere" is not a route slug');
  });

  it('the catalog is frozen so no request can change it', () => {
    expect(Object.isFrozen(catalog.sounds.routes[0]!.sound_behavior)).toBe(true);
  });

  it('a broken track is rejected at the exact path', () => {
    const at = (i: number) => `data/sounds.json: routes[${i}].track`;
    const fails = (mutate: (r: { sound_behavior: { hook_starts_at_ms: number }; track: { length_ms: number; sections: Array<{ kind: string; start_ms: number; end_ms: number }> } }) => void, i = 0): string => {
      const bad = raw();
      mutate((bad.sounds as { routes: never[] }).routes[i]!);
      try {
        validateCatalog(bad);
      } catch (e) {
        expect(e).toBeInstanceOf(DataValidationError);
        return (e as Error).message;
      }
      return '';
    };
    // A gap between sections.
    expect(fails((r) => (r.track.sections[2]!.start_ms += 10), 3)).toContain(`${at(3)}.sections[2].start_ms: must equal the previous section's end_ms`);
    // Sections that do not start at 0.
    expect(fails((r) => (r.track.sections[0]!.start_ms = 5))).toContain(`${at(0)}.sections[0].start_ms: the first section must start at 0`);
    // The last section stops short of the track's length.
    expect(fails((r) => (r.track.length_ms += 1000), 1)).toMatch(new RegExp(`${at(1).replace(/[[\].]/g, '\\$&')}\\.sections\\[\\d+\\]\\.end_ms: the last section must end at length_ms`));
    // The hook moved half a second later: it falls inside the drop, which starts elsewhere.
    const later = fails((r) => (r.sound_behavior.hook_starts_at_ms += 500), 4);
    expect(later).toContain(`${at(4)}.sections[2].start_ms: the section containing sound_behavior.hook_starts_at_ms (8740) must start exactly there`);
    expect(later).not.toContain('.kind:');
    // Half a second earlier: inside the build, which neither starts there nor is a hook or drop.
    const earlier = fails((r) => (r.sound_behavior.hook_starts_at_ms -= 500), 4);
    expect(earlier).toContain(`${at(4)}.sections[1].start_ms: the section containing sound_behavior.hook_starts_at_ms`);
    expect(earlier).toContain(`${at(4)}.sections[1].kind: the section at sound_behavior.hook_starts_at_ms (7740) must be a "hook" or a "drop", not "build"`);
    // The hook section relabelled as a verse.
    expect(fails((r) => (r.track.sections.find((s) => s.start_ms === r.sound_behavior.hook_starts_at_ms)!.kind = 'verse'))).toMatch(/routes\[0\]\.track\.sections\[1\]\.kind: .*"hook" or a "drop", not "verse"/);
    // Too short after the hook.
    expect(
      fails((r) => {
        r.track.length_ms = r.sound_behavior.hook_starts_at_ms + 1000;
        r.track.sections = [
          { kind: 'intro', start_ms: 0, end_ms: r.sound_behavior.hook_starts_at_ms },
          { kind: 'hook', start_ms: r.sound_behavior.hook_starts_at_ms, end_ms: r.track.length_ms },
        ];
      }),
    ).toContain(`${at(0)}.length_ms: must be at least sound_behavior.hook_starts_at_ms + 4000`);
    // A loop-friendly track that stops half a bar after a downbeat cannot be looped from its first downbeat without a seam.
    const loopIndex = (raw().sounds as { routes: Array<{ sound_behavior: { loop_friendly: boolean }; tempo: unknown }> }).routes.findIndex((r) => r.sound_behavior.loop_friendly && r.tempo !== null);
    expect(
      fails((r) => {
        r.track.length_ms += 700;
        r.track.sections.at(-1)!.end_ms += 700;
      }, loopIndex),
    ).toContain('a loop-friendly track must end on a downbeat');
    // An unknown section kind and a missing track.
    expect(fails((r) => (r.track.sections[0]!.kind = 'chorus'))).toContain(`${at(0)}.sections[0].kind: Invalid option`);
    expect(fails((r) => delete (r as { track?: unknown }).track, 2)).toContain(`${at(2)}: Invalid input`);
  });

  it('every route has a track that fits its tempo and its use', () => {
    for (const r of catalog.sounds.routes) {
      const { length_ms, sections } = r.track;
      const label = r.sound_slug;
      expect(SoundRouteSchema.safeParse(r).success, label).toBe(true);
      const hook = sections.find((s) => s.start_ms === r.sound_behavior.hook_starts_at_ms);
      expect(hook?.kind, label).toMatch(/^(hook|drop)$/);
      // Typical lengths: 30 s to 3 minutes, long study and ASMR beds up to 4 minutes (the engine loops them).
      expect(length_ms, label).toBeGreaterThanOrEqual(25_000);
      expect(length_ms, label).toBeLessThanOrEqual(r.sound_behavior.loop_friendly ? 240_000 : 180_000);
      // A sound that cannot loop still lasts its longest recommended length when played from the start.
      if (!r.sound_behavior.loop_friendly) expect(length_ms, label).toBeGreaterThanOrEqual(Math.max(...r.sound_behavior.recommended_lengths_s) * 1000);
      // With a tempo, every boundary after the start falls on a downbeat (the hook may sit on a beat of its own).
      if (r.tempo !== null) {
        const bar = (r.tempo.beats_per_bar * 60_000) / r.tempo.bpm;
        for (const at of sections.map((s) => s.end_ms)) {
          if (at === r.sound_behavior.hook_starts_at_ms) continue;
          const bars = (at - r.tempo.first_downbeat_ms) / bar;
          expect(Math.abs(at - (r.tempo.first_downbeat_ms + Math.round(bars) * bar)), `${label}: ${at} ms is not on a downbeat`).toBeLessThanOrEqual(1);
        }
      }
    }
  });

  it('the catalog has the 43 routes of the catalog plan, keeps every published slug, and references existing template packs', () => {
    const slugs = catalog.sounds.routes.map((r) => r.sound_slug);
    // Slugs are API: the first fifteen were published and must never disappear.
    const published = ['paper-lanterns', 'kitchen-window', 'night-shift-study', 'street-sprint', 'glow-up-drop', 'slow-reveal-strings', 'talking-points', 'commute-pulse', 'confetti-count', 'rise-and-grind', 'quiet-harbor', 'pixel-arcade', 'petal-pop', 'golden-hour-drive', 'studio-minimal'];
    for (const slug of published) expect(slugs, slug).toContain(slug);
    expect(slugs).toHaveLength(43);
    expect(catalog.sounds.default_route).toBe('paper-lanterns');
    const packIds = new Set(catalog.packs.packs.map((p) => p.id));
    for (const r of catalog.sounds.routes) expect(packIds.has(r.template_pack), `${r.sound_slug}: ${r.template_pack}`).toBe(true);
    // The seven original packs keep their ids.
    for (const id of ['steady-bed-loop', 'product-demo-bed', 'hook-cut-montage', 'payoff-reveal', 'quick-reveal', 'voice-led-explainer', 'motion-vlog']) expect(packIds.has(id), id).toBe(true);
  });

  it('the new routes follow the catalog plan: role, voiceover-safety, loopability and tempo', () => {
    type Plan = [SoundRoute['sound_behavior']['role'], boolean, boolean, number | null];
    const B = 'background_bed', H = 'hook_pressure', R = 'reveal_support', V = 'voice_safe_motion';
    const plan: Record<string, Plan> = {
      'still-water': [B, true, true, 66], 'letters-home': [B, true, false, 72], 'whisper-room': [B, true, true, null], 'punchline-pocket': [V, true, true, 96],
      'lobby-loop': [V, true, true, 100], 'open-house': [B, true, true, 92], 'ledger-lines': [V, true, true, 104], 'chalk-dust': [V, true, true, 98],
      'first-dance': [R, true, false, 70], 'sunday-table': [B, true, true, 88], 'final-whistle': [H, false, false, 140], 'launch-sequence': [R, false, false, 118],
      canopy: [B, true, true, 80], 'tinsel-bells': [H, false, true, 128], 'pumpkin-patch': [B, true, true, 96], 'summer-spritz': [H, false, true, 118],
      'floor-count': [H, false, true, 124], 'paws-and-play': [V, true, true, 112], 'desk-rain': [B, true, true, 70], 'golden-crust': [H, false, true, 110],
      'after-hours': [H, false, true, 126], dewdrop: [B, true, true, 100], 'ad-read': [V, true, true, 110], 'long-road': [V, true, false, 80],
      'travel-postcard': [H, false, true, 116], shopfront: [V, true, true, 102], 'star-drift': [B, true, true, 96],
      // Added after the first blind panels: no voice-safe route served a narrated workout, yoga or stretching clip.
      'steady-breath': [V, true, true, 92],
    };
    for (const [slug, [role, vo, loop, bpm]] of Object.entries(plan)) {
      const r = catalog.sounds.routes.find((x) => x.sound_slug === slug);
      expect(r, slug).toBeDefined();
      expect([r!.sound_behavior.role, r!.sound_behavior.voiceover_safe, r!.sound_behavior.loop_friendly, r!.tempo?.bpm ?? null], slug).toEqual([role, vo, loop, bpm]);
    }
  });

  it('tender routes carry tender moods and hype routes refuse sensitive occasions and talking', () => {
    const route = (slug: string) => catalog.sounds.routes.find((r) => r.sound_slug === slug)!;
    for (const slug of ['still-water', 'letters-home', 'long-road', 'first-dance']) expect(route(slug).fit.moods.some((m) => m === 'tender' || m === 'gentle'), slug).toBe(true);
    const hype = ['street-sprint', 'confetti-count', 'rise-and-grind', 'pixel-arcade', 'final-whistle', 'after-hours', 'floor-count', 'tinsel-bells', 'summer-spritz', 'golden-crust', 'travel-postcard', 'petal-pop', 'glow-up-drop', 'launch-sequence'];
    for (const slug of hype) {
      const r = route(slug);
      expect(r.fit.not_for, slug).toEqual(expect.arrayContaining(['grief', 'memorial', 'tribute', 'funeral', 'illness', 'apology']));
      expect(r.sound_behavior.voiceover_safe, slug).toBe(false);
      expect(r.fit.not_for, slug).toEqual(expect.arrayContaining(['voiceover', 'dialogue', 'talking head']));
    }
  });
});
