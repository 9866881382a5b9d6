/** POST /api/v1/clip-pack as a pure function: route the clip, or plan it around a named route. */
import type { Catalog } from '../catalog/load.ts';
import { namesRecordedMusic, NO_MUSIC_WORDS, withCues } from './clip-cues.ts';
import type { ClipPack, ClipPackRequest } from '../schemas/clip-pack.ts';
import { explicitFlags, type ClipFacts } from './clip-facts.ts';
import { readFlags } from './concierge-reading.ts';
import { MUSIC_LED_NOTE, planClip } from './plan-clip.ts';
import { useMatrixFor } from './labels.ts';
import { generatorShotsFor } from './generator-shots.ts';
import { mixSpecFor } from './mix-spec.ts';
import { loopFromMs } from './landing.ts';
import { bestRoute, findRoute, requireRoute } from './route.ts';

export function factsFromClipPack(req: ClipPackRequest): ClipFacts {
  const c = req.clip;
  return {
    text: c.topic,
    topic: c.topic.trim(),
    platform: 'shortvideo',
    duration_s: c.duration_s,
    tone: c.tone,
    language: undefined,
    aigc: c.aigc ?? false,
    voiceover: c.voiceover,
    commercial_use: c.commercial_use ?? false,
    paid_ad: c.paid_ad ?? false,
    off_platform_reuse: c.off_platform_reuse ?? false,
    download: c.download ?? false,
    client_delivery: c.client_delivery ?? false,
    payoff_at_ms: c.payoff_at_ms ?? null,
    inputs: req.inputs ?? {},
    preference: req.sound_behavior,
    explicit: explicitFlags(c),
  };
}

export function clipPack(catalog: Catalog, req: ClipPackRequest): ClipPack {
  const mode = req.mode ?? (req.sound !== undefined ? 'sound_to_plan' : 'clip_to_sound');
  const facts = withNoMusicNote(withCues(catalog, factsFromClipPack(req)));
  if (mode === 'sound_to_plan') {
    const route = requireRoute(catalog, req.sound!.route, 'sound.route');
    return withLicence(catalog, facts, req, planClip(catalog, route, facts, { mode, score: null, clip: req.clip, ...cut(req) }));
  }
  const best = bestRoute(catalog, facts);
  return withLicence(catalog, facts, req, planClip(catalog, best.route, facts, { mode, score: best, clip: req.clip, ...cut(req) }));
}

/** "soap cutting ASMR, no music": the plan says how to post without music (the mix spec keeps the sound at about 3 %). */
function withNoMusicNote(facts: ClipFacts): ClipFacts {
  if (!NO_MUSIC_WORDS.test(facts.text)) return facts;
  const note = 'music: the description asks for no music, so post with the original audio only; the sound is named for its native-sound link: attach it at zero volume in the app, or keep it about 3 % under (the mix spec).';
  return { ...facts, inferred: [...(facts.inferred ?? []), note] };
}

/** The generator a description names ("made with Runway", "Kling 2.1 clip"), by its id or the first word of its name. */
function namedGenerator(catalog: Catalog, text: string): Catalog['generators']['default_generator'] | undefined {
  const lower = text.toLowerCase();
  return catalog.generators.generators.find((g) => new RegExp(`\\b(?:${g.id}|${g.name.split(' ')[0]!.toLowerCase()})\\b`).test(lower))?.id;
}

const cut = (req: ClipPackRequest): { cutdownLengths?: readonly number[] } => (req.cutdowns === undefined ? {} : { cutdownLengths: req.cutdowns.lengths_s ?? [] });

