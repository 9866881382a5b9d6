/**
 * Routing: scores every eligible catalog route against a clip and picks one. Fit is read by
 * meaning (concepts from the vocabulary: "elote" is food, "my late dog" a memorial), by the literal
 * wording of the route's fit notes, and by mood; sensitive clips need a tender route; flags and
 * sound health only nudge. Voiceover is a hard filter when a voice-safe route exists; a stated
 * reveal prefers routes whose hit can land on it. When nothing fits, the default route is chosen
 * and said to be the safe fallback. Ties break on: higher score, then the default route, then
 * catalog order.
 */
import type { Catalog } from '../catalog/load.ts';
import type { SoundRoute } from '../schemas/catalog.ts';
import type { SoundBehaviorPreference } from '../schemas/sound-behavior.ts';
import type { PrimarySound } from '../schemas/recommend.ts';
import type { ClipFacts } from './clip-facts.ts';
import { compiledCatalog, type CompiledRoute, type Phrase } from './compiled-catalog.ts';
import { EngineError } from './errors.ts';
import { foldedWords } from './fold.ts';
import { readMeaning, type CompiledVocabulary, type Meaning } from './meaning.ts';
import { listing, secs, stem } from './text.ts';
import { landOn, type Landing } from './landing.ts';

/** Words that signal a reveal or payoff in the clip. */
const REVEAL_WORDS = ['reveal', 'before', 'after', 'transformation', 'makeover', 'glow', 'result', 'finished', 'payoff'];

/** Below this fit (topic + wording + mood) a route is not "made for" the clip; with nothing above it the default route wins. */
export const MIN_FIT = 2;

