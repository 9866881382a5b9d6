/**
 * The concierge's answer, opened in the language of the message: which sound, where its hit lands
 * and what to do with the reveal, how to post it (original audio first, the campaign licence or the
 * native sound), in Spanish, Portuguese, French or German. The answer is wholly in that language (a
 * creator reading it meets no English paragraph after it); the full English answer is kept beside it
 * (`answer_english`) for an agent that works in English, so nothing is lost.
 */
import type { CommercialFlag } from './clip-facts.ts';
import type { Language } from './reading-language.ts';
import type { CopyLanguage } from '../schemas/template-pack.ts';
import { secs } from './text.ts';

/** What the local opening says, read from the plan. */
export interface AnswerFacts {
  name: string;
  slug: string;
  hitMs: number;
  /** Where to start the sound in the track, when it is trimmed (ms), else 0. */
  soundStartMs: number;
  /** The stated reveal and how the hit meets it; null when none was stated. */
  reveal: { atMs: number; aligned: boolean; earlierByMs: number | null } | null;
  /** The clip's own sound leads (a performance, "no music"). */
  originalAudio: boolean;
  /** A route made for the clip's occasion that lost for fighting the voice (its name), or null. */
  themeRoute?: string | null;
  /** The sound sits under a voice (a voice mix), and no answer to a question has said so already. */
  underVoice?: boolean;
  /** The campaign licence applies (brand, client, paid or off-platform work). */
  campaign: { name: string; triggers: readonly CommercialFlag[]; postedToo?: boolean } | null;
  /** Something in the message needs checking first (a question follows). */
  conflicts: boolean;
  /** The hooks, captions and title card are written in this language. */
  copyInLanguage: boolean;
  /** Otherwise the language they are written in (a `language` field asked for another), and whether it was one the engine cannot write (then they are English, to translate). */
  copyLanguage?: CopyLanguage;
  translate?: boolean;
}

type Local = Exclude<Language, 'en'>;

interface Lines {
  check: string;
  use: (name: string, slug: string) => string;
  start: (s: string) => string;
  aligned: (hit: string, start: string) => string;
  near: (hit: string, start: string, reveal: string, ms: number) => string;
  accent: (hit: string, start: string, reveal: string) => string;
  strongest: (hit: string, start: string) => string;
  original: string;
  /** The sound under the voice, at the level the mix spec sets ("no quiero que me tape la voz", sixth and eighth editor panels). */
  underVoice: string;
  /** The occasion's own sound kept off the voice: where it may still play. */
  theme: (themed: string, chosen: string) => string;
  campaign: (licence: string, why: string) => string;
  /** Shown off the platform and posted on it too: the native sound for the post, the licence for the room (a funeral, a hall). */
  elsewhere: (licence: string) => string;
  /** What makes it campaign work, in the language (COMMERCIAL_WORDS in English). */
  triggers: Readonly<Record<CommercialFlag, string>>;
  and: string;
  attach: string;
  copy: string;
  /** The copy is in another language: its name in this one, and a note to translate English copy. */
  copyIn: (language: string, translate: boolean) => string;
  names: Readonly<Record<CopyLanguage, string>>;
}

