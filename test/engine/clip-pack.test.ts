/** The clip pack: a valid sound brief whose timings come from the route's tempo and hook. */
import { describe, expect, it } from 'vitest';
import { catalog } from '../../src/catalog/load.ts';
import { clipPack } from '../../src/engine/index.ts';
import { ClipPackSchema, type ClipPackRequest } from '../../src/schemas/clip-pack.ts';
import { SoundBriefSchema } from '../../src/schemas/sound-brief.ts';
import { contractErrors, schemaFileErrors } from '../support/openapi-validator.ts';

const run = (req: ClipPackRequest) => clipPack(catalog, req);
const clip = (topic: string, extra: Partial<ClipPackRequest['clip']> = {}): ClipPackRequest['clip'] => ({ topic, platform: 'shortvideo', ...extra });

describe('clip pack', () => {
  it('the worked example: 30 s AI-generated fashion outfit, no voiceover', () => {
    const p = run({ mode: 'clip_to_sound', clip: clip('fashion outfit', { duration_s: 30, aigc: true, voiceover: false }) });
    expect(p.sound_behavior.role).toBe('hook_pressure');
    expect(SoundBriefSchema.safeParse(p).success).toBe(true);
    expect(ClipPackSchema.safeParse(p).success).toBe(true);
    expect(contractErrors('ClipPack', p)).toEqual([]);
    expect(schemaFileErrors('sound-brief', p)).toEqual([]);

    const route = catalog.sounds.routes.find((r) => r.sound_slug === p.route)!;
    const beat = 60000 / route.tempo!.bpm;
    const bm = p.beat_map!;
    expect(bm.beat_ms).toBeCloseTo(beat, 1);
    expect(bm.hook_at_ms).toBe(route.sound_behavior.hook_starts_at_ms);
    expect(bm.cut_points_ms).toContain(bm.hook_at_ms);
    // Every cut sits on the beat grid of the track.
    for (const c of bm.cut_points_ms) {
      const beats = (c - route.tempo!.first_downbeat_ms) / beat;
      expect(Math.abs(beats - Math.round(beats)), `cut ${c}`).toBeLessThan(0.01 + 1 / beat);
    }
    expect(bm.cut_points_ms.every((c, i, a) => i === 0 || c > a[i - 1]!)).toBe(true);
    expect(Math.max(...bm.cut_points_ms)).toBeLessThan(30000);
    // Shots tile the clip from 0 to the end without gaps.
    const shots = p.template_pack.shots;
    expect(shots[0]!.start_ms).toBe(0);
    expect(shots.at(-1)!.end_ms).toBe(30000);
    shots.forEach((s, i) => i > 0 && expect(s.start_ms).toBe(shots[i - 1]!.end_ms));
    expect(shots.find((s) => s.segment === 'hook')!.start_ms).toBe(bm.hook_at_ms);
    // Prompts, disclosure and risk as the plan-quality bar asks.
    expect(p.agent_prompt_pack.primary_prompt).toMatch(/9:16/);
    expect(p.agent_prompt_pack.primary_prompt).toContain(`${route.tempo!.bpm} bpm`);
    expect(p.agent_prompt_pack.negative_prompt).toMatch(/likeness/);
    expect(p.agent_prompt_pack.negative_prompt).toMatch(/logo/);
    expect(p.aigc_disclosure.required).toBe(true);
    expect(p.risk_assessment.flags).toContain('aigc');
    expect(p.risk_assessment.level).toBe('low');
    expect(p.post_pack.hooks.length).toBe(3);
    expect(p.post_pack.captions.length).toBe(3);
    expect(p.post_pack.hashtags).toEqual(expect.arrayContaining(['#fashion', '#ootd', '#aigenerated']));
    expect(p.flow_guidance.loop).toMatch(/Loop-friendly/);
    expect(p.flow_guidance.first_second).toMatch(/0 ms/);
    expect(p.copy_boundary).toMatch(/not a promise of views/);
  });

  it('sound_to_plan on a reveal route puts the payoff on the hook by starting the sound later', () => {
    const p = run({ mode: 'sound_to_plan', sound: { route: 'glow-up-drop' }, clip: clip('living room makeover', { duration_s: 15, payoff_at_ms: 6000 }) });
    expect(p.mode).toBe('sound_to_plan');
    expect(p.route).toBe('glow-up-drop');
    const g = p.payoff_guidance!;
    expect(g.source).toBe('clip');
    expect(g.payoff_at_ms).toBe(6000);
    expect(g.sound_hook_at_ms).toBe(6000);
    expect(g.aligned).toBe(true);
    expect(p.flow_guidance.sound_start_ms).toBe(8240 - 6000);
    expect(p.beat_map!.sound_start_ms).toBe(2240);
    expect(p.beat_map!.payoff_cut_ms).toBe(6000);
    expect(g.advice).toMatch(/2\.24 s into the track/);
  });

  it('a reveal route without a payoff time still gets payoff guidance on its hook', () => {
    const p = run({ mode: 'sound_to_plan', sound: { route: 'petal-pop' }, clip: clip('nails', { duration_s: 15 }) });
    expect(p.payoff_guidance!.source).toBe('sound_hook');
    expect(p.payoff_guidance!.payoff_at_ms).toBe(2085);
    expect(p.agent_prompt_pack.missing_inputs).toContain('payoff_at_ms');
  });

  it('steady background-bed routes carry first-second, pacing, readability and loop guidance and no payoff', () => {
    const p = run({ mode: 'sound_to_plan', sound: { route: 'kitchen-window' }, clip: clip('overnight oats', { duration_s: 30, voiceover: true }) });
    expect(p.payoff_guidance).toBeNull();
    for (const k of ['first_second', 'visual_pacing', 'caption_readability', 'loop'] as const) expect(p.flow_guidance[k].length).toBeGreaterThan(40);
    expect(p.flow_guidance.caption_readability).toMatch(/bottom fifth/);
    expect(p.flow_guidance.voiceover).toMatch(/10-14 dB/);
  });

  it('a route without tempo data has no beat map but still a timed plan', () => {
    const p = run({ mode: 'sound_to_plan', sound: { route: 'quiet-harbor' }, clip: clip('lake at dawn', { duration_s: 60 }) });
    expect(p.beat_map).toBeNull();
    expect(p.template_pack.shots.length).toBeGreaterThan(5);
    expect(p.flow_guidance.visual_pacing).toMatch(/No fixed beat/);
  });

  it('a hook later than the clip is moved inside it by starting the sound later', () => {
    const p = run({ mode: 'sound_to_plan', sound: { route: 'slow-reveal-strings' }, clip: clip('painting', { duration_s: 15 }) });
    expect(p.beat_map!.hook_at_ms).toBeLessThan(15000);
    expect(p.flow_guidance.sound_start_ms).toBeGreaterThan(0);
    expect(p.risk_assessment.flags).toContain('length_mismatch');
  });

  it('length advice names the neighbouring arrangements', () => {
    const p = run({ mode: 'sound_to_plan', sound: { route: 'kitchen-window' }, clip: clip('pancakes', { duration_s: 22 }) });
    expect(p.flow_guidance.length.fits_recommended).toBe(false);
    expect(p.flow_guidance.length.advice).toMatch(/15 s and 30 s/);
  });

  it('a clip without voice never gets the voice-led pack, and its hooks do not assume talking', () => {
    const p = run({ clip: clip('dreamy forest walk with a deer', { duration_s: 30, voiceover: false }) });
    expect(p.template_pack.id).not.toBe('voice-led-explainer');
    expect(p.post_pack.hooks.join(' ')).not.toMatch(/nobody tells you|explained/);
  });

  it('sound_to_plan says when the named route is a poor fit and which route fits better', () => {
    const p = run({ mode: 'sound_to_plan', sound: { route: 'street-sprint' }, clip: clip('calm ocean meditation', { duration_s: 60, voiceover: true }) });
    expect(p.route).toBe('street-sprint');
    expect(p.why).toMatch(/not voiceover-safe/);
    expect(p.why).toMatch(/would fit this clip better/);
    expect(p.risk_assessment.flags).toContain('voiceover_conflict');
    expect(p.risk_assessment.level).toBe('medium');
  });

  it('hashtags come from the clip, never from numbers', () => {
    const p = run({ mode: 'sound_to_plan', sound: { route: 'kitchen-window' }, clip: clip('overnight oats in three steps', { duration_s: 30 }) });
    // Curated tags for the concepts the clip names (oats are food), never split words or numbers.
    expect(p.post_pack.hashtags).toEqual(expect.arrayContaining(['#food']));
    expect(p.post_pack.hashtags).not.toContain('#overnight');
    expect(p.post_pack.hashtags.join(' ')).not.toMatch(/three|\d/);
  });

  it('inputs flow into the templates', () => {
    const p = run({ mode: 'sound_to_plan', sound: { route: 'kitchen-window' }, clip: clip('pancakes', { duration_s: 30 }), inputs: { card_name: 'Sunday Stack', pack_name: 'Brunch Club' } });
    expect(p.template_pack.caption_template).toContain('Sunday Stack');
    expect(p.template_pack.shots[0]!.on_screen_text).toContain('Sunday Stack');
    expect(p.agent_prompt_pack.missing_inputs).not.toContain('inputs.card_name');
  });

  it('commercial work is high risk and names the campaign route', () => {
    const p = run({ clip: clip('gym workout', { duration_s: 15, paid_ad: true }) });
    expect(p.risk_assessment.level).toBe('high');
    expect(p.recommended_sound.usage_boundary.campaign_route!.route).toBe('verified_campaign_license');
    expect(p.recommended_sound.platform_actions.at(-1)!.action).toBe('request_campaign_license');
  });

  it('unknown route: engine error listing the valid slugs', () => {
    expect(() => run({ mode: 'sound_to_plan', sound: { route: 'nope' }, clip: clip('x') })).toThrow(/No sound route "nope"/);
  });

  it('every route plans every recommended length and validates against the contract', () => {
    for (const r of catalog.sounds.routes) {
      for (const d of [1, 7, ...r.sound_behavior.recommended_lengths_s, 600]) {
        const p = run({ mode: 'sound_to_plan', sound: { route: r.sound_slug }, clip: clip('test clip', { duration_s: d }) });
        expect(contractErrors('ClipPack', p), `${r.sound_slug} ${d}s`).toEqual([]);
        expect(p.template_pack.shots.at(-1)!.end_ms).toBe(d * 1000);
        expect(p.template_pack.shots.length).toBeLessThanOrEqual(45);
      }
    }
  });
});
