/**
 * Reads a plain-language clip request deterministically: duration, a reveal and its time, AI
 * generation, a voice, paid, brand and off-platform use, "no music", the language and the topic
 * that remains, in English, Spanish, Portuguese, French and German. No model, no randomness.
 * The message is tokenised once and every reader scans the tokens in bounded windows
 * (reading-tokens.ts), so the work grows linearly with the message; `steps` proves it in tests.
 * Negations ("no voiceover", "sin voz") win; things said both ways become contradictions.
 */
import { scriptTopic } from './reading-script-topic.ts';
import type { Contradiction, Reading } from '../schemas/concierge.ts';
import { MAX_DURATION_S } from '../schemas/sound-brief.ts';
import { readFields, type FieldReading } from './reading-fields.ts';
import { AIGC, anyOf, COMMERCIAL, NO_MUSIC, OFF_PLATFORM, PAID, PREROLL, OWN_BUSINESS_WORDS, readBusiness, readCue, readVoice, VOICE, WANTS_SOUND } from './reading-cues.ts';
import { englishTopic } from './reading-glossary.ts';
import { unfoldBrief } from './reading-tables.ts';
import { detectLanguage } from './reading-language.ts';
import { EVENT_VERBS, FR_LAST, readBareDuration, readBarePoint, readBeatsPoint, readNumber, readTimes, REVEAL_WORDS, type TimeHit } from './reading-times.ts';
import { adjacent, phraseSet, findAll, matchAt, tokenise, type PhraseHit, type Steps, type Token } from './reading-tokens.ts';
import { readMoments, readTopic, type TopicKnowledge } from './reading-topic.ts';

export type { Reading } from '../schemas/concierge.ts';

/** Thai particles that end no topic: at, of, and, with, in, from, for, that. */
const THAI_TRAILING = /(?:ที่|ของ|และ|กับ|ใน|จาก|ให้|สำหรับ){1,3}$/u;
/** Arabic "for" joined to a verbal noun of making at a topic's head ("لتحضير", "لتجهيز", "لصنع", "لعمل", "لطبخ"). */
const ARABIC_FOR = /^ل(?=ت\p{Script=Arabic}{3}|(?:صنع|عمل|طبخ|طريقة)(?!\p{Script=Arabic}))/u;
/** "before/after", "antes y después", "vorher nachher": the clip is cut around a reveal. */
const BEFORE_AFTER = phraseSet([
  'before after', 'before / after', 'before and after', 'before & after', 'before vs after', 'before to after', 'before-after', 'glow up', 'glow-up', 'glowup', 'makeover', 'transformation', 'reveal', 'big reveal', 'payoff',
  'antes y después', 'antes / después', 'antes e depois', 'antes / depois', 'avant après', 'avant / après', 'avant-après', 'vorher nachher', 'vorher-nachher', 'vorher / nachher', 'revelación', 'revelação', 'révélation', 'enthüllung', 'transformación', 'transformação', 'verwandlung',
]);

/** Words of BEFORE_AFTER that name what the clip shows, so they stay in the topic (folded). */
const SUBJECT_CHANGES: ReadonlySet<string> = new Set(['glow', 'glowup', 'makeover', 'transformation', 'transformacion', 'transformacao', 'verwandlung']);

function seconds(ms: number): string {
  return `${Math.round(ms / 100) / 10} s`;
}

/** The flags a clip's own words can set (what withCues reads), as readMessage reads them. */
/** How a clip is filmed or how long it is, said as a part of a topic field ("…, handmade soy candles, 15s, hands only"). */
const FIELD_NOTES: ReadonlySet<string> = new Set(['hands only', 'no voice', 'no vo', 'no voiceover', 'no talking', 'no music', 'vertical', '9:16', 'sound on', 'no text']);
/**
 * A topic field's value without its length and filming notes: "unboxing + restock day for my etsy shop, handmade soy candles,
 * 15s, hands only" is about the unboxing and the candles (ninth editor panel: the value came back whole as the topic).
 */
function withoutNotes(value: string): string {
  const parts = value.split(',').map((p) => p.trim()).filter((p) => p !== '');
  const kept = parts.filter((p) => !FIELD_NOTES.has(p.toLowerCase()) && !/^\d{1,4}(?:[.,]\d)? ?(?:s|sec|secs|seconds|m|min|mins|minutes)$/i.test(p));
  return kept.length > 0 ? kept.join(', ') : value;
}
/** An agent brief's field naming the person it writes for ("user: realtor …", "account: @shop (business account)"). */
const SPEAKER_FIELDS: ReadonlySet<string> = new Set(['user', 'creator', 'account', 'acct', 'owner']);
/** A letter of a script other than Latin (Korean, Japanese, Chinese, Arabic, Devanagari, Thai, Cyrillic, Greek…). */
const OTHER_SCRIPT_WORDS = /(?!\p{Script=Latin})\p{L}/u;
/** "are" after "we": "we are the local paper", "wir sind", "somos", "nous sommes", "nós somos". */
const WE_ARE: ReadonlySet<string> = new Set(['are', 'sind', 'somos', 'sommes', 'siamo', 'zijn']);
/** Words between "we are" and a business that make it someone else's ("we are big fans of …", "Fans der Bäckerei"). */
const FAN_WORDS: ReadonlySet<string> = new Set(['fans', 'fan', 'of', 'der', 'von', 'de', 'du', 'des', 'do', 'da', 'at', 'in', 'bei', 'en', 'customers', 'regulars', 'kunden', 'clientes']);
export type Flags = Pick<Reading, 'voiceover' | 'aigc' | 'paid_ad' | 'commercial_use' | 'off_platform_reuse' | 'business_account' | 'business_named' | 'business_own'>;

/**
 * The tokens of the fields' keys and values, except the values that are free text (the topic's,
 * and a client or campaign named in words): what routing and the field-versus-text check leave out.
 */
function fieldTokens(fields: FieldReading): Set<number> {
  const kept = [...(fields.topic === null ? [] : [fields.topic]), ...fields.described];
  const drop = new Set<number>();
  for (const h of fields.spans) for (let k = h.start; k < h.start + h.length; k++) if (!kept.some((r) => k >= r.start && k < r.end)) drop.add(k);
  return drop;
}

/** The message's tokens without its fields' keys and values (see fieldTokens). */
function outsideFields(t: readonly Token[], fields: FieldReading): Token[] {
  const drop = fieldTokens(fields);
  return t.filter((_, k) => !drop.has(k));
}

/** The tokens with the fields' keys blanked out (a key is a label, not a statement): same positions, so spans still line up. */
function withoutKeys(t: readonly Token[], fields: FieldReading): readonly Token[] {
  if (fields.keys.length === 0) return t;
  const out = t.slice();
  for (const h of fields.keys) for (let k = h.start; k < h.start + h.length; k++) out[k] = { ...t[k]!, kind: 'punct', raw: '|', norm: '|' };
  return out;
}

/** The cue readings the flags are decided from; readFlags and readMessage read them alike. */
function readFlagCues(all: readonly Token[], steps: Steps, fields: FieldReading = readFields(all, steps)) {
  const t = withoutKeys(all, fields);
  return {
    fields,
    voice: readVoice(t, steps),
    aigc: readCue(t, AIGC, steps),
    paid: readCue(t, PAID, steps),
    commercial: readCue(t, COMMERCIAL, steps),
    off: readCue(t, OFF_PLATFORM, steps),
    // A key can name whose page it is ("salon account post: balayage …"); a field that says otherwise still wins (flagsFrom).
    business: readBusiness(all, steps),
    preroll: anyOf(t, PREROLL, steps),
    tokens: all,
  };
}

/** Verbs of owning between "I" and the business ("i run a …", "we own a …", "I opened a …"). */
const OWNING_VERBS: ReadonlySet<string> = new Set(['run', 'own', 'opened', 'have', 'started']);
/** Words after a business that make it someone else's ("a bakery client", "un restaurante cliente"). */
const CLIENT_WORDS: ReadonlySet<string> = new Set(['client', 'clients', 'cliente', 'clientes', 'kunde', 'kunden', 'kundin']);
/** Words that make a business named the speaker's own ("my Etsy shop", "our brokerage page", "j'ai une boutique", "unser Laden"). */
const FIRST_PERSON: ReadonlySet<string> = new Set(['mio', 'mia', 'nostro', 'nostra', 'mijn', 'ons', 'onze', 'ho', 'abbiamo', 'heb', 'hebben', 'my', 'our', 'mine', 'ours', 'i', 'im', 'we', 'mi', 'mis', 'nuestro', 'nuestra', 'nuestros', 'nuestras', 'tengo', 'tenemos', 'meu', 'minha', 'meus', 'minhas', 'nosso', 'nossa', 'nossos', 'nossas', 'tenho', 'temos', 'mon', 'ma', 'mes', 'notre', 'nos', 'je', 'j', 'jai', 'nous', 'mein', 'meine', 'meinem', 'meinen', 'meiner', 'unser', 'unsere', 'unserem', 'unseren', 'unserer', 'ich', 'wir']);

/** The flags from their cues: a paid clash reads as paid, business cues make it commercial, a pre-roll is paid and off-platform. */
function flagsFrom(c: ReturnType<typeof readFlagCues>): Flags {
  const preroll = c.preroll.length > 0;
  const f = c.fields;
  // A "key: value" field states the fact outright and wins over the words around it.
  return {
    voiceover: f.voice ?? c.voice.value,
    // Said both ways ("not AI!… made entirely in Pika"): the safer reading for disclosure, and a question (a label on a clip that needs none costs nothing; a missing one can).
    aigc: f.aigc ?? (c.aigc.clash ? true : c.aigc.value),
    paid_ad: f.paid ?? (c.paid.clash ? true : c.paid.value) ?? (preroll ? true : null),
    // Said both ways ("a sponsored ad for our friterie... well no, it's not an ad, just personal"): the safer reading for rights, and a question.
    // A business named and refused ("my mom owns a nail salon … not for the salon") says personal, unless a cue says otherwise.
    // ("not for the shop, for my bakery's instagram": a business named as whose clip it is outweighs one refused.)
    commercial_use: f.commercial ?? (c.commercial.clash ? true : c.commercial.value === false ? false : c.commercial.value === true ? true : c.business.hits.length > 0 ? true : c.business.refused ? false : null),
    off_platform_reuse: f.off ?? (c.off.value === null && preroll ? true : c.off.value),
    // Whose page it is, unless the message says it is no business work at all.
    business_account: (c.business.hits.length > 0 || (c.business.ownTradePage && (c.commercial.value === true || c.paid.value === true))) && f.commercial !== false && (c.commercial.value !== false || c.commercial.clash),
    business_named: c.business.hits.length > 0,
    // The business is the speaker's own (a possessive or "I" in the words that name it, or just before them), not a client's or a brand's.
    // ("i run a tiny dog grooming business", "we own a café": the owner's verb stands between.)
    // ("we have a restaurant client": a client's business, not the speaker's.)
    // ("my bakery customers" stays the speaker's: only a business they "have" as a client is someone else's.)
    business_own: c.business.ownTradePage || c.business.hits.some((h) => {
      const verb = OWNING_VERBS.has(c.tokens[h.start - 1]?.norm ?? '');
      if (verb && CLIENT_WORDS.has(c.tokens[h.start + h.length]?.norm ?? '')) return false;
      if (c.tokens.slice(Math.max(0, h.start - (verb ? 2 : 1)), h.start + h.length).some((x) => FIRST_PERSON.has(x.norm) || OWN_BUSINESS_WORDS.has(x.norm) || /^salonum/.test(x.norm))) return true;
      // An agent's "user: realtor (brokerage business account)", "account: @luna.soycandles (business account, …)": the user's own
      // (fourteenth editor panel: a realtor's own listing got #ad), unless a client or a brand is named between.
      const lead = c.tokens.slice(Math.max(0, h.start - 6), h.start);
      const field = lead.findIndex((x, k) => SPEAKER_FIELDS.has(x.norm) && lead[k + 1]?.raw === ':');
      if (field >= 0 && !lead.slice(field).some((x) => CLIENT_WORDS.has(x.norm) || x.norm === 'brand' || x.norm === "client's" || x.norm === 'clients')) return true;
      // "Wir sind die Lokalzeitung (Verlagsaccount)", "we are a small bakery", "somos una panadería": who speaks, said with "are"
      // right before the business (an article, one word and a bracket at most between: "we are big fans of Maria's bakery" is not).
      const back = c.tokens.slice(Math.max(0, h.start - 6), h.start).map((x) => x.norm);
      const are = back.findLastIndex((w) => WE_ARE.has(w));
      return are > 0 && FIRST_PERSON.has(back[are - 1]!) && back.length - are - 1 <= 3 && !back.slice(are + 1).some((w) => FAN_WORDS.has(w));
    }),
  };
}

