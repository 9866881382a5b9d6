/**
 * The MCP server factory: one McpServer per request (stateless: the SDK binds a server to one
 * transport at a time, so sharing one would mix concurrent requests), over tool definitions and
 * schemas built once per process. A tool for every operation that has one, the catalog and each
 * sound profile as resources, and a prompt that walks a user from a clip idea to a plan.
 *
 * One error language: tools/call is answered by our own handler, which validates the arguments
 * with the operation's schema BEFORE anything else, so a structural error (wrong type, unknown key)
 * and a cross-field rule come back alike: a tool result with `isError: true` whose text is
 * the same problem body (as JSON) REST answers, `errors[{path, message}]`
 * with the allowed values included.
 */
import { McpServer, ResourceTemplate } from '@modelcontextprotocol/sdk/server/mcp.js';
import { AjvJsonSchemaValidator } from '@modelcontextprotocol/sdk/validation/ajv';
import { CallToolRequestSchema, ErrorCode, ListToolsRequestSchema, McpError, type CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { z } from 'zod';
import { soundList, soundProfile } from '../../engine/catalog-views.ts';
import { EngineError } from '../../engine/errors.ts';
import { findRoute } from '../../engine/route.ts';
import { MCP_PROMPTS, MCP_RESOURCES, briefOperation, captionPackOperation, recommendOperation, resourceScheme, resourceUri, toolOperations, type AnyOperation, type OperationContext } from '../../operations.ts';
import type { Problem } from '../../schemas/problem.ts';
import { problemBody } from '../../schemas/problems.ts';
import { engineProblem } from '../engine-problem.ts';
import { issuesToErrors } from '../http/validation.ts';
import { TOOL_LIST } from './tool-list.ts';

function jsonResource(uri: string, body: unknown) {
  return { contents: [{ uri, mimeType: 'application/json', text: JSON.stringify(body) }] };
}

/**
 * One JSON Schema validator for every server of this process. The SDK builds a fresh Ajv instance
 * (with its meta-schemas and vocabularies) for each server unless it is given one: with a server
 * per request that was about an eighth of an MCP call's time. It holds no request state.
 */
const SCHEMA_VALIDATOR = new AjvJsonSchemaValidator();

const TOOL_BY_NAME = new Map(toolOperations.map((op) => [op.tool.name, op]));

/** A tool error: the problem body as JSON text (not structuredContent, which clients check against the tool's output schema even on errors). */
function toolError(problem: Problem): CallToolResult {
  return { isError: true, content: [{ type: 'text', text: JSON.stringify(problem) }] };
}

/** One tools/call: validate with the operation's schema, run, and map engine errors to the problem body REST uses. */
/** Counts a keyed tools/call against the caller's month (like its REST twin); a problem when the quota is used up. */
export type ToolMeter = (opId: string) => Promise<{ ok: true; usage?: unknown } | Problem>;

export async function callTool(op: AnyOperation, ctx: OperationContext, args: unknown, meter?: ToolMeter): Promise<CallToolResult> {
  const instance = `tools/call ${op.tool?.name ?? op.id}`;
  const parsed = op.input.safeParse(args ?? {});
  if (!parsed.success) {
    const errors = issuesToErrors(op.input, parsed.error.issues);
    return toolError(problemBody('invalid-request', `The arguments do not match ${op.tool?.name ?? op.id}'s schema: ${errors.map((e) => `${e.path || '(arguments)'}: ${e.message}`).join('; ')}.`, { instance, errors }));
  }
  // Same order as REST: validate, then meter (a refused call costs nothing), then run.
  if (meter !== undefined && ctx.caller.kind === 'key') {
    const metered = await meter(op.id);
    if ('status' in metered) return toolError({ ...metered, instance });
  }
  try {
    const result = (await op.run(ctx, parsed.data)) as Record<string, unknown>;
    return { structuredContent: result, content: [{ type: 'text', text: JSON.stringify(result) }] };
  } catch (e) {
    if (e instanceof EngineError) return toolError(engineProblem(e, instance));
    throw e;
  }
}

export function createMcpServer(ctx: OperationContext, meter?: ToolMeter): McpServer {
  const { catalog } = ctx;
  const scheme = resourceScheme(catalog);
  const server = new McpServer(
    { name: scheme, title: `${catalog.service.name} sound routing`, version: catalog.service.api_version },
    {
      jsonSchemaValidator: SCHEMA_VALIDATOR,
      instructions: `${catalog.service.name} picks ONE catalog sound for a short-form clip and plans the cut around it. Start with ${recommendOperation.tool!.name}, then ${briefOperation.tool!.name} or ${captionPackOperation.tool!.name}. Always show the risk_reminder to the user before publishing. No audio, no posting, no rights, no view guarantees.`,
    },
  );

  // Tools: the server declares the capability, tools/list answers the list built once per process
  // (src/adapters/mcp/tool-list.ts) and tools/call runs callTool, which validates first (see the header).
  server.server.registerCapabilities({ tools: { listChanged: false } });
  server.server.setRequestHandler(ListToolsRequestSchema, () => ({ tools: [...TOOL_LIST] }));
  server.server.setRequestHandler(CallToolRequestSchema, async (request) => {
    const op = TOOL_BY_NAME.get(request.params.name);
    if (op === undefined) throw new McpError(ErrorCode.InvalidParams, `Tool ${request.params.name} not found. Tools: ${[...TOOL_BY_NAME.keys()].join(', ')}.`);
    return callTool(op, ctx, request.params.arguments, meter);
  });

  // Names, URIs, titles and descriptions of the resources and the prompt are declared in src/endpoints.ts.
  const { catalog: catalogResource, soundProfile: profileResource } = MCP_RESOURCES;
  server.registerResource(
    catalogResource.name,
    resourceUri(catalog, catalogResource),
    { title: catalogResource.title, description: catalogResource.description, mimeType: 'application/json' },
    async (uri) => jsonResource(uri.href, soundList(catalog)),
  );

  server.registerResource(
    profileResource.name,
    new ResourceTemplate(resourceUri(catalog, profileResource), {
      list: async () => ({
        resources: catalog.sounds.routes.map((r) => ({ uri: resourceUri(catalog, profileResource, r.sound_slug), name: r.sound_slug, title: r.name, mimeType: 'application/json', description: `${r.sound_behavior.role.replace(/_/g, ' ')}, ${r.sound_behavior.energy_shape}, ${r.sound_behavior.density} density` })),
      }),
      complete: { slug: (value) => catalog.sounds.routes.map((r) => r.sound_slug).filter((s) => s.startsWith(value)) },
    }),
    { title: profileResource.title, description: profileResource.description, mimeType: 'application/json' },
    async (uri, { slug }) => {
      const route = findRoute(catalog, String(slug));
      if (route === undefined) throw new McpError(ErrorCode.InvalidParams, `No sound route "${String(slug)}". Valid slugs: ${catalog.sounds.routes.map((r) => r.sound_slug).join(', ')}.`);
      return jsonResource(uri.href, soundProfile(catalog, route));
    },
  );

  server.registerPrompt(
    MCP_PROMPTS.planClip.name,
    {
      title: MCP_PROMPTS.planClip.title,
      description: MCP_PROMPTS.planClip.description,
      argsSchema: {
        idea: z.string().min(1).max(2000).describe('The clip idea in plain words.'),
        duration_s: z.string().regex(/^\d{1,3}$/).optional().describe('Clip length in seconds.'),
        voiceover: z.enum(['yes', 'no']).optional().describe('Will someone speak over it?'),
        aigc: z.enum(['yes', 'no']).optional().describe('Is it AI-generated?'),
      },
    },
    ({ idea, duration_s, voiceover, aigc }) => ({
      messages: [
        {
          role: 'user' as const,
          content: {
            type: 'text' as const,
            text: [
              `I want to make this short-form clip: ${idea}.`,
              duration_s ? `It is ${duration_s} seconds long.` : 'Ask me how long it is if it matters.',
              voiceover ? `Voiceover: ${voiceover}.` : '',
              aigc ? `AI-generated: ${aigc}.` : '',
              `Use ${recommendOperation.tool!.name} to pick ONE catalog sound for it, then ${briefOperation.tool!.name} with that sound_slug for timed shots and a generator prompt, and ${captionPackOperation.tool!.name} for captions.`,
              'Tell me the sound and why, the shot plan with times, the prompt, two captions, and the risk_reminder word for word. Do not promise views and do not say the sound is cleared for ads.',
            ]
              .filter(Boolean)
              .join(' '),
          },
        },
      ],
    }),
  );
  return server;
}
