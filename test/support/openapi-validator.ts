/**
 * Validates bodies against the generated OpenAPI document with Ajv (JSON Schema 2020-12), the
 * way an API client generated from the contract would see them.
 */
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { catalog } from '../../src/catalog/load.ts';
import { openApiDocument } from '../../src/contracts/openapi.ts';

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

export const openapi = doc;
