/**
 * The MCP server through the SDK's own Client (in-process fetch into the real handler): the seven
 * tools with output schemas, results checked against those schemas and their REST twins, tool
 * errors a model can act on, resources, the prompt, and the protocol edges.
 */
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { Ajv } from 'ajv';
import addFormats from 'ajv-formats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_BODY_BYTES } from '../../src/limits.ts';
import { mcpHandler } from '../../src/adapters/mcp/handler.ts';
import { testDeps } from '../support/deps.ts';
import { makeHandler } from '../../src/adapters/http/operation-handler.ts';
import { restOperation } from '../../src/operations.ts';
import type { Problem } from '../../src/schemas/problem.ts';
import { RecommendRequestSchema } from '../../src/schemas/recommend.ts';
import { MAX_BATCH } from '../../src/limits.ts';
import { catalog } from '../../src/catalog/load.ts';
import { momentumSnapshot, proofList, soundProfile } from '../../src/engine/catalog-views.ts';
import { brief, recommend } from '../../src/engine/index.ts';
import { connectMcp } from '../support/mcp-client.ts';
import { TOOL_LIST } from '../../src/adapters/mcp/tool-list.ts';

const handler = mcpHandler(testDeps(catalog), { allowedOrigins: ['https://agent-ui.example'], siteUrls: ['http://local.test'] });
const URL_ = 'http://local.test/mcp';
const TOOLS = ['recommend_sound', 'get_sound_profile', 'get_proof_examples', 'get_sound_health', 'generate_video_brief', 'generate_caption_pack', 'compare_sounds', 'generate_clip_pack'];
const slugs = catalog.sounds.routes.map((r) => r.sound_slug);
let client: Client;

beforeAll(async () => {
  client = await connectMcp(URL_, handler);
});
afterAll(async () => client?.close());

/** Valid arguments for every tool. */
const VALID: Record<string, Record<string, unknown>> = {
  recommend_sound: { description: 'morning routine and oatmeal cooking', platform: 'shortvideo', duration_seconds: 22 },
  get_sound_profile: { sound_slug: 'kitchen-window' },
  get_proof_examples: { sound_slug: 'street-sprint' },
  get_sound_health: {},
  generate_video_brief: { sound_slug: 'glow-up-drop', description: 'bedroom makeover', duration_s: 15, aigc: true },
  generate_caption_pack: { topic: 'thrifted denim outfit', duration_s: 15 },
  compare_sounds: { sound_slugs: ['kitchen-window', 'street-sprint', 'talking-points'], description: 'pancake recipe', voiceover: true },
  generate_clip_pack: { mode: 'clip_to_sound', clip: { topic: 'bridal makeup reveal', duration_s: 15, platform: 'shortvideo', payoff_at_ms: 6000 }, cutdowns: {} },
};
/** Invalid arguments and the field the error must name. */
const INVALID: Record<string, [Record<string, unknown>, string]> = {
  recommend_sound: [{ description: 'x', duration_s: 0 }, 'duration_s'],
  get_sound_profile: [{}, 'sound_slug'],
  get_proof_examples: [{ sound_slug: 7 }, 'sound_slug'],
  get_sound_health: [{ slug: 'x' }, 'slug'],
  generate_video_brief: [{ sound_slug: 'kitchen-window' }, 'description'],
  generate_caption_pack: [{ topic: 'x', platform: 'myspace' }, 'platform'],
  compare_sounds: [{ sound_slugs: ['kitchen-window'] }, 'sound_slugs'],
  generate_clip_pack: [{ clip: { topic: 'x', duration_s: 0, platform: 'shortvideo' } }, 'duration_s'],
};

