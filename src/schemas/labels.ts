/**
 * The labels a clip needs, by name (issue 13, addition 3): for each platform, the in-app setting,
 * the upload-API field that carries it and the caption wording, read from the routing policy.
 */
import { z } from 'zod';
import { UploadApiFieldSchema } from './operator-data.ts';
import { NO_CONTROL_CHARS_OR_BREAKS } from './common.ts';

export const PolicyPlatformSchema = z
  .enum(['shortvideo', 'reels', 'shorts', 'other_short_form', 'editing_app'])
  .meta({ id: 'PolicyPlatform', description: 'A platform of the routing policy (data/platform-routing-policy.json).' });

export const LabelKindSchema = z
  .enum(['ai_generated', 'paid_partnership', 'own_brand'])
  .meta({ id: 'LabelKind', description: 'ai_generated: the AI-generated / synthetic-media label; paid_partnership: the paid-partnership or branded-content setting (work paid by another brand); own_brand: a business promoting itself on its own account (the own-brand setting where the platform has one, no #ad).' });

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
    reference: z.string().trim().min(1).max(80).regex(NO_CONTROL_CHARS_OR_BREAKS, 'no control characters').describe('The licence or order reference as issued.'),
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

const BarPositionSchema = z.strictObject({
  bar: z.int().nullable().describe('1-based bar of the track (null without tempo data).'),
  on_bar: z.boolean().describe('True when the point sits on a bar line (within one frame).'),
});

export const CutdownSchema = z
  .strictObject({
    length_s: z.int(),
    sound_in_ms: z.int().describe('Where the sound starts in the track (set with the app\'s sound trimmer).'),
    sound_out_ms: z.int().describe('Where the sound is at the clip\'s end, in track time (after the wrap when it loops).'),
    sound_in_bar: BarPositionSchema,
    sound_out_bar: BarPositionSchema,
    reveal_ms: z.int().nullable().describe('The reveal in this cut-down (the stated one, or moved to the same share when it does not fit).'),
    hit_ms: z.int().describe('Where the sound\'s hit plays, in clip time.'),
    hit_on_reveal: z.boolean().nullable().describe('True when the hit lands exactly on the reveal; false when the track does not allow it; null without a reveal.'),
    note: z.string().nullable().describe('Why the hit cannot land, or where the reveal moved.'),
    shots: z.array(z.strictObject({ start_ms: z.int(), end_ms: z.int(), segment: z.enum(['open', 'build', 'hook', 'body', 'close']) })).describe('The shots re-timed for this length.'),
    loop_seam_ms: z.int().nullable().describe('Clip time where a looping sound wraps to its start; null when it does not wrap.'),
    sound_ends_early_ms: z.int().nullable().describe('Clip time where a non-looping track runs out before the clip ends; null when it lasts.'),
  })
  .meta({ id: 'Cutdown', description: 'The clip planned at one length on the same sound.' });

export const CutdownsSchema = z
  .strictObject({
    route: z.string(),
    loops: z.boolean().describe('Whether the sound loops cleanly.'),
    items: z.array(CutdownSchema).min(1).describe('One plan per length, shortest first.'),
  })
  .meta({ id: 'Cutdowns', description: 'Every cut-down from one pick: the same sound planned at a set of lengths.' });

export const CutdownRequestSchema = z
  .strictObject({
    lengths_s: z.array(z.int().min(3).max(180)).min(1).max(8).optional().describe('Lengths in seconds. Default: the route\'s recommended lengths, else 6, 15, 30 and 60.'),
  })
  .meta({ id: 'CutdownRequest', description: 'Ask for the cut-down set.' });
