/**
 * The concierge's reading of plain-language requests: a table of phrasings in English, Spanish,
 * Portuguese, French and German with the exact values expected, the reader's schema, and a
 * proof that reading stays linear in the message's length (a step counter, not a clock).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readMessage, type Reading } from '../../src/engine/concierge-reading.ts';
import { tokenise } from '../../src/engine/reading-tokens.ts';
import { ReadingSchema } from '../../src/schemas/concierge.ts';

type Expect = Partial<Omit<Reading, 'contradictions'>> & { contradictions?: string[] };

/** Each row names only the values the message states; every named value must match exactly. */
const TABLE: Array<[string, Expect]> = [
  // Durations, English
  ['12s street food clip', { duration_s: 12, payoff_at_ms: null, topic: 'street food' }],
  ['12 sec of latte art', { duration_s: 12, topic: 'latte art' }],
  ['twelve seconds of rain on a window', { duration_s: 12, topic: 'rain on a window' }],
  ['half a minute of my morning routine', { duration_s: 30, topic: 'morning routine' }],
  ['a minute and a half road trip montage', { duration_s: 90, topic: 'road trip montage' }],
  ['one and a half minutes of pottery throwing', { duration_s: 90, topic: 'pottery throwing' }],
  ['1m30s cooking tutorial', { duration_s: 90, topic: 'cooking tutorial' }],
  ['1:30 recap of our trip', { duration_s: 90, payoff_at_ms: null }],
  ['0:45 skincare routine', { duration_s: 45, topic: 'skincare routine' }],
  ['90-second travel vlog from Lisbon with narration', { duration_s: 90, voiceover: true, topic: 'travel vlog from Lisbon' }],
  ['two minutes of study with me, no talking', { duration_s: 120, voiceover: false }],
  ['thirty-five seconds of puppy zoomies', { duration_s: 35, topic: 'puppy zoomies' }],
  ['1.5 minutes of sunrise timelapse', { duration_s: 90 }],
  ['a 1 minute recipe video for banana bread, I talk over it', { duration_s: 60, voiceover: true, topic: 'recipe for banana bread' }],
  ['ten second gaming clip', { duration_s: 10, topic: 'gaming' }],
  ['80s music vibe roller skating', { duration_s: null }],
  // Reveal and payoff times, English
  ['birria tacos 30s, no voice, cheese pull at 0:06', { duration_s: 30, payoff_at_ms: 6000, voiceover: false, topic: 'birria tacos' }],
  ['outfit reveal at the 4 second mark, 15 sec clip', { duration_s: 15, payoff_at_ms: 4000, reveal: true }],
  ['the drop hits at 6s, 20s long', { duration_s: 20, payoff_at_ms: 6000, reveal: true }],
  ['cake cutting, the final look appears around 6 seconds in, 15 seconds', { duration_s: 15, payoff_at_ms: 6000 }],
  ['before/after of my bathroom reno, the reveal at 7s', { payoff_at_ms: 7000, duration_s: null, reveal: true, topic: 'bathroom reno' }],
  ['kitchen makeover with the drop at 8.5 seconds, 15s total', { payoff_at_ms: 8500, duration_s: 15, reveal: true }],
  ['glow up transformation, reveal around 5 sec', { payoff_at_ms: 5000, duration_s: null, reveal: true }],
  ['logo shows up at 2500ms in a 10s teaser', { payoff_at_ms: 2500, duration_s: 10 }],
  ['reveal 0:08, clip is 0:20', { payoff_at_ms: 8000, duration_s: 20 }],
  ['before and after haircut', { reveal: true, payoff_at_ms: null, duration_s: null, topic: 'haircut' }],
  ['pancake flip at 6s, 10 second clip', { payoff_at_ms: 6000, duration_s: 10 }],
  ['the cat shows up at 3 seconds', { payoff_at_ms: 3000, duration_s: null }],
  ['payoff at 750 ms', { payoff_at_ms: 750 }],
  ['la revelación a los 6 segundos, sin voz', { payoff_at_ms: 6000, voiceover: false, duration_s: null }],
  ['la transformation à 6 secondes, sans voix', { payoff_at_ms: 6000, voiceover: false }],
  ['der Trick kommt nach 6 Sekunden, ohne Sprecher', { payoff_at_ms: 6000, voiceover: false }],
  // Voice, English
  ['comedy skit, lots of dialogue, about 40 seconds', { duration_s: 40, voiceover: true, topic: 'comedy skit' }],
  ['valorant clutch with live mic, 25s', { duration_s: 25, voiceover: true, topic: 'valorant clutch' }],
  ['podcast clip about startup funding', { voiceover: true }],
  ['reaction to the new trailer', { voiceover: true }],
  ['storytime: how I got fired', { voiceover: true }],
  ['I narrate my garden tour', { voiceover: true, topic: 'garden tour' }],
  ['interview with a chef at the market', { voiceover: true }],
  ['silent sunset timelapse', { voiceover: false }],
  ['no talking, just the sound of the waves', { voiceover: false }],
  ['I narrate, no voiceover though', { voiceover: false, contradictions: ['voiceover'] }],
  // AI generation, English
  ['made with Veo, 8 seconds, a dragon flying over mountains', { duration_s: 8, aigc: true, topic: 'dragon flying over mountains' }],
  ['sora clip of a tiny chef cooking pasta, 20s', { duration_s: 20, aigc: true, topic: 'tiny chef cooking pasta' }],
  // A client in Spanish, a studio's website in Portuguese, a website hero video.
  ['Reel de 45 segundos para el salón de belleza de mi clienta, sin voz', { duration_s: 45, voiceover: false, commercial_use: true }],
  ['Vídeo de um minuto e meio para o site do meu estúdio de pilates, com narração', { duration_s: 90, voiceover: true, commercial_use: true, off_platform_reuse: true }],
  ['website hero video for my architecture firm, 30 seconds loop, no voice', { duration_s: 30, commercial_use: true, off_platform_reuse: true, topic: 'architecture firm' }],
  // Agent key: value briefs; Portuguese "no" is "in the" after a maker word.
  ['Agent request: clip length 00:22, payoff at 14.5s, voiceover: none, generated with Runway Gen-3, usage: sponsored post.', { duration_s: 22, payoff_at_ms: 14500, voiceover: false, aigc: true, commercial_use: true }],
  ['Gerado por IA no Kling, sem narração, só música.', { aigc: true, voiceover: false }],
  ['voiceover: yes, 30s', { duration_s: 30, voiceover: true }],
  // A clause's tail that says when or what not is no part of the topic.
  ["need a sound for my fit check but I don't want any music on it. 15s", { duration_s: 15, topic: 'fit check' }],
  ['clip of my clutch in Valorant w/ my commentary over it, 0:40', { duration_s: 40, voiceover: true, topic: 'clutch in Valorant' }],
  // A reveal counted back from the end or at the middle; a game clock is neither a length nor a cue.
  ['30s cake decorating, reveal 3 seconds before the end, no voice', { duration_s: 30, payoff_at_ms: 27000, voiceover: false, topic: 'cake decorating' }],
  ['unboxing my new camera, reveal at the halfway point, 40s', { duration_s: 40, payoff_at_ms: 20000 }],
  ['the drop hits in the last 5 seconds, 20s gym edit', { duration_s: 20, payoff_at_ms: 15000 }],
  ['20 segundos, la revelación 4 segundos antes del final', { duration_s: 20, payoff_at_ms: 16000 }],
  ['vidéo de 30 secondes, la révélation au milieu', { duration_s: 30, payoff_at_ms: 15000 }],
  ['10 seconds left on the clock buzzer beater, 15s', { duration_s: 15, payoff_at_ms: null }],
  ['reveal 3 seconds before the end', { duration_s: null, payoff_at_ms: null, reveal: true }],
  // The change itself is what the clip shows; the maker verb is not.
  ['hair transformation, 20 sec, the reveal is around 7s', { duration_s: 20, payoff_at_ms: 7000, topic: 'hair transformation' }],
  ['video hecho con Sora de un dragón, 10s', { duration_s: 10, aigc: true, topic: 'dragon' }],
  // What is seen is the subject, not the seeing.
  ['30 second video for my bakery, you see the croissant come out of the oven at 0:18', { duration_s: 30, payoff_at_ms: 18000, topic: 'croissant come out of the oven' }],
  ['Vidéo de 30 secondes pour ma boulangerie, on voit le croissant sortir du four à 0:18', { duration_s: 30, payoff_at_ms: 18000, topic: 'croissant sortir du four' }],
  ['Kling dance video 15 sec', { duration_s: 15, aigc: true, topic: 'dance' }],
  // Who the work is for is the subject when nothing else is: the business words set the flag and stay in the topic.
  ['gonna boost this post for my dental clinic, 30s', { duration_s: 30, paid_ad: true, commercial_use: true, topic: 'dental clinic' }],
  ['video for my bakery\'s account, 15s', { duration_s: 15, commercial_use: true, topic: 'bakery' }],
  ['anuncio pagado para una marca de café, un minuto', { duration_s: 60, paid_ad: true, commercial_use: true, topic: 'coffee' }],
  ['generated in Runway, neon city flythrough', { aigc: true }],
  // A weak generator name before what it made; Spanish "veo" ("I see") is not one.
  ['Veo clip of a misty forest with birds, 10s', { duration_s: 10, aigc: true }],
  ['veo un video de mi perro, 10s', { duration_s: 10, aigc: null }],
  // A food truck and a brand are businesses; a truck, a gym and a personal brand are not.
  ["street taco montage for my food truck's insta, 20 seconds", { duration_s: 20, commercial_use: true }],
  ["teaser for our skincare brand's new serum, made with Kling, 15s", { duration_s: 15, aigc: true, commercial_use: true }],
  ['my truck build, 30s', { duration_s: 30, commercial_use: null }],
  ['my gym session, 30s', { duration_s: 30, commercial_use: null }],
  ['my personal brand story, 30s', { duration_s: 30, commercial_use: null }],
  ['AI gen anime fight scene', { aigc: true }],
  ['runway show highlights from fashion week', { aigc: null }],
  ['real footage, not AI, of my dog at the beach', { aigc: false }],
  ['AI-generated product shot of a perfume bottle', { aigc: true }],
  ['Hailuo clip of a fox in the snow', { aigc: true }],
  ['Midjourney video of a floating castle', { aigc: true }],
  ['Gen-3 surreal ocean', { aigc: true }],
  ['made with Pika: melting clocks', { aigc: true }],
  ['generated with Luma, a drone shot over dunes', { aigc: true }],
  ['I explain how compound interest works', { voiceover: true }],
  // Commercial, English
  ['#ad skincare routine with the new serum, 30 sec, voiceover', { duration_s: 30, voiceover: true, paid_ad: true }],
  ['tour of a 2 bed condo for my realty team\'s page, 45 seconds, I talk over it', { duration_s: 45, voiceover: true, commercial_use: true }],
  ['unboxing for a sportswear brand', { commercial_use: true }],
  ['product demo for a client', { commercial_use: true }],
  ['cookies cooling on a rack for my bakery\'s account', { commercial_use: true }],
  ['need music for a 15s pre-roll, coffee brand, narrator reads the script', { duration_s: 15, voiceover: true, paid_ad: true, off_platform_reuse: true, placement: 'preroll', commercial_use: true }],
  ['30s TV spot for a car dealer', { duration_s: 30, paid_ad: true, off_platform_reuse: true }],
  ['client wants a 30s reel for their bakery, they will also post it on their website', { duration_s: 30, commercial_use: true, off_platform_reuse: true }],
  ['organic post, not sponsored, just my weekend', { paid_ad: false, commercial_use: false }],
  ['brand new sneakers unboxing', { commercial_use: null }],
  ['YouTube ad for our app, 20 seconds', { duration_s: 20, paid_ad: true, off_platform_reuse: true, placement: 'preroll' }],
  ['promo for our website, 30s', { duration_s: 30, off_platform_reuse: true, commercial_use: true }],
  ['sponsored post for a skincare brand', { commercial_use: true }],
  ['vídeo para um cliente, patrocinado', { commercial_use: true }],
  ['paid ad but organic only', { paid_ad: true, contradictions: ['paid_ad'] }],
  // Music
  // Asking for no music and for a sound: a question, and the sound asked for is planned (music is not set to false).
  ['no music at all but pick a sound for my 20s vlog', { duration_s: 20, music: null, contradictions: ['music'], topic: 'vlog' }],
  ['asmr keyboard typing, no music pls, 1 min', { duration_s: 60, music: false, topic: 'asmr keyboard typing' }],
  // Spanish
  ['video de tacos al pastor de 30 segundos, sin voz', { language: 'es', duration_s: 30, voiceover: false, topic: 'tacos al pastor', topic_as_written: 'tacos al pastor' }],
  ['medio minuto de mi perro jugando en la playa', { language: 'es', duration_s: 30, topic: 'dog playing at the beach', topic_as_written: 'perro jugando en la playa' }],
  ['antes y después de mi cabello, la revelación a los 8 segundos, 20 segundos en total', { language: 'es', duration_s: 20, payoff_at_ms: 8000, reveal: true }],
  ['anuncio para una marca de ropa deportiva, 15 segundos, con locutor', { language: 'es', duration_s: 15, voiceover: true, paid_ad: true, commercial_use: true }],
  ['veinticinco segundos de mi gato durmiendo, generado con IA', { language: 'es', duration_s: 25, aigc: true }],
  ['treinta y cinco segundos de baile, publicidad patrocinada para un cliente', { language: 'es', duration_s: 35, commercial_use: true, paid_ad: true }],
  ['un minuto y medio de receta, hablando a cámara', { language: 'es', duration_s: 90, voiceover: true }],
  // Portuguese
  ['12 segundos, o look final aparece aos 6 segundos, sem narração, maquiagem para casamento', { language: 'pt', duration_s: 12, payoff_at_ms: 6000, voiceover: false, topic: 'wedding makeup', topic_as_written: 'maquiagem para casamento' }],
  ['receita de brigadeiro, eu narro, 45 segundos', { language: 'pt', duration_s: 45, voiceover: true, topic: 'brigadeiro recipe', topic_as_written: 'receita de brigadeiro' }],
  ['meio minuto de treino na academia', { language: 'pt', duration_s: 30, topic: 'workout at the gym', topic_as_written: 'treino na academia' }],
  ['vídeo gerado por IA de um astronauta na praia, quinze segundos', { language: 'pt', duration_s: 15, aigc: true }],
  ['publi para uma marca de cosméticos, #publi, 30s com minha voz', { language: 'pt', duration_s: 30, voiceover: true, commercial_use: true }],
  ['vídeo para um cliente, vinte e cinco segundos, no segundo 10 aparece o produto', { language: 'pt', duration_s: 25, payoff_at_ms: 10000, commercial_use: true }],
  // French
  ['recette de crêpes, 30 secondes, sans voix off', { language: 'fr', duration_s: 30, voiceover: false, topic: 'crepes recipe', topic_as_written: 'recette de crêpes' }],
  ['je raconte mon voyage au Japon, 1 minute 30', { language: 'fr', duration_s: 90, voiceover: true, topic: 'trip to Japan', topic_as_written: 'voyage au Japon' }],
  ['une demi-minute de mon chat qui joue', { language: 'fr', duration_s: 30, topic: 'cat playing', topic_as_written: 'chat qui joue' }],
  ['vidéo générée par IA avec Runway, forêt brumeuse, 12 s', { language: 'fr', duration_s: 12, aigc: true, topic: 'misty forest', topic_as_written: 'forêt brumeuse' }],
  ['pub pour une marque de baskets, vingt secondes, la révélation à 6 secondes', { language: 'fr', duration_s: 20, payoff_at_ms: 6000, paid_ad: true, commercial_use: true }],
  ['publicité sans voix pour notre boulangerie, quarante-cinq secondes', { language: 'fr', duration_s: 45, voiceover: false, paid_ad: true, commercial_use: true }],
  // German
  ['Rezept für Käsespätzle, 30 Sekunden, ohne Sprecher', { language: 'de', duration_s: 30, voiceover: false, commercial_use: null, topic: 'käsespätzle recipe', topic_as_written: 'Rezept für Käsespätzle' }],
  ['ich erzähle über meine Reise nach Island, eine Minute', { language: 'de', duration_s: 60, voiceover: true, topic: 'trip to Iceland', topic_as_written: 'Reise nach Island' }],
  ['Werbung für eine Sportmarke, 15 Sekunden, mit Sprecherin', { language: 'de', duration_s: 15, voiceover: true, commercial_use: true, paid_ad: true }],
  ['KI-generiertes Video, Drache über Bergen, acht Sekunden', { language: 'de', duration_s: 8, aigc: true, topic: 'dragon over mountains', topic_as_written: 'Drache über Bergen' }],
  ['Vorher-Nachher Zimmer Makeover, Enthüllung bei Sekunde 10, 30 Sekunden lang', { language: 'de', duration_s: 30, payoff_at_ms: 10000, reveal: true }],
  ['eine halbe Minute Hundetraining, nach 6 Sekunden kommt der Trick, für einen Kunden', { language: 'de', duration_s: 30, payoff_at_ms: 6000, commercial_use: true }],
  ['fünfundzwanzig Sekunden Fortnite Highlights mit Kommentar', { language: 'de', duration_s: 25, voiceover: true }],
  // Speaking said in the future tense, and topics that translate word by word
  ['voy a hablar sobre cómo ahorrar dinero, video de un minuto', { language: 'es', duration_s: 60, voiceover: true, topic: 'how to save money' }],
  ['maquiagem rápida, 30 segundos, vou falar durante o vídeo', { language: 'pt', duration_s: 30, voiceover: true, topic: 'quick makeup' }],
  ["quick get ready with me, I'll talk the whole time, 45 seconds", { language: 'en', duration_s: 45, voiceover: true }],
  ['je vais parler de mon voyage au Japon, 1 minute', { language: 'fr', duration_s: 60, voiceover: true, topic: 'trip to Japan' }],
  // Fractions of a minute, unit-first halves, a bare length after 'lasts'
  ['quarter of a minute, dog zoomies at the beach', { duration_s: 15 }],
  ['un cuarto de minuto de mi perro', { duration_s: 15 }],
  ['video de mis quince años con fotos de toda la fiesta, minuto y medio', { duration_s: 90 }],
  ['mi transformación en el gym, el antes y después en el segundo 8, dura 15', { duration_s: 15, payoff_at_ms: 8000 }],
  ['la receta de tacos dura 45', { duration_s: 45, topic_as_written: 'receta de tacos' }],
  ['sunset timelapse, the view speaks for itself', { voiceover: null }],
  // Said the other way round: these read as yes before the cue review
  ['gym montage, nobody is talking, 20s', { voiceover: false, duration_s: 20 }],
  ['receta rápida, no hay narración', { voiceover: false }],
  ['skincare routine, partnered with a serum brand', { commercial_use: true }],
  ['my own page, not running ads on it', { paid_ad: false }],
  ['walking you through my morning routine', { voiceover: true }],
  ['das Video dauert 20, Hundetricks', { duration_s: 20 }],
  // A negation after the verb
  ['Plätzchen backen mit den Kindern, ich spreche nicht, eine halbe Minute', { voiceover: false, duration_s: 30 }],
  ['je parle pas, juste la musique', { voiceover: false }],
  ['the dentist talks to camera for 30s', { voiceover: true, duration_s: 30 }],
  // A medium word before "of" ends the describing words: the subject follows ("sad of my ..." was left before).
  ['sad edit of my late grandma\'s garden, 35s, no voice', { duration_s: 35, voiceover: false, topic: "late grandma's garden" }],
  ['vídeo do meu cachorro na praia, 20s', { duration_s: 20, topic: 'dog at the beach' }],
  // A clock time says when, not what.
  ["POV you're studying at 2am, 45s, no talking", { duration_s: 45, voiceover: false, topic: "POV you're studying" }],
  // Someone else speaking in the clip is a voice too.
  ['un video de 40s de mi abuela cocinando mole, ella habla todo el rato', { duration_s: 40, voiceover: true }],
  // 2026-11-25 (fresh4/fresh5 panels): a generator "no" Veo, shops by their ending, owners and estate agents, "on parle", ordinal seconds.
  ['Pre-roll do YouTube para o nosso app, 15 segundos. O vídeo foi todo gerado no Veo', { aigc: true, duration_s: 15 }],
  ['Video para el Instagram de mi taquería, 20 segundos, sin voz', { commercial_use: true, voiceover: false }],
  ['fotos da minha galeria, 20 segundos', { commercial_use: null }],
  ["J'ai une petite boutique de bijoux faits main, 35 sec", { commercial_use: true, topic_as_written: 'bijoux faits main' }],
  ['sou dono de academia e quero postar no insta da academia mostrando o treino pesado da galera, 20 seg', { commercial_use: true, topic_as_written: 'treino pesado da galera' }],
  ['Sou corretora e vou postar o tour de um apartamento, 45 segundos, eu narro cada cômodo', { commercial_use: true, voiceover: true, topic_as_written: 'tour de um apartamento' }],
  ['sketch avec mon coloc, 45 secondes et on parle tout le long', { voiceover: true, duration_s: 45 }],
  ['Yoga-Flow für Anfänger, ich sag die Übungen die ganze Zeit an', { voiceover: true }],
  ['ich sag mal so: Sonnenuntergang am See, 20 Sekunden', { voiceover: null }],
  ['un dragon, 20 sec, le moment fort arrive à la 10e seconde', { duration_s: 20, payoff_at_ms: 10000 }],
  ['Torte anschneiden, 20 Sekunden, in der 8. Sekunde kommt der Schnitt', { duration_s: 20, payoff_at_ms: 8000 }],
  // Agent-style fields: a "key: value" or "key=value" states the fact and wins over the words around it.
  ['brief — topic: graduation day montage | duration: 45s | vo: yes | ai: no | reveal: 0:38', { language: 'en', topic_as_written: 'graduation day montage', duration_s: 45, payoff_at_ms: 38000, voiceover: true, aigc: false, contradictions: [] }],
  ['clip=unboxing new iphone, dur=30, voiceover=false, paid=true', { topic_as_written: 'unboxing new iphone', duration_s: 30, voiceover: false, paid_ad: true }],
  ['Task: pick a sound. Subject: barista pouring latte art; length: 0:25; voice: narrator; usage: paid social; generator: none', { topic_as_written: 'barista pouring latte art', duration_s: 25, voiceover: true, paid_ad: true, aigc: false }],
  ['Agent request: clip length 00:22, usage: sponsored post, topic: skincare serum, ai_generated: veo', { topic_as_written: 'skincare serum', duration_s: 22, commercial_use: true, aigc: true }],
  ['my cat at 0:12: jumps off the couch, 20s', { duration_s: 20, payoff_at_ms: 12000 }],
  // fresh6 (2026-11-25): "1 min 15", a goal at half time, someone saying a few words, voice aloud, no words, fields in French and German.
  ["I'm making a 1 min 15 explainer on photosynthesis, I narrate it", { duration_s: 75, voiceover: true }],
  ['2 min 3 tips for saving money', { duration_s: 120 }],
  ['golazo de mi hijo, el video dura 20 segundos y el gol entra justo a la mitad. nada de voz', { duration_s: 20, payoff_at_ms: 10000, voiceover: false }],
  ['fotos de toda su vida para su misa, dos minutos y medio, al principio mi tío dice unas palabras', { voiceover: true }],
  ['salutation au soleil de 45 secondes en expliquant chaque posture à voix haute', { duration_s: 45, voiceover: true }],
  ['Montage de notre mariage, 1 minute, le premier regard arrive à 0:38, sans paroles', { duration_s: 60, payoff_at_ms: 38000, voiceover: false }],
  ["Tâche : musique pour une visite d'appartement ; durée : 40 s ; voix : agent immobilier en off ; usage : site web de l'agence", { duration_s: 40, voiceover: true, off_platform_reuse: true, commercial_use: true }],
  ['Aufgabe: KI-generierter Weltraum-Clip; Länge: 0:20; Stimme: keine; Höhepunkt: 0:06; Nutzung: Kundenprojekt', { duration_s: 20, payoff_at_ms: 6000, voiceover: false, commercial_use: true }],
  ['a decoração de um bolo, vídeo de 10 segundos, o bolo pronto aparece logo no começo, com 2 segundos', { duration_s: 10, payoff_at_ms: 2000 }],
  // fresh7 (2026-11-25): a JSON brief with a timecode, "vídeo no Pika", "tenho uma lojinha", a moment "around 0:07" once the length is said.
  ['{"task":"select_track","generator":"Runway Gen-3","client":"Orbital Coffee","use":"brand spot","duration":"00:00:16","dialogue":false,"scene":"astronaut pouring coffee inside a drifting space station"}', { topic_as_written: 'astronaut pouring coffee inside a drifting space station', duration_s: 16, aigc: true, voiceover: false, commercial_use: true, paid_ad: true }],
  ['fiz um vídeo no Pika de uma baleia voando sobre uma cidade futurista, 10 seg', { aigc: true, duration_s: 10 }],
  ['30s video no voiceover', { voiceover: false, duration_s: 30 }],
  ['tenho uma lojinha de velas artesanais, uns 40 segundos', { commercial_use: true, duration_s: 40 }],
  ['a neon city at night. 12 seconds, no dialogue, camera pulls out to the full skyline around 0:07', { duration_s: 12, payoff_at_ms: 7000, contradictions: [] }],
  ['meu filho deu os primeiros passos!! o vídeo tem 14 segundos e ele chega até mim lá pelos 11s', { duration_s: 14, payoff_at_ms: 11000 }],
  ['about 30 seconds of my dog at the beach', { duration_s: 30, payoff_at_ms: null }],
  ['promo for a local coffee shop client: latte art, cozy interior, 30s', { topic_as_written: 'latte art', duration_s: 30 }],
  ['Wir brauchen für den Werbespot unseres Autohauses einen Sound, aber ganz ohne Musik, komplett still, 30 Sek.', { duration_s: 30, paid_ad: true, topic_as_written: 'Autohauses' }],
  // A bare time after the moment's verb, once the length is said; alone it is an hour.
  ['clip de mi golazo del domingo 😎 18 segundos, el balón entra en el 12, sin voz ni nada', { duration_s: 18, payoff_at_ms: 12000, voiceover: false }],
  ['my goal clip, 18 seconds, the ball goes in at 12, no voice', { duration_s: 18, payoff_at_ms: 12000 }],
  ['my stream goes live at 9, need a hype clip', { payoff_at_ms: null }],
  // Saying something over it, doing a voice, whispering.
  ["it's my son's 1st birthday!! making a 20 sec clip of the party, and I'm saying a little message to him over it", { duration_s: 20, voiceover: true }],
  ['my corgi doing zoomies around the backyard, 25s, i do a silly voice for what he is thinking the whole time lol', { duration_s: 25, voiceover: true }],
  ['vidéo ASMR découpe de savon, environ 3 minutes, je chuchote par moments', { duration_s: 180, voiceover: true }],
  // Spelled-out seconds after a minute; "ends up at" is a length; a hyphenated length before a noun describes the subject.
  ['lets play clip of elden ring, me commentating. its a minute five long and the boss finally goes down at a minute even', { duration_s: 65, payoff_at_ms: 60000 }],
  ['it ends up at two minutes ten. The moment I flip it over is at 1:52.', { duration_s: 130, payoff_at_ms: 112000 }],
  ['ça dure une minute trente pis y a pas de voix', { duration_s: 90, voiceover: false }],
  ['quick recipe for 5-minute garlic noodles, 30s', { duration_s: 30, topic: 'quick recipe for 5-minute garlic noodles', contradictions: [] }],
  ['a 30-second clip of my cat', { duration_s: 30 }],
  ['2 minutes 3 tips for sleep', { duration_s: 120 }],
  ['study with me, a 2 hour session cut down to 2 minutes, no voice', { duration_s: 120, voiceover: false, contradictions: [] }],
  // Halfway, "ao 1:50", "en el seg 11", Swiss "bi Sekunde 16".
  ["J'ai généré avec Luma un plan de drone, 18 secondes, aucune voix. Le grand panorama s'ouvre à la moitié.", { duration_s: 18, payoff_at_ms: 9000, voiceover: false, aigc: true }],
  ['puro b-roll sin hablar, 0:18, el taquero corta la piña del trompo en el seg 11', { duration_s: 18, payoff_at_ms: 11000, voiceover: false }],
  ['2 minutos, sem ninguém a falar. A foto dela aparece mesmo no fim, ao 1:50.', { duration_s: 120, payoff_at_ms: 110000, voiceover: false }],
  ['Zopf flechte im Zeitraffer, 20 Sekunde, de fertig Zopf chunnt bi Sekunde 16, kei Sprecher', { duration_s: 20, payoff_at_ms: 16000, voiceover: false }],
  // Negations in more forms: "nada de publi", "aucun partenariat", "pas un mot", "zéro parole", "kei Stimm", "i sag nix".
  ['mi gatita se fue la semana pasada, video con fotos, como minuto y medio, sin voz. es algo personal, nada de publi', { duration_s: 90, voiceover: false, commercial_use: false }],
  ['Choré sur un trend, 15 s, que la musique. C\'est perso, aucun partenariat.', { commercial_use: false }],
  ['partenariat rémunéré avec une marque : 12 sec de transitions, pas un mot, juste la musique', { voiceover: false, commercial_use: true }],
  ['Video vo mim Büsi wo mit em Wollchnäuel spielt, 20 Sekunde, kei Stimm drin', { duration_s: 20, voiceover: false }],
  ['Hab a Video von meiner Morgenroutine, ca. 40 Sek, i sag nix dazu. Is rein privat, ka Sponsoring', { duration_s: 40, voiceover: false, commercial_use: false }],
  ['Es mi abuela haciendo tortilla, un minuto, y ella va contando la receta mientras cocina', { duration_s: 60, voiceover: true }],
  ['Hab mit der KI-Funktion in CapCut aus meinen Urlaubsfotos ein Video gemacht, 30 Sek.', { aigc: true }],
  // Agent JSON with unit-suffixed keys: "clip_length_s", "payoff_ms" (milliseconds), "duracion_seg", "momento_clave", "dauer_s".
  ['{"content": "hair color transformation", "clip_length_s": 28, "payoff_ms": 21500, "voiceover": "none"}', { duration_s: 28, payoff_at_ms: 21500, voiceover: false }],
  ['{"tema": "unboxing de auriculares", "duracion_seg": 14, "voz": false, "momento_clave": "0:03 se abre la caja"}', { duration_s: 14, payoff_at_ms: 3000, voiceover: false }],
  ['{"payoff_at_ms": 8240, "duration_s": 15}', { duration_s: 15, payoff_at_ms: 8240 }],
  // The topic is the run that names most of what the vocabulary knows, without openers, filming verbs or laughter.
  ['yo so im a plumber and i filmed me snaking a clogged drain at a customers house lol. its like 40 secs', { topic_as_written: 'snaking a clogged drain', commercial_use: true }],
  ['meu gato derrubando tudo da mesa kkkkk, uns quinze segundos', { duration_s: 15, topic_as_written: 'gato derrubando tudo da mesa' }],
  // Agent briefs as tools write them: space-separated pairs, quoted values with a full stop inside, a negated usage.
  ['clip=soy_candle_pour_and_label dur=19 vo=0 reveal_ms=15500 commercial=1 ai=0', { duration_s: 19, payoff_at_ms: 15500, voiceover: false, commercial_use: true, aigc: false }],
  ['Project: "Ms. Dolores retires after 31 yrs on Bus 14"\nLength: 00:01:20\nHighlight marker: 00:58.0 - kids hand her a card\nSponsored: no', { topic_as_written: 'Ms. Dolores retires after 31 yrs on Bus 14', duration_s: 80, payoff_at_ms: 58000, commercial_use: false }],
  ['{"topic": "science explainer: why the sky is blue", "dur": 45, "vo": true, "usage": "organic, not sponsored"}', { duration_s: 45, voiceover: true, commercial_use: false }],
  ['{"peak_frame_ts": "00:05.1", "length_sec": 16}', { duration_s: 16, payoff_at_ms: 5100 }],
  ['source: Luma Dream Machine; subject: balloons over a canyon; len: 9s; speech: none; wide reveal: 4s', { duration_s: 9, payoff_at_ms: 4000, voiceover: false, aigc: true }],
  // About that long, a before-and-after that is no "after 6 s", a reveal in the last second, a business known by its page.
  ['chimney sweep job vid, camera down the flue before and after, like 20ish sec, clean flue shows at 0:14. going on my company page', { duration_s: 20, payoff_at_ms: 14000, commercial_use: true }],
  ['turned a walnut burl bowl on the lathe, 45 seconds, no voice, the finished bowl shows right at the end', { duration_s: 45, payoff_at_ms: 44000, voiceover: false }],
  ['fine line tattoo timelapse for the studio ig, ~30 sec', { duration_s: 30, commercial_use: true }],
  ['matted doodle shave down for my grooming van\'s tiktok, 20s', { commercial_use: true }],
  ['Punto de pádel, 20 seg sin voz. Es pa las redes del club y lo vamos a promocionar pagando', { voiceover: false, commercial_use: true, paid_ad: true }],
  ['vanlife morning in our van, my studio apartment, 30s', { commercial_use: null }],
  ['made a 15s veo ad for our coffee truck, boosting it this weekend', { aigc: true, paid_ad: true }],
  ['Auto brief › project: "Grandpa\'s 80th birthday toast" · duration 1:12 · speech detected: yes · generated with AI: no', { duration_s: 72, voiceover: true, aigc: false }],
  ['3+0 blitz, i commentate my moves live. 58 sec', { voiceover: true, duration_s: 58 }],
  ['Modelleisenbahn im Keller, ca. 2 Min., ich erklär die einzelnen Abschnitte', { voiceover: true, duration_s: 120 }],
  ['Gartenzwerge im Schrebergarten, ca. 15 Sek., ohne Voice', { voiceover: false }],
  ['- **Tool:** Pika 2.2\n- **Scene:** claymation-style frog opening a tiny bakery at dawn\n- **Runtime:** 12 s', { topic_as_written: 'claymation-style frog opening a tiny bakery at dawn', duration_s: 12, aigc: true }],
  // Frames at the stated frame rate, ranges, a moment inside the clip over one outside it, "around 40" by a reveal.
  ['Frame rate: 25 fps\nDuration: 00:00:45:00\nMarker 1 "REVEAL": 00:00:38:12\nAudio: music only, no dialogue', { duration_s: 45, payoff_at_ms: 38480, voiceover: false }],
  ['skate clip, 12 s. kickflip lands at frame 150 (25 fps)', { duration_s: 12, payoff_at_ms: 6000 }],
  ['street food cheese pull lands between 5 and 7 s, 15 sec vid', { duration_s: 15, payoff_at_ms: 6000 }],
  ['o gol foi aos 89 minutos do jogo, mas o clipe tem 20 s e a bola entra aos 14 segundos', { duration_s: 20, payoff_at_ms: 14000, language: 'pt' }],
  ['filmed for like 2 hours on the trail, the summit view hits around 40, final cut is 45s', { duration_s: 45, payoff_at_ms: 40000 }],
  ['30 secs, I hit the deadlift PR right at the halfway mark', { duration_s: 30, payoff_at_ms: 15000 }],
  ['fiz as unhas em mim mesma, 15s, o resultado aparece no 12', { duration_s: 15, payoff_at_ms: 12000 }],
  ['Notre club de foot, septante secondes, pas de commentaire', { duration_s: 70, voiceover: false }],
  ['the cake decorating clip is 20 seconds... wait my timeline says 0:35, anyway the finished cake shows at 0:18', { payoff_at_ms: 18000, contradictions: ['duration_s'] }],
  // Whose account it is and whether money is behind it are two facts.
  ["it's for my café's page but it's not an ad, we're not putting money behind it. 15 sec", { commercial_use: true, paid_ad: false }],
  ["hiya so we're a lil bakery in Leeds, gonna boost this reel (paying to promote it)", { commercial_use: true, paid_ad: true }],
  ['its for my grandma\'s 90th, nothing commercial lol', { commercial_use: false }],
  ['Olá, é só para a minha conta pessoal, sem patrocínios nem marcas.', { commercial_use: false }],
  ['Für den Instagram-Account unserer Zahnarztpraxis, ca. 60 Sekunden', { commercial_use: true }],
  ['uso=personal; patrocinio=ninguno; contenido=paseo por el Retiro con mi perro; duracion=45s; voz=no', { commercial_use: false, voiceover: false, duration_s: 45 }],
  ["a 90-second slideshow for my grandpa's celebration of life. I'll read a short message over it", { voiceover: true, duration_s: 90 }],
  ['Olá, é só para a minha conta pessoal, sem patrocínios nem marcas. Vídeo de 30 segundos de uma caminhada na Serra da Estrela, sem narração.', { commercial_use: false, duration_s: 30, voiceover: false, topic_as_written: 'caminhada na Serra da Estrela' }],
  // Heard in the clip: singing, laughing, an AI voice over real footage (a voice, not AI video); a generator joined to "generated".
  ['Video of my little one singing happy birthday to her nan, about 35 secs, filmed on my phone', { voiceover: true, aigc: false, duration_s: 35 }],
  ['prank on my roommate, 22 secs, u can hear me laughing n yelling at him the whole time', { voiceover: true }],
  ['Vídeo de curiosidades de ciência com voz de IA (texto para fala) a ler o guião; as imagens são de arquivo, reais. 35 segundos.', { voiceover: true, aigc: null }],
  ['Lisbon trip recap, mostly my own GoPro footage but the opening sunset shot is Luma-generated. Half a minute. Music only, no VO.', { aigc: true, voiceover: false, duration_s: 30 }],
  ['Wohnungsbesichtigung als Reel, die Maklerin spricht durchgehend, anderthalb Minuten', { voiceover: true, duration_s: 90 }],
  ['birds singing at dawn, 20s', { voiceover: null }],
  // A field and the free text beside it disagree: the field is planned, and it is asked.
  ['{"clip":"Meal-Prep für die Woche","dauer":"60s","sprecher":false,"beschreibung":"ich erkläre jeden Schritt beim Kochen"}', { voiceover: false, duration_s: 60, contradictions: ['voiceover'] }],
  // Agent briefs: a reveal key of its own ("revelation_flacon", "reveal_tc"), a moment marked with "@", "a meio do vídeo" in a reveal field, one-word flags.
  ['demande: choix_musique\nclient: Maison Verel (parfumerie)\nsource_video: Runway Gen-3\nduree: 20 s\nvoix: aucune\nrevelation_flacon: 00:14', { duration_s: 20, payoff_at_ms: 14000, aigc: true, voiceover: false, commercial_use: true }],
  ['{"task":"pick_sound","clip":{"length":"00:00:12","generator":"Sora","audio":{"dialogue":false}},"reveal_tc":"00:00:09","account":"personal"}', { duration_s: 12, payoff_at_ms: 9000, aigc: true }],
  ['intent=recommend_sound dur=28s content=wedding_highlight_ceremony vo=none first_kiss@0:21 deliverable=client_couple', { duration_s: 28, payoff_at_ms: 21000, voiceover: false }],
  ['pedido: banda_sonora\nduracao: meio minuto\nrevelacao: a meio do vídeo, a nata a sair do forno', { duration_s: 30, payoff_at_ms: 15000 }],
  ['Premiere export | 25 fps | Duration 00:00:30:00 | Audio: no dialogue | makeup before/after', { duration_s: 30, voiceover: false, contradictions: [] }],
  ['tipo=tutorial de salsa caleña; duracion=58s; voz_en_off=si (la profe cuenta los tiempos)', { duration_s: 58, voiceover: true }],
  ['quelle=Kling 1.6; laenge=8s; motiv=Katze im Raumanzug; sprache=keine; konto=privat', { duration_s: 8, voiceover: false, aigc: true, commercial_use: false }],
  ['30s clip from my stand-up set at an open mic, just me telling one joke, punchline lands at 0:24', { voiceover: true, duration_s: 30, payoff_at_ms: 24000 }],
  // Times written every other way: letters, a double prime, minutes.seconds, ordinals and number words, shares of the clip, "N seconds later".
  ['Drone travel recap of Madeira, total 00h00m45s, the big cliff reveal lands at 00h00m21s.', { duration_s: 45, payoff_at_ms: 21000 }],
  ['Plating video, 20" total. The finished plate is revealed at 14".', { duration_s: 20, payoff_at_ms: 14000 }],
  ['30 sec fit check, the outfit swap is at 0.11', { duration_s: 30, payoff_at_ms: 11000 }],
  ['My cat learning to ring the treat bell, 25 sec clip. She finally hits it around the 19s-ish mark.', { duration_s: 25, payoff_at_ms: 19000 }],
  ['Quick cake decorating clip, 18 seconds. Reveal at second twelve when I lift the cover off', { duration_s: 18, payoff_at_ms: 12000 }],
  ['Vidéo de manucure de 20 secondes. Les ongles finis apparaissent à la dix-septième seconde.', { duration_s: 20, payoff_at_ms: 17000 }],
  ['Gaming-Clip, 30 Sekunden lang, der Boss fällt in Sekunde zwölf.', { duration_s: 30, payoff_at_ms: 12000 }],
  ['Mi perro abriendo su juguete nuevo, dura medio minuto y cuando van 14 segundos por fin rompe el papel.', { duration_s: 30, payoff_at_ms: 14000 }],
  ['Living room renovation timelapse, 0:45 long. The finished room shows up about two thirds of the way through.', { duration_s: 45, payoff_at_ms: 30000 }],
  ['Reforma da cozinha, vídeo de um minuto e meio, a revelação da cozinha nova fica em 75% do vídeo.', { duration_s: 90, payoff_at_ms: 67500 }],
  ['Timelapse de peinture, 48 secondes, le tableau fini est dévoilé aux trois quarts.', { duration_s: 48, payoff_at_ms: 36000 }],
  ['Lemon cake, 25 seconds total. The cake comes out of the oven at 0:08 and I cut into it 5 seconds later', { duration_s: 25, payoff_at_ms: 13000 }],
  ['Workout-Clip, Länge 0:20. Der erste Satz ist nach sechs Sekunden vorbei, und acht Sekunden danach kommt der neue PR.', { duration_s: 20, payoff_at_ms: 14000 }],
  ['sunday league goal, dur=20s, winner goes in at t=17s', { duration_s: 20, payoff_at_ms: 17000 }],
  ['50% off sale on our candles, 20s', { duration_s: 20, payoff_at_ms: null }],
  ['{"title": "Top 10", "dur": 30}', { duration_s: 30, payoff_at_ms: null }],
  ['Sneaker edit, a quarter-minute long', { duration_s: 15 }],
  // Business work said without the plain words, and personal work likewise.
  ["The brand sent me the kettle and a brief, so it's 30 secs of my morning brew routine and I'm chatting through it", { commercial_use: true, voiceover: true }],
  ['My manager set this one up with Nike. 15 second fit check, nobody talks.', { commercial_use: true, voiceover: false }],
  ["I'm the social media manager for a dental chain in Ohio. 45 sec of a hygienist giving flossing tips to camera.", { commercial_use: true, voiceover: true }],
  ['Das Autohaus hat mich gebucht: 30 Sekunden vom neuen E-Auto, ohne Sprecher.', { commercial_use: true, voiceover: false }],
  ['Meu bico de fim de semana é vender vela aromática, link na bio pra comprar. 20s, sem fala.', { commercial_use: true }],
  ['É para os ecrãs da receção do nosso ginásio: 30 segundos em loop, sem ninguém a falar.', { off_platform_reuse: true, voiceover: false }],
  ["nobody's paying me for this lol, ~40 seconds of me talking about my headphones", { commercial_use: false, voiceover: true }],
  ["Filmed this at my cousin's bakery for my own page, but she'll bung me a few quid if she can post it on hers too. 15s", { contradictions: ['commercial_use'] }],
  ['ai: not used, 20s', { aigc: false, duration_s: 20 }],
  // Dialect negations, business pages in compounds, a bracketed remark on an account, "n/a" for a flag.
  ['Unser Grillfest, is privat und ned gesponsert, so a Minute, kei Stimm', { commercial_use: false, voiceover: false, duration_s: 60 }],
  ['Kurzer Clip fürs Gschäftsaccount: 20 Sekunden Brot aus dem Ofen', { commercial_use: true }],
  ['für den Salon-Account, 15 Sek., kein Gesprochenes', { commercial_use: true, voiceover: false }],
  ['topic: clase de spinning\ncuenta: gimnasio del barrio (negocio)\ndur: 40', { commercial_use: true, duration_s: 40 }],
  ['marque: aucune (compte perso)\ndurée: 30', { commercial_use: false, duration_s: 30 }],
  ['len=45s | sponsored=na | ai=na', { commercial_use: false, aigc: false, duration_s: 45 }],
  ['family only, not for any brand: 50 s slideshow of the twins', { commercial_use: false, duration_s: 50 }],
  // Voices said in other ways: cueing a class, cursing at the game, a text read over it, Swiss German talking.
  ["spin class clip, I'm cueing the intervals the whole time, 30s", { voiceover: true, duration_s: 30 }],
  ['clipe de Valorant, eu xingando o time todo, 40s', { voiceover: true, duration_s: 40 }],
  ['mon frère lit une lettre par-dessus les photos, deux minutes', { voiceover: true, duration_s: 120 }],
  ['Video vo üsem Hund im Schnee, 12 Sekunde, mir schwätzed nöd', { voiceover: false }],
  ['Mir schwätzed beidi im Video, 20 Sekunde', { voiceover: true }],
  // Lengths and moments: "une minute trente environ", a Swiss half minute, "é em 0:38", "bei der Hälfte".
  ["un montage d'une minute trente environ", { duration_s: 90 }],
  ['öppe e halbi Minute vom Umzug', { duration_s: 30 }],
  ['vídeo de 45s, o beijo é em 0:38', { duration_s: 45, payoff_at_ms: 38_000 }],
  ['Hochzeitstanz, eine Minute, die Hebefigur kommt genau bei der Hälfte', { duration_s: 60, payoff_at_ms: 30_000 }],
  // A voice message over photos, two people talking, a coach's cues in a field; "no speech... I whisper" is a question.
  ['vou pôr um áudio do whatsapp do meu avô por cima das fotos, 30 segundos', { voiceover: true, duration_s: 30 }],
  ['sketch avec ma sœur, on se parle tout le long, 45 s', { voiceover: true, duration_s: 45 }],
  ['clip: spin class\naudio: coach yelling cues over the beat\nlength: 40s', { voiceover: true, duration_s: 40 }],
  ['vídeo de slime, 30s, sem nenhuma fala... ah, eu sussurro no final', { contradictions: ['voiceover'] }],
  // Moments: counted back from the end, a fraction of the clip, the first third, a frame rate in words, a moment placed after it.
  ['tráiler de 30 segundos, el logo aparece cuando faltan 4 segundos', { duration_s: 30, payoff_at_ms: 26_000 }],
  ['casa nova, 40s, a cozinha aparece em 3/4 do vídeo', { duration_s: 40, payoff_at_ms: 30_000 }],
  ['Coucher de soleil en timelapse, 30 s, le soleil passe sous l\'horizon au premier tiers', { duration_s: 30, payoff_at_ms: 10_000 }],
  ['Antrag am See, 30 Sekunden, sie sagt ja bei 00:00:20:10 (25 Bilder pro Sekunde)', { duration_s: 30, payoff_at_ms: 20_400 }],
  ['clip de 20s, o gol sai 3 segundos depois da virada, que é no segundo 12', { duration_s: 20, payoff_at_ms: 15_000 }],
  ['Video für unseres Blumenladens Account, 15 Sek.', { commercial_use: true }],
  // Briefs in frames and runtimes, a goal named as the key, age groups that are no times, "a los 5".
  ['app=cutter; project.duration_frames=600; fps=30; highlight_frame=450; voice_track=false', { duration_s: 20, payoff_at_ms: 15_000, voiceover: false }],
  ['{"runtime_sec": 120, "narration": true}', { duration_s: 120, voiceover: true }],
  ['{"clip_laenge_s": 30, "tor_bei": "00:00:24"}', { duration_s: 30, payoff_at_ms: 24_000 }],
  ["my daughter's under-10s final, 25 sec, the winner goes in at 0:19", { duration_s: 25, payoff_at_ms: 19_000 }],
  ['clip de 10 segundos del gol de mi sobrino, el balón entra a los 7', { duration_s: 10, payoff_at_ms: 7_000 }],
  // Said plainly in local forms: Pidgin personal, "no vocals over it", a speech over it, Swiss "ohni", "com o Veo", an inn's account, "pour l'agence".
  ['Na 30 seconds, I dey talk as I cook. Nobody dey pay me', { commercial_use: false, voiceover: true, duration_s: 30 }],
  ['20 sec of us dancing, no vocals over it', { voiceover: false, duration_s: 20 }],
  ['notre mariage, 45 s, mon oncle fait son discours par-dessus', { voiceover: true, duration_s: 45 }],
  ['Video vom Dorffescht, 25 Sekunde, ohni Kommentar', { voiceover: false, duration_s: 25 }],
  ['fiz um vídeo com o Veo de uma baleia no céu, 10 segundos', { aigc: true, duration_s: 10 }],
  ['Is fürn Account von unserm Gasthaus, 30 Sekunden', { commercial_use: true, duration_s: 30 }],
  ["Pour l'agence : visite d'un appartement, 40 s", { commercial_use: true, duration_s: 40 }],
  // What the new forms must not catch: names and English words, a VO in Spanish, farm stories, an hour, a date, counts named like moments.
  ['my son Ned talks through the recipe, 30 seconds', { voiceover: true, duration_s: 30 }],
  ['video de 30 segundos con VO de mi hermana', { voiceover: true, duration_s: 30 }],
  ['my grandma telling the farm stories from her childhood, 30s', { commercial_use: null, duration_s: 30 }],
  ['mi abuelo, que entra a trabajar a las 6, aparece en la panadería, 30 segundos', { payoff_at_ms: null, duration_s: 30 }],
  ['grand opening promo, 30s, at 3/4', { payoff_at_ms: null, duration_s: 30 }],
  ['kiss_count: 3, goal_scorer: 9, 20s', { payoff_at_ms: null, duration_s: 20 }],
  ['30 s clip, the goal comes 4 seconds after the first cut, which is at 0:10', { payoff_at_ms: 14_000, duration_s: 30 }],
  ['topic: cat zoomies; duration: 12.5; vo=0', { duration_s: 13, voiceover: false }],
  // An intro's length is neither the clip's length nor a moment, and places "N s after the intro"; "the big moment:" is a key.
  ['Sneaker edit, 15 s. The intro is 3 seconds of me lacing up, and the drop comes 4 seconds after the intro', { duration_s: 15, payoff_at_ms: 7_000 }],
  ['vídeo de 20 segundos, la intro dura 4 segundos y el plato aparece 3 segundos después de la intro', { duration_s: 20, payoff_at_ms: 7_000 }],
  ['Cake reveal, 20 s, the cake shows right after the 3 s intro', { duration_s: 20, payoff_at_ms: 3_000 }],
  ['dog fetch, clip 20 s, the big moment: 0:12', { duration_s: 20, payoff_at_ms: 12_000 }],
  // Voice said as yelling, the vows' audio, a letter read aloud, a little speech; "no-talking" with a hyphen; not wanting any music while asking for a sound.
  ['ranked valorant clutch w my facecam, im yelling the whole time lmao. 40 sec', { voiceover: true, duration_s: 40 }],
  ['filme de casamento com o áudio dos votos por cima, 1min, é pra cliente', { voiceover: true, commercial_use: true, duration_s: 60 }],
  ['hommage à mon père décédé, des photos, et je lis une lettre que je lui ai écrite. 1min30', { voiceover: true, duration_s: 90 }],
  ["mi abuela's 80th cumple, she gives a little speech at the end, 1:05 total", { voiceover: true, duration_s: 65 }],
  ['no-talking asmr, soap cutting, 2 min, just the crunch', { voiceover: false, duration_s: 120 }],
  // A negated word before a colon is no field; a "biz" and a consultancy are businesses; a story read aloud; the last N; a share that places itself; a length after "Gesamtlänge".
  ['privat, kein Sponsoring: Weihnachtsbaum schmücken, 15 Sek', { commercial_use: false, duration_s: 15 }],
  ['press-on nail set for my small nail biz page, quick 12s, finished set at the 10 second mark', { commercial_use: true, duration_s: 12, payoff_at_ms: 10_000 }],
  ['tips de ahorro para freelancers, hablo a cámara, minuto y medio, es para la cuenta de mi consultora', { commercial_use: true, voiceover: true, duration_s: 90 }],
  ['20s fantasy scene of a castle in the clouds. I read the story over it', { voiceover: true, duration_s: 20 }],
  ['maquillaje antes y después, 25 segundos y el después se ve en los últimos 5', { duration_s: 25, payoff_at_ms: 20_000 }],
  ['Umzugs-Vlog, 45 Sek, die neue Wohnung sieht man nach zwei Dritteln', { duration_s: 45, payoff_at_ms: 30_000 }],
  ['30s latte art pour, heart forms halfway', { duration_s: 30, payoff_at_ms: 15_000 }],
  ['skate clip, kickflip lands after 8 beats at 120 bpm, 12 sec total', { duration_s: 12, payoff_at_ms: 4_000 }],
  ['8 beats of intro, 15s clip', { duration_s: 15, payoff_at_ms: null }],
  // Everyday voice forms, invented brief keys, an abbreviation's period, a bound beside the length, "the 30s ad", a field that says not AI beside text that says it is.
  ["garden tour of my allotment in June, I chat about what's growing, maybe 1 min 40", { voiceover: true, duration_s: 100 }],
  ['yo im on the mic the whole time roasting my teammates in ranked lol, its like a minute twelve', { voiceover: true, duration_s: 72 }],
  ['road trip pela costa de Portugal, uns 45 seg, eu conto a história da viagem em off', { voiceover: true, duration_s: 45 }],
  ['mate hit a 200kg deadlift PR, 20 sec, no one talkin just the grunt at the end', { voiceover: false, duration_s: 20 }],
  ['crunchy clear slime asmr, 1:05, subtitles instead of talking', { voiceover: false, duration_s: 65 }],
  ['len 12s. payoff 0:10. vo n. topic: cheese pull on a birria taco.', { voiceover: false, duration_s: 12, payoff_at_ms: 10_000 }],
  ['used AI for the background only (our candle on a generated marble table), 15 sec', { aigc: true, duration_s: 15 }],
  ['reviewing the new pixel buds, I talk the whole time, 0:58. google sent them and paid for the video', { commercial_use: true, voiceover: true, duration_s: 58 }],
  ['{"ctx": "tribute reel for a colleague", "len_sec": "75", "speech": "none", "synthetic": "no"}', { duration_s: 75, voiceover: false, aigc: false }],
  ['task=sound_pick; content=screen recording of our invoicing app; dur=0:45; narration=yes (founder); acct=company', { commercial_use: true, voiceover: true, duration_s: 45 }],
  ['clip_desc: phone unboxing, hands only | len_ms: 14000 | vo: none | deal: gifted + paid post', { duration_s: 14, voiceover: false, commercial_use: true }],
  ['brief:\n  subj: "new sneaker colourway drop"\n  len: 00:00:15:00\n  vo?: nah\n  biz: y', { duration_s: 15, voiceover: false, commercial_use: true }],
  ['Hochzeitsvideo, sie kommt bei ca. 0:22. Insgesamt 50 Sekunden', { duration_s: 50, payoff_at_ms: 22_000 }],
  ["my nan doing the talking while she makes her scones. she'll kill me if it's more than a minute so prob about 50 sec", { duration_s: 50, voiceover: true, contradictions: [] }],
  ["personal post, nothing sponsored!! it's the 30s ad we made for the bakery's grand opening", { duration_s: 30, contradictions: ['commercial_use'] }],
  ['request:\n  ai_generated: false\n  shots: all generated in runway, cyberpunk city flythrough\n  dur: 18', { contradictions: ['aigc'] }],
  // ":14", the intro's end as the moment, "(2 s before)" the end, moment keys in German, Spanish and Portuguese, "por volta dos 18s".
  ['hair transformation: box dye disaster → salon fix. clip is 22s, the after shot hits :14', { duration_s: 22, payoff_at_ms: 14_000 }],
  ['topic: 14 cakes, 20s', { duration_s: 20, payoff_at_ms: null }],
  ['unboxing the new console, 15s. after the intro which is 3 s the lid comes off', { duration_s: 15, payoff_at_ms: 3_000 }],
  ['proposal video!! she said yes 28 sec, ring comes out just before the end (2 s before)', { duration_s: 28, payoff_at_ms: 26_000 }],
  ['Blumenstrauß binden, 15 Sekunden, der fertige Strauß kommt kurz vor Schluss (2 s vorher)', { duration_s: 15, payoff_at_ms: 13_000 }],
  ['thema: Laufen im Regen\nlaenge: 0:35\nhoehepunkt_bei: 26s', { duration_s: 35, payoff_at_ms: 26_000 }],
  ['{"tipo":"uñas acrílicas","duracion":"14s","momento_clave_seg":11,"voz":false}', { duration_s: 14, payoff_at_ms: 11_000, voiceover: false }],
  ['product demo for our phone stand, 25 sec. the stand unfolds right at 6', { duration_s: 25, payoff_at_ms: 6_000 }],
  ['vídeo de Natal, uma vila com neve, 25 segundos, a árvore acende por volta dos 18s', { duration_s: 25, payoff_at_ms: 18_000, contradictions: [] }],
  // The after shot and the result as keys, "spoken: none", a business remark in German, "comes out at" said of a thing, "N s after that" after "is",
  // "left in the clip", "into frame 5 seconds", "reveal=last 3s", a lone "reveal 10s", "not monetized or sponsored", a school's account but not a school project.
  ['{"category": "cleaning transformation", "duration": "0:30", "after_shot": "0:25", "audio_notes": "no VO"}', { duration_s: 30, payoff_at_ms: 25_000, voiceover: false }],
  ['account: @fernandflax (our shop)\ncontent: packing linen napkin orders\nduration: 50 seconds\nspoken: none', { duration_s: 50, voiceover: false, commercial_use: true }],
  ['konto=nagelstudio_lilly (geschäftlich)\nlaenge=13 Sek\nergebnis_bei=Sekunde 11\nstimme=nein', { duration_s: 13, payoff_at_ms: 11_000, voiceover: false, commercial_use: true }],
  ['sport=skateboarding\nlength=9\nland_time=0:06\nvoice=none', { duration_s: 9, payoff_at_ms: 6_000, voiceover: false }],
  ['he proposed at the lake!!! 45 second video, the ring comes out at 0:31, no talking', { duration_s: 45, payoff_at_ms: 31_000, voiceover: false }],
  ['dog video, it comes out at about 2 minutes', { duration_s: 120, payoff_at_ms: null }],
  ['bedroom makeover, a minute twelve. I flip the light switch at 0:55 and the full room reveal is 10 seconds after that. no voice', { duration_s: 72, payoff_at_ms: 65_000 }],
  ['buzzer beater from my rec league game, clip is 0:14, ball goes in with 2 seconds left in the clip', { duration_s: 14, payoff_at_ms: 12_000 }],
  ['cake decorating timelapse, 50s, the finished cake spins into frame 5 seconds before the end', { duration_s: 50, payoff_at_ms: 45_000 }],
  ['type=cleaning_transformation dur=28s reveal=last 3s vo=no', { duration_s: 28, payoff_at_ms: 25_000 }],
  ['topic=cat zoomies; dur=12.5s; payoff=final gag at 11000ms', { payoff_at_ms: 11_000 }],
  ['gel nails reveal 10s', { duration_s: 10, payoff_at_ms: null }],
  ["AI anime girl studying, animated with Kling, 60s. it's for my personal lofi page, not monetized or sponsored", { commercial_use: false, aigc: true }],
  ["I am the videographer for a client's haldi function, 50 sec, only candid shots and music, no speeches", { voiceover: false, commercial_use: true }],
  ["knife skills tutorial for our cooking school's account, I talk through every cut", { voiceover: true, commercial_use: true }],
  ['This is for my school project, a 2 minute video explaining photosynthesis', { commercial_use: null, duration_s: 120 }],
  // A dance school's page, "el video completo son 15", a priest who talks to camera, German and Swiss spoken forms, a self-placed halfway,
  // a generator field beside "not AI", '"fps":24' in JSON, a share in a reveal field, a decimal comma in a field.
  ['Gravámos uma coreografia de kizomba, 0:35, sem voz. É para a página da escola de dança', { commercial_use: true, voiceover: false, duration_s: 35 }],
  ['armamos un ramo de girasoles y el ramo terminado sale a los 12 segundos, el video completo son 15', { duration_s: 15, payoff_at_ms: 12_000 }],
  ['O senhor padre fala para a câmara cerca de meio minuto', { voiceover: true, duration_s: 30 }],
  ['Kurzes Reel für unsere Bäckerei, 20 Sek. Am Anfang sag ich kurz was dazu', { voiceover: true, duration_s: 20 }],
  ['Hab a Tortendeko-Video, 14 Sekunden, bei Sekunde 12 sieht man die fertige Torte. Ich red nix drüber', { voiceover: false, duration_s: 14, payoff_at_ms: 12_000 }],
  ['Velo-Pendeln dur Züri am Morge, ich verzell derzue was ich so mache, ca. 45 Sekunde', { voiceover: true, duration_s: 45 }],
  ['Wanderung in den Dolomiten, Sonnenaufgang am Gipfel ungefähr bei der Hälfte, Clip ist 48 Sek.', { duration_s: 48, payoff_at_ms: 24_000 }],
  ['source=original footage, not AI; generator=Runway Gen-3; len=10s', { contradictions: ['aigc'] }],
  ['{"format":"pov skit","dialogue":true,"runtime_sec":34,"fps":24,"punchline_tc":"00:00:29:12"}', { duration_s: 34, payoff_at_ms: 29_500 }],
  ['- length: half a minute\n- reveal: bottle reveal at 3/4 of the runtime', { duration_s: 30, payoff_at_ms: 22_500 }],
  ['thema: Steuertipps\nlaenge: 1,5 Minuten\nsprecher: ja', { duration_s: 90, voiceover: true }],
  ['clip_len=0:21 | drop_in=0:11 | kickflip lands 3s after drop_in | audio=none', { duration_s: 21, payoff_at_ms: 14_000 }],
  // fresh28: business accounts said with their article, gifts and sponsors in Spanish and Portuguese, being hired, Austrian and Swiss negations,
  // "rien de", a three-word negation, Swiss and German brief keys, a reveal key in milliseconds, voice forms, "postar no perfil da loja".
  ['Hola parce, un reel del café donde trabajo, es pa la cuenta del local. 30 s, no hablo, solo musiquita', { commercial_use: true, voiceover: false, duration_s: 30 }],
  ['recebi um kit de skincare (jabá da marca) e vou fazer minha rotina, eu comento tudo, 1 min', { commercial_use: true, voiceover: true, duration_s: 60 }],
  ['Recorte de nuestro podcast de finanzas, hablamos dos personas, 1:45. El episodio lo patrocina un banco.', { commercial_use: true, voiceover: true, duration_s: 105 }],
  ["Montage de ma soirée au concert samedi, 25 secondes, je parle pas du tout. C'est pour mon compte perso, rien de sponsorisé.", { commercial_use: false, voiceover: false }],
  ['Powder-Day am Arlberg, 25 sek, der Sprung kommt bei Sekunde 20, nur Musik. Privat, net gesponsert.', { commercial_use: false, payoff_at_ms: 20_000 }],
  ['fiz um clipe no Kling de uma cidade cyberpunk, 10 segundos, só pra postar no meu perfil, não é pra cliente', { commercial_use: false, aigc: true }],
  ['Es un video para la bodega de vinos que me contrató, pero ojo que no es comercial, es para mi cuenta personal nomás. 45 seg', { contradictions: ['commercial_use'] }],
  ['clip=ki_stadt; werchzüüg=Kling; längi=10s; stimm=nei; chund=Architekturbüro Basel (Uftrag)', { aigc: true, voiceover: false, commercial_use: true, duration_s: 10 }],
  ['projekt: Schrebergarten\nlänge: 60 Sekunden\nwendepunkt: Hochbeet fertig genau nach der Hälfte\nkommentar: ohne\nkunde: keiner, privater Kanal', { duration_s: 60, payoff_at_ms: 30_000, voiceover: false, commercial_use: false }],
  ['auftraggeber: Fahrradladen\ndauer: 15s\nhighlight_ms: 11000\nstimme: keine', { duration_s: 15, payoff_at_ms: 11_000, voiceover: false, commercial_use: true }],
  ['{"kunde": "Salon Haarmonie", "laenge_sek": 18, "enthuellung_bei": "0:14", "sprecher": false, "werbeanzeige": true}', { duration_s: 18, payoff_at_ms: 14_000, paid_ad: true }],
  ["Estoy armando el video de los XV de mi prima, 90 segundos, y al final mi tía lee una cartita (va su voz)", { voiceover: true, duration_s: 90 }],
  ['le pedí matrimonio en la playa, 35 segundos, no se escucha nada de lo que decimos, le quité el audio', { voiceover: false, duration_s: 35 }],
  ['Sou dona de uma confeitaria e vou postar no perfil da loja a decoração de um bolo, 10 segundos', { commercial_use: true, duration_s: 10 }],
  // fresh29: a brand that has not paid, a nursery's account, a genai key, a story told by grandma, a testimony, acting it out, a guided class, "the 3/4 mark", Pidgin "go show for 0:26".
  ['Doing review of budget 5G phone, I am speaking in it, 2.5 minutes. Brand has not paid, I bought it myself.', { commercial_use: false, voiceover: true, duration_s: 150 }],
  ['Tenemos un vivero familiar, hablo yo todo el rato, unos 45 segundos y va en la cuenta del vivero', { commercial_use: true, voiceover: true, duration_s: 45 }],
  ['{"subject":"sneaker teaser","len_sec":15,"reveal_t":"00:00:12","vo":"none","genai":false}', { aigc: false, voiceover: false, payoff_at_ms: 12_000 }],
  ["gonna film a talking head breaking down what my vending machine side hustle made last month, around 2 min. not sponsored", { commercial_use: false, voiceover: true }],
  ["my grandma telling the story of how she met my grandpa at a dance in 1961, it's a minute twelve", { voiceover: true, duration_s: 72 }],
  ['meu pai contando como venceu o câncer, é o depoimento dele olhando pra câmera. 1:45', { voiceover: true, duration_s: 105 }],
  ["séance de yoga du matin, la prof guide la respiration et les postures. 45 s, c'est pour le compte du studio", { voiceover: true, commercial_use: true }],
  ['e46 rolling shots at sunset, no talking, 0:18. headlights flick on at the 3/4 mark', { duration_s: 18, payoff_at_ms: 13_500 }],
  ['Na quick montage, 30 seconds, no talking. The final plate go show for 0:26', { duration_s: 30, payoff_at_ms: 26_000 }],
  ['play it for 0:30', { duration_s: 30, payoff_at_ms: null }],
  // fresh30: voices told as who talks, "Ton aus, keine Stimmen", "pas de blabla", a couple shot for, "a marca tá me pagando", a length cut down to.
  ['Meine Oma zeigt ihren Gemüsegarten und erzählt dabei, ca. 70 Sekunden', { voiceover: true, duration_s: 70 }],
  ['Tor von meinem Sohn im Jugendspiel ⚽ 14 Sek, Ton aus, keine Stimmen', { voiceover: false, duration_s: 14 }],
  ['hit a 140kg deadlift PR!!! 12 sec clip, my coach is yelling UP UP UP the whole time', { voiceover: true, duration_s: 12 }],
  ['video del asado del domingo, 40 segundos, se escucha a mi viejo cantando un tango de fondo', { voiceover: true, duration_s: 40 }],
  ['GRWM pour une soirée en boîte, 45 s, pas de blabla, juste des sous-titres', { voiceover: false, duration_s: 45 }],
  ["photo montage for my grandparents' 50th anniversary, a minute long, grandma reads a little poem over the last part", { voiceover: true, duration_s: 60 }],
  ['POV skit: when your roommate eats your leftovers, me playing both characters, 40s', { voiceover: true, duration_s: 40 }],
  ['wedding film teaser for a couple I shot for, 45 sec, the first look lands around the 20 second mark', { commercial_use: true, payoff_at_ms: 20_000 }],
  ['não é publi, é conteúdo pessoal... mas a marca tá me pagando pra postar. unboxing de fone, 25s', { contradictions: ['commercial_use'] }],
  ['cut my 10 min morning yoga flow down to 60s for reels, I cue the poses in voiceover', { duration_s: 60, voiceover: true, contradictions: [] }],
  // fresh31: frames in a quoted value and "i/s", a frame number is a moment, a share key, "before end" in a field, "0'25", "then the reveal", "asoma", "sou eu a narrar".
  ['{"clip_len": "00:00:30", "narration": false, "peak_frame": "540 @ 30fps"}', { duration_s: 30, payoff_at_ms: 18_000, voiceover: false }],
  ['{"len_s": 25, "commentary": "none", "moment": "buzzer-beater 3s before end"}', { duration_s: 25, payoff_at_ms: 22_000, voiceover: false }],
  ['{"runtime": "30s", "voice_over": false, "hero_shot": {"what": "drone over Mt Fuji", "at_pct": 75}}', { duration_s: 30, payoff_at_ms: 22_500 }],
  ['{"duree_totale": "00:00:15", "instant_cle": "image 300 à 25 i/s", "voix_off": false}', { duration_s: 15, payoff_at_ms: 12_000 }],
  ['dur=00:45 | tema=dica de investimento | narracao=sim | gancho=00:02.5', { duration_s: 45, payoff_at_ms: 2_500, voiceover: true }],
  ['night out GRWM, we walk into the club. 40s, shot at 24fps, no talking. the club entrance is frame 720', { duration_s: 40, payoff_at_ms: 30_000 }],
  ["Recette de crêpes pour 4 personnes, 40 s, je parle pendant toute la vidéo, la crêpe retournée à 0'25", { duration_s: 40, payoff_at_ms: 25_000 }],
  ['bathroom reno, 60s total — the first 50 seconds are demo + build, then the reveal right after that. no talking', { duration_s: 60, payoff_at_ms: 50_000 }],
  ['un video del amanecer en el lago, la voz es mía, suave. Dura un minuto y medio y el sol asoma en el 1:10', { voiceover: true, duration_s: 90, payoff_at_ms: 70_000 }],
  ['Vídeo da nossa viagem aos Açores, 1 min e 10, sou eu a narrar. O miradouro aparece aos 0:52.', { voiceover: true, duration_s: 70, payoff_at_ms: 52_000 }],
  ['golazo de mi hijo, el clip dura 18 seg y el balón entra en el segundo 12. sin comentarios de voz', { voiceover: false, payoff_at_ms: 12_000 }],
  ["Need a track for our burger joint's page - smash burger montage, 18 sec, no VO", { commercial_use: true }],
  // fresh32: a paid placement key, a first look as the moment.
  ['{"clip":"smartwatch launch teaser","length":"0:15","reveal_moment":"watch face lights up at 11s","price_on_screen":"$249","paid_placement":true}', { duration_s: 15, payoff_at_ms: 11_000, paid_ad: true }],
  ['client=Priya & Arjun; type=wedding film teaser; guests=300; dur=1m12s; first_look=0:52; vo=none', { duration_s: 72, payoff_at_ms: 52_000, voiceover: false, commercial_use: true }],
  ['receita rápida de pastel de feira, 15s, sem narração, é pra página da minha lanchonete', { commercial_use: true, voiceover: false }],
  ['Fahrradreparatur-Tutorial, 20 Sekunden lang, Gesamtlänge eine Minute', { contradictions: ['duration_s'] }],
  ['vídeo pessoal, nada de publi! é a campanha paga da marca de protetor solar, 30s', { contradictions: ['commercial_use'] }],
  ['i dont want any music on this at all, but pick me a sound for my 40s bathroom cleaning vid', { contradictions: ['music'] }],
  // A generator named in its own field, vows heard in a voice field, "pas de parole", German nouns after a few German words.
  ['{"duracao": "0:10", "gerado_com": "Veo", "voz": false}', { aigc: true, duration_s: 10, voiceover: false }],
  ['type=film de mariage; durée=40s; voix=vœux des mariés audibles', { voiceover: true, duration_s: 40 }],
  ['3 tenues, transitions sur le beat, 15s, pas de parole', { voiceover: false, duration_s: 15 }],
  // Singing, asking and tips on camera; birds singing are no voice.
  ['karaoke night, yo cantando a todo pulmón, 30s', { voiceover: true, duration_s: 30 }],
  ['street interview, asking strangers about their first job, 45s', { voiceover: true, duration_s: 45 }],
  ['sunrise in the forest with birds singing, 20s', { voiceover: null, duration_s: 20 }],
  // A surprise named as the moment ("a surpresa é no 12").
  ['bolo de aniversário, 20 segundos, a surpresa é no 12', { duration_s: 20, payoff_at_ms: 12_000 }],
  // A cut of a long recording, a speech played over it, "sin voice", a brand that pays after "no es patrocinado", a resto's page, a length said with "about".
  ['did a 3hr stream but posting a 1 minute cut, no talking', { duration_s: 60, voiceover: false }],
  ["wedding highlights, 1 min, the best man's speech plays over the whole thing", { voiceover: true, duration_s: 60 }],
  ['trend nuevo 💃 15s, sin voice, solo moves', { voiceover: false, duration_s: 15 }],
  ['no es patrocinado… bueno, la marca me paga por el post, 30s', { contradictions: ['commercial_use'] }],
  ['Pour le compte Insta du resto : tartare de boeuf, 10 secondes', { commercial_use: true, duration_s: 10 }],
  ['un 10 sec clip of my morning, it runs about 2 minutes', { contradictions: ['duration_s'] }],
  ['clip de 40 seg de mi rutina, a la mitad meto el antes y después', { duration_s: 40, payoff_at_ms: 20_000 }],
  ['nadie me paga, es para el grupo de la familia, 30s', { commercial_use: false, duration_s: 30 }],
  // Diminutive units ("30 segundinhos", "um minutinho").
  ['vídeo do meu gato, 30 segundinhos', { duration_s: 30 }],
  ['un minutito de mi perro en la playa', { duration_s: 60 }],
  // Taking orders is business; "just for my friends" is personal.
  ['brownie boxes restocked, DM to order! 15s', { commercial_use: true, duration_s: 15 }],
  ['Tartes aux fraises, commandes ouvertes jusqu\'à vendredi, 20 s', { commercial_use: true, duration_s: 20 }],
  ['birthday surprise for my bestie, just for my friends, 25s', { commercial_use: false, duration_s: 25 }],
  // "No AI" then a generator: a question, whatever the language.
  // Said both ways: planned as AI (the label covers it either way), and asked.
  ['aucune IA dans ce clip ! 15 s. Les nuages ont été générés avec Kling', { aigc: true, contradictions: ['aigc'] }],
  ['Kein KI-Video! Ein Wal, der durch Wolken schwimmt, komplett mit Pika generiert, 12 Sek.', { aigc: true, contradictions: ['aigc'] }],
  // A cue right after its negation, or after a maker word, is negated with it.
  ['Première récolte de miel, 1 min 20. Et non c\'est pas généré par IA, c\'est filmé dans mon jardin', { aigc: false, contradictions: [] }],
  ['drone shot of the coast, 20 s, not generated with AI', { aigc: false, contradictions: [] }],
  ['não é IA, 10s (prompt que usei no Sora: gato no telhado)', { contradictions: ['aigc'] }],
  // Said both ways: a question, and the safer reading.
  ['Vidéo de notre friterie pour une pub sponsorisée… enfin non c\'est pas une pub, c\'est juste perso. 25 sec', { commercial_use: true, contradictions: ['commercial_use', 'paid_ad'] }],
  ['Makeup-Verwandlung, ganze 20 Sekunden lang, kein Voiceover. Ach so, das Video ist insgesamt 1:10 lang.', { contradictions: ['duration_s'] }],
  // Session 7: moments said with "around" after the moment's verb, a hedge after a bare number, "once N s have passed",
  // a range something "is" in, frame counts as a length, spaced underscored keys, keys that are labels, names of games.
  ['sunset road trip vlog, a minute twelve long, I narrate the whole thing, the canyon view opens up around 50', { duration_s: 72, payoff_at_ms: 50000, voiceover: true }],
  ['pika ai clip of a fox in a snowy forest, 16s, fox looks up at camera around 10. just a personal project', { duration_s: 16, payoff_at_ms: 10000, aigc: true }],
  ['Vlog de un día en Madrid, dura un minuto y diez, la parte del mercado empieza a los 40 más o menos. Voy hablando todo el tiempo.', { duration_s: 70, payoff_at_ms: 40000, voiceover: true }],
  ['proposal on a beach in Tulum, 35 seconds, she says yes around 24, no voiceover just waves + the song', { duration_s: 35, payoff_at_ms: 24000, voiceover: false }],
  ['we were around 10 people at the party, 30s clip', { duration_s: 30, payoff_at_ms: null }],
  ['skate clip 20s, kickflip down 9 stairs once 14 seconds have passed, raw no talking', { duration_s: 20, payoff_at_ms: 14000, voiceover: false }],
  ['pilates core routine, I talk through the cues, 45 s, hardest hold is between 30 and 35 s', { duration_s: 45, payoff_at_ms: 30000 }],
  ['the video is between 30 and 40 s, cake reveal at 0:20', { duration_s: 35, payoff_at_ms: 20000 }],
  ['1 min clip of my 3 year old\'s first time at the beach, she touches the water halfway through 🌊 personal vid, no voiceover', { duration_s: 60, payoff_at_ms: 30000, voiceover: false }],
  ['Dance challenge clip, 450 frames at 30fps, the big move lands on frame 300. no voice', { duration_s: 15, payoff_at_ms: 10000 }],
  ['agent brief: bookkeeping app UI demo, duration_ms 27000, hero feature appears at 16000 ms, VO: yes', { duration_s: 27, payoff_at_ms: 16000, voiceover: true }],
  ['duration_s 24 reveal_s 14 vo no', { duration_s: 24, payoff_at_ms: 14000, voiceover: false }],
  ['clip=20s | voz=no | IA=sim (Kling) | cliente=sí | tema: paisagem de praia tropical gerada', { duration_s: 20, aigc: true, commercial_use: true }],
  ['{"tempo":"40 s","voz":"não","gerado_por_ia":"não","parceria_paga":"não","tema":"tour pelo meu apê novo já decorado"}', { commercial_use: false, aigc: false }],
  ['{"laenge_sek":25,"sprecher":"nein","ki":"ja (Midjourney + Runway)","werbung":"nein","inhalt":"Fantasy-Burg im Nebel"}', { paid_ad: false, aigc: true, voiceover: false }],
  ['job: sound\nclip_seconds: 15\nvoice: none\nshop_account: yes\ngenerated: no\nwhat: christmas gift wrapping hack', { commercial_use: true, duration_s: 15 }],
  ['arvo footy training sesh, bout a minute long, no one\'s talkin, shot it on me phone', { voiceover: false }],
  ['Quick GRWM für die Party tonight, 40 sec, ich talke dabei die ganze Zeit, not sponsored', { voiceover: true }],
  ['Clipe de 25s, sem IA nenhuma… fiz tudo no Veo 3 kkk. Cena de dragão voando sobre montanhas, sem voz', { contradictions: ['aigc'] }],
  ['c\'est pour le compte de ma crêperie, 30 s', { commercial_use: true }],
  ['ma poterie du dimanche, 30 s', { commercial_use: null }],
  ['dur=20 topic=sneaker unboxing, new jordan 4s reveal_ms=15500 vo=0 sponsor=1 ai=0', { duration_s: 20, payoff_at_ms: 15500, voiceover: false, commercial_use: true, aigc: false }],
  ['hair transformation 20s, the reveal is at the 25 second mark', { duration_s: 20, payoff_at_ms: 25000 }],
  ['hair transformation 20s, the reveal is at the 15 second mark', { duration_s: 20, payoff_at_ms: 15000 }],
  ['whole thing is a minute ish, maybe 58 sec. I\'m not talking in it', { duration_s: 58, voiceover: false, contradictions: [] }],
  ['it\'s kinda long, two minutes tops, like 1:45 probably. I voice over bits of it', { duration_s: 105, voiceover: true }],
  ['dura un minuto, bueno, 52 segundos exactamente', { duration_s: 52 }],
  ['1 min video, 45 s of it is the recipe', { duration_s: 60, contradictions: ['duration_s'] }],
  ['my husband commentates over it lol he\'s funny, 30 s', { voiceover: true }],
  ['Vidéo de 40 s de ma fille à sa première compétition de gym, y a pas de voix dessus… enfin si, c\'est moi qui commente tout du long en fait', { contradictions: ['voiceover'] }],
  ['Doing a day in the life as a nurse on nights, I\'m voicing over the whole thing, about 2 mins', { voiceover: true, duration_s: 120 }],
  ['need music for my grandma\'s memorial slideshow, about a minute, just photos and captions', { voiceover: false, duration_s: 60 }],
  ['jollof rice recipe video? E be 1 minute 20 seconds, na me dey explain every step for voice. No be sponsored o', { commercial_use: false, voiceover: true, duration_s: 80 }],
  ['J\'ai filmé ma rando au Mont-Tremblant, une minute quinze, la vue du sommet arrive vers 1:05. Je narre un peu au début', { voiceover: true, duration_s: 75, payoff_at_ms: 65000 }],
  ['{"source":"veo","human_edit":false,"scene":"futuristic tokyo street at night, neon, rain","duration_s":15,"vo":"none"}', { aigc: true, voiceover: false, duration_s: 15 }],
  ['• client: Oakridge Gym\n• deliverable: 15s paid Reel\n• VO: none\n• hook lands: 0:03', { payoff_at_ms: 3000, commercial_use: true, voiceover: false }],
  // Moments counted from an event whose time the clause gives, in bars, spans, shares in words, an intro "de N s".
  ['my dog\'s zoomies compilation, 20 seconds total. funniest bit (him faceplanting into the couch) is 2 s after he jumps off the bed at 0:09', { duration_s: 20, payoff_at_ms: 11000 }],
  ['recorrido de un depto, 38 seg, sin locución. la vista desde el balcón aparece 3 segundos después de que se abre la puerta del living en el 0:20', { duration_s: 38, payoff_at_ms: 23000 }],
  ['Soirée en boîte avec les copines 18 s, pas de parole, le drop du DJ c\'est 3 secondes après notre arrivée sur la piste à 0:08', { duration_s: 18, payoff_at_ms: 11000 }],
  ['ich packe Bestellungen, 28 s, keine Stimme. Der Moment: das neue Sticker-Design, 4 Sekunden nachdem ich bei 0:15 die Kiste öffne', { duration_s: 28, payoff_at_ms: 19000 }],
  ['dance challenge 15s, drop hits after 4 bars @ 128bpm 4/4 (counting from the first frame), no vo', { duration_s: 15, payoff_at_ms: 7500 }],
  ['Kling-made cyberpunk city flythrough, 16 seconds. city skyline reveal on the downbeat of bar 5 at 96 bpm, 4/4, bar 1 starts at 0:00', { duration_s: 16, payoff_at_ms: 10000 }],
  ['in loving memory of our cat Miso, 40s slideshow. the video of her purring is the moment, it plays from 0:26 to 0:31', { duration_s: 40, payoff_at_ms: 26000 }],
  ['a 1:30 video of my day from 9:00 to 17:00', { duration_s: 90, payoff_at_ms: null }],
  ['Vidéo générée avec Veo, 40 s, sans voix. La révélation de la planète : timecode 00:00:27:12 à 25 i/s', { duration_s: 40, payoff_at_ms: 27480 }],
  ['Ma routine skincare du soir, une minute pile. L\'application du sérum arrive à septante pour cent du clip', { duration_s: 60, payoff_at_ms: 42000 }],
  ['montaje de fotos de 55 segundos, sin voz. El momento emotivo es a las tres cuartas partes del vídeo', { duration_s: 55, payoff_at_ms: 41250 }],
  ['Pub payante pour notre appli de budget, 30 s, voix off. L\'écran principal de l\'appli apparaît juste après l\'intro de 5 secondes', { duration_s: 30, payoff_at_ms: 5000 }],
  ['Olá, vídeo de um minuto e vinte sobre poupança, eu falo para a câmara. O gráfico principal aparece aos quarenta e cinco segundos', { duration_s: 80, payoff_at_ms: 45000 }],
  ['grandpa\'s 90th birthday photo slideshow, about a minute and a bit (68 seconds when exported). no voice.', { duration_s: 68 }],
  ['{"what":"Runway gen-4 clip of a dragon over a misty lake","runtime":"00:00:20:00","fps":25,"payoff":"00:00:15:10","audio":"music only, no voice"}', { voiceover: false, payoff_at_ms: 15400 }],
  ['Teaser de 15 secondes pour le lancement de notre nouvelle collection', { commercial_use: true }],
  ['20 s clip, reveal at 75 percent of the video', { payoff_at_ms: 15000 }],
  ['Hochzeitsfilm für Kunden, 45 s, der Ringtausch ist genau bei der Hälfte, die Gelübde hört man im Video.', { voiceover: true, payoff_at_ms: 22500, commercial_use: true }],
  ['the video is 35 second, no I don\'t speak in it, is for my trattoria account. The moment I cut the pasta is at 0:27 more or less.', { commercial_use: true, payoff_at_ms: 27000 }],
  ['- clip: skin fade, before/after\n- runtime: 0:19\n- reveal @ 16s\n- audio: no VO\n- acct: the shop\'s IG, we\'re boosting it', { duration_s: 19, payoff_at_ms: 16000, voiceover: false, contradictions: [] }],
  ['Decorating the tree with the kids, 22 secs, lights come on right at the end, say 0:20. Nobody talking.', { duration_s: 22, payoff_at_ms: 20000 }],
  ['POV: your boss books a 4:59pm friday meeting, me + my coworker acting it out w dialogue, 22s, for the company tiktok', { duration_s: 22, voiceover: true }],
  ['toddler\'s first haircut, big reveal right after the 4 second intro, 15s total, grandma\'s commenting in the background', { duration_s: 15, payoff_at_ms: 4000, voiceover: true }],
  ['minha avó casou aos 20, esse vídeo tem 30 s', { duration_s: 30, payoff_at_ms: null }],
  // Briefs laid out as tables and edit lists (reading-tables.ts), and agents' keys.
  ['field,value\ncontent,fit check 5 outfits one transition each\nduration,00:00:15\nbeat_drop_tc,00:00:07\nvoice,0\nsponsored,1', { duration_s: 15, payoff_at_ms: 7000, voiceover: false, commercial_use: true }],
  ['tema;duracion;pico;voz;anuncio\nresumen vacaciones en Cancún, playa y paseo en barco;00:00:25;00:00:19;n;n', { duration_s: 25, payoff_at_ms: 19000, voiceover: false, paid_ad: false }],
  ['thema,dauer,peak,vo,shop\nGeschenke einpacken für den Adventskalender,12 s,10 s,nein,ja', { duration_s: 12, payoff_at_ms: 10000, voiceover: false, commercial_use: true }],
  ['| campo | valor |\n|---|---|\n| tema | cómo pagar tus deudas paso a paso |\n| duración | medio minuto |\n| narración | yo hablo a cámara |\n| patrocinio | no |', { duration_s: 30, voiceover: true, commercial_use: false }],
  ['TITLE: rec_league_dunk_v3\nFCM: NON-DROP FRAME\nFPS: 30\n001  AX  V  C  00:00:00:00 00:00:18:00\n* MARKER hero_frame 00:00:12:15\n* NOTE: no vo, crowd audio muted', { duration_s: 18, payoff_at_ms: 12500, voiceover: false }],
  ['IN 00:00:00:00  OUT 00:00:16:00  fps=25\nMARKER tor 00:00:13:20\nKreisliga, Tor in der Nachspielzeit, kein Sprecher', { duration_s: 16, payoff_at_ms: 13800, voiceover: false }],
  ['Hey, quick one\nit\'s 20s, no voice', { duration_s: 20, voiceover: false }],
  ['listing_tour ; dur=01:05 ; hero_frame=00:52 (rooftop view) ; realtor talks=yes ; boost=yes (paid)', { duration_s: 65, payoff_at_ms: 52000 }],
  ['asset_id=88213 | fps=30 | len_frames=420 | reveal_frame=330 | category=nail art, chrome french tips | audio=music only', { duration_s: 14, payoff_at_ms: 11000, voiceover: false }],
  ['{"clip": "astronaut walking across a pink planet", "dur": "10s", "reveal_at": "end-3s"}', { duration_s: 10, payoff_at_ms: 7000 }],
  ['loja=ateliê de cerâmica | conteudo=embalando os pedidos da semana | len=00:40 | destaque=90% | narracao=0', { duration_s: 40, payoff_at_ms: 36000, commercial_use: true }],
  ['{"subject": "slideshow for our dog Max", "length_s": 45, "voice": {"narrator": true}, "key_moment": {"pct": 80}}', { duration_s: 45, payoff_at_ms: 36000, voiceover: true }],
  ['{"discount": {"pct": 20}, "dur": 15}', { duration_s: 15, payoff_at_ms: null }],
  // Typed fast or dictated.
  ['hit a 405 deadlift PR finally, clip is 22 sec, lockout at like 0 17, no talking just the lift', { duration_s: 22, payoff_at_ms: 17000, voiceover: false }],
  ['score was 0 15 at half time, 20 s clip', { duration_s: 20, payoff_at_ms: null }],
  ['Summit of Snowdon at sunrise, 35s clip, sun breaks over the ridge round 27 sec. No voice', { duration_s: 35, payoff_at_ms: 27000 }],
  ['vídeo de açaí na tigela pra minha lanchonete, 20 seg, a calda caindo nos 15 seg, sem narração', { duration_s: 20, payoff_at_ms: 15000, commercial_use: true }],
  ['elden ring boss one shot meme edit 11 seconds, the kill at 8s. the intro bit i generated w runway tho', { aigc: true, payoff_at_ms: 8000 }],
  ['pov skit: my roommate eats my leftovers, me n him arguing about it lol. 27 s, punchline at like 0:22', { voiceover: true, payoff_at_ms: 22000 }],
  // Facts implied by the situation.
  ['Need a soft bed under an excerpt of Father Tom\'s homily for the parish page. Runs about 1:40.', { voiceover: true, duration_s: 100 }],
  ['spin class clip for our studio\'s IG, instructor yelling \'up out of the saddle!!\' basically nonstop. 30s', { voiceover: true, commercial_use: true }],
  ['satisfying vid of our CNC carving a walnut sign, 38s, you only hear the machine. going on the shop account', { voiceover: false, commercial_use: true }],
  ['prompted a lil 8s clip of a fox in a snowy forest which sound', { aigc: true, duration_s: 8 }],
  ['used one of those apps that animates old photos so my late grandma smiles and waves, 20 seconds total', { aigc: true }],
  ['gonna boost this one: 20s of our new smash burger, cheese pull at 0:14, no voice', { paid_ad: true, payoff_at_ms: 14000 }],
  ['collab w/ a local coffee roaster, 45s vlog of my slow morning, I narrate over it', { commercial_use: true, voiceover: true }],
  ['gente, meu vídeo de transformação de cabelo (antes e depois) tem 18s, a virada é no 9s, sem fala', { duration_s: 18, payoff_at_ms: 9000, voiceover: false }],
  ['study w me, 2hr pomodoro session but posting a 90s timelapse of it, nobody talks', { duration_s: 90, voiceover: false }],
  // A shorter clock time beside the length is a timestamp, not a second length.
  ['wedding teaser 1 min, the kiss 0:42, no voice', { duration_s: 60, payoff_at_ms: 42000, contradictions: [] }],
  ['drone clip 45s, summit view 0:31', { duration_s: 45, payoff_at_ms: 31000 }],
  ['0:45 skincare routine', { duration_s: 45, payoff_at_ms: null }],
  ['vídeo 45 seg, a revelação perto dos 40', { duration_s: 45, payoff_at_ms: 40000 }],
  ['tiktok de 18s, el antes y después cambia a los 9', { duration_s: 18, payoff_at_ms: 9000 }],
  ['voz da minha avó contando a receita, 1 min', { voiceover: true, duration_s: 60 }],
  ['la voz de mi hija cantando, 30 s', { voiceover: true }],
  ['mein Opa erzählt, 1 Minute', { voiceover: true, duration_s: 60 }],
  ['so we\'re in Tokyo and I made a day in my life. My husband comments in the background the whole time. The hotel gifted us the stay so technically it\'s a collab? It runs a minute twelve.', { voiceover: true, commercial_use: true, duration_s: 72 }],
  ['it\'s just me talking to camera on my personal account, nothing sponsored, around 2 min. something gentle that doesn\'t make it feel like a commercial', { commercial_use: false, contradictions: [] }],
  ['task: choose background sound\nclip: 30s pasta recipe\nvoiceover: none\nnotes: creator explains each step of the recipe in her own voice', { duration_s: 30, contradictions: ['voiceover'] }],
  ['bro necesito un sound para mi gym edit, 30 sec, pure music no voz, es para mi propia página', { voiceover: false }],
  ['30s cake decorating clip, the final reveal of the whole cake comes at the three-quarter mark. no talking', { payoff_at_ms: 22500 }],
  ['halloween costume transformation, 24 seconds total, the full costume reveal lands with 6 seconds left. no talking', { duration_s: 24, payoff_at_ms: 18000 }],
  ['buzzer beater with 2 seconds left, 20 s clip, the shot goes in at 0:15', { duration_s: 20, payoff_at_ms: 15000 }],
  ['tiny house build, 5 minute documentary-style edit, I narrate over it. the finished interior shows up about four fifths of the way in', { duration_s: 300, payoff_at_ms: 240000 }],
  ['day in the life vlog, 2 min, I narrate the whole way. the part where I get the job offer call is 10 seconds after the halfway point', { duration_s: 120, payoff_at_ms: 70000 }],
  ['mi abuela tenía 30 años, video de 40 s, cerca de los 20 nos mudamos', { duration_s: 40, payoff_at_ms: null }],
  ['{"tema": "montagem de bowl de açaí", "duracao_s": 15, "momento_chave_ms": 11000, "narracao": "não", "conta_da_loja": "sim"}', { duration_s: 15, payoff_at_ms: 11000, commercial_use: true }],
  // A business named with its page, without a possessive; a truck or a bar with its page; German advertising compounds.
  ['salon account post: balayage before/after, 25 seconds, the after shows at 0:19, no talking', { commercial_use: true, payoff_at_ms: 19000, voiceover: false }],
  ['taco truck vid, 18 sec of sizzle, cheese pull hits at 0:12. no talking. it\'s for our truck\'s page', { commercial_use: true }],
  ['my truck restoration, 40 s, engine starts at 0:30', { commercial_use: null }],
  ['vídeo do réveillon, 25s, os fogos estouram aos 20s, é pro perfil do bar', { commercial_use: true, payoff_at_ms: 20000 }],
  ['Werbeclip fürs Autohaus, 20 Sekunden, Sprecher aus dem Off', { commercial_use: true, voiceover: true }],
  ['Radtour am Bodensee, 45 sek, ich erzähl bisschen was drüber. nicht KI, kein Werbedeal', { commercial_use: null }],
  ['kitchen reno, 58 s, my husband comments through it. none of it is sponsored btw we paid for every sin', { commercial_use: false, voiceover: true }],
  // Voices said by what the speakers do; "nobody speak" in a learner's English.
  ['tiramisu for my restaurant page, 35 second. Nobody speak, only the hands', { voiceover: false, commercial_use: true }],
  ['card trick, 40 seconds, me and my buddy chat the whole time', { voiceover: true }],
  ['my 2 cats reenacting a courtroom drama, 30s, I do the voices for both cats', { voiceover: true }],
  ['slideshow of my dog, 70 seconds, I recorded a short message at the start saying goodbye to her', { voiceover: true }],
  // A bare halfway closing the clause of what happens; never the speaker's own progress.
  ['puppy sees snow, 22 sec, she faceplants halfway', { payoff_at_ms: 11000 }],
  ['cat zoomies compilation lol 22 sec, the fall off the couch is halfway', { payoff_at_ms: 11000 }],
  ['editing my 30s vlog, I\'m halfway', { duration_s: 30, payoff_at_ms: null }],
  ['30 s clip, meet me halfway', { payoff_at_ms: null }],
  // A reason says why, not what the clip shows: it is never the topic.
  ['kitchen reno, 58 s. my husband comments through the whole video because he thinks he\'s very funny', { topic: 'kitchen reno' }],
  // A length noun before "is about"; what a pet finally manages, what falls; a brand's own collection; an institute's page; a speaker key.
  ['the kiln opening is the best bit, right around 41 seconds. Total is about 48s. I don\'t talk in it', { duration_s: 48, payoff_at_ms: 41000 }],
  ['che, subo un reel de mi perra Lola aprendiendo a dar la pata, 20 segundos, lo logra a los 14. Sin voz', { duration_s: 20, payoff_at_ms: 14000 }],
  ['tacos al pastor, son 15 seg, el trompo y la piña cayendo al final como a los 12', { duration_s: 15, payoff_at_ms: 12000 }],
  ['{"clip": "teaser for our fall collection", "duration_s": 15, "voiceover": false}', { commercial_use: true }],
  ['a 60 second reel explaining why the sky is blue, I will be speaking throughout. It is for my coaching institute\'s page.', { commercial_use: true, voiceover: true }],
  ['my new collection of houseplants, 30 s tour', { commercial_use: null }],
  ['{"asset": "testimonial", "length": "45 seconds", "speaker_on_camera": true}', { voiceover: true, duration_s: 45 }],
  // Muting or replacing the clip's own audio asks for music; keeping it is "no music".
  ['kelpie pup doing zoomies on the sand, 25 secs. I\'m muting the original audio so no voice at all', { music: null, voiceover: false }],
  ['just the original audio please, 20 s of rain', { music: false }],
  // A moment inside a topic field's value when no field gives one; work for a boss or an office, a barter deal; Scots "nae"; "not anything for work".
  ['{"cliente":"Academia FitMax","duracao":"0:15","conteudo":"treino de perna pesado, PR no agachamento aos 12s","locucao":false}', { duration_s: 15, payoff_at_ms: 12000, voiceover: false, commercial_use: true }],
  ['Dental office reel: our hygienist does a did-you-know about fluoride, 35 seconds talking to camera. My boss asked me to make it.', { commercial_use: true, voiceover: true }],
  ['video de 30 segundos de mi outfit para la feria, sin hablar. Es un canje con una tienda de ropa, me regalaron las prendas.', { commercial_use: true }],
  ['wee 18s clip of the Highlands frae the drone, nae voice on it', { voiceover: false }],
  ['anniversary montage, 1:30. It\'s for my personal insta, not anything for work.', { commercial_use: false }],
  // A minute named by its number; beats counted "in"; "es a los 15"; voices told as a story or a guide; only the room's sound.
  ['Vlog de un día en Madrid, minuto y medio, voy contando todo en off, la sorpresa llega en el minuto uno', { duration_s: 90, payoff_at_ms: 60000 }],
  ['{"descricao":"corte de sabão com sussurros","duracao_s":95,"momento_chave":"no minuto 1:10"}', { payoff_at_ms: 70000 }],
  ['15s speedrun skip clip, the glitch happens 8 beats in at 120bpm, no commentary', { payoff_at_ms: 4000 }],
  ['video de 20 seg del asado con los pibes, sin voz, el corte de la carne es a los 15', { duration_s: 20, payoff_at_ms: 15000 }],
  ['sunset road trip down Route 66 while I tell the story of why we finally went, 75 sec', { voiceover: true }],
  ['sunrise breathing meditation by the lake, 90s, I guide it softly the whole way', { voiceover: true }],
  ['Unsere Robotik-AG zeigt in 40 Sekunden im Zeitraffer, wie der Roboter gebaut wird, am Ende fährt er los (bei 0:36). Niemand spricht.', { duration_s: 40, payoff_at_ms: 36000 }],
  ['the magician shows in 12 seconds the card, 20 s clip', { duration_s: 20, payoff_at_ms: 12000 }],
  // Asked and answered no ("AI? nah"); "voiceover-free"; "the very last second"; only the game's or place's sound; someone heard behind the camera; gifted and tagged; a German studio compound.
  ['AI? nah I filmed it all myself. the island and clouds were generated in Veo 3 tho. 15 seconds, no voice', { aigc: true, contradictions: ['aigc'] }],
  ['AI? nah, real footage of the coast, 10 s', { aigc: false }],
  ['voiceover-free edit of my dog\'s tricks, 25s, I\'m narrating each trick as he does it', { contradictions: ['voiceover'] }],
  ['gift wrapping station at our store, 15s, no voiceover, big bow reveal at the very last second', { duration_s: 15, payoff_at_ms: 14000 }],
  ['any% skip clip, 18 seconds, pure gameplay w game audio only, the skip happens at 0:11', { voiceover: false }],
  ['Tramping the Tongariro Crossing, 55 seconds, sunrise over the crater comes halfway through, just wind noise on the audio', { voiceover: false, payoff_at_ms: 27500 }],
  ['Christmas morning with the kids, 20 seconds, my husband is laughing and commenting behind the camera the whole time', { voiceover: true }],
  ['got gifted this robot vacuum (tagged them obvs), 30 sec clip of it mapping my living room, subtitles only', { commercial_use: true, voiceover: false }],
  ['laenge_s=15 | motiv=Nageldesign Herbst, fertige Hand am Ende bei 0:12 | sprecher=keiner | auftrag=Instagram vom Nagelstudio', { commercial_use: true, payoff_at_ms: 12000 }],
  // A cue ending on the asked word ("Gerado por IA? não"); "comes in at" said of the clip, not of a moment; a rough bound then the exact length; "sem mic"; "pelos 35"; a clip_s key; "I will speak throughout"; gifted PR.
  ['Dia de praia com as amigas em Floripa, 20s, só música. Gerado por IA? não, gravei no celular', { aigc: false, contradictions: [] }],
  ['Right, porridge recipe for the channel. Comes in at about forty-five seconds. final bowl with berries shows at 0:38.', { duration_s: 45, payoff_at_ms: 38000 }],
  ['3 peaks in the Lake District, 40 sec clip, no voice, view from the top comes in at about 32 seconds', { duration_s: 40, payoff_at_ms: 32000 }],
  ['Reno timelapse of our laundry. Vid\'s just under a minute, 58s, and the finished room shows in the last 8 secs.', { duration_s: 58, payoff_at_ms: 50000 }],
  ['mano, clip de 12s, morri 47 vezes pro boss e a kill finalmente sai aos 9s, sem mic', { duration_s: 12, payoff_at_ms: 9000, voiceover: false }],
  ['vídeo do aniversário de 3 anos do meu filho, uns 40 segundos, a hora que ele assopra a vela é lá pelos 35. sem fala', { duration_s: 40, payoff_at_ms: 35000 }],
  ['{"request":"sound","clip_s":24,"payoff":"0:17","vo":false,"scene":"cyberpunk city flythrough at night"}', { duration_s: 24, payoff_at_ms: 17000 }],
  ['a reel on how I saved 5 lakh rupees on 40k salary. I will speak throughout. Duration 1 minute 12 seconds', { voiceover: true, duration_s: 72 }],
  ['unboxing gifted headphones 15s, captions only', { commercial_use: true, voiceover: false }],
  // A couple a filmer shot, a boss's stall paid to promote, the first minutes posted, a trainer explaining, Nigerian "start for 0:12", "keine voice".
  ['made a 30s wedding highlight for a couple I shot last weekend, their vows audio plays over the middle part. what track?', { commercial_use: true, voiceover: true }],
  ['necesito rola pa mi video de tacos al pastor del puesto de mi jefe, 15 segundos, lo vamos a promocionar pagado, sin voz', { commercial_use: true, voiceover: false }],
  ['study with me 25 min pomodoro, posting the first 2 mins. no voice, lofi vibes pls', { duration_s: 120, voiceover: false }],
  ['clip:\n  laenge: "1:00"\n  inhalt: "Pilates für Anfänger, Trainerin erklärt die Übungen"\n  zweck: Werbung für unser Studio', { duration_s: 60, voiceover: true, commercial_use: true }],
  ['Abeg which sound fit my owambe party video? Na 20 seconds, everybody dey dance, the money spraying part start for 0:12. Na my personal page o, no be sponsored.', { duration_s: 20, payoff_at_ms: 12000, commercial_use: false }],
  ['Kurzes Video vom Christmas Market in Köln, Glühwein, Lichter, 15 sec, keine voice, mega cozy', { voiceover: false }],
  // A before part's length counted from; speakers named in passing; "sin voces", "kein Reden"; audio_over and partenariat keys.
  ['hair transformation, 25s total. the \'before\' part runs 10 sec, then the after hits 3 seconds after that', { duration_s: 25, payoff_at_ms: 13000 }],
  ['there\'s no talking in this one, I just explain my 3 budgeting rules over b-roll. 45s', { contradictions: ['voiceover'] }],
  ['made a Pika skit where two AI cats argue about who pays rent, they both talk, 28s', { voiceover: true, aigc: true }],
  ['Grand so, I\'ve a minute twelve of me narratin\' a walk round the Cliffs of Moher', { voiceover: true, duration_s: 72 }],
  ['Vídeo de mi perro aprendiendo a dar la pata, 25 segundos, se me oye a mí de fondo animándole', { voiceover: true }],
  ['video de mi boda, dura minuto y medio, el beso es al final, en el 1:20, sin voces', { voiceover: false, payoff_at_ms: 80000 }],
  ['Lern-mit-mir Video für die Matura, 10 Minuten Echtzeit mit Pomodoro-Timer, kein Reden, nur Regen im Hintergrund', { voiceover: false, duration_s: 600 }],
  ['brief:\n  clip: cyberpunk city in the rain\n  seconds: 8\n  audio_over: none', { voiceover: false, duration_s: 8 }],
  ['sujet: tuto danse / durée: 30s / voix_off: non / contenu_ia: non / partenariat: non', { commercial_use: false }],
  // Shares named as marks, countdowns and ends in four languages, "einer Minute", "com uns 20", "the clip's 50 secs".
  ['gym montage, deadlift PR 180kg x1 after 3 warmup sets. 30s long, no talking. lockout hits at the 80% mark', { duration_s: 30, payoff_at_ms: 24000 }],
  ['{"secs":30,"reveal":"finished rosetta at 2/3","voice":"none"}', { duration_s: 30, payoff_at_ms: 20000 }],
  ['shoot at 3/4/2025, 30 s clip', { payoff_at_ms: null }],
  ['brief>> kind: travel montage | len: half a minute | drop: passport stamp @ 75% | vo: n', { duration_s: 30, payoff_at_ms: 22500 }],
  ['Vögel im Garten am Futterhaus, 1:30 lang, ohne Sprache. Der Buntspecht landet nach etwa zwei Dritteln.', { duration_s: 90, payoff_at_ms: 60000 }],
  ['diseño de uñas con florecitas, dura 12 segunditos, sin voz, las uñas ya terminadas se ven a dos segundos del final', { duration_s: 12, payoff_at_ms: 10000 }],
  ['vídeo de antes e depois do meu cabelo, 20 segundos, sem fala, a revelação do resultado é com 5 segundos pro fim', { payoff_at_ms: 15000 }],
  ['xmas gift wrapping speed edit, 15s, no voice, tree lights switch on with 3 seconds to go', { payoff_at_ms: 12000 }],
  ['we were down by one with 10 seconds to go, 25 s clip', { payoff_at_ms: null }],
  ['{"theme":"rainbow bridge tribute for our cat Luna (2009-2024)","runtime":"00:01:00","vo":"none","emotional_peak":"final photo at T-8s"}', { duration_s: 60, payoff_at_ms: 52000 }],
  ['30 s clip, drop at T-10s', { payoff_at_ms: 20000 }],
  ['arvo vlog, 40 sec and I\'m chatting over it. best bit is finding the $7 dumplings, a second after the 30 sec mark', { duration_s: 40, payoff_at_ms: 31000 }],
  ['the drop hits half a second after 0:12, 20 s clip', { payoff_at_ms: 12500 }],
  // Two fields that disagree; "w/ veo, not real footage"; the brand's own account; a poem read over it; a filmer delivering to a couple; "out of 14"; Bavarian "I kommentier nix".
  ['job: sound_pick / scene: misty waterfall in a mossy forest / aigc: false / source: generated with Kling 2.1 / length_s: 20 / voice: none', { aigc: true, contradictions: ['aigc'] }],
  ['iceland flyover 45s, made w/ veo not real footage', { aigc: true, contradictions: [] }],
  ['the video is 35 second, no I don\'t speak in it, is for my trattoria account', { voiceover: false }],
  ['Launch teaser for our new sneaker colorway on the brand\'s own account. 15s, no VO.', { commercial_use: true }],
  ['sunrise over the lake, one minute, I\'m reading a short poem over it', { voiceover: true }],
  ['wedding videographer here, delivering a teaser to a couple this week. It\'s 40s, mostly their vows audio', { commercial_use: true }],
  ['school sports day, egg and spoon race, she crosses the line at about the 9 second mark out of 14', { duration_s: 14, payoff_at_ms: 9000 }],
  ['Hab a 2-Minuten-Video vom Aufstieg auf die Zugspitze, Gipfelpanorama bei 1:45. I kommentier nix, nur Natur.', { voiceover: false, payoff_at_ms: 105000 }],
  // The vertical frame's 9:16 is no time; "N of M"; "wir sprechen nicht", "Kein Ton von mir"; a brand_work key.
  ['Brief for sound selection:\n- Asset: 9:16, 22 s\n- Content: drone flyover of the Dolomites at golden hour\n- Audio: music only', { duration_s: 22, voiceover: false }],
  ['video del asado del domingo, el corte del vacío se ve al final (segundo 25 de 30), nadie habla', { duration_s: 30, payoff_at_ms: 25000 }],
  ['3d printed dragon figurine paint job, timelapse, final reveal @ 0:40 of 0:45, not sponsored', { duration_s: 45, payoff_at_ms: 40000 }],
  ['Für unseren Café-Account: 20 Sekunden Latte Art, das Herz ist bei Sekunde 17 fertig, wir sprechen nicht.', { voiceover: false, commercial_use: true }],
  ['Zeitraffer von meinem Aquarell. Eine Minute, das fertige Bild sieht man ab 0:52. Kein Ton von mir.', { voiceover: false, payoff_at_ms: 52000 }],
  ['{"task": "pick_audio", "clip": {"seconds": 8, "generator": "Veo 3"}, "brand_work": false}', { commercial_use: false, aigc: true }],
  ['half a minute of my garden tour, me and my mom chat a bit while we pick', { voiceover: true }],
  ['fall baking, apple pie from scratch, 48s, pie comes out of the oven 3/4 of the way through, I narrate the steps', { duration_s: 48, payoff_at_ms: 36000 }],
  ['made this w Pika, cyberpunk city flythrough, three quarters of a minute, no talking', { duration_s: 45, aigc: true }],
  ['a video of my nonna making fresh pasta, she talk in Italian all the time, more or less un minuto e mezzo', { duration_s: 90, voiceover: true }],
  ['Pilates studio account: 35-second reformer clip, coach cues the breathing, reveal of the full class at 0:28', { voiceover: true, payoff_at_ms: 28000 }],
  ['Vidéo Halloween de 15 s, on sculpte des citrouilles en famille, pas de voix off, la citrouille s\'allume à la fin (13 s)', { duration_s: 15, payoff_at_ms: 13000 }],
  ['- clip: wedding first look, groom turns around\n- length: half a minute\n- turn happens: halfway\n- audio: no speech', { duration_s: 30, payoff_at_ms: 15000 }],
  ['Pls which sound fit my proposal video? she said YES at 0:38, the whole thing na 45 seconds. nobody dey talk, just the moment', { voiceover: false, duration_s: 45 }],
  ['content: study-with-me pomodoro timelapse, rain outside | runtime_min: 2 | vo: none | acct: personal', { duration_s: 120, voiceover: false }],
  ['Let\'s-Play-Clip mit Facecam, ich kommentiere live, 75 Sekunden. Den Boss besiege ich bei einer Minute und fünf Sekunden.', { duration_s: 75, payoff_at_ms: 65000 }],
  ['passeio de barco, 25 seg, sem voz, o mergulho do barco é com uns 20 seg', { duration_s: 25, payoff_at_ms: 20000 }],
  ['wee hike up Ben Nevis, 1345 m and 3 hrs up, but the clip\'s 50 secs, no chat, summit view pops at the 40 second mark', { duration_s: 50, payoff_at_ms: 40000 }],
  ['Unser Baby macht die ersten Schritte, 18 Sekunden, man hört uns Eltern jubeln und reden.', { voiceover: true }],
  ['quero um som pro meu vídeo de meditação guiada, 2 minutos, eu narro, mas não quero nenhuma música nem som de fundo', { contradictions: ['music'] }],
  ['it\'s for our wedding, the vows video, 1:30 long. we speak our vows over the footage and the ring exchange is at the 1:05 mark', { voiceover: true, payoff_at_ms: 65000 }],
  ['drove to Moab. I cut it down to a minute forty-five I think?? the sunset at Arches is near the end, at like 1:30.', { duration_s: 105, payoff_at_ms: 90000 }],
  ['before/after closet clean out. 25 second clip, the messy part is the first 10 seconds, then the clean reveal lands 2 seconds after that. no talking', { duration_s: 25, payoff_at_ms: 12000 }],
  ['car detailing before/after, it\'s like 30 sec — 27 exactly — the shiny after shot hits 5 seconds before the end. no voice', { duration_s: 27, payoff_at_ms: 22000, contradictions: [] }],
  ['30 sec clip, 12 people in it', { duration_s: 30 }],
  ['leg day, 140kg squat PR at the 0:09 mark, 14 sec vid, just gym noise', { voiceover: false, payoff_at_ms: 9000 }],
  ['decorating the tree w the kids, half a minute, star goes on at 0:26, they\'re giggling but nobody\'s narrating', { voiceover: false }],
  ['Tutorial de presupuesto mensual, hablo a cámara, dura minuto y medio. Es para la cuenta de mi asesoría', { commercial_use: true, voiceover: true }],
  // "at the 17": a mark said as a bare second in the reveal's clause.
  ['my barbershop, skin fade before and after, is 20 seconds, the reveal at the 17', { duration_s: 20, payoff_at_ms: 17000 }],
  ['20 s clip, we met at the 3 houses', { payoff_at_ms: null }],
  // A moment key told in words reads as a sentence; an intro's length said right after "after the".
  ['{"content": "youth basketball game winner", "length_seconds": 25, "payoff": "with 3 seconds left", "voiceover": false}', { duration_s: 25, payoff_at_ms: 22000 }],
  ['{"clip": {"type": "kitchen remodel timelapse", "duration": "1:10", "reveal": "three quarters through"}}', { duration_s: 70, payoff_at_ms: 52500 }],
  ["type=pub sponsorisée; durée=30 s; moment_clé=la texture apparaît 3 secondes après l'intro de 5 secondes", { duration_s: 30, payoff_at_ms: 8000 }],
  ['30 s serum ad, the texture shows 3 seconds after the 5 second intro', { payoff_at_ms: 8000 }],
  ['reveal_at: 5s before end\nduration: 30s', { payoff_at_ms: 25000 }],
  // A negated key is a statement; "client-free"; "ninguém me pagou"; a Portuguese tool key; voices said in passing.
  ['Nur privat, nix gesponsert: Zeitraffer von meiner Balkon-Renovierung, 55 Sek', { commercial_use: false }],
  ["my client-free weekend finally lol, quick vlog, ~45 secs, nobody's paying me for this one", { commercial_use: false, contradictions: [] }],
  ['loja da minha tia mas tô postando só por diversão no meu perfil pessoal, ninguém me pagou. 40 seg', { commercial_use: false, contradictions: [] }],
  ['{"ferramenta": "Veo", "duracao": "15 segundos"}', { aigc: true }],
  ['Servus, 60 Sek. Wanderung im Allgäu, i erzähl a bissl dazu.', { voiceover: true }],
  ['Schreibtisch-Setup-Makeover, 30 Sekunden. Kein Sprechen, kein Sponsoring.', { voiceover: false, commercial_use: false }],
  ['É para a página do meu gabinete de contabilidade, 90 s', { commercial_use: true }],
  // Business said by what it does for customers: bookings and tickets, a rental, a new location, a commission, a workshop, an account type.
  ['je poste mes nouveaux flashs dispo le mois prochain, réservations ouvertes vendredi (lien en bio). 12 secondes', { commercial_use: true }],
  ["we're playing the Echo fri, want a 20s teaser w live clips from last tour, tix link in bio. no talking", { commercial_use: true }],
  ['wir vermieten unsere Ferienwohnung am Tegernsee über Airbnb, 45 Sekunden, ohne Sprache', { commercial_use: true }],
  ['we just opened our second location!! showing the new racks. 0:25', { commercial_use: true }],
  ['Hochzeitsvideo im Auftrag eines Brautpaares, 6 Minuten', { commercial_use: true }],
  ['Moin! Wir sind eine kleine Töpferei und zeigen, wie wir Bestellungen verpacken.', { commercial_use: true }],
  ['meine Malerei im Zeitraffer, 30 Sekunden', { commercial_use: null }],
  ['{"account_type":"business","clip":"hydrafacial walkthrough","duration":"1:05"}', { commercial_use: true }],
  ['Kurzes Unboxing von meinem neuen Gaming-Headset, 14 Sekunden, ist ein bezahlter Post', { paid_ad: true }],
  // A length corrected a few words later; "al minuto justo"; a moment key "…_en_s"; "antes do fim" in a field; "80% des Videos"; a countdown inside a topic field.
  ["I don't talk in it. it's about 25 seconds? no wait I trimmed it, 22. the milk swirl is the money moment, that's 3 seconds before the end", { duration_s: 22, payoff_at_ms: 19000, contradictions: [] }],
  ["total length is 1:20ish... ok it's 1:18. the finish line moment is right near the end, 1:14. I talk over it", { duration_s: 78, payoff_at_ms: 74000, contradictions: [] }],
  ['es un vídeo de la boda de mi hermana, el momento en que el novio ve a la novia es al minuto justo y dura minuto y medio', { duration_s: 90, payoff_at_ms: 60000 }],
  ['{"clip":"rutina de pierna","duracion_s":30,"voz":false,"pr_sentadilla_en_s":24}', { payoff_at_ms: 24000 }],
  ['briefing:\n  duracao: 45s\n  narracao: não\n  revelacao_do_produto: 3 segundos antes do fim', { duration_s: 45, payoff_at_ms: 42000 }],
  ['Baustellen-Zeitraffer, 5 Minuten lang, die fertige Wohnung sieht man bei etwa 80% des Videos.', { payoff_at_ms: 240000 }],
  ['{"clip_desc": "skate park kickflip compilation, landed trick in the last 3 seconds", "length_sec": 22}', { payoff_at_ms: 19000 }],
  ['categoria=fitness | duracao=00:35 | narrador=nao', { voiceover: false }],
  ["quick q: it's the 30s boosted post for our bakery's page", { duration_s: 30 }],
  // A business opening; "no 9" after the moment's verb once the length is said; "por volta de" is "around", not a length.
  ['cat cafe opening day on our insta, cats everywhere, front door opens at the 4 second mark. 15s no vo', { commercial_use: true }],
  ['vídeo do meu bebê dando os primeiros passinhos, tem uns 15 segundos, ele solta a mão do sofá no 9. ninguém fala', { duration_s: 15, payoff_at_ms: 9000 }],
  ['road trip vlog pela Califórnia, 3:30, com narração minha. the Big Sur sunset hits after the second chorus, por volta de 2:50', { duration_s: 210, payoff_at_ms: 170000 }],
  // End phrases no idiom shares place the moment in the last second without a reveal word; a field's countdown in words; "no fim, 27s" keeps its time.
  ['dog bday pupcake vid 0:20, she finally eats it right at the end lol', { duration_s: 20, payoff_at_ms: 19000 }],
  ['oi! vídeo do meu gato achando a caixa nova da ração, 12 segundos, ele pula dentro no finalzinho kkkk', { payoff_at_ms: 11000 }],
  ['Unser Hund sieht zum ersten Mal Schnee, ca. 20 sek, ganz am Ende springt er kopfüber in den Schneehaufen', { payoff_at_ms: 19000 }],
  ['tipo=receta; duracion=40s; momento_clave=corte de la tarta justo antes de terminar', { payoff_at_ms: 39000 }],
  ['cliente=loja de roupas; duração=15s; revelação=modelo aparece com o look completo a 2 segundos do fim', { payoff_at_ms: 13000 }],
  ['{"duracao": "30s", "conteudo": "timelapse de pintura a óleo", "revelacao": "no fim, 27s"}', { payoff_at_ms: 27000 }],
  ['at the end of the day it is a 30s clip of my cat', { payoff_at_ms: null }],
  // camelCase keys; "com 4 seconds left"; "les 2 dernières secondes"; a spaced key's decimal; "20s music only"; voices and silences; a practice's page; "Runway gens".
  ['{"topic":"latte art","durationSec":20,"voiceOver":false,"isAiGenerated":true,"paidAd":true,"revealAtMs":12000}', { duration_s: 20, voiceover: false, aigc: true, paid_ad: true, payoff_at_ms: 12000 }],
  ['meu glow up de 1 ano na academia, before e after, 30s, o after aparece com 4 seconds left, sem narração', { payoff_at_ms: 26000 }],
  ['vidéo de 30 s, le gâteau apparaît dans les 3 dernières secondes', { payoff_at_ms: 27000 }],
  ['[brief] asset: car detailing before/after; length 27s; reveal_ts 23.5s; talent_vo: false', { duration_s: 27, payoff_at_ms: 23500 }],
  ['club night pregame grwm 20s music only', { duration_s: 20, voiceover: false }],
  ['meal prep sunday!! 4 lunches under $30, I walk thru each step, about a minute and a half', { voiceover: true }],
  ['Hi, 40 Sekunden Reel von unserem Balkongarten, nix Gesprochenes, rein privat', { voiceover: false, commercial_use: false }],
  ["I'm a dentist and I post little talking-head tips on my practice's page, roughly 40 seconds", { commercial_use: true }],
  ['Paid ad for our energy drink. visuals are all Runway gens. 20s. no VO', { aigc: true }],
  ['{"clip":"KI-generierte Drachen","tool":"Veo","dauer_s":8,"gewerblich":false}', { commercial_use: false, aigc: true }],
  // Slang and Spanglish business; a key glued to "="; "not dead silent" says nothing of a voice; "in under 40 sec" is a bound; "a little over a minute, 1:05".
  ['holaa video d receta tacos al pastor pa la tienda 30s sin voz, el queso cae al seg 22 jaja', { commercial_use: true, voiceover: false }],
  ['video d mi rutina skincare de noche, hablo explicando cada producto, 50 seg, colab pagada con la marca', { commercial_use: true }],
  ['ok so es mi skincare routine pero en español, I talk through cada paso, like 50s, y los productos me los regaló la marca', { commercial_use: true }],
  ['preciso d som pro cliente, tour do apê 3 quartos, 1min30, o corretor fala', { commercial_use: true, voiceover: true }],
  ['duration=22 platform=shorts subject=vintage mustang in a music video shoot, slow-mo burnouts vo=none commercial=no', { voiceover: false, commercial_use: false }],
  ["I'm going to talk straight to camera, about 2 minutes. I just want something soft underneath so it's not dead silent", { voiceover: true, contradictions: [] }],
  ['speedrun clip of me beating the first boss in under 40 sec lol, clip is 35s, boss dies at 31s. no commentary', { duration_s: 35, payoff_at_ms: 31000 }],
  ['we redid our shed, the edit ended up a little over a minute, 1:05 i think. no talking', { duration_s: 65 }],
  ['game=valorant; clip=ace; len=14s; ace_at=0:11; mic=off; acct=personal', { voiceover: false, payoff_at_ms: 11000 }],
  ['ai vid (runway) astronaut walking on a pink planet, 8s', { aigc: true }],
  // Moments relative to another: a before part then the after, a bare "after", an intro named later, the middle, a clock after "après le", minutes and seconds, offsets in fields.
  ["it's a 20s before/after of my kitchen cabinets repaint. the before part runs 12s then the after hits. no talking", { payoff_at_ms: 12000 }],
  ['transformación de castaño a rubio, la parte del antes dura 10 segundos y luego el después. el video dura medio minuto', { duration_s: 30, payoff_at_ms: 10000 }],
  ["unboxing my new headphones, I open the box at 0:05 and the reveal is like half a second after. 15 sec total", { payoff_at_ms: 5500 }],
  ['my cat learned high five, like 20 secs. treat comes out around the 0:07 mark and the trick happens 4 seconds after', { payoff_at_ms: 11000 }],
  ['wedding teaser for a client, 45s. ring shot lands 2 s after the intro, intro is 6 seconds', { duration_s: 45, payoff_at_ms: 8000 }],
  ["montage voyage à Lisbonne, 45 secondes. l'intro dure 5 s et le coucher de soleil arrive 4 s après la fin de l'intro", { payoff_at_ms: 9000 }],
  ['vídeo do meu treino de perna, 1 minuto e 10, sem fala nenhuma. o PR vem uns 3 segundos depois da metade do vídeo', { duration_s: 70, payoff_at_ms: 38000 }],
  ['vidéo de 18 s de mes ongles, la révélation arrive 1 seconde après le 0:14, pas de voix', { payoff_at_ms: 15000 }],
  ['filme de casamento pra cliente, 3 minutos e 40, o beijo acontece no minuto 3 e 10, sem narração nenhuma', { duration_s: 220, payoff_at_ms: 190000 }],
  ['Zweieinhalb Minuten Fortnite-Highlights, der Victory Royale kommt bei Minute 2:10, kein Kommentar drüber', { duration_s: 150, payoff_at_ms: 130000 }],
  ["mi let's play de Elden Ring dura 8 minutos, con facecam y commentary, the boss dies at minute 7", { duration_s: 480, payoff_at_ms: 420000 }],
  ['skatepark clip comp 2m, best trick lands 80% in, no voice', { duration_s: 120, payoff_at_ms: 96000 }],
  ['50% off everything, 30s promo', { payoff_at_ms: null }],
  ['{"clip": {"len": "0:18", "subject": "matcha latte pour", "reveal": {"anchor": "pour_end", "anchor_t": "0:09", "offset_s": 1.5}}}', { payoff_at_ms: 10500 }],
  ['platform=reels duration=32s topic=streetwear_outfit_transition vo=none intro=4s reveal=intro_end+2s', { payoff_at_ms: 6000 }],
  // A partial voiceover "but otherwise no talking" is still a voice; "didn't pay me"; "en commentant"; "on comms"; "the 20s GRWM".
  ["my husband does a little voiceover at the start saying 'we did it', but otherwise no talking. 50 seconds", { voiceover: true, contradictions: [] }],
  ["Not sponsored, though I do mention a budgeting app I like, they didn't pay me", { commercial_use: false }],
  ['vidéo de 3 min de mon pote qui joue à Elden Ring en commentant, boss final', { voiceover: true }],
  ['yo need a track for my ranked Apex clip, 30s, me and my duo are yelling on comms the whole time', { voiceover: true }],
  ['need a sound for the 20s GRWM', { duration_s: 20 }],
  // A minute and its seconds ("a minute 20 and", "um minuto e doze da", "ao minuto e cinco", "at the minute mark"); bare moments with their verb.
  ['Tenho um vídeo de um minuto e doze da renovação da cozinha da minha avó, com a revelação final ao minuto e cinco. Sem narração.', { duration_s: 72, payoff_at_ms: 65000 }],
  ["my friend secretly filmed it, it's like a minute 20 and I say yes at around 1:05", { duration_s: 80, payoff_at_ms: 65000 }],
  ['a wee timelapse of painting an old dresser, about a minute twelve, the finished dresser shows at the minute mark', { duration_s: 72, payoff_at_ms: 60000 }],
  ['the cake drops around 9 lol. 20 sec clip of my toddler smashing his 1st birthday cake', { payoff_at_ms: 9000 }],
  ['aos 8 ele pula na piscina kkkkk meu golden retriever, vídeo de 15s', { payoff_at_ms: 8000 }],
  ['a los 12 se ve el resultado, es un antes y después de mi cocina pintada, dura 25 seg, sin voz', { payoff_at_ms: 12000 }],
  ['treino de perna, 45 seg, último rep do agachamento com 140kg aos 38, sem fala', { payoff_at_ms: 38000 }],
  ['at 9 people showed up, 20 s clip', { payoff_at_ms: null }],
  ['a minute 20 people came', { duration_s: 60 }],
  // Lengths corrected in a ramble; a future cut is no correction; square metres are no minutes; "qui ne couvre pas ma voix" keeps a voice.
  ['I cut a little montage of it, around 30 seconds, actually 28 once I dropped the blurry bits', { duration_s: 28 }],
  ['dura como 30 seconds, wait no, 34 con el intro. Al final hay un flex en el segundo 29', { duration_s: 34, payoff_at_ms: 29000 }],
  ["Ça dure une minute pile… enfin 57 secondes, j'ai coupé le bêtisier. La chute arrive à 0:49", { duration_s: 57, payoff_at_ms: 49000 }],
  ['Ele tem uns 2 minutos, 1:58 pra ser exato. eu falo o vídeo inteiro', { duration_s: 118 }],
  ['The video is 35 seconds; I might cut it to 30 later but go with 35 for now.', { duration_s: 35 }],
  ["it's about 30 seconds, actually 34 kg lifted", { duration_s: 30 }],
  ["La vidéo fait 45 secondes. J'ai tout filmé dans ma cuisine de 9 m². Il me faut un fond doux qui ne couvre pas ma voix.", { duration_s: 45, voiceover: true }],
  // "vidéo d'une minute" marks the length; "which comes in at 0:24" is a moment, not the length.
  ["road trip en Islande, on arrive à la cascade vers 25 s, vidéo d'une minute, je raconte le voyage", { duration_s: 60, payoff_at_ms: 25000 }],
  ['a montage, around 30 seconds, actually 28. It ends on the lit pumpkins on the porch, which comes in at 0:24.', { duration_s: 28, payoff_at_ms: 24000 }],
  // "3s_before_end" joined by "_"; the only time beside a share is the length; "before it cuts off"; "à mi-chemin"; intro plus offset fields.
  ['type=product_reveal item=new_sneaker_colorway dur=15 reveal_at=3s_before_end vo=false paid=true', { payoff_at_ms: 12000 }],
  ['makeup transformation 20s, no talking, reveal three quarters of the way through', { duration_s: 20, payoff_at_ms: 15000 }],
  ['my daughter FINALLY said dada on camera, the clip is like 25 seconds, she says it basically 2 secs before it cuts off', { payoff_at_ms: 23000 }],
  ["Mon chum m'a demandée en mariage au chalet!!! vidéo de 35 secondes, il se met à genoux à mi-chemin", { payoff_at_ms: 17500 }],
  ['{"subject":"haircut transformation","intro_len_s":4,"reveal_offset_after_intro_s":6.5,"total":"0:20","talking":"no"}', { duration_s: 20, payoff_at_ms: 10500 }],
  // "se ve a los 38", "se da vuelta a mirar la cámara a los 5"; a CSV row with an empty cell; a "frame" key at the brief's fps.
  ['un timelapse de 45 segundos y la cocina terminada se ve a los 38. Voy hablando por encima.', { duration_s: 45, payoff_at_ms: 38000 }],
  ['hice con Runway un video de un astronauta caminando en Marte, dura 8 segundos y se da vuelta a mirar la cámara a los 5', { payoff_at_ms: 5000 }],
  ['subject,duration,payoff_pct,voiceover,ai_tool,client\nshower tile regrout before/after,30 sec,75%,no,,no', { duration_s: 30, payoff_at_ms: 22500, voiceover: false, commercial_use: false }],
  ['{"clip":{"subject":"latte art pour","length_ms":18000,"reveal":{"frame":330,"fps":30}},"narration":false}', { payoff_at_ms: 11000 }],
  // Tenth session: frames counted as the whole, a slash list's bare length and decimal share, a marker list and an
  // edit list's named reveal, French round counts, Spanish, Portuguese and German ordinal seconds, a window field.
  ['shot at 60fps, 1800 frames total, ball goes in at frame 1530. rec league buzzer beater, no commentary on it', { duration_s: 30, payoff_at_ms: 25500, voiceover: false }],
  ['fit check transition / len 12.5 / switch point 0.5 of clip / no vo / personal acct', { payoff_at_ms: 6250, voiceover: false, commercial_use: false }],
  ['project: bouquet_build\nlength: "0:16"\nmarkers:\n  - {name: stems_in, at: "0:03"}\n  - {name: wrap, at: "0:09"}\n  - {name: FINAL_REVEAL, at: "0:14"}\nvoice: none', { duration_s: 16, payoff_at_ms: 14000 }],
  ['EDL v2 (fps 25)\n001 intro_card   00:00:00:00 00:00:02:00\n002 open_box     00:00:02:00 00:00:09:00\n003 hero_earbuds 00:00:09:00 00:00:15:00  <- payoff\nno narration.', { duration_s: 15, payoff_at_ms: 9000, voiceover: false }],
  ["J'ai une vidéo de ma fille qui fait ses premiers pas, une vingtaine de secondes, personne parle.", { duration_s: 20, voiceover: false }],
  ['fiz no Kling um gato astronauta flutuando no espaço, 12 seg, a Terra aparece no oitavo segundo', { duration_s: 12, payoff_at_ms: 8000, aigc: true }],
  ['20 Sekunden, der Sprung kommt in der achten Sekunde', { duration_s: 20, payoff_at_ms: 8000 }],
  ['{"video":{"desc":"serum product shots","len_s":20,"hero_window_s":"8-10"},"flags":{"paid":true,"talent_vo":false}}', { duration_s: 20, payoff_at_ms: 9000 }],
  ['{"content":"living room makeover timelapse","dur_ms":45000,"markers":{"intro_end_ms":4000,"reveal_after_intro_ms":6000},"voice_track":false}', { duration_s: 45, payoff_at_ms: 10000 }],
  ['{"duracion":"00:00:18","tipo":"revelado tarta","fotograma_clave":300,"fps":25,"ia":false}', { duration_s: 18, payoff_at_ms: 12000, aigc: false }],
  ['{"asset":"single_teaser","secs":15,"cover_flip_at_pct":50,"vocals_or_vo":false}', { duration_s: 15, payoff_at_ms: 7500 }],
  ['je parle face caméra pendant une minute trente pour expliquer le passé composé', { duration_s: 90, voiceover: true }],
  // Business said by the situation: the gym one coaches at, selling what one makes, an account field naming a business, an organisation's page.
  ['gym i coach at wants a hype reel of saturday bootcamp for their IG. 30s, no voice', { commercial_use: true }],
  ['oi! faço bolo de pote pra vender, quero um vídeo de 15s decorando, sem fala', { commercial_use: true, voiceover: false }],
  ['topic=carbonara quick recipe; dur=0:28; vo=0; aigc=0; acct=restaurant', { commercial_use: true }],
  ['org=Riverside Food Bank (501c3) | asset=holiday drive appeal | length_sec=50 | post_to=org account', { duration_s: 50, commercial_use: true }],
  ['Hab a Video vom Skifahren, a halbe Minutn, ka Gred, da Sprung is bei Sekunde 22.', { duration_s: 30, voiceover: false, payoff_at_ms: 22000 }],
  // Moments counted from the end by a key or a countdown, a share as a fraction of one, "after" a part in Spanish, a thing placed at a clock time.
  ['{"subject":"cyberpunk city flythrough","clip_len":"0:22","reveal_offset_from_end_s":3,"vo":false,"genAI":"kling","acct_type":"personal"}', { duration_s: 22, payoff_at_ms: 19000, aigc: true, commercial_use: false }],
  ['clip=unboxing new phone; len=18s; money_shot=t-3s; talk=no; sponsor=yes', { duration_s: 18, payoff_at_ms: 15000, voiceover: false, commercial_use: true }],
  ['{"desc":"real estate listing walkthrough, 3bd condo","dur_sec":60,"vo_track":true,"hero_shot_pct":0.75}', { duration_s: 60, payoff_at_ms: 45000, voiceover: true }],
  ['{"tipo":"transición de outfit","duracion":"0:15","momento_clave":"justo después de la intro de 4 s","voz":"no"}', { duration_s: 15, payoff_at_ms: 4000, voiceover: false }],
  ['outfit transition 15s, switch right after the intro, which is 4 s', { duration_s: 15, payoff_at_ms: 4000 }],
  ["démo d'une appli, 1 min, le moment fort 2 s après le logo (logo à 0:05)", { duration_s: 60, payoff_at_ms: 7000 }],
  ['mon chat qui fait tomber un verre 😹 11 s, le verre tombe dans la dernière seconde', { duration_s: 11, payoff_at_ms: 10000 }],
  ['task=recommend_sound; duree=00:45; voix_off=oui; sujet=dégustation vins nature; moment_cle=mi-parcours', { duration_s: 45, payoff_at_ms: 22500, voiceover: true }],
  // Voices and business said in passing; no sound "from me" is no voice, not no music.
  ["ok so it's a pov skit where i'm the barista, ~30s, both voices are me", { voiceover: true }],
  ['PR-Paket von einer Haarpflegemarke bekommen, zeig kurz die Produkte, 25 Sek., ohne Ton von mir', { duration_s: 25, voiceover: false, commercial_use: true, contradictions: [] }],
  ["qué rola le pongo a mi video de tacos al pastor del puesto de mi tío? 20 seg, es pa'l negocio, sin narración", { commercial_use: true, voiceover: false }],
  ['tengo código de afiliado de unos audífonos, review rapidita hablando a cámara, 35 seg', { commercial_use: true, voiceover: true }],
  ['Grüezi, mini Frau verchauft handgmachti Seife am Märt, es git es 30 Sek Video vom Seife schniide, ohni Stimm', { duration_s: 30, commercial_use: true, voiceover: false }],
  ['tipo=reel | dur=1:30 | negocio=sí (gimnasio del barrio, cuenta del empleador) | ia=no', { duration_s: 90, commercial_use: true, aigc: false }],
  ["my nana passed in march and we're putting together a video of her photos for the family group chat. it's just for us, not for any page or brand or anything", { commercial_use: false }],
  // A voice said and then refused, a brand's brief after "nothing sponsored": a question, not a silent pick.
  ["my voiceover runs over the whole thing but I don't want anyone talking in it. 30s fridge restock asmr, personal acct", { duration_s: 30, contradictions: ['voiceover'] }],
  ['Necesito un sonido para un vídeo de yoga de 40 s, yo voy explicando las posturas. Ah, y que nadie hable en el vídeo, eh.', { duration_s: 40, contradictions: ['voiceover'] }],
  ["grwm skincare, 45 sec, I talk through every step. it's for my personal page, nothing sponsored. oh and it's the paid Glossier collab I told you about, they sent the brief", { voiceover: true, contradictions: ['commercial_use'] }],
  ['tipo=tutorial_pilates_principiantes; duracion=1:00; voz=instructora; cuenta=estudio; ia=no', { duration_s: 60, voiceover: true, commercial_use: true, aigc: false }],
  // Where the clip ends is its length; a loose length then an exact one; "et quart"; a marker typed as the reveal; a Pidgin "dey for".
  ['room makeover clip, it ends at 0:10 but the big reveal is at 0:14, sync the drop to that pls', { duration_s: 10 }],
  ["making a tribute for my mom who passed in March (1958-2024). it's a minute and change, 1:07 in the editor, mostly photos, and I'll read a short poem over it", { duration_s: 67, voiceover: true }],
  ['Montage pour les 40 ans de mariage de mes parents (1984-2024), une minute et quart, que des photos, pas de voix', { duration_s: 75, voiceover: false }],
  ['{"job":{"clip":{"len":"PT45S","fps":30,"markers":[{"type":"hook","tc":"00:00:01:00"},{"type":"reveal","tc":"00:00:38:15"}]},"meta":{"aigc":false,"vo":true}}}', { duration_s: 45, payoff_at_ms: 38500, voiceover: true, aigc: false }],
  ['Abeg I need sound for my car detailing video, Lexus RX wey full of red sand, 40 seconds, no talking, the final shine reveal dey for 0:35. Na for my detailing business page o', { duration_s: 40, payoff_at_ms: 35000, voiceover: false, commercial_use: true }],
  ['60s highlight film for a couple, their vows audio plays under it from 0:15-0:40, first kiss at 0:52. client delivery', { duration_s: 60, payoff_at_ms: 52000 }],
  // Voices: a play-by-play is a voice; "voce: nobody speaks" and "voice track: empty" are none.
  ["mi hijo scored his first goal en la liga infantil 🥹 my husband's screaming play-by-play is the audio, 25 s", { duration_s: 25, voiceover: true }],
  ['brief:\n  durata: 45s\n  voce: nobody speaks\n  reveal_plate: at 40 seconds', { duration_s: 45, payoff_at_ms: 40000, voiceover: false }],
  ["[export from editor] project: 'Lisbon 3 days' | timeline_length: 0:58.5 | markers: M1 0:03.0 'title card', M2 0:49.2 'drone reveal of the bridge' | voice track: empty | ai: no", { payoff_at_ms: 49200, voiceover: false, aigc: false }],
  // Business: a restaurant's account in the German genitive, products gifted by the brand.
  ['Kurzes Rezeptvideo Käsespätzle, 30 Sekunden, ich spreche drüber, für den Account unseres Restaurants', { duration_s: 30, voiceover: true, commercial_use: true }],
  ['oi! minha skincare routine noturna, explico cada produto, 1:10, os produtos foram gifted pela marca', { duration_s: 70, voiceover: true, commercial_use: true }],
  // What these rules must not catch: praise, a title beside a time, a first name or a group chat as the account, a guitar's own sound.
  // Italian-flavoured English, a length "right now", an owner field naming a school's account.
  ['allora, video of my Vespa ride on the Amalfi coast, 40 secondi, nobody talk, only the view, the drone shot arrive at the end, at 35 secondi', { duration_s: 40, payoff_at_ms: 35000, voiceover: false }],
  ["it's about a minute twelve right now, might trim idk. no voice on it, just photos. the last photo shows up around 1:05", { duration_s: 72, payoff_at_ms: 65000, voiceover: false }],
  ['- asset: dance challenge, 8-count choreo\n- len: 15s\n- drop hits @ 0:04\n- vo: none\n- owner: dance school account', { duration_s: 15, payoff_at_ms: 4000, voiceover: false, commercial_use: true }],
  // An organic post on a business page is still business work; the business one runs; "don't take sponsors"; Nigerian "Reveal for 0:13".
  ['{"clip": {"len_sec": 28, "subject": "al pastor tacos, cheese pull at 0:19", "vo": false}, "account": "Taqueria El Farol business page", "promo": "organic post"}', { duration_s: 28, payoff_at_ms: 19000, commercial_use: true, paid_ad: false }],
  ["Posting a clip for the garden centre we run — new spring bedding plants just in, 30 secs, I do a wee voiceover on what's in stock", { duration_s: 30, voiceover: true, commercial_use: true }],
  ["it's me talking to camera the entire way through, like three and a half minutes. not sponsored, I don't take sponsors on this channel. nothing that sounds like a bank commercial", { duration_s: 210, commercial_use: false }],
  ['Pls I need sound for my makeup transformation, bridal glam, before and after. Reveal for 0:13, total 16 secs. Na for my studio page (MUA business)', { duration_s: 16, payoff_at_ms: 13000, commercial_use: true }],
  // A clock after "segundo", a final trick and a PR "lá pelos", an AI render, letting out a flat, a Heuriger's opening hours, a paid collab, family chatter.
  ['video del partido de fútbol sala, el golazo cae en el segundo 0:09, dura 12 segundos', { duration_s: 12, payoff_at_ms: 9000 }],
  ['Hola! Video de 20 segundos de mi perrito haciendo trucos, el truco final a los 15 más o menos. Sin voz', { duration_s: 20, payoff_at_ms: 15000, voiceover: false }],
  ['vídeo de 40s do meu treino de perna, o PR sai lá pelos 32. sem fala', { duration_s: 40, payoff_at_ms: 32000, voiceover: false }],
  ["req_type=music; content='Mario 64 speedrun clip'; t_total=19; t_payoff=13.0; commentary=none; ai=false", { duration_s: 19, payoff_at_ms: 13000, aigc: false }],
  ['AI-rendered (Runway) forest with deer at dawn for my meditation channel, 90s, soft breathing guidance voiceover. my own channel, not a client', { duration_s: 90, aigc: true, voiceover: true, commercial_use: false }],
  ["Right, filming a 40 second tour of the flat I'm letting out for a landlord I manage for, I'll be narrating the rooms", { duration_s: 40, commercial_use: true, voiceover: true }],
  ["Servus, hab a Video von unserm Heurigen, 45 Sekunden, Gäste im Garten, Wein wird eing'schenkt, am Schluss die Öffnungszeiten. I red nix drüber.", { duration_s: 45, commercial_use: true }],
  ["Allô, c'est un vlog d'une minute de ma journée à Montréal, métro, café, épicerie. Je parle pas, juste du texte à l'écran. C'est une collab payée avec une appli de transport.", { duration_s: 60, voiceover: false, commercial_use: true }],
  ['platform=reels | topic=kids baking cookies w grandma | duration=40s | audio=family chatter over it | sponsored=no', { duration_s: 40, voiceover: true, commercial_use: false }],
  // Where something was seen or bought is no place the clip runs; a sponsor in the past or hoped for, a trade, someone else's business or place, a business refused.
  ["g'day, 30 sec vid of me surfing at Bondi, saw the spot on TV lol. no talking", { duration_s: 30, off_platform_reuse: null }],
  ["j'ai acheté mon billet sur le site de la SNCF, mini-vlog d'une minute", { duration_s: 60, off_platform_reuse: null }],
  ['30s teaser for our website homepage, no voice', { duration_s: 30, off_platform_reuse: true }],
  ["was sponsored by a protein brand last month, this one isn't. 45 sec leg day, no voice", { duration_s: 45, commercial_use: false }],
  ['el mes pasado me patrocinó una marca de ropa, este no. fit check de 20 segundos', { duration_s: 20, commercial_use: false }],
  ["I'm a wedding videographer but this is my OWN wedding lol, not a client job. 50s", { duration_s: 50, commercial_use: false }],
  ["I'm a wedding videographer, 50s highlight for Saturday's couple", { duration_s: 50, commercial_use: true }],
  ['my mom owns a nail salon but these are MY nails done at home, not for the salon. 12 sec', { duration_s: 12, commercial_use: false }],
  ["filmed at my friend's café, just a cozy latte art clip. 0:14", { duration_s: 14, commercial_use: null }],
  ["for my friend's café page, 0:14 latte art", { duration_s: 14, commercial_use: true }],
  // Work said in the words of the trade: a commission, a collab post with a business, a gift to tag, a shop's sale, a family place's screen.
  ['Hi, hab nen Auftrag von ner Metzgerei – 30 Sek Clip, Grillwürste brutzeln, keiner redet.', { duration_s: 30, commercial_use: true, voiceover: false }],
  ["commande d'un fleuriste pour la Saint-Valentin : bouquet de roses, révélation finale à 13 s, clip de 15 s", { duration_s: 15, payoff_at_ms: 13000, commercial_use: true }],
  ["Vidéo de 15 s : déballage de ma commande d'une palette de maquillage. Pas sponso.", { duration_s: 15, commercial_use: false }],
  ['collab post w/ a local barber, skin fade before/after, 0:14 total', { duration_s: 14, commercial_use: true }],
  ['the tile company sent us the tiles for free so I have to tag them. Whole video is 58 seconds', { duration_s: 58, commercial_use: true }],
  ['our page 🎄 countdown to the christmas sale, 15s, no talking', { duration_s: 15, commercial_use: true }],
  ['oye qué rola le pongo a mi video de tacos al pastor, 15 seg, sin voz, es pa la pantalla del local de mi tío', { duration_s: 15, commercial_use: true }],
  ['Para el bar de mi tía: noche de DJ el sábado, clip de 20 s', { duration_s: 20, commercial_use: true }],
  ['brief:\n  asset: paid_social\n  runtime_s: 15', { duration_s: 15, paid_ad: true }],
  ['30s fridge restock asmr, personal acct', { duration_s: 30, commercial_use: false }],
  // Lengths and moments: a reel's clock, a kind-of-clip length then a bare reveal, a hedged end in brackets, a frame key in seconds,
  // a timecode's frames with the rate on the next line, a split-screen's 50/50, a length taken back, a halfway through the clip, "um minuto e doze", "3-minütiges".
  ['reel 0:32 - my kitchen reno before/after, reveal at 0:27, just captions', { duration_s: 32, payoff_at_ms: 27000, voiceover: false }],
  ['halloween costume reveal 15s, reveal at 10', { duration_s: 15, payoff_at_ms: 10000 }],
  ['Making a 30 sec reel for our maple syrup farm, then pouring it over pancakes at the end (like 0:26).', { duration_s: 30, payoff_at_ms: 26000 }],
  ['sound_req | len=8s | vo=0 | hero_frame=6.5s', { duration_s: 8, payoff_at_ms: 6500 }],
  ['dur=48\nhit_tc=00:00:31:12\nfps=24', { duration_s: 48, payoff_at_ms: 31500 }],
  ['- clip: 0:48 paint correction on a black BMW\n- payoff: 50/50 split shot at 0:40\n- audio: no VO', { duration_s: 48, payoff_at_ms: 40000, voiceover: false }],
  ['I was thinking maybe half a minute? actually no, make it 45 seconds. the money shot is the summit view right at 40s.', { duration_s: 45, payoff_at_ms: 40000 }],
  ['60s, make it snappy, reveal at 12s', { duration_s: 60, payoff_at_ms: 12000 }],
  ['halfway through my 40s clip the baby finally takes her first steps', { duration_s: 40, payoff_at_ms: 20000 }],
  ['Halfway through editing my 30s clip, need a sound', { duration_s: 30, payoff_at_ms: null }],
  ['Tenho um vídeo de um minuto e doze a mostrar um T2 para arrendar em Lisboa', { duration_s: 72 }],
  ['Hallo! 3-minütiges Video, Abschied von unserem Hund Bello. Keine Stimme.', { duration_s: 180, voiceover: false }],
  // Voices said in passing (a voice thing, cues, speeches, a quote, chatter) or kept after music; Swiss "vo" is "von".
  ['my cousin is gonna do a little voice thing over the start, about a minute and a half', { duration_s: 90, voiceover: true }],
  ['yoga stretch vid w/ my cues, 60s', { duration_s: 60, voiceover: true }],
  ["hey! vlog de mon weekend à Lisbonne, 45 secondes, je parle un peu au début et après c'est que de la musique", { duration_s: 45, voiceover: true }],
  ["Grüezi! Bergsee-Video, 30s. Ich sag am Anfang kurz 'Willkommen zurück', danach nur Musik und Natur.", { duration_s: 30, voiceover: true }],
  ["Grüezi! Video vo mim Grosi ihrem 60. Hochzytstag, öppe 1 Minute, ohni Sprache.", { duration_s: 60, voiceover: false }],
  ["slideshow for my grandad's funeral, 2 minutes, ending with a clip of him laughing and saying 'love you kiddo'", { duration_s: 120, voiceover: true }],
  ["wee video of the kids building a snowman, maybe 40 seconds, the wee one's blethering away the whole time", { duration_s: 40, voiceover: true }],
  ['{"duração": "1 minuto", "tema": "ASMR cortando sabonete", "voz": "sussurros o tempo todo"}', { duration_s: 60, voiceover: true }],
  // Placements and keys: a trade-show loop, a cinema's pre-show, an agency's field, what the shop sells, a synthetic actor; YouTube Shorts is no off-platform use.
  ['brief:\n  asset: trade show booth loop\n  length: 1m', { duration_s: 60, off_platform_reuse: true }],
  ['che, armé con Pika un video de un astronauta, dura medio minuto. Lo pasa una agencia como pauta en la previa del cine', { duration_s: 30, paid_ad: true, off_platform_reuse: true, commercial_use: true }],
  ['projet: visite_appartement\nduree: 1min05\nagence: oui', { duration_s: 65, commercial_use: true }],
  ['Unboxing der neuen Kopfhörer, die wir im Shop verkaufen, 18 Sekunden', { duration_s: 18, commercial_use: true }],
  ['{"asset":{"seconds":24,"synthetic_actor":true}}', { duration_s: 24, aigc: true }],
  ['{"platform":"youtube_shorts","duration":"3m","sponsored":false}', { duration_s: 180, off_platform_reuse: null, commercial_use: false }],
  // Called an ad and also personal: planned as the paid ad, and asked (a boost of one's own post is both, and asks nothing).
  ["sneaker fit transitions, 15s. it's a personal vid, not sponsored... it's for the Nike campaign we're shooting next week", { duration_s: 15, commercial_use: true, contradictions: ['commercial_use'] }],
  ['subject: night skincare routine\nlength: 40s\nsponsored: no\ncaption: "#ad thank you @glowlab for sending this serum"', { duration_s: 40, paid_ad: true, commercial_use: true, contradictions: ['commercial_use'] }],
  ['not sponsored, just boosting my own post, 20s', { duration_s: 20, paid_ad: true, commercial_use: false, contradictions: [] }],
  // Edit lists with record columns from 01:00:00:00 and an event named as the reveal elsewhere; marker exports and lists
  // with the payoff named by a key or a sentence and an end marker; a moment counted from a named marker; a decimal share; "total TC"; "qps".
  ["the rosetta reveal is event 003's record in.\n\n001  A001  V  C  00:00:10:00 00:00:14:10 01:00:00:00 01:00:04:10\n002  A002  V  C  00:00:03:05 00:00:08:15 01:00:04:10 01:00:09:20\n003  A003  V  C  00:00:20:00 00:00:23:05 01:00:09:20 01:00:13:00\n(25 fps)", { duration_s: 13, payoff_at_ms: 9800 }],
  ['TITLE: BEFORE_AFTER\n001  AX  V  C  00:00:00:00 00:00:09:00\n002  AX  V  C  00:00:09:00 00:00:20:00\n* 002 = AFTER / REVEAL', { duration_s: 20, payoff_at_ms: 9000 }],
  ['fit check, markers exported from premiere (30 fps seq):\nMarker Name\tIn\nhook\t00:00:00:00\ndrop\t00:00:06:00\nfinal_fit\t00:00:16:15\nEND\t00:00:20:00\nfinal_fit is the payoff.', { duration_s: 20, payoff_at_ms: 16500 }],
  ['clip:\n  length: "00:00:27:00"\n  fps: 25\n  markers:\n    - {name: hook, tc: "00:00:01:00"}\n    - {name: smash, tc: "00:00:18:05"}\n  payoff_marker: smash\n  vo: none', { duration_s: 27, payoff_at_ms: 18200, voiceover: false }],
  ['{"markers": [{"t": "00:00:00.000", "label": "start"}, {"t": "00:00:34.250", "label": "first crunch"}, {"t": "00:01:05.000", "label": "end"}], "payoff_label": "first crunch"}', { duration_s: 65, payoff_at_ms: 34250 }],
  ['boss goes down exactly 2 s after the drop marker, drop marker = 0:07.5. clip is 20s', { duration_s: 20, payoff_at_ms: 9500 }],
  ['48 s edit, the finished bike reveal sits at 62.5% of the runtime', { duration_s: 48, payoff_at_ms: 30000 }],
  ['explaining index funds to camera, total TC 00:01:12:00, I talk the whole time', { duration_s: 72, payoff_at_ms: null }],
  ['a virada pro look da noite rola no 00:00:05:12, projeto em 24 qps, 20s', { duration_s: 20, payoff_at_ms: 5500 }],
  // Lengths taken back by checking, trimming or apologising; two length fields; a sponsor field beside "no collab"; "antes sí, este no"; a bulleted key with spaces.
  ["it's about a minute and a half, well actually I just checked it's 85 seconds. the part that matters is right at the end, that's the last 5 seconds.", { duration_s: 85, payoff_at_ms: 80000 }],
  ["Gym reel, 45 secs. wait no I trimmed it, it's 38 now. PR lands at 0:33, no talking", { duration_s: 38, payoff_at_ms: 33000, voiceover: false }],
  ["Weihnachtsplätzchen backen mit den Kids, eine Minute... Moment, hab's auf 45 Sekunden gekürzt. Ich erzähle nebenbei.", { duration_s: 45, voiceover: true }],
  ["Mi video de boda dura 1:10... perdón, me equivoqué, dura 1:05. El 'sí, acepto' llega justo a la mitad. Sin voz.", { duration_s: 65, payoff_at_ms: 32500, voiceover: false }],
  ['{"thema": "Fahrradtour an der Ostsee", "dauer_s": 60, "dauer": "90 Sekunden"}', { duration_s: 60, contradictions: ['duration_s'] }],
  ['tema=unboxing mini nevera | dur=0:14 | voz=no | colab_marca=false | patrocinado_por=FrostBox', { duration_s: 14, commercial_use: true, contradictions: ['commercial_use'] }],
  ['video: rutina de pilates en casa\nduracion: "1:30"\npatrocinado: antes sí, este no', { duration_s: 90, commercial_use: false }],
  ['• duración: medio minuto\n• generado con IA: no\n• campaña pagada: sí', { duration_s: 30, aigc: false, paid_ad: true, contradictions: [] }],
  // Voices: nattering; no voice added; captions only; people heard in the original sound beside "no voiceover" (talking to camera stays a question).
  ["filmed my nan teaching my lad to bake scones, it's about a minute twelve and she's nattering away the whole time", { duration_s: 72, voiceover: true }],
  ["I haven't added any voice and I won't. 24 seconds", { duration_s: 24, voiceover: false }],
  ['receitinha de overnight oats, só legenda, 30s', { duration_s: 30, voiceover: false }],
  ['concert clip, no voiceover, just the original audio of the crowd singing along. ~20s', { duration_s: 20, voiceover: true }],
  ["wedding toast compilation, 3 min total, 5 speeches. I'm not narrating but you hear every speech", { duration_s: 180, voiceover: true, contradictions: [] }],
  ["60s clip, no voiceover on it. it's me talking to camera explaining my 3 budgeting rules", { duration_s: 60, contradictions: ['voiceover'] }],
  ['{"request": "recommend_sound", "clip": "farewell slideshow for our dog Biscuit", "seconds": 75, "music_wanted": false}', { duration_s: 75, contradictions: ['music'] }],
  // Whose page it goes on is no topic when the message names anything else; alone, it is.
  ["It's a 20 second clip for our coffee shop's account – latte art, pouring a tulip, no voice", { duration_s: 20, topic: 'latte art', commercial_use: true }],
  // An emoji between the kind of clip and its length; a paid deal with a brand's name in it; a salon "acct"; an estate agent's listing;
  // working in a company's comms; a booked commission; an announcer.
  ['halloween costume reveal 🎃 15s', { duration_s: 15, payoff_at_ms: null }],
  ["GRWM skincare, 50s. this is just personal, not sponsored — it's actually part of my paid Sephora collab", { duration_s: 50, commercial_use: true, contradictions: ['commercial_use'] }],
  ['nail set reveal 12s, salon acct, reveal in the last 2 sec', { duration_s: 12, payoff_at_ms: 10000, commercial_use: true }],
  ["I'm an agent at a real estate office, doing a walkthrough of a 2 bed unit we've got on the books, bout 50 sec", { duration_s: 50, commercial_use: true }],
  ["je bosse à la com d'une PME, je filme une journée type au bureau pour notre page Insta, 35 secondes", { duration_s: 35, commercial_use: true }],
  ['Ich bin Hochzeitsfotografin und schneide für ein Brautpaar (gebuchter Auftrag) ein Reel vom First Look, 40 Sekunden.', { duration_s: 40, commercial_use: true }],
  ['a 15 second spot for a mattress store, announcer voice on top the whole way', { duration_s: 15, voiceover: true }],
  ["Vidéo de ma fille qui souffle ses bougies pour ses 3 ans, 20 secondes, on l'entend tous chanter joyeux anniversaire", { duration_s: 20, voiceover: true, language: 'fr' }],
  // The payoff named by a field among listed moments; a dog-grooming salon's account; someone explaining aloud; "al minuto"; "à partir de 52 s"; cues given aloud.
  ['req: sound | type: wedding_film | len: 65s | moments: toasts 0:08, first dance 0:30, sparkler exit 0:50 | payoff: sparkler exit | deliverable_for: client', { duration_s: 65, payoff_at_ms: 50000, commercial_use: true }],
  ['### REQUEST\n- clip: ai-generated (Kling 1.6) fantasy forest, glowing deer\n- runtime: 1m\n- moments: fog rolls in 0:10 / deer appears 0:36 / camera pulls back 0:50\n- payoff: deer appears\n- narration: none', { duration_s: 60, payoff_at_ms: 36000, aigc: true, voiceover: false }],
  ['{"duracao": "2 min 30 s", "momentos": ["partida 0:10", "Coimbra 1:20", "chegada à Ribeira ao pôr do sol 2:05"], "momento_principal": "chegada à Ribeira", "narracao": true}', { duration_s: 150, payoff_at_ms: 125000, voiceover: true }],
  ['tiktok de mi perrito, dura como 25 seg, sale todo esponjadito en los últimos 5 segundos. lo voy a subir en la cuenta de mi estética canina', { duration_s: 25, payoff_at_ms: 20000, commercial_use: true }],
  ['my vid is like 1 min 15 of my abuela making tamales, ella explica la masa step by step y the first bite is at 1:05', { duration_s: 75, payoff_at_ms: 65000, voiceover: true }],
  ['Video de 1:20 del viaje en moto por la Patagonia. El atardecer en la ruta 40 aparece justo al minuto.', { duration_s: 80, payoff_at_ms: 60000 }],
  ['Je suis coach, vidéo de 1 min. Je donne les consignes de respiration, et la posture finale est tenue à partir de 52 s.', { duration_s: 60, payoff_at_ms: 52000, voiceover: true }],
  // "halfway thru my clip"; "a minute five all up"; a hedged clock after "right at the end"; a stretch "in the middle" is no length;
  // a business word negated; nattering, vows recorded over it; a brand's own "Produktteaser".
  ["halfway thru my 40 sec clip my husband finds out we're pregnant, we're talking the whole time", { duration_s: 40, payoff_at_ms: 20000, voiceover: true }],
  ['Footy grand final highlights, a minute five all up, siren goal right at the end around 1:02. not sponsored', { duration_s: 65, payoff_at_ms: 62000, commercial_use: false }],
  ['this is a teaser for a couple I shot (client work), there IS talking for like 10 sec in the middle. Total runtime ends up around 55 seconds. The kiss is at 0:41', { duration_s: 55, payoff_at_ms: 41000, commercial_use: true }],
  ["mi hermana's quinceañera, like 45 secs, she appears at 0:08 walking in. it's for the family group not business", { duration_s: 45, payoff_at_ms: 8000, commercial_use: false }],
  ["it's a 0:45 clip of me doing the Sunday roast, I natter over the top the whole way through", { duration_s: 45, voiceover: true }],
  ['vídeo do casamento da minha irmã, total 1 minuto e meio, tem os votos gravados por cima', { duration_s: 90, voiceover: true }],
  ['Unser Produktteaser für die neue Kopfhörer-Kollektion, 15 Sek, komplett ohne Sprecher.', { duration_s: 15, commercial_use: true, voiceover: false }],
  // What the newer rules must not catch (found by a review): a negated bulleted key; "used to" far from a sponsor or past a "but";
  // "as a brand ambassador"; a refused business beside a named one; a trim said as an amount; a length in brackets after "at the end";
  // a reveal field beside a moment counted from a logo; a listed name beside a length; "featured on our homepage"; text on a cake topper;
  // an ad someone watched; "al minuto" as a while; "ten tips"; an emoji beside the kind of clip with a later reveal; "sí, este no es …".
  ['- kein Sponsoring: Weihnachtsbaum schmücken\n- Länge: 30s', { duration_s: 30, commercial_use: false }],
  ['I used to post for fun but this one is sponsored by HelloFresh', { commercial_use: true, contradictions: ['commercial_use'] }],
  ["I'm posting this as a brand ambassador for Gymshark but it's on my personal account", { commercial_use: true, contradictions: ['commercial_use'] }],
  ["not for the shop, for my bakery's instagram, 20s", { duration_s: 20, commercial_use: true }],
  ['The clip is 40 seconds. I trimmed the intro by 5.', { duration_s: 40 }],
  ['she blows the candles at the end (30s total)', { duration_s: 30, payoff_at_ms: null }],
  ['reveal: 0:10 | logo at 0:10, tagline 3 s after the logo | 20s', { duration_s: 20, payoff_at_ms: 10000 }],
  ['payoff: the cake\nthe cake clip is 40 seconds', { duration_s: 40, payoff_at_ms: null }],
  ["it'll be featured on our homepage, 30s", { duration_s: 30, off_platform_reuse: true }],
  ["the cake topper says 'happy birthday Mia', 20s", { duration_s: 20, voiceover: null }],
  ['personal vlog, not sponsored, my son laughing at a tv ad, 30s', { duration_s: 30, commercial_use: false, paid_ad: null, off_platform_reuse: null, contradictions: [] }],
  ['lo subí y al minuto ya tenía mil likes, 30s', { duration_s: 30, payoff_at_ms: null }],
  ['one minute and ten tips for studying', { duration_s: 60 }],
  ['halloween costume reveal 🎃 15s, reveal at 10', { duration_s: 15, payoff_at_ms: 10000 }],
  ['patrocinado: sí, este no es mi primer video con ellos', { commercial_use: true }],
  // A time inside a value that names the client in words is the clip's: "client work:" is a label, not a field that swallows it.
  ['client work: 15s ad for a local coffee shop, will run as Instagram and YouTube pre-roll, no voiceover', { duration_s: 15, paid_ad: true, off_platform_reuse: true, voiceover: false }],
  // A circumflex and "vai" are Portuguese too, and "como" both Spanish and Portuguese (a Portuguese paid-ad message was read as Spanish).
  ['Vídeo pago para uma marca de tênis, 20 segundos, vai rodar como anúncio no Instagram', { language: 'pt', duration_s: 20 }],
  ['como hacer tacos, 30 segundos', { language: 'es', duration_s: 30 }],
  // A grandfather's workshop shown in his memorial is his, not the speaker's business; a customer played in a skit is a role (fourth editor panel).
  ['mi abuelo falleció hace dos semanas, hice un video de 2 minutos con fotos de él en el campo y en su taller de carpintería, no tiene voz. quiero algo tranquilo y respetuoso para compartirlo con la familia', { commercial_use: null, duration_s: 120, voiceover: false }],
  ['skit where i play both the barista and the customer ordering a latte with 14 modifications, all dialogue', { commercial_use: null }],
  ['para su tienda de ropa, 30s', { commercial_use: true, duration_s: 30 }],
  // "de 20s no Kling" is "in Kling" after a length; "é tudo IA" says AI (fourth editor panel: no AI label on a Kling clip).
  ['fiz um vídeo de 20s no Kling de uma onça andando na floresta amazônica ao amanhecer, é tudo IA, sem voz. quero algo épico, a onça olha pra câmera aos 14s', { aigc: true, duration_s: 20, payoff_at_ms: 14000, voiceover: false }],
  ['é tudo IA, 15 segundos', { aigc: true, duration_s: 15 }],
  // A length taken back outright ("actually make it 45 sec") wins at any distance (fourth editor panel: planned at 8 s).
  ['need something super quiet and chill but also HYPE for my 8 sec car meet clip, exhaust pops at 0:05 and i dont want music covering it. actually make it 45 sec, its an e30 m3', { duration_s: 45, payoff_at_ms: 5000 }],
  // A speech or a toast heard in the film is a voice (fourth editor panel: "Will anyone speak?" under a best man's speech).
  ["teaser mariage de 45s, discours du témoin en fond les 20 premières secondes puis sortie de l'église à 0:38", { voiceover: true, duration_s: 45, payoff_at_ms: 38000 }],
  ["wedding teaser, best man's speech under the first half, 40s", { voiceover: true, duration_s: 40 }],
  ['avocado toast recipe, no speech, 20s', { voiceover: false, duration_s: 20 }],
  // A speaker introducing themselves ("prof de maths ici") is not the subject (fourth editor panel).
  ["prof de maths ici, vidéo face cam de 2 min où j'explique les fractions avec des parts de pizza pour mes élèves de CM2, je parle tout le long", { voiceover: true, duration_s: 120 }],
  ["chef's kiss 30s pasta reel", { duration_s: 30, payoff_at_ms: null }],
  ['title: kitchen reveal, time: 0:45', { duration_s: 45, payoff_at_ms: null }],
  ['posted_by: Valeria, 20s', { duration_s: 20, commercial_use: null }],
  ['posted_to: team group chat, 20s', { duration_s: 20, commercial_use: null }],
  ['40 s clip, original sound from me playing guitar, no music', { duration_s: 40, contradictions: ['music'] }],
  ['EDL\n001 a 00:00:00:00 00:00:05:20\n002 hero_shot 00:00:05:20 00:00:15:00 fps=25', { duration_s: 15, payoff_at_ms: 5800 }],
];

