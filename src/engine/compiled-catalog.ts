/**
 * The catalog compiled for routing, once per catalog object: the vocabulary, and for each route
 * the concepts its fit notes mean, its moods, its "not for" concepts and phrases, already folded
 * and stemmed, plus an index from concepts to routes. Requests then only read their own text.
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
}

export interface CompiledCatalog {
  vocab: CompiledVocabulary;
  routes: readonly CompiledRoute[];
  bySlug: ReadonlyMap<string, CompiledRoute>;
}

const TENDER_MOODS = ['tender', 'gentle', 'sad', 'bittersweet'];

const phraseIn = (vocab: CompiledVocabulary) => (text: string): Phrase => ({ text, stems: foldedWords(text).map(stem), known: readMeaning(vocab, text).matches.length > 0 });

function compileRoute(vocab: CompiledVocabulary, route: SoundRoute, index: number): CompiledRoute {
  // Concepts come from the route's topics only, and only those a topic names itself: a keyword
  // such as "coffee" is wording, not a claim that the route is made for food.
  const concepts = new Map<string, number>();
  // Moods are matched as moods, not as topics ("cozy" in a route's topics is its tone).
  // A concept several of the route's topics name is central to it (study with me, pomodoro, desk cam:
  // study); one named by a single topic is a side use (a makeup tutorial: education).
  const counts = new Map<string, number>();
  for (const t of route.fit.topics) {
    const named = new Set(readMeaning(vocab, t).matches.map((m) => m.concept).filter((id) => vocab.concepts[id]?.kind !== 'mood'));
    for (const id of named) counts.set(id, (counts.get(id) ?? 0) + 1);
  }
  for (const [id, n] of counts) concepts.set(id, Math.min(1, 0.5 + 0.25 * n));
  const notFor = new Set<string>();
  for (const t of route.fit.not_for) for (const m of readMeaning(vocab, t).matches) notFor.add(m.concept);
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
  };
}

const cache = new WeakMap<Catalog, CompiledCatalog>();

/** The compiled form of `catalog`, built on first use and kept for the catalog's lifetime. */
export function compiledCatalog(catalog: Catalog): CompiledCatalog {
  let compiled = cache.get(catalog);
  if (compiled === undefined) {
    const vocab = compileVocabulary(catalog.vocabulary, catalog.lexicon);
    const routes = catalog.sounds.routes.map((r, i) => compileRoute(vocab, r, i));
    compiled = { vocab, routes, bySlug: new Map(routes.map((r) => [r.route.sound_slug, r])) };
    cache.set(catalog, compiled);
  }
  return compiled;
}
