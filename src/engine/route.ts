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
import { compiledCatalog, type BehaviorGroup, type CompiledCatalog, type CompiledRoute, type Phrase } from './compiled-catalog.ts';
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

/**
 * The length term: +2 on a recommended length, less the further off, -1.5 past 20 s away. A
 * loop-friendly track plays a clip longer than its longest arrangement by looping, so it is not
 * marked down for one (a grandmother's 90 s tamales lesson keeps the kitchen bed made for it).
 */
export function lengthTerm(b: SoundRoute['sound_behavior'], duration_s: number): number {
  const d = Math.abs(nearestLength(b.recommended_lengths_s, duration_s) - duration_s);
  const term = d === 0 ? 2 : d <= 5 ? 1.5 : d <= 10 ? 0.5 : d <= 20 ? 0 : -1.5;
  return b.loop_friendly && duration_s > Math.max(...b.recommended_lengths_s) ? Math.max(term, 0) : term;
}

/** True when every word of the phrase is among the clip's words. */
function hasPhrase(words: ReadonlySet<string>, p: Phrase): boolean {
  return p.stems.length > 0 && p.stems.every((w) => words.has(w));
}

/**
 * True when the clip names a route's topic or keyword. A phrase the vocabulary knows counts only
 * when the clip's reading has its meaning: the stems alone would make "keep my guitar audio clean"
 * a cleaning clip, "no hype edits" a hype clip and "our cat Miso" a soup clip, which the reading
 * (a negation, a name, a word the vocabulary ignores) has already ruled out.
 */
function namesPhrase(clip: ClipReading, p: Phrase): boolean {
  return hasPhrase(clip.wordSet, p) && (!p.known || p.concepts.some((id) => clip.meaning.concepts.has(id)));
}

/**
 * A multi-word topic the route lists whose subjects the clip names outright, in any words: "grwm para
 * salir de fiesta" names both subjects of "get ready with me for a night out" (beauty, a night out),
 * so it is as specific a match as the phrase itself. Two distinct subjects at least, moods and
 * forms of clip aside, so a single shared subject never passes for the whole phrase.
 */
function namesInMeaning(clip: ClipReading, p: Phrase): boolean {
  if (!p.known || p.stems.length < 2 || FORM_TOPICS.has(p.text)) return false;
  const subjects = [...new Set(p.concepts)].filter((id) => clip.concepts[id]?.kind === 'topic' && clip.concepts[id]?.format !== true && id !== 'reveal');
  return subjects.length >= 2 && subjects.length === new Set(p.concepts).size && subjects.every((id) => (clip.meaning.concepts.get(id) ?? 0) >= NAMED_OUTRIGHT);
}

/** True when the clip names one of the route's topics, in its words or in its subjects. */
function namesTopic(clip: ClipReading, p: Phrase): boolean {
  return namesPhrase(clip, p) || namesInMeaning(clip, p);
}

/** True when the clip names the phrase and no negation stands right before its first word ("no voiceover"). */
function namesPositively(words: readonly string[], set: ReadonlySet<string>, p: Phrase): boolean {
  if (!hasPhrase(set, p)) return false;
  const first = p.stems[0]!;
  for (let i = 0; i < words.length; i++) {
    if (words[i] !== first) continue;
    const before = words.slice(Math.max(0, i - 2), i);
    if (FALSE_FRIENDS.get(first)?.has(words[i + 1] ?? '') === true) continue;
    if (!before.some((w) => NEGATIONS.has(w))) return true;
  }
  return false;
}
/**
 * English "not for" words that are verbs in Spanish or Portuguese, told apart by the word after
 * them: "El beso sale en el 1:10" (the kiss comes at 1:10) is no sale.
 */
const FALSE_FRIENDS: ReadonlyMap<string, ReadonlySet<string>> = new Map([
  ['sale', new Set(['en', 'a', 'al', 'el', 'la', 'los', 'las', 'con', 'de', 'del', 'por', 'justo', 'cuando', 'despues', 'antes', 'hoy', 'bien', 'mal', 'todo', 'toda', 'ella', 'mi', 'tu', 'su'])],
]);
const NEGATIONS: ReadonlySet<string> = new Set(['no', 'not', 'without', 'non', 'zero', 'never', 'sin', 'sem', 'sans', 'pas', 'ohne', 'kein', 'keine', 'keinen', 'nicht', 'nao', 'nunca', 'jamais', 'nada']);

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
  /** For each named concept, the words that named it (sorted, joined): concepts named by the very same words are one reason, not two. */
  namedBy: ReadonlyMap<string, string>;
  /** What a route's `not_for` is checked against: the concepts named, and for a paid clip those it implies (`implied_by_paid_ad`). */
  namedForNotFor: ReadonlySet<string>;
}

const readings = new WeakMap<ClipFacts, ClipReading>();

/** Reads the clip once (cached per facts object): stemmed words, concepts, moods including the tone field. */
export function readClip(catalog: Catalog, facts: ClipFacts): ClipReading {
  let r = readings.get(facts);
  if (r === undefined) {
    const { vocab } = compiledCatalog(catalog);
    const words = foldedWords(facts.text).map(stem);
    const meaning = withImplied(readMeaning(vocab, `${facts.text} . ${facts.tone ?? ''}`), vocab, facts);
    const by = new Map<string, string[]>();
    for (const m of meaning.matches) by.set(m.concept, [...(by.get(m.concept) ?? []), m.words]);
    const namedBy = new Map([...by].map(([id, ws]) => [id, [...new Set(ws)].sort().join('|')]));
    const named = new Set(by.keys());
    // A boosted post is a paid ad whether or not its words say "ad": a route not for paid ads stays out of it.
    const namedForNotFor = facts.paid_ad === true && vocab.impliedByPaidAd.some((id) => !named.has(id)) ? new Set([...named, ...vocab.impliedByPaidAd]) : named;
    r = { words, wordSet: new Set(words), meaning, moods: meaning.moods, named, concepts: vocab.concepts, namedBy, namedForNotFor };
    readings.set(facts, r);
  }
  return r;
}

