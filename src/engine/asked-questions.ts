/**
 * Questions a creator asks in the message, answered first and in so many words (fifth editor panel:
 * "petit son ou rien du tout ?", "coloco algum som ou deixo só a fala?", "should I cut it down?",
 * "do I have to say it's AI?" were met with a plan and no answer). Three kinds are read, in the five
 * languages: does the clip need music at all, is it too long (should it be cut), and must an AI clip
 * say so. Each answer is decided by the plan's own facts (the clip's own sound, a voice, the length,
 * AI generation), never by the question's wording alone. Pure: a message in, answer lines out.
 */
import type { Language } from './reading-language.ts';
import { foldedWords } from './fold.ts';

export type AskedKind = 'needs_music' | 'too_long' | 'ai_label' | 'may_post';

/** Phrases that ask each question, as folded words (accents and case removed, punctuation dropped). */
const ASKS: Readonly<Record<AskedKind, readonly string[]>> = {
  needs_music: [
    'do i need music', 'do i even need music', 'do i really need music', 'do i need a sound', 'do i even need a sound', 'does it need music', 'does it even need music', 'does this need music',
    'need music or not', 'need a sound or not', 'music or not', 'music or no music', 'sound or no sound', 'music or just', 'sound or just', 'or no music at all', 'should i add music', 'should i even add music',
    'should i add a sound', 'should i use music', 'should i put music', 'is music even needed', 'leave it without music', 'or leave it silent', 'or just the original', 'or just keep the original',
    'necesito musica', 'hace falta musica', 'le pongo musica', 'pongo musica', 'le pongo algo', 'musica o no', 'musica o nada', 'o lo dejo asi', 'o lo dejo solo', 'sonido o nada', 'lleva musica',
    'preciso de musica', 'coloco musica', 'coloco algum som', 'ponho musica', 'boto musica', 'musica ou nao', 'ou deixo so', 'ou deixo sem', 'precisa de musica', 'som ou nada',
    'faut il un son', 'faut il une musique', 'faut un son', 'faut une musique', 'il faut un son', 'il faut une musique', 'son ou rien', 'petit son ou rien', 'un son ou pas', 'une musique ou pas', 'un sonido o no', 'um som ou nao', 'einen sound oder nicht', 'musique ou pas', 'musique ou rien',
    'besoin d une musique', 'besoin de musique', 'je mets de la musique', 'je mets un son',
    'brauche ich musik', 'brauche ich uberhaupt musik', 'brauch ich musik', 'braucht es musik', 'brauche ich einen sound', 'musik oder nicht', 'musik oder keine', 'mit oder ohne musik', 'soll ich musik',
  ],
  too_long: [
    'should i cut it', 'should i cut it down', 'should i cut this', 'should i trim it', 'should i shorten it', 'is it too long', 'is this too long', 'is that too long', 'cut it shorter',
    'shorter version', 'how long should it be', 'should it be shorter',
    // "full or cut to 60?", "is 45s ok or should i do 30", "is 2 minutes too long?" (in a question).
    'full or cut', 'or cut to', 'or cut it to', 'or cut it down', 'or should i do', 'ok or should i', 'too long', 'keep it full or', 'full length or',
    'troppo lungo', 'lo taglio', 'te lang', 'moet ik inkorten',
    'lo corto', 'lo recorto', 'es muy largo', 'es demasiado largo', 'esta muy largo', 'demasiado largo', 'debo cortarlo', 'tengo que cortarlo',
    'devo cortar', 'corto o video', 'muito longo', 'ta muito longo', 'esta muito longo', 'e muito longo', 'preciso cortar',
    'trop long', 'je le coupe', 'faut il couper', 'faut il raccourcir', 'je raccourcis', 'je dois couper', 'dois je couper', 
    'zu lang', 'soll ich kurzen', 'soll ich es kurzen', 'kurzen oder', 'muss ich kurzen', 'sollte ich kurzen',
  ],
  ai_label: [
    'do i have to say it s ai', 'do i have to say its ai', 'do i need to say it s ai', 'do i need to say its ai', 'do i have to disclose', 'do i need to disclose', 'do i have to label', 'do i need to label',
    'do i have to mention', 'do i need to mention', 'have to tag it as ai', 'need to tag it as ai', 'label it as ai', 'say it was made with ai', 'is it ok not to say',
    'tengo que decir que es ia', 'hay que decir que es ia', 'tengo que poner que es ia', 'tengo que avisar', 'hay que avisar', 'tengo que etiquetar',
    'preciso avisar', 'preciso dizer que e ia', 'tenho que avisar', 'tenho que dizer', 'preciso marcar', 'tenho que marcar',
    'dois je dire', 'je dois dire que c est', 'faut il dire', 'faut il preciser', 'je dois preciser', 'faut il mentionner', 'je dois mentionner',
    'muss ich sagen', 'muss ich angeben', 'muss ich kennzeichnen', 'muss ich das kennzeichnen', 'muss das gekennzeichnet',
  ],
  // "can I post their faces?", "posso publicar com as caras deles?" (seventh editor panel, tuned on). Only about faces:
  // "can I post this?" alone may be about the sound's rights, which the risk section answers.
  may_post: [
    'can i post their faces', 'can i show their faces', 'show their faces', 'post their faces', 'their faces in it', 'with their faces',
    'mostrar sus caras', 'con sus caras', 'sus caras', 'caras deles', 'rostos deles', 'rosto deles', 'as caras', 'leurs visages', 'ihre gesichter', 'i loro volti', 'hun gezichten',
  ],
};

