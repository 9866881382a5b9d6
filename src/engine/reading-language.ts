/**
 * The language of a message, among English, Spanish, Portuguese, French and German. franc-min
 * (trigram profiles, deterministic, measured 19/20 on 6–15-word strings) decides on longer
 * messages; a vote of short function words and time words decides on short ones, where trigrams
 * are unreliable, and overrules franc when it is clear. Null when neither has evidence.
 */
import { CJK } from './reading-script-topic.ts';
import { francAll } from 'franc-min';
import type { Steps, Token } from './reading-tokens.ts';
import type { OTHER_LANGUAGES } from '../schemas/concierge.ts';

export const LANGUAGES = ['en', 'es', 'pt', 'fr', 'de'] as const;
export type Language = (typeof LANGUAGES)[number];

const ISO3: Readonly<Record<string, Language>> = { eng: 'en', spa: 'es', por: 'pt', fra: 'fr', deu: 'de' };
/** Languages franc tells apart that the copy is not written in (Italian, Dutch, Polish, Indonesian, Swedish, Turkish, Vietnamese, Tagalog, Czech, Swahili; Hindi by its words): read as none of the five. */
const UNSUPPORTED: readonly string[] = ['ita', 'nld', 'pol', 'ind', 'swe', 'tur', 'vie', 'tgl', 'hin', 'ces', 'swh'];
const OTHER: Readonly<Record<string, OtherLanguage>> = { ita: 'it', nld: 'nl', pol: 'pl', ind: 'id', swe: 'sv', tur: 'tr', vie: 'vi', tgl: 'tl', hin: 'hi', ces: 'cs', swh: 'sw' };
/** Their own small words (franc alone takes short Spanish for Italian): two are needed. */
const UNSUPPORTED_WORDS: Readonly<Record<string, ReadonlySet<string>>> = {
  ita: new Set(['ciao', 'io', 'voglio', 'serve', 'niente', 'voce', 'giorni', 'giorno', 'suono', 'anche', 'molto', 'perche', 'il', 'della', 'delle', 'dei', 'degli', 'che', 'di', 'sono', 'non', 'per', 'mio', 'mia', 'nostro', 'nostra', 'senza', 'secondi', 'ogni', 'volta', 'questo', 'questa', 'ho', 'fatto', 'gli', 'nel', 'nella', 'alla', 'sul', 'sulla',
    // (Its agent keys and words Spanish and Portuguese do not write: "argomento", "durata", "fatta a mano", "sponsorizzato: no".)
    'fatta', 'fatte', 'fatti', 'argomento', 'durata', 'sponsorizzato', 'pubblicita', 'spiaggia', 'tramonto', 'gita', 'nonna', 'nonno', 'cornetti', 'sfornati', 'sfornato', 'appena', 'dopo', 'prima', 'negozio']),
  nld: new Set(['geen', 'welk', 'welke', 'waar', 'moet', 'komt', 'helemaal', 'zelf', 'hoi', 'muziek', 'wat', 'hoe', 'je', 'het', 'een', 'van', 'voor', 'niet', 'ik', 'mijn', 'onze', 'ons', 'zijn', 'met', 'zonder', 'seconden', 'wij', 'dat', 'deze', 'naar', 'ook', 'maar', 'bij', 'uit', 'om']),
  // (Accents folded: "się" is "sie", "mogę" is "moge".)
  pol: new Set(['i', 'w', 'na', 'z', 'sie', 'jest', 'nie', 'do', 'ze', 'mam', 'moj', 'moja', 'moje', 'jak', 'czy', 'minuty', 'minut', 'sekund', 'sekundy', 'bez', 'dla', 'mnie', 'jaka', 'jaki', 'robie', 'moge', 'tez', 'albo', 'od', 'po', 'przez', 'filmik']),
  ind: new Set(['yang', 'dan', 'ini', 'itu', 'untuk', 'mau', 'bikin', 'aku', 'saya', 'kak', 'ga', 'gak', 'ada', 'yg', 'tapi', 'buat', 'harus', 'sendiri', 'detik', 'dengan', 'juga', 'bisa', 'sama', 'nggak', 'tidak', 'lagu', 'suara',
    'kita', 'kami', 'pakai', 'apa', 'gimana', 'dong', 'banget', 'aja', 'udah', 'lagi', 'biar', 'menit', 'jualan', 'usaha', 'promosi']),
  swe: new Set(['och', 'att', 'jag', 'min', 'mitt', 'det', 'inte', 'med', 'pa', 'ar', 'vill', 'ett', 'man', 'sekunder', 'inget', 'ingen', 'hor', 'som', 'till', 'vi', 'var',
    // (Accents folded: "också" is "ocksa", "lägga" is "lagga", "ljudet" stays.)
    'hej', 'ska', 'kanske', 'ocksa', 'hur', 'samma', 'funkar', 'klipp', 'klippet', 'musiken', 'ljud', 'ljudet', 'eller', 'bara', 'mycket', 'vilken', 'vilket', 'lagga', 'mina', 'filmar', 'nagon', 'nagot', 'hela', 'utan', 'efter', 'innan', 'sedan', 'lat', 'latar', 'rosten', 'sjalv']),
  tur: new Set(['ve', 'bir', 'bu', 'icin', 'ile', 'de', 'da', 'cok', 'yok', 'var', 'ben', 'biz', 'saniye', 'dakika', 'olarak', 'gibi', 'sonra', 'ama', 'mi', 'ne', 'saniyelik', 'dakikalik', 'videosu', 'videom', 'ortaya', 'sadece', 'istiyorum', 'nasil', 'benim', 'bizim', 'muzik', 'sarki', 'ses', 'sesi', 'olsun', 'lazim', 'konu', 'sure', 'reklam', 'sn', 'sponsorlu', 'hayir', 'evet']),
  vie: new Set(['khong', 'cua', 'toi', 'minh', 'va', 'cho', 'nay', 'la', 'co', 'giay', 'phut', 'nhac', 'ban', 'duoc', 'mot', 'nhung', 'voi', 'em', 'anh', 'gi', 'nao', 'ai', 'noi', 'cung', 'rat', 'lam']),
  tgl: new Set(['ang', 'ng', 'sa', 'ko', 'yung', 'mga', 'ako', 'lang', 'po', 'naman', 'pero', 'walang', 'ba', 'kasi', 'nung', 'siya', 'ito', 'yan', 'namin', 'natin', 'kami', 'tayo', 'kung', 'ano', 'anong', 'gusto', 'pwede', 'ni', 'nang', 'din', 'rin']),
  // Hindi written in Latin letters (franc cannot tell it: its own words alone decide).
  hin: new Set(['hai', 'ka', 'ki', 'ke', 'mera', 'meri', 'mere', 'nahi', 'kya', 'koi', 'aur', 'bhi', 'wala', 'wali', 'ko', 'se', 'mein', 'yeh', 'hum', 'karna', 'kar', 'raha', 'rahi', 'gaya', 'chahiye', 'kaisa', 'kaunsa', 'bhai', 'yaar', 'hoga', 'kaise', 'liye', 'apna', 'apni', 'hota', 'tha', 'hoti', 'pe', 'hoon', 'hu', 'karo', 'dikhta', 'dikhti', 'poora', 'poore', 'sirf', 'bas', 'jab', 'tab', 'kuch', 'ye', 'batao', 'gaana', 'baad', 'lagau', 'lagaun', 'kaunsi', 'accha', 'achha']),
  // (Accents folded: "nahrávka" is "nahravka", "chci" stays.)
  ces: new Set(['je', 'a', 'na', 'se', 'v', 've', 'to', 'mam', 'chci', 'jak', 'aby', 'pro', 'moje', 'muj', 'moji', 'sekund', 'minuty', 'minut', 'bez', 'hudby', 'hudbu', 'nahravka', 'nebo', 'jsem', 'ktery', 'ktera', 'tak', 'uz', 'jeste', 'neco', 'nejaky', 'nejakou', 'potrebuju', 'ahoj', 'dekuji', 'diky', 'lidi', 'ale', 'taky', 'take']),
  swh: new Set(['na', 'ya', 'wa', 'za', 'kwa', 'ni', 'si', 'nina', 'nataka', 'sitaki', 'yangu', 'wangu', 'changu', 'habari', 'tafadhali', 'asante', 'dakika', 'sekunde', 'muziki', 'hapo', 'huko', 'kwenye', 'tu', 'pia', 'nipe', 'kazi', 'ajili', 'familia', 'sana', 'hii', 'huyu', 'kama', 'lakini', 'mimi', 'wangu']),
};
/** Own words that other languages also write ("i", "a", "se", "to", "na", "do", "de", "jab", "pe"): they never tell these languages apart alone. */
const AMBIGUOUS_OWN: ReadonlySet<string> = new Set(['i', 'a', 'w', 'z', 'o', 'na', 'do', 'po', 'od', 'se', 'to', 'je', 'v', 've', 'pro', 'ale', 'tak', 'take', 'taky', 'de', 'da', 'bu', 'ne', 'mi', 'var', 'ya', 'wa', 'za', 'ni', 'si', 'tu', 'kama', 'pe', 'ka', 'ki', 'ke', 'ko', 'se', 'jab', 'tab', 'bas', 'hu', 'mein', 'hai', 'bhai', 'video', 'muzik', 'ses', 'sesi', 'man', 'min', 'det', 'som', 'var', 'till', 'ang', 'sa', 'ba', 'em', 'anh', 'la', 'co', 'ban']);
/** Hindi's own verbs, pronouns and particles in Latin letters (not "jab", "bas", "se", which English and French write). */
const HINDI_CORE: ReadonlySet<string> = new Set(['hai', 'hota', 'batao', 'kaunsa', 'kaunsi', 'hoti', 'nahi', 'kya', 'raha', 'rahi', 'chahiye', 'kaise', 'liye', 'mera', 'meri', 'mere', 'apna', 'apni', 'bhi', 'aur', 'wala', 'wali', 'karna', 'hoga', 'hoon', 'sirf', 'kuch', 'dikhta', 'dikhti', 'yeh', 'gaya', 'tha', 'koi', 'karo']);
/**
 * Letters only one of these languages writes among those read here: a message that writes them, with a word
 * of its own or no clear word of the five, is in that language (a short Polish message voted Portuguese on
 * "do" and "z"; a Turkish one Spanish).
 */
