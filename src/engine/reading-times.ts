/**
 * Times in a message, in English, Spanish, Portuguese, French and German: "12s", "twelve
 * seconds", "half a minute", "1m30s", "1:30", "0:06", "at the 4 second mark", "aos 6 segundos",
 * "bei Sekunde 6", "eine halbe Minute". Each time is a duration (how long the clip is) or a point
 * (when something happens); the point tied to a reveal is the payoff. Scans tokens once, looking
 * at a few tokens either side, so the work is linear in the message.
 */
import { adjacent, matchAt, normalise, phraseSet, QUOTES, type Steps, type Token } from './reading-tokens.ts';

const UNITS: Record<string, number> = {};
for (const u of 'one un une uno una um uma ein eine eins einer einem einen'.split(' ')) UNITS[u] = 1;
const ONES: Array<[number, string]> = [
  [2, 'two dos dois duas deux zwei'], [3, 'three tres trois drei'], [4, 'four cuatro quatro quatre vier'], [5, 'five cinco cinq funf'],
  [6, 'six seis sechs'], [7, 'seven siete sete sept sieben'], [8, 'eight ocho oito huit acht'], [9, 'nine nueve nove neuf neun'],
];
for (const [n, words] of ONES) for (const w of words.split(' ')) UNITS[w] = n;

/** Number words up to sixty (and ninety, common for "ninety seconds") in the five languages, accents stripped. */
export const NUMBER_WORDS: Readonly<Record<string, number>> = (() => {
  const m: Record<string, number> = { ...UNITS, zero: 0, cero: 0, zero_: 0, null: 0 };
  const more: Array<[number, string]> = [
    [10, 'ten diez dez dix zehn'], [11, 'eleven once onze elf'], [12, 'twelve doce doze douze zwolf'], [13, 'thirteen trece treze treize dreizehn'],
    [14, 'fourteen catorce catorze quatorze vierzehn'], [15, 'fifteen quince quinze funfzehn'], [16, 'sixteen dieciseis dezesseis dezasseis seize sechzehn'],
    [17, 'seventeen diecisiete dezessete dezassete siebzehn'], [18, 'eighteen dieciocho dezoito achtzehn'], [19, 'nineteen diecinueve dezenove dezanove neunzehn'],
    [20, 'twenty veinte vinte vingt zwanzig'], [30, 'thirty treinta trinta trente dreissig'], [40, 'forty cuarenta quarenta quarante vierzig'],
    [50, 'fifty cincuenta cinquenta cinquante funfzig'], [60, 'sixty sesenta sessenta soixante sechzig'], [90, 'ninety noventa neunzig nonante'],
    // Belgian and Swiss French: "septante secondes", "huitante", "nonante".
    [70, 'seventy setenta septante siebzig'], [80, 'eighty ochenta oitenta huitante octante achtzig'],
    // French round counts: "une vingtaine de secondes" (about twenty), "une quinzaine de secondes".
    [10, 'dizaine'], [15, 'quinzaine'], [20, 'vingtaine'], [30, 'trentaine'], [40, 'quarantaine'], [50, 'cinquantaine'], [60, 'soixantaine'],
  ];
  // Russian, read for the length only ("одна минута", "тридцать секунд"; thirteenth editor panel: "примерно минута" unread).
  const russian: Array<[number, string]> = [
    [1, 'одна один одну'], [2, 'две два'], [3, 'три'], [4, 'четыре'], [5, 'пять'], [10, 'десять'], [15, 'пятнадцать'], [20, 'двадцать'],
    [30, 'тридцать'], [40, 'сорок'], [50, 'пятьдесят'], [60, 'шестьдесят'], [90, 'девяносто'],
  ];
  for (const [n, words] of russian) for (const w of words.split(' ')) m[normalise(w)] = n;
  for (const [n, words] of more) for (const w of words.split(' ')) m[w] = n;
  // Spanish "veinticinco", German "fünfundzwanzig".
  const veinti = ['uno', 'dos', 'tres', 'cuatro', 'cinco', 'seis', 'siete', 'ocho', 'nueve'];
  veinti.forEach((u, k) => (m[`veinti${u}`] = 21 + k));
  const deUnits = ['ein', 'zwei', 'drei', 'vier', 'funf', 'sechs', 'sieben', 'acht', 'neun'];
  const deTens: Array<[number, string]> = [[20, 'zwanzig'], [30, 'dreissig'], [40, 'vierzig'], [50, 'funfzig']];
  for (const [t, tw] of deTens) deUnits.forEach((u, k) => (m[`${u}und${tw}`] = t + k + 1));
  delete m.zero_;
  delete m.null;
  return m;
})();

const TENS = new Set([20, 30, 40, 50]);
const JOINERS = new Set(['-', 'y', 'e', 'et', 'and']);

// (German adjectives of length count too: "ein 3-minütiges Video", "30-sekündiger Clip".)
const SEC_UNITS = new Set('s sec secs second seconds secondi secondo seconden seg segs segundo segundos seconde secondes sek sekunde sekunden segundinhos segundinho segunditos segundito sekundchen sekundig sekundige sekundiges sekundigen sekundiger sekund sekundy sekunda detik dtk saniye saniyelik sekunder sekunders giay sekundach sekundzie sekunde sekundę'.split(' ').concat(
  // Japanese and Chinese, Korean, Arabic, Russian, Thai (as the tokens read them: Hangul in its decomposed letters).
  // (And Greek: "30 δευτερόλεπτα".)
  ['秒', '秒間', '초', 'ثانية', 'ثواني', 'ثوان', 'ثانيه', 'секунд', 'секунды', 'секунда', 'секунду', 'сек', 'วินาที', 'δευτερόλεπτα', 'δευτερόλεπτο', 'δευτ'].map(normalise)));
const MIN_UNITS = new Set('m min mins minute minutes minuti minuto minutos minuten minutn mn minutinho minutinhos minutito minutitos minutchen minutig minutige minutiges minutigen minutiger minuty minut minuta minuten minuut menit dakika dakikalik minuter phut'.split(' ').concat(
  // (Not a bare 分: in Chinese it is also a score, "打10分", and in Japanese "3分で作れる" is how long a recipe takes.)
  ['分間', '分钟', '分鐘', '분', 'دقيقة', 'دقائق', 'دقيقه', 'минут', 'минуты', 'минута', 'минуту', 'мин', 'นาที', 'λεπτά', 'λεπτό'].map(normalise)));
/** Hours: a study-with-me or a stream is said in hours ("2h", "zwei Stunden"); the concierge asks about anything past a short-form clip. */
const HOUR_UNITS = new Set('h hr hrs hour hours hora horas heure heures stunde stunden std ore ora uur'.split(' '));
const MS_UNITS = new Set('ms millisecond milliseconds milisegundo milisegundos milissegundo milissegundos milliseconde millisecondes millisekunde millisekunden'.split(' '));
/** Ordinal endings written after a number ("10e", "10ème", "10th", "10º", "10a"). */
const ORDINAL_SUFFIXES: ReadonlySet<string> = new Set(['e', 'eme', 'er', 're', 'th', 'st', 'nd', 'rd', 'o', 'a', 'º', 'ª']);
/** Articles before a minute named by its number ("en el minuto uno", "no minuto 2", "à la minute 1", "in der Minute 1"). */
const MINUTE_NAMED_AFTER: ReadonlySet<string> = new Set(['el', 'al', 'o', 'no', 'la', 'der', 'at', 'bei']);
/** Words that make a bare "al minuto" the one-minute mark ("al minuto justo", "no minuto exato", "à la minute pile"). */
const EXACT_MINUTE: ReadonlySet<string> = new Set(['justo', 'exacto', 'exato', 'certinho', 'pile', 'exactement', 'exactamente', 'exatamente', 'clavado']);
/** The first intro length the message states ("the intro is 3 seconds", "a 3-second intro"), or null. Linear. */
function introLengthSaid(t: readonly Token[], fps: number): number | null {
  for (let i = 0; i < t.length; i++) {
    if (t[i]!.kind !== 'num') continue;
    const time = readTimeAt(t, i, fps);
    if (time !== null && time.next > i && introLength(t, i, time.next)) return time.ms;
  }
  return null;
}
/** "and" between a minute and its seconds ("minuto 3 e 10", "minuto 2 y 30", "minute 2 and 10"). */
const AND_WORDS: ReadonlySet<string> = new Set(['e', 'y', 'and', 'und', 'et']);
/** German "N and a half" in one word ("zweieinhalb", "dreieinhalb"). */
const AND_A_HALF_DE: Readonly<Record<string, number>> = { zweieinhalb: 2.5, dreieinhalb: 3.5, viereinhalb: 4.5, funfeinhalb: 5.5, sechseinhalb: 6.5, siebeneinhalb: 7.5, achteinhalb: 8.5, neuneinhalb: 9.5 };
/** French "dernières" / "premières" between a number and its unit ("les 2 dernières secondes"). */
export const FR_LAST: ReadonlySet<string> = new Set(['dernieres', 'derniers', 'dernières']);
/** The singular "second" words that can precede their number ("bei Sekunde 6", "no segundo 6"). */
const SECOND_BEFORE = new Set(['second', 'segundo', 'seconde', 'sekunde', 'seg', 'sek', 'sec', 'sekunda', 'secondo']);
const HALF_BEFORE = new Set(['half', 'medio', 'meio', 'demi', 'halbe', 'halben', 'media', 'halbi', 'halbä', 'halbe']);
const HALF_AFTER = new Set(['half', 'medio', 'meio', 'demie', 'demi', 'mezzo']);
const ONE_AND_HALF = new Set(['anderthalb', 'eineinhalb']);
/** "a quarter of a minute", "un cuarto de minuto", "un quart de minute". */
const QUARTER = new Set(['quarter', 'cuarto', 'quarto', 'quart', 'viertel']);
const QUARTER_GAP = new Set(['of', 'a', 'an', 'de', 'd', 'un', 'une', 'um', 'uma', 'einer', 'eine', '-']);
/** Verbs that give the clip's length before a bare number ("dura 15", "dauert 20", "it lasts 30"). */
const LASTS = new Set(['dura', 'duram', 'dure', 'dauert', 'lasts', 'runs']);

/** Words that put a time at a point of the clip ("at", "aos", "à", "bei", "nach"). */
const POINT_BEFORE = new Set(['nos', 'at', '@', 'al', 'aos', 'ao', 'bei', 'bi', 'nach', 'ab', 'um', 'au', 'apres', 'after', 'by', 'bij', 'rond', 'dopo', 'efter']);
/** Words that may sit between the point word and the number ("at around 6s", "at the 4 second mark"). */
const FILLER_BEFORE = new Set(['round', 'bout', 'the', 'around', 'about', 'approx', 'approximately', 'roughly', 'exactly', 'like', '~', 'los', 'las', 'la', 'el', 'le', 'les', 'der', 'die', 'den', 'dem', 'etwa', 'ca', 'circa', 'genau', 'exactement', 'environ', 'exactamente', 'exatamente', 'cerca', 'de', 'volta', 'por', 'ungefahr', 'mark', 'just']);
/** The two words before "at" that make the time the clip's length ("ends up at", "clocks in at"). */
const LENGTH_AT: ReadonlySet<string> = new Set(['ends up', 'clocks in', 'comes out', 'comes in', 'came out', 'ended up', 'it runs', 'it sits', 'cut down', 'trimmed down', 'edited down']);
/** Verbs of LENGTH_AT that are also how a thing arrives in the picture ("the ring comes out at 0:31"). */
const ARRIVES: ReadonlySet<string> = new Set(['comes out', 'comes in', 'came out']);
/** The clip itself as a subject ("it comes out at 2 minutes", "the edit came out at 58 s"). */
const CLIP_SUBJECTS: ReadonlySet<string> = new Set(['it', 'video', 'clip', 'edit', 'cut', 'reel', 'tiktok', 'short', 'thing', 'version', 'export', 'render', 'vid', 'film', 'total']);
/** Words after "in" that start a place or a span ("20 seconds in the kitchen", "in my room", "in total"). */
const IN_PLACE: ReadonlySet<string> = new Set(['the', 'a', 'an', 'my', 'our', 'his', 'her', 'their', 'this', 'that', 'total', 'slow', 'one', 'real']);
/** Words after a time that make it a point ("the 4 second mark", "6 seconds in"). */
const POINT_AFTER = new Set(['mark', 'marca', 'marke']);
/** Words near a time that make it the clip's length. */
const DURATION_AFTER = new Set(['timelapse', 'slideshow', 'compilation', 'long', 'total', 'lang', 'clip', 'video', 'vid', 'reel', 'tiktok', 'short', 'loop', 'duracion', 'duracao', 'duree', 'insgesamt', 'max', 'maximum', 'edit', 'montage', 'ad', 'spot', 'pre', 'preroll', 'teaser', 'of', 'cut', 'version', 'recap']);
const DURATION_BEFORE = new Set(["clip's", "video's", "vid's", "reel's", 'clip', 'video', 'reel', 'vid', 'is', 'de', "d'", 'da', 'for', 'durant', 'pendant', 'von', 'during', 'durante', 'lasts', 'dure', 'dura', 'dauert', 'total', 'longueur', 'length', 'only', 'just', 'under', 'max', 'runs',
  // "Gesamtlänge eine Minute", "Gesamtdauer 40 Sekunden", "duración 30 segundos", "durée 45 s".
  'gesamtlange', 'gesamtlaenge', 'gesamtdauer', 'lange', 'dauer', 'duracion', 'duracao', 'duree', 'totale']);

