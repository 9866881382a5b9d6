/** The function files are exactly what src/surfaces.ts declares (run `npm run functions` after editing it). */
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { renderFunctionFile } from '../../src/contracts/function-files.ts';
import { FUNCTIONS, PATHS } from '../../src/surfaces.ts';

const DIR = fileURLToPath(new URL('../../netlify/functions/', import.meta.url));

describe('netlify/functions/ is generated from src/surfaces.ts', () => {
  it.each(FUNCTIONS.map((f) => [f.name, f]))('%s.mts is up to date', (_name, f) => {
    const { file, text } = renderFunctionFile(f);
    expect(readFileSync(DIR + file, 'utf8') === text, `stale ${file}: run npm run functions`).toBe(true);
  });

  it('no function file is left that is not declared', () => {
    const declared = FUNCTIONS.map((f) => `${f.name}.mts`).sort();
    expect(readdirSync(DIR).filter((f) => /\.m?[jt]s$/.test(f)).sort()).toEqual(declared);
  });

  it('each file serves its declared path with a rate limit per IP and domain', async () => {
    for (const f of FUNCTIONS) {
      const mod = (await import(`${DIR}${f.name}.mts`)) as { config: { path: string; rateLimit: { aggregateBy: string[] } }; default: unknown };
      expect(mod.config.path).toBe(PATHS[f.path]);
      expect(mod.config.rateLimit.aggregateBy).toEqual(['ip', 'domain']);
      expect(typeof mod.default).toBe('function');
    }
  });
});
