/**
 * Folding text for matching in any of the service's languages: lower case, accents removed
 * ("narração" -> "narracao"), apostrophes dropped, everything else that is not a letter or a digit
 * becomes one space. Letters of other scripts are kept ("안무"), so the vocabulary can name them. Shared by the lexicon builder and the engine so both fold alike.
 */
import { scriptBreak } from './reading-scripts.ts';

/**
 * Words that open a reason ("because he thinks he's funny", "porque", "weil"), folded: what follows
 * says why, not what the clip shows, for the topic reader and for meaning alike. Not "parce",
 * Colombian for "mate" as much as French "parce que".
 */
export const REASON_WORDS: ReadonlySet<string> = new Set(['because', 'cuz', 'coz', 'bc', 'porque', 'weil']);

/** Folded text: lower-case letters without accents (other scripts kept as written), digits, '#', '+' and single spaces. */
export function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    // A French elision is its own word ("d'une" is "d une", not the sand "dune"; "l'atelier" is "l atelier").
    .replace(/(?<![a-z])(qu|[cdjlmnst])['’](?=[a-z])/g, '$1 ')
    .replace(/['’`]/g, '')
    // Letters that do not decompose into a base and a mark: Polish "ł", Danish "ø", "æ", "œ".
    .replace(/[łøæœđ]/g, (c) => LIGATURES[c]!)
    // Letters of other scripts stay words ("안무" is choreography in Korean); spaces split them as they are typed. Their
    // vowel signs and marks stay with them, composed again ("बिल्ली", "ร้าน", "ご" are one word each, not cut at every mark);
    // a mark with no letter before it (an emoji's variation selector) is no word.
    .normalize('NFC')
    .replace(/[^\p{L}\p{M}\p{N}+#]+/gu, ' ')
    .replace(/(?<![\p{L}\p{M}\p{N}])\p{M}+/gu, ' ')
    .replace(/ {2,}/g, ' ')
    .trim();
}
const LIGATURES: Readonly<Record<string, string>> = { ł: 'l', ø: 'o', æ: 'ae', œ: 'oe', đ: 'd' };

/** Text that is already folded (lower-case ASCII words, single spaces), as the lexicon stores its words. */
const ALREADY_FOLDED = /^[a-z0-9+#]+(?: [a-z0-9+#]+)*$/;
/** True when folding `text` leaves it as it is (lower-case ASCII words, single spaces): nothing to fold ahead of time. */
export const isAlreadyFolded = (text: string): boolean => ALREADY_FOLDED.test(text);

/** The folded words of a text. */
export function foldedWords(text: string): string[] {
  // Most phrases the engine folds are already folded (the lexicon's 9,000 words): one test instead of
  // normalising each, which was most of a function's first request.
  if (ALREADY_FOLDED.test(text)) return text.split(' ');
  const f = fold(text);
  if (f === '') return [];
  // (Words of other scripts are split as the text reader splits them, so a phrase of the lexicon and a clip's words meet: "筋トレ", "料理動画".)
  return /^[\x00-\x7f]*$/.test(f) ? f.split(' ') : f.split(' ').flatMap((w) => scriptParts(w, false));
}

/**
 * Emoji that name what a clip shows ("🎄 tree decorating timelapse", "Antrag beim Wandern 😭💍"), read as
 * the word they stand for. Only emoji with one plain meaning; faces and hearts say a feeling, not a subject.
 */
const EMOJI_WORDS: ReadonlyMap<string, string> = new Map([
  ['🎄', 'christmas'], ['🎅', 'christmas'], ['🎃', 'halloween'], ['💍', 'wedding'], ['👰', 'bride'], ['🤵', 'groom'],
  ['🐶', 'dog'], ['🐕', 'dog'], ['🐱', 'cat'], ['🐈', 'cat'], ['🎂', 'birthday'], ['⚽', 'soccer'], ['🏀', 'basketball'],
  ['🏈', 'football'], ['🌮', 'tacos'], ['🍕', 'pizza'], ['🏖', 'beach'], ['🏝', 'beach'], ['🏋', 'gym'],
]);
/** Any of EMOJI_WORDS' emoji: one test, so text without them (most of it) is not walked character by character. */
const ANY_EMOJI_WORD = /[🎄🎅🎃💍👰🤵🐶🐕🐱🐈🎂⚽🏀🏈🌮🍕🏖🏝🏋]/u;
function emojiAsWords(text: string): string {
  if (!ANY_EMOJI_WORD.test(text)) return text;
  let out = '';
  let changed = false;
  for (const ch of text) {
    const w = EMOJI_WORDS.get(ch);
    if (w === undefined) out += ch;
    else {
      out += ` ${w} `;
      changed = true;
    }
  }
  return changed ? out : text;
}

/** A folded word and whether it reads as a proper name in the original text ("my late dog Biscuit"). */
export interface WordToken {
  word: string;
  name: boolean;
  /** Which clause the word is in (punctuation such as , . ; : ! ? or a line break starts a new one): a negation reaches no further. */
  clause: number;
  /** An English possessive before another word ("my son's game winner", "mom's lasagna"): the owner, not the subject. */
  owner?: boolean;
}

/**
 * The folded words of a text with proper names marked: a capitalised word that does not start a
 * sentence is a name ("our old cat Miso", "Biscuit"), so it is not read for meaning (miso is not
 * soup here). In a Title Case Or ALL CAPS text capitals say nothing, so no word is marked.
 */
/**
 * A word split where its script changes to or from Japanese or Chinese (reading-scripts.ts scriptBreak): "猫が寝ている動画" reads 猫, が, 寝, ている, 動画.
 * A run of Chinese characters or of Thai, written without spaces, is then split into its words ("我家的猫在睡觉" reads 我家, 的, 猫, 在, 睡觉;
 * "ร้านผัดไทยของแม่" reads ร้าน, ผัด, ไทย, ของ, แม่), and a Korean or Arabic word also gives its stem without a particle or article
 * ("고양이가" also reads 고양이, "والقطة" also قطة): the vocabulary names the plain word.
 */
function scriptParts(word: string, stems = true): string[] {
  if (/^[\x00-\x7f]*$/.test(word)) return [word];
  const chars = Array.from(word);
  const parts: string[] = [];
  let start = 0;
  for (let k = 1; k < chars.length; k++) if (scriptBreak(chars[k - 1]!, chars[k]!)) (parts.push(chars.slice(start, k).join('')), (start = k));
  parts.push(chars.slice(start).join(''));
  return parts.flatMap((p) => wordsOfRun(p, stems));
}

/** Segmenters by language, made once: building one costs more than segmenting a clip's words. */
const segmenters = new Map<string, Intl.Segmenter>();
function segmenter(lang: 'zh' | 'th'): Intl.Segmenter {
  let s = segmenters.get(lang);
  if (s === undefined) segmenters.set(lang, (s = new Intl.Segmenter(lang, { granularity: 'word' })));
  return s;
}
/** Korean particles after a noun, longest first ("에서" before "서"): the noun is the word the vocabulary names. */
const KOREAN_PARTICLES = ['에서', '에게', '한테', '으로', '까지', '부터', '이랑', '하고', '처럼', '보다', '가', '이', '는', '은', '를', '을', '의', '에', '와', '과', '랑', '도', '로', '만'];
/** Arabic "the", "with the", "for the" before a noun, with an "and" before it ("والعباية", "بالقطة"); never a bare "و" or "ف", which begin words ("فكرة" is an idea, no ball). */
const ARABIC_ARTICLE = /^(?:و|ف)?(?:بال|لل|كال|ال)/u;

/**
 * One run of one script as its words. Chinese and Thai use the platform's word segmenter (ICU's dictionaries, which ship with
 * the runtime: the same words on every call of one runtime). Korean and Arabic add the stem after the whole word (`stems`).
 */
function wordsOfRun(run: string, stems: boolean): string[] {
  if (Array.from(run).length > 1 && /^[\p{Script=Han}\p{Script=Thai}]+$/u.test(run)) {
    const words = [...segmenter(/\p{Script=Thai}/u.test(run) ? 'th' : 'zh').segment(run)].filter((x) => x.isWordLike !== false).map((x) => x.segment);
    return words.length > 0 ? words : [run];
  }
  // (Only a clip's words get the stem: the lexicon's own words are plain, "고양이" ends like a particle and is one word.)
  if (stems && /^\p{Script=Hangul}+$/u.test(run)) {
    const particle = KOREAN_PARTICLES.find((p) => run.endsWith(p) && Array.from(run).length - Array.from(p).length >= 2);
    return particle === undefined ? [run] : [run, run.slice(0, run.length - particle.length)];
  }
  if (stems && /^\p{Script=Arabic}+$/u.test(run)) {
    const stem = run.replace(ARABIC_ARTICLE, '');
    return stem !== run && Array.from(stem).length >= 3 ? [run, stem] : [run];
  }
  return [run];
}

export function wordTokens(text: string): WordToken[] {
  text = emojiAsWords(text);
  const out: WordToken[] = [];
  let capitalised = 0;
  let sentenceStart = true;
  let clause = 0;
  // Words with their trailing punctuation, so a sentence end is seen.
  for (const m of text.matchAll(/([\p{L}\p{M}\p{N}#+'’]+)([^\p{L}\p{M}\p{N}#+'’]*)/gu)) {
    const raw = m[1]!;
    const folded = fold(raw);
    const isCap = /^\p{Lu}\p{Ll}/u.test(raw);
    if (isCap) capitalised++;
    // "son's" followed by a word in the same clause: a possessive (a trailing "'s" with nothing after is an "is" or the end).
    const owner = /['’]s$/iu.test(raw) && m[2]!.trim() === '';
    for (const w of folded === '' ? [] : folded.split(' ').flatMap((w) => scriptParts(w))) out.push({ word: w, name: isCap && !sentenceStart, clause, ...(owner ? { owner } : {}) });
    sentenceStart = /[.!?:;\n]/.test(m[2]!);
    if (/[.,!?:;()\n]/.test(m[2]!)) clause++;
  }
  // A possessive owns the next word: with none after it in its clause ("it's my son's"), it is no owner.
  for (let k = 0; k < out.length; k++) if (out[k]!.owner === true && (out[k + 1] === undefined || out[k + 1]!.clause !== out[k]!.clause)) delete out[k]!.owner;
  // The Romance possessive comes after what is owned ("el gol de mi hijo", "o aniversário do meu pai",
  // "le but de mon fils"): the owner is whose it is, as "my son's goal" is, unless what is owned is
  // only the post itself ("video de mi hijo" is about him).
  for (let k = 3; k < out.length; k++) {
    const [owned, of, my] = [out[k - 3]!, out[k - 2]!, out[k - 1]!];
    if (OWNERS.has(out[k]!.word) && OF_WORDS.has(of.word) && MY_WORDS.has(my.word) && !POST_WORDS.has(owned.word) && owned.clause === out[k]!.clause && of.clause === out[k]!.clause) out[k]!.owner = true;
  }
  // German capitalises every noun ("Unser Hochzeitsvideo mit Sprechertext"): there, capitals say nothing either.
  if (capitalised * 2 > out.length || germanWords(out) >= 2) for (const t of out) t.name = false;
  return out;
}

/** "de mi", "do meu", "de mon": a Romance possessive after the thing owned. */
const OF_WORDS: ReadonlySet<string> = new Set(['de', 'do', 'da', 'del', 'dos', 'das']);
const MY_WORDS: ReadonlySet<string> = new Set(['mi', 'mis', 'su', 'sus', 'tu', 'meu', 'minha', 'meus', 'minhas', 'seu', 'sua', 'mon', 'ma', 'mes', 'son', 'sa', 'ses', 'nuestro', 'nuestra', 'nosso', 'nossa', 'notre', 'nos']);
/** People and pets who own a thing in that construction ("el gol de mi hijo"); an object is no owner ("el unboxing de mi fone" is about the headphones). */
const OWNERS: ReadonlySet<string> = new Set([
  'hijo', 'hija', 'hijos', 'hijas', 'hermano', 'hermana', 'padre', 'madre', 'papa', 'mama', 'abuelo', 'abuela', 'tio', 'tia', 'primo', 'prima', 'novio', 'novia', 'esposo', 'esposa', 'marido', 'amigo', 'amiga', 'sobrino', 'sobrina', 'perro', 'perrito', 'perrita', 'gato', 'gatito', 'gatita',
  'filho', 'filha', 'filhos', 'irmao', 'irma', 'pai', 'mae', 'avo', 'namorado', 'namorada', 'cachorro', 'cachorra',
  'fils', 'fille', 'frere', 'soeur', 'pere', 'mere', 'copain', 'copine', 'mari', 'chien', 'chat', 'neveu', 'niece', 'cousin', 'cousine',
]);
/** Words for the post itself: "video de mi hijo" is about the son, not owned by him. */
const POST_WORDS: ReadonlySet<string> = new Set(['video', 'videos', 'clip', 'clips', 'clipe', 'reel', 'fotos', 'photos', 'foto', 'photo', 'montaje', 'montagem', 'montage', 'slideshow', 'diaporama', 'tiktok', 'post', 'historia', 'story', 'film', 'filme', 'pelicula', 'homenaje', 'homenagem', 'hommage']);

/** Function words only German uses among the five languages read here (folded). */
const GERMAN_FUNCTION_WORDS: ReadonlySet<string> = new Set(['der', 'die', 'das', 'und', 'mit', 'unser', 'unsere', 'ein', 'eine', 'einen', 'ist', 'fur', 'von', 'bei', 'mein', 'meine', 'meinem', 'meinen', 'nicht', 'ich', 'wir', 'auf', 'zum', 'zur', 'vom', 'kommt', 'sekunden', 'minuten', 'den', 'dem', 'aus', 'nur', 'zwischen', 'ganz', 'viele', 'auch', 'oder', 'aber', 'sehr', 'keine', 'kein', 'meiner', 'unserem', 'ohne', 'nach', 'uber', 'bitte', 'wie', 'sind', 'wird', 'habe', 'soll', 'einer', 'eines', 'etwa', 'drunter', 'welche', 'welcher',
  'sekunde', 'minute', 'letzten', 'letzte', 'ersten', 'erste', 'neues', 'neuen', 'neue', 'heute', 'gestern', 'noch', 'schon', 'jetzt', 'immer', 'beim', 'getestet', 'ausgepackt', 'zimmer', 'euro',
  'neuer', 'schwere', 'jahren', 'furs', 'zu', 'dass', 'hab', 'gibt', 'gibts', 'alles', 'selbst', 'ubrigens', 'durchgehend', 'kunde', 'sprecher', 'durch', 'sich', 'weil', 'wenn', 'dann', 'keine', 'dabei']);

/** The folded words of a text as tokens, for counting function words. */
function wordTokensOf(text: string): WordToken[] {
  return foldedWords(text).map((word) => ({ word, name: false, clause: 0 }));
}

function germanWords(tokens: readonly WordToken[]): number {
  let n = 0;
  for (const t of tokens) if (GERMAN_FUNCTION_WORDS.has(t.word)) n++;
  return n;
}

/** The proper names of a text as written ("Miso", "Biscuit"), in order, without repeats. */
export function properNames(text: string): string[] {
  const out: string[] = [];
  let sentenceStart = true;
  let capitalised = 0;
  let total = 0;
  const found: string[] = [];
  for (const m of text.matchAll(/([\p{L}\p{N}'’]+)([^\p{L}\p{N}'’]*)/gu)) {
    total++;
    const isCap = /^\p{Lu}\p{Ll}/u.test(m[1]!);
    if (isCap) capitalised++;
    if (isCap && !sentenceStart) found.push(m[1]!);
    sentenceStart = /[.!?:;\n]/.test(m[2]!);
  }
  if (capitalised * 2 > total) return [];
  // German capitalises nouns: no capital there marks a name.
  if (germanWords(wordTokensOf(text)) >= 2) return [];
  for (const n of found) if (!out.includes(n)) out.push(n);
  return out;
}
