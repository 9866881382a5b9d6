import { describe, expect, it } from 'vitest';
import { KEY_PATTERN, emailHash, generateKey, hashKey, isWellFormedKey } from '../../src/accounts/key.ts';

describe('key format', () => {
  it('generates distinct keys that match the published pattern and checksum', () => {
    const keys = new Set<string>();
    for (let i = 0; i < 2000; i++) {
      const key = generateKey();
      expect(key).toMatch(KEY_PATTERN);
      expect(isWellFormedKey(key)).toBe(true);
      keys.add(key);
    }
    expect(keys.size).toBe(2000);
  });

  it('rejects a one-character typo through the checksum', () => {
    const key = generateKey();
    const i = 10;
    const typo = key.slice(0, i) + (key[i] === 'a' ? 'b' : 'a') + key.slice(i + 1);
    expect(isWellFormedKey(typo)).toBe(false);
    expect(isWellFormedKey(key.replace('sndl_', 'sndx_'))).toBe(false);
    expect(isWellFormedKey(key + 'x')).toBe(false);
  });

  it('hashes to hex SHA-256 and normalises e-mails', () => {
    expect(hashKey('x')).toMatch(/^[0-9a-f]{64}$/);
    expect(emailHash('  Buyer@Example.COM ')).toBe(emailHash('buyer@example.com'));
  });
});