describe('MCP tools', () => {
  it('lists exactly the eight tools, each with a description, input and output schema and read-only annotations', async () => {
    const { tools } = await client.listTools();
    expect(tools.map((t) => t.name).sort()).toEqual([...TOOLS].sort());
    for (const t of tools) {
      expect(t.description!.length).toBeLessThan(400);
      expect(t.inputSchema.type).toBe('object');
      expect(t.outputSchema?.type).toBe('object');
      expect(t.annotations).toMatchObject({ readOnlyHint: true, idempotentHint: true, openWorldHint: false, destructiveHint: false });
    }
  });

  it('the advertised input schemas are self-contained, accept the valid arguments (aliases aside) and refuse unknown keys; tools/list is built once', async () => {
    const { tools } = await client.listTools();
    const ajv = new Ajv({ strict: false, allErrors: true });
    for (const t of tools) {
      const text = JSON.stringify(t.inputSchema);
      expect(text, t.name).not.toMatch(/"\$ref"|"\$defs"|"definitions"/);
      const validate = ajv.compile(t.inputSchema);
      const args = { ...VALID[t.name]! };
      if ('duration_seconds' in args) {
        // An alias kept for old REST clients: accepted by the server, not offered to agents.
        args.duration_s = args.duration_seconds;
        delete args.duration_seconds;
      }
      expect(validate(args), `${t.name}: ${JSON.stringify(validate.errors)}`).toBe(true);
      expect(validate({ ...args, not_a_field: 1 }), t.name).toBe(false);
    }
    // The same objects every time: the list is built once per process, not per request.
    expect((await client.listTools()).tools).toEqual(tools);
    expect(TOOL_LIST.map((t) => t.name)).toEqual(tools.map((t) => t.name));
  });

  it('every tool answers valid arguments with structured content that conforms to its output schema, plus a text mirror', async () => {
    const { tools } = await client.listTools();
    const ajv = new Ajv({ strict: false, allErrors: true });
    (addFormats as unknown as (a: Ajv) => void)(ajv);
    for (const t of tools) {
      const res = await client.callTool({ name: t.name, arguments: VALID[t.name]! });
      expect(res.isError, `${t.name}: ${JSON.stringify(res.content)}`).toBeFalsy();
      const validate = ajv.compile(t.outputSchema!);
      expect(validate(res.structuredContent), `${t.name}: ${JSON.stringify(validate.errors)}`).toBe(true);
      const text = (res.content as Array<{ type: string; text: string }>)[0]!;
      expect(text.type).toBe('text');
      expect(JSON.parse(text.text)).toEqual(res.structuredContent);
    }
  });

  it('tools with REST twins give the same result', async () => {
    const call = async (name: string) => (await client.callTool({ name, arguments: VALID[name]! })).structuredContent;
    expect(await call('recommend_sound')).toEqual(recommend(catalog, VALID.recommend_sound as never));
    expect(await call('generate_video_brief')).toEqual(brief(catalog, VALID.generate_video_brief as never));
    expect(await call('get_sound_profile')).toEqual(soundProfile(catalog, catalog.sounds.routes.find((r) => r.sound_slug === 'kitchen-window')!));
    expect(await call('get_sound_health')).toEqual(momentumSnapshot(catalog));
    const proof = (await call('get_proof_examples')) as ReturnType<typeof proofList>;
    expect(proof.examples).toEqual(proofList(catalog).examples.filter((e) => e.sound_slug === 'street-sprint'));
  });

  it('compare_sounds says which fits better and why', async () => {
    const res = (await client.callTool({ name: 'compare_sounds', arguments: VALID.compare_sounds! })).structuredContent as { best: string; why: string; sounds: Array<{ sound_slug: string; rank: number }> };
    expect(res.best).toBe('kitchen-window');
    expect(res.why).toMatch(/Kitchen Window fits better/);
    expect(res.sounds.map((s) => s.rank)).toEqual([1, 2, 3]);
    expect(res.sounds.find((s) => s.sound_slug === 'street-sprint')!.rank).toBe(3);
  });

  it.each(Object.entries(INVALID))('%s: invalid arguments are a tool error naming the field', async (name, [args, field]) => {
    const res = await client.callTool({ name, arguments: args });
    expect(res.isError).toBe(true);
    expect((res.content as Array<{ text: string }>)[0]!.text).toContain(field);
  });

  it.each(['get_sound_profile', 'generate_video_brief', 'get_proof_examples', 'get_sound_health', 'generate_caption_pack'])('%s: an unknown slug is a tool error listing the valid slugs', async (name) => {
    const res = await client.callTool({ name, arguments: { ...VALID[name], sound_slug: 'no-such-sound' } });
    expect(res.isError).toBe(true);
    const text = (res.content as Array<{ text: string }>)[0]!.text;
    expect(text).toContain('no-such-sound');
    for (const s of slugs) expect(text).toContain(s);
  });
});

