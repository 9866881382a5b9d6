/**
 * Reads a JSON request body defensively: checks the content type, caps the size while streaming
 * (a lying or missing Content-Length cannot get past the cap), and parses. Failures are problems.
 */
import { MAX_BODY_BYTES } from '../../limits.ts';
import type { ProblemCode } from '../../schemas/problem.ts';

export type ReadResult = { ok: true; value: unknown } | { ok: false; code: ProblemCode; detail: string };

function isJsonContentType(header: string | null): boolean {
  if (header === null) return false;
  const type = header.split(';')[0]!.trim().toLowerCase();
  return type === 'application/json' || /^application\/[a-z0-9.+-]+\+json$/.test(type);
}

export async function readJsonBody(req: Request, maxBytes = MAX_BODY_BYTES): Promise<ReadResult> {
  if (!isJsonContentType(req.headers.get('content-type'))) {
    return { ok: false, code: 'unsupported-media-type', detail: `Content-Type must be application/json (got ${JSON.stringify(req.headers.get('content-type') ?? 'none')}).` };
  }
  const declared = Number(req.headers.get('content-length') ?? '0');
  if (Number.isFinite(declared) && declared > maxBytes) {
    return { ok: false, code: 'payload-too-large', detail: `The body is ${declared} bytes; the limit is ${maxBytes} bytes.` };
  }
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (req.body !== null) {
    const reader = req.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > maxBytes) {
        await reader.cancel();
        return { ok: false, code: 'payload-too-large', detail: `The body is larger than the limit of ${maxBytes} bytes.` };
      }
      chunks.push(value);
    }
  }
  const text = new TextDecoder('utf-8', { fatal: false }).decode(Buffer.concat(chunks));
  if (text.trim() === '') return { ok: false, code: 'invalid-json', detail: 'The request body is empty; send a JSON object.' };
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch (e) {
    return { ok: false, code: 'invalid-json', detail: `The body is not valid JSON: ${(e as Error).message}.` };
  }
}
