/** The pre-validated artefact the functions load is exactly data/ as validated; a stale copy fails here. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ARTEFACT_PATH, artefactText } from '../../src/catalog/artefact.ts';
import { rawData } from '../../src/catalog/data-files.ts';
import { catalog, PRE_FOLDED, validateCatalog } from '../../src/catalog/load.ts';
import { foldedWords, isAlreadyFolded } from '../../src/engine/fold.ts';

describe('src/catalog/validated-catalog.json', () => {
  it('equals data/ as validateCatalog returns it (run `npm run catalog` after editing data/)', () => {
    expect(readFileSync(ARTEFACT_PATH, 'utf8') === artefactText(validateCatalog(rawData())), 'stale artefact: run npm run catalog').toBe(true);
  });

  it('carries every vocabulary word of other scripts or with accents folded as the engine folds it now', () => {
    const words = Object.values(catalog.vocabulary.concepts).flatMap((c) => c.words).filter((w) => !isAlreadyFolded(w));
    expect(words.length).toBeGreaterThan(1000);
    for (const w of words) expect(PRE_FOLDED.get(w), w).toEqual(foldedWords(w));
  });

  it('is what load.ts exports, frozen', () => {
    expect(catalog).toEqual(validateCatalog(rawData()));
    expect(Object.isFrozen(catalog.sounds.routes[0]!.fit.topics)).toBe(true);
  });
});
