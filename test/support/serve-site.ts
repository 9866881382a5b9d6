/**
 * Global setup of the e2e project: builds and serves the site exactly as `npm start` does
 * (scripts/local-server.mjs: `netlify serve --offline` on free internal ports, functions and
 * static server ports included, behind the local guard) on a free public port, waits until it answers, and tears it
 * down afterwards, so `npm test` passes while an `npm start` runs. Tests read the address with
 * inject('baseUrl'); E2E_BASE_URL points them at a running deployment instead.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { freePort, startLocalServer } from '../../scripts/local-server.mjs';
import { startLocalStripe } from '../../scripts/stripe-local.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** The local Stripe stand-in the served site talks to (empty against a deployment). */
    stripeUrl: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const external = process.env.E2E_BASE_URL;
  if (external) {
    project.provide('baseUrl', external.replace(/\/$/, ''));
    project.provide('stripeUrl', '');
    return async () => {};
  }
  // The site's billing talks to a Stripe-shaped stand-in on localhost, as under npm start.
  const port = await freePort();
  const stripe = await startLocalStripe({ siteUrl: `http://localhost:${port}` });
  // A fresh Blobs directory per run: keys claimed by one run must not be "already claimed" in the next.
  const blobsDir = mkdtempSync(join(tmpdir(), 'soundlane-blobs-'));
  const options = { port, stdio: 'pipe', env: { URL: `http://localhost:${port}`, SOUNDLANE_BLOBS_DIR: blobsDir, ...stripe.env } };
  const server = await startLocalServer(options as Parameters<typeof startLocalServer>[0]);
  project.provide('baseUrl', server.url);
  project.provide('stripeUrl', stripe.server.url);
  return async () => {
    await server.stop();
    await stripe.server.stop();
    rmSync(blobsDir, { recursive: true, force: true });
  };
}
