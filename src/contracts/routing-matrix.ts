/**
 * The routing matrix: common kinds of short clip, each as the request a creator would send, and
 * the route the engine picks for it today. Computed at build time by the same recommend operation
 * the API serves, so a changed catalog or vocabulary shows on the page at once; each row opens in
 * the playground with the same request.
 */
import type { Catalog } from '../catalog/load.ts';
import { recommend } from '../engine/index.ts';
import { PATHS } from '../surfaces.ts';

/** A kind of clip and the request that stands for it (clip-pack field names, so it opens in the playground as is). */
export interface MatrixClip {
  kind: string;
  topic: string;
  duration_s: number;
  voiceover?: boolean;
  aigc?: boolean;
  paid_ad?: boolean;
  commercial_use?: boolean;
  payoff_at_ms?: number;
}

export const MATRIX_CLIPS: readonly MatrixClip[] = [
  { kind: 'Cooking, recipe', topic: 'one-pan lemon chicken dinner', duration_s: 30, voiceover: false },
  { kind: 'Recipe with narration', topic: 'how I make bibimbap at home', duration_s: 60, voiceover: true },
  { kind: 'Street food', topic: 'street corn elote at the night market', duration_s: 15, voiceover: false },
  { kind: 'Baking reveal', topic: 'sourdough bread scoring, the ear opens', duration_s: 15, payoff_at_ms: 9000 },
  { kind: 'Coffee, latte art', topic: 'latte art pouring', duration_s: 10 },
  { kind: 'Fitness workout', topic: 'gym workout leg day', duration_s: 15 },
  { kind: 'Running motivation', topic: 'first 5k run after a year off', duration_s: 30 },
  { kind: 'Fashion try-on', topic: 'fall outfits try on haul', duration_s: 20 },
  { kind: 'Outfit transition', topic: 'outfit transition on the beat', duration_s: 15 },
  { kind: 'Get ready with me', topic: 'grwm for a date night', duration_s: 30, voiceover: true },
  { kind: 'Skincare routine', topic: 'morning skincare routine', duration_s: 30 },
  { kind: 'Makeup reveal', topic: 'bridal makeup transformation', duration_s: 15, payoff_at_ms: 8000 },
  { kind: 'Hair transformation', topic: 'balayage hair transformation', duration_s: 30, payoff_at_ms: 12000 },
  { kind: 'Nail art', topic: 'nail art design process', duration_s: 20, payoff_at_ms: 10000 },
  { kind: 'Unboxing', topic: 'unboxing new headphones', duration_s: 20 },
  { kind: 'Tech review', topic: 'honest review of a budget smartwatch', duration_s: 60, voiceover: true },
  { kind: 'App demo', topic: 'app demo of our habit tracker', duration_s: 30 },
  { kind: 'Before/after cleaning', topic: 'before and after deep cleaning my car', duration_s: 20, payoff_at_ms: 8000 },
  { kind: 'Room makeover', topic: 'bedroom makeover on a budget', duration_s: 30, payoff_at_ms: 15000 },
  { kind: 'DIY, woodworking', topic: 'building a walnut side table', duration_s: 60 },
  { kind: 'Travel vlog', topic: 'weekend in lisbon travel vlog', duration_s: 60, voiceover: true },
  { kind: 'Travel montage', topic: 'japan trip recap montage', duration_s: 30 },
  { kind: 'Drone, landscape', topic: 'drone footage over iceland waterfalls', duration_s: 30 },
  { kind: 'Nature, garden', topic: 'garden tour in spring', duration_s: 30 },
  { kind: 'Study with me', topic: 'study with me 1 hour pomodoro', duration_s: 120, voiceover: false },
  { kind: 'Day in the life', topic: 'day in my life as a nurse', duration_s: 60, voiceover: true },
  { kind: 'Morning routine', topic: '5am morning routine', duration_s: 30 },
  { kind: 'Pets', topic: 'my dog reacting to the vacuum', duration_s: 12 },
  { kind: 'Cat zoomies', topic: 'cat zoomies at 3am', duration_s: 10 },
  { kind: 'Pet tribute', topic: 'farewell slideshow for our old cat Miso', duration_s: 40, voiceover: false },
  { kind: 'Grief tribute', topic: 'tribute video for my late father', duration_s: 60 },
  { kind: 'Family moment', topic: 'toddler first steps', duration_s: 20 },
  { kind: 'Wedding', topic: 'wedding first look reaction', duration_s: 30 },
  { kind: 'Talking-head explainer', topic: 'explaining compound interest', duration_s: 60, voiceover: true },
  { kind: 'Language lesson', topic: 'learn spanish in 30 seconds', duration_s: 30, voiceover: true },
  { kind: 'History facts', topic: 'history fact about the roman empire', duration_s: 45, voiceover: true },
  { kind: 'Personal story', topic: 'my cancer recovery story', duration_s: 60, voiceover: true },
  { kind: 'Real-estate tour', topic: 'luxury villa real estate tour', duration_s: 45 },
  { kind: 'Small business', topic: 'packing orders for my small business', duration_s: 30 },
  { kind: 'Product launch', topic: 'new product launch teaser for our app', duration_s: 15, commercial_use: true },
  { kind: 'Brand ad', topic: 'skincare brand ad with the creator talking', duration_s: 30, paid_ad: true, voiceover: true },
  { kind: 'AI-generated scene', topic: 'astronaut walking on mars', duration_s: 8, aigc: true },
  { kind: 'Gaming highlights', topic: 'valorant clutch ace', duration_s: 20 },
  { kind: 'Gaming commentary', topic: 'minecraft let\'s play with commentary', duration_s: 60, voiceover: true },
  { kind: 'Sports highlights', topic: 'basketball game winning shot highlights', duration_s: 15 },
  { kind: 'Comedy skit', topic: 'skit: when your mom finds your report card', duration_s: 35, voiceover: true },
  { kind: 'Dance challenge', topic: 'dance challenge', duration_s: 15 },
  { kind: 'ASMR', topic: 'asmr keyboard typing', duration_s: 60 },
  { kind: 'Seasonal, holidays', topic: 'christmas gift wrapping ideas', duration_s: 30 },
  { kind: 'Nightlife, concert', topic: 'concert crowd at night', duration_s: 15 },
];

