/** /mcp: the hosted MCP server (Streamable HTTP, stateless, JSON responses) over the same engine. */
import type { Config } from '@netlify/functions';
import { deployedGate } from '../../src/adapters/accounts/deploy.ts';
import { mcpHandler } from '../../src/adapters/mcp/handler.ts';
import { catalog } from '../../src/catalog/load.ts';

export default mcpHandler(catalog, {
  gate: deployedGate(),
  allowedOrigins: (process.env.MCP_ALLOWED_ORIGINS ?? '').split(',').map((o) => o.trim()).filter(Boolean),
});

export const config: Config = {
  path: '/mcp',
  rateLimit: { windowLimit: 120, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
