/**
 * JSON-RPC checks the /mcp handler makes before the SDK sees a message, so every malformed call
 * gets the error code the JSON-RPC 2.0 and MCP specs name: -32600 for valid JSON that is not a
 * JSON-RPC message (or an empty batch), -32602 naming the field for bad `params` of the methods
 * this server answers. The SDK would answer the first with -32700 (a parse error) and the second
 * with -32603 and a raw validation dump.
 */
import { CallToolRequestSchema, GetPromptRequestSchema, ReadResourceRequestSchema } from '@modelcontextprotocol/sdk/types.js';

type Id = string | number | null;
export interface RpcFailure {
  code: -32600 | -32602;
  message: string;
  id: Id;
}

/** The request schemas of the methods whose params this server checks itself. */
const PARAMS: Record<string, { safeParse: (v: unknown) => { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } } }> = {
  'tools/call': CallToolRequestSchema,
  'prompts/get': GetPromptRequestSchema,
  'resources/read': ReadResourceRequestSchema,
};

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const idOf = (m: Record<string, unknown>): Id => (typeof m.id === 'string' || typeof m.id === 'number' ? m.id : null);

/** Why one message is not a JSON-RPC 2.0 request, notification or response, or null when it is one. */
function invalidMessage(m: unknown): string | null {
  if (!isObject(m)) return `a message must be a JSON object, not ${Array.isArray(m) ? 'an array' : m === null ? 'null' : typeof m}`;
  if (m.jsonrpc !== '2.0') return '"jsonrpc" must be "2.0"';
  if ('id' in m && !(typeof m.id === 'string' || (typeof m.id === 'number' && Number.isFinite(m.id)))) return '"id" must be a string or a number';
  if ('method' in m) {
    if (typeof m.method !== 'string' || m.method === '') return '"method" must be a non-empty string';
    if ('params' in m && !isObject(m.params)) return '"params" must be an object';
    return null;
  }
  if ('result' in m || 'error' in m) return 'id' in m ? null : 'a response needs an "id"';
  return 'a message needs a "method" (a request or notification) or a "result" or "error" (a response)';
}

/** Checks a parsed body (one message or a batch); null when the SDK may take it. */
export function checkRpcBody(body: unknown): RpcFailure | null {
  const messages = Array.isArray(body) ? body : [body];
  if (Array.isArray(body) && body.length === 0) return { code: -32600, message: 'Invalid Request: an empty batch; send one message or a non-empty array of messages.', id: null };
  for (const m of messages) {
    const why = invalidMessage(m);
    if (why !== null) return { code: -32600, message: `Invalid Request: ${why}.`, id: isObject(m) ? idOf(m) : null };
  }
  for (const m of messages as Array<Record<string, unknown>>) {
    const schema = typeof m.method === 'string' ? PARAMS[m.method] : undefined;
    if (schema === undefined) continue;
    const parsed = schema.safeParse(m);
    if (!parsed.success) {
      const issues = parsed.error?.issues ?? [];
      const named = issues.map((i) => `${i.path.map(String).join('.') || '(message)'}: ${i.message}`).join('; ');
      return { code: -32602, message: `Invalid params for ${m.method}: ${named}.`, id: idOf(m) };
    }
  }
  return null;
}
