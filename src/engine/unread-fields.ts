/**
 * Additional clip fields are echoed, not read (spec 2.1). A field whose name says what a read
 * field says ("paid", "client_work", "ai_generated", "reveal_at_ms") would otherwise change
 * nothing in silence: a paid clip planned as organic. Each such field gets an assumption naming
 * the field that is read, so a caller sees why the flag made no difference.
 */

/** Names callers use for a read field, folded (lower case, '-' and ' ' as '_'). */
const MEANT: Readonly<Record<string, string>> = {
  paid: 'paid_ad', ad: 'paid_ad', is_ad: 'paid_ad', paid_ads: 'paid_ad', advert: 'paid_ad', boosted: 'paid_ad', paid_media: 'paid_ad',
  sponsored: 'commercial_use', sponsor: 'commercial_use', brand: 'commercial_use', brand_deal: 'commercial_use', branded: 'commercial_use', client: 'commercial_use', client_work: 'commercial_use', commercial: 'commercial_use', business: 'commercial_use',
  deliver_to_client: 'client_delivery', client_file: 'client_delivery', delivery: 'client_delivery',
  ai: 'aigc', ai_generated: 'aigc', aigc_generated: 'aigc', generated: 'aigc', is_ai: 'aigc', synthetic: 'aigc', ai_video: 'aigc',
  voice: 'voiceover', voice_over: 'voiceover', vo: 'voiceover', narration: 'voiceover', narrated: 'voiceover', talking: 'voiceover', has_voiceover: 'voiceover',
  reveal_at_ms: 'payoff_at_ms', reveal_ms: 'payoff_at_ms', payoff_ms: 'payoff_at_ms', reveal: 'payoff_at_ms', payoff: 'payoff_at_ms', drop_at_ms: 'payoff_at_ms', reveal_at: 'payoff_at_ms',
  duration: 'duration_s', length: 'duration_s', length_s: 'duration_s', seconds: 'duration_s', duration_ms: 'duration_s',
  description: 'topic', subject: 'topic', title: 'topic',
  off_platform: 'off_platform_reuse', website: 'off_platform_reuse', tv: 'off_platform_reuse',
  lang: 'language', locale: 'language',
};

/** One assumption per additional field that names a read one. `known`: the fields the clip schema reads. */
export function unreadFieldNotes(clip: Readonly<Record<string, unknown>>, known: ReadonlySet<string>): string[] {
  const out: string[] = [];
  for (const key of Object.keys(clip)) {
    if (known.has(key)) continue;
    const meant = MEANT[key.toLowerCase().replace(/[\s-]+/g, '_')];
    if (meant === undefined) continue;
    const note = known.has(meant) && clip[meant] !== undefined ? `; clip.${meant} is set and is what counts` : `; set clip.${meant} to have it read`;
    out.push(`clip.${key}: not a field this API reads (additional fields are echoed back, not read)${note}.`);
  }
  return out;
}
