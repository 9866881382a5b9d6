/** Issue 13, addition 6: the use matrix with its policy clauses, and the proof bundle made by the operation. */
import { describe, expect, it } from 'vitest';
import { catalog } from '../../src/catalog/load.ts';
import { clipPack } from '../../src/engine/index.ts';
import { canonicalJson, clipPackOperation, type OperationContext } from '../../src/operations.ts';
import { ClipPackRequestSchema, ClipPackSchema, type ClipPackRequest } from '../../src/schemas/clip-pack.ts';

const ctx = (iso: string) => ({ catalog, caller: undefined, now: () => new Date(iso), services: undefined }) as unknown as OperationContext;
const run = (req: unknown, iso = '2026-11-22T18:00:00.000Z') => clipPackOperation.run(ctx(iso), ClipPackRequestSchema.parse(req) as ClipPackRequest);

describe('use matrix', () => {
  it('covers every platform and use, organic allowed on the native route, every commercial use needing the campaign licence, each with a clause that is in the policy', () => {
    for (const clip of [
      { topic: 'morning coffee routine at home', duration_s: 30 },
      { topic: 'before and after hair makeover', duration_s: 15, aigc: true },
      { topic: 'explainer on budgeting tips', duration_s: 60, voiceover: true, paid_ad: true },
    ]) {
      const p = clipPack(catalog, { clip: { platform: 'shortvideo', ...clip } });
      const m = p.use_matrix;
      expect(m.rows).toHaveLength(m.platforms.length * m.uses.length);
      expect(m.platforms[0]).toBe('shortvideo');
      for (const row of m.rows) {
        expect(row.verdict).toBe(row.use === 'organic' ? 'allowed' : 'needs_campaign_licence');
        const [head, key] = row.clause.path.split('.');
        if (head === 'commercial_triggers') expect(row.clause.text).toContain(catalog.policy.commercial_triggers[key as keyof typeof catalog.policy.commercial_triggers]);
        else expect(catalog.policy.platforms[row.platform].steps).toContain(row.clause.text);
        expect(row.licence_held).toBe(false);
      }
      expect(p.proof_bundle).toBeNull();
    }
  });

  it('a held licence marks exactly its uses', () => {
    const p = clipPack(catalog, { clip: { platform: 'shortvideo', topic: 'sneaker ad', duration_s: 15, paid_ad: true }, licence: { reference: 'VCL-2026-0042', uses: ['boosted_paid', 'client_delivery'] } });
    const held = p.use_matrix.rows.filter((r) => r.licence_held).map((r) => r.use);
    expect(new Set(held)).toEqual(new Set(['boosted_paid', 'client_delivery']));
  });
});

describe('proof bundle', () => {
  const req = { clip: { platform: 'shortvideo', topic: 'sneaker ad', duration_s: 15, paid_ad: true }, proof: true };

  it('is absent unless asked, so the default answer stays byte-identical', async () => {
    const a = await run({ ...req, proof: undefined }, '2026-01-01T00:00:00.000Z');
    const b = await run({ ...req, proof: undefined }, '2027-01-01T00:00:00.000Z');
    expect(a.proof_bundle).toBeNull();
    expect(JSON.stringify(a)).toBe(JSON.stringify(b));
  });

  it('carries the context clock, the catalog version and a hash that depends on the request and not on key order', async () => {
    const p = await run(req);
    expect(ClipPackSchema.safeParse(p).success).toBe(true);
    const b = p.proof_bundle!;
    expect(b.planned_at).toBe('2026-11-22T18:00:00.000Z');
    expect(b.route).toBe(p.route);
    expect(b.catalog_version).toBe(catalog.service.catalog_updated);
    expect(b.licence_scope).toEqual(['organic']);
    expect(b.dispute_texts).toEqual([]);
    const reordered = await run({ proof: true, clip: { duration_s: 15, paid_ad: true, topic: 'sneaker ad', platform: 'shortvideo' } });
    expect(reordered.proof_bundle!.request_sha256).toBe(b.request_sha256);
    const other = await run({ ...req, clip: { ...req.clip, duration_s: 30 } });
    expect(other.proof_bundle!.request_sha256).not.toBe(b.request_sha256);
    expect(canonicalJson({ b: 1, a: [{ d: 2, c: 3 }] })).toBe('{"a":[{"c":3,"d":2}],"b":1}');
  });

  it('writes dispute text only for the uses the held licence covers', async () => {
    const p = await run({ ...req, licence: { reference: 'VCL-2026-0042', uses: ['boosted_paid'] } });
    const b = p.proof_bundle!;
    expect(b.licence_scope).toEqual(['organic', 'boosted_paid']);
    expect(b.dispute_texts.map((d) => d.use)).toEqual(['boosted_paid']);
    expect(b.dispute_texts[0]!.text).toContain('VCL-2026-0042');
    expect(b.dispute_texts[0]!.text).toContain(b.request_sha256);
  });
});
