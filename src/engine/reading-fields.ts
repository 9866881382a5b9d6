/**
 * Agent-style briefs: "key: value" and "key=value" fields ("duration: 0:25 | vo: yes | ai: no",
 * "clip=unboxing new iphone, dur=30, voiceover=false, paid=true"). A field states a fact outright,
 * so it is read before, and wins over, the free-text cues around it ("voiceover=false" is no voice,
 * though "voiceover" alone would be one). One linear pass over the tokens; no regular expressions.
 */
import { adjacent, QUOTES, type PhraseHit, type Steps, type Token } from './reading-tokens.ts';
import { namesBusiness } from './reading-cues.ts';
import { FR_LAST, frameRate, readTimes, type TimeHit } from './reading-times.ts';

// 'marker': a named moment of a marker list that is neither the length nor the reveal; its time is no fact.
/** The most words a sender's name has ("homeflip-assistant v2"). */
const META_MAX_WORDS = 3;
// 'meta': who sends the brief ("[agent: homeflip-assistant v2]", "request_id: 8f2c"): no fact of the clip, and no subject.
type FieldKind = 'topic' | 'duration' | 'payoff' | 'voice' | 'aigc' | 'paid' | 'commercial' | 'off' | 'usage' | 'offset' | 'intro' | 'marker' | 'meta';

/** Keys as agents write them (folded, words joined by "_"), in the five languages. */
const KEYS: Readonly<Record<string, FieldKind>> = {
  // '"reveal": {"frame": 330, "fps": 30}': the moment as a frame at the brief's frame rate.
  frame: 'payoff',
  // '"reveal": {"anchor_t": "0:09", "offset_s": 1.5}': an offset from the moment the brief names; "intro=4s reveal=intro_end+2s": the intro's length.
  offset_s: 'offset', offset_ms: 'offset', offset: 'offset', offset_sec: 'offset', intro: 'intro', intro_s: 'intro', intro_len: 'intro', intro_len_s: 'intro', intro_length: 'intro', intro_duration: 'intro', intro_ms: 'intro', intro_end_ms: 'intro', intro_end_s: 'intro', intro_end: 'intro', hit_point: 'payoff', sync_point: 'payoff', t_total: 'duration', total_s: 'duration', owner: 'usage', audio_layers: 'voice', audio_layer: 'voice', voce: 'voice', marca_parceira: 'commercial', marca_asociada: 'commercial', partner_brand: 'commercial', bewerben: 'paid', turbinar: 'paid', impulsar: 'paid', impulsionado: 'paid', impulsado: 'paid', booster: 'paid', promoted: 'paid', monetization: 'usage', monetisation: 'usage', negocio: 'commercial', payoff_from_end_s: 'payoff', payoff_from_end_ms: 'payoff', fotograma_clave: 'payoff', key_frame: 'payoff', keyframe: 'payoff', quadro_chave: 'payoff', after_intro_s: 'offset', offset_after_intro_s: 'offset',
  content_type: 'topic', content_kind: 'topic', project: 'topic', project_name: 'topic', title: 'topic', clip_title: 'topic', titulo: 'topic', titre: 'topic', titel: 'topic', content: 'topic', category: 'topic', clip_type: 'topic',
  topic: 'topic', subject: 'topic', clip: 'topic', scene: 'topic', escena: 'topic', cena: 'topic', szene: 'topic', prompt: 'topic', about: 'topic', tema: 'topic', assunto: 'topic', sujet: 'topic', thema: 'topic', theme: 'topic', description: 'topic', desc: 'topic',
  duration: 'duration', length: 'duration', len: 'duration', dur: 'duration', runtime: 'duration', clip_length: 'duration', duration_s: 'duration', length_s: 'duration', seconds: 'duration', secs: 'duration',
  duracion: 'duration', duracao: 'duration', duree: 'duration', dauer: 'duration', lange: 'duration', laenge: 'duration',
  duration_sec: 'duration', duration_seconds: 'duration', length_sec: 'duration', length_seconds: 'duration', dur_s: 'duration', duracion_seg: 'duration', duracion_s: 'duration',
  duracao_seg: 'duration', duracao_s: 'duration', duree_s: 'duration', duree_sec: 'duration', dauer_s: 'duration', dauer_sek: 'duration', laenge_s: 'duration', lange_s: 'duration',
  momento_clave: 'payoff', momento_chave: 'payoff', key_moment: 'payoff', moment_cle: 'payoff', schluesselmoment: 'payoff', schlusselmoment: 'payoff', highlight_at: 'payoff',
  highlight: 'payoff', highlight_marker: 'payoff', marker: 'payoff', peak: 'payoff', peak_frame: 'payoff', peak_frame_ts: 'payoff', peak_ts: 'payoff', pop: 'payoff', money_shot: 'payoff', payoff_moment: 'payoff', beat_to_hit: 'payoff',
  audio: 'voice', audio_tracks: 'voice', speech_track: 'voice', kommerziell: 'commercial', comercial: 'commercial', commerciale: 'commercial', ai_assets: 'aigc', ki_assets: 'aigc', account: 'usage', cuenta: 'usage', conta: 'usage', compte: 'usage', konto: 'usage',
  hohepunkt: 'payoff', hoehepunkt: 'payoff', momento: 'payoff', moment: 'payoff', pico: 'payoff', point_culminant: 'payoff',
  // "patrocinado_por=FrostBox", "sponsored_by": a sponsor named is sponsored work.
  sponsored_by: 'commercial', sponsor_name: 'commercial', patrocinado_por: 'commercial', patrocinada_por: 'commercial', sponsorise_par: 'commercial', gesponsert_von: 'commercial',
  // The main moment, by a time or by the name of a listed one ('"momento_principal": "chegada à Ribeira"').
  momento_principal: 'payoff', main_moment: 'payoff', moment_principal: 'payoff', hauptmoment: 'payoff',
  // A key naming which marker is the payoff ("payoff_marker: smash") holds a name, no time: the marker's own time is read.
  marker_at: 'marker', payoff_marker: 'marker', payoff_label: 'marker', payoff_name: 'marker', payoff_event: 'marker', reveal_marker: 'marker', reveal_label: 'marker', reveal_name: 'marker', reveal_event: 'marker', hero_marker: 'marker', hit_marker: 'marker', climax_marker: 'marker', key_marker: 'marker', payoff_marker_name: 'marker',
  reveal: 'payoff', reveal_at: 'payoff', payoff: 'payoff', payoff_at: 'payoff', payoff_at_ms: 'payoff', payoff_ms: 'payoff', reveal_ms: 'payoff', reveal_at_ms: 'payoff', payoff_s: 'payoff', reveal_s: 'payoff', hit_ms: 'payoff', drop_ms: 'payoff', drop: 'payoff', drop_at: 'payoff', hit: 'payoff', hit_at: 'payoff', climax: 'payoff',
  revelacion: 'payoff', revelacao: 'payoff', revelation: 'payoff', enthullung: 'payoff',
  brand_work: 'commercial', business_use: 'commercial', commercial_work: 'commercial',
  voice: 'voice', vo: 'voice', voiceover: 'voice', voice_over: 'voice', audio_over: 'voice', vo_over: 'voice', partenariat: 'commercial', partenariat_remunere: 'commercial', partenariat_paye: 'commercial', narration: 'voice', narrator: 'voice', narrador: 'voice', narradora: 'voice', locutor: 'voice', locutora: 'voice', narrateur: 'voice', erzahler: 'voice', talking: 'voice', talk: 'voice', talks: 'voice', mic: 'voice', microphone: 'voice', dialogue: 'voice', speech: 'voice',
  voz: 'voice', locucion: 'voice', locucao: 'voice', narracion: 'voice', narracao: 'voice', voix: 'voice', voix_off: 'voice', stimme: 'voice', sprecher: 'voice',
  ai: 'aigc', aigc: 'aigc', ai_generated: 'aigc', generated: 'aigc', generator: 'aigc', ai_gen: 'aigc', ia: 'aigc', ki: 'aigc', gerado_por_ia: 'aigc', ki_generiert: 'aigc', generado_por_ia: 'aigc', genere_par_ia: 'aigc',
  // Short and spoken-style keys agents invent ("len_sec", "len_ms", "speaker", "synthetic", "acct", "deal", "biz").
  runtime_min: 'duration', duration_min: 'duration', length_min: 'duration', len_min: 'duration', dur_min: 'duration', clip_min: 'duration',
  len_sec: 'duration', len_s: 'duration', clip_s: 'duration', clip_sec: 'duration', clip_secs: 'duration', clip_seconds: 'duration', clip_len_s: 'duration', len_ms: 'duration', length_ms: 'duration', duration_ms: 'duration', dur_ms: 'duration', dur_sec: 'duration', runtime_ms: 'duration',
  kommentar: 'voice', parole: 'voice', paroles: 'voice', stimm: 'voice', chund: 'commercial', uftrag: 'commercial', auftrag_von: 'commercial', werchzuug: 'aigc', werkzeug: 'aigc', ferramenta: 'aigc', herramienta: 'aigc', outil: 'aigc', ferramentas: 'aigc', herramientas: 'aigc', outils: 'aigc', langi: 'duration', laengi: 'duration',
  werbeanzeige: 'paid', anzeige: 'paid', wendepunkt: 'payoff', laenge_sek: 'duration', lange_sek: 'duration', laenge_sec: 'duration', financement: 'commercial', finanzierung: 'commercial',
  payoff_pct: 'payoff', paid_placement: 'paid', first_look: 'payoff', first_kiss: 'payoff', first_dance: 'payoff', commentary: 'voice', instant_cle: 'payoff', instant: 'payoff', gancho: 'payoff', genai: 'aigc', gen_ai: 'aigc', spoken: 'voice', speaking: 'voice', speaker: 'voice', speakers: 'voice', speaker_on_camera: 'voice', speaks_on_camera: 'voice', on_camera_speaker: 'voice', synthetic: 'aigc', synthetic_media: 'aigc', acct: 'usage', account_type: 'usage', posted_by: 'usage', posting_account: 'usage', uploader: 'usage', posted_on: 'usage', post_to: 'usage', posting_to: 'usage', posted_to: 'usage', acct_type: 'usage', tipo_de_cuenta: 'usage', tipo_de_conta: 'usage', kontotyp: 'usage', type_de_compte: 'usage', deal: 'commercial', biz: 'commercial', business: 'commercial', gewerblich: 'commercial', sponsor_deal: 'commercial',
  voz_en_off: 'voice', voz_off: 'voice', voice_off: 'voice', sprache: 'voice', gesprochen: 'voice', fala: 'voice', narracion_voz: 'voice',
  t: 'payoff', reveal_tc: 'payoff', reveal_time: 'payoff', reveal_timecode: 'payoff', payoff_tc: 'payoff', hit_tc: 'payoff', marker_tc: 'payoff',
  speech_detected: 'voice', voice_detected: 'voice', has_voice: 'voice', has_voiceover: 'voice', has_speech: 'voice',
  generated_with_ai: 'aigc', made_with_ai: 'aigc', ai_used: 'aigc', uses_ai: 'aigc', contains_ai: 'aigc', is_ai: 'aigc',
  // "werbung: nein", "pago=sim", "parceria_paga": "não", "shop_account: yes", "collab: no".
  anuncio: 'paid', anuncio_pago: 'paid', annonce: 'paid', werbung: 'paid', pago: 'paid', pagado: 'paid', bezahlt: 'paid', paye: 'paid', parceria_paga: 'commercial', paid_partnership: 'commercial', paid_partner: 'commercial', publicidad: 'paid', publicidade: 'paid', publicite: 'paid',
  parceria: 'commercial', publi: 'commercial', collab: 'commercial', colab: 'commercial', collaboration: 'commercial', colaboracion: 'commercial', colaboracao: 'commercial',
  shop_account: 'commercial', business_account: 'commercial', brand_account: 'commercial', store_account: 'commercial', company_account: 'commercial',
  // Agent and editing-app keys ("len_frames=420", "duracion_ms=52000", "remate=12s", "destaque=90%", "conta_da_loja": "sim").
  len_frames: 'duration', frames: 'duration', duracion_ms: 'duration', duracao_ms: 'duration', duree_ms: 'duration', dauer_ms: 'duration', laenge_ms: 'duration', lange_ms: 'duration', largo: 'duration',
  // "agence: oui", "synthetic_actor": true, "ai_avatar": true.
  agence: 'commercial', agencia: 'commercial', agency: 'commercial', synthetic_actor: 'aigc', synthetic_presenter: 'aigc', ai_actor: 'aigc', ai_avatar: 'aigc', ai_presenter: 'aigc', digital_human: 'aigc', avatar_ai: 'aigc',
  // Who sends the brief (eleventh editor panel: "[agent: homeflip-assistant v2]" became the clip's subject).
  agent: 'meta', agent_name: 'meta', agent_id: 'meta', bot: 'meta', assistant: 'meta', caller: 'meta', request_id: 'meta', req_id: 'meta', trace_id: 'meta', session_id: 'meta', user_id: 'meta', client_app: 'meta', app_version: 'meta',
  reveal_frame: 'payoff', hero_frame: 'payoff', payoff_frame: 'payoff', remate: 'payoff', destaque: 'payoff', pic: 'payoff', moment_fort: 'payoff', momento_fuerte: 'payoff',
  conta_da_loja: 'commercial', conta_loja: 'commercial', cuenta_tienda: 'commercial', cuenta_de_la_tienda: 'commercial', compte_boutique: 'commercial', shop: 'commercial', loja: 'commercial', tienda: 'commercial', laden: 'commercial',
  // "hook lands: 0:03", '"source":"veo"', "tool: Kling 2.1".
  hook_lands: 'payoff', hook_lands_at: 'payoff', hook_hits: 'payoff', hook_at: 'payoff', hook_time: 'payoff', source: 'aigc', tool: 'aigc', tools: 'aigc', model: 'aigc', video_model: 'aigc', gen_tool: 'aigc',
  paid: 'paid', paid_ad: 'paid', ad: 'paid', ads: 'paid', boosted: 'paid', boost: 'paid', pauta: 'paid',
  sponsored: 'commercial', commercial: 'commercial', commercial_use: 'commercial', client: 'commercial', kunde: 'commercial', cliente: 'commercial', auftraggeber: 'commercial', client_work: 'commercial', brand: 'commercial', brand_deal: 'commercial',
  patrocinado: 'commercial', sponsorise: 'commercial', gesponsert: 'commercial', marque: 'commercial', marca: 'commercial', marke: 'commercial',
  campaign: 'commercial', campaign_id: 'commercial', cmp: 'commercial', campaign_code: 'commercial', kampagne: 'commercial', campana: 'commercial', campanha: 'commercial', campagne: 'commercial',
  sponsorship: 'commercial', sponsor: 'commercial', sponsors: 'commercial', patrocinio: 'commercial', patrocinador: 'commercial', parrainage: 'commercial', sponsoring: 'commercial', brand_partner: 'commercial', partnership: 'commercial', kooperation: 'commercial',
  paid_promo: 'paid', paid_promotion: 'paid', promo: 'paid', promotion: 'paid', paid_media: 'paid', destination: 'usage', destino: 'usage', verwendung: 'usage',
  runtime_s: 'duration', runtime_sec: 'duration', runtime_seconds: 'duration', duration_frames: 'duration', length_frames: 'duration', total_frames: 'duration',
  voice_track: 'voice', vo_track: 'voice', narration_track: 'voice',
  gerado_com: 'aigc', generado_con: 'aigc', genere_avec: 'aigc', generiert_mit: 'aigc', made_with: 'aigc',
  contenido: 'topic', conteudo: 'topic', contenu: 'topic', inhalt: 'topic', footage: 'topic', visuals: 'topic', b_roll: 'topic', broll: 'topic',
  // Italian, Dutch, Polish, Indonesian and Turkish keys (accents folded: "materiał", "długość", "içerik", "süre").
  argomento: 'topic', contenuto: 'topic', descrizione: 'topic', soggetto: 'topic', onderwerp: 'topic', inhoud: 'topic', beschrijving: 'topic', omschrijving: 'topic',
  // (Not "material", "sure", "stem" or "isi": English keys and words first, "material: 100% linen", "Sure: it's a 30s clip".)
  temat: 'topic', opis: 'topic', tresc: 'topic', topik: 'topic', konten: 'topic', deskripsi: 'topic', konu: 'topic', icerik: 'topic', aciklama: 'topic',
  durata: 'duration', lunghezza: 'duration', duur: 'duration', lengte: 'duration', dlugosc: 'duration', czas_trwania: 'duration', durasi: 'duration',
  narrazione: 'voice', glos: 'voice', lektor: 'voice', narracja: 'voice', suara: 'voice', narasi: 'voice', seslendirme: 'voice',
  klient: 'commercial', klant: 'commercial', musteri: 'commercial', marchio: 'commercial', merk: 'commercial', marka: 'commercial', sponsorizzato: 'commercial', gesponsord: 'commercial', sponsorowany: 'commercial', sponsorlu: 'commercial',
  rivelazione: 'payoff', onthulling: 'payoff', ujawnienie: 'payoff', kulminacja: 'payoff', puncak: 'payoff', doruk: 'payoff',
  pubblicita: 'paid', advertentie: 'paid', reklama: 'paid', reklam: 'paid', iklan: 'paid',
  off_platform: 'off', off_platform_reuse: 'off', placement: 'usage', usage: 'usage', use: 'usage', uso: 'usage', utilisation: 'usage', nutzung: 'usage', ausspielung: 'usage', diffusion: 'usage', channel: 'usage', canal: 'usage',
};

