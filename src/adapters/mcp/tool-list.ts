/**
 * The MCP tools/list answer, built once per process and compact. An agent reads tools/list into
 * its model's context every session, so every byte there is paid for again and again; the SDK's
 * own list also re-derives each tool's JSON Schema from zod on every request.
 *
 * - Input schemas keep what a model needs to call the tool well (every field, its description,
 *   type, enum and numeric bounds) with the indirections inlined (`$ref`, one-element `allOf`, an `anyOf`
 *   of constants as an `enum`), without titles and examples. The one check left out is the
 *   control-character pattern on free text: the server still applies it and answers a refused
 *   string with the same problem body REST uses.
 * - A field described in the same words by an earlier tool in the list keeps its type and drops
 *   the repeated sentence (the clip's flags recur in four tools).
 * - Output schemas name every top-level field with its type, so a client
 *   that checks structuredContent against them (the SDK's Client does) still can. The nested
 *   shapes are described once, in full, in the OpenAPI document (/openapi.json) and the
 *   JSON Schema files, which the structured content always matches.
 */
import type { Tool } from '@modelcontextprotocol/sdk/types.js';
import { z } from 'zod';
import { toolOperations } from '../../operations.ts';
import { CONTROL_CHARS_PATTERNS } from '../../schemas/common.ts';

type Json = Record<string, unknown>;
const isObj = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A tool's input or output schema as a fresh object over the same fields (a root with a registry id would come out as a bare $ref). */
function objectOver(schema: z.ZodType, strict: boolean): z.ZodObject {
  const shape = (schema as z.ZodObject).shape;
  return strict ? z.strictObject(shape) : z.looseObject(shape);
}

/** Inlines `$ref`s into `$defs`, folds one-element `allOf`s into their parent and drops the free-text pattern. */
function inline(node: unknown, defs: Json, depth = 0): unknown {
  if (depth > 32) throw new Error('tool schema nests too deep (a recursive $ref?)');
  if (Array.isArray(node)) return node.map((n) => inline(n, defs, depth + 1));
  if (!isObj(node)) return node;
  let out: Json = {};
  for (const [k, v] of Object.entries(node)) {
    if (k === '$schema' || k === '$defs' || k === 'id' || k === 'title' || k === 'examples') continue;
    // Data, not schemas: copied as they are.
    if (k === 'enum' || k === 'const' || k === 'default') {
      out[k] = v;
      continue;
    }
    if (k === 'pattern' && typeof v === 'string' && CONTROL_CHARS_PATTERNS.has(v)) continue;
    // String lengths: the server refuses an over-long text with a clear problem; a model needs the field, not its byte bounds.
    if ((k === 'minLength' || k === 'maxLength') && node.type === 'string') continue;
    // Aliases kept for old REST clients ('x-alias-of') are not offered to agents; the server still accepts them.
    // Property names are names, not keywords: a field called "title" stays; each value is a schema.
    if (k === 'properties' && isObj(v)) {
      out[k] = Object.fromEntries(
        Object.entries(v)
          .filter(([, p]) => !(isObj(p) && 'x-alias-of' in p))
          .map(([name, p]) => [name, inline(p, defs, depth + 1)]),
      );
      continue;
    }
    out[k] = inline(v, defs, depth + 1);
  }
  const ref = out.$ref;
  if (typeof ref === 'string' && ref.startsWith('#/$defs/')) {
    const { $ref: _r, ...rest } = out;
    const target = inline(defs[ref.slice('#/$defs/'.length)], defs, depth + 1) as Json;
    out = { ...target, ...rest };
  }
  // anyOf: [{type, const: a}, {type, const: b}] is enum: [a, b] of that type.
  const anyOf = out.anyOf;
  if (Array.isArray(anyOf) && anyOf.length > 1 && anyOf.every((a) => isObj(a) && 'const' in a && Object.keys(a).every((k) => k === 'const' || k === 'type') && a.type === (anyOf[0] as Json).type)) {
    const { anyOf: _o, ...rest } = out;
    out = { type: (anyOf[0] as Json).type, enum: anyOf.map((a) => (a as Json).const), ...rest };
  }
  // anyOf: [{type: T, ...bounds}, {type: 'null'}] is {type: [T, 'null'], ...bounds}.
  if (Array.isArray(out.anyOf) && out.anyOf.length === 2 && isObj(out.anyOf[1]) && Object.keys(out.anyOf[1]).join() === 'type' && out.anyOf[1].type === 'null') {
    const first = out.anyOf[0];
    if (isObj(first) && typeof first.type === 'string' && first.type !== 'object' && first.type !== 'array') {
      const { anyOf: _n, ...rest } = out;
      out = { ...first, type: [first.type, 'null'], ...(Array.isArray(first.enum) ? { enum: [...first.enum, null] } : {}), ...rest };
    }
  }
  const allOf = out.allOf;
  if (Array.isArray(allOf) && allOf.length === 1 && isObj(allOf[0])) {
    const { allOf: _a, ...rest } = out;
    out = { ...allOf[0], ...rest };
  }
  return out;
}

