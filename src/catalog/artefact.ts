/**
 * The build step behind the pre-validated catalog: validates data/ (throwing DataValidationError,
 * which fails the build, with each file and path) and writes src/catalog/validated-catalog.json,
 * which src/catalog/load.ts loads at run time without validating again.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { rawData } from './data-files.ts';
import { validateCatalog, type Catalog } from './load.ts';
import { foldedWords, isAlreadyFolded } from '../engine/fold.ts';

export const ARTEFACT_PATH = fileURLToPath(new URL('./validated-catalog.json', import.meta.url));

/**
 * The folded words of every vocabulary word that folding has to work for (accents, other scripts), word -> words
 * joined by a space. Folding Thai and Chinese runs the word segmenter, and the vocabulary's 20,000 words in
 * eighteen languages cost a function about 100 ms on its first request; folded here once, they are looked up
 * (src/catalog/load.ts PRE_FOLDED). Plain lower-case ASCII words fold to themselves and are left out.
 */
export function foldedVocabulary(catalog: Catalog): Record<string, string> {
  const out: Record<string, string> = {};
  for (const c of Object.values(catalog.vocabulary.concepts)) for (const w of c.words) if (!isAlreadyFolded(w)) out[w] = foldedWords(w).join(' ');
  return out;
}

/** The artefact's bytes for a validated catalog: one line, so a stale copy is replaced whole. */
export function artefactText(catalog: Catalog): string {
  return `${JSON.stringify({ $comment: 'Generated from data/ by the build (src/catalog/artefact.ts; npm run catalog). Do not edit.', catalog, folded: foldedVocabulary(catalog) })}\n`;
}

/** Validates data/ and writes the artefact when it changed. Returns whether it was rewritten. */
export function writeValidatedCatalog(): boolean {
  const text = artefactText(validateCatalog(rawData()));
  let current = '';
  try {
    current = readFileSync(ARTEFACT_PATH, 'utf8');
  } catch {}
  if (current === text) return false;
  writeFileSync(ARTEFACT_PATH, text);
  return true;
}