/** What only the clip-pack request can ask for: the licence in the use matrix, generator-sized shots, the mix spec (planClip knows none of them). */
function withLicence(catalog: Catalog, facts: ClipFacts, req: ClipPackRequest, planned: ClipPack): ClipPack {
  const pack = req.licence === undefined ? planned : { ...planned, use_matrix: useMatrixFor(catalog, facts, req.licence) };
  // Generator-sized shots for AI-generated clips (the data file's default generator) or when a generator is named.
  // (A generator the description names, "made with Runway", before the data's default.)
  const generator = req.generator ?? (facts.aigc ? (namedGenerator(catalog, facts.text) ?? catalog.generators.default_generator) : undefined);
  const sized = generator === undefined ? pack : { ...pack, generator_shots: generatorShotsFor(catalog, pack, generator) };
  // "silent morning routine, no talking at all" sent with voiceover: true (thirteenth editor panel: a mix for a voice that is not
  // there, and no word about it). The field wins, as fields do; the plan says what it assumed and how to change it.
  // (Not when the description names the voiceover itself: "no talking head, just my voiceover over b-roll".)
  const saidSilent = req.clip.voiceover === true && readFlags(facts.text).voiceover === false && !NAMES_VOICEOVER.test(facts.text);
  return withMix(catalog, facts, saidSilent ? { ...sized, assumptions: [...sized.assumptions, SAID_SILENT_NOTE] } : sized);
}

/** A voiceover or narration named in a description ("my voiceover over b-roll", "narration over it", "voz en off"). */
const NAMES_VOICEOVER = /voice ?-?over|\bvo\b|narrat|voz en off|voz em off|voix off|voix-off|off-stimme|sprecher|locuci|locu[cç][aã]o|erz[äa]hl/i;
/** Said when the description says nobody talks and the voiceover field says someone does. */
export const SAID_SILENT_NOTE = 'Your description says nobody talks, but voiceover is true: the plan keeps the music under a voice, as the field says. If nobody speaks, send voiceover: false and the music leads (no ducking, cuts on the beat).';

/** The mix spec for a clip with a voice or whose own sound leads; the concierge's plan gets the same one. */
export function withMix(catalog: Catalog, facts: ClipFacts, planned: ClipPack): ClipPack {
  // Someone else's song in the recording (a DJ set, the hall's song) is replaced, never layered under the sound (seventh editor panel).
  const pack = namesRecordedMusic(facts.text) && !planned.assumptions.includes(RECORDED_MUSIC_NOTE) ? { ...planned, assumptions: [...planned.assumptions, RECORDED_MUSIC_NOTE] } : planned;
  // (The whole description: "unboxing a keyboard, 25 sec, satisfying keyboard sounds" says it outside the topic.)
  const noMusic = NO_MUSIC_WORDS.test(facts.text);
  // (ASMR whispering is the clip's own sound, not a voice to duck under.)
  // (A voice heard in the recording, a voicemail or a voice note, ducks the music like a voiceover: the ducking is keyed to the clip's own audio.)
  // (Not when the clip is said to have no voice: "how to turn voice notes into text, no talking" names an app.)
  const mixKind = (facts.voiceover === true || (HEARD_VOICE.test(facts.text) && !noMusic && readFlags(facts.text).voiceover !== false)) && !/\basmr\b/i.test(facts.text)
    ? 'voice'
    : facts.voiceover === true || facts.ownAudio === true || noMusic || ORIGINAL_AUDIO_FIRST.test(facts.text) || OWN_SOUND_HEARD.test(facts.text) ? 'original_audio_first' : null;
  if (mixKind === null) return pack;
  const route = findRoute(catalog, pack.route);
  const loopMs = route?.sound_behavior.loop_friendly === true ? route.track.length_ms - loopFromMs(route) : null;
  // (The plan said "planned as music-led" before the mix was known: the clip's own sound leads instead.)
  const assumptions = mixKind === 'original_audio_first' && facts.voiceover !== true ? pack.assumptions.map((a) => (a === MUSIC_LED_NOTE ? OWN_SOUND_LEADS : a)) : pack.assumptions;
  const mix = mixSpecFor(pack, mixKind, loopMs, noMusic && mixKind === 'original_audio_first');
  // (No voiceover: the voice is in the clip's own audio, which keys the ducking; the plan cannot know when it plays, so no expected lines.)
  const heardVoice = mixKind === 'voice' && facts.voiceover !== true;
  return { ...pack, assumptions, mix_spec: heardVoice ? { ...mix, voice_segments: [], placeholders: { ...mix.placeholders, VOICE: "your clip's own audio (the recorded voice in it keys the ducking)" }, note: mix.note.replace('whenever your voice track has speech', "whenever the recorded voice in your clip's audio plays") } : mix };
}


