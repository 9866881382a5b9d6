/**
 * Yes/no cues in a message, in five languages: a voice (narration, dialogue, a live mic), AI
 * generation (a named generator means AI), paid and brand work (a business account is
 * commercial), off-platform placement (pre-roll, TV, a website) and "no music". Phrase lists are
 * matched over tokens by their first word; a cue right after a negation ("no", "sin", "sem",
 * "sans", "ohne") counts as its opposite, and when both are said the negation wins and the clash
 * is reported.
 */
import { findAll, matchAt, phraseSet, type PhraseHit, type PhraseSet, type Steps, type Token } from './reading-tokens.ts';

/** Negation words; a cue right after one (or after one plus an article) is negated. */
const NEGATORS = new Set(['no', 'not', 'without', 'zero', 'never', 'sin', 'sem', 'sans', 'pas', 'ohne', 'kein', 'keine', 'keinen', 'nicht', 'non', 'nao', 'ni', "isn't", "aren't", "don't", "doesn't", "won't", 'nor', 'nunca', 'jamais', 'nie']);
const NEGATION_GAP = new Set(['de', 'a', 'an', 'the', 'any', 'un', 'une', 'una', 'um', 'uma', "d'", "l'", 'du', 'la', 'el', 'mi', 'my', 'real', 'more', 'ai', 'es', 'e', 'est', 'ist', 'is', 'for', 'para', 'pour', 'fur']);

export interface Cue {
  yes: PhraseSet;
  no: PhraseSet;
  /** Phrases that count only with a maker word just before ("made with Runway", "mit Veo"). */
  weak?: PhraseSet;
  /** Phrases that look like a cue and are not one ("brand new", "YouTube Shorts"): skipped. */
  ignore?: PhraseSet;
}

export interface CueReading {
  value: boolean | null;
  /** Both a yes and a no were said (the no wins). */
  clash: boolean;
  /** Token ranges the cue was read from. */
  spans: PhraseHit[];
}

function negated(t: readonly Token[], i: number): number {
  const a = t[i - 1];
  if (a === undefined || a.clause !== t[i]!.clause) return 0;
  if (NEGATORS.has(a.norm)) return 1;
  const b = t[i - 2];
  if (NEGATION_GAP.has(a.norm) && b !== undefined && b.clause === a.clause && NEGATORS.has(b.norm)) return 2;
  return 0;
}

const MAKERS = new Set(['with', 'in', 'using', 'by', 'on', 'via', 'con', 'com', 'avec', 'mit', 'par', 'por', 'en', 'de', 'made', 'generated', 'hecho', 'feito', 'fait', 'erstellt', 'gemacht', 'created', 'rendered', 'animated']);

export function readCue(t: readonly Token[], cue: Cue, steps: Steps): CueReading {
  const spans: PhraseHit[] = [];
  let yes = false;
  let no = false;
  const noHits = findAll(t, cue.no, steps);
  const covered = new Set<number>();
  if (cue.ignore !== undefined) for (const h of findAll(t, cue.ignore, steps)) for (let k = h.start; k < h.start + h.length; k++) covered.add(k);
  for (const h of noHits) {
    no = true;
    spans.push(h);
    for (let k = h.start; k < h.start + h.length; k++) covered.add(k);
  }
  for (let i = 0; i < t.length; i++) {
    steps.n++;
    if (covered.has(i)) continue;
    let len = matchAt(t, i, cue.yes, steps);
    if (len === 0 && cue.weak !== undefined) {
      const weak = matchAt(t, i, cue.weak, steps);
      // A weak name counts after a maker word ("made with Runway") or before a version ("Veo 3").
      if (weak > 0 && ((i > 0 && MAKERS.has(t[i - 1]!.norm)) || t[i + weak]?.kind === 'num')) len = weak;
    }
    if (len === 0) continue;
    const neg = negated(t, i);
    if (neg > 0) {
      no = true;
      spans.push({ start: i - neg, length: len + neg });
    } else {
      yes = true;
      spans.push({ start: i, length: len });
    }
    i += len - 1;
  }
  return { value: no ? false : yes ? true : null, clash: yes && no, spans };
}