/** First words of a key that names the reveal, whatever follows ("revelation_flacon", "reveal_time", "momento_clave_tc"). */
const REVEAL_KEY_HEADS: ReadonlySet<string> = new Set(['reveal', 'revelation', 'revelacion', 'revelacao', 'enthullung', 'payoff', 'highlight', 'climax', 'peak', 'hero', 'money',
  // "hoehepunkt_bei: 26s", "momento_clave_seg": 11, "momento_da_vista: '0:31'".
  'hoehepunkt', 'hohepunkt', 'momento', 'moment', 'enthuellung',
  // The after shot, the result, the landing ("after_shot": "0:25", "ergebnis_bei=Sekunde 11", "land_time=0:06"); a value that is no time is no field.
  'after', 'ergebnis', 'resultado', 'result', 'resultat', 'land', 'landing', 'finished',
  // A goal, a kiss, a punchline named as the moment ("tor_bei": "00:00:21", "goal_time", "punchline_s").
  // Not "drop": a product drop's date ("drop_date") is no moment of the clip; "drop", "drop_at" and "drop_ms" are keys of their own.
]);
/** Words that name the key moment as an object's key ('"key_moment": {"pct": 80}'). */
const MOMENT_NAMES: ReadonlySet<string> = new Set(['moment', 'momento', 'reveal', 'payoff', 'highlight', 'peak', 'climax']);
/** Moments that name a key only with a time word after them ("tor_bei", "goal_time", "kiss_at"): "goal_scorer", "kiss_count" are no moments. */
const MOMENT_KEY_HEADS: ReadonlySet<string> = new Set(['tor', 'goal', 'gol', 'but', 'kiss', 'beso', 'punchline']);
const MOMENT_KEY_TAILS: ReadonlySet<string> = new Set(['bei', 'at', 'time', 'ts', 'tc', 's', 'sec', 'moment', 'um', 'en', 'a', 'zeit', 'timecode', 'em', 'no']);
/** A reveal field's value that counts back from the end ("reveal=last 3s", "revelación: últimos 2 s"), or "last" right before its time ("in the last 2 seconds"). */
const LAST_VALUE_WORDS: ReadonlySet<string> = new Set(['last', 'final', 'ultimo', 'ultima', 'ultimos', 'ultimas', 'dernier', 'derniere', 'derniers', 'dernieres', 'letzten', 'letzte']);
/** "at" inside a key that ends in "_s" ("pr_sentadilla_en_s", "kiss_at_s", "pico_em_s"). */
const AT_KEY_WORDS: ReadonlySet<string> = new Set(['at', 'en', 'em', 'a', 'bei', 'um']);
/** "before" and "the end" in a moment's value ("3s before end", "3 segundos antes do fim", "3 s vor Schluss"). */
const BEFORE_END_WORDS: ReadonlySet<string> = new Set(['before', 'antes', 'avant', 'vor']);
const END_VALUE_WORDS: ReadonlySet<string> = new Set(['end', 'fim', 'final', 'fin', 'ende', 'schluss']);
/** Words that place a moment against the clip or another moment, so a payoff value holding one is read as free text. */
const MOMENT_RELATIONS: ReadonlySet<string> = new Set(['left', 'remaining', 'after', 'apres', 'despues', 'depois', 'nach', 'through', 'quarters', 'quarter', 'thirds', 'third', 'quarts', 'tiers', 'cuartos', 'tercios', 'quartos', 'tercos', 'viertel', 'drittel', 'restantes', 'faltando', 'quedan', 'reste', 'restant']);
/** The clip's end named after a moment's time, or with none ("a 2 segundos do fim", "justo antes de terminar"; not "no fim, 27s"). */
const END_AFTER_TIME: ReadonlySet<string> = new Set(['fim', 'fin', 'final', 'finalzinho', 'ende', 'schluss', 'terminar', 'termine', 'acabar', 'acaba', 'ends']);
/** Words in a reveal field's value that put it in the middle of the clip ("revelacao: a meio do vídeo"). */
const HALF_WORDS: ReadonlySet<string> = new Set(['halfway', 'midway', 'middle', 'midpoint', 'meio', 'metade', 'mitad', 'medio', 'milieu', 'moitie', 'mitte', 'halfte', 'parcours', 'chemin']);

