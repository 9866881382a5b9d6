/**
 * The accounts storage port on Netlify Blobs. Every read is strongly consistent; conditional
 * writes use onlyIfNew / onlyIfMatch, and each write is wrapped with a nonce so the known
 * traps of @netlify/blobs are resolved by a strong read-back (see shared/reliability.md §0.2).
 */
import { AccountError } from '../../accounts/errors.ts';
import { getStore, type Store } from '@netlify/blobs';
import { randomUUID } from 'node:crypto';
import type { AccountStore, StoredValue, WriteCondition, WriteOutcome } from '../../accounts/store.ts';
import { oneAtATime } from '../../accounts/one-at-a-time.ts';

/** What is stored under each key: the value plus the nonce of the write that put it there. */
interface Envelope {
  w: string;
  v: unknown;
}

export const ACCOUNTS_STORE_NAME = 'accounts';

/**
 * Conditional writes to one key from this process go one at a time. Across instances the
 * platform's conditional writes decide; within one process this also holds where they are not
 * atomic: the local Blobs server (`npm start`, the tests) lets several writes with the same ETag
 * through when they arrive together (5 of 20 in a probe), which lost keyed-call counts under
 * load. Unconditional writes and reads are not queued.
 */
export class BlobsAccountStore implements AccountStore {
  private readonly store: Store;
  private readonly name: string;
  /** The site's store of this name: the same data for every call of this process (see AccountStore.scope). */
  readonly scope: string;
  constructor(store: Store, name: string = ACCOUNTS_STORE_NAME, siteID = '') {
    this.store = store;
    this.name = name;
    this.scope = `blobs:${siteID}:${name}`;
  }

  /** The store of the running site (call inside a handler: the environment is per request). */
  static fromEnvironment(options: { name?: string; siteID?: string; token?: string } = {}): BlobsAccountStore {
    const name = options.name ?? ACCOUNTS_STORE_NAME;
    let store: Store;
    try {
      store =
        options.siteID && options.token
          ? getStore({ name, siteID: options.siteID, token: options.token, consistency: 'strong' })
          : getStore({ name, consistency: 'strong' });
    } catch (e) {
      // A deploy without Blobs configured answers 503 with a problem body, never a 500.
      throw new AccountError('storage-unavailable', 'Key storage is not configured on this server; keyed calls cannot be served.', { retryAfter: 60, cause: e });
    }
    return new BlobsAccountStore(store, name, options.siteID ?? '');
  }

  async get(key: string): Promise<StoredValue | null> {
    for (let attempt = 0; attempt < 5; attempt++) {
      const hit = await this.store.getWithMetadata(key, { type: 'json', consistency: 'strong' });
      if (!hit) return null;
      if (hit.etag !== undefined) return { value: (hit.data as Envelope).v, etag: hit.etag };
      // The local Blobs server (netlify dev, tests) sends no ETag on GET; its listing does. Take
      // the listed ETag when it is the same before and after the read, so it belongs to this value.
      const before = await this.listedEtag(key);
      const again = await this.store.get(key, { type: 'json', consistency: 'strong' });
      const after = await this.listedEtag(key);
      if (again === null) return null;
      if (before !== undefined && before === after) return { value: (again as Envelope).v, etag: before };
    }
    throw new Error(`Blobs read of ${key} gave no stable ETag`);
  }

  private async listedEtag(key: string): Promise<string | undefined> {
    const { blobs } = await this.store.list({ prefix: key });
    return blobs.find((b) => b.key === key)?.etag;
  }

  async put(key: string, value: unknown, condition: WriteCondition = {}): Promise<WriteOutcome> {
    if ('onlyIfNew' in condition || 'onlyIfMatch' in condition) return oneAtATime(`${this.name}/${key}`, () => this.write(key, value, condition));
    return this.write(key, value, condition);
  }

  private async write(key: string, value: unknown, condition: WriteCondition): Promise<WriteOutcome> {
    const envelope: Envelope = { w: randomUUID(), v: value };
    // setJSON honours conditions only from @netlify/blobs 10.7.12; a string `set` always does.
    const body = JSON.stringify(envelope);
    const res =
      'onlyIfNew' in condition
        ? await this.store.set(key, body, { onlyIfNew: true })
        : 'onlyIfMatch' in condition
          ? await this.store.set(key, body, { onlyIfMatch: condition.onlyIfMatch })
          : await this.store.set(key, body);
    if (res.modified && res.etag) return { ok: true, etag: res.etag };
    // Trap (b): any status but 412 reads as modified (an auth error too); trap (c): a retried
    // write that had landed reads as not modified. Both are settled by whose nonce is stored.
    const back = await this.get(key).catch(() => null);
    const stored = back === null ? null : await this.store.get(key, { type: 'json', consistency: 'strong' });
    const mine = back !== null && (stored as Envelope | null)?.w === envelope.w;
    if (mine) return { ok: true, etag: back.etag };
    if (res.modified) throw new Error(`Blobs write of ${key} reported success but the value is not there`);
    return { ok: false };
  }

  async delete(key: string): Promise<void> {
    await this.store.delete(key);
  }

  async list(prefix: string): Promise<string[]> {
    const { blobs } = await this.store.list({ prefix });
    return blobs.map((b) => b.key).sort();
  }
}
