/**
 * The OpenAPI 3.1 document, generated from the zod schemas and the operations list: static GET
 * endpoints, the POST operations, /mcp, and the account endpoints of the spec.
 */
import type { Catalog } from '../catalog/load.ts';
import { accountEndpoints, restOperations, toolOperations } from '../operations.ts';
import { MAX_BATCH, MAX_BODY_BYTES } from '../limits.ts';
import { SLUG_PATTERN } from '../schemas/common.ts';
import { PROBLEMS, statusMeaning } from '../schemas/problems.ts';
import { DATA_FILES } from '../catalog/data-files.ts';
import { componentSchemas, type JsonSchema } from './json-schema.ts';
import { PATHS, dataPath, jsonFileOf } from '../surfaces.ts';
import { PUBLIC_SCHEMAS } from './public-schemas.ts';
// Registers the JSON-RPC envelope of /mcp.
import '../schemas/json-rpc.ts';

const ref = (id: string): JsonSchema => ({ $ref: `#/components/schemas/${id}` });
const json = (schema: JsonSchema) => ({ 'application/json': { schema } });
const problem = (description: string) => ({ description, content: { 'application/problem+json': { schema: ref('Problem') } } });

/** What an error status means, from the problem table (src/schemas/problems.ts). */
const errorText = (status: number): string =>
  status === 413 ? `Body larger than ${MAX_BODY_BYTES} bytes.` : status === 404 ? PROBLEMS['unknown-sound'].meaning : statusMeaning(status);

function staticGet(operationId: string, summary: string, description: string, schemaId: string, tag: string, extra: Record<string, unknown> = {}) {
  return {
    get: {
      operationId,
      summary,
      description,
      tags: [tag],
      security: [],
      ...extra,
      responses: {
        '200': { description: summary, content: json(ref(schemaId)) },
        // A static file served by the CDN: the body is a problem document, the media type the host gives .json files.
        ...(extra.parameters ? { '404': { description: `${errorText(404)} Served as a static file, so its media type is application/json (the body is an RFC 9457 problem).`, content: json(ref('Problem')) } } : {}),
      },
    },
  };
}

/** Only the components the paths reference, directly or through other components. */
function reachableComponents(paths: unknown, all: Record<string, JsonSchema>): Record<string, JsonSchema> {
  const keep = new Set<string>();
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) node.forEach(visit);
    else if (node !== null && typeof node === 'object') {
      for (const [k, v] of Object.entries(node)) {
        if (k === '$ref' && typeof v === 'string' && v.startsWith('#/components/schemas/')) {
          const id = v.slice('#/components/schemas/'.length);
          if (!keep.has(id)) {
            keep.add(id);
            visit(all[id]);
          }
        } else visit(v);
      }
    }
  };
  visit(paths);
  return Object.fromEntries(Object.keys(all).sort().filter((id) => keep.has(id)).map((id) => [id, all[id]!]));
}

