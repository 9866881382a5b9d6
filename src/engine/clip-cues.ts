/**
 * Cues read from the clip's own words when the caller left a field unset, so every endpoint reads
 * a clip the same way as the concierge reads a message: people talking ("talking head",
 * "interview", "I narrate") mean a voice, a named video generator ("made with Sora") means AI,
 * "for a sportswear brand" or "#ad" means commercial use, and a pre-roll is a paid placement with
 * its own shape. An explicit field always wins.
 */
import type { Catalog } from '../catalog/load.ts';
import type { SoundBehaviorPreference } from '../schemas/sound-behavior.ts';
import type { ClipFacts } from './clip-facts.ts';
import { readFlags } from './concierge-reading.ts';
import { readClip, shareReading } from './route.ts';

const PREROLL = /\b(?:pre-?roll|in-?stream|bumper ad|youtube ad|tv spot|skippable ad)\b/i;

/**
 * Someone else's recorded music in the clip (a venue's song, a DJ set filmed from the crowd, a car radio):
 * it is replaced, never layered under another song (seventh editor panel: a quinceañera waltz with the
 * hall's famous song, a festival drop).
 */
// (Only music heard in the recording, never a request for one: "necesito música de fondo" asks for a sound.)
const RECORDED_MUSIC = /\b(?:dj set|dj playing|the dj|the song (?:they|that) (?:played|were playing|was playing)|radio (?:playing|on)|car radio|(?:al |el |la )?dj (?:hablando|poniendo|tocando)|canci[oó]n que pusieron|se (?:escucha|oye) la (?:canci[oó]n|m[uú]sica)|you can hear the (?:song|music)|m[uú]sica del (?:sal[oó]n|lugar|local)|m[uú]sica do sal[aã]o|a m[uú]sica que (?:tocou|tocava|colocaram)|se ouve a m[uú]sica|la chanson (?:du|de la) (?:dj|salle)|on entend la (?:chanson|musique)|(?:das )?lied vom dj|man h[öo]rt (?:das lied|die musik)|(?:routine|competition|performance|the) music is (?:a mix of )?(?:licensed|copyrighted)|(?:licensed|copyrighted|commercial) (?:pop )?(?:songs?|tracks?|music) (?:in|on|under) (?:it|the clip|the video)|(?:routine|competition) music is a mix)\b/iu;
/** The speaker's own song or playing: their music, not someone else's. */
const OWN_SONG = /\b(?:my (?:own )?(?:song|track|cover|original|beat|set)|i (?:sing|play|wrote|produced)|mi (?:propia )?canci[oó]n|minha (?:pr[oó]pria )?m[uú]sica|ma (?:propre )?chanson|mein (?:eigener )?song)\b/iu;
/** True when the clip's recording holds someone else's music (to replace, not to layer under). */
export function namesRecordedMusic(text: string): boolean {
  return RECORDED_MUSIC.test(text) && !OWN_SONG.test(text) && !NO_MUSIC_WORDS.test(text);
}

/** The quietest bed the catalog can offer, for "no music", ASMR and a performance with its own sound: original audio first. */
export const QUIET_BED: SoundBehaviorPreference = { role: 'background_bed', density: 'low', interference_risk: 'low', energy_shape: 'steady' };

/**
 * The `own_audio` concept the clip is mostly about ("guitar solo practice", "a capella cover"),
 * if any: named by the clip, and weighing more than anything else it names (a concert outfit is
 * about the outfit as much as the concert, so it is not one).
 */
function ownAudioConcept(catalog: Catalog, facts: ClipFacts): string | null {
  const reading = readClip(catalog, facts);
  let best: { id: string; w: number } | null = null;
  let second = 0;
  for (const [id, w] of reading.meaning.concepts) {
    const c = reading.concepts[id];
    if (c === undefined || c.kind === 'mood' || !reading.named.has(id)) continue;
    if (best === null || w > best.w) {
      if (best !== null) second = Math.max(second, best.w);
      best = { id, w };
    } else second = Math.max(second, w);
  }
  return best !== null && best.w > second && reading.concepts[best.id]?.own_audio === true ? best.id : null;
}

