/**
 * Yes/no cues in a message, in five languages: a voice (narration, dialogue, a live mic), AI
 * generation (a named generator means AI), paid and brand work (a business account is
 * commercial), off-platform placement (pre-roll, TV, a website) and "no music". Phrase lists are
 * matched over tokens by their first word; a cue right after a negation ("no", "sin", "sem",
 * "sans", "ohne") counts as its opposite, and when both are said the negation wins and the clash
 * is reported.
 */
import { adjacent, findAll, matchAt, phraseSet, type PhraseHit, type PhraseSet, type Steps, type Token } from './reading-tokens.ts';

/** Negation words; a cue right after one (or after one plus an article) is negated. */
const NEGATORS = new Set(['no', 'not', 'without', 'zero', 'never', 'sin', 'sem', 'sans', 'pas', 'ohne', 'kein', 'keine', 'keinen', 'nicht', 'non', 'nao', 'ni', 'inte', 'ej', 'khong', "isn't", "aren't", "don't", "doesn't", "won't", 'nor', 'nunca', 'jamais', 'nie',
  // Typed without the apostrophe ("this isnt sponsored").
  'isnt', 'arent', 'dont', 'doesnt', 'wont', 'aint', 'wasnt', 'werent',
  // "they didn't pay me", "nobody has paid me".
  "didn't", 'didnt', "haven't", 'havent', "hasn't", 'hasnt',
  // "nada de publi", "aucun partenariat", "nenhuma narração", "ningún sponsor"; Swiss and Austrian "kei Stimm", "ka Sponsoring".
  'nada', 'aucun', 'aucune', 'nenhum', 'nenhuma', 'ningun', 'ninguno', 'ninguna', 'kei', 'keis', 'ka', 'nix', 'nichts', 'zero', 'cero', 'ohni',
  // "nothing commercial", "sem patrocínios nem marcas", "ni marca ni nada"; Scots "nae voice on it".
  'nothing', 'nem', 'nae',
  // "rien de sponsorisé", "rien de commercial".
  'rien',
  // "ninguém me pagou", "nadie me paga", "niemand bezahlt mich".
  'ninguem', 'nadie', 'niemand', 'nobody']);
// ("I don't take sponsors", "we don't do brand deals", "doesn't have a sponsor": a verb of having one between.)
const NEGATION_GAP = new Set(['take', 'do', 'accept', 'have', 'want', 'be', 'de', 'a', 'an', 'the', 'ett', 'any', 'anything', 'un', 'une', 'una', 'um', 'uma', "d'", "l'", 'du', 'la', 'el', 'mi', 'my', 'real', 'more', 'ai', 'es', 'e', 'est', 'ist', 'is', 'for', 'para', 'pour', 'fur', 'pra', 'me']);

export interface Cue {
  yes: PhraseSet;
  no: PhraseSet;
  /** Phrases that count only with a maker word just before ("made with Runway", "mit Veo"). */
  weak?: PhraseSet;
  /** Single words that, asked and answered no ("AI? nah"), state the cue's no. */
  asked?: ReadonlySet<string>;
  /** Phrases that look like a cue and are not one ("brand new", "YouTube Shorts"): skipped. */
  ignore?: PhraseSet;
  /** Words that, a few words before a hit in its clause, make it a mention and no statement ("saw it on TV", "bought it on their website"). */
  mentionVerbsBefore?: ReadonlySet<string>;
  /** Phrases that put a hit's clause at another time ("was sponsored last month", "used to be an ambassador"): its hits say nothing of this clip. */
  otherTime?: PhraseSet;
  /** Phrases that say no for this clip only after another time was named ("sponsored last month, this one isn't"). */
  contrastNo?: PhraseSet;
  /** Words a few words before a hit that make it who the speaker is, not what the clip is ("I'm a wedding videographer"): a yes only when nothing says no. */
  identity?: ReadonlySet<string>;
  /** Words that, right before an opening quote, say the cue ("saying 'love you kiddo'", "mi prima dice 'qué bonitooo'"). */
  beforeQuote?: ReadonlySet<string>;
  /** Hits written as hashtags and asked about ("do I need to put #ad on this?", "preciso colocar #publi?"): a disclosure tag named, not the thing itself. */
  tagsAsked?: boolean;
}

export interface CueReading {
  value: boolean | null;
  /** Both a yes and a no were said (the no wins). */
  clash: boolean;
  /** Token ranges the cue was read from. */
  spans: PhraseHit[];
}

/**
 * A "no" after a question mark answers it ("voz? no", "AI? nah I made it"), unless it opens a negated
 * verb of the next sentence ("q no tape su voz? no le cobro nada": "I don't charge her").
 */
function answersNo(t: readonly Token[], k: number): boolean {
  if (!ANSWER_NO.has(t[k]?.norm ?? '')) return false;
  const next = t[k + 1];
  return next === undefined || next.clause !== t[k]!.clause || !NEGATED_VERB_START.has(next.norm);
}
/** Words that follow a Spanish, Portuguese or French "no"/"não"/"ne" that negates a verb: clitics and common verbs. */
/** (Folded forms; "no me pagan", "não tem" still answer the question before them, so "me" and "tem" are not here.) */
const NEGATED_VERB_START: ReadonlySet<string> = new Set(['le', 'lo', 'la', 'los', 'las', 'les', 'lhe', 'cobro', 'cobra', 'cobramos', 'puedo', 'posso', 'quiero', 'quero', 'voy', 'vou', 'estoy', 'estou']);
/** A no right after a cue and its question mark ("AI? nah I filmed it all myself"). */
const ANSWER_NO: ReadonlySet<string> = new Set(['no', 'nah', 'nope', 'nao', 'non', 'nein', 'nee', 'naw', 'nel']);

/** Words after which Portuguese "no" is "in the", not "no" ("gerado por IA no Kling", "postado no Instagram"). */
const PT_NO_IS_IN = new Set(['tudo', 'tudinho', 'postar', 'publicar', 'posto', 'posta', 'subir', 'todas', 'todos', 'cenas', 'imagens', 'usei', 'usado', 'usada', 'usamos', 'usou', 'gerados', 'geradas', 'feitos', 'feitas', 'gerado', 'gerada', 'gerados', 'feito', 'feita', 'criado', 'criada', 'editado', 'editada', 'gravado', 'gravada', 'postado', 'postada', 'ia', 'animado', 'animada', 'gerei', 'gerou', 'criei', 'fiz', 'editei', 'gravei']);

/** Before "no"/"na" and a generator's name, what was made in it ("fiz um vídeo no Pika", "clipe no Kling"); only for generator names, since "video no voiceover" is English. */
const PT_MADE_IN = new Set(['video', 'videos', 'clipe', 'clip', 'fiz', 'fizemos', 'criei', 'gerei', 'animei', 'montei', 'editei']);

function negated(t: readonly Token[], i: number): number {
  const a = t[i - 1];
  if (a === undefined || a.clause !== t[i]!.clause) return 0;
  if (a.norm === 'no' && PT_NO_IS_IN.has(t[i - 2]?.norm ?? '')) return 0;
  if (NEGATORS.has(a.norm)) return 1;
  // "not monetized or sponsored", "neither paid nor sponsored": a negation reaches across "or".
  if ((a.norm === 'or' || a.norm === 'nor') && [i - 3, i - 4].some((k) => k >= 0 && t[k]!.clause === a.clause && (NEGATORS.has(t[k]!.norm) || t[k]!.norm === 'neither'))) return 2;
  // "not for any page or brand": a negated "for" reaches one word further ("not sure whether paid or sponsored" does not).
  if ((a.norm === 'or' || a.norm === 'nor') && i >= 5 && t[i - 5]!.clause === a.clause && NEGATORS.has(t[i - 5]!.norm) && FOR_WORDS.has(t[i - 4]!.norm)) return 2;
  const b = t[i - 2];
  if (NEGATION_GAP.has(a.norm) && b !== undefined && b.clause === a.clause && NEGATORS.has(b.norm)) return 2;
  // Two small words between: "não é pra cliente", "not for a client", "no es para la marca".
  const c = t[i - 3];
  if (NEGATION_GAP.has(a.norm) && b !== undefined && NEGATION_GAP.has(b.norm) && c !== undefined && c.clause === a.clause && b.clause === a.clause && NEGATORS.has(c.norm)) return 3;
  return 0;
}

/**
 * Negations said after what they negate: Hindi/Urdu in Latin letters ("koi commentary nahi hai",
 * "voiceover nhi"), Turkish ("konuşma yok"). One word may stand between ("commentary bilkul nahi").
 */
const POST_NEGATORS: ReadonlySet<string> = new Set(['nahi', 'nahin', 'nhi', 'nai', 'yok', 'degil']);
const POST_NEGATION_GAP: ReadonlySet<string> = new Set(['bilkul', 'toh', 'to', 'bhi', 'hi', 'koi', 'hic']);
function negatedAfter(t: readonly Token[], end: number): number {
  const a = t[end];
  if (a === undefined || a.clause !== t[end - 1]!.clause) return 0;
  if (POST_NEGATORS.has(a.norm)) return 1;
  const b = t[end + 1];
  return POST_NEGATION_GAP.has(a.norm) && b !== undefined && b.clause === a.clause && POST_NEGATORS.has(b.norm) ? 2 : 0;
}

const MAKERS = new Set(['w', 'with', 'in', 'using', 'by', 'on', 'via', 'con', 'com', 'avec', 'mit', 'par', 'por', 'en', 'de', 'made', 'generated', 'hecho', 'feito', 'fait', 'erstellt', 'gemacht', 'created', 'rendered', 'animated']);

/** Articles a maker word and a generator's name may have between them ("com o Veo", "with the Runway app"). */
const ARTICLES: ReadonlySet<string> = new Set(['o', 'a', 'the', 'el', 'la', 'le', 'der', 'die', 'das', 'dem']);
/** What a generator makes, named right after it ("Veo clip", "Runway render", "Luma shot"). */
/** "-generated" after a generator's name ("Luma-generated", "Runway-generiert"). */
const GENERATED: ReadonlySet<string> = new Set(['generated', 'made', 'rendered', 'generiert', 'genere', 'generado', 'gerado']);
const MADE_THINGS = new Set(['gens', 'clip', 'clips', 'video', 'videos', 'vid', 'shot', 'shots', 'footage', 'render', 'renders', 'generation', 'generations', 'animation', 'scene', 'ai', 'gen', 'output', 'ad', 'ads', 'spot', 'commercial', 'film', 'short']);

export function readCue(t: readonly Token[], cue: Cue, steps: Steps): CueReading {
  const spans: PhraseHit[] = [];
  let yes = false;
  let no = false;
  /** A yes said only of who the speaker is ("I'm a wedding videographer"). */
  let identityYes = false;
  const covered = new Set<number>();
  if (cue.ignore !== undefined) for (const h of findAll(t, cue.ignore, steps)) for (let k = h.start; k < h.start + h.length; k++) covered.add(k);
  // Where another time is named: a hit a few words from it, with no "but" between, is of that time.
  const otherTimes = cue.otherTime === undefined ? [] : findAll(t, cue.otherTime, steps);
  let otherTimeSaid = false;
  // An idiom covers a "no" inside it too ("so it's not dead silent" says nothing about a voice).
  const noHits = findAll(t, cue.no, steps).filter((h) => !covered.has(h.start + h.length - 1));
  // Where a negated phrase ends: a cue right after it, or after a maker word, is negated with it
  // ("c'est pas généré par IA", "not generated with AI"), not a second, positive statement.
  const negationEnds = new Set<number>();
  for (const h of noHits) {
    // A "no" phrase after "not" is a yes ("made w/ veo, not real footage"); "no, I don't speak" and "sans aucune voix" stay a no.
    if (t[h.start - 1]?.norm === 'not' && t[h.start - 1]!.clause === t[h.start]!.clause) {
      yes = true;
      spans.push(h);
      for (let k = h.start; k < h.start + h.length; k++) covered.add(k);
      continue;
    }
    no = true;
    spans.push(h);
    negationEnds.add(h.start + h.length);
    for (let k = h.start; k < h.start + h.length; k++) covered.add(k);
  }
  // Asked and answered no, in the cue's own words: "AI? nah I filmed it all myself", "voz? não"; a cue
  // that ends on the asked word is answered with it ("Gerado por IA? não").
  const askedNo = new Set<number>();
  if (cue.asked !== undefined) {
    for (let i = 0; i + 2 < t.length; i++) {
      steps.n++;
      if (cue.asked.has(t[i]!.norm) && t[i + 1]!.raw === '?' && answersNo(t, i + 2)) {
        no = true;
        spans.push({ start: i, length: 3 });
        askedNo.add(i);
        for (let k = i; k < i + 3; k++) covered.add(k);
      }
    }
  }
  for (let i = 0; i < t.length; i++) {
    steps.n++;
    if (covered.has(i)) continue;
    let len = matchAt(t, i, cue.yes, steps);
    if (len === 0 && cue.beforeQuote !== undefined && cue.beforeQuote.has(t[i]!.norm) && OPENING_QUOTES.has(t[i + 1]?.raw ?? '') && t[i + 2]?.kind === 'word' && !QUOTE_SAYERS_NOT.has(t[i - 1]?.norm ?? '')) len = 1;
    // Portuguese "gerado no Veo", "fiz um vídeo no Pika": "no" after a maker or a made thing is "in the".
    // Only generator cues (those with weak names) read it so: "video no voiceover" is English.
    // ("um vídeo de 20s no Kling": a length may stand before it.)
    const ptIn = cue.weak !== undefined && i > 1 && (t[i - 1]!.norm === 'no' || t[i - 1]!.norm === 'na') && (PT_NO_IS_IN.has(t[i - 2]!.norm) || PT_MADE_IN.has(t[i - 2]!.norm) || (i > 2 && /^(?:s|seg|segundos?|min|minutos?)$/.test(t[i - 2]!.norm) && t[i - 3]!.kind === 'num'));
    if (len === 0 && cue.weak !== undefined) {
      const weak = matchAt(t, i, cue.weak, steps);
      // A weak name counts after a maker word ("made with Runway"), before a version ("Veo 3") or
      // before what it made ("Veo clip of a misty forest"; Spanish "veo" is "I see", never "veo clip").
      // "the opening shot is Luma-generated": the name joined to "generated".
      const joined = t[i + weak]?.raw === '-' && GENERATED.has(t[i + weak + 1]?.norm ?? '');
      // "fiz um vídeo com o Veo", "made it with the Runway app": an article may stand between.
      // ("made w/ veo": the slash of "w/" stands between.)
      const afterMaker = (i > 0 && MAKERS.has(t[i - 1]!.norm)) || (i > 1 && (ARTICLES.has(t[i - 1]!.norm) || t[i - 1]!.raw === '/') && MAKERS.has(t[i - 2]!.norm));
      if (weak > 0 && (afterMaker || ptIn || t[i + weak]?.kind === 'num' || MADE_THINGS.has(t[i + weak]?.norm ?? '') || joined)) len = weak;
    }
    if (len === 0) continue;
    if (cue.tagsAsked === true && t[i - 1]?.raw === '#' && adjacent(t[i - 1], t[i]) && askedLater(t, i + len, steps) && askedOf(t, i - 1, steps)) {
      i += len - 1;
      continue;
    }
    if (cue.mentionVerbsBefore !== undefined && mentionAt(t, i, cue.mentionVerbsBefore, steps)) {
      i += len - 1;
      continue;
    }
    if (otherTimes.length > 0 && otherTimeNear(t, i, len, otherTimes, steps)) {
      otherTimeSaid = true;
      i += len - 1;
      continue;
    }
    // "my client-free weekend", "sponsor-free", "ad-free": the cue's word joined to "-free" says there is none.
    const freeOf = t[i + len]?.raw === '-' && t[i + len + 1]?.norm === 'free' && adjacent(t[i + len - 1], t[i + len]) && adjacent(t[i + len], t[i + len + 1]) ? 2 : 0;
    const neg = ptIn ? 0 : negated(t, i);
    const negAfter = neg > 0 || ptIn ? 0 : negatedAfter(t, i + len);
    // Asked and answered: "AI? nah", "sponsored? no", "voz? não".
    const answeredNo = (t[i + len]?.raw === '?' && answersNo(t, i + len + 1)) || askedNo.has(i + len);
    const continues = answeredNo || (negationEnds.has(i) && t[i - 1]?.clause === t[i]!.clause) || (negationEnds.has(i - 1) && MAKERS.has(t[i - 1]!.norm) && t[i - 2]?.clause === t[i]!.clause);
    if (neg > 0 || negAfter > 0 || continues || freeOf > 0) {
      no = true;
      spans.push({ start: i - neg, length: len + neg + freeOf + negAfter });
      negationEnds.add(i + len + freeOf + negAfter);
    } else if (cue.identity !== undefined && mentionAt(t, i, cue.identity, steps, IDENTITY_REACH)) {
      identityYes = true;
      spans.push({ start: i, length: len });
    } else {
      yes = true;
      spans.push({ start: i, length: len });
    }
    i += len - 1;
  }
  // "was sponsored by a protein brand last month, this one isn't": a no for this clip, against the other time.
  if (otherTimeSaid && cue.contrastNo !== undefined) {
    const h = findAll(t, cue.contrastNo, steps);
    if (h.length > 0) {
      no = true;
      spans.push(...h);
    }
  }
  return { value: no ? false : yes || identityYes ? true : null, clash: yes && no, spans };
}

const OPENING_QUOTES: ReadonlySet<string> = new Set(["'", '"', '«', '„', '“', '‘']);
/** Things whose "says" is written text ("the cake topper says 'happy birthday Mia'", "the sign says", "the caption says"). */
const QUOTE_SAYERS_NOT: ReadonlySet<string> = new Set(['topper', 'sign', 'caption', 'card', 'banner', 'text', 'shirt', 'mug', 'label', 'screen', 'title', 'cake', 'letter', 'note', 'poster', 'cartel', 'letrero', 'panneau', 'schild']);
/** How far a phrase of another time reaches ("was sponsored by a protein brand last month", "I used to be a brand ambassador"). */
const OTHER_TIME_REACH = 6;
/** Words that turn to this clip ("I used to post for fun but this one is sponsored"): another time does not reach past them. */
const TURN_WORDS: ReadonlySet<string> = new Set(['but', 'pero', 'mas', 'mais', 'aber', 'this', 'now', 'ahora', 'agora', 'maintenant', 'jetzt', 'and']);
function otherTimeNear(t: readonly Token[], i: number, len: number, phrases: readonly PhraseHit[], steps: Steps): boolean {
  for (const p of phrases) {
    steps.n++;
    if (t[p.start]!.clause !== t[i]!.clause) continue;
    const [from, to] = p.start < i ? [p.start + p.length, i] : [i + len, p.start];
    if (to - from > OTHER_TIME_REACH) continue;
    let turned = false;
    for (let k = from; k < to; k++) if (TURN_WORDS.has(t[k]!.norm)) turned = true;
    if (!turned) return true;
  }
  return false;
}

/** Verbs a disclosure tag is asked about with ("do i need to put #ad", "preciso colocar #publi", "muss ich #werbung setzen"). */
const TAG_QUESTION_VERBS: ReadonlySet<string> = new Set(['muss', 'soll', 'brauch', 'need', 'put', 'add', 'use', 'include', 'tag', 'label', 'mark', 'write', 'colocar', 'coloco', 'poner', 'pongo', 'usar', 'uso', 'mettre', 'mets', 'setzen', 'schreiben', 'brauche', 'preciso', 'necesito', 'precisa', 'devo', 'moet', 'harus', 'perlu']);
/** A verb of asking about the tag in the four words before its '#', in its clause: "#ad #sponsored 20s protein shake …, which sound?" states it. */
function askedOf(t: readonly Token[], hash: number, steps: Steps): boolean {
  for (let k = hash - 1; k >= 0 && k >= hash - 4 && t[k]!.clause === t[hash]!.clause; k--) {
    steps.n++;
    if (TAG_QUESTION_VERBS.has(t[k]!.norm)) return true;
  }
  return false;
}
/** A question mark ends the sentence a token stands in ("preciso colocar #publi se marquei a marca?"). */
function askedLater(t: readonly Token[], from: number, steps: Steps): boolean {
  for (let k = from; k < t.length && k < from + 20; k++) {
    steps.n++;
    const r = t[k]!.raw;
    if (r === '?') return true;
    if (r === '.' || r === '!' || r === '\n') return false;
  }
  return false;
}