/** Said when the recording holds someone else's music: the plan's sound replaces it. */
const RECORDED_MUSIC_NOTE = "music: the recording holds someone else's music (a DJ set, a venue's or a radio's song): mute it (the platform may mute the post for it) and let the sound replace it, keeping only the moment's own sound (the cheers, a line) low; never lay one song over another.";

/** What the plan's music-led note (MUSIC_LED_NOTE) becomes when the clip's own sound leads. */
const OWN_SOUND_LEADS = "voiceover: not given; the clip's own sound leads, so the music stays low under it (see mix_spec).";

/**
 * A recorded voice that plays in the clip, not a voiceover (eighth editor panel: "his last voicemail to me plays over
 * the final photos" got no mix): the music ducks under it.
 */
const HEARD_VOICE = /(?<!\p{L})(?:voice ?mails?|voice (?:notes?|messages?|memos?)|answering machine|mensajes? de voz|notas? de voz|audios? de whatsapp|[aá]udios? do whatsapp|mensage(?:m|ns) de voz|messages? vocal|messages? vocaux|sprachnachrichten?|sprachmemos?|anrufbeantworter)(?!\p{L})/iu;

/**
 * The clip's own sound named in the other languages, where accents and compounds defeat ORIGINAL_AUDIO_FIRST's
 * word edges (eighth editor panel: barks "no áudio original", "nur Hantelgeräusche und Gym-Atmo", "os pais gritando no áudio").
 */
const OWN_SOUND_HEARD = new RegExp(
  `(?<!\\p{L})(?:${[
    // (Not "en el audio" or an animal's sound alone: "quiero algo épico en el audio", "pon una canción que tape los ladridos" ask for music.)
    String.raw`[aá]udio original|[aá]udio do jogo|(?:gritando|gritos|latidos|risadas|torcida) no áudio|o-?ton|gym-?atmo|atmo|nur (?:die |den |das )?\p{L}*ger[äa]usche|son ambiant`,
    // What is heard, said so (tenth editor panel: "se oye cuando pongo la charola y el crujido", "ouve-se o pai a gritar", "si sente solo
    // la chitarra", "i want ppl to HEAR it", "vill att man hör motorn", "suara adonan … harus tetep kedengeran"); not a song or the music heard.
    String.raw`(?:se oye|se escucha|ouve-se|se ouve|si sente|si sentono|on entend|man h[öo]rt)(?= )(?! (?:la |a |le |die |das )?(?:canci[oó]n|m[uú]sica|musique|chanson|lied|musik|musica|song))`,
    String.raw`want (?:ppl|people|you|them|everyone|viewers|folks) to hear|want (?:it|that|the \p{L}+) (?:to be )?heard|vill att man h[öo]r|kedengeran|kedengaran`,
    // Someone heard shouting or cheering in the recording (thirteenth editor panel: "tata biegnie obok i krzyczy 'jedziesz!'" got no word on the level).
    String.raw`(?:dad|mom|mum|papa|mama|tata|tato|mamá|papá|pai|mãe|vater|mutter|père|mère|padre|madre|he|she|they|crowd|fans|kids|coach|friends|everyone|parents|husband|wife|brother|sister|grandma|grandpa|nonna|nonno|oma|opa|abuela|abuelo|vó|vô)(?: \p{L}{1,12}){0,4} (?<!(?:the|a|an|to) )(?:is |are )?(?:yelling|shouting|screaming|cheering|krzyczy|krzyczą|kibicuje|grida|urla|roept|schreeuwt|juicht|bağırıyor|teriak|berteriak|grita|gritan|crie|hurle|schreit|jubelt)`,
  ].join('|')})(?!\\p{L})`,
  'iu',
);

