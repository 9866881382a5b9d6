/**
 * Small, deterministic text helpers: normalising, tokenising and phrase matching used by routing
 * and by the concierge's reading of a message. No locale-dependent calls.
 */

export const STOPWORDS: ReadonlySet<string> = new Set(
  'a an and are as at be but by clip content do for from get give how i in into is it its me my need of on or our please reel show shows short some song sound that the their this to track video videos want with your you make making made about over under just really very'.split(' '),
);

/** The head of a phrase: up to the first comma, colon or bracket, at most `max` words, not ending on a small word. */
export function shortPhrase(text: string, max: number): string {
  const words = text.split(/[,:;(]/)[0]!.trim().split(/\s+/).slice(0, max);
  while (words.length > 1 && STOPWORDS.has(words[words.length - 1]!.toLowerCase())) words.pop();
  return words.join(' ');
}

/** Lowercase, fold apostrophes and punctuation to spaces, collapse whitespace. */
export function normalize(text: string): string {
  return text
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9+#]+/g, ' ')
    .trim();
}

/** A crude, stable stem: drops a plural or -ing ending so "outfits" meets "outfit". */
export function stem(word: string): string {
  if (word.length > 5 && word.endsWith('ing')) return word.slice(0, -3);
  if (word.length > 4 && word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.length > 3 && word.endsWith('s') && !word.endsWith('ss')) return word.slice(0, -1);
  return word;
}

/** Every word of a text, stemmed (stopwords kept), for matching phrases such as "day in the life". */
export function allWords(text: string): Set<string> {
  return new Set(normalize(text).split(' ').filter(Boolean).map(stem));
}

/** True when every word of `phrase` occurs in `words` (stemmed), e.g. "morning routine". */
export function containsPhrase(words: ReadonlySet<string>, phrase: string): boolean {
  const parts = normalize(phrase).split(' ').filter(Boolean).map(stem);
  return parts.length > 0 && parts.every((p) => words.has(p));
}

/** Plain words for each role, for prose ("a steady, low-density background bed"). */
export const ROLE_WORDS: Readonly<Record<'background_bed' | 'hook_pressure' | 'reveal_support' | 'voice_safe_motion', string>> = {
  background_bed: 'background bed',
  hook_pressure: 'hook-first track',
  reveal_support: 'reveal track',
  voice_safe_motion: 'voice-safe motion track',
};

/** Short forms creators write in lower case that read in capitals at the head of a line ("grwm pour le mariage" -> "GRWM pour le mariage"). */
const ACRONYMS: ReadonlySet<string> = new Set(['grwm', 'asmr', 'pov', 'diy', 'ootd', 'ugc', 'bts', 'wip']);

/** First letter upper case (a short form such as "grwm" or "asmr" in capitals). */
export function capitalize(s: string): string {
  const head = /^\p{L}+/u.exec(s)?.[0];
  if (head !== undefined && ACRONYMS.has(head)) return head.toUpperCase() + s.slice(head.length);
  return s.length === 0 ? s : s[0]!.toUpperCase() + s.slice(1);
}

/** Seconds with at most two decimals, for prose: 3840 -> "3.84 s", 2000 -> "2 s". */
export function secs(ms: number): string {
  return `${String(Math.round(ms / 10) / 100)} s`;
}

/** A value that opens with its own article ("the bake"), and a template that already gave one ("the finished {subject}"). */
const VALUE_ARTICLE = /^(?:the|a|an) (?=\S)/i;
// An article or possessive, with at most one word between it and the value ("the finished {subject}"); "this"/"that" only right before it ("a shot that places {subject}" keeps the value's article).
const ARTICLE_BEFORE = /\b(?:(?:the|a|an|your|my|our|their)(?: [\p{L}-]+)?|this|that|these|those) $/iu;

/**
 * Replaces `{name}` placeholders from `values`; unknown names are left as they are. A value's own
 * article is dropped where the template already put one before it ("the finished {subject}" with
 * "the bake" reads "the finished bake", not "the finished the bake").
 */
export function fill(template: string, values: Readonly<Record<string, string>>): string {
  const filled = template.replace(/\{([a-z_]+)\}/g, (m, name: string, at: number) => {
    if (!Object.hasOwn(values, name)) return m;
    // Mid-line, a capital that only opened the creator's sentence goes ("behind the scenes, Packing orders"): an -ing
    // word or a small word, never a name ("Paris", "Miso").
    const midLine = at > 0 && !/[.!?:]\s*$/.test(template.slice(0, at)) && !/^\s*$/.test(template.slice(0, at));
    // (English templates only: German nouns keep their capital, "Hinter den Kulissen, Training im Fitnessstudio".)
    const english = /\b(?:the|and|of|with|from|to|at|for|in|by)\b/.test(template.slice(0, at));
    const value = midLine && english && SENTENCE_CAPITAL.test(values[name]!) ? values[name]!.charAt(0).toLowerCase() + values[name]!.slice(1) : values[name]!;
    return VALUE_ARTICLE.test(value) && ARTICLE_BEFORE.test(template.slice(Math.max(0, at - 40), at)) ? value.replace(VALUE_ARTICLE, '') : value;
  });
  // A short way back to the subject can repeat the template's own noun ("the key play of {topic}" with
  // "the play", "the next room of {topic}" with "the room"): say it once ("the key play").
  // So can a template's adjective before a subject that starts with it ("The finished {topic}" with "Finished chrome nail set").
  const once = filled.replace(/\b([A-Za-z]{3,20}) of (?:the|your) \1\b/g, '$1').replace(/\b([A-Za-z]{4,20}) \1\b/gi, '$1');
  // Nobody says "600 seconds": whole minutes from two minutes up read as minutes, in the template's language.
  return once.replace(/\b(\d{3}) (seconds|segundos|secondes|Sekunden)\b/g, (m, n: string, unit: string) => {
    const s = Number(n);
    return s % 60 === 0 ? `${s / 60} ${MINUTES[unit]!}` : m;
  });
}
/** A first word capitalised only because it opened a sentence: an -ing word or a small word ("Packing orders", "My dog", "How I…"). */
const SENTENCE_CAPITAL = /^(?:\p{Lu}\p{Ll}+ing|My|Our|The|A|An|His|Her|Their|How|Why|What|When|Some|This|These)(?=\s)/u;
const MINUTES: Readonly<Record<string, string>> = { seconds: 'minutes', segundos: 'minutos', secondes: 'minutes', Sekunden: 'Minuten' };

/** Joins words as "a, b and c". */
export function listing(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** Words that say what kind of post it is, not what it shows: dropped from the end of a subject. */
const FORMAT_WORDS: ReadonlySet<string> = new Set(['video', 'videos', 'clip', 'clips', 'reel', 'reels', 'tiktok', 'short', 'shorts', 'post', 'content', 'edit', 'recipe', 'tutorial', 'vlog', 'slideshow', 'montage', 'compilation', 'timelapse', 'idea', 'ideas', 'ad', 'ads', 'advert', 'commercial', 'promo']);
/** Words that say only that a post was ordered and what kind it is ("a paid promo", "video", "our new ad"): the subject is then what it is for. */
const ORDERED_POST = /^(?:a|an|the|my|our|new|quick|short|paid|sponsored|brand|ad|ads|advert|promo|commercial|werbespot|werbevideo|werbeclip|werbung|anzeige|imagefilm|anuncio|comercial|publicidad|propaganda|publicidade|publicite|publicité|pub|video|clip|reel|content|post|spot|teaser|launch|pre-roll-spot|preroll-spot|photo|photos|montage|slideshow|tribute|then-and-now|hero|looping|loop|background|banner|website|landing|skippable|non-skippable|pre-roll|preroll|pre-rolls|bumper|in-stream|instream|youtube|instagram|tiktok|ig|meta|facebook|fb|ugc|social|story|stories|15s|30s|6s|20s|60s)$/i;
/** Words that open a line without naming anything ("FINALLY 200kg deadlift", "omg my cat"). */
const INTERJECTIONS: ReadonlySet<string> = new Set(['finally', 'omg', 'ok', 'okay', 'so', 'yay', 'wow', 'lol', 'guys', 'bro', 'pov', 'update', 'new', 'hi', 'hey', 'hello',
  // "Oye, mi perro…", "Olha, meu gato…", "Coucou, …": a call for attention before the clip.
  'oye', 'mira', 'olha', 'hola', 'ola', 'coucou', 'salut', 'hallo', 'ciao']);
/**
 * The first clause of a description: up to a comma, a colon, a sentence end, a dash or an emoji
 * ("FINALLY 200kg deadlift 😤 warmups then the pull": the deadlift). A short label before a colon
 * says what kind of post it is and the subject follows it ("AI short film: dragon over a frozen kingdom",
 * "POV skit with dialogue: when your mom finds the receipt").
 */
/** What an emoji leaves behind when it is split off: its presentation selector, joiners, skin-tone modifiers, keycap mark ("🛠️", "🙋‍♀️"). */
const EMOJI_JOINERS = /[\uFE0E\uFE0F\u200D\u20E3\u{1F3FB}-\u{1F3FF}]/gu;
/** A first clause that only names the deal ("paid collab with a skincare brand", "sponsored by a coffee brand", "brand deal with Nike"); an ad or a promo "for" a business names its subject (ORDERED_POST). */
const DEAL_CLAUSE = /^(?:(?:a|an|my|our|this)\s+)?(?:paid|sponsored|gifted|brand)\s+(?:collab|collaboration|partnership|sponsorship|deal)\s+(?:with|for|from|by)\s+(?:[\p{L}\d'’&.-]+\s*){1,5}$|^(?:(?:a|an|my|our|this)\s+)?(?:collab|collaboration|partnership|sponsorship|deal)\s+(?:with|for|from)\s+(?:[\p{L}'’-]+\s+){0,3}(?:brand|company|sponsor)$|^sponsored by .+$|^paid (?:collab|collaboration|partnership|post|ad)$/iu;
/** A clause that is only a length or a flag ("30s", "no voiceover", "sin música"): never the subject a deal gives way to. */
const FLAG_CLAUSE = /^(?:\d|(?:no|without|sin|sem|sans|ohne|kein|keine)\s+(?:voice|voiceover|vo|music|talking|narration|voz|música|musica|narración|narração|fala|voix|musique|stimme|musik|sprecher)\b|(?:music|audio|sound)\s+only$)/iu;
/** A clause that only says the deal again ("they're paying me", "#ad", "gifted"). */
const DEAL_ASIDE = /\b(?:pay(?:ing|s)?|paid|sponsor(?:ed|ing)?|gifted|#?ad)\b/i;
function firstClause(text: string): string {
  // (Japanese and Chinese commas and stops end a clause too: "あみぐるみのカエルを編んで完成させるまで。声なし".)
  const parts = text.split(/[,;:()\n、。，；：！？]|\s[-–—]\s|[.!?](?:\s|$)|\p{Extended_Pictographic}/u).map((p) => p.replace(EMOJI_JOINERS, '').trim()).filter((p) => p !== '');
  if (parts.length === 0) return '';
  // "short film made with Veo 3, old lighthouse keeper finds a glowing whale": a first clause that only
  // says how the clip was made gives way to the next one.
  const madeWith = parts[0]!.replace(MADE_WITH, '').trim();
  if (parts.length > 1 && madeWith !== parts[0] && (madeWith === '' || isFormatPhrase(madeWith)) && parts[1]!.split(/\s+/).length >= 2) return parts[1]!;
  // "paid collab with a skincare brand (they're paying me) - talking to camera about their vitamin C serum": the deal,
  // said first, gives way to what is shown (tenth editor panel: the caption was "Paid collab with a skincare brand").
  if (DEAL_CLAUSE.test(parts[0]!)) {
    const next = parts.slice(1).find((p) => !DEAL_ASIDE.test(p) && !FLAG_CLAUSE.test(p) && p.split(/\s+/).length >= 2);
    if (next !== undefined) return firstClause(next);
  }
  // "talking head, why I switched to a Pixel": how it is filmed, said first, gives way to what it is about.
  // (So does who talks to camera and where: "licensed electrician talking to camera in a customers basement - 3 signs …".)
  if (parts.length > 1 && FILMED_AS.test(parts[0]!) && parts[1]!.split(/\s+/).length >= 2) return parts[1]!;
  // (Who it is and whose page may come before: "licensed electrician (our company page) talking to camera … - 3 signs …".)
  // (Unless the talk says what it is about: "me talking to camera about my grandma passing, and showing her garden" is the grandma.)
  const about = /\b(?:talking|speaking|talks|speaks) (?:straight )?(?:to|into) (?:the )?camera about\s+(.{3,})$/i.exec(parts[0]!);
  if (about !== null) return about[1]!;
  const talks = parts.findIndex((p) => TALKS_TO_CAMERA.test(p));
  if (talks >= 0 && talks <= 2 && (parts[talks + 1]?.split(/\s+/).length ?? 0) >= 2 && parts.slice(0, talks).every((p) => p.split(/\s+/).length <= 3)) return parts[talks + 1]!;
  // "skippable YouTube pre-roll (16:9) for our meal-kit subscription": a first clause that only names the kind of post, cut off by
  // a bracket, gives way to what follows it; a purpose after it stays joined so the subject is what the purpose names (panel 13).
  if (parts.length > 1 && parts[0]!.split(/\s+/).every((w) => ORDERED_POST.test(w))) {
    const next = parts.slice(1).find((p) => !ASPECT_OR_LENGTH.test(p) && p.split(/\s+/).length >= 2);
    if (next !== undefined) return PURPOSE_START.test(next) ? `${parts[0]} ${next}` : firstClause(next);
  }
  // "wedding videographer, client film for Ana & Marco: bride walks up…", "my detailing shop: ceramic coating on a Civic": who makes
  // the clip, said first, gives way to what it shows (thirteenth editor panel: the title card read "Wedding videographer").
  // (A business gives way only before a colon, or after "my"/"our" before three words or more: "the flower shop, at golden hour", "Our new bakery,
  // opening day", "abandoned toy store, urban exploring" keep it. What follows must show something: "photographer, behind the scenes of a shoot".)
  const colonAfterFirst = /^\s{0,3}:/.test(text.slice(text.indexOf(parts[0]!) + parts[0]!.length));
  const business = BUSINESS_FIRST.test(parts[0]!) && (colonAfterFirst || /^(?:my|our)\s/i.test(parts[0]!));
  if (parts.length > 1 && (WHO_MAKES.test(parts[0]!) || business)) {
    const next = parts.slice(1).find((p) => !ASPECT_OR_LENGTH.test(p) && !DEAL_ASIDE.test(p) && !FLAG_CLAUSE.test(p) && !CLIENT_FILM.test(p) && p.split(/\s+/).length >= (business && !colonAfterFirst ? 3 : 2));
    if (next !== undefined && !NOT_A_NOUN_START.test(next.split(/\s+/)[0]!)) return firstClause(next);
  }
  // "form tips — squat depth, 3 common mistakes": advice that names no subject takes the next clause's ("squat depth form tips").
  // (Only after a dash, and before a noun phrase: "Tips: use natural light" and "5 mistakes - I made them all" say the advice itself.)
  const dashAfterFirst = /^\s{0,3}[-–—]\s/.test(text.slice(text.indexOf(parts[0]!) + parts[0]!.length));
  if (parts.length > 1 && dashAfterFirst && parts[0]!.split(/\s+/).length <= 3 && parts[0]!.split(/\s+/).every((w) => ADVICE_HEAD.test(w) || /^(?:form|quick|pro|top|easy|simple|\d{1,2})$/i.test(w)) && parts[0]!.split(/\s+/).some((w) => ADVICE_HEAD.test(w))) {
    const next = parts[1]!.split(/\s+/);
    if (next.length >= 2 && next.length <= 4 && !ASPECT_OR_LENGTH.test(parts[1]!) && !FLAG_CLAUSE.test(parts[1]!) && !NOT_A_NOUN_START.test(next[0]!)) return `${parts[1]} ${parts[0]}`;
  }
  // "POV skit, two characters both played by me: my roommate swears he didn't eat my leftovers": a skit's label and how it is cast give way
  // to what happens in it (fifteenth editor panel: the title card read "Skit").
  if (parts.length > 1 && SKIT_LABEL.test(parts[0]!)) {
    const next = parts.slice(1).find((p) => !CAST_CLAUSE.test(p) && !ASPECT_OR_LENGTH.test(p) && p.split(/\s+/).length >= 3);
    if (next !== undefined) return firstClause(next);
  }
  // ("Oye, mi perro persiguiendo su cola": a first clause that is only a call for attention gives way to the next.)
  if (parts.length > 1 && parts[0]!.split(/\s+/).every((w) => INTERJECTIONS.has(w.toLowerCase().replace(/[!¡]/g, '')))) return firstClause(parts.slice(1).join(', '));
  const label = parts[0]!.split(/\s+/);
  const colon = text.indexOf(':');
  if (parts.length > 1 && colon > 0 && text.slice(0, colon).trim() === parts[0] && label.length <= 4 && label.some((w) => FORMAT_WORDS.has(w.toLowerCase()) || LABEL_WORDS.has(w.toLowerCase())) && parts[1]!.split(/\s+/).length >= 2) return parts[1]!;
  const words = parts[0]!.split(/\s+/);
  // ("New Year's Eve", "New York": "new" before a name is part of it.)
  while (words.length > 1 && INTERJECTIONS.has(words[0]!.toLowerCase()) && !(words[0]!.toLowerCase() === 'new' && /^\p{Lu}/u.test(words[1]!))) words.shift();
  return words.join(' ');
}
/** A verb of saying or doing that makes a subject a sentence ("my roommate swears he didn't eat my leftovers", "mom finds out I quit"). */
const SENTENCE_VERB = /\b(?:swears?|says|said|thinks|finds|found|tries|tried|didn'?t|doesn'?t|won'?t|can'?t|pretends|realizes|realises|asks|tells|told)\b/iu;
/** A first clause that only names a skit ("POV skit", "comedy sketch", "prank"). */
const SKIT_LABEL = /^(?:(?:a|my|quick|short|new)\s+)?(?:pov\s+)?(?:comedy\s+)?(?:skit|sketch|parody|prank)(?:\s+(?:video|clip))?$/iu;
/** How a skit is cast or shot, not what happens in it ("two characters both played by me", "I play both roles", "one take"). */
const CAST_CLAUSE = /\bplayed by\b|\bi play (?:both|all|every)\b|\bboth (?:characters|roles|parts)\b|\bone take\b|\bsingle take\b/iu;
/** A clause that is only an aspect ratio or a length ("16:9", "9:16 and 1:1", "30s"). */
const ASPECT_OR_LENGTH = /^(?:\d{1,2}\s?[:x×]\s?\d{1,2}|\d{1,4}\s?(?:s|sec|secs|seconds|min|mins)?)(?:\s+(?:and|or|\/|&)\s+\d{1,2}\s?[:x×]\s?\d{1,2})?$/iu;
/** A clause that starts with a purpose or whom it is for ("for our meal-kit subscription", "para mi tienda", "Tribute, to my late dad"). */
const PURPOSE_START = /^(?:for|para|pour|für|fur|to)\s/iu;
/** First words that open a sentence or a place, not a noun phrase ("I made them all", "use natural light", "from a nurse", "at golden hour"). */
const NOT_A_NOUN_START = /^(?:i|we|you|he|she|they|it|use|make|do|don'?t|never|always|why|how|what|when|from|to|at|in|on|behind|during|after|before|with)$/i;
/** Who makes the clip, said as a clause of its own: a trade ("wedding videographer", "realtor"), a business ("my detailing shop"). */
const WHO_MAKES = /^(?:(?:i'?m|i am|im)\s+an?\s+|(?:a|an|the)\s+)?(?:[\p{L}-]{2,20}\s+){0,2}(?:videographer|videographers|photographer|photographers|filmmaker|realtor|real estate agent|baker|florist|detailer|barber|stylist|hairdresser|nail tech|tattoo artist|makeup artist|mua)$/iu;
/** A business said first ("Hair salon: balayage…", "my detailing shop: ceramic coating…"): whose it is, before a colon or after "my"/"our". */
const BUSINESS_FIRST = /^(?:(?:a|an|the|my|our)\s+)?(?:[\p{L}-]{2,20}\s+){0,2}(?:shop|studio|salon|bakery|business|brokerage|agency|company|store|boutique|small business|page|account)$/iu;
/** A client film or a deliverable named as a clause ("client film for Ana & Marco", "deliverable for the couple"): who it is for, not what it shows. */
const CLIENT_FILM = /^(?:(?:a|the|my|our)\s+)?(?:client|customer)\s+(?:film|video|edit|reel|piece|project|delivery)\b|^deliverable\b/iu;
/** A first clause that only says how the clip is filmed or voiced ("talking head", "face cam", "voiceover", "POV"). */
const FILMED_AS = /^(?:(?:a|an|my|quick|short)\s+)?(?:talking[- ]head|face[- ]?cam|facecam|voice[- ]?over|sit[- ]?down|to camera|talking to camera|pov|grwm|one take|single take|screen recording)(?:\s+(?:video|clip|style|format))?$/i;
/** Someone talking to camera, said as a clause of its own: how the clip is filmed, not what it is about. */
const TALKS_TO_CAMERA = /\b(?:talking|speaking|talks|speaks) (?:straight )?(?:to|into) (?:the )?camera\b/i;
/** A tag in square brackets at the start ("[agency]", "[client]"), a label with "=" ("client = indie sneaker brand"), and a generator named in brackets ("(Kling 2.1)", "(mit HeyGen gemacht)"): no part of the subject. */
const LEADING_TAG = /^\s*\[[^\]\n]{1,30}\]\s*/u;
const EQUALS_LABEL = /^\s*[\p{L} ]{1,20}=\s*/u;
const GENERATOR_ASIDE = /\s*\([^()\n]{0,40}\b(?:kling|sora|veo|runway|pika|luma|hailuo|midjourney|heygen|synthesia|minimax)\b[^()\n]{0,40}\)/giu;
/** "AI gen", "AI-generated", "KI-generiert", "Sora-generated", "Kling 2.1 generated", "Veo 3 made," at the start: how the clip was made (not "Luma made a nest", a cat called Luma). */
const AI_MADE_HEAD = /^\s*(?:(?:ai|ki|ia)[- ]?(?:gen|generated|generiert|generado|gerado|genere)|(?:kling|sora|veo|runway|pika|luma|hailuo|midjourney|minimax|seedance|pixverse)(?:[- ]\d(?:\.\d)?)?[- ](?:gen|generated|(?:made|rendered)(?=\s{0,2}[,:])))\b[\s,:-]*/iu;
/**
 * Whose money it is, said inside the description: "(#ad)", "GRWM paid partnership w/ a vitamin C serum brand", "sponsored
 * unboxing". The disclosure says it (#ad); the subject is what is shown (fourteenth editor panel: "#ad GRWM paid partnership w/.").
 */
const SPONSOR_ASIDE = /\s*\(\s*(?:#?ad|#?sponsored|#?paid|#?anzeige|#?werbung|#?publi|#?publicidad|#?adv|#?reklama|#?reklam|#?iklan)\s*\)/giu;
const SPONSORED_BY = /\s*\b(?:paid\s+(?:partnership|collab(?:oration)?|promo(?:tion)?|post)|sponsored(?:\s+post)?|#ad)\s+(?:w\/|with|by)\s+((?:an?|the)\s+)?([^,.;:()\n]{2,60}?)\s+brand\b/giu;
/**
 * (Not before who pays: a deal said first, "paid partnership with Nike, …", is left to firstClause's DEAL_CLAUSE. "Sponsored" only
 * first or before a kind of post: "my sponsored child in Kenya" is a charity's child; review of the twenty-fourth session.)
 */
const SPONSOR_WORD = /(^|\s)(?:paid\s+partnership|paid\s+collab(?:oration)?|sponsored|#ad)(?=\s|,|$)(?!\s+(?:with|w\/|by|for|from|von|mit|con|com|avec|par|met|z)(?=\s|$))(?:(?<=^(?:paid\s+partnership|paid\s+collab(?:oration)?|sponsored|#ad))|(?=\s+(?:unboxing|review|haul|post|video|reel|grwm|tutorial|try-on|try|content|segment|giveaway|demo|vlog|story|stories)\b))\s*/giu;
/** "w/" is "with" ("christmas cookie decorating w/ my kids"): a caption does not write the shorthand. */
const WITH_SLASH = /(^|\s)w\/(?=\s)/giu;
/** Turkish puts the kind of post after what it is for: "yeni açılan spor salonumuz için reklam videosu" is the gym's. */
const TURKISH_POST_KIND = /\s+(?:için\s+)?(?:reklam|tanıtım|tanitim)\s+(?:videosu|filmi|klibi)(?=[\s,.;:]|$)/iu;
/** Hinglish "UPSC prelims ke liye 5 current affairs tips" ("for UPSC prelims, 5 tips"): put in English order, so the subject is what comes after. */
const HINGLISH_FOR = /^([^,.:;]{2,40}?)\s+ke\s+liye\s+([^,.:;]{2,80})/iu;
/** "KI-Avatar erklärt 5 spanische Vokabeln", "my dentist explains flossing": who explains goes; what is explained is the subject. */
const EXPLAINS = /^[^,.:;]{2,40}?\s(?:explains|erklärt|erklart|explica|explique|spiega|legt uit)\s(?=\S+\s\S)/iu;
/** Kinds of post that open a description before what it is of ("tutorial on how to…", "vlog of our trip", "skit where…"). */
// (A launch or a teaser "of" something is about the thing: "lanzamiento de nuestra nueva colección de bolsos".)
const FORMAT_HEADS: ReadonlySet<string> = new Set(['walkthrough', 'tour', 'tutorial', 'vlog', 'video', 'clip', 'reel', 'montage', 'compilation', 'slideshow', 'skit', 'sketch', 'prank', 'story', 'storytime', 'timelapse', 'recap', 'edit', 'teaser', 'launch', 'lanzamiento', 'lançamento', 'lancement']);
/** What joins such a head to its subject. */
// (And "of" in the other copy languages: "lanzamiento de …", "lancement de la …".)
const HEAD_JOINS: ReadonlySet<string> = new Set(['on', 'of', 'about', 'where', 'when', 'showing', 'de', 'del', 'do', 'da', 'du', 'des']);
/**
 * A description without the kind of post it opens with, when what follows says what it shows:
 * "tutorial on how to change a bike inner tube" is about changing the tube, "skit where my roommate
 * and I argue" about the two of them, "vlog of our family trip" about the trip. (A head alone, or
 * with two words or fewer after it, stays: "vlog of Rome" is fine as it is.)
 */
function withoutFormatHead(clause: string): string {
  // "one take in the restaurant kitchen", "plan-séquence dans la cuisine": how it is filmed, then where or of what.
  const filmed = ONE_TAKE_HEAD.exec(clause);
  if (filmed !== null && clause.slice(filmed[0].length).trim().split(/\s+/).length >= 2) return clause.slice(filmed[0].length).trim();
  const words = clause.split(/\s+/).filter((w) => w !== '');
  let i = 0;
  while (i < words.length - 1 && /^(?:a|an|the|my|our|quick|short|little|funny|cute|photo|video)$/i.test(words[i]!)) i++;
  // (A tour or a walkthrough only "of" something: "Tour de France" is a race, "tour of duty" a service.)
  const tourLike = /^(?:tour|walkthrough)$/i.test(words[i] ?? '');
  if (tourLike && (!/^of$/i.test(words[i + 1] ?? '') || /^duty$/i.test(words[i + 2] ?? ''))) return clause;
  if (i + 1 < words.length && FORMAT_HEADS.has(words[i]!.toLowerCase()) && HEAD_JOINS.has(words[i + 1]!.toLowerCase()) && words.length - (i + 2) >= 3) return words.slice(i + 2).join(' ');
  return clause;
}
/** A one-take form at a clause's head, with the word that joins it to what it films. */
const ONE_TAKE_HEAD = /^(?:(?:a|an|my|one|single|a single) (?:long |continuous |uncut )*(?:take|shot)|oner|plan[- ]s[ée]quence|plano[- ]secuencia|plano[- ]sequ[eê]ncia|plansequenz) (?:of|in|at|from|through|de|dans|du|des|en|del|do|da|no|na|von|vom|im|in der|aus) /iu;
/** A word that is a kind of post run together with its subject ("Autovideo", "Hochzeitsvideo", "Kochclip"). */
export const MEDIUM_COMPOUND = /^\p{L}{3,40}(?:video|videos|clip|clips)$/u;
/** "made with Veo 3", "generated in Runway", "using Kling 2.1": how a clip was made, not what it shows. */
const MADE_WITH = /\b(?:made|generated|created|done|rendered|shot|animated|brought to life)\s+(?:with|in|on|using|by)\s+[\p{L}]+(?:\s+\d+(?:\.\d+)?)?|\busing\s+(?:veo|sora|kling|runway|pika|luma)(?:\s+\d+(?:\.\d+)?)?/giu;
/** True when a phrase only says what kind of post it is ("short film", "AI video"), not what it shows. */
export function isFormatPhrase(phrase: string): boolean {
  const words = phrase.toLowerCase().split(/\s+/).filter((w) => w !== '');
  // (A German compound of a subject and a kind of post, "Autovideo", "Hochzeitsclip", says the kind of post too.)
  return words.length > 0 && words.every((w) => FORMAT_WORDS.has(w) || LABEL_WORDS.has(w) || w === 'short' || w === 'film' || w === 'films' || MEDIUM_COMPOUND.test(w));
}
/** Labels that name the kind of post before a colon ("AI short film:", "Storytime:", "Day 3:"). */
const LABEL_WORDS: ReadonlySet<string> = new Set(['film', 'storytime', 'story', 'review', 'update', 'day', 'part', 'pt', 'episode', 'ep', 'series', 'ai', 'challenge', 'trend', 'tip', 'tips', 'hack', 'haul', 'routine', 'diy', 'how', 'grwm', 'vlog', 'unboxing', 'transformation', 'reveal', 'asmr', 'brief', 'subject', 'topic', 'pov', 'skit', 'sketch', 'prank',
  // A generator's name and its stills ("Midjourney stills animated with Hailuo: a castle above the clouds").
  'stills', 'midjourney', 'sora', 'veo', 'kling', 'runway', 'pika', 'luma', 'hailuo',
  // "uitleg: ECB verlaagt de rente", "explainer: …": a label for an explanation.
  'uitleg', 'explainer', 'explained', 'erklärvideo', 'erklarvideo', 'explicacion', 'explicación', 'explicação', 'explicacao', 'explication', 'spiegazione']);
/** Articles, prepositions and possessives of the other copy languages: a subject never ends on one ("roscones recién salidos del"). */
const FUNCTION_WORDS_ELSEWHERE: ReadonlySet<string> = new Set(
  'de del la el los las y e con com do da dos das no na nos nas du des le les et au aux en em um uma un una une der die das dem den und mit von vom zum zur im am al o os as para por pour sur que q qui su sus mi mis ma mon mes meu minha mein meine par à ao aos pelo pela di il lo gli della nel'.split(' ').concat(
    // (Italian, Dutch, Polish, Indonesian and Turkish, whose copy is written since the twenty-fourth session: "i cornetti … che" is no subject's end.)
    // (Not words English writes too: "how we met", "moong dal", "camper van", "Gen Z", "Andrew Yang", "photo op", "interview with Per".)
    'che dei delle degli alla alle dalla het een voor naar dla że dari untuk dengan için ile'.split(' '),
  ),
);
/** Heads that say what kind of advice a post gives, whose subject is what it is for ("3 tips for better sleep": better sleep). */
/** A get-ready format's own words ("grwm", "get ready with me", "arréglate conmigo", "prépare-toi avec moi"). */
const GET_READY_WORDS = /^(?:grwm|get|getting|ready|with|me|arreglate|arréglate|preparate|prepárate|conmigo|arrume-se|arruma-te|comigo|prepare-toi|prépare-toi|avec|moi|mach|dich|mit|mir|fertig)$/i;
const ADVICE_HEAD = /^(?:tips?|hacks?|ideas?|ways?|guide|steps?|things|secrets?|mistakes|reasons|rules|habits|tricks?|dos|donts|advice|consejos|trucos|ideias|dicas|astuces|conseils|tipps)$/i;
/** Words a subject is cut before when it is too long ("farewell slideshow | for our old cat Miso"). */
/** A word that is likely an adjective waiting for its noun ("medieval", "tropical", "tiny", "old"). */
const DANGLING_ADJECTIVE = /^(?:\p{L}+(?:al|ic|ous|ful|ive|ish|ian|ese)|old|new|big|small|little|tiny|giant|huge|first|last|best|red|blue|green|black|white)$/iu;
/** Words that open a phrase of place or direction: a long subject may end before one when no CUT_BEFORE word comes early enough. */
const PLACE_WORDS: ReadonlySet<string> = new Set(['down', 'up', 'along', 'across', 'through', 'into', 'onto', 'over', 'under', 'near', 'around', 'past', 'by', 'behind', 'inside', 'outside', 'toward', 'towards', 'por', 'pela', 'pelo', 'sur', 'dans', 'durch', 'entlang']);
/**
 * The heads of "dentro de", "debajo de", "innerhalb": a subject never ends on one ("Capivara astronauta flutuando dentro", fifteenth
 * editor panel). Trimmed from a subject's end only, never a place to cut ("perro durmiendo cerca de la chimenea" keeps its place);
 * not French "loin" or "près", English words too.
 */
const PLACE_HEADS: ReadonlySet<string> = new Set(['dentro', 'fuera', 'fora', 'cerca', 'perto', 'junto', 'debajo', 'embaixo', 'encima', 'detrás', 'detras', 'atrás', 'atras', 'delante', 'através', 'atraves', 'longe', 'lejos', 'autour', 'innerhalb', 'außerhalb', 'ausserhalb', 'neben', 'sopra', 'sotto', 'accanto', 'vicino']);
/** Place words that also end a verb or a noun ("glow up", "wind down", "takeover", "walk by"): a subject may end on one. */
const PARTICLES: ReadonlySet<string> = new Set(['up', 'down', 'over', 'by', 'around', 'behind', 'inside', 'outside']);
const CUT_BEFORE: ReadonlySet<string> = new Set(['for', 'with', 'from', 'about', 'at', 'in', 'on', 'during', 'while', 'using', 'because', 'and', 'then', 'that', 'which', 'where', 'para', 'con', 'com', 'pour', 'avec', 'fur', 'mit',
  // A time or a person's clause after the subject ("corgi gets the zoomies | after bath time", "a doodle named Waffles | who came in matted").
  // (Not "before and after", "happily ever after": cutCandidate keeps those; "who" only after three words.)
  'after', 'since', 'until', 'who']);
/** "of" in the copy languages and Italian and Dutch: it opens a phrase that belongs to the noun before it. */
const OF_WORDS: ReadonlySet<string> = new Set(['of', 'de', 'del', 'do', 'da', 'dos', 'das', 'du', 'des', 'von', 'vom', 'di', 'della', 'van']);
/** A CUT_BEFORE word that starts no new phrase where it stands ("before and after", "ever after", "my brother who"). */
function joinsHere(words: readonly string[], i: number): boolean {
  const w = words[i]!.toLowerCase();
  const prev = (words[i - 1] ?? '').toLowerCase();
  if (w === 'after' && /^(?:and|&|ever|before|y|e|und|et|\/)$/.test(prev)) return true;
  if (w === 'who' && i < 3) return true;
  return false;
}

/** English words ending in "-ing" that are things, not actions ("wedding cake", "stuffing"). */
export const ING_NOUNS: ReadonlySet<string> = new Set(['wedding', 'clothing', 'building', 'morning', 'evening', 'ceiling', 'icing', 'pudding', 'stuffing', 'seasoning', 'frosting', 'filling', 'topping', 'thanksgiving', 'housewarming', 'spring', 'string', 'swing', 'thing', 'sibling', 'offspring', 'bling', 'dumpling', 'painting', 'drawing', 'wing', 'king', 'ring']);
/**
 * The subject of a clip as a short phrase for copy: the first clause of the description, at most
 * `max` words, cut at a word boundary before a preposition rather than mid-thought, without
 * trailing filler or format words. Never ends in "…".
 */
/** Words a number after them counts ("day 100", "month 6", "part 2"): the number is part of the subject. */
const COUNTING_NOUNS = /^(?:day|days|week|weeks|month|months|year|years|level|part|pt|round|lap|episode|ep|chapter|season|take|rep|set|d[ií]a|mes|jour|mois|tag|monat|dia)$/i;
/** Verbs that say nothing without their object ("doing", "making", "trying"): a subject never ends on one. */
const LIGHT_VERBS: ReadonlySet<string> = new Set(['doing', 'making', 'having', 'getting', 'taking', 'giving', 'trying', 'putting', 'being', 'does', 'makes', 'gets', 'tries', 'needs', 'need', 'wants', 'keeps']);

/** Articles that open a noun phrase, in the five copy languages. */
const ARTICLES: ReadonlySet<string> = new Set(['the', 'a', 'an', 'el', 'la', 'los', 'las', 'le', 'les', 'un', 'una', 'une', 'o', 'os', 'um', 'uma', 'der', 'die', 'das', 'ein', 'eine']);
/** A word a phrase may end on before an article: not an action waiting for its object, not a small word. */
function wholeBefore(w: string): boolean {
  const l = w.toLowerCase();
  return !(l.length > 4 && l.endsWith('ing') && !ING_NOUNS.has(l)) && !LIGHT_VERBS.has(l) && !/^(?:both|all|each|every|todos|todas|tous|toutes|alle)$/.test(l) && !STOPWORDS.has(l) && !CUT_BEFORE.has(l) && !PLACE_WORDS.has(l) && !FUNCTION_WORDS_ELSEWHERE.has(l);
}

/** A telling verb before what is told ("gonna explain how…", "let me tell you why…", "i'm talking about my…"): dropped when a "how", "why", "what" or a possessive follows; so is a rating verb before what is rated ("rating every taco…"). */
/** The editing of the clip, said before what it shows ("putting together my son's season highlights", "editing our wedding film"), or its upload in an agent's brief ("User uploaded a garage cleanout clip"). */
const EDITING_HEAD = /^(?:(?:(?:the )?user|the creator|my client|i|we)(?: has| have)? (?:uploaded|uploads|shared|shares|sent|sends|submitted|provided)\s+(?=(?:my|our|his|her|their|the|a|an|this|these)\s)|(?:(?:i'?m|i am|im|we'?re|we are)\s+)?(?:(?:putting together|put together|cutting together|editing|compiling|stitching together)\s+(?=(?:my|our|his|her|their|the|a|an|this|these)\s)|(?:talking|speaking) (?:straight )?(?:to|into) (?:the )?camera about\s+))/i;
const TELLING_HEAD = /^(?:(?:so|ok|okay)\s+)?(?:(?:i'?m|i am|i'?ll|i will|let me|lemme|gonna|going to|about to|want to|wanna)\s+)*(?:(?:explain(?:ing)?|talk(?:ing)? about|tell(?:ing)? you|shar(?:e|ing)|walk(?:ing)? you through|break(?:ing)? down)\s+(?=(?:how|why|what|when|where|my|our)\s)|(?:rating|ranking|rate|rank|scoring|calificando|avaliando)\s+(?=(?:every|all|each|the|todos|todas|cada|tous|toutes|alle)\s))/i;
/** How the clip is voiced, said after its subject ("hip mobility routine with spoken cues", "… with voiceover"): not what it shows. */
const VOICED_WITH = /\s+(?:with|w\/|w) (?:my |a |some )?(?:spoken |voice |verbal |live )?(?:cues|narration|commentary|voice-?over|vo|talking|subtitles|captions)$/i;
/** A launch verb and its day after a subject ("drops friday", "launches tomorrow", "sale el viernes", "erscheint am Freitag"); not "is back today", "lands tonight", "kommt morgen" (people and planes). */
const LAUNCH_WHEN = /\s+(?:drops|launches|goes live|releases|restocks|sale(?=\s+(?:el|este)\s)|se lanza|erscheint)\s+(?:on\s+|this\s+|next\s+|el\s+|este\s+|ce\s+|na\s+|am\s+|diese[nm]?\s+)?(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day|tomorrow|tonight|today|soon|week|weekend|lunes|martes|mi[eé]rcoles|jueves|viernes|s[aá]bado|domingo|ma[nñ]ana|segunda|ter[cç]a|quarta|quinta|sexta|amanh[aã]|lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|demain|montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag|morgen)(?!\p{L}).*$/iu;

export function subjectOf(topic: string, max = 6): string {
  // ("new earring collection drops friday": the launch and its day are news about the subject, not the subject.)
  // ("gonna explain how i paid off 20k": the telling is the voice; what is told is the subject, eighth editor panel.)
  // (A brand's product named through its brand stays the product: "GRWM paid partnership w/ a vitamin C serum brand" is "GRWM with a
  // vitamin C serum"; a brand named by one word is its kind, "sponsored by a skincare brand", and goes. A deal said first is left
  // whole to firstClause, which gives it way to what is shown.)
  const unsponsored = topic.trim().replace(SPONSOR_ASIDE, '').replace(SPONSORED_BY, (m: string, art: string | undefined, what: string, at: number) => (at === 0 ? m : what.trim().split(/\s+/).length >= 2 ? ` with ${art ?? ''}${what}` : '')).replace(SPONSOR_WORD, '$1').replace(WITH_SLASH, '$1with').replace(TURKISH_POST_KIND, '');
  const cleaned = unsponsored.trim().replace(LEADING_TAG, '').replace(EQUALS_LABEL, '').replace(GENERATOR_ASIDE, '').replace(AI_MADE_HEAD, '').replace(HINGLISH_FOR, '$2 for $1');
  const clause = withoutFormatHead(firstClause(cleaned.replace(/^(?:pov|ad|video|clip)\s*[:-]\s*/i, '')).replace(EXPLAINS, '')).replace(LAUNCH_WHEN, '').replace(TELLING_HEAD, '').replace(EDITING_HEAD, '').replace(VOICED_WITH, '');
  // Lengths and production flags ("30s", "AI-gen") say how the clip is made, not what it shows.
  // A bare number is a length only when a time unit follows it ("30 seconds"); before a noun it is a count ("3 bedroom apartment").
  const raw = clause.split(/\s+/).filter((w) => w !== '');
  const TIME_UNIT = /^(?:s|secs?|seconds?|m|mins?|minutes?|segundos?|minutos?|sekunden|minuten)$/i;
  let words = raw.filter((w, i) => {
    if (/^(?:ai-?gen(?:erated)?|aigc|ai)$/i.test(w)) return false;
    if (/^generated$/i.test(w) && i > 0 && /^ai$/i.test(raw[i - 1]!)) return false;
    // (A decade is no length: "old photos from the 60s onwards", "the early 90s", "1980s kitchen remodel". Inside a longer
    // subject a year's decade is dropped like a length, so the subject keeps its noun: "a rusty 1940s hand plane".)
    const decade = /^(?:1[89]|20)?[0-9]0s$/i.test(w) && ((/^\d{4}s$/i.test(w) && i === 0) || (i > 0 && /^(?:early|mid|late)$/i.test(raw[i - 1]!)) || (i > 1 && /^the$/i.test(raw[i - 1]!) && /^(?:from|in|since|of|during|like|to|into|back)$/i.test(raw[i - 2]!)));
    if (/^\d+(?:\.\d+)?(?:s|sec|secs|seconds|m|min|mins)$/i.test(w) && !decade) return false;
    if (TIME_UNIT.test(w) && i > 0 && /^\d+(?:\.\d+)?$/.test(raw[i - 1]!)) return false;
    // (A number after a name is a model, "Golf 2", "iPhone 15": part of the subject.)
    // (Nor after a word that counts: "day 100", "month 6", "part 2", "round 3".)
    return !/^\d+(?:\.\d+)?$/.test(w) || (i + 1 < raw.length && !TIME_UNIT.test(raw[i + 1]!)) || (i + 1 === raw.length && i > 0 && /^\d{1,4}$/.test(w) && /\p{Lu}/u.test(raw[i - 1]!) && /\p{Ll}/u.test(raw[i - 1]!)) || (i > 0 && COUNTING_NOUNS.test(raw[i - 1]!));
  });
  // A purpose phrase ("for a sportswear brand", "for dinner", "para casamento") says why, not what: the subject ends before it.
  const purpose = words.findIndex((w, i) => i >= 1 && /^(?:for|para|pour|fur|für)$/i.test(w));
  // ("grwm pour le mariage de ma cousine": a get-ready format alone says nothing; the occasion it is for is the subject.)
  if (purpose > 0 && words.slice(0, purpose).every((w) => GET_READY_WORDS.test(w))) {
    // (kept whole: the length cut below ends it)
  } else if (purpose > 0) {
    // "promo for a local coffee shop client": when what comes before says only what kind of post it
    // is, the subject is what the purpose names ("local coffee shop"), without who ordered it.
    if (words.slice(0, purpose).every((w) => ORDERED_POST.test(w) || ADVICE_HEAD.test(w) || /^\d+$/.test(w))) {
      const rest = words.slice(purpose + 1);
      // ("Werbespot für unseren Fahrradladen in Graz": whose it is, said in German or a Romance language, goes with the order.)
      while (rest.length > 1 && /^(?:unser|unsere|unseren|unserem|unserer|mein|meine|meinen|meinem|den|die|das|nuestro|nuestra|mi|el|la|nosso|nossa|meu|minha|o|notre|mon|ma|le)$/i.test(rest[0]!)) rest.shift();
      // ("spot for a client's oud perfume": whose order it is goes too.)
      if (rest.length > 2 && /^(?:a|the|our|my)$/i.test(rest[0]!) && /^(?:client|customer)['’]s$/i.test(rest[1]!)) rest.splice(0, 2);
      let popped = false;
      while (rest.length > 1 && /^(?:client|clients|account|page|channel|cliente|website|site|homepage)$/i.test(rest[rest.length - 1]!)) popped = rest.pop() !== undefined;
      if (popped) rest[rest.length - 1] = rest[rest.length - 1]!.replace(/['’]s$/i, '');
      // ("background for our website", "hero loop for the client's website": nothing is left but whose it is.)
      if (popped && rest.every((w) => /^(?:the|a|an|our|my|their|his|her|client|clients)$/i.test(w))) rest.length = 0;
      // ("for our yoga retreat's website in Ubud": the business is the subject, not its website.)
      const site = rest.findIndex((w, i) => i > 0 && /^(?:website|site|homepage|page|account)$/i.test(w) && /['’]s$/i.test(rest[i - 1]!));
      if (site > 0) rest.splice(site - 1, 2, rest[site - 1]!.replace(/['’]s$/i, ''));
      words = rest.length > 0 ? rest : words.slice(0, purpose);
    } else words = words.slice(0, purpose);
  }
  const uncut = words;
  if (words.length > max) {
    // ("my roommate and I argue": "and" before I or me joins who does it, it starts no new phrase.)
    // ("i play both the barista and the customer": "and" after "both" joins the two, it starts no new phrase.)
    const cut = words.findIndex((w, i) => i >= 2 && CUT_BEFORE.has(w.toLowerCase()) && !joinsHere(words, i) && !(/^(?:with|avec|mit)$/i.test(w) && /^(?:me|moi|mir)$/i.test(words[i + 1] ?? '')) && !(w.toLowerCase() === 'and' && (/^(?:i|me)$/i.test(words[i + 1] ?? '') || /^after$/i.test(words[i + 1] ?? '') || words.slice(0, i).some((x) => /^both$/i.test(x)))));
    // Failing that, before the last place word that fits ("vintage car driving | down a coastal
    // highway at sunset"): six words cut anywhere leave a phrase without its noun ("down a coastal").
    // (Only when the word after the sixth continues its phrase: "toddler running around the garden |
    // chasing bubbles" ends cleanly, a new action follows.)
    const next = words[max]!.toLowerCase();
    const clean = CUT_BEFORE.has(next) || PLACE_WORDS.has(next) || STOPWORDS.has(next) || (next.endsWith('ing') && !ING_NOUNS.has(next));
    const place = clean ? -1 : words.slice(0, max + 1).findLastIndex((w, i) => i >= 2 && PLACE_WORDS.has(w.toLowerCase()));
    // One word over is kept whole, and a cut one word late taken: a seven-word subject reads better
    // than six words that stop mid-phrase ("when your mom finds the hidden | snacks").
    // Failing both, before the last article that opens a second phrase ("our old beach house | the summer
    // before we sold it"), when what precedes it is whole (not "winning | the school spelling bee").
    // (A word in -s right after a noun is likely its verb: "grandma tastes | the birria" is no phrase; "my kids | the" is.)
    const verbLike = (i: number): boolean => /s$/i.test(words[i - 1]!) && !/^(?:the|a|an|my|our|your|his|her|their|these|those|some)$/i.test(words[i - 2] ?? '');
    const article = words.slice(0, max + 1).findLastIndex((w, i) => i >= 2 && ARTICLES.has(w.toLowerCase()) && wholeBefore(words[i - 1]!) && !verbLike(i));
    // Before the article, an "of" that opens a phrase after four words or more ("mi madre encuentra el ticket | de mi haul
    // de Shein"): the article cut would leave a verb without its object ("mi madre encuentra", eighth editor panel).
    const of = words.slice(0, max + 1).findLastIndex((w, i) => i >= 4 && OF_WORDS.has(w.toLowerCase()));
    if (cut > 0 && cut <= max + 1) words = words.slice(0, cut);
    else if (words.length === max + 1 && !clean) words = words.slice();
    // A sentence two words over with nothing to cut before is kept whole: "my roommate swears he didn't eat | my leftovers" cut
    // anywhere leaves a verb without its object (fifteenth editor panel).
    else if ((words.length === max + 2 || cut === max + 2) && SENTENCE_VERB.test(words.slice(1, max).join(' ')) && !STOPWORDS.has(words[max + 1]!.toLowerCase())) words = words.slice(0, max + 2);
    else if (place > 0) words = words.slice(0, place);
    else if (of > 0 && of > article) words = words.slice(0, of);
    else if (article > 0) words = words.slice(0, article);
    // (Never on an adjective whose noun is the next word: "cameo of myself as a medieval | knight" keeps the knight.)
    else words = words.slice(0, DANGLING_ADJECTIVE.test(words[max - 1]!) && !CUT_BEFORE.has(next) && !STOPWORDS.has(next) ? max + 1 : max);
    // A cut after a possessive leaves it owning nothing ("unboxing of a phone case brand's"): the thing it owns comes too, two words at most.
    if (/['’]s$/i.test(words[words.length - 1]!) && words.length < uncut.length) {
      const owned = uncut.slice(words.length, words.length + 2);
      const stop = owned.findIndex((w) => CUT_BEFORE.has(w.toLowerCase()) || STOPWORDS.has(w.toLowerCase()));
      const take = stop < 0 ? owned : owned.slice(0, stop);
      if (take.length > 0) words = [...words, ...take];
    }
  }
  const small = (w: string): boolean => STOPWORDS.has(w.toLowerCase()) || CUT_BEFORE.has(w.toLowerCase()) || FORMAT_WORDS.has(w.toLowerCase());
  // (Nor on a word of place: "my cat missing the jump onto" says onto nothing.)
  const trailing = (w: string): boolean => STOPWORDS.has(w.toLowerCase()) || CUT_BEFORE.has(w.toLowerCase()) || FUNCTION_WORDS_ELSEWHERE.has(w.toLowerCase()) || PLACE_HEADS.has(w.toLowerCase()) || (PLACE_WORDS.has(w.toLowerCase()) && !PARTICLES.has(w.toLowerCase()));
  // "study with me", "get ready with me": a format's own name, whose "me" is no filler.
  const withMe = (): boolean => words.length >= 3 && /^me$/i.test(words[words.length - 1]!) && /^with$/i.test(words[words.length - 2]!);
  // ("before and after", "happily ever after" end on their "after".)
  // ("3 mistakes people make | with their very first paycheck": a verb right after who does it ends a whole phrase.)
  const verbOfItsSubject = (): boolean => words.length >= 3 && /^(?:make|do|get|say|want|need|love|hate|forget|miss|see|buy)$/i.test(words[words.length - 1]!) && /^(?:people|you|we|they|everyone|nobody|kids|parents|beginners|students|women|men)$/i.test(words[words.length - 2]!);
  const endsWhole = (): boolean => withMe() || verbOfItsSubject() || (words.length >= 2 && joinsHere(words, words.length - 1));
  // (A place particle cut off from its place goes too: "doing post-bath zoomies around | the living room"; "kids running around" stays.)
  const cutFromPlace = (w: string): boolean => PARTICLES.has(w.toLowerCase()) && ARTICLES.has((uncut[words.length] ?? '').toLowerCase()) && words.length > 2;
  while (words.length > 1 && !endsWhole() && (trailing(words[words.length - 1]!) || cutFromPlace(words[words.length - 1]!) || (words.length > 2 && small(words[words.length - 1]!)))) words.pop();
  // A verb that needs its object, left without it by the cut ("african grey parrot doing | a perfect beep impression"), goes too.
  if (words.length > 2 && words.length < raw.length && LIGHT_VERBS.has(words[words.length - 1]!.toLowerCase())) words.pop();
  // (A possessive stays when the speaker is in the subject: "my roommate and I argue", not "roommate and I argue".)
  // ("my roommate swears he didn't eat my leftovers": a second "my" puts the speaker in it too.)
  const speaker = words.some((w) => /^(?:i|me|we|us)$/i.test(w)) || words.slice(1).some((w) => /^(?:my|our)$/i.test(w));
  // (Nor before a possessive: "my son's junior season highlights" is not "son's junior season highlights".)
  while (words.length > 1 && /^(a|an|the|my|our|some|this)$/i.test(words[0]!) && words.length > 2 && !(speaker && /^(?:my|our)$/i.test(words[0]!)) && !(/^(?:my|our)$/i.test(words[0]!) && /['’]s$/i.test(words[1]!))) words.shift();
  // ("promo for my own food cart": "own" left at the head says nothing the subject needs.)
  if (words.length > 2 && /^own$/i.test(words[0]!)) words.shift();
  const out = words.join(' ').replace(/[\s,.;:!?-]+$/, '');
  // Nothing left, or only a small word ("your clip" is not "your"): the topic as written.
  return out === '' || (words.length === 1 && STOPWORDS.has(out.toLowerCase())) ? topic.trim().split(/\s+/).slice(0, max).join(' ') : out;
}

/** A child named in a text, in the five copy languages, Italian, Dutch and Indonesian ("my 3 toddlers", "mi hija de 4 años", "mon fils", "meu filho"). */
// (Not "son" alone, Spanish "they are", nor "filles" alone, "the girls"; not "baby spinach"; ages up to 17.)
const CHILD = /(?<![\p{L}\d])(?:\d+[- ]?(?:months?|mo|weeks?)[- ]olds?|(?:baby's|babys|her|his|their) first steps|takes? (?:her|his) first steps|primeros pasos|primeiros passos|premiers pas|ersten schritte|bab(?:y|ies)(?! (?:spinach|carrots?|corn|back|potatoes|shrimp|kale|octopus))|miúdos|crianças?|toddlers?|kids?|kiddos?|children|(?:my|our|his|her|their) sons?|daughters?|newborn|infant|(?:[1-9]|1[0-7])\s?(?:yo|y\/o)|(?:[1-9]|1[0-7])[- ]years?[- ]olds?|hij[oa]s?|beb[eéê]s?|bébés?|niñ[oa]s?|filh[oa]s?|(?:ma|mes|notre|sa|nos|petite) filles?|fils|enfants?|menin[oa]s?|kinder|kinderen|tochter|sohn|figli[oa]?|bambin[aoi]|zoon|zoontje|dochter|dochtertje|[1-5] aninhos?|aninho|primer añito|primeiro aninho|si kecil|anakku)(?![\p{L}])/iu;

/** A child in Polish, Turkish, Indonesian and Vietnamese (not Indonesian "bebek", a duck). */
const CHILD_OTHER = /(?<![\p{L}\d])(?:dzieck[oau]|dzieci|synek|synka|córk[aię]|córeczk[aię]|niemowl[ęa]|çocu[kğ]\p{L}*|bebeğ\p{L}*|oğlum|kızım|anakku|anak-anak|anak saya|bayi|balita|em bé|con gái|con trai)(?![\p{L}])/iu;
/** In scripts without spaces a word runs into its particle ("아기가"): matched inside. (Not 아이, in 아이폰; not ลูก, in ลูกค้า.) */
const CHILD_SCRIPTS = /아기|아들|딸이|딸과|딸의|赤ちゃん|息子|子ども|子供|宝宝|孩子|儿子|女儿|طفل|ابني|بنتي|أطفال|बच्च|बेटा|बेटी/u;

/** True when a text names a child ("my 3 toddlers", "mi hija de 4 años", "os miúdos"): family shots at a child's height, kid hashtags. */
export function namesAChild(text: string): boolean {
  return CHILD.test(text) || CHILD_OTHER.test(text) || CHILD_SCRIPTS.test(text);
}
