/**
 * The default authentication of the deployment (given to handlers as `deps.authenticate`, never
 * imported by them): a malformed Authorization header is refused; without a key store every
 * other caller is anonymous. The accounts work replaces this with a key lookup.
 */
import type { Caller } from '../../schemas/caller.ts';
import { ANONYMOUS } from '../../schemas/caller.ts';
import type { Problem } from '../../schemas/problem.ts';
import { problemBody } from '../../schemas/problems.ts';

export async function authenticate(req: Request): Promise<Caller | Problem> {
  const header = req.headers.get('authorization');
  if (header !== null && !/^Bearer [A-Za-z0-9._~+/=-]{1,512}$/.test(header.trim())) {
    return problemBody('unauthorized', 'Authorization must be "Bearer <API_KEY>"; public endpoints need no header at all.');
  }
  // No key store yet: a well-formed bearer key is read as an anonymous call.
  return ANONYMOUS;
}

/** True when `authenticate` refused the request. */
export function isProblem(x: Caller | Problem | { ok: true }): x is Problem {
  return 'status' in x && 'code' in x;
}