const cue = (yes: string[], no: string[], weak?: string[], ignore?: string[]): Cue => ({
  yes: phraseSet(yes),
  no: phraseSet(no),
  ...(weak === undefined ? {} : { weak: phraseSet(weak) }),
  ...(ignore === undefined ? {} : { ignore: phraseSet(ignore) }),
});

export const VOICE = cue(
  [
    'voiceover', 'voiceovers', 'voice over', 'voice-over', 'vo', 'narrate', 'narrates', 'narrating', 'narration', 'narrated', 'narrator', 'i narrate',
    'talking', 'talking head', 'talk over', 'talk over it', 'i talk', 'i speak', "i'm talking", 'speaking', 'dialogue', 'dialogues', 'dialog',
    'interview', 'interviews', 'podcast', 'live mic', 'mic on', 'commentary', 'reaction', 'reacting', 'i explain', 'explaining', 'explainer',
    'storytime', 'story time', 'with my voice', 'my voice', 'whispering', 'voice memo', 'tutorial voice', 'reads the script', 'read the script',
    'talks', 'speaks', 'explains', 'narrates', 'is talking', 'is speaking', 'are talking', 'talking to camera', 'talks to camera',
    "i'll talk", 'i will talk', "i'm going to talk", "i'll explain", 'i will explain', "i'm going to explain", "i'll narrate", 'talking the whole time',
    // es
    'narro', 'narrando', 'narración', 'narrador', 'narradora', 'locutor', 'locutora', 'con locutor', 'voz en off', 'con voz', 'con mi voz', 'mi voz',
    'voy a hablar', 'voy a explicar', 'voy a narrar', 'te explico', 'les explico',
    'hablando', 'hablo', 'entrevista', 'diálogo', 'diálogos', 'explico', 'explicando', 'comentario', 'comentando', 'reacción',
    // pt
    'vou falar', 'vou explicar', 'vou narrar', 'eu explico',
    'eu narro', 'narração', 'locução', 'com minha voz', 'minha voz', 'com voz', 'falando', 'eu falo', 'comentário', 'reação', 'dialogo',
    // fr
    'je vais parler', 'je vais expliquer', 'je vais raconter',
    'je raconte', 'voix off', 'voix-off', 'je parle', 'narrateur', 'narratrice', 'je commente', 'commentaire', 'commentaires', 'avec ma voix', 'ma voix', "j' explique", 'réaction',
    // de
    'ich werde sprechen', 'ich werde erklären', 'ich rede',
    'ich erzähle', 'erzähle', 'sprecher', 'sprecherin', 'mit sprecher', 'mit sprecherin', 'kommentar', 'kommentiert', 'dialoge', 'ich erkläre', 'erkläre', 'ich spreche', 'mit stimme', 'meine stimme', 'reaktion', 'moderation',
  ],
  [
    'no voiceover', 'no voice', 'no voices', 'no vo', 'no talking', 'no narration', 'no one talks', 'nobody talks', 'no one speaks', 'nobody speaks', 'no speaking',
    'no dialogue', 'silent', 'music only', 'music-only', 'without voice', 'without voiceover', 'without narration', 'without talking',
    'sin voz', 'sin narración', 'sin locutor', 'sin hablar', 'sin diálogo', 'solo música', 'mudo',
    'sem narração', 'sem voz', 'sem fala', 'sem locução', 'só música', 'sem falar', 'sem diálogo',
    'sans voix', 'sans voix off', 'pas de voix', 'pas de voix off', 'sans narration', 'sans parler', 'sans commentaire', 'muet', 'muette',
    'ohne sprecher', 'ohne sprecherin', 'ohne stimme', 'ohne voiceover', 'ohne kommentar', 'kein voiceover', 'keine stimme', 'kein sprecher', 'nur musik', 'ohne sprache', 'stumm',
    // the negation after the verb (German, spoken French) or before it
    'ich spreche nicht', 'spreche nicht', 'ich rede nicht', 'rede nicht', 'ich erzähle nicht', 'keiner spricht', 'niemand spricht',
    'je ne parle pas', 'je parle pas', 'personne ne parle', 'no hablo', 'nadie habla', 'não falo', 'eu não falo', 'ninguém fala',
    "i don't talk", "i don't speak", 'i do not talk', 'i do not speak', "i won't talk", "i'm not talking", 'not talking',
  ],
  undefined,
  // Idioms that name a voice and are not one ("the view speaks for itself", "which explains the hype").
  ['speaks for itself', 'speak for themselves', 'talks for itself', 'which explains', 'that explains', 'this explains'],
);

