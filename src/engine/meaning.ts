/**
 * Routing by meaning: reads which concepts a text names (food, grief, a wedding, a calm mood)
 * through the lexicon built from the operator's vocabulary and WordNet, so "elote" reaches food and
 * "my late dog Biscuit" reaches a memorial. Words are folded (accents, case) and crudely stemmed on
 * both sides; a match right after a negation ("no talking", "sin voz") does not count.
 */
import type { LexiconFile, VocabularyFile } from '../schemas/vocabulary.ts';
import { foldedWords, REASON_WORDS, wordTokens, type WordToken } from './fold.ts';
import { stem } from './text.ts';
import { PRE_FOLDED } from '../catalog/load.ts';

/** Words that negate the next word or two ("no voiceover", "without music", "sin voz", "ohne Musik"). */
const NEGATORS: ReadonlySet<string> = new Set(['no', 'nae', 'not', 'without', 'non', 'never', 'zero', 'nothing', 'sin', 'sem', 'sans', 'ohne', 'kein', 'keine', 'keinen', 'pas', 'nao', 'ni', 'nunca',
  // "nicht gesponsert", "nada patrocinado", "aucun partenariat", "nenhuma publi", "ningún sponsor", Swiss and Austrian "kei", "ka Sponsoring".
  // ("rien de sponsorisé": French "nothing".)
  'nicht', 'nada', 'rien', 'aucun', 'aucune', 'nenhum', 'nenhuma', 'ningun', 'ninguno', 'ninguna', 'kei', 'keis', 'ka', 'nix',
  // Swiss "ohni Kommentar" ("ned", "nid" are also names and English words: read as phrases where they matter).
  'ohni',
  // "nobody talking", "no one talks", "nadie habla", "ninguém fala", "niemand redet".
  'nobody', 'noone', 'nadie', 'ninguem', 'niemand',
  // Swedish "inte sponsrat", "ej betalt" (seventeenth editor panel: a private marathon read as brand work).
  'inte', 'ej']);
/** Moods of care that a word shares with a sharper mood ("sad" is tender and sad): refused only when named alone. */
const CARE_MOODS: ReadonlySet<string> = new Set(['tender', 'gentle', 'calm', 'warm']);
/** Words a negation reaches across ("not a wedding", "no real food", "sin la música"); any other word ends its reach ("no-equipment HIIT" is HIIT). */
const NEGATION_GAP: ReadonlySet<string> = new Set(['dey', 'for', 'para', 'pour', 'fur', 'a', 'an', 'the', 'any', 'more', 'real', 'my', 'one', 'de', 'un', 'una', 'um', 'uma', 'la', 'el', 'los', 'las', 'mi', 'o', 'as', 'os', 'le', 'les', 'du', 'des', 'der', 'die', 'das', 'den', 'ein', 'eine', 'einen', 'mehr',
  // A judgement between: "not cringe gym-bro energy", "no cheesy hype", "nada cursi" (eighth editor panel: #fitness on a debt payoff).
  'cringe', 'cringey', 'cringy', 'cheesy', 'corny', 'typical', 'generic', 'cursi', 'brega', 'ringard', 'kitschig',
  // A copula between: "não é publi", "no es publi", "c'est pas une pub", "ist keine Werbung" (the "is" of "is not" comes before it).
  'e', 'es', 'est', 'ist', 'is',
  // An adjective of size between: "no big reveal", "kein großer Reveal", "sin gran sorpresa".
  'big', 'huge', 'great', 'gran', 'grand', 'grande', 'grosser', 'grosse', 'grosses', 'großer', 'große', 'großes',
  // A degree between: "nothing too loud", "not too gamer-y", "nada muy", "rien de trop".
  'too', 'muy', 'demasiado', 'muito', 'trop', 'zu',
  // ("nada súper triste", "nothing super sad", "rien de très triste", "nichts zu Trauriges": eighth editor panel.)
  'super', 'very', 'tan', 'tao', 'tres', 'sehr', 'allzu', 'overly', 'really']);
/** Words that end a negation's reach back from "like" ("… but I'd like a cozy vibe"). */
const LIKE_STOPS: ReadonlySet<string> = new Set(['but', 'and', 'pero', 'mais', 'aber', 'mas', 'i', 'id']);
/** Verbs said with "not" ("doesn't feel like a commercial", "don't want it to sound like a hype edit"), with or without the apostrophe. */
const NOT_VERBS: ReadonlySet<string> = new Set(['dont', 'doesnt', 'didnt', 'wont', 'isnt', 'shouldnt', 'cant', 'wouldnt']);
/** "nothing too loud or gamer-y": a negation reaches across "or" to the next word as well. */
const OR_WORDS: ReadonlySet<string> = new Set(['or', 'nor', 'ni', 'ou', 'oder']);

/** A negation right before word i, or two before across an article ("sem voz, sneakers": a clause ends its reach). */
function negatedAt(tokens: readonly WordToken[], words: readonly string[], i: number): boolean {
  const clause = tokens[i]!.clause;
  if (i >= 1 && tokens[i - 1]!.clause === clause && NEGATORS.has(words[i - 1]!)) return true;
  if (i >= 2 && tokens[i - 2]!.clause === clause && NEGATORS.has(words[i - 2]!) && NEGATION_GAP.has(words[i - 1]!)) return true;
  // "nothing that'll make it feel like a hype edit", "nada que parezca un …": what a negated likeness names is not wanted.
  const likeAt = words[i - 1] === 'like' ? i - 1 : (words[i - 2] === 'like' && (words[i - 1] === 'a' || words[i - 1] === 'an')) ? i - 2 : -1;
  if (likeAt > 0) {
    // ("I don't know much about music but I'd like a cozy vibe": a "but" or an "and" ends the negation's reach.)
    for (let k = likeAt - 1; k >= Math.max(0, likeAt - 7) && tokens[k]!.clause === clause && !LIKE_STOPS.has(words[k]!); k--) if (NEGATORS.has(words[k]!) || NOT_VERBS.has(words[k]!.replace("'", ''))) return true;
  }
  if (i >= 3 && tokens[i - 1]!.clause === clause && OR_WORDS.has(words[i - 1]!) && tokens[i - 2]!.clause === clause && tokens[i - 3]!.clause === clause && (NEGATORS.has(words[i - 3]!) || (i >= 4 && tokens[i - 4]!.clause === clause && NEGATORS.has(words[i - 4]!) && NEGATION_GAP.has(words[i - 3]!)))) return true;
  // A negated intention reaches its verb ("not gonna pay to promote it", "not going to boost it"): up to four words of a verb chain between.
  for (let k = i - 1; k >= Math.max(0, i - 5) && tokens[k]!.clause === clause; k--) {
    if (NEGATORS.has(words[k]!)) return k < i - 1 && words.slice(k + 1, i).every((w) => INTENT_CHAIN.has(w));
    if (!INTENT_CHAIN.has(words[k]!)) return false;
  }
  return false;
}
/** Words of an intention between a negation and its verb ("not gonna pay to …", "won't be paying to …"). */
const INTENT_CHAIN: ReadonlySet<string> = new Set(['gonna', 'going', 'to', 'be', 'pay', 'paying', 'will', 'wanna', 'want', 'planning', 'plan', 'gotta', 'actually', 'really', 'even']);
/** The concept a dish names, and the one its making names ("fold tortellini" is cooking). */
const FOOD = 'food';
const COOKING = 'cooking';
/** Verbs of making a dish by hand, in the five languages read here and Italian (folded). */
const COOKING_VERBS: ReadonlySet<string> = new Set(['fold', 'folding', 'folds', 'pleat', 'pleating', 'pleats', 'roll', 'rolling', 'knead', 'kneading', 'shape', 'shaping', 'make', 'making', 'makes', 'prep', 'prepping', 'assemble', 'assembling', 'stuff', 'stuffing', 'wrap', 'wrapping', 'fry', 'frying', 'grill', 'grilling',
  'hacer', 'haciendo', 'hago', 'preparar', 'preparando', 'preparo', 'fazer', 'fazendo', 'faco', 'faire', 'fais', 'preparer', 'prepare', 'machen', 'mache', 'fare', 'faccio', 'preparare', 'chiudere', 'piegare']);
