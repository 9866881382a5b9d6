/**
 * The contract tells the truth: every path and method the OpenAPI document lists is called on the
 * served site, with a valid request and with the errors a careless client makes, and every answer
 * must be a status the document lists for it, with a documented content type, and a body that
 * validates against the schema the document gives for that status.
 */
import { describe, expect, inject, it } from 'vitest';
import { catalog } from '../../src/catalog/load.ts';
import { openApiDocument } from '../../src/contracts/openapi.ts';
import { recommendOperation, toolOperations } from '../../src/operations.ts';
import { PATHS } from '../../src/surfaces.ts';
import { documentedExample, documentedResponse, responseErrors } from '../support/openapi-validator.ts';

const base = inject('baseUrl');
const document = openApiDocument(catalog) as { paths: Record<string, Record<string, { requestBody?: unknown }>> };
const MCP_ACCEPT = 'application/json, text/event-stream';
const slug = catalog.sounds.routes[2]!.sound_slug;

interface Call { label: string; path: string; method: string; url: string; init: RequestInit }

/** A valid request for each documented operation. */
function validCall(path: string, method: string): Call {
  const url = base + path.replace('{slug}', slug);
  const label = `${method.toUpperCase()} ${path}`;
  if (method === 'get') return { label, path, method, url, init: {} };
  // The request the document itself shows: the first example of the documented request schema.
  const body = documentedExample(path, method);
  const headers: Record<string, string> = { 'content-type': 'application/json', ...(path === PATHS.mcp ? { accept: MCP_ACCEPT } : {}) };
  return { label, path, method, url, init: { method: 'POST', headers, body: body === undefined ? undefined : JSON.stringify(body) } };
}

/** Errors a careless client makes, for the operations that take a body. */
function errorCalls(path: string, method: string): Call[] {
  if (method !== 'post') return [];
  const url = base + path;
  const headers: Record<string, string> = { 'content-type': 'application/json', ...(path === PATHS.mcp ? { accept: MCP_ACCEPT } : {}) };
  return [
    { label: `POST ${path} with malformed JSON`, path, method, url, init: { method: 'POST', headers, body: '{"oops": ' } },
    { label: `POST ${path} with a text body`, path, method, url, init: { method: 'POST', headers: { ...headers, 'content-type': 'text/plain' }, body: 'hello' } },
    { label: `POST ${path} with an array`, path, method, url, init: { method: 'POST', headers, body: '[1,2]' } },
    { label: `GET ${path}`, path, method: 'get', url, init: {} },
  ];
}

/** A POST to /mcp with the headers a client sends. */
function mcpCall(label: string, body: unknown): Call {
  return { label: `POST ${PATHS.mcp}: ${label}`, path: PATHS.mcp, method: 'post', url: base + PATHS.mcp, init: { method: 'POST', headers: { 'content-type': 'application/json', accept: MCP_ACCEPT }, body: JSON.stringify(body) } };
}

const calls: Call[] = [
  ...Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.keys(methods).filter((m) => m !== 'options').flatMap((m) => [validCall(path, m), ...errorCalls(path, m)]),
  ),
  // The static 404 for a slug that does not exist: a problem, with the type the document gives it.
  { label: `GET ${PATHS.sound} with an unknown slug`, path: PATHS.sound, method: 'get', url: base + PATHS.sound.replace('{slug}', 'no-such-sound'), init: {} },
  // /mcp: a batch answers an array; bad params answer a JSON-RPC error; bad tool arguments a tool error result.
  mcpCall('a JSON-RPC batch', [{ jsonrpc: '2.0', id: 1, method: 'tools/list' }, { jsonrpc: '2.0', id: 2, method: 'tools/call', params: { name: toolOperations[0]!.tool.name, arguments: { topic: 'overnight oats' } } }]),
  mcpCall('tools/call without a tool name', { jsonrpc: '2.0', id: 1, method: 'tools/call', params: {} }),
  mcpCall('tools/call with arguments the tool refuses', { jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: toolOperations[0]!.tool.name, arguments: {} } }),
  mcpCall('an empty batch', []),
  // A body that is JSON and an object, but breaks a cross-field rule the document states (description or topic).
  { label: `POST ${recommendOperation.rest!.path} with {}`, path: recommendOperation.rest!.path, method: 'post', url: base + recommendOperation.rest!.path, init: { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' } },
  { label: `POST ${PATHS.claimKey} without the e-mail`, path: PATHS.claimKey, method: 'post', url: base + PATHS.claimKey, init: { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ checkout_session_id: 'cs_test_x' }) } },
  { label: `GET ${PATHS.me} with a well-formed key that does not exist`, path: PATHS.me, method: 'get', url: base + PATHS.me, init: { headers: { authorization: 'Bearer sndl_000000000000000000000000000000000000aaaaaa' } } },
];

describe('every documented operation answers as the document says, on the served site', () => {
  it.each(calls.map((c) => [c.label, c]))('%s', async (_label, c) => {
    const res = await fetch(c.url, c.init);
    const type = (res.headers.get('content-type') ?? '').split(';')[0]!.trim();
    const text = await res.text();
    // A method the path does not document at all must be refused with 405 or 404, never served.
    const documentedMethod = Object.keys(document.paths[c.path] ?? {}).includes(c.method);
    if (!documentedMethod) {
      expect([404, 405], `${c.label}: ${res.status}`).toContain(res.status);
      return;
    }
    const documented = documentedResponse(c.path, c.method, res.status);
    expect(documented, `${c.label} answered ${res.status}, which the document does not list: ${text.slice(0, 200)}`).not.toBeNull();
    expect(res.status, text.slice(0, 200)).toBeLessThan(500);
    if (documented!.contentTypes.length === 0) return; // e.g. 202 with no body
    expect(documented!.contentTypes, `${c.label}: content type ${type}`).toContain(type);
    const body = type.endsWith('json') ? JSON.parse(text) : text;
    expect(responseErrors(c.path, c.method, res.status, type, body), `${c.label} ${res.status}`).toEqual([]);
  });
});
