/** The JSON 404 bodies served as static files for unknown /api/ paths. */
import type { Catalog } from '../catalog/load.ts';
import type { Problem } from '../schemas/problem.ts';
import { problemBody } from '../schemas/problems.ts';
import { PATHS } from '../surfaces.ts';

/** 404 body for an unknown slug under /api/sounds/, listing the valid slugs. */
export function unknownSoundProblem(c: Catalog): Problem {
  const slugs = c.sounds.routes.map((r) => r.sound_slug);
  return problemBody('unknown-sound', `No sound route at this path. Valid slugs: ${slugs.join(', ')}.`, { valid_values: slugs });
}

/** 404 body for any unknown /api/ path. */
export function apiNotFoundProblem(): Problem {
  return problemBody('not-found', `No API endpoint at this path. The endpoints are listed at ${PATHS.developers} and described at ${PATHS.openapi}.`);
}