const OWN_LETTERS_OF: ReadonlyArray<readonly [string, RegExp]> = [
  ['pol', /[łŁąĄęĘśŚźŹżŻćĆ]/],
  ['tur', /[şŞğĞıİ]/],
  ['ces', /[řŘůŮěĚ]/],
  // (Swedish "på", "också", "så": German never writes "å", which is why its "ä" and "ö" vote no German beside it.)
  ['swe', /[åÅ]/],
  // (Vietnamese: "đ", "ơ", "ư", "ă" and the vowels with a tone mark below or a hook; "bánh mì nướng muối ớt ở chợ đêm".)
  ['vie', /[đĐơƠưƯăĂ\u1ea0-\u1ef9]/],
];
/**
 * Scripts that name their language outright: a message written mostly in one is in that language
 * (Japanese by its kana, Korean by Hangul, Chinese by Han characters without kana, and so on).
 */
const SCRIPTS: ReadonlyArray<readonly [RegExp, OtherLanguage]> = [
  [/[\p{Script=Hiragana}\p{Script=Katakana}]/u, 'ja'],
  [/\p{Script=Hangul}/u, 'ko'],
  [/\p{Script=Han}/u, 'zh'],
  [/\p{Script=Arabic}/u, 'ar'],
  [/\p{Script=Cyrillic}/u, 'ru'],
  [/\p{Script=Devanagari}/u, 'hi'],
  [/\p{Script=Thai}/u, 'th'],
  [/\p{Script=Greek}/u, 'el'],
  [/\p{Script=Hebrew}/u, 'he'],
];
/** The language a message's own script names, when most of its letters are in one script other than Latin. */
function scriptLanguage(message: string): OtherLanguage | null {
  // (Most messages are plain ASCII: no letter of another script to count, on every request.)
  if (!/[^\x00-\x7f]/.test(message)) return null;
  const letters = [...message.slice(0, 2000)].filter((c) => /\p{L}/u.test(c));
  if (letters.length === 0) return null;
  const latin = letters.filter((c) => /\p{Script=Latin}/u.test(c)).length;
  // (A greeting or a tool's name in Latin letters does not make it English: "konnichiwa! AIで作った桜の動画". A word or two of
  // another script in an English message does: "my cat video 15s, vibe: 侘び寂びの世界".)
  const other = letters.length - latin;
  if (other < 5 || other * 5 < latin * 3) return null;
  // (Japanese mixes kana with Han characters: any kana says Japanese.)
  for (const [script, lang] of SCRIPTS) if (letters.some((c) => script.test(c))) return lang;
  return null;
}

