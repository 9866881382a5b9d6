/** Additional clip fields are allowed (spec 2.1) but bounded: a 20,000-deep value is a 400, not a stack overflow. */
import { describe, expect, it } from 'vitest';
import { ClipPackRequestSchema } from '../../src/schemas/clip-pack.ts';
import { clipPack } from '../../src/engine/index.ts';
import { catalog } from '../../src/catalog/load.ts';

describe('additional clip fields', () => {
  it('a 20,000-deep array is refused with the field named, without recursion', () => {
    const d = 20000;
    const body = JSON.parse(`{"clip":{"topic":"oat","platform":"shortvideo","x":${'['.repeat(d)}${']'.repeat(d)}}}`);
    const r = ClipPackRequestSchema.safeParse(body);
    expect(r.success).toBe(false);
    expect(r.error!.issues.map((i) => i.path.join('.'))).toEqual(['clip.x']);
  });

  it('a small extra field is accepted and echoed back', () => {
    const req = ClipPackRequestSchema.parse({ clip: { topic: 'oatmeal', platform: 'shortvideo', note: { tags: ['a', 'b'] } } });
    const p = clipPack(catalog, req);
    expect(p.clip.note).toEqual({ tags: ['a', 'b'] });
  });

  it('a wide extra value is refused', () => {
    const r = ClipPackRequestSchema.safeParse({ clip: { topic: 'oat', platform: 'shortvideo', x: Array.from({ length: 500 }, (_, i) => i) } });
    expect(r.success).toBe(false);
  });
});

describe('an additional field that names a read one', () => {
  it('is echoed, not read, and the plan says which field is read instead', () => {
    const req = ClipPackRequestSchema.parse({ mode: 'clip_to_sound', clip: { topic: 'coffee spot', platform: 'shortvideo', paid: true, client_work: true, note: 'keep' } });
    const p = clipPack(catalog, req);
    expect(p.clip.paid).toBe(true);
    expect(p.assumptions).toContain('clip.paid: not a field this API reads (additional fields are echoed back, not read); set clip.paid_ad to have it read.');
    expect(p.assumptions.some((a) => a.startsWith('clip.client_work:') && a.includes('clip.commercial_use'))).toBe(true);
    expect(p.assumptions.some((a) => a.startsWith('clip.note:'))).toBe(false);
  });

  it('says the read field counts when both are given', () => {
    const p = clipPack(catalog, ClipPackRequestSchema.parse({ mode: 'clip_to_sound', clip: { topic: 'coffee spot', platform: 'shortvideo', paid: true, paid_ad: true } }));
    expect(p.assumptions.find((a) => a.startsWith('clip.paid:'))).toMatch(/clip\.paid_ad is set and is what counts/);
  });
});
