/**
 * POST /api/v1/concierge as a pure function: read the message, let explicit fields override it,
 * route and plan the clip, and answer in plain words with the full clip pack inside.
 */
import type { Catalog } from '../catalog/load.ts';
import type { ClipPack } from '../schemas/clip-pack.ts';
import type { SoundRoute } from '../schemas/catalog.ts';
import type { ConciergeRequest, ConciergeResponse, Contradiction, FieldSource as Source } from '../schemas/concierge.ts';
import { MAX_DURATION_S } from '../schemas/sound-brief.ts';
import { namesRecordedMusic, namesSponsorship, QUIET_BED, withCues } from './clip-cues.ts';
import { inLatinDigitsAndCues } from './reading-scripts.ts';
import { alsoPostedOnPlatform, COMMERCIAL_WORDS, disclosureOf, type ClipFacts } from './clip-facts.ts';
import { readMessage, withoutFields } from './concierge-reading.ts';
import { compiledCatalog } from './compiled-catalog.ts';
import { NEAR_MISS_MS } from './landing.ts';
import { foldedWords } from './fold.ts';
import { readMeaning } from './meaning.ts';
import { tokenise } from './reading-tokens.ts';
import { LANGUAGES, plainOtherLanguage, type Language, type OtherLanguage } from './reading-language.ts';
import { planClip } from './plan-clip.ts';
import { withMix } from './clip-pack.ts';
import { riskReminder } from './risk.ts';
import { bestRoute, MIN_FIT, rankRoutes, readClip } from './route.ts';
import { listing, secs } from './text.ts';

import { copyLanguageOf, ENGINE_LINES, LANGUAGE_NAMES, writtenCopyLanguage } from './copy-language.ts';
import { COPY_LANGUAGES, type CopyLanguage } from '../schemas/template-pack.ts';
import { localAnswer } from './answer-language.ts';
import { answersTo, askedQuestions, elsewhereOf, type AskedFacts } from './asked-questions.ts';
import { namesAiVoice } from './ai-voice.ts';

/** How to start the sound so its hit lands where the plan says: a trimmed start, and a second play when the track wraps before the hit. */
function soundStartWords(f: ClipPack['flow_guidance'], hitMs: number): string {
  const start = f.sound_start_ms > 0 ? `start the sound ${secs(f.sound_start_ms)} into the track` : '';
  if (f.second_play_at_ms !== null && f.second_play_at_ms <= hitMs) return ` (${start}, then a second play from ${secs(f.second_play_from_ms ?? 0)} into the track at ${secs(f.second_play_at_ms)}: its hit is the one that lands)`;
  return start === '' ? '' : ` (${start})`;
}


/**
 * The route made for an occasion the clip asks its sound to carry ("need a christmassy sound",
 * "¿qué sonido navideño uso?": the occasion named in a sentence that asks for a sound) when that
 * route is not made to sit under a voice, so a talked clip cannot have it (eighth editor panel: "need
 * a christmassy sound!!" met a how-to bed with no word why). The answer says so. Null when none.
 */
function themeKeptOffVoice(catalog: Catalog, facts: ClipFacts, chosen: { sound_slug: string }): { name: string; label: string } | null {
  if (facts.voiceover !== true) return null;
  const compiled = compiledCatalog(catalog);
  const clip = readClip(catalog, facts);
  const chosenConcepts = compiled.bySlug.get(chosen.sound_slug)?.concepts;
  // (Only what the sound is asked to carry: "Christmas dinner recipe, I explain each step" asks nothing of it.)
  const asked = new Set(facts.text.split(/(?<=[.!?\n])|,/).filter((sentence) => SOUND_ASKED.test(sentence)).flatMap((sentence) => [...readMeaning(compiled.vocab, sentence).concepts.keys()]));
  for (const id of clip.named) {
    const concept = clip.concepts[id];
    if (concept?.kind !== 'occasion' || concept.sensitive || chosenConcepts?.has(id) === true || !asked.has(id)) continue;
    const themed = (compiled.byConcept.get(id) ?? []).map((k) => compiled.routes[k]!.route).find((r) => !r.sound_behavior.voiceover_safe);
    if (themed !== undefined) return { name: themed.name, label: concept.label };
  }
  return null;
}
/** Moods of a loud, busy track, asked for by name ("something upbeat and trendy like a club song", "hype", "energetic"). */
const LOUD_MOODS: ReadonlySet<string> = new Set(['energetic', 'upbeat', 'intense', 'bold']);
/**
 * A loud, busy sound asked for under a voice that talks through the clip, when the plan's sound is a calmer bed (fifteenth editor
 * panel: a broker's "upbeat … like a club song" under a narrated tour went unanswered): the answer says why and what gives the energy.
 */
