/**
 * Metering at the edges: keyed calls to the public POST endpoints and MCP tools/call count against
 * the plan's month (a keyed MCP call exactly like its REST twin); anonymous calls stay public and
 * uncounted; rejected calls (400, 401) consume nothing; a used-up month answers 429 / a tool error.
 */
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { describe, expect, it } from 'vitest';
import { AccountsService } from '../../src/accounts/service.ts';
import { MemoryStore } from '../../src/accounts/store.ts';
import { keySeam } from '../../src/adapters/accounts/seam.ts';
import { makeHandler, type HandlerDeps } from '../../src/adapters/http/operation-handler.ts';
import { mcpHandler } from '../../src/adapters/mcp/handler.ts';
import { catalog } from '../../src/catalog/load.ts';
import { restOperation } from '../../src/operations.ts';

function setup(now = () => new Date('2026-11-22T12:00:00Z')) {
  const service = new AccountsService({ store: new MemoryStore(), billing: null, config: { priceToPlan: {}, baseUrl: 'https://soundlane.example' }, now });
  // The deployed seams (src/adapters/deploy-deps.ts) with an in-memory store and an injected clock.
  const keys = keySeam(() => service);
  const deps: HandlerDeps = { loadCatalog: () => catalog, authenticate: keys.authenticate, meter: keys.meter, now, services: {} };
  const recommend = makeHandler(restOperation('/api/recommend'), deps);
  const mcp = mcpHandler(deps, { allowedOrigins: [], siteUrls: ['http://local.test'] });
  const post = (body: unknown, key?: string) =>
    recommend(new Request('http://x/api/recommend', { method: 'POST', headers: { 'Content-Type': 'application/json', ...(key ? { Authorization: `Bearer ${key}` } : {}) }, body: JSON.stringify(body) }));
  const connect = async (key?: string) => {
    const transport = new StreamableHTTPClientTransport(new URL('http://local.test/mcp'), {
      fetch: (u, init) => mcp(new Request(u, init)),
      requestInit: key ? { headers: { Authorization: `Bearer ${key}` } } : {},
    });
    const client = new Client({ name: 'metering-test', version: '1.0.0' });
    await client.connect(transport);
    return client;
  };
  return { service, post, connect };
}

const CLIP = { description: 'morning routine and oatmeal cooking', platform: 'shortvideo', duration_seconds: 22 };

describe('metering of keyed calls', () => {
  it('a keyed REST call and its MCP twin each count one call; anonymous calls count none', async () => {
    const t = setup();
    const { key, record } = await t.service.issue('indie');
    const rest = await t.post(CLIP, key);
    expect(rest.status).toBe(200);
    expect(rest.headers.get('ratelimit-remaining')).toBe('4999');
    expect((await t.service.usage(record.key_id)).used).toBe(1);

    const client = await t.connect(key);
    const tool = await client.callTool({ name: 'recommend_sound', arguments: CLIP });
    expect(tool.isError).toBeFalsy();
    expect((tool.structuredContent as { primary_sound: { sound_slug: string } }).primary_sound.sound_slug).toBe(((await (await t.post(CLIP)).json()) as { primary_sound: { sound_slug: string } }).primary_sound.sound_slug);
    expect((await t.service.usage(record.key_id)).used).toBe(2);
    await client.listTools();
    expect((await t.service.usage(record.key_id)).used).toBe(2);
    await client.close();

    expect((await t.post(CLIP)).status).toBe(200);
    const anon = await t.connect();
    expect((await anon.callTool({ name: 'recommend_sound', arguments: CLIP })).isError).toBeFalsy();
    await anon.close();
    expect((await t.service.usage(record.key_id)).used).toBe(2);
  });

  it('rejected calls consume nothing: invalid body (400), invalid tool arguments, bad key (401)', async () => {
    const t = setup();
    const { key, record } = await t.service.issue('indie');
    expect((await t.post({ description: 'x', duration_seconds: -4 }, key)).status).toBe(400);
    const client = await t.connect(key);
    expect((await client.callTool({ name: 'recommend_sound', arguments: { description: 'x', duration_s: 0 } })).isError).toBe(true);
    await client.close();
    expect((await t.post(CLIP, key.slice(0, -2) + 'zz')).status).toBe(401);
    expect((await t.service.usage(record.key_id)).used).toBe(0);
    await t.service.revoke(record.key_id);
    const revoked = await t.post(CLIP, key);
    expect(revoked.status).toBe(401);
    expect(revoked.headers.get('www-authenticate')).toMatch(/^Bearer/);
  });

  it('a used-up month: REST 429 problem with reset_at and Retry-After; MCP a tool error saying the same', async () => {
    const t = setup(() => new Date('2026-11-30T23:00:00Z'));
    const { key } = await t.service.issue('scale', 2);
    expect((await t.post(CLIP, key)).status).toBe(200);
    expect((await t.post(CLIP, key)).status).toBe(200);
    const res = await t.post(CLIP, key);
    expect(res.status).toBe(429);
    expect(res.headers.get('content-type')).toBe('application/problem+json');
    expect(res.headers.get('retry-after')).toBe('3600');
    expect(await res.json()).toMatchObject({ status: 429, code: 'quota-exceeded', reset_at: '2026-12-01T00:00:00.000Z' });
    const client = await t.connect(key);
    const tool = await client.callTool({ name: 'recommend_sound', arguments: CLIP });
    expect(tool.isError).toBe(true);
    expect(JSON.stringify(tool.content)).toContain('2026-12-01T00:00:00.000Z');
    await client.close();
  });

  it('at the quota edge exactly the calls left succeed out of 50 concurrent REST calls', async () => {
    const t = setup();
    const { key, record } = await t.service.issue('scale', 10);
    for (let i = 0; i < 7; i++) await t.service.meter(record.key_id);
    const statuses = (await Promise.all(Array.from({ length: 50 }, () => t.post(CLIP, key)))).map((r: Response) => r.status);
    expect(statuses.filter((s: number) => s === 200)).toHaveLength(3);
    expect(statuses.filter((s: number) => s === 429)).toHaveLength(47);
    expect((await t.service.usage(record.key_id)).used).toBe(10);
  });
});
