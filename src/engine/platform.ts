/**
 * Platform actions and availability for a routed sound, and the campaign route that paid,
 * client, off-platform or download use must take. Text comes from the platform routing policy.
 */
import type { z } from 'zod';
import type { Catalog } from '../catalog/load.ts';
import type { SoundRoute } from '../schemas/catalog.ts';
import type { CampaignRouteSchema, PlatformActionSchema, PlatformAvailabilitySchema } from '../schemas/plan.ts';
import { alsoPostedOnPlatform, commercialFlagsOf, disclosureOf, type ClipFacts } from './clip-facts.ts';
import { fill, listing } from './text.ts';
import { ENGINE_LINES } from './copy-language.ts';
import { disclosesAi } from './ai-voice.ts';

type PlatformAction = z.infer<typeof PlatformActionSchema>;
type CampaignRoute = z.infer<typeof CampaignRouteSchema>;
type PlatformAvailability = z.infer<typeof PlatformAvailabilitySchema>;

/** The exact text to search for in a native audio library: title plus the service's name. */
export function nativeSearchQuery(catalog: Catalog, route: SoundRoute): string {
  return `${route.name} ${catalog.service.name}`;
}

/**
 * The licensed route for commercial flags, or null for organic use. Many cuts or long-term brand
 * use (client delivery together with off-platform reuse) point to a Custom Sound System.
 */
export function campaignRouteFor(catalog: Catalog, facts: ClipFacts): CampaignRoute | null {
  const triggers = commercialFlagsOf(facts);
  if (triggers.length === 0) return null;
  const custom = facts.client_delivery && facts.off_platform_reuse;
  const def = custom ? catalog.policy.campaign_routes.custom_sound_system : catalog.policy.campaign_routes.verified_campaign_license;
  const why = triggers.map((t) => catalog.policy.commercial_triggers[t].replace(/\.$/, '').toLowerCase());
  return {
    route: custom ? 'custom_sound_system' : 'verified_campaign_license',
    name: def.name,
    reason: `${listing(why)}: organic in-app use of the native sound does not cover this. Use the ${def.name}.`,
    triggers,
    request_via: catalog.service[def.request_via === 'sales_email' ? 'sales_email' : 'contact_email'],
  };
}

/** Ordered platform actions: the native step first, a streaming-reference note, then the campaign step when needed. */
/** `aiLine`: the caption line that discloses AI, in the copy's language. */
export function platformActionsFor(catalog: Catalog, route: SoundRoute, facts: ClipFacts, aiLine: string = ENGINE_LINES.en.made_with_ai): PlatformAction[] {
  const policy = catalog.policy.platforms[facts.platform];
  const values = { sound_name: route.name, service_name: catalog.service.name };
  const query = nativeSearchQuery(catalog, route);
  const campaign = campaignRouteFor(catalog, facts);
  const actions: PlatformAction[] = [];
  const none = { search_query: null, sound_url: null, music_id: null, contact: null };
  // Paid, brand, client, off-platform or download use: the organic in-app sound does not cover it,
  // so there is no "attach the native sound" step; the licensed campaign file replaces it.
  // (Shown off the platform and posted on it too, a funeral slideshow put on the creator's page after: the post keeps its native sound.)
  const postedToo = campaign !== null && alsoPostedOnPlatform(facts);
  if (campaign !== null && !postedToo) {
    // nothing to attach organically
  } else if (policy.action === 'attach_native_sound') {
    actions.push({
      action: 'attach_native_sound',
      platform: facts.platform,
      required: campaign === null,
      instruction: `Attach the native sound "${route.name}" inside the app before posting.`,
      steps: policy.steps.map((s) => fill(s, values)),
      search_query: query,
      sound_url: route.shortvideo_sound_url ?? null,
      music_id: route.shortvideo_music_id ?? null,
      contact: null,
    });
  } else {
    actions.push({
      action: 'search_native_audio',
      platform: facts.platform,
      required: campaign === null,
      instruction: `Search the native audio library for "${query}" and attach only an exact match.`,
      steps: policy.steps.map((s) => fill(s, values)),
      search_query: query,
      sound_url: null,
      music_id: null,
      contact: null,
    });
  }
  actions.push({
    action: 'streaming_reference_only',
    platform: null,
    required: false,
    instruction: catalog.policy.streaming_reference.note,
    steps: [],
    search_query: query,
    sound_url: null,
    music_id: null,
    contact: null,
  });
  const disclosure = disclosureOf(facts);
  if (disclosure === 'paid_partnership') {
    actions.push({ action: 'enable_paid_partnership_label', platform: facts.platform, required: true, instruction: policy.paid_partnership_label, steps: ['Start the caption with #ad (or its form in the caption\'s language: #publicidad, #publi, #publicité, #werbung) so the disclosure is seen before "more".'], ...none });
  } else if (disclosure === 'own_brand') {
    actions.push({ action: 'enable_own_brand_label', platform: facts.platform, required: true, instruction: policy.own_brand_label, steps: [policy.caption_wording.own_brand], ...none });
  }
  if (disclosesAi(facts)) {
    actions.push({ action: 'enable_ai_label', platform: facts.platform, required: true, instruction: policy.ai_label, steps: [`Keep the caption line "${aiLine}"`], ...none });
  }
  if (campaign !== null) {
    actions.push({
      action: campaign.route === 'custom_sound_system' ? 'request_custom_sound_system' : 'request_campaign_license',
      platform: null,
      required: true,
      // (Also posted on the platform, the post keeps the native sound: only the copy played elsewhere needs the licence.)
      instruction: postedToo ? `${campaign.reason} Request it before the clip is played or published off the platform; the post on the platform itself uses the native sound in the app.` : `${campaign.reason} Request it before publishing; do not run the clip with the organic sound.`,
      steps: [`E-mail ${campaign.request_via} with the route "${route.sound_slug}", the placements, the flight dates and the markets.`],
      search_query: null,
      sound_url: null,
      music_id: null,
      contact: campaign.request_via,
    });
  }
  return actions;
}

export function platformAvailabilityFor(catalog: Catalog, route: SoundRoute, facts: ClipFacts): PlatformAvailability {
  const policy = catalog.policy.platforms[facts.platform];
  const native = policy.native_sound_available && (route.shortvideo_sound_url !== undefined || route.shortvideo_music_id !== undefined);
  return {
    platform: facts.platform,
    native_sound: native ? 'attach_by_url' : 'search_required',
    verify_before_publishing: true,
    note: native
      ? `Listed on ${policy.label.toLowerCase()} as of ${route.health.updated}; availability can differ by region and account type, so confirm inside the app.`
      : `Not attached by link on ${policy.label.toLowerCase()}: search "${nativeSearchQuery(catalog, route)}" in its native library and confirm the match before publishing.`,
  };
}
