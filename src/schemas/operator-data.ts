/**
 * The operator's other data files: service identity, platform routing policy, plans and prices,
 * the agent audio API plan, and the four manifests read in the evaluate step.
 */
import { z } from 'zod';
import { IsoDateSchema } from './common.ts';

const comment = z.string().optional();

export const ServiceFileSchema = z
  .strictObject({
  $comment: comment,
  name: z.string().min(1).max(60),
  tagline: z.string().min(1).max(200),
  description: z.string().min(1).max(1000),
  api_version: z.string().regex(/^\d+\.\d+\.\d+$/),
  sound_brief_version: z.string().regex(/^\d+\.\d+$/),
  catalog_updated: IsoDateSchema,
  base_url: z.url(),
  contact_email: z.email(),
  sales_email: z.email(),
  demonstration: z.boolean(),
  })
  .meta({ id: 'Service', title: 'Service identity', description: 'Name, versions, contact and base URL of the service (data/service.json).' });
export type ServiceFile = z.infer<typeof ServiceFileSchema>;

export const PlatformActionKindSchema = z
  .enum(['attach_native_sound', 'search_native_audio', 'streaming_reference_only', 'request_campaign_license', 'request_custom_sound_system', 'enable_paid_partnership_label', 'enable_own_brand_label', 'enable_ai_label'])
  .meta({ id: 'PlatformActionKind', description: 'What the client does with the routed sound on a platform.' });

/** One request field of a platform's upload API that carries a label, and when to set it. */
export const UploadApiFieldSchema = z
  .strictObject({
    field: z.string().min(1).max(120).describe('The field path in the upload request, e.g. status.containsSyntheticMedia.'),
    value: z.union([z.boolean(), z.string().min(1).max(60)]).describe('The value to send.'),
    when: z.string().min(1).max(200).describe('When this field applies.'),
  })
  .meta({ id: 'UploadApiField', description: 'A field of a platform upload API that carries a label.' });

const UploadApiSchema = z.strictObject({
  name: z.string().min(1).max(120),
  ai_generated: z.array(UploadApiFieldSchema).max(4),
  paid_partnership: z.array(UploadApiFieldSchema).max(4),
  own_brand: z.array(UploadApiFieldSchema).max(4).describe('Fields for a business promoting itself on its own account (empty where the API has none).'),
});

const PlatformPolicySchema = z.strictObject({
  label: z.string().min(1),
  action: z.enum(['attach_native_sound', 'search_native_audio']),
  native_sound_available: z.boolean(),
  steps: z.array(z.string().min(1)).min(1).max(8),
  paid_partnership_label: z.string().min(1).max(300).describe('The setting that marks paid, brand or sponsored work on this platform, by name.'),
  own_brand_label: z.string().min(1).max(300).describe('What a business promoting itself on its own account sets on this platform (or that it needs no label): the paid-partnership label is for work paid by another brand.'),
  ai_label: z.string().min(1).max(300).describe('The setting that labels realistic AI-generated footage on this platform, by name.'),
  upload_api: UploadApiSchema.nullable().describe('For uploads through the platform\'s API: the request fields that carry the labels; null when the API exposes none (set them in the app).'),
  caption_wording: z.strictObject({
    ai_generated: z.string().min(1).max(200),
    paid_partnership: z.string().min(1).max(200),
    own_brand: z.string().min(1).max(200),
  }).describe('The caption wording that goes with each label.'),
});

const CampaignRouteSchema = z.strictObject({
  name: z.string().min(1),
  action: PlatformActionKindSchema,
  description: z.string().min(1),
  request_via: z.enum(['sales_email', 'contact_email']),
});

export const PlatformRoutingPolicyFileSchema = z
  .strictObject({
    $comment: comment,
    demonstration: z.boolean(),
    policy_version: IsoDateSchema,
    platforms: z.strictObject({
      shortvideo: PlatformPolicySchema,
      reels: PlatformPolicySchema,
      shorts: PlatformPolicySchema,
      other_short_form: PlatformPolicySchema,
      editing_app: PlatformPolicySchema,
    }),
    streaming_reference: z.strictObject({ action: z.literal('streaming_reference_only'), note: z.string().min(1) }),
    commercial_triggers: z.strictObject({
      paid_ad: z.string().min(1),
      commercial_use: z.string().min(1),
      off_platform_reuse: z.string().min(1),
      download: z.string().min(1),
      client_delivery: z.string().min(1),
    }),
    campaign_routes: z.strictObject({ verified_campaign_license: CampaignRouteSchema, custom_sound_system: CampaignRouteSchema }),
  })
  .meta({ id: 'PlatformRoutingPolicy', title: 'Platform routing policy', description: 'How a routed sound is used on each platform, and when a clip needs a licensed route.' });