/** True when a brief's next item starts at i: a key or a moment marked with "@" follows within four tokens ("first_kiss@0:21"), not more words of the same value ("no dialogue"). */
function nextItemAt(t: readonly Token[], i: number): boolean {
  for (let k = i; k < Math.min(t.length, i + 5); k++) if (t[k]!.clause === t[i]!.clause && (isAssign(t[k]) || t[k]!.raw === '@')) return true;
  return false;
}

/** Fields that state a flag, whose yes/no value is one word. */
const FLAG_KINDS: ReadonlySet<FieldKind> = new Set(['voice', 'aigc', 'paid', 'commercial', 'off']);

// (Italian, Dutch, Polish, Turkish and Indonesian too: "sponsorowany: nie", "gesponsord: nee", "sponsorlu: hayır", "lektor: tak"; review of the twenty-fourth session.)
const YES = new Set(['yes', 'y', 'true', 'on', '1', 'si', 'sim', 'oui', 'ja', 'yep', 'yeah', 'tak', 'evet', 'var', 'iya', 'ya']);
const NO = new Set(['empty', 'blank', 'leer', 'vacio', 'vazio', 'vide', 'nei', 'keiner', 'keins', 'niemand', 'nah', 'no', 'n', 'false', 'off', '0', 'none', 'nope', 'not', 'never', 'nicht', 'nunca', 'jamais', 'non', 'nao', 'nein', 'ninguno', 'ninguna', 'nenhum', 'nenhuma', 'aucun', 'aucune', 'kein', 'keine', 'null', 'nil', 'without', 'sin', 'sem', 'sans', 'ohne', 'nie', 'nee', 'geen', 'brak', 'hayir', 'yok', 'tidak', 'nggak', 'gak', 'enggak', 'nessuno', 'nessuna', 'niente', 'senza', 'zonder', 'bez', 'tanpa', 'olmadan']);
/** Values that name a voice ("vo: narrator", "voice: me, to camera"). */
const VOICE_VALUES = new Set(['creator', 'cam', 'camera', 'founder', 'voeux', 'vows', 'votos', 'audible', 'audibles', 'discours', 'discurso', 'shouting', 'yelling', 'cues', 'coach', 'voice', 'voices', 'speaking', 'chatting', 'whispering', 'whispered', 'whisper', 'singing', 'speech', 'narrates', 'explains', 'speaks', 'talks', 'sings', 'toast', 'teacher', 'owner', 'off', 'agent', 'agente', 'female', 'male', 'woman', 'man', 'femme', 'homme', 'mujer', 'hombre', 'mulher', 'homem', 'frau', 'mann', 'narrated', 'narrator', 'narration', 'me', 'host', 'presenter', 'dialogue', 'talking', 'voiceover', 'vo', 'tts', 'ai', 'speaker', 'locutor', 'locutora', 'narrador', 'narradora', 'narrateur', 'narratrice', 'sprecher', 'sprecherin',
  // The person heard, by role ("voz=instructora", "voice: instructor", "Stimme: Trainerin"), or the talk itself ("audio=family chatter over it").
  'chatter', 'conversation', 'conversations', 'sussurros', 'susurros', 'chuchotements', 'flustern', 'whispers', 'instructora', 'instructor', 'instrutora', 'instrutor', 'instructeur', 'instructrice', 'trainer', 'trainerin', 'profe', 'profesora', 'profesor', 'professora', 'professor', 'prof', 'lehrerin', 'lehrer', 'yo', 'eu', 'moi', 'ich']);
/** Words of music, and of "only", in five languages: "audio: music only, no voice" names no voice. */
const MUSIC_WORDS = new Set(['music', 'musica', 'musique', 'musik', 'song', 'track']);
const ONLY_WORDS = new Set(['only', 'just', 'solo', 'so', 'apenas', 'seulement', 'que', 'nur', 'bloss']);
/** A voice field's value that denies a voice in words ("music only, no voice", "solo música", "sin voz"). */
/** Nobody, in the five languages (and Italian "nessuno"), before a verb of speaking in a voice field's value. */
const NOBODY: ReadonlySet<string> = new Set(['nobody', 'noone', 'nadie', 'ninguem', 'personne', 'niemand', 'nessuno']);
const SPEAKING: ReadonlySet<string> = new Set(['speaks', 'talks', 'habla', 'fala', 'parle', 'spricht', 'redet', 'parla']);
function saysNoVoice(words: readonly string[]): boolean {
  for (let k = 0; k < words.length; k++) {
    if (NO.has(words[k]!) && VOICE_VALUES.has(words[k + 1] ?? '')) return true;
    // "voce: nobody speaks", "voz: nadie habla", "no one talks".
    if ((NOBODY.has(words[k]!) || (words[k] === 'no' && words[k + 1] === 'one')) && words.slice(k + 1, k + 3).some((w) => VOICE_VALUES.has(w) || SPEAKING.has(w))) return true;
    if (MUSIC_WORDS.has(words[k]!) && (ONLY_WORDS.has(words[k + 1] ?? '') || ONLY_WORDS.has(words[k - 1] ?? ''))) return true;
  }
  return false;
}
/** Generators named as the value of an AI field ("generator: veo"). */
const GENERATORS = new Set(['sora', 'veo', 'kling', 'runway', 'pika', 'luma', 'midjourney', 'hailuo', 'minimax', 'seedance', 'wan', 'haiper', 'genmo', 'ltx', 'firefly', 'higgsfield']);
/** Usage values that make the clip paid, commercial or off-platform ("usage: paid social", "placement: youtube pre-roll"). */
const PAID_VALUES = new Set(['paid', 'ad', 'ads', 'advert', 'boosted', 'boost', 'spark', 'campaign', 'pre', 'preroll', 'promoted', 'spot', 'werbung', 'werbespot', 'anuncio', 'pub', 'publicite']);
const COMMERCIAL_VALUES = new Set(['client', 'brand', 'sponsored', 'commercial', 'business', 'ugc', 'partnership', 'agency', 'agence', 'agencia', 'cliente', 'kunde', 'kundenprojekt', 'kundenauftrag', 'marca', 'marque', 'marke', 'patrocinado', 'sponsorise', 'gesponsert',
  // An account said to be a business's ("cuenta: estudio de yoga (negocio)", "compte: pro").
  'negocio', 'negocios', 'empresa', 'empresarial', 'profesional', 'professional', 'professionnel', 'pro', 'entreprise', 'firma', 'geschaft', 'gewerblich', 'loja', 'tienda', 'shop', 'store', 'company',
  'geschaftlich', 'geschaeftlich', 'comercial', 'commerciale', 'kommerziell']);
