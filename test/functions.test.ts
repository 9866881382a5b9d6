/** Every Netlify Function file: a thin default export, a path config, and a rate limit keyed by IP and domain. */
import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { restOperations } from '../src/operations.ts';

const files = readdirSync('netlify/functions').filter((f) => f.endsWith('.mts'));

describe.each(files)('netlify/functions/%s', (file) => {
  it('exports a handler and a config with a path and an IP-and-domain rate limit', async () => {
    (globalThis as { Netlify?: unknown }).Netlify ??= { env: { get: () => undefined } };
    const mod = (await import(`../netlify/functions/${file}`)) as { default: unknown; config: { path: string; rateLimit: { aggregateBy: unknown; windowSize: number; windowLimit: number } } };
    expect(typeof mod.default).toBe('function');
    expect(mod.config.path).toMatch(/^\//);
    // A bare string here silently becomes a whole-domain limit on Netlify.
    expect(Array.isArray(mod.config.rateLimit.aggregateBy)).toBe(true);
    expect(mod.config.rateLimit.aggregateBy).toEqual(['ip', 'domain']);
    expect(Number.isInteger(mod.config.rateLimit.windowSize) && mod.config.rateLimit.windowSize <= 180).toBe(true);
  });
});

describe('function coverage', () => {
  it('every REST operation has its function file, and /mcp and /api/v1/status exist', async () => {
    const paths = await Promise.all(files.map(async (f) => ((await import(`../netlify/functions/${f}`)) as { config: { path: string } }).config.path));
    for (const op of restOperations) expect(paths).toContain(op.rest.path);
    expect(paths).toEqual(expect.arrayContaining(['/mcp', '/api/v1/status']));
  });
});

describe('security headers set by the functions themselves (netlify.toml [[headers]] do not reach function responses on Netlify)', () => {
  it.each(['recommend.mts', 'brief.mts', 'clip-pack.mts', 'concierge.mts', 'mcp.mts'])('%s: even a refused request carries nosniff, no framing and a referrer policy', async (file) => {
    (globalThis as { Netlify?: unknown }).Netlify ??= { env: { get: () => undefined } };
    const mod = (await import(`../netlify/functions/${file}`)) as { default: (req: Request) => Promise<Response> };
    const res = await mod.default(new Request('http://localhost/x', { method: 'GET' }));
    expect(res.status).toBe(405);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('content-security-policy')).toMatch(/default-src 'none'/);
  });
});
