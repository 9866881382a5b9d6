/**
 * What the copy of a plan is written from: the clip's subject as a short phrase, a short way to
 * refer back to it, the proper name it remembers or features, curated hashtags from the concepts
 * it names, and its tone (tender for grief, illness, accidents and apologies). Derived once per
 * plan so captions, hooks and shots never paste the raw description.
 */
import { scriptTopic } from './reading-script-topic.ts';
import type { Catalog } from '../catalog/load.ts';
import type { SoundRoute } from '../schemas/catalog.ts';
import type { CopyLanguage, TemplatePack } from '../schemas/template-pack.ts';
import { disclosureOf, type ClipFacts } from './clip-facts.ts';
import { fold, properNames } from './fold.ts';
import { readNamedMoments } from './concierge-reading.ts';
import { compiledCatalog } from './compiled-catalog.ts';
import { readMeaning } from './meaning.ts';
import { packConceptsOf } from './pack-choice.ts';
import { readClip } from './route.ts';
import { ING_NOUNS, isFormatPhrase, namesAChild, STOPWORDS, subjectOf } from './text.ts';
import { ENGINE_LINES } from './copy-language.ts';

export interface CopyFacts {
  /** The subject in a few words ("street corn elote recipe"). */
  subject: string;
  /** How later lines refer to it ("the dish"). */
  ref: string;
  /** A proper name the clip is about ("Miso"), if it names one. */
  name: string | null;
  /** Curated hashtags, broad first; `#ad` leads for paid or brand work. At most 5; none when the clip names nothing to tag ("need a sound for my video"). */
  tags: string[];
  /** Moments the description names besides its subject, in its order ("sizzle", "cheese melt"): shot before the generic shots. */
  moments: string[];
  /** Grief, illness, an accident or an apology: tender words, no engagement bait. */
  tender: boolean;
  /** Grief itself (a memorial, a loss): remembering words; an illness or an apology is no memorial ("Remembering was diagnosed with MS"). */
  mourning: boolean;
  /** Work paid by another brand (a paid partnership): the caption opens with the disclosure, #ad. */
  sponsored: boolean;
  /** The language of the audience-facing copy (hooks, captions, title card). */
  language: CopyLanguage;
  /**
   * A topic in a language the copy is not written in, kept as a title when it reads as one ("Clutch 1v4 w rankedzie",
   * "First look degli sposi a Firenze"): the title card and first hook, whole, never inside an English line. Null otherwise.
   */
  nativeTitle?: string | null;
  /**
   * The subject, reference and name for copy in `language`: the topic as the creator wrote it (not
   * the glossary's English), the concept's reference in that language. Equal to the above in English.
   */
  local: { subject: string; ref: string; name: string | null };
}

/**
 * Words of asking or wanting in the languages the copy is not written in (and English, for mixed messages): a
 * topic holding one is the request, not a title ("kak mau bikin video", "gagawa ako ng", "أريد", "mujhe chahiye").
 */
const REQUEST_WORDS: ReadonlySet<string> = new Set(['want', 'need', 'make', 'making', 'mau', 'bikin', 'ingin', 'pengen', 'gagawa', 'ako', 'gusto', 'kailangan', 'mera', 'meri', 'mujhe', 'chahiye', 'banane',
  'voglio', 'vorrei', 'serve', 'chce', 'chcialbym', 'chcialabym', 'wil', 'istiyorum', 'lazim', 'muon', 'toi', 'minh', 'can', 'vill', 'behover',
  'أريد', 'اريد', 'أحتاج', 'احتاج', 'хочу', 'нужно', 'нужен', 'сделать',
  // What is heard is the mix, not a title ("si sente solo la chitarra").
  'sente', 'senti', 'hoor', 'hoort', 'slychac', 'kedengeran', 'duyulur', 'hors']);
/** A topic the creator wrote in a short phrase is the subject as it is; a longer one is shortened. */
const MAX_SUBJECT_WORDS = 6;

const MAX_TAGS = 5;
/** Tags come from this many of the clip's strongest concepts. */
const TAG_CONCEPTS = 2;
/** Tags for a clip with a child in it. */
const KID_TAGS: ReadonlySet<string> = new Set(['#momlife', '#parenting', '#dadlife', '#kids', '#toddler', '#toddlers', '#baby', '#babies', '#newborn', '#momtok']);
/** Below this weight a concept is named as a setting or an aside (meaning.ts's SETTING_WEIGHT, 0.6): where the clip is, not what it shows. */
const WHERE_ONLY = 0.7;

/** Possessives before who is remembered, in the five copy languages ("my", "mi", "minha", "ma", "meine"). */
const POSSESSIVE = String.raw`my|our|his|her|their|mi|mis|nuestro|nuestra|su|meu|minha|meus|minhas|nosso|nossa|mon|ma|mes|notre|nos|mein|meine|meinen|meinem|meiner|unser|unsere|unseren`;
/** Verbs that say someone died ("passed away", "falleció", "faleceu", "est décédée", "ist verstorben"). */
const GONE = String.raw`passed away|passing away|passed|died|is gone|left us|crossed the rainbow bridge|falleci[oó]|muri[oó]|se fue|faleceu|morreu|partiu|est d[ée]c[ée]d[ée]e?|est morte?|nous a quitt[ée]e?s?|ist verstorben|ist gestorben|starb`;
/** Words before who a tribute is for ("for", "remembering", "en memoria de", "em memória de", "à la mémoire de", "in Erinnerung an"). */
const FOR_WHOM = String.raw`for|of|to|remembering|missing|para|por|en memoria de|em mem[oó]ria d[eao]|pour|[àa] la m[ée]moire d[e']|en souvenir d[e']|f[üu]r|in erinnerung an|zum gedenken an`;
const WORD = String.raw`[\p{L}'’-]+`;
/** "lost my grandma", "perdi a minha avó", "perdí a mi abuelo", "j'ai perdu ma grand-mère": who is remembered follows the verb. */
const LOST = String.raw`lost|perdi|perdí|perdimos|perdu|perdue|verloren`;
const LOST_RE = new RegExp(String.raw`(?:^|\s)(?:${LOST})\s+(?:(?:a|o|al|à)\s+)?(${POSSESSIVE})\s+(${WORD})`, 'iu');
// (The second word is no relative pronoun: "papá que falleció" remembers papá, not "Papá que".)
const GONE_RE = new RegExp(String.raw`^(?:(${POSSESSIVE})\s+)?(${WORD}(?:\s+(?!(?:que|who|that|qui|quien|der|die|den|which|cui|che)\s)${WORD})?)\s+(?:(?:que|who|that|qui|quien|der|die|che)\s+)?(?:${GONE})(?![\p{L}])`, 'iu');
/** A relative clause after who is remembered ("for my grandmother who passed last week", "para mi abuelo que se fue"). */
const WHO_CLAUSE = String.raw`(?:\s+(?:who|that|quien|que|qui|der|die|den)\s.*)?`;
/** Whose farewell it is ("for my nan's celebration of life on Friday", "my grandad's funeral"): who is remembered. */
const FAREWELL_OF_RE = new RegExp(String.raw`(?:^|\s)(${POSSESSIVE})\s+(${WORD})(?:'s|’s)\s+(?:celebration of life|funeral|memorial|wake|send-?off)(?![\p{L}])`, 'iu');
const FOR_RE = new RegExp(String.raw`(?:^|\s)(?:${FOR_WHOM})\s+((?:${POSSESSIVE})\s+)?(${WORD}(?:\s+${WORD})??)${WHO_CLAUSE}$`, 'iu');

