/**
 * Read-only views of the catalog: sound list, sound profile, proof, momentum snapshot, health,
 * behavior profiles. Pure; the static GET files and the MCP lookup tools both serve them.
 */
import type { z } from 'zod';
import type { Catalog } from '../catalog/load.ts';
import type { HealthSchema, MomentumSnapshotSchema, ProofListSchema, SoundBehaviorProfilesSchema, SoundListSchema, SoundProfileSchema } from '../schemas/catalog.ts';
import type { SoundRoute } from '../schemas/catalog.ts';
import type { ProofQuery, SoundHealthQuery, SoundProfileQuery } from '../schemas/tools.ts';
import { behaviorOf, requireRoute } from './route.ts';
import { PATHS, soundPath } from '../surfaces.ts';

export function soundList(c: Catalog): z.infer<typeof SoundListSchema> {
  return {
    type: 'sound_list',
    api_version: c.service.api_version,
    catalog_updated: c.service.catalog_updated,
    demonstration: c.sounds.demonstration,
    default_route: c.sounds.default_route,
    count: c.sounds.routes.length,
    routes: [...c.sounds.routes],
  };
}

export function soundProfile(c: Catalog, route: SoundRoute): z.infer<typeof SoundProfileSchema> {
  return {
    type: 'sound_profile',
    api_version: c.service.api_version,
    is_default_route: route.sound_slug === c.sounds.default_route,
    route,
    links: { self: soundPath(route.sound_slug), list: PATHS.sounds, proof: PATHS.proof },
  };
}

export function proofList(c: Catalog): z.infer<typeof ProofListSchema> {
  const examples = c.sounds.routes.flatMap((r) => r.proof_examples.map((p) => ({ ...p, sound_slug: r.sound_slug, sound_name: r.name })));
  return {
    type: 'proof_list',
    api_version: c.service.api_version,
    demonstration: examples.some((e) => e.demonstration),
    note: 'Public clips that used a route: evidence of fit and momentum only. They promise no views.',
    count: examples.length,
    examples,
  };
}

export function momentumSnapshot(c: Catalog): z.infer<typeof MomentumSnapshotSchema> {
  const routes = c.sounds.routes.map((r) => ({ sound_slug: r.sound_slug, name: r.name, ...r.health }));
  const count = (f: (r: (typeof routes)[number]) => boolean): number => routes.filter(f).length;
  const asOf = routes.map((r) => r.updated).sort().pop() ?? c.service.catalog_updated;
  return {
    type: 'momentum_snapshot',
    api_version: c.service.api_version,
    as_of: asOf,
    default_route: c.sounds.default_route,
    rising_routes: routes.filter((r) => r.momentum_state === 'rising').map((r) => r.sound_slug),
    routes,
    catalog: {
      route_count: routes.length,
      momentum: { rising: count((r) => r.momentum_state === 'rising'), steady: count((r) => r.momentum_state === 'steady'), cooling: count((r) => r.momentum_state === 'cooling') },
      saturation: {
        default_route: count((r) => r.saturation_state === 'default_route'),
        fresh: count((r) => r.saturation_state === 'fresh'),
        open: count((r) => r.saturation_state === 'open'),
        crowded: count((r) => r.saturation_state === 'crowded'),
        saturated: count((r) => r.saturation_state === 'saturated'),
      },
    },
    note: 'A sound-health snapshot of the catalog at as_of: use it as a route snapshot, not as a trend prediction.',
  };
}

export function health(c: Catalog): z.infer<typeof HealthSchema> {
  return {
    status: 'ok',
    service: c.service.name,
    api_version: c.service.api_version,
    sound_brief_version: c.service.sound_brief_version,
    catalog_updated: c.service.catalog_updated,
    route_count: c.sounds.routes.length,
    demonstration: c.service.demonstration,
  };
}

/** The sound behavior profiles data file: every route's profile, keyed by slug order. */
export function behaviorProfiles(c: Catalog): z.infer<typeof SoundBehaviorProfilesSchema> {
  return { demonstration: c.sounds.demonstration, catalog_updated: c.service.catalog_updated, profiles: c.sounds.routes.map(behaviorOf) };
}


/** get_sound_profile: one route's profile, or an unknown-sound error listing the valid slugs. */
export function soundProfileBySlug(c: Catalog, q: SoundProfileQuery): z.infer<typeof SoundProfileSchema> {
  return soundProfile(c, requireRoute(c, q.sound_slug, 'sound_slug'));
}

/** get_proof_examples: all proof, or one route's. */
export function proofBySlug(c: Catalog, q: ProofQuery): z.infer<typeof ProofListSchema> {
  const all = proofList(c);
  if (q.sound_slug === undefined) return all;
  const slug = requireRoute(c, q.sound_slug, 'sound_slug').sound_slug;
  const examples = all.examples.filter((e) => e.sound_slug === slug);
  return { ...all, demonstration: examples.some((e) => e.demonstration), count: examples.length, examples };
}

/** get_sound_health: the snapshot, narrowed to one route when asked (catalog totals stay catalog-wide). */
export function healthBySlug(c: Catalog, q: SoundHealthQuery): z.infer<typeof MomentumSnapshotSchema> {
  const snap = momentumSnapshot(c);
  if (q.sound_slug === undefined) return snap;
  const slug = requireRoute(c, q.sound_slug, 'sound_slug').sound_slug;
  return { ...snap, rising_routes: snap.rising_routes.filter((s) => s === slug), routes: snap.routes.filter((r) => r.sound_slug === slug) };
}
