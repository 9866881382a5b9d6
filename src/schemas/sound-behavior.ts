/**
 * The sound behavior profile (spec 2.1 `sound_behavior`): how a sound acts inside a clip.
 * Strict: unknown properties are rejected, as the spec forbids additional properties.
 */
import { z } from 'zod';
import {
  DensitySchema,
  EnergyShapeSchema,
  FirstSecondPrioritySchema,
  InterferenceRiskSchema,
  RecommendedLengthSchema,
  RoleSchema,
  SlugSchema,
} from './common.ts';

/** Every field of spec 2.1's `sound_behavior`; `sound_slug` and `name` are optional. */
export const SoundBehaviorSchema = z
  .strictObject({
    sound_slug: SlugSchema.optional(),
    name: z.string().min(1).max(120).optional(),
    energy_shape: EnergyShapeSchema,
    density: DensitySchema,
    role: RoleSchema,
    voiceover_safe: z.boolean().describe('True when a voice can sit on top without fighting the music.'),
    hook_starts_at_ms: z.int().min(0).max(600_000).describe('When the sound\'s hook (or drop) lands, in ms from the start.'),
    payoff_required: z.boolean().describe('True when the sound builds to a moment the picture must pay off.'),
    loop_friendly: z.boolean().describe('True when the end flows back into the start without a bump.'),
    recommended_lengths_s: z.array(RecommendedLengthSchema).min(1).max(5),
    edit_guidance: z.string().min(1).max(600),
    first_second_priority: FirstSecondPrioritySchema,
    interference_risk: InterferenceRiskSchema,
  })
  .meta({ id: 'SoundBehavior', title: 'Sound behavior profile', description: 'How a sound behaves inside a short-form clip.' });
export type SoundBehavior = z.infer<typeof SoundBehaviorSchema>;

/**
 * Behavior a caller asks for (all optional): routes matching every given field are preferred.
 * Strict, so a misspelled field is reported instead of silently ignored.
 */
export const SoundBehaviorPreferenceSchema = SoundBehaviorSchema.pick({
  energy_shape: true,
  density: true,
  role: true,
  voiceover_safe: true,
  payoff_required: true,
  loop_friendly: true,
  first_second_priority: true,
  interference_risk: true,
  recommended_lengths_s: true,
})
  .partial()
  .meta({
    id: 'SoundBehaviorPreference',
    description: 'Sound behavior the caller wants. Routes that match every given field are preferred; `recommended_lengths_s` matches routes arranged for each listed length. If no route matches, the preference is ignored and `assumptions` says so.',
  });
export type SoundBehaviorPreference = z.infer<typeof SoundBehaviorPreferenceSchema>;
