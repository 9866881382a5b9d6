/**
 * The build step behind the pre-validated catalog: validates data/ (throwing DataValidationError,
 * which fails the build, with each file and path) and writes src/catalog/validated-catalog.json,
 * which src/catalog/load.ts loads at run time without validating again.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { rawData } from './data-files.ts';
import { validateCatalog, type Catalog } from './load.ts';

export const ARTEFACT_PATH = fileURLToPath(new URL('./validated-catalog.json', import.meta.url));

/** The artefact's bytes for a validated catalog: one line, so a stale copy is replaced whole. */
export function artefactText(catalog: Catalog): string {
  return `${JSON.stringify({ $comment: 'Generated from data/ by the build (src/catalog/artefact.ts; npm run catalog). Do not edit.', catalog })}\n`;
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
