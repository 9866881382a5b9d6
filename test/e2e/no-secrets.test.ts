/**
 * No secret from the environment reaches the built static output: the e2e build runs with the
 * local Stripe stand-in's secret key and webhook secret in its environment (as a deployment runs
 * with the real ones), and neither may appear in any file under dist/, nor in what the site serves.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { startLocalStripe } from '../../scripts/stripe-local.ts';
import { PATHS } from '../../src/surfaces.ts';

const base = inject('baseUrl');
const DIST = join(import.meta.dirname, '../../dist');

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((n) => {
    const p = join(dir, n);
    return statSync(p).isDirectory() ? files(p) : [p];
  });
}

describe('no secret in the static output', () => {
  it('the Stripe secret key and webhook secret the build ran with appear in no built file and no served page', async () => {
    // The same values the e2e setup gave the served site's environment.
    const stripe = await startLocalStripe({ siteUrl: base });
    const secrets = [stripe.env.STRIPE_SECRET_KEY!, stripe.env.STRIPE_WEBHOOK_SECRET!];
    await stripe.server.stop();
    const built = files(DIST).filter((f) => /\.(html|js|json|txt|css|xml|map)$|_redirects$|_headers$/.test(f));
    expect(built.length).toBeGreaterThan(20);
    for (const f of built) {
      const text = readFileSync(f, 'utf8');
      for (const s of secrets) expect(text.includes(s), `${s.slice(0, 8)}… in ${f}`).toBe(false);
    }
    for (const path of [PATHS.home, PATHS.pricing, PATHS.apiConnect, PATHS.llmsTxt, PATHS.openapi, PATHS.playground]) {
      const text = await (await fetch(`${base}${path}`)).text();
      for (const s of secrets) expect(text.includes(s), `${s.slice(0, 8)}… served at ${path}`).toBe(false);
    }
  });
});
