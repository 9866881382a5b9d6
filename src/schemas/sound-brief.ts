/**
 * The sound brief document (spec 2.1) and its `clip`. A clip-pack answer is itself a valid
 * sound brief, so these shapes are also the core of the clip-pack response.
 */
import { z } from 'zod';
import { BriefPlatformSchema } from './common.ts';
import { SoundBehaviorSchema } from './sound-behavior.ts';

/** Limits on clip fields; a clip longer than ten minutes is not short-form. */
export const MAX_DURATION_S = 600;
export const MAX_TEXT = 2000;

/** A payoff must fall inside the clip when the clip's length is known. */
export function checkPayoffInsideClip(durationS: number | undefined, payoffAtMs: number | null | undefined, path: PropertyKey[], ctx: z.RefinementCtx): void {
  if (durationS !== undefined && payoffAtMs !== undefined && payoffAtMs !== null && payoffAtMs >= durationS * 1000) {
    ctx.addIssue({ code: 'custom', path, message: `must fall inside the clip: less than ${durationS * 1000} ms for a ${durationS} s clip` });
  }
}

/** Spec 2.1 `clip`: additional properties are allowed and passed through. */
export const ClipSchema = z
  .looseObject({
    topic: z.string().trim().min(1).max(MAX_TEXT).describe('What the clip is about, in plain words.'),
    duration_s: z.int().min(1).max(MAX_DURATION_S).optional().describe('Clip length in whole seconds (1 to 600).'),
    platform: BriefPlatformSchema,
    market: z.string().max(40).optional().describe('Market or language region, e.g. `US` or `en-GB`.'),
    voiceover: z.boolean().optional().describe('True when someone speaks over the clip.'),
    commercial_use: z.boolean().optional().describe('Brand, sponsored or client work.'),
    paid_ad: z.boolean().optional().describe('The clip runs as a paid ad or boosted post.'),
    off_platform_reuse: z.boolean().optional().describe('The clip is reused off the platform (site, other apps, TV, download).'),
    aigc: z.boolean().optional().describe('The clip is AI-generated (fully or in part).'),
    payoff_at_ms: z.int().min(0).max(MAX_DURATION_S * 1000).nullable().optional().describe('When the clip\'s reveal or payoff happens, in ms.'),
  })
  .meta({ id: 'Clip', title: 'Clip', description: 'The clip being planned (spec 2.1).' });
export type Clip = z.infer<typeof ClipSchema>;

export const SoundBriefModeSchema = z.enum(['clip_to_sound', 'sound_to_plan']).meta({
  id: 'SoundBriefMode',
  description: 'clip_to_sound: route the clip to a catalog sound. sound_to_plan: plan the clip around a named route.',
});

/** Spec 2.1 top level; additional properties are allowed. */
export const SoundBriefSchema = z
  .looseObject({
    sound_brief_version: z.string(),
    mode: SoundBriefModeSchema.optional(),
    clip: ClipSchema,
    route: z.string().optional(),
    sound_behavior: SoundBehaviorSchema,
    flow_guidance: z.record(z.string(), z.unknown()).optional(),
    payoff_guidance: z.record(z.string(), z.unknown()).nullable().optional(),
    beat_map: z.record(z.string(), z.unknown()).nullable().optional(),
    template_pack: z.record(z.string(), z.unknown()).nullable().optional(),
    agent_prompt_pack: z.record(z.string(), z.unknown()).optional(),
    risk_assessment: z.record(z.string(), z.unknown()).optional(),
  })
  .meta({ id: 'SoundBrief', title: 'Sound brief', description: 'A sound brief document: a clip, the sound routed to it and the plan around it.' });
export type SoundBrief = z.infer<typeof SoundBriefSchema>;