/** "a second after" (1000) or "half a second after" (500) right before index k, in one clause; else null. */
function justAfterMs(t: readonly Token[], k: number): number | null {
  if (t[k - 1]?.norm !== 'after' || !['second', 'sec'].includes(t[k - 2]?.norm ?? '') || t[k - 2]!.clause !== t[k - 1]!.clause) return null;
  const a = t[k - 3]?.norm;
  if (a === 'a' && t[k - 4]?.norm === 'half') return 500;
  return a === 'a' || a === 'one' ? 1000 : null;
}
/** "comes in at", "came in at", "coming in at" right before index k. */
function comesInAt(t: readonly Token[], k: number): boolean {
  if (!(t[k - 1]?.norm === 'at' && t[k - 2]?.norm === 'in' && ['comes', 'came', 'coming', 'come'].includes(t[k - 3]?.norm ?? ''))) return false;
  // Said of the clip ("Comes in at about 45 s", "it came in at 58 s", "the edit comes in at 1:10"), not of a moment in it ("the view comes in at 0:32").
  const who = t[k - 4];
  return who === undefined || who.kind === 'punct' || who.clause !== t[k - 3]!.clause || ['it', "it's", 'its', 'video', 'vid', 'clip', 'reel', 'edit', 'cut', 'total', 'whole', 'thing'].includes(who.norm);
}
/** Verbs of telling or showing before "in N seconds", which is then the length the clip takes ("erklärt in 60 Sekunden", "explains in 30 seconds"). */
const TELLING_VERBS: ReadonlySet<string> = new Set(['zeigt', 'zeige', 'zeigen', 'erklart', 'erklare', 'erklaren', 'explains', 'explain', 'explained', 'shows', 'show', 'explica', 'explico', 'muestra', 'muestro', 'mostra', 'mostro', 'montre', 'explique', 'raconte', 'cuenta', 'conta', 'erzahlt', 'erzahle']);
/** What the telling is about, soon after the length ("… in 60 seconds how …", "… in 40 Sekunden, wie …"). */
const HOW_WORDS: ReadonlySet<string> = new Set(['how', 'why', 'what', 'wie', 'warum', 'was', 'como', 'porque', 'que', 'comment', 'pourquoi']);
/** "in" in five languages before a length told in. */
const IN_WORDS: ReadonlySet<string> = new Set(['in', 'en', 'em']);
/** Nouns that name the clip's length before "is about" ("Total is about 48s", "the runtime is roughly 1:10"). */
const LENGTH_NOUNS: ReadonlySet<string> = new Set(['total', 'length', 'runtime', 'duration', 'clip', 'video', 'reel']);
/** "about" in five languages, between a length verb and its time. */
const ABOUT_WORDS: ReadonlySet<string> = new Set(['about', 'around', 'roughly', 'approx', 'like', 'unos', 'unas', 'uns', 'umas', 'environ', 'ungefahr', 'etwa', 'circa', 'ca']);
/** Verbs that give a clip's length. */
const LENGTH_VERBS: ReadonlySet<string> = new Set(['runs', 'lasts', 'dura', 'dure', 'dauert']);
/** "of" after a minute's seconds in the other languages ("um minuto e doze da renovação", "una minuta y diez del viaje"). */
const SECONDS_OF: ReadonlySet<string> = new Set(['da', 'do', 'de', 'del', 'du', 'des', 'vom', 'von']);
/** Number words that are also articles ("a minute un ..." is not a minute and one second). */
const UNITS_ONLY_ARTICLE: ReadonlySet<string> = new Set(['un', 'une', 'uno', 'una', 'um', 'uma', 'ein', 'eine', 'einer', 'einem', 'einen', 'one']);
/** Words that may follow spelled-out seconds after a minute ("a minute five and", "une minute trente pis", "a minute forty-five I think"). */
const AFTER_SECONDS_WORD: ReadonlySet<string> = new Set(['i', 'we', 'sobre', 'about', 'on', 'of', 'sur', 'uber', 'acerca', 'with', 'com', 'con', 'avec', 'mit', 'and', 'y', 'e', 'et', 'und', 'pis', 'then', 'lang', 'even', 'environ', 'approx', 'aprox', 'aproximadamente', 'aproximadamente', 'ungefahr', 'circa', 'ish', 'or', 'mas', 'plus',
  // "une minute trente pour expliquer", "un minuto veinte para contar": the purpose after the length.
  'pour', 'para', 'pra', 'um',
  // "a minute twelve right now, might trim": the length as it stands.
  'right', 'now', 'rn', 'currently', 'atm']);

/** Words that name a reveal, payoff or drop (also used to say whether the message asks for one). */
export const REVEAL_WORDS = new Set(
  'reveal reveals revealed revealing payoff pay-off drop drops transformation appears appear shows lands hits turns glow makeover after revelacion revela revelado aparece resultado transformacion revelacao transformacao resultado revelation revele apparait resultat enthullung erscheint verwandlung ergebnis auflosung moment climax punchline surprise goal gol golazo golaco but devoile devoilee devoiles revelada revelado aparece aparecen surge enthullt zeigt cambio mudanca changement surpresa sorpresa uberraschung twist eindreveal onthulling eindresultaat resultaat reveal-moment'.split(' '),
);

export interface TimeHit {
  ms: number;
  kind: 'duration' | 'point';
  /** Token range [start, end) the time was read from, so the topic can leave it out. */
  start: number;
  end: number;
  /** A word beside it says it is the clip's length ("long", "total", "video de"). */
  durationMarked: boolean;
  /** Its clause names a reveal, payoff or drop. */
  revealClause: boolean;
  /** A hyphenated length that describes something in the clip, not the clip ("5-minute garlic noodles", "a 10-second rule"). */
  attribute?: boolean;
  /** Counted from the moment before it ("out of the oven at 0:08 ... 5 seconds later"): the later moment. */
  later?: boolean;
  /** Counted from a moment the message names with its time ("2 s after the drop marker, drop marker = 0:07.5"): that moment's time. */
  anchorMs?: number;
  /** Written as a clock ("0:42", "00:00:31"). */
  clock?: boolean;
}

/** Singular units of a hyphenated length ("5-minute", "30-second"). */
const ATTRIBUTE_UNITS: ReadonlySet<string> = new Set(['minute', 'second', 'min', 'sec', 'minuto', 'segundo', 'minuten', 'sekunden']);
/** What a hyphenated length may describe and still be the clip's own ("a 30-second clip", "a 1-minute reel"). */
const MEDIA_NOUNS: ReadonlySet<string> = new Set(['clip', 'clips', 'video', 'videos', 'vid', 'reel', 'reels', 'edit', 'short', 'shorts', 'tiktok', 'ad', 'spot', 'montage', 'teaser', 'loop', 'story', 'cut', 'version', 'trailer', 'promo', 'slideshow', 'recap', 'compilation', 'timelapse', 'vlog', 'post', 'preroll', 'pre']);

/** "5-minute garlic noodles": a hyphenated singular length before a noun that is not the clip. */
function isAttribute(t: readonly Token[], next: number): boolean {
  const unit = t[next - 1];
  const dash = t[next - 2];
  const noun = t[next];
  if (unit === undefined || dash === undefined || noun === undefined) return false;
  // "a quarter-minute long", "a 30-second cut": the clip's own length, not something in it.
  return dash.norm === '-' && ATTRIBUTE_UNITS.has(unit.norm) && noun.kind === 'word' && noun.clause === unit.clause && !MEDIA_NOUNS.has(noun.norm) && !DURATION_AFTER.has(noun.norm) && noun.norm !== 'cut';
}

interface NumberRead {
  value: number;
  next: number;
  /** Written in digits (a bare digit after a point word can be seconds; a bare word cannot). */
  digits: boolean;
}

/** A number in digits ("12", "12.5", "12,5") or words ("twenty-five", "treinta y cinco", "vingt et un") at token i. */
export function readNumber(t: readonly Token[], i: number): NumberRead | null {
  const a = t[i];
  if (a === undefined) return null;
  if (a.kind === 'num') {
    if (a.raw.length > 6) return null;
    const sep = t[i + 1];
    const frac = t[i + 2];
    if (sep !== undefined && (sep.raw === '.' || sep.raw === ',') && frac?.kind === 'num' && adjacent(a, sep) && adjacent(sep, frac) && frac.raw.length <= 3) {
      return { value: Number(`${a.raw}.${frac.raw}`), next: i + 3, digits: true };
    }
    return { value: Number(a.raw), next: i + 1, digits: true };
  }
  if (a.kind !== 'word' || !Object.hasOwn(NUMBER_WORDS, a.norm)) return null;
  const v = NUMBER_WORDS[a.norm]!;
  // "twenty-five", "twenty five", "treinta y cinco", "vingt et un", "dix-sept".
  if (TENS.has(v) || v === 10) {
    let k = i + 1;
    if (t[k] !== undefined && JOINERS.has(t[k]!.norm)) k++;
    const u = t[k];
    if (u !== undefined && Object.hasOwn(UNITS, u.norm) && (v !== 10 || UNITS[u.norm]! >= 7)) return { value: v + UNITS[u.norm]!, next: k + 1, digits: false };
  }
  return { value: v, next: i + 1, digits: false };
}

const isUnit = (tok: Token | undefined, set: ReadonlySet<string>) => tok !== undefined && tok.kind === 'word' && set.has(tok.norm);

/** "and a half" / "y medio" / "e meio" / "et demie" after a value: the length in tokens, 0 when absent. */
function andAHalf(t: readonly Token[], i: number): number {
  if (!JOINERS.has(t[i]?.norm ?? '')) return 0;
  if (HALF_AFTER.has(t[i + 1]?.norm ?? '')) return 2;
  if ((t[i + 1]?.norm === 'a' || t[i + 1]?.norm === 'un') && HALF_AFTER.has(t[i + 2]?.norm ?? '')) return 3;
  return 0;
}

/** "et quart" / "y cuarto" / "e um quarto" / "and a quarter" after a minute: the length in tokens, 0 when absent. */
function andAQuarter(t: readonly Token[], i: number): number {
  if (!JOINERS.has(t[i]?.norm ?? '')) return 0;
  if (t[i + 1]?.norm === 'quart' || t[i + 1]?.norm === 'cuarto') return 2;
  if (['a', 'um', 'un'].includes(t[i + 1]?.norm ?? '') && ['quarter', 'quarto', 'quart'].includes(t[i + 2]?.norm ?? '')) return 3;
  return 0;
}

/** ".1", ".25", ".500" written right after a timecode's seconds: the fraction in ms and the token after it. */
function fraction(t: readonly Token[], i: number): { ms: number; next: number } {
  const dot = t[i];
  const digits = t[i + 1];
  if (dot?.raw !== '.' || digits?.kind !== 'num' || !adjacent(t[i - 1], dot) || !adjacent(dot, digits) || digits.raw.length > 3) return { ms: 0, next: i };
  return { ms: Math.round(Number(`0.${digits.raw}`) * 1000), next: i + 2 };
}

/** Ordinal words up to the thirtieth in English and French, whose tens join with a hyphen ("dix-septième"). */
const ORDINAL_WORDS: Readonly<Record<string, number>> = (() => {
  const m: Record<string, number> = {};
  const en = 'first second third fourth fifth sixth seventh eighth ninth tenth eleventh twelfth thirteenth fourteenth fifteenth sixteenth seventeenth eighteenth nineteenth twentieth'.split(' ');
  en.forEach((w, k) => (m[w] = k + 1));
  m.thirtieth = 30;
  const fr = 'premiere deuxieme troisieme quatrieme cinquieme sixieme septieme huitieme neuvieme dixieme onzieme douzieme treizieme quatorzieme quinzieme seizieme'.split(' ');
  fr.forEach((w, k) => (m[w] = k + 1));
  m.vingtieme = 20;
  m.trentieme = 30;
  // Spanish, Portuguese and German ordinals before their unit ("no oitavo segundo", "en el octavo segundo", "in der achten Sekunde");
  // "segundo" is the unit itself, so the second second is left out.
  const es = ['primer', '', 'tercer', 'cuarto', 'quinto', 'sexto', 'septimo', 'octavo', 'noveno', 'decimo'];
  es.forEach((w, k) => { if (w !== '') m[w] = k + 1; });
  Object.assign(m, { primero: 1, tercero: 3, undecimo: 11, duodecimo: 12, primeiro: 1, terceiro: 3, quarto: 4, setimo: 7, oitavo: 8, nono: 9 });
  const de = ['ersten', 'zweiten', 'dritten', 'vierten', 'funften', 'sechsten', 'siebten', 'achten', 'neunten', 'zehnten', 'elften', 'zwolften'];
  de.forEach((w, k) => { m[w] = k + 1; m[w.slice(0, -1)] = k + 1; });
  delete m.second; // "second" is the unit itself
  return m;
})();
/** "dix-septième", "vingt-deuxième", "twelfth": an ordinal in words at token i, its value and the token after it. */
function ordinalWordsAt(t: readonly Token[], i: number): { value: number; next: number } | null {
  const a = t[i]!;
  if (a.kind !== 'word') return null;
  // French tens joined by a hyphen: "dix-septième" (10 + 7), "vingt-deuxième" (20 + 2).
  const tens: Record<string, number> = { dix: 10, vingt: 20, trente: 30 };
  if (Object.hasOwn(tens, a.norm) && t[i + 1]?.raw === '-' && t[i + 2]?.kind === 'word' && Object.hasOwn(ORDINAL_WORDS, t[i + 2]!.norm)) return { value: tens[a.norm]! + ORDINAL_WORDS[t[i + 2]!.norm]!, next: i + 3 };
  if (Object.hasOwn(ORDINAL_WORDS, a.norm)) return { value: ORDINAL_WORDS[a.norm]!, next: i + 1 };
  return null;
}

/** "the first 10 seconds", "los primeros 10 segundos", "les 10 premières secondes" (French puts it after). */
/** "the 'before' part runs", "the before bit is", "la parte del antes dura": a time right after names the before part's length. */
function beforePartNamed(t: readonly Token[], i: number, clause: number): boolean {
  const verb = t[i - 1];
  if (verb === undefined || !['runs', 'is', 'lasts', 'takes', 'dura', 'dure', 'dauert', 'es', 'e'].includes(verb.norm)) return false;
  let part = false;
  let before = false;
  for (let k = i - 2; k >= Math.max(0, i - 6) && t[k]!.clause === clause; k--) {
    if (['part', 'bit', 'section', 'parte', 'partie', 'teil'].includes(t[k]!.norm)) part = true;
    if (['before', 'antes', 'avant', 'vorher'].includes(t[k]!.norm)) before = true;
  }
  return part && before;
}
/** The "after" part named as such ("the after", "el después", "o depois", "l'après", "das Nachher"). */
const AFTER_PART: ReadonlySet<string> = new Set(['after', 'despues', 'depois', 'apres', 'nachher']);
/** An "after" part named within ten tokens after a before part's length, not as "N seconds after" (which counts on from it). */
function afterPartFollows(t: readonly Token[], from: number, clause: number): boolean {
  for (let k = from; k < Math.min(t.length, from + 10); k++) {
    if (t[k]!.clause > clause + 1) return false;
    if (AFTER_PART.has(t[k]!.norm) && (t[k - 1]?.kind === 'word' && !SEC_UNITS.has(t[k - 1]!.norm) && !MIN_UNITS.has(t[k - 1]!.norm))) return true;
  }
  return false;
}
/** Verbs before "the first N" that make those N seconds the posted clip ("posting the first 2 mins"). */
const POSTING_VERBS: ReadonlySet<string> = new Set(['posting', 'post', 'sharing', 'share', 'uploading', 'upload', 'using', 'keeping', 'cutting']);
const FIRST_WORDS: ReadonlySet<string> = new Set(['first', 'primeros', 'primeras', 'primeiros', 'primeiras', 'premieres', 'premiers', 'ersten']);
/** "... are the before": the time is the before's length. */
const BEFORE_WORDS: ReadonlySet<string> = new Set(['before', 'antes', 'avant', 'vorher']);
/** A "before" word within four tokens after a time, in its clause. */
function beforeFollows(t: readonly Token[], from: number, clause: number): boolean {
  for (let k = from; k < Math.min(t.length, from + 5); k++) {
    if (t[k]!.clause !== clause) break;
    if (BEFORE_WORDS.has(t[k]!.norm)) return true;
  }
  // "the first 50 seconds are demo + build, then the reveal right after that": the reveal follows them, in the next clause.
  for (let k = from; k < Math.min(t.length, from + 12); k++) {
    if (t[k]!.clause > clause + 1) break;
    if (t[k]!.norm === 'then' && t[k + 1]?.norm === 'the' && REVEAL_WORDS.has(t[k + 2]?.norm ?? '')) return true;
  }
  return false;
}