/** How far back a mention's verb may stand ("bought my camera from the Jumia website"). */
const MENTION_REACH = 5;
/** How far back "I'm a" may stand from the trade it names ("I'm a wedding videographer"). */
const IDENTITY_REACH = 3;
function mentionAt(t: readonly Token[], i: number, verbs: ReadonlySet<string>, steps: Steps, reach: number = MENTION_REACH): boolean {
  for (let k = i - 1; k >= 0 && k >= i - reach && t[k]!.clause === t[i]!.clause; k--) {
    steps.n++;
    if (verbs.has(t[k]!.norm)) return true;
  }
  return false;
}

const cue = (yes: string[], no: string[], weak?: string[], ignore?: string[], asked?: string[]): Cue => ({
  yes: phraseSet(yes),
  no: phraseSet(no),
  ...(weak === undefined ? {} : { weak: phraseSet(weak) }),
  ...(ignore === undefined ? {} : { ignore: phraseSet(ignore) }),
  ...(asked === undefined ? {} : { asked: new Set(asked) }),
});

export const VOICE: Cue = {
  ...cue(
  [
    'voiceover', 'voiceovers', 'voice over', 'voice-over', 'vo', 'narrate', 'narrates', 'narrating', 'narration', 'narrated', 'narrator', 'i narrate',
    // A voice said as a small part of the clip ("a little voice thing over the start", "a quick voice intro", Nigerian "I go talk small at the beginning"),
    // a guide's cues ("yoga stretch vid w/ my cues", "I guide the breathing", "instructor voice counts in and out"), people kept audible
    // ("keeping the officiant's audio in", "5 speeches", "se oye el brindis de mi papá"), a talking avatar, a child's chatter, an accountant talking to camera.
    // Someone explaining or giving the cues aloud ("ella explica la masa", "je donne les consignes de respiration").
    'cuento cómo', 'cuento como', 'les cuento cómo', 'conto como', 'je raconte comment',
    'ella explica', 'él explica', 'el explica', 'explica la', 'explica el', 'je donne les consignes', 'donne les consignes', 'les consignes de',
    // Everyone heard singing ("on l'entend tous chanter joyeux anniversaire", "singing happy birthday").
    'on les entend chanter', "on l'entend chanter", 'on l entend chanter', 'on nous entend chanter', 'tous chanter', 'singing happy birthday', 'sing happy birthday', 'cantando feliz cumpleaños', 'cantando parabéns', 'chanter joyeux anniversaire', 'singen happy birthday',
    'i natter', 'natter over', 'natter away', 'votos gravados', 'os votos gravados', 'tem os votos', 'los votos grabados',
    'nattering', 'nattering away', 'chatting away', 'talking away', 'gabbing', 'chinwag', 'announcer', 'announcer voice', 'locutor de', 'voix du présentateur',
    'voice thing', 'voice intro', 'voice bit', 'with my cues', 'w my cues', 'my cues', 'i guide the', 'guide the breathing', 'instructor voice', 'coach voice', 'teacher voice', 'voice counts',
    "officiant's audio", 'officiant audio', 'audio of the vows', 'speeches', 'the speech', 'the speeches', 'se oye el brindis', 'se escucha el brindis', 'el brindis de', 'o brinde do', 'le discours de',
    'i go talk', 'go talk small', 'talk small', 'heygen', 'synthesia', 'avatar to explain', 'avatar explains', 'talking avatar', 'avatar presenter',
    'blethering', 'chattering', 'jabbering', 'blabbering', 'fala com a camera', 'fala com a câmera', 'fala para a camera', 'fala para a câmera', 'fala pra camera', 'fala pra câmera', 'habla con la cámara', 'habla con la camara',
    // Said of the speakers' own part: "I do talk in it", "I do the voices for both cats", "me and my buddy chat the whole time", "I recorded a short message at the start".
    // Someone heard behind the camera ("my husband is laughing and commenting", "con mi pareja detrás animando '¡vamos!'").
    'commenting', 'commenting behind', 'cheering us on', 'cheering him on', 'cheering her on', 'detras animando', 'atras animando',
    // A teacher or trainer heard explaining ("Trainerin erklärt die Übungen", "she explains each step"), talk through it together.
    'erklart die', 'erklärt die', 'erklart jede', 'erklärt jede', 'explains the', 'explains each', 'explains every', 'explica los', 'explica las', 'explica cada', 'explica os', 'explica as', 'explique les', 'explique chaque', 'chat through', 'we chat through', 'chatting through',
    // Speakers named in passing ("they both talk", "me narratin' a walk", "I just explain", "se me oye de fondo animándole", "we speak our vows over the footage").
    'they both talk', 'both talk', 'they talk', 'talk to each other', 'narratin', 'talkin', 'chattin', 'i just explain', 'just explain', 'se me oye', 'se me escucha', 'se oye mi voz', 'animandole', 'we speak', 'speak our vows', 'read our vows', 'vows over',
    // "minha mãe fala uma mensagem no final", "man hört uns Eltern jubeln und reden", "man hört das Eheversprechen", Quebec "ma blonde jase", "da las indicaciones en vivo con micrófono".
    'fala uma mensagem', 'fala um recado', 'deixa uma mensagem', 'man hort uns', 'man hort mich', 'man hort ihn', 'und reden', 'eheversprechen', 'jase en arriere', 'jase', 'jasent', 'con microfono', 'con micro', 'da las indicaciones', 'da indicaciones',
    'mom chat', 'chat a bit', 'chat while', 'we chat a bit', 'read a short poem', 'read a poem over', 'coach cues', 'cues the breathing', 'cues form', 'cues every', 'she talk', 'he talk',
    'reading a poem', 'reading a short poem', 'read a poem', 'reciting a poem', 'reciting', 'poem over it',
    'i will speak', 'i will be speaking', "i'll speak", "i'll be speaking", 'speak throughout', 'speaking throughout',
    'i do talk', 'talk in it', 'i tell the story', 'tell the story of', 'telling the story of', 'i guide it', 'i guide you', 'guided by my voice', 'my voice guides', 'do the voices', 'doing the voices', 'chat the whole time', 'chat throughout', 'chatting throughout', 'we chat', 'recorded a message', 'recorded a short message', 'recorded a voice message',
    'talking', 'talking head', 'talk over', 'talk over it', 'i talk', 'i speak', "i'm talking", 'speaking', 'dialogue', 'dialogues', 'dialog',
    'interview', 'interviews', 'podcast', 'live mic', 'mic on', 'commentary', 'reaction', 'reacting', 'i explain', 'explaining', 'explainer',
    'storytime', 'story time', 'with my voice', 'my voice', 'whispering', 'voice memo', 'tutorial voice', 'reads the script', 'read the script',
    'talks', 'speaks', 'explains', 'narrates', 'is talking', 'is speaking', 'are talking', 'talking to camera', 'talks to camera',
    "i'll talk", 'i will talk', "i'm going to talk", "i'll explain", 'i will explain', "i'm going to explain", "i'll narrate", 'talking the whole time',
    // es
    'narro', 'narrando', 'narración', 'narrador', 'narradora', 'locutor', 'locutora', 'con locutor', 'voz en off', 'con voz', 'con mi voz', 'mi voz',
    'voy a hablar', 'voy a explicar', 'voy a narrar', 'te explico', 'les explico',
    'hablando', 'hablo', 'entrevista', 'diálogo', 'diálogos', 'explico', 'explicando', 'comentario', 'comentando', 'reacción',
    // pt
    'vou falar', 'vou explicar', 'vou narrar', 'eu explico',
    'eu narro', 'narração', 'locução', 'com minha voz', 'minha voz', 'com voz', 'falando', 'eu falo', 'comentário', 'reação', 'dialogo',
    // fr
    'je vais parler', 'je vais expliquer', 'je vais raconter',
    'gelübde hört man', 'hört man die gelübde', 'man hört die gelübde', 'you can hear the vows', 'the vows are audible', 'se oyen los votos', 'on entend les voeux', 'je raconte', 'voix off', 'voix-off', 'je parle', 'je narre', 'moi qui commente', 'qui commente', 'moi qui parle', 'moi qui raconte', 'qui narre', 'narrateur', 'narratrice', 'je commente', 'commentaire', 'commentaires', 'avec ma voix', 'ma voix', "j' explique", 'réaction',
    // de
    'ich werde sprechen', 'ich werde erklären', 'ich rede',
    'sprechertext', 'mit sprechertext', 'sprecherstimme', 'mit sprecherstimme', 'mit kommentar',
    'ich erzähle', 'erzähle', 'sprecher', 'sprecherin', 'mit sprecher', 'mit sprecherin', 'kommentar', 'kommentiert', 'dialoge', 'ich erkläre', 'erkläre', 'ich spreche', 'mit stimme', 'meine stimme', 'reaktion', 'moderation',
    'walk you through', 'walking you through', 'walks you through', 'talk you through', 'speak over', 'speak over it', 'talk to camera',
    'talk to the camera', 'speak to camera', 'speak to the camera', 'voiced', 'voiced over', 'voice note', 'voice notes', 'text to speech',
    'text-to-speech', 'tts', 'ai voice', 'voice clone', 'cloned voice', 'elevenlabs', 'eleven labs', 'monologue', 'my speech', 'giving a speech', 'rant',
    'ranting', 'yapping', 'i yap', 'voice actor', 'voice acting', 'dubbing', 'whisper', 'whispers', 'i whisper', 'stand-up comedy', 'standup comedy',
    'stand up comedy', 'conversation with', 'spoken', 'spoken word', 'presenter', 'commentating', 'chatting to camera', 'chat to camera', 'my own voice',
    // "with my own explanation voice", Bavarian "i erzähl a bissl dazu", "Dad's speech audio plays over the start".
    'explanation voice', 'explaining voice', 'i erzähl', 'i erzahl', 'erzähl a bissl', 'speech audio',
    // "our instructor cues the moves throughout", "she speak in dialetto while she work", "Dr. Yilmaz erklärt dabei".
    // "his daughter reads a short letter over the last part", "I walk thru each step", "saying each word and using it in a sentence".
    // "o corretor fala", "me raging at a boss fight on facecam, lots of yelling".
    // "I teach on camera and say each word slowly", "mon pote qui joue en commentant", "we talk the whole way", "yelling on comms".
    // "un fond doux qui ne couvre pas ma voix", "something that won't drown out my voice": there is a voice to keep clear.
    'ne couvre pas ma voix', 'pas couvrir ma voix', "doesn't cover my voice", "won't drown out my voice", "doesn't drown out my voice", 'que no tape mi voz', 'que não cubra minha voz',
    // (Someone else's voice to keep clear: "q musica le pongo q no tape su voz", "that won't drown out her voice".)
    // Vows are spoken ("2 min of my sister's vows", "los votos", "leurs vœux"): a voice to keep clear.
    // (Only as vows: French "vœux" and Portuguese "votos" are also New Year's wishes, Spanish "votos" also votes.)
    'vows', 'the vows', 'her vows', 'his vows', 'their vows', 'our vows', 'reading vows', 'exchanging vows', 'votos de boda', 'votos matrimoniales', 'leyendo sus votos', 'leyendo los votos', 'lee sus votos',
    'votos de casamento', 'lendo os votos', 'lendo seus votos', 'vœux de mariage', 'voeux de mariage', 'lit ses vœux', 'lit ses voeux', 'eheversprechen', 'trauversprechen', 'ehegelübde',
    'no tape su voz', 'no tape la voz', 'no tapen su voz', 'não cubra a voz', 'não cubra a voz dela', 'não cubra a voz dele', 'ne couvre pas sa voix', 'ne couvre pas la voix',
    "doesn't cover her voice", "doesn't cover his voice", "won't drown out her voice", "won't drown out his voice", "drown out her voice", "drown out his voice", 'sale hablando', 'hablando a camara', 'hablando a cámara',
    'teach on camera', 'i teach on camera', 'say each word', 'en commentant', 'qui commente', 'we talk the whole', 'we talk the whole way', 'we talk the whole time', 'yelling on comms', 'on comms', 'talking on comms',
    'o corretor fala', 'a corretora fala', 'corretor fala', 'lots of yelling', 'me yelling', 'me raging', 'raging on facecam',
    'reads a short letter', 'reads a letter', 'reading a letter', 'read a letter', 'walk thru', 'i walk thru', 'walk through each step', 'i walk through each', 'saying each word',
    'cues the moves', 'instructor cues', 'cues throughout', 'she speak', 'he speak', 'speak in dialetto', 'in dialetto', 'erklärt dabei', 'erklart dabei', 'erklärt, wie', 'erklart wie',
    'te cuento', 'les cuento', 'os cuento', 'platicando', 'platico', 'charlando', 'conversando', 'doblaje', 'monólogo', 'narra', 'narrado', 'narrada',
    'locución', 'con locución', 'habla a cámara', 'habla', 'hablamos', 'hablan', 'entrevistando', 'reaccionando', 'reacciono', 'comento', 'voz de ia', 'voz ia',
    'voz artificial', 'texto a voz', 'mi propia voz', 'te conto', 'conto pra vocês', 'conto para vocês', 'vou contar pra vocês', 'falo sobre', 'falo de',
    'falo com vocês', 'ela fala', 'ele fala', 'eles falam', 'bate-papo', 'bate papo', 'reagindo', 'dublagem', 'dublado', 'dublada', 'voz em off',
    'minha própria voz', 'je vous explique', "je t'explique", 'je vous parle', 'je te parle', 'je vous raconte', 'je te raconte', 'on parle de',
    'il parle', 'elle parle', 'ils parlent', 'en parlant', 'face caméra', 'doublage', 'je réagis', 'voix ia', 'voix synthétique', 'synthèse vocale',
    'je discute', 'on discute', 'ma propre voix', 'er spricht', 'sie spricht', 'spricht in die kamera', 'er redet', 'sie redet', 'ich quatsche',
    'ich labere', 'ich kommentiere', 'ich reagiere', 'synchronsprecher', 'synchronsprecherin', 'off-stimme', 'offstimme', 'off stimme',
    'stimme aus dem off', 'sprechtext', 'gesprochener text', 'mit gesprochenem text', 'ki-stimme', 'ki stimme', 'monolog', 'im gespräch mit',
    'erzählstimme', 'meiner stimme', 'meine eigene stimme', 'erklärt euch', 'erklärt dir', 'kurz erklärt', 'einfach erklärt',
    'schritt für schritt erklärt', 'erzählt euch', 'er erzählt', 'sie erzählt',
    // Speaking in the first person plural and the German "ansagen" ("on parle tout le long", "ich sag die Übungen an").
    'on parle', 'nous parlons', 'on explique', 'je commente tout', 'ich sag', 'ich sage', 'ich sags', 'ich moderiere', 'wir reden', 'wir sprechen', 'wir erklären',
    'sage an', 'sag an', 'ansagen', 'hablamos todo', 'nosotros hablamos', 'a gente fala', 'nós falamos', 'falamos',
    // Someone says a few words, or explains aloud ("mi tío dice unas palabras", "en expliquant chaque posture à voix haute").
    'unas palabras', 'dice unas palabras', 'a few words', 'says a few words', 'umas palavras', 'quelques mots', 'ein paar worte', 'à voix haute', 'a voix haute',
    'en expliquant', 'expliquant', 'out loud', 'en voz alta', 'em voz alta', 'laut erklärt',
    // Telling as they go ("ella va contando la receta"), Swiss and Austrian German ("ich quatsch drüber", "ich red die ganze Zeit").
    'va contando', 'va explicando', 'vai contando', 'vai explicando', 'voy contando', 'vou contando', 'ich quatsch', 'quatsch drüber', 'quatsche drüber', 'red drüber',
    'rede drüber', 'ich red', 'in die kamera', 'i red', 'i quatsch',
    // Denglish: "ich talke dabei die ganze Zeit", "wir talken drüber".
    'ich talke', 'talke dabei', 'wir talken', 'talken dabei', 'talke drüber',
    // Talking it through, rambling, singing, someone heard in the background, whose voice it is ("a voz é minha", "c'est moi qui parle", "não é minha voz mas tem voz").
    'talk thru', 'talk through', 'talk thru each step', 'walk thru how', 'walk through how', 'rambling', 'me rambling', 'sings', 'sings to', 'singing to', 'is singing', 'sou eu a falar',
    'a falar', 'a explicar', 'a voz é minha', 'voz é minha', 'minha voz no fundo', 'tem voz', 'tem narração', 'voz falando', 'não é minha voz', 'no es mi voz', "c'est moi qui parle",
    'moi qui parle', 'qui parle', 'on entend ma', 'on entend mon', 'on entend', "c'est lui qui explique", "c'est elle qui explique", 'qui explique', 'ich kommentier', 'kommentier',
    'ich erzähl', 'erzähl drüber', 'voy yo contando', 'yo contando', 'contando toda', 'voy contando toda', 'not my voice', 'nicht meine stimme', 'ce n est pas ma voix',
    // Saying something over it, doing a voice, whispering ("I'm saying a little message to him over it", "i do a silly voice", "je chuchote").
    "i'm saying", 'im saying', 'a little message', 'say a little message', 'a message to him', 'a message to her', 'a message to them', 'silly voice', 'funny voice',
    'do a voice', 'doing a voice', 'doing voices', 'do the voice', 'doing the voice', 'do voices', 'walk yall through', 'walking yall through', 'walk yall thru',
    'walking yall thru', 'walk you thru', 'walking you thru', 'walk u thru', 'talk yall through', 'chuchote', 'je chuchote', 'en chuchotant', 'chuchotement',
    'chuchotements', 'susurro', 'susurrando', 'susurra', 'sussurro', 'sussurrando', 'sussurra', 'ich flüstere', 'flüstere', 'geflüstert', 'flüstern',
    // Commentating live, and spoken German short forms ("ich sprech selbst drüber", "ich erklär die Abschnitte").
    // Heard in it: laughing, yelling, singing people ("u can hear me laughing", "my little one singing happy birthday"), an AI or synthetic voice.
    'stand-up set', 'stand up set', 'standup set', 'telling one joke', 'telling a joke', 'telling jokes', 'doing stand up', 'doing standup', 'my set at',
    'falo', 'eu falo', 'falo o tempo todo', 'vou falando', 'hablo', 'hablo todo el rato', 'voy hablando', 'je parle', 'je parle tout le long', 'cuenta los tiempos',
    'to camera', 'straight to camera', 'chatting through', 'qui jase', 'jase tout le long', 'giving tips',
    'spricht', 'spricht durchgehend', 'redet', 'redet durchgehend', 'spricht in die kamera',
    'hear me', 'you can hear me', 'u can hear me', 'me laughing', 'me yelling', 'yelling at', 'screaming at', 'me screaming', 'singing happy birthday', 'me singing', 'her singing', 'him singing',
    'them singing', 'us singing', 'kid singing', 'daughter singing', 'son singing', 'one singing', 'baby singing', 'choir singing', 'cantando parabéns', 'cantando feliz cumpleaños',
    'ai voice', 'ai voiceover', 'ai voice over', 'ai narrator', 'ai narration', 'text to speech', 'text-to-speech', 'tts voice', 'synthetic voice', 'voz de ia', 'voz ia', 'voz por ia',
    'texto para fala', 'texto a voz', 'voix ia', 'voix off ia', 'voix de synthèse', 'ki-stimme', 'ki stimme', 'ki-sprecher', 'ki sprecher', 'computerstimme',
    "i'll read", 'i will read', 'read a short message', 'read a message', 'reading a message', 'read a poem', 'reading a poem', 'read over it', 'reading over it', 'read a letter', 'reading a letter',
    // Someone singing, asking, chatting or giving tips on camera, in five languages (not bare "singing": birds sing).
    'yo cantando', 'eu cantando', 'ella cantando', 'él cantando', 'ele cantando', 'ela cantando', 'canto yo', 'cantamos', 'je chante', 'on chante', 'ich singe', 'wir singen',
    'comentamos', 'interviewing', 'chatting', 'asking people', 'asking strangers', 'preguntando a la gente', 'perguntando para as pessoas', 'perguntando às pessoas', 'je pose des questions',
    'dando dicas', 'dando consejos', 'donnant des conseils', 'je donne des conseils', 'ich gebe tipps',
    // A speech played over the pictures ("the father of the bride's speech plays over the whole thing").
    "bride's speech", "groom's speech", 'father of the bride speech', 'speech plays over', 'speech over the', 'the speeches', 'los discursos', 'os discursos', 'les discours', 'die reden',
    // Nigerian Pidgin ("I dey talk as I cook").
    'i dey talk', 'dey talk', 'i dey yarn', 'dey yarn', 'i dey explain', 'dey explain',
    // A speech over it ("mon père fait son discours par-dessus", "his best-man speech").
    'son discours', 'fait son discours', 'fait un discours', 'un discours', 'su discurso', 'da un discurso', 'seu discurso', 'faz um discurso', 'seine rede', 'ihre rede', 'hält eine rede', 'hält seine rede', 'his speech', 'her speech', 'best man speech', 'best man’s speech', "best man's speech", 'maid of honor speech', 'wedding speech', 'gives a speech', 'toast speech',
    // A voice message over the pictures, two people talking to each other, a coach shouting cues ("um áudio de zap da minha mãe", "on se parle tout le long").
    'áudio de zap', 'audio de zap', 'áudio do zap', 'áudio do whatsapp', 'audio de whatsapp', 'audio del whatsapp', 'mensagem de voz', 'mensaje de voz', 'nota de voz', 'message vocal', 'vocal whatsapp', 'sprachnachricht',
    'on se parle', 'se parlent', 'nos hablamos', 'a gente conversa', 'wir unterhalten uns', 'shouting cues', 'coach shouting', 'yelling cues',
    // Cueing a class, swearing at the game, reading a text over it, Swiss German talking ("I'll be cueing the moves", "eu xingando tudo", "ma sœur lit un petit texte", "mir schwätzed beidi").
    'cueing', 'cueing the moves', 'i cue', 'cue the moves', 'cuing', 'xingando', 'eu xingando', 'gritando', 'eu gritando', 'lit un texte', 'lit un petit texte', 'lit une lettre', 'lit un poème',
    'lire un texte', 'lit un mot', 'lee un texto', 'lee una carta', 'lê um texto', 'lê uma carta', 'liest einen text', 'liest einen brief', 'schwätzed', 'mir schwätzed', 'schwätze', 'i schwätz', 'mir reded', 'mir rede',
    'comments in the background', 'comments over it', 'talks in the background', 'husband comments', 'wife comments',
    'voz da minha', 'voz do meu', 'a voz da', 'a voz do', 'voz de mi', 'la voz de', 'la voix de', 'die stimme von', 'die stimme meiner', 'die stimme meines', "my mom's voice", "my mum's voice", "my dad's voice", "grandma's voice", "grandpa's voice", 'the voice of my',
    'contando a receita', 'contando la receta', 'cantando', 'opa erzählt', 'oma erzählt', 'mama erzählt', 'papa erzählt', 'er erzählt', 'sie erzählt',
    'homily', 'homilia', 'homilía', 'sermon', 'sermão', 'sermao', 'predigt', 'instructor yelling', 'coach yelling', 'instructor shouting', 'coach shouting', 'man hört nur das', 'ehegelübde', 'giving voice explanation', 'voice explanation', 'arguing', 'me n him arguing', 'bickering', 'commenting in the background', "'s commenting", 'is commenting', 'are commenting', 'commenting over', 'commentate', 'i commentate', 'commentates', 'commentates over', 'commentating over', "i'm voicing", 'im voicing', 'voicing over', 'voicing it', 'i voice it', 'i voice the', 'commentating', 'i commentate my', 'ich sprech', 'sprech drüber', 'sprech selbst drüber', 'ich erklär', 'erklär ich', 'ich red', 'red drüber',
    // Yelling or screaming through it, the vows' audio over a wedding film, reading a letter aloud, a little speech ("im yelling the whole time", "com o áudio dos votos por cima", "je lis une lettre").
    'im yelling', "i'm yelling", 'i yell', 'yelling the whole time', 'im screaming', "i'm screaming", 'screaming the whole time', 'shouting the whole time',
    // A speech or a toast heard over the film ("best man's speech under the teaser", "discours du témoin en fond", "el brindis del padrino").
    'speeches', 'a speech', 'his speech', 'her speech', 'the speech', 'retirement speech', 'best man speech', "best man's speech", 'maid of honor speech', 'wedding speech', 'speech in the background', 'his toast', 'her toast', 'toast audio', 'gives a toast', 'giving a toast',
    'discours', 'discours du témoin', 'discurso', 'discursos', 'brindis', 'el brindis', 'trauzeugenrede', 'hochzeitsrede', 'seine rede', 'ihre rede', 'die rede des',
    'áudio dos votos', 'audio dos votos', 'audio de los votos', 'los votos se escuchan', "l'audio des vœux", 'audio des voeux', 'audio of the vows', 'vows audio', 'the vows play', 'vows playing', 'die ehegelübde',
    'je lis une lettre', 'je lis un texte', 'je lis un poème', 'je lis une lettre que', 'i read a letter', 'i read a poem', 'leo una carta', 'leo un poema', 'eu leio uma carta', 'eu leio um poema', 'ich lese einen brief', 'ich lese ein gedicht', 'ich lese dazu', 'play-by-play', 'play by play', 'screaming play-by-play', 'commentary is the audio', 'both voices', 'i do both voices', 'i voice both', 'i do all the voices', 'lese dazu einen', 'vorlesen', 'vorgelesen', 'lese ich vor', 'hear her voice', 'hear his voice', 'hear their voices', 'you can hear my voice', 'you can hear me',
    // Chatting, on the mic, telling in voice-off, singing together ("I chat about what's growing", "im on the mic the whole time", "eu conto a história em off", "we dey sing").
    'i chat', 'i chat about', 'chatting about', 'chat about', 'on the mic', 'on mic', 'im on the mic', "i'm on the mic", 'em off', 'eu conto a história', 'conto a história', 'en off', 'je raconte en off',
    'we dey sing', 'dey sing', 'we sing', "we're singing", 'were singing', 'sing happy birthday', 'singing along', 'talkin', 'chattin', 'yappin', 'me yapping',
    // "o senhor padre fala para a câmara", "am Anfang sag ich kurz was dazu", Swiss "ich verzell derzue".
    'fala para a câmara', 'fala para a camara', 'fala para a câmera', 'fala para a camera', 'fala para câmera', 'falam para a câmara', 'sag ich', 'sag ich kurz', 'sage ich kurz', 'sag ich was', 'ich verzell', 'verzell derzue', 'i verzell',
    "lee una cartita", 'va su voz', 'va mi voz', 'se escucha su voz', 'ouve-se a voz', 'ouve-se a voz dela', 'os votos dela', 'os votos dele', "kommentier's", "ich kommentier's", 'kommentiere lustig',
    'telling the story', 'tells the story', 'telling the story of', 'telling how', 'contando como', 'contando a história', 'depoimento', 'o depoimento dele', 'o depoimento dela', 'olhando pra câmera', 'olhando para a câmera',
    'acting it out', 'act it out', 'coach breaking down', 'coach explaining', 'la prof guide', 'le prof guide', 'guide la respiration', 'méditation guidée', 'meditation guidee', 'guided meditation',
    // fresh30: "erzählt dabei", "my coach is yelling", "se escucha a mi viejo cantando", "la profe (yo) explica", "grandma reads a little poem", "playing both characters", "vows audio plays".
    'erzählt dabei', 'erzahlt dabei', 'und erzählt', 'is yelling', 'coach is yelling', 'coach yelling', 'se escucha a mi', 'se escucha a', 'cantando un', 'cantando de fondo', 'explica a cámara', 'explica a camara', 'explica a la cámara',
    'reads a little poem', 'reads a poem', 'reads a letter', 'reads a short poem', 'playing both characters', 'playing both roles', 'both characters', 'vows audio', 'vows audio plays', 'their vows',
    'eu a narrar', 'sou eu a narrar', 'a narrar', 'la voz es mía', 'la voz es mia', 'es mi voz', 'la voix est la mienne',
    // Talking to camera and dialogue in languages the copy is not written in ("mówię do kamery", "parlo in camera", "diyalog var").
    'mówię do kamery', 'mowie do kamery', 'gadam do kamery', 'parlo in camera', 'parlo alla camera', 'praat in de camera', 'ik praat tegen de camera',
    'kameraya konuşuyorum', 'diyalog', 'diyaloglu', 'nói trước camera', 'bol raha hoon', 'bol rahi hoon', 'main bol raha', 'nagsasalita ako', 'aku ngomong', 'saya ngomong',
    'i read the story', 'read the story', 'reading the story', 'i read it aloud', 'read it aloud', 'read aloud', 'reading aloud', 'leo el cuento', 'leo la historia', 'eu leio a história', 'je lis l’histoire', "je lis l'histoire", 'ich lese die geschichte', 'ich lese vor', 'lese vor',
    'a little speech', 'a short speech', 'a small speech', 'gives a little speech', 'gives a short speech', 'makes a speech', 'does a speech', 'un pequeño discurso', 'un petit discours', 'um pequeno discurso', 'eine kleine rede',
    // Italian, Dutch, Polish, Turkish, Indonesian, Vietnamese and Hindi in Latin letters (thirteenth editor panel: "lei parla tutto il tempo", "tự lồng tiếng" were missed).
    'parla tutto il tempo', 'parla sempre', 'lei parla', 'lui parla', 'nonna parla', 'parla in', 'parlo io', 'parlo tutto il tempo', 'parlo', 'parliamo', 'spiego', 'spiega come', 'spiegando', 'racconto', 'racconta', 'voce fuori campo', 'con la mia voce', 'mentre parla', 'mentre spiega', 'voce spiega', 'voce racconta',
    'ik praat', 'praat de hele tijd', 'ze praat', 'hij praat', 'we praten', 'wij praten', 'ik vertel', 'ik leg uit', 'leg ik uit', 'legt uit', 'met mijn stem', 'ik spreek', 'ingesproken',
    'mówię', 'mowie', 'mówi', 'opowiadam', 'tłumaczę', 'tlumacze', 'komentuję', 'komentuje', 'moim głosem', 'z lektorem', 'gadam', 'mój głos opowiada', 'głos opowiada',
    'konuşuyorum', 'konuşuyor', 'konuşarak', 'anlatıyorum', 'anlatıyor', 'seslendirme var', 'seslendiriyorum', 'sesimle',
    'saya bicara', 'aku bicara', 'aku cerita', 'aku jelasin', 'saya jelaskan', 'sambil ngomong', 'ngomong terus', 'ada voice over', 'ada voiceover', 'pakai suara aku', 'pakai suaraku', 'suaraku sendiri', 'suara aku sendiri', 'dia ngomong', 'ngobrol',
    'tự lồng tiếng', 'lồng tiếng', 'mình nói suốt', 'nói suốt video', 'thuyết minh', 'có lời thoại', 'kể chuyện', 'vừa nói', 'có giọng',
    'main bol rahi', 'main bol raha', 'bolti hoon', 'bolta hoon', 'bol rahi hu', 'bol raha hu', 'explain kar rahi', 'explain kar raha', 'meri awaaz', 'meri aawaz', 'voiceover hai', 'voice over hai',
    // Swedish ("jag pratar hela tiden", "berättarröst"; sixteenth editor panel: a dietitian talking throughout read as no voice said).
    'jag pratar', 'pratar hela tiden', 'jag snackar', 'jag berättar', 'jag förklarar', 'jag forklarar', 'berättarröst', 'berattarrost', 'med min röst', 'med min rost', 'pratar i kameran', 'pratar till kameran', 'hon pratar', 'han pratar', 'vi pratar', 'speakerröst',
    // Tagalog and Taglish ("nagsasalita ako", "ako yung nagsasalita", "may voice over").
    'ako yung nagsasalita', 'ako ang nagsasalita', 'nagkukwento ako', 'nag-eexplain ako', 'may voice over', 'may voiceover', 'boses ko',
  ],
  [
    // Agent-style key: value briefs ("voiceover: none", "vo: no", "narration: false").
    'voiceover none', 'voiceover no', 'voiceover false', 'voiceover off', 'voice none', 'vo none', 'vo no', 'narration none', 'narration no', 'narration false',
    'voiceover: none', 'voiceover: no', 'voiceover: false', 'voiceover: off', 'voice: none', 'vo: none', 'vo: no', 'narration: none', 'narration: no', 'narration: false',
    'no voiceover', 'no voice', 'no voices', 'no vo', 'no talking', 'no speech', 'no speeches', 'no-talking', 'no-voice', 'non-talking',
    // "no talk", "no speech", "vo n", "no one talkin", "subtitles instead of talking".
    'no se escucha nada', 'le quité el audio', 'quité el audio', 'sin el audio', 'tirei o áudio', 'sem o áudio', "j'ai coupé le son", 'ton raus',
    'sin comentarios', 'sin comentarios de voz', 'sem comentários', 'sans commentaires', 'ohne kommentare',
    'keine stimmen', 'ton aus', 'pas de blabla', 'sans blabla', 'juste des sous-titres', 'que des sous-titres', 'sous-titres seulement', 'sin bla bla', 'no blabla',
    'ich red nix', 'red nix', 'red nix drüber', 'i red nix', 'rede nix', 'ich rede nix', 'i sag nix drüber',
    'no talk', 'no speech', 'no speeches', 'without speeches', 'sin discursos', 'sem discursos', 'pas de discours', 'keine reden', 'without speech', 'no speaking at all', 'vo n', 'vo nah', 'vo nope', 'vo off', 'vo 0', 'vo false', 'no voz', 'pure music', 'pura musica', 'pura música', 'puro musica', 'you only hear the', 'you only hear', 'only hear the', 'just the sound of the', 'only the sound of the', 'solo se oye', 'só se ouve', 'on entend que', 'man hört nur die maschine', 'no chat on it', 'no chat', 'just photos and captions', 'only photos and captions', 'photos and captions only', 'just captions', 'only captions', 'captions only', 'just text on screen', 'only text on screen', 'solo fotos y texto', 'só fotos e legendas', 'no one talkin', 'nobody talkin', "no one's talkin", "nobody's talkin", 'no one is talkin', 'nobody is talkin', "noone's talking", 'noone talking', 'no talkin', 'no one chatting', 'nobody chatting', 'no chatting',
    'instead of talking', 'subtitles instead of talking', 'captions instead of talking', 'text instead of talking', 'text on screen instead of talking', 'just vibes no words', 'no words', 'no narration', 'no one talks', 'nobody talks', 'no one speaks', 'nobody speaks', 'no speaking',
    // "Nobody speak, only the hands" (a learner's English), "nobody's talking".
    'nobody dey talk', 'no one dey talk', 'nobody dey speak', 'i no dey talk', 'no dey talk',
    'kein ton von mir', 'kein wort von mir', 'no sound from me', 'not a word from me',
    'wir sprechen nicht', 'sprechen nicht', 'wir reden nicht', 'reden nicht',
    'sin voces', 'sem vozes', 'ohne stimmen', 'kein reden', 'ohne reden', 'kein gerede', 'kommentier nix', 'i kommentier nix', 'kommentiere nix', 'kommentiere nichts', 'ich kommentiere nichts',
    'nae voice', 'nae talking', 'nae chat', 'nae voiceover', 'keine voice', 'kein voice', 'kein voiceover', 'keine voiceover',
    // "voiceover-free edit", "VO-free".
    'voiceover-free', 'voiceover free', 'vo-free', 'vo free', 'voice-free', 'narration-free', 'talk-free',
    "nobody's narrating", 'nobody is narrating', "no one's narrating", 'nobody narrates', 'no one narrates',
    // Only the game's or the place's own sound ("pure gameplay w game audio only", "just wind noise on the audio", "no audio of us", "subtitles only").
    'sem mic', 'sin mic', 'without mic', 'without a mic', 'ohne mic', 'sans micro', 'sem microfone',
    'game audio only', 'only game audio', 'pure gameplay', 'just gameplay', 'no audio of us', 'just wind noise', 'only wind noise', 'just the wind', 'subtitles only', 'only subtitles', 'captions only', 'only captions',
    // Only the room's own sound ("just gym noise", "only ambient sound").
    'just gym noise', 'only gym noise', 'gym noise only', 'just ambient noise', 'just ambient sound', 'only ambient sound', 'ambient sound only', 'just natural sound', 'just nature sounds',
    'nobody speak', 'no one speak', 'nobody talk', "nobody's talking", 'nobody is talking', 'no one is talking', 'nobody talking', 'no one talking',
    'no dialogue', 'silent', 'music only', 'music-only', 'without voice', 'without voiceover', 'without narration', 'without talking',
    'sin voz', 'sin narración', 'sin locutor', 'sin hablar', 'sin diálogo', 'solo música', 'mudo', 'nada de voz', 'nada de narración', 'sans paroles', 'sans parole', 'sem palavras', 'ohne worte',
    // Italian and Dutch, read though the copy is not written in them.
    // Indonesian, Turkish, Swedish, Vietnamese, Tagalog, Hindi in Latin letters; Japanese, Korean, Chinese, Arabic, Russian.
    'ga ada yg ngomong', 'gak ada yg ngomong', 'ga ada yang ngomong', 'gak ada yang ngomong', 'nggak ada yang ngomong', 'tidak ada yang bicara', 'tanpa suara', 'tanpa narasi', 'tanpa ngomong', 'tanpa voice over', 'tanpa voiceover', 'ga ngomong', 'gak ngomong',
    'konuşma yok', 'konusma yok', 'seslendirme yok', 'anlatım yok', 'kimse konuşmuyor',
    'inget prat', 'ingen röst', 'utan röst', 'utan prat', 'ingen speaker', 'ingen voiceover', 'ingen pratar',
    'bara musik', 'jag pratar inte', 'ingen berättarröst', 'utan berättarröst', 'inget snack', 'ingen som pratar', 'utan voiceover', 'utan speaker',
    'không ai nói', 'không có giọng nói', 'không lồng tiếng', 'không thuyết minh',
    'walang nagsasalita', 'walang boses', 'walang salita', 'walang voice over', 'walang voiceover', 'walang voice', 'walang nagsasalita po',
    'voiceover nahi', 'voice over nahi', 'voiceover nahi hai', 'voice over nahi hai', 'koi voiceover nahi', 'awaaz nahi',
    'koi bol nahi raha', 'koi nahi bol raha', 'koi bolta nahi', 'bina awaaz', 'bina bole', 'bina voice', 'voice nahi', 'koi voice nahi', 'koi awaaz nahi',
    '声なし', 'ナレーションなし', 'しゃべりなし', '喋りなし', 'セリフなし', '無言', '音声なし',
    '목소리 없음', '목소리 없이', '내레이션 없음', '내레이션 없이', '말 없음', '말없이',
    '没有人说话', '没有旁白', '无旁白', '无人声',
    'بدون تعليق', 'بدون تعليق صوتي', 'لا أحد يتكلم',
    'без голоса', 'без озвучки', 'никто не говорит', 'без комментариев',
    'senza voce', 'niente voce', 'nessuna voce', 'senza parlare', 'geen praten', 'niet praten', 'niemand praat', 'bez gadania', 'bez mówienia', 'bez głosu', 'bez lektora', 'nikt nie mówi', 'senza voiceover', 'senza voice over', 'zonder stem', 'geen stem', 'zonder praten', 'zonder voice-over', 'zonder voiceover', 'geen voice-over', 'geen voiceover',
    'sem narração', 'sem voz', 'sem fala', 'sem locução', 'só música', 'sem falar', 'sem diálogo',
    'sans voix', 'sans voix off', 'pas de voix', 'pas de voix off', 'sans narration', 'sans parler', 'sans commentaire', 'muet', 'muette',
    'kein sprechen', 'ohne sprechen', 'ka stimm', 'kei stimm', 'ka stimme', 'kein talk', 'no talk', 'sin talk', 'sem talk', 'nix gesprochenes', 'nichts gesprochenes', 'kein gesprochenes', "nobody's really talking", 'nobody is really talking', "no one's really talking", 'nobody really talks',
 'kein gerede', 'ohne gerede',
    'ohne sprecher', 'ohne sprecherin', 'ohne stimme', 'ohne voiceover', 'ohne kommentar', 'kein voiceover', 'keine stimme', 'kein sprecher', 'nur musik', 'ohne sprache', 'stumm',
    // Not a word, zero talking, nobody speaking, in five languages and Swiss/Austrian German ("kei Stimm drin", "i sag nix dazu", "ohne Ton außer Musik").
    'pas un mot', 'aucun mot', 'sans un mot', 'pas une parole', 'aucune parole', 'zéro parole', 'zero parole', 'zéro voix', 'zero voix', 'kein wort', 'keis wort',
    'ni una palabra', 'nem uma palavra', 'sem uma palavra', 'not a word', 'no words', 'nobody says a word', 'no one says a word', 'not saying a word', 'zero talking',
    'zero voice', 'cero voz', 'cero palabras', 'zero fala', 'ninguém a falar', 'sem ninguém a falar', 'sem ninguém falar', 'nadie hablando', 'sin nadie hablando',
    'kei stimm', 'kei stimme', 'kei sprecher', 'ka stimme', 'ka sprecher', 'sag nix', 'i sag nix', 'ich sag nix', 'sag nichts', 'ich sage nichts', 'ich sag nichts',
    'ohne ton außer musik', 'ohne ton ausser musik', 'kein ton außer musik', 'nur musik drunter',
    "i dont say anything", "i don't say anything", 'dont say anything', "don't say anything", 'i dont say a word', "i don't say a word", 'no audio besides', 'niemer redt',
    'niemand redet', 'keiner redet', 'niemand spricht', 'sprecher gibts keinen', 'gibts keinen sprecher', 'sprecher gibt es keinen', 'gibt keinen sprecher', 'stimme gibts keine',
    // the negation after the verb (German, spoken French) or before it
    'ich spreche nicht', 'spreche nicht', 'ich rede nicht', 'rede nicht', 'ich erzähle nicht', 'keiner spricht', 'niemand spricht',
    'je ne parle pas', 'je parle pas', 'personne ne parle', 'no hablo', 'nadie habla', 'não falo', 'eu não falo', 'ninguém fala',
    "i don't talk", "i don't speak", 'i do not talk', 'i do not speak', "i won't talk", "i'm not talking", 'not talking',
    'nobody is talking', 'no one is talking', "nobody's talking", "no one's talking", 'no one talking', 'nobody talking', 'no one speaking',
    'nobody speaking', 'nobody is speaking', 'no one is speaking', 'without anyone talking', 'without anyone speaking', 'without me talking',
    'without me speaking', 'without saying a word', 'not saying a word', 'no spoken words', 'no words spoken', 'without words', "i don't say anything",
    "i don't say a word", 'nobody says anything', 'no one says anything', 'nobody says a word', 'just music', 'only music', 'just the music',
    'captions only', "won't be talking", "won't be speaking", 'not going to talk', 'not gonna talk', "i won't speak", "doesn't have a voiceover",
    'does not have a voiceover', "don't want a voiceover", "don't want voiceover", "don't need a voiceover", "don't need voiceover",
    'no need for a voiceover', 'no need for voiceover', 'voiceless', 'wordless', 'sem ninguém falando', 'nadie hablando', 'nadie está hablando',
    'nadie dice nada', 'no digo nada', 'sin decir nada', 'sin decir una palabra', 'no hay voz', 'no hay narración', 'no hay voz en off',
    'no hay diálogo', 'no tiene voz', 'no tiene narración', 'no lleva voz', 'no lleva voz en off', 'ninguna voz', 'ningún narrador', 'ninguna narración',
    'solo la música', 'solamente música', 'nada más música', 'únicamente música', 'no quiero voz en off', 'no quiero narración', 'sin que yo hable',
    'sin que nadie hable', 'no habla nadie', 'en silencio', 'ninguém falando', 'sem ninguém falar', 'ninguém está falando', 'ninguém diz nada',
    'não digo nada', 'sem dizer nada', 'sem dizer uma palavra', 'não tem voz', 'não tem narração', 'não tem locução', 'não tem fala', 'não há narração',
    'nenhuma voz', 'nenhuma narração', 'nenhum narrador', 'apenas música', 'somente música', 'só com música', 'só a música', 'não quero narração',
    'não quero voz', 'sem que eu fale', 'em silêncio', 'aucune voix', 'aucune voix off', 'aucune narration', 'aucun dialogue', 'sans un mot',
    'sans dire un mot', 'sans rien dire', 'je ne dis rien', 'je dis rien', 'on ne parle pas', 'on parle pas', 'personne parle', 'juste de la musique',
    'que de la musique', 'seulement de la musique', 'uniquement de la musique', 'musique uniquement', 'musique seulement', 'je ne vais pas parler',
    'je ne parlerai pas', 'je ne commente pas', 'sans que je parle', 'en silence', 'keiner redet', 'niemand redet', 'ohne zu sprechen', 'ohne zu reden',
    'ohne dass ich spreche', 'ohne dass jemand spricht', 'ohne gesprochenen text', 'kein gesprochener text', 'ohne worte', 'es wird nicht gesprochen',
    'nicht gesprochen', 'ich sage nichts', 'nur die musik', 'lautlos', 'ohne erzähler', 'kein erzähler', 'keine sprache', 'il parle pas',
    'elle parle pas', 'ils parlent pas', 'il ne parle pas', 'elle ne parle pas', 'ils ne parlent pas', 'er spricht nicht', 'sie spricht nicht',
    'er redet nicht', 'sie redet nicht', 'ich kommentiere nicht', 'es spricht niemand', 'ohni sprache', 'ohne sprache', 'ohni stimm', 'ohni stimme', 'ohni kommentar',
    // "I haven't added any voice and I won't", "só legenda" (captions only).
    "haven't added any voice", 'havent added any voice', 'not added any voice', 'no voice added', "won't add a voice", "won't add any voice", 'not adding a voice', 'not adding any voice',
    'só legenda', 'so legenda', 'só legendas', 'so legendas', 'apenas legenda', 'solo subtítulos', 'solo subtitulos', 'solo texto en pantalla', 'juste des sous-titres', 'que des sous-titres', 'nur untertitel', 'nur text',
    'nichts gesprochenes', 'nichts gesprochen', 'kein gesprochenes wort', 'ohne voice', 'ohne vo', 'kein gerede', 'ohne gerede', "don't want anyone talking", 'dont want anyone talking', "don't want anyone talking in it", 'nadie hable', 'que ninguém fale', 'que ninguem fale', 'que personne ne parle', 'dass niemand spricht', 'ohne ton von mir', 'kein ton von mir', 'ohni stimm', 'ohni stimme', 'ka gred', 'ka gerede', 'koa gred', 'koa gerede', 'kein gelaber', 'ohne gelaber', 'kein gequatsche', 'ohne gequatsche', 'kein gequassel', 'sin voice', 'sem voice', 'sans voice', 'no mic', 'mic off', 'mic muted', 'pas de parole', 'pas de paroles', 'no vocals over it', 'no vocals on it', 'no vocals', 'without vocals', 'sem nenhuma fala', 'nenhuma fala', 'sem fala nenhuma', 'sin ninguna palabra', 'kein gesprochenes', 'keine gesprochenen', 'nüt gsproche', 'nichts gesprochen', 'schwätzed nöd', 'schwätze nöd', 'schwätzed nid', 'schwätze nid', 'reded nöd', 'rede nöd', 'schwätzt niemer', 'redt niemer',
    // Italian, Dutch, Polish, Turkish, Indonesian, Vietnamese and Hindi in Latin letters.
    'senza voce', 'nessuna voce', 'niente voce', 'senza parlare', 'nessuno parla', 'non parla nessuno', 'non parlo', 'solo musica', 'senza voiceover', 'senza voice over',
    'geen stem', 'zonder stem', 'geen voice-over', 'geen voiceover', 'niemand praat', 'ik praat niet', 'zonder praten', 'alleen muziek', 'geen gepraat', 'zonder gepraat',
    'bez głosu', 'bez glosu', 'bez gadania', 'bez mówienia', 'bez mowienia', 'nie mówię', 'nie mowie', 'nikt nie mówi', 'nikt nie mowi', 'bez lektora', 'sama muzyka', 'tylko muzyka',
    'konuşma yok', 'konuşmuyorum', 'kimse konuşmuyor', 'seslendirme yok', 'sadece müzik', 'konuşmasız',
    'tanpa suara orang', 'tanpa ngomong', 'ga ngomong', 'gak ngomong', 'nggak ngomong', 'tanpa voice over', 'tanpa voiceover', 'tanpa narasi', 'cuma musik', 'hanya musik', 'tanpa suara', 'tidak ada suara orang',
    'không có lời nói', 'không ai nói', 'không có giọng', 'không lồng tiếng', 'chỉ có nhạc', 'không có người nói',
    'koi awaaz nahi', 'bina awaaz', 'bina bole', 'sirf music', 'no bolna', 'koi nahi bolta',
  ],
  undefined,
  // Idioms that name a voice and are not one ("the view speaks for itself", "which explains the hype").
  // "something soft underneath so it's not dead silent": the clip's sound, not a voice.
  // "my husband does a little voiceover at the start, but otherwise no talking": the "no" is for the rest of the clip.
  // "je parle un peu au début et après c'est que de la musique", "danach nur Musik und Natur": music after a voice, no denial of one.
  // Swiss German "vo" is "von" ("Video vo mim Grosi"), no voiceover.
  ["après c'est que de la musique", 'après que de la musique', 'ensuite que de la musique', 'puis que de la musique', 'danach nur musik', 'dann nur musik', 'danach nur noch musik',
    'then just music', 'then only music', "then it's just music", 'then its just music', 'after that just music', 'after that only music', 'depois só música', 'depois é só música', 'después solo música', 'luego solo música', 'después es solo música',
    'vo dä', 'vo früener', 'vo mir', 'vo ihm', 'vo ihre',
    // A muted copy for another placement ("loop a silent version as the hero video on my website": thirteenth editor panel, read as "no voice" beside "I narrate it").
    'silent version', 'silent versions', 'silent cut', 'silent loop', 'silent edit', 'muted version', 'mute version', 'version without sound', 'versión sin sonido', 'version sin sonido', 'versão sem som', 'versao sem som', 'version muette', 'stumme version',
    'otherwise no talking', 'otherwise no voice', 'otherwise no voiceover', 'other than that no talking', 'apart from that no talking', 'besides that no talking', 'not dead silent', "isn't dead silent", 'not completely silent', 'not totally silent', 'not silent', "isn't silent", 'vo üsem', 'vo üsere', 'vo dr', 'vo ere', 'vo mim', 'vo minere', 'vo üs', 'vo eus', 'speaks for itself', 'speak for themselves', 'talks for itself', 'which explains', 'that explains', 'this explains', 'ich sag mal', 'ich sage mal', 'sag ich mal'],
  // Asked and answered no: "voiceover? no", "voz? não".
  ['voice', 'voiceover', 'vo', 'voz', 'voix', 'stimme', 'talking', 'narration', 'narracao', 'narracion'],
  ),
  // Words heard in the clip, quoted ("ending with him laughing and saying 'love you kiddo'", "mi prima dice 'qué bonitooo' al final").
  // (The speaker must be a person: "the cake topper says 'happy birthday'" is text, so a thing named just before is no voice; see QUOTE_SAYERS_NOT.)
  beforeQuote: new Set(['says', 'saying', 'said', 'shouts', 'shouting', 'yells', 'yelling', 'dice', 'diciendo', 'grita', 'gritando', 'diz', 'dizendo', 'dit', 'disant', 'crie', 'sagt', 'ruft']),
};