const GENERATORS = ['kling', 'sora', 'hailuo', 'minimax', 'midjourney', 'pika', 'pika labs', 'dream machine', 'gen-3', 'gen 3', 'gen3', 'gen-4', 'gen 4', 'gen4', 'gen-2', 'veo3', 'veo 3', 'veo 2', 'veo2', 'google veo', 'runwayml', 'runway gen', 'runway ml', 'luma ai', 'luma dream machine', 'higgsfield', 'seedance', 'pixverse', 'vidu', 'stable video', 'animatediff', 'haiper'];
export const AIGC = cue(
  [
    'ai generated', 'ai-generated', 'ai gen', 'ai-gen', 'aigen', 'ai made', 'ai-made', 'ai video', 'ai clip', 'ai footage', 'ai art', 'ai animation', 'ai animated', 'ai film', 'ai short',
    'generated with', 'generated in', 'generated by', 'generated using', 'made with ai', 'made by ai', 'created with ai', 'made using ai', 'text to video', 'text-to-video', 'image to video', 'image-to-video',
    'img2vid', 'txt2vid', 'video model', 'synthetic footage', 'genai', 'gen ai', 'generative ai', ...GENERATORS,
    'generado con', 'generado por', 'generada con', 'generada por', 'hecho con ia', 'creado con ia', 'con ia', 'por ia', 'de ia', 'video ia', 'ia generativa',
    'gerado por', 'gerado com', 'gerada por', 'gerada com', 'feito com ia', 'feito por ia', 'criado com ia', 'com ia', 'vídeo ia',
    'généré par', 'généré avec', 'générée par', 'générée avec', "par l' ia", "avec l' ia", 'par ia', 'avec ia', "de l' ia", 'vidéo ia', 'créé avec ia', "créé avec l' ia",
    'ki-generiert', 'ki generiert', 'ki-generiertes', 'ki generiertes', 'mit ki', 'von ki', 'durch ki', 'ki-video', 'ki video', 'ki-erstellt', 'ki erstellt', 'ki-clip',
  ],
  [
    'not ai', 'no ai', "isn't ai", 'without ai', 'real footage', 'shot on my phone', 'shot on a phone', 'shot on my camera', 'filmed myself', 'filmed it myself', 'no ai used',
    'sin ia', 'sem ia', 'sans ia', "pas de l' ia", 'ohne ki', 'nicht ki', 'keine ki', 'grabado con mi', 'filmé moi-même',
  ],
  ['veo', 'runway', 'luma', 'midjourney', 'wan', 'ltx'],
);

export const PAID = cue(
  [
    'ad', 'ads', 'paid ad', 'paid ads', 'advert', 'advertisement', 'pre-roll', 'pre roll', 'preroll', 'youtube ad', 'tv spot', 'tv ad', 'radio spot', 'ad spot', 'bumper ad',
    'boosted', 'boost it', 'boost the post', 'boosting', 'promoted post', 'spark ad', 'spark ads', 'ad spend', 'paid campaign', 'paid promotion', 'paid media', 'paid social', 'run it as an ad',
    'anuncio', 'anuncios', 'publicidad', 'publicidade', 'anúncio', 'comercial de tv', 'une pub', 'la pub', 'pub pour', 'pub tv', 'publicité', 'spot publicitaire', 'werbung', 'werbespot', 'werbeanzeige', 'anzeige', 'reklame',
  ],
  ['organic', 'organic only', 'organically', 'no ads', 'no ad spend', 'no boost', 'not boosted', 'orgánico', 'orgânico', 'organique', 'organisch', 'unbezahlt', 'sin pauta', 'sem impulsionar'],
);

