/**
 * Every public operation, declared once: id, REST method and path, MCP tool name, texts, input and
 * output schemas, and the pure function that runs it. REST functions, MCP tools, the OpenAPI
 * document and llms.txt are all derived from this list.
 */
import type { z } from 'zod';
import type { Catalog } from './catalog/load.ts';
import { brief, clipPack, concierge, recommend } from './engine/index.ts';
import { BriefRequestSchema, BriefResponseSchema } from './schemas/brief.ts';
import { ClipPackRequestSchema, ClipPackSchema } from './schemas/clip-pack.ts';
import { ConciergeRequestSchema, ConciergeResponseSchema } from './schemas/concierge.ts';
import { RecommendRequestSchema, RecommendResponseSchema } from './schemas/recommend.ts';

export interface Operation<I extends z.ZodType = z.ZodType, O extends z.ZodType = z.ZodType> {
  /** OpenAPI operationId. */
  id: string;
  /** The MCP tool that exposes the same operation, if any. */
  tool: string | null;
  method: 'POST';
  path: string;
  title: string;
  summary: string;
  description: string;
  input: I;
  output: O;
  /** Statuses besides 200 that this operation can answer (problem+json bodies). */
  errors: readonly number[];
  run: (catalog: Catalog, input: z.infer<I>) => z.infer<O>;
}

/** Any operation, whatever its schemas: what adapters (HTTP, MCP, OpenAPI) take. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyOperation = Operation<z.ZodType<any>, z.ZodType<any>>;

function define<I extends z.ZodType, O extends z.ZodType>(op: Operation<I, O>): Operation<I, O> {
  return op;
}

const COMMON_ERRORS = [400, 405, 413, 415] as const;

export const recommendOperation = define({
  id: 'recommend',
  tool: 'recommend_sound',
  method: 'POST',
  path: '/api/recommend',
  title: 'Recommend a sound',
  summary: 'Route a clip to ONE catalog sound.',
  description:
    'Maps a clip (description or topic, platform, duration, tone, voiceover, AIGC and commercial flags, payoff time) to one named sound from the catalog, with why it won, its behavior, platform actions, proof and boundaries. Deterministic. Alternatives only when asked. Returns no audio.',
  input: RecommendRequestSchema,
  output: RecommendResponseSchema,
  errors: COMMON_ERRORS,
  run: recommend,
});

export const briefOperation = define({
  id: 'brief',
  tool: 'generate_video_brief',
  method: 'POST',
  path: '/api/brief',
  title: 'Video brief for a sound',
  summary: 'A video brief, caption variants and hashtags for a known sound.',
  description:
    'For a known sound slug and a clip description: shots with timings, editing notes, a generator prompt, hooks, caption variants, hashtags, and an AIGC disclosure when the clip is AI-generated. Unknown slug: 404 listing the valid slugs.',
  input: BriefRequestSchema,
  output: BriefResponseSchema,
  errors: [...COMMON_ERRORS, 404],
  run: brief,
});

export const clipPackOperation = define({
  id: 'clipPack',
  tool: null,
  method: 'POST',
  path: '/api/v1/clip-pack',
  title: 'Clip pack',
  summary: 'Structured sound intelligence for a clip: route it, or plan it around a named route.',
  description:
    'clip_to_sound routes the clip; sound_to_plan plans it around `sound.route`. The answer is a valid sound brief document with flow and payoff guidance, beat map, template pack, prompts, post pack, AIGC disclosure, risk assessment and platform actions. Unknown route: 404 listing the valid ones.',
  input: ClipPackRequestSchema,
  output: ClipPackSchema,
  errors: [...COMMON_ERRORS, 404],
  run: clipPack,
});

export const conciergeOperation = define({
  id: 'concierge',
  tool: null,
  method: 'POST',
  path: '/api/v1/concierge',
  title: 'Concierge',
  summary: 'A plain-language clip request in, a plan with a ready prompt out.',
  description:
    'Reads duration, AI generation, voiceover, paid or client work, off-platform reuse, a reveal time and the topic from `message` (explicit fields override it), then answers with `answer`, `final_prompt`, `caption_options`, `next_questions`, `risk_reminder` and the full `clip_pack`.',
  input: ConciergeRequestSchema,
  output: ConciergeResponseSchema,
  errors: COMMON_ERRORS,
  run: concierge,
});

/** The POST operations in the order they are documented. */
export const postOperations: readonly AnyOperation[] = [recommendOperation, briefOperation, clipPackOperation, conciergeOperation];
