/**
 * The concierge's tokeniser: one left-to-right pass over a message into words, numbers and
 * single punctuation marks, each with its offsets and a matching form (lower case, accents
 * stripped). Every reader scans these tokens in bounded windows, so reading a message is linear
 * in its length; `Steps` counts the work so a test can prove it without a clock.
 */
import { scriptBreak } from './reading-scripts.ts';

export type TokenKind = 'word' | 'num' | 'punct';

/** Quote marks around a value or a title ('"dur": "20"', "'AFTER'", a backtick). */
export const QUOTES: ReadonlySet<string> = new Set(['"', "'", '“', '”', '`']);

export interface Token {
  /** The text as written. */
  raw: string;
  /** Lower case, accents stripped, curly apostrophes straightened: the form phrases match on. */
  norm: string;
  kind: TokenKind;
  start: number;
  end: number;
  /** Index of the clause (split at , ; . ! ? : and line breaks, except inside "1:30" or "12.5"). */
  clause: number;
}

/** A counter of scanned tokens and window checks, shared by every reader of one message. */
export interface Steps {
  n: number;
}

const LETTER = /\p{L}|\p{M}/u;
const DIGIT = /\p{Nd}/u;
const SPACE = /\s/u;
/** Abbreviations whose period ends no clause ("ca.", "approx.", "aprox.", "env.", "bzw."). */
const ABBREVIATIONS: ReadonlySet<string> = new Set(['ca', 'approx', 'appr', 'aprox', 'env', 'ungef', 'bzw', 'etc', 'vs', 'zb', 'usw']);
const CLAUSE_BREAKS = new Set([',', ';', '.', '!', '?', ':', '\n', '(', ')', '|', '—', '–', '…']);