/** Lets `to`, a copy of `from` with the same text and tone (withCues fills flags, never words), reuse the reading already made: the clip is read once per request. */
export function shareReading<T extends ClipFacts>(from: ClipFacts, to: T): T {
  const r = readings.get(from);
  // The flags are read too (withImplied), so a copy whose cues found a voice, AI or business use reads again.
  if (r !== undefined && from.text === to.text && from.tone === to.tone && sameImplied(from, to)) readings.set(to, r);
  return to;
}

/** A product implies a reveal's concepts only when named outright: a word only WordNet relates to it ("screen" as tech, 0.7) or one in a setting phrase (0.6) is no product shown. */
const NAMED_OUTRIGHT = 0.85;

/** Paid, brand, client or off-platform work: what a product reveal needs to imply a launch. */
function forBusiness(f: ClipFacts): boolean {
  return f.paid_ad || f.commercial_use || f.client_delivery || f.off_platform_reuse;
}

/** True when the two facts imply the same concepts (withImplied reads these fields besides the words). */
function sameImplied(a: ClipFacts, b: ClipFacts): boolean {
  return (a.voiceover === true) === (b.voiceover === true) && (a.voiceover === false) === (b.voiceover === false) && a.paid_ad === b.paid_ad && a.aigc === b.aigc && (a.payoff_at_ms === null) === (b.payoff_at_ms === null) && forBusiness(a) === forBusiness(b) && (a.businessAccount === true) === (b.businessAccount === true) && (a.personal === true) === (b.personal === true);
}

/**
 * A paid placement that the words call an ad ("pub sponsorisée… on la booste") and that someone
 * talks over is a sponsored read first: its ad concept weighs this much more, so an ad bed wins the
 * tie with a subject bed ("made for coffee"). Without a voice the ad is a montage of its subject,
 * and the subject's route keeps the tie (a paid taco ad with no talking is a food montage).
 */
const STATED_AD_WEIGHT = 1.15;

/** An AI-generated clip whose strongest subject is scenery leans to generated scenes at this share of the scenery's weight. */
const AI_SCENERY_SHARE = 0.9;
/** What a multi-word topic the route lists adds to its wording score when the clip names it. */
const MULTI_WORD_TOPIC = 3;

/** Route topics that name the form of a clip, not its subject: matched, they count a little ("kitchen renovation before and after" is a renovation). */
const FORM_TOPICS: ReadonlySet<string> = new Set(['before and after', 'quick reveal', 'talking head', 'talking to camera', 'photo montage', 'behind the scenes']);

/** A known topic phrase's wording weight: a multi-word subject in full, a one-word one or a form of clip ("how to", "before and after") a little. */
function knownTopicWeight(p: Phrase, clip: ClipReading): number {
  return p.stems.length > 1 && !FORM_TOPICS.has(p.text) && p.concepts.some((id) => clip.concepts[id]?.format !== true) ? MULTI_WORD_TOPIC : 1;
}

/** An ad with no voice, beside a named subject: "ad" weighs this much of its weight (how it is cut, not what it shows). */
const SILENT_AD_WEIGHT = 0.5;

/** An implied talking concept beside a named subject weighs this much of its weight. */
const IMPLIED_BESIDE_SUBJECT = 0.5;

/**
 * The concepts the flags imply, added when the words did not name them: a voice implies its
 * concepts at their weight (`implied_by_voiceover`: a narrated clip is also a talking clip), AI
 * generation at half theirs (`implied_by_aigc`: a lean toward generated scenes), and a product
 * revealed at a stated moment in paid, brand or client work at 0.6 of theirs
 * (`implied_by_product_reveal`: "a perfume bottle reforms at 0:08, for a client's paid ad" is a
 * product reveal, what launch routes are made for, although its words name only the perfume).
 */
