/**
 * What a warm function instance remembers between calls, so a keyed call costs two storage round
 * trips instead of five: which key id a key hash points to (a pointer never changes; a rotated
 * key's record names the new hash, so the record check still refuses it), and the month's usage
 * count with the ETag of this instance's own last write (the next count writes on that ETag; if
 * another instance wrote meanwhile, the conditional write fails and the count is read again).
 * Neither is ever trusted on its own: the key record is read on every call (revocation is
 * immediate), and a usage count is only ever written conditionally.
 */

const MAX_ENTRIES = 10_000;

/** A bounded map: the oldest entry goes when it is full. */
class Bounded<V> {
  private readonly map = new Map<string, V>();
  get(key: string): V | undefined {
    return this.map.get(key);
  }
  set(key: string, value: V): void {
    this.map.delete(key);
    if (this.map.size >= MAX_ENTRIES) this.map.delete(this.map.keys().next().value!);
    this.map.set(key, value);
  }
  delete(key: string): void {
    this.map.delete(key);
  }
}

/** `${scope}|${hash}` -> key id. */
export const keyIdByHash = new Bounded<string>();
/** `${scope}|${usage key}` -> the count this instance last wrote and its ETag. */
export const lastUsageWrite = new Bounded<{ used: number; etag: string }>();
/**
 * `${scope}|${usage key}` -> until when (ms) this instance does not write from memory: after a
 * write on a remembered ETag failed, other instances are counting the same key, so the remembered
 * ETag would mostly be stale and the failed write one round trip more than reading first.
 */
export const contendedUntil = new Bounded<number>();
/** How long a key stays "counted elsewhere" after a write from memory failed. */
export const CONTENDED_MS = 60_000;