const GENERATORS = ['kling', 'sora', 'hailuo', 'minimax', 'midjourney', 'pika', 'pika labs', 'dream machine', 'gen-3', 'gen 3', 'gen3', 'gen-4', 'gen 4', 'gen4', 'gen-2', 'veo3', 'veo 3', 'veo 2', 'veo2', 'google veo', 'runwayml', 'runway gen', 'runway ml', 'luma ai', 'luma dream machine', 'higgsfield', 'seedance', 'pixverse', 'vidu', 'stable video', 'animatediff', 'haiper'];
export const AIGC = cue(
  [
    // AI used for a part ("used AI for the background only", "AI-assisted", "ai background").
    'used ai', 'using ai', 'used ai for', 'ai-assisted', 'ai assisted', 'ai background', 'ai for the background', 'generated background', 'ai-generated background', 'ai edited', 'ai-edited',
    'i prompted', 'prompted a', 'prompted this', 'prompted it', 'prompted the', 'animates old photos', 'animate old photos', 'animated old photo', 'animated an old photo', 'app that animates', 'apps that animates', 'apps that animate', 'photo animation app', 'deep nostalgia',
    'ai-rendered', 'ai rendered', 'rendered with ai', 'rendered in ai', 'ai render', 'ai renders', 'renderizado con ia', 'renderizado com ia', 'rendu par ia', 'ki-gerendert', 'ki gerendert',
    'ai generated', 'ai-generated', 'ai gen', 'ai-gen', 'aigen', 'ai made', 'ai-made', 'ai video', 'ai vid', 'ai vids', 'ai clip', 'ai footage', 'ai art', 'ai animation', 'ai animated', 'ai film', 'ai short',
    'generated with', 'generated in', 'generated by', 'generated using', 'made with ai', 'made by ai', 'created with ai', 'made using ai', 'text to video', 'text-to-video', 'image to video', 'image-to-video',
    'img2vid', 'txt2vid', 'video model', 'synthetic footage', 'genai', 'gen ai', 'generative ai', ...GENERATORS,
    'generado con', 'generado por', 'generada con', 'generada por', 'hecho con ia', 'creado con ia', 'con ia', 'por ia', 'de ia', 'video ia', 'ia generativa',
    'gerado por', 'gerado com', 'gerada por', 'gerada com', 'feito com ia', 'feito por ia', 'criado com ia', 'com ia', 'vídeo ia',
    // "é tudo IA", "todo es IA", "c'est tout en IA", "alles KI".
    'é tudo ia', 'tudo ia', 'tudo é ia', 'todo es ia', 'todo ia', 'todo con ia', "c'est tout en ia", 'tout en ia', "c'est de l'ia", 'alles ki', 'komplett ki', 'alles mit ki',
    'généré par', 'généré avec', 'générée par', 'générée avec', "par l' ia", "avec l' ia", 'par ia', 'avec ia', "de l' ia", 'vidéo ia', 'créé avec ia', "créé avec l' ia",
    'ki-generiert', 'ki generiert', 'ki-generiertes', 'ki generiertes', 'mit ki', 'von ki', 'durch ki', 'ki-video', 'ki video', 'ki-erstellt', 'ki erstellt', 'ki-clip',
    // A label naming the clip as AI ("IA : château flottant", "KI: Zukunftsstadt", "ai: whales over madrid").
    'ai:', 'ia:', 'ki:', 'ai :', 'ia :', 'ki :',
    // An editor's AI feature ("mit der KI-Funktion in CapCut", "con la IA de CapCut").
    'ki-funktion', 'ki funktion', 'mit der ki', 'capcut ai', 'ai feature', 'ai tool', 'ai tools', 'ki-tool', 'ki tool', 'función de ia', 'funcion de ia',
    'ia de capcut', 'função de ia', 'funcao de ia', 'ia do capcut', 'fonction ia', "l'ia de capcut", 'ai generator', 'ia generativa de',
    'ai-video', 'ai-clip', 'ai-spot', 'ai-animated', 'ai-created', 'ai created', 'created by ai', 'created using ai', 'produced with ai', 'rendered with ai', 'animated with ai',
    'fully ai', '100% ai', 'entirely ai', 'ai image', 'ai images', 'ai visuals', 'ai b-roll', 'ai broll', 'ai character', 'ai characters', 'ai avatar',
    'deepfake', 'heygen', 'synthesia', 'hunyuan', 'hunyuan video', 'cogvideo', 'cogvideox', 'kaiber', 'genmo', 'hedra', 'viggle', 'pollo ai',
    'invideo ai', 'krea ai', 'leonardo ai', 'stable diffusion', 'dall-e', 'dalle', 'adobe firefly', 'firefly video', 'moonvalley', 'nano banana',
    'con inteligencia artificial', 'por inteligencia artificial', 'totalmente ia', '100% ia', 'com inteligência artificial',
    "avec l'intelligence artificielle", "par l'intelligence artificielle", 'par intelligence artificielle', 'ia générative', 'entièrement ia',
    'images ia', 'image ia', 'ki-generierte', 'ki generierte', 'ki-generierten', 'ki generierten', 'ki-generierter', 'ai-generiert', 'ai generiert',
    'mit künstlicher intelligenz', 'durch künstliche intelligenz', 'von künstlicher intelligenz', 'ki-animation', 'ki-animiert', 'ki-bilder', 'ki-bild',
    'ki-avatar', 'komplett ki', '100% ki',
  ],
  [
    'not ai', 'no ai', "isn't ai", 'without ai', 'real footage', 'shot on my phone', 'shot on a phone', 'shot on my camera', 'filmed myself', 'filmed it myself', 'no ai used',
    'sin ia', 'sem ia', 'sans ia', "pas de l' ia", 'ohne ki', 'nicht ki', 'keine ki', 'grabado con mi', 'filmé moi-même',
    'zero ai', 'ai-free', 'ai free', 'actual footage', 'my own footage', 'our own footage', 'shot on iphone', 'shot on my iphone', 'filmed on my phone',
    'filmed on iphone', 'filmed on my iphone', 'filmed with my phone', 'shot with my phone', 'shot it myself', 'not generated', 'no es ia', 'no usé ia',
    'sin inteligencia artificial', 'grabado por mí', 'lo grabé yo', 'imágenes reales', 'grabado con el celular', 'grabado con el móvil', 'não é ia',
    'não usei ia', 'sem inteligência artificial', 'gravado por mim', 'eu que gravei', 'gravado com meu celular', 'gravei com o celular',
    'gravado no celular', 'imagens reais', 'sans intelligence artificielle', 'filmé avec mon téléphone', 'filmé avec mon iphone',
    'tourné avec mon téléphone', 'filmé par moi', 'images réelles', 'pas généré', 'zéro ia', 'ohne künstliche intelligenz', 'selbst gefilmt',
    'selbst gedreht', 'mit dem handy gefilmt', 'mit meinem handy gefilmt', 'echte aufnahmen', 'nicht generiert', 'kein ki',
    // "aucune IA dans cette vidéo", "ninguna IA", "nenhuma IA", "keine KI drin", "zero AI".
    'aucune ia', 'pas d ia', "pas d' ia", 'ninguna ia', 'nada de ia', 'nenhuma ia', 'nada de ia', 'keine ki drin', 'null ki', 'no ai at all', 'zero ia',
  ],
  ['veo', 'runway', 'luma', 'midjourney', 'wan', 'ltx'],
  // An AI voice over real footage is a voice, not generated video ("voz de IA a ler o guião; as imagens são reais").
  ['ai voice', 'ai voiceover', 'ai voice over', 'ai narrator', 'ai narration', 'voz de ia', 'voz ia', 'voz por ia', 'voix ia', 'voix off ia', 'ki-stimme', 'ki stimme', 'ki-sprecher', 'ki sprecher'],
  // Asked and answered no: "AI? nah I filmed it all myself", "IA? non".
  ['ai', 'ia', 'ki', 'aigc'],
);

