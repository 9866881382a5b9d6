/** POST /api/v1/clip-pack: request and response (spec 2.3). The response is a valid sound brief (2.1). */
import { PATHS } from '../surfaces.ts';
import { z } from 'zod';
import { SlugSchema } from './common.ts';
import { ProofExampleSchema } from './catalog.ts';
import { checkPayoffInsideClip, ClipSchema, SoundBriefModeSchema } from './sound-brief.ts';
import { SoundBehaviorPreferenceSchema, SoundBehaviorSchema } from './sound-behavior.ts';
import { FreeInputsSchema } from './brief.ts';
import { MixSpecSchema, TextWindowsSchema } from './mix.ts';
import { GeneratorIdSchema, GeneratorShotsSchema } from './generators.ts';
import { CutdownRequestSchema, CutdownsSchema, LabelsSchema, LicenceHeldSchema, ProofBundleSchema, UseMatrixSchema } from './labels.ts';
import { PrimarySoundSchema } from './recommend.ts';
import {
  AgentPromptPackSchema,
  AigcDisclosureSchema,
  BeatMapSchema,
  DefaultRecommendationSchema,
  FlowGuidanceSchema,
  MomentumStateSchema,
  PayoffGuidanceSchema,
  PlatformActionSchema,
  PlatformAvailabilitySchema,
  PostPackSchema,
  RiskAssessmentSchema,
  TemplatePackPlanSchema,
  UsageBoundarySchema,
} from './plan.ts';

const modeIs = (mode: string) => ({ required: ['mode'], properties: { mode: { const: mode } } });
const has = (field: string) => ({ required: [field] });
/**
 * The mode rules of the refinement below, stated as JSON Schema for the contract: sound_to_plan
 * needs `sound`; clip_to_sound takes no `sound`; `sound_behavior` only when the clip is routed
 * (mode clip_to_sound, or no mode and no sound). The reveal-inside-the-clip rule compares two
 * values, which JSON Schema cannot, and stays in the refinement only.
 */
const MODE_RULES = [
  { if: modeIs('sound_to_plan'), then: has('sound') },
  { if: modeIs('clip_to_sound'), then: { not: has('sound') } },
  { if: has('sound_behavior'), then: { anyOf: [modeIs('clip_to_sound'), { not: { anyOf: [has('mode'), has('sound')] } }] } },
];

export const ClipPackRequestSchema = z
  .strictObject({
    mode: SoundBriefModeSchema.optional().describe('Default: sound_to_plan when `sound` is given, clip_to_sound otherwise.'),
    clip: ClipSchema,
    inputs: FreeInputsSchema.optional(),
    sound: z.strictObject({ route: z.string().trim().min(1).max(64).describe(`A route slug from GET ${PATHS.sounds}.`) }).optional(),
    sound_behavior: SoundBehaviorPreferenceSchema.optional().describe('clip_to_sound only: behavior the routed sound should have.'),
    generator: GeneratorIdSchema.optional().describe('The video generator the shots are made with: adds `generator_shots` sized for it. AI-generated clips get the data file\'s default generator when this is absent.'),
    cutdowns: CutdownRequestSchema.optional().describe('Present: add `cutdowns`, the same sound planned at a set of lengths.'),
    licence: LicenceHeldSchema.optional().describe('A campaign licence the creator holds for the routed sound: marks the covered uses in `use_matrix` and adds dispute text to the proof bundle.'),
    proof: z.boolean().optional().describe('true: add `proof_bundle` (route, sound id, catalog version, licence scope, the plan\'s time, SHA-256 of the request). The time makes the answer differ per call; default false keeps the answer byte-identical.'),
  })
  .superRefine((v, ctx) => {
    checkPayoffInsideClip(v.clip.duration_s, v.clip.payoff_at_ms, ['clip', 'payoff_at_ms'], ctx);
    if (v.mode === 'sound_to_plan' && v.sound === undefined) {
      ctx.addIssue({ code: 'custom', path: ['sound', 'route'], message: 'sound.route is required with mode sound_to_plan' });
    }
    if (v.sound_behavior !== undefined && (v.mode === 'sound_to_plan' || (v.mode === undefined && v.sound !== undefined))) {
      ctx.addIssue({ code: 'custom', path: ['sound_behavior'], message: 'sound_behavior is a routing preference for clip_to_sound; with sound_to_plan the named route decides the behavior' });
    }
    if (v.mode === 'clip_to_sound' && v.sound !== undefined) {
      ctx.addIssue({ code: 'custom', path: ['sound'], message: 'sound is only used with mode sound_to_plan; drop it or set mode to sound_to_plan' });
    }
  })
  .meta({
    id: 'ClipPackRequest',
    title: 'Clip-pack request',
    description: 'A clip to route (clip_to_sound) or to plan around a named route (sound_to_plan).',
    allOf: MODE_RULES,
    examples: [
      { mode: 'clip_to_sound', clip: { topic: 'fashion outfit', duration_s: 30, platform: 'shortvideo', aigc: true, voiceover: false } },
      { mode: 'sound_to_plan', clip: { topic: 'living room makeover', duration_s: 30, platform: 'shortvideo' }, sound: { route: 'glow-up-drop' }, inputs: { card_name: 'Room 4' } },
    ],
  });
export type ClipPackRequest = z.infer<typeof ClipPackRequestSchema>;

