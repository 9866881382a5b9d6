/**
 * The MCP server factory: one McpServer per request (stateless), with a tool for every operation
 * that has one, the catalog and each sound profile as resources, and a prompt that walks a user
 * from a clip idea to a plan. Tool errors are results the model can act on, not exceptions.
 */
import { McpServer, ResourceTemplate } from '@modelcontextprotocol/sdk/server/mcp.js';
import { ErrorCode, McpError } from '@modelcontextprotocol/sdk/types.js';
import { z } from 'zod';
import type { Catalog } from '../../catalog/load.ts';
import { soundList, soundProfile } from '../../engine/catalog-views.ts';
import { EngineError } from '../../engine/errors.ts';
import { findRoute } from '../../engine/route.ts';
import { toolOperations } from '../../operations.ts';
import type { Caller } from '../../schemas/caller.ts';
import { issuePath } from '../../schemas/issue-path.ts';
import type { MeterOutcome } from '../accounts/gate.ts';

export interface McpServerOptions {
  /** Counts a keyed tool call (after its arguments validate); a refusal becomes a tool error. */
  meter?: (caller: Caller, opId: string) => Promise<MeterOutcome>;
}

/**
 * The SDK derives a tool's JSON Schema from a zod object. A root that carries a registry id comes
 * out as a bare `$ref`, which MCP rejects (tool schemas must be `type: "object"`), so tools get a
 * fresh strict object over the same fields. Cross-field rules (refinements) live on the original
 * schema and are applied in the tool callback.
 */
function toolSchema(schema: z.ZodType): z.ZodObject {
  return z.strictObject((schema as z.ZodObject).shape);
}

/** "clip.duration_s: Too small" lines from zod issues, for a model to act on. */
function issuesText(issues: readonly z.core.$ZodIssue[]): string {
  return issues.map((i) => `${issuePath(i.path) || '(arguments)'}: ${i.message}`).join('; ');
}

const ANNOTATIONS = { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false } as const;

/** The resource URI scheme, from the service name ("soundlane://sounds/{slug}"). */
export function resourceScheme(catalog: Catalog): string {
  return catalog.service.name.toLowerCase().replace(/[^a-z0-9]/g, '');
}

function jsonResource(uri: string, body: unknown) {
  return { contents: [{ uri, mimeType: 'application/json', text: JSON.stringify(body) }] };
}

export function createMcpServer(catalog: Catalog, options: McpServerOptions = {}): McpServer {
  const scheme = resourceScheme(catalog);
  const server = new McpServer(
    { name: scheme, title: `${catalog.service.name} sound routing`, version: catalog.service.api_version },
    {
      instructions: `${catalog.service.name} picks ONE catalog sound for a short-form clip and plans the cut around it. Start with recommend_sound, then generate_video_brief or generate_caption_pack. Always show the risk_reminder to the user before publishing. No audio, no posting, no rights, no view guarantees.`,
    },
  );

  for (const op of toolOperations) {
    server.registerTool(
      op.tool.name,
      { title: op.title, description: op.tool.description, inputSchema: toolSchema(op.input), outputSchema: toolSchema(op.output), annotations: { title: op.title, ...ANNOTATIONS } },
      async (args: unknown, extra) => {
        const parsed = op.input.safeParse(args);
        if (!parsed.success) return { isError: true, content: [{ type: 'text' as const, text: `Invalid arguments: ${issuesText(parsed.error.issues)}` }] };
        const caller = extra.authInfo?.extra?.caller as Caller | undefined;
        if (caller && options.meter) {
          const metered = await options.meter(caller, op.id);
          if (!metered.ok) {
            const reset = metered.error.resetAt ? ` It resets at ${metered.error.resetAt}; retry after ${metered.error.retryAfter} s.` : '';
            return { isError: true, content: [{ type: 'text' as const, text: `${metered.error.message}${reset}` }] };
          }
        }
        try {
          const result = op.run(catalog, parsed.data) as Record<string, unknown>;
          return { structuredContent: result, content: [{ type: 'text' as const, text: JSON.stringify(result) }] };
        } catch (e) {
          if (e instanceof EngineError) {
            const hint = e.validValues ? ` Valid values: ${e.validValues.join(', ')}.` : '';
            return { isError: true, content: [{ type: 'text' as const, text: `${e.path ? `${e.path}: ` : ''}${e.message}${hint}` }] };
          }
          throw e;
        }
      },
    );
  }

  server.registerResource(
    'catalog',
    `${scheme}://sounds`,
    { title: 'Sound catalog', description: 'Every sound route with behavior, fit notes, proof and health (same as GET /api/sounds).', mimeType: 'application/json' },
    async (uri) => jsonResource(uri.href, soundList(catalog)),
  );

  server.registerResource(
    'sound-profile',
    new ResourceTemplate(`${scheme}://sounds/{slug}`, {
      list: async () => ({
        resources: catalog.sounds.routes.map((r) => ({ uri: `${scheme}://sounds/${r.sound_slug}`, name: r.sound_slug, title: r.name, mimeType: 'application/json', description: `${r.sound_behavior.role.replace(/_/g, ' ')}, ${r.sound_behavior.energy_shape}, ${r.sound_behavior.density} density` })),
      }),
      complete: { slug: (value) => catalog.sounds.routes.map((r) => r.sound_slug).filter((s) => s.startsWith(value)) },
    }),
    { title: 'Sound profile', description: 'One sound route and its behavior profile (same as GET /api/sounds/{slug}).', mimeType: 'application/json' },
    async (uri, { slug }) => {
      const route = findRoute(catalog, String(slug));
      if (route === undefined) throw new McpError(ErrorCode.InvalidParams, `No sound route "${String(slug)}". Valid slugs: ${catalog.sounds.routes.map((r) => r.sound_slug).join(', ')}.`);
      return jsonResource(uri.href, soundProfile(catalog, route));
    },
  );

  server.registerPrompt(
    'plan_clip',
    {
      title: 'Plan a clip around one sound',
      description: 'Walks from a clip idea to a sound and a cut plan: recommend, brief, captions, risk.',
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
              'Use recommend_sound to pick ONE catalog sound for it, then generate_video_brief with that sound_slug for timed shots and a generator prompt, and generate_caption_pack for captions.',
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
