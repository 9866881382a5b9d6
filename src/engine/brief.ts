/** POST /api/brief as a pure function: a video brief, captions and hashtags for a known sound. */
import type { Catalog } from '../catalog/load.ts';
import { withCues } from './clip-cues.ts';
import type { BriefRequest, BriefResponse } from '../schemas/brief.ts';
import { factsFromDescribed } from './clip-facts.ts';
import { planClip } from './plan-clip.ts';
import { riskReminder } from './risk.ts';
import { primarySound, requireRoute } from './route.ts';
import { disclosesAi } from './ai-voice.ts';

export function brief(catalog: Catalog, req: BriefRequest): BriefResponse {
  const route = requireRoute(catalog, req.sound_slug, 'sound_slug');
  const facts = withCues(catalog, factsFromDescribed(req, req.inputs ?? {}));
  const pack = planClip(catalog, route, facts, { mode: 'sound_to_plan', score: null, clip: { topic: facts.topic } });
  const f = pack.flow_guidance;
  const notes = [f.visual_pacing, f.caption_readability, f.loop, f.length.advice];
  if (f.voiceover !== null) notes.push(f.voiceover);
  if (pack.payoff_guidance !== null) notes.push(pack.payoff_guidance.advice);
  if (pack.beat_map !== null) notes.push(`Cut points (ms): ${pack.beat_map.cut_points_ms.join(', ')}.`);
  return {
    type: 'video_brief',
    api_version: catalog.service.api_version,
    sound: primarySound(route),
    platform: facts.platform,
    video_brief: {
      concept: f.summary,
      duration_s: pack.clip.duration_s!,
      first_second: f.first_second,
      shots: pack.template_pack.shots,
      editing_notes: notes,
      prompt: pack.agent_prompt_pack.primary_prompt,
    },
    hooks: pack.post_pack.hooks,
    caption_variants: pack.post_pack.captions,
    hashtags: pack.post_pack.hashtags,
    aigc_disclosure: disclosesAi(facts) ? pack.aigc_disclosure : null,
    platform_actions: pack.recommended_sound.platform_actions,
    risk_reminder: riskReminder(catalog, pack.risk_assessment),
    copy_boundary: pack.copy_boundary,
  };
}
