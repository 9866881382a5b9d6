/**
 * Turns zod issues into problem `errors` entries that name the field and what is allowed,
 * including the allowed property names when a key is unknown.
 */
import type { z } from 'zod';
import { issuePath } from '../../schemas/issue-path.ts';
import type { Problem } from '../../schemas/problem.ts';

type Issue = z.core.$ZodIssue;

/** The object schema found at `path`, unwrapping optional, nullable and pipes; undefined if none. */
function objectAt(schema: z.ZodType, path: ReadonlyArray<PropertyKey>): Record<string, unknown> | undefined {
  let s: unknown = schema;
  const unwrap = (x: unknown): unknown => {
    let cur = x as { def?: { type?: string; innerType?: unknown; in?: unknown } };
    for (let i = 0; i < 10 && cur?.def; i++) {
      if (cur.def.type === 'optional' || cur.def.type === 'nullable' || cur.def.type === 'default') cur = cur.def.innerType as typeof cur;
      else if (cur.def.type === 'pipe') cur = cur.def.in as typeof cur;
      else break;
    }
    return cur;
  };
  for (const key of [...path, null]) {
    s = unwrap(s);
    const def = (s as { def?: { type?: string; shape?: Record<string, unknown>; element?: unknown } }).def;
    if (key === null) return def?.type === 'object' ? def.shape : undefined;
    if (def?.type === 'object' && typeof key === 'string') s = def.shape?.[key];
    else if (def?.type === 'array' && typeof key === 'number') s = def.element;
    else return undefined;
  }
  return undefined;
}

export function issuesToErrors(schema: z.ZodType, issues: readonly Issue[]): NonNullable<Problem['errors']> {
  return issues.map((issue) => {
    if (issue.code === 'unrecognized_keys') {
      const allowed = Object.keys(objectAt(schema, issue.path) ?? {});
      const where = issuePath(issue.path);
      return {
        path: issue.keys.length === 1 ? (where ? `${where}.${issue.keys[0]}` : issue.keys[0]!) : where,
        message: `unknown propert${issue.keys.length === 1 ? 'y' : 'ies'} ${issue.keys.map((k) => `"${k}"`).join(', ')}${allowed.length > 0 ? `; allowed: ${allowed.join(', ')}` : ''}`,
      };
    }
    return { path: issuePath(issue.path), message: issue.message };
  });
}
