/** The pre-validated artefact the functions load is exactly data/ as validated; a stale copy fails here. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ARTEFACT_PATH, artefactText } from '../../src/catalog/artefact.ts';
import { rawData } from '../../src/catalog/data-files.ts';
import { catalog, validateCatalog } from '../../src/catalog/load.ts';

describe('src/catalog/validated-catalog.json', () => {
  it('equals data/ as validateCatalog returns it (run `npm run catalog` after editing data/)', () => {
    expect(readFileSync(ARTEFACT_PATH, 'utf8') === artefactText(validateCatalog(rawData())), 'stale artefact: run npm run catalog').toBe(true);
  });

  it('is what load.ts exports, frozen', () => {
    expect(catalog).toEqual(validateCatalog(rawData()));
    expect(Object.isFrozen(catalog.sounds.routes[0]!.fit.topics)).toBe(true);
  });
});