/** Clips whose own sound leads: the music stays low all through. */
const ORIGINAL_AUDIO_FIRST = new RegExp(
  `\\b(?:${[
    String.raw`asmr|original (?:audio|sound)|ambient sound|nature sounds?|sound on|keep the (?:audio|sound)|(?:satisfying|keyboard|typing|clicky|crunch|crunchy|rain|waves?|ocean|fire|crackling|sizzle|sizzling|tapping|crowd|engine) sounds?|(?:cheering|laughing|clapping|screaming|yelling|shouting|crowd noise)(?: \w+){0,3} in the background|game audio|game sounds?|(?:my )?taps are the rhythm|tap sounds|impression|making a beat|my (?:own )?beat|sonido original|audio original|som original|son original|originalton`,
    // An animal's or an engine's own sound kept ("want his sound to stay", "the crow is at 0:06", "exhaust pops", "cold start and exhaust pops").
    String.raw`keep (?:his|her|its|their|my|our) (?:audio|sound|voice|crow|bark|meow|purr|song|singing|engine|exhaust)|(?:his|her|its|their) (?:sound|crow|bark|meow|purr|song) (?:to stay|stays|audible|heard)|(?:sound|audio) to stay`,
    String.raw`you can hear (?:him|her|it|them|the)|screams the whole time|screaming the whole time|(?:rooster|he|she|it|cock) crows|crowing|the crow|barks|barking|meows|meowing|purring|howling|chirping|exhaust pops?|engine revs?|revving|(?:engine|car) cold start|cold start (?:and|\+|with) (?:exhaust|revs?|pulls)|(?:don'?t|do not) want (?:the )?music covering|(?:his|her|their|my|the) (?:voice|singing|vocals?) is the (?:audio|sound)|(?:sings|singing) live|live vocals?|exhaust note`,
    // "Just the engine hum and the rain", "phone audio from the bleachers", "the gym erupts": what was recorded is the sound.
    // ("No talking, just gym noise" or "just kitchen sounds" only says there is no voice: the music may still lead.)
    // (One modifier at most, before the noun: "just filmed the waves" and "just wind down" are no sound; nor is "the phone audio is trash".)
    String.raw`(?:just|only) (?:the )?(?:[a-z]+ )?(?:hum|crackle|crackling|rain|waves|wind|birds|ambience|roar)(?! down)|engine hum|phone audio (?:of|from)|(?:keep|use) (?:the |my )?phone audio|(?:gym|crowd|stadium|room|place) erupts|the crowd goes wild`,
    String.raw`s[oó] o (?:som|barulho) (?:ambiente|da chuva|do mar|das ondas|da brasa|do vento|da cachoeira|do motor)|ronco do|s[oó]lo el (?:sonido|ruido) (?:ambiente|de la lluvia|del mar|de las olas|del viento|del motor)|juste le (?:son|bruit) (?:ambiant|de la pluie|de la mer|des vagues|du vent|du moteur)|nur (?:das|den) (?:rauschen|knistern|meeresrauschen)`,
    // A sound said to be the point ("the thump is the joke", "the crowd roar is the payoff").
    // (A crowd or a family cheering is only heard: a buzzer beater's music may still lead.)
    String.raw`(?:sound|noise|roar|thump|bonk|scream|screams|crunch|crack|pop|sizzle|scraping|ticking|laugh|laughter|cheer|cheers|bark|meow)s? (?:is|are) the (?:joke|payoff|point|whole point|best part|punchline)`,
    // "the laugh is the whole video", "her voice is the whole thing", "just the sound of the ocean", "you can hear every note", a whistle.
    String.raw`(?:sound|noise|laugh|laughter|voice|singing|reaction|audio|giggles?)s? (?:is|are) the (?:whole|entire|only) (?:video|clip|thing|audio|soundtrack)|you can hear every|just the sound of|whistles the|(?:parrot|bird|he|she) whistl(?:es|ing)`,
    // Dutch: "het gelach is het hele filmpje". (Not Italian "per tutto il video": throughout the video.)
    String.raw`is het hele (?:filmpje|video)`,
    // The same in Spanish, Portuguese, French and German: game audio, a voice that counts, singing, an engine.
    String.raw`son du jeu|sons du jeu|sonido del juego|audio del juego|som do jogo|[aá]udio do jogo|spielsound|spielton|(?:sa|su|seine|ihre) (?:voix|voz|stimme) (?:qui compte|es lo que importa|ist das wichtigste)|c'est sa voix|a voz dela|a voz dele|chante|chantait|cantando|canta|singt|ronco do motor|barulho do motor|som do motor|sonido del motor|ruido del motor|bruit du moteur|son du moteur|motorsound|motorklang|auspuff`,
  ].join('|')})\\b`,
  'i',
);