/**
 * Only the flags, without times, language or topic: the same values readMessage gives them, at a
 * fraction of the cost (no language detection), for every endpoint that reads unset flags from a description.
 */
export function readFlags(message: string, steps: Steps = { n: 0 }): Flags {
  return flagsFrom(readFlagCues(tokenise(unfoldBrief(message), steps), steps));
}

/**
 * The message as routing should read its meaning: the keys of agent-style fields ("reveal:",
 * "vo:", "usage:") and the values they set are left out, so "reveal: 0:18" does not make a latte-art
 * clip a reveal clip; the topic field's value stays. Unchanged when the message has no fields.
 */
export function withoutFields(brief: string, steps: Steps = { n: 0 }): string {
  const message = unfoldBrief(brief);
  // Every field has a ':' or '=' after its key (reading-fields.ts): without one there is nothing to drop.
  if (!message.includes(':') && !message.includes('=')) return message;
  const t = tokenise(message, steps);
  const fields = readFields(t, steps);
  if (fields.spans.length === 0) return message;
  // Every field's key and value go, except the topic's value (a JSON brief's quotes around it go too)
  // and values that describe the clip in words ("Kunde: Sneaker-Label Nordlicht").
  const drop = fieldTokens(fields);
  const chars = Array.from(message);
  let out = '';
  let prev = -1;
  // The fields' separators go with them ("latte art | | |" is "latte art").
  // A clock time written together stays together ("0:18", "1.5"): spaced out, it is no longer read as one
  // (fifteenth editor panel: "reveal … at 0 : 18" lost its reveal clause, and the reveal became a build shot).
  // (Only times: other tokens keep their spacing, which routing has always read.)
  const timeMark = (j: number): boolean => (t[j]?.raw === ':' || t[j]?.raw === '.') && t[j - 1]?.kind === 'num' && t[j + 1]?.kind === 'num' && t[j - 1]!.end === t[j]!.start && t[j]!.end === t[j + 1]!.start;
  for (let k = 0; k < t.length; k++) {
    if (drop.has(k) || (t[k]!.kind === 'punct' && (t[k]!.raw === '|' || t[k]!.raw === ';'))) continue;
    const joined = prev >= 0 && prev === k - 1 && (timeMark(k) || timeMark(prev));
    out += (out === '' || joined ? '' : ' ') + chars.slice(t[k]!.start, t[k]!.end).join('');
    prev = k;
  }
  return out;
}

/** Words before a time that put it around a moment of the clip once its length is known ("around 0:07", "lá pelos 11s", "vers 7 s"). */
const AROUND: ReadonlySet<string> = new Set(['say', 'round', 'bout', 'around', 'about', 'pelos', 'pelas', 'vers', 'gegen', 'hacia', 'roughly', 'approx', 'approximately', 'volta']);
/** Articles between a word of "around" and its time ("por volta dos 18s", "hacia los 12 s"). */
const AROUND_ARTICLES: ReadonlySet<string> = new Set(['dos', 'das', 'los', 'las', 'the', 'de', 'do', 'da']);

/** Words that hedge a time ("about 30 s", "cerca de 1 minuto", "environ 20 s", "etwa zwei Minuten"). */
const APPROX: ReadonlySet<string> = new Set(['about', 'around', 'approx', 'approximately', 'roughly', '~', 'cerca', 'alrededor', 'unos', 'unas', 'uns', 'umas', 'aproximadamente', 'aprox', 'environ', 'etwa', 'ca', 'circa', 'ungefahr', 'rund', 'perto', 'mais']);

/** Words that, inside a commercial cue, name what the clip shows ("app launch", "open house", "our product", "small business"). */
const SUBJECT_IN_CUE: ReadonlySet<string> = new Set(['launch', 'house', 'product', 'app', 'collection', 'menu', 'business', 'shop', 'store', 'lancamento', 'lanzamiento', 'lancement', 'produkt', 'produto', 'producto', 'produit',
  // A chain's trade is its subject ("regional gym chain" is about the gym; twenty-fifth session review: the topic was "regional").
  'gym', 'dental', 'restaurant', 'hotel', 'coffee', 'retail', 'grocery', 'pharmacy', 'clinic', 'salon']);

/** True when a cue's words also name the subject, so they stay readable as the topic. */
function namesSubject(t: readonly Token[], h: PhraseHit): boolean {
  for (let k = h.start; k < h.start + h.length; k++) if (SUBJECT_IN_CUE.has(t[k]!.norm)) return true;
  return false;
}

/** A business hit as written, without the words that lead into it ("for a local coffee shop" -> "local coffee shop"). */
function businessPhrase(message: string, t: readonly Token[], h: PhraseHit): string {
  let a = h.start;
  const end = h.start + h.length;
  while (a < end - 1 && BUSINESS_LEADS.has(t[a]!.norm)) a++;
  return Array.from(message).slice(t[a]!.start, t[end - 1]!.end).join('').trim();
}
const BUSINESS_LEADS: ReadonlySet<string> = new Set(['for', 'a', 'an', 'the', 'my', 'our', 'their', 'para', 'pra', 'pour', 'fur', 'für', 'un', 'una', 'une', 'um', 'uma', 'la', 'el', 'le', 'mi', 'mon', 'ma', 'meu', 'minha', 'nuestra', 'nuestro', 'notre', 'nossa', 'nosso', 'mein', 'meine', 'unser', 'unsere', 'einen', 'eine', 'ein']);

/** The tokens with each span made one clause (its first token's), so a key and its value read as one sentence. */
function oneClause(t: readonly Token[], spans: readonly PhraseHit[]): Token[] {
  const out = t.slice();
  for (const h of spans) for (let k = h.start + 1; k < h.start + h.length; k++) out[k] = { ...out[k]!, clause: out[h.start]!.clause };
  return out;
}

