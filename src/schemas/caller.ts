/**
 * Who is calling, as every operation sees it: an anonymous caller, or the holder of an API key on
 * a plan. Authentication (an adapter dependency) produces it; operations and metering read it.
 */
import { z } from 'zod';

/** The plans a key can be on (spec section 3); the accounts work describes each in src/schemas/accounts.ts. */
export const PlanIdSchema = z.enum(['free_key', 'indie', 'studio', 'scale']).meta({ id: 'KeyPlan', description: 'The plan an API key is on (the plans of data/plans.json that come with a key).' });
export type PlanId = z.infer<typeof PlanIdSchema>;

export const CallerSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('anonymous') }),
  z.strictObject({ kind: z.literal('key'), key_id: z.string().min(1), plan: PlanIdSchema }),
]);
export type Caller = z.infer<typeof CallerSchema>;

export const ANONYMOUS: Caller = Object.freeze({ kind: 'anonymous' });
