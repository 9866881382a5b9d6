/**
 * Account shapes that exist before the accounts issue lands: the claim request of spec 2.5 and
 * section 7. The claim pack and /me responses are defined by that issue.
 */
import { z } from 'zod';

export const ClaimKeyRequestSchema = z
  .strictObject({
    checkout_session_id: z.string().trim().min(1).max(255).describe('The Checkout Session id from the success URL.'),
    email: z.email().max(320).describe('The e-mail used at checkout; compared trimmed and case-folded.'),
  })
  .meta({
    id: 'ClaimKeyRequest',
    title: 'Claim key request',
    description: 'Claim the API key of a paid checkout session (spec 2.5).',
    examples: [{ checkout_session_id: 'cs_test_a1B2c3D4e5F6g7H8', email: 'buyer@example.com' }],
  });
export type ClaimKeyRequest = z.infer<typeof ClaimKeyRequestSchema>;
