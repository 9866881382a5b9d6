/**
 * The labels a clip needs, by name (issue 13, addition 3): for each platform, the in-app setting,
 * the upload-API field that carries it and the caption wording, read from the routing policy.
 */
import { z } from 'zod';
import { UploadApiFieldSchema } from './operator-data.ts';

export const PolicyPlatformSchema = z
  .enum(['shortvideo', 'reels', 'shorts', 'other_short_form', 'editing_app'])
  .meta({ id: 'PolicyPlatform', description: 'A platform of the routing policy (data/platform-routing-policy.json).' });

export const LabelKindSchema = z
  .enum(['ai_generated', 'paid_partnership'])
  .meta({ id: 'LabelKind', description: 'ai_generated: the AI-generated / synthetic-media label; paid_partnership: the paid-partnership or branded-content setting.' });

export const PlatformLabelSchema = z
  .strictObject({
    platform: PolicyPlatformSchema,
    platform_label: z.string().describe('The platform as the policy names it.'),
    kind: LabelKindSchema,
    why: z.string().describe('Which fact about the clip makes this label apply.'),
    setting: z.string().describe('The exact in-app setting to switch on, by name.'),
    api: z
      .strictObject({ name: z.string(), fields: z.array(UploadApiFieldSchema).min(1) })
      .nullable()
      .describe('For uploads through the platform API: the field(s) that carry the label; null when the API has none (set it in the app).'),
    caption_wording: z.string().describe('The caption wording that goes with the label.'),
  })
  .meta({ id: 'PlatformLabel', description: 'One label to switch on before posting, on one platform, by name.' });
export type PlatformLabel = z.infer<typeof PlatformLabelSchema>;

export const LabelsSchema = z
  .strictObject({
    policy_version: z.string(),
    required: z.boolean().describe('True when at least one label applies to this clip.'),
    items: z.array(PlatformLabelSchema).describe('The clip\'s own platform first, then every other platform in the policy, so cross-posts are covered.'),
  })
  .meta({ id: 'Labels', description: 'The AI-generated and paid-partnership labels that apply to this clip, per platform, by name.' });

export const UseKindSchema = z
  .enum(['organic', 'boosted_paid', 'business_account', 'client_delivery', 'off_platform'])
  .meta({ id: 'UseKind', description: 'How the clip is used: an organic post, a boosted or paid ad, a post from a business account, a file delivered to a client, reuse off the platform.' });

export const UseVerdictSchema = z
  .enum(['allowed', 'needs_campaign_licence', 'not_allowed'])
  .meta({ id: 'UseVerdict', description: 'What the routing policy says about a use of the routed sound.' });

export const LicenceHeldSchema = z
  .strictObject({
    reference: z.string().trim().min(1).max(80).regex(/^[^\u0000-\u001f\u007f]*$/, 'no control characters').describe('The licence or order reference as issued.'),
    uses: z.array(UseKindSchema).min(1).max(5).describe('The uses the licence covers.'),
  })
  .meta({ id: 'LicenceHeld', description: 'A campaign licence the creator already holds for the routed sound.' });

export const UseMatrixRowSchema = z
  .strictObject({
    platform: PolicyPlatformSchema,
    use: UseKindSchema,
    verdict: UseVerdictSchema,
    clause: z.strictObject({
      path: z.string().describe('Where the clause sits in data/platform-routing-policy.json.'),
      text: z.string().describe('The clause as the policy words it.'),
    }),
    licence_held: z.boolean().describe('True when the request\'s `licence` covers this use.'),
  })
  .meta({ id: 'UseMatrixRow', description: 'One platform and use, its verdict and the policy clause behind it.' });

export const UseMatrixSchema = z
  .strictObject({
    policy_version: z.string(),
    uses: z.array(UseKindSchema).describe('Column order.'),
    platforms: z.array(PolicyPlatformSchema).describe('Row order: the clip\'s platform first.'),
    rows: z.array(UseMatrixRowSchema),
  })
  .meta({ id: 'UseMatrix', description: 'For each platform and use, a verdict (allowed / needs the campaign licence / not allowed) with the routing-policy clause behind it.' });

export const ProofBundleSchema = z
  .strictObject({
    route: z.string(),
    sound_id: z.string().describe('The platform music id of the routed sound, or its route slug when it has none.'),
    sound_name: z.string(),
    catalog_version: z.string().describe('The catalog date (data/service.json catalog_updated).'),
    policy_version: z.string(),
    licence_scope: z.array(UseKindSchema).describe('The uses cleared for this clip: organic always, plus the uses of the held licence.'),
    licence_reference: z.string().nullable(),
    planned_at: z.iso.datetime().describe('When the plan was made (the server clock at the call).'),
    request_sha256: z.string().regex(/^[0-9a-f]{64}$/).describe('SHA-256 (hex) of the canonical request: the validated request as JSON with keys sorted.'),
    dispute_texts: z
      .array(z.strictObject({ use: UseKindSchema, text: z.string() }))
      .describe('Pre-filled text for a content-claim dispute, only for uses the held licence covers.'),
  })
  .meta({ id: 'ProofBundle', description: 'A record for the creator\'s files: what was planned, when, under which catalog and licence, with a hash of the request.' });
export type ProofBundle = z.infer<typeof ProofBundleSchema>;
