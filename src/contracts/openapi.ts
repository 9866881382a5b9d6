/**
 * The OpenAPI 3.1 document, generated from the zod schemas and the declarations: the GET endpoints
 * and /mcp (src/endpoints.ts), the data and schema files, the POST operations and the account
 * endpoints (src/operations.ts). Nothing here names a path or says what a status means.
 */
import { z } from 'zod';
import type { Catalog } from '../catalog/load.ts';
import { MCP_PROMPTS, MCP_RESOURCES, accountEndpoints, getEndpoints, mcpEndpoint, operationStatusMeaning, resourceUri, restOperations, toolOperations, type GetEndpoint } from '../operations.ts';
import { SLUG_PATTERN } from '../schemas/common.ts';
import { JsonSchemaDocumentSchema } from '../schemas/contract.ts';
import { PROBLEMS } from '../schemas/problems.ts';
import { DATA_FILES, DERIVED_DATA_FILES } from '../catalog/data-files.ts';
import { componentSchemas, type JsonSchema } from './json-schema.ts';
import { PATHS, dataPath, jsonFileOf } from '../surfaces.ts';
import { PUBLIC_SCHEMAS } from './public-schemas.ts';
// Registers the JSON-RPC envelope of /mcp.
import '../schemas/json-rpc.ts';

const ref = (id: string): JsonSchema => ({ $ref: `#/components/schemas/${id}` });
const json = (schema: JsonSchema) => ({ 'application/json': { schema } });
const problem = (description: string) => ({ description, content: { 'application/problem+json': { schema: ref('Problem') } } });
/** A registered schema by reference; an unregistered one (a plain string) inline. */
const schemaOf = (schema: z.ZodType): JsonSchema => {
  const id = schema.meta()?.id as string | undefined;
  if (id !== undefined) return ref(id);
  const { $schema: _drop, ...inline } = z.toJSONSchema(schema, { target: 'draft-2020-12' }) as JsonSchema;
  return inline;
};

/** A GET endpoint's path item, from its declaration (src/endpoints.ts). */
function getPath(e: GetEndpoint) {
  const responses: Record<string, unknown> = { '200': { description: e.summary, content: { [e.mediaType]: { schema: schemaOf(e.output) } } } };
  for (const [status, s] of Object.entries(e.errors)) {
    responses[status] =
      s.body === 'problem' ? problem(s.meaning)
      : s.body === 'static-problem' ? { description: s.meaning, content: json(ref('Problem')) }
      : { description: s.meaning, content: { [e.mediaType]: { schema: schemaOf(e.output) } } };
  }
  const hasJsonFile = e.served === 'static-json';
  return {
    get: {
      operationId: e.id,
      summary: e.summary,
      description: `${e.description}${hasJsonFile ? ` Static; also at ${jsonFileOf(e.path)}.` : ''}`,
      tags: [e.tag],
      security: [],
      ...(e.path.includes('{slug}')
        ? {
            // A pattern, not an enum of today's slugs: clients need not be regenerated when the catalog changes.
            parameters: [{ name: 'slug', in: 'path', required: true, description: `A route slug; the valid ones are listed at [${PATHS.sounds}](${PATHS.sounds}).`, schema: { type: 'string', pattern: SLUG_PATTERN } }],
          }
        : {}),
      responses,
    },
  };
}

/** A static file under /data/ or /schemas/. */
function staticGet(operationId: string, summary: string, description: string, schema: JsonSchema) {
  return { get: { operationId, summary, description, tags: ['data'], security: [], responses: { '200': { description: summary, content: json(schema) } } } };
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
  const paths: Record<string, unknown> = Object.fromEntries(getEndpoints.map((e) => [e.path, getPath(e)]));

  for (const f of Object.values(DATA_FILES)) {
    const id = f.schema.meta()?.id as string;
    paths[dataPath(f.file)] = staticGet(`getData${id}`, f.title, `The operator data file data/${f.file}, validated at build time.`, ref(id));
  }
  for (const f of Object.values(DERIVED_DATA_FILES)) {
    const id = f.schema.meta()?.id as string;
    paths[dataPath(f.file)] = staticGet(`getData${id}`, f.title, f.description, ref(id));
  }
  for (const s of PUBLIC_SCHEMAS) {
    const name = s.name.replace(/(^|-)([a-z])/g, (_m, _d, c: string) => c.toUpperCase());
    paths[s.path] = staticGet(`getSchema${name}`, `JSON Schema: ${s.title}`, 'A JSON Schema (draft 2020-12) document generated from the zod schemas.', schemaOf(JsonSchemaDocumentSchema));
  }

  for (const op of restOperations) {
    const responses: Record<string, unknown> = { '200': { description: op.summary, content: json(ref(op.output.meta()?.id as string)) } };
    for (const status of op.errors) responses[String(status)] = problem(operationStatusMeaning(status));
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

  const { catalog: catalogResource, soundProfile } = MCP_RESOURCES;
  paths[mcpEndpoint.rest.path] = {
    post: {
      operationId: mcpEndpoint.id,
      summary: mcpEndpoint.summary,
      description: `${mcpEndpoint.description} Tools: ${toolOperations.map((op) => op.tool.name).join(', ')}. Resources: ${resourceUri(c, catalogResource)} (${catalogResource.title.toLowerCase()}) and ${resourceUri(c, soundProfile)} (${soundProfile.title.toLowerCase()}). Prompts: ${Object.values(MCP_PROMPTS).map((p) => p.name).join(', ')}.`,
      tags: ['mcp'],
      security: [{}, { bearerAuth: [] }],
      requestBody: { required: true, content: json({ oneOf: [ref('JsonRpcRequest'), ref('JsonRpcBatch')] }) },
      responses: Object.fromEntries(
        Object.entries(mcpEndpoint.statuses).map(([status, description]) => [
          status,
          status === '202' ? { description } : { description, content: json(ref(status === '200' ? 'JsonRpcAnswer' : 'JsonRpcError')) },
        ]),
      ),
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
