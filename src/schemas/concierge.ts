/** POST /api/v1/concierge: a plain-language request and its plan (spec 2.4). */
import { z } from 'zod';
import { BriefPlatformSchema, plainText } from './common.ts';
import { checkPayoffInsideClip, MAX_DURATION_S, MAX_TEXT, TOO_LONG_MESSAGE } from './sound-brief.ts';
import { FreeInputsSchema } from './brief.ts';
import { ClipPackSchema } from './clip-pack.ts';
import { CopyLanguageSchema } from './template-pack.ts';
import { CaptionOptionSchema, ClarifyingQuestionSchema } from './plan.ts';

/** Languages a message may be read in that the copy is not written in (the copy is English, Spanish, Portuguese, French, German). */
export const OTHER_LANGUAGES = ['it', 'nl', 'pl', 'id', 'sv', 'tr', 'vi', 'tl', 'hi', 'ja', 'ko', 'zh', 'ar', 'ru', 'th', 'el', 'he', 'cs', 'sw'] as const;

export const ConciergeRequestSchema = z
  .strictObject({
    message: plainText(MAX_TEXT).describe('The request in plain words, e.g. "30s AI-gen fashion outfit, no voiceover", in English, Spanish, Portuguese, French or German. Agent-style fields are read too and win over the words around them: "topic: latte art | duration: 0:25 | vo: yes | ai: no | usage: paid social | reveal: 0:18" (keys: topic/subject/clip, duration/length/dur, reveal/payoff/drop, voice/vo/voiceover/narration, ai/aigc/generator, paid/ad, sponsored/commercial/client, usage/placement, off_platform; values yes/no/true/false/none, a time, a generator name).'),
    duration_s: z.int().min(1).max(MAX_DURATION_S, TOO_LONG_MESSAGE).optional().describe('Overrides a duration read from the message.'),
    aigc: z.boolean().optional().describe('Overrides what the message says about AI generation.'),
    platform: BriefPlatformSchema.optional(),
    voiceover: z.boolean().optional(),
    commercial_use: z.boolean().optional(),
    paid_ad: z.boolean().optional(),
    off_platform_reuse: z.boolean().optional(),
    payoff_at_ms: z.int().min(0).max(MAX_DURATION_S * 1000).nullable().optional(),
    inputs: FreeInputsSchema.optional(),
    language: z.string().trim().min(2).max(35).optional().describe('Language of the audience, a BCP 47 tag such as "es" or "pt-BR"; used when the message is too short to tell.'),
  })
  .superRefine((v, ctx) => checkPayoffInsideClip(v.duration_s, v.payoff_at_ms, ['payoff_at_ms'], ctx))
  .meta({
    id: 'ConciergeRequest',
    title: 'Concierge request',
    description: 'A plain-language message; explicit fields override what is read from it.',
    examples: [{ message: '30s AI-gen fashion outfit, no voiceover' }, { message: 'before/after of my bathroom reno, the reveal at 7s', duration_s: 15 }, { message: 'topic: barista pouring latte art | duration: 0:25 | vo: narrator | ai: no | usage: paid social' }],
  });
export type ConciergeRequest = z.infer<typeof ConciergeRequestSchema>;

/** Where an understood value came from: read from the message, given as an explicit field, or a default. */
export const FieldSourceSchema = z.enum(['message', 'explicit', 'default']).meta({ id: 'FieldSource', description: 'Where a value came from: read from the message, given as an explicit request field, or a default.' });
export type FieldSource = z.infer<typeof FieldSourceSchema>;

/** The languages the concierge reads. */
export const MessageLanguageSchema = z.enum(['en', 'es', 'pt', 'fr', 'de']).meta({ id: 'MessageLanguage', description: 'A language the concierge reads: English, Spanish, Portuguese, French or German.' });

