/**
 * The key gate in the shape of the handler seams (src/adapters/http/operation-handler.ts):
 * `authenticate(req) -> Caller | Problem` and `meter(caller, opId, now) -> { ok } | Problem`, so
 * REST handlers and MCP tools/call meter keyed calls the same way. The gate's problem responses
 * become problem bodies here; the handler adds WWW-Authenticate and Retry-After.
 */
import type { AccountsService } from '../../accounts/service.ts';
import type { Caller } from '../../schemas/caller.ts';
import type { Problem } from '../../schemas/problem.ts';
import { accountsGate, usageHeaders } from './gate.ts';

export interface KeySeam {
  authenticate: (req: Request) => Promise<Caller | Problem>;
  meter: (caller: Caller, opId: string, now: Date) => Promise<{ ok: true; usage?: unknown; headers?: Record<string, string> } | Problem>;
}

export function keySeam(service: () => AccountsService): KeySeam {
  const gate = accountsGate(service);
  return {
    async authenticate(req) {
      const out = await gate.authenticate(req, new URL(req.url).pathname);
      return out.ok ? out.caller : ((await out.response.json()) as Problem);
    },
    async meter(caller, opId, now) {
      const out = await gate.meter(caller, opId, now, opId);
      return out.ok ? { ok: true, usage: out.usage, headers: usageHeaders(out.usage) } : ((await out.response.json()) as Problem);
    },
  };
}
