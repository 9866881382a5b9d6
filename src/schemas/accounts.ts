/**
 * Account shapes: the claim request and claim pack (spec 2.5), the /me answer, and the records the
 * accounts core keeps in storage (key, session entitlement, monthly usage). Types come from here.
 */
import { z } from 'zod';
import { PlanIdSchema } from './caller.ts';
import { PATHS } from '../surfaces.ts';

export { PlanIdSchema, type PlanId } from './caller.ts';

export { ClaimKeyRequestSchema, type ClaimKeyRequest } from './account.ts';

/** Monthly usage of one key in the current UTC calendar month. */
export const UsageSchema = z
  .strictObject({
    period: z.string().regex(/^\d{4}-\d{2}$/).describe('The UTC calendar month, YYYY-MM.'),
    included: z.int().min(0).describe('Calls included per month on this plan.'),
    used: z.int().min(0),
    remaining: z.int().min(0),
    period_start: z.iso.datetime().describe('00:00 UTC on the 1st of this month.'),
    period_end: z.iso.datetime().describe('00:00 UTC on the 1st of next month: when usage resets.'),
  })
  .meta({ id: 'Usage', title: 'Monthly usage' });
export type Usage = z.infer<typeof UsageSchema>;

export const ConnectPackSchema = z
  .strictObject({
    base_url: z.string(),
    auth: z.string().describe('How to send the key.'),
    verify_endpoint: z.literal(PATHS.me),
    rotate_endpoint: z.literal(PATHS.rotateKey),
    endpoints: z.array(z.string()).describe('What the key unlocks.'),
    mcp_url: z.string(),
    openapi_url: z.string(),
    does_not_unlock: z.array(z.enum(['audio_file_delivery', 'campaign_video_licensing', 'model_training'])),
  })
  .meta({ id: 'ConnectPack', title: 'Connect pack', description: 'Where and how to call the service with the key.' });
export type ConnectPack = z.infer<typeof ConnectPackSchema>;

export const ApiClientSchema = z
  .strictObject({
    key_id: z.string().describe('Public id of the key (safe to log; used by support and `npm run keys`).'),
    api_key: z.string().describe('The bearer key. Shown ONCE: store it now.'),
    key_prefix: z.string().describe('The first characters of the key, for telling keys apart.'),
    plan: PlanIdSchema,
    created_at: z.iso.datetime(),
    warning: z.string(),
  })
  .meta({ id: 'ApiClient', title: 'API client pack' });

export const ClaimKeyResponseSchema = z
  .strictObject({ api_client: ApiClientSchema, connect_pack: ConnectPackSchema })
  .meta({ id: 'ClaimKeyResponse', title: 'Claimed key', description: 'The one-time api_client pack with the bearer key, plus the connect pack.' });
export type ClaimKeyResponse = z.infer<typeof ClaimKeyResponseSchema>;

export const MeResponseSchema = z
  .strictObject({
    key_id: z.string(),
    key_prefix: z.string(),
    plan: PlanIdSchema,
    plan_name: z.string(),
    usage: UsageSchema,
    connect_pack: ConnectPackSchema,
  })
  .meta({ id: 'MeResponse', title: 'Key, plan and usage', description: 'The plan, monthly usage and connect pack of the calling key.' });
export type MeResponse = z.infer<typeof MeResponseSchema>;

export const RotateKeyResponseSchema = ClaimKeyResponseSchema.meta({ id: 'RotateKeyResponse', title: 'Rotated key', description: 'The new key, shown once; the old key stopped working.' });

/** Stored: one key, found by `key_id`; holds the SHA-256 of the current key, never the key. */
export const KeyRecordSchema = z.strictObject({
  key_id: z.string(),
  hash: z.string().regex(/^[0-9a-f]{64}$/),
  prefix: z.string(),
  plan: PlanIdSchema,
  /** Monthly calls: the plan's, or as issued for Scale. */
  quota: z.int().min(0),
  status: z.enum(['active', 'revoked']),
  created_at: z.iso.datetime(),
  rotated_at: z.iso.datetime().nullable(),
  revoked_at: z.iso.datetime().nullable(),
  session_id: z.string().nullable(),
  subscription_id: z.string().nullable(),
  source: z.enum(['checkout', 'operator']),
});
export type KeyRecord = z.infer<typeof KeyRecordSchema>;

/** Stored: hash of a key -> its key_id (a pointer; the key record decides whether it is current). */
export const KeyPointerSchema = z.strictObject({ key_id: z.string(), hash: z.string() });

/** Stored: the entitlement of one paid checkout session, and whether its key was claimed. */
export const SessionRecordSchema = z.strictObject({
  session_id: z.string(),
  plan: PlanIdSchema,
  email_sha256: z.string().nullable(),
  subscription_id: z.string().nullable(),
  fulfilled_at: z.iso.datetime(),
  key_id: z.string().nullable(),
  claimed_at: z.iso.datetime().nullable(),
  /** Set when the subscription ended before the key was claimed. */
  ended: z.boolean(),
});
export type SessionRecord = z.infer<typeof SessionRecordSchema>;

export const UsageRecordSchema = z.strictObject({ key_id: z.string(), period: z.string(), used: z.int().min(0) });
export type UsageRecord = z.infer<typeof UsageRecordSchema>;

/** A Stripe event as Stripe sends it to the webhook; only `id` and `type` are read before the signature is checked. */
export const StripeEventSchema = z
  .looseObject({
    id: z.string().describe('The event id (evt_...); the same event twice has one effect.'),
    type: z.string().describe('checkout.session.completed, checkout.session.async_payment_succeeded or customer.subscription.deleted; others are acknowledged and ignored.'),
  })
  .meta({
    id: 'StripeEvent',
    title: 'Stripe event',
    description: 'A Stripe webhook event; verified by its Stripe-Signature header over the raw body.',
    examples: [{ id: 'evt_1', type: 'checkout.session.completed', data: { object: { id: 'cs_test_a1B2c3D4e5F6g7H8', object: 'checkout.session' } } }],
  });

/** What the webhook answers once an event is verified. */
export const WebhookReceivedSchema = z
  .strictObject({
    received: z.literal(true),
    event_id: z.string(),
    outcome: z.enum(['fulfilled', 'downgraded', 'duplicate', 'ignored']).describe('fulfilled: a paid checkout gave its key a plan; downgraded: a subscription ended, the key drops to the free key tier; duplicate: this event was already handled; ignored: an event type or session that is not ours.'),
  })
  .meta({ id: 'WebhookReceived', title: 'Webhook received', description: 'The event was verified and handled (or recognised as a duplicate).' });