export const PAID: Cue = {
  ...cue(
  [
    'ad', 'ads', 'paid ad', 'paid ads', 'paid spot', 'paid social', 'paid_social', 'como pauta', 'en pauta', 'pautado', 'pautada', 'advert', 'advertisement', 'pre-roll', 'pre roll', 'preroll', 'youtube ad', 'tv spot', 'tv ad', 'radio spot', 'ad spot', 'bumper ad',
    'boost this', 'gonna boost', 'going to boost', "we'll boost", 'boosted', 'boost it', 'boost the post', 'boosting', 'promoted post', 'spark ad', 'spark ads', 'ad spend', 'paid campaign', 'paid promotion', 'paid media', 'paid social', 'run it as an ad',
    'anuncio', 'anuncios', 'anuncio pagado', 'anuncio pago', 'anúncio pago', 'pub payée', 'publicité payée', 'bezahlte werbung', 'bezahlte anzeige', 'publicidad', 'publicidade', 'anúncio', 'comercial de tv', 'une pub', 'la pub', 'pub pour', 'pub tv', 'publicité', 'spot publicitaire', 'werbung', 'werbespot', 'werbeanzeige', 'anzeige', 'reklame',
    'boost the video', 'boost the clip', 'boost this post', 'put money behind it', 'money behind it', 'budget behind it', 'media buy', 'media spend',
    'paid placement', 'paid reach', 'paid distribution', 'dark post', 'whitelisting', 'whitelisted', 'allowlisting', 'allowlisted', 'spark code',
    'promocionar pagando', 'promocionarlo pagando', 'promoverlo pagando', 'pagando publicidad', 'promover pagando', 'promovê-lo pagando',
    'tiktok promote', 'instagram promotion', 'tv commercial', 'television commercial', 'tv-spot', 'cinema spot', 'advertising campaign',
    'for advertising', 'pautarlo', 'con pauta', 'pauta pagada', 'impulsar la publicación', 'publicación promocionada', 'post impulsado',
    'publicación impulsada', 'campaña pagada', 'comercial de televisión', 'spot de tv', 'spot de televisión', 'impulsionamento', 'turbinar o post',
    'turbinar a publicação', 'mídia paga', 'campanha paga', 'patrocinar o post', 'booster la publication', 'booster le post', 'booster la vidéo',
    'boosté', 'boostée', 'publication sponsorisée', 'campagne payante', 'médias payants', 'spot tv', 'spot télé', 'pub payante', 'werbebudget',
    'werbekampagne', 'kinowerbung', 'fernsehwerbung', 'kinospot', 'bezahlte reichweite', 'anzeigenkampagne', 'impulsionar o post', 'impulsionar o vídeo',
    'impulsionar a publicação', 'vou impulsionar', 'vamos impulsionar', 'post impulsionado', 'vídeo impulsionado', 'publicação impulsionada',
    'pautar el video', 'pautar en', 'voy a pautar', 'vamos a pautar', 'video pautado', 'publicación pautada', 'boost the reel', 'com tráfego pago',
    'con tráfico pago', 'with paid traffic', 'boost this reel', 'boost this video', 'boost the video', 'boosting this reel', 'boosting the reel', 'paying to promote', 'pay to promote', 'paying to boost', 'paid to promote it', 'post boosten', 'beitrag boosten', 'video boosten', 'clip boosten', 'wird geboostet',
    'bezahlter post', 'bezahlter beitrag', 'bezahlte partnerschaft', 'bezahlte kooperation', 'wird beworben', 'des wird beworben', 'das wird beworben',
    // Swedish, Vietnamese, Tagalog ("köra det som betald annons", "chạy quảng cáo", "ibo-boost").
    'betald annons', 'som annons', 'annonsera', 'boosta', 'boosta inlägget', 'chạy quảng cáo', 'chay quang cao', 'chạy ads', 'quảng cáo trả phí', 'ibo-boost', 'i-boost', 'iboboost',
  ],
  [
    'organic', 'organic only', 'organically', 'nothing paid', 'no money involved', 'no ads', 'no ad spend', 'no boost', 'not boosted', 'orgánico', 'orgânico', 'organique', 'organisch', 'unbezahlt', 'sin pauta', 'sem impulsionar',
    "won't be boosted", 'not going to boost', 'not gonna boost', "won't boost", 'not running ads', "won't run ads", "won't be running ads",
    'no money behind it', 'not putting money behind it', 'just posting it', 'orgánica', 'orgánicamente', 'sin pautar', 'no voy a pautar',
    'no vamos a pautar', 'não vou impulsionar', 'não vamos impulsionar', 'organiquement', 'pas de pub', 'sans pub', 'aucune pub', 'aucune publicité',
    'organische', 'organischer', 'nicht bewerben', 'wird nicht beworben',
    // "It's for my café's page but it's not an ad": no money behind it; whose page it is still makes it business use.
    'not an ad', 'notanad', "it's not an ad", 'its not an ad', 'not a paid ad', 'pas une pub', 'não é anúncio', 'nao e anuncio', 'não é publicidade', 'no es publicidad', 'no es un anuncio', 'keine werbung', 'kein werbepost',
    "we're not putting money behind it", 'not putting any money behind it', 'not paying to promote', 'no paid promo', 'no paid promotion',
  ],
  undefined,
  // Asking whether it is an ad says neither ("is this an ad if I tag the park?", "¿es publicidad?"): the question is answered, the flag read elsewhere.
  // (Only question forms: "este video es publicidad" says it is.)
  ['is this an ad', 'is it an ad', 'is this an advert', 'does it count as an ad', 'does this count as an ad', 'do i need ad', 'do i need to put ad', 'do i have to put ad', 'ist das werbung', 'ist es werbung'],
  ),
  // An ad someone watched is no ad of theirs ("my son laughing at a tv ad", "saw the ad on TV").
  mentionVerbsBefore: new Set(['laughing', 'laughs', 'watching', 'watched', 'saw', 'seen', 'reacting', 'reacts', 'vi', 'viendo', 'vu', 'regardant', 'gesehen']),
  // "#ad", "#publi", "#werbung" name the disclosure tag of a sponsored post, not an ad placement ("do i need to put #ad on this?").
  tagsAsked: true,
};