describe('MCP resources, prompt and identity', () => {
  it('reports its name and version', () => {
    expect(client.getServerVersion()).toMatchObject({ name: 'soundlane', version: catalog.service.api_version });
  });

  it('exposes the catalog and every sound profile as resources', async () => {
    const { resources } = await client.listResources();
    expect(resources.map((r) => r.uri)).toEqual(expect.arrayContaining(['soundlane://sounds', ...slugs.map((s) => `soundlane://sounds/${s}`)]));
    const one = await client.readResource({ uri: 'soundlane://sounds/kitchen-window' });
    expect(JSON.parse((one.contents[0] as { text: string }).text).route.sound_slug).toBe('kitchen-window');
    const all = await client.readResource({ uri: 'soundlane://sounds' });
    expect(JSON.parse((all.contents[0] as { text: string }).text).count).toBe(slugs.length);
    await expect(client.readResource({ uri: 'soundlane://sounds/nope' })).rejects.toThrow(/Valid slugs/);
  });

  it('offers a prompt from clip idea to plan', async () => {
    const { prompts } = await client.listPrompts();
    expect(prompts.map((p) => p.name)).toEqual(['plan_clip']);
    const p = await client.getPrompt({ name: 'plan_clip', arguments: { idea: 'a cozy tea ritual', duration_s: '30' } });
    const text = (p.messages[0]!.content as { text: string }).text;
    expect(text).toContain('a cozy tea ritual');
    expect(text).toContain('recommend_sound');
    expect(text).toContain('risk_reminder');
  });
});

