/**
 * The Netlify function files, rendered from the declarations in src/surfaces.ts. Netlify reads a
 * function's `config` by static analysis, so its `path` must be a literal in the file: the files
 * are generated (`npm run functions`) and committed, and test/contracts/function-files.test.ts
 * fails when one is stale. Edit src/surfaces.ts, never netlify/functions/.
 */
import { PATHS, type FunctionAdapter, type FunctionDeclaration } from '../surfaces.ts';

/** Imports and the default export of each kind of function: a thin adapter, nothing more. */
const BODIES: Record<FunctionAdapter, { what: string; imports: string[]; handler: string; pre?: string[] }> = {
  operation: {
    what: 'thin adapter over the operation declared for this path in src/operations.ts',
    imports: ["import { deployDeps } from '../../src/adapters/deploy-deps.ts';", "import { makeHandler } from '../../src/adapters/http/operation-handler.ts';", "import { restOperation } from '../../src/operations.ts';"],
    handler: 'makeHandler(restOperation(PATHS.%NAME%), deployDeps)',
  },
  mcp: {
    what: 'the hosted MCP server (Streamable HTTP, stateless, JSON responses) over the same engine',
    imports: ["import { deployDeps } from '../../src/adapters/deploy-deps.ts';", "import { mcpHandler } from '../../src/adapters/mcp/handler.ts';"],
    handler: `mcpHandler(deployDeps, {
  allowedOrigins: (process.env.MCP_ALLOWED_ORIGINS ?? '').split(',').map((o) => o.trim()).filter(Boolean),
  siteUrls: [process.env.URL, process.env.DEPLOY_URL, process.env.DEPLOY_PRIME_URL].filter((u): u is string => typeof u === 'string' && u !== ''),
})`,
  },
  status: {
    what: 'readiness of the functions and the Blobs store (see src/adapters/http/status.ts)',
    imports: ["import { getStore } from '@netlify/blobs';", "import { statusHandler } from '../../src/adapters/http/status.ts';", "import { catalog } from '../../src/catalog/load.ts';"],
    pre: ['// getStore() runs per request: the Blobs context exists only inside an invocation.'],
    handler: "statusHandler(catalog, () => getStore('service-status'))",
  },
  'claim-key': { what: 'thin adapter over the accounts handler (src/adapters/accounts/handlers.ts)', imports: ["import { deployedAccountsDeps } from '../../src/adapters/accounts/deploy.ts';", "import { claimKeyHandler } from '../../src/adapters/accounts/handlers.ts';"], handler: 'claimKeyHandler(deployedAccountsDeps())' },
  'billing-webhook': { what: 'thin adapter over the accounts handler (src/adapters/accounts/handlers.ts)', imports: ["import { deployedAccountsDeps } from '../../src/adapters/accounts/deploy.ts';", "import { webhookHandler } from '../../src/adapters/accounts/handlers.ts';"], handler: 'webhookHandler(deployedAccountsDeps())' },
  me: { what: 'thin adapter over the accounts handler (src/adapters/accounts/handlers.ts)', imports: ["import { deployedAccountsDeps } from '../../src/adapters/accounts/deploy.ts';", "import { meHandler } from '../../src/adapters/accounts/handlers.ts';"], handler: 'meHandler(deployedAccountsDeps())' },
  'keys-rotate': { what: 'thin adapter over the accounts handler (src/adapters/accounts/handlers.ts)', imports: ["import { deployedAccountsDeps } from '../../src/adapters/accounts/deploy.ts';", "import { rotateHandler } from '../../src/adapters/accounts/handlers.ts';"], handler: 'rotateHandler(deployedAccountsDeps())' },
};

/** The file name and text of one function. */
export function renderFunctionFile(f: FunctionDeclaration): { file: string; text: string } {
  const body = BODIES[f.adapter];
  const path = PATHS[f.path];
  const usesPaths = body.handler.includes('PATHS.');
  const imports = [
    "import type { Config } from '@netlify/functions';",
    ...body.imports,
    "import { secured } from '../../src/adapters/http/security-headers.ts';",
    ...(usesPaths ? ["import { PATHS } from '../../src/surfaces.ts';"] : []),
  ];
  const text = [
    `/** ${path}: ${body.what}. */`,
    '// Generated from src/surfaces.ts by `npm run functions` (src/contracts/function-files.ts). Do not edit.',
    ...imports,
    '',
    ...(body.pre ?? []),
    `export default secured(${body.handler.replace('%NAME%', f.path)});`,
    '',
    'export const config: Config = {',
    `  path: '${path}',`,
    ...(f.note ? [`  // ${f.note}`] : []),
    `  rateLimit: { windowLimit: ${f.windowLimit}, windowSize: ${f.windowSize}, aggregateBy: ['ip', 'domain'] },`,
    '};',
    '',
  ].join('\n');
  return { file: `${f.name}.mts`, text };
}
