/**
 * Every public operation, declared once: id, REST method, path, auth and metering, MCP tool name
 * and model-facing description, input and output schemas, and how it runs. REST functions, MCP
 * tools, the OpenAPI document, llms.txt and the developers page are all derived from this list
 * and from its sibling src/endpoints.ts (GET endpoints, /mcp, MCP resources and prompts), which
 * it re-exports. Engine functions stay
 * pure `(catalog, input)` and are wrapped here; `run` gets the caller, the clock and the services
 * in its context instead of importing them.
 */
import { createHash } from 'node:crypto';
import type { z } from 'zod';
import type { Catalog } from './catalog/load.ts';
import type { Caller } from './schemas/caller.ts';
import type { Services } from './services.ts';
import { proofBundleFor } from './engine/labels.ts';
import { brief, captionPack, clipPack, compareSounds, concierge, healthBySlug, proofBySlug, recommend, soundProfileBySlug } from './engine/index.ts';
import { BriefRequestSchema, BriefResponseSchema } from './schemas/brief.ts';
import { MomentumSnapshotSchema, ProofListSchema, SoundProfileSchema } from './schemas/catalog.ts';
import { ClipPackRequestSchema, ClipPackSchema, ClipPackToolOutputSchema } from './schemas/clip-pack.ts';
import { ConciergeRequestSchema, ConciergeResponseSchema } from './schemas/concierge.ts';
import { RecommendRequestSchema, RecommendResponseSchema } from './schemas/recommend.ts';
import { ClaimKeyRequestSchema, ClaimKeyResponseSchema, MeResponseSchema, RotateKeyResponseSchema, StripeEventSchema, WebhookReceivedSchema } from './schemas/accounts.ts';
import type { ProblemCode } from './schemas/problem.ts';
import {
  CaptionPackRequestSchema,
  CaptionPackSchema,
  CompareSoundsRequestSchema,
  ProofQuerySchema,
  SoundComparisonSchema,
  SoundHealthQuerySchema,
  SoundProfileQuerySchema,
} from './schemas/tools.ts';
import { PATHS } from './surfaces.ts';
import type { RestBinding } from './endpoints.ts';

// The surfaces that are not operations (GET endpoints, /mcp, MCP resources and prompts) are declared
// in the sibling module src/endpoints.ts; everything that lists the surfaces imports them from here.
export * from './endpoints.ts';

/** What an operation may use besides its input: given by the adapter, never imported. */
export interface OperationContext {
  catalog: Catalog;
  caller: Caller;
  now: () => Date;
  services: Services;
}

export interface Operation<I extends z.ZodType = z.ZodType, O extends z.ZodType = z.ZodType> {
  /** OpenAPI operationId. */
  id: string;
  /** The REST endpoint that serves it, if any. */
  rest: RestBinding | null;
  /** The MCP tool that serves it, if any, with a description written for a model. */
  tool: {
    name: string;
    description: string;
    /**
     * A compact output schema for the tool, when the full one would crowd an agent's context
     * (tools/list is read into the model's context every session); the full schema stays in the
     * OpenAPI document and the structured content is the same.
     */
    output?: z.ZodObject;
  } | null;
  /** The static GET path that serves the same data without the engine, if any. */
  staticTwin?: string;
  title: string;
  summary: string;
  description: string;
  input: I;
  output: O;
  /** Statuses besides 200 that the REST endpoint can answer (problem+json bodies). */
  errors: readonly number[];
  run: (ctx: OperationContext, input: z.infer<I>) => Promise<z.infer<O>>;
}

/** An engine function `(catalog, input) => output` as an operation's `run`. */
function engine<In, Out>(fn: (catalog: Catalog, input: In) => Out): (ctx: OperationContext, input: In) => Promise<Out> {
  return async (ctx, input) => fn(ctx.catalog, input);
}

/** JSON with object keys sorted at every level: the same request always hashes the same. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

const sha256Hex = (text: string): string => createHash('sha256').update(text, 'utf8').digest('hex');

/** A public POST endpoint: no key needed; a keyed call is counted against its plan's month. */
const publicPost = (path: string): RestBinding => ({ method: 'POST', path, auth: 'optional', metered: true, body: 'json' });

