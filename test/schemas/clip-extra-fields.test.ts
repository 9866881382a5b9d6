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
