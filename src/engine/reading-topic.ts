/**
 * The topic of a message: what is left once times, cues and filler are taken out, as one short
 * phrase of whole words (the longest run of words left in one clause), never cut mid-word and
 * never with "…". Filler in five languages ("make me a", "I need", "quiero", "ich brauche",
 * "for tiktok") and words for the medium ("clip", "vídeo") never make a topic.
 */
import { findAll, phraseSet, type Steps, type Token } from './reading-tokens.ts';

const FILLER = phraseSet([
  'make me a', 'make me', 'make a', 'i need', 'i want', 'i wanna', 'need', 'want', 'looking for', 'can you', 'could you', 'please', 'pls', 'plz', 'help me', 'give me', 'lol', 'lmao', 'haha',
  'what sound', 'which sound', 'what song', 'which song', 'what music', 'sound for', 'music for', 'song for', 'a sound', 'a song', 'pick a sound', 'pick a song', 'suggest a sound', 'waht', 'wat',
  'for tiktok', 'for instagram', 'for reels', 'for ig', 'on tiktok', 'on instagram', 'for youtube', 'tiktok', 'instagram', 'ig', 'fyp', 'i have', "i've got", 'here is', "here's", 'this is', 'its like', "it's like", 'is like', 'clip is', 'video is',
  'quiero', 'necesito', 'hazme', 'haz', 'un video de', 'video de', 'para tiktok', 'para instagram', 'que sonido', 'qué sonido', 'música para', 'por favor', 'en total',
  'quero', 'preciso de', 'preciso', 'faz', 'vídeo de', 'para o tiktok', 'no tiktok', 'som para',
  'je veux', "j' ai besoin d'", "j' ai besoin de", 'il me faut', 'vidéo de', 'pour tiktok', 'musique pour', "s' il vous plaît", 'stp', 'svp', 'au total',
  'ich brauche', 'ich möchte', 'ich will', 'mach mir', 'video von', 'für tiktok', 'musik für', 'bitte', 'insgesamt',
]);

/** Words for the medium itself (and the clip's length words), never part of a topic. */
const MEDIA = new Set('clip clips video videos vid vids reel reels tiktoks post posts content footage edit loop vídeo vidéo long total lang short'.split(' '));

/** Words that carry no topic at the edges of a phrase. */
const EDGE = new Set(
  ("i i'm im we we're my our me need needs want wanna would like looking make making made create creating editing posting please help a an the for of with and or to it its it's this that these some sound song music track audio vertical about on in is are be will can you your what which should use good best pick suggest recommend idea ideas something one over just also plus kind type style mode total long here there at around so really very lol their his her " +
    'de del la el los las un una mi mis para con y en por que su sus nuestro nuestra al lo sin sobre acerca ' +
    'do da dos das o a os as um uma meu minha com e em no na nos nossa nosso sem aos ' +
    "du des le les une mon ma mes pour avec et au aux l' d' notre nos sur qui sans " +
    'der die das den dem ein eine einen mein meine meinem fur mit und von vom zum zur im am unser unsere uber ohne nach bei ' +
    'reveal reveals payoff drop final comes big moment ai ia ki all but pero mas mais aber lots beaucoup wants wanted they they\'ll also after before under each online juste solo nur sólo só').split(' '),
);

const MAX_WORDS = 8;

/** How many subjects the catalog's vocabulary knows in a phrase (dental clinic: 1; "gonna boost": 0). */
export type TopicKnowledge = (phrase: string) => number;
/** A run naming a subject the vocabulary knows outweighs this many plain words ("for my dental clinic" over "gonna boost this post"). */
const KNOWN_SUBJECT_BONUS = 3;

/**
 * `payoffClause`: the clause that tells when the reveal happens; it describes the payoff, not the subject.
 * `knows`: the catalog's vocabulary, when the caller has one: a run that names a known subject wins over a longer one that does not.
 */
export function readTopic(t: readonly Token[], taken: ReadonlySet<number>, steps: Steps, payoffClause: number | null = null, knows?: TopicKnowledge): string {
  const skip = new Set(taken);
  for (const h of findAll(t, FILLER, steps)) for (let k = h.start; k < h.start + h.length; k++) skip.add(k);
  // Runs of words left in one clause; a taken token or a clause break ends a run.
  const runs: number[][] = [];
  let run: number[] = [];
  const close = () => {
    if (run.length > 0) runs.push(run);
    run = [];
  };
  for (let i = 0; i < t.length; i++) {
    steps.n++;
    const tok = t[i]!;
    const prev = run.length > 0 ? t[run[run.length - 1]!]! : undefined;
    // Words for the medium drop out without splitting the phrase ("recipe video for banana bread").
    if (MEDIA.has(tok.norm) && !skip.has(i)) continue;
    if (skip.has(i) || (tok.kind === 'punct' && !["'", '&', '-', '/'].includes(tok.raw)) || (prev !== undefined && prev.clause !== tok.clause)) {
      close();
      if (!skip.has(i) && tok.kind !== 'punct') run.push(i);
      continue;
    }
    run.push(i);
  }
  close();
  let best: { words: string[]; content: number } | null = null;
  for (const r of runs) {
    // Trim by moving two indices (never by re-slicing), so a long run costs its length once.
    const edge = (k: number) => EDGE.has(t[r[k]!]!.norm) || t[r[k]!]!.kind === 'punct';
    let lo = 0;
    let hi = r.length;
    while (lo < hi && edge(lo)) (lo++, steps.n++);
    while (hi > lo && edge(hi - 1)) (hi--, steps.n++);
    if (hi - lo > MAX_WORDS) {
      hi = lo + MAX_WORDS;
      while (hi > lo && edge(hi - 1)) hi--;
    }
    // Numbers are not a subject; the first run gets a small lead, as people name the subject first.
    let content: number = best === null ? 0.5 : 0;
    let words = 0;
    for (let k = lo; k < hi; k++) if (!edge(k) && t[r[k]!]!.kind === 'word') (content++, words++);
    if (words === 0) continue;
    if (payoffClause !== null && t[r[lo]!]!.clause === payoffClause) content -= 1;
    const phrase = glue(r.slice(lo, hi).map((k) => t[k]!));
    if (knows !== undefined && knows(phrase.join(' ')) > 0) content += KNOWN_SUBJECT_BONUS;
    if (best === null || content > best.content) best = { words: phrase, content };
  }
  return best === null ? '' : best.words.join(' ');
}

/** Joins tokens back as written: "team's", "glow-up", "before/after" stay one word. */
function glue(words: readonly Token[]): string[] {
  const out: string[] = [];
  for (let k = 0; k < words.length; k++) {
    const w = words[k]!;
    const prev = words[k - 1];
    if (prev !== undefined && prev.end === w.start && out.length > 0) out[out.length - 1] += w.raw;
    else out.push(w.raw);
  }
  return out;
}