/** What a message says outside its topic: its times, cues and the tokens they cover (not the topic's words). */
function readAround(message: string, steps: Steps) {
  const read = tokenise(message, steps);
  // "duration: 0:25 | vo: yes | reveal: 0:18": fields first; the times inside them are theirs.
  const fields = readFields(read, steps);
  // A moment key told in words ("payoff": "with 3 seconds left") is read as the sentence "payoff with 3 seconds left".
  const t = fields.told.length === 0 ? read : oneClause(read, fields.told);
  const taken = new Set<number>();
  const take = (h: PhraseHit | TimeHit) => {
    const end = 'length' in h ? h.start + h.length : h.end;
    for (let k = h.start; k < end; k++) taken.add(k);
  };
  const inField = new Set<number>();
  for (const h of fields.spans) for (let k = h.start; k < h.start + h.length; k++) inField.add(k);
  // A time inside the topic's own value still counts ("clip: 30s pasta recipe" is 30 s long), and so
  // does a moment in it when no field gives one ('"conteudo": "PR no agachamento aos 12s"').
  // So does one in a value that describes the clip in words ("client work: 15s ad for a coffee shop").
  const inTopic = (k: number) => [...(fields.topic === null ? [] : [fields.topic]), ...fields.described].some((r) => k >= r.start && k < r.end);
  // ('"clip_desc": "kickflip compilation, landed trick in the last 3 seconds"': a countdown in it too.)
  const countdown = (h: TimeHit) => h.start > 0 && LAST_WORDS.has(t[h.start - 1]!.norm);
  const allTimes = readTimes(t, steps).filter((h) => !inField.has(h.start) || (inTopic(h.start) && (fields.duration === null || ((h.kind === 'point' || countdown(h)) && fields.payoff === null))));
  // "3 seconds before the end": a time counted back from the clip's end is neither its length nor a point yet.
  const endsAt = (h: TimeHit) => (h.end < t.length ? matchAt(t, h.end, BEFORE_END, steps) : 0);
  // "just before the end (2 s before)", "kurz vor Schluss (2 s vorher)": a bare "before" after the time, the end named just before it.
  const beforeTheEndSaid = (h: TimeHit) => h.end < t.length && LONE_BEFORE.has(t[h.end]!.norm) && (t[h.end + 1] === undefined || t[h.end + 1]!.kind === 'punct') && t.slice(Math.max(0, h.start - 6), h.start).some((x) => END_WORDS.has(x.norm));
  // "the full costume reveal lands with 6 seconds left": said of the reveal and closing its clause, the clip's own clock.
  // ("tree lights switch on with 3 seconds to go": "to go" says the same, closing the clause of the reveal.)
  const toGo = (h: TimeHit) => t[h.end]?.norm === 'to' && t[h.end + 1]?.norm === 'go' && (t[h.end + 2] === undefined || t[h.end + 2]!.kind === 'punct' || t[h.end + 2]!.clause !== t[h.end]!.clause);
  // The moment's verb within a few words before the time, in its clause (bounded, so reading stays linear).
  const eventClause = (h: TimeHit) => h.revealClause || t.slice(Math.max(0, h.start - 8), h.start).some((x) => x.clause === t[h.start]!.clause && x.kind === 'word' && EVENT_VERBS.has(x.norm));
  // ("o after aparece com 4 seconds left": "com", "con", "avec", "mit" say "with" too.)
  const leftOfReveal = (h: TimeHit) => eventClause(h) && h.start > 0 && WITH_WORDS.has(t[h.start - 1]!.norm) && h.end < t.length && ((STORY_CLOCK.has(t[h.end]!.norm) && (t[h.end + 1] === undefined || t[h.end + 1]!.kind === 'punct' || t[h.end + 1]!.clause !== t[h.end]!.clause)) || toGo(h));
  // "with 2 seconds left in the clip": the clip's own clock, counted back from its end (not "left on the clock").
  const leftInClip = (h: TimeHit) => h.end + 3 < t.length && STORY_CLOCK.has(t[h.end]!.norm) && ['in', 'of'].includes(t[h.end + 1]!.norm) && ['the', 'my', 'this'].includes(t[h.end + 2]!.norm) && CLIP_NOUNS.has(t[h.end + 3]!.norm);
  // "final photo at T-8s": a countdown to the end, as an editor marks it.
  const tMinus = (h: TimeHit) => h.start >= 2 && t[h.start - 1]!.raw === '-' && t[h.start - 2]!.raw === 'T' && adjacent(t[h.start - 2], t[h.start - 1]) && adjacent(t[h.start - 1], t[h.start]);
  const fromEnd = allTimes.find((h) => endsAt(h) > 0 || beforeTheEndSaid(h) || leftInClip(h) || leftOfReveal(h) || tMinus(h) || (h.start > 0 && LAST_WORDS.has(t[h.start - 1]!.norm) && t[h.start - 1]!.clause === t[h.start]!.clause) || FR_LAST.has(t[h.start + 1]?.norm ?? '')) ?? lastBare(t, steps) ?? (fields.payoff === null ? fields.payoffFromEnd : null);
  // "10 seconds left (on the clock)", "2 minutes to go": a time inside the clip's story, not its length or a cue.
  const storyTime = (h: TimeHit) => h.end < t.length && (STORY_CLOCK.has(t[h.end]!.norm) || (t[h.end]!.norm === 'to' && t[h.end + 1]?.norm === 'go'));
  let times = allTimes.filter((h) => h !== fromEnd && !storyTime(h));
  if (fromEnd !== null) {
    take(fromEnd);
    const n = endsAt(fromEnd) || (beforeTheEndSaid(fromEnd) ? 1 : 0) || (leftInClip(fromEnd) ? 4 : 0) || (leftOfReveal(fromEnd) ? (toGo(fromEnd) ? 2 : 1) : 0);
    for (let k = fromEnd.end; k < fromEnd.end + n; k++) taken.add(k);
  }
  // "at the halfway point", "a la mitad": the reveal at half the clip's length.
  const halfwayHits = findAll(t, HALFWAY, steps);
  const revealClauses = halfwayHits.length > 0 ? clausesWithRevealWords(t, steps) : new Set<number>();
  // "at the halfway mark", "around halfway": a moment in its own words, whatever the clause names.
  // A word one or two tokens before a phrase, in its clause, from the given set.
  const placedBy = (h: PhraseHit, words: ReadonlySet<string>) => [1, 2].some((d) => h.start - d >= 0 && t[h.start - d]!.clause === t[h.start]!.clause && words.has(t[h.start - d]!.norm));
  const atMoment = (h: PhraseHit) => placedBy(h, AT_WORDS);
  // A halfway phrase that opens with its own preposition places itself ("Sonnenaufgang am Gipfel ungefähr bei der Hälfte", "a la mitad").
  const selfPlaced = (h: PhraseHit) => SHARE_AT.has(t[h.start]!.norm) && h.length > 1;
  // "10 seconds after the halfway point": a time right before "after (the)" and the halfway phrase counts from the middle.
  const offsetOf = (h: PhraseHit) => times.find((x) => x.end < h.start && AFTER_HALF.has(t[x.end]!.norm) && (x.end + 1 === h.start || (t[x.end + 1]!.norm === 'the' && x.end + 2 === h.start)));
  // A bare halfway closing the clause of what happens ("she faceplants halfway", "the fall off the couch is halfway"),
  // never one's own progress ("I'm halfway", "halfway there", "halfway done").
  const closesEvent = (h: PhraseHit) => {
    const next = t[h.start + h.length];
    const before = t[h.start - 1];
    return (next === undefined || next.clause !== t[h.start]!.clause || next.kind === 'punct') && before !== undefined && before.clause === t[h.start]!.clause && before.kind === 'word' && !SELF_PROGRESS.has(before.norm);
  };
  // "- turn happens: halfway": a bullet whose label ends on the moment's verb.
  const labelled = (h: PhraseHit) => t[h.start - 1]?.raw === ':' && (EVENT_VERBS.has(t[h.start - 2]?.norm ?? '') || REVEAL_WORDS.has(t[h.start - 2]?.norm ?? ''));
  // "halfway through my 40s clip the baby finally takes her first steps": a halfway opening its clause, through the clip itself, places what follows.
  // ("halfway thru my 40 sec clip": "thru" after the phrase too.)
  const opensOnClip = (h: PhraseHit) => {
    const end = h.start + h.length;
    const after = t[end - 1]!.norm === 'through' ? end : ['through', 'thru'].includes(t[end]?.norm ?? '') ? end + 1 : -1;
    return after > 0 && (h.start === 0 || t[h.start - 1]!.clause !== t[h.start]!.clause) && ['my', 'the', 'this', 'our', 'a'].includes(t[after]?.norm ?? '') && t.slice(after, after + 5).some((x) => x.clause === t[h.start]!.clause && CLIP_NOUNS.has(x.norm));
  };
  const halfway = halfwayHits.find((h) => revealClauses.has(t[h.start]!.clause) || atMoment(h) || selfPlaced(h) || offsetOf(h) !== undefined || closesEvent(h) || labelled(h) || opensOnClip(h)) ?? (fields.payoff === null ? fields.payoffHalf : null);
  if (halfway !== null) {
    take(halfway);
    // A hedge right before it is part of the time ("a erupção é mais ou menos a meio do vídeo", "más o menos a la mitad").
    const hedge = halfwayHits.includes(halfway) ? HEDGES.find((h) => h.length <= halfway.start && h.every((w, j) => t[halfway.start - h.length + j]!.norm === w && t[halfway.start - h.length + j]!.clause === t[halfway.start]!.clause)) : undefined;
    if (hedge !== undefined) for (let k = halfway.start - hedge.length; k < halfway.start; k++) taken.add(k);
  }
  const halfwayOffset = halfway !== null && halfwayHits.includes(halfway) ? offsetOf(halfway) ?? null : null;
  if (halfwayOffset !== null) {
    take(halfwayOffset);
    times = times.filter((h) => h !== halfwayOffset);
  }
  // "two thirds of the way through", "aux trois quarts", "in the last quarter", "em 75% do vídeo": a share of the clip.
  const share = halfway === null && fromEnd === null ? readShare(t, steps) : null;
  const shareClauses = share !== null && revealClauses.size === 0 ? clausesWithRevealWords(t, steps) : revealClauses;
  // A share phrase that opens with its own preposition places itself ("sieht man nach zwei Dritteln", "aux deux tiers").
  const fraction = (share !== null && (shareClauses.has(t[share.hit.start]!.clause) || placedBy(share.hit, SHARE_AT) || SHARE_AT.has(t[share.hit.start]!.norm)) ? share : null) ?? (fields.payoff === null && halfway === null && fromEnd === null ? fields.payoffShare : null);
  if (fraction !== null) take(fraction.hit);
  // "the finished bowl shows right at the end": the reveal in the clip's last second.
  const endHits = halfway === null && fromEnd === null && fraction === null ? findAll(t, END_OF_CLIP, steps) : [];
  const endClauses = endHits.length > 0 ? (revealClauses.size > 0 ? revealClauses : clausesWithRevealWords(t, steps)) : revealClauses;
  const strongEnd = endHits.length > 0 ? findAll(t, STRONG_END_PHRASES, steps) : [];
  // "la citrouille s'allume à la fin (13 s)": the time in brackets right after says when the end is, whatever the clause names.
  // ("pouring it over pancakes at the end (like 0:26)": a hedge may open the brackets.)
  const bracketTime = (h: PhraseHit): TimeHit | undefined => {
    const b = h.start + h.length;
    // ("siren goal right at the end around 1:02": a hedged clock time right after the phrase, without brackets.)
    if (t[b]?.raw !== '(') return (APPROX.has(t[b]?.norm ?? '') || t[b]?.norm === 'like') && t[b]!.clause === t[h.start]!.clause ? times.find((x) => x.start === b + 1 && x.clock === true) : undefined;
    // ("she blows the candles at the end (30s total)": a length in the brackets is the clip's, no moment.)
    return times.find((x) => !x.durationMarked && (x.start === b + 1 || (x.start === b + 2 && (APPROX.has(t[b + 1]!.norm) || t[b + 1]!.norm === 'like'))));
  };
  const atEnd = endHits.find((h) => endClauses.has(t[h.start]!.clause) || strongEnd.some((x) => x.start === h.start) || bracketTime(h) !== undefined) ?? null;
  if (atEnd !== null) take(atEnd);
  const endStated = atEnd === null ? undefined : bracketTime(atEnd);
  if (endStated !== undefined) times = times.map((h) => (h === endStated ? { ...h, kind: 'point', revealClause: true, later: true } : h));
  // A moment at 0:00 is the clip's first frame ("bar 1 starts at 0:00"), never its reveal.
  const points = times.filter((h) => h.kind === 'point' && h.ms > 0);
  const durations = times.filter((h) => h.kind === 'duration' && h.ms >= 1000);
  let payoff = points.find((h) => h.later === true) ?? points.find((h) => h.revealClause) ?? points[0] ?? null;
  // The tokens the times already cover (at most 8 per time): a bare number there is no second reading.
  const inTimes = new Set(times.flatMap((h) => Array.from({ length: Math.min(h.end - h.start, 8) }, (_, k) => h.start + k)));
  // Tokens a bare number there is no second reading in: the times' and the fields'.
  const covered = new Set([...inTimes, ...inField]);
  if (payoff === null && fields.payoff === null) payoff = readBarePoint(t, steps, covered, durations.length > 0 || fields.duration !== null) ?? readBeatsPoint(t, steps);
  // "boss goes down 2 s after the drop marker, drop marker = 0:07.5": a field's moment that another is counted from is that one's anchor, not the reveal.
  if (fields.payoff !== null) payoff = (fields.payoffKey === 'marker' ? points.find((h) => h.anchorMs === fields.payoff!.ms) : undefined) ?? fields.payoff;
  // "moments: toasts 0:08, first dance 0:30, sparkler exit 0:50 | payoff: sparkler exit": the moment a field names, at the time listed with it.
  else if (fields.payoffName !== null) payoff = listedMoment(t, fields.payoffName, allTimes, inField, steps) ?? payoff;
  // The clip's own length: a field, a marked length, then any plain one; a length past a short-form
  // clip is the footage it was cut from ("a 2 hour session cut down to 2 minutes") when a shorter one is said.
  // "she'll kill me if it's more than a minute, so about 50 sec": a bound the length keeps is said
  // beside the length; it is the length only when nothing else is.
  const bound = (h: TimeHit): boolean => isBound(t, h);
  const clipSized = durations.filter((h) => h.ms <= MAX_DURATION_S * 1000).sort((a, b) => Number(bound(a)) - Number(bound(b)));
  let duration = fields.duration ?? clipSized.find((h) => h.durationMarked) ?? clipSized.find((h) => h.attribute !== true) ?? durations.find((h) => h.durationMarked) ?? durations[0] ?? readBareDuration(t, steps, covered);
  // "a minute ish, maybe 58 sec", "two minutes tops, like 1:45 probably": a round length said loosely, then a
  // close, exact one after it: the exact one is the length (and no second length to ask about).
  // A length the speaker took back is no second length to ask about.
  let correctedAway: TimeHit | null = null;
  if (duration !== null && fields.duration === null) {
    const first = duration;
    // ("just under a minute, 58s": a rough length said as a bound, then the exact one, needs no correcting word.)
    const exact = clipSized.find((h) => h.start > first.start && h !== payoff && roughThenExact(first, h) && ([1, 2].some((d) => CORRECTING.has(t[h.start - d]?.norm ?? '')) || CORRECTING.has(t[h.end]?.norm ?? '') || t[h.start - 1]?.raw === '(' || bound(first)));
    // "it's about 25 seconds? no wait I trimmed it, 22", "total length is 1:20ish... ok it's 1:18": the speaker
    // corrects the length a few words later, to a close one (a bare number counts in seconds after a length in seconds).
    const corrected = exact === undefined ? correctedLength(t, first, clipSized, payoff, steps) : null;
    if (exact !== undefined) duration = exact;
    else if (corrected !== null) {
      duration = corrected;
      correctedAway = first;
    }
    // "it's like 30 sec — 27 exactly —": the exact length said as a bare number with "exactly" right after the rough one.
    else {
      for (let k = first.end; k < Math.min(t.length - 1, first.end + 3); k++) {
        steps.n++;
        const n = t[k]!;
        if (n.kind !== 'num' || !EXACTLY.has(t[k + 1]!.norm)) continue;
        const bare: TimeHit = { ms: Number(n.raw) * 1000, kind: 'duration', start: k, end: k + 2, durationMarked: true, revealClause: false };
        if (roughThenExact(first, bare)) duration = bare;
        break;
      }
    }
  }
  // "gel nails reveal 10s": the only time, right after the word that names the kind of clip, is its length.
  // ("halloween costume reveal 🎃 15s": an emoji may stand between.)
  const wordBefore = (k: number) => (t[k - 1]?.kind === 'punct' && /\p{Extended_Pictographic}/u.test(t[k - 1]!.raw) ? t[k - 2] : t[k - 1]);
  if (duration === null && payoff !== null && fields.payoff === null && times.length === 1 && payoff.later !== true && payoff.start > 0 && REVEAL_WORDS.has(wordBefore(payoff.start)?.norm ?? '') && payoff.end >= t.length) {
    duration = { ...payoff, kind: 'duration', durationMarked: false };
    payoff = null;
  }
  // "makeup transformation 20s, no talking, reveal three quarters of the way through": the only time, read as a
  // moment beside a reveal placed against the clip, is the clip's length.
  if (duration === null && fields.payoff === null && fields.duration === null && payoff !== null && payoff.later !== true && times.length === 1 && (fraction !== null || halfway !== null || fromEnd !== null || atEnd !== null)) {
    duration = { ...payoff, kind: 'duration', durationMarked: false };
    payoff = null;
  }
  // "hair transformation 20s, the reveal is at the 25 second mark": a bare time right after the word that names
  // the kind of clip, closing its clause, is its length when another time is the moment (a reveal after the end is then asked about).
  if (duration === null && fields.payoff === null && fields.duration === null && points.length >= 2) {
    const kind = points.find((h) => h.later !== true && h.start > 0 && REVEAL_WORDS.has(wordBefore(h.start)?.norm ?? '') && (h.end >= t.length || t[h.end]!.kind === 'punct'));
    const moment = kind === undefined ? undefined : points.find((h) => h !== kind);
    if (kind !== undefined && moment !== undefined) {
      duration = { ...kind, kind: 'duration', durationMarked: false };
      payoff = moment;
    }
  }
  // "halloween costume reveal 15s, reveal at 10": the one marked time right after the word naming the kind of clip,
  // closing its clause, is the length when a bare second later in a reveal's clause is the moment.
  if (duration === null && fields.payoff === null && fields.duration === null && points.length === 1 && payoff === points[0] && payoff.later !== true && payoff.start > 0 && REVEAL_WORDS.has(wordBefore(payoff.start)?.norm ?? '') && (payoff.end >= t.length || t[payoff.end]!.kind === 'punct')) {
    const bare = readBarePoint(t, steps, covered, true);
    if (bare !== null && bare.ms < payoff.ms) {
      duration = { ...payoff, kind: 'duration', durationMarked: false };
      payoff = bare;
    }
  }
  // Two moments, one after the clip's end ("the goal was in the 89th minute, but the clip is 20 s and
  // the ball goes in at 14 s"): the one inside the clip is its reveal.
  if (payoff !== null && fields.payoff === null && duration !== null && payoff.ms >= duration.ms) {
    const inClip = points.filter((h) => h.ms < duration.ms);
    payoff = inClip.find((h) => h.revealClause) ?? inClip[0] ?? payoff;
  }
  // "wedding teaser 1 min, the kiss 0:42", "drone clip 45s, summit view 0:31": with the length said, a shorter
  // clock time that no word marks as a length is a timestamp, when something happens (not a second length to ask about).
  if (payoff === null && fields.payoff === null && duration !== null) {
    const stamp = durations.find((h) => h !== duration && !h.durationMarked && h.attribute !== true && h.ms < duration.ms && h.clock === true);
    if (stamp !== undefined) payoff = { ...stamp, kind: 'point' };
  }
  // "12 seconds ... the skyline around 0:07", "14 segundos e ele chega lá pelos 11s": with the length
  // said, a shorter time after "around" is when something happens.
  if (payoff === null && duration !== null) {
    const at = durations.find((h) => h !== duration && h.ms < duration.ms && !h.durationMarked && (AROUND.has(t[h.start - 1]?.norm ?? '') || (AROUND_ARTICLES.has(t[h.start - 1]?.norm ?? '') && AROUND.has(t[h.start - 2]?.norm ?? ''))));
    if (at !== undefined) payoff = { ...at, kind: 'point' };
  }
  // A hyphenated length that describes the subject ("5-minute garlic noodles") stays in the topic.
  for (const h of times) if (h.attribute !== true || h === duration) take(h);
  // "about 30 seconds", "cerca de 1 minuto", "etwa zwei Minuten": the hedge belongs to the time.
  for (const h of times) {
    let k = h.start - 1;
    if (t[k]?.norm === 'de' && APPROX.has(t[k - 1]?.norm ?? '')) k--;
    if (k >= 0 && k < h.start && APPROX.has(t[k]!.norm) && t[k]!.clause === t[h.start]!.clause) for (let j = k; j < h.start; j++) taken.add(j);
  }
  if (payoff !== null) take(payoff);
  // A bare length ("dura 15") is not in `times`: its words (the verb too) are not the topic.
  if (duration !== null && !times.includes(duration)) take(duration);
  const cues = readFlagCues(t, steps, fields);
  // A field's key and value are not the topic; a topic field's value is (its key is not).
  // (With no topic field, a client or campaign named in words is one too: "Freelance editor. Client: new boxing gym opening in Leeds."
  // is about the gym; fifteenth editor panel, its topic was "Freelance editor".)
  const freeValues = fields.topic !== null ? [fields.topic] : fields.described;
  for (const h of fields.spans) {
    for (let k = h.start; k < h.start + h.length; k++) if (!freeValues.some((r) => k >= r.start && k < r.end)) taken.add(k);
  }
  // "I'm muting the original audio", "replacing the original sound": the clip's own audio goes, so music is wanted.
  // ("ohne Ton von mir", "sans son de ma part": no sound from the speaker is no voice, not no music.)
  const fromSpeaker = (h: PhraseHit) => SOUND_WORDS.has(t[h.start + h.length - 1]?.norm ?? '') && FROM_SPEAKER.has(`${t[h.start + h.length]?.norm ?? ''} ${t[h.start + h.length + 1]?.norm ?? ''}`);
  const noMusic = anyOf(t, NO_MUSIC, steps).filter((h) => !DROPS_OWN_AUDIO.has(t[h.start - 1]?.norm ?? '') && !(ARTICLE_WORDS.has(t[h.start - 1]?.norm ?? '') && DROPS_OWN_AUDIO.has(t[h.start - 2]?.norm ?? '')) && !fromSpeaker(h));
  const wantsSound = anyOf(t, WANTS_SOUND, steps);
  const beforeAfter = findAll(t, BEFORE_AFTER, steps);
  for (const r of [cues.voice, cues.aigc, cues.paid, cues.off]) for (const h of r.spans) take(h);
  // A commercial cue may name the subject too ("app launch", "open house", "small business"): only its plain business words are taken.
  for (const h of cues.commercial.spans) if (!namesSubject(t, h)) take(h);
  // "before/after", "the reveal" are taken; a transformation, makeover or glow-up is what the clip shows and stays in the topic ("hair transformation").
  for (const h of [...cues.preroll, ...noMusic, ...wantsSound, ...beforeAfter.filter((b) => !SUBJECT_CHANGES.has(t[b.start]!.norm))]) take(h);
  const relative =
    payoff === null && (fromEnd !== null || halfway !== null || atEnd !== null || fraction !== null)
      ? {
          fromEndMs: fromEnd?.ms ?? (atEnd !== null ? LAST_SECOND_MS : null),
          share: fromEnd !== null || atEnd !== null ? null : halfway !== null ? 0.5 : fraction!.value,
          plusMs: halfwayOffset?.ms ?? 0,
          at: (fromEnd ?? halfway ?? fraction?.hit ?? atEnd)!.start,
        }
      : null;
  const payoffClause = payoff !== null ? t[payoff.start]!.clause : relative !== null ? t[relative.at]!.clause : null;
  return { t, taken, times, durations: correctedAway === null ? durations : durations.filter((h) => h !== correctedAway), payoff, duration, cues, noMusic, wantsSound, beforeAfter, payoffClause, relative };
}

