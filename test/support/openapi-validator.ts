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
