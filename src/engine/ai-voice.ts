/**
 * A voice the clip says is AI-made: a clone of someone's voice, an AI narrator, a named voice
 * generator. The footage may be filmed, but the platforms ask for their AI label on realistic
 * synthetic audio too, so the plan discloses it as it does generated footage (eleventh editor
 * panel: an ElevenLabs clone of a founder's voice was told "no disclosure needed"). Generated
 * footage stays `aigc`; this only widens the disclosure, never the shots or the route.
 */
import type { ClipFacts } from './clip-facts.ts';

// (Bounded quantifiers only: this runs on every plan's text.)
const AI_VOICE = /(?<![\p{L}\d])(?:ai[- ]?(?:voice|voiceover|voice-over|voice over|narrator|narration|dub|dubbing)s?|voice[- ]?clon(?:e|ed|ing|es)?|clon(?:e|ed|ing)? (?:voice|of (?:my|our|his|her|their|the) (?:[\p{L}]{1,20}'s )?voice)|cloned (?:my|our|his|her|their) voice|elevenlabs|eleven labs|voz (?:de |por |con )?ia|voz clonada|voix (?:off )?(?:ia|clonée)|ki[- ](?:stimme|sprecher(?:in)?)|stimmklon(?:e|en)?|geklonte stimme)(?![\p{L}\d])/iu;
/** "no AI voice", "not a cloned voice", "sin voz de IA": said and refused. */
const REFUSED = /(?<![\p{L}\d])(?:no|not|without|never|sin|sem|sans|ohne|kein|keine)\s(?:an?\s|any\s|the\s)?(?:ai[- ]?voice|ai[- ]?voiceover|voice[- ]?clone|cloned voice|voz de ia|voix ia|ki[- ]stimme)/iu;

/** True when the text says the voice is AI-made (and does not refuse it). */
export function namesAiVoice(text: string): boolean {
  return AI_VOICE.test(text) && !REFUSED.test(text);
}

/** True when the post needs the AI label: generated footage, or an AI-made voice over any footage. */
export function disclosesAi(facts: Pick<ClipFacts, 'aigc' | 'text'>): boolean {
  return facts.aigc || namesAiVoice(facts.text);
}
