/**
 * Routing: scores every catalog route against a clip and picks one. The score adds topic, mood,
 * length, voice, payoff and sound-health terms; voiceover is a hard filter when a voice-safe
 * route exists. Ties break on: higher score, then the default route, then catalog order.
 */
import type { Catalog } from '../catalog/load.ts';
import type { SoundRoute } from '../schemas/catalog.ts';
import type { SoundBehaviorPreference } from '../schemas/sound-behavior.ts';
import type { PrimarySound } from '../schemas/recommend.ts';
import type { ClipFacts } from './clip-facts.ts';
import { EngineError } from './errors.ts';
import { allWords, containsPhrase, listing, normalize, secs, stem } from './text.ts';

/** Mood words people use, mapped to the catalog's mood vocabulary. */
const MOOD_SYNONYMS: ReadonlyMap<string, readonly string[]> = new Map(Object.entries({
  chill: ['calm'], relax: ['calm'], relaxing: ['calm'], peaceful: ['calm'], soothing: ['calm'], slow: ['calm'], zen: ['calm'],
  hype: ['energetic', 'bold'], hyped: ['energetic'], upbeat: ['energetic', 'upbeat', 'playful'], fast: ['energetic'], intense: ['intense', 'energetic'], epic: ['dramatic', 'intense'],
  cute: ['playful'], fun: ['playful'], funny: ['playful', 'quirky'], silly: ['quirky'], quirky: ['quirky'],
  warm: ['warm'], cozy: ['cozy'], cosy: ['cozy'], hygge: ['cozy'], homey: ['cozy'],
  emotional: ['hopeful', 'dramatic'], inspiring: ['uplifting', 'hopeful'], inspirational: ['uplifting'], motivational: ['confident', 'intense'],
  dreamy: ['dreamy'], aesthetic: ['dreamy', 'minimal'], clean: ['minimal'], sleek: ['minimal'], professional: ['minimal', 'confident'],
  nostalgic: ['nostalgic'], retro: ['nostalgic', 'quirky'], focus: ['focused'], focused: ['focused'], bright: ['bright'], happy: ['bright', 'uplifting'],
}));

/** Words that signal a reveal or payoff in the clip. */
const REVEAL_WORDS = ['reveal', 'before', 'after', 'transformation', 'makeover', 'glow', 'drop', 'result', 'finished', 'payoff'];

export interface RouteScore {
  route: SoundRoute;
  index: number;
  score: number;
  /** Plain-language reasons, strongest first. */
  reasons: string[];
  matchedTopics: string[];
  matchedKeywords: string[];
  matchedMoods: string[];
}

/** The recommended length nearest to `duration_s` (ties go to the shorter length). */
export function nearestLength(lengths: readonly number[], duration_s: number): number {
  let best = lengths[0]!;
  for (const l of lengths) {
    const d = Math.abs(l - duration_s);
    const bd = Math.abs(best - duration_s);
    if (d < bd || (d === bd && l < best)) best = l;
  }
  return best;
}

/** Mood words of a text, as written and stemmed ("uplifting" and "uplift"), with their synonyms. */
function moodsOf(text: string): Set<string> {
  const out = new Set<string>();
  for (const raw of normalize(text).split(' ').filter(Boolean)) {
    for (const w of [raw, stem(raw)]) {
      out.add(w);
      // A Map, not an object: words such as "constructor" must not reach Object.prototype.
      for (const m of MOOD_SYNONYMS.get(w) ?? []) out.add(m);
    }
  }
  return out;
}

/** True when the text names `phrase` without negating it ("no voiceover" does not name voiceover). */
function namesPositively(text: string, words: ReadonlySet<string>, phrase: string): boolean {
  if (!containsPhrase(words, phrase)) return false;
  const p = normalize(phrase).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return !new RegExp(`\\b(?:no|not|without|zero|non)\\s+(?:\\w+\\s+)?${p}`).test(normalize(text));
}