/** Any operation, whatever its schemas: what adapters (HTTP, MCP, OpenAPI) take. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyOperation = Operation<z.ZodType<any>, z.ZodType<any>>;
/** An operation with a REST endpoint. */
export type RestOperation = AnyOperation & { rest: NonNullable<AnyOperation['rest']> };

function define<I extends z.ZodType, O extends z.ZodType>(op: Operation<I, O>): Operation<I, O> {
  return op;
}

const COMMON_ERRORS = [400, 401, 405, 413, 415] as const;
const NO_AUDIO = 'Returns no audio and grants no rights.';

export const recommendOperation = define({
  id: 'recommend',
  rest: publicPost(PATHS.recommend),
  tool: {
    name: 'recommend_sound',
    description: `Pick ONE catalog sound for a short-form clip (description or topic; optional platform, duration, tone, voiceover, AIGC, paid/client flags, payoff time). Returns the sound, why it fits, platform actions, proof and risk reminder. Use first when a clip needs music. ${NO_AUDIO}`,
  },
  title: 'Recommend a sound',
  summary: 'Route a clip to ONE catalog sound.',
  description:
    'Maps a clip (description or topic, platform, duration, tone, voiceover, AIGC and commercial flags, payoff time) to one named sound from the catalog, with why it won, its behavior, platform actions, proof and boundaries. Deterministic. Alternatives only when asked. Returns no audio.',
  input: RecommendRequestSchema,
  output: RecommendResponseSchema,
  errors: COMMON_ERRORS,
  run: engine(recommend),
});

export const briefOperation = define({
  id: 'brief',
  rest: publicPost(PATHS.brief),
  tool: {
    name: 'generate_video_brief',
    description: `Plan a clip around a KNOWN sound slug: timed shots, editing notes, a video-generator prompt, hooks, captions, hashtags and an AIGC disclosure if AI-generated. Use after recommend_sound or when the user names a sound. ${NO_AUDIO}`,
  },
  title: 'Video brief for a sound',
  summary: 'A video brief, caption variants and hashtags for a known sound.',
  description:
    'For a known sound slug and a clip description: shots with timings, editing notes, a generator prompt, hooks, caption variants, hashtags, and an AIGC disclosure when the clip is AI-generated. Unknown slug: 404 listing the valid slugs.',
  input: BriefRequestSchema,
  output: BriefResponseSchema,
  errors: [...COMMON_ERRORS, 404],
  run: engine(brief),
});

export const clipPackOperation = define({
  id: 'clipPack',
  rest: publicPost(PATHS.clipPack),
  tool: {
    name: 'generate_clip_pack',
    description:
      'The whole plan for one short clip: the routed catalog sound (or plan around sound.route), beat map, shots, generator prompts, captions, risk, the labels to switch on per platform and a use matrix; on request every cut-down length (cutdowns), generator-sized shots (generator), a mix spec for voice clips and a proof bundle (proof). No audio, no rights.',
    output: ClipPackToolOutputSchema,
  },
  title: 'Clip pack',
  summary: 'Structured sound intelligence for a clip: route it, or plan it around a named route.',
  description:
    'clip_to_sound routes the clip; sound_to_plan plans it around `sound.route`. The answer is a valid sound brief document with flow and payoff guidance, beat map, template pack, prompts, post pack, AIGC disclosure, risk assessment and platform actions. Unknown route: 404 listing the valid ones.',
  input: ClipPackRequestSchema,
  output: ClipPackSchema,
  errors: [...COMMON_ERRORS, 404],
  // The proof bundle's time and hash are made here, not in the engine: the clock comes from the
  // context and hashing stays out of the pure engine.
  run: async (ctx, input) => {
    const pack = clipPack(ctx.catalog, input);
    if (input.proof !== true) return pack;
    const route = ctx.catalog.sounds.routes.find((r) => r.sound_slug === pack.route)!;
    return { ...pack, proof_bundle: proofBundleFor(ctx.catalog, route, input.licence, ctx.now().toISOString(), sha256Hex(canonicalJson(input))) };
  },
});