export type PlatformRoutingPolicy = z.infer<typeof PlatformRoutingPolicyFileSchema>;

export const PlanIdSchema = z
  .enum(['free_public', 'free_key', 'indie', 'studio', 'scale'])
  .meta({ id: 'PlanId', description: 'Account plans: free public access, free key tier, indie, studio, scale.' });

export const PlansFileSchema = z
  .strictObject({
    $comment: comment,
    demonstration: z.boolean(),
    currency: z.literal('USD'),
    plans: z
      .array(
        z.strictObject({
          id: PlanIdSchema,
          name: z.string().min(1),
          price_usd_month: z.number().min(0).nullable(),
          monthly_calls: z.int().min(1).nullable(),
          key_required: z.boolean(),
          covers: z.array(z.string().min(1)).min(1),
          purchase: z.enum(['none', 'checkout', 'quote']),
          checkout_env: z.string().regex(/^[A-Z][A-Z0-9_]*$/).optional(),
          quote_note: z.string().optional(),
        }),
      )
      .min(1),
  })
  .meta({ id: 'Plans', title: 'Plans and prices', description: 'Account plans, included calls and prices (draft product direction).' });

export const AgentAudioApiPlanFileSchema = z
  .strictObject({
    $comment: comment,
    demonstration: z.boolean(),
    summary: z.string().min(1),
    does: z.array(z.string().min(1)).min(1),
    does_not: z.array(z.string().min(1)).min(1),
    surfaces: z.array(z.strictObject({ name: z.string().min(1), entry: z.string().startsWith('/') })).min(1),
    determinism: z.string().min(1),
    catalog_updated: IsoDateSchema,
  })
  .meta({ id: 'AgentAudioApiPlan', title: 'Agent audio API plan', description: 'What the agent audio API does and does not do.' });

const ManifestBase = { $comment: comment, demonstration: z.boolean() };

export const AgentApiOfferSchema = z.strictObject({
  ...ManifestBase,
  manifest: z.literal('agent-api-offer'),
  service: z.string().min(1),
  offer: z.string().min(1),
  plans: z.string().startsWith('/'),
  openapi: z.string().startsWith('/'),
  mcp: z.string().startsWith('/'),
  free_public_endpoints: z.array(z.string().startsWith('/')).min(1),
  keyed_endpoints: z.array(z.string().startsWith('/')),
  key_enforcement: z.string().min(1).describe('Whether keys are enforced yet, in plain words.'),
  keyed_features: z.array(z.string().min(1)),
  boundaries: z.array(z.string().min(1)).min(1),
}).meta({ id: 'AgentApiOffer', title: 'Manifest: agent API offer' });

export const AgentApiCompetitorsSchema = z.strictObject({
  ...ManifestBase,
  manifest: z.literal('agent-api-competitors'),
  use: z.string().min(1),
  alternatives: z.array(z.strictObject({ category: z.string().min(1), difference: z.string().min(1), typical_price_usd_month: z.string().min(1) })).min(1),
}).meta({ id: 'AgentApiCompetitors', title: 'Manifest: agent API competitors' });

export const AgentContactSchema = z.strictObject({
  ...ManifestBase,
  manifest: z.literal('agent-contact'),
  support_email: z.email(),
  sales_email: z.email(),
  security_email: z.email(),
  topics: z.record(z.string(), z.enum(['support_email', 'sales_email', 'security_email'])),
}).meta({ id: 'AgentContact', title: 'Manifest: agent contact' });

/** The onboarding descriptor of spec 2.5. */
export const OnboardingDescriptorSchema = z
  .strictObject({
    flow: z.tuple([z.literal('evaluate'), z.literal('pay'), z.literal('claim'), z.literal('verify')]),
    claim_idempotent: z.boolean(),
    claim_source: z.literal('payment_webhook_or_checkout_session_id'),
    claim_endpoint: z.string().startsWith('/'),
    manual_claim_page: z.string().startsWith('/'),
    verify_endpoint: z.string().startsWith('/'),
    does_not_unlock: z.array(z.enum(['audio_file_delivery', 'campaign_video_licensing', 'model_training'])).min(3),
  })
  .meta({ id: 'OnboardingDescriptor', description: 'The purchase flow in order (evaluate, pay, claim, verify) and what a key does not unlock.' });

export const AgentCommerceSchema = z.strictObject({
  ...ManifestBase,
  manifest: z.literal('agent-commerce'),
  onboarding: OnboardingDescriptorSchema,
  evaluate: z.array(z.string().startsWith('/')).min(4),
  pay: z.strictObject({ plans: z.array(z.string()).min(1), checkout: z.string().min(1), success_url: z.string().startsWith('/') }),
  key_format: z.string().min(1),
}).meta({ id: 'AgentCommerce', title: 'Manifest: agent commerce' });