/** Words that are frequent in one of the five languages and rare in the others (accents stripped). */
const STOPWORDS: Readonly<Record<Language, ReadonlySet<string>>> = {
  en: new Set('voice pull turns wants also their they lots about but all the and of with my for is it this that at to my your our i i\'m we you no without seconds second sec secs minute minutes half talking voiceover video clip reel made need want some like just yes topic subject duration length usage narrator none true false brief task paid organic sound music'.split(' ')),
  es: new Set('el los las del y con sin para mi mis una es que por segundos segundo minuto medio video su nuestro nuestra al lo como hecho hablando voz tienda porfa ponme necesito quiero sonido cancion hacer hago hace muy pero esto mucho tambien'.split(' ')),
  pt: new Set('o os do da dos das com sem para meu minha uma e em no na nao segundos segundo minuto meio aos pelo pela video feito nossa nosso voce eu narro quero preciso som pfv vai vou pra muito tambem isso essa esse aqui meus minhas'.split(' ')),
  fr: new Set('le les des du et avec sans pour mon ma mes une est qui au aux sur secondes seconde minute demi je voix pas de la notre veux besoin musique chanson stp svp'.split(' ')),
  de: new Set('der die das und mit ohne fur mein meine ein eine ist im am zum zur von vom sekunden sekunde minute minuten halbe ich nach bei unser unsere uber lang brauche musik bitte lied'.split(' ')),
};
/** Words shared by two languages count for neither. */
const SHARED = new Set(['de', 'la', 'a', 'no', 'minute', 'video', 'une', 'un', 'segundos', 'segundo', 'minuto', 'para', 'una', 'uma', 'com', 'con', 'es', 'e', 'como']);