/**
 * The moments a description names besides its subject ("sizzle", "cheese melt"), read as
 * readMessage reads a topic: times, flags and filler are not moments. `isSubject`: which phrase is
 * the subject (the copy's own); without it, the phrase readTopic would pick.
 */
export function readNamedMoments(message: string, isSubject?: (phrase: string) => boolean, steps: Steps = { n: 0 }): string[] {
  const a = readAround(unfoldBrief(message), steps);
  // Who the clip is for ("una panadería en Valencia", "la cuenta de la tienda") is no moment to film.
  const taken = new Set(a.taken);
  for (const h of a.cues.business.hits) for (let k = h.start; k < h.start + h.length; k++) taken.add(k);
  // A question asks, it shows nothing ("is gifted fine w/o??", "keep the game audio or nah?", "should i even put music under it??"):
  // its sentence gives no shot, from its start (after the last ".", "!" or line break) to its question mark.
  // (Only the clause that ends on "?", or the span from "¿": "smash burgers, sizzle, cheese melt, which sound fits?" keeps its shots.)
  let opened = -1;
  for (let k = 0; k < a.t.length; k++) {
    const raw = a.t[k]!.raw;
    if (raw === '¿') opened = k;
    else if (raw === '?') {
      const clause = k > 0 ? a.t[k - 1]!.clause : -1;
      for (let j = k - 1; j >= 0 && (a.t[j]!.clause === clause || (opened >= 0 && j >= opened)); j--) taken.add(j);
      opened = -1;
    }
  }
  // An aside in brackets names or qualifies what is already said ("flips onto her back (the 'roach')",
  // "(I add English subtitles)"): no shot of its own, or the reveal is shown twice (seventh editor panel).
  // (Not an emoticon, ":(", nor a list in brackets, "(buttercream roses, gold drip, sprinkles)": only a closed aside without commas.)
  for (let k = 0; k < a.t.length; k++) {
    const raw = a.t[k]!.raw;
    if (raw !== '(' && raw !== '[') continue;
    const prev = a.t[k - 1];
    if (prev !== undefined && prev.end === a.t[k]!.start && /^[:;=]$/.test(prev.raw)) continue;
    const close = a.t.findIndex((x, j) => j > k && (x.raw === ')' || x.raw === ']'));
    if (close < 0 || a.t.slice(k + 1, close).some((x) => x.raw === ',')) continue;
    for (let j = k + 1; j < close; j++) taken.add(j);
    k = close;
  }
  return readMoments(a.t, taken, steps, a.payoffClause, isSubject);
}