const OFF_VALUES = new Set(['website', 'web', 'tv', 'youtube', 'preroll', 'pre', 'cinema', 'broadcast', 'email', 'ooh', 'billboard']);
const ORGANIC_VALUES = new Set(['organic', 'personal', 'organico', 'organique', 'organisch', 'privat', 'private', 'privado', 'privada', 'prive', 'perso', 'pessoal']);
/** Usage values that say whose page it is: one's own, no business ("personal", "privat"); "organic" only says unpaid. */
const PERSONAL_VALUES: ReadonlySet<string> = new Set([...ORGANIC_VALUES].filter((w) => !w.startsWith('organ')));
/** Topic keys that may only say how the clip was shot: a subject key wins over them. */
const SECONDARY_TOPIC_KEYS: ReadonlySet<string> = new Set(['footage', 'visuals', 'b_roll', 'broll']);
/** Words of an e-mail's subject line about the message itself ("Reel plan request #4471", "Fwd: …", "ticket 1182"); not "job", "task" or "brief", which clips are about ("job interview tips"). */
const MAIL_SUBJECT_WORDS: ReadonlySet<string> = new Set(['request', 'requests', 'ticket', 're', 'fwd', 'fw', 'inquiry', 'enquiry', 'submission']);
/** Words of an order that name the message only before its number, a dash or "for" ("Order 1182 -", "Brief for …", "Task:"). */
const ORDER_WORDS: ReadonlySet<string> = new Set(['order', 'task', 'brief', 'briefing', 'job']);
/** Keys that name whose account the clip goes on ("acct", "posted_by", "cuenta"). */
const ACCOUNT_KEYS: ReadonlySet<string> = new Set(['owner', 'account', 'acct', 'cuenta', 'conta', 'compte', 'konto', 'account_type', 'acct_type', 'posted_by', 'posting_account', 'uploader', 'posted_on', 'post_to', 'posting_to', 'posted_to', 'tipo_de_cuenta', 'tipo_de_conta', 'kontotyp', 'type_de_compte']);
/** Negations that make "X:" a statement instead of a key ("kein Sponsoring:", "no brand:", "sin patrocinio:", "pas de sponsor :"). */
const NEGATED_KEY: ReadonlySet<string> = new Set(['no', 'not', 'kein', 'keine', 'keinen', 'sin', 'sem', 'de', 'aucun', 'aucune', 'nenhum', 'nenhuma', 'ningun', 'ninguna', 'nicht', 'nix', 'nada', 'never', 'nunca', 'jamais', 'pas', 'nao', 'non']);
/** Articles that may open a qualified key ("the big moment:", "la gran revelación:", "le moment fort:"). */
const KEY_ARTICLES: ReadonlySet<string> = new Set(['the', 'my', 'our', 'el', 'la', 'mi', 'o', 'a', 'meu', 'minha', 'le', 'mon', 'ma', 'der', 'die', 'das', 'mein', 'meine']);
/** What ends a field's value. */
const SEPARATORS = new Set([',', ';', '|', '—', '–', '\n', '/', '(', ')', '{', '}', '[', ']']);

export interface FieldReading {
  topic: { start: number; end: number } | null;
  duration: TimeHit | null;
  /** A second length field that disagrees with the first ('"dauer_s": 60, … "dauer": "90 Sekunden"'): asked about. */
  otherDuration: TimeHit | null;
  payoff: TimeHit | null;
  /** A reveal field that puts it in the middle of the clip ("revelacao: a meio do vídeo"), where its value is. */
  payoffHalf: PhraseHit | null;
  /** A reveal field given as a share of the clip ('"at_pct": 75', "reveal_percent=75"), where its value is. */
  payoffShare: { hit: PhraseHit; value: number } | null;
  /** A reveal field counted back from the clip's end ("reveal=last 3s"): the time from the end, where its value is. */
  payoffFromEnd: TimeHit | null;
  /** The kind of key the payoff field was read from ('marker' for a marker's own field, "drop marker = 0:07.5"), or null. */
  payoffKey: string | null;
  /** A moment field that names, without a time, one of the moments listed elsewhere ("payoff: sparkler exit", '"momento_principal": "chegada à Ribeira"'): its words. */
  payoffName: readonly string[] | null;
  voice: boolean | null;
  aigc: boolean | null;
  paid: boolean | null;
  commercial: boolean | null;
  off: boolean | null;
  /** Flags two fields state both ways ("aigc: false" and "source: generated with Kling 2.1"): the safer value is kept (AI, business; no voice) and the concierge asks. */
  clashes: Array<'voice' | 'aigc' | 'paid' | 'commercial' | 'off'>;
  /** Every key and value read, so the topic and the cues leave them alone. */
  spans: PhraseHit[];
  /** Every known key's own tokens (up to its ":" or "="): a label, which no cue reads as a statement ('"parceria_paga": "não"' says nothing paid). */
  keys: PhraseHit[];
  /** Values besides the topic's that describe the clip (a client or a campaign named in words): routing reads them. */
  described: Array<{ start: number; end: number }>;
  /** An offset field ("offset_s": 1.5): added to the moment the brief names. */
  offsetMs: number | null;
  /** An intro field's length ("intro=4s"), and a moment said as the intro's end plus a time ("reveal=intro_end+2s"). */
  introMs: number | null;
  afterIntro: TimeHit | null;
  /** Moment keys whose value tells the moment in words ("payoff": "with 3 seconds left"), key to value's end: the free text reads them, as one clause. */
  told: PhraseHit[];
}

const EMPTY: ReadonlySet<string> = new Set();

/** A yes/no value ("yes", "false", "none", "sim"), or a word that means yes for this key ("narrator", "veo"); null when it says neither. */
function yesNo(first: string, words: readonly string[], meansYes: ReadonlySet<string>): boolean | null {
  // "sponsored=na": not applicable, so not sponsored.
  if (NO.has(first) || (first === 'na' && words.length === 1)) return false;
  if (YES.has(first) || words.some((w) => meansYes.has(w))) return true;
  return null;
}

function isAssign(tok: Token | undefined): boolean {
  return tok !== undefined && tok.kind === 'punct' && (tok.raw === ':' || tok.raw === '=');
}

/** Units of seconds written in a frame key's value ("hero_frame=6.5s"). */
const SECOND_UNITS_IN_VALUE: ReadonlySet<string> = new Set(['s', 'sec', 'secs', 'second', 'seconds', 'seg', 'segundos', 'sek', 'sekunden']);

/** A value that says yes of another time and no of this clip ("antes sí, este no", "before yes, this one no", "früher ja, dieses nicht"). */
function contrastedNo(words: readonly string[]): boolean {
  for (let k = 0; k + 1 < words.length; k++) if (THIS_ONE.has(words[k]!) && NO.has(words[k + 1]!)) return true;
  return false;
}
/** The same, past the comma that ends the value ("patrocinado: antes sí, este no"). */
function contrastAfter(t: readonly Token[], end: number): boolean {
  // ("sí, este no es mi primer video" is no answer: the "no" must close it.)
  const closes = t[end + 3] === undefined || t[end + 3]!.kind === 'punct' || t[end + 3]!.clause !== t[end + 2]?.clause;
  return t[end]?.raw === ',' && THIS_ONE.has(t[end + 1]?.norm ?? '') && NO.has(t[end + 2]?.norm ?? '') && t[end + 2]!.clause === t[end + 1]!.clause && closes;
}
const THIS_ONE: ReadonlySet<string> = new Set(['este', 'esse', 'esta', 'essa', 'this', 'dieses', 'diesmal', 'celui', 'ce']);

/** Markdown emphasis around a value ("**Scene:** …", "_title_"). */
const MARKDOWN = new Set(['*', '**', '_', '__', '~']);