function withImplied(meaning: Meaning, vocab: CompiledVocabulary, facts: ClipFacts): Meaning {
  const voiceover = facts.voiceover === true;
  const productReveal =
    facts.payoff_at_ms !== null &&
    forBusiness(facts) &&
    [...meaning.concepts].some(([id, weight]) => vocab.products.has(id) && weight >= NAMED_OUTRIGHT);
  const business = facts.businessAccount === true;
  const advertW = meaning.concepts.get('advert');
  // A paid ad, or brand or client work someone talks over, whose words name an ad: a sponsored read ("Werbeclip fürs Autohaus, Sprecher aus dem Off").
  const statedAd = (facts.paid_ad || (facts.commercial_use && facts.voiceover === true)) && facts.voiceover !== false && advertW !== undefined && advertW >= NAMED_OUTRIGHT;
  // An ad with no voice is its subject, cut as an ad ("pre-roll bumper for a mobile game, no VO", "unboxing de unos tenis,
  // #publi, sin voz"): the ad-read bed is made to sit under an announcer, so "ad" weighs like a format beside a named
  // subject (whose business it is names no subject: "propaganda da minha marca" stays an ad).
  const silentAd = facts.voiceover === false && advertW !== undefined && [...meaning.concepts].some(([id, w]) => id !== 'advert' && id !== 'business' && w >= NAMED_OUTRIGHT && vocab.concepts[id]?.kind !== 'mood' && vocab.concepts[id]?.format !== true);
  // "I was going to talk over it but ... no voice": when the clip has no voice, the talking its words name is not in it.
  const unvoiced = facts.voiceover === false && vocab.impliedByVoice.some(([id]) => meaning.concepts.has(id));
  // "trabalho numa loja de plantas mas esse vídeo é pro meu perfil pessoal": said to be personal, the business it names is where they work.
  const personal = facts.personal === true && vocab.impliedByBusinessAccount.some(([id]) => meaning.concepts.has(id));
  if (!voiceover && !facts.aigc && !productReveal && !business && !statedAd && !unvoiced && !silentAd && !personal) return meaning;
  let concepts: Map<string, number> | null = null;
  if (personal) for (const [id] of vocab.impliedByBusinessAccount) if (meaning.concepts.has(id)) (concepts ??= new Map(meaning.concepts)).delete(id);
  if (unvoiced) for (const [id] of vocab.impliedByVoice) if (meaning.concepts.has(id)) (concepts ??= new Map(meaning.concepts)).delete(id);
  if (statedAd) (concepts ??= new Map(meaning.concepts)).set('advert', advertW * STATED_AD_WEIGHT);
  if (silentAd) (concepts ??= new Map(meaning.concepts)).set('advert', advertW * SILENT_AD_WEIGHT);
  // `raise`: a concept the words already name is raised to the implied weight when that is higher (the AI scenery lean).
  const add = (list: CompiledVocabulary['impliedByVoice'], raise = false): void => {
    for (const [id, weight] of list) {
      const named = concepts?.get(id) ?? meaning.concepts.get(id);
      if (named !== undefined && !(raise && weight > named)) continue;
      (concepts ??= new Map(meaning.concepts)).set(id, weight);
    }
  };
  // A voice makes a clip a talking clip, but less so when its words name what it is about: a
  // narrated recipe is a recipe first (the talking bed is for clips with no subject route).
  if (voiceover) add(meaning.subject ? vocab.impliedByVoice.map(([id, w]) => [id, w * IMPLIED_BESIDE_SUBJECT] as const) : vocab.impliedByVoice);
  if (facts.aigc) {
    // "a waterfall in the jungle, all AI": a generated scene of scenery is an AI scene first, what
    // the catalog's generated-scene route is made for; its lean grows to near the scenery's weight,
    // so a nature route still wins when the words name nature firmly and nothing else sets them apart.
    const weightOf = (keep: (id: string) => boolean): number => Math.max(0, ...[...meaning.concepts].filter(([id]) => keep(id)).map(([, w]) => w));
    const scenery = weightOf((id) => vocab.scenery.has(id));
    const sceneryLeads = scenery > 0 && scenery >= weightOf((id) => vocab.concepts[id]?.kind !== 'mood');
    add(sceneryLeads ? vocab.impliedByAigc.map(([id, w]) => [id, Math.max(w, scenery * AI_SCENERY_SHARE)] as const) : vocab.impliedByAigc, sceneryLeads);
  }
  if (productReveal) add(vocab.impliedByProductReveal);
  // "going on the farm's page", "our brand account": the creator's own business, small-business content.
  if (business) add(vocab.impliedByBusinessAccount);
  return concepts === null ? meaning : { ...meaning, concepts };
}

