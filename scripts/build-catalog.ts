/**
 * npm run catalog: validates data/ and writes the pre-validated artefact the functions load
 * (src/catalog/validated-catalog.json). The build does the same (astro.config.mjs); run this after
 * editing data/ when you will not build, e.g. before npm test.
 */
import { writeValidatedCatalog } from '../src/catalog/artefact.ts';

console.log(writeValidatedCatalog() ? 'wrote src/catalog/validated-catalog.json' : 'src/catalog/validated-catalog.json is up to date');
