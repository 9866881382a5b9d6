/**
 * Validates bodies against the generated OpenAPI document with Ajv (JSON Schema 2020-12), the
 * way an API client generated from the contract would see them.
 */
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { catalog } from '../../src/catalog/load.ts';
import { standaloneSchema } from '../../src/contracts/json-schema.ts';
import { openApiDocument } from '../../src/contracts/openapi.ts';
import { PUBLIC_SCHEMAS } from '../../src/contracts/public-schemas.ts';

const doc = openApiDocument(catalog);
const ajv = new Ajv2020({ strict: false, allErrors: true });
(addFormats as unknown as (a: Ajv2020) => void)(ajv);
ajv.addSchema({ $id: 'https://contract.local/openapi.json', components: doc.components }, undefined, undefined, false);
const cache = new Map<string, ValidateFunction>();

/** Returns the errors of `body` against `#/components/schemas/{id}`, or [] when it conforms. */
export function contractErrors(id: string, body: unknown): string[] {
  let v = cache.get(id);
  if (!v) {
    v = ajv.compile({ $ref: `https://contract.local/openapi.json#/components/schemas/${id}` });
    cache.set(id, v);
  }
  return v(body) ? [] : (v.errors ?? []).map((e) => `${e.instancePath} ${e.message}`);
}


const schemaFiles = new Map<string, ValidateFunction>();

/** Errors of `body` against one of the published JSON Schema files (by name, e.g. "sound-brief"). */
export function schemaFileErrors(name: (typeof PUBLIC_SCHEMAS)[number]['name'], body: unknown): string[] {
  let v = schemaFiles.get(name);
  if (!v) {
    const s = PUBLIC_SCHEMAS.find((x) => x.name === name)!;
    v = ajv.compile(standaloneSchema(s.schema, `https://contract.local${s.path}`, s.title));
    schemaFiles.set(name, v);
  }
  return v(body) ? [] : (v.errors ?? []).map((e) => `${e.instancePath} ${e.message}`);
}

// The whole document as one schema resource, so a response schema inside `paths` (and its
// `#/components/...` references) can be compiled where it stands.
const DOCUMENT_ID = 'https://contract.local/document.json';
ajv.addSchema({ ...doc, $id: DOCUMENT_ID }, undefined, undefined, false);
const pointer = (...parts: string[]): string => parts.map((p) => p.replace(/~/g, '~0').replace(/\//g, '~1')).join('/');

/** What the document says `method path` may answer with `status`: its content types, or null if the status is not documented. */
export function documentedResponse(path: string, method: string, status: number): { contentTypes: string[] } | null {
  const op = (doc.paths as Record<string, Record<string, { responses: Record<string, { content?: Record<string, unknown> }> }>>)[path]?.[method.toLowerCase()];
  const r = op?.responses[String(status)];
  return r === undefined ? null : { contentTypes: Object.keys(r.content ?? {}) };
}

/** Errors of `body` against the schema the document gives `method path` for `status` and `contentType`. */
export function responseErrors(path: string, method: string, status: number, contentType: string, body: unknown): string[] {
  const key = `${method} ${path} ${status} ${contentType}`;
  let v = cache.get(key);
  if (!v) {
    v = ajv.compile({ $ref: `${DOCUMENT_ID}#/${pointer('paths', path, method.toLowerCase(), 'responses', String(status), 'content', contentType, 'schema')}` });
    cache.set(key, v);
  }
  return v(body) ? [] : (v.errors ?? []).map((e) => `${e.instancePath} ${e.message}`);
}

/**
 * The first example of the request body the document gives `method path` (the first option of a
 * oneOf): what a client reading the document would send. Undefined when the operation takes no body.
 */
export function documentedExample(path: string, method: string): unknown {
  const op = (doc.paths as Record<string, Record<string, { requestBody?: { content: Record<string, { schema: Record<string, unknown> }> } }>>)[path]?.[method.toLowerCase()];
  let schema = op?.requestBody?.content['application/json']?.schema;
  if (schema === undefined) return undefined;
  if (Array.isArray(schema.oneOf)) schema = schema.oneOf[0] as Record<string, unknown>;
  if (typeof schema.$ref === 'string') schema = (doc.components as { schemas: Record<string, Record<string, unknown>> }).schemas[schema.$ref.split('/').pop()!]!;
  const examples = schema.examples as unknown[] | undefined;
  if (examples === undefined || examples.length === 0) throw new Error(`the document gives ${method} ${path} a request body without an example`);
  return examples[0];
}
