/** Routing: sensible picks, the invariants of the routing rule, alternatives only when asked, determinism. */
import { describe, expect, it } from 'vitest';
import { catalog } from '../../src/catalog/load.ts';
import { recommend } from '../../src/engine/index.ts';
import { RecommendResponseSchema, type RecommendRequest } from '../../src/schemas/recommend.ts';
import { contractErrors } from '../support/openapi-validator.ts';

const safeSlugs = new Set(catalog.sounds.routes.filter((r) => r.sound_behavior.voiceover_safe).map((r) => r.sound_slug));
const run = (req: RecommendRequest) => recommend(catalog, req);

describe('recommend', () => {
  it('accepts the legacy client shape and routes a cooking routine to the cooking bed', () => {
    const res = run({ description: 'morning routine and oatmeal cooking', platform: 'shortvideo', duration_seconds: 22 });
    expect(res.type).toBe('sound_recommendation');
    expect(res.route).toBe('kitchen-window');
    expect(res.primary_sound.shortvideo_sound_url).toMatch(/^https:\/\//);
    expect(res.why).toContain('Kitchen Window');
    expect(res.why).toMatch(/cooking|oatmeal/);
    expect(RecommendResponseSchema.safeParse(res).success).toBe(true);
    expect(contractErrors('RecommendResponse', res)).toEqual([]);
  });

  it.each([
    ['fashion outfit fit check, 30s', 'street-sprint'],
    ['gym workout motivation', 'rise-and-grind'],
    ['before and after hair makeover', 'glow-up-drop'],
    ['desk setup study with me pomodoro', 'desk-rain'], // made for "study with me" and "pomodoro" by name
    ['late night coding session, lofi desk', 'night-shift-study'],
    ['explainer: 3 tips for saving money', 'talking-points'],
    ['unboxing the new product launch', 'confetti-count'],
    ['retro gaming speedrun funny moments', 'pixel-arcade'],
    ['nail art finished result', 'petal-pop'],
    ['ocean sunrise meditation', 'quiet-harbor'],
    ['app feature demo for our saas tool', 'studio-minimal'],
    ['day in the life of a nurse', 'commute-pulse'],
    ['AI-gen dreamy forest walk with a deer', 'canopy'],
  ])('routes "%s" to %s', (description, slug) => {
    expect(run({ description }).route).toBe(slug);
  });

  it('falls back to the default route when nothing in the catalog fits', () => {
    const res = run({ description: 'zxqv plorb' });
    expect(res.route).toBe(catalog.sounds.default_route);
    expect(res.saturation_state).toBe('default_route');
    expect(res.why).toMatch(/default route/);
  });

  it('a voiceover clip never gets a route that is not voiceover-safe', () => {
    for (const description of ['fashion outfit', 'gym workout', 'before and after makeover', 'gaming meme', 'unboxing haul', 'nails reveal', 'anything']) {
      const res = run({ description, voiceover: true });
      expect(safeSlugs.has(res.route), `${description} -> ${res.route}`).toBe(true);
      expect(res.sound_behavior.voiceover_safe).toBe(true);
    }
  });

  it.each([['paid_ad'], ['commercial_use'], ['off_platform_reuse'], ['download'], ['client_delivery']] as const)('%s always carries the campaign license route', (flag) => {
    const res = run({ description: 'cozy morning routine', [flag]: true });
    expect(res.campaign_route).not.toBeNull();
    expect(res.campaign_route!.triggers).toContain(flag);
    expect(res.platform_actions.some((a) => a.action === 'request_campaign_license' || a.action === 'request_custom_sound_system')).toBe(true);
    // The organic in-app sound does not cover this use: no attach step to follow by mistake.
    expect(res.platform_actions.some((a) => a.action === 'attach_native_sound')).toBe(false);
    // A film delivered to a client is the client's to post: the licence, but no partnership label for the creator.
    expect(res.platform_actions.some((a) => a.action === 'enable_paid_partnership_label')).toBe(flag === 'paid_ad' || flag === 'commercial_use');
    expect(res.risk_reminder).toMatch(/Risk high/);
  });

  it('organic clips carry no campaign route', () => {
    expect(run({ description: 'cozy morning routine' }).campaign_route).toBeNull();
  });

  it('a payoff time favours a route whose hit lands on it: the default route when no route is made for the clip (its theme returns late enough), else the made-for route whose later hit can be trimmed onto it', () => {
    for (const [description, slug] of [['random stuff', ['paper-lanterns']], ['my living room', ['paper-lanterns']], ['a bowl of noodles', ['golden-crust', 'kitchen-window']], ['new sneakers', ['street-sprint']]] as const) {
      const plain = run({ description, duration_s: 15 });
      const timed = run({ description, duration_s: 15, payoff_at_ms: 7000 });
      expect(timed.match_reasons.some((r) => r.startsWith('its hit can land on your reveal at 7 s')), `${description}: ${timed.match_reasons.join('; ')}`).toBe(true);
      expect(slug, description).toContain(timed.route);
      expect(plain.sound_behavior.role === 'reveal_support').toBe(false);
    }
  });

  it('alternatives only when asked for, and then include a non-catalog substitute', () => {
    expect(run({ description: 'cooking' }).alternatives).toBeUndefined();
    for (const ask of [{ alternatives: true }, { reject_catalog_route: true }]) {
      const alts = run({ description: 'cooking', ...ask }).alternatives!;
      expect(alts.length).toBe(3);
      expect(alts.filter((a) => a.kind === 'catalog_route')).toHaveLength(2);
      const sub = alts.find((a) => a.kind === 'non_catalog_substitute')!;
      expect(sub.sound_slug).toBeNull();
      expect(sub.search_query).toBeTruthy();
    }
  });

  it('other platforms get a native-library search for the exact title plus the service name', () => {
    const res = run({ description: 'cooking', platform: 'reels' });
    const search = res.platform_actions[0]!;
    expect(search.action).toBe('search_native_audio');
    expect(search.search_query).toBe(`${res.primary_sound.name} ${catalog.service.name}`);
    expect(res.platform_actions.some((a) => a.action === 'attach_native_sound')).toBe(false);
  });

  it('proof only from the catalog, and the no-guarantee boundary always', () => {
    const res = run({ description: 'gym workout' });
    const route = catalog.sounds.routes.find((r) => r.sound_slug === res.route)!;
    expect(res.proof_examples).toEqual(route.proof_examples);
    expect(res.copy_boundary).toMatch(/not a promise of views/);
    expect(res.copy_boundary).toMatch(/returns no audio/);
    expect(res.copy_boundary).toMatch(/grants no rights/);
  });

  it('a behavior preference narrows the routes', () => {
    const res = run({ description: 'cooking', sound_behavior: { role: 'hook_pressure', loop_friendly: true } });
    expect(res.sound_behavior.role).toBe('hook_pressure');
    expect(res.sound_behavior.loop_friendly).toBe(true);
  });

  it('is deterministic: the same request gives identical bytes', () => {
    const req = { description: 'before/after kitchen renovation, reveal', duration_s: 30, voiceover: false, aigc: true } as const;
    expect(JSON.stringify(run(req))).toBe(JSON.stringify(run(req)));
  });
});

describe('hostile words', () => {
  it.each(['constructor', '__proto__', 'toString', 'hasOwnProperty prototype'])('"%s" is just a word', (description) => {
    expect(recommend(catalog, { description }).route).toBe(catalog.sounds.default_route);
  });
});

describe('negation and moods', () => {
  it('"no voiceover" does not count against routes that are not for voiceover', async () => {
    const { scoreRoute } = await import('../../src/engine/route.ts');
    const { factsFromDescribed } = await import('../../src/engine/clip-facts.ts');
    const route = catalog.sounds.routes.find((r) => r.sound_slug === 'street-sprint')!;
    const plain = scoreRoute(catalog, route, factsFromDescribed({ description: 'fashion outfit' })).score;
    const negated = scoreRoute(catalog, route, factsFromDescribed({ description: 'fashion outfit, no voiceover' })).score;
    const named = scoreRoute(catalog, route, factsFromDescribed({ description: 'fashion outfit with voiceover' })).score;
    expect(negated).toBe(plain);
    expect(named).toBeLessThan(plain);
  });

  it('-ing mood words reach their moods ("uplifting", "soothing")', async () => {
    const { scoreRoute } = await import('../../src/engine/route.ts');
    const { factsFromDescribed } = await import('../../src/engine/clip-facts.ts');
    const score = (slug: string, tone: string) =>
      scoreRoute(catalog, catalog.sounds.routes.find((r) => r.sound_slug === slug)!, factsFromDescribed({ description: 'garden update', tone })).matchedMoods;
    expect(score('glow-up-drop', 'uplifting')).toContain('uplifting');
    expect(score('quiet-harbor', 'soothing')).toContain('calm');
  });
});
