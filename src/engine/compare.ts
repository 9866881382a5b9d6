/**
 * compare_sounds as a pure function: two to five routes side by side with their behavior, their
 * fit for the clip (the routing score), their health, and which fits better and why.
 */
import type { Catalog } from '../catalog/load.ts';
import type { SoundRoute } from '../schemas/catalog.ts';
import type { CompareSoundsRequest, SoundComparison } from '../schemas/tools.ts';
import { factsFromDescribed } from './clip-facts.ts';
import { copyBoundary } from './risk.ts';
import { behaviorOf, requireRoute, scoreRoute } from './route.ts';
import { listing, ROLE_WORDS } from './text.ts';

function cautions(route: SoundRoute, req: CompareSoundsRequest): string[] {
  const b = route.sound_behavior;
  const out: string[] = [];
  if (req.voiceover === true && !b.voiceover_safe) out.push(`not voiceover-safe (${b.interference_risk} interference)`);
  if (req.duration_s !== undefined && !b.recommended_lengths_s.some((l) => Math.abs(l - req.duration_s!) <= 5)) out.push(`arranged for ${b.recommended_lengths_s.join(', ')} s, not ${req.duration_s} s`);
  if (b.payoff_required && (req.payoff_at_ms === undefined || req.payoff_at_ms === null)) out.push('needs a reveal on its hook');
  if (route.health.saturation_state === 'saturated' || route.health.saturation_state === 'crowded') out.push(`${route.health.saturation_state} in the latest snapshot`);
  if (route.tempo === null) out.push('no fixed beat: cut on motion, no beat map');
  return out;
}

export function compareSounds(catalog: Catalog, req: CompareSoundsRequest): SoundComparison {
  const routes = req.sound_slugs.map((slug, i) => ({ route: requireRoute(catalog, slug, `sound_slugs[${i}]`), i }));
  const facts = factsFromDescribed({ description: req.description ?? '', duration_s: req.duration_s, voiceover: req.voiceover, payoff_at_ms: req.payoff_at_ms });
  const scored = routes
    .map(({ route, i }) => ({ s: scoreRoute(catalog, route, facts), route }))
    // Voice-unsafe routes cannot win for a voiceover clip when a safe one is compared.
    .map((x) => ({ ...x, blocked: req.voiceover === true && !x.route.sound_behavior.voiceover_safe && routes.some((r) => r.route.sound_behavior.voiceover_safe) }))
    .sort((a, b) => Number(a.blocked) - Number(b.blocked) || b.s.score - a.s.score || a.s.index - b.s.index);
  const best = scored[0]!;
  const second = scored[1]!;
  const bestWhy = best.s.reasons.length > 0 ? listing(best.s.reasons.slice(0, 3)) : `a ${best.route.sound_behavior.energy_shape}, ${best.route.sound_behavior.density}-density ${ROLE_WORDS[best.route.sound_behavior.role]}`;
  const against = cautions(second.route, req);
  const why = `${best.route.name} fits better: ${bestWhy}.${against.length > 0 ? ` ${second.route.name} is ${listing(against.slice(0, 2))}.` : ` ${second.route.name} is the runner-up (score ${second.s.score} against ${best.s.score}).`}`;
  return {
    type: 'sound_comparison',
    api_version: catalog.service.api_version,
    best: best.route.sound_slug,
    why,
    sounds: scored.map(({ s, route }, k) => ({
      sound_slug: route.sound_slug,
      name: route.name,
      rank: k + 1,
      fit_score: s.score,
      reasons: s.reasons,
      cautions: cautions(route, req),
      sound_behavior: behaviorOf(route),
      bpm: route.tempo?.bpm ?? null,
      saturation_state: route.health.saturation_state,
      momentum_state: route.health.momentum_state,
    })),
    copy_boundary: copyBoundary(catalog),
  };
}