/** Words after a time that count it from the moment before ("5 seconds later", "6 segundos después"). */
/** "N seconds after the …", said before the moment it counts from is placed ("4 seconds after the first cut, which is at 0:10"). */
const AFTER_THE = phraseSet(["après l'", "apres l'", 'after an', 'after its', 'after the', 'after my', 'after his', 'after her', 'despues del', 'después del', 'despues de la', 'después de la', 'depois do', 'depois da', 'apres le', 'après le', 'apres la', 'après la', 'nach dem', 'nach der']);
const LATER = phraseSet(['later', 'after that', 'afterwards', 'después', 'despues', 'más tarde', 'mas tarde', 'depois', 'mais tarde', 'plus tard', 'après', 'danach', 'später', 'spater', 'darauf']);

/** Time units after "frame N" that make N a time, not a frame ("into frame 5 seconds before the end"). */
const UNIT_WORDS_AFTER_FRAME: ReadonlySet<string> = new Set(['s', 'sec', 'secs', 'second', 'seconds', 'segundo', 'segundos', 'seconde', 'secondes', 'sekunde', 'sekunden', 'min', 'minute', 'minutes']);
/** Frames per second when none is stated: phone video's 30. */
const DEFAULT_FPS = 30;
/** A frame number past this many seconds is no moment of a short clip ("frame 150" is; "frame 90000" is not). */
const MAX_FRAME_SECONDS = 600;

/** Words that open a clause saying when the moment just named happens ("…, que é no segundo 10", "…, which is at 0:10"). */
const RELATIVES: ReadonlySet<string> = new Set(['que', 'which', 'that', 'qui', 'der', 'die', 'das', 'welcher', 'welche', 'cual', 'qual']);
/** The verb of a relative clause that places a moment ("que é", "which is", "qui est", "der ist", "que cae"). */
const PLACED_BY: ReadonlySet<string> = new Set(['e', 'es', 'is', "'s", 'est', 'ist', 'esta', 'cae', 'cai', 'tombe', 'falls', 'lands', 'happens', 'comes', 'fica', 'queda', 'liegt', 'kommt']);
/** How many tokens after "N s after the X" the moment X may be placed ("the first cut, which is at 0:10"). */
const MOMENT_AFTER_SPAN = 10;

/**
 * The moment a "N seconds after the X" is counted from, when the message places X right after it
 * ("4 segundos depois do primeiro corte, que é no segundo 10"): a time after a relative word, in
 * the same clause or the next one. Bounded scan, no backtracking.
 */
function momentSaidAfter(t: readonly Token[], from: number, clause: number, fps: number): { ms: number; next: number } | null {
  const end = Math.min(t.length, from + MOMENT_AFTER_SPAN);
  for (let k = from; k < end; k++) {
    if (t[k]!.clause > clause + 1) return null;
    if (t[k]!.kind !== 'word' || !RELATIVES.has(t[k]!.norm)) continue;
    // "…, que é no segundo 10", "…, which is at 0:10": the relative clause says where the moment is, not how long something lasts ("en un video que dura 30 segundos").
    if (!PLACED_BY.has(t[k + 1]?.norm ?? '')) return null;
    for (let m = k + 2; m < Math.min(t.length, k + 6); m++) {
      if (t[m]!.clause !== t[k]!.clause) return null;
      const at = readTimeAt(t, m, fps);
      if (at !== null) return { ms: at.ms, next: at.next };
    }
    return null;
  }
  return null;
}

/** Words right after a time that count it from an event said next ("2 s after he jumps", "después de que", "nachdem", "après notre arrivée"). */
const AFTER_EVENT: ReadonlySet<string> = new Set(['after', 'despues', 'depois', 'apres', 'nachdem']);
/** Words before the event's time ("at 0:09", "en el 0:20", "à 0:08", "bei 0:15", "no 0:20", "aos 20 s"). */
const EVENT_AT: ReadonlySet<string> = new Set(['at', '@', 'en', 'el', 'a', 'bei', 'um', 'no', 'na', 'aos', 'ao', 'al', 'le', 'the', 'dem']);
/** How many tokens after the "after" word the event's time may come. */
const EVENT_SPAN = 12;

/**
 * "N s after <an event> at T": the event's own time said later in the same clause, behind a point
 * word; the moment is T + N. A time with a unit or a clock only (a bare "at 9" may be an hour). Bounded scan.
 */
function eventPlacedAfter(t: readonly Token[], at: number, clause: number, fps: number): { ms: number; next: number } | null {
  if (!AFTER_EVENT.has(t[at]?.norm ?? '') && t[at]?.raw.toLowerCase() !== 'après') return null;
  const end = Math.min(t.length, at + EVENT_SPAN);
  for (let k = at + 1; k < end; k++) {
    if (t[k]!.clause !== clause) return null;
    if (!(EVENT_AT.has(t[k]!.norm) || t[k]!.raw.toLowerCase() === 'à') || t[k + 1] === undefined) continue;
    const time = readTimeAt(t, k + 1, fps);
    if (time !== null && time.next > k + 1 && (time.clock || time.bare !== true)) return { ms: time.ms, next: time.next };
  }
  return null;
}

/** A frame rate said in words: "25 images/s", "25 Bilder pro Sekunde". */
const FRAME_WORDS: ReadonlySet<string> = new Set(['frames', 'images', 'imagens', 'bilder', 'cuadros', 'quadros', 'fotogramas']);
const PER_WORDS: ReadonlySet<string> = new Set(['per', 'par', 'pro', 'por', 'a']);
const SECOND_WORDS: ReadonlySet<string> = new Set(['s', 'sec', 'second', 'seconde', 'segundo', 'sekunde']);
/** The frame rate a message states ("25 fps", "Frame rate: 24", "29.97fps"), else 30. */
export function frameRate(t: readonly Token[], steps: Steps): number {
  for (let i = 0; i < t.length; i++) {
    steps.n++;
    const tok = t[i]!;
    // ("24 qps": quadros por segundo.)
    if (tok.kind === 'word' && (tok.norm === 'fps' || tok.norm === 'ips' || tok.norm === 'qps')) {
      // "25 fps", "25fps", "29.97 fps".
      // (A number closing the line before is no rate: "hit_tc=00:00:31:12" then "fps=24" on the next line.)
      const prev = t[i - 1];
      if (prev?.kind === 'num' && prev.clause === tok.clause) {
        const whole = t[i - 3]?.kind === 'num' && t[i - 2]?.raw === '.' ? Number(`${t[i - 3]!.raw}.${prev.raw}`) : Number(prev.raw);
        if (whole >= 12 && whole <= 120) return whole;
      }
    }
    // "25 images/s", "25 images par seconde", "25 Bilder pro Sekunde", "24 frames per second", "30 cuadros por segundo".
    if (tok.kind === 'num' && FRAME_WORDS.has(t[i + 1]?.norm ?? '') && (t[i + 2]?.raw === '/' || PER_WORDS.has(t[i + 2]?.norm ?? '')) && SECOND_WORDS.has(t[i + 3]?.norm ?? '')) {
      const n = Number(tok.raw);
      if (n >= 12 && n <= 120) return n;
    }
    // "à 25 i/s" (images par seconde).
    if (tok.kind === 'num' && t[i + 1]?.norm === 'i' && t[i + 2]?.raw === '/' && t[i + 3]?.norm === 's') {
      const n = Number(tok.raw);
      if (n >= 12 && n <= 120) return n;
    }
    // "FPS 24", "fps 25" at the head of an edit list.
    if (tok.kind === 'num' && t[i - 1]?.norm === 'fps' && t[i - 1]!.clause === tok.clause) {
      const n = Number(tok.raw);
      if (n >= 12 && n <= 120) return n;
    }
    // "Frame rate: 25", "framerate=24".
    // A JSON key's closing quote may stand between ('"fps":24').
    const q = t[i - 2]?.kind === 'punct' && QUOTES.has(t[i - 2]!.raw) ? 1 : 0;
    if (tok.kind === 'num' && (t[i - 1]?.raw === ':' || t[i - 1]?.raw === '=') && ((t[i - 2 - q]?.norm === 'rate' && t[i - 3 - q]?.norm === 'frame') || t[i - 2 - q]?.norm === 'framerate' || t[i - 2 - q]?.norm === 'fps')) {
      const n = Number(tok.raw);
      if (n >= 12 && n <= 120) return n;
    }
  }
  return DEFAULT_FPS;
}

/** "explained" in four languages, before "in" and a title's length ("quarterly earnings explained in 60s"). */
const EXPLAINED: ReadonlySet<string> = new Set(['explained', 'explique', 'explicado', 'erklart']);
/** A moment's verb or reveal word at k: Nigerian English "for" right after one is "at" ("the final plate go show for 0:26", "Reveal for 0:13"). */
function momentWordAt(t: readonly Token[], k: number): boolean {
  return EVENT_VERBS.has(t[k]?.norm ?? '') || REVEAL_WORDS.has(t[k]?.norm ?? '');
}

/** Verbs of a clip ending ("it ends at 0:10"), and what may end ("it", "the clip", "which"). */
const CLIP_ENDS: ReadonlySet<string> = new Set(['ends', 'finishes', 'stops', 'ending']);
const ENDING_SUBJECTS: ReadonlySet<string> = new Set(['it', 'clip', 'video', 'vid', 'reel', 'which', 'that', 'edit']);

/** After "once N seconds", words that make it the moment they have gone by ("once 14 seconds have passed"). */
const ONCE_PASSED: ReadonlySet<string> = new Set(['have', 'has', 'pass', 'passed', 'elapsed', 'gone', 'are', 'in']);

/** Words before a time that has gone by ("depuis 5 min", "seit 10 Minuten", "hace 5 minutos", "há 5 minutos"); not "faz", which also says a length ("o vídeo faz 45 segundos"). */
const ELAPSED_BEFORE: ReadonlySet<string> = new Set(['depuis', 'seit', 'hace', 'há', 'since']);

/** Words before the start of a span of clock times ("from 0:26 to 0:31", "de 0:26 a 0:31", "von 0:26 bis 0:31"). */
/** Words that make a following "de" mean "around" ("por volta de", "cerca de", "alrededor de", "perto de", "autour de"). */
const AROUND_DE: ReadonlySet<string> = new Set(['volta', 'cerca', 'alrededor', 'perto', 'autour', 'aproximadamente', 'acerca']);
const FROM_WORDS: ReadonlySet<string> = new Set(['from', 'de', 'desde', 'von', 'ab', 'du', 'entre']);

/** Words before a clock typed without its colon ("at 0 17", "like 0 17"). */
const SPOKEN_CLOCK_BEFORE: ReadonlySet<string> = new Set(['at', 'like', 'around', 'round', 'bout', 'about', '@', 'by']);

/** Portuguese verbs before "no" + a time that make it "at" ("a virada é no 9s", "o gol sai no 12s"). */
const PT_PLACING_VERBS: ReadonlySet<string> = new Set(['e', 'fica', 'acontece', 'aparece', 'vem', 'rola', 'chega', 'cai', 'sai', 'entra']);

/** Words that open a range of times ("between 5 and 7 s", "entre 5 y 7 segundos", "zwischen 5 und 7 Sekunden"). */
const BETWEEN: ReadonlySet<string> = new Set(['between', 'entre', 'zwischen']);
const RANGE_JOINERS: ReadonlySet<string> = new Set(['and', 'y', 'e', 'et', 'und', '-', 'to', 'a', 'bis']);

/** "between 5 and 7 s": the middle of the range, in the unit of its second number. */
function rangeAt(t: readonly Token[], i: number, fps: number): ReturnType<typeof readTimeAt> {
  if (!BETWEEN.has(t[i]!.norm) || t[i + 1]?.kind !== 'num' || !RANGE_JOINERS.has(t[i + 2]?.norm ?? '') || t[i + 3]?.kind !== 'num') return null;
  const second = readTimeAt(t, i + 3, fps);
  const a = Number(t[i + 1]!.raw);
  const b = Number(t[i + 3]!.raw);
  if (second === null || second.clock || !(b > a) || !Number.isFinite(a)) return null;
  return { ms: Math.round((second.ms * (a + b)) / (2 * b)), next: second.next, clock: false };
}

/** Whether the message states a frame rate ("60fps", "Frame rate: 24"), once per message (readTimeAt runs per token). */
const statedRates = new WeakMap<readonly Token[], boolean>();
function rateStated(t: readonly Token[]): boolean {
  let v = statedRates.get(t);
  if (v === undefined) statedRates.set(t, (v = t.some((x, k) => (x.norm === 'fps' && (t[k - 1]?.kind === 'num' || t[k + 1]?.kind === 'num')) || x.norm === 'framerate')));
  return v;
}

