/** An MCP SDK Client connected to a /mcp endpoint, either over HTTP or through an in-process fetch. */
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';

export async function connectMcp(url: string, fetchImpl?: (req: Request) => Promise<Response>): Promise<Client> {
  const transport = new StreamableHTTPClientTransport(new URL(url), fetchImpl ? { fetch: (u, init) => fetchImpl(new Request(u, init)) } : {});
  const client = new Client({ name: 'soundlane-tests', version: '1.0.0' });
  await client.connect(transport);
  return client;
}