/** Drops field descriptions inside a schema (the schema's own description stays). */
function withoutFieldDescriptions(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(withoutFieldDescriptions);
  if (!isObj(node)) return node;
  const out: Json = {};
  for (const [k, v] of Object.entries(node)) {
    if (k === 'properties' && isObj(v)) out[k] = Object.fromEntries(Object.entries(v).map(([name, p]) => [name, isObj(p) ? withoutDescription(p) : p]));
    else if (k === 'items' && isObj(v)) out[k] = withoutDescription(v);
    else out[k] = v;
  }
  return out;
}
function withoutDescription(node: Json): unknown {
  const { description: _d, ...rest } = node;
  return withoutFieldDescriptions(rest);
}

/**
 * An optional extra (an object the call works without: behavior preferences, a licence, cutdowns)
 * keeps its own description and its fields' names, types and enums, not each field's sentence:
 * a model decides from the extra's description whether to use it, and the fields' details are in
 * the OpenAPI document. Required objects (the clip itself) keep every description.
 */
function briefOptionalExtras(root: Json): Json {
  const required = new Set((root.required as string[] | undefined) ?? []);
  const properties = root.properties as Record<string, Json> | undefined;
  if (properties === undefined) return root;
  const out: Record<string, unknown> = {};
  for (const [name, p] of Object.entries(properties)) {
    if (!required.has(name) && p.type === 'object' && isObj(p.properties)) {
      const { description, ...rest } = p;
      out[name] = { ...(withoutFieldDescriptions(rest) as Json), ...(description !== undefined ? { description } : {}) };
    } else out[name] = required.has(name) && p.type === 'object' ? briefOptionalExtras(p) : p;
  }
  return { ...root, properties: out };
}

/** The JSON types a schema allows, as `type` (one name or a list), when it states them. */
function typesOf(node: Json): string | string[] | undefined {
  if (typeof node.type === 'string' || Array.isArray(node.type)) return node.type as string | string[];
  if ('const' in node) return typeof node.const === 'string' ? 'string' : typeof node.const === 'number' ? 'number' : typeof node.const === 'boolean' ? 'boolean' : undefined;
  const alts = (node.anyOf ?? node.oneOf) as unknown;
  if (!Array.isArray(alts)) return undefined;
  const types = new Set<string>();
  for (const a of alts) {
    const t = isObj(a) ? typesOf(a) : undefined;
    if (t === undefined) return undefined;
    for (const x of [t].flat()) types.add(x);
  }
  const list = [...types];
  return list.length === 1 ? list[0] : list;
}

/** The input schema as tools/list shows it. */
export function compactInputSchema(schema: z.ZodType): Tool['inputSchema'] {
  const generated = z.toJSONSchema(objectOver(schema, true), { target: 'draft-2020-12', io: 'input', unrepresentable: 'any' }) as Json;
  return briefOptionalExtras(inline(generated, (generated.$defs as Json) ?? {}) as Json) as Tool['inputSchema'];
}

/**
 * The output schema as tools/list shows it: each top-level field with its type (and a constant's
 * value). Every field is always present in the structured content; the full shape, required
 * lists included, is the operation's schema in the OpenAPI document.
 */
export function compactOutputSchema(schema: z.ZodType): NonNullable<Tool['outputSchema']> {
  const generated = z.toJSONSchema(objectOver(schema, false), { target: 'draft-2020-12', io: 'output', unrepresentable: 'any' }) as Json;
  const full = inline(generated, (generated.$defs as Json) ?? {}) as Json;
  const properties: Record<string, Json> = {};
  for (const [name, prop] of Object.entries((full.properties as Record<string, Json>) ?? {})) {
    const type = typesOf(prop);
    properties[name] = { ...(type !== undefined ? { type } : {}), ...('const' in prop ? { const: prop.const } : {}) };
  }
  return { type: 'object', properties } as NonNullable<Tool['outputSchema']>;
}

const ANNOTATIONS = { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false } as const;

/**
 * Drops a field's description where an earlier tool in the list described a field of the same name
 * in the same words (the clip's flags recur in four tools): the model has read that sentence once
 * already; the field keeps its type, enum and bounds.
 */
function withoutRepeatedDescriptions(schema: Json, seen: Set<string>): Json {
  const properties = schema.properties as Record<string, Json> | undefined;
  if (properties === undefined) return schema;
  const out: Record<string, Json> = {};
  for (const [name, p] of Object.entries(properties)) {
    let field = p.type === 'object' ? withoutRepeatedDescriptions(p, seen) : p;
    const key = `${name}\u0000${String(field.description ?? '')}`;
    if (typeof field.description === 'string') {
      if (seen.has(key)) {
        const { description: _d, ...rest } = field;
        field = rest;
      } else seen.add(key);
    }
    out[name] = field;
  }
  return { ...schema, properties: out };
}

/** Every tool as tools/list answers it, in operation order. */
export const TOOL_LIST: readonly Tool[] = (() => {
  const seen = new Set<string>();
  return toolOperations.map((op) => ({
    name: op.tool.name,
    title: op.title,
    description: op.tool.description,
    inputSchema: withoutRepeatedDescriptions(compactInputSchema(op.input) as Json, seen) as Tool['inputSchema'],
    outputSchema: compactOutputSchema(op.tool.output ?? op.output),
    annotations: ANNOTATIONS,
  }));
})();