/** Concepts that name the clip's shape, not a subject that could be a word in another sense. */
const SHAPES: ReadonlySet<string> = new Set(['transformation']);
/** Clauses that say what the clip was filmed with ("filmed on my phone", "filmado do celular", "gefilmt mit dem Handy"): no subject, no tag. */
const FILMED_WITH = /\b(?:filmed|shot|recorded|filmado|filmada|gravado|gravada|grabado|grabada|tourn[ée]e?|film[ée]e?|gefilmt|aufgenommen)\s+(?:on|with|from|do|da|com|con|desde|avec|au|mit|en|no|na|el)\b/i;
function withoutFilmingNotes(topic: string): string {
  return topic.split(/[,;.:(]/).filter((clause) => !FILMED_WITH.test(clause)).join(', ');
}

/** Whose farewell a message names anywhere in it ("for my nan's celebration of life on Friday" -> "my nan"). */
function farewellOf(text: string): string | null {
  const m = FAREWELL_OF_RE.exec(text);
  // (A person, not a body or a customer: "our church's memorial service for the flood victims", "my client's funeral".)
  return m === null || NOT_REMEMBERED.has(m[2]!.toLowerCase()) ? null : `${m[1]!.toLowerCase()} ${m[2]!}`;
}
/** Whose service a farewell is held by, not who is remembered. */
const NOT_REMEMBERED: ReadonlySet<string> = new Set(['church', 'parish', 'congregation', 'school', 'company', 'team', 'club', 'town', 'city', 'village', 'community', 'client', 'customer', 'firm', 'office', 'unit', 'station']);

/**
 * Who a tribute is for when no proper name is given, in the five copy languages: "funeral
 * slideshow for dad" -> "Dad", "a tribute to my grandmother" -> "my grandmother", "homenaje para
 * mi abuela" -> "mi abuela", "ma grand-mère est décédée" -> "ma grand-mère".
 */
export function rememberedOf(topic: string): string | null {
  // (What a talk to camera is about is the clause: "me talking to camera about my grandma passing".)
  const clause = topic.split(/[,;:.!?(\n]/)[0]!.trim().replace(/^.*?\b(?:talking|speaking|talks|speaks) (?:straight )?(?:to|into) (?:the )?camera about\s+/i, '');
  // "my grandmother passed away", "our dog Max died": who is remembered comes before the verb.
  const gone = GONE_RE.exec(clause);
  if (gone !== null) return gone[1] !== undefined ? `${gone[1].toLowerCase()} ${gone[2]!}` : gone[2]!.charAt(0).toUpperCase() + gone[2]!.slice(1);
  const lost = LOST_RE.exec(clause);
  if (lost !== null) return `${lost[1]!.toLowerCase()} ${lost[2]!}`;
  const farewell = farewellOf(clause);
  if (farewell !== null) return farewell;
  const m = FOR_RE.exec(clause);
  if (m === null) return null;
  const who = m[2]!;
  return m[1] !== undefined ? `${m[1].toLowerCase()}${who}` : who.charAt(0).toUpperCase() + who.slice(1);
}

/**
 * `language`: the language of the copy; `writtenTopic`: the topic in the creator's own words when
 * `facts.topic` is the glossary's English (the concierge), so copy in their language uses theirs.
 * `pack`: the template pack the plan's shots come from; references follow what it shows.
 * `foreignTopic`: the topic is in a language the copy is not written in, and the copy is English: the
 * subject is what the clip shows, in English, and the creator's words are at most a title of their own.
 */
export function copyFactsFor(catalog: Catalog, route: SoundRoute, facts: ClipFacts, language: CopyLanguage = 'en', writtenTopic?: string, pack?: TemplatePack, foreignTopic = false): CopyFacts {
  const reading = readClip(catalog, facts);
  const concepts = catalog.vocabulary.concepts;
  // Concepts the clip names, strongest first; moods carry no subject.
  const named = [...reading.meaning.concepts.entries()]
    .filter(([id]) => reading.named.has(id) && concepts[id] !== undefined && concepts[id]!.kind !== 'mood')
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
    .map(([id]) => id);
  // #ad for work paid by another brand only: not a business's own post, not a film delivered to a client (disclosureOf).
  const sponsored = disclosureOf(facts) === 'paid_partnership';
  const tags: string[] = [];
  // (#ad only as the disclosure: an ad concept's own tag never puts it on a business's own post.)
  const add = (t: string | undefined): void => {
    if (t !== undefined && !tags.includes(t) && tags.length < MAX_TAGS && (t !== '#ad' || sponsored)) tags.push(t);
  };
  if (sponsored) add('#ad');
  // The disclosure tag is kept whatever the clip names: it is not one of the five to compete for.
  if (facts.aigc) add('#aigenerated');
  const tenderClip = reading.meaning.sensitive.length > 0;
  // One broad tag from the strongest concept, then the niche ones of each concept in turn; a tender
  // clip takes niche tags only from its tender concepts (no #momlife under a funeral).
  // A concept the reading weighs as a setting or an aside ("bride and groom in the garden") is where,
  // not what: no tag (unless it is all the clip names); nor is a reveal in a memorial.
  // Who the clip is for ("for our brokerage") tags it only when that is what it is about: a listing is no #behindthescenes.
  // Among concepts named as strongly, the one the text names first leads ("asmr restoration of a hand plane … curl": asmr, then the restoration).
  const firstAt = (id: string): number => reading.meaning.matches.findIndex((m) => m.concept === id);
  const weight = (id: string): number => reading.meaning.concepts.get(id) ?? 1;
  const ordered = [...named].sort((a, b) => weight(b) - weight(a) || firstAt(a) - firstAt(b));
  const tagged = ordered.filter((id, i) => (i === 0 || (weight(id) >= WHERE_ONLY && !NOT_PICTURES.has(id))) && !(tenderClip && id === 'reveal'));
  // Tags come from what the clip is mostly about, its first TAG_CONCEPTS concepts: a stray word further on
  // ("a first shaving curl", "after a swim") tags nothing (sixth editor panel: #sports on a hand plane restoration).
  // A concept past the strongest tags the clip only when it is in the clip's subject or the sound is made
  // for it: a word used in another sense elsewhere in the message tags nothing (panel 12: #fitness #spinning on a
  // honey extractor "spinning", #tech #celular on a goal "filmed on my phone", #christmas on a nan's farewell).
  const { vocab } = compiledCatalog(catalog);
  // (The whole topic, less how it was filmed: "fête de la musique à Paris, concert de rue, les gens qui dansent" keeps #music;
  // "golaço de bicicleta, filmado do celular" gives no #tech.)
  const inSubject = new Set(readMeaning(vocab, withoutFilmingNotes(facts.topic)).matches.map((m) => m.concept));
  // (The sound's concepts, not the shots': the shots may have been chosen by the stray word itself, "celular" picking a phone demo.)
  const madeFor = new Set<string>(compiledCatalog(catalog).bySlug.get(route.sound_slug)?.concepts.keys() ?? []);
  // (A before and after is the clip's shape wherever it is said: "Kitchen renovation before and after" keeps #beforeandafter.)
  const related = (id: string): boolean => SHAPES.has(id) || [id, ...(concepts[id]?.broader ?? [])].some((c) => inSubject.has(c) || madeFor.has(c));
  // (The strongest is the first concept with a tag of its own to give: an ad's concept gives only the disclosure.)
  // (In a tender clip, a tender concept or one its subject names: an apology "about a giveaway that went wrong" is no #newproduct.)
  const lead = tagged.find((id) => concepts[id]!.tags[0] !== '#ad' && (!tenderClip || concepts[id]!.sensitive === true || inSubject.has(id)));
  // (A tender clip takes its second tag only from a tender concept: no #christmas under a nan's farewell "singing at Christmas".)
  // (Unless the topic names it: a memorial for "my dog Max" keeps #pets.)
  const main = tagged.slice(0, TAG_CONCEPTS + (tagged[0] !== lead ? 1 : 0)).filter((id) => id === lead || (related(id) && (!tenderClip || concepts[id]!.sensitive === true || inSubject.has(id))));
  for (const id of main) add(concepts[id]!.tags[0]);
  // Then the clip's own words, where the vocabulary lists them for its strongest concepts ("carving a
  // Halloween pumpkin": #halloween #pumpkin before autumn's #autumn; "free kick goal": #freekick):
  // what people search for this clip, where the concept's tags are what they search for its kind.
  if (!tenderClip) for (const t of ownWordTags(reading.meaning.matches, main, concepts)) add(t);
  // (#momlife and #parenting are for a clip with a child in it, not for a grandpa's watch or a brother's toast.)
  const kidsOnly = (t: string): boolean => KID_TAGS.has(t) && !namesAChild(facts.text);
  for (const id of main) if (!tenderClip || concepts[id]!.sensitive) for (const t of concepts[id]!.tags.slice(1)) if (!kidsOnly(t)) add(t);
  // Still fewer than three: the broad tag of another concept named in full.
  for (const id of tagged.slice(TAG_CONCEPTS)) if (tags.length < 3 && weight(id) >= 1 && related(id) && (!tenderClip || concepts[id]!.sensitive === true || inSubject.has(id))) add(concepts[id]!.tags[0]);
  // Too few from the clip's own words: the route's curated topics, as written in the catalog.
  // (Not a kind of post run together: "brand ad", "sponsored segment" are no tags anyone searches.)
  // (Not when the sound is only a bed under the clip's own performance: a guitar cover is no #asmr.)
  // (Only a topic that means something the clip names: #productlaunch is no tag for the northern lights.)
  // (It must be said in the clip too: a shared concept alone gives #ocean to the northern lights, #baby to a grandpa's car.)
  const said = ` ${fold(facts.text).toLowerCase().replace(/[^\p{L}\d]+/gu, ' ')} `;
  const clipMeans = (topic: string): boolean => said.includes(` ${fold(topic).toLowerCase()} `) && readMeaning(vocab, topic).matches.some((m) => named.includes(m.concept));
  if (facts.ownAudio !== true) for (const t of route.fit.topics) if (tags.length < 3 && !FORMAT_ENDING.test(t.toLowerCase()) && clipMeans(t)) {
    const tag = `#${t.toLowerCase().replace(/[^a-z0-9]/g, '')}`;
    if (!kidsOnly(tag)) add(tag);
  }
  // Still fewer than three: what the strongest concepts belong to ("street food crawl" -> #food; fifteenth editor panel: two tags on a
  // food crawl, a keyboard ASMR and a nan's slideshow).
  for (const id of main) for (const b of concepts[id]?.broader ?? []) for (const t of concepts[b]?.tags ?? []) if (tags.length < 3 && t !== '#ad' && !kidsOnly(t) && (!tenderClip || concepts[b]?.sensitive === true)) add(t);
  // (A topic typed in capitals, "HOLE IN ONE", is written in sentence case: copy does not shout.)
  // (English "i" is a capital: "why I switched", "what I eat in a day"; typed lower case, it reads as a typo in a caption.)
  // (Short forms read in capitals anywhere in it: "soap cutting ASMR", "easy DIY shelf".)
  const subject = facts.inputs.subject ?? facts.inputs.product_name ?? facts.inputs.outfit_name ?? unshouted(subjectOf(facts.topic)).replace(/(^|\s)i(?=\s|'[a-z]|’[a-z]|$)/g, '$1I').replace(/\b(?:asmr|grwm|diy|ootd)\b/g, (w) => w.toUpperCase());
  // Refer back to what the clip shows (wedding makeup: "the look"), before why it is made ("the
  // couple"); among equals, what the plan's shots show, then what the routed sound is made for
  // ("sunset beach walk with my dog" with the pet shots: "the dog", not "the landscape").
  const forPack = pack !== undefined ? packConceptsOf(catalog, pack) : new Set<string>();
  const forRoute = compiledCatalog(catalog).bySlug.get(route.sound_slug)?.concepts;
  // (A narrower concept ranks with what it belongs to: a dresser flip is the piece, inside the renovation the shots show.)
  const ownRank = (id: string) => (forPack.has(id) ? 0 : forRoute?.has(id) === true ? 1 : 2);
  // (The thing the subject starts with, before what only the sound is made for: "uñas esculpidas con flores 3D" on a flower route are
  // the set of nails, not "the arrangement"; fourteenth editor panel. What the shots show still comes first: "sunset beach walk with my dog".)
  const headOfSubject = readMeaning(vocab, subject).matches.find((m) => concepts[m.concept]?.kind === 'topic')?.concept;
  const rank = (id: string) => Math.min(ownRank(id), ...(concepts[id]?.broader ?? []).map(ownRank)) - (id === headOfSubject ? 0.5 : 0);
  const shownFirst = (ids: string[]) => [...ids].sort((a, b) => rank(a) - rank(b));
  // (A concept weighed as a setting is no thing to point at when it is a product and another concept is named in full, a wedding
  // film's "teaser", or beside a festive event named in full, "first look in the villa garden" is the couple's. Not every setting:
  // that turned "the family" of a farewell asado into "the memories"; panel 16.)
  const festive = named.some((o) => weight(o) >= WHERE_ONLY && concepts[o]!.event === true && concepts[o]!.sensitive !== true && concepts[o]!.ref !== undefined);
  const referable = named.filter((id) => !(weight(id) < WHERE_ONLY && (festive || (concepts[id]!.ref === 'the product' && named.some((o) => weight(o) >= WHERE_ONLY && concepts[o]!.ref !== undefined)))));
  const byKind = [...shownFirst(referable.filter((id) => concepts[id]!.kind === 'topic')), ...shownFirst(referable.filter((id) => concepts[id]!.kind !== 'topic'))];
  const refConcept = byKind.find((id) => concepts[id]!.ref !== undefined);
  // No concept to refer back by: a short subject is said again with "the" ("the glow up"), a long one is "it".
  // (An action or a feeling is no thing to point at: "feeling sad today" is not "the feeling sad today".)
  const first = subject.split(/\s+/)[0]!.toLowerCase();
  const action = first.length > 4 && first.endsWith('ing') && !ING_NOUNS.has(first);
  const shortSubject = subject.split(/\s+/).length <= 3 && !action && !/^(?:the|a|an|my|our|your|his|her|their)\s/i.test(subject) && language === 'en';
  // A generated scene is referred to as the scene: "your pet" or "the landscape" would say it was filmed.
  const generated = pack?.generated_only === true;
  // An action done to a thing the vocabulary knows is referred to by that thing ("scrubbing a really neglected oven":
  // "the oven", where the cleaning concept would say "the room"; "carving a Halloween pumpkin": "the pumpkin").
  const object = action && language === 'en' && !generated ? objectNoun(vocab, subject) : null;
  const ref = generated ? 'the scene' : object !== null ? `the ${object}` : refConcept !== undefined ? concepts[refConcept]!.ref! : shortSubject ? `the ${subject.toLowerCase()}` : 'it';
  const tender = reading.meaning.sensitive.length > 0;
  const mourning = reading.meaning.sensitive.some((id) => concepts[id]?.event === true);
  // (The concierge's topic may be the photos, not the person: "for my nan's celebration of life … Old photos from the 60s onwards".)
  const name = properNames(facts.topic)[0] ?? (tender ? rememberedOf(facts.topic) ?? farewellOf(facts.text) : null);
  if (foreignTopic) {
    // ("Si sente solo, sound on", "Badkamer helemaal zelf verbouwd, before and after": tenth editor panel.) No moments either:
    // they would be the creator's words as English shots.
    const shown = ref === 'it' ? ENGINE_LINES.en.your_clip : ref;
    // The creator's own words still make the title when they read as one (eleventh editor panel: "The play." replaced
    // "Clutch 1v4 w rankedzie."): a short phrase that is no request ("kak mau bikin…", "أريد فيديو…") and no question.
    const title = unshouted(subjectOf(facts.topic));
    const words = title.split(/\s+/);
    const asks = fold(title).toLowerCase().split(/\s+/).some((w) => REQUEST_WORDS.has(w)) || /[?？؟]/.test(title);
    const nativeTitle = words.length >= 2 && words.length <= MAX_SUBJECT_WORDS && !asks ? title.charAt(0).toUpperCase() + title.slice(1) : null;
    return { subject: shown, ref: shown, name, moments: [], tags, tender, mourning, sponsored, language, nativeTitle, local: { subject: shown, ref: shown, name } };
  }
  const moments = momentsOf(catalog, facts, subject, language);
  if (language === 'en') return { subject, ref, name, moments, tags, tender, mourning, sponsored, language, local: { subject, ref, name } };
  // In another language: the creator's words; the concept's reference in that language, or else
  // the subject again (an English "the dish" inside a Spanish line would mix languages).
  const topic = writtenTopic !== undefined && writtenTopic.trim() !== '' ? writtenTopic.trim() : facts.topic;
  const given = facts.inputs.subject ?? facts.inputs.product_name ?? facts.inputs.outfit_name;
  // (Japanese, Korean and Chinese: their first clause that shows something, less the request; a clip-pack topic is a sentence too.)
  const scripted = language === 'ja' || language === 'ko' || language === 'zh' ? scriptTopic(topic) : null;
  // (Vietnamese writes a space between syllables, not words: "quán cà phê mới mở ở Đà Lạt" is four words in eight syllables.)
  const maxWords = language === 'vi' ? MAX_SUBJECT_WORDS + 4 : MAX_SUBJECT_WORDS;
  const whole = given ?? scripted ?? (topic.split(/\s+/).length <= maxWords && !/[,;:()\n、。，：]/.test(topic) ? topic : subjectOf(topic, maxWords));
  // (A Polish farewell's own word goes, leaving the one remembered in the genitive the tender lines take: "pożegnanie mojego taty"
  // is "Pamięci mojego taty", never "Pamięci pożegnanie mojego taty"; review of the twenty-fourth session.)
  // (Turkish writes a capital "i" as "İ": "ilk maratonum" is "İlk maratonum"; the dotless one belongs to "ı".)
  const localSubject = language === 'it' ? withItalianArticle(whole) : language === 'tr' ? whole.replace(/^i/u, 'İ') : whole;
  const localRef = (generated ? ENGINE_LINES[language].scene : undefined) ?? (refConcept !== undefined ? concepts[refConcept]!.ref_i18n?.[language] : undefined) ?? localSubject;
  // (A farewell's own word goes from who is remembered: "pożegnanie mojego taty" is "Pamięci mojego taty" (the genitive the Polish
  // lines take), "addio alla mia nonna" is "Per mia nonna", "afscheid van mijn opa" is "Voor mijn opa"; reviews of the twenty-fourth session.)
  const farewell = tender ? FAREWELL_HEAD.exec(localSubject) : null;
  const localName = properNames(topic)[0] ?? (tender ? rememberedOf(topic) ?? (farewell !== null ? localSubject.slice(farewell[0].length) : null) : null);
  return { subject, ref, name, moments, tags, tender, mourning, sponsored, language, local: { subject: localSubject, ref: localRef, name: localName } };
}

/** A farewell said first in the languages whose copy names who it is for ("pożegnanie", "addio alla", "afscheid van", "elveda", "selamat jalan"). */
const FAREWELL_HEAD = /^(?:pożegnanie|addio\s(?:alla|al|allo|ai|agli|alle|a)|afscheid\svan|elveda|veda|selamat\sjalan)\s(?=\S)/iu;
/** Italian takes an article before a possessive ("il mio cane"), but not before one family member ("mia nonna"). */
const ITALIAN_POSSESSIVE_ARTICLE: Readonly<Record<string, string>> = { mio: 'il', mia: 'la', miei: 'i', mie: 'le', nostro: 'il', nostra: 'la', nostri: 'i', nostre: 'le', tuo: 'il', tua: 'la', suo: 'il', sua: 'la' };
const ITALIAN_KIN = /^(?:madre|padre|mamma|papà|papa|nonna|nonno|sorella|fratello|zia|zio|figlia|figlio|moglie|marito|cugino|cugina|nipote|suocera|suocero)$/i;
/** The reader leaves a topic's first article out ("il mio cane che gioca" was read as "mio cane che gioca"): put back where Italian needs it. */
function withItalianArticle(subject: string): string {
  const [first, second] = subject.split(/\s+/);
  const article = ITALIAN_POSSESSIVE_ARTICLE[first?.toLowerCase() ?? ''];
  return article === undefined || ITALIAN_KIN.test(second ?? '') ? subject : `${article} ${subject}`;
}

/**
 * The thing an action subject is done to ("scrubbing a really neglected oven" -> "oven"; "decorating
 * Christmas cookies with the kids" -> "cookies"; "crossing the finish line" -> "finish line"), or null:
 * the last word before a preposition, a plain noun (no adjective or adverb ending), with the noun before
 * it when that is one too; a word the vocabulary knows only as a thing (not a person, a place, the
 * weather or an idea), or one it does not know in a phrase of four words at most.
 */
function objectNoun(vocab: ReturnType<typeof compiledCatalog>['vocab'], subject: string): string | null {
  // (Written in capitals, it is a name or a model, "Steam Deck OLED": the concept's reference says it better.)
  const written = subject.split(/\s+/).filter((w) => w !== '');
  const words = written.map((w) => w.toLowerCase());
  const end = words.findIndex((w, i) => i >= 2 && OBJECT_ENDS.has(w));
  const phrase = end > 0 ? words.slice(1, end) : words.slice(1);
  const last = phrase[phrase.length - 1];
  if (last === undefined || phrase.length > 5 || !/^[a-z]{3,}$/.test(last) || ADJECTIVE_ENDING.test(last) || STOPWORDS.has(last)) return null;
  if (written[words.lastIndexOf(last)] !== last || VAGUE_OBJECTS.has(last)) return null;
  // (A word the vocabulary does not know, "oven", "skillet", is a thing when the phrase is short: "scrubbing a really neglected oven";
  // one it knows is a thing only as a topic that is no person, place, weather, idea or loss.)
  const hits = readMeaning(vocab, last).matches;
  const isThing = hits.length === 0 ? phrase.length <= 4 : hits.every((h) => vocab.concepts[h.concept]?.kind === 'topic' && !NOT_OBJECTS.has(h.concept) && !NOT_PICTURES.has(h.concept) && vocab.concepts[h.concept]?.sensitive !== true);
  if (!isThing) return null;
  // (A noun before it that is no adjective makes one thing with it: "the finish line", "the candle orders".)
  const before = phrase[phrase.length - 2];
  const compound = before !== undefined && /^[a-z]{3,}$/.test(before) && written[words.lastIndexOf(before)] === before && !ADJECTIVE_ENDING.test(before) && !/(?:ic|less|y)$/.test(before) && !/^\w{4,}ish$/.test(before) && !STOPWORDS.has(before) && !PLAIN_ADJECTIVES.has(before) && !VAGUE_OBJECTS.has(before);
  return compound ? `${before} ${last}` : last;
}
/** Endings of adjectives and adverbs (and of actions): no thing to point at. */
const ADJECTIVE_ENDING = /(?:ed|ing|ly|ful|ous|ive|al)$/;
/**
 * Concepts whose words are people, places, the weather or an idea, not the thing a shot points at
 * ("surprising my mom", "bringing the dog home", "explaining photosynthesis").
 */
const NOT_OBJECTS: ReadonlySet<string> = new Set(['family', 'home', 'travel', 'nature', 'lifestyle', 'vlog', 'fitness', 'sports', 'wedding', 'pets', 'talking', 'business', 'nightlife', 'summer', 'autumn', 'christmas', 'newyear',
  'education', 'howto', 'story', 'finance', 'science', 'history', 'languages', 'launch', 'study', 'podcast', 'memories', 'comedy']);
/** Last words that name no thing to point at, or a colour ("painting my bedroom sage green"), or the music ("making a beat"). */
const VAGUE_OBJECTS: ReadonlySet<string> = new Set(['ready', 'done', 'work', 'rain', 'weather', 'school', 'party', 'mom', 'dad', 'mum', 'friend', 'friends', 'beat', 'beats', 'song', 'sound', 'track', 'music', 'video', 'videos', 'clip', 'thing', 'things', 'stuff', 'time', 'day', 'way', 'lot', 'bit', 'one', 'ones', 'part', 'end', 'life', 'look', 'vibe', 'vibes', 'green', 'blue', 'red', 'white', 'black', 'pink', 'yellow', 'orange', 'purple', 'brown', 'grey', 'gray', 'gold', 'silver', 'beige', 'cream', 'navy', 'teal']);
/** Concepts that say who is in a clip or what day it is, not a thing to film (a lone "Wife", "Família", "Mariage", "Apology"). */
const WHO_OR_WHEN: ReadonlySet<string> = new Set(['family', 'wedding', 'birthday', 'business', 'talking', 'advert', 'apology', 'memories', 'launch']);
/** Adjectives without an adjective's ending. */
const PLAIN_ADJECTIVES: ReadonlySet<string> = new Set(['old', 'new', 'big', 'small', 'huge', 'tiny', 'little', 'first', 'last', 'whole', 'full', 'best', 'worst', 'own', 'next', 'same', 'other', 'very', 'real', 'fresh', 'clean', 'raw', 'hot', 'cold', 'long', 'short', 'vintage', 'favourite', 'favorite', 'entire', 'perfect', 'giant', 'mini', 'homemade', 'his', 'her', 'their', 'our', 'my', 'your', 'some', 'every', 'each', 'two', 'three', 'four']);
const OBJECT_ENDS: ReadonlySet<string> = new Set(['with', 'for', 'at', 'in', 'on', 'from', 'while', 'during', 'after', 'before', 'into', 'to', 'and']);

/** A phrase of two or more words typed all in capitals, in sentence case ("HOLE IN ONE" -> "Hole in one"); anything else as it is. */
function unshouted(phrase: string): string {
  if (phrase.split(/\s+/).length < 2 || !/\p{Lu}/u.test(phrase) || /\p{Ll}/u.test(phrase)) return phrase;
  const lower = phrase.toLowerCase();
  return lower.charAt(0).toUpperCase() + lower.slice(1);
}

/** The moments of the clip's own text (the tone and the concierge's added English topic are not moments), none repeating the subject. */
function momentsOf(catalog: Catalog, facts: ClipFacts, subject: string, language: CopyLanguage): string[] {
  const s = subject.toLowerCase();
  const skip = new Set([facts.topic, facts.tone ?? ''].map((x) => x.trim().toLowerCase()));
  // A run that holds the subject or sits inside it is the subject ("smash burgers on the blackstone").
  const moments = readNamedMoments(facts.text, (p) => {
    const l = p.toLowerCase();
    return l.includes(s) || s.includes(l) || skip.has(l) || isFormatPhrase(l);
  });
  // A moment is a shot only when it names something the vocabulary knows a clip can show ("cheese
  // pull", "pumpkin patch", "foam cannon"); the rest of a message's words ("gonna", "ça dure",
  // "Je ne veux surtout", "Upbeat") are talk about the clip, not pictures in it.
  const { vocab } = compiledCatalog(catalog);
  const shows = (id: string): boolean => vocab.concepts[id]?.kind !== 'mood' && !NOT_PICTURES.has(id);
  const known = (m: string): boolean => readMeaning(vocab, m).matches.some((hit) => shows(hit.concept));
  const english = language === 'en' && (facts.language === undefined || facts.language.toLowerCase().startsWith('en'));
  // A mood ("calm relaxing", "engraçado") says how the clip feels, and a sound ("grandparents
  // cheering in the background", "satisfying keyboard sounds") what it sounds like: neither is a shot.
  const moodOnly = (m: string): boolean => {
    const words = m.toLowerCase().split(/\s+/).filter((w) => w !== '' && !STOPWORDS.has(w));
    return words.length > 0 && words.every((w) => {
      if (TONE_WORDS.has(fold(w))) return true;
      const hits = readMeaning(vocab, w).matches;
      return hits.length > 0 && hits.every((hit) => vocab.concepts[hit.concept]?.kind === 'mood');
    });
  };
  // A lone word for who is in it or the occasion ("Wife", "Família", "Mariage") is the clip's topic, not a shot.
  const whoAlone = (m: string): boolean => {
    if (/\s/.test(m.trim())) return false;
    const hits = readMeaning(vocab, m).matches;
    return hits.length > 0 && hits.every((hit) => WHO_OR_WHEN.has(hit.concept) || vocab.concepts[hit.concept]?.kind === 'occasion');
  };
  // A before and after said on its own ("prima/dopo", "voor en na") is the clip's shape, not a picture in it (fourteenth editor panel).
  const shapeOnly = (m: string): boolean => {
    const hits = readMeaning(vocab, m).matches;
    return hits.length > 0 && hits.every((hit) => SHAPES.has(hit.concept)) && m.trim().split(/[\s/]+/).length <= 4;
  };
  return moments
    .map((m) => m.replace(/^[\uFE0F\u200D\s]+/u, ''))
    .filter((m) => !shapeOnly(m))
    // (What is not wanted is no picture: "feel EPIC but no drums".)
    // (Nor a run cut at a quote: "Open' text" from "'pre-orders open' text", "pizza man' every single time".)
    .filter((m) => m !== '' && !unbalancedQuote(m) && !moodOnly(m) && !ABOUT_THE_POST.test(m) && !SELF_INTRO.test(m) && !HEARD.test(m) && !whoAlone(m) && !REFUSAL.test(m) && !KIND_OF_POST.test(m) && !SOUND_NOTE.test(m) && !ABOUT_THE_FILMING.test(m) && !WHEN_CLAUSE.test(m) && !CUT_SHORT.test(m) && !saysAClause(m) && (known(m) || (english && describesAPicture(m))));
}
/**
 * A run about where the clip is posted, how it was filmed, or how long it might be, not a picture in
 * it (fourth editor panel: "Yt shorts too", "Somewhere between", "Close mic", "Rep", "Continuous take" as shots).
 */
/** A run that ends on the kind of post ("comedy skit", "cooking video", "travel vlog"): what the clip is, not a shot in it. */
const KIND_OF_POST = /\b(?:skit|video|vid|clip|reel|vlog|edit|montage|tutorial|teaser|compilation|slideshow|recap)$/i;
/** A run that says what is not wanted ("but no drums", "sin texto", "ohne Musik"): no shot. */
const REFUSAL = /(?:^no\b|\b(?:but|and|with|just) no\b|\b(?:not|without|sans|ohne|kein|keine|nada)\b|^(?:sin|sem)\b)/i;
/** A run that stops on a word that needs what follows ("teaser from", "bowl of"): a fragment, not a shot. */
const CUT_SHORT = /\s(?:from|of|to|with|for|into|onto|the|a|an|my|our|de|del|da|do|du|des|para|pour|con|com|avec|mit|von|zum|zur)$/i;
/** "when all layers hit", "once the drop comes": when something happens (the payoff's time), not a shot of its own before it. */
const WHEN_CLAUSE = /^(?:when|once|until|as soon as|cuando|quand|wenn|quando)\b/i;
const ABOUT_THE_FILMING = /\b(?:yt|youtube|tiktok|insta|instagram|ig|fb|facebook|reels?|stories|posting|post it|upload\w*|cross-?post\w*)\b|\b(?:somewhere|nothing else)\b|\b(?:close mic|close-mic|lav mic|on the mic|microphone|tripod|one take|single take|continuous take|long take|static shot|locked-?off)\b|^(?:reps?|sets?|takes?)$/i;
/**
 * A run about how the clip should do or be edited, not a picture in it (seventh editor panel: "Whats
 * trending rn", "Smth that goes", "Cut it shorter", "Anyway so it gets pushed", "Runs on local" as shots).
 */
const ABOUT_THE_POST = /\b(?:trending|trend|viral|rn|smth|something|anything|algorithm|algo|fyp|gets? pushed|cut it|cut (?:it )?(?:down|shorter)|shorter|makes? it (?:hit|pop|go|viral)|have to|rly|next week|runs on (?:local|tv|youtube|the)|airs on|that goes|does well|do well|blows up on|muted|mute|(?:obviously|just) a joke|screen by|by (?:the|our) register|tutorial (?:lento|slow)|slow tutorial|(?:despu[eé]s|luego|later|depois|plus tard|sp[äa]ter) (?:subo|i'?ll post|posto|vou postar|je poste|poste ich)|aparte|separately|separat)\b/i;
/** A run that introduces who is speaking ("Prof de maths ici", "Ho una pizzeria a Napoli", "Teach english", "Oma wird"): no shot. */
const SELF_INTRO = /(?:\b(?:ici|aqu[ií]|here)$|^(?:h+i+|hey+|hola+|ol[áa]+|coucou|hallo)\b|^(?:freelance )?(?:vid[ée]aste|videographer|videomaker|photographer|fot[óo]grafa?|photographe|editor|monteur|monteuse|teacher|prof|professora?|realtor|corretora?|makler|maklerin|community manager)\b|^(?:ho|tengo|tenemos|tenho|temos|sou|soy|somos|j'ai|ich|wir|hab|habe|ik|heb|sono|abbiamo|teach|teaching|voglio|vorrei|wil|zoek)\b|\bwird$)/i;
/** A quotation mark opened or closed without its pair in a run (apostrophes inside a word, "greyhound's", are no quote). */
function unbalancedQuote(m: string): boolean {
  const quotes = m.match(/(?<![\p{L}])['‘’"“”]|['‘’"“”](?![\p{L}])/gu) ?? [];
  return quotes.length % 2 === 1;
}
/** A run about what is heard ("Si sente scoppiettare la legna", "Hear them cackling", "on entend les touches"): the mix, not a shot. */
// (What the recording holds is no picture either: "nur Hantelgeräusche und Gym-Atmo", "os latidos dele no áudio original".)
const HEARD = /(?<!\p{L})(?:hear|hears|hearing|heard|si sente|se escucha|se oye|se ouve|on entend|man h[öo]rt|ouvir|\p{L}*ger[äa]usche?|atmo|o-?ton|originalton|no [áa]udio|en el audio|dans l'audio|[áa]udio original|sonido original|som original|son original|original (?:audio|sound))(?!\p{L})/iu;
/** Words that say how a clip feels, in the five copy languages: a moment made only of them is no shot. */
const TONE_WORDS: ReadonlySet<string> = new Set(['vibe', 'vibes', 'energy', 'energia', 'energie', 'ambiance', 'ambiente', 'stimmung', 'mood', 'feel', 'feels', 'feeling', 'upbeat', 'sad', 'kinda', 'also', 'but', 'soft', 'chill', 'cosy', 'educational', 'cringe', 'huge', 'real', 'realistic', 'honestly', 'insanely', 'looks', 'lofi', 'hype', 'hyped', 'trending', 'funny', 'hilarious', 'cute', 'wholesome', 'satisfying', 'relaxing', 'calming', 'emotional', 'epic', 'aesthetic', 'beautiful', 'chaotic', 'cozy', 'engracado', 'engracada', 'divertido', 'divertida', 'gracioso', 'graciosa', 'chistoso', 'fofo', 'fofa', 'lindo', 'linda', 'drole', 'marrant', 'mignon', 'mignonne', 'lustig', 'witzig', 'susse', 'suss', 'niedlich', 'relajante', 'relaxante', 'apaisant', 'entspannend']);
/** Words a run of the description opens with when it is talk about the clip, not a picture in it ("it'll run as a Spark Ad", "the most hype sound"). */
const CLAUSE_OPENERS: ReadonlySet<string> = new Set(["it'll", "it's", "it'd", "that'd", 'would', 'it', 'i', "i'm", "i'll", 'we', "we'll", "we're", 'they', "they'll", 'you', "you'll", 'he', 'she', "there's", 'most', 'very', 'super', 'really', 'so', 'too', 'extra', 'who', 'which', 'whose',
  // A run that opens on a verb of what happened is a clause cut from its subject ("had an allergic", "happened and what we changed").
  'had', 'has', 'have', 'happened', 'happens', 'got', 'went', 'did']);
const SUBJECT_PRONOUNS: ReadonlySet<string> = new Set(['i', "i'm", 'he', 'she', 'they', 'we', "he's", "she's", "they're", "we're"]);
/** A verb of being inside a run makes it a sentence ("my piano is the only audio"), not a thing to film. */
const COPULAS: ReadonlySet<string> = new Set(['is', 'are', 'was', 'were', 'es', 'est', 'ist', 'sind', 'son', 'sao']);
function saysAClause(m: string): boolean {
  const words = m.toLowerCase().replace(/[’]/g, "'").split(/\s+/).filter((w) => w !== '');
  // (Nor one with a person doing something inside it: "said i can post her oven" is a sentence about the clip.)
  return words.length > 0 && (CLAUSE_OPENERS.has(words[0]!) || words.some((w) => COPULAS.has(w)) || words.slice(1).some((w) => SUBJECT_PRONOUNS.has(w)));
}
/** A note about the clip's sound, not a picture ("in the background", "keyboard sounds", "som ambiente"). */
const SOUND_NOTE = /\b(?:in the background|background (?:noise|sound|music|audio)|sounds?|audio|noises?|asmr|sonidos?|de fondo|som|ao fundo|bruits?|en fond|ger[äa]usche?|im hintergrund|music|m[uú]sica|musique|musik|muziek|canzone|song)\b/iu;
/** Words of the vocabulary that say what kind of post it is, how it feels, or join a sentence: no tag to search. */
const NOT_TAGS: ReadonlySet<string> = new Set(['amasar', 'amasando', 'horneadas', 'horneado', 'horneados', 'teaser', 'explainer', 'explained', 'explication', 'tips', 'tip', 'story', 'stories', 'hack', 'hacks', 'counts', 'reset', 'guide', 'lesson', 'class', 'clase', 'sale', 'products', 'apps', 'game', 'goals', 'payoff', 'porque', 'para', 'como', 'filthy', 'sunny', 'crunchy', 'crispy', 'sizzling', 'spooky', 'futuristic', 'moldy', 'baked', 'restored', 'thrifted', 'ranked', 'focus', 'reading', 'study', 'drive', 'driving', 'running', 'lifting', 'space', 'money', 'income', 'credit', 'debt', 'bank', 'city', 'room', 'skin', 'hair', 'nail', 'phone', 'dress', 'paint', 'vacuum', 'sleep', 'holiday', 'vacation', 'lunch', 'dinner', 'breakfast', 'drinks', 'coach', 'teacher', 'students', 'college', 'school', 'parents', 'brother', 'sister', 'daughter', 'daughters', 'cousin', 'cousins', 'papa', 'enthullung', 'revelacion', 'revelacao', 'revelation', 'vorher', 'nachher', 'antes', 'despues', 'depois', 'avant', 'apres', 'prima', 'dopo', 'voor', 'przed', 'sebelum', 'sesudah']);
/** A run-together word that ends in a kind of post ("brandad", "personalstory", "recipemontage"): a format, not a subject. */
const FORMAT_ENDING = /(?:ad|ads|segment|scene|commentary|story|montage|skit|edit|video|clip|reel|teaser|explainer|tutorial|vlog|review|highlights)$/;
/** At most this many tags from the clip's own words. */
const MAX_OWN_WORD_TAGS = 2;
/** Vocabulary words too broad to be a tag of their own (the concept's curated tags say them better). */
const BROAD_WORDS: ReadonlySet<string> = new Set(['video', 'clip', 'home', 'house', 'day', 'life', 'time', 'night', 'morning', 'family', 'kids', 'food', 'dish', 'meal', 'recipe', 'cooking', 'travel', 'trip', 'music', 'song', 'dance', 'party', 'work', 'business', 'shop', 'store', 'brand', 'product', 'people', 'friends', 'love', 'baby', 'dog', 'cat', 'pet']);

/**
 * Tags from the words the clip itself uses for `ids` (its strongest concepts), when the vocabulary's
 * own hand-kept word list has them (never the generated lexicon): one or two words of plain letters
 * joined ("free kick" -> #freekick), not a broad word, at most MAX_OWN_WORD_TAGS.
 */
function ownWordTags(matches: ReadonlyArray<{ words: string; concept: string }>, ids: readonly string[], concepts: Catalog['vocabulary']['concepts']): string[] {
  const out: string[] = [];
  for (const m of matches) {
    // (A concept with no tags of its own is a format or a voice, "talking", "voiceover": no tag to search.)
    if (out.length >= MAX_OWN_WORD_TAGS || !ids.includes(m.concept) || concepts[m.concept]!.tags.length === 0 || NOT_PICTURES.has(m.concept)) continue;
    const w = m.words;
    const tag = `#${w}`;
    // One word only: the vocabulary's phrases are written for reading ("things every", "drops friday"), not as tags.
    if (!/^[a-z]{4,20}$/.test(w) || !/[aeiouy]/.test(w) || !concepts[m.concept]!.words.some((x) => x.toLowerCase() === w)) continue;
    if (STOPWORDS.has(w) || NOT_TAGS.has(w) || FORMAT_ENDING.test(w) || BROAD_WORDS.has(w) || out.includes(tag) || concepts[m.concept]!.tags.includes(tag)) continue;
    out.push(tag);
  }
  return out;
}

/** Who a clip is for, never a picture in it ("from the business account"). */
const WHO_FOR: ReadonlySet<string> = new Set(['business', 'account', 'page', 'client', 'clients', 'brand', 'company', 'channel', 'profile']);
/** Words that end a clause about the clip, not a picture ("the shots were", "a review where"). */
const CLAUSE_TAILS: ReadonlySet<string> = new Set(['were', 'was', 'is', 'are', 'be', 'been', 'where', 'when', 'which', 'who', 'gonna', 'wanna', 'maybe', 'actually', 'whatsoever', 'throughout', 'yet', 'had', 'sure', 'ever']);
/**
 * An English phrase of two or more words with a content word in it ("logo at the end", "close
 * details"): a picture even when the vocabulary does not know it. One word the vocabulary does not
 * know ("Gonna", "Spot", "Upbeat") and phrases in other languages it cannot read are left out.
 */
function describesAPicture(m: string): boolean {
  if (!/^[a-z' -]+$/i.test(m)) return false;
  const words = m.toLowerCase().split(/\s+/).filter((w) => w !== '');
  if (words.length < 2 || CLAUSE_TAILS.has(words[words.length - 1]!)) return false;
  return words.some((w) => w.length >= 4 && !STOPWORDS.has(w) && !CLAUSE_TAILS.has(w) && !WHO_FOR.has(w) && !w.endsWith('ly'));
}
/** Concepts that say who a clip is for or how it is told, not what is in the picture ("Business", "Talk"). */
const NOT_PICTURES: ReadonlySet<string> = new Set(['business', 'advert', 'talking']);
