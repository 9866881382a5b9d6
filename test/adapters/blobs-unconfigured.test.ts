/** A deploy without Netlify Blobs configured: the key store refuses with a 503-class AccountError, never an unexpected 500. */
import { describe, expect, it } from 'vitest';
import { AccountError } from '../../src/accounts/errors.ts';
import { BlobsAccountStore } from '../../src/adapters/blobs/blobs-store.ts';

describe('Blobs not configured', () => {
  it('building the store is a storage-unavailable AccountError', () => {
    const saved = process.env.NETLIFY_BLOBS_CONTEXT;
    delete process.env.NETLIFY_BLOBS_CONTEXT;
    try {
      let caught: unknown;
      try {
        BlobsAccountStore.fromEnvironment({ name: 'x' });
      } catch (e) {
        caught = e;
      }
      expect(caught).toBeInstanceOf(AccountError);
      expect((caught as AccountError).code).toBe('storage-unavailable');
    } finally {
      if (saved !== undefined) process.env.NETLIFY_BLOBS_CONTEXT = saved;
    }
  });
});