/** A verb of making one or two words before word i, in its clause ("fold tortellini", "making the dumplings"). */
function madeAt(words: readonly string[], tokens: readonly WordToken[], i: number): boolean {
  const clauseOf = (k: number): number => tokens[k]!.clause;
  return [1, 2, 3].some((d) => i - d >= 0 && clauseOf(i - d) === clauseOf(i) && COOKING_VERBS.has(words[i - d]!));
}
/** Weight of a concept reached through `broader` (baking -> cooking -> food), per step. */
const BROADER_WEIGHT = 0.5;
/** Extra weight for each further word naming the same concept, up to two. */
const REPEAT_BONUS = 0.25;
/** An AI-generated clip leans to the concepts `implied_by_aigc` at this share of their weight: a lean, never a subject. */
const IMPLIED_BY_AIGC_WEIGHT = 0.5;
/** A product revealed at a stated moment in paid, brand or client work names the `implied_by_product_reveal` concepts at this share of their weight (enough for a launch route to fit, less than naming a launch). */
const IMPLIED_BY_PRODUCT_REVEAL_WEIGHT = 0.6;
/** A clip on a business's own page names the `implied_by_business_account` concepts at this share: under a subject named outright (a restaurant's dish stays a food clip), over one named only as a setting ("our honey stand at the farmers market"). */
const IMPLIED_BY_BUSINESS_ACCOUNT_WEIGHT = 0.65;
/** A word only WordNet relates to a concept (not listed by the operator) is weaker evidence. */
const DERIVED_WEIGHT = 0.7;
/**
 * A concept named inside a place or time phrase ("dog zoomies at the beach", "buzzer beater at the
 * hs game", "decorating the tree during xmas") is where or when the clip happens, not what it is
 * about: it weighs this much of a concept named outright, and an occasion named there sets no tone
 * ("hiking in october" is not cozy). An event (`event: true`: a wedding, a birthday, a funeral) is
 * the exception: "dancing at our wedding" is made for the wedding.
 */
const SETTING_WEIGHT = 0.6;
/** How much an `animal_activity` concept weighs beside an `animal` one: under half, so two of them ("a cat chef cooking ramen") still do not outweigh the animal. */
const ANIMAL_ACTIVITY_WEIGHT = 0.4;
/** A format concept (`format`: a tutorial, tips) named beside a subject weighs this much of its weight. */
const FORMAT_WEIGHT = 0.5;
/** Prepositions that open a place or time phrase, in the five languages read here (folded; none is also a common word of another of them). */
const SETTING_PREPOSITIONS: ReadonlySet<string> = new Set(['at', 'in', 'on', 'into', 'onto', 'inside', 'outside', 'near', 'through', 'thru', 'around', 'above', 'across', 'along', 'beside', 'during', 'en', 'em', 'na', 'nas', 'dans', 'sur', 'chez', 'au', 'aux', 'im', 'am', 'beim', 'auf', 'durante']);
/** Verbs whose "on" or "in" is a particle ("try on", "hands on", "log in"), not a place. */
/** Verbs of going before "into": the place gone into is what the clip is about. */
const GOING_VERBS: ReadonlySet<string> = new Set(['heading', 'head', 'going', 'go', 'walking', 'walk', 'driving', 'stepping', 'step', 'getting', 'get', 'diving', 'dive', 'moving', 'move', 'coming', 'come', 'sneaking', 'running', 'jumping']);
/** Verbs of making before what is made "into" ("turning a blazer into a corset top", "flip a dresser into a bar"). */
const MAKING_VERBS: ReadonlySet<string> = new Set(['turning', 'turn', 'turned', 'flip', 'flipping', 'flipped', 'transform', 'transforming', 'transformed', 'convert', 'converting', 'converted', 'making', 'make', 'made', 'upcycling', 'upcycle']);
const PARTICLE_VERBS: ReadonlySet<string> = new Set(['try', 'trying', 'tried', 'put', 'putting', 'turn', 'turning', 'hands', 'hand', 'switch', 'log', 'logging', 'sign', 'check', 'checking', 'carry', 'hold', 'keep', 'move', 'moving', 'plug', 'tune', 'tuned', 'drop', 'dropping', 'walk']);
/** Articles after "to" that make it a place one goes to ("to the bathroom", "to my room"), not an infinitive. */
const TO_PLACE_ARTICLES: ReadonlySet<string> = new Set(['the', 'my', 'our', 'his', 'her', 'their']);
/** "while" in the five languages read here (folded), and verbs of only watching. */
const WHILE_WORDS: ReadonlySet<string> = new Set(['while', 'as', 'mientras', 'enquanto', 'pendant', 'wahrend']);
const WATCHING: ReadonlySet<string> = new Set(['watches', 'watching', 'watched', 'looks', 'sleeps', 'sleeping', 'mira', 'observa', 'olha', 'observe', 'regarde', 'schaut', 'zuschaut', 'guckt']);
/** Words before "to" that make what follows a journey's end ("up to the lake", "trip to the coast", "way to the summit"). */
const JOURNEY_BEFORE_TO: ReadonlySet<string> = new Set(['up', 'down', 'out', 'trip', 'journey', 'hike', 'drive', 'flight', 'way', 'road', 'ride', 'walk', 'move', 'moving', 'moved', 'travel', 'travelling', 'traveling', 'back',
  'driving', 'drove', 'riding', 'rode', 'walking', 'walked', 'hiking', 'hiked', 'sailing', 'cycling', 'flying', 'flew', 'went', 'go', 'going', 'headed', 'heading', 'visit', 'visiting', 'trek', 'road trip']);
