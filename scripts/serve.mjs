#!/usr/bin/env node
// npm start: builds the site and serves static files + functions + local Netlify Blobs at
// http://localhost:8888 (PORT overrides) with `netlify serve --offline` behind the local guard
// (scripts/local-server.mjs): no account, no network, and no single request can take it down.
// Without STRIPE_SECRET_KEY in the environment it also starts the local Stripe stand-in
// (scripts/stripe-local.ts) so the whole buy -> claim -> verify flow can be clicked through.
import { startLocalServer } from './local-server.mjs';
import { startLocalStripe } from './stripe-local.ts';
import { PATHS } from '../src/surfaces.ts';

const port = Number(process.env.PORT ?? '8888');
const host = process.env.HOST ?? '127.0.0.1';
const siteUrl = `http://${host === '127.0.0.1' ? 'localhost' : host}:${port}`;
const stripe = process.env.STRIPE_SECRET_KEY ? null : await startLocalStripe({ siteUrl, port: Number(process.env.STRIPE_PORT ?? '12111') });
const server = await startLocalServer({ port, host, stdio: 'inherit', env: { URL: siteUrl, ...(stripe?.env ?? {}) } });
console.log(`\n  Soundlane is serving at ${server.url}  (static site, functions, local Blobs; Ctrl-C stops it)\n`);
if (stripe) {
  console.log(`  Local Stripe stand-in at ${stripe.server.url} (no real payments). Try the flow:`);
  console.log(`    buy:   ${server.url}${PATHS.pricing}  (checkout links go to the stand-in, then back to ${PATHS.apiConnect})`);
  console.log(`    claim: ${server.url}${PATHS.apiConnect}?session_id=${stripe.seeded.indie}  with e-mail buyer@example.com`);
  console.log(`    also seeded: ${stripe.seeded.studio} (Studio), ${stripe.seeded.free} (free key tier)\n`);
}
for (const sig of ['SIGINT', 'SIGTERM']) {
  process.on(sig, () => {
    void Promise.all([server.stop(), stripe?.server.stop()]).then(() => process.exit(0));
  });
}