describe('concierge reading', () => {
  it.each(TABLE)('%s', (message, expected) => {
    const reading = readMessage(message);
    expect(ReadingSchema.safeParse(reading).success, 'the reader returns its schema').toBe(true);
    const { contradictions, ...values } = expected;
    const got = Object.fromEntries(Object.keys(values).map((k) => [k, reading[k as keyof Reading]]));
    expect(got).toEqual(values);
    if (contradictions !== undefined) expect(reading.contradictions.map((c) => c.field)).toEqual(contradictions);
  });

  it('the table covers all five languages', () => {
    const langs = new Set(TABLE.map(([, e]) => e.language ?? 'en'));
    expect([...langs].sort()).toEqual(['de', 'en', 'es', 'fr', 'pt']);
  });

  it('a reveal time is not read as the clip duration', () => {
    const r = readMessage('the reveal at 7s');
    expect(r.payoff_at_ms).toBe(7000);
    expect(r.duration_s).toBeNull();
  });

  it('says nothing where the message says nothing', () => {
    const r = readMessage('something chill');
    expect(r).toMatchObject({ duration_s: null, payoff_at_ms: null, aigc: null, voiceover: null, commercial_use: null, paid_ad: null, off_platform_reuse: null, music: null, contradictions: [] });
    expect(r.topic).toBe('chill');
  });

  it('a topic is whole words: never cut, never "…", no times or flags', () => {
    const long = 'make me a 30s video for tiktok of my grandmother teaching my little cousin how to fold dumplings for the new year celebration at her house, no voiceover';
    const r = readMessage(long);
    expect(r.topic).not.toMatch(/…|\.\.\.|30s|tiktok|voiceover|make me/i);
    const words = long.split(/[\s,]+/);
    for (const w of r.topic.split(' ')) expect(words, w).toContain(w);
    expect(r.topic.split(' ').length).toBeLessThanOrEqual(8);
  });
});