/** After a time, words that count it back from the clip's end ("3 seconds before the end", "antes del final", "vor dem Ende"). */
const BEFORE_END = phraseSet([
  // Not "left" or "to go": "10 seconds left on the clock" is the game's clock.
  'before the end', 'before the very end', 'from the end', 'before it ends', 'before it cuts off', 'before it cuts', 'before the video cuts off', 'before the clip ends', 'before the video ends',
  'antes del final', 'antes de que termine', 'antes do final', 'antes do fim', 'antes de acabar', 'avant la fin', 'de la fin', 'vor dem ende', 'vor schluss', 'vor dem schluss', 'vor ende',
  // "a dos segundos del final", "com 5 segundos pro fim", "à 3 secondes de la fin".
  'del final', 'pro fim', 'para o fim', 'pro final', 'para o final', 'do final', 'do fim', 'vom ende',
]);
/** "before" said alone after a time ("(2 s before)", "(2 s vorher)", "(2 s antes)", "(2 s avant)"). */
const LONE_BEFORE: ReadonlySet<string> = new Set(['before', 'earlier', 'vorher', 'davor', 'antes', 'avant']);
/** The clip's end, named ("just before the end", "kurz vor Schluss", "justo antes del final", "juste avant la fin"). */
const END_WORDS: ReadonlySet<string> = new Set(['end', 'ending', 'schluss', 'ende', 'final', 'fin', 'fim', 'finale']);
/** After a time, words that put it on a clock inside the clip ("10 seconds left"). */
const STORY_CLOCK: ReadonlySet<string> = new Set(['left', 'remaining', 'restantes', 'restants', 'ubrig']);
/** Before a time, words that count it back from the end ("the last 3 seconds", "los últimos 3 segundos"). */
const LAST_WORDS: ReadonlySet<string> = new Set(['last', 'final', 'ultimos', 'ultimas', 'derniers', 'dernieres', 'letzten',
  // Dutch, Italian, Polish ("in de laatste 3 seconden", "negli ultimi 3 secondi", "w ostatnich 3 sekundach": thirteenth editor panel).
  'laatste', 'ultimi', 'ultime', 'ostatnich', 'ostatnie', 'ostatnia',
  // "cuando faltan 5 segundos", "quando faltam 3 segundos", "quand il reste 4 secondes": counted back from the end.
  'faltan', 'faltando', 'faltam', 'restan', 'restam', 'reste', 'restent']);
/**
 * "se ve en los últimos 5", "in the last 3": a bare number of seconds after a word of last, closing
 * its clause (not "the last 5 reps"), counted back from the clip's end.
 */
function lastBare(t: readonly Token[], steps: Steps): TimeHit | null {
  for (let i = 1; i < t.length; i++) {
    steps.n++;
    const tok = t[i]!;
    if (tok.kind !== 'num' || !LAST_WORDS.has(t[i - 1]!.norm) || t[i - 1]!.clause !== tok.clause || tok.raw.length > 2) continue;
    const next = t[i + 1];
    if (next !== undefined && next.clause === tok.clause && next.kind === 'word') continue;
    const n = Number(tok.raw);
    if (n >= 1 && n <= 30) return { ms: n * 1000, kind: 'duration', start: i, end: i + 1, durationMarked: false, revealClause: true };
  }
  return null;
}

/** Two words before a length that make it a bound ("more than a minute", "más de un minuto", "mehr als eine Minute"). */
const BOUNDS: ReadonlySet<string> = new Set(['in under', 'little over', 'little under', 'more than', 'longer than', 'less than', 'shorter than', 'just under', 'just over', 'bit under', 'bit over', 'slightly under', 'slightly over', 'under a', 'over a', 'under one', 'over one', 'mas de', 'menos de', 'mais de', 'plus de', 'moins de', 'mehr als', 'langer als', 'weniger als', 'kurzer als']);

/** Words before a second, closer length that correct a rough one ("a minute ish, maybe 58 sec", "two minutes tops, like 1:45"). */
const CORRECTING: ReadonlySet<string> = new Set(['maybe', 'like', 'probably', 'actually', 'exactly', 'precisely', 'more', 'really', 'quizas', 'quiza', 'talvez', 'tal', 'vez', 'peut', 'etre', 'plutot', 'vielleicht', 'eher', 'genau', 'exacto', 'exactamente', 'exatamente', 'exactement']);

/** Words right after a length that make it the exact one ("27 exactly", "27 pile", "1:58 pra ser exato", "57 genau"). */
const EXACTLY: ReadonlySet<string> = new Set(['exactly', 'exact', 'precisely', 'exactement', 'pile', 'exactamente', 'exacto', 'exacta', 'exatamente', 'exato', 'exata', 'exatos', 'genau', 'precisamente']);

/** A round length (whole half minutes) and a close, not round one (within 15 s or a fifth): one length said twice, the second exactly. */
function roughThenExact(rough: TimeHit, exact: TimeHit): boolean {
  return rough.ms % 30_000 === 0 && exact.ms % 30_000 !== 0 && Math.abs(exact.ms - rough.ms) <= Math.max(15_000, rough.ms / 5);
}

/** Words a speaker corrects a length with ("no wait", "I trimmed it", "ok it's", "I mean", "sorry", "make that", "en fait", "bueno", "quer dizer", "nee"). */
const CORRECTION_WORDS: ReadonlySet<string> = new Set(['wait', 'trimmed', 'actually', 'mean', 'sorry', 'scratch', 'correction', 'ok', 'okay', 'make', 'fait', 'bueno', 'digo', 'dizer', 'nee', 'moment', 'enfin', 'plutot', 'eigentlich', 'genauer', 'mejor', 'aliás', 'alias', 'checked', 'perdon', 'equivoque', 'desculpa', 'desculpe', 'oops', 'pardon']);
/** Words of cutting a clip to a new length ("hab's auf 45 Sekunden gekürzt", "I trimmed it, it's 38 now"): the length may change by any amount. */
const TRIM_WORDS: ReadonlySet<string> = new Set(['trimmed', 'trim', 'cut', 'gekurzt', 'geschnitten', 'recorte', 'recortado', 'recortei', 'cortei', 'raccourci', 'coupe', 'shortened']);
/** "it's 38 now": a bare number before "now" is a length said anew. */
const NOW_WORDS: ReadonlySet<string> = new Set(['now', 'ahora', 'agora', 'maintenant', 'jetzt']);
/** Words after a bare number that make it a count or a measure, not the clip's seconds ("34 kg", "28 people"). */
const NOT_SECONDS_AFTER: ReadonlySet<string> = new Set(['kg', 'kgs', 'lb', 'lbs', 'km', 'kms', 'mi', 'miles', 'years', 'anos', 'años', 'ans', 'jahre', 'people', 'personas', 'pessoas', 'personnes', 'leute', 'followers', 'seguidores', 'photos', 'fotos', 'times', 'veces', 'vezes', 'fois', 'mal', 'x', 'days', 'dias', 'días', 'jours', 'tage', 'weeks', 'months', 'meses', 'mois', 'monate']);
/** How far after the first length (in tokens) a correction is looked for. */
const CORRECTION_SPAN = 14;
/** Two words that take a length back outright ("actually no, make it 45 seconds", "scratch that", "no wait"). */
const STRONG_CORRECTION: ReadonlySet<string> = new Set(['make it', 'actually no', 'scratch that', 'no wait', 'wait no', 'i mean', 'mejor dicho', 'ou melhor', 'non plutot', 'nein doch']);
/**
 * A length corrected a few words after it, in a later clause ("about 25 seconds? no wait I trimmed it, 22"):
 * a time, or a bare number when the first length is in seconds, within a fifth (at least 5 s) of it, with a
 * correction word among the four tokens before it. Bounded scan.
 */
function correctedLength(t: readonly Token[], first: TimeHit, clipSized: readonly TimeHit[], payoff: TimeHit | null, steps: Steps): TimeHit | null {
  const close = (ms: number) => ms !== first.ms && Math.abs(ms - first.ms) <= Math.max(5000, first.ms / 5);
  const saidAfterCorrection = (k: number) => t[k]!.clause !== t[first.start]!.clause && [1, 2, 3, 4].some((d) => k - d >= first.end && CORRECTION_WORDS.has(t[k - d]!.norm));
  // "uns 2 minutos, 1:58 pra ser exato": the later length said to be the exact one.
  const saidExact = (h: TimeHit) => [0, 1, 2, 3].some((d) => EXACTLY.has(t[h.end + d]?.norm ?? ''));
  // A first length said loosely ("a minute and change", "a minute or so", "un minuto y pico"): a close exact one after it is the length.
  const hedged = LOOSE_LENGTH.some((h) => h.every((w, j) => t[first.end + j]?.norm === w));
  // "maybe half a minute? actually no, make it 45 seconds": a length taken back in so many words may change by any amount.
  const takenBack = (k: number) => [2, 3, 4].some((d) => k - d >= first.end && STRONG_CORRECTION.has(`${t[k - d]!.norm} ${t[k - d + 1]!.norm}`)) || (k > first.end && t.slice(first.end, k + 6).some((x, n) => TRIM_WORDS.has(x.norm) && (n < k - first.end || x.clause === t[k]!.clause)));
  // "… 8 sec car meet clip, exhaust pops at 0:05 … actually make it 45 sec": taken back outright, at any distance.
  const outright = clipSized.find((h) => h.start > first.end + CORRECTION_SPAN && h !== payoff && t[h.start]!.clause !== t[first.start]!.clause && [2, 3].some((d) => h.start - d >= 0 && STRONG_CORRECTION.has(`${t[h.start - d]!.norm} ${t[h.start - d + 1]!.norm}`)));
  if (outright !== undefined) return outright;
  for (let k = first.end; k < Math.min(t.length, first.end + CORRECTION_SPAN); k++) {
    steps.n++;
    const later = clipSized.find((h) => h.start === k && h !== payoff);
    if (later !== undefined && takenBack(k) && t[k]!.clause !== t[first.start]!.clause) return later;
    // ("it's a minute and change, 1:07 in the editor": a length said loosely, then exactly.)
    if (later !== undefined) return close(later.ms) && (saidAfterCorrection(k) || ((saidExact(later) || hedged) && t[k]!.clause !== t[first.start]!.clause)) ? later : null;
    // A bare number closing its clause ("… I trimmed it, 22."), or right after the correcting word ("actually 28 once I dropped…", "wait no, 34 con el intro").
    const closes = t[k + 1] === undefined || t[k + 1]!.kind === 'punct' || NOW_WORDS.has(t[k + 1]!.norm);
    const rightAfter = [1, 2, 3].some((d) => CORRECTION_WORDS.has(t[k - d]?.norm ?? '')) && !NOT_SECONDS_AFTER.has(t[k + 1]?.norm ?? '') && !(t[k + 1]?.raw === '%' || t[k + 1]?.raw === '€' || t[k + 1]?.raw === '$');
    if (t[k]!.kind === 'num' && first.ms < 60_000 && (closes || rightAfter) && t[k - 1]?.raw !== ':' && saidAfterCorrection(k)) {
      const ms = Number(t[k]!.raw) * 1000;
      // (A trim said as an amount or a part, "trimmed the intro by 5", "5 off the start", "the first 10", is no new length.)
      const asLength = !['by', 'first', 'last'].includes(t[k - 1]?.norm ?? '') && !['off', 'from', 'seconds', 'secs', 's'].includes(t[k + 1]?.norm ?? '');
      return close(ms) || (takenBack(k) && asLength && ms < first.ms && ms >= 1000) ? { ms, kind: 'duration', start: k, end: k + 1, durationMarked: true, revealClause: false } : null;
    }
  }
  return null;
}

