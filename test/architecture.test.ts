/**
 * Boundaries: the engine is pure (no adapters, no I/O, no clock, no randomness); contracts and
 * adapters do not import each other; functions stay thin. The import rules run over the real
 * import graph (scripts/check-architecture.ts, the TypeScript compiler), and are shown to fail on a
 * copy of the tree with a forbidden import planted in each way an import can be written.
 */
import { appendFileSync, cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { architectureViolations, importGraph, specifiers } from '../scripts/check-architecture.ts';

const files = (dir: string) => readdirSync(dir).filter((f) => /\.(ts|mts)$/.test(f)).map((f) => join(dir, f));

describe('architecture', () => {
  it('the real import graph breaks no layer rule', () => {
    expect(architectureViolations('.')).toEqual([]);
  });

  it('the graph sees every way to import: import, import type, export from, import(), require, import("x").T', () => {
    const src = [
      "import a from './a.ts';",
      "import type { B } from './b.ts';",
      "export { c } from './c.ts';",
      "export * from './d.ts';",
      "const e = await import('./e.ts');",
      "const f = require('./f.cjs');",
      "type G = import('./g.ts').G;",
    ].join('\n');
    expect(specifiers('x.mts', src)).toEqual(['./a.ts', './b.ts', './c.ts', './d.ts', './e.ts', './f.cjs', './g.ts']);
    expect(specifiers('x.astro', `---\nimport { h } from '../h.ts';\n---\n<p>{h}</p>\n<script>import './i.ts';</script>\n`)).toEqual(['../h.ts', './i.ts']);
  });

  it('reads .astro pages and .mts functions', () => {
    const from = new Set(importGraph('.').map((e) => e.from));
    expect([...from].some((f) => f.endsWith('.astro'))).toBe(true);
    expect([...from].some((f) => f.endsWith('.mts'))).toBe(true);
  });

  describe('fails when a forbidden import is planted in a copy of the tree', () => {
    let root = '';
    const copy = () => {
      root = mkdtempSync(join(tmpdir(), 'arch-'));
      cpSync('src', join(root, 'src'), { recursive: true });
      cpSync('netlify', join(root, 'netlify'), { recursive: true });
      return root;
    };
    afterEach(() => rmSync(root, { recursive: true, force: true }));

    it.each([
      ['an engine file re-exports an adapter (export from)', 'src/engine/text.ts', "\nexport { corsHeaders } from '../adapters/http/cors.ts';\n", 'the engine is pure'],
      ['an engine file imports an adapter dynamically', 'src/engine/fold.ts', "\nexport const later = () => import('../adapters/http/auth.ts');\n", 'the engine is pure'],
      ['a contracts module imports an adapter', 'src/contracts/openapi.ts', "\nimport { problemResponse } from '../adapters/http/problem.ts';\nvoid problemResponse;\n", 'contracts do not import adapters'],
      ['an adapter imports a contracts module (type only)', 'src/adapters/http/cors.ts', "\nimport type { JsonSchema } from '../../contracts/json-schema.ts';\n", 'adapters do not import contracts'],
      ['a function imports the engine', 'netlify/functions/brief.mts', "\nimport '../../src/engine/brief.ts';\n", 'functions do not reach into the engine'],
    ])('%s', (_what, file, planted, rule) => {
      const r = copy();
      appendFileSync(join(r, file), planted);
      const violations = architectureViolations(r);
      expect(violations.length).toBe(1);
      expect(violations[0]).toContain(rule);
      expect(violations[0]).toContain(file);
    });

    it('an .astro page imports an adapter in its frontmatter', () => {
      const r = copy();
      const page = join(r, 'src/pages/developers.astro');
      writeFileSync(page, readFileSync(page, 'utf8').replace(/^---\n/, "---\nimport { mcpHandler } from '../adapters/mcp/handler.ts';\n"));
      expect(architectureViolations(r)).toEqual([expect.stringContaining('src/pages/developers.astro -> src/adapters/mcp/handler.ts')]);
    });
  });

  it.each(files('src/engine'))('%s uses no clock, randomness, environment or network', (file) => {
    const src = readFileSync(file, 'utf8');
    expect(src, file).not.toMatch(/\bDate\.now\(|new Date\(|Math\.random\(|process\.env|fetch\(|crypto\./);
  });

  it.each(files('netlify/functions'))('%s is a thin adapter', (file) => {
    expect(readFileSync(file, 'utf8').split('\n').length, file).toBeLessThan(25);
  });
});
