/** GET /api/v1/status: readiness of the dynamic side (functions and the Blobs store). */
import { z } from 'zod';
import { IsoDateSchema } from './common.ts';

export const StatusSchema = z
  .strictObject({
    status: z.enum(['ok', 'degraded']),
    checks: z.strictObject({
      functions: z.literal('ok'),
      blobs: z.enum(['ok', 'unavailable']).describe('The key and usage store answered a read within the deadline.'),
    }),
    api_version: z.string(),
    catalog_updated: IsoDateSchema,
  })
  .meta({ id: 'Status', title: 'Service status', description: 'Readiness of the functions and of the Blobs store; 503 when the store does not answer.' });
export type Status = z.infer<typeof StatusSchema>;
