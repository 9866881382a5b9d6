/** POST /api/recommend as a pure function: one catalog sound for the clip (spec 2.2). */
import type { Catalog } from '../catalog/load.ts';
import { withCues } from './clip-cues.ts';
import type { SoundRoute } from '../schemas/catalog.ts';
import type { RecommendRequest, RecommendResponse } from '../schemas/recommend.ts';
import { factsFromDescribed } from './clip-facts.ts';
import { campaignRouteFor, platformActionsFor } from './platform.ts';
import { whyText } from './plan-clip.ts';
import { copyBoundary, riskAssessmentFor, riskReminder } from './risk.ts';
import { behaviorOf, primarySound, rankRoutes } from './route.ts';
import { ROLE_WORDS } from './text.ts';

/** A search recipe for the platform's own library that matches the route's behavior, not its title. */
function nonCatalogSearch(route: SoundRoute): string {
  const b = route.sound_behavior;
  const mood = route.fit.moods[0] ?? b.energy_shape;
  const tempo = route.tempo ? ` ${Math.round(route.tempo.bpm / 5) * 5} bpm` : ' ambient';
  return `${mood} instrumental${tempo}${b.voiceover_safe ? ' no vocals' : ''}${b.loop_friendly ? ' loop' : ''}`;
}

export function recommend(catalog: Catalog, req: RecommendRequest): RecommendResponse {
  const facts = withCues(catalog, factsFromDescribed(req));
  const ranked = rankRoutes(catalog, facts);
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
      ...ranked.slice(1, 3).map((s) => ({
        kind: 'catalog_route' as const,
        sound_slug: s.route.sound_slug,
        name: s.route.name,
        why: whyText(catalog, s.route, s, facts),
        search_query: null,
      })),
      {
        kind: 'non_catalog_substitute' as const,
        sound_slug: null,
        name: `A ${route.sound_behavior.energy_shape}, ${route.sound_behavior.density}-density ${ROLE_WORDS[route.sound_behavior.role]} from the platform's own library`,
        why: `Outside the catalog there is no route, proof or beat map: search the platform's native library for a sound that behaves like ${route.name} (hook near ${Math.round(route.sound_behavior.hook_starts_at_ms / 100) / 10} s${route.sound_behavior.voiceover_safe ? ', voiceover-safe' : ''}) and check its usage terms there.`,
        search_query: nonCatalogSearch(route),
      },
    ];
  }
  return response;
}