/** One time expression starting at token i: its length in ms and the token after it. */
function readTimeAt(t: readonly Token[], i: number, fps: number): { ms: number; next: number; clock: boolean; bare?: boolean; ordinal?: boolean; frame?: boolean } | null {
  const a = t[i]!;
  // French "les 2 dernières secondes": the adjective between the number and its unit (the concierge counts it back from the end).
  if (a.kind === 'num' && FR_LAST.has(t[i + 1]?.norm ?? '') && isUnit(t[i + 2], SEC_UNITS)) return { ms: Number(a.raw) * 1000, next: i + 3, clock: false };
  // "00:00:16" (hours, minutes, seconds, as agents and editors write a timecode).
  if (a.kind === 'num' && t[i + 1]?.raw === ':' && t[i + 2]?.kind === 'num' && t[i + 3]?.raw === ':' && t[i + 4]?.kind === 'num' && adjacent(a, t[i + 1]) && adjacent(t[i + 1], t[i + 2]) && adjacent(t[i + 2], t[i + 3]) && adjacent(t[i + 3], t[i + 4]) && t[i + 2]!.raw.length === 2 && t[i + 4]!.raw.length === 2 && a.raw.length <= 2) {
    const m = Number(t[i + 2]!.raw);
    const sec = Number(t[i + 4]!.raw);
    if (m < 60 && sec < 60) {
      // An editor's timecode with frames, "00:00:38:12": twelve frames at the stated frame rate.
      const ff = t[i + 6];
      if (t[i + 5]?.raw === ':' && ff?.kind === 'num' && ff.raw.length === 2 && adjacent(t[i + 4], t[i + 5]) && adjacent(t[i + 5], ff) && Number(ff.raw) < fps) {
        return { ms: (Number(a.raw) * 3600 + m * 60 + sec) * 1000 + Math.round((Number(ff.raw) / fps) * 1000), next: i + 7, clock: true };
      }
      const f = fraction(t, i + 5);
      return { ms: (Number(a.raw) * 3600 + m * 60 + sec) * 1000 + f.ms, next: f.next, clock: true };
    }
  }
  // "0'25" (minutes and seconds written with a prime, as French and Italian editors do).
  if (a.kind === 'num' && a.raw.length <= 2 && Number(a.raw) <= 10 && (t[i + 1]?.raw === "'" || t[i + 1]?.raw === '′' || t[i + 1]?.raw === '’') && t[i + 2]?.kind === 'num' && t[i + 2]!.raw.length === 2 && adjacent(a, t[i + 1]) && adjacent(t[i + 1], t[i + 2]) && Number(t[i + 2]!.raw) < 60) {
    return { ms: (Number(a.raw) * 60 + Number(t[i + 2]!.raw)) * 1000, next: i + 3, clock: true };
  }
  // "lockout at like 0 17", "the drop at 0 13": a clock dictated or typed without its colon, after a point word.
  if ((a.raw === '0' || a.raw === '00') && t[i + 1]?.kind === 'num' && t[i + 1]!.raw.length === 2 && !adjacent(a, t[i + 1]) && t[i + 1]!.clause === a.clause && Number(t[i + 1]!.raw) < 60 && SPOKEN_CLOCK_BEFORE.has(t[i - 1]?.norm ?? '')) {
    return { ms: Number(t[i + 1]!.raw) * 1000, next: i + 2, clock: true };
  }
  // ":14": seconds written as a clock's tail, the colon set apart from any word or number before it.
  if (a.raw === ':' && t[i + 1]?.kind === 'num' && t[i + 1]!.raw.length === 2 && adjacent(a, t[i + 1]) && !adjacent(t[i - 1], a) && Number(t[i + 1]!.raw) < 60) {
    return { ms: Number(t[i + 1]!.raw) * 1000, next: i + 2, clock: true };
  }
  // "at frame 150 (25 fps)": a frame number at the stated frame rate.
  // ("spins into frame 5 seconds before the end": a number with its time unit after it is no frame number.)
  if ((a.norm === 'frame' || a.norm === 'fotograma' || a.norm === 'quadro' || a.norm === 'image' || a.norm === 'bild') && t[i + 1]?.kind === 'num' && t[i + 1]!.clause === a.clause && !isUnit(t[i + 2], SECOND_BEFORE) && !UNIT_WORDS_AFTER_FRAME.has(t[i + 2]?.norm ?? '')) {
    const n = Number(t[i + 1]!.raw);
    if (Number.isInteger(n) && n > 0 && n < fps * MAX_FRAME_SECONDS) return { ms: Math.round((n / fps) * 1000), next: i + 2, clock: false, frame: true };
  }
  // "450 frames at 30fps", "720 images à 24 i/s": a count of frames at its stated rate is a length.
  if (a.kind === 'num' && (FRAME_WORDS.has(t[i + 1]?.norm ?? '') || t[i + 1]?.norm === 'fotogramas') && ['at', '@', 'a', 'à', 'bei', 'mit', 'com', 'con', '('].includes(t[i + 2]?.raw.toLowerCase() ?? '') && t[i + 3]?.kind === 'num' && ['fps', 'ips', 'i'].includes(t[i + 4]?.norm ?? '')) {
    const n = Number(a.raw);
    const rate = Number(t[i + 3]!.raw);
    if (Number.isInteger(n) && n > 0 && rate >= 12 && rate <= 120 && n < rate * MAX_FRAME_SECONDS) return { ms: Math.round((n / rate) * 1000), next: i + 2, clock: false };
  }
  // "shot at 60fps, 1800 frames total", "1800 frames long": a count of frames said to be the whole, at the rate the message states.
  if (a.kind === 'num' && FRAME_WORDS.has(t[i + 1]?.norm ?? '') && (t[i + 2]?.norm === 'total' || t[i + 2]?.norm === 'long') && rateStated(t)) {
    const n = Number(a.raw);
    if (Number.isInteger(n) && n > 0 && n < fps * MAX_FRAME_SECONDS) return { ms: Math.round((n / fps) * 1000), next: i + 2, clock: false };
  }
  // "00h00m45s", "0m30s": hours, minutes and seconds written with their letters.
  if (a.kind === 'num' && t[i + 1]?.norm === 'h' && t[i + 2]?.kind === 'num' && t[i + 3]?.norm === 'm' && t[i + 4]?.kind === 'num' && t[i + 5]?.norm === 's' && [1, 2, 3, 4, 5].every((d) => adjacent(t[i + d - 1], t[i + d]))) {
    return { ms: (Number(a.raw) * 3600 + Number(t[i + 2]!.raw) * 60 + Number(t[i + 4]!.raw)) * 1000, next: i + 6, clock: true };
  }
  // 20" (seconds written with a double prime), when the mark is no closing quote ("Top 10" in a title).
  const prime = t[i + 1];
  if (a.kind === 'num' && a.raw.length <= 3 && (prime?.raw === '"' || prime?.raw === '″') && adjacent(a, prime) && !(t[i - 1]?.kind === 'punct' && QUOTES.has(t[i - 1]!.raw)) && !(t[i - 1] !== undefined && t[i - 1]!.kind === 'word' && adjacent(t[i - 1], a))) {
    const after = t[i + 2];
    if (after === undefined || after.kind === 'word' || after.raw === '.') return { ms: Number(a.raw) * 1000, next: i + 2, clock: false };
  }
  // "at 0.11": minutes and seconds written with a dot (two digits of seconds, no unit after).
  if (a.raw === '0' && t[i + 1]?.raw === '.' && t[i + 2]?.kind === 'num' && t[i + 2]!.raw.length === 2 && Number(t[i + 2]!.raw) < 60 && adjacent(a, t[i + 1]) && adjacent(t[i + 1], t[i + 2]) && (t[i - 1]?.norm === 'at' || t[i - 1]?.norm === '@') && t[i + 3]?.kind !== 'word') {
    return { ms: Number(t[i + 2]!.raw) * 1000, next: i + 3, clock: true };
  }
  // "1:30", "0:06", "00:05.1" (an editor's timecode with tenths): minutes and seconds.
  if (a.kind === 'num' && t[i + 1]?.raw === ':' && t[i + 2]?.kind === 'num' && adjacent(a, t[i + 1]) && adjacent(t[i + 1], t[i + 2]) && t[i + 2]!.raw.length === 2 && a.raw.length <= 2) {
    const s = Number(t[i + 2]!.raw);
    // "9:16" is the vertical frame's aspect ratio ("Asset: 9:16, 22 s"), not nine minutes sixteen.
    if (s < 60 && !(a.raw === '9' && t[i + 2]!.raw === '16')) {
      const f = fraction(t, i + 3);
      return { ms: (Number(a.raw) * 60 + s) * 1000 + f.ms, next: f.next, clock: true };
    }
  }
  // "half a minute", "a half minute", "medio minuto", "meio minuto", "une demi-minute", "eine halbe Minute".
  if (HALF_BEFORE.has(a.norm)) {
    let k = i + 1;
    if (t[k]?.norm === '-' || t[k]?.norm === 'a' || t[k]?.norm === 'an') k++;
    if (isUnit(t[k], MIN_UNITS)) return { ms: 30_000, next: k + 1, clock: false };
    // "the reveal is like half a second after": a moment half a second on (a length that short is no clip).
    if (a.norm === 'half' && isUnit(t[k], SEC_UNITS) && t[k]!.norm.length > 1) return { ms: 500, next: k + 1, clock: false };
  }
  if (ONE_AND_HALF.has(a.norm) && isUnit(t[i + 1], MIN_UNITS)) return { ms: 90_000, next: i + 2, clock: false };
  // "Zweieinhalb Minuten", "dreieinhalb Minuten": two and a half, three and a half minutes.
  if (Object.hasOwn(AND_A_HALF_DE, a.norm) && isUnit(t[i + 1], MIN_UNITS)) return { ms: AND_A_HALF_DE[a.norm]! * 60_000, next: i + 2, clock: false };
  if (QUARTER.has(a.norm)) {
    let k = i + 1;
    for (let g = 0; g < 2 && QUARTER_GAP.has(t[k]?.norm ?? ''); g++) k++;
    if (isUnit(t[k], MIN_UNITS) && t[k]!.norm.length > 1) return { ms: 15_000, next: k + 1, clock: false };
  }
  // "three quarters of a minute": 45 s.
  if ((a.norm === 'three' || a.norm === 'tres' || a.norm === 'trois' || a.norm === 'drei') && ['quarters', 'quarter', 'cuartos', 'quartos', 'quarts', 'viertel'].includes(t[i + 1]?.norm ?? '')) {
    let k = i + 2;
    for (let g = 0; g < 2 && QUARTER_GAP.has(t[k]?.norm ?? ''); g++) k++;
    if (isUnit(t[k], MIN_UNITS) && t[k]!.norm.length > 1) return { ms: 45_000, next: k + 1, clock: false };
  }
  // "minuto y medio", "minute and a half" with no number before: one and a half minutes.
  if (isUnit(a, MIN_UNITS) && a.norm.length > 1 && t[i - 1]?.kind !== 'num') {
    const half = andAHalf(t, i + 1);
    if (half > 0) return { ms: 90_000, next: i + 1 + half, clock: false };
  }
  // "bei Sekunde 6", "no segundo 6", "à la seconde 6", "bi sek. 14": the number after the word is a point.
  if (isUnit(a, SECOND_BEFORE) && (t[i + 1]?.kind === 'num' || (t[i + 1]?.raw === '.' && t[i + 2]?.kind === 'num'))) {
    // ("en el segundo 0:09": a clock time after the word reads as the clock.)
    const clock = t[i + 1]!.kind === 'num' && t[i + 2]?.raw === ':' ? readTimeAt(t, i + 1, fps) : null;
    if (clock !== null && clock.clock) return { ms: clock.ms, next: clock.next, clock: true };
    const n = readNumber(t, t[i + 1]!.kind === 'num' ? i + 1 : i + 2);
    if (n !== null) return { ms: Math.round(n.value * 1000), next: n.next, clock: false };
  }
  // "la sorpresa llega en el minuto uno", "no minuto 2", "à la minute 1": a minute named by its number after an article is a point.
  if (isUnit(a, MIN_UNITS) && a.norm.length > 3 && MINUTE_NAMED_AFTER.has(t[i - 1]?.norm ?? '') && t[i + 1]?.clause === a.clause && (t[i + 1]!.kind === 'num' || (t[i + 1]!.kind === 'word' && Object.hasOwn(NUMBER_WORDS, t[i + 1]!.norm)))) {
    const n = readNumber(t, i + 1);
    // ("no minuto 1:10" is a clock time after the word.)
    if (n !== null && n.value >= 1 && n.value <= 9 && t[n.next]?.raw !== ':') {
      // "no minuto 3 e 10", "en el minuto 2 y 30": and so many seconds.
      const sec = AND_WORDS.has(t[n.next]?.norm ?? '') && t[n.next + 1]?.kind === 'num' ? readNumber(t, n.next + 1) : null;
      if (sec !== null && sec.value < 60) return { ms: Math.round(n.value * 60_000 + sec.value * 1000), next: isUnit(t[sec.next], SEC_UNITS) ? sec.next + 1 : sec.next, clock: false, ordinal: true };
      return { ms: Math.round(n.value * 60_000), next: n.next, clock: false, ordinal: true };
    }
  }
  // "a revelação final ao minuto e cinco", "al minuto y diez": a minute and so many seconds, as a mark.
  if (isUnit(a, MIN_UNITS) && a.norm.length > 3 && (t[i - 1]?.norm === 'ao' || t[i - 1]?.norm === 'al') && AND_WORDS.has(t[i + 1]?.norm ?? '') && t[i + 2] !== undefined) {
    const sec = readNumber(t, i + 2);
    if (sec !== null && sec.value > 0 && sec.value < 60 && t[i + 2]!.clause === a.clause) return { ms: 60_000 + Math.round(sec.value * 1000), next: isUnit(t[sec.next], SEC_UNITS) ? sec.next + 1 : sec.next, clock: false, ordinal: true };
  }
  // "the finished dresser shows at the minute mark": the one-minute mark.
  if (isUnit(a, MIN_UNITS) && a.norm === 'minute' && t[i - 1]?.norm === 'the' && t[i + 1]?.norm === 'mark') return { ms: 60_000, next: i + 2, clock: false, ordinal: true };
  // "aparece justo al minuto": at the one-minute mark (no number after it).
  // ("huevos al minuto" is a dish, "al minuto ya tenía mil likes" a while: only "justo/exacto al minuto".)
  if (a.norm === 'minuto' && t[i - 1]?.norm === 'al' && ['justo', 'exacto', 'exactamente', 'justito'].includes(t[i - 2]?.norm ?? '') && t[i + 1]?.kind !== 'num' && !Object.hasOwn(NUMBER_WORDS, t[i + 1]?.norm ?? '')) return { ms: 60_000, next: i + 1, clock: false, ordinal: true };
  // "el novio la ve al minuto justo", "no minuto exato", "à la minute pile": the one-minute mark, said without its number.
  if (isUnit(a, MIN_UNITS) && a.norm.length > 3 && (t[i - 1]?.norm === 'al' || t[i - 1]?.norm === 'no' || t[i - 1]?.norm === 'la') && EXACT_MINUTE.has(t[i + 1]?.norm ?? '') && t[i + 1]!.clause === a.clause) {
    return { ms: 60_000, next: i + 2, clock: false, ordinal: true };
  }
  // "at second twelve", "in Sekunde zwölf", "no segundo quinze": the number in words.
  if (isUnit(a, SECOND_BEFORE) && a.norm.length > 3 && t[i + 1]?.kind === 'word' && t[i + 1]!.clause === a.clause && Object.hasOwn(NUMBER_WORDS, t[i + 1]!.norm)) {
    const n = readNumber(t, i + 1);
    if (n !== null && n.value > 0) return { ms: Math.round(n.value * 1000), next: n.next, clock: false, ordinal: true };
  }
  // "à la dix-septième seconde", "the twelfth second": an ordinal in words before the second.
  const ordinal = ordinalWordsAt(t, i);
  if (ordinal !== null && isUnit(t[ordinal.next], SECOND_BEFORE)) return { ms: ordinal.value * 1000, next: ordinal.next + 1, clock: false, ordinal: true };
  // "à la 10e seconde", "la 10ème seconde", "in der 8. Sekunde", "the 10th second": an ordinal second is a point.
  if (a.kind === 'num' && a.raw.length <= 3) {
    const suffix = t[i + 1];
    if (suffix !== undefined && adjacent(a, suffix) && (ORDINAL_SUFFIXES.has(suffix.norm) || suffix.raw === '.') && isUnit(t[i + 2], SECOND_BEFORE)) {
      return { ms: Number(a.raw) * 1000, next: i + 3, clock: false, ordinal: true };
    }
  }
  let n = readNumber(t, i);
  // "a minute", "an minute" is not English but "a minute and a half" is.
  if (n === null && (a.norm === 'a' || a.norm === 'an') && isUnit(t[i + 1], MIN_UNITS) && t[i + 1]!.norm.length > 1) n = { value: 1, next: i + 1, digits: false };
  if (n === null) return null;
  let k = n.next;
  let value = n.value;
  // "one and a half minutes"
  const half = andAHalf(t, k);
  if (half > 0) {
    value += 0.5;
    k += half;
  }
  if (t[k]?.norm === '-') k++;
  // "une vingtaine de secondes": a French round count takes "de" before its unit.
  if (a.norm.endsWith('aine') && (t[k]?.norm === 'de' || t[k]?.norm === "d'")) k++;
  // "20ish sec", "40-ish seconds": about that long, said so.
  if (t[k]?.norm === 'ish' && t[k + 1]?.kind === 'word') k++;
  const unit = t[k];
  if (unit === undefined || unit.kind !== 'word') return null;
  // A lone "m" or "s" must touch its number ("12s", "1m30s"), or it is a word.
  if ((unit.norm === 's' || unit.norm === 'm') && !adjacent(t[k - 1], unit) && !(t[k - 1]?.kind === 'num')) return null;
  // "ma cuisine de 9 m²": square metres, not minutes.
  if (unit.norm === 'm' && (t[k + 1]?.raw === '²' || t[k + 1]?.raw === '³') && adjacent(unit, t[k + 1])) return null;
  if (MS_UNITS.has(unit.norm)) return { ms: Math.round(value), next: k + 1, clock: false };
  // A lone "h" must touch its number ("2h"), like "s" and "m".
  if (HOUR_UNITS.has(unit.norm) && (unit.norm !== 'h' || adjacent(t[k - 1], unit))) return { ms: Math.round(value * 3_600_000), next: k + 1, clock: false };
  if (SEC_UNITS.has(unit.norm)) return { ms: Math.round(value * 1000), next: k + 1, clock: false };
  if (!MIN_UNITS.has(unit.norm)) return null;
  let ms = Math.round(value * 60_000);
  k++;
  const half2 = andAHalf(t, k);
  if (half2 > 0) return { ms: ms + 30_000, next: k + half2, clock: false };
  // "une minute et quart", "un minuto y cuarto", "um minuto e um quarto": and a quarter, 15 s more.
  const quarter = andAQuarter(t, k);
  if (quarter > 0) return { ms: ms + 15_000, next: k + quarter, clock: false };
  // "1m30s", "1 minute 30", "2 minutes and 10 seconds".
  let j = k;
  if (AND_WORDS.has(t[j]?.norm ?? '')) j++;
  // Its seconds, in digits or words ("a minute five", "two minutes ten", "une minute trente", "a minute forty-five").
  const secsTok = t[j];
  const secs = secsTok !== undefined && (secsTok.kind === 'num' || (secsTok.kind === 'word' && Object.hasOwn(NUMBER_WORDS, secsTok.norm) && !UNITS_ONLY_ARTICLE.has(secsTok.norm))) ? readNumber(t, j) : null;
  if (secs !== null && secs.value < 60) {
    const after = t[secs.next];
    if (isUnit(after, SEC_UNITS)) return { ms: ms + secs.value * 1000, next: secs.next + 1, clock: false };
    if (after === undefined || after.kind === 'punct' || after.clause !== t[j]!.clause) return { ms: ms + secs.value * 1000, next: secs.next, clock: false };
    // Spelled-out seconds before "long", "and", "pis" ("a minute five long"); a word count before a noun stays a count ("one minute two ways").
    // ("it's like a minute 20 and I say yes", "um minuto e doze da renovação": digits and "and" or "of" after them too.)
    if ((secsTok!.kind === 'word' || (secsTok!.kind === 'num' && secsTok!.raw.length === 2)) && (DURATION_AFTER.has(after.norm) || AFTER_SECONDS_WORD.has(after.norm) || SECONDS_OF.has(after.norm))) return { ms: ms + secs.value * 1000, next: secs.next, clock: false };
    // "a minute five all up" (Australian: in all).
    if (secsTok!.kind === 'word' && after.norm === 'all' && t[secs.next + 1]?.norm === 'up') return { ms: ms + secs.value * 1000, next: secs.next + 2, clock: false };
    // "um minuto e doze a mostrar um T2": two-digit seconds spelled out after "and" are seconds, whatever follows.
    // ("one minute and ten tips for studying" counts tips: a noun after the number is what it counts.)
    if (j > k && secsTok!.kind === 'word' && secs.value >= 10 && (after.kind !== 'word' || SECONDS_THEN.has(after.norm))) return { ms: ms + secs.value * 1000, next: secs.next, clock: false };
    // "1 min 15 explainer": two digits right after an abbreviated minute are its seconds ("2 min 3 tips" is a count).
    if (j === k && (unit.norm === 'min' || unit.norm === 'mins' || unit.norm === 'm') && t[j]!.raw.length === 2 && secs.value >= 10) return { ms: ms + secs.value * 1000, next: secs.next, clock: false };
  }
  return { ms, next: k, clock: false };
}

