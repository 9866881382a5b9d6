// Astro builds the whole public surface that is the same for every caller into static files
// (dist/). Dynamic endpoints are Netlify Functions in netlify/functions/, not Astro routes.
// No @astrojs/netlify adapter: with Astro 7 it adds an SSR catch-all function even to a static
// build, which swallows the `_redirects` rules (extensionless JSON paths and JSON 404s).
import { defineConfig } from 'astro/config';
import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

/**
 * Validates data/ when the build (or dev server) starts and writes the pre-validated artefact the
 * functions load (src/catalog/artefact.ts): bad data fails the build here, naming file and path.
 */
function validatedCatalog() {
  return {
    name: 'validated-catalog',
    hooks: {
      'astro:config:setup': async ({ logger }) => {
        const { writeValidatedCatalog } = await import('./src/catalog/artefact.ts');
        if (writeValidatedCatalog()) logger.info('wrote src/catalog/validated-catalog.json');
      },
      // astro dev: an edit under data/ rewrites the artefact (pages then reload); bad data is logged, not fatal.
      'astro:server:setup': async ({ server, logger }) => {
        const { writeValidatedCatalog } = await import('./src/catalog/artefact.ts');
        server.watcher.add(fileURLToPath(new URL('./data/', import.meta.url)));
        server.watcher.on('change', (file) => {
          if (!file.includes('/data/')) return;
          try {
            if (writeValidatedCatalog()) logger.info('rewrote src/catalog/validated-catalog.json');
          } catch (e) {
            logger.error(e instanceof Error ? e.message : String(e));
          }
        });
      },
    },
  };
}

/** Writes Netlify's `_redirects` from the catalog after the build (src/contracts/static-routes.ts). */
function netlifyRedirects() {
  return {
    name: 'netlify-redirects',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const { catalog } = await import('./src/catalog/load.ts');
        const { redirectsFile } = await import('./src/contracts/static-routes.ts');
        const target = new URL('_redirects', dir);
        await writeFile(fileURLToPath(target), redirectsFile(catalog));
        logger.info(`wrote ${fileURLToPath(target)}`);
      },
    },
  };
}

export default defineConfig({
  output: 'static',
  site: 'https://soundlane.example',
  trailingSlash: 'ignore',
  build: { format: 'directory' },
  integrations: [validatedCatalog(), netlifyRedirects()],
  // A content security policy on every page: Astro hashes the scripts and styles it bundles and
  // writes the policy into a <meta> tag; nothing inline runs that the build did not hash. Pages
  // call only their own origin. (frame-ancestors cannot live in a meta tag: netlify.toml sends
  // X-Frame-Options DENY.)
  security: {
    csp: {
      directives: ["default-src 'self'", "img-src 'self' data:", "connect-src 'self'", "base-uri 'self'", "form-action 'self'", "object-src 'none'"],
    },
  },
});
