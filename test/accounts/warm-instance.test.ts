/**
 * A warm instance's memory (src/accounts/warm-cache.ts) saves storage round trips and never
 * changes an answer: a keyed call costs two store operations once warm; a count written by another
 * instance meanwhile is read again, not overwritten; revocation and rotation still refuse at once;
 * a remembered count is never the reason to refuse a call.
 */
import { describe, expect, it } from 'vitest';
import { MemoryStore, type AccountStore } from '../../src/accounts/store.ts';
import { accountsGate } from '../../src/adapters/accounts/gate.ts';
import { makeService } from './support.ts';

function counting(inner: MemoryStore): AccountStore & { ops: number } {
  const c = {
    ops: 0,
    scope: inner.scope,
    get: (key: string) => (c.ops++, inner.get(key)),
    put: (...a: Parameters<MemoryStore['put']>) => (c.ops++, inner.put(...a)),
    delete: (key: string) => (c.ops++, inner.delete(key)),
    list: (prefix: string) => (c.ops++, inner.list(prefix)),
  };
  return c;
}

const request = (key: string) => new Request('http://x/api/recommend', { method: 'POST', headers: { authorization: `Bearer ${key}` } });

async function keyedCall(gate: ReturnType<typeof accountsGate>, key: string) {
  const auth = await gate.authenticate(request(key), '/api/recommend');
  if (!auth.ok) return { status: auth.response.status, used: null };
  const m = await gate.meter(auth.caller, 'recommend', new Date('2026-11-22T12:00:00Z'), '/api/recommend');
  return m.ok ? { status: 200, used: m.usage?.used ?? null } : { status: m.response.status, used: null };
}

describe('a warm instance', () => {
  it('counts a keyed call with two store operations once warm: read the key record, write the count', async () => {
    const memory = new MemoryStore();
    const store = counting(memory);
    const { service } = makeService({ store });
    const issued = await service.issue('indie');
    const gate = accountsGate(() => service);
    await keyedCall(gate, issued.key);
    const before = store.ops;
    for (let i = 0; i < 10; i++) expect((await keyedCall(gate, issued.key)).status).toBe(200);
    expect((store.ops - before) / 10).toBe(2);
    expect((await service.usage(issued.record.key_id)).used).toBe(11);
  });

  it('a count written by another instance meanwhile is read again, never overwritten', async () => {
    const memory = new MemoryStore();
    const { service } = makeService({ store: memory });
    const issued = await service.issue('indie');
    const gate = accountsGate(() => service);
    await keyedCall(gate, issued.key);
    await keyedCall(gate, issued.key);
    // Another instance (no shared memory: a store object without scope over the same data) counts 5 calls.
    const other = makeService({ store: { get: (k) => memory.get(k), put: (k, v, c) => memory.put(k, v, c), delete: (k) => memory.delete(k), list: (p) => memory.list(p) } }).service;
    for (let i = 0; i < 5; i++) await other.meter(issued.record.key_id, new Date('2026-11-22T12:00:00Z'));
    expect((await keyedCall(gate, issued.key)).used).toBe(8);
    expect((await service.usage(issued.record.key_id)).used).toBe(8);
  });

  it('revocation and rotation refuse at once, whatever the instance remembers of the key', async () => {
    const { service } = makeService();
    const gate = accountsGate(() => service);
    const a = await service.issue('indie');
    expect((await keyedCall(gate, a.key)).status).toBe(200);
    await service.revoke(a.record.key_id);
    expect((await keyedCall(gate, a.key)).status).toBe(401);

    const b = await service.issue('indie');
    expect((await keyedCall(gate, b.key)).status).toBe(200);
    const rotated = await service.rotate(b.record);
    expect((await keyedCall(gate, b.key)).status).toBe(401);
    expect((await keyedCall(gate, rotated.api_client.api_key)).status).toBe(200);
  });

  it('a remembered count at the quota is checked against the stored one before refusing', async () => {
    const memory = new MemoryStore();
    const { service } = makeService({ store: memory });
    const issued = await service.issue('scale', 3);
    const gate = accountsGate(() => service);
    for (let i = 0; i < 3; i++) expect((await keyedCall(gate, issued.key)).status).toBe(200);
    expect((await keyedCall(gate, issued.key)).status).toBe(429);
    // The operator resets the month's count (as scripts/keys.ts may): the next call goes through.
    for (const k of await memory.list('usage/')) await memory.delete(k);
    expect((await keyedCall(gate, issued.key)).status).toBe(200);
  });
});
