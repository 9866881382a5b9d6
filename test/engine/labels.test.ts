/** Issue 13, addition 3: the labels by name, from the routing policy, on clips of several kinds. */
import { describe, expect, it } from 'vitest';
import { catalog } from '../../src/catalog/load.ts';
import { clipPack } from '../../src/engine/index.ts';
import type { ClipPackRequest } from '../../src/schemas/clip-pack.ts';
import { ClipPackSchema } from '../../src/schemas/clip-pack.ts';

type Clip = Partial<ClipPackRequest['clip']> & { topic: string };
const pack = (clip: Clip) => clipPack(catalog, { mode: 'clip_to_sound', clip: { platform: 'shortvideo', ...clip } });

describe('labels by name', () => {
  it('a plain organic clip needs no label', () => {
    const p = pack({ topic: 'morning coffee routine at home', duration_s: 30 });
    expect(p.labels.required).toBe(false);
    expect(p.labels.items).toEqual([]);
    expect(ClipPackSchema.safeParse(p).success).toBe(true);
  });

  it('an AI-generated clip gets the AI label on every platform, with the API flag where the upload API has one', () => {
    const p = pack({ topic: 'fashion outfit transitions', duration_s: 15, aigc: true });
    expect(p.labels.required).toBe(true);
    expect(p.labels.items.every((l) => l.kind === 'ai_generated')).toBe(true);
    expect(p.labels.items[0]!.platform).toBe('shortvideo');
    const platforms = new Set(p.labels.items.map((l) => l.platform));
    expect(platforms).toEqual(new Set(Object.keys(catalog.policy.platforms)));
    const shorts = p.labels.items.find((l) => l.platform === 'shorts')!;
    expect(shorts.setting).toBe(catalog.policy.platforms.shorts.ai_label);
    expect(shorts.api?.fields.map((f) => f.field)).toContain('status.containsSyntheticMedia');
    const sv = p.labels.items.find((l) => l.platform === 'shortvideo')!;
    expect(sv.api?.fields.map((f) => f.field)).toContain('post_info.is_aigc');
    expect(p.labels.items.find((l) => l.platform === 'reels')!.api).toBeNull();
    expect(sv.caption_wording).toBe(catalog.policy.platforms.shortvideo.caption_wording.ai_generated);
  });

  it('paid and brand work get the paid-partnership setting and the branded-content toggle; an AI ad gets both kinds', () => {
    for (const flag of ['paid_ad', 'commercial_use'] as const) {
      const p = pack({ topic: 'skincare product demo for a brand', duration_s: 30, [flag]: true });
      const kinds = new Set(p.labels.items.map((l) => l.kind));
      expect(kinds).toEqual(new Set(['paid_partnership']));
      const sv = p.labels.items.find((l) => l.platform === 'shortvideo')!;
      expect(sv.why).toContain(`clip.${flag}`);
      expect(sv.api?.fields.map((f) => f.field)).toEqual(['post_info.brand_content_toggle']);
      expect(sv.setting).toBe(catalog.policy.platforms.shortvideo.paid_partnership_label);
    }
    const both = pack({ topic: 'AI generated sneaker ad', duration_s: 15, aigc: true, paid_ad: true });
    expect(new Set(both.labels.items.map((l) => l.kind))).toEqual(new Set(['ai_generated', 'paid_partnership']));
  });

  it('a business promoting itself on its own account gets the own-brand setting, no paid-partnership label and no #ad', () => {
    const p = pack({ topic: 'packing candle orders for my Etsy shop', duration_s: 20, commercial_use: true });
    expect(new Set(p.labels.items.map((l) => l.kind))).toEqual(new Set(['own_brand']));
    const sv = p.labels.items.find((l) => l.platform === 'shortvideo')!;
    expect(sv.setting).toBe(catalog.policy.platforms.shortvideo.own_brand_label);
    expect(sv.api?.fields.map((f) => f.field)).toEqual(['post_info.brand_organic_toggle']);
    expect(p.labels.items.find((l) => l.platform === 'reels')!.setting).not.toMatch(/tag the brand/i);
    expect(p.post_pack.captions.some((c) => c.text.includes('#ad'))).toBe(false);
    expect(p.post_pack.hashtags).not.toContain('#ad');
    const actions = p.recommended_sound.platform_actions.map((a) => a.action);
    expect(actions).toContain('enable_own_brand_label');
    expect(actions).not.toContain('enable_paid_partnership_label');
    // The licence is another matter: a business's own use still needs the campaign licence.
    expect(p.risk_assessment.level).not.toBe('low');
  });

  it('a film delivered to a client (a wedding film) carries no #ad and no partnership label: the client posts it; the licence still applies', () => {
    const p = pack({ topic: 'wedding first look, groom turns around and sees the bride', duration_s: 45, client_delivery: true, voiceover: false });
    expect(p.labels.items).toEqual([]);
    expect(p.post_pack.captions.some((c) => c.text.includes('#ad'))).toBe(false);
    expect(p.risk_assessment.level).not.toBe('low');
    expect(p.recommended_sound.usage_boundary.campaign_route).not.toBeNull();
  });
});
