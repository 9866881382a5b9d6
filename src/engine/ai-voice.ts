/**
 * A voice the clip says is AI-made: a clone of someone's voice, an AI narrator, a named voice
 * generator. The footage may be filmed, but the platforms ask for their AI label on realistic
 * synthetic audio too, so the plan discloses it as it does generated footage (eleventh editor
 * panel: an ElevenLabs clone of a founder's voice was told "no disclosure needed"). Generated
 * footage stays `aigc`; this only widens the disclosure, never the shots or the route.
 */
import type { ClipFacts } from './clip-facts.ts';

// (Bounded quantifiers only: this runs on every plan's text.) A voice said to be AI-made, as the clip's own:
// not "I sound like an AI voice", "my AI voice assistant" or "a software engineer at ElevenLabs".
const AI_VOICE = /(?<![\p{L}\d])(?:ai[- ]?(?:voiceover|voice-over|voice over|narrator|narration|dub|dubbing|voiced)s?|ai[- ]generated voice|synthetic (?:voice|narrator)|text[- ]to[- ]speech (?:voice|narration|voiceover)|tts (?:voice|voiceover|narration)|(?:with|using|uses|used|via|in|by|from) (?:an? )?(?:ai voice|cloned voice|voice clone|elevenlabs)|voiced by (?:an? )?ai|elevenlabs (?:clone|voice)|cloned voice|voice[- ]?clone (?:of|from)|clone of (?:my|our|his|her|their|the) (?:[\p{L}]{1,20}'s )?voice|voz (?:de |por |con )?ia|voz clonada|voix (?:off )?(?:ia|clonée)|ki[- ](?:stimme|sprecher(?:in)?)|stimmklon(?:e|en)?|geklonte stimme)(?![\p{L}\d])/iu;
/** Said and refused, or only asked about, just before ("not an AI voiceover", "pas de voix IA", "não é voz de IA", "should I use an AI voiceover"). */
const REFUSED_BEFORE = /(?<![\p{L}])(?:no|not|never|n't|without|sin|sem|sans|ohne|kein|keine|pas|não|nao|nunca|jamais|ni|nem|should i|or)(?![\p{L}])/iu;
/** A clip about such voices, not made with one ("how to spot an AI voice clone scam"). */
const ABOUT_THEM = /(?<![\p{L}])(?:scams?|fraud|spot|detect|deepfake calls?)(?![\p{L}])/iu;
/** How far back a refusal still speaks of the voice named (a few words). */
const REFUSAL_REACH = 24;

/** True when the text says the voice is AI-made (and does not refuse it). */
export function namesAiVoice(text: string): boolean {
  const m = AI_VOICE.exec(text);
  if (m === null || ABOUT_THEM.test(text)) return false;
  return !REFUSED_BEFORE.test(text.slice(Math.max(0, m.index - REFUSAL_REACH), m.index + m[0].length));
}

/** True when the post needs the AI label: generated footage, or an AI-made voice over any footage. */
export function disclosesAi(facts: Pick<ClipFacts, 'aigc' | 'text'>): boolean {
  return facts.aigc || namesAiVoice(facts.text);
}
