/**
 * The parts of a plan that the clip-pack, brief and concierge answers share: flow, payoff, beat
 * map, laid-out template pack, prompts, post pack, AIGC disclosure, risk, platform actions.
 */
import { z } from 'zod';
import { IsoDateSchema, MomentumValueSchema, PlatformSchema, SaturationStateSchema, SlugSchema } from './common.ts';
import { PlatformActionKindSchema } from './operator-data.ts';

const Ms = z.int().min(0);

export const TimelineSegmentSchema = z
  .strictObject({ start_ms: Ms, end_ms: Ms, label: z.string(), direction: z.string() })
  .meta({ id: 'TimelineSegment', description: 'A stretch of the clip and what happens in it.' });

export const FlowGuidanceSchema = z
  .strictObject({
    summary: z.string(),
    first_second: z.string().describe('First-second clarity: what is in frame at 0 ms.'),
    visual_pacing: z.string(),
    caption_readability: z.string(),
    loop: z.string().describe('Loop guidance, or how to end when the route is not loop-friendly.'),
    voiceover: z.string().nullable().describe('Mixing advice when the clip has (or may have) a voice; null when it has none.'),
    sound_start_ms: Ms.describe('Where in the track the sound should start (set in the app\'s sound trimmer); 0 means from the beginning.'),
    second_play_at_ms: Ms.nullable().describe('A loop-friendly track that reaches its end before the clip does: the clip time where a second play of the sound starts (chained in the editor); null when one play lasts the clip. When it comes before the hit, the second play\'s hit is the one that lands on the reveal.'),
    second_play_from_ms: Ms.nullable().describe('Where in the track the second play starts: its first downbeat (0 for a track without a fixed beat), so the loop has no seam. Null without a second play.'),
    length: z.strictObject({
      duration_s: z.int(),
      fits_recommended: z.boolean(),
      nearest_recommended_s: z.int(),
      long_for_feed: z.boolean().describe('True when the clip is longer than 90 s and not long by design (study with me, ASMR): long for a short-form feed, so the advice opens with a cut of 60 s or less that keeps the payoff.'),
      advice: z.string(),
    }),
    segments: z.array(TimelineSegmentSchema).min(1),
  })
  .meta({ id: 'FlowGuidance', description: 'How the clip moves against the sound, second by second.' });

export const PayoffGuidanceSchema = z
  .strictObject({
    payoff_at_ms: Ms.describe('When the payoff should land.'),
    source: z.enum(['clip', 'sound_hook']).describe('clip: the caller gave payoff_at_ms; sound_hook: the sound\'s hook time is used.'),
    sound_hook_at_ms: Ms,
    offset_from_hook_ms: z.int().describe('payoff_at_ms minus the hook time; 0 means the reveal lands on the hook.'),
    aligned: z.boolean().describe('True when the payoff lands within one beat (or 250 ms) of the hook.'),
    advice: z.string(),
    before_payoff: z.string(),
    on_payoff: z.string(),
    after_payoff: z.string(),
  })
  .meta({ id: 'PayoffGuidance', description: 'Where the reveal lands and how to build to it. Null when the clip has no payoff and the route needs none.' });

export const BeatMapSchema = z
  .strictObject({
    bpm: z.number(),
    beat_ms: z.number().describe('One beat in ms (60000 / bpm), rounded to 0.01.'),
    beats_per_bar: z.int(),
    first_downbeat_ms: Ms,
    hook_at_ms: Ms.describe('When the sound\'s hook lands in the clip (clip time).'),
    sound_start_ms: Ms.describe('Where in the track the sound starts; every time here is clip time.'),
    second_play_at_ms: Ms.nullable().describe('A loop-friendly track that reaches its end before the clip does: the clip time where a second play of the sound starts (chained in the editor); null when one play lasts the clip. When it comes before hook_at_ms, the second play\'s hit is the one that lands on the reveal.'),
    second_play_from_ms: Ms.nullable().describe('Where in the track the second play starts: its first downbeat, so the beat grid runs on without a seam. Null without a second play.'),
    downbeats_ms: z.array(Ms).describe('Beat 1 of every bar inside the clip.'),
    cut_points_ms: z.array(Ms).describe('Suggested cut points inside the clip, on the beat grid.'),
    cut_rule: z.string(),
    payoff_cut_ms: Ms.nullable().describe('The cut where the payoff lands, when there is one.'),
    loop_point_ms: Ms.nullable().describe('The last beat at or before the end, where the loop closes (loop-friendly routes).'),
  })
  .meta({ id: 'BeatMap', description: 'Cut points in ms across the clip, from the route\'s tempo data. Null for a route without a fixed beat grid.' });

export const SegmentKindSchema = z.enum(['open', 'build', 'hook', 'body', 'close']);

export const ShotSchema = z
  .strictObject({
    index: z.int().min(1),
    start_ms: Ms,
    end_ms: Ms,
    segment: SegmentKindSchema,
    description: z.string(),
    camera: z.string(),
    on_screen_text: z.string().nullable(),
  })
  .meta({ id: 'Shot', description: 'One shot of the laid-out template, with its timing.' });

export const TemplatePackPlanSchema = z
  .strictObject({
    id: SlugSchema,
    name: z.string(),
    description: z.string(),
    shots: z.array(ShotSchema).min(1),
    prompt_template: z.string().describe('The pack\'s prompt, filled for this clip.'),
    caption_template: z.string().describe('The pack\'s caption, filled for this clip.'),
    caption_window_ms: z.strictObject({ start_ms: Ms, end_ms: Ms }).describe('When the opening caption is on screen.'),
    cover_frame: z.strictObject({ at_ms: Ms, guidance: z.string() }),
    selection_keywords: z.array(z.string()),
  })
  .meta({ id: 'TemplatePack', description: 'The video template pack laid over this clip: shots with timings, prompt, caption and cover frame.' });

