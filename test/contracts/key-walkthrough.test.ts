/** The developers page's key walk-through: real answers of the accounts core, in the contract's shapes, with no key material. */
import { describe, expect, it } from 'vitest';
import { catalog } from '../../src/catalog/load.ts';
import { keyWalkthrough } from '../../src/contracts/key-walkthrough.ts';
import { ClaimKeyResponseSchema, MeResponseSchema } from '../../src/schemas/accounts.ts';
import { PATHS } from '../../src/surfaces.ts';

describe('evaluate → pay → claim → verify', () => {
  it('walks the four steps and the first keyed call, in order, with the real paths', async () => {
    const steps = await keyWalkthrough(catalog);
    expect(steps.map((s) => s.step)).toEqual(['evaluate', 'pay', 'claim', 'verify', 'call']);
    expect(steps.find((s) => s.step === 'claim')!.request).toContain(PATHS.claimKey);
    expect(steps.find((s) => s.step === 'verify')!.request).toContain(PATHS.me);
  });

  it('shows answers that match the contract and carry no real key', async () => {
    const steps = await keyWalkthrough(catalog);
    const claim = JSON.parse(steps.find((s) => s.step === 'claim')!.response!);
    const me = JSON.parse(steps.find((s) => s.step === 'verify')!.response!);
    expect(ClaimKeyResponseSchema.safeParse(claim).success).toBe(true);
    expect(MeResponseSchema.safeParse(me).success).toBe(true);
    expect(me.usage.used).toBe(1);
    for (const s of steps) expect(`${s.request}\n${s.response ?? ''}`).not.toMatch(/sndl_[A-Za-z0-9]{38}/);
  });
});
