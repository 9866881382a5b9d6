/**
 * Who is calling: the one place where REST and MCP authenticate, before any work is done.
 * Today every caller is on the free public tier; the accounts issue adds API keys here
 * (a `Bearer` key checked for format and checksum before any lookup, looked up by hash,
 * 401 when invalid), and both surfaces get it at once.
 */

export type Caller = { tier: 'public' };
export type AuthResult = { ok: true; caller: Caller } | { ok: false; detail: string };

export async function authenticate(req: Request): Promise<AuthResult> {
  const header = req.headers.get('authorization');
  if (header !== null && !/^Bearer [A-Za-z0-9._~+/=-]{1,512}$/.test(header.trim())) {
    return { ok: false, detail: 'Authorization must be "Bearer <API_KEY>"; public endpoints need no header at all.' };
  }
  // No key store yet: a well-formed bearer key is accepted on the public tier.
  return { ok: true, caller: { tier: 'public' } };
}
