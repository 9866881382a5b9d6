/**
 * Which template pack shapes a clip's shots: the one whose purpose the clip names, by meaning
 * ("drone over Iceland" is travel scenery, "puppy's first day" is a pet clip) and by wording, among
 * the packs made for the route's role. A voice-led pack is never used for a clip without a voice
 * (no narration shots over silence).
 */
import type { Catalog } from '../catalog/load.ts';
import type { SoundRoute } from '../schemas/catalog.ts';
import type { TemplatePack } from '../schemas/template-pack.ts';
import type { ClipFacts } from './clip-facts.ts';
import { compiledCatalog } from './compiled-catalog.ts';
import { readMeaning } from './meaning.ts';
import { readClip } from './route.ts';
import { foldedWords } from './fold.ts';
import { allWords, containsPhrase, namesAChild, normalize, stem } from './text.ts';

/** The concepts each pack's selection keywords mean, compiled once per catalog. */
const packConcepts = new WeakMap<Catalog, ReadonlyMap<string, ReadonlySet<string>>>();

function conceptsOfPacks(catalog: Catalog): ReadonlyMap<string, ReadonlySet<string>> {
  let byPack = packConcepts.get(catalog);
  if (byPack === undefined) {
    const { vocab } = compiledCatalog(catalog);
    const m = new Map<string, ReadonlySet<string>>();
    for (const pack of catalog.packs.packs) {
      const ids = new Set<string>();
      // Moods describe a tone, not what the shots show: they do not pick a pack. Nor does whose clip it is
      // ("Social Media für eine Zahnarztpraxis" is a patient's story, not a maker packing orders): a business
      // pack is chosen by its own words ("small business", "packing orders"), not by a business named.
      for (const k of pack.selection_keywords) for (const hit of readMeaning(vocab, k).matches) if (vocab.concepts[hit.concept]?.kind !== 'mood' && !WHOSE_CLIP.has(hit.concept)) ids.add(hit.concept);
      m.set(pack.id, ids);
    }
    byPack = m;
    packConcepts.set(catalog, byPack);
  }
  return byPack;
}

/** Concepts that say whose clip it is, not what it shows. */
const WHOSE_CLIP: ReadonlySet<string> = new Set(['business']);

/** The concepts a pack's selection keywords mean ("pet-moments": pets): what its shots show. */
export function packConceptsOf(catalog: Catalog, pack: TemplatePack): ReadonlySet<string> {
  return conceptsOfPacks(catalog).get(pack.id) ?? new Set();
}

/** True when a pack needs someone speaking, which this clip does not have (or did not say it has). */
export function voiceMissing(pack: TemplatePack, facts: ClipFacts): boolean {
  return pack.requires_voiceover && facts.voiceover !== true;
}

/** Words that end a topic's head phrase: what follows is a purpose, a place or a time ("makeup for my wedding"). */
const PHRASE_ENDS: ReadonlySet<string> = new Set([
  'for', 'by', 'at', 'in', 'on', 'with', 'of', 'from', 'to', 'during', 'before', 'after', 'para', 'de', 'del', 'con', 'en', 'do', 'da', 'no', 'na', 'com', 'pour', 'du', 'des', 'avec', 'dans', 'fur', 'mit', 'von', 'bei', 'im', 'am', 'zum', 'zur',
]);
/** Languages whose noun phrases put the head first ("maquillaje nupcial"); English and German put it last ("bridal makeup"). */
const HEAD_FIRST: ReadonlySet<string> = new Set(['es', 'pt', 'fr', 'it']);
/** The head concept counts this much more than the concepts that modify it. */
const HEAD_WEIGHT = 1.5;

/**
 * The concept the topic is about, read from its head noun: "bridal makeup look" is makeup for a
 * bride (shots of the look, not of the vows), "wedding cake" is a cake. Only the words before a
 * preposition count, and the head is the last concept there (the first in Spanish, Portuguese or French).
 */
export function headConcept(catalog: Catalog, topic: string, language: string | undefined): string | null {
  const { vocab } = compiledCatalog(catalog);
  const words = foldedWords(topic);
  const end = words.findIndex((w, i) => i > 0 && PHRASE_ENDS.has(w));
  const head = (end < 0 ? words : words.slice(0, end)).join(' ');
  const hits = readMeaning(vocab, head).matches.filter((m) => vocab.concepts[m.concept]?.kind !== 'mood');
  if (hits.length === 0) return null;
  const lang = (language ?? '').slice(0, 2).toLowerCase();
  return (HEAD_FIRST.has(lang) ? hits[0] : hits[hits.length - 1])!.concept;
}