/** The key ending just before token j (":" or "="): up to three words joined by "_" or "-", e.g. "paid_ad", "ai-generated"; JSON's quotes ("dialogue": false) are skipped. */
function keyBefore(t: readonly Token[], j: number, steps: Steps): { key: string; start: number; raw: string } | null {
  const words: string[] = [];
  // "vo?: nah": a key asked as a question.
  if (t[j - 1]?.raw === '?' && adjacent(t[j - 2], t[j - 1])) j--;
  const quoted = t[j - 1]?.kind === 'punct' && QUOTES.has(t[j - 1]!.raw);
  if (quoted) j--;
  let k = j - 1;
  while (k >= 0 && words.length < 3) {
    const tok = t[k]!;
    if (tok.kind !== 'word') break;
    words.unshift(tok.norm);
    const joiner = t[k - 1];
    // Only a joiner written inside the key ("paid_ad", "ai-generated"), not a list dash on the line before ("- pop: 0:41").
    if (joiner !== undefined && joiner.kind === 'punct' && (joiner.raw === '_' || joiner.raw === '-') && t[k - 2]?.kind === 'word' && adjacent(t[k - 2], joiner) && adjacent(joiner, tok)) k -= 2;
    else break;
  }
  if (words.length === 0) return null;
  // Where the whole key starts, counted in tokens ("clip", "_", "length").
  const chainStart = j - (2 * words.length - 1) - (quoted ? 1 : 0);
  // A JavaScript agent's camelCase key is its words ("durationSec", "dropRevealAtMs", "isAiGenerated").
  if (words.length === 1) {
    const camel = t[j - 1]!.raw.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase().split('_').filter((w) => w !== '');
    if (camel.length > 1) words.splice(0, 1, ...(camel[0] === 'is' || camel[0] === 'has' ? camel.slice(1) : camel));
  }
  // (Read before the known keys: an editor's "t: 0:12" alone is a moment, but not inside a list of named markers.)
  // A marker named elsewhere as the payoff ("payoff_marker: smash", '"payoff_label": "first crunch"', "final_fit is the payoff"),
  // the list's end marker ("END 00:00:20:00", '{"t": "00:01:05.000", "label": "end"}'): the moment and the length; the
  // other markers of a list with a named payoff are cues, not facts.
  if (words.length === 1 && (MARKER_TIME_KEYS.has(words[0]!) || words[0] === 't')) {
    const name = markerItemName(t, chainStart, j, steps);
    if (name !== null) {
      const named = namedPayoffMarkers(t);
      if (named.has(name)) return { key: 'payoff_at', start: chainStart, raw: words[0]! };
      if (END_MARKER_NAMES.has(name)) return { key: 'duration', start: chainStart, raw: words[0]! };
      if (named.size > 0) return { key: 'marker_at', start: chainStart, raw: words[0]! };
    }
  }
  // "reveal_after_intro_ms": 6000, "payoff_after_intro_s": a moment's key counted from the intro's end is an offset
  // (a whole key the table lists, "after_intro_s", reads as listed; one in minutes is left to the table).
  if (!Object.hasOwn(KEYS, words.join('_')) && words.includes('after') && words.includes('intro') && (words[words.length - 1] === 'ms' || words[words.length - 1] === 's')) return { key: words[words.length - 1] === 'ms' ? 'offset_ms' : 'offset_s', start: chainStart, raw: words.join('_') };
  // The longest known key ending at the assignment: "clip_length" before "length". The field starts
  // at the first word of the whole key ("clip_length_s" is read through its tail "length_s").
  for (let n = words.length; n >= 1; n--) {
    const key = words.slice(words.length - n).join('_');
    if (Object.hasOwn(KEYS, key)) return { key, start: chainStart, raw: words.join('_') };
  }
  // A moment named by a key of its own ending in "_at", "_ts" or "_ms" ("cheese_pull_at=0:06", "kiss_ts: 00:42").
  const last = words[words.length - 1]!;
  // '"reveal_offset_from_end_s": 3', "payoff_before_end_ms": a moment's key counted back from the end.
  if (words.length >= 3 && words.includes('end') && (words.includes('from') || words.includes('before')) && (last === 's' || last === 'ms' || last === 'sec')) return { key: last === 'ms' ? 'payoff_from_end_ms' : 'payoff_from_end_s', start: chainStart, raw: words.join('_') };
  // '"cover_flip_at_pct": 50': a moment's share of the clip, named by what happens.
  if (words.length >= 3 && (last === 'pct' || last === 'percent') && words[words.length - 2] === 'at') return { key: 'payoff_pct', start: chainStart, raw: words.join('_') };
  if (words.length >= 2 && (last === 'at' || last === 'ts' || last === 'tc')) return { key: 'payoff_at', start: chainStart, raw: words.join('_') };
  // "pr_sentadilla_en_s": 24, "kiss_at_s": 12: a moment's key that says "at, in seconds".
  if (words.length >= 3 && last === 's' && AT_KEY_WORDS.has(words[words.length - 2]!)) return { key: 'payoff_s', start: chainStart, raw: words.join('_') };
  // "highlight_ms: 11000", "enthuellung_ms": a reveal key counted in milliseconds.
  if (words.length >= 2 && last === 'ms' && (REVEAL_KEY_HEADS.has(words[0]!) || MOMENT_KEY_HEADS.has(words[0]!))) return { key: 'payoff_ms', start: chainStart, raw: words.join('_') };
  // '"key_moment": {"pct": 80}': a share key inside a moment's object.
  if (words.length === 1 && (last === 'pct' || last === 'percent') && [2, 3, 4, 5, 6, 7].some((d) => REVEAL_KEY_HEADS.has(t[chainStart - d]?.norm ?? '') || MOMENT_NAMES.has(t[chainStart - d]?.norm ?? ''))) return { key: 'payoff_pct', start: chainStart, raw: last };
  // '"at_pct": 75', "reveal_percent=75": the moment as a share of the clip.
  if (words.length >= 2 && (last === 'pct' || last === 'percent') && (words[0] === 'at' || REVEAL_KEY_HEADS.has(words[0]!))) return { key: 'payoff_pct', start: chainStart, raw: words.join('_') };
  // A moment's key that starts with a reveal word ("revelation_flacon: 00:14", "reveal_time", "payoff_moment_tc").
  if (words.length >= 2 && REVEAL_KEY_HEADS.has(words[0]!)) return { key: 'payoff', start: chainStart, raw: words.join('_') };
  if (words.length >= 2 && MOMENT_KEY_HEADS.has(words[0]!) && MOMENT_KEY_TAILS.has(last)) return { key: 'payoff', start: chainStart, raw: words.join('_') };
  if (words.length >= 2 && last === 'ms') return { key: 'payoff_ms', start: chainStart, raw: words.join('_') };
  // A marker list's "at" under the reveal's name ("- {name: FINAL_REVEAL, at: "0:14"}", "label: hero shot, time: 9s"):
  // the moment named by the item, not the first marker of the list.
  if (words.length === 1 && MARKER_TIME_KEYS.has(last) && markerNamesReveal(t, chainStart)) return { key: 'payoff_at', start: chainStart, raw: last };
  // A two-word key written with a space ("clip length: 0:22").
  const prev = t[j - 2];
  if (words.length === 1 && prev?.kind === 'word' && Object.hasOwn(KEYS, `${prev.norm}_${words[0]}`)) return { key: `${prev.norm}_${words[0]}`, start: j - 2, raw: `${prev.norm}_${words[0]}` };
  return null;
}

/** A marker list's last marker, named as the end of the clip ("END", "out", "fin", "Ende"). */
const END_MARKER_NAMES: ReadonlySet<string> = new Set(['end', 'out', 'fin', 'ende', 'clip end', 'end of clip', 'the end']);
/** Keys whose value names the marker that is the payoff ("payoff_marker: smash", '"payoff_label": "first crunch"'). */
const PAYOFF_MARKER_KEYS: ReadonlySet<string> = new Set(['payoff_marker', 'payoff_label', 'payoff_name', 'payoff_event', 'reveal_marker', 'reveal_label', 'reveal_name', 'reveal_event', 'hero_marker', 'hit_marker', 'climax_marker', 'key_marker', 'payoff_marker_name']);
/** What follows "NAME is the …" when a free-text line names a marker as the payoff ("final_fit is the payoff"). */
const PAYOFF_NOUNS: ReadonlySet<string> = new Set(['payoff', 'reveal', 'hero', 'climax', 'highlight', 'hit']);

/** The name of the list item a marker's time key at i belongs to: its name key before the time ("{name: smash, tc: …}") or after it ('{"t": …, "label": "first crunch"}'); null when none. */
function markerItemName(t: readonly Token[], i: number, assign: number, steps: Steps): string | null {
  const nameAt = (k: number): string | null => {
    const sign = isAssign(t[k + 1]) ? k + 1 : QUOTES.has(t[k + 1]?.raw ?? '') && isAssign(t[k + 2]) ? k + 2 : -1;
    if (sign < 0 || !MARKER_NAME_KEYS.has(t[k]!.norm)) return null;
    const words: string[] = [];
    for (let v = sign + 1; v < t.length && v <= sign + 6; v++) {
      const x = t[v]!;
      if (words.length > 0 && x.clause !== t[v - 1]!.clause && x.kind === 'word') break;
      if (x.kind === 'word') words.push(x.norm);
      else if (x.raw === '_' || x.raw === '-' || QUOTES.has(x.raw)) continue;
      else break;
    }
    return words.length === 0 ? null : words.join(' ');
  };
  for (let k = i - 1; k >= 0 && k >= i - 10; k--) {
    steps.n++;
    const tok = t[k]!;
    if (tok.raw === '}' || (tok.raw === '-' && t[k - 1]?.clause !== tok.clause)) break;
    const name = nameAt(k);
    if (name !== null) return name;
    if (tok.raw === '{') break;
  }
  for (let k = assign + 1; k < t.length && k <= assign + 20; k++) {
    steps.n++;
    const tok = t[k]!;
    if (tok.raw === '}' || tok.raw === '{' || (tok.raw === '-' && t[k - 1]?.clause !== tok.clause)) break;
    const name = nameAt(k);
    if (name !== null) return name;
  }
  return null;
}

/** The names of markers the message calls the payoff, read once per message. */
const PAYOFF_MARKERS = new WeakMap<readonly Token[], ReadonlySet<string>>();
function namedPayoffMarkers(t: readonly Token[]): ReadonlySet<string> {
  const known = PAYOFF_MARKERS.get(t);
  if (known !== undefined) return known;
  const names = new Set<string>();
  const wordsFrom = (from: number, step: 1 | -1): string[] => {
    const words: string[] = [];
    for (let v = from; v >= 0 && v < t.length && words.length < 4; v += step) {
      const x = t[v]!;
      // (A name ends with its line: "payoff_marker: smash" then "vo: none".)
      if (x.clause !== t[from]!.clause && x.kind === 'word') break;
      if (x.kind === 'word') step === 1 ? words.push(x.norm) : words.unshift(x.norm);
      else if (x.raw === '_' || (QUOTES.has(x.raw) && words.length === 0)) continue;
      else break;
    }
    return words;
  };
  for (let k = 0; k < t.length; k++) {
    const tok = t[k]!;
    // "payoff_marker: smash", '"payoff_label": "first crunch"'.
    if (isAssign(tok) || (QUOTES.has(tok.raw) && isAssign(t[k + 1]))) {
      const sign = isAssign(tok) ? k : k + 1;
      const key = wordsFrom(sign - 1 - (QUOTES.has(t[sign - 1]?.raw ?? '') ? 1 : 0), -1).join('_');
      if (PAYOFF_MARKER_KEYS.has(key)) {
        const value = wordsFrom(sign + 1, 1);
        if (value.length > 0) names.add(value.join(' '));
      }
    }
    // "final_fit is the payoff", "smash is the reveal".
    if (tok.norm === 'is' && t[k + 1]?.norm === 'the' && PAYOFF_NOUNS.has(t[k + 2]?.norm ?? '')) {
      const name = wordsFrom(k - 1, -1);
      if (name.length > 0 && name.length <= 3) names.add(name.join(' '));
    }
  }
  PAYOFF_MARKERS.set(t, names);
  return names;
}

