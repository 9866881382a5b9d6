/**
 * The catalog compiled for routing, once per catalog object: the vocabulary, and for each route
 * the concepts its fit notes mean, its moods, its "not for" concepts and phrases, already folded
 * and stemmed. Plus inverted indexes (concept, first word of a phrase, mood, "not for" concept ->
 * routes) so a request only scores the routes its words can reach, and behavior groups: routes
 * whose scoring constants (behavior, track hits, health, tender) are the same score alike for
 * any clip they share no word with, so such routes are ranked per group, not one by one.
 * Requests then only read their own text.
 */
import type { Catalog } from '../catalog/load.ts';
import type { SoundRoute } from '../schemas/catalog.ts';
import { foldedWords } from './fold.ts';
import { compileVocabulary, readMeaning, type CompiledVocabulary } from './meaning.ts';
import { stem } from './text.ts';

/** A phrase as stemmed words, for matching the literal wording of fit notes. */
export interface Phrase {
  text: string;
  stems: readonly string[];
  /** True when the vocabulary knows the phrase: its meaning is counted once, through concepts, not again as wording. */
  known: boolean;
  /** The concepts the vocabulary reads in a known phrase: it matches a clip only when the clip's reading has one of them. */
  concepts: readonly string[];
}

export interface CompiledRoute {
  route: SoundRoute;
  index: number;
  /** Concepts the route's topics name: 1 when two or more topics name it, 0.75 for one. */
  concepts: ReadonlyMap<string, number>;
  moods: ReadonlySet<string>;
  /** Concepts the route must not serve (from `fit.not_for`). */
  notFor: ReadonlySet<string>;
  topics: readonly Phrase[];
  keywords: readonly Phrase[];
  notForPhrases: readonly Phrase[];
  /** True when the route's moods say it can carry a tender or sensitive clip. */
  tender: boolean;
  /** True when the route lists the calm mood (a calm route is only mildly out of place on a sensitive clip). */
  calm: boolean;
  /**
   * True when the track drives by how it is built, whatever its mood words: a hook-first track, a
   * punchy one, or a fast one (115 bpm or more) that is not sparse. A clip said to be calm, tender or
   * sad is not served by it ("eher ruhig und nachdenklich, nix mit Bass" got a 120 bpm drop).
   */
  driving: boolean;
  /** The behavior group (index into `groups`). */
  group: number;
  /**
   * The fit profile: routes with the same profile have the same fit and "not for" hits for any clip
   * that reaches neither through a rare phrase (see `rareWords`), so a request scores a profile once.
   */
  profile: number;
}

/**
 * Routes that score alike whenever the clip shares nothing with their fit notes: same behavior
 * fields (those routing or a behavior preference reads), same hit times and track length, same
 * health states, same tender/calm reading, default or not. Members are in catalog order.
 */
export interface BehaviorGroup {
  /** The first member: its constants stand for the group's. */
  rep: CompiledRoute;
  members: readonly number[];
}

/** Route indexes (ascending) by key. */
export type RouteIndex = ReadonlyMap<string, readonly number[]>;

export interface CompiledCatalog {
  vocab: CompiledVocabulary;
  routes: readonly CompiledRoute[];
  bySlug: ReadonlyMap<string, CompiledRoute>;
  /** Concept id -> routes whose topics name it. */
  byConcept: RouteIndex;
  /** Stem -> routes with a topic, keyword or "not for" phrase starting with it (a phrase matches only if its first word is in the clip). */
  byWord: RouteIndex;
  /** Mood -> routes that list it. */
  byMood: RouteIndex;
  /** Concept id -> routes that must not serve it. */
  byNotFor: RouteIndex;
  groups: readonly BehaviorGroup[];
  /** First words of phrases that at most RARE_ROUTES routes use: they are left out of fit profiles, and a route a clip reaches through one is scored alone. */
  rareWords: ReadonlySet<string>;
  /** How many fit profiles there are. */
  profiles: number;
}