export interface LanguageReading {
  language: Language | null;
  /** How it was decided, for the tests and for debugging. */
  by: 'franc' | 'stopwords' | 'none';
  /** A language read that the copy is not written in (OTHER_LANGUAGES), when `language` is null for that reason. */
  other?: OtherLanguage;
}
export type OtherLanguage = (typeof OTHER_LANGUAGES)[number];

/** `written`: the message as sent, when `message` is a reading of it (its script is judged on what was written). */
export function detectLanguage(message: string, tokens: readonly Token[], steps: Steps, written: string = message): LanguageReading {
  const votes: Record<Language, number> = { en: 0, es: 0, pt: 0, fr: 0, de: 0 };
  let words = 0;
  // Letters of a language outside the five say their accents are not German, French or Portuguese ones: Turkish
  // "önce", "görünüyor" beside "ş", "ğ", "ı"; Vietnamese "mình", "nhạc" beside "đ", "ơ", "ư" (twelfth editor panel:
  // a Turkish barber answered in German, a Vietnamese café in Portuguese). ASCII text skips the look.
  const plain = !/[^\x00-\x7f]/.test(written);
  const turkish = !plain && TURKISH_LETTERS.test(written);
  const vietnamese = !plain && VIETNAMESE_LETTERS.test(written);
  // (Swedish writes "ä" and "ö" beside "å": "Jag är dietist … på YouTube" was answered in German, sixteenth editor panel.)
  // (Or two of its own words with its "ä" or "ö": "Reklamfilm 30 sek för en kund, ingen röst, bara musik" has no "å".)
  const swedish = !plain && (/[åÅ]/.test(written) || tokens.filter((t) => t.kind === 'word' && UNSUPPORTED_WORDS.swe!.has(t.norm) && !AMBIGUOUS_OWN.has(t.norm)).length >= 2);
  for (const t of tokens) {
    steps.n++;
    if (t.kind !== 'word') continue;
    words++;
    for (const lang of LANGUAGES) if (STOPWORDS[lang].has(t.norm) && !SHARED.has(t.norm)) votes[lang]++;
    // Shared words still separate groups: "segundos" is es or pt, never en, fr or de.
    if (t.norm === 'segundos' || t.norm === 'segundo' || t.norm === 'minuto') (votes.es += 0.5), (votes.pt += 0.5);
    if (t.norm === 'con' || t.norm === 'una' || t.norm === 'para') votes.es += 0.5;
    if (t.norm === 'com' || t.norm === 'uma') votes.pt += 0.5;
    if (/cao$|coes$|oes$|nh/.test(t.norm) && !vietnamese) votes.pt += 0.5;
    if (t.raw.includes('ß') || (/[äöü]/i.test(t.raw) && !turkish && !swedish)) votes.de += 1;
    if (/[ñ¿¡]/i.test(t.raw)) votes.es += 1;
    if (/[ãõ]/i.test(t.raw)) votes.pt += 1;
    if (/[èêëç]|œ/i.test(t.raw) && !/[ãõ]/.test(t.raw) && !vietnamese && !turkish) votes.fr += 0.5;
    // (A circumflex is Portuguese as often as French: "tênis", "você", "três".)
    if (/[âêô]/i.test(t.raw) && !vietnamese) votes.pt += 0.5;
  }
  const script = scriptLanguage(written);
  if (script !== null) return { language: null, by: 'stopwords', other: script };
  const ownOf = (lang: string): number => tokens.filter((t) => t.kind === 'word' && UNSUPPORTED_WORDS[lang]!.has(t.norm)).length;
  // (Counting only words no other language here writes: "I", "a", "se", "de", "do", "na", "to" are English, Spanish, Portuguese or French too.)
  const distinctOf = (lang: string): number => tokens.filter((t) => t.kind === 'word' && UNSUPPORTED_WORDS[lang]!.has(t.norm) && !AMBIGUOUS_OWN.has(t.norm) && !LANGUAGES.some((l) => STOPWORDS[l].has(t.norm))).length;
  if (!plain) {
    // (The five's words, less those other languages write too: "Výlet na Sněžku, 30 sekund" has Portuguese "na" and no more.)
    const top0 = tokens.filter((t) => t.kind === 'word' && !AMBIGUOUS_OWN.has(t.norm) && (SHARED.has(t.norm) || LANGUAGES.some((l) => STOPWORDS[l].has(t.norm)))).length;
    for (const [lang, letters] of OWN_LETTERS_OF) {
      if (!letters.test(written)) continue;
      const mine = distinctOf(lang);
      // (A place or a name in a message of the five, "Łódź city walk, no talking", "la boda de Ayşe", "I made a Jokić edit", has the
      // letters and no word of its own: two of its own words, or one beside two words with its letters, say the language.)
      const lettered = tokens.filter((t) => t.kind === 'word' && letters.test(t.raw)).length;
      if ((mine >= 2 || (mine >= 1 && lettered >= 2) || (top0 === 0 && lettered >= 1)) && mine * 2 >= top0) return { language: null, by: 'stopwords', other: OTHER[lang]! };
    }
  }
  const ranked = [...LANGUAGES].sort((a, b) => votes[b] - votes[a] || LANGUAGES.indexOf(a) - LANGUAGES.indexOf(b));
  const top = ranked[0]!;
  const margin = votes[top] - votes[ranked[1]!];
  // franc reads letters only; it is bounded to the first 2,000 characters so its cost stays flat.
  if (words >= 5) {
    steps.n += Math.min(message.length, 2000);
    // (Italian and Dutch are in the running so that they are recognised as neither: an Italian message
    // planned as Portuguese would get Portuguese captions; it gets English ones, as a message in no language read does.)
    const wide = francAll(message.slice(0, 2000), { only: [...Object.keys(ISO3), ...UNSUPPORTED], minLength: 10 })[0];
    // (Two of its own small words confirm it; one is enough when none of the five languages has a word in the message.)
    // (More of its own words than any of the five has also confirms it: Italian "ma", "lo" and "un" vote French and Spanish.)
    const own = wide !== undefined && UNSUPPORTED.includes(wide[0]) ? ownOf(wide[0]) : 0;
    if (wide !== undefined && UNSUPPORTED.includes(wide[0]) && ((votes[top] < 2 && own >= (votes[top] === 0 ? 1 : 2)) || own >= Math.max(3, 2 * votes[top]))) return { language: null, by: 'franc', other: OTHER[wide[0]]! };
    // (Franc's first may be a near neighbour: short Indonesian ranks Tagalog first. The next ones it ranks close behind, confirmed by their own words, still say which.)
    const near = francAll(message.slice(0, 2000), { only: [...UNSUPPORTED], minLength: 10 }).slice(0, 3).filter(([lang, score]) => score >= 0.85 && lang !== wide?.[0]);
    for (const [lang] of near) {
      const mine = ownOf(lang);
      if (wide !== undefined && UNSUPPORTED.includes(wide[0]) && ((votes[top] < 2 && mine >= 2) || mine >= Math.max(3, 2 * votes[top]))) return { language: null, by: 'franc', other: OTHER[lang]! };
    }
    // (Franc may rank one of the five first on a short message in another language: "ciao! suono la chitarra …" came out
    // Portuguese. Its own words, far more than any of the five's, still say which: tenth editor panel.)
    const strongest = UNSUPPORTED.map((lang) => [lang, distinctOf(lang)] as const).sort((a, b) => b[1] - a[1])[0]!;
    if (strongest[1] >= 5 && strongest[1] >= 2 * votes[top] + 2) return { language: null, by: 'stopwords', other: OTHER[strongest[0]]! };
    // (Hindi in Latin letters has no trigram profile here: four of its own words, twice the five's best, two of them its verbs and
    // pronouns, say it: "30 second ka video hai, cake 12 second pe reveal hota hai"; "jab jab cross hook" and "il se lève, se lave" do not.)
    const hindi = ownOf('hin');
    const strongHindi = tokens.filter((t) => t.kind === 'word' && HINDI_CORE.has(t.norm)).length;
    if (hindi >= 4 && strongHindi >= 1 && hindi >= 2 * votes[top]) return { language: null, by: 'stopwords', other: 'hi' };
    // (Not confirmed by its own words, it is one of the five, as franc ranks them among themselves.)
    const guess = wide !== undefined && UNSUPPORTED.includes(wide[0]) ? francAll(message.slice(0, 2000), { only: Object.keys(ISO3), minLength: 10 })[0] : wide;
    const franc = guess !== undefined && guess[0] !== 'und' ? ISO3[guess[0]] : undefined;
    // A clear function-word vote overrules trigrams (franc confuses es and pt on short text).
    // franc stands unless the function words clearly point elsewhere.
    if (franc !== undefined && (votes[top] === 0 || votes[franc] >= votes[top])) return { language: franc, by: 'franc' };
  }
  if (votes[top] >= 1 && margin >= 0.5) return { language: top, by: 'stopwords' };
  return { language: null, by: 'none' };
}

