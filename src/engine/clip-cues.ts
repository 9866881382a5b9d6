/**
 * Cues read from the clip's own words when the caller left a field unset, so every endpoint reads
 * a clip the same way: people talking ("talking head", "interview", "podcast") mean a voice, and
 * a pre-roll or in-stream ad is a paid placement with its own shape. An explicit field always wins.
 */
import type { Catalog } from '../catalog/load.ts';
import type { ClipFacts } from './clip-facts.ts';
import { readClip } from './route.ts';

const PREROLL = /\b(?:pre-?roll|in-?stream|bumper ad|youtube ad|tv spot|skippable ad)\b/i;

/** The facts with unset flags filled from the clip's words; notes say what was read. */
export function withCues(catalog: Catalog, facts: ClipFacts): ClipFacts {
  const inferred: string[] = [...(facts.inferred ?? [])];
  const out: ClipFacts = { ...facts };
  const reading = readClip(catalog, facts);
  if (facts.voiceover === undefined && reading.named.has('talking')) {
    const said = reading.meaning.matches.find((m) => m.concept === 'talking')!.words;
    out.voiceover = true;
    inferred.push(`voiceover: not given; the description says people talk ("${said}"), so the plan keeps the voice clear with a voice-safe route.`);
  }
  if (facts.placement === undefined && PREROLL.test(facts.text)) {
    out.placement = 'preroll';
    if (!facts.paid_ad) {
      out.paid_ad = true;
      inferred.push('paid_ad: not given; a pre-roll is a paid placement, so the campaign licence applies.');
    }
    if (!facts.off_platform_reuse) out.off_platform_reuse = true;
  }
  if (inferred.length > 0) out.inferred = inferred;
  return out;
}
