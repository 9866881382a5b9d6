// Security checks of the key path: junk keys never reach storage, secrets are compared in constant
// time, no source compares a digest or secret with a plain `===`, and no storage call can hang a request.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { generateKey, hashKey, sameSecret } from '../../src/accounts/key.ts';
import { AccountError } from '../../src/accounts/errors.ts';
import { MemoryStore, type AccountStore } from '../../src/accounts/store.ts';
import { AccountsService } from '../../src/accounts/service.ts';
import { FakeBilling, makeService } from '../accounts/support.ts';

/** A store that counts every call, to prove which requests touch storage at all. */
function countingStore(): { store: AccountStore; calls: string[] } {
  const inner = new MemoryStore();
  const calls: string[] = [];
  const store = new Proxy(inner, {
    get(target, prop, receiver) {
      const v = Reflect.get(target, prop, receiver) as unknown;
      if (typeof v !== 'function') return v;
      return (...args: unknown[]) => {
        calls.push(`${String(prop)} ${String(args[0])}`);
        return (v as (...a: unknown[]) => unknown).apply(target, args);
      };
    },
  }) as AccountStore;
  return { store, calls };
}

function typo(key: string, at: number): string {
  return key.slice(0, at) + (key[at] === 'a' ? 'b' : 'a') + key.slice(at + 1);
}

describe('keys rejected before any storage read', () => {
  it('a bad checksum, a wrong prefix or a wrong length is 401 with zero storage calls; a well-formed unknown key does read', async () => {
    const { store, calls } = countingStore();
    const { service } = makeService({ store });
    const key = generateKey();
    for (const bad of [typo(key, 12), typo(key, key.length - 1), key.replace('sndl_', 'sndx_'), key + 'A', key.slice(0, -1), 'sndl_' + '\u0000'.repeat(38)]) {
      const err = await service.authenticateKey(bad).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(AccountError);
      expect((err as AccountError).code).toBe('unauthorized');
      await expect(service.callerFromAuthorization(`Bearer ${bad}`, { required: true })).rejects.toBeInstanceOf(AccountError);
    }
    expect(calls).toEqual([]);
    // The counter works: a well-formed key nobody issued is looked up (by its hash, never itself).
    await expect(service.authenticateKey(key)).rejects.toBeInstanceOf(AccountError);
    expect(calls.length).toBeGreaterThan(0);
    expect(calls.join('\n')).not.toContain(key);
    expect(calls.join('\n')).toContain(hashKey(key));
  });
});

describe('constant-time comparison of secrets', () => {
  it('sameSecret is equality for equal-length strings and false for anything else', () => {
    const h = hashKey(generateKey());
    expect(sameSecret(h, h.slice())).toBe(true);
    expect(sameSecret(h, h.slice(0, -1) + (h.endsWith('0') ? '1' : '0'))).toBe(false);
    expect(sameSecret(h, h.slice(0, -1))).toBe(false);
    expect(sameSecret(h, undefined)).toBe(false);
    expect(sameSecret(null, null)).toBe(false);
    expect(sameSecret('é', 'e\u0301')).toBe(false);
  });

  it('no source file compares a hash, digest, secret, signature or token with === or !==', () => {
    const files: string[] = [];
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const p = join(dir, name);
        if (statSync(p).isDirectory()) walk(p);
        else if (/\.(ts|mts|mjs)$/.test(name)) files.push(p);
      }
    };
    walk('src');
    walk('netlify/functions');
    const secretish = '[\\w.]*(?:hash|sha256|digest|secret|signature|token)\\w*';
    const compare = new RegExp(`${secretish}\\s*[!=]==(?!\\s*(?:undefined|null|'|"|\\d))|(?<!typeof\\s[\\w.]+\\s)[!=]==\\s*${secretish}(?!\\()`, 'i');
    const offenders: string[] = [];
    for (const f of files) {
      readFileSync(f, 'utf8').split('\n').forEach((line, i) => {
        if (/^\s*(\/\/|\*)/.test(line) || /typeof /.test(line)) return;
        if (compare.test(line)) offenders.push(`${f}:${i + 1}: ${line.trim()}`);
      });
    }
    expect(offenders).toEqual([]);
  });

  it('the source scan would catch the plain comparison this module replaced', () => {
    const secretish = '[\\w.]*(?:hash|sha256|digest|secret|signature|token)\\w*';
    const compare = new RegExp(`${secretish}\\s*[!=]==(?!\\s*(?:undefined|null|'|"|\\d))|(?<!typeof\\s[\\w.]+\\s)[!=]==\\s*${secretish}(?!\\()`, 'i');
    expect(compare.test('if (!rec.email_sha256 || rec.email_sha256 !== emailHash(email)) {')).toBe(true);
    expect(compare.test('if (!rec || rec.rec.hash !== hash) throw')).toBe(true);
    expect(compare.test("if (event.type === 'checkout.session.completed')")).toBe(false);
  });
});

describe('every storage call under a deadline', () => {
  it('with storage that never answers, each entry point of the accounts core fails 503-retryable within about the deadline', async () => {
    // Set up a key and a paid session on a working store, then make every store call hang forever.
    const inner = new MemoryStore();
    const billing = new FakeBilling();
    billing.add('cs_hang');
    billing.add('cs_hang_event');
    let hang = false;
    const store = new Proxy(inner, {
      get(target, prop, receiver) {
        const v = Reflect.get(target, prop, receiver) as unknown;
        if (typeof v !== 'function') return v;
        return (...args: unknown[]) => (hang ? new Promise(() => {}) : (v as (...a: unknown[]) => unknown).apply(target, args));
      },
    }) as AccountStore;
    const service = new AccountsService({ store, billing, config: { priceToPlan: { price_indie: 'indie' }, baseUrl: 'https://x' }, now: () => new Date('2026-11-22T12:00:00Z'), deadlineMs: 150 });
    const issued = await service.issue('indie');
    hang = true;
    const calls: Array<[string, () => Promise<unknown>]> = [
      ['authenticateKey', () => service.authenticateKey(issued.key)],
      ['meter', () => service.meter(issued.record.key_id)],
      ['usage', () => service.usage(issued.record.key_id)],
      ['me', () => service.me(issued.record)],
      ['rotate', () => service.rotate(issued.record)],
      ['claim', () => service.claim('cs_hang', 'buyer@example.com')],
      ['handleEvent', () => service.handleEvent({ id: 'evt_hang', type: 'checkout.session.completed', session_id: 'cs_hang_event' })],
    ];
    for (const [name, call] of calls) {
      const started = Date.now();
      const err = await call().then(() => null, (e: unknown) => e);
      const took = Date.now() - started;
      expect(err, name).toBeInstanceOf(AccountError);
      expect((err as AccountError).code, name).toBe('storage-unavailable');
      expect((err as AccountError).retryAfter, name).toBeGreaterThan(0);
      expect(took, name).toBeLessThan(2_000);
    }
  });
});