export const COMMERCIAL: Cue = {
  ...cue(
  [
    // A brand's own launch ("le lancement de notre nouvelle collection", "our new collection drops Friday").
    'dropping our new', 'launching our new', 'lanzamos nuestra nueva', 'lanzamos nuestro nuevo', 'lançando nossa nova', 'lançamos nossa nova', 'nous lançons notre', 'wir launchen unsere', 'our new collection', 'our new drop', 'our new product', 'our new line', 'notre nouvelle collection', 'notre nouveau produit', 'lancement de notre', 'nuestra nueva colección', 'nuestra nueva coleccion', 'nuestro nuevo producto', 'lanzamiento de nuestra', 'lanzamiento de nuestro', 'nossa nova coleção', 'nossa nova colecao', 'nosso novo produto', 'lançamento da nossa', 'lancamento da nossa', 'lançamento do nosso', 'unsere neue kollektion', 'unser neues produkt',
    // An ad made for someone is work for them ("it's the 30s ad we made for the bakery's grand opening").
    'ad for', 'an ad for', 'ad we made for', 'ad i made for', 'anuncio para', 'anúncio para', 'anúncio pra', 'pub pour', 'une pub pour', 'werbung für', 'werbespot für',
    // A school that is a business's page ("our cooking school's account"; not "my school project").
    'página da escola', 'pagina da escola', 'página de la escuela', 'cuenta de la escuela', "page de l'école", 'escola de dança', 'escuela de baile', 'école de danse', 'tanzschule',
    "school's account", "school's page", "school's channel", "school's insta", "school's instagram",
    // A business's account said with its article ("es pa la cuenta del local", "pour la page de la friterie", "pour le compte du magasin"), gifts and sponsors, being hired.
    'cuenta del local', 'la cuenta del local', 'página del local', 'perfil del local', 'cuenta de la tienda', 'donde trabajo', 'onde trabalho', 'où je travaille', 'wo ich arbeite',
    'page de la friterie', 'page du resto', 'page du restaurant', 'compte du magasin', 'compte de la boutique', 'page de la boulangerie', 'compte du salon', 'página da loja', 'perfil da loja', 'conta da loja',
    'en la cuenta del', 'para la cuenta del', 'pa la cuenta del', 'na conta da', 'na conta do', 'pra conta da', 'pra conta do', 'sur le compte du', 'sur le compte de la', 'pour le compte du', 'pour le compte de la', 'compte du studio',
    'konto vom laden', 'fürs konto von', 'konto von unserem', 'konto von unserer', 'shop-konto', 'shop konto', 'übers shop-konto', 'geschäftskonto',
    'jabá', 'jaba', 'jabá da marca', 'recebidos', 'recebido da marca', 'presente da marca', 'patrocina', 'lo patrocina', 'nos patrocina', 'patrocinado por', 'parrainé par', 'gesponsert von',
    'a couple i shot for', 'couple i shot for', 'i shot for', 'shot for a client', 'a tá me pagando', 'tá me pagando', 'ta me pagando', 'está me pagando', 'me pagando pra', 'me está pagando', 'me paga',
    'me contrató', 'me contrataron', 'me contratou', 'me contrataram', "m'a engagé", "m'a engagée", 'hat mich beauftragt', 'hired me', 'paid me to make',
    // A brand that pays for the video ("google sent them and paid for the video").
    'paid for the video', 'paid for the post', 'paid me for the video', 'paid me for the post', 'paid me to post', 'paying me to post', 'paid for this video',
    // Made for a brand, or a brand's campaign ("é a campanha paga da marca", "para una marca de café", "pour la marque").
    'para a marca', 'pra marca', 'para uma marca', 'pra uma marca', 'campanha da marca', 'campanha paga da marca', 'para la marca', 'para una marca', 'campaña de la marca',
    'pour la marque', 'pour une marque', 'campagne de la marque', 'für die marke', 'für eine marke', 'kampagne der marke', "the brand's campaign", "a brand's campaign",
    'sponsored', 'sponsor', 'sponsors', 'sponsorship', 'spon', 'brand deal', 'brand partnership', 'paid partnership', 'partnership', 'collab with', 'collab w', 'in collab with', 'brand', 'brands',
    'client', 'clients', "client's", 'customer', "customer's", 'customers', 'a customer', 'my customer', 'commission', 'commissioned', 'ugc', 'affiliate', 'commercial use', 'commercial', 'business account', 'business page',
    // A filmer delivering to a couple ("wedding videographer here 👋 delivering a teaser to a couple").
    'wedding videographer', 'wedding filmmaker', 'wedding photographer', 'videographer here', 'delivering a teaser to', 'delivering to a couple', 'delivering to the couple',
    // Gifted and tagged ("got gifted this robot vacuum (tagged them obvs)"), a commission ("auftrag=Instagram vom Nagelstudio").
    // A wedding filmer's couple ("for a couple I shot last weekend"), a boss's stall paid to promote ("del puesto de mi jefe, lo vamos a promocionar pagado").
    'couple i shot', 'couple i filmed', 'couple we shot', 'couple we filmed', 'for a couple i', 'de mi jefe', 'do meu chefe', 'de mon patron', 'von meinem chef', 'promocionar pagado', 'promocion pagada', 'promoción pagada', 'promocao paga', 'promoção paga',
    'got gifted', 'was gifted', 'been gifted', 'tagged them', 'tagged the brand', 'unboxing gifted', 'gifted pr', 'pr unboxing', 'pr haul', 'pr package',
    // Made for work ("Dental office reel", "my boss asked me to make it"), a barter deal ("es un canje con una tienda", "me regalaron las prendas").
    'dental office', "dentist's office", 'dentist office', 'law office', 'our office', 'my boss asked', 'boss asked me', 'my manager asked', 'for my job', 'for work', 'for my work',
    'canje', 'un canje', 'es un canje', 'me regalaron las', 'me regalaron los', 'me regalaron la', 'me regalaron el', 'permuta', 'uma permuta', 'fiz uma permuta',
    // Business said by what it does for customers (fresh95): bookings and tickets open, a rental, a new
    // location, pickups and orders, a commissioned film, an institution's open day.
    'reservations open', 'réservations ouvertes', 'reservations ouvertes', 'bookings open', 'booking link', 'books are open', 'link to book', 'book now', 'jetzt buchen', 'termine frei', 'reservas abiertas', 'agenda aberta', 'agendamentos abertos',
    'tix link', 'ticket link', 'tickets link', 'tix in bio', 'tickets in bio', 'entradas en bio', 'ingressos no link',
    'wir vermieten', 'vermieten unsere', 'alquilamos nuestro', 'alquilamos nuestra', 'alugamos nosso', 'alugamos nossa', 'nous louons notre', 'our airbnb', 'my airbnb listing', 'our airbnb listing', 'über airbnb',
    'second location', 'new location', 'grand opening', 'soft opening', 'our opening day', 'gran apertura', 'inauguração da loja', 'neueröffnung', 'neueroffnung',
    'pickups at the shop', 'for pickup', 'preorders', 'pre-orders', 'taking orders', 'orders are open', 'encomendas abertas', 'pedidos abiertos',
    // A business opening ("cat cafe opening day on our insta"). (A church's event is left alone: panels judge a parish bake sale personal.)
    // Slang and Spanglish: "pa la tienda", "pro cliente", "colab pagada con la marca", "los productos me los regaló la marca".
    "small biz here", 'small business here', 'small biz owner', 'small business owner', 'my small biz', 'our small biz', 'pa promocionar', 'para promocionar', 'pra divulgar', 'para divulgar', 'pra promover', 'pour promouvoir', 'zum bewerben',
    'pa la tienda', 'para la tienda', 'pa mi tienda', 'pa el negocio', 'pro cliente', 'pra cliente', 'pro meu cliente', 'pra meu cliente', 'colab pagada', 'colab paga', 'colaboración pagada', 'colaboracion pagada', 'colaboração paga', 'colaboracao paga',
    'me los regaló la marca', 'me los regalo la marca', 'me lo regaló la marca', 'me lo regalo la marca', 'me la regaló la marca', 'me regaló la marca', 'me regalo la marca', 'regalo de la marca',
    'cafe opening', 'café opening', 'shop opening', 'store opening', 'bakery opening', 'salon opening', 'restaurant opening', 'opening day on our',
    'im auftrag', 'auftragsarbeit', 'por encargo', 'sob encomenda', 'on commission', 'cloud kitchen', 'ghost kitchen',
    'jornada de puertas abiertas', 'puertas abiertas', 'tag der offenen tür', 'tag der offenen tur', 'portes ouvertes', 'journée portes ouvertes', 'open day',
    // A brand's own line ("teaser for our fall collection", "nossa nova coleção", "unsere neue Kollektion").
    'our collection', 'our new collection', 'our fall collection', 'our spring collection', 'our summer collection', 'our winter collection', 'nuestra coleccion', 'nuestra nueva coleccion', 'nossa colecao', 'nossa nova colecao', 'notre collection', 'notre nouvelle collection', 'unsere kollektion', 'unsere neue kollektion',
    'brand account', 'company page', "brand's page", 'brands page', 'brand page', "my brand's page", "our brand's page", 'product launch', 'our launch', 'app launch', 'our product', 'our app', 'my product', 'my business', 'our business', 'small business', 'promo',
    'etsy shop', 'shopify', 'product placement', 'realtor', 'realty', 'brokerage', 'listing',
    'patrocinado', 'patrocinada', 'patrocinio', 'patrocínio', 'publi', 'colaboración pagada', 'una marca', 'uma marca', 'mi marca', 'minha marca', 'nuestra marca', 'nossa marca', 'marcas',
    'cliente', 'clientes', 'clienta', 'clientas', 'mi clienta', 'cliente dela', 'cliente dele', 'ma cliente', 'mon client', 'pour un client', 'pour une cliente', 'mi negocio', 'mi tienda', 'mi empresa', 'nuestra empresa', 'inmobiliaria', 'cuenta de empresa', 'parceria paga', 'parceria', 'minha loja', 'minha empresa', 'nossa empresa', 'imobiliária', 'conta comercial',
    'sponsorisé', 'sponsorisée', 'sponso', 'partenariat', 'collaboration commerciale', 'marque', 'une marque', 'ma boutique', 'mon entreprise', 'notre entreprise', 'agence immobilière', 'compte pro', 'compte professionnel', 'placement de produit',
    'gesponsert', 'sponsoring', 'kooperation', 'bezahlte partnerschaft', 'werbung', 'anzeige', 'marke', 'kunde', 'kunden', 'kundin', 'mein laden', 'mein geschäft', 'unsere firma', 'unser unternehmen', 'makler', 'immobilien', 'firmenkonto', 'geschäftskonto', 'unternehmenskonto',
    // A newspaper or a publisher's own account is a business (ninth editor panel: a local paper's flood report read as organic).
    // Turkish, Vietnamese, Indonesian and Tagalog business accounts and shops ("Hesabım işletme hesabı", "quán nhà mình", "toko saya").
    'işletme hesabı', 'işletme hesabım', 'isletme hesabi', 'isletme hesabim', 'dükkanım', 'dukkanim', 'quán nhà mình', 'quan nha minh', 'toko saya', 'toko kami', 'bisnis saya', 'akun bisnis', 'negosyo ko', 'tindahan ko',
    'verlagsaccount', 'verlagskonto', 'our newspaper', 'news outlet', 'publisher account', 'nuestro periódico', 'nuestro periodico', 'unsere zeitung',
    // Italian, Dutch, Polish, Turkish, Indonesian (fourteenth editor panel: paid collabs said in other languages).
    'collaborazione retribuita', 'collaborazione a pagamento', 'collaborazione pagata', 'collab pagata', 'collaborazione pagata con', 'sponsorizzato', 'sponsorizzata', 'betaalde samenwerking', 'betaalde collab', 'płatna współpraca', 'współpraca płatna', 'współpraca reklamowa',
    'ücretli işbirliği', 'reklam işbirliği', 'ücretli iş birliği', 'paid endorse', 'endorse berbayar', 'kerjasama berbayar',
    // Swedish and Vietnamese ("betalt samarbete", "min salong", "för en kund", "hợp tác với nhãn hàng").
    'betalt samarbete', 'reklamsamarbete', 'sponsrad', 'sponsrat', 'sponsrade', 'i samarbete med', 'min butik', 'vår butik', 'mitt företag', 'vårt företag', 'mitt foretag', 'vart foretag', 'mitt café', 'vårt café', 'min salong', 'min klinik', 'för en kund', 'for en kund', 'till en kund', 'uppdragsgivare', 'företagskonto', 'foretagskonto',
    'hợp tác có trả phí', 'được tài trợ', 'nhãn hàng', 'khách hàng của mình', 'cho khách hàng', 'shop của mình', 'tiệm của mình', 'quán của mình', 'cửa hàng của mình', 'bayad na collab', 'sponsored ng',
    'partnered with', 'partnering with', 'paid collab', 'paid collaboration', 'collaboration with', 'gifted us', 'gifted me the', 'comped the', 'comped our', "it's a collab", 'technically a collab', 'official account', 'club official account', 'official club account', 'produto recebido', 'produtos recebidos', 'recebido da marca', 'recebidos da marca', 'la marca me envió', 'la marca me mandó', 'me lo envió la marca', 'me lo mandó la marca', 'envoyé par la marque', 'von der marke bekommen', 'pr paket', 'gifted by', 'gifted product', 'gifted products',
    '#gifted', 'pr package', 'pr box', 'pr haul', 'pr unboxing', 'branded', 'branded content', 'endorsement', 'advertorial', 'promotional',
    'promotional video', 'marketing video', 'marketing campaign', 'marketing content', 'for marketing', 'paid gig', 'paid job', 'paid project',
    'paid work', 'paid post', 'paid content', 'i got paid', 'got paid to', 'they paid me', 'paying me', 'paid me', 'paid me to', 'pays me', 'pay me to', 'our products', 'my products', 'our services',
    'my services', 'we sell', 'i sell', 'discount code', 'use my code', 'use code', 'tiktok shop', 'amazon storefront', 'company account',
    'corporate video', 'corporate account', 'for an agency', 'for an app', 'for my employer', 'freelance project', 'freelance gig', 'open house',
    'real estate agent', 'commercially', 'testimonial', 'product demo', 'product video', 'product shoot', 'product showcase', 'campaign for',
    "pour l' agence", 'pour l agence', 'para la agencia', 'pra agência', 'para a agência', 'für die agentur', 'for the agency', 'colaboración con', 'colab con', 'en canje', 'me pagaron', 'me pagan por', 'pagado por', 'trabajo pagado', 'contenido pagado', 'publicación pagada',
    'mi emprendimiento', 'mi local', 'nuestro local', 'tienda online', 'tienda en línea', 'mis productos', 'nuestros productos', 'mis servicios',
    'nuestros servicios', 'uso comercial', 'fines comerciales', 'fines publicitarios', 'embajador de marca', 'embajadora de marca', 'para la empresa',
    'código de descuento', 'con mi código', 'video promocional', 'promocional', 'permuta', 'publipost', 'conteúdo pago', 'trabalho pago', 'job pago',
    'fui pago', 'me pagaram', 'meu empreendimento', 'minha lojinha', 'loja online', 'loja virtual', 'meus produtos', 'nossos produtos', 'meus serviços',
    'nossos serviços', 'fins comerciais', 'fins publicitários', 'cupom de desconto', 'meu cupom', 'embaixadora da marca', 'embaixador da marca',
    'collab com', 'colab com', 'collab avec', 'collaboration avec', 'collaboration rémunérée', 'offert par', 'produit offert', 'contenu rémunéré',
    'rémunéré', 'rémunérée', 'payé par', "on m'a payé", 'pour ma boîte', 'pour notre boîte', 'ma société', 'notre société', 'mon commerce',
    'notre magasin', 'utilisation commerciale', 'fins commerciales', 'vidéo promotionnelle', 'promotionnelle', 'promotionnel', 'mes produits',
    'nos produits', 'mes services', 'nos services', "pour l'entreprise", 'boutique en ligne', 'in zusammenarbeit mit', 'werbepartner',
    'werbepartnerschaft', 'werbekooperation', 'markenkooperation', 'im auftrag von', 'auftraggeber', 'auftraggeberin', 'kundenauftrag', 'kundenprojekt',
    'auftragsarbeit', 'onlineshop', 'online-shop', 'gewerblich', 'kommerziell', 'kommerzielle nutzung', 'produktplatzierung', 'pr-paket', 'pr-sample',
    'zur verfügung gestellt', 'rabattcode', 'für die firma', 'für das unternehmen', 'meine produkte', 'unsere produkte', 'unsere dienstleistungen',
    'meine dienstleistungen', 'werbevideo', 'imagefilm', 'imagevideo', 'produktvideo', 'ich wurde bezahlt', 'wurde dafür bezahlt', 'mein gewerbe',
    'our customers', 'my customers', 'my merch', 'our merch', 'merch drop', 'ecommerce store', 'e-commerce store', 'por canje', 'colaboración por canje',
    // Said without the plain words: a brief from a brand, a manager's deal, a campaign for someone, the person who runs a business's socials, being booked.
    'brand sent me', 'the brand sent', 'sent me a brief', 'sent the brief', 'sent us the brief', 'sent over the brief', 'and a brief', 'with a brief', 'brand asked me', 'the brand asked', 'asked me to tag', 'tag the brand',
    'my manager set', 'manager set this up', 'my agent set', 'campaign we', 'campaign for the', 'running for the council', 'for the council',
    'social media manager for', 'social media manager at', 'smm for', 'community manager', 'je gère les réseaux', 'cuido das redes', 'llevo las redes', 'ich betreue den account',
    'agency wants', 'the agency wants', 'a agência quer', 'la agencia quiere', "l'agence veut", 'die agentur will', 'three cuts', 'três cortes', 'tres cortes',
    'booked me', 'hired me', 'hat mich gebucht', 'haben mich gebucht', 'me contrataron', 'me contrataram', "m'a engagé", "m'ont engagé",
    'link in bio to buy', 'link in bio to shop', 'link na bio pra comprar', 'link na bio para comprar', 'link en la bio para comprar', 'zum bestellen', 'link in der bio zum',
    // Taking orders and bookings ("DM to order", "encomendas abertas", "commandes ouvertes", "jetzt bestellen").
    'dm to order', 'dm for orders', 'orders open', 'orders are open', 'order now', 'book now', 'book your', 'bookings open', 'link to book', 'encomendas abertas', 'faça sua encomenda', 'faz a tua encomenda', 'pedidos por dm', 'pedidos abiertos',
    'haz tu pedido', 'reservas por whatsapp', 'reserva ya', 'commandes ouvertes', 'passez commande', 'réservez', 'jetzt bestellen', 'jetzt buchen', 'bestellungen offen', 'termin buchen',
    // An organisation's registration, a coach's or a trainer's gym, selling what one makes ("bolo de pote pra vender", "vendo ropa en Vinted";
    // Portuguese "vendo" is also "seeing", so only its Spanish phrases: "eu vendo" has a subject, so it is "I sell").
    "pa'l negocio", 'pal negocio', 'para el negocio', 'código de afiliado', 'codigo de afiliado', 'link de afiliado', 'enlace de afiliado', 'código de afiliada', 'lien affilié', "lien d'affiliation", 'partnerlink', 'partner-link',
    'eu vendo', 'q eu vendo', 'verchauft handgmachti', 'verchauft sälbergmachti', 'verkauft handgemachte', 'verkauft selbstgemachte', 'am märt verchauft',
    'cuenta del empleador', 'conta do empregador', 'compte de mon employeur', "employer's account", "employer's page", 'vom arbeitgeber', 'für meinen arbeitgeber', 'fürs konto vom arbeitgeber',
    // A family member's business is still a business ("my mother's home tiffin service business", "the family business").
    'service business', 'catering business', 'home business', 'family business', "mother's business", "mom's business", "mum's business", "dad's business", "father's business", "parents' business", 'negocio familiar', 'negócio da família', 'negocio da familia', 'entreprise familiale', 'familienbetrieb',
    'foram gifted', 'foi gifted', 'gifted pela marca', 'gifted pela', 'gifted by the brand', 'gifted from the brand', 'gifted by a brand',
    'letting out', 'letting agent', 'for a landlord', 'landlord i manage', 'i manage for', 'öffnungszeiten', 'opening hours', 'horario de apertura', 'horário de funcionamento', "heures d'ouverture", 'collab payée', 'collaboration payée', 'partenariat payé', 'collab rémunérée',
    'etsy-shop', 'etsy shop für', 'school account', 'studio account', 'dance school account', 'dance studio account', 'academy account',
    '501c3', '501(c)(3)', '501 c 3', 'i coach at', 'where i coach', 'je coache à', 'je coache a', 'academia onde eu trabalho', 'loja onde eu trabalho', 'para donde yo trabajo', 'wo ich jobbe',
    'pour leur compte', 'for their account', 'for their ig', 'for their insta', 'for their page', 'para su cuenta', 'pra conta deles', 'für ihren account',
    'pra vender', 'para vender', 'pour vendre', 'zum verkaufen', 'vendo ropa', 'vendo en vinted', 'vendo mis', 'vendo en wallapop',
    'selling prints', 'i sell prints', 'meu bico', 'vender vela', 'pra divulgar', 'para divulgar', 'new merch', 'neuen merch',
    'me paga', 'me pagam', 'me paie', 'la marca me paga', 'a marca me paga', 'la marque me paie', 'bung me', 'a few quid', 'pay me', 'paying me', 'zahlt vielleicht', 'zahlt mir', "m'a payé", 'me pagó', 'me pagou', 'me pidieron que los etiquete', 'demandé de les identifier',
    'dental chain', 'restaurant chain', 'hotel chain', 'coffee chain', 'gym chain', 'retail chain', 'grocery chain', 'pharmacy chain', 'clinic chain', 'salon chain',
    'for the newsletter', "l'infolettre", 'infolettre', 'microbrasserie', 'for their newsletter', 'in their newsletter',
    // An estate agent showing a listing, and selling in the first person ("Sou corretora", "un apartamento que estoy vendiendo").
    'corretor', 'corretora', 'corretor de imóveis', 'corretora de imóveis', 'agente inmobiliario', 'agente inmobiliaria', 'asesor inmobiliario',
    'asesora inmobiliaria', 'agent immobilier', 'agente immobilier', 'immobilienmakler', 'immobilienmaklerin', 'maklerin', 'estate agent',
    "i'm selling", 'im selling', "we're selling", 'we are selling', 'estou vendendo', 'estamos vendendo', 'estoy vendiendo', 'estamos vendiendo',
    'je vends', 'nous vendons', 'on vend', 'ich verkaufe', 'wir verkaufen', 'vendemos',
    // A commission or a customer's order in the words of the trade ("hab nen Auftrag von ner Metzgerei", "commande d'un fleuriste",
    // "encomenda de um escritório", "un encargo de la tienda", "Kundenvideo").
    'auftrag von', 'nen auftrag', 'einen auftrag', 'ein auftrag', 'im auftrag', 'kundenvideo', 'kundenauftrag', "commande d'un", "commande d'une", 'commande pour',
    'encomenda de um', 'encomenda de uma', 'encargo de', 'un encargo', 'por encargo',
    // A collab post with a business, a brand's gift to tag ("collab post w/ a local barber", "the tile company sent us the tiles for free so I have to tag them").
    'collab post', 'company sent', 'brand sent', 'have to tag them', 'need to tag them', 'gotta tag them', 'have to tag the brand',
    // A shop's restock ("etsy candle shop restock"; a fridge restock is none), its premises' screen ("la pantalla del local de mi tío").
    'shop restock', 'pantalla del local', 'pared del local', 'del local de mi',
    // A shop's own sale ("our page: countdown to the christmas sale"); a garage or bake sale is none.
    // What the shop sells ("Unboxing der neuen Kopfhörer, die wir im Shop verkaufen"), an agency running it ("lo pasa una agencia como pauta").
    'die wir im shop verkaufen', 'die wir verkaufen', 'wir im shop verkaufen', 'die wir im laden verkaufen', 'que vendemos', 'que vendemos en', 'que vendemos na', "qu'on vend", 'que nous vendons', 'that we sell', 'we sell in',
    'pasa una agencia', 'lo pasa una agencia', 'lo pauta una agencia', 'una agencia lo pauta',
    // A paid deal with a brand named in it ("part of my paid Sephora collab"); an estate agent's listing ("an agent at a real estate office … a unit we've got on the books");
    // working in a company's comms ("je bosse à la com d'une PME"); a booked commission ("gebuchter Auftrag").
    'paid * collab', 'paid * partnership', 'paid * deal', 'paid * campaign', 'real estate office', 'real estate agent', 'agent at a real estate', 'on the books', 'listing agent', 'our listing',
    'à la com', 'a la com', 'service com', 'community manager', 'gebuchter auftrag', 'gebuchten auftrag', 'gebuchtes shooting',
    // A campaign for a brand ("it's for the Nike campaign we're shooting next week").
    'for the * campaign', 'for a * campaign', 'for their campaign', 'brand campaign', 'ad campaign',
    // A brand's own teaser ("Unser Produktteaser für die neue Kopfhörer-Kollektion").
    'produktteaser', 'unser produktteaser', 'unsere neue kollektion', 'unserer neuen kollektion', 'unser neues produkt', 'unsere produkte',
    'our sale', 'christmas sale', 'xmas sale', 'holiday sale', 'black friday sale', 'cyber monday sale', 'summer sale', 'winter sale', 'spring sale', 'end of season sale', 'flash sale',
    'nos soldes', 'nuestras rebajas', 'nossa promoção', 'nossa liquidação', 'unser sale', 'unseren sale',
  ],
  [
    // "Brand has not paid, I bought it myself".
    'brand has not paid', 'has not paid', "hasn't paid", 'not paid', 'i bought it myself', 'bought it myself', 'paid for it myself', 'bought with my own money', 'comprei com meu dinheiro', 'lo compré yo', 'lo compré con mi dinero', "je l'ai acheté moi-même", 'selbst gekauft', 'selber gekauft',
    // Austrian and Swiss "net gesponsert", "nöd gsponsoret".
    'net gesponsert', 'nöd gsponsoret', 'nöd gesponsert', 'nid gsponsoret', 'ned gesponsert', 'net gsponsert',
    // "none of it is sponsored btw", "nothing here is sponsored".
    // "not for anything paid", "nothing paid", "unpaid": no money in it at all (panel 12: a son's hockey team page got #ad).
    // (Not "nothing paid" or "unpaid" alone: a bakery's own post with "nothing paid" is still the business's; that says no ad spend.)
    'not for anything paid', 'not for anything commercial', 'nothing commercial',
    'none of it is sponsored', "none of it's sponsored", 'none of this is sponsored', 'nothing is sponsored', 'nothing here is sponsored', 'nothing sponsored',
    'not sponsored', 'personal post', 'not business', 'no business', 'not a business', 'not for a brand', 'not for a client', 'not for any brand', 'not for any client', 'not for brands', 'family only', 'for the family only', 'just for family', 'only for family', 'für uns privat', 'personal account', 'just for us', 'only for us', 'family group chat', 'for the family group chat', 'personal acct', 'personal acc', 'private acct', 'personal use', 'personal project', 'just for fun', 'for fun', 'non-commercial', 'non commercial', 'noncommercial',
    'no brand', 'cuenta personal', 'conta pessoal', 'compte perso', 'compte personnel', 'privat', 'privates konto', 'pour le fun',
    'unsponsored', 'not paid to', "wasn't paid", 'bought it myself', 'with my own money', 'personal page', 'personal profile',
    'personal channel', 'personal video', 'personal content', 'personal tiktok', 'personal instagram', 'private account', 'private use', 'hobby project',
    'just a hobby', 'for the fun of it', 'fan edit', 'fan made', 'fan-made', 'fanmade', 'not for business', 'not for work', 'not a collab', 'no collab',
    'no es para una marca', 'no es para un cliente', 'uso personal', 'proyecto personal', 'perfil personal', 'por diversión',
    'solo por diversión', 'para divertirme', 'no comercial', 'lo compré yo', 'con mi dinero', 'não é para uma marca', 'uso pessoal',
    'projeto pessoal', 'perfil pessoal', 'só por diversão', 'pra me divertir', 'não comercial', 'comprei com meu dinheiro', 'eu que comprei',
    'sem patrocínios', 'sem patrocinio', 'sem patrocínio', 'sin patrocinio', 'sin patrocinadores', 'sans sponsor', 'ohne sponsor', 'ohne sponsoring', 'no sponsor', 'no sponsors',
    'my own page', 'for my own page', 'mostly just for me', 'mostly for me', 'just for me', 'only for me', 'privaten kanal', 'meinen privaten', 'für mich privat',
    'ned gesponsert', 'nid gesponsert', 'ned bezahlt', 'nid bezahlt', 'ned gezahlt', 'nadie me paga', 'nadie me paga un mango', 'no me paga nadie', 'personne ne me paie', 'personne me paie', 'ninguém me paga', 'niemand bezahlt mich', 'sponsored by nobody', 'not sponsored by anyone', 'just for my friends', 'only for my friends', 'for my friends only', 'solo para mis amigos', 'só para os amigos', 'juste pour mes potes', 'nur für freunde', 'nobody dey pay me', 'no one dey pay me', 'nobody pay me', 'nobody pays me', 'nobody is paying', "nobody's paying me", 'nobody is paying me', "no one's paying me", 'no one is paying me', 'not getting paid', 'nobody paid me', 'no one paid me', 'no one commissioned', 'nobody commissioned', 'not commissioned',
    "c'est perso", "c'est juste perso", 'juste perso', "c'est personnel", 'just personal', "it's just personal", 'its just personal', 'solo personal', 'só pessoal', 'nur privat',
    'usage personnel', 'projet perso', 'projet personnel', 'profil perso', 'pour le plaisir', "pour m'amuser", 'non commerciale',
    'acheté moi-même', 'avec mon argent', 'nicht für eine marke', 'nicht für einen kunden', 'privater account', 'privates projekt', 'privatkonto',
    'privater kanal', 'persönlicher account', 'persönliches projekt', 'zum spaß', 'aus spaß', 'hobbyprojekt', 'selbst gekauft', 'selbst bezahlt',
  ],
  undefined,
  // ("something gentle that doesn't make it feel like a commercial" names no commercial.)
  // ("ma commande d'une palette" is an order the speaker placed.)
  // (A customer or a client played in a skit is a role: "skit where i play both the barista and the customer".)
  ['play the customer', 'plays the customer', 'playing the customer', 'play a customer', 'playing a customer', 'and the customer ordering', 'the customer ordering', 'play the client', 'playing the client', 'as the customer', 'as the client', 'ma commande', 'mes commandes', 'minha encomenda', 'minhas encomendas', 'brand new', 'personal brand', 'on brand', 'off brand', 'marca de', 'la marca', 'a marca', 'like a bank commercial', 'like a tv commercial', 'like a car commercial', 'like a commercial', 'feel like a commercial', 'feels like a commercial', 'like an ad', 'look like an ad', 'feel like an ad'],
  // Asked and answered no: "sponsored? no", "publi? não".
  ['sponsored', 'brand', 'publi', 'patrocinado', 'sponsorise', 'gesponsert', 'client', 'cliente'],
  ),
  // A sponsor in the past or hoped for is none of this clip's ("I used to be a brand ambassador for them, not anymore",
  // "hoping to pitch this to brands later", "el mes pasado me patrocinó una marca").
  otherTime: phraseSet([
    'last month', 'last year', 'last week', 'last summer', 'last time', 'used to', 'not anymore', 'no longer', 'previously', 'in the past', 'hoping to', 'hope to pitch', 'someday', 'some day', 'in the future', 'pitch this to', 'pitch it to',
    'el mes pasado', 'el año pasado', 'la semana pasada', 'la vez pasada', 'ya no', 'algún día', 'en el futuro', 'antes me',
    'mês passado', 'ano passado', 'semana passada', 'já não', 'no futuro', 'algum dia',
    'le mois dernier', "l'an dernier", "l'année dernière", 'la semaine dernière', 'la dernière fois', 'plus maintenant', "à l'avenir", 'un jour peut-être',
    'letzten monat', 'letztes jahr', 'letzte woche', 'letztes mal', 'früher', 'nicht mehr', 'irgendwann',
  ]),
  contrastNo: phraseSet([
    "this one isn't", 'this one is not', "this one's not", 'this one isnt', 'not this one', 'not this time', "this time it's not", 'this time not',
    'este no', 'este não', 'esse não', 'este nao', 'esse nao', 'celui-ci non', 'pas celui-ci', 'pas cette fois', 'dieses nicht', 'diesmal nicht', 'dieses mal nicht',
  ]),
  // "I'm a wedding videographer but this is my OWN wedding lol, not a client job": a trade names who speaks, and yields to a no.
  identity: new Set(["i'm", 'am', 'soy', 'sou', 'suis']),
  // "preciso colocar #publi se marquei a marca?": a disclosure tag asked about says nothing of the clip.
  tagsAsked: true,
};

