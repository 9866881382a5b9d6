/** /mcp: the hosted MCP server (Streamable HTTP, stateless, JSON responses) over the same engine. */
// Generated from src/surfaces.ts by `npm run functions` (src/contracts/function-files.ts). Do not edit.
import type { Config } from '@netlify/functions';
import { deployDeps } from '../../src/adapters/deploy-deps.ts';
import { mcpHandler } from '../../src/adapters/mcp/handler.ts';
import { secured } from '../../src/adapters/http/security-headers.ts';

export default secured(mcpHandler(deployDeps, {
  allowedOrigins: (process.env.MCP_ALLOWED_ORIGINS ?? '').split(',').map((o) => o.trim()).filter(Boolean),
  siteUrls: [process.env.URL, process.env.DEPLOY_URL, process.env.DEPLOY_PRIME_URL].filter((u): u is string => typeof u === 'string' && u !== ''),
}));

export const config: Config = {
  path: '/mcp',
  rateLimit: { windowLimit: 120, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
