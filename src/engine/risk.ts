/**
 * Risk language: the risk assessment, usage boundary, AIGC disclosure, the copy boundary and the
 * one-paragraph reminder clients show before publishing. Every answer carries the boundaries.
 */
import type { z } from 'zod';
import type { Catalog } from '../catalog/load.ts';
import type { SoundRoute } from '../schemas/catalog.ts';
import type { AigcDisclosureSchema, RiskAssessmentSchema, RiskFlagSchema, UsageBoundarySchema } from '../schemas/plan.ts';
import { COMMERCIAL_WORDS, type ClipFacts } from './clip-facts.ts';
import { listing } from './text.ts';
import { campaignRouteFor, nativeSearchQuery } from './platform.ts';
import { ENGINE_LINES } from './copy-language.ts';
import { disclosesAi, namesAiVoice } from './ai-voice.ts';

type RiskFlag = z.infer<typeof RiskFlagSchema>;
type RiskAssessment = z.infer<typeof RiskAssessmentSchema>;
type UsageBoundary = z.infer<typeof UsageBoundarySchema>;
type AigcDisclosure = z.infer<typeof AigcDisclosureSchema>;

/** The no-guarantee boundary carried by every recommendation and plan. */
export function copyBoundary(catalog: Catalog): string {
  return `Proof examples are public evidence of fit and momentum only, not a promise of views. ${catalog.service.name} returns no audio, does not post for you and grants no rights (no ad or campaign licensing, no client delivery, no model training or style transfer). Confirm the sound's availability and usage inside the platform before publishing.`;
}

export function usageBoundaryFor(catalog: Catalog, facts: ClipFacts): UsageBoundary {
  return {
    allowed: [
      'organic posts on the platform with the native sound attached in the app',
      'planning and timing the edit against the sound',
      'using a streaming service to listen or as a timing reference only',
    ],
    not_allowed: [
      'paid ads, boosted posts or brand campaigns with the organic sound',
      'client delivery or downloads of files with the sound baked in',
      'reuse off the platform (websites, other apps, TV, events)',
      'model training or style transfer from the sound',
      'uploading a ripped or re-recorded copy of the sound',
    ],
    campaign_route: campaignRouteFor(catalog, facts),
  };
}

export function aigcDisclosureFor(facts: ClipFacts): AigcDisclosure {
  if (!facts.aigc && namesAiVoice(facts.text)) {
    return {
      required: true,
      label: 'AI-generated content',
      caption_line: 'Made with AI.',
      note: 'The footage is filmed, but the voice is AI-made: switch on the platform\'s AI-generated content label (they ask for it on realistic AI audio too) and keep the caption line. A clone of a real person\'s voice needs that person\'s written consent.',
    };
  }
  if (!facts.aigc) {
    return { required: false, label: null, caption_line: null, note: 'No disclosure needed for footage you filmed. Switch the AI-generated label on if any shot is made or substantially changed by AI.' };
  }
  return {
    required: true,
    label: 'AI-generated content',
    caption_line: 'Made with AI.',
    note: 'Switch on the platform\'s AI-generated content label when posting and keep the caption line. Do not depict real people\'s likeness or brand logos in generated shots.',
  };
}

/** Flags, level and plain-language rationale of publishing this clip with this route. */
/** `aiLine`: the caption line that discloses AI, in the copy's language (the captions carry it word for word). */
export function riskAssessmentFor(catalog: Catalog, route: SoundRoute, facts: ClipFacts, extraFlags: readonly RiskFlag[] = [], aiLine: string = ENGINE_LINES.en.made_with_ai): RiskAssessment {
  const b = route.sound_behavior;
  const flags: RiskFlag[] = [];
  const actions: string[] = [];
  const sentences: string[] = [];
  const campaign = campaignRouteFor(catalog, facts);

  if (campaign !== null) {
    flags.push(...campaign.triggers);
    sentences.push(`This is ${listing(campaign.triggers.map((t) => COMMERCIAL_WORDS[t]))}: the native sound is for organic posts only, so this clip needs the ${campaign.name}.`);
    actions.push(`Request the ${campaign.name} from ${campaign.request_via} before publishing.`);
  } else {
    sentences.push('Posting organically with the native sound attached in the app is the covered use.');
  }
  if (facts.platform !== 'shortvideo') {
    flags.push('non_native_platform');
    sentences.push(`On this platform the sound is not attached by link: search "${nativeSearchQuery(catalog, route)}" and use only an exact native match.`);
    actions.push('Confirm an exact native match of title and artist before posting.');
  }
  if (facts.voiceover === true && !b.voiceover_safe) {
    flags.push('voiceover_conflict');
    sentences.push(`${route.name} is not voiceover-safe (interference ${b.interference_risk}); the voice will fight the music.`);
    actions.push('Duck the music at least 14 dB under speech or pick a voiceover-safe route.');
  }
  if (route.health.saturation_state === 'saturated') {
    flags.push('saturated_route');
    sentences.push('The route is saturated in its snapshot: it still works, but only with a strong, specific angle.');
  }
  if (disclosesAi(facts)) {
    flags.push('aigc');
    sentences.push(facts.aigc ? 'The clip is AI-generated: switch on the AI-generated label and keep the disclosure line in the caption.' : 'The voice is AI-made: switch on the AI-generated label and keep the disclosure line in the caption.');
    actions.push(`Add the AI-generated content label and the caption line "${aiLine}"`);
  }
  for (const f of extraFlags) if (!flags.includes(f)) flags.push(f);
  if (flags.includes('length_mismatch')) sentences.push('The clip length is off the sound\'s arrangement; trim or extend as the flow guidance says.');
  if (flags.includes('payoff_off_hook')) sentences.push('The reveal does not land on the sound\'s hook; move it onto the hook as the payoff guidance says.');
  actions.push('Confirm the sound is available in the app for your region and account before publishing.');

  const level: RiskAssessment['level'] =
    campaign !== null ? 'high' : flags.some((f) => f === 'voiceover_conflict' || f === 'non_native_platform' || f === 'saturated_route') ? 'medium' : 'low';
  const usage = usageBoundaryFor(catalog, facts);
  return { level, flags, rationale: sentences.join(' '), required_actions: actions, allowed: usage.allowed, not_allowed: usage.not_allowed };
}

/** One paragraph to show the end user before publishing. */
export function riskReminder(catalog: Catalog, risk: RiskAssessment): string {
  return `Risk ${risk.level}. ${risk.rationale} No views are guaranteed and ${catalog.service.name} grants no rights to the sound.`;
}
