/**
 * The public surfaces that are not operations, declared once beside them (src/operations.ts
 * re-exports this module): the GET endpoints (the static JSON twins of the catalog lookups, the
 * documents for machines, readiness), the /mcp endpoint with what each of its statuses means, and
 * the MCP resources and prompts. The OpenAPI document, the static URL map (`_redirects`), llms.txt,
 * the developers page and the MCP server read these; none of them writes a summary, a status
 * meaning, a resource URI or a prompt name of its own.
 *
 * The data files (src/catalog/data-files.ts), the JSON Schema files (src/contracts/public-schemas.ts)
 * and the client examples (src/contracts/examples.ts) are families with a declaration each.
 */
import type { z } from 'zod';
import type { Catalog } from './catalog/load.ts';
import { MAX_BATCH, MAX_BODY_BYTES } from './limits.ts';
import { HealthSchema, MomentumSnapshotSchema, ProofListSchema, SoundListSchema, SoundProfileSchema } from './schemas/catalog.ts';
import { LlmsTxtSchema, OpenApiDocumentSchema } from './schemas/contract.ts';
import { PROBLEMS, statusMeaning } from './schemas/problems.ts';
import { StatusSchema } from './schemas/status.ts';
import { PATHS } from './surfaces.ts';

/** How a REST endpoint serves an operation. */
export interface RestBinding {
  method: 'GET' | 'POST';
  path: string;
  /** public: no key needed (a malformed header is still refused); optional: a key is read if sent; required: 401 without one. */
  auth: 'public' | 'optional' | 'required';
  /** Whether a call counts against the caller's quota (metered after validation, before running). */
  metered: boolean;
  /** json: a JSON body is the input; raw: `{ body, headers }` with the body as text (webhooks); none: the query parameters are the input. */
  body: 'json' | 'raw' | 'none';
}

const TOO_LARGE = `Body larger than ${MAX_BODY_BYTES} bytes.`;

/**
 * What an error status of a planning operation means (the operations list their statuses in
 * `errors`): the problem table's meaning, with the body limit and the one 404 they answer.
 */
export function operationStatusMeaning(status: number): string {
  return status === 413 ? TOO_LARGE : status === 404 ? PROBLEMS['unknown-sound'].meaning : statusMeaning(status);
}

/** What a status besides 200 means on a GET endpoint, and what its body is. */
export interface GetStatus {
  meaning: string;
  /**
   * problem: application/problem+json; static-problem: a problem document served as a static file,
   * so with the media type the host gives .json files (application/json); output: the 200 schema.
   */
  body: 'problem' | 'static-problem' | 'output';
}

/** A GET endpoint that runs no operation: a pre-rendered file, or a function that reports readiness. */
export interface GetEndpoint {
  /** OpenAPI operationId. */
  id: string;
  path: string;
  tag: 'catalog' | 'meta';
  summary: string;
  description: string;
  /** The body of a 200 answer. */
  output: z.ZodType;
  mediaType: 'application/json' | 'text/plain';
  /**
   * static-json: pre-rendered to `<path>.json` and also served under the extensionless path (one
   * file per catalog slug when the path has `{slug}`); static: a pre-rendered file at its own path;
   * function: a Netlify function (src/surfaces.ts FUNCTIONS).
   */
  served: 'static-json' | 'static' | 'function';
  /** Statuses besides 200. */
  errors: Readonly<Record<number, GetStatus>>;
}

const UNKNOWN_SLUG: GetStatus = { meaning: `${PROBLEMS['unknown-sound'].meaning} Served as a static file, so its media type is application/json (the body is an RFC 9457 problem).`, body: 'static-problem' };