/** How many words after such a preposition belong to its phrase ("at [the hs game]"). */
const SETTING_SPAN = 3;
/** Media words after which French "sur" means "about" ("vidéo sur l'histoire de la tour Eiffel"). */
const ABOUT_MEDIA: ReadonlySet<string> = new Set(['video', 'videos', 'clip', 'reel', 'film', 'tuto', 'tutoriel', 'explication', 'min', 'minute', 'minutes', 'secondes']);
/** Whom a clip is for, after "for" ("budgeting tips for college students", "Finanztipps für Studenten"): its audience, not its subject. */
const AUDIENCE: ReadonlySet<string> = new Set(['students', 'student', 'beginners', 'beginner', 'newbies', 'moms', 'mums', 'dads', 'parents', 'teens', 'teenagers', 'seniors', 'freshmen', 'grads', 'graduates',
  'estudiantes', 'principiantes', 'estudantes', 'iniciantes', 'etudiants', 'debutants', 'studenten', 'studierende', 'anfanger', 'einsteiger', 'azubis', 'schuler',
  // Who will watch it ("on his youtube for college recruiters", "para los ojeadores"): not what it shows.
  'recruiters', 'recruiter', 'scouts', 'admissions', 'employers', 'investors', 'reclutadores', 'ojeadores', 'olheiros', 'recruteurs', 'scouts']);
/** Words that say a clip is a trip ("travel vlog", "trip", "viagem"): a travel concept they name is no stop of a day's round. */
const TRIP_WORDS: ReadonlySet<string> = new Set(['travel', 'trip', 'vacation', 'holiday', 'viagem', 'viaje', 'voyage', 'reise', 'urlaub', 'vacaciones', 'ferias', 'vacances', 'travel vlog']);
/** Verbs of talking over a clip, after the one who talks ("my husband comments", "mi novio narra", "mon copain commente"). */
const SPEAKS_OVER: ReadonlySet<string> = new Set(['comments', 'commentates', 'narrates', 'narrating', 'commenting', 'narra', 'comenta', 'commente', 'kommentiert', 'erzahlt']);
/** Words that open the next step of a clip, where a debate's subject ends ("… then the kitchen makeover reveal"). */
const NEXT_STEP: ReadonlySet<string> = new Set(['then', 'before', 'after', 'until', 'luego', 'despues', 'depois', 'entao', 'puis', 'ensuite', 'dann', 'danach']);
/** Verbs of arguing a question, in the five languages: what follows is the talk's subject, not the picture's. */
const DEBATING: ReadonlySet<string> = new Set(['debating', 'debate', 'debates', 'arguing', 'argue', 'argues', 'debatiendo', 'debatimos', 'discutiendo', 'debatendo', 'discutindo', 'debattent', 'debattons', 'diskutieren', 'streiten']);
/** Words that open an audience ("for", "para", "pour", "für", "pra"). */
const FOR_AUDIENCE: ReadonlySet<string> = new Set(['for', 'para', 'pour', 'fur', 'pra']);
/** Phrases that open what sets a moment off ("every time the doorbell rings", "cada vez que", "toda vez que", "chaque fois que", "jedes Mal wenn"), folded. */
const WHENEVER: ReadonlyArray<readonly string[]> = [['every', 'time'], ['each', 'time'], ['whenever'], ['cada', 'vez', 'que'], ['toda', 'vez', 'que'], ['sempre', 'que'], ['chaque', 'fois', 'que'], ['jedes', 'mal', 'wenn'], ['immer', 'wenn']];
/** Verbs of saving money: what follows "for" is the goal ("saving for a house", "ahorrar para el departamento", "sparen für ein Auto"). */
const SAVING: ReadonlySet<string> = new Set(['save', 'saving', 'saved', 'ahorrar', 'ahorrando', 'ahorre', 'ahorro', 'economizar', 'economizando', 'poupar', 'poupando', 'economiser', 'epargner', 'sparen', 'spare']);
/** Words before "like a" that make it a manner of telling ("narrating it like a …", "looks like a …"). */
const MANNER_BEFORE: ReadonlySet<string> = new Set(['it', 'this', 'that', 'looks', 'look', 'shot', 'filmed', 'edited', 'cut', 'sounds', 'feels', 'done']);
/**
 * Words that make what follows a picture's subject, not the clip's ("oil painting a sunset
 * seascape" is an art clip, "drawing my dog" is not a pet clip): the words after them weigh like a
 * setting. Plain "painting" is left out: "painting my nails" and "painting the hallway" are about
 * the nails and the hallway; only a painting medium before it makes it a picture.
 */
const DEPICTING: ReadonlySet<string> = new Set(['drawing', 'drawings', 'sketching', 'sketch', 'sketches', 'doodling', 'illustrating', 'illustration', 'portrait', 'portraits', 'watercolor', 'watercolour', 'watercolors', 'dibujando', 'dibujo', 'acuarela', 'retrato', 'desenhando', 'desenho', 'aquarela', 'dessin', 'dessine', 'dessiner', 'aquarelle', 'zeichnen', 'zeichne', 'zeichnung', 'aquarell', 'portrat']);
/** A painting medium: "oil painting", "acrylic painting" are pictures. */
const PAINT_MEDIA: ReadonlySet<string> = new Set(['oil', 'acrylic', 'gouache', 'canvas', 'speed']);

/** "Get ready with me" in the five languages, as folded words. */
const GETTING_READY: ReadonlyArray<readonly string[]> = [
  // Only the creator's own "with me" format: "the bride getting ready" is part of a wedding film.
  'grwm', 'get ready with me', 'getting ready with me', 'arrume se comigo', 'arrumese comigo', 'se arrume comigo', 'preparate conmigo',
  'arreglate conmigo', 'alistate conmigo', 'prepare toi avec moi', 'preparez vous avec moi', 'mach dich mit mir fertig', 'mach dich mit mir ready',
].map((p) => p.split(' '));
/** True when the words hold a "get ready with me" phrase. Bounded: each phrase is a few words long. */
function gettingReady(words: readonly string[]): boolean {
  for (let i = 0; i < words.length; i++) {
    for (const p of GETTING_READY) if (words[i] === p[0] && p.every((w, k) => words[i + k] === w)) return true;
  }
  return false;
}