/** A phrase word used by this many routes or fewer is rare (one route's own keyword, a catalog clone's tag). */
const RARE_ROUTES = 2;

const TENDER_MOODS = ['tender', 'gentle', 'sad', 'bittersweet'];

/** What a concept weighs for a route when every topic naming it also names another (see compileRoute). */
const QUALIFIER_WEIGHT = 0.5;

const phraseIn = (vocab: CompiledVocabulary) => (text: string): Phrase => {
  const matches = readMeaning(vocab, text).matches;
  return { text, stems: foldedWords(text).map(stem), known: matches.length > 0, concepts: [...new Set(matches.map((m) => m.concept))] };
};

function compileRoute(vocab: CompiledVocabulary, route: SoundRoute, index: number): CompiledRoute {
  // Concepts come from the route's topics only, and only those a topic names itself: a keyword
  // such as "coffee" is wording, not a claim that the route is made for food.
  const concepts = new Map<string, number>();
  // Moods are matched as moods, not as topics ("cozy" in a route's topics is its tone).
  // A concept several of the route's topics name is central to it (study with me, pomodoro, desk cam:
  // study); one named by a single topic is a side use (a makeup tutorial: education).
  const counts = new Map<string, number>();
  // A concept that only ever qualifies another in the route's topics ("gaming commentary", "game
  // commentary": talking) is a side of the route, not what it is for: a narrated clip about
  // anything is not a gaming-commentary clip. It counts half.
  const alone = new Set<string>();
  for (const t of route.fit.topics) {
    const matches = readMeaning(vocab, t).matches.filter((m) => vocab.concepts[m.concept]?.kind !== 'mood');
    const named = new Set(matches.map((m) => m.concept));
    for (const id of named) counts.set(id, (counts.get(id) ?? 0) + 1);
    // Alone: the topic's concepts are all named by the same words ("self care" is self-care and lifestyle at once).
    if (new Set(matches.map((m) => m.words)).size === 1) for (const id of named) alone.add(id);
  }
  for (const [id, n] of counts) concepts.set(id, Math.min(1, 0.5 + 0.25 * n) * (alone.has(id) ? 1 : QUALIFIER_WEIGHT));
  const notFor = new Set<string>();
  // A voice-safe route is made to sit under a voice: its "not for dialogue, talking head" means
  // on-camera talking, which the literal phrases catch, not the talking every narration implies.
  const underVoice = (id: string): boolean => route.sound_behavior.voiceover_safe && vocab.concepts[id]?.implied_by_voiceover === true;
  for (const t of route.fit.not_for) for (const m of readMeaning(vocab, t).matches) if (!underVoice(m.concept)) notFor.add(m.concept);
  const moods = new Set(route.fit.moods);
  return {
    route,
    index,
    concepts,
    moods,
    notFor,
    topics: route.fit.topics.map(phraseIn(vocab)),
    keywords: route.fit.keywords.map(phraseIn(vocab)),
    notForPhrases: route.fit.not_for.map(phraseIn(vocab)),
    tender: TENDER_MOODS.some((m) => moods.has(m)),
    calm: route.fit.moods.includes('calm'),
    driving: drives(route),
    group: -1,
    profile: -1,
  };
}

/** A driving tempo: at or above this, a track that is not sparse pushes the cut (see `driving`). */
const DRIVING_BPM = 115;
function drives(route: SoundRoute): boolean {
  const b = route.sound_behavior;
  return b.role === 'hook_pressure' || b.energy_shape === 'punchy' || (b.density !== 'low' && (route.tempo?.bpm ?? 0) >= DRIVING_BPM);
}