const LINES: Readonly<Record<Local, Lines>> = {
  es: {
    check: 'Revisa primero la pregunta de abajo.',
    use: (n, s) => `Usa «${n}» (${s}).`,
    start: (s) => ` (empieza el sonido ${s} dentro de la pista)`,
    aligned: (h, st) => `Su golpe cae en ${h}${st}: pon la revelación justo ahí.`,
    near: (h, st, r, ms) => `Su golpe cae en ${h}${st}: adelanta tu revelación de ${r} a ese momento, ${ms} ms antes, y coincide.`,
    accent: (h, st, r) => `Su golpe cae en ${h}${st}: deja tu revelación en ${r} y usa el golpe como acento.`,
    strongest: (h, st) => `Su golpe cae en ${h}${st}: guarda para ahí el momento más fuerte.`,
    original: 'Publica con el audio original; si añades el sonido, déjalo al 0–5 % o a volumen cero en la app.',
    underVoice: 'Va 10–14 dB por debajo de tu voz, así que no la tapa (el mix_spec tiene los niveles).',
    theme: (t, c) => `«${t}» es el sonido de la ocasión, pero no está hecho para ir bajo una voz, así que «${c}» acompaña lo que dices: deja que las imágenes den ese ambiente, o usa «${t}» en una versión sin voz.`,
    campaign: (l, w) => `Como es ${w}, publícalo solo con la ${l}.`,
    elsewhere: (l) => `En la plataforma, añade el sonido nativo en la app; fuera de ella no viene con el clip, así que para ponerlo o publicarlo fuera (una sala, una web, la tele) usa la ${l}.`,
    triggers: { paid_ad: 'un anuncio pagado', commercial_use: 'trabajo de marca o de negocio', off_platform_reuse: 'uso fuera de la plataforma', download: 'una descarga', client_delivery: 'una entrega a un cliente' },
    and: 'y',
    attach: 'Añade el sonido nativo en la app antes de publicar.',
    copy: 'Los hooks, los captions y el título van en español; los prompts para el generador de video, en inglés.',
    copyIn: (n, tr) => `Los hooks, los captions y el título van en ${n}${tr ? ': tradúcelos antes de publicar' : ''}.`,
    names: { en: 'inglés', es: 'español', pt: 'portugués', fr: 'francés', de: 'alemán', it: 'italiano', nl: 'neerlandés', pl: 'polaco', id: 'indonesio', tr: 'turco', ja: 'japonés', ko: 'coreano', zh: 'chino', sv: 'sueco', vi: 'vietnamita', ar: 'árabe', th: 'tailandés' },
  },
  pt: {
    check: 'Confira primeiro a pergunta abaixo.',
    use: (n, s) => `Use «${n}» (${s}).`,
    start: (s) => ` (comece o som ${s} dentro da faixa)`,
    aligned: (h, st) => `A batida cai em ${h}${st}: coloque a revelação exatamente aí.`,
    near: (h, st, r, ms) => `A batida cai em ${h}${st}: adiante sua revelação de ${r} para esse momento, ${ms} ms antes, e ela encaixa.`,
    accent: (h, st, r) => `A batida cai em ${h}${st}: mantenha sua revelação em ${r} e use a batida como acento.`,
    strongest: (h, st) => `A batida cai em ${h}${st}: guarde o momento mais forte para ela.`,
    original: 'Publique com o áudio original; se adicionar o som, deixe-o em 0–5 % ou com volume zero no app.',
    underVoice: 'Fica 10–14 dB abaixo da sua voz, então não a cobre (o mix_spec tem os níveis).',
    theme: (t, c) => `«${t}» é o som da ocasião, mas não foi feito para ficar sob uma voz, então «${c}» acompanha a sua fala: deixe as imagens trazerem esse clima, ou use «${t}» numa versão sem fala.`,
    campaign: (l, w) => `Como é ${w}, publique só com a ${l}.`,
    elsewhere: (l) => `Na plataforma, adicione o som nativo no app; fora dela ele não vem com o clipe, então para exibir ou publicar fora (uma sala, um site, a TV) use a ${l}.`,
    triggers: { paid_ad: 'um anúncio pago', commercial_use: 'trabalho de marca ou de negócio', off_platform_reuse: 'uso fora da plataforma', download: 'um download', client_delivery: 'uma entrega a um cliente' },
    and: 'e',
    attach: 'Adicione o som nativo no app antes de publicar.',
    copy: 'Os hooks, as legendas e o título estão em português; os prompts para o gerador de vídeo, em inglês.',
    copyIn: (n, tr) => `Os hooks, as legendas e o título estão em ${n}${tr ? ': traduza antes de publicar' : ''}.`,
    names: { en: 'inglês', es: 'espanhol', pt: 'português', fr: 'francês', de: 'alemão', it: 'italiano', nl: 'neerlandês', pl: 'polonês', id: 'indonésio', tr: 'turco', ja: 'japonês', ko: 'coreano', zh: 'chinês', sv: 'sueco', vi: 'vietnamita', ar: 'árabe', th: 'tailandês' },
  },
  fr: {
    check: "Vérifie d'abord la question ci-dessous.",
    use: (n, s) => `Utilise « ${n} » (${s}).`,
    start: (s) => ` (démarre le son à ${s} dans la piste)`,
    aligned: (h, st) => `Son temps fort tombe à ${h}${st} : place la révélation exactement là.`,
    near: (h, st, r, ms) => `Son temps fort tombe à ${h}${st} : avance ta révélation de ${r} à ce moment, ${ms} ms plus tôt, et elle tombe juste.`,
    accent: (h, st, r) => `Son temps fort tombe à ${h}${st} : garde ta révélation à ${r} et utilise le temps fort comme accent.`,
    strongest: (h, st) => `Son temps fort tombe à ${h}${st} : garde le moment le plus fort pour lui.`,
    original: "Publie avec le son original ; si tu ajoutes le son, laisse-le à 0–5 % ou à volume zéro dans l'app.",
    underVoice: 'Il reste 10 à 14 dB sous ta voix, il ne la couvre pas (le mix_spec donne les niveaux).',
    theme: (t, c) => `« ${t} » est le son de l'occasion, mais il n'est pas fait pour passer sous une voix, donc « ${c} » accompagne ta voix : laisse les images porter cette ambiance, ou utilise « ${t} » sur une version sans voix.`,
    campaign: (l, w) => `Comme c'est ${w}, publie-le uniquement avec la ${l}.`,
    elsewhere: (l) => `Sur la plateforme, ajoute le son natif dans l'app ; ailleurs il ne suit pas le clip, donc pour le diffuser ou le publier hors de la plateforme (une salle, un site, la télé) utilise la ${l}.`,
    triggers: { paid_ad: 'une publicité payante', commercial_use: "un travail de marque ou d'entreprise", off_platform_reuse: 'un usage hors de la plateforme', download: 'un téléchargement', client_delivery: 'une livraison à un client' },
    and: 'et',
    attach: "Ajoute le son natif dans l'app avant de publier.",
    copy: "Les hooks, les légendes et le titre sont en français ; les prompts pour le générateur vidéo restent en anglais.",
    copyIn: (n, tr) => `Les hooks, les légendes et le titre sont en ${n}${tr ? ' : traduis-les avant de publier' : ''}.`,
    names: { en: 'anglais', es: 'espagnol', pt: 'portugais', fr: 'français', de: 'allemand', it: 'italien', nl: 'néerlandais', pl: 'polonais', id: 'indonésien', tr: 'turc', ja: 'japonais', ko: 'coréen', zh: 'chinois', sv: 'suédois', vi: 'vietnamien', ar: 'arabe', th: 'thaï' },
  },
  de: {
    check: 'Prüf zuerst die Frage unten.',
    use: (n, s) => `Nimm „${n}“ (${s}).`,
    start: (s) => ` (den Sound ${s} in den Track hinein starten)`,
    aligned: (h, st) => `Sein Hit kommt bei ${h}${st}: setz die Enthüllung genau dorthin.`,
    near: (h, st, r, ms) => `Sein Hit kommt bei ${h}${st}: zieh deine Enthüllung von ${r} dorthin vor, ${ms} ms früher, dann passt sie.`,
    accent: (h, st, r) => `Sein Hit kommt bei ${h}${st}: lass deine Enthüllung bei ${r} und nutz den Hit als Akzent.`,
    strongest: (h, st) => `Sein Hit kommt bei ${h}${st}: heb dir den stärksten Moment dafür auf.`,
    original: 'Poste mit dem Originalton; wenn du den Sound hinzufügst, lass ihn bei 0–5 % oder auf null Lautstärke in der App.',
    underVoice: 'Er liegt 10–14 dB unter deiner Stimme und überdeckt sie nicht (die mix_spec hat die Pegel).',
    theme: (t, c) => `„${t}“ ist der Sound zum Anlass, aber nicht für unter eine Stimme gemacht, also trägt „${c}“ das Gesprochene: lass die Bilder die Stimmung bringen, oder nimm „${t}“ für eine Version ohne Sprechen.`,
    campaign: (l, w) => `Da es ${w} ist, veröffentliche es nur mit der ${l}.`,
    elsewhere: (l) => `Auf der Plattform füge den nativen Sound in der App hinzu; anderswo gehört er nicht zum Clip, also nutze zum Abspielen oder Veröffentlichen außerhalb (ein Saal, eine Website, TV) die ${l}.`,
    triggers: { paid_ad: 'eine bezahlte Anzeige', commercial_use: 'Marken- oder Geschäftsarbeit', off_platform_reuse: 'eine Nutzung außerhalb der Plattform', download: 'ein Download', client_delivery: 'eine Lieferung an einen Kunden' },
    and: 'und',
    attach: 'Füge vor dem Posten den nativen Sound in der App hinzu.',
    copy: 'Hooks, Captions und Titelkarte sind auf Deutsch; die Prompts für den Videogenerator bleiben auf Englisch.',
    copyIn: (n, tr) => `Hooks, Captions und Titelkarte sind auf ${n}${tr ? ': übersetz sie vor dem Posten' : ''}.`,
    names: { en: 'Englisch', es: 'Spanisch', pt: 'Portugiesisch', fr: 'Französisch', de: 'Deutsch', it: 'Italienisch', nl: 'Niederländisch', pl: 'Polnisch', id: 'Indonesisch', tr: 'Türkisch', ja: 'Japanisch', ko: 'Koreanisch', zh: 'Chinesisch', sv: 'Schwedisch', vi: 'Vietnamesisch', ar: 'Arabisch', th: 'Thailändisch' },
  },
};

