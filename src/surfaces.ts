/**
 * Every public address of the service, declared once: the POST endpoints, the account endpoints,
 * /mcp, the static JSON twins, the machine-readable documents and the pages people are sent to,
 * plus the Netlify function that serves each dynamic path. Operations (src/operations.ts), the
 * static URL map, the OpenAPI document, llms.txt, the pages, the bench and the generated function
 * files (netlify/functions/, `npm run functions`) read their paths from here: a path is written
 * in this file and nowhere else (test/contracts/one-declaration.test.ts keeps it so).
 */

export const PATHS = {
  // Planning operations (POST, JSON)
  recommend: '/api/recommend',
  brief: '/api/brief',
  clipPack: '/api/v1/clip-pack',
  concierge: '/api/v1/concierge',
  // Agents
  mcp: '/mcp',
  // Keys and billing
  claimKey: '/api/billing/claim-key',
  billingWebhook: '/api/billing/webhook',
  me: '/api/v1/me',
  rotateKey: '/api/v1/keys/rotate',
  // Readiness (dynamic) and the static JSON API
  status: '/api/v1/status',
  sounds: '/api/sounds',
  sound: '/api/sounds/{slug}',
  proof: '/api/proof',
  momentum: '/api/momentum',
  momentumV1: '/api/v1/momentum',
  health: '/api/health',
  // Documents for machines
  openapi: '/api/openapi.json',
  llmsTxt: '/llms.txt',
  examples: '/examples/',
  data: '/data/',
  schemas: '/schemas/',
  // Pages people are sent to
  home: '/',
  playground: '/playground/',
  routingMatrix: '/routing-matrix/',
  developers: '/developers/',
  pricing: '/pricing/',
  apiConnect: '/api-connect/',
  soundBrief: '/sound-brief/',
  soundBehaviorProfiles: '/sound-behavior-profiles/',
  videoTemplatePacks: '/video-template-packs/',
  publishingRiskCheck: '/publishing-risk-check/',
} as const;

export type PathName = keyof typeof PATHS;

/** One sound's static profile path. */
export const soundPath = (slug: string): string => PATHS.sound.replace('{slug}', slug);

/** The pre-rendered file behind an extensionless static JSON path ("/api/sounds" -> "/api/sounds.json"). */
export const jsonFileOf = (path: string): string => `${path}.json`;

/** A data file's public path ("plans.json" -> "/data/plans.json"). */
export const dataPath = (file: string): string => `${PATHS.data}${file}`;

/** A public JSON Schema's path ("sound-brief" -> "/schemas/sound-brief.schema.json"). */
export const schemaPath = (name: string): string => `${PATHS.schemas}${name}.schema.json`;

/** An integration example's path ("curl.sh" -> "/examples/curl.sh"). */
export const examplePath = (file: string): string => `${PATHS.examples}${file}`;

/** How a function file adapts its path: the operation declared for it, or a dedicated handler. */
export type FunctionAdapter = 'operation' | 'mcp' | 'status' | 'claim-key' | 'billing-webhook' | 'me' | 'keys-rotate';

/** A Netlify function: its file name, the path it serves and its rate limit (per IP and domain). */
export interface FunctionDeclaration {
  name: string;
  path: PathName;
  adapter: FunctionAdapter;
  /** Requests per window per IP and domain. */
  windowLimit: number;
  windowSize: number;
  /** Why the limit is what it is, when it differs from the default. */
  note?: string;
}

const DEFAULT_LIMIT = { windowLimit: 120, windowSize: 60 } as const;

/** Every function file under netlify/functions/, generated from this list by `npm run functions`. */
export const FUNCTIONS: readonly FunctionDeclaration[] = [
  { name: 'recommend', path: 'recommend', adapter: 'operation', ...DEFAULT_LIMIT },
  { name: 'brief', path: 'brief', adapter: 'operation', ...DEFAULT_LIMIT },
  { name: 'clip-pack', path: 'clipPack', adapter: 'operation', ...DEFAULT_LIMIT },
  { name: 'concierge', path: 'concierge', adapter: 'operation', ...DEFAULT_LIMIT },
  { name: 'mcp', path: 'mcp', adapter: 'mcp', ...DEFAULT_LIMIT },
  { name: 'status', path: 'status', adapter: 'status', windowLimit: 60, windowSize: 60 },
  { name: 'claim-key', path: 'claimKey', adapter: 'claim-key', windowLimit: 20, windowSize: 60, note: 'A claim is rare: a tight limit slows guessing of session ids.' },
  { name: 'billing-webhook', path: 'billingWebhook', adapter: 'billing-webhook', windowLimit: 300, windowSize: 60, note: 'Generous: Stripe delivers from a few addresses and retries; the signature is the real gate.' },
  { name: 'me', path: 'me', adapter: 'me', ...DEFAULT_LIMIT },
  { name: 'keys-rotate', path: 'rotateKey', adapter: 'keys-rotate', windowLimit: 10, windowSize: 60, note: 'Rotation is rare; a tight limit keeps a leaked key from churning keys.' },
];