/** A marker's time key in a list of named markers ("at", "time", "tc"). */
const MARKER_TIME_KEYS: ReadonlySet<string> = new Set(['at', 'time', 'tc', 'timecode', 'ts', 'pos', 'position']);
/** A marker's name key ("name: FINAL_REVEAL", "label: hero shot"). */
const MARKER_NAME_KEYS: ReadonlySet<string> = new Set(['name', 'label', 'marker', 'event', 'id', 'type', 'kind']);
/**
 * True when the same list item, before a marker's time key at i, names the reveal ("{name: FINAL_REVEAL, at: …",
 * '- type: reveal, tc: …'): the name key opens the item ('{', '[' or a list dash before it), so a title and a
 * time in a brief ("title: kitchen reveal, time: 0:45") are no marker.
 */
function markerNamesReveal(t: readonly Token[], i: number): boolean {
  for (let k = i - 1; k >= 0 && k >= i - 10; k--) {
    const tok = t[k]!;
    if (tok.raw === '{' || tok.raw === '}' || (tok.raw === '-' && t[k - 1]?.clause !== tok.clause)) return false;
    if (MARKER_NAME_KEYS.has(tok.norm) && (isAssign(t[k + 1]) || (QUOTES.has(t[k + 1]?.raw ?? '') && isAssign(t[k + 2])))) {
      const opener = t[k - (QUOTES.has(t[k - 1]?.raw ?? '') ? 2 : 1)];
      if (opener === undefined || !(opener.raw === '{' || opener.raw === '[' || opener.raw === '-')) return false;
      return t.slice(k + 2, i).some((x) => x.kind === 'word' && (REVEAL_KEY_HEADS.has(x.norm) || MOMENT_NAMES.has(x.norm)));
    }
  }
  return false;
}

/** True when a key (words joined by "_" or "-") followed by ":" or "=" starts at token i: the value before it ends there ("vo=0 reveal_ms=15500"). */
function startsKey(t: readonly Token[], i: number): boolean {
  let k = i;
  for (let n = 0; n < 4; n++) {
    if (t[k]?.kind !== 'word') return false;
    const next = t[k + 1];
    if (isAssign(next)) return true;
    // "duration_s 24 reveal_s 14": an underscored key of a time with its number after a space.
    if (n > 0 && spacedTimeKey(t, k + 1)) return true;
    // Only a joiner written inside the key ("reveal_ms", "ai-generated"), not a list dash on the next line.
    if (next?.kind === 'punct' && (next.raw === '_' || next.raw === '-') && t[k + 2]?.kind === 'word' && adjacent(t[k], next) && adjacent(next, t[k + 2])) k += 2;
    else return false;
  }
  return false;
}