export const OFF_PLATFORM: Cue = {
  ...cue(
  [
    'website', 'our website', 'web site', 'webpage', 'landing page', 'our site', 'my site', 'homepage', 'youtube', 'youtube ad', 'pre-roll', 'pre roll', 'preroll', 'tv', 'tv spot', 'television',
    'broadcast', 'cinema', 'in-store', 'in store', 'billboard', 'email campaign', 'newsletter', 'on the screens', 'screens in', 'lobby screens', 'ecrãs', 'ecrãs da receção', 'pantallas de', 'écrans', 'bildschirme', 'infolettre', 'download', 'downloadable', 'off-platform', 'off platform', 'other platforms', 'cross-post', 'crosspost', 'cross post',
    'sitio web', 'página web', 'pagina web', 'nuestra web', 'televisión', 'site web', 'notre site', 'télé', 'nosso site', 'meu site', 'televisão', 'webseite', 'unsere website', 'fernsehen', 'kino',
    'hero video', 'website hero', 'hero banner', 'o site', 'do site', 'no site', 'para o site', 'mi sitio', 'mi web', 'la web', 'mon site', 'le site', 'du site', 'meine website', 'die website', 'auf der website',
    // A trade-show booth, a cinema's pre-show ("trade show booth loop", "einsatz=Messestand-Loop", "la previa del cine").
    'trade show', 'tradeshow', 'trade fair', 'trade-show', 'booth loop', 'expo booth', 'messestand', 'messe-loop', 'auf der messe', 'feria comercial', 'stand de feria', 'feira comercial', 'estande da feira', 'salon professionnel', 'stand du salon',
    'previa del cine', 'en el cine', 'salas de cine', 'no cinema', 'au cinéma', 'im kino',
    // Shown to a room: a funeral, a wake, a school hall (fifteenth editor panel: "to play at the funeral on saturday" was read as a post only).
    // (A room only with "it" shown there, or a funeral: "kids play at the party", "the band played at the reception", "fashion show at the gala" are no screening.)
    'play it at the funeral', 'play it at the wake', 'play it at the memorial', 'play it at the memorial service', 'play it at the service', 'play it at the reception', 'play it at the party', 'play it at the assembly', 'play it at the ceremony', 'play it at the celebration of life', 'play it at the church', 'play it at the school hall', 'play it at the hall', 'play it at the leavers assembly', 'play it at the dinner', 'play it at the banquet', 'play it at the gala', 'show it at the funeral', 'show it at the wake', 'show it at the memorial', 'show it at the memorial service', 'show it at the service', 'show it at the reception', 'show it at the party', 'show it at the assembly', 'show it at the ceremony', 'show it at the celebration of life', 'show it at the church', 'show it at the school hall', 'show it at the hall', 'show it at the leavers assembly', 'show it at the dinner', 'show it at the banquet', 'show it at the gala', 'screen it at the funeral', 'screen it at the wake', 'screen it at the memorial', 'screen it at the memorial service', 'screen it at the service', 'screen it at the reception', 'screen it at the party', 'screen it at the assembly', 'screen it at the ceremony', 'screen it at the celebration of life', 'screen it at the church', 'screen it at the school hall', 'screen it at the hall', 'screen it at the leavers assembly', 'screen it at the dinner', 'screen it at the banquet', 'screen it at the gala', 'project it at the funeral', 'project it at the wake', 'project it at the memorial', 'project it at the memorial service', 'project it at the service', 'project it at the reception', 'project it at the party', 'project it at the assembly', 'project it at the ceremony', 'project it at the celebration of life', 'project it at the church', 'project it at the school hall', 'project it at the hall', 'project it at the leavers assembly', 'project it at the dinner', 'project it at the banquet', 'project it at the gala', 'show it in the funeral', 'show it in the wake', 'show it in the memorial', 'show it in the memorial service', 'show it in the service', 'show it in the reception', 'show it in the party', 'show it in the assembly', 'show it in the ceremony', 'show it in the celebration of life', 'show it in the church', 'show it in the school hall', 'show it in the hall', 'show it in the leavers assembly', 'show it in the dinner', 'show it in the banquet', 'show it in the gala', 'play it in the funeral', 'play it in the wake', 'play it in the memorial', 'play it in the memorial service', 'play it in the service', 'play it in the reception', 'play it in the party', 'play it in the assembly', 'play it in the ceremony', 'play it in the celebration of life', 'play it in the church', 'play it in the school hall', 'play it in the hall', 'play it in the leavers assembly', 'play it in the dinner', 'play it in the banquet', 'play it in the gala', 'show this at the funeral', 'show this at the wake', 'show this at the memorial', 'show this at the memorial service', 'show this at the service', 'show this at the reception', 'show this at the party', 'show this at the assembly', 'show this at the ceremony', 'show this at the celebration of life', 'show this at the church', 'show this at the school hall', 'show this at the hall', 'show this at the leavers assembly', 'show this at the dinner', 'show this at the banquet', 'show this at the gala', 'play this at the funeral', 'play this at the wake', 'play this at the memorial', 'play this at the memorial service', 'play this at the service', 'play this at the reception', 'play this at the party', 'play this at the assembly', 'play this at the ceremony', 'play this at the celebration of life', 'play this at the church', 'play this at the school hall', 'play this at the hall', 'play this at the leavers assembly', 'play this at the dinner', 'play this at the banquet', 'play this at the gala', 'show it during the funeral', 'show it during the wake', 'show it during the memorial', 'show it during the memorial service', 'show it during the service', 'show it during the reception', 'show it during the party', 'show it during the assembly', 'show it during the ceremony', 'show it during the celebration of life', 'show it during the church', 'show it during the school hall', 'show it during the hall', 'show it during the leavers assembly', 'show it during the dinner', 'show it during the banquet', 'show it during the gala', 'play it during the funeral', 'play it during the wake', 'play it during the memorial', 'play it during the memorial service', 'play it during the service', 'play it during the reception', 'play it during the party', 'play it during the assembly', 'play it during the ceremony', 'play it during the celebration of life', 'play it during the church', 'play it during the school hall', 'play it during the hall', 'play it during the leavers assembly', 'play it during the dinner', 'play it during the banquet', 'play it during the gala', 'play at the funeral', 'play at the wake', 'play at the memorial', 'play at the memorial service', 'play at the celebration of life', 'played at the funeral', 'played at the wake', 'played at the memorial', 'played at the memorial service', 'played at the celebration of life', 'shown at the funeral', 'shown at the wake', 'shown at the memorial', 'shown at the memorial service', 'shown at the celebration of life', 'screened at the funeral', 'screened at the wake', 'screened at the memorial', 'screened at the memorial service', 'screened at the celebration of life', 'to play at the funeral', 'to play at the wake', 'to play at the memorial', 'to play at the memorial service', 'to play at the celebration of life', 'to show at the funeral', 'to show at the wake', 'to show at the memorial', 'to show at the memorial service', 'to show at the celebration of life', 'playing at the funeral', 'playing at the wake', 'playing at the memorial', 'playing at the memorial service', 'playing at the celebration of life',
    'slideshow at the funeral', 'slideshow for the funeral', 'slideshow for the wake',
  ],
  ['only on the app', 'in-app only', 'in app only', 'only on tiktok', 'just on tiktok', 'only tiktok'],
  undefined,
  ['youtube shorts', 'youtube short', 'youtube_shorts', 'youtube-shorts', 'yt shorts', 'yt_shorts'],
  ),
  // Where something was seen, bought or booked is no place the clip runs ("saw the spot on TV", "bought my
  // camera from the Jumia website", "j'ai acheté mon billet sur le site de la SNCF", "un salón que vi en la tele").
  mentionVerbsBefore: new Set([
  'saw', 'seen', 'watched', 'bought', 'ordered', 'booked', 'got', 'laughing', 'reacting',
  'vi', 'visto', 'vimos', 'compre', 'compramos', 'comprado', 'pedi', 'reserve', 'encontre',
  'comprei', 'assisti', 'reservei',
  'vu', 'achete', 'commande', 'trouve', 'regarde',
  'gesehen', 'gekauft', 'bestellt', 'gebucht', 'gefunden',
  ]),
};

