/**
 * POST /api/recommend: the request (ours to define, plus the legacy shape existing clients send)
 * and the response (spec 2.2).
 */
import { z } from 'zod';
import { MomentumValueSchema, PlatformSchema, plainText, SaturationStateSchema, SlugSchema } from './common.ts';
import { ProofExampleSchema } from './catalog.ts';
import { checkPayoffInsideClip, MAX_DURATION_S, MAX_TEXT, TOO_LONG_MESSAGE } from './sound-brief.ts';
import { SoundBehaviorPreferenceSchema, SoundBehaviorSchema } from './sound-behavior.ts';
import { CampaignRouteSchema, PlatformActionSchema } from './plan.ts';

/** Fields that describe a clip in the recommend and brief requests. */
export const clipDescriptionFields = {
  description: plainText(MAX_TEXT).optional().describe('The clip in plain words (topic, mood, what happens). One of description or topic is required.'),
  topic: plainText(MAX_TEXT).optional().describe('Short topic, e.g. "morning routine". One of description or topic is required.'),
  platform: PlatformSchema.optional().describe('Where the clip is posted or edited. Default: shortvideo.'),
  duration_s: z.int().min(1).max(MAX_DURATION_S, TOO_LONG_MESSAGE).optional().describe('Clip length in whole seconds (1 to 600).'),
  duration_seconds: z.int().min(1).max(MAX_DURATION_S, TOO_LONG_MESSAGE).optional().meta({ description: 'Alias of duration_s accepted from existing clients; must agree with duration_s when both are sent.', 'x-alias-of': 'duration_s' }),
  tone: z.string().trim().min(1).max(80).optional().describe('Mood or tone, e.g. "cozy", "hype", "calm".'),
  language: z.string().trim().min(2).max(35).optional().describe('Language of captions and voice, a BCP 47 tag such as "en" or "es-MX".'),
  aigc: z.boolean().optional().describe('The clip is AI-generated.'),
  voiceover: z.boolean().optional().describe('Someone speaks over the clip.'),
  commercial_use: z.boolean().optional().describe('Brand, sponsored or client work.'),
  paid_ad: z.boolean().optional().describe('The clip runs as a paid ad or boosted post.'),
  off_platform_reuse: z.boolean().optional().describe('The clip is reused off the platform.'),
  download: z.boolean().optional().describe('A downloadable file with the sound in it is needed.'),
  client_delivery: z.boolean().optional().describe('The clip is delivered to a client as a file.'),
  payoff_at_ms: z.int().min(0).max(MAX_DURATION_S * 1000).nullable().optional().describe('When the clip\'s reveal or payoff happens, in ms.'),
};

/** A clip as the recommend and brief requests describe it (every field optional), from the same fields. */
export const DescribedClipSchema = z.object({ ...clipDescriptionFields, sound_behavior: SoundBehaviorPreferenceSchema.optional() }).partial();
export type DescribedClip = z.infer<typeof DescribedClipSchema>;

/** Cross-field rules shared by requests that describe a clip. */
export function checkClipDescription(
  v: { description?: string; topic?: string; duration_s?: number; duration_seconds?: number; payoff_at_ms?: number | null },
  ctx: z.RefinementCtx,
): void {
  if (v.description === undefined && v.topic === undefined) {
    ctx.addIssue({ code: 'custom', path: ['description'], message: 'one of description or topic is required' });
  }
  if (v.duration_s !== undefined && v.duration_seconds !== undefined && v.duration_s !== v.duration_seconds) {
    ctx.addIssue({ code: 'custom', path: ['duration_seconds'], message: 'duration_seconds disagrees with duration_s; send one of them' });
  }
  checkPayoffInsideClip(v.duration_s ?? v.duration_seconds, v.payoff_at_ms, ['payoff_at_ms'], ctx);
}

/** The "description or topic" rule of checkClipDescription, stated as JSON Schema (the schema's `anyOf`) for the contract. */
export const DESCRIPTION_OR_TOPIC = [{ required: ['description'] }, { required: ['topic'] }];

export const RecommendRequestSchema = z
  .strictObject({
    ...clipDescriptionFields,
    alternatives: z.boolean().optional().describe('Ask for alternatives, including non-catalog substitutes. Default false.'),
    reject_catalog_route: z.boolean().optional().describe('The caller rejects the catalog route; alternatives are returned.'),
    sound_behavior: SoundBehaviorPreferenceSchema.optional().describe('Behavior the routed sound should have.'),
  })
  .superRefine(checkClipDescription)
  .meta({
    id: 'RecommendRequest',
    title: 'Recommend request',
    description: 'A clip to route. One of description or topic is required; every other field is optional.',
    anyOf: DESCRIPTION_OR_TOPIC,
    examples: [{ description: 'morning routine and oatmeal cooking', platform: 'shortvideo', duration_seconds: 22 }],
  });
export type RecommendRequest = z.infer<typeof RecommendRequestSchema>;

export const PrimarySoundSchema = z
  .strictObject({
    sound_slug: SlugSchema,
    name: z.string(),
    artist: z.string(),
    shortvideo_sound_url: z.url().optional(),
    shortvideo_music_id: z.string().optional(),
  })
  .meta({ id: 'PrimarySound', description: 'The one catalog sound the clip is routed to.' });
export type PrimarySound = z.infer<typeof PrimarySoundSchema>;

export const AlternativeSchema = z
  .strictObject({
    kind: z.enum(['catalog_route', 'non_catalog_substitute']),
    sound_slug: SlugSchema.nullable(),
    name: z.string(),
    why: z.string(),
    rank: z.int().min(2).describe('Its place in the ranking: 2 for the runner-up.'),
    trade_off: z.string().describe('What you gain and lose against the pick, in plain words (fresher vs proven, voice-safe vs hype).'),
    search_query: z.string().nullable().describe('For a non-catalog substitute: what to search for in a native library.'),
  })
  .meta({ id: 'Alternative', description: 'A runner-up route or a non-catalog substitute; returned only when asked for.' });

export const RecommendResponseSchema = z
  .strictObject({
    type: z.literal('sound_recommendation'),
    api_version: z.string(),
    route: SlugSchema,
    primary_sound: PrimarySoundSchema,
    why: z.string().describe('Why this sound won, in plain words.'),
    match_reasons: z.array(z.string()),
    saturation_state: SaturationStateSchema,
    momentum_state: MomentumValueSchema,
    sound_behavior: SoundBehaviorSchema,
    platform: PlatformSchema,
    platform_actions: z.array(PlatformActionSchema).min(1),
    campaign_route: CampaignRouteSchema.nullable(),
    proof_examples: z.array(ProofExampleSchema),
    risk_reminder: z.string(),
    copy_boundary: z.string(),
    alternatives: z.array(AlternativeSchema).optional(),
  })
  .meta({ id: 'RecommendResponse', title: 'Sound recommendation', description: 'One catalog sound for the clip, with why, proof and boundaries (spec 2.2).' });
export type RecommendResponse = z.infer<typeof RecommendResponseSchema>;
