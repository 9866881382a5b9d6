/** The routing matrix is the engine's own answer for 40+ distinct kinds of clip, never a stored result. */
import { describe, expect, it } from 'vitest';
import { catalog, type Catalog } from '../../src/catalog/load.ts';
import { MATRIX_CLIPS, routingMatrix } from '../../src/contracts/routing-matrix.ts';
import { recommend } from '../../src/engine/index.ts';
import { PATHS } from '../../src/surfaces.ts';

describe('routing matrix', () => {
  it('covers at least 40 distinct kinds of clip, each with a route the catalog has', () => {
    const rows = routingMatrix(catalog);
    expect(new Set(MATRIX_CLIPS.map((c) => c.kind)).size).toBe(MATRIX_CLIPS.length);
    expect(rows.length).toBeGreaterThanOrEqual(40);
    for (const r of rows) expect(catalog.sounds.routes.map((x) => x.sound_slug)).toContain(r.route);
  });

  it('is what recommend answers for each request', () => {
    for (const r of routingMatrix(catalog)) {
      const { kind: _k, ...fields } = MATRIX_CLIPS.find((c) => c.kind === r.kind)!;
      expect(r.route, r.kind).toBe(recommend(catalog, { ...fields, platform: 'shortvideo' }).route);
    }
  });

  it('changes when the catalog changes (a route removed goes out of the matrix)', () => {
    const before = routingMatrix(catalog);
    const gone = before.find((r) => r.kind === 'ASMR')!.route;
    const smaller = { ...catalog, sounds: { ...catalog.sounds, routes: catalog.sounds.routes.filter((r) => r.sound_slug !== gone) } } as Catalog;
    const after = routingMatrix(smaller);
    expect(after.map((r) => r.route)).not.toContain(gone);
    expect(after.find((r) => r.kind === 'ASMR')!.route).not.toBe(gone);
  });

  it('opens each row in the playground with the same request', () => {
    const row = routingMatrix(catalog).find((r) => r.kind === 'Makeup reveal')!;
    const q = new URL(row.playground, 'http://x').searchParams;
    expect(row.playground.startsWith(PATHS.playground)).toBe(true);
    expect(q.get('topic')).toBe(row.topic);
    expect(q.get('payoff_at_ms')).toBe(String(row.payoff_at_ms));
  });
});