/** Saying there is no narration: a voice of people heard on camera or in the original sound may still be there. */
const NARRATION_NO = phraseSet([
  'no voiceover', 'no voice over', 'no voice-over', 'no vo', 'not narrating', "i'm not narrating", 'no narration', 'without narration', 'without voiceover', 'without a voiceover',
  'pas de voix off', 'sans voix off', 'pas de narration', 'sin voz en off', 'sin locución', 'sin locucion', 'sin narración', 'sin narracion', 'sem narração', 'sem narracao', 'sem locução', 'sem locucao',
  'kein voiceover', 'ohne voiceover', 'kein sprecher', 'ohne sprecher', 'ohne erzähler', 'kein erzähler',
]);
/** A voice of people heard on camera or in the clip's own sound ("je parle directement à la caméra", "the original audio of the crowd singing along"). */
// (Talking to camera is not among them: "no voiceover, it's me talking to camera" is asked about, as creators mean either.)
const LIVE_VOICE = phraseSet(['crowd singing', 'singing along', 'crowd chanting', 'fans singing', 'original audio of', 'you hear every speech', 'you hear the speeches', 'you hear every', 'speeches']);

/**
 * The voice cue, with one reading the phrases alone cannot give: said to have no narration and also
 * people heard in the clip's own sound ("no voiceover, just the original audio of the crowd singing
 * along", "I'm not narrating but you hear every speech") has a voice, and contradicts nothing.
 * "No voiceover, I explain each step" and "no voiceover, it's me talking to camera" stay questions.
 */
export function readVoice(t: readonly Token[], steps: Steps): CueReading {
  const r = readCue(t, VOICE, steps);
  if (!r.clash) return r;
  const narration = findAll(t, NARRATION_NO, steps);
  // Every "no" of the reading (a span that is not a plain yes phrase) lies inside a denial of narration.
  const isYes = (h: PhraseHit) => matchAt(t, h.start, VOICE.yes, steps) === h.length;
  const onlyNarrationDenied = r.spans.every((h) => isYes(h) || narration.some((n) => h.start >= n.start && h.start + h.length <= n.start + n.length + 1));
  if (onlyNarrationDenied && findAll(t, LIVE_VOICE, steps).length > 0) return { value: true, clash: false, spans: r.spans };
  // "im talking the whole time … and then last 15 sec is clips from the pit, no talking": the "no" is said of a part
  // of the clip (its clause names the last seconds, the end, the rest), the voice of the clip: a voice, no clash
  // (ninth editor panel: planned with no voice, on a track that fights speech).
  // (In the sentence before the "no", at most twelve words back: "last 15 sec is clips from the pit, super loud no talking".)
  const partBefore = (h: PhraseHit): boolean => {
    for (let k = h.start - 1; k >= Math.max(0, h.start - 12) && !['.', '!', '?'].includes(t[k]!.raw); k--) if (PART_WORDS.has(t[k]!.norm)) return true;
    // ("no talking at the end, but I talk over the rest": the part may follow in the same clause.)
    for (let k = h.start + h.length; k < Math.min(t.length, h.start + h.length + 4) && t[k]!.clause === t[h.start]!.clause; k++) if (PART_WORDS.has(t[k]!.norm)) return true;
    return false;
  };
  const partOnly = r.spans.filter((h) => !isYes(h)).every(partBefore);
  if (partOnly && r.spans.some(isYes)) return { value: true, clash: false, spans: r.spans };
  // "I'm Deaf and I post ASL storytime videos, signing to camera, no voice": the story is signed, so "storytime" is no
  // voice to duck under (twelfth editor panel: a contradiction invented for a Deaf creator).
  if (findAll(t, SIGN_LANGUAGE, steps).length > 0) return { value: false, clash: false, spans: r.spans };
  return r;
}
/** Signing a story instead of speaking it: sign languages and signing, in the languages read. */
// (Not "libras" alone, pounds in Spanish and Portuguese, nor "I sign", a signature: "em libras" is Brazilian Sign Language.)
const SIGN_LANGUAGE = phraseSet(['asl', 'bsl', 'auslan', 'em libras', 'na libras', 'sign language', 'in sign', 'signing to camera', 'signing to the camera', 'lengua de señas', 'lengua de signos', 'lenguaje de señas', 'língua de sinais', 'lingua de sinais', 'langue des signes', 'en lsf', 'gebärdensprache', 'in gebärdensprache', 'lingua dei segni', 'gebarentaal']);
/** Words that name a part of the clip, not the whole ("last 15 sec", "the end", "the rest", "second half"). */
const PART_WORDS: ReadonlySet<string> = new Set(['last', 'ending', 'end', 'rest', 'outro', 'intro', 'ultimos', 'ultimas', 'derniers', 'dernieres', 'letzten', 'fim', 'finale', 'segunda']);

/** A skippable pre-roll or in-stream ad: brand in the first 5 s, 16:9. */
export const PREROLL = phraseSet(['pre-roll', 'pre roll', 'preroll', 'youtube ad', 'bumper ad', 'in-stream', 'instream', 'skippable']);

/** "No music": the original sound is the point. */
export const NO_MUSIC = phraseSet([
  'no music', 'without music', 'no background music', 'music off', 'original audio only', 'original sound only', 'original audio', 'original sound', 'no song', 'no sound',
  'sin música', 'sin musica', 'sem música', 'sans musique', 'pas de musique', 'ohne musik', 'keine musik', 'nur originalton', 'son original', 'audio original',
  'no track', 'no track at all', 'no soundtrack', 'no background track', 'without a track', 'keep it silent', 'no audio', 'zero music',
  'sin pista', 'nada de música', 'sem trilha', 'sem trilha sonora', 'sans bande son', 'sans son', 'ohne soundtrack', 'ohne ton',
  'completely silent', 'totally silent', 'fully silent', 'in silence', 'silencio total', 'en silencio', 'que no tenga música', 'no tenga música', 'ni música',
  'em silêncio', 'silêncio total', 'sem nenhuma música', 'en silence', 'silence total', 'aucune musique', 'komplett still', 'ganz still', 'völlig still', 'ohne jede musik',
  // Not wanting any ("i dont want any music on this", "no quiero música", "je veux pas de musique").
  'dont want any music', "don't want any music", 'do not want any music', 'dont want music', "don't want music", 'no music on this', 'no music on it',
  'nao quero nenhuma musica', 'não quero nenhuma música', 'nem som de fundo', 'ni sonido de fondo',
  'no quiero música', 'no quiero musica', 'não quero música', 'nao quero musica', 'je ne veux pas de musique', 'je veux pas de musique', 'ich will keine musik', 'ich möchte keine musik',
  // An agent's field ('"music_wanted": false', "no_music=true"; "Music: none" in an export summary says what the edit has, not what is wanted).
  'music_wanted": false', 'music_wanted: false', 'music_wanted=false', 'music_wanted": "no"', 'wants_music": false', 'wants_music=false', 'no_music": true', 'no_music=true', 'no_music: true',
]);
/** Asking for a sound or a song ("pick a sound", "what song"). */
export const WANTS_SOUND = phraseSet([
  'pick a sound', 'pick a song', 'a sound', 'a song', 'a track', 'which track', 'what track', 'track should i', 'quelle piste', 'qué pista', 'que pista', 'welchen track', 'some music', 'music for', 'sound for', 'song for', 'what sound', 'which sound', 'what song', 'which song', 'suggest a sound',
  'un sonido', 'una canción', 'um som', 'uma música', 'un son', 'une musique', 'einen sound', 'einen song', 'musik für',
  'give me something', 'recommend a sound', 'recommend a song', 'sound should i use', 'song should i use',
  // An agent's request ('"request": "recommend_sound"', "sound_req", '"auftrag": "sound_empfehlung"').
  // ("recommend * sound": the joiner between is any one token, "recommend_sound".)
  'recommend * sound', 'sound_request', 'sound_req', 'sound_empfehlung', 'pick * sound', 'suggest * sound', 'recomendar * sonido', 'recomendar * som',
  'algo animado', 'algo tranquilo', 'qué canción', 'que cancion', 'qual som', 'quelle musique', 'quel son', 'welchen sound', 'welche musik',
]);

export function anyOf(t: readonly Token[], set: PhraseSet, steps: Steps): PhraseHit[] {
  return findAll(t, set, steps);
}

/** German compounds: "Sportmarke", "Maklerbüro", "Werbeagentur" are business words. */
const DE_BUSINESS_SUFFIXES = ['studio', 'marke', 'firma', 'agentur', 'buro', 'laden', 'geschaft', 'kunde', 'kunden', 'makler', 'praxis', 'kanzlei', 'betrieb', 'werkstatt', 'brauerei', 'backerei', 'metzgerei', 'fleischerei', 'schreinerei', 'tischlerei', 'gartnerei', 'druckerei', 'shop'];
/** German compounds naming a business's page ("Geschäftsaccount", Swiss "Gschäftsaccount", "Firmenkonto", "Salonprofil"): a business head and a page tail. */
const DE_BUSINESS_PAGE_HEADS = ['verlags', 'zeitungs', 'redaktions', 'vereins', 'geschafts', 'gschafts', 'firmen', 'unternehmens', 'betriebs', 'laden', 'shop', 'salon', 'praxis', 'business'];
const DE_PAGE_TAILS = ['account', 'konto', 'kanal', 'seite', 'profil', 'page', 'insta'];
/** Businesses a possessive turns into a commercial account ("my bakery's account", "our realty team's page"). */
const BUSINESS_NOUNS = new Set([
  'shop', 'store', 'bakery', 'salon', 'restaurant', 'cafe', 'brokerage', 'agency', 'realty', 'company', 'startup', 'boutique', 'firm', 'clinic', 'brewery',
  'restaurants', 'heurigen', 'heuriger', 'trattoria', 'osteria', 'taverna', 'enoteca', 'cantina', 'spa', 'dealership', 'franchise', 'venue', 'hotel', 'business', 'team', 'firm', 'bistro', 'pizzeria', 'barbershop', 'florist', 'bakeshop', 'coffeeshop',
  'brand', 'label', 'truck', 'foodtruck',
  'resto', 'restau', 'bistrot', 'brasserie', 'patisserie', 'boucherie', 'fromagerie', 'wirtshaus', 'wirtshauses', 'gasthaus', 'gasthof', 'beisl', 'kneipe', 'ladens', 'geschafts', 'salons', 'betriebs', 'tienda', 'negocio', 'empresa', 'panaderia', 'agencia', 'loja', 'negocio', 'padaria', 'agencia', 'boutique', 'entreprise', 'agence', 'boulangerie', 'laden', 'geschaft', 'firma', 'unternehmen', 'backerei', 'agentur',
  'restaurante', 'cafeteria', 'clinica', 'consultorio', 'barberia', 'floreria', 'emprendimiento', 'marca', 'salao', 'academia', 'barbearia', 'clinique', 'cabinet', 'marque', 'praxis', 'salon', 'friseursalon', 'restaurant',
  'estudio', 'atelier', 'atelie', 'erabliere', 'sucrerie', 'lojinha', 'tiendita', 'negocinho', 'boutiquinha',
  // A newspaper or a publisher ("Wir sind die Lokalzeitung", "our local paper's account").
  'lokalzeitung', 'tageszeitung', 'verlag', 'redaktion',
  'studio', 'farm', 'van', 'club', 'gym', 'kennel', 'ranch', 'winery', 'vineyard', 'granja', 'finca', 'fazenda', 'sitio', 'ferme', 'bauernhof', 'hof', 'verein',
  // A business called "biz", a consultancy ("my small nail biz page", "la cuenta de mi consultora").
  // "für unser Autohaus", "pra nossa florista", "the bar's page", "our pub's insta".
  'autohaus', 'autohauses', 'florista', 'floricultura', 'bar', 'pub', 'puesto', 'asesoria', 'assessoria', 'gestoria', 'despacho',
  // Italian and Dutch ("della mia pasticceria", "voor ons eigen bedrijf", "mijn kapsalon").
  'pasticceria', 'panificio', 'negozio', 'ristorante', 'salone', 'bottega', 'gelateria', 'bakkerij', 'winkel', 'zaak', 'bedrijf', 'bedrijfje', 'kapsalon', 'detailingbedrijf', 'schoonmaakbedrijf',
  // "my coaching institute's page", "el instituto", "mon institut", "our learning center's page".
  'institute', 'instituto', 'institut', 'center', 'centre',
  // "a página do meu gabinete de contabilidade" (with its page only: a "gabinete" is a kitchen cabinet too).
  'gabinete', 'practice', 'konditorei',
  // "é pro perfil do meu escritório" (with its page only: Spanish "mi escritorio" is a desk).
  'escritorio',
  // "la cuenta de mi estética canina" (with its page only: "mi estética" is also "my aesthetic").
  'estetica',
  'sprachschule', 'tanzschule', 'fahrschule', 'musikschule', 'yogaschule', 'kochschule', 'surfschule', 'skischule',
  // An organisation's own page ("post_to=org account", "our nonprofit's page", "la página de la fundación").
  'org', 'nonprofit', 'charity', 'ngo', 'ong', 'foundation', 'fundacion', 'fundacao', 'fondation', 'stiftung',
  'pme', 'pyme', 'kmu', 'sme',
  // "our yoga retreat's website", "the hostel's page" (with its page only: "my retreat in Bali" is a stay).
  'retreat', 'resort', 'hostel', 'lodge', 'guesthouse', 'airbnb',
  // Portuguese "oficina": a garage or workshop ("tenho uma oficina de moto").
  'oficina',
  'biz', 'consultora', 'consultoria', 'consultancy', 'consulting', 'beratung', 'academy', 'joint', 'diner', 'stall', 'vivero', 'lanchonete', 'pastelaria', 'sorveteria',
]);
/**
 * Nouns that are a business only with its page ("the studio ig", "the farm's page", "my grooming
 * van's tiktok", "las redes del club"): alone they are a place or a hobby ("my studio", "the club
 * wants to loop it", "our van").
 */
const WITH_PAGE_ONLY: ReadonlySet<string> = new Set(['retreat', 'resort', 'hostel', 'lodge', 'guesthouse', 'airbnb', 'escritorio', 'estetica', 'org', 'nonprofit', 'charity', 'ngo', 'ong', 'foundation', 'fundacion', 'fundacao', 'fondation', 'stiftung', 'gabinete', 'practice', 'bar', 'pub', 'truck', 'center', 'centre', 'team', 'studio', 'farm', 'van', 'club', 'gym', 'kennel', 'ranch', 'granja', 'finca', 'fazenda', 'sitio', 'ferme', 'bauernhof', 'hof', 'verein']);
/**
 * Spanish "-ería" and Portuguese "-aria" / "-eria" name a shop by what it sells (taquería,
 * panadería, pizzaria, sorveteria, barbearia); a possessive before one is a business account
 * ("el Instagram de mi taquería"). These words end the same way and are no shop.
 */
