/**
 * Global setup of the e2e project: builds and serves the site exactly as `npm start` does
 * (scripts/local-server.mjs: `netlify serve --offline` on free internal ports, functions and
 * static server ports included, behind the local guard) on a free public port, waits until it answers, and tears it
 * down afterwards, so `npm test` passes while an `npm start` runs. Tests read the address with
 * inject('baseUrl'); E2E_BASE_URL points them at a running deployment instead.
 */
import type { TestProject } from 'vitest/node';
import { startLocalServer } from '../../scripts/local-server.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const external = process.env.E2E_BASE_URL;
  if (external) {
    project.provide('baseUrl', external.replace(/\/$/, ''));
    return async () => {};
  }
  const server = await startLocalServer({ stdio: 'pipe' });
  project.provide('baseUrl', server.url);
  return server.stop;
}