/** Scores one compiled route against the clip. Pure; the weights are documented on the developers page. */
export function scoreCompiled(c: CompiledRoute, facts: ClipFacts, clip: ClipReading, defaultSlug: string): RouteScore {
  const route = c.route;
  const b = route.sound_behavior;
  const reasons: { weight: number; text: string }[] = [];
  let fit = 0;

  // Meaning: concepts the clip names that the route is made for (tacos -> food -> kitchen-window).
  let shared: Array<{ id: string; w: number }> = [];
  for (const [id, routeW] of c.concepts) {
    const clipW = clip.meaning.concepts.get(id);
    if (clipW !== undefined) shared.push({ id, w: clipW * routeW });
  }
  if (shared.length > 1) {
    const keep = countedOnce(shared.map((x) => x.id), shared.map((x) => x.w), clip);
    shared = shared.filter((_, i) => keep[i]);
  }
  shared.sort((x, y) => y.w - x.w || (x.id < y.id ? -1 : 1));
  const conceptScore = Math.min(shared.reduce((sum, x) => sum + x.w * 5, 0), 12);
  fit += conceptScore;

  // Wording: the route's own topic phrases and keywords, literally (a multi-word topic is more specific).
  // Wording: a phrase the vocabulary does not know counts in full; a known one (already counted through
  // its concept) adds only a little, so the route naming the clip's own words most specifically wins a tie.
  const matchedTopics = c.topics.filter((p) => namesTopic(clip, p)).map((p) => p.text);
  const topicStems = c.topics.filter((p) => matchedTopics.includes(p.text)).flatMap((p) => p.stems);
  const matchedKeywords = c.keywords.filter((p) => namesPhrase(clip, p) && !p.stems.every((w) => topicStems.includes(w))).map((p) => p.text);
  const literal = (list: readonly Phrase[], matched: readonly string[]): Phrase[] => list.filter((p) => !p.known && matched.includes(p.text));
  // A multi-word topic the route lists ("cake decorating", "road trip") is as specific a match whether
  // or not the vocabulary knows it: it counts in full; a known single word counts a little.
  const knownHits = c.topics.filter((p) => p.known && matchedTopics.includes(p.text)).reduce((sum, p) => sum + knownTopicWeight(p, clip), 0) + 0.5 * c.keywords.filter((p) => p.known && matchedKeywords.includes(p.text)).length;
  const wordingScore = Math.min(literal(c.topics, matchedTopics).reduce((sum, p) => sum + (p.stems.length > 1 ? MULTI_WORD_TOPIC : 2), 0) + literal(c.keywords, matchedKeywords).length + knownHits, 6);
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
  const moodScore = moodTerm(route.fit.moods, clip.moods, clip.named, clip.meaning.unwanted);
  fit += moodScore;
  // ("an energetic mood", "a calm mood".)
  const moods = listing(matchedMoods.slice(0, 2));
  if (moodScore > 0) reasons.push({ weight: moodScore, text: `${/^[aeiou]/i.test(moods) ? 'an' : 'a'} ${moods} mood` });

  let score = fit * FIT_WEIGHT;
  // Sensitive clips (grief, illness, an apology): only a tender route; a hype route never.
  if (clip.meaning.sensitive.length > 0) {
    if (c.tender) {
      score += 6;
      reasons.push({ weight: 6, text: 'gentle enough for a tender subject' });
    } else if (route.fit.moods.includes('calm')) score -= 2;
    else score -= 20;
  }

  // Not for: concepts and phrases the route says it must not serve.
  const notForHits = [...c.notFor].filter((id) => clip.namedForNotFor.has(id)).length + c.notForPhrases.filter((p) => namesPositively(clip.words, clip.wordSet, p)).length;
  score -= Math.min(notForHits, 2) * 8;

  // Length: distance to the nearest recommended length; never decisive.
  if (facts.duration_s !== undefined) {
    const near = nearestLength(b.recommended_lengths_s, facts.duration_s);
    const d = Math.abs(near - facts.duration_s);
    const lengthScore = lengthTerm(b, facts.duration_s);
    score += lengthScore;
    if (d === 0) reasons.push({ weight: 2, text: `${facts.duration_s} s is one of its recommended lengths` });
    else if (lengthScore > 0) reasons.push({ weight: lengthScore, text: `${facts.duration_s} s is close to its ${near} s arrangement` });
  }

  // Voice: the eligible routes are already voice-safe; among them, the sparser the better.
  if (facts.voiceover === true) {
    score += RISK_TERM[b.interference_risk] + DENSITY_TERM[b.density];
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
      const bonus = landedTerm(b.role, landing);
      score += bonus;
      reasons.push({ weight: bonus, text: `its hit can land on your reveal at ${secs(facts.payoff_at_ms)}${landing.wrapMs !== null ? ` (start the sound ${secs(landing.soundStartMs)} into the track and a second play of it ${secs(landing.wrapMs)} into the clip)` : landing.soundStartMs > 0 ? ` (start the sound ${secs(landing.soundStartMs)} into the track)` : ''}` });
    } else score += landing.near ? NEAR_MISS : cannotLand(b.role); // the plan's why says how far to move the cut (plan-clip.ts)
  } else if (b.payoff_required && !revealIntent) {
    // A route that needs a payoff suits a clip that has none a little less; never more than its topic fit.
    score -= 1;
  } else if (b.role === 'reveal_support' && revealIntent) {
    score += 2;
    reasons.push({ weight: 2, text: 'built for a reveal on its hit' });
  }

  // A track that drives by how it is built does not serve a clip said to be calm, tender or sad, whatever its mood words.
  score += drivingClash(c, clip);

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
/**
 * Routes made for the clip (fit at least MIN_FIT) rank before routes that are not, whatever their
 * flags: a reveal the unfitting route can land, a length it was arranged for, a voice it leaves
 * room for never make a room-tone bed the answer to a grandmother's 90th birthday montage (the
 * reveal at 1:50 was landable only by loop beds, which scored above the family routes). Among the
 * routes made for the clip, the flags decide as before.
 */
const fits = (fit: number): number => (fit >= MIN_FIT ? 1 : 0);

