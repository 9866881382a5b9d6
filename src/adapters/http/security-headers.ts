/**
 * Security headers every function response carries itself: on Netlify the `[[headers]]` rules of
 * netlify.toml apply to static files only, not to function responses (the local CLI adds them,
 * which hid the gap). No MIME sniffing, no framing, minimal referrer, and nothing to run.
 */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  // JSON answers never run as a page, even if opened directly.
  'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
};

/** Wraps a function handler so that every answer, success or problem, carries the security headers. */
export function secured(handler: (req: Request, ...rest: never[]) => Promise<Response>): (req: Request) => Promise<Response> {
  return async (req: Request): Promise<Response> => {
    const res = await handler(req);
    const headers = new Headers(res.headers);
    for (const [k, v] of Object.entries(SECURITY_HEADERS)) if (!headers.has(k)) headers.set(k, v);
    return new Response(res.body, { status: res.status, statusText: res.statusText, headers });
  };
}