/** Decades ("the 90s", "80s music") are not times. */
/** What a clip's length names after it ("the 30s ad", "the 60s version"): never a decade. */
const DECADE_NOT_BEFORE: ReadonlySet<string> = new Set(['timelapse', 'slideshow', 'compilation', 'ad', 'ads', 'clip', 'video', 'reel', 'edit', 'spot', 'version', 'cut', 'teaser', 'promo', 'tiktok', 'short', 'commercial', 'trailer', 'post', 'vid', 'montage', 'recap', 'boosted', 'sponsored', 'loop', 'grwm', 'haul', 'skit', 'tutorial']);
const DECADE_AFTER = new Set(['music', 'vibe', 'vibes', 'style', 'aesthetic', 'song', 'songs', 'hits', 'kid', 'kids', 'throwback', 'era', 'fashion', 'party', 'rock', 'pop', 'hip', 'nostalgia', 'disco', 'retro', 'movie', 'movies', 'cartoon', 'cartoons', 'anime', 'sitcom']);
function isDecade(t: readonly Token[], i: number, next: number): boolean {
  const num = t[i]!;
  const unit = t[next - 1]!;
  if (num.kind !== 'num' || unit.norm !== 's' || !adjacent(num, unit)) return false;
  const v = Number(num.raw);
  if (v % 10 !== 0 || v < 20) return false;
  // "the 30s ad we made", "the 60s cut": a length of the clip named after it, not a decade.
  if (DECADE_NOT_BEFORE.has(t[next]?.norm ?? '')) return false;
  // "pregame grwm 20s music only": "music only" says what is heard, not a decade's music.
  if (t[next]?.norm === 'music' && t[next + 1]?.norm === 'only') return false;
  return t[i - 1]?.norm === 'the' || t[i - 1]?.raw === "'" || DECADE_AFTER.has(t[next]?.norm ?? '');
}

/** Age groups ("my lad's under-12s", "the U-14s", "unter-15") are no times. */
const AGE_GROUP_BEFORE: ReadonlySet<string> = new Set(['under', 'u', 'sub', 'unter', 'moins']);
function isAgeGroup(t: readonly Token[], i: number, next: number): boolean {
  const num = t[i]!;
  const unit = t[next - 1]!;
  if (num.kind !== 'num' || unit.norm !== 's' || !adjacent(num, unit)) return false;
  const dash = t[i - 1];
  return dash !== undefined && dash.raw === '-' && adjacent(dash, num) && AGE_GROUP_BEFORE.has(t[i - 2]?.norm ?? '');
}

function clauseHasReveal(t: readonly Token[], from: number, to: number, clause: number, steps: Steps): boolean {
  // Bounded window: eight tokens either side, in the same clause.
  for (let k = Math.max(0, from - 8); k < Math.min(t.length, to + 8); k++) {
    steps.n++;
    if (t[k]!.clause === clause && (REVEAL_WORDS.has(t[k]!.norm) || firstKiss(t, k))) return true;
  }
  return false;
}

/** "first kiss", "the kiss", "primer beso", "premier bisou", "der erste Kuss": a wedding's moment ("chef's kiss" is praise). */
const KISS_WORDS: ReadonlySet<string> = new Set(['kiss', 'beso', 'beijo', 'bisou', 'kuss']);
const KISS_BEFORE: ReadonlySet<string> = new Set(['first', 'the', 'primer', 'primeiro', 'premier', 'erste', 'ersten', 'el', 'o', 'le', 'der']);
function firstKiss(t: readonly Token[], k: number): boolean {
  return KISS_WORDS.has(t[k]!.norm) && KISS_BEFORE.has(t[k - 1]?.norm ?? '');
}

