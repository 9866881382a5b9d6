/**
 * Field tables for the docs pages, read from the generated JSON Schema components so the pages
 * can never disagree with the contract.
 */
import { componentSchemas, type JsonSchema } from './json-schema.ts';

export interface FieldRow {
  name: string;
  type: string;
  required: boolean;
  description: string;
}

const components = componentSchemas();

function resolve(s: JsonSchema): JsonSchema {
  const ref = s.$ref as string | undefined;
  return ref ? { ...components[ref.replace('#/components/schemas/', '')]!, ...(s.description ? { description: s.description } : {}) } : s;
}

/** A short human type: "integer 1–600", "one of steady | rising | punchy", "array of Shot". */
export function typeLabel(s: JsonSchema): string {
  const refId = typeof s.$ref === 'string' ? s.$ref.replace('#/components/schemas/', '') : undefined;
  const r = resolve(s);
  if (Array.isArray(r.enum)) return `one of ${(r.enum as unknown[]).map(String).join(' | ')}`;
  if (Array.isArray(r.anyOf)) return (r.anyOf as JsonSchema[]).map(typeLabel).join(' or ');
  const t = r.type as string | undefined;
  if (t === 'array') return `array of ${typeLabel((r.items as JsonSchema) ?? {})}`;
  if (t === 'integer' || t === 'number') {
    const min = r.minimum as number | undefined;
    const max = r.maximum as number | undefined;
    const safe = (n: number | undefined) => n !== undefined && Math.abs(n) < 1e15;
    return `${t}${safe(min) && safe(max) ? ` ${min}–${max}` : safe(min) ? ` ≥ ${min}` : ''}`;
  }
  if (t === 'object' && refId) return refId;
  if (typeof r.const !== 'undefined') return JSON.stringify(r.const);
  if (t === 'string' && r.format) return `string (${r.format as string})`;
  return t ?? refId ?? 'any';
}

/** The property rows of a component. */
export function fieldRows(componentId: string): FieldRow[] {
  const s = components[componentId];
  if (!s) throw new Error(`no component ${componentId}`);
  const props = (s.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((s.required ?? []) as string[]);
  return Object.entries(props).map(([name, p]) => ({
    name,
    type: typeLabel(p),
    required: required.has(name),
    description: (p.description as string | undefined) ?? (resolve(p).description as string | undefined) ?? '',
  }));
}