describe('reading stays linear', () => {
  /** Steps per character for a message built by repeating `unit` up to `length` characters. */
  const perChar = (unit: string, length: number) => {
    const message = unit.repeat(Math.ceil(length / unit.length)).slice(0, length);
    const steps = { n: 0 };
    readMessage(message, steps);
    return steps.n / length;
  };
  const ADVERSARIAL = ['at at at 0:0', 'reveal reveal ', '1234567890', '          ', 'a minute and a half and ', "l'l'l'", '12.12.12,', 'no no no voice ', '#ad#ad ', 'reveal halfway 3 seconds before the end ', '10 seconds left ', 'vo: yes | ', 'a=b, ', 'duration: 0:25; reveal: 0:18; ', 'paid_ad-ai_generated: '];

  it.each(ADVERSARIAL)('a 32,000-character message of %j costs about what a 2,000-character one does, per character', (unit) => {
    const small = perChar(unit, 2_000);
    const large = perChar(unit, 32_000);
    // Linear work gives the same steps per character at both sizes; quadratic work would be 16 times as many.
    expect(large).toBeLessThan(small * 1.5 + 1);
    expect(large).toBeLessThan(60);
  });

  it('no regular expression in the reader can backtrack: none has an unbounded quantifier', () => {
    const files = ['concierge-reading', 'reading-tokens', 'reading-times', 'reading-cues', 'reading-fields', 'reading-language', 'reading-topic', 'reading-glossary', 'reading-scripts', 'reading-other-languages', 'reading-script-topic', 'ai-voice', 'concierge'];
    const literals: string[] = [];
    for (const f of files) {
      const src = readFileSync(new URL(`../../src/engine/${f}.ts`, import.meta.url), 'utf8');
      expect(src, f).not.toMatch(/new RegExp\(/);
      // Regex literals: a slash (not a comment) after an operator or an opening bracket, up to the closing slash and flags.
      for (const m of src.matchAll(/(?:[(,=:|&!?;{[>]|return)\s*\/(?![*/])((?:\\.|\[(?:\\.|[^\]\n])*\]|[^/\\\n[])+)\/[dgimsuyv]*/g)) literals.push(m[1]!);
    }
    expect(literals.length).toBeGreaterThan(5);
    for (const re of literals) expect(re, re).not.toMatch(/(?<!\\)[+*]|\{\d+,\}/);
  });

  it('the step counter sees the work (a longer message costs more steps)', () => {
    const a = { n: 0 };
    const b = { n: 0 };
    readMessage('x '.repeat(100), a);
    readMessage('x '.repeat(1000), b);
    expect(b.n).toBeGreaterThan(a.n * 5);
  });

  it('the tokeniser keeps "1:30" and "12.5" in one clause and splits at commas', () => {
    const t = tokenise('1:30, 12.5s', { n: 0 });
    expect(t.map((x) => x.raw)).toEqual(['1', ':', '30', ',', '12', '.', '5', 's']);
    expect(t[0]!.clause).toBe(t[2]!.clause);
    expect(t[4]!.clause).toBe(t[7]!.clause);
    expect(t[4]!.clause).toBeGreaterThan(t[0]!.clause);
  });
});
