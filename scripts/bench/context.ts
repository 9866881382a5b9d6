/**
 * Agent context: the bytes an agent's context pays for the MCP server: the tools/list answer and
 * each tool's description and schemas. Budget: tools/list under 16 KB while every tool keeps an
 * output schema.
 */
import { handlerOf } from './http-server.ts';
import { MCP_HEADERS } from './http.ts';
import { add, fmt } from './report.ts';

export async function contextJob(): Promise<void> {
  console.log('\nAgent context (tools/list)');
  const mcp = handlerOf(await import('../../netlify/functions/mcp.mts'));
  const res = await mcp(new Request('http://localhost/mcp', { method: 'POST', headers: MCP_HEADERS, body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }) }), {});
  const text = await res.text();
  const tools = (JSON.parse(text) as { result: { tools: Array<{ name: string; description?: string; inputSchema?: unknown; outputSchema?: unknown }> } }).result.tools;
  const bytes = Buffer.byteLength(text);
  const missing = tools.filter((t) => t.outputSchema === undefined).map((t) => t.name);
  add('MCP tools/list bytes', fmt.kb(bytes), '< 16 KB, every tool with an output schema', bytes < 16 * 1024 && missing.length === 0, `${bytes} B for ${tools.length} tools${missing.length ? `; no output schema: ${missing.join(', ')}` : '; all have output schemas'}`);
  for (const t of tools) {
    const d = Buffer.byteLength(t.description ?? '');
    const i = Buffer.byteLength(JSON.stringify(t.inputSchema ?? {}));
    const o = Buffer.byteLength(JSON.stringify(t.outputSchema ?? {}));
    add(`  tool ${t.name}`, fmt.kb(d + i + o), '-', null, `description ${d} B, input schema ${i} B, output schema ${o} B`);
  }
}