export const COMMERCIAL = cue(
  [
    'sponsored', 'sponsor', 'sponsors', 'sponsorship', 'spon', 'brand deal', 'brand partnership', 'paid partnership', 'partnership', 'collab with', 'brand', 'brands',
    'client', 'clients', "client's", 'customer', 'commission', 'commissioned', 'ugc', 'affiliate', 'commercial use', 'commercial', 'business account', 'business page',
    'brand account', 'company page', 'product launch', 'our launch', 'app launch', 'our product', 'our app', 'my product', 'my business', 'our business', 'small business', 'promo',
    'etsy shop', 'shopify', 'product placement', 'realtor', 'realty', 'brokerage', 'listing',
    'patrocinado', 'patrocinada', 'patrocinio', 'patrocínio', 'publi', 'colaboración pagada', 'una marca', 'uma marca', 'mi marca', 'minha marca', 'nuestra marca', 'nossa marca', 'marcas',
    'cliente', 'clientes', 'mi negocio', 'mi tienda', 'mi empresa', 'nuestra empresa', 'inmobiliaria', 'cuenta de empresa', 'parceria paga', 'parceria', 'minha loja', 'minha empresa', 'nossa empresa', 'imobiliária', 'conta comercial',
    'sponsorisé', 'sponsorisée', 'partenariat', 'collaboration commerciale', 'marque', 'une marque', 'ma boutique', 'mon entreprise', 'notre entreprise', 'agence immobilière', 'compte pro', 'compte professionnel', 'placement de produit',
    'gesponsert', 'sponsoring', 'kooperation', 'bezahlte partnerschaft', 'werbung', 'anzeige', 'marke', 'kunde', 'kunden', 'kundin', 'mein laden', 'mein geschäft', 'unsere firma', 'unser unternehmen', 'makler', 'immobilien', 'firmenkonto', 'geschäftskonto', 'unternehmenskonto',
  ],
  [
    'not sponsored', 'not for a brand', 'not for a client', 'personal account', 'personal use', 'personal project', 'just for fun', 'for fun', 'non-commercial', 'non commercial', 'noncommercial',
    'no brand', 'cuenta personal', 'conta pessoal', 'compte perso', 'compte personnel', 'privat', 'privates konto', 'pour le fun',
  ],
  undefined,
  ['brand new', 'personal brand', 'on brand', 'off brand', 'marca de', 'la marca', 'a marca'],
);

export const OFF_PLATFORM = cue(
  [
    'website', 'our website', 'web site', 'webpage', 'landing page', 'our site', 'my site', 'homepage', 'youtube', 'youtube ad', 'pre-roll', 'pre roll', 'preroll', 'tv', 'tv spot', 'television',
    'broadcast', 'cinema', 'in-store', 'in store', 'billboard', 'email campaign', 'newsletter', 'download', 'downloadable', 'off-platform', 'off platform', 'other platforms', 'cross-post', 'crosspost', 'cross post',
    'sitio web', 'página web', 'pagina web', 'nuestra web', 'televisión', 'site web', 'notre site', 'télé', 'nosso site', 'meu site', 'televisão', 'webseite', 'unsere website', 'fernsehen', 'kino',
  ],
  ['only on the app', 'in-app only', 'in app only', 'only on tiktok', 'just on tiktok', 'only tiktok'],
  undefined,
  ['youtube shorts', 'youtube short'],
);

/** A skippable pre-roll or in-stream ad: brand in the first 5 s, 16:9. */
export const PREROLL = phraseSet(['pre-roll', 'pre roll', 'preroll', 'youtube ad', 'bumper ad', 'in-stream', 'instream', 'skippable']);

/** "No music": the original sound is the point. */
export const NO_MUSIC = phraseSet([
  'no music', 'without music', 'no background music', 'music off', 'original audio only', 'original sound only', 'original audio', 'original sound', 'no song', 'no sound',
  'sin música', 'sin musica', 'sem música', 'sans musique', 'pas de musique', 'ohne musik', 'keine musik', 'nur originalton', 'son original', 'audio original',
]);
/** Asking for a sound or a song ("pick a sound", "what song"). */
export const WANTS_SOUND = phraseSet([
  'pick a sound', 'pick a song', 'a sound', 'a song', 'a track', 'some music', 'music for', 'sound for', 'song for', 'what sound', 'which sound', 'what song', 'which song', 'suggest a sound',
  'un sonido', 'una canción', 'um som', 'uma música', 'un son', 'une musique', 'einen sound', 'einen song', 'musik für',
]);