/** The script a copy language is told by (Japanese, Korean, Chinese, Arabic, Thai), or null for one written in Latin letters. */
export function copyScriptOf(language: string): RegExp | null {
  return language === 'ja' || language === 'ko' || language === 'zh' ? CJK : language === 'ar' ? ARABIC_SCRIPT : language === 'th' ? THAI_SCRIPT : null;
}
const ARABIC_SCRIPT = /\p{Script=Arabic}/u;
const THAI_SCRIPT = /\p{Script=Thai}/u;

/** Letters only Turkish writes among the languages read here (not "ö" or "ü", which German shares). */
const TURKISH_LETTERS = /[şğıİ]/;
/** Letters only Vietnamese writes: "đ", "ơ", "ư", "ă" and the vowels with a tone mark below or a hook (ạ, ả, ấ, ệ, ở…). */
const VIETNAMESE_LETTERS = /[đĐơƠưƯăĂ\u1ea0-\u1ef9]/;

/** Letters English does not use, one set per language. */
const OWN_LETTERS: Readonly<Record<Exclude<Language, 'en'>, RegExp>> = { es: /[ñáéíóú¿¡]/i, pt: /[ãõçâêôáéíóúà]/i, fr: /[éèêàçùâîôûëïœ]/i, de: /[äöüß]/i };