export function openApiDocument(c: Catalog): JsonSchema {
  const paths: Record<string, unknown> = {
    [PATHS.sounds]: staticGet('listSounds', 'List sound routes', `Every route with sound URLs, fit notes, proof links and sound-health states. Static; also at ${jsonFileOf(PATHS.sounds)}.`, 'SoundList', 'catalog'),
    [PATHS.sound]: staticGet('getSound', 'One sound profile', `A route and its behavior profile. Static; also at ${jsonFileOf(PATHS.sound)}. Unknown slug: 404 problem listing the valid slugs.`, 'SoundProfile', 'catalog', {
      // A pattern, not an enum of today's slugs: clients need not be regenerated when the catalog changes.
      parameters: [{ name: 'slug', in: 'path', required: true, description: `A route slug; the valid ones are listed at [${PATHS.sounds}](${PATHS.sounds}).`, schema: { type: 'string', pattern: SLUG_PATTERN } }],
    }),
    [PATHS.proof]: staticGet('listProof', 'Public proof examples', 'Evidence of fit and momentum only; never a promise of views.', 'ProofList', 'catalog'),
    [PATHS.momentum]: staticGet('getMomentum', 'Sound-health snapshot', 'Default route, rising routes and catalog-level momentum. A snapshot, not a trend prediction.', 'MomentumSnapshot', 'catalog'),
    [PATHS.momentumV1]: staticGet('getMomentumV1', 'Sound-health snapshot (v1 path)', `The same snapshot as ${PATHS.momentum}, under the versioned path.`, 'MomentumSnapshot', 'catalog'),
    [PATHS.health]: staticGet('getHealth', 'Health check', 'Status of the static API and the catalog version.', 'Health', 'meta'),
    [PATHS.status]: {
      get: {
        operationId: 'getStatus',
        summary: 'Readiness of the functions and the Blobs store',
        description: `Dynamic, unlike ${PATHS.health}: runs in a function and reads the key and usage store under a 2 s deadline.`,
        tags: ['meta'],
        security: [],
        responses: {
          '200': { description: 'Ready.', content: json(ref('Status')) },
          '405': problem(errorText(405)),
          '503': { description: 'The Blobs store did not answer in time; retry after the Retry-After seconds.', content: json(ref('Status')) },
        },
      },
    },
    [PATHS.openapi]: {
      get: { operationId: 'getOpenApi', summary: 'This OpenAPI 3.1 document', tags: ['meta'], security: [], responses: { '200': { description: 'The OpenAPI document.', content: json({ type: 'object', required: ['openapi', 'info', 'paths'], properties: { openapi: { type: 'string' }, info: { type: 'object', additionalProperties: true }, paths: { type: 'object', additionalProperties: true }, components: { type: 'object', additionalProperties: true } }, additionalProperties: true }) } } },
    },
    [PATHS.llmsTxt]: {
      get: { operationId: 'getLlmsTxt', summary: 'Plain-text summary for language models', tags: ['meta'], security: [], responses: { '200': { description: 'llms.txt', content: { 'text/plain': { schema: { type: 'string' } } } } } },
    },
  };

  for (const f of Object.values(DATA_FILES)) {
    const id = f.schema.meta()?.id as string;
    paths[dataPath(f.file)] = staticGet(`getData${id}`, f.title, `The operator data file data/${f.file}, validated at build time.`, id, 'data');
  }
  paths[dataPath('sound-behavior-profiles.json')] = staticGet('getDataSoundBehaviorProfiles', 'Sound behavior profiles', 'The behavior profile of every route, derived from data/sounds.json.', 'SoundBehaviorProfiles', 'data');
  for (const s of PUBLIC_SCHEMAS) {
    paths[s.path] = {
      get: {
        operationId: `getSchema${s.name.replace(/(^|-)([a-z])/g, (_m, _d, c: string) => c.toUpperCase())}`,
        summary: `JSON Schema: ${s.title}`,
        tags: ['data'],
        security: [],
        responses: { '200': { description: 'A JSON Schema (draft 2020-12) document generated from the zod schemas.', content: json({ type: 'object', required: ['$schema', '$id'], properties: { $schema: { type: 'string' }, $id: { type: 'string' }, title: { type: 'string' } }, additionalProperties: true }) } },
      },
    };
  }

  for (const op of restOperations) {
    const responses: Record<string, unknown> = { '200': { description: op.summary, content: json(ref(op.output.meta()?.id as string)) } };
    for (const status of op.errors) responses[String(status)] = problem(errorText(status));
    paths[op.rest.path] = {
      post: {
        operationId: op.id,
        summary: op.summary,
        description: op.description + (op.tool ? ` Also the MCP tool \`${op.tool.name}\`.` : ''),
        tags: ['planning'],
        security: [{}, { bearerAuth: [] }],
        requestBody: { required: true, content: json(ref(op.input.meta()?.id as string)) },
        responses,
      },
      options: { operationId: `${op.id}Preflight`, summary: 'CORS preflight', tags: ['planning'], security: [], responses: { '204': { description: 'CORS headers; any origin is allowed.' } } },
    };
  }

  paths[PATHS.mcp] = {
    post: {
      operationId: 'mcp',
      summary: 'Hosted MCP server (Streamable HTTP, stateless, JSON responses)',
      description:
        `JSON-RPC 2.0 messages of the Model Context Protocol, stateless (no session id), answered as JSON. Tools: ${toolOperations.map((op) => op.tool.name).join(', ')}. Resources: the catalog and each sound profile. Prompt: plan_clip. Send \`Accept: application/json, text/event-stream\`. GET and DELETE answer 405; a disallowed Origin answers 403.`,
      tags: ['mcp'],
      security: [{}, { bearerAuth: [] }],
      requestBody: { required: true, content: json({ oneOf: [ref('JsonRpcRequest'), ref('JsonRpcBatch')] }) },
      responses: {
        '200': { description: 'A JSON-RPC 2.0 answer (an array for a batch); a request with bad params answers a -32602 error here, naming the field.', content: json(ref('JsonRpcAnswer')) },
        '202': { description: 'Accepted (a notification or response with nothing to return).' },
        '400': { description: `Malformed JSON (-32700); valid JSON that is not a JSON-RPC message, an empty batch or a batch of more than ${MAX_BATCH} messages (-32600); or an unsupported MCP-Protocol-Version.`, content: json(ref('JsonRpcError')) },
        '401': { description: PROBLEMS.unauthorized.meaning, content: json(ref('JsonRpcError')) },
        '403': { description: 'Origin not allowed (DNS-rebinding protection).', content: json(ref('JsonRpcError')) },
        '405': { description: 'Only POST is supported: stateless, no SSE stream, no session to delete.', content: json(ref('JsonRpcError')) },
        '406': { description: 'Accept must allow application/json and text/event-stream.', content: json(ref('JsonRpcError')) },
        '413': { description: `Body larger than ${MAX_BODY_BYTES} bytes.`, content: json(ref('JsonRpcError')) },
        '415': { description: PROBLEMS['unsupported-media-type'].meaning, content: json(ref('JsonRpcError')) },
      },
    },
  };

  // Accounts: keys bought through Stripe Checkout, claimed once, verified, rotated (declared in src/operations.ts).
  for (const ep of accountEndpoints) {
    const responses: Record<string, unknown> = { '200': { description: ep.success, content: json(ref(ep.output.meta()?.id as string)) } };
    for (const [status, codes] of Object.entries(ep.errors)) {
      const meaning = codes.map((code) => PROBLEMS[code].meaning).join(' Or: ');
      responses[status] = problem(meaning);
    }
    paths[ep.rest.path] = {
      [ep.rest.method.toLowerCase()]: {
        operationId: ep.id,
        summary: ep.summary,
        description: ep.description,
        tags: ['account'],
        security: ep.rest.auth === 'required' ? [{ bearerAuth: [] }] : [],
        ...(ep.input !== null ? { requestBody: { required: true, content: json(ref(ep.input.meta()?.id as string)) } } : {}),
        responses,
      },
    };
  }

  return {
    openapi: '3.1.0',
    info: {
      title: `${c.service.name} API`,
      version: c.service.api_version,
      summary: c.service.tagline,
      description: `${c.service.description}\n\nBoundaries: no audio bytes, no automatic posting, no rights granted, no view guarantee.${c.service.demonstration ? '\n\nThis deployment serves a DEMONSTRATION catalog.' : ''}\n\nErrors are RFC 9457 problem details (application/problem+json).`,
      contact: { name: c.service.name, email: c.service.contact_email, url: `${c.service.base_url}${PATHS.developers}` },
      license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
    },
    // Relative: the document describes whichever deployment serves it (production, preview or localhost).
    servers: [{ url: '/', description: 'This deployment' }],
    tags: [
      { name: 'catalog', description: 'Static catalog data, pre-rendered.' },
      { name: 'planning', description: 'Routing and planning over the engine.' },
      { name: 'mcp', description: 'The hosted MCP server.' },
      { name: 'account', description: 'Keys, claim and verification.' },
      { name: 'data', description: 'Operator data files, manifests and JSON Schemas.' },
      { name: 'meta', description: 'Contract and health.' },
    ],
    paths,
    components: {
      schemas: reachableComponents(paths, componentSchemas()),
      securitySchemes: {
        bearerAuth: { type: 'http', scheme: 'bearer', description: 'Optional on the public endpoints; `Authorization: Bearer <API_KEY>`. Never in the query string.' },
      },
    },
  };
}
