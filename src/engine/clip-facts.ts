/**
 * ClipFacts: the one internal description of a clip that routing and planning reason on, built
 * from any of the request shapes (recommend, brief, clip-pack, concierge).
 */
import type { z } from 'zod';
import type { PlatformSchema } from '../schemas/common.ts';
import type { DescribedClip } from '../schemas/recommend.ts';
import type { SoundBehaviorPreference } from '../schemas/sound-behavior.ts';

export type Platform = z.infer<typeof PlatformSchema>;

export interface ClipFacts {
  /** Everything the caller said about the clip, for matching. */
  text: string;
  /** The topic as the caller wrote it (copy derives a short subject from it; it is never cut with "…"). */
  topic: string;
  platform: Platform;
  duration_s: number | undefined;
  tone: string | undefined;
  language: string | undefined;
  aigc: boolean;
  /** undefined when the caller did not say. */
  voiceover: boolean | undefined;
  commercial_use: boolean;
  paid_ad: boolean;
  off_platform_reuse: boolean;
  download: boolean;
  client_delivery: boolean;
  payoff_at_ms: number | null;
  inputs: Readonly<Record<string, string>>;
  /** Behavior the caller asked for; undefined when none. */
  preference: SoundBehaviorPreference | undefined;
  /** Where the clip runs: in the feed (default) or as a skippable pre-roll ad (16:9, brand in the first 5 s). */
  placement?: 'feed' | 'preroll';
  /** The clip goes on a business's own page or shows the creator's own business ("the farm's page", "our brand account"): routing leans to the routes made for a small business. */
  businessAccount?: boolean;
  /** That business is the speaker's own ("my Etsy shop", "our brokerage page"): its posts take the own-brand disclosure, not #ad (disclosureOf). */
  ownBusiness?: boolean;
  /** The caller said the clip is personal, no business work ("nada pago, perfil pessoal"): business words name where they work or shop, not what the clip is about. */
  personal?: boolean;
  /** The film is made for a client who posts it themselves (a wedding film for the couple, a spot for a client's ads): the licence applies, the creator has nothing to label. */
  deliveredToClient?: boolean;
  /** The clip is a performance whose own sound is the music (`own_audio` concepts): the plan keeps a bed at 0-5 % under it. */
  ownAudio?: boolean;
  /** The topic is written in a language the copy is not written in (the concierge read Italian, Korean…): the English copy names the clip by what it shows. */
  foreignTopic?: boolean;
  /** What was read from the clip's words rather than given as a field, in plain words for `assumptions`. */
  inferred?: readonly string[];
  /** The flags the caller set explicitly; the others may be read from the clip's words. */
  explicit?: ReadonlySet<string>;
}

/** The commercial flags that send a clip to the campaign route, in a fixed order. */
export const COMMERCIAL_FLAGS = ['paid_ad', 'commercial_use', 'off_platform_reuse', 'download', 'client_delivery'] as const;
export type CommercialFlag = (typeof COMMERCIAL_FLAGS)[number];

/** How each commercial flag reads in a sentence ("this is a paid ad"). */
export const COMMERCIAL_WORDS: Readonly<Record<CommercialFlag, string>> = {
  paid_ad: 'a paid ad',
  commercial_use: 'brand or client work',
  off_platform_reuse: 'reuse off the platform',
  download: 'a download',
  client_delivery: 'client delivery',
};

/**
 * Which disclosure the post itself needs, apart from the licence (which every commercial use needs):
 * work paid by another brand (a paid ad or brand or client work posted by the creator) is a paid
 * partnership, with #ad; a business promoting itself on its own account uses the platform's own-brand
 * setting, where it has one, and no #ad (FTC endorsement guides: #ad discloses a brand's payment to
 * someone else); a film delivered to a client (a wedding film) is posted, if at all, by the client:
 * nothing for the creator to label.
 */
export function disclosureOf(f: Pick<ClipFacts, 'paid_ad' | 'commercial_use' | 'ownBusiness' | 'deliveredToClient'>): 'paid_partnership' | 'own_brand' | null {
  if (!f.paid_ad && !f.commercial_use) return null;
  // Only a business plainly the speaker's own: "for a brand", "for the farm's page" keep #ad, the safer side for a creator.
  if (f.ownBusiness === true) return 'own_brand';
  // A film handed to the client is theirs to post: a couple's wedding film is no ad, a client's own ad is labelled by its ad account.
  return f.deliveredToClient === true ? null : 'paid_partnership';
}

/**
 * The clip is also posted on the platform, besides being shown off it ("play at the funeral and then put on my page after", "shown at
 * the wake and posted afterwards"): the post keeps the native sound; only the copy shown elsewhere needs the licence.
 */
const ALSO_POSTED = /\b(?:(?:put|post|posting|share|upload)(?: it)? on my (?:page|account|profile|feed|channel|tiktok|insta(?:gram)?|ig|reels)|post(?:ed|ing)? (?:it )?(?:after(?:wards)?|later|too|as well)|(?:and|then) (?:also )?post(?:ed)? (?:it|online)|posted afterwards)\b/i;
export function alsoPostedOnPlatform(f: Pick<ClipFacts, 'text' | 'paid_ad' | 'commercial_use' | 'download' | 'client_delivery' | 'off_platform_reuse'>): boolean {
  return f.off_platform_reuse && !f.paid_ad && !f.commercial_use && !f.download && !f.client_delivery && ALSO_POSTED.test(f.text);
}

export function commercialFlagsOf(f: ClipFacts): CommercialFlag[] {
  return COMMERCIAL_FLAGS.filter((k) => f[k]);
}


/** Facts from a recommend or brief request (description and/or topic, flags). */
export function factsFromDescribed(req: DescribedClip, inputs: Readonly<Record<string, string>> = {}): ClipFacts {
  const topic = req.topic ?? req.description ?? '';
  const text = [req.topic, req.description, req.tone].filter((x): x is string => typeof x === 'string').join(' . ');
  return {
    text,
    topic: topic.trim(),
    platform: req.platform ?? 'shortvideo',
    duration_s: req.duration_s ?? req.duration_seconds,
    tone: req.tone,
    language: req.language,
    aigc: req.aigc ?? false,
    voiceover: req.voiceover,
    commercial_use: req.commercial_use ?? false,
    paid_ad: req.paid_ad ?? false,
    off_platform_reuse: req.off_platform_reuse ?? false,
    download: req.download ?? false,
    client_delivery: req.client_delivery ?? false,
    payoff_at_ms: req.payoff_at_ms ?? null,
    inputs,
    preference: req.sound_behavior,
    explicit: explicitFlags(req),
  };
}

/** Which of the readable flags a request set itself (true or false). */
export function explicitFlags(req: Readonly<Record<string, unknown>>): ReadonlySet<string> {
  return new Set(['aigc', 'voiceover', 'commercial_use', 'paid_ad', 'off_platform_reuse', 'client_delivery', 'download'].filter((k) => req[k] !== undefined));
}
