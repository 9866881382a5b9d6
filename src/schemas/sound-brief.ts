/**
 * The sound brief document (spec 2.1) and its `clip`. A clip-pack answer is itself a valid
 * sound brief, so these shapes are also the core of the clip-pack response.
 */
import { z } from 'zod';
import { BriefPlatformSchema, plainText } from './common.ts';
import { SoundBehaviorSchema } from './sound-behavior.ts';

/**
 * A BCP 47 language tag, alone or with a region or script subtag ("pt-BR", "es_MX", "it", "nl-BE"): the copy
 * follows its first subtag when it is en, es, pt, fr or de; any other language gets English copy and a note
 * to translate it, as recommend, brief and the concierge answer it (a 400 would only make an agent retry).
 */
const COPY_LANGUAGE_TAG = /^[A-Za-z]{2,3}(?:[-_][A-Za-z0-9]{1,8}){0,3}$/;

/** Limits on clip fields; a clip longer than ten minutes is not short-form. */
export const MAX_DURATION_S = 600;
/**
 * What a clip over the limit is told (a 55-minute study-with-me was a bare "Too big: expected number to be <=600"; fifteenth
 * editor panel): the limit, and what to do instead.
 */
export const TOO_LONG_MESSAGE = `at most ${MAX_DURATION_S} s (10 minutes) per plan: for a longer clip (a study-with-me, a long ASMR), plan a ${MAX_DURATION_S} s part and repeat it with the sound, cut on a downbeat so each repeat comes round on the beat`;
export const MAX_TEXT = 2000;

/** A payoff must fall inside the clip when the clip's length is known. */
export function checkPayoffInsideClip(durationS: number | undefined, payoffAtMs: number | null | undefined, path: PropertyKey[], ctx: z.RefinementCtx): void {
  if (durationS !== undefined && payoffAtMs !== undefined && payoffAtMs !== null && payoffAtMs >= durationS * 1000) {
    ctx.addIssue({ code: 'custom', path, message: `must fall inside the clip: less than ${durationS * 1000} ms for a ${durationS} s clip` });
  }
}

/** Spec 2.1 `clip`: additional properties are allowed and passed through. */
/** Extra clip fields may nest at most this deep; deeper values are refused, never echoed (a 20,000-deep array once overflowed the serialiser). */
export const MAX_EXTRA_DEPTH = 4;
/** And hold at most this many values in all. */
export const MAX_EXTRA_NODES = 200;

/** Depth and size of a JSON value, measured without recursion so no input can overflow the stack. */
function jsonShape(value: unknown): { depth: number; nodes: number } {
  let depth = 0;
  let nodes = 0;
  const stack: Array<[unknown, number]> = [[value, 0]];
  while (stack.length > 0 && nodes <= MAX_EXTRA_NODES && depth <= MAX_EXTRA_DEPTH) {
    const [v, d] = stack.pop()!;
    nodes++;
    depth = Math.max(depth, d);
    if (v !== null && typeof v === 'object') for (const child of Object.values(v)) stack.push([child, d + 1]);
  }
  return { depth, nodes };
}

/** An additional clip field: any JSON value, small and shallow. */
const ExtraClipValueSchema = z.unknown().superRefine((v, ctx) => {
  const { depth, nodes } = jsonShape(v);
  if (depth > MAX_EXTRA_DEPTH) ctx.addIssue({ code: 'custom', message: `additional clip fields may nest at most ${MAX_EXTRA_DEPTH} levels` });
  else if (nodes > MAX_EXTRA_NODES) ctx.addIssue({ code: 'custom', message: `additional clip fields may hold at most ${MAX_EXTRA_NODES} values` });
});

export const ClipSchema = z
  .object({
    topic: plainText(MAX_TEXT).describe('What the clip is about, in plain words.'),
    duration_s: z.int().min(1).max(MAX_DURATION_S, TOO_LONG_MESSAGE).optional().describe('Clip length in whole seconds (1 to 600).'),
    platform: BriefPlatformSchema,
    market: z.string().max(40).optional().describe('Market or language region, e.g. `US` or `en-GB`.'),
    voiceover: z.boolean().optional().describe('True when someone speaks over the clip.'),
    tone: z.string().trim().min(1).max(80).optional().describe('Mood or tone, e.g. "cozy", "calm"; read as recommend reads it.'),
    commercial_use: z.boolean().optional().describe('Brand, sponsored or client work.'),
    paid_ad: z.boolean().optional().describe('The clip runs as a paid ad or boosted post.'),
    off_platform_reuse: z.boolean().optional().describe('Reused off the platform (site, other apps, TV, download).'),
    aigc: z.boolean().optional().describe('The clip is AI-generated (fully or in part).'),
    client_delivery: z.boolean().optional().describe('The clip is delivered to a client as a file.'),
    download: z.boolean().optional().describe('A downloadable file with the sound in it is needed.'),
    payoff_at_ms: z.int().min(0).max(MAX_DURATION_S * 1000).nullable().optional().describe('When the clip\'s reveal or payoff happens, in ms.'),
    language: z
      .string()
      .trim()
      .regex(COPY_LANGUAGE_TAG, { error: 'must be a language tag: two or three letters, with a region if you like ("es", "pt-BR", "fr-CA", "it")' })
      .optional()
      .describe('Copy language (BCP 47): en, es, pt, fr, de; others get English copy, said so.'),
  })
  .catchall(ExtraClipValueSchema.meta({ description: `Additional fields are allowed (spec 2.1) and echoed back, not read: any JSON value nested at most ${MAX_EXTRA_DEPTH} levels with at most ${MAX_EXTRA_NODES} values. One whose name says what a read field says (\`paid\`, \`client_work\`, \`ai_generated\`, \`reveal_at_ms\`) gets an entry in \`assumptions\` naming the field that is read.` }))
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