export const StructuredPromptSchema = z
  .strictObject({
    aspect_ratio: z.enum(['9:16', '16:9']).describe('9:16 for feeds; 16:9 for a pre-roll placement.'),
    duration_s: z.int(),
    subject: z.string(),
    style: z.string(),
    audio: z.strictObject({ sound_name: z.string(), bpm: z.number().nullable(), hook_at_s: z.number(), note: z.string() }),
    shots: z.array(z.strictObject({ start_s: z.number(), end_s: z.number(), description: z.string(), camera: z.string() })),
    avoid: z.array(z.string()),
  })
  .meta({ id: 'StructuredPrompt', description: 'The primary prompt as data, for generators that take shot lists.' });

export const ClarifyingQuestionSchema = z
  .strictObject({ field: z.string(), question: z.string() })
  .meta({ id: 'ClarifyingQuestion', description: 'A question about something really missing or ambiguous, and the field it fills.' });

export const AgentPromptPackSchema = z
  .strictObject({
    primary_prompt: z.string(),
    short_prompt: z.string(),
    negative_prompt: z.string(),
    structured: StructuredPromptSchema,
    missing_inputs: z.array(z.string()),
    clarifying_questions: z.array(ClarifyingQuestionSchema),
    guardrails: z.array(z.string()),
  })
  .meta({ id: 'AgentPromptPack', description: 'Prompts for a video generator, with what is missing and the guardrails.' });

export const CaptionOptionSchema = z
  .strictObject({ text: z.string(), hashtags: z.array(z.string()) })
  .meta({ id: 'CaptionOption', description: 'A caption with its hashtags; paid work opens with #ad or its local form (#publicidad).' });

export const PostPackSchema = z
  .strictObject({
    hooks: z.array(z.string()).min(1).describe('First-line captions / on-screen hooks.'),
    captions: z.array(CaptionOptionSchema).min(1),
    hashtags: z.array(z.string()),
    cover_frame: z.strictObject({ at_ms: Ms, guidance: z.string() }),
  })
  .meta({ id: 'PostPack', description: 'What to post with the clip: hooks, captions, hashtags and a cover frame.' });

export const AigcDisclosureSchema = z
  .strictObject({
    required: z.boolean(),
    label: z.string().nullable().describe('The platform label to switch on.'),
    caption_line: z.string().nullable(),
    note: z.string(),
  })
  .meta({ id: 'AigcDisclosure', description: 'The AI-generated content disclosure to add, when the clip is AI-generated or its voice is AI-made (a cloned or AI voice named in the description: the platforms label realistic AI audio too).' });

export const RiskFlagSchema = z
  .enum(['aigc', 'voiceover_conflict', 'paid_ad', 'commercial_use', 'off_platform_reuse', 'download', 'client_delivery', 'saturated_route', 'non_native_platform', 'length_mismatch', 'payoff_off_hook'])
  .meta({ id: 'RiskFlag', description: 'Something about the clip or route that raised the risk level.' });

export const RiskAssessmentSchema = z
  .strictObject({
    level: z.enum(['low', 'medium', 'high']),
    flags: z.array(RiskFlagSchema),
    rationale: z.string().describe('Plain-language summary to show the end user before publishing.'),
    required_actions: z.array(z.string()),
    allowed: z.array(z.string()),
    not_allowed: z.array(z.string()),
  })
  .meta({ id: 'RiskAssessment', description: 'Publishing risk of this clip with this sound, in plain words.' });

export const PlatformActionSchema = z
  .strictObject({
    action: PlatformActionKindSchema,
    platform: PlatformSchema.nullable(),
    required: z.boolean().describe('True when the client must do this before publishing.'),
    instruction: z.string(),
    steps: z.array(z.string()),
    search_query: z.string().nullable().describe('Exact text to search in a native audio library.'),
    sound_url: z.url().nullable(),
    music_id: z.string().nullable(),
    contact: z.email().nullable(),
  })
  .meta({ id: 'PlatformAction', description: 'One thing to do with the sound on the platform; read these before publishing.' });

export const CampaignRouteSchema = z
  .strictObject({
    route: z.enum(['verified_campaign_license', 'custom_sound_system']),
    name: z.string(),
    reason: z.string(),
    triggers: z.array(z.enum(['paid_ad', 'commercial_use', 'off_platform_reuse', 'download', 'client_delivery'])),
    request_via: z.email(),
  })
  .meta({ id: 'CampaignRoute', description: 'The licensed route a paid, client, off-platform or download use must take.' });

export const UsageBoundarySchema = z
  .strictObject({ allowed: z.array(z.string()), not_allowed: z.array(z.string()), campaign_route: CampaignRouteSchema.nullable() })
  .meta({ id: 'UsageBoundary', description: 'What is and is not allowed with this sound for this clip.' });

export const PlatformAvailabilitySchema = z
  .strictObject({
    platform: PlatformSchema,
    native_sound: z.enum(['attach_by_url', 'search_required']),
    verify_before_publishing: z.literal(true),
    note: z.string(),
  })
  .meta({ id: 'PlatformAvailability', description: 'How the sound is reached on the platform; always confirm inside the app.' });

export const DefaultRecommendationSchema = z
  .strictObject({ is_default_route: z.boolean(), default_route: SlugSchema, note: z.string() })
  .meta({ id: 'DefaultRecommendation', description: 'Whether this is the catalog\'s default route.' });

export const MomentumStateSchema = z
  .strictObject({ state: MomentumValueSchema, saturation_state: SaturationStateSchema, as_of: IsoDateSchema, note: z.string() })
  .meta({ id: 'MomentumState', description: 'The route\'s sound-health snapshot. Not a trend prediction.' });