describe('MCP protocol edges', () => {
  const rpc = (body: unknown, headers: Record<string, string> = {}, method = 'POST') =>
    handler(
      new Request(URL_, {
        method,
        headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', ...headers },
        body: method === 'POST' ? (typeof body === 'string' ? body : JSON.stringify(body)) : undefined,
      }),
    );
  const list = { jsonrpc: '2.0', id: 1, method: 'tools/list' };

  it.each(['GET', 'DELETE', 'PUT'])('%s is 405 and never opens a stream', async (method) => {
    const res = await rpc(undefined, {}, method);
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('POST, OPTIONS');
    expect(res.headers.get('content-type')).toMatch(/json/);
  });

  it('a foreign Origin is 403; our own and allow-listed origins pass', async () => {
    expect((await rpc(list, { origin: 'https://evil.example' })).status).toBe(403);
    expect((await rpc(list, { origin: 'http://local.test' })).status).toBe(200);
    const allowed = await rpc(list, { origin: 'https://agent-ui.example' });
    expect(allowed.status).toBe(200);
    expect(allowed.headers.get('access-control-allow-origin')).toBe('https://agent-ui.example');
    expect((await rpc(list)).status).toBe(200);
  });

  it('DNS rebinding: an Origin and Host from a rebinding domain are refused, locally and deployed', async () => {
    const post = (h: (r: Request) => Promise<Response>, url: string, origin?: string) =>
      h(new Request(url, { method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', ...(origin ? { origin } : {}) }, body: JSON.stringify(list) }));
    // Served locally (npm start): the site address is a loopback one; Host and Origin must be loopback too.
    const local = mcpHandler(testDeps(catalog), { allowedOrigins: [], siteUrls: ['http://localhost:8888'] });
    expect((await post(local, 'http://rebind.evil.example:8888/mcp', 'http://rebind.evil.example:8888')).status).toBe(403);
    expect((await post(local, 'http://rebind.evil.example:8888/mcp')).status).toBe(403);
    const ok = await post(local, 'http://localhost:8888/mcp', 'http://localhost:8888');
    expect(ok.status).toBe(200);
    expect(ok.headers.get('access-control-allow-origin')).toBe('http://localhost:8888');
    // Deployed: only the configured site address and MCP_ALLOWED_ORIGINS, never an origin built from Host.
    const site = mcpHandler(testDeps(catalog), { allowedOrigins: [], siteUrls: ['https://soundlane.example'] });
    expect((await post(site, 'https://rebind.evil.example/mcp', 'https://rebind.evil.example')).status).toBe(403);
    expect((await post(site, 'https://soundlane.example/mcp', 'https://soundlane.example')).status).toBe(200);
    expect((await post(site, 'https://soundlane.example/mcp')).status).toBe(200);
  });

  it('Accept without text/event-stream is 406', async () => {
    expect((await rpc(list, { accept: 'application/json' })).status).toBe(406);
  });

  it('a wrong content type is 415', async () => {
    expect((await rpc(JSON.stringify(list), { 'content-type': 'text/plain' })).status).toBe(415);
  });

  it('malformed JSON is 400 with JSON-RPC parse error -32700', async () => {
    const res = await rpc('{"jsonrpc": "2.0", ');
    expect(res.status).toBe(400);
    expect((await res.json()).error.code).toBe(-32700);
  });

  it.each([
    ['an object without jsonrpc', { hello: 'world' }, 'jsonrpc'],
    ['a number', 42, 'JSON object'],
    ['an empty batch', [], 'empty batch'],
    ['a request without a method', { jsonrpc: '2.0', id: 3 }, 'method'],
    ['params that are not an object', { jsonrpc: '2.0', id: 4, method: 'tools/call', params: [1] }, 'params'],
    ['a batch with one stray value', [list, { hello: 'world' }], 'jsonrpc'],
  ])('valid JSON that is not JSON-RPC (%s) is 400 Invalid Request -32600, naming what is wrong', async (_what, body, named) => {
    const res = await rpc(body);
    expect(res.status).toBe(400);
    const answer = await res.json();
    expect(answer.error.code).toBe(-32600);
    expect(answer.error.message).toContain(named);
  });

  it.each([
    ['tools/call without a tool name', { name: undefined, arguments: {} }, 'tools/call', 'params.name'],
    ['prompts/get without a prompt name', {}, 'prompts/get', 'params.name'],
    ['resources/read with a number for the uri', { uri: 42 }, 'resources/read', 'params.uri'],
  ])('bad params (%s) are -32602 Invalid params naming the field, answered for the request id', async (_what, params, method, field) => {
    const res = await rpc({ jsonrpc: '2.0', id: 'q-7', method, params });
    expect(res.status).toBe(200);
    const answer = await res.json();
    expect(answer.id).toBe('q-7');
    expect(answer.error.code).toBe(-32602);
    expect(answer.error.message).toContain(field);
    expect(answer.error.message).not.toMatch(/"code":|\[\s*\{/);
  });

  it('an oversized body is 413', async () => {
    const res = await rpc({ ...list, params: { pad: 'x'.repeat(MAX_BODY_BYTES) } });
    expect(res.status).toBe(413);
  });

  it(`a small batch is answered; more than ${MAX_BATCH} messages are refused`, async () => {
    const batch = (n: number) => Array.from({ length: n }, (_, i) => ({ jsonrpc: '2.0', id: i + 1, method: 'tools/call', params: { name: 'get_sound_health', arguments: {} } }));
    const ok = await rpc(batch(2));
    expect(ok.status).toBe(200);
    const answers = await ok.json();
    expect(Array.isArray(answers) ? answers.length : 1).toBe(2);
    const over = await rpc(batch(MAX_BATCH + 1));
    expect(over.status).toBe(400);
    expect((await over.json()).error.code).toBe(-32600);
    // A batch of 1000 calls is refused before any of it runs (by its size first).
    expect([400, 413]).toContain((await rpc(batch(1000))).status);
  });

  it('an unsupported MCP-Protocol-Version is 400', async () => {
    expect((await rpc(list, { 'mcp-protocol-version': '1999-01-01' })).status).toBe(400);
  });

  it('a malformed Authorization header is 401 with WWW-Authenticate; a bearer key passes on the public tier', async () => {
    const bad = await rpc(list, { authorization: 'Basic dXNlcjpwYXNz' });
    expect(bad.status).toBe(401);
    expect(bad.headers.get('www-authenticate')).toBe('Bearer');
    expect((await rpc(list, { authorization: 'Bearer sk_test_abc' })).status).toBe(200);
  });

  it('keeps nothing between requests: two clients see the same, independent answers', async () => {
    const other = await connectMcp(URL_, handler);
    const a = await client.callTool({ name: 'recommend_sound', arguments: VALID.recommend_sound! });
    const b = await other.callTool({ name: 'recommend_sound', arguments: VALID.recommend_sound! });
    expect(a).toEqual(b);
    await other.close();
  });
});

describe('one error language: MCP tool errors carry the REST problem body', () => {
  const rest = makeHandler(restOperation('/api/recommend'), testDeps(catalog));
  const restBrief = makeHandler(restOperation('/api/brief'), testDeps(catalog));
  const post = async (h: (r: Request) => Promise<Response>, body: unknown) =>
    (await h(new Request('http://local.test/x', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }))).json() as Promise<Problem>;
  const tool = async (name: string, args: Record<string, unknown>) => {
    const res = await client.callTool({ name, arguments: args });
    expect(res.isError).toBe(true);
    return JSON.parse((res.content as Array<{ text: string }>)[0]!.text) as Problem;
  };
  const allowedRecommend = Object.keys((RecommendRequestSchema as unknown as { shape: object }).shape).join(', ');

  it.each([
    ['an unknown key (structural)', { description: 'pancakes', bogus: 1 }, [{ path: 'bogus', message: `unknown property "bogus"; allowed: ${allowedRecommend}` }]],
    ['a wrong type (structural)', { description: 'pancakes', duration_seconds: 'long' }, [{ path: 'duration_seconds', message: 'Invalid input: expected number, received string' }]],
  ])('recommend_sound with %s: the same errors[] as POST /api/recommend, exactly', async (_what, args, expected) => {
    const [viaTool, viaRest] = await Promise.all([tool('recommend_sound', args), post(rest, args)]);
    expect(viaRest.errors).toEqual(expected);
    expect(viaTool.errors).toEqual(expected);
    expect({ ...viaTool, detail: '', instance: '' }).toEqual({ ...viaRest, detail: '', instance: '' });
  });

  it('a cross-field rule (neither description nor topic) is the same problem on both surfaces', async () => {
    const [viaTool, viaRest] = await Promise.all([tool('recommend_sound', {}), post(rest, {})]);
    expect(viaRest.code).toBe('invalid-request');
    expect(viaRest.errors!.length).toBeGreaterThan(0);
    expect(viaTool.errors).toEqual(viaRest.errors);
    expect(viaTool.code).toBe(viaRest.code);
  });

  it('an unknown slug names the valid values on both surfaces', async () => {
    const args = { sound_slug: 'no-such-sound', description: 'bedroom makeover' };
    const [viaTool, viaRest] = await Promise.all([tool('generate_video_brief', args), post(restBrief, args)]);
    expect(viaRest).toMatchObject({ status: 404, code: 'unknown-sound', valid_values: slugs });
    expect({ ...viaTool, instance: '' }).toEqual({ ...viaRest, instance: '' });
  });
});

describe('the compact tool schemas', () => {
  it('keep a field named like a keyword, accept null where the field is nullable, and inline every reference', async () => {
    const { z } = await import('zod');
    const { compactInputSchema } = await import('../../src/adapters/mcp/tool-list.ts');
    const Shared = z.enum(['a', 'b']).meta({ id: 'SharedEnumForToolListTest', description: 'shared' });
    const schema = compactInputSchema(z.strictObject({ title: z.string(), id: z.string().optional(), examples: z.array(z.string()).optional(), pick: Shared.nullable().optional(), again: Shared.optional() }));
    const ajv = new Ajv({ strict: false });
    const validate = ajv.compile(schema);
    expect(Object.keys(schema.properties ?? {})).toEqual(['title', 'id', 'examples', 'pick', 'again']);
    expect(validate({ title: 'x', pick: null, again: 'a' }), JSON.stringify(validate.errors)).toBe(true);
    expect(validate({ title: 'x', pick: 'c' })).toBe(false);
    expect(JSON.stringify(schema)).not.toMatch(/\$ref|\$defs/);
  });
});
