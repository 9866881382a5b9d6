/** generate_caption_pack as a pure function: hooks, captions, hashtags and cover frame for a clip on a sound. */
import type { Catalog } from '../catalog/load.ts';
import type { CaptionPack, CaptionPackRequest } from '../schemas/tools.ts';
import { factsFromDescribed } from './clip-facts.ts';
import { planClip } from './plan-clip.ts';
import { bestRoute, primarySound, requireRoute } from './route.ts';
import { disclosesAi } from './ai-voice.ts';

export function captionPack(catalog: Catalog, req: CaptionPackRequest): CaptionPack {
  const facts = factsFromDescribed(req, req.inputs ?? {});
  const score = req.sound_slug === undefined ? bestRoute(catalog, facts) : null;
  const route = score?.route ?? requireRoute(catalog, req.sound_slug!, 'sound_slug');
  const pack = planClip(catalog, route, facts, { mode: score ? 'clip_to_sound' : 'sound_to_plan', score, clip: { topic: facts.topic } });
  return {
    type: 'caption_pack',
    api_version: catalog.service.api_version,
    sound: primarySound(route),
    hooks: pack.post_pack.hooks,
    captions: pack.post_pack.captions,
    hashtags: pack.post_pack.hashtags,
    cover_frame: pack.post_pack.cover_frame,
    aigc_disclosure: disclosesAi(facts) ? pack.aigc_disclosure : null,
    copy_boundary: pack.copy_boundary,
  };
}