/** Every time in the message, left to right. */
export function readTimes(t: readonly Token[], steps: Steps, fps: number = frameRate(t, steps)): TimeHit[] {
  const hits: TimeHit[] = [];
  /** The intro's length when the message states it ("the intro is 3 seconds", "a 3-second intro"). */
  // ("ring shot lands 2 s after the intro, intro is 6 seconds": the intro's length may come after the moment counted from it.)
  let introMs: number | null = introLengthSaid(t, fps);
  /** Moments named with their time, by a brief's key ("drop_in=0:11") or in words ("logo at 0:05"): the name -> its time, for "3s after drop_in", "2 s after the logo". */
  const labelled = namedMoments(t, fps);
  // The end of "the first N seconds", named as a part of the clip: what "N seconds after that" counts from when no moment came before.
  let firstPartEndMs: number | null = null;
  for (let i = 0; i < t.length; i++) {
    steps.n++;
    const tok = t[i]!;
    if (tok.kind === 'punct' && tok.raw !== '@' && tok.raw !== ':') continue;
    const time = readTimeAt(t, i, fps) ?? rangeAt(t, i, fps);
    if (time === null || time.next <= i) continue;
    // "a 4:59pm friday meeting", "at 9:30 am": a time of day, no time of the clip.
    const ofDay = time.clock && (['pm', 'am'].includes(t[time.next]?.norm ?? '') || (t[time.next]?.norm === 'p' || t[time.next]?.norm === 'a') && t[time.next + 1]?.raw === '.' && t[time.next + 2]?.norm === 'm');
    if (ofDay || isDecade(t, i, time.next) || isAgeGroup(t, i, time.next)) {
      i = time.next - 1;
      continue;
    }
    // "there IS talking for like 10 sec in the middle": a stretch inside the clip, neither its length nor a moment.
    const forBefore = t[i - 1]?.norm === 'for' || (t[i - 2]?.norm === 'for' && (t[i - 1]?.norm === 'like' || t[i - 1]?.norm === 'about'));
    if (forBefore && !time.clock && STRETCH_PLACES.some((p) => p.every((w, k) => t[time.next + k]?.norm === w))) {
      i = time.next - 1;
      continue;
    }
    // "mon père qui essaie de parler à Siri depuis 5 min", "seit 10 Minuten", "hace 5 minutos", "há 5 minutos",
    // "5 minutes ago": time gone by in what the clip shows, neither its length nor a moment (eighth editor panel).
    // ("has been staring at the wall for 5 minutes", "lleva 10 minutos buscando": a perfect of going on.)
    const goingOn = forBefore && [2, 3, 4, 5, 6, 7].some((d) => t[i - d]?.norm === 'been' && t[i - d]!.clause === tok.clause);
    if (!time.clock && (ELAPSED_BEFORE.has(t[i - 1]?.raw.toLowerCase() ?? '') || (t[i - 1]?.norm === 'hace' && t[i - 2]?.norm === 'desde') || t[time.next]?.norm === 'ago' || goingOn || (t[i - 1]?.norm === 'lleva' || t[i - 1]?.norm === 'llevo'))) {
      i = time.next - 1;
      continue;
    }
    // "the intro is 3 seconds", "a 3-second intro": the length of the clip's opening part, which
    // is neither the clip's length nor a moment, but places "4 seconds after the intro".
    const intro = introLength(t, i, time.next);
    if (intro) {
      introMs = time.ms;
      // "after the intro which is 3 s, the lid comes off": the moment is the intro's end.
      const named = introNamedBefore(t, i);
      if (named >= 2 && (matchAt(t, named - 2, AFTER_THE, steps) === 2 || afterBeforePart(t, named))) hits.push({ ms: time.ms, kind: 'point', start: i, end: time.next, durationMarked: false, revealClause: true, later: true });
      i = time.next - 1;
      continue;
    }
    // Look back over at most four filler words for a point word.
    let point = false;
    let timelineSays = false;
    let back = i - 1;
    for (let k = 0; k < 4 && back >= 0 && t[back]!.clause === tok.clause; k++, back--) {
      steps.n++;
      const w = t[back]!;
      // "it ends up at two minutes ten", "clocks in at 1:05": a length, not a point.
      // "the ring comes out at 0:31" is a moment: "comes out at" gives a length only when the clip comes out so.
      const verb = `${t[back - 2]?.norm ?? ''} ${t[back - 1]?.norm ?? ''}`;
      if (w.norm === 'at' && LENGTH_AT.has(verb) && !(ARRIVES.has(verb) && !CLIP_SUBJECTS.has(t[back - 3]?.norm ?? ''))) break;
      // "at t=17s": an editor's time variable.
      if (w.raw === '=' && t[back - 1]?.norm === 't') {
        point = true;
        break;
      }
      // "cuando van 14 segundos": when so many seconds have gone by.
      if (w.norm === 'van' && t[back - 1]?.norm === 'cuando') {
        point = true;
        break;
      }
      // "my timeline says 0:35": the editor's length.
      if (w.norm === 'says' && (t[back - 1]?.norm === 'timeline' || t[back - 1]?.norm === 'export' || t[back - 1]?.norm === 'render')) {
        timelineSays = true;
        break;
      }
      // "before and after, like 20ish sec": the "after" of a before-and-after is no "after 6 seconds".
      if (afterOfBeforeAndAfter(t, back)) break;
      if (POINT_BEFORE.has(w.norm) || w.raw.toLowerCase() === 'à' || w.raw.toLowerCase() === 'às' || w.raw.toLowerCase() === 'dès' || (w.norm === 'a' && (t[back + 1]?.norm === 'los' || t[back + 1]?.norm === 'las' || t[back + 1]?.norm === 'la')) || (w.norm === 'no' && isUnit(t[back + 1], SECOND_BEFORE)) || (w.norm === 'no' && PT_PLACING_VERBS.has(t[back - 1]?.norm ?? '') && t[back - 1]!.clause === w.clause) || (w.norm === 'in' && isUnit(t[back + 1], SECOND_BEFORE)) || (w.norm === 'en' && t[back + 1]?.norm === 'el')) {
        // "for 2 minutes after ..." is not a point; "after 6 seconds" is.
        point = true;
        break;
      }
      // "bei ca. 0:22": the period of an abbreviation is part of the filler.
      const abbreviationDot = w.raw === '.' && FILLER_BEFORE.has(t[back - 1]?.norm ?? '') && adjacent(t[back - 1], w);
      if (!FILLER_BEFORE.has(w.norm) && !isUnit(w, SECOND_BEFORE) && !abbreviationDot) break;
    }
    // "comes in at about 45 seconds": the length it ends up, though "at" is before it.
    if (point && comesInAt(t, ABOUT_WORDS.has(t[i - 1]?.norm ?? '') ? i - 1 : i)) point = false;
    // "it ends at 0:10": where the clip ends is its length, though "at" is before it.
    if (point && t[i - 1]?.norm === 'at' && CLIP_ENDS.has(t[i - 2]?.norm ?? '') && ENDING_SUBJECTS.has(t[i - 3]?.norm ?? '') && t[i - 3]!.clause === tok.clause) point = false;
    // "tenue à partir de 52 s", "a partir de los 40 s", "ab Sekunde 52": from then on, a moment.
    if (!point && ((t[i - 1]?.norm === 'de' && t[i - 2]?.norm === 'partir' && (t[i - 3]?.norm === 'a' || t[i - 3]?.raw.toLowerCase() === 'à')) || (['los', 'las', 'dos', 'os'].includes(t[i - 1]?.norm ?? '') && t[i - 2]?.norm === 'de' && t[i - 3]?.norm === 'partir')) && t[i - 2]!.clause === tok.clause) point = true;
    // "timecode 00:00:27:12", "TC 00:41": an editor's timecode names a moment.
    // ("total TC 00:01:12:00" is the clip's length.)
    const totalTimecode = (t[i - 1]?.norm === 'timecode' || t[i - 1]?.norm === 'tc') && TOTAL_WORDS.has(t[i - 2]?.norm ?? '') && t[i - 2]!.clause === tok.clause;
    if ((t[i - 1]?.norm === 'timecode' || t[i - 1]?.norm === 'tc') && t[i - 1]!.clause === tok.clause && !totalTimecode) point = true;
    // "it plays from 0:26 to 0:31", "de 0:26 a 0:31", "von 0:26 bis 0:31": a span of the clip, placed at its start.
    if (FROM_WORDS.has(t[i - 1]?.norm ?? '') && t[i - 1]!.clause === tok.clause && RANGE_JOINERS.has(t[time.next]?.norm ?? '') && t[time.next + 1] !== undefined && readTimeAt(t, time.next + 1, fps)?.clock === true && time.clock) {
      const to = readTimeAt(t, time.next + 1, fps)!;
      if (to.ms > time.ms && to.ms <= MAX_FRAME_SECONDS * 1000) {
        // (A span whose clause names no reveal, "their vows audio plays under it from 0:15-0:40", gives way to a moment that does.)
        hits.push({ ms: time.ms, kind: 'point', start: i - 1, end: to.next, durationMarked: false, revealClause: clauseHasReveal(t, i - 1, to.next, tok.clause, steps) });
        i = to.next - 1;
        continue;
      }
    }
    // A frame number names a moment ("the club entrance is frame 720").
    if ((isUnit(tok, SECOND_BEFORE) && (t[i + 1]?.kind === 'num' || (t[i + 1]?.raw === '.' && t[i + 2]?.kind === 'num'))) || time.ordinal === true || time.frame === true) point = true;
    // Dutch "na 52 seconden komt de eindreveal": after "na", a time followed closely by the reveal is when it comes
    // (not a second length; Nigerian Pidgin "e na 45 seconds" has no reveal after it, tenth editor panel).
    if (!point && t[i - 1]?.norm === 'na' && t[i - 1]!.clause === tok.clause && [0, 1, 2, 3].some((d) => t[time.next + d]?.clause === tok.clause && REVEAL_WORDS.has(t[time.next + d]!.norm))) point = true;
    // Portuguese "é no 0:27", "na 0:12", "é em 0:38": a timecode after "no"/"na"/"em" is when something happens.
    if (time.clock && (t[i - 1]?.norm === 'no' || t[i - 1]?.norm === 'na' || t[i - 1]?.norm === 'em') && t[i - 1]!.clause === tok.clause) point = true;
    const after = t[time.next];
    const after2 = t[time.next + 1];
    if (after !== undefined && after.clause === tok.clause) {
      if (POINT_AFTER.has(after.norm)) point = true;
      // "around the 19s-ish mark".
      if ((after.norm === '-' || after.norm === 'ish') && POINT_AFTER.has(t[time.next + (after.norm === '-' ? 2 : 1)]?.norm ?? '')) point = true;
      // "6 seconds in", "6s into the clip" (but not "30 seconds in total").
      // "20 seconds in the kitchen" is a length; "6 seconds in the clip" is a point.
      const media = (k: number) => ['clip', 'video', 'vid', 'reel', 'edit', 'tiktok'].includes(t[k]?.norm ?? '');
      // "40 sec in looking half the size": after "in", a word that starts no place ("in the kitchen", "in my room") leaves it a point.
      const placeAfterIn = after2 !== undefined && after2.kind === 'word' && after2.clause === after.clause && (IN_PLACE.has(after2.norm) || !/ing$/.test(after2.norm));
      if ((after.norm === 'in' && (after2 === undefined || after2.kind === 'punct' || after2.clause !== after.clause || media(time.next + 1) || ((after2.norm === 'the' || after2.norm === 'to') && media(time.next + 2)) || !placeAfterIn)) || after.norm === 'into') point = true;
      if (after.norm === 'in' && after2?.norm === 'total') point = false;
    }
    const before = t[i - 1];
    // "the hardest hold is between 30 and 35 s": a part of the clip that spans the range starts at its first
    // number (the hit lands as it begins); a moment that "lands between 5 and 7 s" is unsure, so its middle.
    // ("the video is between 30 and 40 s" stays a length.)
    const rangeOfMoment = BETWEEN.has(tok.norm) && before?.norm === 'is' && before.clause === tok.clause && !CLIP_SUBJECTS.has(t[i - 2]?.norm ?? '');
    const durationMarked = time.frame !== true && !rangeOfMoment && (
      timelineSays || totalTimecode ||
      (after !== undefined && after.clause === tok.clause && (DURATION_AFTER.has(after.norm) || (after.norm === 'in' && after2?.norm === 'total') || (after.norm === 'en' && after2?.norm === 'total') || (after.norm === 'au' && after2?.norm === 'total'))) ||
      // (Nigerian English "the final plate go show for 0:26": "for" before a clock time beside a moment's verb is "at".)
      // ("por volta de 2:50", "cerca de 40 s", "alrededor de", "perto de", "autour de": "de" there says "around", not "lasting".)
      // ("Reveal for 0:13, total 16 secs": the reveal word itself before "for" too.)
      (before !== undefined && before.clause === tok.clause && DURATION_BEFORE.has(before.norm) && !(before.norm === 'for' && time.clock && momentWordAt(t, i - 2)) && !(before.norm === 'de' && AROUND_DE.has(t[i - 2]?.norm ?? ''))) ||
      // "it ends at 0:10", "the clip ends at 0:22": where the clip ends is its length.
      (before !== undefined && before.clause === tok.clause && before.norm === 'at' && CLIP_ENDS.has(t[i - 2]?.norm ?? '') && ENDING_SUBJECTS.has(t[i - 3]?.norm ?? '')) ||
      // "cut my 10 min flow down to 60s": the length it is cut to.
      (before !== undefined && before.clause === tok.clause && before.norm === 'to' && (t[i - 2]?.norm === 'down' || t[i - 2]?.norm === 'trimmed' || t[i - 2]?.norm === 'cut')) ||
      // "it runs about 2 minutes", "dura unos 40 segundos": a length verb, then a word of about.
      (before !== undefined && before.clause === tok.clause && ABOUT_WORDS.has(before.norm) && LENGTH_VERBS.has(t[i - 2]?.norm ?? '')) ||
      // "zeigt in 40 Sekunden, wie der Roboter gebaut wird", "explains in 60 seconds how", "explica en 30 segundos cómo": the length it is told in.
      (before !== undefined && before.clause === tok.clause && IN_WORDS.has(before.norm) && TELLING_VERBS.has(t[i - 2]?.norm ?? '') && t.slice(time.next, time.next + 8).some((x) => HOW_WORDS.has(x.norm))) ||
      // "quarterly earnings explained in 60s": a title's "explained in" gives the length it is told in.
      (before !== undefined && before.clause === tok.clause && IN_WORDS.has(before.norm) && EXPLAINED.has(t[i - 2]?.norm ?? '')) ||
      // "comes in at about forty-five seconds", "it came in at 58 s": the length it ends up.
      (before !== undefined && before.clause === tok.clause && comesInAt(t, ABOUT_WORDS.has(before.norm) ? i - 1 : i)) ||
      // "final reveal @ 0:40 of 0:45": the whole a moment is counted in.
      (before !== undefined && before.clause === tok.clause && (before.norm === 'of' || before.norm === 'de') && time.clock && t[i - 2]?.kind === 'num' && t[i - 3]?.raw === ':') ||
      // "Total is about 48s", "the runtime is roughly 1:10": a length noun, "is", a word of about.
      (before !== undefined && before.clause === tok.clause && ABOUT_WORDS.has(before.norm) && t[i - 2]?.norm === 'is' && LENGTH_NOUNS.has(t[i - 3]?.norm ?? '')));
    // (Nigerian English "the money spraying part start for 0:12", "the final plate go show for 0:26": "for" before a clock time right after the moment's verb is "at".)
    if (before?.norm === 'for' && time.clock && momentWordAt(t, i - 2)) point = true;
    if (rangeOfMoment) point = true;
    // rangeAt gave the middle, (a + b) / 2 in the second number's unit: the start is a / b of the second number.
    const spanStart = rangeOfMoment ? Math.round((time.ms * 2 * Number(t[i + 1]!.raw)) / (Number(t[i + 1]!.raw) + Number(t[i + 3]!.raw))) : null;
    // "once 14 seconds have passed", "once 14 s are in": when so many seconds have gone by.
    if (before?.norm === 'once' && before.clause === tok.clause && ONCE_PASSED.has(after?.norm ?? '')) point = true;
    const revealClause = clauseHasReveal(t, i, time.next, tok.clause, steps);
    // "o bolo pronto aparece logo no começo, com 2 segundos": "com N" right after a clause that
    // names the reveal says when it happens (as a length it would be "de N segundos").
    if (!point && !durationMarked && (before?.norm === 'com' || before?.norm === 'con') && before.clause === tok.clause && i >= 2 && clauseHasReveal(t, i - 1, i - 1, tok.clause - 1, steps)) point = true;
    // "o mergulho do barco é com uns 20 seg", "es con unos 8 s": a moment said to be at about a second.
    const withAbout = before !== undefined && ABOUT_WORDS.has(before.norm) && ['com', 'con'].includes(t[i - 2]?.norm ?? '') && ['e', 'es', 'est'].includes(t[i - 3]?.norm ?? '') && t[i - 3]!.clause === tok.clause;
    if (!point && withAbout) point = true;
    // "around 6 seconds in, the cake appears": "in" after a time in a reveal clause is a point.
    if (after?.norm === 'in' && after2?.norm !== 'total' && revealClause) point = true;
    // An unmarked "0:06" or "8s" right beside a reveal word is when it happens, unless a word says it is the length.
    if (!point && revealClause && !durationMarked && (time.clock || nearReveal(t, i, steps))) point = true;
    const attribute = !point && isAttribute(t, time.next);
    // "the first 10 seconds are the before, then the after": the after starts where the before ends.
    // "the 'before' part runs 10 sec, then the after hits 3 seconds after that": a part's length; a later "N seconds after that" counts from its end.
    if (beforePartNamed(t, i, tok.clause) && !point) {
      firstPartEndMs = time.ms;
      // "the before part runs 12s then the after hits", "la parte del antes dura 10 segundos y luego el después": the after starts there.
      if (afterPartFollows(t, time.next, tok.clause)) hits.push({ ms: time.ms, kind: 'point', start: i, end: time.next, durationMarked: false, revealClause: true });
      i = time.next - 1;
      continue;
    }
    // "posting the first 2 mins" of a longer recording: the part posted is the clip's length.
    const postedPart = FIRST_WORDS.has(t[i - 1]?.norm ?? '') && t[i - 2]?.norm === 'the' && POSTING_VERBS.has(t[i - 3]?.norm ?? '') && t[i - 3]!.clause === tok.clause;
    if (postedPart && !point) {
      hits.push({ ms: time.ms, kind: 'duration', start: i, end: time.next, durationMarked: true, revealClause: false });
      i = time.next - 1;
      continue;
    }
    if (FIRST_WORDS.has(t[i - 1]?.norm ?? '') && !point) {
      // Otherwise "the first 3 seconds" is a part of the clip: neither its length nor a moment (but a later
      // "2 seconds after that" counts from its end: "the messy part is the first 10 seconds, then the reveal lands 2 seconds after that").
      if (beforeFollows(t, time.next, tok.clause)) hits.push({ ms: time.ms, kind: 'point', start: i, end: time.next, durationMarked: false, revealClause: true });
      else firstPartEndMs = time.ms;
      i = time.next - 1;
      continue;
    }
    // "I cut into it 5 seconds later", "4 segundos depois", "9 secondes plus tard", "acht Sekunden danach":
    // counted from the last moment said before it.
    // ("the trick happens 4 seconds after", "the reveal is like half a second after.": a bare "after" closing its clause counts on too.)
    const bareAfter = t[time.next]?.norm === 'after' && (t[time.next + 1] === undefined || t[time.next + 1]!.kind === 'punct' || t[time.next + 1]!.clause !== t[time.next]!.clause) ? 1 : 0;
    const laterBy = time.next < t.length ? matchAt(t, time.next, LATER, steps) || bareAfter : 0;
    const lastPoint = [...hits].reverse().find((h) => h.kind === 'point');
    // "4 segundos depois do primeiro corte, que é no segundo 10": counted from a moment said right after.
    const afterBy = laterBy > 0 ? laterBy : time.next < t.length ? matchAt(t, time.next, AFTER_THE, steps) : 0;
    // "2 s after he jumps off the bed at 0:09", "3 segundos después de que se abre la puerta en el 0:20",
    // "4 Sekunden nachdem ich bei 0:15 die Kiste öffne": counted from a moment whose time the same clause gives.
    // ("the funniest bit is 2 s after he jumps off the bed at 0:09": "is" marks no length when the event's time follows.)
    const isBefore = ['is', 'e', 'es', 'est', 'ist'].includes(before?.norm ?? '');
    const ref = lastPoint !== undefined ? null : (!durationMarked && afterBy > 0 ? momentSaidAfter(t, time.next + afterBy, tok.clause, fps) : null) ?? (!durationMarked || isBefore ? eventPlacedAfter(t, time.next, tok.clause, fps) : null);
    if (ref !== null) {
      hits.push({ ms: ref.ms + time.ms, kind: 'point', start: i, end: ref.next, durationMarked: false, revealClause: true, later: true });
      i = ref.next - 1;
      continue;
    }
    // "drop_in=0:11 | kickflip lands 3s after drop_in": counted from a moment the brief names by key.
    const label = keyLabelBefore(t, i);
    if (label !== null && !labelled.has(label)) labelled.set(label, time.ms);
    // ("2 s après le logo": past the article.)
    const afterLabel = AFTER_WORDS.has(t[time.next]?.norm ?? '') ? t[time.next + (PART_ARTICLES.has(t[time.next + 1]?.norm ?? '') ? 2 : 1)] : undefined;
    if (afterLabel !== undefined && afterLabel.kind === 'word' && labelled.has(afterLabel.norm) && !durationMarked) {
      hits.push({ ms: labelled.get(afterLabel.norm)! + time.ms, kind: 'point', start: i, end: time.next + 2, durationMarked: false, revealClause: true, later: true, anchorMs: labelled.get(afterLabel.norm)! });
      i = time.next + 1;
      continue;
    }
    // "texture shows 3 seconds after the 5 second intro", "3 secondes après l'intro de 5 secondes": the intro's length said right after it.
    const introAhead: { ms: number; next: number } | null = afterBy > 0 && introMs === null && !durationMarked ? introLengthAt(t, time.next + afterBy, fps) : null;
    if (introAhead !== null) {
      introMs = introAhead.ms;
      hits.push({ ms: introAhead.ms + time.ms, kind: 'point', start: i, end: introAhead.next, durationMarked: false, revealClause: true, later: true });
      i = introAhead.next - 1;
      continue;
    }
    // "the drop comes 4 seconds after the intro" once the intro's length is known: counted from its end.
    const introAt = afterBy > 0 && introMs !== null && !durationMarked ? introNamedAt(t, time.next + afterBy) : -1;
    if (introMs !== null && introAt >= 0) {
      hits.push({ ms: introMs + time.ms, kind: 'point', start: i, end: introAt + 1, durationMarked: false, revealClause: true, later: true });
      i = introAt;
      continue;
    }
    // "the full room reveal is 10 seconds after that": "is" marks no length when "after that" follows.
    const from = lastPoint?.ms ?? firstPartEndMs;
    if (laterBy > 0 && from !== null && (!durationMarked || before?.norm === 'is' || before?.norm === 'e' || before?.norm === 'es' || before?.norm === 'est' || before?.norm === 'ist')) {
      hits.push({ ms: from + time.ms, kind: 'point', start: i, end: time.next + laterBy, durationMarked: false, revealClause: true, later: true });
      i = time.next + laterBy - 1;
      continue;
    }
    // "a second after the 30 sec mark", "half a second after 0:12": a moment just after a time (a bare "a second" is no time of its own).
    const justAfter = justAfterMs(t, time.ms > 0 && t[i - 1]?.norm === 'the' ? i - 1 : i);
    if (justAfter !== null && !durationMarked) {
      hits.push({ ms: time.ms + justAfter, kind: 'point', start: i, end: time.next, durationMarked: false, revealClause: true, later: true });
      i = time.next - 1;
      continue;
    }
    hits.push({ ms: spanStart ?? time.ms, kind: point ? 'point' : 'duration', start: i, end: time.next, durationMarked: durationMarked && !attribute, revealClause, ...(attribute ? { attribute } : {}), ...(time.clock ? { clock: true } : {}) });
    i = time.next - 1;
  }
  return hits;
}

