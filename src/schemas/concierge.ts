/** POST /api/v1/concierge: a plain-language request and its plan (spec 2.4). */
import { z } from 'zod';
import { BriefPlatformSchema } from './common.ts';
import { checkPayoffInsideClip, MAX_DURATION_S, MAX_TEXT } from './sound-brief.ts';
import { FreeInputsSchema } from './brief.ts';
import { ClipPackSchema } from './clip-pack.ts';
import { CaptionOptionSchema, ClarifyingQuestionSchema } from './plan.ts';

export const ConciergeRequestSchema = z
  .strictObject({
    message: z.string().trim().min(1).max(MAX_TEXT).describe('The request in plain words, e.g. "30s AI-gen fashion outfit, no voiceover".'),
    duration_s: z.int().min(1).max(MAX_DURATION_S).optional().describe('Overrides a duration read from the message.'),
    aigc: z.boolean().optional().describe('Overrides what the message says about AI generation.'),
    platform: BriefPlatformSchema.optional(),
    voiceover: z.boolean().optional(),
    commercial_use: z.boolean().optional(),
    paid_ad: z.boolean().optional(),
    off_platform_reuse: z.boolean().optional(),
    payoff_at_ms: z.int().min(0).max(MAX_DURATION_S * 1000).nullable().optional(),
    inputs: FreeInputsSchema.optional(),
  })
  .superRefine((v, ctx) => checkPayoffInsideClip(v.duration_s, v.payoff_at_ms, ['payoff_at_ms'], ctx))
  .meta({
    id: 'ConciergeRequest',
    title: 'Concierge request',
    description: 'A plain-language message; explicit fields override what is read from it.',
    examples: [{ message: '30s AI-gen fashion outfit, no voiceover' }, { message: 'before/after of my bathroom reno, the reveal at 7s', duration_s: 15 }],
  });
export type ConciergeRequest = z.infer<typeof ConciergeRequestSchema>;

const FieldSourceSchema = z.enum(['message', 'explicit', 'default']);

export const UnderstoodSchema = z
  .strictObject({
    topic: z.string(),
    duration_s: z.int().nullable(),
    aigc: z.boolean(),
    voiceover: z.boolean().nullable().describe('Null when the message does not say.'),
    commercial_use: z.boolean(),
    paid_ad: z.boolean(),
    off_platform_reuse: z.boolean(),
    payoff_at_ms: z.int().nullable(),
    sources: z.record(z.string(), FieldSourceSchema).describe('Where each value came from.'),
  })
  .meta({ id: 'ConciergeUnderstanding', description: 'What the concierge read from the message and the explicit fields.' });

export const ConciergeResponseSchema = z
  .strictObject({
    type: z.literal('concierge_plan'),
    api_version: z.string(),
    answer: z.string(),
    final_prompt: z.string(),
    caption_options: z.array(CaptionOptionSchema).min(1),
    next_questions: z.array(ClarifyingQuestionSchema),
    risk_reminder: z.string(),
    understood: UnderstoodSchema,
    clip_pack: ClipPackSchema,
  })
  .meta({
    id: 'ConciergeResponse',
    title: 'Concierge plan',
    description: 'The response body is the plan: read plan.clip_pack.route, plan.clip_pack.sound_behavior.role, plan.risk_reminder and plan.clip_pack.risk_assessment.',
  });
export type ConciergeResponse = z.infer<typeof ConciergeResponseSchema>;