/** Two things the message says that cannot both hold, and the question that settles it. */
export const ContradictionSchema = z
  .strictObject({
    field: z.string().describe('The value in doubt, e.g. "voiceover", "payoff_at_ms", "music".'),
    detail: z.string().describe('What the message says both ways, in plain words.'),
    question: z.string().describe('The question that settles it.'),
    assumed: z.string().describe('What the plan assumes until the question is answered.'),
  })
  .meta({ id: 'ConciergeContradiction' });
export type Contradiction = z.infer<typeof ContradictionSchema>;

/**
 * What the concierge reads from a message alone (before explicit fields), null where it says
 * nothing. The engine's reader returns exactly this shape.
 */
export const ReadingSchema = z.strictObject({
  topic: z.string().describe('The subject of the clip as a short phrase of whole words, in English when the glossary knows every word; empty when the message names none.'),
  topic_as_written: z.string().describe('The same phrase in the words of the message.'),
  duration_s: z.int().min(1).nullable(),
  payoff_at_ms: z.int().min(0).nullable(),
  /** The message asks for a reveal or payoff, with or without a time. */
  reveal: z.boolean(),
  aigc: z.boolean().nullable(),
  voiceover: z.boolean().nullable(),
  commercial_use: z.boolean().nullable(),
  paid_ad: z.boolean().nullable(),
  off_platform_reuse: z.boolean().nullable(),
  /** The clip goes on a business's own page or is the creator's own business ("the farm's page", "our brand account", "j'ai une boutique"). */
  business_account: z.boolean(),
  /** A business is named as whose clip it is, whatever else the message says ("packing orders at my candle shop, not sponsored"). */
  business_named: z.boolean(),
  /** The business named is the speaker's own ("my Etsy shop", "our brokerage page"), not a client's or a brand's: its own-brand disclosure, no #ad. */
  business_own: z.boolean(),
  placement: z.enum(['feed', 'preroll']).nullable(),
  /** False when the message asks for no music ("no music", "original audio only"). */
  music: z.boolean().nullable(),
  language: MessageLanguageSchema.nullable(),
  /** A language read that the copy is not written in (Italian, Dutch, Polish, Indonesian, Swedish, Turkish, Vietnamese, Tagalog, Hindi, Japanese, Korean, Chinese, Arabic, Russian, Thai, Greek, Hebrew): `language` is then null, and the answer says the copy is English. */
  other_language: z.enum(OTHER_LANGUAGES).nullable(),
  contradictions: z.array(ContradictionSchema),
});
export type Reading = z.infer<typeof ReadingSchema>;

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
    reveal: z.boolean().describe('The message asks for a reveal or payoff (with or without a time).'),
    placement: z.enum(['feed', 'preroll']).describe('Where the clip runs: in the feed, or as a skippable pre-roll ad.'),
    music: z.boolean().nullable().describe('False when the message asks for no music; null when it does not say.'),
    language: MessageLanguageSchema.nullable().describe('The language the message is written in; null when it cannot be told.'),
    captions_language: CopyLanguageSchema.describe('The language the hooks, captions and title card are written in: the explicit `language` when copy is written in it, else the message\'s language when copy is written in it, else English. Prompts for video generators stay in English.'),
    contradictions: z.array(ContradictionSchema).describe('Things the message says both ways; each is also a next question.'),
  })
  .meta({ id: 'ConciergeUnderstanding', description: 'What the concierge read from the message and the explicit fields.' });

export const ConciergeResponseSchema = z
  .strictObject({
    type: z.literal('concierge_plan'),
    api_version: z.string(),
    answer: z.string().describe('The answer in plain words: which sound, where its hit lands and what to do with the reveal, how to post it. A message in Spanish, Portuguese, French or German is answered wholly in that language (the plan\'s structured fields stay in English, except the hooks, captions and title card).'),
    answer_english: z.string().nullable().describe('The full answer in English, with the reasons the sound fits, for an agent that works in English: null when `answer` is already English.'),
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
