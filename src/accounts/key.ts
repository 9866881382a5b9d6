/**
 * API key format: `sndl_` + 32 base62 characters from a CSPRNG (about 190 bits) + a 6-character
 * base62 CRC32 checksum. The checksum lets the server (and secret scanners) reject a typo before
 * any storage read; only the SHA-256 of a key is ever stored.
 */
import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { crc32 } from 'node:zlib';

export const KEY_PREFIX = 'sndl_';
const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const BODY_LENGTH = 32;
const CHECKSUM_LENGTH = 6;
/** The published shape of a key (checksum not included in the regex; see `isWellFormedKey`). */
export const KEY_PATTERN = /^sndl_[0-9A-Za-z]{38}$/;

function randomBase62(length: number): string {
  let out = '';
  // randomInt is uniform over the range, so there is no modulo bias.
  for (let i = 0; i < length; i++) out += ALPHABET[randomInt(ALPHABET.length)];
  return out;
}

function base62(n: number, width: number): string {
  let out = '';
  let v = n;
  for (let i = 0; i < width; i++) {
    out = ALPHABET[v % 62] + out;
    v = Math.floor(v / 62);
  }
  return out;
}

function checksum(body: string): string {
  return base62(crc32(body), CHECKSUM_LENGTH);
}

/** A new random key (plaintext: return it to its owner once, store only `hashKey(key)`). */
export function generateKey(): string {
  const body = randomBase62(BODY_LENGTH);
  return `${KEY_PREFIX}${body}${checksum(body)}`;
}

/** True when the key has the right shape and its checksum matches; no storage is touched. */
export function isWellFormedKey(key: string): boolean {
  if (!KEY_PATTERN.test(key)) return false;
  const body = key.slice(KEY_PREFIX.length, KEY_PREFIX.length + BODY_LENGTH);
  return key.slice(KEY_PREFIX.length + BODY_LENGTH) === checksum(body);
}

/** SHA-256 (hex) of a key: how a key is looked up and the only form of it that is stored. */
export function hashKey(key: string): string {
  return createHash('sha256').update(key, 'utf8').digest('hex');
}

/**
 * Constant-time equality for digests and other secrets (key hashes, e-mail hashes): a plain `===`
 * stops at the first differing character, which leaks how much of a guess was right. Lengths are
 * not secret (every digest here is fixed-length hex), so a length mismatch answers at once.
 */
export function sameSecret(a: string | null | undefined, b: string | null | undefined): boolean {
  if (typeof a !== 'string' || typeof b !== 'string') return false;
  const x = Buffer.from(a, 'utf8');
  const y = Buffer.from(b, 'utf8');
  return x.length === y.length && timingSafeEqual(x, y);
}

/** The non-secret start of a key, for telling keys apart in /me and support. */
export function keyPrefix(key: string): string {
  return key.slice(0, KEY_PREFIX.length + 6);
}

/** A public key id (not secret): how operators and logs name a key. */
export function newKeyId(): string {
  return `key_${randomBase62(16)}`;
}

/** A random nonce for claim decisions and read-backs. */
export function newNonce(): string {
  return randomBase62(20);
}

/** E-mails compare trimmed and case-folded; only this hash of the checkout e-mail is stored. */
export function emailHash(email: string): string {
  return createHash('sha256').update(email.trim().toLowerCase(), 'utf8').digest('hex');
}