export function anyOf(t: readonly Token[], set: PhraseSet, steps: Steps): PhraseHit[] {
  return findAll(t, set, steps);
}

/** German compounds: "Sportmarke", "Maklerbüro", "Werbeagentur" are business words. */
const DE_BUSINESS_SUFFIXES = ['marke', 'firma', 'agentur', 'buro', 'laden', 'geschaft', 'kunde', 'kunden', 'makler'];
/** Businesses a possessive turns into a commercial account ("my bakery's account", "our realty team's page"). */
const BUSINESS_NOUNS = new Set([
  'shop', 'store', 'bakery', 'salon', 'restaurant', 'cafe', 'brokerage', 'agency', 'realty', 'company', 'startup', 'boutique', 'firm', 'clinic', 'brewery',
  'spa', 'dealership', 'franchise', 'venue', 'hotel', 'business', 'team', 'firm', 'bistro', 'pizzeria', 'barbershop', 'florist', 'bakeshop', 'coffeeshop',
  'tienda', 'negocio', 'empresa', 'panaderia', 'agencia', 'loja', 'negocio', 'padaria', 'agencia', 'boutique', 'entreprise', 'agence', 'boulangerie', 'laden', 'geschaft', 'firma', 'unternehmen', 'backerei', 'agentur',
]);
const POSSESSIVE_OR_FOR = new Set(['my', 'our', 'their', 'his', 'her', 'mi', 'mis', 'nuestra', 'nuestro', 'su', 'sus', 'minha', 'meu', 'nossa', 'nosso', 'ma', 'mon', 'notre', 'nos', 'mein', 'meine', 'meinem', 'meinen', 'unser', 'unsere', 'unserem', 'unseren', 'unsrer', 'a', 'the', 'un', 'una', 'um', 'uma', 'une', 'einen', 'eine', 'ein']);
const FOR_WORDS = new Set(['for', 'para', 'pour', 'fur', 'de', 'do', 'da']);
const PAGE_WORDS = new Set(['page', 'account', 'channel', 'feed', 'profile', "page's", 'cuenta', 'conta', 'pagina', 'compte', 'konto', 'kanal', 'seite']);

/**
 * A business account: a possessive (or "for a") within three words before a business noun
 * ("for my realty team's page", "my bakery's account", "packing orders for my etsy shop").
 */
export function readBusiness(t: readonly Token[], steps: Steps): PhraseHit[] {
  const hits: PhraseHit[] = [];
  for (let i = 0; i < t.length; i++) {
    steps.n++;
    const w = t[i]!;
    if (w.kind !== 'word') continue;
    const base = w.norm.endsWith("'s") ? w.norm.slice(0, -2) : w.norm;
    // "Sekunden" ends in "kunden" and is no customer.
    const deCompound = base.length > 6 && !base.endsWith('sekunde') && !base.endsWith('sekunden') && DE_BUSINESS_SUFFIXES.some((s) => base.endsWith(s));
    if (!BUSINESS_NOUNS.has(base) && !deCompound) continue;
    // "team" is only a business with a page ("our realty team's page"), never alone ("my team and I").
    if (base === 'team' && !PAGE_WORDS.has(t[i + 1]?.norm ?? '')) continue;
    if (deCompound) {
      hits.push({ start: i, length: 1 });
      continue;
    }
    for (let k = i - 1; k >= Math.max(0, i - 3); k--) {
      steps.n++;
      if (t[k]!.clause !== w.clause) break;
      if (POSSESSIVE_OR_FOR.has(t[k]!.norm)) {
        const article = ['a', 'the', 'un', 'una', 'um', 'uma', 'une', 'einen', 'eine', 'ein'].includes(t[k]!.norm);
        // "a shop" counts only as "for a shop"; "my shop" counts alone.
        if (article && !FOR_WORDS.has(t[k - 1]?.norm ?? '')) break;
        const from = FOR_WORDS.has(t[k - 1]?.norm ?? '') ? k - 1 : k;
        const to = PAGE_WORDS.has(t[i + 1]?.norm ?? '') ? i + 2 : i + 1;
        hits.push({ start: from, length: to - from });
        break;
      }
    }
  }
  return hits;
}