export function readFields(t: readonly Token[], steps: Steps): FieldReading {
  const out: FieldReading = { topic: null, duration: null, otherDuration: null, payoff: null, payoffHalf: null, payoffShare: null, payoffFromEnd: null, payoffKey: null, payoffName: null, voice: null, aigc: null, paid: null, commercial: null, off: null, clashes: [], spans: [], keys: [], described: [], told: [], offsetMs: null, introMs: null, afterIntro: null };
  const set = (flag: 'voice' | 'aigc' | 'paid' | 'commercial' | 'off', v: boolean | null): boolean => {
    if (v === null) return false;
    const before = out[flag];
    if (before !== null && before !== v) {
      if (!out.clashes.includes(flag)) out.clashes.push(flag);
      // The safer reading: AI and business work keep their label and licence; a voice keeps its "no" (as the cues do).
      out[flag] = flag === 'voice' ? false : true;
      return true;
    }
    out[flag] = v;
    return true;
  };
  // A timecode's frames count at the brief's frame rate ("Frame rate: 25 fps" ... "00:00:38:12").
  const fps = frameRate(t, steps);
  // Where the last field's value ended: a key right there opens a field too ("dur=19 vo=0 ai=0").
  let lastEnd = -1;
  for (let a = 0; a < t.length; a++) {
    steps.n++;
    // "duration_ms 27000", "reveal_s 14": an agent's underscored key of a time, its number after a space, is a field too.
    const spaced = !isAssign(t[a]) && spacedTimeKey(t, a);
    if ((!isAssign(t[a]) && !spaced) || t[a - 1]?.kind === 'num') continue;
    let key = keyBefore(t, a, steps);
    if (key === null) continue;
    if (spaced && KEYS[key.key] !== 'duration' && KEYS[key.key] !== 'payoff') continue;
    // The token before the value: the ":" or "=", or the key's last word when no sign stands between.
    const j = spaced ? a - 1 : a;
    // A field opens its clause ("…, usage: paid", "| Kunde: …", "{"client": …}") or follows another
    // field; "a coffee shop client: latte art" is a label. One word may qualify a key after a
    // separator ("; wide reveal: 4s").
    // A line break opens a clause too ("Highlight marker: 00:58.0" on its own line).
    const opens = (k: number) => k <= 0 || t[k - 1]!.kind === 'punct' || t[k - 1]!.clause !== t[k]!.clause || k === lastEnd;
    // An editor's numbered marker qualifies its key too ('Marker 1 "REVEAL": 00:00:38:12').
    const numbered = t[key.start - 1]?.kind === 'num' && t[key.start - 2]?.kind === 'word' && opens(key.start - 2);
    // A qualifier on a new line ("Highlight marker:" under "Length: 00:01:20") opens a field even right after another's value.
    const lineStart = (k: number) => k > 0 && t[k - 1]!.kind !== 'punct' && t[k - 1]!.clause !== t[k]!.clause;
    // An article before that one word too ("the big moment: 0:12", "el momento clave: 0:07").
    const qualified = (k: number) => t[k]?.kind === 'word' && opens(k) && (k !== lastEnd || lineStart(k));
    const articled = t[key.start - 1]?.kind === 'word' && t[key.start - 2]?.kind === 'word' && KEY_ARTICLES.has(t[key.start - 2]!.norm) && qualified(key.start - 2);
    // A key written with "_" is a key wherever it stands ("…, new jordan 4s reveal_ms=15500 vo=0").
    const underscored = key.raw.includes('_') && t[key.start + 1]?.raw === '_';
    // "… slow-mo burnouts vo=none commercial=no": a known key glued to its "=" and value is a key wherever it stands.
    const glued = t[a]!.raw === '=' && adjacent(t[a - 1], t[a]) && adjacent(t[a], t[a + 1]) && key.start === a - 1;
    // "• generado con IA: no": a bulleted line's key of up to three words written with spaces.
    // (The whole line up to the colon is then the key: "generado con" is no statement of its own.)
    const keyStart = key.start;
    const bulletStart = (() => {
      let m = keyStart;
      for (let n = 0; n < 3 && t[m - 1]?.kind === 'word' && t[m - 1]!.clause === t[keyStart]!.clause; n++) m--;
      return m < keyStart && (t[m - 1]?.raw === '•' || t[m - 1]?.raw === '-' || t[m - 1]?.raw === '*') && (t[m - 2] === undefined || t[m - 2]!.clause !== t[m - 1]!.clause) ? m : -1;
    })();
    if (!opens(key.start) && !qualified(key.start - 1) && !articled && !numbered && !underscored && !glued && bulletStart < 0) continue;
    // "kein Sponsoring: Weihnachtsbaum schmücken", "no sponsor: just me": a negated word before a colon is
    // a statement the cues read ("kein Sponsoring" is not sponsored), not a field whose value names a sponsor.
    // ("vo=no brand=yes": a "no" that is the value of the key before it negates nothing.)
    // (Checked before a bulleted key is widened: "- kein Sponsoring: …" stays a statement.)
    if (NEGATED_KEY.has(t[key.start - 1]?.norm ?? '') && t[key.start - 1]!.clause === t[key.start]!.clause && !isAssign(t[key.start - 2]) && !QUOTES.has(t[key.start - 2]?.raw ?? '')) continue;
    if (bulletStart >= 0 && !opens(key.start)) key = { ...key, start: bulletStart };
    // The value: up to a separator, the next "key:" or twelve tokens; a quoted value up to its closing quote ("Ms. Dolores retires…").
    let end = j + 1;
    let quotedValue = false;
    const open = t[j + 1];
    if (open?.kind === 'punct' && QUOTES.has(open.raw)) {
      let close = j + 2;
      while (close < t.length && close - j <= 40 && !(t[close]!.kind === 'punct' && QUOTES.has(t[close]!.raw))) (close++, steps.n++);
      if (close < t.length && close - j <= 40) (end = close + 1), (quotedValue = true);
    }
    while (!quotedValue && end < t.length && end - j <= 12) {
      steps.n++;
      const tok = t[end]!;
      // A comma between two digits is a decimal ("laenge: 1,5 Minuten"), not the value's end.
      const decimalComma = tok.raw === ',' && t[end - 1]?.kind === 'num' && t[end + 1]?.kind === 'num' && adjacent(t[end - 1], tok) && adjacent(tok, t[end + 1]);
      // "**Reveal:** living room lake view, halfway through": a moment's value goes on past a comma to the halfway that places it.
      const placedAfterComma = tok.raw === ',' && KEYS[key.key] === 'payoff' && HALF_WORDS.has(t[end + 1]?.norm ?? '');
      // A slash joining two numbers ("payoff: 50/50 split shot at 0:40", "at 3/4 of the runtime") is part of the value.
      const numberSlash = tok.raw === '/' && t[end - 1]?.kind === 'num' && t[end + 1]?.kind === 'num' && adjacent(t[end - 1], tok) && adjacent(tok, t[end + 1]);
      if (tok.kind === 'punct' && !decimalComma && !placedAfterComma && !numberSlash && (SEPARATORS.has(tok.raw) || (tok.raw === '.' && !(t[end - 1]?.kind === 'num' && t[end + 1]?.kind === 'num')))) break;
      if (tok.kind === 'word' && startsKey(t, end)) break;
      // A line break ends the value ("Duration: 00:00:45:00" then "Marker 1 …" on the next line).
      if (tok.clause !== t[j + 1]!.clause && tok.kind !== 'punct' && t[end - 1]?.kind !== 'punct') break;
      // So does a list item's marker on the next line ("- runtime: 0:19" then "- reveal @ 16s").
      if (tok.clause !== t[j + 1]!.clause && tok.kind === 'punct' && (tok.raw === '-' || tok.raw === '•' || tok.raw === '*') && t[end - 1]?.clause !== tok.clause) break;
      if (isAssign(tok) && t[end - 1]?.kind !== 'num') break;
      end++;
    }
    // A spaced key's value is its number ("duration_s 24 reveal_s 14 vo no").
    // ("reveal_ts 23.5s": a decimal and its unit belong to it.)
    if (spaced) end = Math.min(end, t[a + 1]?.raw === '.' && t[a + 2]?.kind === 'num' && adjacent(t[a + 1], t[a + 2]) ? (t[a + 3]?.norm === 's' && adjacent(t[a + 2], t[a + 3]) ? a + 4 : a + 3) : a + 1);
    if (end === j + 1) continue;
    const kind = KEYS[key.key]!;
    // A yes/no value is one word: what follows it in a space-separated brief is the next thing said
    // ("vo=none first_kiss@0:21").
    const valueTok = t[j + 1];
    // ("audio: no VO": the word a "no" negates is part of its value.)
    const negatedThing = valueTok !== undefined && NO.has(valueTok.norm) && (VOICE_VALUES.has(t[j + 2]?.norm ?? '') || GENERATORS.has(t[j + 2]?.norm ?? ''));
    if (FLAG_KINDS.has(kind) && valueTok?.kind === 'word' && (YES.has(valueTok.norm) || NO.has(valueTok.norm)) && end > j + 2 && t[j + 2]!.kind === 'word' && !negatedThing && nextItemAt(t, j + 2)) end = j + 2;
    const value = t.slice(j + 1, end).filter((x) => x.kind !== 'punct' || x.raw === ':' || x.raw === '.');
    if (value.length === 0) continue;
    const words = value.filter((x) => x.kind === 'word').map((x) => x.norm);
    // A sender's name is a few words; a longer value is the brief itself, said to the assistant ("assistant: 20s clip of my dog surfing").
    if (kind === 'meta' && words.length > META_MAX_WORDS) continue;
    // A remark in brackets right after a usage value says what the account is ("cuenta: estudio de yoga (negocio)").
    if (kind === 'usage' && t[end]?.raw === '(') for (let k = end + 1; k < Math.min(t.length, end + 6) && t[k]!.raw !== ')'; k++) if (t[k]!.kind === 'word') words.push(t[k]!.norm);
    const first = value[0]!.norm;
    let read = true;
    // "clip=20s", "video: 0:45": a clip key whose whole value is one time gives the clip's length, not its topic.
    const lengthOfClip = kind === 'topic' && CLIP_KEYS.has(key.key) ? wholeTime(t.slice(j + 1, end), steps, fps) : null;
    if (lengthOfClip !== null) out.duration = { ms: lengthOfClip, kind: 'duration', start: j + 1, end, durationMarked: true, revealClause: false };
    else if (kind === 'topic') {
      // Without the quotes a JSON brief puts around it, or a Markdown brief's bold ("- **Scene:** frog …").
      let from = j + 1;
      let to = end;
      const wraps = (tok: Token) => tok.kind === 'punct' && (QUOTES.has(tok.raw) || MARKDOWN.has(tok.raw));
      while (from < to && wraps(t[from]!)) from++;
      while (to > from && wraps(t[to - 1]!)) to--;
      // A footage or b-roll field may say only how it was shot ("footage: real, shot on iPhone, not AI"):
      // it names the topic when no subject field does, whichever comes first.
      const secondary = SECONDARY_TOPIC_KEYS.has(key.key);
      // An e-mail's subject line ("Subject: Reel plan request #4471", "Re: brief") names the message, not the clip (panel 13: it became the title card).
      // ("Order 1182 - reel plan", "New brief for the spring campaign", "Task: product reel": an order's word before its number or a dash; not "job interview tips".)
      const mailSubject = key.key === 'subject' && t.slice(from, to).some((x, k, v) => MAIL_SUBJECT_WORDS.has(x.norm) || (x.raw === '#' && v[k + 1]?.kind === 'num') || (ORDER_WORDS.has(x.norm) && (v[k + 1] === undefined || v[k + 1]!.kind === 'num' || ['-', ':', '#', '–', '—', 'for'].includes(v[k + 1]!.raw.toLowerCase()))));
      if (from >= to || mailSubject) read = false;
      else if (!secondary || out.topic === null) out.topic = { start: from, end: to };
    }
    // "destaque=90%", "reveal: 75 %": a moment field whose value is a percentage is a share of the clip.
    else if (key.key === 'payoff_pct' || (kind === 'payoff' && value.length <= 3 && value[0]?.kind === 'num' && t.slice(j + 1, end).some((x) => x.raw === '%'))) {
      const n = value.find((v) => v.kind === 'num');
      // '"hero_shot_pct": 0.75': a share written as a fraction of one.
      const fractionOfOne = value.length === 3 && value[0]!.raw === '0' && value[1]!.raw === '.' && value[2]!.kind === 'num' ? Number(`0.${value[2]!.raw}`) * 100 : null;
      const pct = fractionOfOne ?? (n === undefined ? NaN : Number(n.raw));
      if (pct > 0 && pct < 100) out.payoffShare = { hit: { start: j + 1, length: end - j - 1 }, value: pct / 100 };
      else read = false;
    }
    // "reveal: bottle reveal at 3/4 of the runtime": a share of the clip, which the free text reads once the length is known.
    // (The slash is punctuation, which the value leaves out: look at the raw tokens.)
    else if (kind === 'payoff' && t.slice(j + 1, end).some((v, k, raw) => v.raw === '/' && raw[k - 1]?.kind === 'num' && raw[k + 1]?.kind === 'num')) read = false;
    else if (kind === 'duration' || kind === 'payoff' || kind === 'offset' || kind === 'intro') {
      const slice = t.slice(j + 1, end);
      const time = readTimes(slice, steps, fps)[0];
      // A bare number is seconds here ("dur=30", "reveal: 18"); a clock ("0:25") or a unit reads as written.
      // A key in milliseconds ("payoff_ms": 21500, "payoff_at_ms": 8240) reads its bare number as such.
      const inMs = key.key.endsWith('_ms');
      // "runtime_min: 2": a key counted in minutes reads its bare number as minutes.
      const inMin = key.key.endsWith('_min');
      // A key counted in frames ("duration_frames=450", "highlight_frame=300") reads its number at the brief's frame rate.
      // (A clock value is read as written: "hero_frame=00:52" is 52 s.)
      // ("fotograma_clave": 300, "key_frame": 330: a key frame named in any language.)
      // ("hero_frame=6.5s": a value with its unit of seconds, or a decimal, is a time, not a frame count.)
      const secondsGiven = value.some((v) => v.kind === 'word' && SECOND_UNITS_IN_VALUE.has(v.norm)) || (value.length >= 3 && value[0]!.kind === 'num' && value[1]!.raw === '.' && value[2]!.kind === 'num');
      const inFrames = (key.raw.endsWith('_frame') || key.raw.endsWith('_frames') || key.raw === 'frames' || key.raw === 'frame' || key.raw === 'keyframe' || /^(fotograma|quadro|key_frame)(_|$)/.test(key.raw)) && !value.some((v) => v.raw === ':') && !secondsGiven;
      // "duration: 12.5" is a number too (the API plans whole seconds; the reader rounds it).
      const decimal = value.length === 3 && value[0]!.kind === 'num' && value[1]!.raw === '.' && value[2]!.kind === 'num' ? Number(`${value[0]!.raw}.${value[2]!.raw}`) : null;
      // '"peak_frame": "540 @ 30fps"': a frame count first, whatever follows it.
      const firstNum = value.find((v) => v.kind !== 'punct' || !QUOTES.has(v.raw));
      // '"hero_window_s": "8-10"': a moment's field given as a window lands in its middle (as "it lands between 8 and 10 s" does).
      const plain = slice.filter((v) => !QUOTES.has(v.raw) && !(v.kind === 'word' && (v.norm === 's' || v.norm === 'sec')));
      const windowMiddle = kind === 'payoff' && plain.length === 3 && plain[0]!.kind === 'num' && plain[2]!.kind === 'num' && ['-', '–', 'to', 'a', 'bis'].includes(plain[1]!.norm) && Number(plain[0]!.raw) < Number(plain[2]!.raw) ? (Number(plain[0]!.raw) + Number(plain[2]!.raw)) / 2 : null;
      const bare = value.length === 1 && value[0]!.kind === 'num' ? Number(value[0]!.raw) : decimal ?? (inFrames && firstNum?.kind === 'num' ? Number(firstNum.raw) : null);
      const ms = windowMiddle !== null && !inFrames ? Math.round(inMs ? windowMiddle : inMin ? windowMiddle * 60_000 : windowMiddle * 1000) : inFrames && bare !== null ? Math.round((bare / fps) * 1000) : inMs && bare !== null ? bare : inMin && bare !== null ? bare * 60_000 : time !== undefined ? time.ms : bare !== null && value[0]!.raw.length <= 4 ? bare * 1000 : null;
      // "payoff": "with 3 seconds left", "reveal: 3 secondes après l'intro de 5 secondes", "reveal": "three quarters through":
      // a moment told in words around (or instead of) its time is the free text's to read, as a sentence would be.
      const relation = (x: Token, k: number) => x.kind === 'word' && (time === undefined || k < time.start || k >= time.end) && (MOMENT_RELATIONS.has(x.norm) || (END_AFTER_TIME.has(x.norm) && (time === undefined || k >= time.end)) || (LAST_VALUE_WORDS.has(x.norm) && (time === undefined || k === time.start - 1)));
      const told = kind === 'payoff' && bare === null && (slice.some(relation) || slice.some((x) => FR_LAST.has(x.norm)));
      if (told) {
        read = false;
        out.told.push({ start: key.start, length: end - key.start });
      }
      // "revelacao: a meio do vídeo": the middle of the clip, once its length is known.
      else if (ms === null && kind === 'payoff' && words.some((w) => HALF_WORDS.has(w))) out.payoffHalf = { start: j + 1, length: end - j - 1 };
      else if (ms === null) {
        read = false;
        // "payoff: sparkler exit": a few words naming the moment, read against the list of moments that gives its time.
        const named = slice.filter((x) => x.kind === 'word').map((x) => x.norm);
        if (kind === 'payoff' && named.length > 0 && named.length <= 5 && out.payoffName === null) out.payoffName = named;
      } else {
        const hit: TimeHit = { ms, kind: kind === 'payoff' ? 'point' : 'duration', start: j + 1, end, durationMarked: kind === 'duration', revealClause: kind === 'payoff' };
        if (kind === 'duration') {
          if (out.duration !== null && Math.abs(out.duration.ms - hit.ms) >= 1000) out.otherDuration = hit;
          else out.duration = hit;
        }
        else if (kind === 'offset') out.offsetMs = ms;
        else if (kind === 'intro') out.introMs = ms;
        else if (words.includes('intro') && slice.some((x) => x.raw === '+')) out.afterIntro = hit;
        else if (LAST_VALUE_WORDS.has(first) && time !== undefined && time.start === 1) out.payoffFromEnd = { ...hit, kind: 'duration', revealClause: true };
        // "reveal_at": "end-3s", "end - 3 s": counted back from the end.
        else if (first === 'end' && time !== undefined && slice.slice(0, time.start).some((x) => x.raw === '-')) out.payoffFromEnd = { ...hit, kind: 'duration', revealClause: true };
        // "emotional_peak": "final photo at T-8s": an editor's countdown to the end.
        else if (time !== undefined && time.start >= 2 && slice[time.start - 1]!.raw === '-' && slice[time.start - 2]!.norm === 't') out.payoffFromEnd = { ...hit, kind: 'duration', revealClause: true };
        // "moment": "buzzer-beater 3s before end", "revelacao": "3 segundos antes do fim", "5 s avant la fin", "3 s vor Schluss".
        // ("reveal_at=3s_before_end": the words may be joined by "_".)
        else if (time !== undefined && [0, 1].some((b) => BEFORE_END_WORDS.has(slice[time.end + b]?.norm ?? '') && (b === 0 || slice[time.end]!.raw === '_') && [1, 2, 3].some((d) => END_VALUE_WORDS.has(slice[time.end + b + d]?.norm ?? '')))) out.payoffFromEnd = { ...hit, kind: 'duration', revealClause: true };
        else if (key.key.startsWith('payoff_from_end')) out.payoffFromEnd = { ...hit, kind: 'duration', revealClause: true };
        else {
          out.payoff = hit;
          out.payoffKey = key.key === 'marker' ? 'marker' : null;
        }
      }
    // ('"audio_layers": ["music"]': an audio field that lists only music has no voice.)
    } else if (kind === 'voice') read = set('voice', saysNoVoice(words) || (words.length > 0 && words.every((w) => MUSIC_WORDS.has(w))) ? false : yesNo(first, words, VOICE_VALUES));
    else if (kind === 'aigc') read = set('aigc', yesNo(first, words, GENERATORS));
    else if (kind === 'paid') {
      read = set('paid', ORGANIC_VALUES.has(first) || contrastedNo(words) || contrastAfter(t, end) ? false : yesNo(first, words, EMPTY));
      // "paid: no, personal teacher account": not paid, and not business work either.
      // ("promo: organic post" on a taquería's business page is only unpaid: "organic" says nothing about whose page it is.)
      if (out.paid === false && out.commercial !== true && (words.some((w) => PERSONAL_VALUES.has(w)) || (t[end]?.raw === ',' && PERSONAL_VALUES.has(t[end + 1]?.norm ?? '')))) out.commercial = false;
    }
    // "client: Orbital Coffee", "Kunde: Steuerkanzlei": a client named is client work.
    else if (kind === 'commercial') {
      // "patrocinado: antes sí, este no": the value's last word, said of this clip, is the answer.
      const said = contrastedNo(words) || contrastAfter(t, end) ? false : yesNo(first, words, EMPTY);
      read = set('commercial', said ?? true);
      // A client or campaign named in words says what the clip is about too ("Kunde: Sneaker-Label Nordlicht", "campaign: new collection drop").
      if (said === null && words.length > 0) out.described.push({ start: j + 1, end });
    }
    else if (kind === 'off') read = set('off', yesNo(first, words, EMPTY));
    // A marker that is neither the length nor the payoff: its time is read as nothing.
    else if (kind === 'marker' || kind === 'meta') read = true;
    else {
      // "usage: paid social", "placement: youtube pre-roll", "usage: organic".
      // A value word right after a negation says the opposite ("organic, not sponsored").
      const said = (set: ReadonlySet<string>): boolean | null => {
        let v: boolean | null = null;
        words.forEach((w, k) => {
          if (set.has(w)) v = k > 0 && NO.has(words[k - 1]!) || words[k - 1] === 'not' ? (v ?? false) : true;
        });
        return v;
      };
      if (words.some((w) => ORGANIC_VALUES.has(w))) out.paid = false;
      const paidSaid = said(PAID_VALUES);
      if (paidSaid !== null) out.paid = paidSaid;
      const commercialSaid = said(COMMERCIAL_VALUES);
      if (commercialSaid !== null) out.commercial = commercialSaid;
      // "acct=restaurant", "posted_by: the gym": an account field whose value is a business.
      else if (ACCOUNT_KEYS.has(key.raw) && !words.some((w) => ORGANIC_VALUES.has(w) || NO.has(w)) && words.some(namesBusiness)) out.commercial = true;
      // "acct_type": "personal": an account said to be one's own is no business work.
      else if (ACCOUNT_KEYS.has(key.raw) && words.some((w) => ORGANIC_VALUES.has(w)) && out.commercial === null) out.commercial = false;
      if (said(OFF_VALUES) === true) out.off = true;
    }
    if (read) out.spans.push({ start: key.start, length: end - key.start });
    if (read) out.keys.push({ start: key.start, length: j + 1 - key.start });
    lastEnd = end;
    a = end - 1;
  }
  // "intro=4s reveal=intro_end+2s": the intro's end plus the time; "anchor_t": "0:09", "offset_s": 1.5: the moment plus its offset.
  if (out.afterIntro !== null && out.introMs !== null && out.payoff === null) out.payoff = { ...out.afterIntro, ms: out.introMs + out.afterIntro.ms };
  if (out.payoff !== null && out.offsetMs !== null) out.payoff = { ...out.payoff, ms: out.payoff.ms + out.offsetMs };
  // '"intro_len_s": 4, "reveal_offset_after_intro_s": 6.5': the intro's end plus the offset.
  else if (out.payoff === null && out.introMs !== null && out.offsetMs !== null) out.payoff = { ms: out.introMs + out.offsetMs, kind: 'point', start: 0, end: 0, durationMarked: false, revealClause: true };
  return out;
}