/** Scores one route against the clip. Pure; the weights are documented on the developers page. */
export function scoreRoute(route: SoundRoute, index: number, facts: ClipFacts, defaultSlug: string): RouteScore {
  const b = route.sound_behavior;
  // Phrases match on every word of the text, stopwords included ("day in the life").
  const wordSet = allWords(facts.text);
  const reasons: { weight: number; text: string }[] = [];
  let score = 0;

  // Topic: whole topic phrases weigh most, then single keywords; "not for" phrases count against.
  const matchedTopics = route.fit.topics.filter((t) => containsPhrase(wordSet, t));
  // A keyword inside a matched topic ("routine" in "morning routine") is not counted twice.
  const topicWords = matchedTopics.map(allWords);
  const matchedKeywords = route.fit.keywords.filter((k) => containsPhrase(wordSet, k) && !topicWords.some((t) => containsPhrase(t, k)));
  // A multi-word topic ("morning routine") is more specific than a one-word one ("walking").
  const topicScore = Math.min(matchedTopics.reduce((sum, t) => sum + (t.trim().includes(' ') ? 6 : 4), 0), 18) + Math.min(matchedKeywords.length * 2, 10);
  score += topicScore;
  if (topicScore > 0) {
    const named = [...matchedTopics, ...matchedKeywords].slice(0, 3);
    reasons.push({ weight: topicScore, text: `made for ${listing(named)} clips` });
  }
  const notFor = route.fit.not_for.filter((n) => namesPositively(facts.text, wordSet, n));
  score -= notFor.length * 6;

  // Mood: the tone field and mood words in the description.
  const moods = moodsOf(`${facts.tone ?? ''} ${facts.text}`);
  const matchedMoods = route.fit.moods.filter((m) => moods.has(m));
  const moodScore = Math.min(matchedMoods.length * 3, 6);
  score += moodScore;
  if (moodScore > 0) reasons.push({ weight: moodScore, text: `a ${listing(matchedMoods.slice(0, 2))} mood` });

  // Length: distance to the nearest recommended length.
  if (facts.duration_s !== undefined) {
    const near = nearestLength(b.recommended_lengths_s, facts.duration_s);
    const d = Math.abs(near - facts.duration_s);
    const lengthScore = d === 0 ? 4 : d <= 5 ? 3 : d <= 10 ? 1 : d <= 20 ? 0 : -3;
    score += lengthScore;
    if (d === 0) reasons.push({ weight: 4, text: `${facts.duration_s} s is one of its recommended lengths` });
    else if (lengthScore > 0) reasons.push({ weight: lengthScore, text: `${facts.duration_s} s is close to its ${near} s arrangement` });
  }

  // Voice: a voice needs a voice-safe, sparse route; without a voice, busy routes may lead.
  if (facts.voiceover === true) {
    const voiceScore = (b.voiceover_safe ? 4 : -12) + { low: 3, medium: 1, high: -3 }[b.interference_risk] + { low: 2, medium: 0, high: -2 }[b.density];
    score += voiceScore;
    if (b.voiceover_safe) reasons.push({ weight: 5, text: `voiceover-safe with ${b.interference_risk} interference, so the voice stays clear` });
  } else if (facts.voiceover === false && !b.voiceover_safe) {
    score += 1;
    reasons.push({ weight: 1, text: 'no voiceover to fight, so the music can lead' });
  }

  // Payoff: a timed reveal wants reveal support, best with the hook near the reveal.
  const revealIntent = facts.payoff_at_ms !== null || REVEAL_WORDS.some((w) => wordSet.has(w));
  if (facts.payoff_at_ms !== null) {
    let payoffScore = b.role === 'reveal_support' ? 8 : 0;
    if (b.payoff_required) payoffScore += 2;
    const gap = Math.abs(b.hook_starts_at_ms - facts.payoff_at_ms);
    if (b.role === 'reveal_support' && gap <= 1000) payoffScore += 3;
    score += payoffScore;
    if (b.role === 'reveal_support') reasons.push({ weight: payoffScore, text: `built for a reveal: its hook at ${secs(b.hook_starts_at_ms)} can carry your payoff at ${secs(facts.payoff_at_ms)}` });
  } else if (b.payoff_required && !revealIntent) {
    score -= 3;
  } else if (b.role === 'reveal_support' && revealIntent) {
    score += 3;
    reasons.push({ weight: 3, text: `built for a reveal on its hook at ${secs(b.hook_starts_at_ms)}` });
  }

  // Sound health: small nudges, never decisive against fit; with no fit at all the default route wins.
  score += { default_route: 0, fresh: 0.25, open: 0.1, crowded: -0.5, saturated: -1 }[route.health.saturation_state];
  score += { rising: 0.25, steady: 0, cooling: -0.25 }[route.health.momentum_state];
  if (route.sound_slug === defaultSlug) score += 1;

  if (b.loop_friendly && (facts.duration_s === undefined || facts.duration_s <= 60)) reasons.push({ weight: 0.5, text: 'it loops cleanly' });

  reasons.sort((x, y) => y.weight - x.weight);
  return { route, index, score: Math.round(score * 100) / 100, reasons: reasons.map((r) => r.text), matchedTopics, matchedKeywords, matchedMoods };
}