/** Every GET endpoint besides the data and schema files, in the order they are documented. */
export const getEndpoints: readonly GetEndpoint[] = [
  {
    id: 'listSounds',
    path: PATHS.sounds,
    tag: 'catalog',
    summary: 'List sound routes',
    description: 'Every route with sound URLs, fit notes, proof links and sound-health states.',
    output: SoundListSchema,
    mediaType: 'application/json',
    served: 'static-json',
    errors: {},
  },
  {
    id: 'getSound',
    path: PATHS.sound,
    tag: 'catalog',
    summary: 'One sound profile',
    description: 'A route and its behavior profile. Unknown slug: 404 problem listing the valid slugs.',
    output: SoundProfileSchema,
    mediaType: 'application/json',
    served: 'static-json',
    errors: { 404: UNKNOWN_SLUG },
  },
  {
    id: 'listProof',
    path: PATHS.proof,
    tag: 'catalog',
    summary: 'Public proof examples',
    description: 'Evidence of fit and momentum only; never a promise of views.',
    output: ProofListSchema,
    mediaType: 'application/json',
    served: 'static-json',
    errors: {},
  },
  {
    id: 'getMomentum',
    path: PATHS.momentum,
    tag: 'catalog',
    summary: 'Sound-health snapshot',
    description: 'Default route, rising routes and catalog-level momentum. A snapshot, not a trend prediction.',
    output: MomentumSnapshotSchema,
    mediaType: 'application/json',
    served: 'static-json',
    errors: {},
  },
  {
    id: 'getMomentumV1',
    path: PATHS.momentumV1,
    tag: 'catalog',
    summary: 'Sound-health snapshot (v1 path)',
    description: `The same snapshot as ${PATHS.momentum}, under the versioned path.`,
    output: MomentumSnapshotSchema,
    mediaType: 'application/json',
    served: 'static-json',
    errors: {},
  },
  {
    id: 'getHealth',
    path: PATHS.health,
    tag: 'meta',
    summary: 'Health check',
    description: 'Status of the static API and the catalog version.',
    output: HealthSchema,
    mediaType: 'application/json',
    served: 'static-json',
    errors: {},
  },
  {
    id: 'getStatus',
    path: PATHS.status,
    tag: 'meta',
    summary: 'Readiness of the functions and the Blobs store',
    description: `Dynamic, unlike ${PATHS.health}: runs in a function and reads the key and usage store under a 2 s deadline.`,
    output: StatusSchema,
    mediaType: 'application/json',
    served: 'function',
    errors: {
      405: { meaning: statusMeaning(405), body: 'problem' },
      503: { meaning: 'The Blobs store did not answer in time; retry after the Retry-After seconds.', body: 'output' },
    },
  },
  {
    id: 'getOpenApi',
    path: PATHS.openapi,
    tag: 'meta',
    summary: 'This OpenAPI 3.1 document',
    description: 'The contract, generated from the zod schemas and the declarations of every endpoint.',
    output: OpenApiDocumentSchema,
    mediaType: 'application/json',
    served: 'static',
    errors: {},
  },
  {
    id: 'getLlmsTxt',
    path: PATHS.llmsTxt,
    tag: 'meta',
    summary: 'Plain-text summary for language models',
    description: 'The service for language models, per the llms.txt convention: a summary and sections of links.',
    output: LlmsTxtSchema,
    mediaType: 'text/plain',
    served: 'static',
    errors: {},
  },
];

/** The hosted MCP endpoint: one POST path for every tool, resource and prompt, and what each status means there. */
export const mcpEndpoint = {
  id: 'mcp',
  rest: { method: 'POST', path: PATHS.mcp, auth: 'optional', metered: true, body: 'json' } satisfies RestBinding,
  summary: 'Hosted MCP server (Streamable HTTP, stateless, JSON responses)',
  description:
    'JSON-RPC 2.0 messages of the Model Context Protocol (one message or a batch), stateless (no session id), answered as JSON. Send `Accept: application/json, text/event-stream`. Keyed `tools/call` requests count against the plan like their REST twins.',
  /** Every status /mcp answers; all but 200 and 202 carry a JSON-RPC error. */
  statuses: {
    200: 'A JSON-RPC 2.0 answer (an array for a batch); a request with bad params answers a -32602 error here, naming the field.',
    202: 'Accepted (a notification or response with nothing to return).',
    400: `Malformed JSON (-32700); valid JSON that is not a JSON-RPC message, an empty batch or a batch of more than ${MAX_BATCH} messages (-32600); or an unsupported MCP-Protocol-Version.`,
    401: PROBLEMS.unauthorized.meaning,
    403: 'Origin not allowed (DNS-rebinding protection); browser-based clients on another origin are allowed through MCP_ALLOWED_ORIGINS.',
    405: 'Only POST is supported: stateless, no SSE stream, no session to delete (GET and DELETE answer 405).',
    406: 'Accept must allow application/json and text/event-stream.',
    413: TOO_LARGE,
    415: PROBLEMS['unsupported-media-type'].meaning,
  } as const satisfies Readonly<Record<number, string>>,
} as const;

/** An MCP resource: its registered name, its URI after `<scheme>://`, and the static path with the same data. */
export interface McpResource {
  name: string;
  /** The URI after the scheme; `{slug}` makes it a template with one resource per route. */
  uriPath: string;
  title: string;
  description: string;
  staticTwin: string;
}

export const MCP_RESOURCES = {
  catalog: { name: 'catalog', uriPath: 'sounds', title: 'Sound catalog', description: `Every sound route with behavior, fit notes, proof and health (same as GET ${PATHS.sounds}).`, staticTwin: PATHS.sounds },
  soundProfile: { name: 'sound-profile', uriPath: 'sounds/{slug}', title: 'Sound profile', description: `One sound route and its behavior profile (same as GET ${PATHS.sound}).`, staticTwin: PATHS.sound },
} as const satisfies Record<string, McpResource>;

/** The resource URI scheme, from the service name ("soundlane"). */
export function resourceScheme(c: Catalog): string {
  return c.service.name.toLowerCase().replace(/[^a-z0-9]/g, '');
}

/** A resource's URI (or URI template) on this deployment's scheme; `slug` fills a template. */
export function resourceUri(c: Catalog, r: McpResource, slug?: string): string {
  const path = slug === undefined ? r.uriPath : r.uriPath.replace('{slug}', slug);
  return `${resourceScheme(c)}://${path}`;
}

/** An MCP prompt: its name and what it is for (its arguments are declared with the server). */
export interface McpPrompt {
  name: string;
  title: string;
  description: string;
  /** The arguments in a few words, for the docs. */
  takes: string;
}

export const MCP_PROMPTS = {
  planClip: { name: 'plan_clip', title: 'Plan a clip around one sound', description: 'Walks from a clip idea to a sound and a cut plan: recommend, brief, captions, risk.', takes: 'idea, duration, voiceover, AIGC' },
} as const satisfies Record<string, McpPrompt>;
