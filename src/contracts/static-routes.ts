/**
 * The static API's URL map: which extensionless paths rewrite to which pre-rendered JSON files,
 * and the JSON 404s for unknown /api/ paths. Rendered into Netlify's `_redirects` at build time.
 */
import type { Catalog } from '../catalog/load.ts';

export interface StaticJsonRoute {
  /** The public path. */
  path: string;
  /** The pre-rendered file that answers it. */
  file: string;
}

/** Every extensionless static JSON path and its file. */
export function staticJsonRoutes(c: Catalog): StaticJsonRoute[] {
  return [
    { path: '/api/sounds', file: '/api/sounds.json' },
    ...c.sounds.routes.map((r) => ({ path: `/api/sounds/${r.sound_slug}`, file: `/api/sounds/${r.sound_slug}.json` })),
    { path: '/api/proof', file: '/api/proof.json' },
    { path: '/api/momentum', file: '/api/momentum.json' },
    { path: '/api/v1/momentum', file: '/api/v1/momentum.json' },
    { path: '/api/health', file: '/api/health.json' },
  ];
}

/**
 * `_redirects` lines. Order matters: exact rewrites first, then the JSON 404s. Functions with a
 * `path` take precedence over these rules, so the POST endpoints are not shadowed.
 */
export function redirectsFile(c: Catalog): string {
  const lines = staticJsonRoutes(c).flatMap((r) => [`${r.path} ${r.file} 200`, `${r.path}/ ${r.file} 200`]);
  lines.push('/api/sounds/* /api/sounds/not-found.json 404', '/api/* /api/not-found.json 404');
  return `# Generated at build time from data/ by src/contracts/static-routes.ts; do not edit.\n${lines.join('\n')}\n`;
}