/** Words that put the speaker (or a generated presenter) on camera. */
const ON_CAMERA_WORDS = [
  'avatar', 'presenter', 'spokesperson', 'host', 'talking head', 'face to camera', 'to camera', 'on camera', 'to the camera', 'facecam', 'heygen', 'synthesia',
  'face camera', 'face caméra', 'a cámara', 'a la cámara', 'pra câmera', 'para a câmera', 'in die kamera', 'vor der kamera',
];
/** Names of the face-to-camera form itself ("talking head", "facecam"), not a verb that someone talks to the camera while doing something else. */
const FACE_FORMS = ['talking head', 'talking-head', 'facecam', 'face cam', 'face camera', 'face caméra', 'sit down video', 'sit-down video'];
/** Said to camera, in so many words ("it's me talking to camera"): a face form for a hard time told (tenderToCamera). */
const TO_CAMERA = /\b(?:talk(?:s|ing)?|speak(?:s|ing)?|me)\s+(?:straight\s+)?(?:to|into)\s+(?:the\s+)?cam(?:era)?\b/i;
/** Words that put the voice off camera: narration over other footage. */
const OFF_CAMERA_WORDS = ['screen recording', 'screen recorded', 'screen record', 'screencast', 'screen capture', 'voiceover', 'voice over', 'voice-over', 'narrate', 'narrating', 'narration', 'narrator', 'voix off', 'voz en off', 'voz em off', 'off-stimme', 'offstimme', 'off stimme', 'narro', 'narração', 'narración', 'locução', 'locución', 'sprechertext', 'erzählstimme', 'aus dem off', 'erzählt aus dem off', 'narra en off', 'narro en off', 'narração em off'];
function containsAny(words: ReadonlySet<string>, phrases: readonly string[]): boolean {
  return phrases.some((p) => containsPhrase(words, p));
}

/** A single attempt filmed whole is at most this long (the walk-up, the lift, the reaction). */
const SINGLE_TAKE_MAX_S = 30;
/** Words that say a clip is made of several moments, not one attempt in one take ("gym edit: squat, bench and deadlift PRs", "rutina de pierna", "Beintag", "3 series"). */
const SEVERAL_SHOTS_WORDS = ['edit', 'edits', 'rutina', 'beintag', 'series', 'serie', 'séries', 'mejores', 'montage', 'compilation', 'highlights', 'day', 'workout', 'sets', 'routine', 'recap', 'progress', 'journey', 'warm-up', 'warmup', 'warmups', 'warm-ups', 'session', 'training', 'treino', 'entrenamiento', 'entraînement', 'séance', 'progression'];

/** Concepts that say a clip is talked, not what it is about: a pack made only of these is for any talking clip. */
const TALKING_FORMS: ReadonlySet<string> = new Set(['talking', 'howto', 'education', 'story']);

/** A concept weighing this much is named outright, not as a setting or a goal (meaning.ts's SETTING_WEIGHT is 0.6; a WordNet-only word 0.7). */
const NAMED_OUTRIGHT = 0.65;
/** The concept that says someone speaks ("talking", "talks to camera"), and the keywords that say it: what the voice bonus counts. */
const VOICE_CONCEPT = 'talking';
const VOICE_KEYWORDS: ReadonlySet<string> = new Set(['talking']);

/** A concept the clip names counts more than a shared word: meaning first, wording as a tie-breaker. */
const CONCEPT_WEIGHT = 2;
/** A pack for a form of clip (a photo montage): each of its words the clip uses counts as much as a head concept, since the form decides the shots whatever the photos show. */
const FORM_WEIGHT = CONCEPT_WEIGHT * HEAD_WEIGHT;
/** A generated clip's own pack counts as much as a clip's head concept, so a glass cat made in Sora gets an invented scene unless the clip names another form twice over. */
const GENERATED_BONUS = 3.5;
/** An ad spot's pack for a pre-roll: as much as a concept the clip names. */
const AD_SPOT_BONUS = 2;
/** A `not_for` word this long may end a compound (German "Zugabteil"); shorter ones only match whole. */
const COMPOUND_TAIL_MIN = 6;
/** A pack made for another role replaces the best one for the route's role only when it fits the clip clearly better. */
const ACROSS_ROLES_MARGIN = 1;
/** The route's own pack wins ties. */
const OWN_PACK_BONUS = 0.5;
/** Someone speaks over the clip: a pack built around a voice fits unless the clip names another purpose. */
const VOICE_FIT_BONUS = 1.5;