function energyKeptOffVoice(catalog: Catalog, facts: ClipFacts, chosen: SoundRoute): boolean {
  if (facts.voiceover !== true || chosen.fit.moods.some((m) => LOUD_MOODS.has(m)) || chosen.sound_behavior.energy_shape === 'punchy') return false;
  const compiled = compiledCatalog(catalog);
  // (Not a question of how loud the music goes: "how loud should the music be under my voice??" asks for no loud track; panel 16.)
  const sentences = facts.text.split(/(?<=[.!?\n])|,/).filter((sentence) => (SOUND_ASKED.test(sentence) || /\b(?:something|sth|smth)\b/i.test(sentence)) && !/\b(?:how loud|what volume|which volume|volume)\b/i.test(sentence));
  return sentences.some((sentence) => [...readMeaning(compiled.vocab, sentence).concepts.keys()].some((id) => LOUD_MOODS.has(id)));
}
/** A sentence that asks for a sound, in the five languages. */
const SOUND_ASKED = /(?<!\p{L})(?:sound|song|music|track|sonido|canci[oó]n|m[uú]sica|som|son|musique|chanson|musik|lied)(?!\p{L})/iu;

/**
 * How the plan cuts, for "should I cut on the beat?" and "where do I cut?": one take (one shot), on a
 * voice's lines, on motion (no fixed beat), in long holds on downbeats (a shot of 6 s or more), or on
 * the beat grid every so many beats. The typical gap is the median shot length.
 */
function cuttingOf(pack: ClipPack, hitMs: number): AskedFacts['cutting'] {
  const shots = pack.template_pack.shots;
  const lengths = shots.map((x) => x.end_ms - x.start_ms).sort((a, b) => a - b);
  const everyMs = lengths[Math.floor(lengths.length / 2)] ?? 0;
  const firstCutMs = shots[1]?.start_ms ?? null;
  const beatMs = pack.beat_map?.beat_ms ?? null;
  const base = { everyMs, firstCutMs, hitMs, everyBeats: null };
  if (shots.length <= 1) return { ...base, style: 'one_take' };
  // (Only under a voice: a rating or a flow cut on its own moments with no voice still cuts on the beat.)
  if (pack.mix_spec?.kind === 'voice') return { ...base, style: 'lines' };
  if (beatMs === null) return { ...base, style: 'free' };
  const everyBeats = Math.max(1, Math.round(everyMs / beatMs));
  return { ...base, everyBeats, style: everyMs >= LONG_HOLD_MS ? 'holds' : 'beat' };
}
/** A shot this long is a hold, not a cut on the beat. */
const LONG_HOLD_MS = 6000;

/**
 * "No music": a quiet bed (a low-density, low-interference background bed) among the ranked routes.
 * One made for the clip's subject comes first, in the ranking's order ("a tour of my new flat, no
 * music": the property-tour bed, kept at 0–5 %); with none, beatless beds first (no rhythm to hear
 * under the original audio), then the slowest.
 */
function quietestBed<T extends { fit: number; route: { tempo: { bpm: number } | null; sound_behavior: { role: string; density: string; interference_risk: string; voiceover_safe: boolean } } }>(ranked: readonly T[], voice: boolean): T | undefined {
  const beds = ranked.filter((r) => {
    const b = r.route.sound_behavior;
    return b.role === QUIET_BED.role && b.density === 'low' && b.interference_risk === 'low' && (!voice || b.voiceover_safe);
  });
  return beds.find((r) => r.fit >= MIN_FIT) ?? [...beds].sort((a, b) => (a.route.tempo?.bpm ?? 0) - (b.route.tempo?.bpm ?? 0))[0];
}

/** Words of keeping or changing a sound, in a question about one the message names ("should we keep the same sound or switch it up?"). */
const KEEP_OR_SWITCH = /\b(?:keep|same|switch|change|stick|use|using|mantener|mismo|misma|cambiar|usar|manter|mesmo|mesma|trocar|garder|meme|changer|utiliser|behalten|gleichen|gleiche|wechseln|nehmen)\b/;
/** A series the clip belongs to: one sound across it is a reason to keep it. */
const SERIES_WORDS = /\b(?:series|part|parts|episode|episodes|ep|serie|parte|partes|episodio|episodios|folge|folgen|teil)\b/;