/** "after" in the five languages, before a moment a time is counted from. */
const AFTER_WORDS: ReadonlySet<string> = new Set(['after', 'nach', 'despues', 'depois', 'apres']);
/** Small words that may follow spelled-out seconds ("um minuto e doze a mostrar um T2", "un minuto y doce de video"). */
const SECONDS_THEN: ReadonlySet<string> = new Set(['a', 'de', 'do', 'da', 'of', 'and', 'y', 'e', 'et', 'und', 'que', 'to', 'para', 'pra', 'com', 'con', 'with', 'in', 'en', 'em']);
/** Where a stretch of the clip sits ("for 10 sec in the middle", "for 5 s at the start"). */
const STRETCH_PLACES: ReadonlyArray<readonly string[]> = [['in', 'the', 'middle'], ['at', 'the', 'start'], ['at', 'the', 'beginning'], ['in', 'the', 'beginning'], ['at', 'the', 'end'], ['in', 'the', 'intro']];
/** Words before "TC" that make its timecode the whole clip ("total TC 00:01:12:00"). */
const TOTAL_WORDS: ReadonlySet<string> = new Set(['total', 'length', 'duration', 'runtime', 'gesamt', 'duracion', 'duracao', 'duree']);
/** Words that place a named thing at a time ("logo at 0:05", "(logo à 0:05)", "Logo bei 0:05"; accents are folded). */
const NAMED_AT: ReadonlySet<string> = new Set(['at', '@', 'a', 'bei', 'um', 'em', 'en']);
/** The word of a marker between a moment's name and its time ("drop marker = 0:07.5"). */
const MARK_WORDS: ReadonlySet<string> = new Set(['marker', 'mark', 'cue', 'marca', 'marcador', 'repere', 'marke']);
/**
 * Things a message places at a clock time in their own phrase ("logo at 0:05", "(logo à 0:05)"):
 * the word -> its time, so "2 s after the logo" counts from it wherever it is said. One pass.
 */
function namedMoments(t: readonly Token[], fps: number): Map<string, number> {
  const out = new Map<string, number>();
  for (let k = 0; k + 2 < t.length; k++) {
    const w = t[k]!;
    // "drop marker = 0:07.5", "logo cue at 0:05": the name, then the word of a marker, then its time.
    const marked = MARK_WORDS.has(t[k + 1]!.norm) && t[k + 1]!.clause === w.clause && (NAMED_AT.has(t[k + 2]?.norm ?? '') || t[k + 2]?.raw === '=' || t[k + 2]?.raw === ':') && t[k + 3]?.kind === 'num';
    if (w.kind !== 'word' || (!marked && (!NAMED_AT.has(t[k + 1]!.norm) || t[k + 2]!.kind !== 'num' || t[k + 1]!.clause !== w.clause))) continue;
    const before = t[k - 1];
    if (!(before === undefined || before.kind === 'punct' || before.clause !== w.clause || PART_ARTICLES.has(before.norm))) continue;
    const time = readTimeAt(t, k + (marked ? 3 : 2), fps);
    if (time !== null && time.clock && !out.has(w.norm)) out.set(w.norm, time.ms);
  }
  return out;
}

/** The first word of a key right before "=" or ":" and the time at i ("drop_in=0:11" -> "drop"), or null. */
function keyLabelBefore(t: readonly Token[], i: number): string | null {
  const assign = t[i - 1];
  if (assign === undefined || (assign.raw !== '=' && assign.raw !== ':') || t[i - 2]?.kind !== 'word') return null;
  let k = i - 2;
  // Back over the words a key joins with "_" or "-" ("drop_in", "land-time").
  for (let n = 0; n < 3 && (t[k - 1]?.raw === '_' || t[k - 1]?.raw === '-') && t[k - 2]?.kind === 'word' && adjacent(t[k - 2], t[k - 1]) && adjacent(t[k - 1], t[k]); n++) k -= 2;
  return t[k]!.norm;
}

/** The opening part of a clip, by name ("intro", "la intro", "l'intro", "das Intro"). */
const INTRO_WORDS: ReadonlySet<string> = new Set(['intro', 'introduction', 'introducción', 'introduccion', 'introdução', 'introducao', 'vorspann']);
/** Verbs that give a part its length ("the intro is 3 seconds", "l'intro dure 3 secondes"). */
const PART_LENGTH_VERBS: ReadonlySet<string> = new Set(['is', "'s", 'lasts', 'runs', 'es', 'dura', 'e', 'est', 'dure', 'ist', 'dauert', 'takes']);

/** Articles between "after" and the part it names ("después de la intro", "après l'intro"). */
const PART_ARTICLES: ReadonlySet<string> = new Set(['the', 'my', 'de', 'la', 'el', 'del', 'do', 'da', 'a', 'o', 'l', "l'", 'le', 'dem', 'der', 'das', 'd']);
/** Where the intro is named from token `k` on, past at most two articles; -1 when it is not. */
function introNamedAt(t: readonly Token[], k: number): number {
  // ("4 s après la fin de l'intro", "2 s after the end of the intro": counted from the intro's end all the same.)
  for (let m = k; m < Math.min(t.length, k + 6); m++) {
    if (INTRO_WORDS.has(t[m]!.norm)) return m;
    if (!PART_ARTICLES.has(t[m]!.norm) && !END_OF_PART.has(t[m]!.norm)) return -1;
  }
  return -1;
}
/** "the end of" between "after" and the intro ("la fin de", "el final de", "o fim da", "dem Ende des"). */
const END_OF_PART: ReadonlySet<string> = new Set(['end', 'of', 'fin', 'final', 'fim', 'ende', 'des', 'du']);

/** Words between an intro and its length ("the intro of 5 seconds", "l'intro de 5 secondes", "das Intro von 5 Sekunden"). */
const INTRO_OF: ReadonlySet<string> = new Set(['of', 'de', 'do', 'da', 'von']);
/** An intro named with its length from token `k` on ("5 second intro", "intro de 5 secondes"): the length and the token after it, or null. */
function introLengthAt(t: readonly Token[], from: number, fps: number): { ms: number; next: number } | null {
  // ("après l'intro": a bare "après" leaves the article to skip.)
  let k = from;
  while (k < from + 2 && PART_ARTICLES.has(t[k]?.norm ?? '')) k++;
  if (k >= t.length) return null;
  const time = readTimeAt(t, k, fps);
  if (time !== null && INTRO_WORDS.has(t[time.next]?.norm ?? '') && t[time.next]!.clause === t[k]!.clause) return { ms: time.ms, next: time.next + 1 };
  if (!INTRO_WORDS.has(t[k]?.norm ?? '') || !INTRO_OF.has(t[k + 1]?.norm ?? '')) return null;
  const after = k + 2 < t.length ? readTimeAt(t, k + 2, fps) : null;
  return after !== null && t[k + 2]!.clause === t[k]!.clause ? { ms: after.ms, next: after.next } : null;
}

/**
 * The time between `i` and `next` is the intro's length: "the intro is 3 seconds" (the intro,
 * then a verb of length, right before it) or "a 3-second intro" / "3 s intro" (the intro right
 * after it, and no "after the" before it: "right after the 3 s intro" is a moment).
 */
function introLength(t: readonly Token[], i: number, next: number): boolean {
  return introNamedBefore(t, i) >= 0 || introAfterTime(t, i, next);
}

/**
 * Where the intro is named before a length verb and the time ("the intro is 3 seconds", "the intro,
 * which is 3 s"): its token, or -1.
 */
function introNamedBefore(t: readonly Token[], i: number): number {
  const clause = t[i]!.clause;
  const verb = t[i - 1];
  // "right after the intro (6 s)": the intro's length in brackets after it.
  if (verb?.raw === '(' && INTRO_WORDS.has(t[i - 2]?.norm ?? '')) return i - 2;
  // "l'intro de 5 secondes", "la intro de 4 segundos", "an intro of 4 s", "ein Intro von 4 Sekunden".
  if (verb !== undefined && verb.clause === clause && ['de', 'of', 'von', 'do', 'da'].includes(verb.norm) && INTRO_WORDS.has(t[i - 2]?.norm ?? '') && t[i - 2]!.clause === clause) return i - 2;
  if (verb === undefined || verb.clause !== clause || !PART_LENGTH_VERBS.has(verb.norm)) return -1;
  if (INTRO_WORDS.has(t[i - 2]?.norm ?? '') && t[i - 2]!.clause === clause) return i - 2;
  // "after the intro which is 3 s": a relative word between ("right after the intro, which is 4 s": a comma before it too).
  if (RELATIVES.has(t[i - 2]?.norm ?? '') && INTRO_WORDS.has(t[i - 3]?.norm ?? '')) return i - 3;
  if (RELATIVES.has(t[i - 2]?.norm ?? '') && t[i - 3]?.raw === ',' && INTRO_WORDS.has(t[i - 4]?.norm ?? '')) return i - 4;
  return -1;
}

/** "after" (in any of the five languages) right before a part, past its articles ("justo después de la intro de 4 s", "direkt nach dem Intro"). */
function afterBeforePart(t: readonly Token[], part: number): boolean {
  let k = part - 1;
  for (let n = 0; n < 3 && k >= 0 && PART_ARTICLES.has(t[k]!.norm); n++) k--;
  return k >= 0 && k < part - 1 && AFTER_WORDS.has(t[k]!.norm) && t[k]!.clause === t[part]!.clause;
}

function introAfterTime(t: readonly Token[], i: number, next: number): boolean {
  const clause = t[i]!.clause;
  const noun = t[next];
  if (noun === undefined || noun.clause !== clause || !INTRO_WORDS.has(noun.norm)) return false;
  const prev = t[i - 1]?.clause === clause ? t[i - 1]!.norm : '';
  const prev2 = t[i - 2]?.clause === clause ? t[i - 2]!.norm : '';
  return !(prev === 'the' && prev2 === 'after') && prev !== 'after' && !['del', 'do', 'da', 'le', 'la', 'dem', 'der'].includes(prev);
}

/** A reveal word within three tokens before the time ("reveal 8s", "drop 0:06"). */
function nearReveal(t: readonly Token[], i: number, steps: Steps): boolean {
  for (let k = i - 1; k >= Math.max(0, i - 3); k--) {
    steps.n++;
    if (t[k]!.clause !== t[i]!.clause) return false;
    if (REVEAL_WORDS.has(t[k]!.norm) && !afterOfBeforeAndAfter(t, k)) return true;
  }
  return false;
}

/** The "after" of "before and after" / "before/after" names the clip's kind, not a moment beside a time ("before and after, like 20ish sec"). */
function afterOfBeforeAndAfter(t: readonly Token[], k: number): boolean {
  return (t[k]!.norm === 'after' || t[k]!.norm === 'apres') && ['and', '&', '/', 'before', 'vs', 'et', 'avant', '-'].includes(t[k - 1]?.norm ?? '');
}

/** Words for beats ("8 beats", "8 Schläge", "8 tiempos", "8 batidas", "8 temps"). */
const BEAT_WORDS: ReadonlySet<string> = new Set(['beats', 'beat', 'schlage', 'schlagen', 'tiempos', 'batidas', 'batimentos', 'temps', 'counts']);
/** Words before a count of beats that make it the time gone by ("after 8 beats", "nach 8 Schlägen", "después de 8 tiempos"). */
const AFTER_BEATS: ReadonlySet<string> = new Set(['after', 'nach', 'despues', 'depois', 'apres']);

