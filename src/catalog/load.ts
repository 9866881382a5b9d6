/**
 * The typed, frozen catalog, and the validation that makes it. Validation runs at build time: the
 * build (an Astro integration in astro.config.mjs, or `npm run catalog`) checks every data file
 * against its schema and the files against each other, fails on bad data, and writes the result
 * to src/catalog/validated-catalog.json (src/catalog/artefact.ts). At run time this module only
 * loads and freezes that artefact: a function no longer pays for validating the whole catalog when
 * its module loads. A unit test keeps the committed artefact equal to the validated data/.
 */
import type { z } from 'zod';
import { issuePath } from '../schemas/issue-path.ts';
import { DATA_SCHEMAS } from './data-schemas.ts';
import artefact from './validated-catalog.json' with { type: 'json' };

type Files = typeof DATA_SCHEMAS;
/** The validated operator data: one property per data file. */
export type Catalog = { readonly [K in keyof Files]: z.infer<Files[K]['schema']> };

/** Thrown when data/ does not validate; the message names each file and the path inside it. */
export class DataValidationError extends Error {
  readonly problems: string[];
  constructor(problems: string[]) {
    super(`Invalid data in data/:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'DataValidationError';
    this.problems = problems;
  }
}

/** Checks that hold across files: slugs unique, default route present, packs referenced exist, hooks inside the longest length. */
function crossFileProblems(c: Catalog): string[] {
  const problems: string[] = [];
  const slugs = new Set<string>();
  const packIds = new Set(c.packs.packs.map((p) => p.id));
  if (packIds.size !== c.packs.packs.length) problems.push('data/video-template-packs.json: packs: pack ids must be unique');
  c.sounds.routes.forEach((r, i) => {
    const at = `data/sounds.json: routes[${i}]`;
    if (slugs.has(r.sound_slug)) problems.push(`${at}.sound_slug: duplicate slug "${r.sound_slug}"`);
    slugs.add(r.sound_slug);
    if (!packIds.has(r.template_pack)) problems.push(`${at}.template_pack: no pack "${r.template_pack}" in data/video-template-packs.json`);
    const longest = Math.max(...r.sound_behavior.recommended_lengths_s) * 1000;
    if (r.sound_behavior.hook_starts_at_ms >= longest) problems.push(`${at}.sound_behavior.hook_starts_at_ms: must fall inside the longest recommended length (${longest} ms)`);
    if (new Set(r.sound_behavior.recommended_lengths_s).size !== r.sound_behavior.recommended_lengths_s.length) problems.push(`${at}.sound_behavior.recommended_lengths_s: values must be unique`);
  });
  const concepts = c.vocabulary.concepts;
  for (const [id, concept] of Object.entries(concepts)) {
    for (const ref of [...concept.broader, ...concept.moods]) {
      if (!Object.hasOwn(concepts, ref)) problems.push(`data/vocabulary.json: concepts.${id}: "${ref}" is not a concept`);
    }
  }
  for (const [word, ids] of Object.entries(c.lexicon.words)) {
    for (const id of ids) if (!Object.hasOwn(concepts, id)) problems.push(`data/lexicon.json: words.${word}: "${id}" is not a concept of data/vocabulary.json; run npm run vocabulary`);
  }
  if (!slugs.has(c.sounds.default_route)) problems.push(`data/sounds.json: default_route: "${c.sounds.default_route}" is not a route slug`);
  return problems;
}

/** Validates raw data (one entry per data file key) and returns the catalog, or throws DataValidationError. */
export function validateCatalog(raw: { [K in keyof Files]: unknown }): Catalog {
  const problems: string[] = [];
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(DATA_SCHEMAS) as Array<keyof Files>) {
    const { file, schema } = DATA_SCHEMAS[key];
    const result = schema.safeParse(raw[key]);
    if (result.success) out[key] = result.data;
    else for (const issue of result.error.issues) problems.push(`data/${file}: ${issuePath(issue.path) || '(root)'}: ${issue.message}`);
  }
  if (problems.length > 0) throw new DataValidationError(problems);
  const catalog = out as Catalog;
  const cross = crossFileProblems(catalog);
  if (cross.length > 0) throw new DataValidationError(cross);
  return deepFreeze(catalog);
}

function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}

/** The shipped catalog: the artefact the build validated (see the header), frozen. */
export const catalog: Catalog = deepFreeze((artefact as unknown as { catalog: Catalog }).catalog);

/**
 * Vocabulary words folded at build time (src/catalog/artefact.ts foldedVocabulary): word -> its folded words.
 * A lookup, so compiling the vocabulary on a function's first request does not fold 6,000 words of other
 * scripts again; a word missing here (a catalog built another way) is folded as before. A unit test keeps
 * every entry equal to folding it now.
 */
export const PRE_FOLDED: ReadonlyMap<string, readonly string[]> = new Map(Object.entries((artefact as unknown as { folded?: Record<string, string> }).folded ?? {}).map(([w, f]) => [w, f === '' ? [] : f.split(' ')]));