/** The launch concept; and the words of a film's form that name it too ("teaser", "trailer", "sneak peek"). */
const LAUNCH = 'launch';
const FILM_FORMS: ReadonlySet<string> = new Set(['teaser', 'teasers', 'trailer', 'sneak peek', 'preview']);
/** Bare words for a game, which beside a sport name the match ("my son's game", "game day"). */
const GAME_WORDS: ReadonlySet<string> = new Set(['game', 'games', 'juego', 'jogo', 'jeu', 'spiel']);
/** Rooms, folded, in the five languages: renovated, they are where the work is, not what is cooked in them. */
const ROOM_WORDS: ReadonlySet<string> = new Set(['kitchen', 'cuisine', 'cocina', 'cozinha', 'kuche', 'kueche', 'kitchens']);

/** The vocabulary and lexicon, prepared once per catalog for reading many texts. */
export interface CompiledVocabulary {
  /** Concepts a clip with a voice names whatever its words (`implied_by_voiceover`), with their weights. */
  impliedByVoice: ReadonlyArray<readonly [string, number]>;
  /** Concepts an AI-generated clip names whatever its words (`implied_by_aigc`), at half their weight. */
  impliedByAigc: ReadonlyArray<readonly [string, number]>;
  /** Concepts a product revealed at a stated moment in paid, brand or client work names (`implied_by_product_reveal`), at 0.6 of their weight. */
  impliedByProductReveal: ReadonlyArray<readonly [string, number]>;
  /** Concepts a clip on a business's own page names (`implied_by_business_account`), at IMPLIED_BY_BUSINESS_ACCOUNT_WEIGHT of their weight. */
  impliedByBusinessAccount: ReadonlyArray<readonly [string, number]>;
  /** Concepts a paid clip names for routes' `not_for` lists only (`implied_by_paid_ad`). */
  impliedByPaidAd: readonly string[];
  /** Concepts that are products (`product: true`). */
  products: ReadonlySet<string>;
  /** Concepts that are scenery (`scenery: true`). */
  scenery: ReadonlySet<string>;
  /** The operator's own single words as written (folded, not stemmed) -> their concepts, sensitive ones left out: the parts a compound is read through. */
  compoundParts: ReadonlyMap<string, readonly string[]>;
  /** Stemmed phrase ("street corn", "tacos" -> "taco") -> concept ids, and whether the operator listed it (WordNet-only words weigh less). */
  phrases: ReadonlyMap<string, { concepts: readonly string[]; curated: boolean }>;
  /** The longest phrase, in words. */
  maxWords: number;
  concepts: VocabularyFile['concepts'];
  /** Words that never carry meaning alone (`ignore`, folded): not read even when their stem is listed ("landing" is not "land"). */
  ignored: ReadonlySet<string>;
  /** Names of things the operator lists (`names`, stemmed): read even when capitalised mid-sentence. */
  names: ReadonlySet<string>;
  /** Phrases in `ignore` (stemmed): read as nothing, so their words are not read either ("auto generated" is no car, "put on" no place). */
  ignoredPhrases: ReadonlySet<string>;
}

export interface Meaning {
  /** Concept id -> weight: about 1 when named (more when named by several words, less for settings), half per `broader` step. */
  concepts: ReadonlyMap<string, number>;
  /** Mood concepts named, plus the moods that named occasions imply (a memorial: tender, gentle). */
  moods: ReadonlySet<string>;
  /** Mood concepts said not to be wanted, and not named as wanted elsewhere ("nada súper triste", "not too hype"). */
  unwanted: ReadonlySet<string>;
  /** Sensitive concepts named (grief, illness, accident, apology). */
  sensitive: readonly string[];
  /** What was read, in text order: the words as folded and the concept they meant. */
  matches: ReadonlyArray<{ words: string; concept: string }>;
  /** True when the text names what it is about: a concept that is neither a mood nor a format ("tutorial" alone names none). */
  subject: boolean;
}

const stemPhrase = (words: readonly string[]): string => words.map(stem).join(' ');

/** Prepares the vocabulary for reading. Pure; the engine caches it per catalog. */
export function compileVocabulary(vocabulary: VocabularyFile, lexicon: LexiconFile): CompiledVocabulary {
  const phrases = new Map<string, { concepts: string[]; curated: boolean }>();
  let maxWords = 1;
  // (Returns the phrase's folded words, so a caller needing them does not fold the phrase again: folding words of
  // Thai and Chinese runs the word segmenter, most of compiling the vocabulary on a function's first request.)
  const add = (phrase: string, concept: string, curated: boolean): readonly string[] => {
    const words = PRE_FOLDED.get(phrase) ?? foldedWords(phrase);
    if (words.length === 0) return words;
    const key = stemPhrase(words);
    maxWords = Math.max(maxWords, words.length);
    const known = phrases.get(key);
    if (known === undefined) phrases.set(key, { concepts: [concept], curated });
    // Where the operator lists a word, WordNet's other readings of it do not apply ("cleaning" is not the weightlifting clean).
    else if (known.curated && !curated) return words;
    else if (!known.concepts.includes(concept)) known.concepts.push(concept);
    return words;
  };
  const compoundParts = new Map<string, string[]>();
  const wholeOnly = new Set((vocabulary.whole_words_only ?? []).map((w) => foldedWords(w).join(' ')));
  for (const [id, c] of Object.entries(vocabulary.concepts)) {
    add(id, id, true);
    for (const w of c.words) {
      const words = add(w, id, true);
      if (words.length !== 1 || c.sensitive || wholeOnly.has(words[0]!)) continue;
      const list = compoundParts.get(words[0]!) ?? [];
      if (!list.includes(id)) list.push(id);
      compoundParts.set(words[0]!, list);
    }
  }
  // A sensitive concept (grief, illness, an accident, an apology) is reached only through words the
  // operator listed: a tender plan for a clip that is not one ("cold start" read as the common cold
  // through WordNet) is worse than missing one, and the operator's list names the sure signs.
  for (const [word, concepts] of Object.entries(lexicon.words)) for (const c of concepts) if (vocabulary.concepts[c]?.sensitive !== true) add(word, c, false);
  for (const p of phrases.values()) p.concepts.sort();
  for (const list of compoundParts.values()) list.sort();
  const impliedByVoice = Object.entries(vocabulary.concepts)
    .filter(([, c]) => c.implied_by_voiceover === true)
    .map(([id, c]) => [id, c.weight ?? 1] as const);
  const impliedByAigc = Object.entries(vocabulary.concepts)
    .filter(([, c]) => c.implied_by_aigc === true)
    .map(([id, c]) => [id, (c.weight ?? 1) * IMPLIED_BY_AIGC_WEIGHT] as const);
  const impliedByProductReveal = Object.entries(vocabulary.concepts)
    .filter(([, c]) => c.implied_by_product_reveal === true)
    .map(([id, c]) => [id, (c.weight ?? 1) * IMPLIED_BY_PRODUCT_REVEAL_WEIGHT] as const);
  const impliedByBusinessAccount = Object.entries(vocabulary.concepts)
    .filter(([, c]) => c.implied_by_business_account === true)
    .map(([id, c]) => [id, (c.weight ?? 1) * IMPLIED_BY_BUSINESS_ACCOUNT_WEIGHT] as const);
  const impliedByPaidAd = Object.entries(vocabulary.concepts).filter(([, c]) => c.implied_by_paid_ad === true).map(([id]) => id);
  const products = new Set(Object.entries(vocabulary.concepts).filter(([, c]) => c.product === true).map(([id]) => id));
  const scenery = new Set(Object.entries(vocabulary.concepts).filter(([, c]) => c.scenery === true).map(([id]) => id));
  const ignored = new Set(vocabulary.ignore.map((w) => foldedWords(w)).filter((ws) => ws.length === 1).map((ws) => ws[0]!));
  const ignoredPhrases = new Set(vocabulary.ignore.map((w) => foldedWords(w)).filter((ws) => ws.length > 1).map(stemPhrase));
  for (const p of ignoredPhrases) maxWords = Math.max(maxWords, p.split(' ').length);
  const names = new Set((vocabulary.names ?? []).map((w) => stemPhrase(foldedWords(w))));
  return { phrases, maxWords, concepts: vocabulary.concepts, compoundParts, impliedByVoice, impliedByAigc, impliedByProductReveal, impliedByBusinessAccount, impliedByPaidAd, products, scenery, ignored, ignoredPhrases, names };
}