export interface RouteScore {
  route: SoundRoute;
  index: number;
  score: number;
  /** Topic, wording and mood fit alone, without flags or health: how much the route is made for the clip. */
  fit: number;
  /** Plain-language reasons, strongest first. */
  reasons: string[];
  matchedTopics: string[];
  matchedKeywords: string[];
  matchedMoods: string[];
  /** Concepts the clip and the route share, strongest first ("food", "a memorial"). */
  matchedConcepts: string[];
  /** With a stated reveal: whether this route's hit can land on it. */
  landing: Landing | null;
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

/** True when every word of the phrase is among the clip's words. */
function hasPhrase(words: ReadonlySet<string>, p: Phrase): boolean {
  return p.stems.length > 0 && p.stems.every((w) => words.has(w));
}

/** True when the clip names the phrase and no negation stands right before its first word ("no voiceover"). */
function namesPositively(words: readonly string[], set: ReadonlySet<string>, p: Phrase): boolean {
  if (!hasPhrase(set, p)) return false;
  const first = p.stems[0]!;
  for (let i = 0; i < words.length; i++) {
    if (words[i] !== first) continue;
    const before = words.slice(Math.max(0, i - 2), i);
    if (!before.some((w) => NEGATIONS.has(w))) return true;
  }
  return false;
}
const NEGATIONS: ReadonlySet<string> = new Set(['no', 'not', 'without', 'non', 'zero', 'never', 'sin', 'sem', 'sans', 'ohne', 'kein']);

/** What routing reads from a clip once per request: its words and its meaning. */
export interface ClipReading {
  words: readonly string[];
  wordSet: ReadonlySet<string>;
  meaning: Meaning;
  moods: ReadonlySet<string>;
  /** Concepts the clip names itself (not reached through a broader one). */
  named: ReadonlySet<string>;
  /** The catalog's vocabulary, for how a concept reads in prose. */
  concepts: CompiledVocabulary['concepts'];
}

const readings = new WeakMap<ClipFacts, ClipReading>();

/** Reads the clip once (cached per facts object): stemmed words, concepts, moods including the tone field. */
export function readClip(catalog: Catalog, facts: ClipFacts): ClipReading {
  let r = readings.get(facts);
  if (r === undefined) {
    const { vocab } = compiledCatalog(catalog);
    const words = foldedWords(facts.text).map(stem);
    const meaning = readMeaning(vocab, `${facts.text} . ${facts.tone ?? ''}`);
    r = { words, wordSet: new Set(words), meaning, moods: meaning.moods, named: new Set(meaning.matches.map((m) => m.concept)), concepts: vocab.concepts };
    readings.set(facts, r);
  }
  return r;
}

/** Scores one compiled route against the clip. Pure; the weights are documented on the developers page. */
export function scoreCompiled(c: CompiledRoute, facts: ClipFacts, clip: ClipReading, defaultSlug: string): RouteScore {
  const route = c.route;
  const b = route.sound_behavior;
  const reasons: { weight: number; text: string }[] = [];
  let fit = 0;

  // Meaning: concepts the clip names that the route is made for (tacos -> food -> kitchen-window).
  const shared: Array<{ id: string; w: number }> = [];
  for (const [id, routeW] of c.concepts) {
    const clipW = clip.meaning.concepts.get(id);
    if (clipW !== undefined) shared.push({ id, w: clipW * routeW });
  }
  shared.sort((x, y) => y.w - x.w || (x.id < y.id ? -1 : 1));
  const conceptScore = Math.min(shared.reduce((sum, x) => sum + x.w * 5, 0), 12);
  fit += conceptScore;

  // Wording: the route's own topic phrases and keywords, literally (a multi-word topic is more specific).
  // Wording: a phrase the vocabulary does not know counts in full; a known one (already counted through
  // its concept) adds only a little, so the route naming the clip's own words most specifically wins a tie.
  const matchedTopics = c.topics.filter((p) => hasPhrase(clip.wordSet, p)).map((p) => p.text);
  const topicStems = c.topics.filter((p) => matchedTopics.includes(p.text)).flatMap((p) => p.stems);
  const matchedKeywords = c.keywords.filter((p) => hasPhrase(clip.wordSet, p) && !p.stems.every((w) => topicStems.includes(w))).map((p) => p.text);
  const literal = (list: readonly Phrase[], matched: readonly string[]): Phrase[] => list.filter((p) => !p.known && matched.includes(p.text));
  const knownHits = c.topics.filter((p) => p.known && matchedTopics.includes(p.text)).length + 0.5 * c.keywords.filter((p) => p.known && matchedKeywords.includes(p.text)).length;
  const wordingScore = Math.min(literal(c.topics, matchedTopics).reduce((sum, p) => sum + (p.stems.length > 1 ? 3 : 2), 0) + literal(c.keywords, matchedKeywords).length + knownHits, 6);
  fit += wordingScore;

  const labels = (ids: readonly string[]): string[] => ids.map((id) => clip.concepts[id]?.label ?? id);
  const isMood = (id: string): boolean => clip.concepts[id]?.kind === 'mood';
  const matchedConcepts = shared.map((x) => x.id);
  if (conceptScore + wordingScore > 0) {
    const named = matchedConcepts.length > 0 ? labels(matchedConcepts.filter((id) => !isMood(id)).slice(0, 2)) : matchedTopics.slice(0, 2);
    if (named.length > 0) reasons.push({ weight: conceptScore + wordingScore, text: `made for ${listing(named)}` });
  }

  // Mood: moods named in the text or tone, and moods that the occasion implies.
  const matchedMoods = route.fit.moods.filter((m) => clip.moods.has(m));
  const moodScore = Math.min(matchedMoods.length * 3, 6);
  fit += moodScore;
  if (moodScore > 0) reasons.push({ weight: moodScore, text: `a ${listing(matchedMoods.slice(0, 2))} mood` });

  let score = fit;
  // Sensitive clips (grief, illness, an apology): only a tender route; a hype route never.
  if (clip.meaning.sensitive.length > 0) {
    if (c.tender) {
      score += 6;
      reasons.push({ weight: 6, text: 'gentle enough for a tender subject' });
    } else if (route.fit.moods.includes('calm')) score -= 2;
    else score -= 20;
  }

  // Not for: concepts and phrases the route says it must not serve.
  const notForHits = [...c.notFor].filter((id) => clip.named.has(id)).length + c.notForPhrases.filter((p) => namesPositively(clip.words, clip.wordSet, p)).length;
  score -= Math.min(notForHits, 2) * 8;

  // Length: distance to the nearest recommended length; never decisive.
  if (facts.duration_s !== undefined) {
    const near = nearestLength(b.recommended_lengths_s, facts.duration_s);
    const d = Math.abs(near - facts.duration_s);
    const lengthScore = d === 0 ? 2 : d <= 5 ? 1.5 : d <= 10 ? 0.5 : d <= 20 ? 0 : -1.5;
    score += lengthScore;
    if (d === 0) reasons.push({ weight: 2, text: `${facts.duration_s} s is one of its recommended lengths` });
    else if (lengthScore > 0) reasons.push({ weight: lengthScore, text: `${facts.duration_s} s is close to its ${near} s arrangement` });
  }

  // Voice: the eligible routes are already voice-safe; among them, the sparser the better.
  if (facts.voiceover === true) {
    score += { low: 1.5, medium: 0.5, high: -1.5 }[b.interference_risk] + { low: 1, medium: 0, high: -1 }[b.density];
    if (b.voiceover_safe) reasons.push({ weight: 3, text: `voiceover-safe with ${b.interference_risk} interference, so the voice stays clear` });
  } else if (facts.voiceover === false) {
    // Without a voice the music leads: a bed built to sit under narration gives way to one that carries the clip.
    if (b.role === 'voice_safe_motion') score -= 1;
    else if (!b.voiceover_safe && fit >= MIN_FIT) reasons.push({ weight: 0.5, text: 'no voiceover to fight, so the music can lead' });
  }

  // Payoff: a stated reveal wants a route whose hit can land on it (the sound start is trimmed to get there).
  let landing: Landing | null = null;
  const revealIntent = facts.payoff_at_ms !== null || REVEAL_WORDS.some((w) => clip.wordSet.has(w));
  if (facts.payoff_at_ms !== null) {
    landing = landOn(route, facts.payoff_at_ms, (facts.duration_s ?? 0) * 1000);
    if (landing.aligned) {
      const bonus = b.role === 'reveal_support' ? 5 : 2;
      score += bonus;
      reasons.push({ weight: bonus, text: `its hit can land on your reveal at ${secs(facts.payoff_at_ms)}${landing.soundStartMs > 0 ? ` (start the sound ${secs(landing.soundStartMs)} into the track)` : ''}` });
    } else score -= 10;
  } else if (b.payoff_required && !revealIntent) {
    // A route that needs a payoff suits a clip that has none a little less; never more than its topic fit.
    score -= 1;
  } else if (b.role === 'reveal_support' && revealIntent) {
    score += 2;
    reasons.push({ weight: 2, text: 'built for a reveal on its hit' });
  }

  // Sound health: small nudges, never decisive against fit; with no fit at all the default route wins.
  score += { default_route: 0, fresh: 0.25, open: 0.1, crowded: -0.5, saturated: -1 }[route.health.saturation_state];
  score += { rising: 0.25, steady: 0, cooling: -0.25 }[route.health.momentum_state];
  if (route.sound_slug === defaultSlug) score += 1;

  if (b.loop_friendly && (facts.duration_s === undefined || facts.duration_s <= 60)) reasons.push({ weight: 0.25, text: 'it loops cleanly' });

  reasons.sort((x, y) => y.weight - x.weight);
  return {
    route,
    index: c.index,
    score: Math.round(score * 100) / 100,
    fit: Math.round(fit * 100) / 100,
    reasons: reasons.map((r) => r.text),
    matchedTopics,
    matchedKeywords,
    matchedMoods,
    matchedConcepts,
    landing,
  };
}

/** Scores one route against the clip (for a route the caller named). */
export function scoreRoute(catalog: Catalog, route: SoundRoute, facts: ClipFacts): RouteScore {
  const c = compiledCatalog(catalog).bySlug.get(route.sound_slug)!;
  return scoreCompiled(c, facts, readClip(catalog, facts), catalog.sounds.default_route);
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
export function eligibleRoutes(catalog: Catalog, facts: ClipFacts): CompiledRoute[] {
  let routes = [...compiledCatalog(catalog).routes];
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

/**
 * Rankings already made in this request: one answer ranks the same facts several times (the
 * winner, the plan's reveal check, the fallback check), and scoring every route is the cost that
 * grows with the catalog. Keyed by the facts object (never mutated), then the catalog; frozen, so
 * no caller can change what another reads.
 */
const rankings = new WeakMap<ClipFacts, WeakMap<Catalog, readonly RouteScore[]>>();

/** Ranks every eligible route for the clip, best first. A voiceover clip only sees voice-safe routes when any exist. */
export function rankRoutes(catalog: Catalog, facts: ClipFacts): readonly RouteScore[] {
  let byCatalog = rankings.get(facts);
  if (byCatalog === undefined) rankings.set(facts, (byCatalog = new WeakMap()));
  let ranked = byCatalog.get(catalog);
  if (ranked === undefined) byCatalog.set(catalog, (ranked = Object.freeze(rankAll(catalog, facts))));
  return ranked;
}

function rankAll(catalog: Catalog, facts: ClipFacts): RouteScore[] {
  const defaultSlug = catalog.sounds.default_route;
  const clip = readClip(catalog, facts);
  const ranked = eligibleRoutes(catalog, facts)
    .map((c) => scoreCompiled(c, facts, clip, defaultSlug))
    .sort(compare(defaultSlug));
  // Nothing made for the clip: the default route (when eligible) leads instead of an arbitrary weak hit.
  if (ranked.length > 0 && ranked[0]!.fit < MIN_FIT) {
    const at = ranked.findIndex((s) => s.route.sound_slug === defaultSlug);
    const leadLands = ranked[0]!.landing?.aligned === true && ranked[at]?.landing?.aligned !== true;
    if (at > 0 && !leadLands) ranked.unshift(...ranked.splice(at, 1));
  }
  return ranked;
}

/** True when no eligible route is made for the clip and the default route stands in as the safe choice. */
export function isFallback(catalog: Catalog, facts: ClipFacts, best: RouteScore): boolean {
  if (best.fit >= MIN_FIT || best.route.sound_slug !== catalog.sounds.default_route) return false;
  return rankRoutes(catalog, facts).every((s) => s.fit < MIN_FIT);
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