/** The fit profile key: concepts, moods, "not for" concepts, and every phrase whose first word is not rare. */
function profileKey(c: CompiledRoute, rare: ReadonlySet<string>): string {
  const phrases = (list: readonly Phrase[]) => list.filter((p) => p.stems.length > 0 && !rare.has(p.stems[0]!)).map((p) => [p.text, p.stems, p.known, p.concepts]);
  return JSON.stringify([[...c.concepts], [...c.moods], c.route.fit.moods, [...c.notFor], phrases(c.topics), phrases(c.keywords), phrases(c.notForPhrases)]);
}

/** What a route's score depends on besides its fit notes (see BehaviorGroup). */
function behaviorKey(c: CompiledRoute, defaultSlug: string): string {
  const r = c.route;
  const b = r.sound_behavior;
  return JSON.stringify([
    b.energy_shape, b.density, b.role, b.voiceover_safe, b.payoff_required, b.loop_friendly, b.first_second_priority, b.interference_risk, b.recommended_lengths_s,
    b.hook_starts_at_ms, r.track.length_ms, r.track.sections.filter((s) => s.kind === 'hook' || s.kind === 'drop').map((s) => s.start_ms),
    r.health.saturation_state, r.health.momentum_state, c.tender, c.calm, c.driving, r.sound_slug === defaultSlug, r.tempo === null,
  ]);
}

function push(index: Map<string, number[]>, key: string, i: number): void {
  const list = index.get(key);
  if (list === undefined) index.set(key, [i]);
  else if (list[list.length - 1] !== i) list.push(i);
}

/** Indexes and behavior groups over the compiled routes (routes in catalog order, so every list is ascending). */
function indexRoutes(routes: CompiledRoute[], defaultSlug: string): Pick<CompiledCatalog, 'byConcept' | 'byWord' | 'byMood' | 'byNotFor' | 'groups' | 'rareWords' | 'profiles'> {
  const byConcept = new Map<string, number[]>();
  const byWord = new Map<string, number[]>();
  const byMood = new Map<string, number[]>();
  const byNotFor = new Map<string, number[]>();
  const groupOf = new Map<string, { rep: CompiledRoute; members: number[]; at: number }>();
  for (const c of routes) {
    const i = c.index;
    for (const id of c.concepts.keys()) push(byConcept, id, i);
    for (const p of [...c.topics, ...c.keywords, ...c.notForPhrases]) if (p.stems.length > 0) push(byWord, p.stems[0]!, i);
    for (const m of c.moods) push(byMood, m, i);
    for (const id of c.notFor) push(byNotFor, id, i);
    const key = behaviorKey(c, defaultSlug);
    let g = groupOf.get(key);
    if (g === undefined) groupOf.set(key, (g = { rep: c, members: [], at: groupOf.size }));
    g.members.push(i);
    c.group = g.at;
  }
  const rareWords = new Set([...byWord].filter(([, list]) => list.length <= RARE_ROUTES).map(([w]) => w));
  const profileOf = new Map<string, number>();
  for (const c of routes) {
    const key = profileKey(c, rareWords);
    let at = profileOf.get(key);
    if (at === undefined) profileOf.set(key, (at = profileOf.size));
    c.profile = at;
  }
  return { byConcept, byWord, byMood, byNotFor, groups: [...groupOf.values()].map(({ rep, members }) => ({ rep, members })), rareWords, profiles: profileOf.size };
}

const cache = new WeakMap<Catalog, CompiledCatalog>();

/** The compiled form of `catalog`, built on first use and kept for the catalog's lifetime. */
export function compiledCatalog(catalog: Catalog): CompiledCatalog {
  let compiled = cache.get(catalog);
  if (compiled === undefined) {
    const vocab = compileVocabulary(catalog.vocabulary, catalog.lexicon);
    const routes = catalog.sounds.routes.map((r, i) => compileRoute(vocab, r, i));
    compiled = { vocab, routes, bySlug: new Map(routes.map((r) => [r.route.sound_slug, r])), ...indexRoutes(routes, catalog.sounds.default_route) };
    cache.set(catalog, compiled);
  }
  return compiled;
}
