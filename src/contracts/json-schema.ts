/**
 * JSON Schema generation from the zod schemas (draft 2020-12): the component set shared by the
 * OpenAPI document, and standalone schema files. Never written by hand.
 */
import { z } from 'zod';
// Import every schema module so each `.meta({ id })` is in the registry before generating.
import '../schemas/account.ts';
import '../schemas/brief.ts';
import '../schemas/catalog.ts';
import '../schemas/clip-pack.ts';
import '../schemas/concierge.ts';
import '../schemas/contract.ts';
import '../schemas/operator-data.ts';
import '../schemas/plan.ts';
import '../schemas/problem.ts';
import '../schemas/recommend.ts';
import '../schemas/sound-brief.ts';
import '../schemas/status.ts';
import '../schemas/template-pack.ts';

export type JsonSchema = Record<string, unknown>;

/** Tidies generated schemas: literal-number unions become integer enums; `$schema`/`$id` go. */
function tidy(node: unknown, top = true): unknown {
  if (Array.isArray(node)) return node.map((n) => tidy(n, false));
  if (node === null || typeof node !== 'object') return node;
  const o = { ...(node as Record<string, unknown>) };
  if (top) {
    delete o.$schema;
    delete o.$id;
  }
  const any = o.anyOf as Array<Record<string, unknown>> | undefined;
  if (Array.isArray(any) && any.length > 0 && any.every((a) => a.type === 'number' && Number.isInteger(a.const) && Object.keys(a).length === 2)) {
    delete o.anyOf;
    o.type = 'integer';
    o.enum = any.map((a) => a.const);
  }
  for (const [k, v] of Object.entries(o)) if (k !== 'enum' && k !== 'const') o[k] = tidy(v, false);
  return o;
}

/** Every registered schema as an OpenAPI component, refs pointing at #/components/schemas/{id}. */
export function componentSchemas(): Record<string, JsonSchema> {
  const out = z.toJSONSchema(z.globalRegistry, { target: 'draft-2020-12', io: 'output', uri: (id) => `#/components/schemas/${id}`, unrepresentable: 'any' });
  return Object.fromEntries(Object.entries(out.schemas).map(([id, s]) => [id, tidy(s) as JsonSchema]));
}

/** A standalone JSON Schema document for one schema, with its dependencies under $defs. */
export function standaloneSchema(schema: z.ZodType, id: string, title: string): JsonSchema {
  const generated = z.toJSONSchema(schema, { target: 'draft-2020-12', io: 'input', unrepresentable: 'any' }) as JsonSchema;
  const body = tidy(generated) as JsonSchema;
  return { $schema: 'https://json-schema.org/draft/2020-12/schema', $id: id, title, ...body };
}