/**
 * Phrases that ask by their form, wherever they stand ("do I even need music", "music or not",
 * "brauche ich Musik", "faut-il couper"); any other phrase counts only in a sentence that is a
 * question ("necesito música para mi video" asks for a sound, "¿necesito música?" asks whether).
 */
const ASKING_FORM = /^(?:(?:un |une |um |uma |einen |a )?\w+ (?:ou|o|or|oder) (?:pas|no|not|nao|nicht|rien|nada|nichts) |do |does |should |is |must |can |need \w+ or |\w+ or (?:no|not|just|nothing)|faut il |dois je |brauche ich |brauch ich |braucht es |muss ich |soll ich |sollte ich |musik oder |mit oder |sonido o |som ou |son ou |petit son ou |musica o |musica ou |musique ou |have to tag |need to tag |ok or should |or should i do |full or cut )/;
/** An AI word: a generic "do I have to disclose?" is about AI only beside one (else it is about a brand deal). */
const AI_WORD = /\b(?:ai|ia|ki|a i|generated|gerado|gerada|generado|generada|genere|generee|generiert|kunstlich|sora|veo|veo3|kling|runway|pika|hailuo|minimax|midjourney|luma)\b/;

/** The questions the message asks, in a fixed order (music, length, AI, faces). */
export function askedQuestions(message: string): AskedKind[] {
  // Sentence by sentence: a question ends on "?" (or opens on "¿"); the words are folded as the phrases are.
  const sentences = message.replace(/['’]/g, ' ').split(/(?<=[.!?\n])/).map((raw) => ({ question: /\?\s*$/.test(raw) || raw.includes('¿'), spaced: ` ${foldedWords(raw).join(' ')} ` }));
  return (Object.keys(ASKS) as AskedKind[]).filter((k) =>
    sentences.some((sn) => (k !== 'ai_label' || AI_WORD.test(sn.spaced)) && ASKS[k].some((p) => sn.spaced.includes(` ${p} `) && (sn.question || ASKING_FORM.test(`${p} `)))),
  );
}

/** What the plan decided, for the answers. */
export interface AskedFacts {
  /** The clip's own sound is the content (a performance, an animal, an engine, "no music"). */
  ownAudio: boolean;
  /** Someone speaks over or in the clip. */
  voice: boolean;
  /** The chosen sound's name. */
  name: string;
  durationS: number;
  /** The length advice of the plan (English), and whether the clip is long for a short-form feed. */
  longForAShort: boolean;
  /** Study with me, ASMR: long by design, never cut down for a feed. */
  longByDesign: boolean;
  fitsArrangement: boolean;
  aigc: boolean;
}

type Answers = Readonly<Record<AskedKind, (f: AskedFacts) => string>>;

const ANSWERS: Readonly<Record<Language, Answers>> = {
  en: {
    needs_music: (f) =>
      f.ownAudio
        ? `Do you need music? No: the clip's own sound is the point, so post it with the original audio; add "${f.name}" only for reach, at 0–5 %.`
        : f.voice
          ? `Do you need music? Not necessarily: the voice carries it. A low bed helps the pacing; "${f.name}" sits 10–14 dB under the voice.`
          : `Do you need music? Yes: with no voice and no sound of its own, the clip needs a sound; "${f.name}" is the pick.`,
    too_long: (f) =>
      f.longByDesign && !f.longForAShort
        ? `Should you cut it? No: this kind of clip (study with me, ASMR) is long by design; keep ${f.durationS} s.`
        : f.longForAShort
        ? `Should you cut it? Yes: ${f.durationS} s is long for a short-form feed; a cut of 60 s or less that keeps the payoff is the usual choice (the length advice below says where).`
        : `Should you cut it? No: ${f.durationS} s is a fine length for a short${f.fitsArrangement ? ', and it matches one of the sound\'s arrangements' : '; the length advice below says how to end it on the sound'}.`,
    ai_label: (f) =>
      f.aigc
        ? 'Do you have to say it is AI? Yes: turn on the platform\'s AI-generated label and add "Made with AI" to the caption; realistic AI footage must be labelled.'
        : 'Do you have to say it is AI? Only if AI made or changed what is shown: then turn on the platform\'s AI-generated label and say so in the caption.',
    may_post: () =>
      'Can you post it? Yes, with the consent of everyone recognisable in it (for children, their parents\'); blur or crop anyone who has not agreed. The sound is covered as the risk section says.',
  },
  es: {
    needs_music: (f) =>
      f.ownAudio
        ? `¿Necesitas música? No: el sonido del propio clip es lo importante, publícalo con el audio original; añade «${f.name}» solo para alcance, al 0–5 %.`
        : f.voice
          ? `¿Necesitas música? No hace falta: la voz lo sostiene. Un fondo bajo ayuda al ritmo; «${f.name}» va 10–14 dB por debajo de la voz.`
          : `¿Necesitas música? Sí: sin voz ni sonido propio, el clip necesita un sonido; «${f.name}» es la elección.`,
    too_long: (f) =>
      f.longByDesign && !f.longForAShort
        ? `¿Lo recortas? No: este tipo de clip (estudia conmigo, ASMR) es largo a propósito; deja los ${f.durationS} s.`
        : f.longForAShort
        ? `¿Lo recortas? Sí: ${f.durationS} s es largo para un feed de videos cortos; lo habitual es una versión de 60 s o menos que conserve el momento clave.`
        : `¿Lo recortas? No: ${f.durationS} s es una buena duración para un video corto.`,
    ai_label: (f) =>
      f.aigc
        ? '¿Hay que decir que es IA? Sí: activa la etiqueta de contenido generado con IA de la plataforma y añade «Hecho con IA» al caption.'
        : '¿Hay que decir que es IA? Solo si la IA creó o cambió lo que se ve: entonces activa la etiqueta de IA y dilo en el caption.',
    may_post: () =>
      '¿Puedes publicarlo? Sí, con el permiso de quien se reconozca en el video (de los niños, sus padres); difumina o recorta a quien no haya aceptado.',
  },
  pt: {
    needs_music: (f) =>
      f.ownAudio
        ? `Precisa de música? Não: o som do próprio clipe é o que importa, publique com o áudio original; adicione «${f.name}» só para alcance, em 0–5 %.`
        : f.voice
          ? `Precisa de música? Não necessariamente: a voz segura o vídeo. Um fundo baixo ajuda no ritmo; «${f.name}» fica 10–14 dB abaixo da voz.`
          : `Precisa de música? Sim: sem voz nem som próprio, o clipe precisa de um som; «${f.name}» é a escolha.`,
    too_long: (f) =>
      f.longByDesign && !f.longForAShort
        ? `Vale cortar? Não: esse tipo de clipe (estude comigo, ASMR) é longo de propósito; mantenha os ${f.durationS} s.`
        : f.longForAShort
        ? `Vale cortar? Sim: ${f.durationS} s é longo para um feed de vídeos curtos; o comum é uma versão de 60 s ou menos que mantenha o momento principal.`
        : `Vale cortar? Não: ${f.durationS} s é uma boa duração para um vídeo curto.`,
    ai_label: (f) =>
      f.aigc
        ? 'Precisa avisar que é IA? Sim: ative o rótulo de conteúdo gerado por IA da plataforma e coloque «Feito com IA» na legenda.'
        : 'Precisa avisar que é IA? Só se a IA criou ou mudou o que aparece: aí ative o rótulo de IA e diga isso na legenda.',
    may_post: () =>
      'Pode publicar? Sim, com a autorização de quem aparece reconhecível (das crianças, os pais); desfoque ou corte quem não concordou.',
  },
  fr: {
    needs_music: (f) =>
      f.ownAudio
        ? `Faut-il de la musique ? Non : le son du clip est l'essentiel, publie-le avec le son original ; ajoute « ${f.name} » seulement pour la portée, à 0–5 %.`
        : f.voice
          ? `Faut-il de la musique ? Pas forcément : la voix porte le clip. Un fond discret aide le rythme ; « ${f.name} » reste 10–14 dB sous la voix.`
          : `Faut-il de la musique ? Oui : sans voix ni son propre, le clip a besoin d'un son ; « ${f.name} » est le choix.`,
    too_long: (f) =>
      f.longByDesign && !f.longForAShort
        ? `Faut-il couper ? Non : ce genre de clip (study with me, ASMR) est long exprès ; garde les ${f.durationS} s.`
        : f.longForAShort
        ? `Faut-il couper ? Oui : ${f.durationS} s, c'est long pour un fil de vidéos courtes ; on fait d'habitude une version de 60 s ou moins qui garde le moment fort.`
        : `Faut-il couper ? Non : ${f.durationS} s est une bonne durée pour une vidéo courte.`,
    ai_label: (f) =>
      f.aigc
        ? "Faut-il dire que c'est de l'IA ? Oui : active le label « contenu généré par IA » de la plateforme et ajoute « Fait avec l'IA » à la légende."
        : "Faut-il dire que c'est de l'IA ? Seulement si l'IA a créé ou modifié ce qu'on voit : active alors le label IA et dis-le dans la légende.",
    may_post: () =>
      "Peux-tu le publier ? Oui, avec l'accord de chaque personne reconnaissable (pour les enfants, celui de leurs parents) ; floute ou recadre qui n'a pas accepté.",
  },
  de: {
    needs_music: (f) =>
      f.ownAudio
        ? `Brauchst du Musik? Nein: Der eigene Ton des Clips ist das Wichtigste, poste ihn mit dem Originalton; nimm „${f.name}“ nur für die Reichweite dazu, bei 0–5 %.`
        : f.voice
          ? `Brauchst du Musik? Nicht unbedingt: Die Stimme trägt den Clip. Ein leiser Teppich hilft dem Tempo; „${f.name}“ liegt 10–14 dB unter der Stimme.`
          : `Brauchst du Musik? Ja: Ohne Stimme und eigenen Ton braucht der Clip einen Sound; „${f.name}“ ist die Wahl.`,
    too_long: (f) =>
      f.longByDesign && !f.longForAShort
        ? `Kürzen? Nein: So ein Clip (Study with me, ASMR) ist absichtlich lang; lass die ${f.durationS} s.`
        : f.longForAShort
        ? `Kürzen? Ja: ${f.durationS} s sind lang für einen Kurzvideo-Feed; üblich ist eine Fassung von höchstens 60 s, die den Höhepunkt behält.`
        : `Kürzen? Nein: ${f.durationS} s sind eine gute Länge für ein Kurzvideo.`,
    ai_label: (f) =>
      f.aigc
        ? 'Musst du sagen, dass es KI ist? Ja: Schalte das KI-Label der Plattform ein und schreib „Mit KI erstellt“ in die Caption.'
        : 'Musst du sagen, dass es KI ist? Nur wenn KI das Gezeigte erstellt oder verändert hat: dann das KI-Label einschalten und es in der Caption sagen.',
    may_post: () =>
      'Darfst du es posten? Ja, mit der Zustimmung aller, die man erkennt (bei Kindern die der Eltern); verpixle oder schneide weg, wer nicht zugestimmt hat.',
  },
};

/** The answers to the questions asked, in `language`, one sentence each; empty when none was asked. */
export function answersTo(asked: readonly AskedKind[], language: Language, f: AskedFacts): string[] {
  return asked.map((k) => ANSWERS[language][k](f));
}
