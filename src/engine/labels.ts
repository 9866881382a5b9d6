/**
 * The labels a clip needs, by name (issue 13, addition 3). Pure: reads the routing policy's
 * per-platform settings, upload-API fields and caption wording; the clip's facts decide which apply.
 */
import type { z } from 'zod';
import type { Catalog } from '../catalog/load.ts';
import type { SoundRoute } from '../schemas/catalog.ts';
import type { LabelsSchema, LicenceHeldSchema, PlatformLabel, ProofBundle, UseMatrixSchema } from '../schemas/labels.ts';
import { PolicyPlatformSchema, UseKindSchema } from '../schemas/labels.ts';
import { disclosureOf, type ClipFacts } from './clip-facts.ts';
import { disclosesAi } from './ai-voice.ts';

type Labels = z.infer<typeof LabelsSchema>;
type PolicyPlatform = z.infer<typeof PolicyPlatformSchema>;

/** The clip's own platform first, then the rest in the policy's order: a creator cross-posts. */
export function platformsInOrder(first: string): PolicyPlatform[] {
  const all = PolicyPlatformSchema.options;
  const own = all.find((p) => p === first);
  return own === undefined ? [...all] : [own, ...all.filter((p) => p !== own)];
}

export function labelsFor(catalog: Catalog, facts: ClipFacts): Labels {
  const kinds: { kind: PlatformLabel['kind']; why: string }[] = [];
  if (facts.aigc) kinds.push({ kind: 'ai_generated', why: 'The clip is AI-generated (clip.aigc).' });
  else if (disclosesAi(facts)) kinds.push({ kind: 'ai_generated', why: 'The voice is AI-made (a cloned or AI voice named in the clip): the platforms label realistic AI audio too.' });
  // Same trigger as the platform action (disclosureOf), so the two never disagree.
  const paidWhy = [facts.paid_ad && 'clip.paid_ad', facts.commercial_use && 'clip.commercial_use'].filter((x): x is string => typeof x === 'string');
  const disclosure = disclosureOf(facts);
  if (disclosure === 'paid_partnership') kinds.push({ kind: 'paid_partnership', why: `The clip is paid or brand work posted for another brand (${paidWhy.join(', ')}).` });
  if (disclosure === 'own_brand') kinds.push({ kind: 'own_brand', why: `The clip promotes your own business on its own account (${paidWhy.join(', ')}): no paid-partnership label and no #ad, the own-brand setting where the platform has one.` });
  const items: PlatformLabel[] = [];
  for (const platform of platformsInOrder(facts.platform)) {
    const p = catalog.policy.platforms[platform];
    for (const { kind, why } of kinds) {
      const fields = p.upload_api === null ? [] : p.upload_api[kind];
      items.push({
        platform,
        platform_label: p.label,
        kind,
        why,
        setting: kind === 'ai_generated' ? p.ai_label : kind === 'own_brand' ? p.own_brand_label : p.paid_partnership_label,
        api: p.upload_api !== null && fields.length > 0 ? { name: p.upload_api.name, fields: fields.map((f) => ({ ...f })) } : null,
        caption_wording: p.caption_wording[kind],
      });
    }
  }
  return { policy_version: catalog.policy.policy_version, required: items.length > 0, items };
}

type UseMatrix = z.infer<typeof UseMatrixSchema>;
type UseKind = z.infer<typeof UseKindSchema>;
type LicenceHeld = z.infer<typeof LicenceHeldSchema>;

/** Which commercial trigger of the policy each non-organic use falls under. */
const TRIGGER_OF: Record<Exclude<UseKind, 'organic'>, keyof Catalog['policy']['commercial_triggers']> = {
  boosted_paid: 'paid_ad',
  business_account: 'commercial_use',
  client_delivery: 'client_delivery',
  off_platform: 'off_platform_reuse',
};

/**
 * The use matrix: organic use follows the platform's own steps (attach or search the native sound);
 * every other use is a commercial trigger of the policy and needs the campaign licence. A platform
 * whose native library does not carry the sound allows organic use only through an exact native
 * match, which its first step says.
 */
export function useMatrixFor(catalog: Catalog, facts: ClipFacts, licence: LicenceHeld | undefined): UseMatrix {
  const policy = catalog.policy;
  const uses = UseKindSchema.options;
  const platforms = platformsInOrder(facts.platform);
  const held = new Set(licence?.uses ?? []);
  const rows: UseMatrix['rows'] = [];
  for (const platform of platforms) {
    const p = policy.platforms[platform];
    for (const use of uses) {
      if (use === 'organic') {
        rows.push({ platform, use, verdict: 'allowed', clause: { path: `platforms.${platform}.steps[0]`, text: p.steps[0]! }, licence_held: held.has(use) });
        continue;
      }
      const trigger = TRIGGER_OF[use];
      rows.push({
        platform,
        use,
        verdict: 'needs_campaign_licence',
        clause: { path: `commercial_triggers.${trigger}`, text: `${policy.commercial_triggers[trigger]} ${policy.campaign_routes.verified_campaign_license.name}: ${policy.campaign_routes.verified_campaign_license.description}` },
        licence_held: held.has(use),
      });
    }
  }
  return { policy_version: policy.policy_version, uses: [...uses], platforms, rows };
}

/**
 * The proof bundle. Pure: the plan's time and the request hash are inputs, made by the operation
 * (the server clock and node:crypto live in the adapter, not the engine).
 */
export function proofBundleFor(
  catalog: Catalog,
  route: SoundRoute,
  licence: LicenceHeld | undefined,
  plannedAt: string,
  requestSha256: string,
): ProofBundle {
  const covered = (licence?.uses ?? []).filter((u) => u !== 'organic');
  const scope: UseKind[] = UseKindSchema.options.filter((u) => u === 'organic' || covered.includes(u));
  const soundId = route.shortvideo_music_id ?? route.sound_slug;
  return {
    route: route.sound_slug,
    sound_id: soundId,
    sound_name: route.name,
    catalog_version: catalog.service.catalog_updated,
    policy_version: catalog.policy.policy_version,
    licence_scope: scope,
    licence_reference: licence?.reference ?? null,
    planned_at: plannedAt,
    request_sha256: requestSha256,
    dispute_texts: licence === undefined
      ? []
      : covered.map((use) => ({
          use,
          text:
            `This video uses "${route.name}" by ${route.artist} (sound id ${soundId}) under licence ${licence.reference}, ` +
            `which covers ${USE_WORDS[use]}. The plan was made on ${plannedAt} under ${catalog.service.name} catalog ${catalog.service.catalog_updated} ` +
            `(request SHA-256 ${requestSha256}). Please release the claim; the licence can be provided on request.`,
        })),
  };
}

const USE_WORDS: Record<UseKind, string> = {
  organic: 'organic posting',
  boosted_paid: 'use in boosted posts and paid ads',
  business_account: 'posting from a business account',
  client_delivery: 'delivery to a client',
  off_platform: 'reuse off the platform',
};