function compare(defaultSlug: string) {
  return (a: RouteScore, b: RouteScore): number =>
    fits(b.fit) - fits(a.fit) ||
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
  // A performance is its own soundtrack: a bed with a beat of its own fights the performance's tempo,
  // so only beds with no fixed beat (a room tone, an ambient pad) stay eligible when any do.
  if (facts.ownAudio === true) {
    const beatless = routes.filter(({ route }) => route.tempo === null);
    if (beatless.length > 0) routes = beatless;
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

/*
 * The fast path: the same ranking as rankRoutes, without scoring every route. A route the clip
 * shares no concept, phrase word, mood or "not for" concept with has fit 0 and no "not for" hit,
 * so its score depends only on its behavior group; the inverted indexes give the routes the clip
 * can reach (the hits), which are scored one by one with the numbers only (no reasons, no
 * strings). Full RouteScores (reasons and all) are built for the few routes an answer shows.
 * The numbers are the same sums in the same order as scoreCompiled's, so ranks and scores are
 * bit-identical (a unit test compares them route by route).
 */

/** The largest `k` topRoutes answers from the fast path (beyond it, the full ranking). */
const TOP_LIMIT = 8;

/** A ranked candidate: its numbers only. */
interface Quick {
  c: CompiledRoute;
  score: number;
  fit: number;
  aligned: boolean;
  isDefault: boolean;
}

/** Per request and behavior group: the score terms after fit, each applied as scoreCompiled applies it (null: not applied). */
interface GroupTerms {
  eligible: boolean;
  /** A driving track against a clip said to be calm, tender or sad (DRIVING_CLASH), else 0. */
  drive: number;
  sens: number | null;
  len: number | null;
  voice: number | null;
  payoff: number | null;
  sat: number;
  mom: number;
  isDefault: boolean;
  aligned: boolean;
}

/**
 * How much the fit (meaning, wording, mood) counts against the other terms (length, voice, reveal,
 * health): a flag or a length never outweighs what the clip is about. Chosen on the tuning and fresh
 * panel parts (1, 1.15, 1.3 and 1.5 tried; 1.3 fixed three messages and moved no clip).
 */
export const FIT_WEIGHT = 1.3;
/**
 * A stated reveal the route's hit cannot land on. Strong enough that, among routes made for the
 * clip, one whose hit lands wins (+2, +5 for a reveal track, against this), but not so strong that
 * a route made for something else beats a clear topic fit just because it lands: a wedding film
 * keeps the wedding route and is told plainly that its hit plays before the reveal (with the route
 * that could land named), instead of getting an ASMR bed. -15 made landing win at any fit; -8, -6
 * and -4 scored alike on the tuning and fresh parts of the time (two wedding items right, no item
 * lost). With the sixth session's panels -7 kept two more routes made for the clip (a restoration
 * track with fit 11 against a maker bed with fit 3.75 that could land) and lost none; -6 lost one.
 */
export const CANNOT_LAND = -7;
/**
 * A bed under a voice or a picture (voice_safe_motion, background_bed) carries no hit the eye waits
 * for: a skit's punchline lands on the line, a montage's last photo on a chord change or none. Its
 * missed landing costs less than a track built around its hit (reveal_support, hook_pressure).
 * -4 let a bed that fits the topic win over one that lands a clearly stated reveal (a move-back
 * montage whose reveal at 62 s no longer landed); -6 keeps that reveal and still lets a skit keep
 * its skit bed.
 */
export const BED_CANNOT_LAND = -6;
function cannotLand(role: SoundRoute['sound_behavior']['role']): number {
  return role === 'reveal_support' || role === 'hook_pressure' ? CANNOT_LAND : BED_CANNOT_LAND;
}
/**
 * A hit that lands on the stated reveal: +5 for a reveal track, +2 for others. Landed by a second
 * play (a loop-friendly track wrapped, landing.ts) it earns WRAPPED_LANDING: no missed-hit cost,
 * but no edge over a route made for the clip either, since the creator has to chain two plays (a
 * wedding film keeps its wedding track rather than take a tender bed that lands only so).
 */
export const WRAPPED_LANDING = 0;
function landedTerm(role: SoundRoute['sound_behavior']['role'], land: Landing): number {
  if (land.wrapMs !== null) return WRAPPED_LANDING;
  return role === 'reveal_support' ? 5 : 2;
}
/** A hit at most NEAR_MISS_MS before the stated reveal (landing.ts): the cut moves a few frames, not the clip. */
export const NEAR_MISS = -2;
const SATURATION_TERM = { default_route: 0, fresh: 0.25, open: 0.1, crowded: -0.5, saturated: -1 } as const;
const MOMENTUM_TERM = { rising: 0.25, steady: 0, cooling: -0.25 } as const;
/**
 * Under a voice, the sparser the better, but a medium-interference bed is still voice-safe: its
 * step is half a point, so a route made for the clip's subject (a pet, a city day, a road trip)
 * keeps the clip over a sparser bed made for something else.
 */
const RISK_TERM = { low: 1.5, medium: 1, high: -1.5 } as const;
const DENSITY_TERM = { low: 1, medium: 0.5, high: -1 } as const;

function groupTerms(g: BehaviorGroup, facts: ClipFacts, clip: ClipReading, revealIntent: boolean, defaultSlug: string): Omit<GroupTerms, 'eligible'> {
  const c = g.rep;
  const route = c.route;
  const b = route.sound_behavior;
  let sens: number | null = null;
  if (clip.meaning.sensitive.length > 0) sens = c.tender ? 6 : c.calm ? -2 : -20;
  let len: number | null = null;
  if (facts.duration_s !== undefined) {
    len = lengthTerm(b, facts.duration_s);
  }
  let voice: number | null = null;
  if (facts.voiceover === true) voice = RISK_TERM[b.interference_risk] + DENSITY_TERM[b.density];
  else if (facts.voiceover === false && b.role === 'voice_safe_motion') voice = -1;
  let payoff: number | null = null;
  let aligned = false;
  if (facts.payoff_at_ms !== null) {
    const land = landOn(route, facts.payoff_at_ms, (facts.duration_s ?? 0) * 1000);
    aligned = land.aligned;
    payoff = aligned ? landedTerm(b.role, land) : land.near ? NEAR_MISS : cannotLand(b.role);
  } else if (b.payoff_required && !revealIntent) payoff = -1;
  else if (b.role === 'reveal_support' && revealIntent) payoff = 2;
  return { sens, len, voice, payoff, drive: drivingClash(c, clip), sat: SATURATION_TERM[route.health.saturation_state], mom: MOMENTUM_TERM[route.health.momentum_state], isDefault: route.sound_slug === defaultSlug, aligned };
}

/** The score from fit and "not for" hits, with the group's terms in scoreCompiled's order. */
function finish(fit: number, notForHits: number, t: GroupTerms): number {
  let score = fit * FIT_WEIGHT;
  if (t.sens !== null) score += t.sens;
  score -= Math.min(notForHits, 2) * 8;
  if (t.len !== null) score += t.len;
  if (t.voice !== null) score += t.voice;
  if (t.payoff !== null) score += t.payoff;
  score += t.drive;
  score += t.sat;
  score += t.mom;
  if (t.isDefault) score += 1;
  return Math.round(score * 100) / 100;
}

/**
 * Which of the concepts a route shares with the clip count: one word is one reason. A concept the
 * clip reaches only as the broader concept of another shared one counts once, through that one
 * ("my puppy's first bath": bath is self-care, and self-care's broader lifestyle is not a second
 * reason for a self-care route); concepts named by the very same words count once, the strongest
 * ("swimming" is fitness and sports: a route made for both gets one reason from it, not two).
 */
function countedOnce(ids: readonly string[], weights: readonly number[], clip: ClipReading): boolean[] {
  return ids.map((id, i) => {
    if (!clip.named.has(id)) return !ids.some((other) => other !== id && clip.named.has(other) && (clip.concepts[other]?.broader ?? []).includes(id));
    const by = clip.namedBy.get(id);
    // Among concepts named by the same words, the strongest counts (ties: the first in the route's order).
    return !ids.some((other, j) => j !== i && clip.namedBy.get(other) === by && (weights[j]! > weights[i]! || (weights[j] === weights[i] && j < i)));
  });
}

/** Moods at the soft end: a clip said to be one of these is not served by a route built on the hard end, and the other way round. */
const SOFT_MOODS: ReadonlySet<string> = new Set(['calm', 'tender', 'gentle', 'sad', 'bittersweet', 'dreamy', 'cozy', 'romantic']);
const HARD_MOODS: ReadonlySet<string> = new Set(['energetic', 'bold', 'intense', 'upbeat']);
/** The soft moods a clip must say to clash with a hard route: a feeling ("crying", "sad", "calm"), not a style ("aesthetic", "moody" edits are often hype). */
const CLIP_SOFT_MOODS: ReadonlySet<string> = new Set(['calm', 'tender', 'gentle', 'sad', 'bittersweet']);
/** The hard moods a clip must say to clash with a soft route ("brutal", "bold look" say less about the sound wanted than "hype"). */
const CLIP_HARD_MOODS: ReadonlySet<string> = new Set(['energetic', 'upbeat']);
/** What a mood against the route's costs: as much as two shared moods gain (a stated "crying" outweighs one shared topic word such as "finish line"). */
const MOOD_CLASH = 6;

/**
 * The mood term of the fit: each mood the route shares with the clip counts (at most two), and a
 * route that shares none and is built on the opposite end of the clip's stated mood loses (fourth
 * editor panel: a tearful ultra finish on a gym hype track, a 4-year-old's first ballet recital on a
 * hype dance route, a "moody" boat on an upbeat travel track).
 */
function moodTerm(routeMoods: readonly string[], clipMoods: ReadonlySet<string>, stated: ReadonlySet<string>, unwanted: ReadonlySet<string> = new Set()): number {
  let shared = 0;
  let soft = 0;
  let hard = 0;
  let against = 0;
  for (const m of routeMoods) {
    if (clipMoods.has(m)) shared++;
    if (SOFT_MOODS.has(m)) soft++;
    if (HARD_MOODS.has(m)) hard++;
    if (unwanted.has(m)) against++;
  }
  // A mood said not to be wanted ("nada súper triste", "not too hype") clashes as a stated mood does (eighth editor panel).
  if (against > 0) return Math.min(shared * 3, 6) - MOOD_CLASH;
  if (shared > 0) return Math.min(shared * 3, 6);
  // Only a mood the clip states clashes: one an occasion implies (autumn: cozy) is a hint, not a request.
  // (A clip said to be both, "chill but also HYPE", clashes with neither.)
  const opposed = opposedMoods(clipMoods, stated);
  if (opposed.size === 0) return 0;
  return (opposed === HARD_MOODS ? hard : soft) >= 2 ? -MOOD_CLASH : 0;
}

/** What a driving track costs on a clip said to be calm, tender, sad or cozy: as much as a stated mood's clash (MOOD_CLASH); 4 was tried and left 'gern gemütlich' on a punchy Christmas track. */
const DRIVING_CLASH = 6;
function drivingClash(c: CompiledRoute, clip: ClipReading): number {
  return c.driving && softPlainly(clip) ? -DRIVING_CLASH : 0;
}
/**
 * The clip states a soft mood (and no hard one) in words that say only that: "emotional" is tender
 * and dramatic at once (a first marathon's finish is emotional and loud), so it does not count.
 */
function softPlainly(clip: ClipReading): boolean {
  // (Cozy counts here, "gern gemütlich": a style for a route's words, a plain wish against a driving track.)
  if ([...clip.moods].some((m) => CLIP_HARD_MOODS.has(m) && clip.named.has(m))) return false;
  return [...clip.moods].some((m) => {
    if (!(CLIP_SOFT_MOODS.has(m) || m === 'cozy') || !clip.named.has(m)) return false;
    const by = clip.namedBy.get(m);
    return ![...clip.moods].some((o) => o !== m && !SOFT_MOODS.has(o) && clip.named.has(o) && clip.namedBy.get(o) === by);
  });
}

/** The route moods that may clash with a mood the clip states (the other end of it), for the fast path's hits. */
function opposedMoods(clipMoods: ReadonlySet<string>, stated: ReadonlySet<string>): ReadonlySet<string> {
  let soft = false;
  let hard = false;
  for (const m of clipMoods) {
    if (!stated.has(m)) continue;
    if (CLIP_SOFT_MOODS.has(m)) soft = true;
    if (CLIP_HARD_MOODS.has(m)) hard = true;
  }
  return soft === hard ? new Set() : soft ? HARD_MOODS : SOFT_MOODS;
}

/** scoreCompiled's fit and "not for" count, numbers only. */
function quickFit(c: CompiledRoute, clip: ClipReading): { fit: number; notForHits: number } {
  let shared: number[] | null = null;
  let sharedIds: string[] | null = null;
  for (const [id, routeW] of c.concepts) {
    const clipW = clip.meaning.concepts.get(id);
    if (clipW === undefined) continue;
    (shared ??= []).push(clipW * routeW);
    (sharedIds ??= []).push(id);
  }
  let conceptSum = 0;
  if (shared !== null && shared.length > 1) {
    const keep = countedOnce(sharedIds!, shared, clip);
    shared = shared.filter((_, i) => keep[i]);
    sharedIds = sharedIds!.filter((_, i) => keep[i]);
  }
  if (shared !== null) {
    // The same order as scoreCompiled's sum (weight, then id), so the float sum is the same.
    const order = shared.map((_, i) => i).sort((x, y) => shared[y]! - shared[x]! || (sharedIds![x]! < sharedIds![y]! ? -1 : 1));
    for (const i of order) conceptSum = conceptSum + shared[i]! * 5;
  }
  const conceptScore = Math.min(conceptSum, 12);

  let literalTopics = 0;
  let knownTopics = 0;
  let topicStems: string[] | null = null;
  for (const p of c.topics) {
    if (!namesTopic(clip, p)) continue;
    (topicStems ??= []).push(...p.stems);
    if (p.known) knownTopics += knownTopicWeight(p, clip);
    else literalTopics += p.stems.length > 1 ? MULTI_WORD_TOPIC : 2;
  }
  let literalKeywords = 0;
  let knownKeywords = 0;
  for (const p of c.keywords) {
    if (!namesPhrase(clip, p)) continue;
    if (topicStems !== null && p.stems.every((w) => topicStems.includes(w))) continue;
    if (p.known) knownKeywords++;
    else literalKeywords++;
  }
  const wordingScore = Math.min(literalTopics + literalKeywords + (knownTopics + 0.5 * knownKeywords), 6);

  const moodScore = moodTerm(c.route.fit.moods, clip.moods, clip.named, clip.meaning.unwanted);

  let fit = 0;
  fit += conceptScore;
  fit += wordingScore;
  fit += moodScore;

  let notForHits = 0;
  for (const id of c.notFor) if (clip.namedForNotFor.has(id)) notForHits++;
  for (const p of c.notForPhrases) if (namesPositively(clip.words, clip.wordSet, p)) notForHits++;
  return { fit, notForHits };
}

/** The candidates a request can rank: every eligible hit, and up to TOP_LIMIT non-hit routes of each eligible group. */
interface Candidates {
  list: Quick[];
  /** How many routes are eligible (what rankRoutes(...).length would be). */
  eligible: number;
  defaultSlug: string;
}

const candidateCache = new WeakMap<ClipFacts, WeakMap<Catalog, Candidates>>();

function candidates(catalog: Catalog, facts: ClipFacts): Candidates {
  let byCatalog = candidateCache.get(facts);
  if (byCatalog === undefined) candidateCache.set(facts, (byCatalog = new WeakMap()));
  let found = byCatalog.get(catalog);
  if (found === undefined) byCatalog.set(catalog, (found = buildCandidates(catalog, compiledCatalog(catalog), facts)));
  return found;
}

function buildCandidates(catalog: Catalog, cc: CompiledCatalog, facts: ClipFacts): Candidates {
  const defaultSlug = catalog.sounds.default_route;
  const clip = readClip(catalog, facts);
  const revealIntent = facts.payoff_at_ms !== null || REVEAL_WORDS.some((w) => clip.wordSet.has(w));

  // Eligibility is a group property (voiceover_safe and every preference field are in the group key); same rules as eligibleRoutes.
  let eligible = cc.groups.map(() => true);
  if (facts.voiceover === true && cc.groups.some((g) => g.rep.route.sound_behavior.voiceover_safe)) eligible = cc.groups.map((g) => g.rep.route.sound_behavior.voiceover_safe);
  if (facts.preference !== undefined) {
    const pref = facts.preference;
    const matching = cc.groups.map((g, i) => eligible[i]! && matchesPreference(g.rep.route, pref));
    if (matching.some(Boolean)) eligible = matching;
  }
  if (facts.ownAudio === true) {
    const beatless = cc.groups.map((g, i) => eligible[i]! && g.rep.route.tempo === null);
    if (beatless.some(Boolean)) eligible = beatless;
  }
  const terms: GroupTerms[] = cc.groups.map((g, i) => ({ eligible: eligible[i]!, ...groupTerms(g, facts, clip, revealIntent, defaultSlug) }));

  // The hits: routes sharing a concept, a phrase's first word, a mood or a "not for" concept with the clip.
  const hit = new Uint8Array(cc.routes.length);
  const hits: number[] = [];
  const mark = (list: readonly number[] | undefined): void => {
    if (list === undefined) return;
    for (const i of list) {
      if (hit[i] === 1) continue;
      hit[i] = 1;
      hits.push(i);
    }
  };
  for (const id of clip.meaning.concepts.keys()) mark(cc.byConcept.get(id));
  for (const w of clip.wordSet) mark(cc.byWord.get(w));
  for (const m of clip.moods) mark(cc.byMood.get(m));
  // Routes at the other end of a mood the clip states may lose fit (moodTerm): they are scored, not assumed at fit 0.
  for (const m of opposedMoods(clip.moods, clip.named)) mark(cc.byMood.get(m));
  for (const id of clip.namedForNotFor) mark(cc.byNotFor.get(id));

  // A route reached through a rare word is scored alone. The others score alike per (fit profile,
  // behavior group): that pair is scored once and only its first TOP_LIMIT routes (catalog order) compete.
  const alone = new Uint8Array(cc.routes.length);
  for (const w of clip.wordSet) if (cc.rareWords.has(w)) for (const i of cc.byWord.get(w)!) alone[i] = 1;
  const byProfile = new Array<{ fit: number; notForHits: number } | undefined>(cc.profiles);
  const pairs = new Map<number, { score: number; fit: number; aligned: boolean; first: number[] }>();

  const list: Quick[] = [];
  for (const i of hits) {
    const c = cc.routes[i]!;
    const t = terms[c.group]!;
    if (!t.eligible) continue;
    if (alone[i] === 1) {
      const f = quickFit(c, clip);
      list.push({ c, score: finish(f.fit, f.notForHits, t), fit: Math.round(f.fit * 100) / 100, aligned: t.aligned, isDefault: t.isDefault });
      continue;
    }
    const key = c.profile * cc.groups.length + c.group;
    let pair = pairs.get(key);
    if (pair === undefined) {
      const f = (byProfile[c.profile] ??= quickFit(c, clip));
      pairs.set(key, (pair = { score: finish(f.fit, f.notForHits, t), fit: Math.round(f.fit * 100) / 100, aligned: t.aligned, first: [] }));
    }
    const first = pair.first;
    if (first.length === TOP_LIMIT && i > first[TOP_LIMIT - 1]!) continue;
    let at = first.length;
    while (at > 0 && first[at - 1]! > i) at--;
    first.splice(at, 0, i);
    if (first.length > TOP_LIMIT) first.pop();
  }
  for (const pair of pairs.values()) {
    for (const i of pair.first) list.push({ c: cc.routes[i]!, score: pair.score, fit: pair.fit, aligned: pair.aligned, isDefault: terms[cc.routes[i]!.group]!.isDefault });
  }
  let count = 0;
  cc.groups.forEach((g, gi) => {
    const t = terms[gi]!;
    if (!t.eligible) return;
    count += g.members.length;
    const score = finish(0, 0, t);
    let taken = 0;
    for (const i of g.members) {
      if (taken === TOP_LIMIT) break;
      if (hit[i] === 1) continue;
      list.push({ c: cc.routes[i]!, score, fit: 0, aligned: t.aligned, isDefault: t.isDefault });
      taken++;
    }
  });
  return { list, eligible: count, defaultSlug };
}

/** rankRoutes' order: routes made for the clip first, then higher score, then the default route, then catalog order. */
function before(a: Quick, b: Quick): boolean {
  if (fits(a.fit) !== fits(b.fit)) return fits(a.fit) > fits(b.fit);
  if (a.score !== b.score) return a.score > b.score;
  if (a.isDefault !== b.isDefault) return a.isDefault;
  return a.c.index < b.c.index;
}

/** The best `k` of `list` in order, skipping `skip` (one pass, a small sorted buffer). */
function selectTop(list: readonly Quick[], k: number, skip: Quick | null = null): Quick[] {
  const top: Quick[] = [];
  if (k <= 0) return top;
  for (const q of list) {
    if (q === skip) continue;
    if (top.length === k && !before(q, top[k - 1]!)) continue;
    let at = top.length;
    while (at > 0 && before(q, top[at - 1]!)) at--;
    top.splice(at, 0, q);
    if (top.length > k) top.pop();
  }
  return top;
}

/** The first `k` of the ranking as numbers, with rankAll's fallback rule applied. */
function quickTop(catalog: Catalog, facts: ClipFacts, k: number): Quick[] {
  const { list, defaultSlug } = candidates(catalog, facts);
  const top = selectTop(list, k);
  const lead = top[0];
  if (lead === undefined || lead.fit >= MIN_FIT || lead.c.route.sound_slug === defaultSlug) return top;
  // Nothing made for the clip: the default route (when eligible) leads, unless only the lead lands on the reveal.
  const def = list.find((q) => q.c.route.sound_slug === defaultSlug);
  if (def === undefined || (lead.aligned && !def.aligned)) return top;
  return [def, ...selectTop(list, k - 1, def)];
}

const fullScores = new WeakMap<ClipFacts, WeakMap<CompiledRoute, RouteScore>>();

/** The full RouteScore of a compiled route for the clip (cached per facts), frozen like rankRoutes' entries. */
function fullScore(catalog: Catalog, facts: ClipFacts, c: CompiledRoute): RouteScore {
  let byRoute = fullScores.get(facts);
  if (byRoute === undefined) fullScores.set(facts, (byRoute = new WeakMap()));
  let s = byRoute.get(c);
  if (s === undefined) byRoute.set(c, (s = scoreCompiled(c, facts, readClip(catalog, facts), catalog.sounds.default_route)));
  return s;
}

/**
 * The first `k` routes of rankRoutes(catalog, facts), without scoring the whole catalog: what an
 * answer shows (the winner, two alternatives). Equal to rankRoutes(...).slice(0, k).
 */
export function topRoutes(catalog: Catalog, facts: ClipFacts, k: number): RouteScore[] {
  if (k > TOP_LIMIT) return rankRoutes(catalog, facts).slice(0, k);
  return quickTop(catalog, facts, k).map((q) => fullScore(catalog, facts, q.c));
}

/** The best route for the clip: rankRoutes(catalog, facts)[0]. */
export function bestRoute(catalog: Catalog, facts: ClipFacts): RouteScore {
  return topRoutes(catalog, facts, 1)[0]!;
}

/** How many routes the clip may be routed to: rankRoutes(catalog, facts).length. */
export function eligibleCount(catalog: Catalog, facts: ClipFacts): number {
  return candidates(catalog, facts).eligible;
}

/** The best-ranked route whose hit lands on the stated reveal: rankRoutes(...).find((s) => s.landing?.aligned). */
export function bestLanding(catalog: Catalog, facts: ClipFacts): RouteScore | undefined {
  if (facts.payoff_at_ms === null) return undefined;
  const { list, defaultSlug } = candidates(catalog, facts);
  const top = quickTop(catalog, facts, 1)[0];
  if (top === undefined) return undefined;
  // The default route moved to the front by the fallback rule is first when it lands; otherwise the best landing route.
  if (top.aligned) return fullScore(catalog, facts, top.c);
  const landing = selectTop(list.filter((q) => q.aligned), 1)[0];
  return landing === undefined ? undefined : fullScore(catalog, facts, landing.c);
}

/** True when no eligible route is made for the clip and the default route stands in as the safe choice. */
export function isFallback(catalog: Catalog, facts: ClipFacts, best: RouteScore): boolean {
  if (best.fit >= MIN_FIT || best.route.sound_slug !== catalog.sounds.default_route) return false;
  return candidates(catalog, facts).list.every((q) => q.fit < MIN_FIT);
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
