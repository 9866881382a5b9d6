/**
 * The storage port of the accounts core: JSON records with ETags and conditional writes, every
 * read strongly consistent, every call under a deadline. Netlify Blobs implements it in
 * src/adapters/blobs/blobs-store.ts; `MemoryStore` here has truly atomic conditional writes for tests.
 */
import { AccountError } from './errors.ts';

export interface StoredValue {
  value: unknown;
  etag: string;
}

/** `onlyIfNew`: create only; `onlyIfMatch`: replace only the version read. */
export type WriteCondition = { onlyIfNew: true } | { onlyIfMatch: string } | Record<string, never>;

/** `ok: false` means the condition failed (someone else wrote first). */
export type WriteOutcome = { ok: true; etag: string } | { ok: false };

export interface AccountStore {
  /**
   * Names the stored data: two stores with the same scope hold the same data. What one call of a
   * process learned of it (a key's pointer, its own last usage write and that write's ETag) may be
   * reused by the next call of that process (src/accounts/warm-cache.ts); without a scope nothing is.
   */
  readonly scope?: string;
  /** Strongly consistent read; null when absent. */
  get(key: string): Promise<StoredValue | null>;
  put(key: string, value: unknown, condition?: WriteCondition): Promise<WriteOutcome>;
  delete(key: string): Promise<void>;
  /** Keys under a prefix (operator use only). */
  list(prefix: string): Promise<string[]>;
}

/** Milliseconds each storage call may take before the request answers 503 (R16). */
export const STORAGE_DEADLINE_MS = 8_000;

/** Runs `work` under a deadline; a timeout or failure becomes a 503-class AccountError. */
export async function withDeadline<T>(what: string, ms: number, work: (signal: AbortSignal) => Promise<T>): Promise<T> {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort();
      reject(new AccountError('storage-unavailable', `Storage did not answer within ${ms} ms (${what}).`, { retryAfter: 5 }));
    }, ms);
  });
  try {
    return await Promise.race([work(controller.signal), timeout]);
  } catch (e) {
    if (e instanceof AccountError) throw e;
    throw new AccountError('storage-unavailable', `Storage failed (${what}).`, { retryAfter: 5, cause: e });
  } finally {
    clearTimeout(timer);
  }
}

/**
 * In-memory store whose conditional writes are atomic (the check and the write happen in one
 * synchronous step), with an await before each operation so concurrent callers interleave.
 * For tests, and for the build-time key walk-through on the developers page (src/contracts/key-walkthrough.ts):
 * module state must never be used as storage in a function.
 */
export class MemoryStore implements AccountStore {
  readonly scope = `memory:${Math.random().toString(36).slice(2)}${Date.now().toString(36)}`;
  readonly data = new Map<string, { json: string; etag: string }>();
  private version = 0;

  async get(key: string): Promise<StoredValue | null> {
    await tick();
    const hit = this.data.get(key);
    return hit ? { value: JSON.parse(hit.json) as unknown, etag: hit.etag } : null;
  }

  async put(key: string, value: unknown, condition: WriteCondition = {}): Promise<WriteOutcome> {
    await tick();
    const current = this.data.get(key);
    if ('onlyIfNew' in condition && current) return { ok: false };
    if ('onlyIfMatch' in condition && current?.etag !== condition.onlyIfMatch) return { ok: false };
    const etag = `"m${++this.version}"`;
    this.data.set(key, { json: JSON.stringify(value), etag });
    return { ok: true, etag };
  }

  async delete(key: string): Promise<void> {
    await tick();
    this.data.delete(key);
  }

  async list(prefix: string): Promise<string[]> {
    await tick();
    return [...this.data.keys()].filter((k) => k.startsWith(prefix)).sort();
  }
}

function tick(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}