/**
 * A catalog sound the message names as a sound (namesSound: "use Travel Postcard", "we used Paper Lanterns", or in quotes)
 * and asks about: in a question, or beside a question about keeping or changing the sound. Null otherwise.
 */
function namedSoundAsked(catalog: Catalog, message: string): { route: Catalog['sounds']['routes'][number]; series: boolean } | null {
  const sentences = message.split(/(?<=[.!?\n])/);
  const folded = foldedWords(message).join(' ');
  const asks = (sn: string | undefined): boolean => sn !== undefined && (sn.trimEnd().endsWith('?') || sn.includes('¿'));
  for (const route of catalog.sounds.routes) {
    const at = sentences.findIndex((sn) => namesSound(sn, route.name));
    if (at < 0) continue;
    const asked = asks(sentences[at]) || [sentences[at - 1], sentences[at + 1]].some((sn) => asks(sn) && KEEP_OR_SWITCH.test(foldedWords(sn!).join(' ')));
    if (asked) return { route, series: SERIES_WORDS.test(folded) };
  }
  return null;
}

/** Words just before a sound's name that use it as a sound ("can I use Travel Postcard", "we used Paper Lanterns", "keep X"). */
const USE_WORDS: ReadonlySet<string> = new Set(['use', 'used', 'using', 'keep', 'keeping', 'pick', 'picked', 'try', 'tried', 'with', 'usar', 'uso', 'usei', 'usamos', 'mantener', 'manter', 'utiliser', 'utilise', 'garder', 'nehmen', 'behalten', 'verwenden', 'benutzen']);
/** Words just after a sound's name that make it a sound ("Paper Lanterns sound", "Long Road track"). */
const SOUND_AFTER: ReadonlySet<string> = new Set(['sound', 'track', 'song', 'audio', 'again', 'sonido', 'som', 'son', 'musique']);
/** An apology the clip makes, in so many words ("an apology video", "apologize to our customers", "pedir disculpas", "Entschuldigung"). */
const APOLOGY_VIDEO = /\b(?:apolog(?:y|ies|ize|ise|izing|ising)|pedir (?:perd[oó]n|disculpas)|disculpas? p[uú]blicas?|video de disculpas|pedido de desculpas|pedir desculpas|v[ií]deo de desculpas|excuses (?:publiques|officielles)|vid[ée]o d'excuses|entschuldigung(?:svideo)?|uns entschuldigen|mich entschuldigen)\b/i;
/** The beat named in a question about cutting, folded. */
const BEAT_WORDS = /\b(?:beat|beats|ritmo|batida|takt|temps|tempo)\b/;
/** Quotation marks a sound's name may stand in. */
const QUOTES = '"“”«»\'‘’„';
/**
 * The sentence names the sound as a sound: in quotes in any case, or as the catalog writes it (a whole word at each end)
 * right after a word of using it or right before "sound". (String search: no pattern built from data.)
 */
function namesSound(sentence: string, name: string): boolean {
  const letter = (c: string | undefined): boolean => c !== undefined && c.toLowerCase() !== c.toUpperCase();
  for (const [text, wanted, quoted] of [[sentence, name, false], [sentence.toLowerCase(), name.toLowerCase(), true]] as const) {
    for (let i = text.indexOf(wanted); i >= 0; i = text.indexOf(wanted, i + 1)) {
      const before = text[i - 1];
      const after = text[i + wanted.length];
      if (quoted) {
        if (QUOTES.includes(before ?? 'x') && QUOTES.includes(after ?? 'x')) return true;
        continue;
      }
      if (letter(before) || letter(after)) continue;
      // Used as a sound: "use X", "we used X", "keep X", "X sound"; not a song "by" an artist (a commercial track of the same name),
      // and not ordinary words ("Shopfront makeover", "Canopy walk", "After Hours at the museum").
      const prev = foldedWords(text.slice(Math.max(0, i - 24), i)).pop() ?? '';
      const rest = foldedWords(text.slice(i + wanted.length, i + wanted.length + 24));
      if (rest[0] === 'by' || rest[0] === 'von') continue;
      if (USE_WORDS.has(prev) || SOUND_AFTER.has(rest[0] ?? '')) return true;
    }
  }
  return false;
}

/** The request's `language` field as one of the five, when it is one ("pt-BR" is pt). */
function requestLanguage(tag: string | undefined): Language | null {
  const primary = tag?.toLowerCase().split(/[-_]/)[0];
  return (LANGUAGES as readonly string[]).includes(primary ?? '') ? (primary as Language) : null;
}

/** explicit value, else the one read from the message, else the default; and where it came from. */
function pick<T>(explicit: T | undefined, read: T | null, fallback: T): [T, Source] {
  if (explicit !== undefined) return [explicit, 'explicit'];
  if (read !== null) return [read, 'message'];
  return [fallback, 'default'];
}

/** The words routing reads: the message without its field keys and flags, plus the topic when the message's own words no longer hold it. */
function routingText(message: string, topic: string, asWritten: string): string {
  const stripped = withoutFields(message);
  if (asWritten === '') return stripped;
  // Compared as folded words: the stripped text spaces its punctuation ("moss - covered").
  const holds = ` ${foldedWords(stripped).join(' ')} `.includes(` ${foldedWords(asWritten).join(' ')} `);
  return topic !== asWritten || !holds ? `${stripped} . ${topic}` : stripped;
}

/** The clip's length in whole bars of the sound (the nearest, at least one), for "which part do I loop?". */
function loopOf(route: SoundRoute, durationS: number, startMs: number): AskedFacts['loop'] {
  if (route.tempo === null) return undefined;
  const barMs = (60_000 / route.tempo.bpm) * route.tempo.beats_per_bar;
  return { friendly: route.sound_behavior.loop_friendly, barMs, bars: Math.max(1, Math.round((durationS * 1000) / barMs)), startMs };
}

export function concierge(catalog: Catalog, req: ConciergeRequest): ConciergeResponse {
  const vocab = compiledCatalog(catalog).vocab;
  // The topic is the phrase that names a subject the catalog knows, when one does.
  const read = readMessage(req.message, { n: 0 }, (phrase) => readMeaning(vocab, phrase).matches.filter((m) => vocab.concepts[m.concept]?.kind !== 'mood').length);
  const sources: Record<string, Source> = {};
  let [duration, ds] = pick<number | null>(req.duration_s, read.duration_s, null);
  const [aigc, as] = pick(req.aigc, read.aigc, false);
  const [voiceover, vs] = pick<boolean | null>(req.voiceover, read.voiceover, null);
  const [commercial, cs] = pick(req.commercial_use, read.commercial_use, false);
  const [paid, ps] = pick(req.paid_ad, read.paid_ad, false);
  const [off, os] = pick(req.off_platform_reuse, read.off_platform_reuse, false);
  let [payoff, pys] = pick<number | null>(req.payoff_at_ms, read.payoff_at_ms, null);
  // A reveal read from the message that falls after the end of the clip is a contradiction: drop
  // the value that came from the message (explicit fields win) and ask about it instead.
  // Things said both ways: each becomes a question, the plan takes the sensible side meanwhile.
  // Explicit fields settle what they name, so a clash about an explicit field is no clash.
  const explicitField: Record<string, unknown> = { ...req, music: undefined };
  const conflicts: Contradiction[] = read.contradictions.filter((c) => explicitField[c.field] === undefined);
  if (duration !== null && duration > MAX_DURATION_S) {
    conflicts.push({ field: 'duration_s', detail: `${duration} s is longer than a short-form clip`, question: `${duration} s is longer than a short-form clip (at most ${MAX_DURATION_S} s): how long should it be?`, assumed: 'planned at one of the sound\'s lengths' });
    [duration, ds] = [null, 'default'];
  }
  if (payoff !== null && payoff >= (MAX_DURATION_S - 2) * 1000) {
    conflicts.push({ field: 'payoff_at_ms', detail: `a reveal at ${secs(payoff)} is past the end of any short-form clip`, question: `A reveal at ${secs(payoff)} is past the end of any short-form clip: when should it land?`, assumed: 'planned with the reveal on the sound\'s hook' });
    [payoff, pys] = [null, 'default'];
  }
  if (payoff !== null && duration !== null && payoff >= duration * 1000) {
    if (pys === 'message') {
      conflicts.push({ field: 'payoff_at_ms', detail: `the reveal at ${secs(payoff)} falls after the end of a ${duration} s clip`, question: `The reveal at ${secs(payoff)} falls after the end of a ${duration} s clip: when should it land?`, assumed: `planned at ${duration} s with the reveal on the sound's hook` });
      [payoff, pys] = [null, 'default'];
    } else {
      conflicts.push({ field: 'duration_s', detail: `a ${duration} s clip ends before the reveal at ${secs(payoff)}`, question: `A ${duration} s clip ends before the reveal at ${secs(payoff)}: how long is the clip?`, assumed: 'planned long enough for the reveal' });
      [duration, ds] = [null, 'default'];
    }
  }
  const language = read.language ?? requestLanguage(req.language) ?? 'en';
  // The copy's language: the explicit `language` when it is one of the five (the audience may not
  // be the writer's), else the message's, else English.
  // (A message in a language copy is written in but messages are not read in, Italian, Dutch, Polish, Indonesian or
  // Turkish, gets its copy in it and this reply in English: fourteenth editor panel, "Indonesian captions were asked for".)
  // (Only when the message is plainly in it: "Beşiktaş derby highlights" or "Iga Świątek forehand slow motion" is an English post.)
  const plainOther = read.language === null && read.other_language !== null ? plainOtherLanguage(req.message, tokenise(req.message, { n: 0 }), { n: 0 }) : null;
  const captionsLanguage: CopyLanguage = req.language !== undefined ? copyLanguageOf(req.language) : language !== 'en' ? language : writtenCopyLanguage({ language: null, other: plainOther ?? undefined }) ?? 'en';
  const ls: Source = read.language !== null ? 'message' : requestLanguage(req.language) !== null ? 'explicit' : 'default';
  const music = read.music;
  const placement = read.placement ?? 'feed';
  Object.assign(sources, { duration_s: ds, aigc: as, voiceover: vs, commercial_use: cs, paid_ad: ps, off_platform_reuse: os, payoff_at_ms: pys, language: ls, music: music === null ? 'default' : 'message', placement: read.placement === null ? 'default' : 'message' });
  // The reader's topic is already a short phrase of whole words; it is never cut here.
  const topic = read.topic.length >= 2 ? read.topic : 'your clip';
  sources.topic = read.topic.length >= 2 ? 'message' : 'default';

  const inferred: string[] = [];
  // The audience's language: an explicit `language` field wins over the message's own language.
  const note = req.language === undefined && read.language === null && read.other_language !== null ? unwrittenNote(read.other_language, captionsLanguage) : languageNote(req.language, language);
  if (note !== null) inferred.push(note);
  if (music === false) inferred.push('music: the message asks for no music, so the plan uses a quiet bed (one made for the clip when the catalog has it, else the quietest) at 0–5 % volume under the original audio; leave it out if you want original audio only.');
  const base: ClipFacts = {
    // Routing reads the words: an English topic read from another language joins the message so both are matched.
    // So does a topic read from a field whose value routing does not read ("Kunde: Steuerkanzlei (Erklärvideo zu Steuertipps)").
    text: routingText(req.message, topic, read.topic_as_written),
    topic,
    platform: 'shortvideo',
    duration_s: duration ?? undefined,
    tone: undefined,
    // The plan's own note about English captions is replaced by the concierge's clearer one below.
    language: undefined,
    // A message in a language the copy is not written in: its words stay out of the English lines.
    foreignTopic: read.other_language !== null && captionsLanguage === 'en',
    aigc,
    voiceover: voiceover ?? undefined,
    commercial_use: commercial,
    paid_ad: paid,
    off_platform_reuse: off,
    download: false,
    client_delivery: false,
    payoff_at_ms: payoff,
    businessAccount: commercial && read.business_account,
    // (Not when another brand pays for the post: "I run a little bakery … we're doing a PAID collab with a local coffee roaster" needs #ad.)
    // (Read as the readers read it: "تعاون مدفوع", "PR案件" are a paid collab, reading-other-languages.ts.)
    ownBusiness: commercial && read.business_account && read.business_own && !namesSponsorship(inLatinDigitsAndCues(req.message)),
    // (Only when no business is named as whose clip it is: "packing orders at my candle shop, not sponsored" stays a shop's clip.)
    personal: read.commercial_use === false && !commercial && !read.business_named,
    inputs: req.inputs ?? {},
    preference: music === false ? QUIET_BED : undefined,
    placement,
    ...(inferred.length > 0 ? { inferred } : {}),
  };
  const facts = withCues(catalog, base);
  // A catalog sound the message names and asks about ("can I use Travel Postcard?", "we used Paper Lanterns on parts
  // 1-6, keep it?") is planned when it can carry the clip: eligible, no mood or topic clash, and under a voice only if
  // it is made to sit under one (ninth editor panel: both questions went unanswered and another sound was picked).
  const namedAsk = namedSoundAsked(catalog, req.message);
  const namedEntry = namedAsk === null ? undefined : rankRoutes(catalog, facts).find((r) => r.route.sound_slug === namedAsk.route.sound_slug);
  const namedVoiceClash = namedAsk !== null && facts.voiceover === true && !namedAsk.route.sound_behavior.voiceover_safe;
  const takeNamed = namedEntry !== undefined && !namedVoiceClash && namedEntry.fit >= 0 && music !== false ? namedEntry : undefined;
  // "No music" looks through every eligible route; otherwise only the best is needed.
  const best = takeNamed ?? (music === false ? quietestBed(rankRoutes(catalog, facts), facts.voiceover === true) : undefined) ?? bestRoute(catalog, facts);
  // The clip echoes the copy's language when it is not English (an English plan is unchanged).
  const clip: Record<string, unknown> & { topic: string; language?: CopyLanguage } = { topic: facts.topic, ...(captionsLanguage !== 'en' ? { language: captionsLanguage } : {}) };
  // The same mix spec as the clip pack gives (a voice, or the clip's own sound first).
  const planned = withMix(catalog, facts, planClip(catalog, best.route, facts, { mode: 'clip_to_sound', score: best, clip, writtenTopic: read.topic.length >= 2 && read.topic_as_written !== '' ? read.topic_as_written : ENGINE_LINES[captionsLanguage].your_clip }));
  const pack = NO_HASHTAGS.test(req.message) ? withoutHashtags(planned) : planned;

  // The hit in clip time, as the plan placed it: the sound may start part-way into the track and
  // land a later hook or drop on the reveal, so the track's first hook minus the start can be
  // negative. The beat map (or, for a free-tempo sound, the payoff guidance) holds the placed hit.
  const hookAt = pack.beat_map?.hook_at_ms ?? pack.payoff_guidance?.sound_hook_at_ms ?? pack.sound_behavior.hook_starts_at_ms - pack.flow_guidance.sound_start_ms;
  const campaign = pack.recommended_sound.usage_boundary.campaign_route;
  // A question the message asks ("do I even need music?", "should I cut it?") is answered first, from the plan's facts.
  // (Someone else's song in the recording is said first even unasked: laying the sound over it is the mistake to prevent.)
  const recordedMusic = namesRecordedMusic(req.message);
  const askedInWords = askedQuestions(req.message);
  const asked = [...askedInWords, ...(recordedMusic && !askedInWords.includes('what_audio') ? ['what_audio' as const] : []), ...(namedAsk !== null ? ['named_sound' as const] : [])];
  const sensitive = readClip(catalog, facts).meaning.sensitive;
  const askedFacts: AskedFacts = {
    // (The mix decides it: an own-sound mix keeps the clip's sound first, a voice mix ducks under the voice.)
    ownAudio: facts.ownAudio === true || music === false || pack.mix_spec?.kind === 'original_audio_first',
    voice: facts.voiceover === true,
    // (A public apology, said so: not a polite "sorry, I'm new to this" or "disculpa la molestia".)
    apology: sensitive.includes('apology') && APOLOGY_VIDEO.test(req.message),
    tender: sensitive.some((id) => id !== 'apology'),
    name: best.route.name,
    durationS: pack.flow_guidance.length.duration_s,
    longForAShort: pack.flow_guidance.length.long_for_feed,
    longByDesign: pack.flow_guidance.length.duration_s > 90 && !pack.flow_guidance.length.long_for_feed,
    fitsArrangement: pack.flow_guidance.length.fits_recommended,
    aigc: facts.aigc,
    aiVoice: namesAiVoice(facts.text),
    disclosure: disclosureOf(facts),
    clientPosts: facts.deliveredToClient === true,
    recordedMusic,
    campaign: campaign !== null ? campaign.name : null,
    cutting: cuttingOf(pack, hookAt),
    caption: pack.post_pack.captions[0]?.text ?? null,
    // ("should I cut on the beat?", "¿corto en el beat?", "im Takt schneiden?": the beat is asked about, not only where to cut.)
    beatAsked: BEAT_WORDS.test(foldedWords(req.message).join(' ')),
    elsewhere: elsewhereOf(req.message),
    business: facts.commercial_use || facts.paid_ad,
    performance: facts.ownAudio === true,
    loop: loopOf(best.route, pack.flow_guidance.length.duration_s, pack.flow_guidance.sound_start_ms),
    named: namedAsk === null ? null : { name: namedAsk.route.name, chosen: best.route.sound_slug === namedAsk.route.sound_slug, voiceClash: namedVoiceClash, series: namedAsk.series },
  };
  // "Post it with the original sound", unless the answer to "do I need music?" has already said so.
  const sayOriginal = askedFacts.ownAudio && !asked.includes('needs_music');
  const theme = themeKeptOffVoice(catalog, facts, best.route);
  // Shown off the platform and posted on it too: the native sound for the post, the licence for the room (both answers say it alike).
  const postedToo = alsoPostedOnPlatform(facts);
  const english = [
    ...answersTo(asked, 'en', askedFacts),
    ...(conflicts.length > 0 ? [`Check this first: ${conflicts.map((c) => `${c.detail} (${c.assumed})`).join('; ')}. The question below settles it.`] : []),
    ...(note !== null ? [note] : []),
    `Use "${best.route.name}" (${best.route.sound_slug}). ${pack.why}`,
    ...(energyKeptOffVoice(catalog, facts, best.route) ? [`You ask for something upbeat: under a voice that talks all the way through, a loud, busy track fights the words, so "${best.route.name}" keeps the pace without covering you; for more energy, cut on its beat and keep the shots moving, or put an upbeat track on a version without the voice.`] : []),
    ...(theme !== null ? [`"${theme.name}" is made for ${theme.label}, but not to sit under a voice, so "${best.route.name}" carries the talking: let the pictures bring the ${theme.label} feel, or use "${theme.name}" on a version with no talking.`] : []),
    `Its hit lands at ${secs(hookAt)}${soundStartWords(pack.flow_guidance, hookAt)}: ${pack.payoff_guidance === null || pack.payoff_guidance.source !== 'clip' ? 'save the strongest moment for it' : pack.payoff_guidance.aligned ? 'put the reveal exactly there' : pack.payoff_guidance.offset_from_hook_ms > 0 && pack.payoff_guidance.offset_from_hook_ms <= NEAR_MISS_MS ? `move your reveal from ${secs(pack.payoff_guidance.payoff_at_ms)} onto it, ${pack.payoff_guidance.offset_from_hook_ms} ms earlier, and it lands` : `keep your reveal at ${secs(pack.payoff_guidance.payoff_at_ms)} and treat the hit as an accent`}. ${pack.flow_guidance.first_second.split('. ')[0]}.`,
    // (The clip's own sound leads: said in English too, as the local answer says it.)
    ...(sayOriginal ? ['Post it with the original audio; if you add the sound, keep it at 0–5 % or at zero volume in the app.'] : []),
    campaign !== null
      ? postedToo
        // (Shown at a funeral and put on the creator's page after: the post itself carries the native sound; fifteenth editor panel.)
        ? `On the platform, attach the native sound in the app; it does not come with the clip anywhere else, so to play or publish it off the platform (a room, a website, TV), use the ${campaign.name} (${campaign.request_via}).`
        : `Because this is ${listing(campaign.triggers.map((t) => COMMERCIAL_WORDS[t]))}, publish only with the ${campaign.name} (${campaign.request_via}).`
      : 'Attach the native sound in the app before posting.',
  ].join(' ');
  // A message in Spanish, Portuguese, French or German is answered in it; the English answer is kept beside it for agents.
  const pg = pack.payoff_guidance;
  const local = localAnswer(language, {
    name: best.route.name,
    slug: best.route.sound_slug,
    hitMs: hookAt,
    soundStartMs: pack.flow_guidance.second_play_at_ms === null ? pack.flow_guidance.sound_start_ms : 0,
    // (A payoff placed on the sound's own hook is no stated reveal: "save the strongest moment for it", not "put the reveal there".)
    reveal: pg === null || pg.source !== 'clip' ? null : { atMs: pg.payoff_at_ms, aligned: pg.aligned, earlierByMs: pg.offset_from_hook_ms > 0 && pg.offset_from_hook_ms <= NEAR_MISS_MS ? pg.offset_from_hook_ms : null },
    originalAudio: sayOriginal,
    themeRoute: theme?.name ?? null,
    // (Said unless an answer already gave the level: "do I need music?", "what to do with the audio?".)
    underVoice: pack.mix_spec?.kind === 'voice' && !asked.includes('needs_music') && !asked.includes('what_audio') && !asked.includes('how_loud'),
    campaign: campaign !== null ? { name: campaign.name, triggers: campaign.triggers, postedToo } : null,
    conflicts: conflicts.length > 0,
    copyInLanguage: captionsLanguage === language,
    copyLanguage: captionsLanguage,
    translate: req.language !== undefined && captionsLanguage === 'en' && !/^en\b/i.test(req.language),
  });
  const answer = local === null ? english : [...answersTo(asked, language, askedFacts), local].join(' ');

  // Only what is really missing or ambiguous; template names are not worth a question here.
  const next = [...conflicts.map((c) => ({ field: c.field, question: c.question })), ...pack.agent_prompt_pack.clarifying_questions.filter((q) => !q.field.startsWith('inputs.') && !conflicts.some((c) => c.field === q.field))];
  if (read.topic.length < 2) next.unshift({ field: 'message', question: 'What does the clip show? A few words on the subject help pick the right sound.' });

  return {
    type: 'concierge_plan',
    api_version: catalog.service.api_version,
    answer,
    answer_english: local === null ? null : english,
    final_prompt: pack.agent_prompt_pack.primary_prompt,
    caption_options: pack.post_pack.captions,
    next_questions: next.slice(0, 3),
    risk_reminder: riskReminder(catalog, pack.risk_assessment),
    understood: {
      topic: facts.topic,
      duration_s: duration,
      aigc,
      voiceover,
      commercial_use: commercial,
      paid_ad: paid,
      off_platform_reuse: off,
      payoff_at_ms: payoff,
      sources,
      reveal: read.reveal || payoff !== null,
      placement: facts.placement ?? 'feed',
      music,
      language: read.language ?? requestLanguage(req.language),
      captions_language: captionsLanguage,
      contradictions: conflicts,
    },
    clip_pack: pack,
  };
}

/** "please no hashtags", "sin hashtags", "sem hashtag", "sans hashtags", "ohne Hashtags" (eleventh editor panel: a memorial asked for none and got two). */
const NO_HASHTAGS = /\b(?:no|without|sin|sem|sans|ohne|keine|bez|geen|tanpa|senza)\s{1,3}(?:any\s{1,3}|ningun\s{1,3}|nenhuma\s{1,3}|de\s{1,3})?hash\s?tags?(?![\p{L}\d])/iu;
/** The plan without hashtags, when the message asks for none; a paid post's disclosure stays (the law asks for it). */
function withoutHashtags(pack: ClipPack): ClipPack {
  const keep = (tags: readonly string[]) => tags.filter((t) => /^#(?:ad|publicidad|publi|publicité|werbung)$/i.test(t));
  return { ...pack, post_pack: { ...pack.post_pack, hashtags: keep(pack.post_pack.hashtags), captions: pack.post_pack.captions.map((c) => ({ ...c, hashtags: keep(c.hashtags) })) } };
}

const OTHER_NAMES: Readonly<Record<OtherLanguage, string>> = {
  it: 'Italian', nl: 'Dutch', pl: 'Polish', id: 'Indonesian', sv: 'Swedish', tr: 'Turkish', vi: 'Vietnamese', tl: 'Tagalog', hi: 'Hindi',
  ja: 'Japanese', ko: 'Korean', zh: 'Chinese', ar: 'Arabic', ru: 'Russian (or another language in Cyrillic)', th: 'Thai', el: 'Greek', he: 'Hebrew',
  cs: 'Czech (or Slovak)', sw: 'Swahili',
};
/**
 * Said when the message is in a language it is not read in word by word (OTHER_NAMES): the copy is in that language
 * when copy is written in it (this reply and the prompts stay English), else English, to translate.
 */
function unwrittenNote(other: OtherLanguage, copy: CopyLanguage): string {
  if (copy !== 'en') return `Your message reads as ${OTHER_NAMES[other]}, so the hooks, captions and title card below are written in ${LANGUAGE_NAMES[copy]}; this reply and the prompts for the video generator are in English.`;
  return `Your message reads as ${OTHER_NAMES[other]}, but the captions, hooks and prompts below are written in English (copy is written in ${COPY_LANGUAGES.map((l) => LANGUAGE_NAMES[l]).join(', ')}): translate them before posting.`;
}

/**
 * One plain sentence, used in the answer and in `assumptions`, when the audience's language (the
 * explicit `language` field, else the message's) is not English: the copy is written in it, the
 * prompts stay in English; or, for a language the engine cannot write, everything is in English.
 */
function languageNote(tag: string | undefined, messageLanguage: Language): string | null {
  const written = tag !== undefined ? copyLanguageOf(tag) : null;
  const known: CopyLanguage | null = tag !== undefined ? (written !== 'en' ? written : null) : messageLanguage;
  if (known === 'en' || (tag !== undefined && /^en\b/i.test(tag))) return null;
  const asked = tag !== undefined ? `You asked for ${known !== null ? LANGUAGE_NAMES[known] : `"${tag}"`}` : `Your message is in ${LANGUAGE_NAMES[messageLanguage]}`;
  if (known === null) return `${asked}, but the captions, hooks and prompts below are written in English: translate them before posting.`;
  return `${asked}, so the hooks, captions and title card below are written in ${LANGUAGE_NAMES[known]}; the prompts for the video generator stay in English, where generators work best.`;
}
