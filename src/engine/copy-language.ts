/**
 * The engine's own audience-facing lines in each copy language: tender hooks (a memorial's, and
 * gentler ones for an illness, an accident or an apology) and the tender title card, the AI caption line. The packs' lines and the concepts' references are
 * translated in data (video-template-packs.json `i18n`, vocabulary.json `ref_i18n`); these few are
 * the engine's, so they live beside it. Written as a creator would say them, not word for word.
 */
import type { CopyLanguage } from '../schemas/template-pack.ts';

export interface EngineLines {
  /** The tender title card and first hook: "For {name}". */
  for_name: string;
  remembering: string;
  /** The third tender hook; starts with the name. */
  moments_kept: string;
  /** Tender hooks for a hard time that is no loss (an illness, an accident, an apology). */
  one_day: string;
  thanks_listening: string;
  /** Closes every caption of an AI-generated clip (the platform label is set in the app). */
  made_with_ai: string;
  /** The subject when a message names none. */
  your_clip: string;
  /**
   * The disclosure that opens a paid post's captions, in the words its audience and its rules read: "#ad";
   * Spain's Autocontrol code "#publicidad"; Brazil's CONAR "#publi"; France's 2023 influencer law
   * "#publicité"; German courts "Werbung" (an English "#ad" has been held unclear there).
   */
  ad_tag: string;
}

export const ENGINE_LINES: Readonly<Record<CopyLanguage, EngineLines>> = {
  en: { one_day: 'One day at a time', thanks_listening: 'Thank you for listening', for_name: 'For {name}', remembering: 'Remembering {name}', moments_kept: '{name}, in the moments we kept', made_with_ai: 'Made with AI.', your_clip: 'your clip', ad_tag: '#ad' },
  es: { one_day: 'Un día a la vez', thanks_listening: 'Gracias por escuchar', for_name: 'Para {name}', remembering: 'Siempre contigo, {name}', moments_kept: '{name}, en los momentos que guardamos', made_with_ai: 'Hecho con IA.', your_clip: 'tu video', ad_tag: '#publicidad' },
  pt: { one_day: 'Um dia de cada vez', thanks_listening: 'Obrigado por ouvir', for_name: 'Para {name}', remembering: 'Com saudade, {name}', moments_kept: '{name}, nos momentos que guardamos', made_with_ai: 'Feito com IA.', your_clip: 'seu vídeo', ad_tag: '#publi' },
  fr: { one_day: 'Un jour à la fois', thanks_listening: 'Merci de m\'écouter', for_name: 'Pour {name}', remembering: 'Tu nous manques, {name}', moments_kept: '{name}, dans les moments qu\'on garde', made_with_ai: 'Créé avec l\'IA.', your_clip: 'ta vidéo', ad_tag: '#publicité' },
  de: { one_day: 'Ein Tag nach dem anderen', thanks_listening: 'Danke fürs Zuhören', for_name: 'Für {name}', remembering: 'In Erinnerung, {name}', moments_kept: '{name}, in den Momenten, die bleiben', made_with_ai: 'Mit KI erstellt.', your_clip: 'dein Video', ad_tag: '#werbung' },
};

/** Language names for plain-English notes ("Your message is in Portuguese"). */
export const LANGUAGE_NAMES: Readonly<Record<CopyLanguage, string>> = { en: 'English', es: 'Spanish', pt: 'Portuguese', fr: 'French', de: 'German' };
