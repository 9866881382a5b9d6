/** netlify.toml: publish dir, functions dir, and the CORS, cache and security headers of the static API. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const toml = readFileSync('netlify.toml', 'utf8');
/** The `[headers.values]` text of the `[[headers]]` block for `path`. */
const headersFor = (path: string): string => {
  const block = toml.split('[[headers]]').find((b) => b.includes(`for = "${path}"`));
  if (!block) throw new Error(`no [[headers]] for ${path}`);
  return block;
};

describe('netlify.toml', () => {
  it('builds with npm run build into dist and takes functions from netlify/functions', () => {
    expect(toml).toMatch(/command = "npm run build"/);
    expect(toml).toMatch(/publish = "dist"/);
    expect(toml).toMatch(/directory = "netlify\/functions"/);
  });

  it.each(['/api/*', '/data/*', '/schemas/*'])('%s: open CORS, edge cache with background revalidation, nosniff', (path) => {
    const h = headersFor(path);
    expect(h).toMatch(/Access-Control-Allow-Origin = "\*"/);
    expect(h).toMatch(/Cache-Control = "public, max-age=\d+, stale-while-revalidate=\d+"/);
    expect(h).toMatch(/X-Content-Type-Options = "nosniff"/);
  });

  it('every response refuses framing and MIME sniffing', () => {
    const h = headersFor('/*');
    expect(h).toMatch(/X-Frame-Options = "DENY"/);
    expect(h).toMatch(/X-Content-Type-Options = "nosniff"/);
  });
});
