/** Boundaries: the engine is pure (no adapters, no I/O, no clock, no randomness); functions stay thin. */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const files = (dir: string) => readdirSync(dir).filter((f) => /\.(ts|mts)$/.test(f)).map((f) => join(dir, f));
const imports = (file: string) => [...readFileSync(file, 'utf8').matchAll(/^import[^'"]*['"]([^'"]+)['"]/gm)].map((m) => m[1]!);

describe('architecture', () => {
  it.each(files('src/engine'))('%s imports only the engine, schemas, the catalog type and zod', (file) => {
    for (const spec of imports(file)) {
      // franc-min: a pure, deterministic language detector (trigram tables, no I/O) used by the concierge's reader.
      expect(spec.startsWith('./') || spec.startsWith('../schemas/') || spec === '../catalog/load.ts' || spec === 'zod' || spec === 'franc-min', `${file} imports ${spec}`).toBe(true);
    }
    const src = readFileSync(file, 'utf8');
    expect(src, file).not.toMatch(/\bDate\.now\(|new Date\(|Math\.random\(|process\.env|fetch\(|crypto\./);
  });

  it.each(files('netlify/functions'))('%s is a thin adapter', (file) => {
    const src = readFileSync(file, 'utf8');
    expect(src.split('\n').length, file).toBeLessThan(25);
    for (const spec of imports(file)) expect(spec.startsWith('../../src/engine'), `${file} reaches into the engine: ${spec}`).toBe(false);
  });
});