/** A word this long or longer may be a compound of a listed word and another. */
/** The definite article in the five languages: "the tulip", "la tulipe", "der Truck" point back at a thing already named. */
const THE_WORDS: ReadonlySet<string> = new Set(['the', 'el', 'la', 'los', 'las', 'o', 'a', 'os', 'as', 'le', 'les', 'der', 'die', 'das', 'den', 'dem']);
const COMPOUND_MIN_LENGTH = 8;
/** The listed part of a compound is at least this long, and leaves at least 3 letters. */
const COMPOUND_PART_MIN = 4;
/**
 * Endings of derived words (English, and the Romance forms that share them): such a word is not a
 * compound of two nouns, so it is not read through a listed word it starts with ("adventure" is not
 * an "advent", "essential" not "essen", "automatic" not "auto", "fluorescent" no "scent"). German
 * compounds end in a noun ("Hochzeitsvideo", "Finanztipps", "Weihnachtsbaum") and stay readable.
 */
const DERIVED_ENDING = /(?:ous|ate|ion|ment|ship|ic|ical|ically|al|ally|ive|ent|ant|ence|ance|able|ible|ably|ibly|ly|ness|less|ful|ish|ure|ize|ise|ized|ised|izing|ising|ated|ating|ation|ations|ist|ism|ity|est|ing|ed)$/;

/** A concept read from part of a compound weighs a little less than one named outright. */
const COMPOUND_WEIGHT = 0.85;

/**
 * The longest operator-listed single word, as written, that a long unlisted word starts or ends
 * with, allowing a German linking letter ("hochzeit-s-video", "hunde-video"). Only the operator's
 * own words count, never WordNet's, and never a sensitive concept's: "passionate" is not a
 * "passing", "hospitality" not a hospital, "weightloss" not a loss.
 */
function compoundPart(vocab: CompiledVocabulary, word: string): { concepts: readonly string[] } | null {
  if (word.length < COMPOUND_MIN_LENGTH || /\d/.test(word) || DERIVED_ENDING.test(word)) return null;
  const listed = (w: string) => {
    const concepts = vocab.compoundParts.get(w);
    return concepts === undefined ? undefined : { concepts };
  };
  for (let k = word.length - 3; k >= COMPOUND_PART_MIN; k--) {
    const head = word.slice(0, k);
    const found = listed(head) ?? (/[sen]$/.test(head) && k - 1 >= COMPOUND_PART_MIN ? listed(head.slice(0, -1)) : undefined);
    if (found !== undefined) return found;
  }
  for (let k = 3; k <= word.length - COMPOUND_PART_MIN; k++) {
    const found = listed(word.slice(k));
    if (found !== undefined) return found;
  }
  return null;
}

/**
 * Readings already made, per vocabulary. One request reads the same text in several steps (the
 * concierge's topic, the clip's words with and without the voice, the pack choice) and agents send
 * the same clip again and again. A Meaning is read-only, so it can be shared; the cache is cleared
 * when full, which bounds it without bookkeeping.
 */
const readings = new WeakMap<CompiledVocabulary, Map<string, Meaning>>();
const READING_CACHE_SIZE = 2048;

/** Reads the concepts a text names (cached; see readMeaningOnce). */
export function readMeaning(vocab: CompiledVocabulary, text: string): Meaning {
  let cache = readings.get(vocab);
  if (cache === undefined) readings.set(vocab, (cache = new Map()));
  const known = cache.get(text);
  if (known !== undefined) return known;
  const meaning = readMeaningOnce(vocab, text);
  if (cache.size >= READING_CACHE_SIZE) cache.clear();
  cache.set(text, meaning);
  return meaning;
}