export const RecommendedSoundSchema = PrimarySoundSchema
  .extend({
    default_recommendation: DefaultRecommendationSchema,
    platform_availability: PlatformAvailabilitySchema,
    platform_actions: z.array(PlatformActionSchema).min(1),
    usage_boundary: UsageBoundarySchema,
  })
  .meta({ id: 'RecommendedSound', description: 'The routed sound with its platform actions; clients read them before publishing.' });

export const ClipPackSchema = z
  .strictObject({
    type: z.literal('clip_pack'),
    api_version: z.string(),
    sound_brief_version: z.string(),
    mode: SoundBriefModeSchema,
    clip: ClipSchema.describe('The clip as planned, with defaults filled in (see `assumptions`).'),
    route: SlugSchema,
    why: z.string(),
    assumptions: z.array(z.string()).describe('Defaults the plan assumed because the clip did not say.'),
    recommended_sound: RecommendedSoundSchema,
    proof_examples: z.array(ProofExampleSchema),
    momentum_state: MomentumStateSchema,
    freshness_window_h: z.int().min(1).describe('Hours after `momentum_state.as_of` during which the snapshot is considered fresh.'),
    sound_behavior: SoundBehaviorSchema,
    flow_guidance: FlowGuidanceSchema,
    payoff_guidance: PayoffGuidanceSchema.nullable(),
    beat_map: BeatMapSchema.nullable(),
    template_pack: TemplatePackPlanSchema,
    agent_prompt_pack: AgentPromptPackSchema,
    post_pack: PostPackSchema,
    aigc_disclosure: AigcDisclosureSchema,
    text_windows: TextWindowsSchema.describe('On-screen text windows timed to the music for the template\'s texts.'),
    mix_spec: MixSpecSchema.nullable().describe('For clips with a voice, or ASMR / original-audio-first clips: the music levels and an ffmpeg command; null otherwise.'),
    generator_shots: GeneratorShotsSchema.nullable().describe('Shots sized for the video generator, one prompt each; null when the clip is not AI-generated and names no generator.'),
    cutdowns: CutdownsSchema.nullable().describe('Present when the request has `cutdowns`; null otherwise.'),
    use_matrix: UseMatrixSchema.describe('For each platform and use (organic, boosted/paid, business account, client delivery, off-platform): allowed / needs the campaign licence / not allowed, with the routing-policy clause.'),
    proof_bundle: ProofBundleSchema.nullable().describe('Present when the request sets `proof: true`; null otherwise.'),
    labels: LabelsSchema.describe('The AI-generated and paid-partnership labels to switch on, per platform: the in-app setting, the upload-API field and the caption wording.'),
    risk_assessment: RiskAssessmentSchema,
    copy_boundary: z.string(),
  })
  .meta({ id: 'ClipPack', title: 'Clip pack', description: 'Structured sound intelligence for one clip (spec 2.3); also a valid sound brief document (2.1).' });
export type ClipPack = z.infer<typeof ClipPackSchema>;

/**
 * The clip pack as an MCP tool advertises it: every top-level field named and described, the
 * nested parts as open objects. The full schema (about 48 KB as JSON Schema) would double what an
 * agent reads in tools/list each session; it stays in the OpenAPI document (ClipPack), and the
 * structured content is the full clip pack, which this schema accepts.
 */
const part = (what: string) => z.record(z.string(), z.unknown()).describe(what);
const partOrNull = (what: string) => z.record(z.string(), z.unknown()).nullable().describe(what);
export const ClipPackToolOutputSchema = z.looseObject({
  type: z.literal('clip_pack'),
  route: z.string().describe('The slug of the one catalog sound.'),
  why: z.string().describe('Why this sound, in plain words.'),
  assumptions: z.array(z.string()).describe('What the plan assumed where the request was silent.'),
  clip: part('The clip as planned (duration, flags, reveal).'),
  recommended_sound: part('The sound: name, link, platform actions (read before publishing) and usage boundary.'),
  sound_behavior: part('Energy, density, role, hook time, loop, good lengths.'),
  flow_guidance: part('How to cut to it: first second, pacing, captions, loop, length advice, segments.'),
  payoff_guidance: partOrNull('Where the reveal lands on the sound, when there is one.'),
  beat_map: partOrNull('Beats, downbeats, cut points, hook and sound start in clip time; null for a sound without a fixed tempo.'),
  template_pack: part('The shots laid over the timeline, with the title card and cover frame.'),
  agent_prompt_pack: part('Prompts for a video generator (primary, short, negative, structured shots).'),
  post_pack: part('Hooks, captions, hashtags.'),
  aigc_disclosure: part('The AI-generated disclosure, when the clip needs one.'),
  risk_assessment: part('Risk level, flags, what is and is not allowed, required actions: show it before publishing.'),
  labels: part('The AI-generated and paid-partnership labels to switch on per platform, with upload-API fields.'),
  use_matrix: part('Per platform and use: allowed, needs the campaign licence, or not allowed, with the policy clause.'),
  text_windows: part('On-screen text windows timed to the music.'),
  mix_spec: partOrNull('Music levels under a voice, fades and a ready ffmpeg command; null when there is no voice.'),
  generator_shots: partOrNull('Shots no longer than the video generator can make, one prompt each; null unless asked or AI-generated.'),
  cutdowns: partOrNull('The same sound planned at each length; null unless asked.'),
  proof_bundle: partOrNull('Route, sound id, catalog version, licence scope, plan time and request hash; null unless asked.'),
});
