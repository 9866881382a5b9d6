/**
 * Typed errors the engine throws. Each adapter maps `code` once: HTTP to a problem+json status,
 * MCP to a tool error the model can act on.
 */
import type { ProblemCode } from '../schemas/problem.ts';

export class EngineError extends Error {
  readonly code: ProblemCode;
  readonly validValues: string[] | undefined;
  /** JSON path of the request field at fault, when there is one. */
  readonly path: string | undefined;
  constructor(code: ProblemCode, message: string, options: { validValues?: string[]; path?: string } = {}) {
    super(message);
    this.name = 'EngineError';
    this.code = code;
    this.validValues = options.validValues;
    this.path = options.path;
  }
}