/** English function words in a text, less those the five share ("a", "no"): how plainly a short topic is English. */
export function englishFunctionWords(tokens: readonly Token[]): number {
  return tokens.filter((t) => t.kind === 'word' && ENGLISH_FUNCTION.has(t.norm)).length;
}
/** English's own small words; not the loanwords other languages write ("voice-over", "sec", "video", "clip"). */
const ENGLISH_FUNCTION: ReadonlySet<string> = new Set('the and of with my for is it this that at to your our i i\'m we you but all about their they also some just like without need want from into on in are was'.split(' '));

/**
 * A language copy is written in but messages are not read in (Italian, Dutch, Polish, Indonesian, Turkish), when a short
 * text (a clip's topic) is plainly in it: read so, with two of its own words, or one beside its letters, and fewer than two
 * English function words. One name or place ("Beşiktaş derby highlights", "Łódź murals timelapse") is no Turkish or Polish topic.
 */
export function plainOtherLanguage(text: string, tokens: readonly Token[], steps: Steps): OtherLanguage | null {
  const other = detectLanguage(text, tokens, steps).other;
  // (Japanese, Korean and Chinese by their script: most of the letters in it, so a name in kanji inside an English topic is not.)
  // (Arabic and Thai the same way, by their own script: copy is written in them since the twenty-sixth session.)
  const script = other === undefined ? null : copyScriptOf(other);
  if (script !== null) {
    const letters = Array.from(text).filter((c) => /\p{L}/u.test(c));
    const own = letters.filter((c) => script.test(c)).length;
    return own * 5 >= letters.length * 2 ? other! : null;
  }
  const iso3 = Object.keys(OTHER).find((k) => OTHER[k] === other);
  if (other === undefined || iso3 === undefined || UNSUPPORTED_WORDS[iso3] === undefined) return null;
  const words = tokens.filter((t) => t.kind === 'word');
  const own = words.filter((t) => UNSUPPORTED_WORDS[iso3]!.has(t.norm) && !AMBIGUOUS_OWN.has(t.norm)).length;
  const letters = OWN_LETTERS_OF.find(([lang]) => lang === iso3)?.[1];
  const lettered = letters === undefined ? 0 : words.filter((t) => letters.test(t.raw)).length;
  // (Two English function words say English: one may be the language's own, Italian "i cornetti", Polish "do", Dutch "is".)
  const english = words.filter((t) => ENGLISH_FUNCTION.has(t.norm) && !UNSUPPORTED_WORDS[iso3]!.has(t.norm)).length;
  // (Its small words that other languages write too, "w", "do", "od", count beside two words with its letters; and against the
  // English ones: a Dutch message with "in" and "is" among twenty Dutch words is Dutch.)
  const ownAll = words.filter((t) => UNSUPPORTED_WORDS[iso3]!.has(t.norm)).length;
  return (english < 2 || english * 3 < ownAll) && (own >= 2 || (own >= 1 && lettered >= 2) || (ownAll >= 2 && lettered >= 2) || (english === 0 && lettered >= 3)) ? other : null;
}

/**
 * The language of a short text (a clip's topic) only when it is plain: the guess (by franc or by the
 * function-word vote) is backed by two words of that language and no English one. Trigrams alone call
 * "coding a side project timelapse" Spanish and "AI dragon circling a snowy castle" French; null then.
 */
export function plainLanguage(text: string, tokens: readonly Token[], steps: Steps): Language | null {
  const r = detectLanguage(text, tokens, steps);
  if (r.language === null || r.language === 'en') return r.language;
  const lang = r.language;
  // Two words of the language at least (a function word, or a word with one of its letters), and no
  // English function word: "tacos al pastor", "crème brûlée for my mom" stay English.
  const words = tokens.filter((t) => t.kind === 'word');
  const own = words.filter((t) => (STOPWORDS[lang].has(t.norm) && !SHARED.has(t.norm)) || OWN_LETTERS[lang].test(t.raw)).length;
  const english = words.some((t) => STOPWORDS.en.has(t.norm) && !SHARED.has(t.norm));
  return own >= 2 && !english ? lang : null;
}
