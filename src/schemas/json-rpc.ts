/**
 * The JSON-RPC 2.0 envelope /mcp speaks (the MCP messages inside are the MCP spec's; the tools'
 * own input and output schemas are in tools/list). Described here so the OpenAPI document gives
 * /mcp real request and response shapes, not bare objects, and a typed client can call it.
 */
import { z } from 'zod';
import { MAX_BATCH } from '../limits.ts';

const JsonRpcIdSchema = z.union([z.string(), z.number()]).describe('The request id; echoed in the answer.');

export const JsonRpcRequestSchema = z
  .object({
    jsonrpc: z.literal('2.0'),
    id: JsonRpcIdSchema.optional().describe('Absent for a notification (which gets no answer).'),
    method: z.string().min(1).describe('An MCP method: initialize, tools/list, tools/call, resources/list, resources/read, prompts/list, prompts/get, ping, or a notification.'),
    params: z.record(z.string(), z.unknown()).optional().describe('The method\'s parameters, an object; for tools/call: `{ name, arguments }`.'),
  })
  .meta({ id: 'JsonRpcRequest', title: 'JSON-RPC request or notification', examples: [{ jsonrpc: '2.0', id: 1, method: 'tools/list' }] });

export const JsonRpcBatchSchema = z.array(JsonRpcRequestSchema).min(1).max(MAX_BATCH).meta({ id: 'JsonRpcBatch', title: `A batch of 1 to ${MAX_BATCH} JSON-RPC messages` });

export const JsonRpcResultSchema = z
  .object({
    jsonrpc: z.literal('2.0'),
    id: JsonRpcIdSchema,
    result: z.record(z.string(), z.unknown()).describe('The method\'s result; for tools/call: `{ content, structuredContent, isError? }`.'),
  })
  .meta({ id: 'JsonRpcResult', title: 'JSON-RPC result' });

export const JsonRpcErrorSchema = z
  .object({
    jsonrpc: z.literal('2.0'),
    id: JsonRpcIdSchema.nullable().describe('The failed request\'s id; null when the message could not be read.'),
    error: z.object({
      code: z.int().describe('-32700 parse error, -32600 invalid request, -32601 unknown method, -32602 invalid params, -32603 internal error, -32000/-32001 transport and credentials.'),
      message: z.string(),
      data: z.unknown().optional(),
    }),
  })
  .meta({ id: 'JsonRpcError', title: 'JSON-RPC error' });

export const JsonRpcAnswerSchema = z
  .union([JsonRpcResultSchema, JsonRpcErrorSchema, z.array(z.union([JsonRpcResultSchema, JsonRpcErrorSchema]))])
  .meta({ id: 'JsonRpcAnswer', title: 'A JSON-RPC answer: one result or error, or an array for a batch' });