/** Orders candidates best first with the documented, stable tie-break. */
function compare(defaultSlug: string) {
  return (a: RouteScore, b: RouteScore): number =>
    b.score - a.score ||
    Number(b.route.sound_slug === defaultSlug) - Number(a.route.sound_slug === defaultSlug) ||
    a.index - b.index;
}

/** True when the route has every behavior the caller asked for. */
export function matchesPreference(route: SoundRoute, pref: SoundBehaviorPreference): boolean {
  const b = route.sound_behavior;
  for (const [key, want] of Object.entries(pref) as Array<[keyof SoundBehaviorPreference, unknown]>) {
    if (want === undefined) continue;
    if (key === 'recommended_lengths_s') {
      if (!(want as number[]).every((l) => (b.recommended_lengths_s as number[]).includes(l))) return false;
    } else if (b[key] !== want) return false;
  }
  return true;
}

/** The routes a clip may be routed to: voice-safe ones for a voiceover, then those matching the caller's behavior preference (each filter applies only when something survives it). */
export function eligibleRoutes(catalog: Catalog, facts: ClipFacts): Array<{ route: SoundRoute; index: number }> {
  let routes = catalog.sounds.routes.map((route, index) => ({ route, index }));
  if (facts.voiceover === true && routes.some(({ route }) => route.sound_behavior.voiceover_safe)) {
    routes = routes.filter(({ route }) => route.sound_behavior.voiceover_safe);
  }
  if (facts.preference !== undefined) {
    const pref = facts.preference;
    const matching = routes.filter(({ route }) => matchesPreference(route, pref));
    if (matching.length > 0) routes = matching;
  }
  return routes;
}

/** Ranks every eligible route for the clip, best first. A voiceover clip only sees voice-safe routes when any exist. */
export function rankRoutes(catalog: Catalog, facts: ClipFacts): RouteScore[] {
  const defaultSlug = catalog.sounds.default_route;
  return eligibleRoutes(catalog, facts)
    .map(({ route, index }) => scoreRoute(route, index, facts, defaultSlug))
    .sort(compare(defaultSlug));
}

/** Looks a route up by slug. */
export function findRoute(catalog: Catalog, slug: string): SoundRoute | undefined {
  return catalog.sounds.routes.find((r) => r.sound_slug === slug);
}

/** The catalog's slugs in catalog order, for "valid values" hints. */
export function routeSlugs(catalog: Catalog): string[] {
  return catalog.sounds.routes.map((r) => r.sound_slug);
}

/** The public identity of a route: slug, name, artist and its native sound link or id. */
export function primarySound(route: SoundRoute): PrimarySound {
  return {
    sound_slug: route.sound_slug,
    name: route.name,
    artist: route.artist,
    ...(route.shortvideo_sound_url !== undefined ? { shortvideo_sound_url: route.shortvideo_sound_url } : {}),
    ...(route.shortvideo_music_id !== undefined ? { shortvideo_music_id: route.shortvideo_music_id } : {}),
  };
}

/** The route's behavior profile with its slug and name, as every answer shows it. */
export function behaviorOf(route: SoundRoute): SoundRoute['sound_behavior'] {
  const b = route.sound_behavior;
  return { sound_slug: route.sound_slug, name: route.name, ...b, recommended_lengths_s: [...b.recommended_lengths_s] };
}

/** The route for `slug`, or an unknown-sound error that lists every valid slug. */
export function requireRoute(catalog: Catalog, slug: string, path: string): SoundRoute {
  const route = findRoute(catalog, slug);
  if (route === undefined) throw new EngineError('unknown-sound', `No sound route "${slug}" in the catalog.`, { validValues: routeSlugs(catalog), path });
  return route;
}
