/**
 * One declaration per public name: every path is written in src/surfaces.ts, every MCP tool name
 * in src/operations.ts, every MCP prompt name and resource URI in src/endpoints.ts, every problem
 * title in src/schemas/problems.ts, and nowhere else in the source (comments and the generated
 * function files aside). Data, schema and example files are reached through their declarations,
 * never by a file name pasted onto a path. A second copy is how surfaces drift.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DATA_FILES, DERIVED_DATA_FILES } from '../../src/catalog/data-files.ts';
import { examples } from '../../src/contracts/examples.ts';
import { catalog } from '../../src/catalog/load.ts';
import { MCP_PROMPTS, MCP_RESOURCES, toolOperations } from '../../src/operations.ts';
import { PROBLEMS } from '../../src/schemas/problems.ts';
import { PATHS, dataPath, examplePath } from '../../src/surfaces.ts';

const ROOT = join(import.meta.dirname, '../..');
const SOURCE_DIRS = ['src', 'scripts', 'netlify'];
const GENERATED = /Generated from .* Do not edit\./;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) return sourceFiles(p);
    return /\.(ts|mts|mjs|astro)$/.test(name) ? [p] : [];
  });
}

/** Source text without comments (documentation may name a path) and without generated files. */
const SOURCES: Array<{ file: string; code: string }> = SOURCE_DIRS.flatMap((d) => sourceFiles(join(ROOT, d)))
  .map((p) => ({ file: relative(ROOT, p), text: readFileSync(p, 'utf8') }))
  .filter(({ text }) => !GENERATED.test(text.slice(0, 400)))
  .map(({ file, text }) => ({ file, code: text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '') }));

const escape = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Files that write `token` as a whole token (not as part of a longer path or word). */
function filesWriting(token: string, word = false): string[] {
  const re = word ? new RegExp(`\\b${escape(token)}\\b`) : new RegExp(`(?<![\\w/.-])${escape(token)}(?![\\w/{}-]|\\.[a-z])`);
  return SOURCES.filter((s) => re.test(s.code)).map((s) => s.file);
}

describe('a path, a tool name or a status meaning is written in exactly one source file', () => {
  // "/" alone is every URL's first character: the home page is checked by its name only.
  const paths = Object.entries(PATHS).filter(([, p]) => p !== '/');
  it.each(paths)('the path %s (%s) is written only in src/surfaces.ts', (_name, path) => {
    expect(filesWriting(path)).toEqual(['src/surfaces.ts']);
  });

  it.each(toolOperations.map((op) => [op.tool.name]))('the tool name %s is written only in src/operations.ts', (name) => {
    expect(filesWriting(name, true)).toEqual(['src/operations.ts']);
  });

  it.each(Object.entries(PROBLEMS).map(([code, row]) => [code, row.title]))('the problem title for %s ("%s") is written only in src/schemas/problems.ts', (_code, title) => {
    // As a problem's title (`title: '…'` in code, `"title":"…"` in JSON text), not a page heading that happens to read the same.
    expect([...new Set([...filesWriting(`title: '${title}'`), ...filesWriting(`"title":"${title}"`)])]).toEqual(['src/schemas/problems.ts']);
  });

  it.each(Object.values(MCP_PROMPTS).map((p) => [p.name]))('the MCP prompt name %s is written only in src/endpoints.ts', (name) => {
    expect(filesWriting(name, true)).toEqual(['src/endpoints.ts']);
  });

  it.each(Object.values(MCP_RESOURCES).map((r) => [r.uriPath]))('the MCP resource URI <scheme>://%s is never written out (resourceUri composes it from src/endpoints.ts)', (uriPath) => {
    expect(filesWriting(`://${uriPath}`)).toEqual([]);
  });

  // A data, schema or example file's public path is composed from its declaration (DATA_FILES,
  // DERIVED_DATA_FILES, PUBLIC_SCHEMA, examples()), never written out or pasted together by hand.
  const files = [...Object.values(DATA_FILES), ...Object.values(DERIVED_DATA_FILES)].map((f) => dataPath(f.file)).concat(examples(catalog).map((e) => examplePath(e.file)));
  it.each(files.map((f) => [f]))('the public file %s is written out in no source file', (path) => {
    expect(filesWriting(path)).toEqual([]);
  });

  const PASTED = /\b(?:dataPath|schemaPath|examplePath|soundPath)\(\s*['"`]|\$\{(?:P|PATHS)\.(?:data|schemas|examples)\}[\w-]/;
  it('no source file pastes a file name onto a path (dataPath(\'x.json\'), `${PATHS.data}x.json`)', () => {
    expect(SOURCES.filter((f) => f.file !== 'src/surfaces.ts' && PASTED.test(f.code)).map((f) => f.file)).toEqual([]);
    expect(PASTED.test("dataPath('plans.json')") && PASTED.test('`${PATHS.data}plans.json`') && !PASTED.test('dataPath(DATA_FILES.plans.file)')).toBe(true);
  });

  it('can fail: a second copy of a path is found', () => {
    SOURCES.push({ file: 'planted.ts', code: `const p = '${PATHS.recommend}';` });
    try {
      expect(filesWriting(PATHS.recommend)).toContain('planted.ts');
    } finally {
      SOURCES.pop();
    }
  });
});