export function choosePack(catalog: Catalog, route: SoundRoute, facts: ClipFacts): TemplatePack {
  const words = allWords(facts.text);
  const { vocab } = compiledCatalog(catalog);
  const reading = readClip(catalog, facts);
  const named = reading.named;
  const concepts = conceptsOfPacks(catalog);
  const head = headConcept(catalog, facts.topic, facts.language);
  // The clip's words in order, stemmed, read once for every pack's phrases; and whether its voice is off camera.
  const spaced = spacedStems(facts.text);
  const offCamera = (facts.aigc || containsAny(words, OFF_CAMERA_WORDS)) && !containsAny(words, ON_CAMERA_WORDS);
  const faceForm = namesAny(spaced, words, FACE_FORMS);
  // A hard time said to camera, the hard time the clip's strongest concept ("an apology video … about a giveaway that went wrong, me talking to camera").
  // (Not an accident: "happy accident in my painting" is a painting; review of the twenty-fourth session.)
  const strongest = [...reading.meaning.concepts.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
  const tenderToCamera = (faceForm || TO_CAMERA.test(facts.text)) && facts.voiceover === true && strongest !== undefined && vocab.concepts[strongest]?.sensitive === true && strongest !== 'accident';
  // A pack for one kind of subject that leaves room for a voice, when the clip names that subject outright
  // (not an event the look or the dish is for, "chignon de mariée", nor a loss or an illness, where the
  // one talking is the picture: "one year sober update"), and is no ad (whose spot shape comes first).
  // (Not when the talk is a lesson said outright, "why the ocean is salty, explained": the explainer is the picture then.)
  const lesson = [...TALKING_FORMS].some((id) => id !== VOICE_CONCEPT && named.has(id) && (reading.meaning.concepts.get(id) ?? 0) >= NAMED_OUTRIGHT);
  const leavesRoomForVoice = (pack: TemplatePack): boolean =>
    facts.voiceover === true && !lesson && !faceForm && pack.subject_only === true && pack.for_roles.includes('voice_safe_motion') && !voiceMissing(pack, facts) && !facts.paid_ad && facts.placement !== 'preroll' && !facts.commercial_use &&
    !(pack.real_footage === true && facts.aigc) && !(pack.not_for !== undefined && namesAny(spaced, words, pack.not_for)) &&
    [...(concepts.get(pack.id) ?? [])].some((id) => !TALKING_FORMS.has(id) && named.has(id) && (reading.meaning.concepts.get(id) ?? 0) >= NAMED_OUTRIGHT && vocab.concepts[id]?.event !== true && vocab.concepts[id]?.sensitive !== true);
  const subjectFitsVoice = catalog.packs.packs.some(leavesRoomForVoice);
  let best: { pack: TemplatePack; score: number } | undefined;
  // The best pack for one kind of subject made for another role: a penthouse tour on a punchy route is still a walk through rooms.
  let across: { pack: TemplatePack; score: number } | undefined;
  // The pack for when nothing else fits: one for the kind of subject the clip names (a dish at a
  // street stall), else the neutral one; never chosen over a pack made for the clip.
  let fallback: { pack: TemplatePack; score: number } | undefined;
  for (const pack of catalog.packs.packs) {
    const inRole = pack.for_roles.includes(route.sound_behavior.role);
    if (!inRole && pack.subject_only !== true) continue;
    if (voiceMissing(pack, facts)) continue;
    // An ad spot's pack is for an ad (paid, or a pre-roll): a sponsored post the creator talks through
    // ("sponsored GRWM, I'm talking the whole time") is their own format with the product in it.
    if (pack.ad_spot === true && !facts.paid_ad && facts.placement !== 'preroll' && facts.voiceover === true) continue;
    // A generated clip has nobody on camera unless it says so (an AI avatar, a presenter), and a
    // voice said to be off camera is narration: no face-to-camera pack ("AI short film, I narrate
    // the lore", "j'explique en voix off").
    if (pack.on_camera === true && offCamera) continue;
    if (pack.voice_off_camera === true && !offCamera) continue;
    if (pack.longest_s !== undefined && (facts.duration_s ?? 0) > pack.longest_s) continue;
    // A performance pack is for a clip whose own sound is the soundtrack ("birds singing" on a hike is no performance).
    if (pack.own_audio === true && facts.ownAudio !== true) continue;
    // One attempt in one take is no montage: "leg day, squat PR at the end" is a day of sets with the PR in it.
    if (pack.single_take === true && ((facts.duration_s ?? 0) > SINGLE_TAKE_MAX_S || containsAny(words, SEVERAL_SHOTS_WORDS))) continue;
    // The shots would contradict the clip: fish are no pet at its height, a train compartment is no landscape.
    if (pack.not_for !== undefined && namesAny(spaced, words, pack.not_for)) continue;
    // A generated clip has no pet at its height, no athlete, no family and no photos of someone: it gets shots of an invented scene.
    if (pack.real_footage === true && facts.aigc) continue;
    if (pack.generated_only === true && !facts.aigc) continue;
    // Shots at a child's height need a child: "Diwali rangoli with my mom" shows the rangoli, "my grandpa's watch, restored" the watch.
    if (pack.needs_child === true && !namesAChild(facts.text)) continue;
    // The voice bonus goes to a pack for talking clips, or to a voice pack made for what the clip
    // names: a gaming commentary pack is no home for a narrated jewellery-packing clip.
    const own = [...(concepts.get(pack.id) ?? [])];
    const forTalking = own.length > 0 && own.every((id) => TALKING_FORMS.has(id));
    const namesItsSubject = own.some((id) => !TALKING_FORMS.has(id) && named.has(id));
    // For a talking pack, "I'm talking the whole time" is the voice the bonus counts, not a second
    // reason: a meal prep talked through is a recipe first (the seventh editor panel's explainer over meal prep).
    const talkCounted = forTalking && pack.requires_voiceover && facts.voiceover === true;
    // And when a pack made for what the clip shows leaves room for the voice, "how to" and "explaining"
    // say how it is told, not what the shots show: "my nonna shows me how to fold tortellini" is a recipe.
    const toldOnly = talkCounted && subjectFitsVoice;
    // (An apology or a hard time said to camera is that, not what it is about: "an apology … about a giveaway that went wrong"
    // is no maker's behind the scenes of a launch; fourteenth editor panel.)
    const counts = (id: string): boolean => !toldOnly && !(talkCounted && id === VOICE_CONCEPT) && !(tenderToCamera && vocab.concepts[id]?.sensitive !== true && !TALKING_FORMS.has(id));
    let meant = 0;
    // Each concept by how strongly the clip names it: a property tour "en Polanco" is a property
    // (named outright) before it is travel (the tour word, inside a place phrase).
    for (const id of own) if (named.has(id) && counts(id)) meant += Math.min(reading.meaning.concepts.get(id) ?? 1, 1.5) * (id === head ? HEAD_WEIGHT : 1);
    // (A form's phrase counts with its words side by side: "then and now" is not "then the logo… available now".)
    const keywords = toldOnly ? [] : talkCounted ? pack.selection_keywords.filter((k) => !VOICE_KEYWORDS.has(k)) : pack.selection_keywords;
    const worded = pack.form === true ? keywords.filter((k) => namesAny(spaced, words, [k])).length * FORM_WEIGHT : keywords.filter((k) => containsPhrase(words, k)).length;
    // (So does a pack for one kind of subject that leaves room for a voice, when the clip names its subject:
    // a grandmother folding dumplings as she talks is a recipe told aloud, not a presenter in a tidy room.)
    // (Not an event the look or the dish is for, "chignon de mariée", and not an ad, whose spot shape comes first.)
    const roomForVoice = leavesRoomForVoice(pack);
    const voiced = facts.voiceover === true && ((pack.requires_voiceover && (forTalking || namesItsSubject || worded > 0)) || (!pack.requires_voiceover && roomForVoice)) ? VOICE_FIT_BONUS : 0;
    // A pack for one kind of subject is never the fallback for another kind of clip (a car meet is no memorial slideshow).
    // (Named outright, not only as where something happens: "he sprints to the bathroom" is no home tour.)
    // (A child named is a family clip's subject however it is said: "un video de mi hija en su primer recital".)
    const outright = own.some((id) => named.has(id) && (reading.meaning.concepts.get(id) ?? 0) >= NAMED_OUTRIGHT) || (pack.needs_child === true && namesAChild(facts.text));
    if (pack.subject_only === true && !outright && worded === 0) continue;
    // A one-take pack is for the attempt it names (a deadlift, a PR): fitness in general is no single lift;
    // a memorial slideshow is for photos or a tribute, not for a first gym session after a loss.
    if ((pack.single_take === true || pack.needs_keyword === true) && worded === 0) continue;
    if (pack.sensitive_only === true && reading.meaning.sensitive.length === 0) continue;
    // (Narrated, a generated clip illustrates what the voice says: the explainer's shots fit it as well as a scene's.)
    // (A paid spot made with a generator is an ad first: the ad pack's brand and end card, when the clip names the ad.)
    const generated = pack.generated_only === true && facts.voiceover !== true && !facts.paid_ad && facts.placement !== 'preroll' ? GENERATED_BONUS : 0;
    // A pre-roll or a TV spot is an ad before it is anything else: the brand first, one benefit per beat.
    // (A boosted post or a creator's sponsored post keeps its own format: a listing walkthrough, a GRWM.)
    const advert = pack.ad_spot === true && facts.placement === 'preroll' ? AD_SPOT_BONUS : 0;
    // "talking head", "facecam": the form says what the shots are, a face to camera, whatever the talk is about.
    const faced = pack.on_camera === true && (faceForm || tenderToCamera) ? CONCEPT_WEIGHT : 0;
    const score = CONCEPT_WEIGHT * meant + worded + voiced + generated + advert + faced + (pack.id === route.template_pack ? OWN_PACK_BONUS : 0);
    if (pack.fallback_only === true) {
      if (fallback === undefined || score > fallback.score) fallback = { pack, score };
    } else if (!inRole) {
      if (meant > 0 && (across === undefined || score > across.score)) across = { pack, score };
    } else if (best === undefined || score > best.score) best = { pack, score };
  }
  if (across !== undefined && (best === undefined || across.score > best.score + ACROSS_ROLES_MARGIN)) return across.pack;
  const own = catalog.packs.packs.find((p) => p.id === route.template_pack)!;
  // Nothing the clip names fits any pack (its best is only the route's own, for being the route's):
  // neutral shots and lines rather than another kind of clip's ("Save this for a slow morning" on a
  // sizzling street stall, a kitchen bed on a summit sunrise; eleventh editor panel), at the pace of
  // the route's own pack, which is made for the sound. A fallback made for the subject the clip names comes first.
  const fitsNothing = best === undefined || best.score <= OWN_PACK_BONUS;
  const paced = (p: TemplatePack): TemplatePack => ({ ...p, cut_every_beats: own.cut_every_beats });
  if (fitsNothing && fallback !== undefined && fallback.score > 0) return paced(fallback.pack);
  // Nothing the clip names fits any pack, but it states a reveal ("a erupção é a meio do vídeo"):
  // a pack that builds to the result on the hit says more than the role's first pack.
  if (best !== undefined && best.score <= OWN_PACK_BONUS && facts.payoff_at_ms !== null) {
    const builds = catalog.packs.packs.find((p) => p.result_late === true && p.for_roles.includes(route.sound_behavior.role) && p.subject_only !== true && p.needs_keyword !== true && !voiceMissing(p, facts) && !(p.not_for !== undefined && namesAny(spaced, words, p.not_for)));
    if (builds !== undefined) return builds;
  }
  // (Not the neutral pack on a reveal route with nothing stated: its own pack's before and after is what the sound is built for.)
  if (fitsNothing && fallback !== undefined && own.result_late !== true) return paced(fallback.pack);
  if (best !== undefined) return best.pack;
  // Nothing fits: a pack for any subject, for this role if one is, and never one that needs a voice the clip lacks; the route's own as a last resort.
  // (Never a pack that needs its own words, a sensitive clip, a voice off camera or a form the clip does not have, nor one it names as wrong for it.)
  const general = (p: TemplatePack): boolean =>
    !voiceMissing(p, facts) && p.subject_only !== true && p.generated_only !== true && p.ad_spot !== true && p.own_audio !== true && p.single_take !== true &&
    p.needs_keyword !== true && p.sensitive_only !== true && p.voice_off_camera !== true && p.form !== true && !(p.real_footage === true && facts.aigc) &&
    !(p.on_camera === true && offCamera) && !(p.not_for !== undefined && namesAny(spaced, words, p.not_for));
  return catalog.packs.packs.find((p) => general(p) && p.for_roles.includes(route.sound_behavior.role)) ?? catalog.packs.packs.find(general) ?? own;
}

/** The clip's stemmed words in order, space-delimited at both ends, for phrase lookups with the words side by side. */
function spacedStems(text: string): string {
  return ` ${normalize(text).split(' ').filter(Boolean).map(stem).join(' ')} `;
}

/**
 * A phrase the clip names, its words side by side ("a glass cat" is not "a cat pushes a glass"), or
 * (for one long word) the end of a compound ("Schlafwagenabteil" names an "abteil").
 */
function namesAny(spaced: string, words: ReadonlySet<string>, phrases: readonly string[]): boolean {
  return phrases.some((p) => {
    const parts = normalize(p).split(' ').filter(Boolean).map(stem);
    if (parts.length > 1) return spaced.includes(` ${parts.join(' ')} `);
    if (words.has(parts[0] ?? '')) return true;
    const tail = stem(normalize(p));
    return tail.length >= COMPOUND_TAIL_MIN && !tail.includes(' ') && [...words].some((w) => w.length > tail.length + 2 && w.endsWith(tail));
  });
}
