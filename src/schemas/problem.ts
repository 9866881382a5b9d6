/**
 * The one error body of every surface: RFC 9457 problem details, with the offending fields
 * listed in `errors` and, where it helps, the values that are allowed.
 */
import { z } from 'zod';

export const ProblemCodeSchema = z
  .enum([
    'invalid-json',
    'invalid-request',
    'unauthorized',
    'unsupported-media-type',
    'payload-too-large',
    'method-not-allowed',
    'not-found',
    'unknown-sound',
    'internal-error',
    'forbidden',
    'session-not-found',
    'already-claimed',
    'quota-exceeded',
    'invalid-signature',
    'stripe-not-configured',
    'stripe-unavailable',
    'storage-unavailable',
  ])
  .meta({ id: 'ProblemCode', description: 'Machine-readable error code; `type` is the documentation anchor of the same code.' });
export type ProblemCode = z.infer<typeof ProblemCodeSchema>;

export const ProblemSchema = z
  .strictObject({
    type: z.string().describe('URI reference of the problem type; open it for the explanation.'),
    title: z.string(),
    status: z.int().min(400).max(599),
    detail: z.string(),
    code: ProblemCodeSchema,
    instance: z.string().optional().describe('The request path.'),
    errors: z
      .array(z.strictObject({ path: z.string().describe('JSON path of the field, e.g. `clip.duration_s`; empty for the body itself.'), message: z.string() }))
      .optional(),
    valid_values: z.array(z.string()).optional().describe('The values that are allowed (for example the known sound slugs).'),
    reset_at: z.string().optional().describe('With 429: when the monthly quota comes back (ISO 8601, UTC); Retry-After says the same in seconds.'),
  })
  .meta({ id: 'Problem', title: 'Problem details (RFC 9457)', description: 'Error body of every 4xx and 5xx answer, served as application/problem+json.' });
export type Problem = z.infer<typeof ProblemSchema>;
