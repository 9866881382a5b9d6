/**
 * The static API's URL map: which extensionless paths rewrite to which pre-rendered JSON files
 * (the GET endpoints declared `static-json` in src/endpoints.ts), and the JSON 404s for unknown
 * /api/ paths. Rendered into Netlify's `_redirects` at build time.
 */
import type { Catalog } from '../catalog/load.ts';
import { getEndpoints } from '../operations.ts';
import { PATHS, jsonFileOf } from '../surfaces.ts';

export interface StaticJsonRoute {
  /** The public path. */
  path: string;
  /** The pre-rendered file that answers it. */
  file: string;
}

/** Every extensionless static JSON path and its file: the GET endpoints served as static JSON, one per slug for a `{slug}` path. */
export function staticJsonRoutes(c: Catalog): StaticJsonRoute[] {
  return getEndpoints
    .filter((e) => e.served === 'static-json')
    .flatMap((e) => (e.path.includes('{slug}') ? c.sounds.routes.map((r) => e.path.replace('{slug}', r.sound_slug)) : [e.path]))
    .map((path) => ({ path, file: jsonFileOf(path) }));
}

/**
 * `_redirects` lines. Order matters: exact rewrites first, then the JSON 404s. Functions with a
 * `path` take precedence over these rules, so the POST endpoints are not shadowed.
 */
export function redirectsFile(c: Catalog): string {
  const lines = staticJsonRoutes(c).flatMap((r) => [`${r.path} ${r.file} 200`, `${r.path}/ ${r.file} 200`]);
  // The JSON 404s: an unknown sound lists the valid slugs; anything else under the API is a plain 404 problem.
  const soundsDir = PATHS.sounds;
  const apiDir = soundsDir.slice(0, soundsDir.lastIndexOf('/'));
  lines.push(`${soundsDir}/* ${soundsDir}/not-found.json 404`, `${apiDir}/* ${apiDir}/not-found.json 404`);
  return `# Generated at build time from data/ by src/contracts/static-routes.ts; do not edit.\n${lines.join('\n')}\n`;
}