/** Topic keys that name the clip itself: with a time for their whole value, the clip's length ("clip=20s"). */
const CLIP_KEYS: ReadonlySet<string> = new Set(['clip', 'video', 'reel']);

/** The ms of a value that is one time and nothing else ("20s", "0:45", '"40 s"'), or null. */
function wholeTime(value: readonly Token[], steps: Steps, fps: number): number | null {
  const inner = value.filter((x) => !(x.kind === 'punct' && QUOTES.has(x.raw)));
  if (inner.length === 0 || inner[0]!.kind !== 'num') return null;
  const time = readTimes(inner, steps, fps)[0];
  return time !== undefined && time.start === 0 && time.end === inner.length ? time.ms : null;
}

/** A number right after an underscored key, a space between ("duration_ms 27000"): the key's last word and its joiner are adjacent. */
function spacedTimeKey(t: readonly Token[], i: number): boolean {
  const last = t[i - 1];
  const joiner = t[i - 2];
  if (t[i]?.kind !== 'num' || last?.kind !== 'word' || adjacent(last, t[i])) return false;
  if (joiner?.kind === 'punct' && joiner.raw === '_' && adjacent(joiner, last) && adjacent(t[i - 3], joiner)) return true;
  // "fit check / len 12.5 / no vo": a one-word key of a length and its bare number, alone between a list's slashes or bars.
  const decimal = t[i + 1]?.raw === '.' && t[i + 2]?.kind === 'num' && adjacent(t[i], t[i + 1]) && adjacent(t[i + 1], t[i + 2]);
  const end = t[decimal ? i + 3 : i + 1];
  const bar = (x: Token | undefined) => x !== undefined && x.kind === 'punct' && (x.raw === '/' || x.raw === '|');
  return KEYS[last.norm] === 'duration' && (bar(joiner) || bar(end)) && (joiner === undefined || bar(joiner)) && (end === undefined || bar(end));
}