const NOT_SHOPS: ReadonlySet<string> = new Set([
  'bateria', 'materia', 'galeria', 'arteria', 'loteria', 'porteria', 'histeria', 'hysteria', 'miseria', 'bacteria', 'wisteria', 'criteria', 'malaria',
  'algeria', 'nigeria', 'bulgaria', 'iberia', 'siberia', 'calabria', 'diaria', 'secretaria', 'necessaria', 'necesaria', 'solitaria', 'voluntaria',
  'ordinaria', 'extraordinaria', 'sanitaria', 'primaria', 'secundaria', 'universitaria', 'culinaria', 'literaria', 'solidaria', 'bancaria', 'unitaria',
  'monetaria', 'agraria', 'precaria', 'imaginaria', 'legendaria', 'temporaria', 'plenaria', 'contraria', 'hereditaria', 'operaria', 'funcionaria',
  // French "-erie" words that are no shop ("ma galerie", "une charcuterie board", German "Batterie").
  'galerie', 'charcuterie', 'batterie', 'loterie', 'sorcellerie', 'reverie', 'plaisanterie', 'camaraderie', 'flatterie', 'artillerie', 'infanterie', 'gendarmerie', 'tuerie', 'moquerie', 'griserie', 'broderie', 'poterie', 'menagerie', 'lingerie',
]);
/** Shop names by their ending: Spanish and Portuguese "-ería"/"-aria" (panadería, sorveteria), French "-erie" (crêperie, boulangerie, fromagerie), German "-erei" (Töpferei, Bäckerei). */
function isShopWord(w: string): boolean {
  if (w.length < 7 || NOT_SHOPS.has(w)) return false;
  return w.endsWith('eria') || w.endsWith('aria') || w.endsWith('erie') || (w.endsWith('erei') && !NOT_WORKSHOPS.has(w));
}
/** German "-erei" words that are a pastime or a mess, no workshop (a "Töpferei" or "Bäckerei" is one). */
const NOT_WORKSHOPS: ReadonlySet<string> = new Set(['malerei', 'stickerei', 'schweinerei', 'sauerei', 'bucherei', 'zauberei', 'spielerei', 'traumerei', 'schwarmerei', 'fischerei', 'reiterei', 'raserei', 'streiterei', 'schlagerei', 'quälerei', 'qualerei', 'kletterei', 'bastelei', 'kocherei', 'fragerei', 'warterei', 'rennerei', 'sucherei', 'putzerei', 'knipserei', 'filmerei']);

/**
 * True for a word that names a business by itself as the value of an account field ("acct=restaurant",
 * "cuenta: estudio"). Not a shop by its ending ("posted_by: Valeria" is a name) nor a noun that is a
 * business only with its page ("posted_to: team group chat", "my running club").
 */
export function namesBusiness(word: string): boolean {
  return BUSINESS_NOUNS.has(word) && !WITH_PAGE_ONLY.has(word);
}

/** A business and its owner in one word, folded: Turkish "dükkanım" (my shop), "işletmem"; Indonesian "tokoku", "warungku". (Not "fırınım", my oven, nor "atölyem", a hobby workshop too.) */
export const OWN_BUSINESS_WORDS: ReadonlySet<string> = new Set(['dukkanim', 'dukkanimiz', 'magazam', 'magazamiz', 'isletmem', 'isletmemiz', 'kafem', 'kafemiz', 'restoranim', 'restoranimiz', 'butigim', 'butigimiz', 'pastanem', 'pastanemiz', 'tokoku', 'warungku', 'usahaku', 'kedaiku', 'butikku', 'salonku']);
/** Turkish "salonum" is "my living room" too: a salon only after its trade ("kuaför salonum", "güzellik salonumda"). */
const SALON_OWN: ReadonlySet<string> = new Set(['salonum', 'salonumuz', 'salonumda', 'salonumuzda', 'salonumun', 'salonumuzun']);
const SALON_TRADES: ReadonlySet<string> = new Set(['kuafor', 'guzellik', 'berber', 'tirnak', 'makyaj', 'sac']);
/** Nouns that say "business" outright: "del car wash business" (of the business) is its clip. */
const EXPLICIT_BUSINESS: ReadonlySet<string> = new Set(['business', 'negocio', 'empresa', 'entreprise']);
const POSSESSIVE_OR_FOR = new Set(['mio', 'mia', 'nostro', 'nostra', 'mijn', 'ons', 'onze', 'my', 'our', 'their', 'his', 'her', 'mi', 'mis', 'nuestra', 'nuestro', 'su', 'sus', 'minha', 'meu', 'nossa', 'nosso', 'ma', 'mon', 'notre', 'nos', 'mein', 'meine', 'meinem', 'meinen', 'meines', 'meiner', 'unser', 'unsere', 'unserer', 'unserem', 'unseren', 'unseres', 'unsrer', 'unserm', 'unsrem', 'meim', 'furs', 'a', 'the', 'un', 'una', 'um', 'uma', 'une', 'einen', 'eine', 'ein', 'el', 'la', 'o', 'le']);
/** "I have / run / own a …" in five languages ("j'ai une boutique", "tenemos una panadería", "wir haben einen Laden"). */
const HAVE_WORDS: ReadonlySet<string> = new Set(['ho', 'abbiamo', 'heb', 'hebben', 'have', 'has', 'own', 'owns', 'run', 'runs', 'opened', "we're", 'were', 'we', 'are', "i'm", 'im', 'somos', 'sommes', 'sind', "j'ai", 'ai', 'avons', 'tengo', 'tenemos', 'tiene', 'tienen', 'tenho', 'temos', 'tem', 'abri', 'abrimos', 'habe', 'haben', 'hat', 'besitze', 'führe', 'fuhre']);
/** Who owns the business ("sou dono de academia", "owner of a bakery", "Inhaberin eines Salons"). */
const OWNER_WORDS: ReadonlySet<string> = new Set(['owner', 'owners', 'co-owner', 'dono', 'dona', 'donos', 'dueño', 'dueña', 'dueno', 'duena', 'propietario', 'propietaria', 'proprietario', 'proprietaria', 'propriétaire', 'proprietaire', 'patronne', 'inhaber', 'inhaberin', 'gerente', 'manager']);
const FOR_WORDS = new Set(['for', 'para', 'pour', 'fur', 'furs', 'de', 'do', 'da', 'pro', 'pra']);
const ARTICLE_WORDS: ReadonlySet<string> = new Set(['a', 'the', 'un', 'una', 'um', 'uma', 'une', 'einen', 'eine', 'ein', 'el', 'la', 'o', 'le']);
/** "she has", "my mom owns", "mi tía tiene": a business someone else has. */
const THIRD_PERSON_HAVE: ReadonlySet<string> = new Set(['has', 'owns', 'runs', 'tiene', 'tienen', 'tem', 'hat']);
/** Who may have the business and make it the speaker's own work ("my family has a bakery", "we run a café"). */
const FAMILY_OR_US: ReadonlySet<string> = new Set(['family', 'familia', 'famille', 'familie', 'we', 'nosotros', 'nos', 'wir', 'household']);
/** A business's website, its page when the speaker calls the business theirs. */
const SITE_WORDS: ReadonlySet<string> = new Set(['website', 'site', 'webseite', 'sitio', 'web']);
/** Where something was filmed ("at my friend's café", "in my aunt's shop"). */
const PLACE_WORDS: ReadonlySet<string> = new Set(['at', 'in', 'inside', 'outside', 'near', 'from']);
const PAGE_WORDS = new Set(['page', 'account', 'acct', 'reels', 'channel', 'feed', 'profile', "page's", 'insta', 'ig', 'instagram', 'tiktok', 'socials', 'cuenta', 'conta', 'pagina', 'compte', 'konto', 'kanal', 'seite', 'redes', 'perfil', 'reseaux', 'profil']);

/** "Pro" after a page word: a professional account ("compte pro", "conta profissional", "cuenta profesional", "Profi-Konto" is a compound). */
const PRO_WORDS: ReadonlySet<string> = new Set(['pro', 'professional', 'professionnel', 'professionnelle', 'profissional', 'profesional', 'business']);
/** Whose professional page it is: the speaker's. */
const FIRST_PERSON_PAGE: ReadonlySet<string> = new Set(['mio', 'mia', 'nostro', 'nostra', 'mijn', 'ons', 'onze', 'my', 'our', 'mon', 'ma', 'notre', 'mi', 'nuestra', 'nuestro', 'minha', 'meu', 'nossa', 'nosso', 'mein', 'meinem', 'meinen', 'unser', 'unserem', 'unseren']);

/** A page word up to three words before, in the same clause ("las redes del club", "o insta da fazenda"). */
function pageBefore(t: readonly Token[], i: number): boolean {
  for (let k = i - 1; k >= Math.max(0, i - 3); k--) {
    if (t[k]!.clause !== t[i]!.clause) return false;
    if (PAGE_WORDS.has(t[k]!.norm)) return true;
  }
  return false;
}

/**
 * A business account: a possessive (or "for a") within three words before a business noun
 * ("for my realty team's page", "my bakery's account", "packing orders for my etsy shop").
 */
export interface BusinessReading {
  /** Where a business is named as whose clip it is. */
  hits: PhraseHit[];
  /** A business named and refused ("not for the salon", "no es para la tienda"): the clip is said to be no business work. */
  refused: boolean;
  /** The speaker says their trade and posts on their own page ("im a realtor … on my own page"): if the clip is commercial, that page is their business's. */
  ownTradePage: boolean;
}
/** His, her, their, in the five languages: a business of someone the clip shows, not the speaker's own. */
const THIRD_PERSON_POSSESSIVE: ReadonlySet<string> = new Set(['his', 'her', 'their', 'su', 'sus', 'seu', 'sua', 'seus', 'suas', 'dele', 'dela', 'son', 'sa', 'ses', 'leur', 'leurs', 'sein', 'seine', 'seinem', 'seinen', 'seiner', 'ihr', 'ihre', 'ihrem', 'ihren', 'ihrer']);

export function readBusiness(t: readonly Token[], steps: Steps): BusinessReading {
  const hits: PhraseHit[] = [];
  let refused = false;
  for (let i = 0; i < t.length; i++) {
    steps.n++;
    const w = t[i]!;
    if (w.kind !== 'word') continue;
    const base = w.norm.endsWith("'s") ? w.norm.slice(0, -2) : w.norm;
    // Turkish and Indonesian say "my salon" in one word ("kendi kuaför salonum var", "tokoku"): the speaker's own business.
    if (OWN_BUSINESS_WORDS.has(base) || (SALON_OWN.has(base) && SALON_TRADES.has(t[i - 1]?.norm ?? ''))) {
      hits.push({ start: i, length: 1 });
      continue;
    }
    // "sur mon compte pro", "na minha conta profissional", "my pro account": the speaker's professional page is their business's.
    const proPage = (PAGE_WORDS.has(base) && PRO_WORDS.has(t[i + 1]?.norm ?? '') && t[i + 1]!.clause === w.clause) || (PRO_WORDS.has(base) && PAGE_WORDS.has(t[i + 1]?.norm ?? ''));
    if (proPage && FIRST_PERSON_PAGE.has(t[i - 1]?.norm ?? '') && negated(t, i - 1) === 0) {
      hits.push({ start: i - 1, length: 3 });
      continue;
    }
    if (DE_BUSINESS_PAGE_HEADS.some((h) => base.startsWith(h)) && DE_PAGE_TAILS.some((p) => base.endsWith(p) && base.length > p.length + 3)) {
      hits.push({ start: i, length: 1 });
      continue;
    }
    // A business joined to its page by a hyphen names that page ("für den Shop-Account", "Firmen-Insta").
    if (t[i + 1]?.raw === '-' && adjacent(w, t[i + 1]) && PAGE_WORDS.has(t[i + 2]?.norm ?? '') && (BUSINESS_NOUNS.has(base) || ['firmen', 'geschafts', 'gschafts', 'unternehmens', 'business', 'company'].includes(base))) {
      hits.push({ start: i, length: 3 });
      continue;
    }
    // A German advertising compound is commercial ("Werbeclip", "Werbespot", "Werbevideo"); "werbefrei" is ad-free.
    if (base.length > 6 && base.startsWith('werbe') && !base.startsWith('werbefrei') && negated(t, i) === 0) {
      hits.push({ start: i, length: 1 });
      continue;
    }
    // "Sekunden" ends in "kunden" and is no customer.
    // ("Schmuckshops" is a shop; a "Workshop" is a class.)
    const deCompound = base.length > 6 && !base.endsWith('sekunde') && !base.endsWith('sekunden') && !base.endsWith('workshop') && !base.endsWith('workshops') && DE_BUSINESS_SUFFIXES.some((s) => base.endsWith(s) || base.endsWith(`${s}s`));
    if (!BUSINESS_NOUNS.has(base) && !deCompound && !isShopWord(base)) continue;
    // A personal brand is a creator's own name, not a company.
    if (base === 'brand' && t[i - 1]?.norm === 'personal') continue;
    // "for the family group not business": the business word itself negated.
    if (negated(t, i) > 0 && EXPLICIT_BUSINESS.has(base)) {
      refused = true;
      continue;
    }
    // "team" is only a business with a page ("our realty team's page"), never alone ("my team and I"):
    // the page follows it, or comes first ("las redes del club", "el insta de la granja"). A truck
    // is a business as a food truck ("my food truck's insta") or with its page ("our truck's page"), never "my truck".
    // ("on the brand's own account": "own" may stand between.)
    // ("our yoga retreat's website": a website is the speaker's business page only with "my" or "our"
    // before the business; "client hotel website" is the client's.)
    const ownSite = SITE_WORDS.has(t[i + 1]?.norm ?? '') && t.slice(Math.max(0, i - 3), i).some((x) => x.clause === w.clause && FIRST_PERSON_PAGE.has(x.norm));
    const pageAfter = ownSite || PAGE_WORDS.has(t[i + 1]?.norm ?? '') || (t[i + 1]?.norm === 'own' && PAGE_WORDS.has(t[i + 2]?.norm ?? ''));
    const foodTruck = base === 'truck' && t[i - 1]?.norm === 'food';
    // "the garden centre we run", "the café I own": the business the speaker runs.
    const runBy = ['we', 'i'].includes(t[i + 1]?.norm ?? '') && ['run', 'own', 'manage', 'opened'].includes(t[i + 2]?.norm ?? '') && t[i + 2]!.clause === w.clause;
    if (runBy) {
      hits.push({ start: i, length: 3 });
      continue;
    }
    // "para el bar de mi tía", "for the club of my uncle": a place of someone's named as what the clip is for.
    const forSomeones = FOR_WORDS.has(t[i - 2]?.norm ?? '') && ARTICLE_WORDS.has(t[i - 1]?.norm ?? '') && ['de', 'do', 'da', 'of'].includes(t[i + 1]?.norm ?? '') && POSSESSIVE_OR_FOR.has(t[i + 2]?.norm ?? '') && !ARTICLE_WORDS.has(t[i + 2]?.norm ?? '');
    if (WITH_PAGE_ONLY.has(base) && !foodTruck && !pageAfter && !pageBefore(t, i) && !forSomeones) continue;
    if (deCompound) {
      hits.push({ start: i, length: 1 });
      continue;
    }
    // A business named with its page needs no possessive ("salon account post: balayage …", "bakery page reel").
    if (pageAfter && t[i + 1]!.clause === w.clause) {
      // "for our coffee shop's account": the hit reaches back to whose it is, so the page's words are no topic.
      let from = i;
      for (let k = i - 1; k >= 0 && k >= i - 3 && t[k]!.clause === w.clause && t[k]!.kind === 'word'; k--) {
        steps.n++;
        if (POSSESSIVE_OR_FOR.has(t[k]!.norm)) {
          from = FOR_WORDS.has(t[k - 1]?.norm ?? '') && t[k - 1]!.clause === w.clause ? k - 1 : k;
          break;
        }
      }
      hits.push({ start: from, length: i + 2 - from });
      continue;
    }
    // "mi video del car wash business": a business named as such may carry a two-word trade before it.
    const reach = EXPLICIT_BUSINESS.has(base) ? 4 : 3;
    for (let k = i - 1; k >= Math.max(0, i - reach); k--) {
      steps.n++;
      if (t[k]!.clause !== w.clause) break;
      if (k < i - 3 && !POSSESSIVE_OR_FOR.has(t[k]!.norm) && t[k]!.norm !== 'del') continue;
      if (t[k]!.norm === 'del' && EXPLICIT_BUSINESS.has(base)) {
        hits.push({ start: k, length: i + 1 - k });
        break;
      }
      // "dono de academia", "owner of a bakery"; "el insta da academia", "the shop's page" read backwards.
      if (OWNER_WORDS.has(t[k]!.norm) || PAGE_WORDS.has(t[k]!.norm)) {
        hits.push({ start: k, length: i + 1 - k });
        break;
      }
      if (POSSESSIVE_OR_FOR.has(t[k]!.norm)) {
        const article = ARTICLE_WORDS.has(t[k]!.norm);
        // "a shop" counts only as "for a shop" ("para el salón", "pour le restaurant") or "I have / run a shop"
        // ("j'ai une petite boutique", "tenemos una panadería"); "my shop" counts alone.
        const before = t[k - 1]?.norm ?? '';
        // With its page after it, "the" is enough ("going on the farm's page", "for the studio ig").
        if (article && !FOR_WORDS.has(before) && !HAVE_WORDS.has(before) && !pageAfter) break;
        // "my mom owns a nail salon": someone else's business, unless it is the family's ("my family has a bakery").
        if (article && THIRD_PERSON_HAVE.has(before) && !FAMILY_OR_US.has(t[k - 2]?.norm ?? '')) break;
        // "fotos de él … en su taller de carpintería", "his workshop": a third person's place in the clip, unless the clip is for it ("para su tienda").
        if (THIRD_PERSON_POSSESSIVE.has(t[k]!.norm) && !FOR_WORDS.has(before) && !pageAfter) break;
        // "filmed at my friend's café": someone else's place where it was filmed, not whose clip it is.
        if (!article && !pageAfter && PLACE_WORDS.has(before) && t.slice(k + 1, i).some((x) => x.norm.endsWith("'s"))) break;
        const from = FOR_WORDS.has(t[k - 1]?.norm ?? '') ? k - 1 : k;
        // "not for the salon", "no es para la tienda": a business named and refused.
        if (negated(t, from) > 0) {
          refused = true;
          break;
        }
        const to = PAGE_WORDS.has(t[i + 1]?.norm ?? '') ? i + 2 : i + 1;
        hits.push({ start: from, length: to - from });
        break;
      }
    }
  }
  // "im a realtor … posting on my own page": a trade the speaker says they are makes their own page that
  // business's, when the clip is commercial for another reason (a boost, a listing); the trade alone makes nothing commercial.
  let ownTradePage = false;
  if (hits.length === 0 && !refused && saysOwnTrade(t)) {
    for (let i = 0; i < t.length; i++) {
      steps.n++;
      if (!FIRST_PERSON_PAGE.has(t[i]!.norm)) continue;
      const page = t[i + 1]?.norm === 'own' ? i + 2 : i + 1;
      if (PAGE_WORDS.has(t[page]?.norm ?? '') && negated(t, i) === 0) {
        ownTradePage = true;
        break;
      }
    }
  }
  return { hits, refused, ownTradePage };
}

/** Trades a speaker may say they are ("I'm a realtor", "as a hairstylist", "sou corretora"): work for customers, not a hobby. */
const TRADES: ReadonlySet<string> = new Set([
  'realtor', 'realtors', 'broker', 'agent', 'stylist', 'hairstylist', 'hairdresser', 'barber', 'baker', 'chef', 'florist', 'photographer', 'videographer', 'filmmaker', 'tattooer', 'esthetician', 'aesthetician', 'mua',
  'groomer', 'contractor', 'plumber', 'electrician', 'mechanic', 'detailer', 'dentist', 'lawyer', 'attorney', 'accountant', 'tutor', 'trainer', 'therapist', 'landscaper', 'painter', 'carpenter', 'roofer', 'caterer',
  'corretor', 'corretora', 'cabeleireira', 'cabeleireiro', 'confeiteira', 'confeiteiro', 'manicure', 'peluquera', 'peluquero', 'barbero', 'pastelera', 'pastelero', 'fotografa', 'fotografo', 'agente',
  'coiffeuse', 'coiffeur', 'boulanger', 'boulangere', 'fleuriste', 'photographe', 'videaste', 'courtier', 'friseur', 'friseurin', 'makler', 'maklerin', 'fotografin', 'backer', 'backerin',
]);
/** "I'm a", "I am a", "sou", "soy", "je suis", "ich bin" before a trade (an article and one word may stand between: "I'm a local realtor"). */
const SELF_WORDS: ReadonlySet<string> = new Set(['im', "i'm", 'sou', 'soy', 'suis', 'bin']);
function saysOwnTrade(t: readonly Token[]): boolean {
  for (let i = 0; i < t.length; i++) {
    const self = SELF_WORDS.has(t[i]!.norm) || (t[i]!.norm === 'am' && t[i - 1]?.norm === 'i');
    if (!self) continue;
    for (let k = i + 1; k <= Math.min(t.length - 1, i + 3); k++) {
      if (t[k]!.clause !== t[i]!.clause) break;
      // ("an agent of chaos" is no trade.)
      if (TRADES.has(t[k]!.norm) && t[k + 1]?.norm !== 'of') return true;
    }
  }
  return false;
}