/** Words that say someone talks over the clip, not that the clip is a performance with its own voice. */
const TALKED_OVER = /\b(?:talk\w*|explain\w*|narrat\w*|voice[ -]?over|voiceover|commentary|speak\w*|tutorial|lesson|hablo|hablando|explico|explicando|falo|falando|je parle|j'explique|ich erkl[äa]re|ich spreche)\b/i;

/** "No music" in a description: the original audio only, the sound kept for its link at most (mix-spec). */
export const NO_MUSIC_WORDS = /\b(?:no music|without music|no background music|no bgm|music-free|sin m[úu]sica|sem m[úu]sica|sans musique|ohne musik)\b/i;

/** Words that say the performance is recorded as it sounds: its voice is the performance. */
const LIVE_SOUND = /\b(?:live (?:mic|audio|sound|recording|vocals?)|keep (?:my|the) (?:audio|sound|vocals?|guitar|piano|playing)|original (?:audio|sound)|mic'?d (?:vocals?|guitar|piano|up)|(?:singing|playing|sung|played) (?:it )?live|live on (?:an? )?(?:acoustic |electric )?(?:guitar|piano|keys|ukulele))\b/i;

/** A film made for a client who posts it ("delivering to the couple tomorrow", "un teaser aux mariés", "a 30s spot for a client"). */
const DELIVERED = /\b(?:deliver(?:ing|ed|y)?\s+(?:(?:it|this|that|the|a|an|my|our)\s+(?:[\w-]+\s+){0,2})?to\s+(?:the|a|my|our|their)\s+(?:couple|client|bride|groom|newlyweds)|client delivery|(?<!\bnot (?:a |an |the )?)client (?:wedding )?film|(?:the )?(?:couple|client|bride|groom|newlyweds) gets? the (?:file|files|film)|the couple will post|aux mari[ée]s|je livre|livrer aux|leur livrer|lui livrer|(?:para )?entreg[aá]rselo|para entregarles|pra entregar pra eles|ihnen liefern|a los novios|para los novios|aos noivos|para os noivos|(?:dem|ans|f[üu]rs) brautpaar|f[üu]r das brautpaar|(?:spot|ad|commercial|promo|video|film|edit|teaser) for (?:a|my|our) client|for (?:a|my) client's|(?:they|the (?:client|brand|shop|store|retailer|company|couple))(?: will|'ll)? post (?:it|them|the \w+)|posted by (?:the )?(?:client|brand|retailer|store)|on their (?:own )?(?:account|page|channel|website|site|feed|profile)|(?:lo|la) (?:va a subir|sube|va a publicar|publica) (?:a|en) (?:la cuenta|su cuenta)|(?:vai postar|posta) (?:na|no) (?:conta|perfil) d[aoe]|(?:le|la) (?:poste|publie|postera|publiera) sur (?:le compte|son compte))\b/i;
/** "a 30s reel for their IG page": the client's post, when a client is named (not "my two cats … for their instagram page"). */
const FOR_THEIR_PAGE = /\bfor their (?:own )?(?:ig |insta |instagram |tiktok |tt |fb |facebook |youtube |yt )?(?:account|page|channel|feed|profile)\b/i;
const CLIENT_NAMED = /\b(?:client|clients|brand|company|business|chain|agency|restaurant|gym|store|shop)\b/i;
/** The creator posts it on their own page as paid or gifted work: the #ad stays theirs to add. */
/** The speaker pays a creator to post ("se lo pagamos", "we're paying her", "on lui paie", "wir bezahlen sie"). */
const WE_PAY = /\b(?:se lo pagamos|le pagamos|la pagamos|we(?:'re| are)? pay(?:ing)? (?:her|him|them)|we paid (?:her|him|them)|pagamos (?:a ela|ele|ela)|on (?:la|le) paie|nous la payons|wir bezahlen (?:sie|ihn))\b/i;
/** The speaker's own product or shop, not a brand that pays them. */
const OWN_PRODUCT = /\b(?:(?:my|our)\s+(?:[\w-]+\s+){0,3}?(?:novel|book|ebook|album|single|ep|mixtape|app|game|course|online batch|paid batch|online class|online classes|coaching program|merch|clothing line|candle line|collection|product line|etsy shop|etsy store|online shop|online store|webshop|shopify store)|(?:i|we)\s+(?:sell|make and sell|handmake)\b|(?:i|we)\s+(?:wrote|published|self-published|released|made|designed)\s+(?:my|our|a|the)\s+(?:own\s+)?(?:novel|book|album|app|game|course))/i;
/** The same in Spanish, Portuguese, French and German ("nuestra nueva colección de bolsos", "minha loja", "notre marque", "unsere Kollektion"). */
// (A collection only when it is new, a line for sale: "mi colección de vinilos" is what someone owns.)
const OWN_PRODUCT_ELSEWHERE = /(?<!\p{L})(?:(?:mi|mis|nuestr[ao]s?|minha|meu|minhas|meus|noss[ao]s?|ma|mon|mes|notre|nos|mein|meine|meinen|unser|unsere|unseren)\s+(?:[\p{L}-]+\s+){0,2}?(?:tienda online|tienda|loja online|loja|boutique|laden|onlineshop|marca|marque|marke|emprendimiento|empreendimento)|(?:nuestr[ao]|noss[ao]|notre|unsere) (?:nueva|nova|nouvelle|neue) (?:colecci[oó]n|cole[cç][aã]o|collection|kollektion))(?!\p{L})/iu;
/** The speaker's own brand or business, named as theirs ("our meal-kit brand", "my bakery", "nuestra tienda", "notre marque", "unsere Marke"). */
// (Not a studio, a gym or a salon: "filmed at my gym", "mon salon" (a living room) say where, not whose business.)
// (And in Turkish, Vietnamese, Indonesian and Tagalog: "berber dükkanım var", "quán nhà mình", "toko saya", "negosyo ko"; twelfth editor panel.)
const OWN_BRAND = /(?<!\p{L})(?:(?:my|our) (?:own )?(?:[\p{L}-]+ ){0,2}?(?:brand|company|business|shop|store|restaurant|bakery|cafe|café|label|startup)|(?:mi|nuestr[ao]) (?:propi[ao] )?(?:[\p{L}-]+ ){0,1}?(?:marca|empresa|negocio|tienda|restaurante|panader[ií]a|cafeter[ií]a)|(?:minha|meu|noss[ao]) (?:pr[oó]pri[ao] )?(?:[\p{L}-]+ ){0,1}?(?:marca|empresa|neg[oó]cio|loja|restaurante|padaria|cafeteria)|(?:ma|mon|notre) (?:propre )?(?:[\p{L}-]+ ){0,1}?(?:marque|entreprise|boutique|restaurant|boulangerie)|(?:mein|meine|unser|unsere) (?:eigene[rns]? )?(?:[\p{L}-]+ ){0,1}?(?:marke|firma|unternehmen|laden|restaurant|b[äa]ckerei)|d[üu]kkan[ıi]m|i[şs]letmem|salonum|quán nhà mình|quan nha minh|tiệm nhà mình|toko (?:saya|aku|kami)|tokoku|bisnis (?:saya|aku|kami)|negosyo (?:ko|namin)|tindahan (?:ko|namin)|(?:il mio|la mia|il nostro|la nostra|del nostro|della nostra|nel nostro|nella nostra) (?:[\p{L}-]+ ){0,1}?(?:negozio|centro|salone|studio|ristorante|pasticceria|panificio|azienda|attivit[aà]|officina|bottega|marchio|brand)|(?:mijn|onze|ons) (?:eigen )?(?:[\p{L}-]+ ){0,1}?(?:zaak|winkel|bedrijf|makelaardij|kantoor|salon|studio|bakkerij|restaurant|merk)|(?:m[oó]j|moja|moje|nasz|nasza|nasze) (?:[\p{L}-]+ ){0,1}?(?:sklep|firma|salon|studio|restauracja|piekarnia|marka|biznes)|(?:aku|saya) jualan|jualan (?:aku|saya|kami)|umkm|usaha (?:rumahan|kecil) (?:aku|saya|kami)|akun bisnis (?:aku|saya|kami|ku)?|(?:min|mitt|mina|vår|vårt|våra|var|vart) (?:egen |eget |egna )?(?:[\p{L}-]+ ){0,1}?(?:butik|företag|foretag|salong|klinik|café|cafe|restaurang|bageri|studio|märke|varumärke)|(?:quán|tiệm|shop|cửa hàng|tiem|cua hang) (?:[\p{L}-]+ ){0,3}?(?:của mình|cua minh|nhà mình|nha minh))(?!\p{L})/iu;
/**
 * The business's own account named as where it posts ("conta do salão", "la cuenta del club", "店の公式アカウント",
 * "our company page", "the shop's official account"): its own post, whatever the language (ninth editor panel:
 * #publicidad and #publi on a salon's and a club's own posts while English got own-brand).
 */
const OWN_ACCOUNT = /(?<!\p{L})(?:(?:conta|perfil|p[aá]gina|insta) (?:oficial )?(?:do|da|de) (?:nosso |nossa )?(?:sal[aã]o|loja|restaurante|padaria|barbearia|est[uú]dio|cl[ií]nica|academia|neg[oó]cio|empresa|marca|clube|ateli[eê])|(?:cuenta|perfil|p[aá]gina|insta) (?:oficial )?(?:del|de la|de nuestr[ao]) (?:sal[oó]n|tienda|restaurante|panader[ií]a|barber[ií]a|estudio|cl[ií]nica|gimnasio|club|negocio|empresa|marca|local|taller)|(?:compte|page) (?:officiel(?:le)? )?(?:du|de la|de notre) (?:salon|boutique|restaurant|boulangerie|club|studio|atelier|entreprise|marque)|(?:konto|seite|kanal|account) (?:des|der|vom|unseres|unserer) (?:salons|ladens|restaurants|studios|vereins|clubs|betriebs|firma|marke)|our (?:salon|shop|studio|club|restaurant|bakery|company|business|store)(?:'s|’s)? (?:official )?(?:account|page|profile))(?!\p{L})|店の公式アカウント|当店の公式/iu;
/** Another brand in the work ("a collab with a shelving brand", "parceria com uma marca", "a lamp company is paying me"): never the speaker's own. */
const PARTNER = /(?<!\p{L})(?:collab\w*|partnership|partnered|paying me|pays me|paid me|paid by|sponsor\w*|colaboraci[oó]n|colabora[cç][aã]o|parceria|partenariat|kooperation|patrocin\w*|gesponsert|for a (?:[\p{L}-]+ ){0,2}brand|para una marca|pour une marque|f[üu]r eine marke)(?!\p{L})/iu;
/** Another brand pays or sponsors the speaker: never their own brand. */
// (Not said as a "no": "not sponsored", "not a paid collab", "nothing here is sponsored".)
// (Also as Italian, Dutch, Indonesian and Turkish write it in plain letters, which the cue rewrite leaves alone.)
const SPONSORED = /(?<!\b(?:not|no|never|inte|inte ett|ej|isn't|isnt|nothing(?: here)? is|none of (?:it|this) is|(?:nobody|no one|noone)(?:'s| is| has| ever)?)\s(?:a\s|an\s)?)\b(?:sponsored|paid partnership|paid collab(?:oration)?|brand deal|paid (?:me|us)|pays? (?:me|us)|paying (?:me|us)|(?<!\b(?:need|put|add|use|include|tag|mark|write)(?: to (?:put|add|use|include))?\s(?:an?\s|the\s)?)#ad|collaborazione (?:pagata|retribuita|a pagamento)|collab pagata|sponsorizzat[oa]|betaalde (?:samenwerking|collab)|gesponsord|kerjasama berbayar|endorse berbayar|sponsorlu|betalt samarbete|sponsrad|sponsrat|reklamsamarbete)\b/i;
/** An ad run for someone else's product ("a Spark Ad for a language app", "a paid ad for a coffee brand"). */
const AD_FOR_OTHER = /\b(?:ad|ads|advert|spark ad|pre-?roll) for an? (?:[\p{L}-]+ ){0,2}(?:app|brand|company|client|startup)\b/iu;
/** True when the words say another brand pays or sponsors the post ("sponsored", "a PAID collab", "#ad"): never the speaker's own-brand post. */
export function namesSponsorship(text: string): boolean {
  return SPONSORED.test(text);
}
/** A paid promotion told as past ("last month I promoted", "admit I was paid for the promo"). */
const PAST_PROMO = /\b(?:i|we)\s+(?:promoted|was paid|were paid|got paid|took money)\b/i;
const POSTED_AS_CREATOR = /\b(?:sponsored|ugc|brand deal|paid partnership|collab|gifted|affiliate|whitelist\w*|on my (?:page|account|channel|feed|profile|tiktok|ig|insta|instagram|reels|youtube|shorts)|my own (?:page|account|channel)|(?:also|i'll also|i will also|i'll|i will) post(?:ing)? it|post it (?:myself|too|as well)|sur mon compte|en mi cuenta|na minha conta|auf meinem (?:kanal|account|profil))\b/i;

/** A business that speaks for itself in the topic (BUSINESS_SPEAKS): its name first, before a colon; its own launch; its agent walking through. */
const BUSINESS_SPEAKS = /^(?:(?:la|el|the|a|o|le|die|der|das|il)\s)?(?:panader[ií]a|bakery|caf[eé]|cafeter[ií]a|coffee shop|restaurant[e]?|pizzeria|taquer[ií]a|boulangerie|b[äa]ckerei|padaria|p[aâ]tisserie|pasticceria|barber(?:shop)?|barber[ií]a|salon|sal[oó]n|boutique|florist|florer[ií]a|gym|gimnasio)(?:\s[\p{L}-]{1,20}){0,3}\s{0,2}[:：]|(?:카페|가게|식당|베이커리)\s{0,2}신메뉴|신메뉴\s{0,2}[\p{L}\s]{0,20}출시|新メニュー|(?:makelaar|realtor|listing agent|real estate agent|corretor|agente inmobiliario|المسوّق العقاري|المسوق العقاري|الوسيط العقاري)\s{0,2}(?:vertelt|narrates|walks|explains|talks|explica|يشرح|يتكلم)/iu;
/** A client or a commission said in the clip: a film made for someone else, whose own post it is not. */
const CLIENT_SAID = /(?<!\p{L})(?:client|cliente|klant|kunde|auftrag|commission|commissioned)(?!\p{L})/iu;

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
  const unset = (k: string): boolean => facts.explicit !== undefined && !facts.explicit.has(k);
  if (facts.explicit !== undefined) {
    const read = readFlags(facts.text);
    if (unset('voiceover') && out.voiceover === undefined && read.voiceover !== null) {
      out.voiceover = read.voiceover;
      inferred.push(`voiceover: not given; read as ${read.voiceover ? 'someone speaking' : 'no voice'} from the description.`);
    }
    if (unset('aigc') && read.aigc === true && !out.aigc) {
      out.aigc = true;
      inferred.push('aigc: not given; the description names AI generation, so the plan carries the AI disclosure.');
    }
    // An apology for a past paid promo ("admit I was paid for the promo") is no paid post itself.
    const pastPromo = (read.paid_ad === true || read.commercial_use === true) && PAST_PROMO.test(facts.text) && reading.meaning.sensitive.includes('apology');
    if (unset('paid_ad') && read.paid_ad === true && !out.paid_ad && !pastPromo) {
      out.paid_ad = true;
      inferred.push('paid_ad: not given; the description says it is paid or sponsored, so the campaign licence applies.');
    }
    if (unset('commercial_use') && read.commercial_use === true && !out.commercial_use && !pastPromo) {
      out.commercial_use = true;
      inferred.push('commercial_use: not given; the description names brand, client or business-account work, so the campaign licence applies.');
    }
    if (read.business_account && out.commercial_use) out.businessAccount = true;
    // (Not a paid collab with another brand, posted on the business's own page: "we're doing a PAID collab with a local coffee roaster" needs #ad.)
    if (out.businessAccount === true && read.business_own && !SPONSORED.test(facts.text)) out.ownBusiness = true;
    if (unset('off_platform_reuse') && read.off_platform_reuse === true && !out.off_platform_reuse) {
      out.off_platform_reuse = true;
      inferred.push('off_platform_reuse: not given; the description names a use off the platform, so the campaign licence applies.');
    }
  }
  // What the speaker sells or made ("my self-published novel", "i sell the sticker sheets on etsy") is their own brand: no #ad.
  // (A paid ad for it too, as for a business of one's own below: "run it as an Instagram ad for my paid online batch".)
  // (Never beside another brand: "Paid ad for a coffee brand … me writing my novel" is the brand's ad.)
  // (A collab with a friend on one's own single stays one's own; a paid ad beside another brand or app is theirs.)
  if ((out.commercial_use || out.paid_ad) && (OWN_PRODUCT.test(facts.text) || (OWN_PRODUCT_ELSEWHERE.test(facts.text) && !PARTNER.test(facts.text))) && !(out.paid_ad && (PARTNER.test(facts.text) || AD_FOR_OTHER.test(facts.text))) && !SPONSORED.test(facts.text) && !WE_PAY.test(facts.text) && !DELIVERED.test(facts.text)) out.ownBusiness = true;
  // "a pre-roll for our meal-kit brand", "nuestra tienda": the business is plainly the speaker's own, paid ad or not; the ad
  // tools mark an ad themselves, so no #ad or paid-partnership label (eighth editor panel: "posted for another brand" on a brand's own pre-roll).
  // (So is a business that speaks for itself: named first before a colon, "Panadería de barrio: conchas recién horneadas…"; a shop
  // launching its own new menu, "카페 신메뉴 딸기라떼 출시"; an agent walking through the listing, "المسوّق العقاري يشرح بصوته";
  // fifteenth editor panel: #ad on all three. A client, a collab or a sponsor said anywhere still wins.)
  if ((out.commercial_use || out.paid_ad) && (OWN_BRAND.test(facts.text) || OWN_ACCOUNT.test(facts.text) || (BUSINESS_SPEAKS.test(facts.topic) && !CLIENT_SAID.test(facts.text))) && !PARTNER.test(facts.text) && !SPONSORED.test(facts.text) && !WE_PAY.test(facts.text) && !DELIVERED.test(facts.text)) out.ownBusiness = true;
  // A business that pays someone else to post about it is a paid partnership on that person's post, whoever
  // read the business as the speaker's own: "una influencer … se lo pagamos" needs #publicidad and the
  // paid-partnership label, not the own-brand setting (seventh editor panel).
  if (out.ownBusiness === true && WE_PAY.test(facts.text)) out.ownBusiness = false;
  // A lesson or a voice over the playing makes it a talking clip, not a performance ("beginner guitar lesson", "I explain the chord change").
  // (A voice read from a "live mic" is the performance itself, unless someone also talks over it.)
  if (facts.preference === undefined && facts.ownAudio === undefined && (out.voiceover !== true || (LIVE_SOUND.test(facts.text) && !TALKED_OVER.test(facts.text))) && !reading.named.has('howto')) {
    const own = ownAudioConcept(catalog, facts);
    if (own !== null) {
      out.preference = QUIET_BED;
      out.ownAudio = true;
      const said = reading.meaning.matches.find((m) => m.concept === own)!.words;
      const label = reading.concepts[own]!.label;
      inferred.push(`music: the clip is ${/^(?:a|an|the) /.test(label) ? label : `a ${label}`} ("${said}"), so its own audio is the soundtrack: post it with the original sound; the plan gives the quietest bed in the catalog, at 0–5 % under the performance, only if you want one.`);
    }
  }
  // A film handed over to a client or a couple, with nothing said about posting it on the creator's own page as paid work.
  // (Not when the speaker pays the one who posts it: "una influencer … se lo pagamos … lo sube a su cuenta" is a paid partnership to disclose.)
  if ((DELIVERED.test(facts.text) || (FOR_THEIR_PAGE.test(facts.text) && CLIENT_NAMED.test(facts.text))) && !POSTED_AS_CREATOR.test(facts.text) && !WE_PAY.test(facts.text)) {
    out.deliveredToClient = true;
    if (!out.client_delivery && (facts.explicit === undefined || unset('client_delivery'))) {
      out.client_delivery = true;
      inferred.push('client_delivery: not given; the description says the film is delivered to a client, so the campaign licence covers the delivery, and the client posts it: no #ad or paid-partnership label from you.');
    }
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
  return shareReading(facts, out);
}
