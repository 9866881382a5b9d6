/**
 * The hosted MCP server as agents reach it: the SDK's Client over Streamable HTTP against the
 * served /mcp, REST twins over HTTP, and the official MCP Inspector CLI.
 */
import { spawnSync } from 'node:child_process';
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { connectMcp } from '../support/mcp-client.ts';

const base = inject('baseUrl');
let client: Client;

beforeAll(async () => {
  client = await connectMcp(`${base}/mcp`);
});
afterAll(async () => client?.close());

const postJson = async (path: string, body: unknown) =>
  (await fetch(`${base}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })).json();

describe('served /mcp', () => {
  it('lists the eight tools with output schemas', async () => {
    const { tools } = await client.listTools();
    expect(tools).toHaveLength(8);
    expect(tools.every((t) => t.outputSchema?.type === 'object')).toBe(true);
  });

  it('recommend_sound and generate_video_brief equal POST /api/recommend and POST /api/brief', async () => {
    const rec = { description: 'before and after hair makeover', duration_s: 15 };
    const viaMcp = await client.callTool({ name: 'recommend_sound', arguments: rec });
    expect(viaMcp.structuredContent).toEqual(await postJson('/api/recommend', rec));
    const br = { sound_slug: 'kitchen-window', description: 'overnight oats', duration_s: 30, aigc: true };
    expect((await client.callTool({ name: 'generate_video_brief', arguments: br })).structuredContent).toEqual(await postJson('/api/brief', br));
  });

  it('get_sound_profile, get_proof_examples and get_sound_health equal the static files', async () => {
    const get = async (p: string) => (await fetch(`${base}${p}`)).json();
    expect((await client.callTool({ name: 'get_sound_profile', arguments: { sound_slug: 'petal-pop' } })).structuredContent).toEqual(await get('/api/sounds/petal-pop'));
    expect((await client.callTool({ name: 'get_proof_examples', arguments: {} })).structuredContent).toEqual(await get('/api/proof'));
    expect((await client.callTool({ name: 'get_sound_health', arguments: {} })).structuredContent).toEqual(await get('/api/momentum'));
  });

  it('GET /mcp is 405 at once, and a foreign Origin is 403', async () => {
    const started = Date.now();
    const get = await fetch(`${base}/mcp`, { headers: { accept: 'text/event-stream' } });
    expect(get.status).toBe(405);
    expect(Date.now() - started).toBeLessThan(10_000);
    const evil = await fetch(`${base}/mcp`, {
      method: 'POST',
      headers: { origin: 'https://evil.example', 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }),
    });
    expect(evil.status).toBe(403);
  });

  it('the official MCP Inspector CLI lists the tools and calls recommend_sound', () => {
    const inspector = (...args: string[]) =>
      spawnSync('npx', ['@modelcontextprotocol/inspector', '--cli', `${base}/mcp`, '--transport', 'http', ...args], { encoding: 'utf8', timeout: 60_000 });
    const list = inspector('--method', 'tools/list');
    expect(list.status, list.stderr).toBe(0);
    const names = (JSON.parse(list.stdout).tools as Array<{ name: string }>).map((t) => t.name);
    expect(names).toContain('recommend_sound');
    const call = inspector('--method', 'tools/call', '--tool-name', 'recommend_sound', '--tool-arg', 'description=morning routine and oatmeal cooking', '--tool-arg', 'platform=shortvideo');
    expect(call.status, call.stderr).toBe(0);
    const result = JSON.parse(call.stdout);
    expect(result.isError).toBeFalsy();
    expect(result.structuredContent.route).toBe('kitchen-window');
  }, 90_000);
});