/**
 * The time listed with a named moment ("sparkler exit 0:50", "chegada à Ribeira ao pôr do sol 2:05", "deer appears 0:36"):
 * the name's words, in order, outside the field that names it, then the first time in their clause within a few words.
 */
function listedMoment(t: readonly Token[], name: readonly string[], times: readonly TimeHit[], inField: ReadonlySet<number>, steps: Steps): TimeHit | null {
  for (let i = 0; i + name.length <= t.length; i++) {
    steps.n++;
    if (inField.has(i) || !name.every((w, k) => t[i + k]?.norm === w)) continue;
    const end = i + name.length;
    // (A point or a clock time, never a length: "the cake clip is 40 seconds" names no moment.)
    const time = times.find((h) => h.start >= end && h.start <= end + 6 && t[h.start]!.clause === t[end - 1]!.clause && !h.durationMarked && (h.kind === 'point' || h.clock === true));
    if (time !== undefined) return { ...time, kind: 'point', revealClause: true };
  }
  return null;
}

/** Words after a length that say it is loose ("and change", "or so", "y pico", "e pouco", "et quelques", "und ein bisschen"). */
const LOOSE_LENGTH: ReadonlyArray<readonly string[]> = [['and', 'change'], ['or', 'so'], ['ish'], ['give', 'or', 'take'], ['and', 'a', 'bit'], ['y', 'pico'], ['e', 'pouco'], ['et', 'quelques'], ['und', 'ein', 'bisschen']];

/** A length said as a bound ("more than a minute"). */
function isBound(t: readonly Token[], h: TimeHit): boolean {
  return h.start >= 2 && t[h.start - 1]!.clause === t[h.start]!.clause && BOUNDS.has(`${t[h.start - 2]!.norm} ${t[h.start - 1]!.norm}`);
}

/** Hedges said before a share of the clip ("more or less halfway", "mais ou menos a meio", "à peu près au milieu"), folded. */
const HEDGES: ReadonlyArray<readonly string[]> = [['more', 'or', 'less'], ['mais', 'ou', 'menos'], ['mas', 'o', 'menos'], ['a', 'peu', 'pres'], ['ungefahr'], ['about'], ['around'], ['roughly'], ['approximately'], ['environ'], ['etwa'], ['aproximadamente'], ['cerca', 'de']];
/** The middle of the clip, said of a reveal ("at the halfway point", "a la mitad", "à mi-parcours", "in der Mitte"). */
const HALFWAY = phraseSet(['halfway', 'half way', 'halfway through', 'midway', 'the middle', 'the midpoint', 'a la mitad', 'na metade', 'no meio', 'au milieu', 'à mi-parcours', 'a mi-parcours', 'in der mitte', 'zur halfte', 'nach der halfte',
  'à la moitié', 'a la moitie', 'à moitié', 'a mitad', 'a la mitad del', 'a meio', 'a meio do', 'em metade', 'zur hälfte', 'nach der hälfte', 'mittendrin', 'bei der hälfte', 'bei der halfte', 'in der hälfte', 'bei halbzeit', 'a mitad', 'pile au milieu',
  // "3 segundos depois da metade do vídeo", "2 s después de la mitad", "2 s après la moitié": an offset from the middle.
  'da metade', 'de la mitad', 'la mitad', 'la moitié', 'la moitie', 'der hälfte', 'der halfte',
  // "il se met à genoux à mi-chemin", "a mitad de camino", "auf halbem Weg".
  'à mi-chemin', 'a mi-chemin', 'a mitad de camino', 'a meio caminho', 'auf halbem weg']);

/** Shares of the clip a reveal is placed at, in the five languages ("two thirds of the way", "aux trois quarts", "im letzten Viertel"). */
const SHARES: ReadonlyArray<readonly [number, readonly string[]]> = [
  [1 / 3, ['a third of the way', 'one third of the way', 'a third in', 'the first third', 'premier tiers', 'au premier tiers', 'primer tercio', 'al primer tercio', 'primeiro terço', 'no primeiro terço', 'ersten drittel', 'nach dem ersten drittel', 'un tiers', 'au tiers', 'un tercio', 'a un tercio', 'um terço', 'ein drittel', 'nach einem drittel']],
  [2 / 3, ['two thirds', 'two-thirds', 'deux tiers', 'aux deux tiers', 'dos tercios', 'a dos tercios', 'dois terços', 'zwei drittel', 'nach zwei dritteln', 'nach etwa zwei dritteln', 'nach ca zwei dritteln', 'nach ungefahr zwei dritteln']],
  [4 / 5, ['four fifths', 'four-fifths', 'cuatro quintos', 'quatro quintos', 'quatre cinquièmes', 'quatre cinquiemes', 'vier fünftel', 'vier funftel']],
  [3 / 4, ['three-quarter mark', 'three quarter mark', 'the three-quarter', 'the three quarter', 'tres cuartas partes', 'las tres cuartas partes', 'três quartas partes', 'tres quartas partes', 'three quarters', 'three-quarters', 'the last quarter', 'in the last quarter', 'nach drei vierteln', 'nach etwa drei vierteln', 'trois quarts', 'aux trois quarts', 'dernier quart', 'tres cuartos', 'último cuarto', 'três quartos', 'último quarto', 'drei viertel', 'dreiviertel', 'letzten viertel', 'im letzten viertel']],
  [1 / 4, ['a quarter of the way', 'a quarter in', 'one quarter in', 'au quart', 'nach einem viertel']],
];
const SHARE_PHRASES = phraseSet(SHARES.flatMap(([, ps]) => ps));
/** Words that place a share or a percentage in the clip ("at 75%", "aux trois quarts", "em 75%", "bei drei Vierteln"). */
const SHARE_AT: ReadonlySet<string> = new Set(['at', '@', 'around', 'about', 'by', 'right', 'aux', 'au', 'a', 'em', 'na', 'no', 'al', 'en', 'bei', 'im', 'nach', 'zu']);
/** Words for the clip itself after "of" ("75% of the video", "75% do vídeo"). */
const MEDIUM_WORDS: ReadonlySet<string> = new Set(['video', 'vídeo', 'vidéo', 'clip', 'clipe', 'reel', 'the', 'o', 'la', 'le', 'videos', 'clips', 'reels', 'films', 'filmes']);
/** Each share phrase as the tokeniser normalises it -> its share. */
const SHARE_VALUES: ReadonlyMap<string, number> = new Map(SHARES.flatMap(([value, ps]) => ps.map((p) => [tokenise(p, { n: 0 }).map((x) => x.norm).join(' '), value] as const)));
/** The clip itself, named after a fraction or "left in the" ("3/4 of the video", "aux 2/3 de la vidéo", "2 seconds left in the clip"). */
const CLIP_NOUNS: ReadonlySet<string> = new Set(['video', 'vid', 'clip', 'clipe', 'reel', 'edit', 'tiktok', 'runtime', 'film', 'filme']);
const ARTICLE_WORDS: ReadonlySet<string> = new Set(['the', 'la', 'le', 'el', 'o', 'a']);
/** The first share of the clip a message names, or a percentage ("at 75%", "em 75% do vídeo"). */
function readShare(t: readonly Token[], steps: Steps): { hit: PhraseHit; value: number } | null {
  const hit = findAll(t, SHARE_PHRASES, steps)[0];
  if (hit !== undefined) {
    const value = SHARE_VALUES.get(t.slice(hit.start, hit.start + hit.length).map((x) => x.norm).join(' '));
    if (value !== undefined) return { hit, value };
  }
  for (let i = 0; i + 1 < t.length; i++) {
    steps.n++;
    // A fraction of the clip: "em 3/4 do vídeo", "at 2/3 of the clip", "à 1/2 de la vidéo".
    if (t[i]!.kind === 'num' && t[i + 1]!.raw === '/' && t[i + 2]?.kind === 'num' && adjacent(t[i], t[i + 1]) && adjacent(t[i + 1], t[i + 2])) {
      const [a, b] = [Number(t[i]!.raw), Number(t[i + 2]!.raw)];
      // Only "of the video / do vídeo / de la vidéo": "at 3/4" alone may be a date, "3/4 of the way up the wall" no share of the clip.
      const of = ['of', 'do', 'da', 'du', 'de', 'des', 'del'].includes(t[i + 3]?.norm ?? '');
      // ("3/4 of the way through" is a share of the clip as well.)
      const media = CLIP_NOUNS.has(t[i + 4]?.norm ?? '') || (ARTICLE_WORDS.has(t[i + 4]?.norm ?? '') && (CLIP_NOUNS.has(t[i + 5]?.norm ?? '') || t[i + 5]?.norm === 'way'));
      if (b >= 2 && b <= 10 && a > 0 && a < b && of && media) return { hit: { start: i, length: 3 }, value: a / b };
      // "finished rosetta at 2/3", "drop @ 3/4": a simple share right after "at" (thirds and quarters; "on 3/4" is a date).
      // (Only beside a reveal word: "grand opening promo, at 3/4" may be a date.)
      const revealNear = t.slice(Math.max(0, i - 8), i).some((x) => x.kind === 'word' && (REVEAL_WORDS.has(x.norm) || EVENT_VERBS.has(x.norm)));
      if (b >= 2 && b <= 4 && a > 0 && a < b && (t[i - 1]?.norm === 'at' || t[i - 1]?.raw === '@') && t[i + 3]?.kind !== 'num' && t[i + 3]?.raw !== '/' && revealNear) return { hit: { start: i, length: 3 }, value: a / b };
      // "at the 3/4 mark": a share named as a mark of the clip.
      if (b >= 2 && b <= 10 && a > 0 && a < b && (t[i + 3]?.norm === 'mark' || t[i + 3]?.norm === 'point') && t[i - 1]?.norm === 'the') return { hit: { start: i, length: 4 }, value: a / b };
    }
    // A decimal share of the clip: "switch point 0.5 of clip", "at 0.75 of the video".
    if (t[i]!.raw === '0' && t[i + 1]!.raw === '.' && t[i + 2]?.kind === 'num' && adjacent(t[i], t[i + 1]) && adjacent(t[i + 1], t[i + 2]) && t[i + 3]?.norm === 'of') {
      const value = Number(`0.${t[i + 2]!.raw}`);
      const media = CLIP_NOUNS.has(t[i + 4]?.norm ?? '') || (ARTICLE_WORDS.has(t[i + 4]?.norm ?? '') && CLIP_NOUNS.has(t[i + 5]?.norm ?? ''));
      if (value > 0 && value < 1 && media) return { hit: { start: i, length: 3 }, value };
    }
    // A percentage of the clip, never of a price ("50% off"): "at 75%", "em 75% do vídeo",
    // "à septante pour cent du clip", "al 75 por ciento del video".
    // ("sits at 62.5% of the runtime": a decimal share, read from its whole part; its tail is no share of its own.)
    const dec = t[i]!.kind === 'num' && t[i + 1]!.raw === '.' && t[i + 2]?.kind === 'num' && adjacent(t[i], t[i + 1]) && adjacent(t[i + 1], t[i + 2]) ? 2 : 0;
    if (t[i]!.kind === 'num' && t[i - 1]?.raw === '.' && t[i - 2]?.kind === 'num' && adjacent(t[i - 2], t[i - 1]) && adjacent(t[i - 1], t[i])) continue;
    const n1 = t[i + 1 + dec];
    const perCent0 = n1 === undefined ? 0 : n1.raw === '%' || ['percent', 'prozent'].includes(n1.norm) ? 2 : PER_CENT.has(`${n1.norm} ${t[i + 2 + dec]?.norm ?? ''}`) ? 3 : 0;
    const perCent = perCent0 === 0 ? 0 : perCent0 + dec;
    const pct = perCent === 0 ? null : dec > 0 ? Number(`${t[i]!.raw}.${t[i + 2]!.raw}`) : t[i]!.kind === 'num' ? Number(t[i]!.raw) : readNumber(t, i)?.value ?? null;
    const ofClip = perCent > 0 && MEDIUM_WORDS.has(t[i + perCent + 1]?.norm ?? '') && ['of', 'do', 'da', 'du', 'de', 'des', 'del'].includes(t[i + perCent]?.norm ?? '');
    // "at the 80% mark", "comes at the 60 percent mark": a share named as a mark of the clip.
    const markAfter = ['mark', 'point'].includes(t[i + perCent]?.norm ?? '') && t[i - 1]?.norm === 'the' && SHARE_AT.has(t[i - 2]?.norm ?? '');
    // "best trick lands 80% in", "the reveal is 60% through": a share said with "in" or "through" after it.
    const inAfter = ['in', 'through', 'thru', 'into'].includes(t[i + perCent]?.norm ?? '') && (t[i + perCent + 1] === undefined || t[i + perCent + 1]!.kind === 'punct' || t[i + perCent + 1]!.clause !== t[i]!.clause || t[i + perCent + 1]!.norm === 'the');
    if (pct !== null && pct > 0 && pct < 100 && (ofClip || SHARE_AT.has(t[i - 1]?.norm ?? '') || markAfter || inAfter)) return { hit: { start: i, length: perCent + (markAfter || inAfter ? 1 : 0) }, value: pct / 100 };
  }
  return null;
}

