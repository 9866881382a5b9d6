/** POST /api/recommend as a pure function: one catalog sound for the clip (spec 2.2). */
import type { Catalog } from '../catalog/load.ts';
import { withCues } from './clip-cues.ts';
import type { SoundRoute } from '../schemas/catalog.ts';
import type { RecommendRequest, RecommendResponse } from '../schemas/recommend.ts';
import { factsFromDescribed } from './clip-facts.ts';
import { campaignRouteFor, platformActionsFor } from './platform.ts';
import { whyText } from './plan-clip.ts';
import { copyBoundary, riskAssessmentFor, riskReminder } from './risk.ts';
import { behaviorOf, eligibleCount, primarySound, topRoutes, type RouteScore } from './route.ts';
import { listing, ROLE_WORDS } from './text.ts';

/** A search recipe for the platform's own library that matches the route's behavior, not its title. */
function nonCatalogSearch(route: SoundRoute): string {
  const b = route.sound_behavior;
  const mood = route.fit.moods[0] ?? b.energy_shape;
  const tempo = route.tempo ? ` ${Math.round(route.tempo.bpm / 5) * 5} bpm` : ' ambient';
  return `${mood} instrumental${tempo}${b.voiceover_safe ? ' no vocals' : ''}${b.loop_friendly ? ' loop' : ''}`;
}

const HEALTH_RANK = { fresh: 0, open: 1, default_route: 2, crowded: 3, saturated: 4 } as const;

/** What choosing `alt` over `best` gains and loses, in plain words. */
export function tradeOff(best: RouteScore, alt: RouteScore): string {
  const a = alt.route;
  const b = best.route;
  const gains: string[] = [];
  const losses: string[] = [];
  if (alt.fit < best.fit - 2) losses.push('a weaker fit for this clip');
  if (HEALTH_RANK[a.health.saturation_state] < HEALTH_RANK[b.health.saturation_state]) gains.push(`fresher (${a.health.saturation_state.replace('_', ' ')} against ${b.health.saturation_state.replace('_', ' ')})`);
  const views = (r: typeof a): number => r.proof_examples.reduce((n, p) => n + p.views, 0);
  if (views(a) < views(b) / 2) losses.push('less proof behind it');
  else if (views(a) > views(b) * 2) gains.push('more proof behind it');
  if (a.sound_behavior.voiceover_safe && !b.sound_behavior.voiceover_safe) gains.push('safe under a voice');
  if (!a.sound_behavior.voiceover_safe && b.sound_behavior.voiceover_safe) losses.push('it fights a voice');
  const energy = { steady: 0, rising: 1, punchy: 2 } as const;
  if (energy[a.sound_behavior.energy_shape] > energy[b.sound_behavior.energy_shape]) gains.push('more hype');
  if (energy[a.sound_behavior.energy_shape] < energy[b.sound_behavior.energy_shape]) gains.push('calmer');
  if (a.sound_behavior.loop_friendly && !b.sound_behavior.loop_friendly) gains.push('it loops');
  if (!a.sound_behavior.loop_friendly && b.sound_behavior.loop_friendly) losses.push('it does not loop');
  if (alt.landing !== null && best.landing !== null && alt.landing.aligned !== best.landing.aligned) (alt.landing.aligned ? gains : losses).push(alt.landing.aligned ? 'its hit lands on your reveal' : 'its hit cannot land on your reveal');
  const g = gains.length > 0 ? `Gains: ${listing(gains)}.` : 'No clear gain.';
  const l = losses.length > 0 ? ` Loses: ${listing(losses)}.` : '';
  return `${g}${l}`;
}

export function recommend(catalog: Catalog, req: RecommendRequest): RecommendResponse {
  const facts = withCues(catalog, factsFromDescribed(req));
  // The winner and the two alternatives an answer can show: the first three of the ranking.
  const ranked = topRoutes(catalog, facts, 3);
  const best = ranked[0]!;
  const route = best.route;
  const risk = riskAssessmentFor(catalog, route, facts);
  const response: RecommendResponse = {
    type: 'sound_recommendation',
    api_version: catalog.service.api_version,
    route: route.sound_slug,
    primary_sound: primarySound(route),
    why: whyText(catalog, route, best, facts),
    match_reasons: best.reasons,
    saturation_state: route.health.saturation_state,
    momentum_state: route.health.momentum_state,
    sound_behavior: behaviorOf(route),
    platform: facts.platform,
    platform_actions: platformActionsFor(catalog, route, facts),
    campaign_route: campaignRouteFor(catalog, facts),
    proof_examples: route.proof_examples.map((p) => ({ ...p })),
    risk_reminder: riskReminder(catalog, risk),
    copy_boundary: copyBoundary(catalog),
  };
  if (req.alternatives === true || req.reject_catalog_route === true) {
    response.alternatives = [
      ...ranked.slice(1, 3).map((s, i) => ({
        kind: 'catalog_route' as const,
        sound_slug: s.route.sound_slug,
        name: s.route.name,
        why: whyText(catalog, s.route, s, facts),
        rank: i + 2,
        trade_off: tradeOff(best, s),
        search_query: null,
      })),
      {
        kind: 'non_catalog_substitute' as const,
        sound_slug: null,
        name: `A ${route.sound_behavior.energy_shape}, ${route.sound_behavior.density}-density ${ROLE_WORDS[route.sound_behavior.role]} from the platform's own library`,
        why: `Outside the catalog there is no route, proof or beat map: search the platform's native library for a sound that behaves like ${route.name} (hook near ${Math.round(route.sound_behavior.hook_starts_at_ms / 100) / 10} s${route.sound_behavior.voiceover_safe ? ', voiceover-safe' : ''}) and check its usage terms there.`,
        rank: Math.min(eligibleCount(catalog, facts), 3) + 1,
        trade_off: 'No catalog data: no beat map, no proof and no licence route; you check the usage terms yourself.',
        search_query: nonCatalogSearch(route),
      },
    ];
  }
  return response;
}