export function normalise(s: string): string {
  // (Turkish dotless "ı" reads as "i": "dakikalık" is "dakikalik".)
  return s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/[’‘`´]/g, "'").replace(/ß/g, 'ss').replace(/ı/g, 'i');
}

/** French and Italian elisions ("l'IA", "d'un") split into their own token; English "I'm" stays whole. */
const ELISIONS = new Set(['l', 'd', 'j', 'n', 's', 'c', 'm', 't', 'qu']);

export function tokenise(message: string, steps: Steps): Token[] {
  const tokens: Token[] = [];
  const chars = Array.from(message);
  // Offsets are in code points; they only serve adjacency checks and topic slicing over `chars`.
  let clause = 0;
  let i = 0;
  const push = (start: number, end: number, kind: TokenKind) => {
    const raw = chars.slice(start, end).join('');
    tokens.push({ raw, norm: normalise(raw), kind, start, end, clause });
  };
  while (i < chars.length) {
    steps.n++;
    const c = chars[i]!;
    if (SPACE.test(c)) {
      if (c === '\n') clause++;
      i++;
      continue;
    }
    if (DIGIT.test(c)) {
      let j = i + 1;
      while (j < chars.length && DIGIT.test(chars[j]!)) j++;
      steps.n += j - i;
      push(i, j, 'num');
      i = j;
      continue;
    }
    if (LETTER.test(c)) {
      let j = i + 1;
      while (j < chars.length && (LETTER.test(chars[j]!) || (chars[j] === "'" || chars[j] === '’') && j + 1 < chars.length && LETTER.test(chars[j + 1]!)) && !scriptBreak(chars[j - 1]!, chars[j]!)) {
        // Elisions are one or two letters long, so this check is bounded.
        if ((chars[j] === "'" || chars[j] === '’') && j - i <= 2 && ELISIONS.has(normalise(chars.slice(i, j).join('')))) break;
        j++;
      }
      steps.n += j - i;
      if (j < chars.length && j - i <= 2 && (chars[j] === "'" || chars[j] === '’') && ELISIONS.has(normalise(chars.slice(i, j).join('')))) {
        push(i, j + 1, 'word');
        i = j + 1;
      } else {
        push(i, j, 'word');
        i = j;
      }
      continue;
    }
    // "1:30" and "12.5" keep their clause: a separator between two digits is part of a number.
    const between = i > 0 && i + 1 < chars.length && DIGIT.test(chars[i - 1]!) && DIGIT.test(chars[i + 1]!);
    // "bei ca. 0:22", "approx. 40 s": the period of an abbreviation ends no clause.
    const prev = tokens[tokens.length - 1];
    const abbreviation = c === '.' && prev !== undefined && prev.kind === 'word' && prev.end === i && ABBREVIATIONS.has(prev.norm);
    // ":14", seconds written as the tail of a clock ("the after shot hits :14"): the colon opens a time, not a clause.
    const secondsColon = c === ':' && (i === 0 || chars[i - 1] === ' ') && i + 2 < chars.length && DIGIT.test(chars[i + 1]!) && DIGIT.test(chars[i + 2]!) && !DIGIT.test(chars[i + 3] ?? '');
    const breaks = CLAUSE_BREAKS.has(c) && !between && !abbreviation && !secondsColon;
    if (breaks) clause++;
    push(i, i + 1, 'punct');
    if (breaks) tokens[tokens.length - 1]!.clause = clause;
    i++;
  }
  return tokens;
}

/** True when token b starts right where token a ends ("12" + "s" in "12s"). */
export function adjacent(a: Token | undefined, b: Token | undefined): boolean {
  return a !== undefined && b !== undefined && a.end === b.start;
}

/**
 * A set of phrases as a trie of matching forms: a token is compared once per depth, not once per
 * phrase that shares its first word (the cue lists hold dozens of phrases that start with "no").
 * Each phrase is of bounded length, so a scan is linear in the number of tokens.
 */
export interface PhraseSet {
  root: TrieNode;
}
interface TrieNode {
  /** The next word of longer phrases. */
  next: Map<string, TrieNode>;
  /** "*": any one word. */
  any: TrieNode | null;
  /** A phrase ends here. */
  end: boolean;
}
const node = (): TrieNode => ({ next: new Map(), any: null, end: false });

/** Phrases written as space-separated matching forms; "*" matches any one word. */
export function phraseSet(phrases: readonly string[]): PhraseSet {
  const root = node();
  for (const p of phrases) {
    let at = root;
    for (const w of tokenise(p, { n: 0 }).map((t) => t.norm)) {
      if (w === '*') at = at.any ??= node();
      else {
        let child = at.next.get(w);
        if (child === undefined) at.next.set(w, (child = node()));
        at = child;
      }
    }
    at.end = true;
  }
  return { root };
}

/** The longest phrase of the set starting at token i, as its length in tokens (0 when none). */
export function matchAt(tokens: readonly Token[], i: number, set: PhraseSet, steps: Steps): number {
  return longestFrom(tokens, i, set.root, 0, steps);
}

/** The longest phrase through `at` from token i + depth: an exact word and "*" are both tried (phrases are short, so the branching is too). */
function longestFrom(tokens: readonly Token[], i: number, at: TrieNode, depth: number, steps: Steps): number {
  let best = depth > 0 && at.end ? depth : 0;
  const tok = tokens[i + depth];
  if (tok === undefined) return best;
  steps.n++;
  const child = at.next.get(tok.norm);
  if (child !== undefined) best = Math.max(best, longestFrom(tokens, i, child, depth + 1, steps));
  if (at.any !== null && tok.kind === 'word') best = Math.max(best, longestFrom(tokens, i, at.any, depth + 1, steps));
  return best;
}

export interface PhraseHit {
  start: number;
  length: number;
}

/** Every non-overlapping phrase of the set, left to right. */
export function findAll(tokens: readonly Token[], set: PhraseSet, steps: Steps): PhraseHit[] {
  const hits: PhraseHit[] = [];
  for (let i = 0; i < tokens.length; i++) {
    steps.n++;
    const len = matchAt(tokens, i, set, steps);
    if (len > 0) {
      hits.push({ start: i, length: len });
      i += len - 1;
    }
  }
  return hits;
}