/** Seconds as the language writes them ("4,38 s" in Spanish, Portuguese, French and German). */
function localSecs(ms: number): string {
  return secs(ms).replace('.', ',');
}

/** "a, b y c" in the language. */
function joined(items: readonly string[], and: string): string {
  return items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} ${and} ${items[items.length - 1]}`;
}

/** The opening of the answer in `language`, or null for English (the English answer is the whole answer). */
export function localAnswer(language: Language, f: AnswerFacts): string | null {
  if (language === 'en') return null;
  const l = LINES[language];
  const hit = localSecs(f.hitMs);
  const start = f.soundStartMs > 0 ? l.start(localSecs(f.soundStartMs)) : '';
  const timing =
    f.reveal === null
      ? l.strongest(hit, start)
      : f.reveal.aligned
        ? l.aligned(hit, start)
        : f.reveal.earlierByMs !== null
          ? l.near(hit, start, localSecs(f.reveal.atMs), f.reveal.earlierByMs)
          : l.accent(hit, start, localSecs(f.reveal.atMs));
  return [
    ...(f.conflicts ? [l.check] : []),
    l.use(f.name, f.slug),
    ...(f.themeRoute != null ? [l.theme(f.themeRoute, f.name)] : []),
    timing,
    ...(f.originalAudio ? [l.original] : f.underVoice === true ? [l.underVoice] : []),
    f.campaign !== null ? (f.campaign.postedToo === true ? l.elsewhere(f.campaign.name) : l.campaign(f.campaign.name, joined(f.campaign.triggers.map((t) => l.triggers[t]), l.and))) : l.attach,
    ...(f.copyInLanguage ? [l.copy] : f.copyLanguage !== undefined ? [l.copyIn(l.names[f.copyLanguage], f.translate === true)] : []),
  ].join(' ');
}