export const conciergeOperation = define({
  id: 'concierge',
  rest: publicPost(PATHS.concierge),
  tool: null,
  title: 'Concierge',
  summary: 'A plain-language clip request in, a plan with a ready prompt out.',
  description:
    'Reads duration, AI generation, voiceover, paid or client work, off-platform reuse, a reveal time and the topic from `message` (explicit fields override it), then answers with `answer`, `final_prompt`, `caption_options`, `next_questions`, `risk_reminder` and the full `clip_pack`.',
  input: ConciergeRequestSchema,
  output: ConciergeResponseSchema,
  errors: COMMON_ERRORS,
  run: engine(concierge),
});

export const soundProfileOperation = define({
  id: 'getSoundProfile',
  rest: null,
  staticTwin: PATHS.sound,
  tool: {
    name: 'get_sound_profile',
    description: `Full profile of one catalog sound by slug: behavior (energy, density, role, hook time, loop, lengths), tempo, fit notes, proof and health. Same data as GET ${PATHS.sound}. Unknown slug: error listing valid slugs.`,
  },
  title: 'Sound profile',
  summary: 'One sound route with its behavior profile.',
  description: `The profile of one route (the static twin is GET ${PATHS.sound}).`,
  input: SoundProfileQuerySchema,
  output: SoundProfileSchema,
  errors: [400, 404],
  run: engine(soundProfileBySlug),
});

export const proofOperation = define({
  id: 'getProofExamples',
  rest: null,
  staticTwin: PATHS.proof,
  tool: {
    name: 'get_proof_examples',
    description: 'Public clips that used catalog sounds (creator, views, link, date), for all sounds or one slug. Evidence of fit only: never quote it as a promise of views, never invent more.',
  },
  title: 'Proof examples',
  summary: 'Public proof examples, optionally for one route.',
  description: `Proof examples of the catalog (the static twin is GET ${PATHS.proof}).`,
  input: ProofQuerySchema,
  output: ProofListSchema,
  errors: [400, 404],
  run: engine(proofBySlug),
});

export const soundHealthOperation = define({
  id: 'getSoundHealth',
  rest: null,
  staticTwin: PATHS.momentum,
  tool: {
    name: 'get_sound_health',
    description: 'Sound-health snapshot: default route, rising routes, saturation and momentum per route (optionally one slug). A dated snapshot, not a trend prediction.',
  },
  title: 'Sound health',
  summary: 'The sound-health snapshot, optionally narrowed to one route.',
  description: `The momentum snapshot (the static twin is GET ${PATHS.momentum}).`,
  input: SoundHealthQuerySchema,
  output: MomentumSnapshotSchema,
  errors: [400, 404],
  run: engine(healthBySlug),
});

export const captionPackOperation = define({
  id: 'captionPack',
  rest: null,
  tool: {
    name: 'generate_caption_pack',
    description: `Hooks, three captions, hashtags and a cover frame for a clip, on a given sound slug or on the sound recommend_sound would pick. Adds the AI disclosure line for AI-generated clips. Does not post anything.`,
  },
  title: 'Caption pack',
  summary: 'Hooks, captions, hashtags and a cover frame for a clip on a sound.',
  description: 'Captions for a clip on a named route, or on the route the clip is routed to.',
  input: CaptionPackRequestSchema,
  output: CaptionPackSchema,
  errors: [400, 404],
  run: engine(captionPack),
});

export const compareSoundsOperation = define({
  id: 'compareSounds',
  rest: null,
  tool: {
    name: 'compare_sounds',
    description: 'Compare 2-5 catalog sounds side by side (behavior, fit for the described clip, health) and say which fits better and why. Use when the user hesitates between sounds.',
  },
  title: 'Compare sounds',
  summary: 'Two to five routes side by side, and which fits the clip better.',
  description: 'Ranks the given routes for the clip with the routing score and explains the winner.',
  input: CompareSoundsRequestSchema,
  output: SoundComparisonSchema,
  errors: [400, 404],
  run: engine(compareSounds),
});

/**
 * The account endpoints: declared here with the operations (path, method, auth, schemas, every
 * status and what it means) so the OpenAPI document, llms.txt and the developers page list them
 * like the rest. They are served by dedicated handlers (src/adapters/accounts/handlers.ts), not by
 * `run`: the webhook verifies a signature over the raw bytes, and a claimed key is shown once.
 */