/** Reads the concepts a text names. Linear in the text's words (each start tries at most `maxWords` phrases). */
function readMeaningOnce(vocab: CompiledVocabulary, text: string): Meaning {
  const tokens = wordTokens(text);
  // A hashtag names its word ("#gymtok", "#foodie"); the '#' is kept for copy, not for meaning.
  const words = tokens.map((t) => (t.word.startsWith('#') ? t.word.replace(/^#+/, '') : t.word));
  const stems = words.map(stem);
  const concepts = new Map<string, number>();
  const matches: Array<{ words: string; concept: string }> = [];
  // Where each match starts among the words (for a verb right before it).
  const matchStarts: number[] = [];
  const raise = (id: string, w: number): void => {
    if ((concepts.get(id) ?? 0) >= w) return;
    concepts.set(id, w);
    for (const b of vocab.concepts[id]?.broader ?? []) raise(b, w * BROADER_WEIGHT);
  };
  const hits = new Map<string, number>();
  /** The concepts of each multi-word phrase read so far and the clause it ends in, by the stem of its last word. */
  const heads = new Map<string, { concepts: Set<string>; clause: number }>();
  // Weights are applied once every concept is known: a format ("tutorial", "tips") weighs less
  // beside a subject ("tutorial de maquiagem" is about makeup, told as a tutorial).
  const pending: Array<[string, number]> = [];
  // Concepts named outside a place or time phrase: only those set a tone ("hiking in october" is not cozy).
  const namedOutsideSetting = new Set<string>();
  /** Moods said not to be wanted ("nada súper triste", "not too hype"). */
  const unwanted = new Set<string>();
  // Which words stand in a place or time phrase (same clause, up to SETTING_SPAN words after the preposition).
  const clauses = tokens.map((t) => t.clause);
  const setting = new Array<boolean>(words.length).fill(false);
  for (let k = 0; k < words.length; k++) {
    // French and Spanish "à la" / "a la" ("mon chien à la plage"): the bare "a" is also the English article, so only before "la".
    const aLa = words[k] === 'a' && words[k + 1] === 'la' && clauses[k + 1] === clauses[k];
    // "he sprints to the bathroom", "runs to my room": where someone goes is a place, with its article.
    // (Not a journey's end, which is its subject: "hiking up to the alpine lake", "road trip to the coast".)
    const toThe = words[k] === 'to' && TO_PLACE_ARTICLES.has(words[k + 1] ?? '') && clauses[k + 1] === clauses[k] && !JOURNEY_BEFORE_TO.has(words[k - 1] ?? '');
    if (!SETTING_PREPOSITIONS.has(words[k]!) && !aLa && !toThe) continue;
    // French "une vidéo sur l'histoire de…" is "about", not "on": what follows is the subject.
    if (words[k] === 'sur' && words.slice(Math.max(0, k - 5), k).some((w) => ABOUT_MEDIA.has(w))) continue;
    // A particle, not a place: "try on haul", "put on makeup", "hands on review", "log in".
    if (k > 0 && PARTICLE_VERBS.has(words[k - 1]!) && (words[k] === 'on' || words[k] === 'in')) continue;
    // "into" after a verb of going is where the clip goes, its subject ("heading into a techno club");
    // after any other verb it is where a thing lands ("bonking into the laundry basket"); "turning X into Y" makes Y.
    if ((words[k] === 'into' || words[k] === 'onto') && k > 0 && (GOING_VERBS.has(words[k - 1]!) || MAKING_VERBS.has(words[k - 2] ?? '') || MAKING_VERBS.has(words[k - 3] ?? ''))) continue;
    for (let j = k + 1; j <= k + SETTING_SPAN && j < words.length && clauses[j] === clauses[k] && !SETTING_PREPOSITIONS.has(words[j]!); j++) setting[j] = true;
  }
  // Who talks over the clip is not what it shows ("my husband does commentary over our golden retriever", "mi novio narra"):
  // the person right before a verb of speaking weighs like a setting.
  for (let k = 1; k < words.length; k++) {
    if (SPEAKS_OVER.has(words[k]!) || (words[k] === 'does' && words[k + 1] === 'commentary')) if (clauses[k - 1] === clauses[k]) setting[k - 1] = true;
  }
  // A reason says why, not what it shows ("my husband comments through it because he thinks he's funny"): to the clause's end.
  // A debate is people talking, not the thing argued over ("two of us debating whether a hot dog is a sandwich"): to the
  // clause's end or the next step ("debating paint colors then the kitchen makeover reveal" keeps the makeover). One pass.
  let reasonClause = -1;
  let debateClause = -1;
  for (let k = 0; k < words.length; k++) {
    if (clauses[k] === reasonClause) setting[k] = true;
    if (clauses[k] === debateClause && NEXT_STEP.has(words[k]!)) debateClause = -1;
    if (clauses[k] === debateClause) setting[k] = true;
    if (REASON_WORDS.has(words[k]!)) reasonClause = clauses[k]!;
    if (DEBATING.has(words[k]!)) debateClause = clauses[k]!;
  }
  // An audience is whom it is for, not what it shows ("budgeting tips for college students"): the words up to the audience noun.
  for (let k = 0; k + 1 < words.length; k++) {
    if (!FOR_AUDIENCE.has(words[k]!)) continue;
    const last = [1, 2, 3].map((d) => k + d).find((j) => j < words.length && clauses[j] === clauses[k] && AUDIENCE.has(words[j]!));
    if (last !== undefined) for (let j = k + 1; j <= last; j++) setting[j] = true;
  }
  // What money is saved for is a goal, not what the clip shows ("cómo ahorrar para el primer departamento",
  // "saving up for a house"): a finance clip, the home a setting.
  for (let k = 1; k + 1 < words.length; k++) {
    if (!FOR_AUDIENCE.has(words[k]!) || !SAVING.has(words[k - 1] === 'up' ? words[k - 2] ?? '' : words[k - 1]!)) continue;
    for (let j = k + 1; j <= k + SETTING_SPAN && j < words.length && clauses[j] === clauses[k]; j++) setting[j] = true;
  }
  // What sets a moment off is when it happens, not what the clip shows ("my african grey whistles every time
  // my phone rings", "cada vez que suena el timbre"): up to SETTING_SPAN words after the phrase, in its clause.
  for (let k = 0; k < words.length; k++) {
    const n = WHENEVER.find((p) => p.every((w, j) => words[k + j] === w && clauses[k + j] === clauses[k]))?.length ?? 0;
    if (n === 0) continue;
    for (let j = k + n; j < k + n + SETTING_SPAN + 1 && j < words.length && clauses[j] === clauses[k]; j++) setting[j] = true;
  }
  // An onlooker is no subject ("takes her first steps while the dog watches", "mientras el gato mira"): who only watches weighs like a setting.
  for (let k = 0; k + 3 < words.length; k++) {
    if (!WHILE_WORDS.has(words[k]!) || !TO_PLACE_ARTICLES.has(words[k + 1]!) && words[k + 1] !== 'el' && words[k + 1] !== 'la' && words[k + 1] !== 'o' && words[k + 1] !== 'a') continue;
    if (clauses[k + 3] === clauses[k] && WATCHING.has(words[k + 3]!)) setting[k + 2] = true;
  }
  // A manner is how it is told, not what it shows ("my bf narrating it like a nature documentary",
  // "shot like a movie trailer"); never a wish ("I'd like a calm sound").
  for (let k = 1; k + 1 < words.length; k++) {
    if (words[k] !== 'like' || (words[k + 1] !== 'a' && words[k + 1] !== 'an') || clauses[k - 1] !== clauses[k]) continue;
    const before = words[k - 1]!;
    if (!MANNER_BEFORE.has(before) && !(before.length > 4 && (before.endsWith('ing') || before.endsWith('ed')))) continue;
    for (let j = k + 2; j <= k + 1 + SETTING_SPAN && j < words.length && clauses[j] === clauses[k]; j++) setting[j] = true;
  }
  for (let k = 0; k < words.length; k++) {
    const w = words[k]!;
    if (!DEPICTING.has(w) && !((w === 'painting' || w === 'paint') && k > 0 && PAINT_MEDIA.has(words[k - 1]!))) continue;
    // "of" after it is part of the picture's name ("a portrait of my grandma").
    const from = words[k + 1] === 'of' || words[k + 1] === 'de' ? k + 2 : k + 1;
    for (let j = from; j <= from + SETTING_SPAN && j < words.length && clauses[j] === clauses[k]; j++) setting[j] = true;
  }
  let i = 0;
  while (i < words.length) {
    let taken = 0;
    // Longest phrase first: "street food" before "street", "before and after" before "after".
    for (let n = Math.min(vocab.maxWords, words.length - i); n >= 1 && taken === 0; n--) {
      if (n === 1 && vocab.ignored.has(words[i]!)) continue;
      // A phrase is read within one clause ("from a brand, reveal at 8s" holds no "brand reveal"),
      // except after "POV:", which opens the skit it names ("pov: ur mom finds…").
      const [firstClause, lastClause] = [tokens[i]!.clause, tokens[i + n - 1]!.clause];
      if (n > 1 && lastClause !== firstClause && words[i] !== 'pov') continue;
      const key = stems.slice(i, i + n).join(' ');
      if (n > 1 && vocab.ignoredPhrases.has(key)) {
        taken = n;
        break;
      }
      const entry = vocab.phrases.get(key);
      if (entry === undefined) continue;
      // A proper name is not read for meaning ("our cat Miso" is not about soup), except an occasion
      // the operator lists: holidays are written with a capital ("wrapping gifts for Christmas",
      // "regalos de Navidad", "Happy New Year"), and a name of several words the operator lists in
      // full ("3 Roth IRA mistakes", "Old Faithful"): a pet or a person is not named by a listed phrase.
      // A name of a thing the operator lists is read too ("mi clip de Valorant", "haul from Sephora").
      if (tokens.slice(i, i + n).some((t) => t.name) && !(entry.curated && (n >= 2 || vocab.names.has(key) || entry.concepts.some((c) => vocab.concepts[c]?.kind === 'occasion')))) continue;
      const found = entry.concepts;
      taken = n;
      // A later bare mention of a phrase's last word is that thing again ("latte art tulip … then the
      // tulip shows" is the latte, no flower; "dog walk … the walk" no workout): it adds no other sense.
      // (An occasion's phrase says what the thing is for, and the thing keeps its own sense: "a birthday cake … the cake".)
      // (Only "the tulip" soon after, in the same or the next clause: "my dog watching from the stands" after a hot dog contest is a dog.)
      const head = n === 1 ? heads.get(key) : undefined;
      if (head !== undefined && !found.some((c) => head.concepts.has(c)) && tokens[i]!.clause - head.clause <= 1 && THE_WORDS.has(words[i - 1] ?? '')) continue;
      const things = found.filter((c) => vocab.concepts[c]?.kind !== 'occasion');
      if (n >= 2 && things.length === found.length) heads.set(stems[i + n - 1]!, { concepts: new Set([...(heads.get(stems[i + n - 1]!)?.concepts ?? []), ...found]), clause: tokens[i + n - 1]!.clause });
      // A negation one or two words before, in the same clause ("sem voz, sneakers": the sneakers stand).
      const negated = negatedAt(tokens, words, i);
      if (negated) {
        // (A word of two moods is not wanted in its sharper one: "not sad" is no refusal of a tender route.)
        // ("nothing more relaxing than", "never so happy" praise the mood: no refusal.)
        const praised = ['more', 'so', 'better', 'less'].includes(words[i - 1] ?? '') || words[i + n] === 'than';
        const moodsOf = praised ? [] : found.filter((c) => vocab.concepts[c]?.kind === 'mood');
        for (const c of moodsOf) if (moodsOf.length === 1 || !CARE_MOODS.has(c)) unwanted.add(c);
        continue;
      }
      for (const c of found) {
        // Each further word naming the same concept adds a little ("birria tacos" is surely food); a setting such as home weighs less.
        const count = (hits.get(c) ?? 0) + 1;
        hits.set(c, count);
        // A possessive names whose it is, not what it is ("my son's game winner" is a sports clip): it weighs like a setting.
        // An animal's own moment is still an animal clip ("my puppy's first bath", "the cat's birthday").
        const owner = tokens[i + n - 1]!.owner === true && vocab.concepts[c]?.animal !== true;
        const placed = (setting[i] === true || owner) && vocab.concepts[c]?.event !== true;
        pending.push([c, (vocab.concepts[c]?.weight ?? 1) * (entry.curated ? 1 : DERIVED_WEIGHT) * (placed ? SETTING_WEIGHT : 1) * (1 + Math.min(count - 1, 2) * REPEAT_BONUS)]);
        if (!placed) namedOutsideSetting.add(c);
        matches.push({ words: words.slice(i, i + n).join(' '), concept: c });
        matchStarts.push(i);
      }
    }
    // An ignored word is no compound either ("grooming" is not a "groom" of a wedding).
    if (taken === 0 && !vocab.ignored.has(words[i]!) && !tokens[i]!.name) {
      // A compound the vocabulary does not list ("Hochzeitsvideo", "Geburtstagsfeier", "foodtok"):
      // read through the longest listed word it starts or ends with.
      const part = compoundPart(vocab, words[i]!);
      const negated = negatedAt(tokens, words, i);
      if (part !== null && !negated) {
        for (const c of part.concepts) {
          const count = (hits.get(c) ?? 0) + 1;
          hits.set(c, count);
          const placed = setting[i] === true && vocab.concepts[c]?.event !== true;
          pending.push([c, (vocab.concepts[c]?.weight ?? 1) * COMPOUND_WEIGHT * (placed ? SETTING_WEIGHT : 1) * (1 + Math.min(count - 1, 2) * REPEAT_BONUS)]);
          if (!placed) namedOutsideSetting.add(c);
          matches.push({ words: words[i]!, concept: c });
          matchStarts.push(i);
        }
      }
    }
    i += Math.max(1, taken);
  }
  const subject = [...hits.keys()].some((id) => vocab.concepts[id]?.kind !== 'mood' && vocab.concepts[id]?.format !== true);
  // A memorial is what the clip is: whom it mourns (a grandmother, a dog) weighs like a setting, so a
  // family or pet route does not outrank the memorial one ("Diashow für die Beerdigung meiner Oma").
  const mourning = [...hits.keys()].some((id) => vocab.concepts[id]?.sensitive === true && vocab.concepts[id]?.event === true);
  const mourned = (id: string) => mourning && vocab.concepts[id]?.kind === 'topic';
  // An animal doing something people do is an animal clip ("my cat dancing", "a kitten tries to jump
  // and faceplants", "a Kling cat cooking ramen"): what it does weighs like a setting.
  const animal = [...namedOutsideSetting].some((id) => vocab.concepts[id]?.animal === true);
  // Getting ready for an event is a beauty or outfit clip ("GRWM for my cousin's wedding", "arréglate
  // conmigo para la boda"): the event is where the look goes, so it weighs like a setting and sets no tone.
  const ready = gettingReady(words);
  const readied = (id: string) => ready && vocab.concepts[id]?.event === true && vocab.concepts[id]?.sensitive !== true;
  if (ready) for (const id of [...namedOutsideSetting]) if (readied(id)) namedOutsideSetting.delete(id);
  // So is an animal out in the world ("my puppy's first time seeing snow", "mon chien qui fait des tours"): the scenery is where it is.
  const done = (id: string) => animal && (vocab.concepts[id]?.animal_activity === true || vocab.concepts[id]?.scenery === true);
  // A vlog of a day that lists what the day held ("vlog del domingo: feria, subte, cafecito, empanadas",
  // "silent vlog: coffee, watering plants, laundry"): the day is the subject, its stops are settings.
  // (A place stays what the day is about: a city day for a travel agency is travel.)
  const dayStops = [...namedOutsideSetting].filter((id) => id !== 'vlog' && vocab.concepts[id]?.kind === 'topic' && vocab.concepts[id]?.format !== true && vocab.concepts[id]?.sensitive !== true && vocab.concepts[id]?.scenery !== true);
  // ("vlog de mi día en CDMX: coffee, metro, tacos": two stops may name one concept.)
  const dayVlog = namedOutsideSetting.has('vlog') && (dayStops.length >= 2 || matches.filter((m) => dayStops.includes(m.concept)).length >= 2);
  // A vlog named twice over as a day's round ("mini vlog of errands + train ride in tokyo", "un día en mi vida en Buenos
  // Aires, subte"): the city it goes round is where the day is, not a trip.
  // (A trip said as one, "travel vlog: first day in Lisbon", stays travel.)
  const dailyRound = matches.filter((m) => m.concept === 'vlog').length >= 2;
  const saidAsTrip = (id: string) => matches.some((m) => m.concept === id && TRIP_WORDS.has(m.words));
  const stop = (id: string) => (dayVlog && dayStops.includes(id)) || (dailyRound && namedOutsideSetting.has(id) && id !== 'vlog' && vocab.concepts[id]?.scenery === true && vocab.concepts[id]?.kind === 'topic' && !saidAsTrip(id));
  // A renovated kitchen is a room, not cooking ("rénovation complète de ma cuisine", "reforma da cozinha"):
  // with a renovation named, a concept named only by a room word weighs like a setting.
  const renovating = namedOutsideSetting.has('renovation');
  const roomOnly = (id: string) => renovating && matches.some((m) => m.concept === id) && matches.every((m) => m.concept !== id || ROOM_WORDS.has(m.words));
  // "buzzer beater from my son's game", "game day": beside a sport, a bare "game" is the match, not a video game.
  const matchGame = (id: string) => id === 'gaming' && namedOutsideSetting.has('sports') && matches.every((m) => m.concept !== id || GAME_WORDS.has(m.words));
  // A teaser of an event is the event's film, no product launch ("wedding film teaser": fifteenth editor panel, #newproduct and
  // "the moment itself of the product" on a wedding). (Beside no event, "teaser" stays a launch's: "teaser for our new sneaker".)
  const eventTeaser = (id: string) => id === LAUNCH && [...namedOutsideSetting].some((c) => vocab.concepts[c]?.event === true) && matches.every((m) => m.concept !== id || FILM_FORMS.has(m.words));
  // A dish after a verb of making it is cooking ("my nonna shows me how to fold tortellini", "pleating jiaozi",
  // "haciendo tamales"): the food named, and the cooking of it, at the food's weight.
  const cooked = vocab.concepts[COOKING] === undefined || hits.has(COOKING) ? -1 : matches.findIndex((m, k) => m.concept === FOOD && madeAt(words, tokens, matchStarts[k]!));
  if (cooked >= 0) {
    const w = Math.max(...pending.filter(([id]) => id === FOOD).map(([, x]) => x));
    pending.push([COOKING, w]);
    hits.set(COOKING, 1);
    namedOutsideSetting.add(COOKING);
    matches.push({ words: matches[cooked]!.words, concept: COOKING });
  }
  for (const [id, w] of pending) raise(id, (subject && vocab.concepts[id]?.format === true ? w * FORMAT_WEIGHT : w) * (mourned(id) || readied(id) || stop(id) || roomOnly(id) || matchGame(id) || eventTeaser(id) ? SETTING_WEIGHT : done(id) ? ANIMAL_ACTIVITY_WEIGHT : 1));
  const moods = new Set<string>();
  const sensitive: string[] = [];
  for (const id of concepts.keys()) {
    const c = vocab.concepts[id];
    if (c === undefined) continue;
    const named = hits.has(id);
    if (c.kind === 'mood' && named) moods.add(id);
    // An occasion sets a tone (a memorial is tender); a topic does not (a gym clip may be calm or hype),
    // nor does an occasion that only dates or places the clip ("hiking in october", "a run on christmas morning").
    if (named && c.kind === 'occasion' && namedOutsideSetting.has(id)) for (const m of c.moods) moods.add(m);
    if (c.sensitive && named) sensitive.push(id);
  }
  sensitive.sort();
  // (A mood the occasion implies gives way to one said not to be wanted: a pet's farewell "nada súper triste" is not sad.)
  const notWanted = new Set([...unwanted].filter((m) => !hits.has(m)));
  for (const m of notWanted) moods.delete(m);
  return { concepts, moods, unwanted: notWanted, sensitive, matches, subject };
}