/**
 * "the kickflip lands after 8 beats at 120 bpm": a moment counted in beats, when the message states
 * the tempo (8 × 60 / 120 = 4 s). Without a tempo a count of beats is no time.
 */
export function readBeatsPoint(t: readonly Token[], steps: Steps): TimeHit | null {
  let bpm: number | null = null;
  for (let i = 0; i + 1 < t.length; i++) {
    steps.n++;
    if (t[i]!.kind === 'num' && t[i + 1]!.norm === 'bpm') bpm = Number(t[i]!.raw);
  }
  if (bpm === null || !(bpm >= 40 && bpm <= 240)) return null;
  const beatMs = 60_000 / bpm;
  const perBar = beatsPerBar(t, steps);
  for (let i = 1; i + 1 < t.length; i++) {
    steps.n++;
    // "the drop hits after 4 bars", "nach 4 Takten": bars of the stated time signature (4/4 unless said).
    if (t[i]!.kind === 'num' && BAR_WORDS.has(t[i + 1]!.norm) && (AFTER_BEATS.has(t[i - 1]!.norm) || (t[i - 1]!.norm === 'de' && AFTER_BEATS.has(t[i - 2]?.norm ?? '')) || (t[i + 2]?.norm === 'in' && t[i + 2]!.clause === t[i]!.clause))) {
      const n = Number(t[i]!.raw);
      if (n >= 1 && n <= 64) return { ms: Math.round(n * perBar * beatMs), kind: 'point', start: i, end: i + 2, durationMarked: false, revealClause: true };
    }
    // "on the downbeat of bar 5", "au début de la mesure 5", "bei Takt 5": bar N starts after N - 1 bars.
    if (BAR_WORDS.has(t[i]!.norm) && t[i + 1]!.kind === 'num' && Number(t[i + 1]!.raw) >= 2 && Number(t[i + 1]!.raw) <= 64) {
      return { ms: Math.round((Number(t[i + 1]!.raw) - 1) * perBar * beatMs), kind: 'point', start: i, end: i + 2, durationMarked: false, revealClause: true };
    }
    if (t[i]!.kind !== 'num' || !BEAT_WORDS.has(t[i + 1]!.norm)) continue;
    // "after 8 beats", "después de 8 tiempos": the after word right before, or before an article.
    // "8 beats in at 120bpm": "in" after the count says the same.
    const before = AFTER_BEATS.has(t[i - 1]!.norm) || (t[i - 1]!.norm === 'de' && AFTER_BEATS.has(t[i - 2]?.norm ?? '')) || (t[i + 2]?.norm === 'in' && t[i + 2]!.clause === t[i]!.clause);
    const n = Number(t[i]!.raw);
    if (before && n >= 1 && n <= 256) return { ms: Math.round((n * 60_000) / bpm), kind: 'point', start: i, end: i + 2, durationMarked: false, revealClause: true };
  }
  return null;
}

/** Bars in five languages ("4 bars", "bar 5", "4 Takte", "compás 5", "mesure 5"). */
const BAR_WORDS: ReadonlySet<string> = new Set(['bar', 'bars', 'takt', 'takte', 'takten', 'compas', 'compases', 'compasso', 'compassos', 'mesure', 'mesures']);
/** Beats per bar from a stated time signature ("3/4", "6/8" counts 6), 4 when none is said. */
function beatsPerBar(t: readonly Token[], steps: Steps): number {
  for (let i = 0; i + 2 < t.length; i++) {
    steps.n++;
    if (t[i]!.kind !== 'num' || t[i + 1]!.raw !== '/' || t[i + 2]!.kind !== 'num' || !adjacent(t[i], t[i + 1]) || !adjacent(t[i + 1], t[i + 2])) continue;
    const top = Number(t[i]!.raw);
    const bottom = Number(t[i + 2]!.raw);
    if ((bottom === 4 || bottom === 8) && top >= 2 && top <= 12) return top;
  }
  return 4;
}

/** "dura 15", "dauert 20", "it lasts 30" with no unit: the clip's length in seconds, when nothing else gave one. */
export function readBareDuration(t: readonly Token[], steps: Steps, taken: ReadonlySet<number>): TimeHit | null {
  for (let i = 1; i < t.length; i++) {
    steps.n++;
    const tok = t[i]!;
    // "el video completo son 15": "son" (are) gives the length only after the whole clip is named.
    const sonAfterWhole = t[i - 1]!.norm === 'son' && ['completo', 'total', 'entero'].includes(t[i - 2]?.norm ?? '');
    // "at about the 9 second mark out of 14": the whole the moment is counted in.
    const outOf = (t[i - 1]!.norm === 'of' && t[i - 2]?.norm === 'out' && ['mark', 'seconds', 'second', 's', 'secs', 'sec'].includes(t[i - 3]?.norm ?? '')) ||
      // "(segundo 25 de 30)", "second 12 of 20": the second of the whole.
      (['de', 'of', 'von', 'sur'].includes(t[i - 1]!.norm) && t[i - 2]?.kind === 'num' && SECOND_BEFORE.has(t[i - 3]?.norm ?? ''));
    if (tok.kind !== 'num' || taken.has(i) || !(LASTS.has(t[i - 1]!.norm) || sonAfterWhole || outOf)) continue;
    const n = readNumber(t, i);
    if (n === null || n.value < 1 || n.value > 180) continue;
    const next = t[n.next];
    if (next !== undefined && next.kind === 'word' && next.clause === tok.clause) continue;
    // "at 75%" is a share of the clip, not 75 s.
    if (next?.raw === '%') continue;
    // The hit spans the verb too, so the reader takes both out of the topic.
    return { ms: Math.round(n.value * 1000), kind: 'duration', start: i - 1, end: n.next, durationMarked: true, revealClause: false };
  }
  return null;
}

/**
 * Verbs of the moment a bare time points at ("the ball goes in at 12", "el balón entra en el 12",
 * "the bride walks in at 9"). Only for a bare number after a point word: as reveal words they would
 * make every clip that "comes" or "goes" ask for a reveal route.
 */
export const EVENT_VERBS: ReadonlySet<string> = new Set([
  // A jump, a cheese pull, a last rep ("aos 8 ele pula na piscina", "the cheese pull at 7", "último rep aos 38").
  'pula', 'pulou', 'salta', 'saute', 'springt', 'pull', 'rep', 'pops', 'pop',
  // A personal record, a final trick ("o PR sai lá pelos 32", "el truco final a los 15").
  'pr', 'sai', 'truco', 'trick',
  // Nigerian Pidgin "dey" (is, happens): "the final shine reveal dey for 0:35".
  'dey',
  // What is seen then ("la cocina terminada se ve a los 38", "on voit la pièce finie vers 10", "sieht man bei 13").
  've', 'ven', 'voit', 'sieht',
  // Turning to the camera ("se da vuelta a mirar la cámara a los 5", "se vira pra câmera aos 4").
  'vuelta', 'voltea', 'gira', 'vira', 'mira', 'mirar',
  // A baby letting go of the sofa ("ele solta a mão do sofá no 9", "suelta la mano", "lâche le canapé").
  'solta', 'soltou', 'suelta', 'solto', 'lache', 'lasst',
  // What a pet or a person finally manages, or what falls ("lo logra a los 14", "la piña cayendo al final como a los 12").
  'logra', 'consigue', 'consegue', 'manages', 'nails', 'schafft', 'reussit', 'cayendo', 'cae', 'falls', 'caindo', 'cai', 'tombe', 'start', 'begin',
  'cambia', 'muda', 'changes', 'change', 'wechselt', 'flips', 'looks', 'says', 'touches', 'turns', 'jumps', 'starts', 'begins', 'empieza', 'comienza', 'arranca', 'comeca', 'commence', 'beginnt', 'startet', 'asoma', 'asomo', 'show', 'land', 'drop', 'switch', 'switches', 'flick', 'flicks', 'forms', 'pops', 'sieht', 'voit', 'unfolds', 'acende', 'enciende', 'allume', 'leuchtet', 'lights', 'goes', 'comes', 'scores', 'happens', 'kicks', 'walks', 'enters', 'opens', 'entra', 'llega', 'marca', 'mete', 'sale', 'abre', 'chega', 'acontece', 'aparece', 'arrive', 'tombe', 'entre', 'souvre', 'ouvre', 'kommt', 'chunnt', 'fallt', 'passiert', 'trifft', 'offnet', 'passa', 'pasa', 'passe', 'cruza', 'dreht']);

/** The clause's verb, up to six tokens before the time, names the moment it points at. */
function clauseHasEvent(t: readonly Token[], i: number, clause: number, steps: Steps): boolean {
  for (let k = i - 1; k >= Math.max(0, i - 8); k--) {
    steps.n++;
    if (t[k]!.clause !== clause) break;
    if (EVENT_VERBS.has(t[k]!.norm)) return true;
  }
  // "aos 8 ele pula na piscina": in Portuguese and Spanish the verb may follow the time, a pronoun between.
  for (let k = i + 1; k < Math.min(t.length, i + 4); k++) {
    steps.n++;
    if (t[k]!.clause !== clause) return false;
    if (EVENT_VERBS.has(t[k]!.norm)) return true;
  }
  return false;
}

/** Words that may follow a bare moment's number without making it a count ("at 5 and", "around 9 lol", "aos 8 ele pula", "a los 12 se ve"). */
const AFTER_BARE_POINT: ReadonlySet<string> = new Set(['lol', 'lmao', 'haha', 'hahaha', 'jaja', 'jajaja', 'kkk', 'kkkk', 'kkkkk', 'mdr', 'and', 'y', 'e', 'et', 'und', 'se', 'ele', 'ela', 'il', 'elle', 'er', 'sie', 'she', 'he', 'it', "it's", 'its', 'then', 'when']);
/** A hedge after a bare number ("a los 40 más o menos", "at 12 or so", "vers 8 plus ou moins", "bei 9 oder so"): still a time. */
const HEDGES_AFTER: ReadonlyArray<readonly string[]> = [['mas', 'o', 'menos'], ['mais', 'ou', 'menos'], ['more', 'or', 'less'], ['plus', 'ou', 'moins'], ['or', 'so'], ['oder', 'so'], ['ish'], ['y', 'pico'], ['e', 'pouco']];
function hedgeAt(t: readonly Token[], k: number): boolean {
  return HEDGES_AFTER.some((h) => h.every((w, j) => t[k + j]?.norm === w) && (t[k + h.length] === undefined || t[k + h.length]!.kind === 'punct' || t[k + h.length]!.clause !== t[k]!.clause));
}

/** "reveal at 6" with no unit: seconds when small and tied to a reveal or the moment's verb ("the ball goes in at 12"). */
export function readBarePoint(t: readonly Token[], steps: Steps, taken: ReadonlySet<number>, lengthSaid: boolean): TimeHit | null {
  for (let i = 1; i < t.length; i++) {
    steps.n++;
    const tok = t[i]!;
    // A number in words counts too ("o PR no agachamento é aos quinze", "at twelve").
    if ((tok.kind !== 'num' && !(tok.kind === 'word' && Object.hasOwn(NUMBER_WORDS, tok.norm) && !UNITS_ONLY_ARTICLE.has(tok.norm))) || taken.has(i)) continue;
    const prev = t[i - 1]!;
    // "at 12", "à 12", "bei 12", "aos 12", "al 12", "en el 12", Portuguese "no 12" / "ao 12" (only in a clause that names the reveal: "no" is English too).
    // "the summit view hits around 40": "around" in a clause that names the reveal.
    // ("ele solta a mão do sofá no 9": with the length said, the moment's verb names it as well.)
    const ptNo = (prev.norm === 'no' || prev.norm === 'ao' || prev.norm === 'around' || prev.norm === 'about' || prev.norm === 'approx') && (clauseHasReveal(t, i, i + 1, tok.clause, steps) || ((prev.norm === 'no' || prev.norm === 'ao') && lengthSaid && clauseHasEvent(t, i, tok.clause, steps)));
    // "the canyon view opens up around 50", "she says yes around 24": with the length said, "around" after the moment's verb.
    const aroundEvent = (prev.norm === 'around' || prev.norm === 'about') && lengthSaid && clauseHasEvent(t, i, tok.clause, steps);
    // Spanish "a los 5" likewise ("a las 6" is an hour).
    // ("perto dos 40", "cerca de los 40", "por volta dos 40", "hacia los 40": near that second; the feminine
    // "a las 6", "por volta das 18" are hours.)
    // ("lá pelos 35": "pelos" alone is "around the"; "pelas 18" is an hour.)
    const aLos = (['los', 'dos'].includes(prev.norm) && ['a', 'perto', 'cerca', 'volta', 'hacia', 'de'].includes(t[i - 2]?.norm ?? '')) || prev.norm === 'pelos';
    // "el corte de la carne es a los 15", "o gol é aos 40": a moment said to be at a second, once the length is said.
    const isAt = lengthSaid && (aLos || prev.norm === 'aos') && ['es', 'e', 'est'].includes(t[i - (aLos ? 3 : 2)]?.norm ?? '') && t[i - (aLos ? 3 : 2)]!.clause === tok.clause;
    // "the reveal at the 17": a mark said as a bare second, in a clause that names the reveal (checked below).
    const atThe = tok.kind === 'num' && prev.norm === 'the' && t[i - 2]?.norm === 'at' && t[i - 2]!.clause === tok.clause && t[i + 1]?.raw !== '-';
    if (!(prev.norm === 'at' || atThe || prev.norm === '@' || prev.raw.toLowerCase() === 'à' || prev.norm === 'bei' || prev.norm === 'aos' || prev.norm === 'al' || (prev.norm === 'el' && t[i - 2]?.norm === 'en') || aLos || ptNo || aroundEvent)) continue;
    const n = readNumber(t, i);
    if (n === null || n.value <= 0 || n.value > 90) continue;
    const next = t[n.next];
    // ("the cake drops around 9 lol", "balloon pops at 5 and it's BLUE", "aos 8 ele pula", "a los 12 se ve el resultado": a word that starts what comes next.)
    if (next !== undefined && next.kind === 'word' && next.clause === tok.clause && !hedgeAt(t, n.next) && !AFTER_BARE_POINT.has(next.norm)) continue;
    // "at 75%" is a share of the clip, not 75 s; so is "at 3/4 of the runtime".
    if (next?.raw === '%' || (next?.raw === '/' && t[n.next + 1]?.kind === 'num')) continue;
    // The moment's verb counts only once the clip's length is said ("goes live at 9" alone is an hour).
    if (!isAt && !clauseHasReveal(t, i, n.next, tok.clause, steps) && !(lengthSaid && clauseHasEvent(t, i, tok.clause, steps))) continue;
    return { ms: Math.round(n.value * 1000), kind: 'point', start: i, end: n.next, durationMarked: false, revealClause: true };
  }
  return null;
}