export interface AccountEndpoint {
  id: string;
  rest: RestBinding;
  title: string;
  summary: string;
  description: string;
  /** The request body, if any. */
  input: z.ZodType | null;
  output: z.ZodType;
  /** What a 200 carries, in a few words. */
  success: string;
  /** Every status besides 200, with the problem codes that answer it (their meanings come from the problem table). */
  errors: Readonly<Record<number, readonly ProblemCode[]>>;
}

export const accountEndpoints: readonly AccountEndpoint[] = [
  {
    id: 'claimKey',
    rest: { method: 'POST', path: PATHS.claimKey, auth: 'public', metered: false, body: 'json' },
    title: 'Claim an API key',
    summary: 'Claim an API key after checkout',
    description:
      'Claims the key of a paid checkout session once (status complete, payment paid or no_payment_required; the e-mail compared trimmed and case-insensitively; the plan from the purchased Price). The key is shown once (Cache-Control: no-store); a repeat claim answers 409 and shows no key. 404 means the session is not known yet: retry in a moment.',
    input: ClaimKeyRequestSchema,
    output: ClaimKeyResponseSchema,
    success: 'The key, shown once, with the connect pack.',
    errors: { 400: ['invalid-json', 'invalid-request'], 403: ['forbidden'], 404: ['session-not-found'], 405: ['method-not-allowed'], 409: ['already-claimed'], 413: ['payload-too-large'], 415: ['unsupported-media-type'], 502: ['stripe-unavailable'], 503: ['stripe-not-configured', 'storage-unavailable'] },
  },
  {
    id: 'billingWebhook',
    rest: { method: 'POST', path: PATHS.billingWebhook, auth: 'public', metered: false, body: 'raw' },
    title: 'Stripe webhook',
    summary: 'Stripe webhook',
    description:
      'Verifies the Stripe-Signature on the raw body (fails closed without a configured secret) and handles checkout.session.completed, checkout.session.async_payment_succeeded and customer.subscription.deleted (the key drops to the free key tier). The same event twice has one effect.',
    input: StripeEventSchema,
    output: WebhookReceivedSchema,
    success: 'Received: the event was verified and handled, or recognised as a duplicate.',
    errors: { 400: ['invalid-signature'], 405: ['method-not-allowed'], 413: ['payload-too-large'], 503: ['stripe-not-configured', 'storage-unavailable'] },
  },
  {
    id: 'getMe',
    rest: { method: 'GET', path: PATHS.me, auth: 'required', metered: false, body: 'none' },
    title: 'Verify a key',
    summary: 'Verify plan, limits and scope',
    description: 'Plan, monthly usage (included, used, remaining, period start and end, UTC calendar month) and the connect pack of the bearer key.',
    input: null,
    output: MeResponseSchema,
    success: 'Plan, usage and connect pack.',
    errors: { 401: ['unauthorized'], 405: ['method-not-allowed'], 503: ['storage-unavailable'] },
  },
  {
    id: 'rotateKey',
    rest: { method: 'POST', path: PATHS.rotateKey, auth: 'required', metered: false, body: 'none' },
    title: 'Rotate a key',
    summary: 'Rotate the bearer key',
    description: 'Issues a new key, shown once; the old key stops working at once. Usage of the month carries over.',
    input: null,
    output: RotateKeyResponseSchema,
    success: 'The new key, shown once.',
    errors: { 401: ['unauthorized'], 405: ['method-not-allowed'], 503: ['storage-unavailable'] },
  },
];

/** Every operation, in the order they are documented. */
export const operations: readonly AnyOperation[] = [
  recommendOperation,
  briefOperation,
  clipPackOperation,
  conciergeOperation,
  soundProfileOperation,
  proofOperation,
  soundHealthOperation,
  captionPackOperation,
  compareSoundsOperation,
];

/** The operations with a REST endpoint. */
export const restOperations: readonly RestOperation[] = operations.filter((op): op is RestOperation => op.rest !== null);

/** The operations exposed as MCP tools. */
export const toolOperations: readonly (AnyOperation & { tool: NonNullable<AnyOperation['tool']> })[] = operations.filter(
  (op): op is AnyOperation & { tool: NonNullable<AnyOperation['tool']> } => op.tool !== null,
);

/** The operation served at a REST path; a function file names its path once in its config and here. */
export function restOperation(path: string): RestOperation {
  const op = restOperations.find((o) => o.rest.path === path);
  if (op === undefined) throw new Error(`no operation at ${path}`);
  return op;
}