/** Verbs that take the clip's own audio away ("muting the original audio", "replacing the original sound", "sin el audio original" reads as no music, this does not). */
const DROPS_OWN_AUDIO: ReadonlySet<string> = new Set(['muting', 'mute', 'muted', 'mutes', 'removing', 'remove', 'removed', 'replacing', 'replace', 'replaced', 'killing', 'kill', 'cutting', 'ditching', 'ditch', 'silenciando', 'quitando', 'quito', 'tirando', 'tiro', 'coupe', 'coupant', 'enleve', 'remplace', 'stumm', 'entferne', 'ersetze']);

/** "von mir" after a no-sound phrase ending on a word for sound: no sound from the speaker ("ohne Ton von mir", "sans son de ma part"). */
const FROM_SPEAKER: ReadonlySet<string> = new Set(['von mir', 'von uns', 'de ma', 'de mi', 'de mim']);
const SOUND_WORDS: ReadonlySet<string> = new Set(['ton', 'son', 'sonido', 'som']);

/** "after" before the halfway phrase a time counts from ("10 seconds after the halfway point", "5 s nach der Hälfte"). */
const AFTER_HALF: ReadonlySet<string> = new Set(['after', 'past', 'despues', 'depois', 'apres', 'nach']);

/** "per cent" in words ("septante pour cent", "setenta por ciento", "setenta por cento", "siebzig Prozent"). */
const PER_CENT: ReadonlySet<string> = new Set(['pour cent', 'por ciento', 'por cento', 'per cent']);

/** Words before a closing "halfway" that make it the speaker's progress, not a moment of the clip ("I'm halfway", "we are about halfway"). */
const SELF_PROGRESS: ReadonlySet<string> = new Set(["i'm", 'im', 'am', "we're", 'are', "you're", 'about', 'only', 'just', 'almost', 'nearly', 'barely', 'be', 'get', 'got', 'getting', 'meet', 'met', 'me', 'us', 'estou', 'estoy', 'suis', 'bin']);

/** Words that make "halfway" a moment ("at the halfway mark", "right around halfway"). */
const AT_WORDS: ReadonlySet<string> = new Set(['at', 'around', 'about', 'by', 'right', 'exactly', 'genau', 'pile', 'justo', 'bem', 'exactement', 'exactamente', 'exatamente']);
/** End phrases no idiom shares ("right at the end", "no finalzinho", "kurz vor Schluss"): the moment they name needs no reveal word beside it. */
const STRONG_END = ['right at the end', 'at the very end', 'the very last second', 'in the very last second', 'at the very last second', 'in the last second', 'on the last second',
  'right as the video ends', 'as the video ends', 'as the clip ends', 'right as it ends', 'just before it ends', 'right before it ends', 'just before the end', 'right before the end',
  'al final del todo', 'justo al final', 'en el último segundo', 'en el ultimo segundo', 'justo antes de terminar', 'justo antes del final',
  'no finalzinho', 'bem no finalzinho', 'no último segundo', 'no ultimo segundo', 'bem no final', 'logo antes de acabar', 'pouco antes do fim',
  'tout à la fin', 'juste à la fin', 'juste avant la fin', 'à la dernière seconde', 'a la derniere seconde', 'à la toute fin',
  'ganz am ende', 'ganz zum schluss', 'kurz vor schluss', 'kurz vor dem ende', 'in der letzten sekunde', 'in der allerletzten sekunde', 'dans la dernière seconde', 'dans la derniere seconde', 'dans la toute dernière seconde', 'no último segundinho',
  // Spanglish "justo en el last second".
  'en el last second', 'justo en el last second'];
const STRONG_END_PHRASES = phraseSet(STRONG_END);
/** The very end of the clip, said of a reveal ("shows right at the end", "aparece al final", "ganz am Ende"): its last second. */
const END_OF_CLIP = phraseSet([...STRONG_END, 'at the end', 'at the last second', 'in the final second', 'at the final second', 'on the final second', 'al final', 'al final del video', 'no final', 'mesmo no final', 'no fim', 'à la fin', 'a la fin', 'am ende', 'zum schluss', 'am schluss']);
/** "with" in the five languages ("with 4 seconds left", "com 4 seconds left"). */
const WITH_WORDS: ReadonlySet<string> = new Set(['with', 'com', 'con', 'avec', 'mit']);
/** How far before the end a reveal "at the end" lands: the last second, so it is seen before the clip loops. */
const LAST_SECOND_MS = 1000;

/** The clauses that name a reveal, payoff or drop, in one pass. */
function clausesWithRevealWords(t: readonly Token[], steps: Steps): Set<number> {
  const out = new Set<number>();
  for (const tok of t) {
    steps.n++;
    // A reveal word, or the verb of the moment ("le grand panorama s'ouvre à la moitié").
    if (tok.kind === 'word' && (REVEAL_WORDS.has(tok.norm) || EVENT_VERBS.has(tok.norm))) out.add(tok.clause);
  }
  // A before and after names a reveal too ("a la mitad meto el antes y después").
  for (const h of findAll(t, BEFORE_AFTER, steps)) out.add(t[h.start]!.clause);
  return out;
}

/** A reveal said relative to the clip ("3 s before the end", "halfway"), placed once the length is known; without a length, none. */
function relativePayoff(relative: { fromEndMs: number | null; share: number | null; plusMs?: number } | null, duration: TimeHit | null): number | null {
  if (relative === null || duration === null) return null;
  const at = (relative.share !== null ? Math.round(duration.ms * relative.share) : duration.ms - relative.fromEndMs!) + (relative.plusMs ?? 0);
  return at > 0 && at < duration.ms ? at : null;
}

/** The questions a contradiction asks, one per fact, whichever way it was said both ways. */
const ASK_AIGC = 'Was any of the footage made with an AI video generator?';
const ASK_VOICE = 'Is there a voice in the clip (narration, dialogue, a live mic), or only music and the original sound?';
const ASK_COMMERCIAL = 'Is this for a brand, a client or a business account, or only a personal post?';
/** Words of boosting one's own post ("boosting it myself"): paid, yet no sponsor. */
const BOOST_WORDS: ReadonlySet<string> = new Set(['boost', 'boosted', 'boosting', 'boosten', 'booste', 'booster', 'promote', 'promoted', 'promoting', 'impulsar', 'impulsado', 'impulsionar', 'impulsionado', 'turbinar', 'turbinado', 'pauta', 'pautar', 'bewerben', 'spend', 'budget']);
const ASK_OFF_PLATFORM = 'Will the clip also run off the platform (a website, TV, in-store screens or an event), or only in the app?';

