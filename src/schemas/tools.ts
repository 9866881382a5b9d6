/**
 * Shapes of the lookup and comparison operations that MCP exposes as tools: sound profile,
 * proof, sound health, caption pack and compare_sounds.
 */
import { PATHS } from '../surfaces.ts';
import { z } from 'zod';
import { plainText, SlugSchema } from './common.ts';
import { FreeInputsSchema } from './brief.ts';
import { AigcDisclosureSchema, CaptionOptionSchema } from './plan.ts';
import { checkClipDescription, clipDescriptionFields, DESCRIPTION_OR_TOPIC, PrimarySoundSchema } from './recommend.ts';
import { MAX_DURATION_S, TOO_LONG_MESSAGE } from './sound-brief.ts';
import { SoundBehaviorSchema } from './sound-behavior.ts';
import { MomentumValueSchema, SaturationStateSchema } from './common.ts';

const slugArg = z.string().trim().min(1).max(64).describe(`A route slug, as listed by GET ${PATHS.sounds}.`);

export const SoundProfileQuerySchema = z
  .strictObject({ sound_slug: slugArg })
  .meta({ id: 'SoundProfileQuery', description: 'Which sound route to describe.' });
export type SoundProfileQuery = z.infer<typeof SoundProfileQuerySchema>;

export const ProofQuerySchema = z
  .strictObject({ sound_slug: slugArg.optional().describe('Only this route\'s examples; all routes when omitted.') })
  .meta({ id: 'ProofQuery', description: 'Optionally, the route whose proof to list.' });
export type ProofQuery = z.infer<typeof ProofQuerySchema>;

export const SoundHealthQuerySchema = z
  .strictObject({ sound_slug: slugArg.optional().describe('Only this route in `routes` and `rising_routes`; catalog totals stay catalog-wide.') })
  .meta({ id: 'SoundHealthQuery', description: 'Optionally, the route whose health to show.' });
export type SoundHealthQuery = z.infer<typeof SoundHealthQuerySchema>;

export const CaptionPackRequestSchema = z
  .strictObject({
    sound_slug: slugArg.optional().describe('Plan captions for this route; when omitted the clip is routed first.'),
    ...clipDescriptionFields,
    inputs: FreeInputsSchema.optional(),
  })
  .superRefine(checkClipDescription)
  .meta({
    id: 'CaptionPackRequest',
    description: 'A clip (description or topic required) and, optionally, the sound it uses.',
    anyOf: DESCRIPTION_OR_TOPIC,
    examples: [{ sound_slug: 'street-sprint', topic: 'thrifted denim outfit', duration_s: 15, aigc: true }],
  });
export type CaptionPackRequest = z.infer<typeof CaptionPackRequestSchema>;

export const CaptionPackSchema = z
  .strictObject({
    type: z.literal('caption_pack'),
    api_version: z.string(),
    sound: PrimarySoundSchema,
    hooks: z.array(z.string()).min(1),
    captions: z.array(CaptionOptionSchema).min(1),
    hashtags: z.array(z.string()),
    cover_frame: z.strictObject({ at_ms: z.int().min(0), guidance: z.string() }),
    aigc_disclosure: AigcDisclosureSchema.nullable(),
    copy_boundary: z.string(),
  })
  .meta({ id: 'CaptionPack', title: 'Caption pack', description: 'Hooks, captions, hashtags and cover frame for a clip on a sound.' });
export type CaptionPack = z.infer<typeof CaptionPackSchema>;

export const CompareSoundsRequestSchema = z
  .strictObject({
    // uniqueItems: the refinement's "slugs must be different", stated for JSON Schema readers.
    sound_slugs: z.array(slugArg).min(2).max(5).describe('Two to five route slugs to compare.').meta({ uniqueItems: true }),
    description: plainText(2000).optional().describe('The clip, to judge fit; without it the routes are compared on behavior and health only.'),
    duration_s: z.int().min(1).max(MAX_DURATION_S, TOO_LONG_MESSAGE).optional(),
    voiceover: z.boolean().optional(),
    payoff_at_ms: z.int().min(0).max(MAX_DURATION_S * 1000).nullable().optional(),
  })
  .superRefine((v, ctx) => {
    if (new Set(v.sound_slugs).size !== v.sound_slugs.length) ctx.addIssue({ code: 'custom', path: ['sound_slugs'], message: 'slugs must be different' });
  })
  .meta({ id: 'CompareSoundsRequest', description: 'Two to five routes and, optionally, the clip to judge them against.', examples: [{ sound_slugs: ['kitchen-window', 'paper-lanterns'], description: 'pancake recipe with voiceover', voiceover: true }] });
export type CompareSoundsRequest = z.infer<typeof CompareSoundsRequestSchema>;

export const SoundComparisonSchema = z
  .strictObject({
    type: z.literal('sound_comparison'),
    api_version: z.string(),
    best: SlugSchema.describe('The route that fits best.'),
    why: z.string(),
    sounds: z.array(
      z.strictObject({
        sound_slug: SlugSchema,
        name: z.string(),
        rank: z.int().min(1),
        fit_score: z.number().describe('The routing score for this clip (higher fits better); comparable only within one answer.'),
        reasons: z.array(z.string()),
        cautions: z.array(z.string()),
        sound_behavior: SoundBehaviorSchema,
        bpm: z.number().nullable(),
        saturation_state: SaturationStateSchema,
        momentum_state: MomentumValueSchema,
      }),
    ),
    copy_boundary: z.string(),
  })
  .meta({ id: 'SoundComparison', title: 'Sound comparison', description: 'Routes side by side: behavior, fit for the clip, health, and which fits better and why.' });
export type SoundComparison = z.infer<typeof SoundComparisonSchema>;
