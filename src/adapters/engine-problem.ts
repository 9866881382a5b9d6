/**
 * The problem body of an engine error, the same for REST and MCP: its code, its message as
 * detail, the field at fault in `errors`, and the allowed values in `valid_values`.
 */
import type { EngineError } from '../engine/errors.ts';
import type { Problem } from '../schemas/problem.ts';
import { problemBody } from '../schemas/problems.ts';

export function engineProblem(e: EngineError, instance: string): Problem {
  return problemBody(e.code, e.message, {
    instance,
    ...(e.validValues ? { valid_values: e.validValues } : {}),
    ...(e.path ? { errors: [{ path: e.path, message: e.message }] } : {}),
  });
}
