// Two projects: `unit` runs the pure engine, schemas, contracts and handlers in-process;
// `e2e` starts the real local site (`netlify serve --offline`) once and drives it over HTTP.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['test/**/*.test.ts'],
          exclude: ['test/e2e/**'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['test/e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['test/support/serve-site.ts'],
          testTimeout: 30_000,
          hookTimeout: 240_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