/** Reads one message; `steps` (optional) counts the tokens and windows scanned. */
export function readMessage(brief: string, steps: Steps = { n: 0 }, knows?: TopicKnowledge): Reading {
  // A table or an edit list is read as the "key: value" lines it holds (reading-tables.ts).
  const message = unfoldBrief(brief);
  const { t, taken, durations, payoff, duration, cues, noMusic, wantsSound, beforeAfter, payoffClause, relative } = readAround(message, steps);
  const contradictions: Contradiction[] = [];
  const twoDurations = durations.filter((h) => !isBound(t, h) && h.ms !== duration?.ms && h.start !== payoff?.start && h.attribute !== true && !(duration !== null && h.start < duration.start && roughThenExact(h, duration)) && !(h.ms > MAX_DURATION_S * 1000 && duration !== null && duration.ms <= MAX_DURATION_S * 1000));
  // Two length fields of one brief that disagree: the first is planned, and asked about.
  const otherField = cues.fields.otherDuration;
  if (duration !== null && otherField !== null && twoDurations.length === 0) twoDurations.push(otherField);
  // Two lengths, unless one is marked as the clip's ("20 seconds long ... the video is 1:10 long" marks both: still a question).
  if (duration !== null && twoDurations.length > 0 && (!duration.durationMarked || twoDurations.some((h) => h.durationMarked))) {
    contradictions.push({
      field: 'duration_s',
      detail: `you give two lengths (${seconds(duration.ms)} and ${seconds(twoDurations[0]!.ms)})`,
      question: `How long is the clip: ${seconds(duration.ms)} or ${seconds(twoDurations[0]!.ms)}?`,
      assumed: `planned at ${seconds(duration.ms)}`,
    });
  }

  const { voice, aigc, paid, preroll } = cues;
  const flags = flagsFrom(cues);

  // A field says one thing and the free text beside it the other ('"sprecher": false' next to "ich
  // erkläre jeden Schritt"): the field's value is planned, and it becomes a question.
  if (cues.fields.voice !== null && readCue(outsideFields(t, cues.fields), VOICE, steps).value === !cues.fields.voice) {
    contradictions.push({ field: 'voiceover', detail: `a field says ${cues.fields.voice ? 'there is a voice' : 'there is no voice'} and the text says otherwise`, question: ASK_VOICE, assumed: `planned ${cues.fields.voice ? 'with' : 'without'} a voice, as the field says` });
  }
  // 'ai_generated: false' beside "shots: all generated in Runway": the field is planned, and it becomes a question.
  // "source=original footage, not AI; generator=Runway Gen-3": the field names a generator and the text says not AI.
  if (cues.fields.aigc === true && readCue(outsideFields(t, cues.fields), AIGC, steps).value === false) {
    contradictions.push({ field: 'aigc', detail: 'a field names an AI generator and the text says it is not AI', question: ASK_AIGC, assumed: 'planned as AI-generated, as the field says, so the disclosure covers it' });
  }
  if (cues.fields.aigc === false && readCue(outsideFields(t, cues.fields), AIGC, steps).value === true) {
    contradictions.push({ field: 'aigc', detail: 'a field says it is not AI-generated and the text names AI generation', question: ASK_AIGC, assumed: 'planned as not AI-generated, as the field says; add the AI label if any shot is generated' });
  }
  // Two fields of one brief that disagree ("aigc: false" beside "source: generated with Kling 2.1").
  for (const flag of cues.fields.clashes) {
    if (flag === 'aigc') contradictions.push({ field: 'aigc', detail: 'one field says it is not AI-generated and another names AI generation', question: ASK_AIGC, assumed: 'planned as AI-generated, so the AI label covers it either way; drop the label if no shot is generated' });
    if (flag === 'voice') contradictions.push({ field: 'voiceover', detail: 'one field says there is a voice and another that there is none', question: ASK_VOICE, assumed: 'planned without a voice, since a "no" wins until you say otherwise' });
    if (flag === 'commercial' || flag === 'paid') contradictions.push({ field: flag === 'paid' ? 'paid_ad' : 'commercial_use', detail: 'one field calls it paid or business work and another personal', question: ASK_COMMERCIAL, assumed: 'planned as business work, so the campaign licence covers it either way' });
    if (flag === 'off') contradictions.push({ field: 'off_platform_reuse', detail: 'one field says the clip runs off the platform and another that it stays in the app', question: ASK_OFF_PLATFORM, assumed: 'planned as reused off the platform, so the licence covers it either way' });
  }
  if (voice.clash && cues.fields.voice === null) {
    contradictions.push({ field: 'voiceover', detail: 'you say someone talks and also that there is no voice', question: ASK_VOICE, assumed: 'planned without a voice, since a "no" wins until you say otherwise' });
  }
  if (aigc.clash && cues.fields.aigc === null) {
    contradictions.push({ field: 'aigc', detail: 'you name AI generation and also say it is not AI', question: ASK_AIGC, assumed: 'planned as AI-generated, so the AI label covers it either way; drop the label if no shot is generated' });
  }
  if (cues.commercial.clash && cues.fields.commercial === null) {
    contradictions.push({ field: 'commercial_use', detail: 'you call it brand, client or business work and also personal', question: ASK_COMMERCIAL, assumed: 'planned as commercial, so the campaign licence covers it either way' });
  }
  if (paid.clash && cues.fields.paid === null) {
    // The safer reading for rights (flagsFrom reads a clash as paid): a paid ad needs the campaign licence.
    contradictions.push({ field: 'paid_ad', detail: 'you call it a paid ad and also organic only', question: 'Will this run as a paid ad (or be boosted), or only as an organic post?', assumed: 'planned as a paid ad, so the licence covers it either way' });
  }
  // "sponsored: no" beside a caption "#ad …", "personal post, not an ad — it's the paid spot for my client's gym": called
  // an ad and also not sponsored (a boost of one's own post is both, and no question). Planned as the paid ad, and asked.
  const boostOnly = paid.spans.length > 0 && paid.spans.every((h) => t.slice(h.start, h.start + h.length).some((x) => BOOST_WORDS.has(x.norm)));
  if (flags.paid_ad === true && flags.commercial_use === false && !boostOnly && !paid.clash) {
    flags.commercial_use = true;
    contradictions.push({ field: 'commercial_use', detail: 'you call it a paid ad and also personal or not sponsored', question: ASK_COMMERCIAL, assumed: 'planned as a paid ad, so the campaign licence covers it either way' });
  }
  // "No music" plans the quietest bed; said together with asking for a sound, the sound asked for
  // is planned (the clip's best fit) and the clash becomes a question either way.
  const asksSound = wantsSound.length > 0;
  const music = noMusic.length > 0 && !asksSound ? false : null;
  if (noMusic.length > 0) {
    contradictions.push({
      field: 'music',
      detail: asksSound ? 'you ask for no music and also for a sound' : 'you ask for no music',
      question: 'Do you want a sound at all, or original audio only?',
      assumed: asksSound
        ? 'planned with the sound that fits the clip best, since you ask for one; keep it at 0–5 % under the original audio, or leave it out'
        : 'planned with a quiet bed (one made for the clip when the catalog has it, else the quietest), at 0–5 % volume under the original audio',
    });
  }

  const revealAsked = beforeAfter.length > 0 || payoff !== null || relative !== null || t.some((tok) => tok.kind === 'word' && REVEAL_WORDS.has(tok.norm) && ['reveal', 'reveals', 'payoff', 'revelacion', 'revelacao', 'revelation', 'enthullung'].includes(tok.norm));
  // (Its script is judged on the message as written: the AI cue rewritten into English words, "AIで作った", is no English.)
  // (And on its own words: the moments and voices rewritten into English phrases, "12초에" as "at 12 s", are no English either.)
  const asWritten = unfoldBrief(brief, false);
  const languageRead = asWritten === message ? detectLanguage(message, t, steps, brief) : detectLanguage(asWritten, tokenise(asWritten, steps), steps, brief);
  const language = languageRead.language;
  const f = cues.fields;
  // Whose page it goes on ("for our coffee shop's account") is no topic, when the message names anything else.
  const topicTaken = new Set(taken);
  // (Not inside a client's field value: "Client: regional gym chain" is about the gym chain, not "regional".)
  for (const h of cues.business.hits) for (let k = h.start; k < h.start + h.length; k++) if (!f.described.some((r) => k >= r.start && k < r.end)) topicTaken.add(k);
  // (What is left must name something: a phrase of two words or more, or one the vocabulary knows; "aber ganz ohne Musik" leaves "ganz".)
  const withoutPage = f.topic === null && cues.business.hits.length > 0 ? readTopic(t, topicTaken, steps, payoffClause, knows, f.described) : '';
  // (Nor only the kind of post: "editing a 30s spot for a client (regional gym chain)" is about the gym chain, not "spot".)
  const namesSomething = !/^(?:spot|spots|ad|ads|promo|commercial)$/i.test(withoutPage) && (withoutPage.includes(' ') || (withoutPage !== '' && knows !== undefined && knows(withoutPage) > 0) || (OTHER_SCRIPT_WORDS.test(withoutPage) && Array.from(withoutPage).length >= 2));
  // ...unless the page is all the message names: "a promo for a client's coffee shop. The owner does a
  // voiceover" is about the coffee shop, not "owner does".
  // (Words of a script the vocabulary hardly knows, "신메뉴 소개 영상", name something all the same: the shop said beside them is whose it is.)
  const pageOnly = namesSomething && knows !== undefined && knows(withoutPage) === 0 && !OTHER_SCRIPT_WORDS.test(withoutPage);
  const withPage = f.topic === null && (!namesSomething || pageOnly) ? readTopic(t, taken, steps, payoffClause, knows, f.described) : '';
  const pageIsSubject = pageOnly && knows!(withPage) > 0;
  const read = f.topic !== null ? withoutNotes(Array.from(message).slice(t[f.topic.start]!.start, t[f.topic.end - 1]!.end).join('').trim()) : namesSomething && !pageIsSubject ? withoutPage : withPage;
  // Nothing else named: the business the clip is for is its subject ("client work: 15s ad for a local coffee shop, will run as pre-roll").
  const byWords = read !== '' || cues.business.hits.length === 0 ? read : businessPhrase(message, t, cues.business.hits[0]!);
  // (Japanese, Chinese and Korean run words together: their first clause that shows something, without the request around it;
  // "我想做一个30秒的视频，奶奶包饺子" was read as "我想做一个". Twenty-fourth session, with their copy.)
  const scripted = f.topic === null && (languageRead.other === 'ja' || languageRead.other === 'zh' || languageRead.other === 'ko') ? scriptTopic(asWritten) : null;
  // (Thai runs words together too, and the token reader takes a run as one word: a particle left at its end goes,
  // "ทำผัดไทยที่" (at, before "my mother's shop") is ทำผัดไทย.)
  // (Arabic writes "for" as a letter on the next word: "فيديو … لتحضير القهوة" is a video for making coffee; the topic is
  // تحضير القهوة, and "للقهوة" (for the coffee) is القهوة.)
  // (Vietnamese: the filming verb before what is filmed and "của mình" (mine) after it go: "quay quán cà phê mới mở của mình" is
  // the café; not "quay chậm" (slow motion) or "quay lại" (back). Only for a message read as Vietnamese, so "som tam" or "Ho Chi
  // Minh" in English keep their words: newcomer review of the twenty-sixth session.)
  const written = scripted ?? (languageRead.other === 'th' ? byWords.replace(THAI_TRAILING, '') : languageRead.other === 'ar' ? byWords.replace(ARABIC_FOR, '').replace(/^لل(?=\p{Script=Arabic}{2})/u, 'ال') : languageRead.other === 'vi' ? byWords.replace(/^quay\s(?!chậm|lại|ngược)/u, '').replace(/\s(?:của|cua)\s(?:mình|minh|tôi|em)$/u, '') : byWords);

  return {
    topic: englishTopic(written, language) ?? written,
    topic_as_written: written,
    duration_s: duration === null ? null : Math.max(1, Math.round(duration.ms / 1000)),
    payoff_at_ms: payoff !== null ? payoff.ms : relativePayoff(relative, duration),
    reveal: revealAsked,
    ...flags,
    placement: preroll.length > 0 ? 'preroll' : null,
    music,
    language,
    other_language: languageRead.other ?? null,
    contradictions,
  };
}