export interface MatrixRow extends MatrixClip {
  route: string;
  name: string;
  role: string;
  why: string;
  /** The playground address for this request. */
  playground: string;
}

/** The playground address for a request (the same field names the playground reads). */
export function playgroundAddress(c: MatrixClip): string {
  const q = new URLSearchParams({ topic: c.topic, duration_s: String(c.duration_s), platform: 'shortvideo' });
  if (c.payoff_at_ms !== undefined) q.set('payoff_at_ms', String(c.payoff_at_ms));
  for (const f of ['voiceover', 'aigc', 'paid_ad', 'commercial_use'] as const) if (c[f] === true) q.set(f, 'true');
  return `${PATHS.playground}?${q.toString()}`;
}

/** One line of why: the strongest reasons the engine gives, in its own words. */
function oneLine(reasons: readonly string[], why: string): string {
  if (reasons.length > 0) return reasons.slice(0, 2).join('; ');
  return why.split(/(?<=\.)\s/)[0] ?? why;
}

export function routingMatrix(c: Catalog, clips: readonly MatrixClip[] = MATRIX_CLIPS): MatrixRow[] {
  return clips.map((clip) => {
    const { kind: _kind, ...fields } = clip;
    const res = recommend(c, { ...fields, platform: 'shortvideo' });
    const route = c.sounds.routes.find((r) => r.sound_slug === res.route)!;
    return { ...clip, route: res.route, name: route.name, role: route.sound_behavior.role, why: oneLine(res.match_reasons, res.why), playground: playgroundAddress(clip) };
  });
}
