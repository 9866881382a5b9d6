/** The operator data: every file validates, files agree with each other, bad data is named precisely. */
import { describe, expect, it } from 'vitest';
import { DATA_FILES } from '../../src/catalog/data-files.ts';
import { catalog, DataValidationError, validateCatalog } from '../../src/catalog/load.ts';

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
});
