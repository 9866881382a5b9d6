/** POST /api/brief: a video brief, captions, hashtags and AIGC disclosure for a known sound. */
import { PATHS } from '../surfaces.ts';
import { z } from 'zod';
import { PlatformSchema } from './common.ts';
import { checkClipDescription, clipDescriptionFields, DESCRIPTION_OR_TOPIC, PrimarySoundSchema } from './recommend.ts';
import { AigcDisclosureSchema, CaptionOptionSchema, PlatformActionSchema, ShotSchema } from './plan.ts';

export const FreeInputsSchema = z
  .record(z.string().regex(/^[a-z][a-z0-9_]{0,39}$/, 'snake_case names'), z.string().trim().max(200))
  .refine((r) => Object.keys(r).length <= 20, 'at most 20 inputs')
  .meta({
    id: 'FreeInputs',
    description: 'Optional free inputs that flow into the templates: card_name, pack_name, subject, style, occasion, call_to_action, outfit_name, product_name (all strings).',
    examples: [{ card_name: 'Oat Bowl No. 3', pack_name: 'Slow Mornings' }],
  });

export const BriefRequestSchema = z
  .strictObject({
    sound_slug: z.string().trim().min(1).max(64).describe(`A route slug from GET ${PATHS.sounds}.`),
    ...clipDescriptionFields,
    inputs: FreeInputsSchema.optional(),
  })
  .superRefine(checkClipDescription)
  .meta({
    id: 'BriefRequest',
    title: 'Brief request',
    description: 'A known sound slug and the clip. One of description or topic is required.',
    anyOf: DESCRIPTION_OR_TOPIC,
    examples: [{ sound_slug: 'kitchen-window', description: 'overnight oats in three steps', duration_s: 30, aigc: true }],
  });
export type BriefRequest = z.infer<typeof BriefRequestSchema>;

export const BriefResponseSchema = z
  .strictObject({
    type: z.literal('video_brief'),
    api_version: z.string(),
    sound: PrimarySoundSchema,
    platform: PlatformSchema,
    video_brief: z.strictObject({
      concept: z.string(),
      duration_s: z.int(),
      first_second: z.string(),
      shots: z.array(ShotSchema).min(1),
      editing_notes: z.array(z.string()),
      prompt: z.string(),
    }),
    hooks: z.array(z.string()),
    caption_variants: z.array(CaptionOptionSchema).min(1),
    hashtags: z.array(z.string()),
    aigc_disclosure: AigcDisclosureSchema.nullable().describe('Present when the clip is AI-generated or its voice is AI-made (a clone, an AI narrator named in the description); null otherwise.'),
    platform_actions: z.array(PlatformActionSchema).min(1),
    risk_reminder: z.string(),
    copy_boundary: z.string(),
  })
  .meta({ id: 'BriefResponse', title: 'Video brief', description: 'A video brief, caption variants and hashtags for a known sound.' });
export type BriefResponse = z.infer<typeof BriefResponseSchema>;
