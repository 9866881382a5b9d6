/**
 * The topic of a message: what is left once times, cues and filler are taken out, as one short
 * phrase of whole words (the longest run of words left in one clause), never cut mid-word and
 * never with "…". Filler in five languages ("make me a", "I need", "quiero", "ich brauche",
 * "for tiktok") and words for the medium ("clip", "vídeo") never make a topic.
 */
import { REASON_WORDS } from './fold.ts';
import { findAll, phraseSet, type Steps, type Token } from './reading-tokens.ts';
import { MEDIUM_COMPOUND } from './text.ts';

const FILLER = phraseSet([
  'make me a', 'make me', 'make a', 'quick one', 'hi so basically', 'so basically', 'basically', 'hi', 'hey', 'hello', 'je fais', 'i made', 'we made', 'i need', 'i want', 'i wanna', 'need', 'want', 'looking for', 'can you', 'could you', 'please', 'pls', 'plz', 'help me', 'give me', 'lol', 'lmao', 'haha',
  'what sound', 'which sound', 'what song', 'which song', 'what music', 'sound for', 'music for', 'song for', 'a sound', 'a song', 'pick a sound', 'pick a song', 'suggest a sound', 'waht', 'wat',
  // Where it goes is no subject ("which sound should I put under my video?": fourteenth editor panel, the topic was the verb).
  'should i put', 'should i use', 'do i put', 'do i use', 'can i put', 'to put under', 'put under', 'under my video', 'under it', 'on my video', 'for my video', 'my video',
  'le pongo', 'le meto', 'je mets', 'qual som', 'que música', 'quel son', 'quelle musique', 'welchen sound', 'welche musik',
  // (The same question in Italian, Dutch, Polish, Indonesian and Turkish: "welk geluidje moet ik onder mijn video zetten?".)
  'welk geluidje', 'welk geluid', 'welke muziek', 'welk liedje', 'moet ik', 'onder mijn video', 'onder mijn', 'zetten',
  'quale musica', 'quale canzone', 'quale suono', 'che musica', 'metto sotto', 'sotto il mio video', 'il mio video',
  'jaki dzwiek', 'jaka muzyka', 'jaka muzyke', 'jaka piosenka', 'jaka piosenke', 'dac pod', 'pod moj filmik', 'pod filmik', 'moj filmik', 'pod moje wideo',
  'lagu apa', 'musik apa', 'sound apa', 'yang cocok', 'cocok buat', 'cocok untuk', 'buat videoku', 'videoku', 'video aku', 'video saya',
  'goes with my video', 'goes with my reel', 'goes with it', 'fits my video', 'fits my reel', 'fits it', 'what song goes with', 'which track fits', 'which song fits', 'what track goes with',
  'qual som coloco', 'coloco no meu video', 'no meu video', 'soll ich unter', 'unter mein video legen', 'unter mein video', 'legen', 'pasuje do mojego filmiku', 'pasuje do filmiku', 'past bij mijn filmpje', 'past bij mijn video', 'welke muziek past bij',
  'hangi muzik', 'hangi muzigi', 'hangi sarki', 'hangi sarkiyi', 'hangi ses', 'koyayim', 'koysam', 'videoma', 'videoya',
  // A hope for views is no subject ("something that'll do numbers", "a sound that will go viral": thirteenth editor panel, read as the topic).
  "something that'll do numbers", "that'll do numbers", 'that will do numbers', 'do numbers', 'does numbers', "that'll go viral", 'that will go viral', 'go viral', 'goes viral', "that'll blow up", 'that will blow up', 'blow up', 'get views', 'gets views', 'get me views', 'more views', 'get likes', 'for the algorithm', 'for the algo',
  // Whether the sound may be used is no subject ("a track im actually allowed to deliver").
  'actually allowed to deliver', 'allowed to deliver', 'allowed to use', 'allowed to post', 'actually allowed', 'legally', 'copyright free', 'royalty free', 'wont fight the vo', "won't fight the vo", 'fight the vo',
  // Placements are no subject ("runs as youtube pre-roll + ig stories ads").
  // (Not "running as" or "run as" alone: "running as a family" is the clip.)
  'will run as', 'it runs as', 'it will run as', "it'll run as", 'it runs on', 'will run on',
  'ig stories ads', 'ig stories', 'instagram stories', 'insta stories', 'stories ads', 'story ads', 'reels ads', 'in-feed', 'in feed', 'pre-roll', 'preroll', 'youtube pre-roll', 'bumper ad', 'bumper ads',
  // (Vietnamese posting and filming words: "Mình quay clip …", "Đăng lên đây và cả Facebook nữa nha".)
  // (Not "và cả": "Bố và cả nhà", the whole family.)
  'đăng lên đây', 'đăng lên', 'nữa nha', 'mình quay',
  // (Turkish "çektim", "I filmed": "sakal tıraşı önce/sonra videosu çektim".)
  'çektim', 'çekiyorum', 'çektik',
  // (Where it is posted, in any language. Not "Facebook" or "YouTube" alone: "Facebook Marketplace dresser flip", "my first YouTube video".)
  'whatsapp', 'snapchat', 'facebook reels', 'instagram reels', 'youtube shorts',
  'for tiktok', 'for instagram', 'for reels', 'for ig', 'for linkedin', 'on linkedin', 'linkedin', 'for facebook', 'for youtube shorts', 'for shorts', 'for pinterest', 'for snapchat', 'on tiktok', 'on instagram', 'for youtube', 'tiktok', 'instagram', 'ig', 'fyp', 'i have', "i've got", 'here is', "here's", 'this is', 'its like', "it's like", 'is like', 'clip is', 'video is',
  // ("quiero hacer un video para mi papá que falleció": the making is no subject; fourteenth editor panel, "hacer un para mi papá".)
  'hacer un video', 'hacer un vídeo', 'hacer un', 'faire une vidéo', 'faire une video', 'ein video machen',
  'quiero', 'necesito', 'hazme', 'haz', 'un video de', 'video de', 'para tiktok', 'para instagram', 'que sonido', 'qué sonido', 'música para', 'por favor', 'en total',
  'quero', 'preciso de', 'preciso', 'faz', 'vídeo de', 'para o tiktok', 'no tiktok', 'som para',
  'je veux', "j' ai besoin d'", "j' ai besoin de", 'il me faut', 'vidéo de', 'pour tiktok', 'musique pour', "s' il vous plaît", 'stp', 'svp', 'au total',
  // Agent-style briefs ("Agent request: clip length 00:22, usage: sponsored post"): the keys are no topic.
  'agent request', 'request', 'brief', 'task', 'usage', 'clip length', 'length', 'duration', 'platform', 'subject:',
  // "you see the croissant come out of the oven at 0:18": what is seen is the subject, not the seeing.
  'you see', 'you can see', 'we see', 'you will see', "you'll see", 'se ve', 'se vê', 'você vê', 'on voit', 'vous voyez', 'man sieht', 'sieht man',
  // How long someone talks is no subject ("ich sag die Übungen die ganze Zeit an", "j'explique un peu").
  'the whole time', 'the whole way', 'whole way', 'the entire time', 'all the way through', 'todo el rato', 'todo el tiempo', 'o tempo todo', 'tout le long', 'tout le temps', 'die ganze zeit', 'durchgehend',
  // (Dutch and Italian, and being on camera: "ik praat de hele tijd in beeld", "parlo tutto il tempo".)
  'de hele tijd', 'de hele tijd in beeld', 'in beeld', 'tutto il tempo', 'in camera',
  'passt drunter', 'passt dazu', 'drunter', 'darunter', 'qué le pongo', 'que le pongo', 'o que combina', 'ce qui va avec',
  'un peu', 'a bit', 'a little', 'un poco', 'um pouco', 'ein bisschen', 'ein wenig', 'mache', 'mach', 'machen',
  // Who the work is for, as a job ("je bosse en freelance pour une concession auto": the subject is the dealership).
  'je bosse en freelance pour', 'je bosse en freelance', 'je bosse pour', 'je travaille en freelance pour', 'i work freelance for', 'i freelance for', 'freelancing for',
  'trabajo freelance para', 'trabajo como freelance para', 'trabalho como freelancer para', 'trabalho de freela para', 'sou freelancer', 'ich arbeite freiberuflich für', 'ich arbeite freiberuflich fur',
  'ich brauche', 'wir brauchen', 'we need', 'necesitamos', 'precisamos', 'il nous faut', 'nous avons besoin de', 'ich möchte', 'ich will', 'mach mir', 'video von', 'für tiktok', 'musik für', 'bitte', 'insgesamt',
  // Posting and showing verbs: what follows "showing" is the subject, the posting is not ("quero postar um reels no insta da academia mostrando o treino").
  'postar', 'vou postar', 'quero postar', 'postear', 'voy a subir', 'vamos a subir', 'subir', 'publicar', 'vou publicar', 'poster', 'je vais poster', 'posten', 'hochladen',
  'mostrando', 'showing', 'montrant', 'enseñando', 'zeigt', 'zeigen', 'zeig', 'zeige', 'featuring', 'jaja', 'jajaja', 'jajajaja', 'kkk', 'kkkk', 'kkkkk', 'mdr', 'ptdr', 'haha', 'hahaha',
  // Who is speaking: "J'ai une petite boutique", "sou corretora", "tenemos una panadería".
  "j' ai", 'i have', 'we have', 'tengo', 'tenemos', 'tenho', 'temos', 'ich habe', 'wir haben', 'sou', 'soy', 'je suis', 'ich bin', 'coucou', 'hola', 'olá', 'oi', 'salut', 'bonjour', 'hallo',
  // Italian and Dutch ("Ho una pizzeria a Napoli", "ik heb een bakkerij"): read, though the copy is not written in them.
  'voglio', 'vorrei', 'mi serve', 'ik wil', 'ik zoek', 'ho un', 'ho una', "ho un'",
  // ("devo fare un video di aggiornamento sulla chemio", "ik maak een video van"; "parlo io" is the voice, read as a flag.)
  'devo fare un video di', 'devo fare un video', 'devo fare', 'sto facendo un video di', 'sto facendo', 'ho fatto un video di', 'ho fatto', 'un video di', 'video di', 'parlo io', 'parlo',
  'ik maak een video van', 'ik maak een video', 'ik maak', 'een video van', 'video van', 'ik praat', 'ik vertel',
  // (Their copy is written since the twenty-fourth session, so their requests must not become its title: "kak mau bikin video jualan
  // martabak manis" is martabak; "si sente solo la chitarra" says what is heard, "ho montato un video" the editing.)
  'ik heb met runway', 'ik heb met pika', 'ik heb met sora', 'ik heb met kling', 'ik heb met veo', 'ik heb met luma', 'gemaakt van', 'gemaakt met', 'ik film', 'ik filmde', 'nagrywam', 'nagralam film', 'cektim',
  'dari awal sampai akhir', 'sambil masak', 'cara bikinnya',
  'kak', 'kakak', 'mau bikin video', 'mau bikin', 'mau buat video', 'mau buat', 'bikin video', 'bikinin', 'aku jualan', 'saya jualan', 'jualan', 'aku mau', 'saya mau', 'tolong',
  'si sente solo', 'si sente', 'ho montato un video', 'ho montato', 'ciao a tutti',
  'chce zrobic filmik', 'chce zrobic', 'potrzebuje', 'czesc', 'hej', 'merhaba', 'selam', 'video yapmak istiyorum', 'video cekmek istiyorum', 'istiyorum', 'yapiyorum',
  // "ho girato un trekking", "ik heb gefilmd", "robię filmik ze zdjęć" (Polish): the making, not the subject.
  // Swedish, Vietnamese and Tagalog openers and filming verbs ("Jag är dietist och spelar in ett klipp där…", "Quay quán cà phê…", "Gumawa ako ng…").
  'jag är', 'jag ar', 'jag har', 'vi har', 'hela tiden', 'hela klippet', 'hela videon', 'jag spelar in', 'spelar in', 'ett klipp om', 'ett klipp där', 'ett klipp dar', 'klipp där', 'jag filmade', 'filmade', 'jag gör', 'jag gor', 'hejsan', 'tjena',
  // (Not "quay" alone: "boats coming into the quay"; nor after a length, "30 giây quay chậm" is slow motion.)
  'mình quay', 'em quay', 'tôi quay', 'quay clip', 'quay video', 'làm clip', 'làm video', 'mình làm', 'gumawa ako ng', 'nag-shoot ako ng', 'nag shoot ako ng', 'nag-film ako ng',
  'ho girato', 'ho filmato', 'ho ripreso', 'ik heb gefilmd', 'heb gefilmd', 'filmpje van', 'een filmpje van', 'filmpje', 'robie filmik ze', 'robie filmik z', 'robie filmik', 'nagralam', 'nagralem', 'filmik ze', 'filmik z', 'filmik', 'wyjdzie ok', 'wyjdzie okolo', 'wyjdzie',
  // Coming home from it is no subject: what it was is ("just got back from 10 days in Bali").
  // (Not "back from" or "returned from" alone: "my first game back from ACL surgery", "soldier returned from deployment".)
  // "filmed the whole thing on the beach", "J'fais un tuto de 4 minutes pour changer les pneus": what is filmed or taught is the subject.
  "j' fais un tuto", 'je fais un tuto', "j' fais", 'un tuto', 'un tutoriel', 'un tutorial', 'um tutorial', 'ein tutorial',
  'just got back from', 'got back from', 'just back from', 'came back from', 'just came back from', 'acabo de volver de', 'voltei de', 'acabei de voltar de', 'rentré de', 'de retour de', 'zurück aus', 'zuruck aus', 'zurück von',
  // How many, before what ("heaps of drone shots", "loads of clips"), and a reply's tail ("grand if not", "no worries if not").
  'heaps of', 'lots of', 'loads of', 'tons of', 'a bunch of', 'bunch of', 'grand if not', 'grand if', 'no worries if not', 'all good if not',
  // The telling before what is told ("gonna explain how i paid off 20k").
  'gonna explain', 'going to explain', 'let me explain', 'gonna talk about', 'going to talk about', 'gonna tell you', 'gonna break down',
  // Editing verbs ("je monte le first look de mes mariés", "estoy editando", "ich schneide"): the work, not the clip.
  // Editing software is where the clip is cut, not what it shows ("so i can drop it into premiere").
  // (Not "premiere" alone: French "première", "the red carpet premiere".)
  'so i can drop it into', 'drop it into', 'into premiere', 'premiere pro', 'capcut', 'davinci resolve', 'davinci', 'final cut pro', 'final cut', 'after effects',
  'can u send me the mp3', 'can you send me the mp3', 'send me the mp3', 'the mp3', 'mp3', 'can u send me', 'can you send me',
  'je leur livre aussi', 'je leur livre', 'leur livre', 'theyre gonna run it as', "they're gonna run it as", 'gonna run it as', 'run it as', 'después subo', 'despues subo', 'luego subo',
  // Who speaks, as a job ("editor for a cafe chain", "freelance editor here"): the subject is the business.
  'freelance editor here', 'video editor for', 'freelance editor for', 'editor for', 'editing for', 'i edit for', 'i edit videos for',
  'je monte', 'je suis en train de monter', "i'm editing", 'im editing', 'i am editing', 'estoy editando', 'estou editando', 'ich schneide', 'sto montando', 'abbiamo un', 'abbiamo una', 'sono un', 'sono una', 'ciao', 'salve', 'ik heb een', 'we hebben een', 'wij hebben een', 'ik ben een', 'ik ben', 'ik heb',
  'met runway', 'met sora', 'met kling', 'met veo', 'met pika', 'met luma', 'met hailuo', 'laten bewegen', 'con runway', 'com runway', 'avec runway',
  // Releasing and when ("On sort notre première collab sneakers la semaine pro", "das läuft auf der Feier").
  'on sort', 'nous sortons', 'on lance', 'nous lançons', 'la semaine pro', 'la semaine prochaine', 'next week', 'la semana que viene', 'la próxima semana', 'semana que vem', 'próxima semana', 'nächste woche', 'das läuft',
  // Openers and filming verbs ("yo so im a plumber and i filmed ...", "Okay so backstory", "Grüezi mitenand", "hab nen Clip gedreht").
  'yo', 'yo so', 'okay so', 'ok so', 'so yeah', 'backstory', 'bro', 'holaa', 'q onda', 'qué onda', 'que onda', 'wena', 'allo', 'servus', 'grüezi', 'grüezi mitenand', 'mitenand', 'moin',
  'i filmed', 'filmed', 'i shot', 'i recorded', 'recorded', 'grabé', 'grabe', 'gravei', "j' ai filmé", 'filmé', 'hab gedreht', 'gedreht', 'gefilmt', 'aufgenommen', 'hice', 'fiz', 'fizemos', 'hicimos',
  // A remark about who it is for ("c'est perso", "is rein privat", "just for family and friends").
  // Handing the clip over is no subject ("je livre demain un teaser mariage aux mariés", "I'm delivering a promo to the client").
  'delivering', 'to the couple', 'to a couple', 'to the client', 'to a client', 'to the bride', 'aux mariés', 'aux maries', 'a los novios', 'aos noivos',
  'je livre', 'je dois livrer', 'i deliver', "i'm delivering", 'im delivering', 'delivering to', 'entrego', 'eu entrego', 'vou entregar', 'ich liefere', 'ich muss liefern',
  "c' est perso", 'perso', 'rein privat', 'juste pour moi', 'just for me', 'just for family', 'family and friends', 'para la familia', 'para a família', 'pour la famille', 'für die familie',
]);

/**
 * Words of the filming that stand inside what was filmed, dropped without splitting it: "HE PROPOSED 😭 filmed the whole thing
 * on the beach in Tulum" is "HE PROPOSED on the beach in Tulum" (fifteenth editor panel: the topic was "whole thing on the beach").
 */
// (Only after a verb of filming: "trying to eat the whole thing", "repainted the whole thing" keep it.)
const TRANSPARENT = phraseSet(['filmed the whole thing', 'got the whole thing on camera', 'caught the whole thing on camera', 'got the whole thing', 'caught the whole thing', 'recorded the whole thing', 'caught it all on camera', 'got it all on camera', 'caught it on camera']);

/** Words for the medium itself (and the clip's length words), never part of a topic. */
const MEDIA = new Set('clip clips clipe clipes videosu videoyu videom video videos vid vids reel reels tiktoks post posts content footage edit loop teaser teasers vídeo vidéo long total lang short'.split(' '));
/** "of" after a medium word, in each language: "edit of", "video de", "vídeo do", "vidéo du", "Video von". */
const MEDIUM_OF: ReadonlySet<string> = new Set(['of', 'de', 'del', 'do', 'da', 'dos', 'das', 'du', 'des', 'von', 'vom']);

/** Words that carry no topic at the edges of a phrase. */
const EDGE = new Set(
  ("i i'm im we we're my our me need needs want wanna would like looking make making made create creating editing posting please help a an the for of with and or to it its it's this that these some sound song music track audio vertical about on in is are be will can you your what which should use good best pick suggest recommend idea ideas something one over just also plus kind type style mode total long here there at around so really very lol their his her " +
    'de del la el los las un una unos unas mi mis para con y en por que q su sus nuestro nuestra al lo sin sobre acerca ' +
    'do da dos das o a os as um uma uns umas meu minha com e em no na nos nossa nosso sem aos ' +
    "du des le les une mon ma mes pour avec et au aux l' d' notre nos sur qui sans " +
    'der die das den dem des ein eine einen einem einer mein meine meinem meinen meiner unser unsere unserem unseren unserer unseres dein deine deinem deinen fur mit und von vom zum zur im am uber ohne nach bei kurzes kurzer kurze soll sollte sein hab habe selbst ' +
    'reveal reveals payoff drop final comes big moment then very pro pra par account accounts page channel profile feed cuenta conta compte konto perfil ai ia ki all but pero mas mais aber lots beaucoup wants wanted they they\'ll also after before under each online juste solo nur sólo só ' +
    // "fait avec Pika", "hecho con Sora": the maker verb left once the generator's name is taken.
    'fait faite hecho hecha feito feita gemacht erstellt generated generado generada gerado gerada genere generee generiert ' +
    // What the caller hopes the sound is, not what the clip shows ("something trending", "a viral sound").
    'trending trendy viral catchy popular cool nice tendencia tendance angesagt algo something bonito bonita lindo linda bonitinho joli jolie schon pretty cute ponme pon porfa porfis plis ' +
    // A clause's tail that says when or what not ("... but I don't", "... w", "... yesterday").
    "don't dont do not doesn't won't w w/ yesterday today tonight tomorrow demain mañana amanhã amanha morgen hoy hoje aujourd'hui heute " +
    // Spoken short forms at a phrase's edge ("... de novia pa", "ich quatsch drüber").
    'pa pal pra pro drüber druber dazu nen ne º ª ' +
    // How the clip is gone through, and German asides ("talks through a jump starter", "hab ich übrigens komplett").
    'does did doing through thru ich wir übrigens ubrigens komplett auch eigentlich vielleicht seine seiner seinen ihre ihren will stellen seite kanal ' +
    // Words that put a step last ("…, then the first slice", "und dann", "et enfin"): an order, not a subject.
    'finally lastly luego puis ensuite dann danach enfin finalmente ends ending termina acaba finit termine endet ' +
    // "me n my bf", "my african grey says …": a spoken "and", and a verb of saying before what is said.
    'n says said diz dit sagt zegt ' +
    // Time gone by, left once its number is read ("… parler à Siri depuis", "seit", "hace", "desde hace").
    'depuis seit hace ' +
    // Pronouns, adverbs and "is" of the other languages: they carry no subject ("se escucha todo bien" names nothing).
    // (Not those that are English words or names too: "son", "tan", "hay", "elle", "gut".)
    'se todo toda todos todas bien muy es esta está tudo bem muito muita é são tout tous très sont ça alles sehr ist sind ' +
    // Italian and Dutch small words, read though the copy is not written in them ("… voor mijn eigen detailingbedrijf").
    // (Not "met", "op", "dal", "lo", "uno", "mia": English words, a dish, a game or a name.)
    'voor een het eigen mijn onze ons di il gli della dalla nel nella sul sulla nostro nostra senza zonder ' +
    // ("vannacht zijn er 3 lammetjes geboren": last night, there are; Polish "w", "z", "ze", "na", "do", "od", "się".)
    'vannacht gisteren vandaag zijn er alle w z ze na od sie się ' +
    // "hoy cumplo 1 año sobria": the verb of a milestone, before what it counts.
    'cumplo ' +
    // German "were", "was", "am": "Waren mit den Kids auf dem Weihnachtsmarkt".
    'waren sind ' +
    'ที่ ของ และ กับ ใน จาก ให้ คลิป วิ วินาที ' +
    // Arabic small words at a topic's edge ("من حفل تخرج أختي": from, in, on, about, with, for).
    'من في على عن مع إلى الى').split(' '),
);
/** Words before a step that say it comes last in the clip ("then the first slice", "finally the crumb", "y luego", "puis", "dann"); not "final" ("the final whistle", "Final Fantasy"). */
const THEN_WORDS: ReadonlySet<string> = new Set(['then', 'finally', 'lastly', 'luego', 'puis', 'ensuite', 'dann', 'danach', 'enfin', 'finalmente',
  // "ends on Mount Fuji through the train window", "termina con el brindis", "finit sur le bouquet", "endet mit dem Feuerwerk".
  'ends', 'ending', 'termina', 'acaba', 'finit', 'termine', 'endet']);
/** Verbs of a thing appearing: a moment with one is the reveal ("the book cover appears with 'pre-orders open'"), shot last, never early. */
const APPEARING: ReadonlySet<string> = new Set(['appears', 'appear', 'revealed',
  // The finished result named ("tatuaje terminado", "the finished bowl"): shown on the reveal, never before it.
  'terminado', 'terminada', 'acabado', 'acabada', 'finished', 'fertig', 'fertige', 'fini', 'finie', 'termine', 'terminee', 'pronto', 'pronta', 'aparece', 'aparecen', 'aparecem', 'apparait', 'apparaissent', 'erscheint', 'erscheinen', 'shows up', 'pops up']);

const MAX_WORDS = 8;
/** Nouns of what is heard, folded: a run that ends on one ("lathe hum", "chisel sounds", "el ruido") tells the mix, not a shot. */
const SOUND_NOUNS: ReadonlySet<string> = new Set(['hum', 'sound', 'sounds', 'noise', 'noises', 'audio', 'ruido', 'ruidos', 'sonido', 'sonidos', 'barulho', 'som', 'sons', 'bruit', 'bruits', 'gerausch', 'gerausche', 'rumore', 'rumori', 'geluid', 'geluiden', 'awaaz', 'dzwiek', 'dzwieki']);
/** Words for the sound itself, folded: a run that names one is about the sound wanted, not the clip (concierge-reading.ts has its own, shorter SOUND_WORDS for "no sound from me" phrases). */
// (Not "son": an English word, and French "his/her".)
// (And in the languages read only for their numbers and flags: Vietnamese "nhạc", Turkish "müzik", Indonesian "lagu", Polish "muzyka", Dutch "muziek", Hindi "gaana".)
const ASKED_SOUND_WORDS: ReadonlySet<string> = new Set(['sound', 'sounds', 'song', 'songs', 'music', 'track', 'musique', 'sonido', 'cancion', 'musica', 'som', 'musik', 'lied', 'nhac', 'muzik', 'lagu', 'muzyka', 'muzyke', 'muziek', 'gaana', 'canzone', 'beat', 'beats', 'bgm']);
const ASKED_SOUND_PENALTY = 2;
/** Words a decade follows ("los años 70", "anos 80", "années 90", "anni 60"). */
const DECADE_WORDS: ReadonlySet<string> = new Set(['anos', 'annees', 'anni']);
/** Who sends a clip in an agent's brief, and the verbs that say they sent it ("User uploaded a garage cleanout clip"). */
const SENDERS: ReadonlySet<string> = new Set(['user', 'creator', 'client', 'customer', 'i', 'we']);
const UPLOAD_VERBS: ReadonlySet<string> = new Set(['uploaded', 'uploads', 'shared', 'shares', 'sent', 'sends', 'submitted', 'provided']);
/** Words that open an English question without its mark ("what bed should I use"), and what follows them within three words. */
const WH_OPENERS: ReadonlySet<string> = new Set(['what', 'which']);
const ASKING_MODALS: ReadonlySet<string> = new Set(['should', 'can', 'could', 'do', 'would', 'shall']);
const ASKING_PERSONS: ReadonlySet<string> = new Set(['i', 'we']);
/** What such a question asks to do with a sound ("what bed should I use"); "what should I feed my sourdough starter" asks about the subject. */
const PICKING_VERBS: ReadonlySet<string> = new Set(['use', 'pick', 'choose', 'put', 'add', 'go', 'try', 'get']);
/** Verbs a person's age follows ("Oma wird 90", "grandma turns 90", "mi abuela cumple 90", "ma grand-mère fête ses 90 ans"): the number is the subject's. */
const TURNS: ReadonlySet<string> = new Set(['turns', 'turned', 'turning', 'wird', 'cumple', 'cumplio', 'faz', 'fez', 'completa', 'fete']);
/** Screens a clip is shown on at an event or in a shop: a run naming one says where it plays. */
const SHOWN_ON: ReadonlySet<string> = new Set(['beamer', 'projector', 'projecteur', 'proyector', 'projetor', 'leinwand', 'bildschirm', 'pantalla', 'ecran', 'telao', 'rzutnik', 'rzutnika', 'rzutniku', 'projectiescherm', 'proiettore']);
/** Words that open a relative clause at a run's start ("where a whale jumps out", "donde", "quand", "wo"). */
const RELATIVE_OPENERS: ReadonlySet<string> = new Set(['where', 'when', 'which', 'whose', 'donde', 'cuando', 'onde', 'quando', 'ou', 'quand', 'wo', 'als', 'wenn']);
/** A quotation mark without its pair among a run's tokens (an apostrophe inside a word is none). */
function unbalancedQuote(run: readonly Token[]): boolean {
  let n = 0;
  for (let k = 0; k < run.length; k++) {
    const tok = run[k]!;
    if (tok.kind !== 'punct' || !/^['‘’"“”«»]$/.test(tok.raw)) continue;
    const inWord = k > 0 && k + 1 < run.length && run[k - 1]!.end === tok.start && run[k + 1]!.start === tok.end && run[k - 1]!.kind === 'word' && run[k + 1]!.kind === 'word';
    if (!inWord) n++;
  }
  return n % 2 === 1;
}
/** Where an overlay sits ("in the corner", "on screen"): a run that places one describes the edit, not the subject. */
const OVERLAY_PLACES: ReadonlySet<string> = new Set(['corner', 'screen', 'overlay']);
/** "Here" closing a short opening clause introduces the speaker ("math teacher here", "prof de maths ici", "profe aquí"). */
const INTRO_TAILS: ReadonlySet<string> = new Set(['here', 'ici', 'aqui', 'aquí']);
const SELF_INTRO_MAX = 5;
/** Jobs that, alone in a short opening sentence, say who speaks ("Freelance editor. Client: new boxing gym…", "Wedding videographer."). */
const ROLE_NOUNS: ReadonlySet<string> = new Set(['editor', 'editors', 'videographer', 'videographers', 'photographer', 'filmmaker', 'realtor', 'realtors', 'creator', 'creators', 'freelancer', 'marketer', 'agency', 'manager', 'strategist', 'ugc', 'influencer', 'editora', 'monteur', 'monteuse', 'cutter', 'cutterin', 'fotografo', 'fotografa', 'fotografe', 'photographe', 'videomaker', 'videaste', 'corretor', 'corretora', 'makelaar']);
/** A role said alone is at most this many words ("senior freelance video editor"). */
const ROLE_INTRO_MAX = 4;
/** "I am" and "we are" in each language, before a job ("sou professora", "soy profe", "je suis prof", "ich bin Lehrerin", "im a realtor", "we're an agency"). */
const INTRO_HEADS: ReadonlySet<string> = new Set(['sou', 'soy', 'suis', 'bin', 'im', "i'm", 'am', 'sono', 'ben', "we're", 'were', 'somos', 'sommes', 'siamo']);
const INTRO_ARTICLES: ReadonlySet<string> = new Set(['a', 'an', 'um', 'uma', 'un', 'una', 'une', 'ein', 'eine']);
/** A job said after "I am" is at most this many words ("professora do 1.º ciclo" is cut to its words before the numbers). */
const SELF_INTRO_WORDS = 3;
const SELF_INTRO_PENALTY = 5;
/** Words that open where a job is done, after it ("teacher in Pune", "barbeiro em Lisboa", "coiffeuse à Lyon"). */
const INTRO_PLACE_WORDS: ReadonlySet<string> = new Set(['in', 'from', 'at', 'en', 'em', 'a', 'à', 'aus', 'de', 'da', 'do']);
/** Verbs of hearing, folded ("you can hear", "si sente", "se escucha", "on entend", "man hört", "dá pra ouvir"). */
// (Not Spanish "oye", "hey", nor Italian "sente" alone.)
const HEARING: ReadonlySet<string> = new Set(['hear', 'hears', 'heard', 'escucha', 'entend', 'hort', 'ouve', 'ouvir', 'hoort']);
/** A run that ends "in the background" is a note on the clip's sound: it loses this much against runs that name what is seen. */
const SOUND_NOTE_PENALTY = 3;
/** Words a number before them counts in years or time together ("10 ans de mariage", "25 years married"). */
const COUNTED: ReadonlySet<string> = new Set(['years', 'year', 'yrs', 'ans', 'annees', 'anos', 'ano', 'jahr', 'mes', 'anno', 'anni', 'lat', 'jaar', 'jahre', 'jahren', 'months', 'mois', 'meses', 'monate', 'monaten',
  // "12 week transformation", "30 day challenge", "100 days of code": the count is the subject's.
  'week', 'weeks', 'day', 'days', 'semanas', 'semaines', 'wochen', 'dias', 'jours', 'tage', 'tagen']);
/** Kinds of post that open a run before what it is of ("tutorial on", "vlog of"); the words for the medium ("video of") are MEDIA's, and text.ts's subjectOf drops its own wider set. */
const FORMAT_HEADS: ReadonlySet<string> = new Set(['tutorial', 'vlog', 'montage', 'compilation', 'slideshow', 'recap', 'timelapse', 'storytime']);
const HEAD_JOINS: ReadonlySet<string> = new Set(['on', 'of', 'about', 'showing']);
/** The place in a series, before "of" ("part 7 of", "day 3 of"). */
const SERIES_HEADS: ReadonlySet<string> = new Set(['part', 'pt', 'episode', 'ep', 'day', 'week', 'parte', 'episodio', 'teil', 'folge', 'partie', 'jour', 'dia']);

/** Words that say what a clip is about, right before its subject ("this one is about my first job at a diner", "sobre", "über"). */
const ABOUT_WORDS: ReadonlySet<string> = new Set(['about', 'sobre', 'uber', 'über']);
/** A run said to be what the clip is about gets this lead over one that is not. */
const ABOUT_LEAD = 1;
/** Words before "about" that make it what is said or thought, not what the clip is ("talking about price per sq ft" over the walk-through). */
const SAID_ABOUT: ReadonlySet<string> = new Set(['talking', 'talk', 'talks', 'speaking', 'speak', 'chatting', 'ranting', 'asking', 'ask', 'think', 'thinking', 'worried', 'care', 'sure', 'know', 'habla', 'hablo', 'hablando', 'falo', 'falando', 'spreche', 'rede', 'erzähle', 'erzahle']);

/** A run inside brackets is a detail of what comes before it: it weighs this much less. */
const BRACKET_PENALTY = 4;

/** A question, a refusal or a deal weighs this much less than a run of plain subject words. */
const QUESTION_PENALTY = 3;
/** Words that open what is not wanted. */
const NEGATORS_AT_START: ReadonlySet<string> = new Set(['no', 'not', 'without', 'nix', 'nichts', 'kein', 'keine', 'ohne', 'sin', 'sem', 'sans', 'pas', 'nada', 'ni', 'nem']);
/** Words of the deal or the job, not the picture ("je bosse en freelance", "paid partnership", "collab"). */
const DEAL_WORDS: ReadonlySet<string> = new Set(['freelance', 'freelancer', 'freela', 'bosse', 'partnership', 'partenariat', 'parceria', 'collab', 'colab', 'patrocinio', 'patrocínio', 'sponsorship', 'sponsoring']);

/** People name the subject first: the first run gets a small lead (1.5 made labels such as "Tâche" and "bezahlte" win). */
const FIRST_RUN_LEAD = 0.5;
/** A run that is a client's or campaign's field value weighs this much less than the clip's own words. */
const WHOSE_PENALTY = 2;
/** A run opened by "then": the last step of the clip, weighed as a topic like two words fewer. */
const THEN_STEP_PENALTY = 2;
/** A past "was" inside a run: a statement of how things were, not the clip's subject (against two more words of subject). */
const PAST_STATE: ReadonlySet<string> = new Set(['was', 'were', 'estaba', 'estaban', 'estava', 'estavam', 'etait', 'etaient', 'war', 'waren']);
const PAST_STATE_PENALTY = 2;


/** How many subjects the catalog's vocabulary knows in a phrase (dental clinic: 1; "gonna boost": 0). */
export type TopicKnowledge = (phrase: string) => number;
/** A run naming a subject the vocabulary knows outweighs this many plain words ("for my dental clinic" over "gonna boost this post"). */
const KNOWN_SUBJECT_BONUS = 3;

/**
 * `payoffClause`: the clause that tells when the reveal happens; it describes the payoff, not the subject.
 * `knows`: the catalog's vocabulary, when the caller has one: a run that names a known subject wins over a longer one that does not.
 */
export function readTopic(t: readonly Token[], taken: ReadonlySet<number>, steps: Steps, payoffClause: number | null = null, knows?: TopicKnowledge, whose: readonly { start: number; end: number }[] = []): string {
  const runs = phraseRuns(t, taken, steps, payoffClause, knows);
  // A client named in a field ("client: Orbital Coffee") says whose the clip is: it is the topic only when nothing else shows more.
  for (const r of runs) if (r.start !== undefined && whose.some((w) => r.start! >= w.start && r.start! < w.end)) r.content -= WHOSE_PENALTY;
  let best: PhraseRun | null = null;
  for (const r of runs) if (best === null || r.content > best.content) best = r;
  if (best === null) return '';
  // "for my bakery's account": the page word is an edge, and the possessive left at the end goes too.
  return best.words.join(' ').replace(/['’]s$/u, '');
}

/** A run of words left in one clause, trimmed of edge words, with how much subject it carries. */
interface PhraseRun {
  words: string[];
  content: number;
  clause: number;
  /** The run opens with a word that puts it last ("then cutting the loaf open"). */
  then: boolean;
  /** The run asks, refuses, tells the deal, the sound or where it is shown: it names no shot (readMoments). */
  aside: boolean;
  /** The run's first token, and for an item of a list the tokens of the longer segment the list follows (listItems). */
  start?: number;
  listLead?: { from: number; to: number };
  /** How many subjects the vocabulary knows in the run. */
  known?: number;
  /** The run is opened by "then" and names nothing known, or says what the one filming does next: a step, weighed down as a topic. */
  thenStep?: boolean;
}

/** The runs of words no time, cue or filler took, in text order, each trimmed and scored as a topic candidate. */
function phraseRuns(t: readonly Token[], taken: ReadonlySet<number>, steps: Steps, payoffClause: number | null, knows?: TopicKnowledge): PhraseRun[] {
  const skip = new Set(taken);
  const transparent = new Set<number>();
  for (const h of findAll(t, TRANSPARENT, steps)) for (let k = h.start; k < h.start + h.length; k++) if (!taken.has(k)) transparent.add(k);
  for (const h of findAll(t, FILLER, steps)) for (let k = h.start; k < h.start + h.length; k++) if (!transparent.has(k)) skip.add(k);
  // A reason says why, not what ("my husband comments through the entire thing because he thinks he's funny"): to the clause's end.
  for (let i = 0; i < t.length; i++) {
    if (!REASON_WORDS.has(t[i]!.norm)) continue;
    for (let k = i; k < t.length && t[k]!.clause === t[i]!.clause; k++) (skip.add(k), steps.n++);
  }
  // A clock time ("2am", "11 pm") says when, not what: it ends the phrase ("studying at 2am" is "studying").
  for (let i = 0; i + 1 < t.length; i++) {
    const next = t[i + 1]!;
    if (t[i]!.kind === 'num' && next.kind === 'word' && (next.norm === 'pm' || (next.norm === 'am' && next.start === t[i]!.end))) skip.add(i).add(i + 1);
  }
  // Runs of words left in one clause; a taken token or a clause break ends a run.
  const runs: number[][] = [];
  let run: number[] = [];
  const close = () => {
    if (run.length > 0) runs.push(run);
    run = [];
  };
  for (let i = 0; i < t.length; i++) {
    steps.n++;
    const tok = t[i]!;
    const prev = run.length > 0 ? t[run[run.length - 1]!]! : undefined;
    // Words for the medium drop out without splitting the phrase ("recipe video for banana bread"),
    // except before "of": what precedes describes the medium, what follows is the subject ("sad edit
    // of my late grandma's garden" is about the garden; dropping only "edit" left "sad of my ...").
    // (An emoji right before them too: "HE PROPOSED 😭 filmed the whole thing on the beach".)
    if (transparent.has(i) || (transparent.has(i + 1) && /^\p{Extended_Pictographic}/u.test(tok.raw))) continue;
    if (MEDIA.has(tok.norm) && !skip.has(i)) {
      if (MEDIUM_OF.has(t[i + 1]?.norm ?? '') && t[i + 1]!.clause === tok.clause) close();
      continue;
    }
    if (skip.has(i) || (tok.kind === 'punct' && !["'", '&', '-', '/'].includes(tok.raw)) || (prev !== undefined && prev.clause !== tok.clause)) {
      close();
      if (!skip.has(i) && tok.kind !== 'punct') run.push(i);
      continue;
    }
    run.push(i);
  }
  close();
  // Clauses that end on a question mark.
  const questionClauses = new Set<number>();
  for (let i = 1; i < t.length; i++) if (t[i]!.raw === '?' && t[i - 1]!.kind !== 'punct') questionClauses.add(t[i - 1]!.clause);
  // And a clause asked without its question mark, the mark after a second question ("What bed should I use, and is
  // the same sound ok on YouTube?"): "what" or "which" opening the clause, then "should I use" or "do we pick" within three words.
  for (let i = 0; i < t.length; i++) {
    if (!WH_OPENERS.has(t[i]!.norm) || (i > 0 && t[i - 1]!.clause === t[i]!.clause && t[i - 1]!.kind === 'word')) continue;
    for (let k = i + 1; k <= i + 3 && k + 1 < t.length && t[k + 1]!.clause === t[i]!.clause; k++) {
      if (ASKING_MODALS.has(t[k]!.norm) && ASKING_PERSONS.has(t[k + 1]!.norm) && PICKING_VERBS.has(t[k + 2]?.norm ?? '')) questionClauses.add(t[i]!.clause);
    }
  }
  const listed = listItems(t, steps);
  const thisOne = thisOneClauses(t, steps);
  const out: PhraseRun[] = [];
  for (const r of runs) {
    // Trim by moving two indices (never by re-slicing), so a long run costs its length once.
    // A number at an edge is a count or a version, not the subject ("Kling 2.1 clip - perfume bottle" is about the bottle).
    // A number glued to a word is part of it ("4th of july", "90th birthday", "20gal").
    // (Glued to a word, not to a dash: "11-9" is a score, no part of the subject.)
    // (Through a dash to a word it is a name: "7-Eleven".)
    const wordAt = (j: number, step: number): boolean => {
      const a = t[r[j]!];
      const b = t[r[j + step]!];
      if (a === undefined || b === undefined || (step > 0 ? a.end !== b.start : b.end !== a.start)) return false;
      if (b.kind === 'word') return true;
      const c = t[r[j + 2 * step]!];
      return b.raw === '-' && step > 0 && c !== undefined && b.end === c.start && c.kind === 'word';
    };
    const glued = (k: number) => wordAt(k, 1) || (k > 0 && wordAt(k, -1));
    // A number that counts years ("10 ans de mariage", "25 years married") or names a model ("Golf 2", "iPhone 15") is part of the subject.
    const counted = (k: number) => COUNTED.has(t[r[k + 1]!]?.norm ?? '');
    const model = (k: number) => k === r.length - 1 && k > 0 && /\p{Lu}/u.test(t[r[k - 1]!]!.raw) && /\p{Ll}/u.test(t[r[k - 1]!]!.raw) && t[r[k - 1]!]!.kind === 'word' && /^\d{1,4}$/.test(t[r[k]!]!.raw);
    const aged = (k: number) => k > 0 && TURNS.has(t[r[k - 1]!]!.norm);
    // "una cómoda de los años 70", "dos anos 80", "des années 90": the decade is part of the subject.
    const decade = (k: number) => k > 0 && DECADE_WORDS.has(t[r[k - 1]!]!.norm) && /^[1-9]0$/.test(t[r[k]!]!.raw);
    const edge = (k: number) => EDGE.has(t[r[k]!]!.norm) || t[r[k]!]!.kind === 'punct' || (t[r[k]!]!.kind === 'num' && !glued(k) && !counted(k) && !model(k) && !aged(k) && !decade(k));
    let lo = 0;
    let hi = r.length;
    while (lo < hi && edge(lo)) (lo++, steps.n++);
    // "tutorial on how to change a bike inner tube", "vlog of our family trip": the kind of post is no part of what it shows.
    if (hi - lo > 4 && FORMAT_HEADS.has(t[r[lo]!]!.norm) && HEAD_JOINS.has(t[r[lo + 1]!]!.norm)) {
      lo += 2;
      while (lo < hi && edge(lo)) (lo++, steps.n++);
    }
    // "Part 7 of our tiny house build series", "day 3 of my 75 hard", "episodio 2 de": the place in a series is no part of the subject.
    if (hi - lo > 4 && SERIES_HEADS.has(t[r[lo]!]!.norm) && t[r[lo + 1]!]!.kind === 'num' && HEAD_JOINS.has(t[r[lo + 2]!]!.norm)) {
      lo += 3;
      while (lo < hi && edge(lo)) (lo++, steps.n++);
    }
    // (Not a small word that ends a phrase the vocabulary knows: "hole in one" keeps its "in one".)
    const phraseAt = (a: number, b: number): string => glue(r.slice(a, b).map((k) => t[k]!)).join(' ');
    while (hi > lo && edge(hi - 1) && !(knows !== undefined && hi - lo <= MAX_WORDS && knows(phraseAt(lo, hi)) > knows(phraseAt(lo, hi - 1)))) (hi--, steps.n++);
    // At most MAX_WORDS words, a word written as one counting once ("hut-to-hut", "U11", "PS5", "4K"): the cut goes before a whole word.
    const startsWord = (k: number): boolean => k === lo || t[r[k - 1]!]!.end !== t[r[k]!]!.start;
    let seen = 0;
    for (let k = lo; k < hi; k++) {
      if (startsWord(k) && ++seen > MAX_WORDS) {
        hi = k;
        while (hi > lo && edge(hi - 1)) hi--;
        break;
      }
    }
    // Numbers are not a subject; the first run gets a small lead, as people name the subject first.
    let content: number = out.length === 0 ? FIRST_RUN_LEAD : 0;
    let aside = false;
    // What is refused names no subject, however many known words it holds ("no quiero que se vea triste ni … cringe").
    let refused = false;
    let words = 0;
    // (A German compound for a kind of post, "Autovideo", "Hochzeitsvideo", names its subject only in half.)
    for (let k = lo; k < hi; k++) if (!edge(k) && t[r[k]!]!.kind === 'word') (content += MEDIUM_COMPOUND.test(t[r[k]!]!.norm) ? 0.5 : 1, words++);
    if (words === 0) continue;
    const clause = t[r[lo]!]!.clause;
    if (payoffClause !== null && clause === payoffClause) content -= 1;
    // A question to the service ("coloco algum som ou deixo só a fala?", "q musica le pongo?") asks, it does not show.
    if (questionClauses.has(clause)) (content -= QUESTION_PENALTY, aside = true);
    // What is not wanted ("nix mit Motivations-Gedöns und Bass", "sin texto") and the deal ("je bosse en freelance
    // pour …", "paid partnership with …") say how, for whom or what not, never what the clip shows.
    const before = t[r[lo]! - 1];
    if (NEGATORS_AT_START.has(t[r[0]!]!.norm) || (before !== undefined && before.clause === clause && NEGATORS_AT_START.has(before.norm)) || negatedThroughFiller(t, r[0]!, taken, skip)) (content -= QUESTION_PENALTY, aside = true, refused = true);
    // (Not a collab named by its product: "notre nouvelle collab casquettes" is the caps.)
    const span = r.slice(lo, hi);
    if (span.some((k, j) => DEAL_WORDS.has(t[k]!.norm) && !(j + 1 < span.length && t[span[j + 1]!]!.kind === 'word' && !EDGE.has(t[span[j + 1]!]!.norm)))) (content -= QUESTION_PENALTY, aside = true);
    // "the doodle was super matted", "el perro estaba lleno de nudos": how things were tells the story, the clip is what is done
    // ("dog grooming before and after"). (Not a copula at the run's edge: "what it was like".)
    if (span.some((k, j) => j > 0 && j < span.length - 1 && PAST_STATE.has(t[k]!.norm))) content -= PAST_STATE_PENALTY;
    // "si sente il cucchiaio", "you can hear the spoon", "on entend la cuillère": what is heard is the mix, not the subject.
    if ([1, 2].some((d) => HEARING.has(t[r[lo]! - d]?.norm ?? '') && t[r[lo]! - d]!.clause === clause) || HEARING.has(t[r[lo]!]!.norm)) (content -= SOUND_NOTE_PENALTY, aside = true);
    // "my buddies screaming in the background" says what the clip sounds like, not what it shows.
    if (r.some((k, j) => t[k]!.norm === 'background' && j > 0 && ['the', 'in'].includes(t[r[j - 1]!]!.norm))) (content -= SOUND_NOTE_PENALTY, aside = true);
    // (Where a job is done does not lengthen it: "I am a yoga teacher in Pune" is who speaks.)
    const introWords = (a: number, b: number): number => {
      const at = r.slice(a, b).findIndex((k, j) => j > 0 && INTRO_PLACE_WORDS.has(t[k]!.norm));
      return at < 0 ? b - a : at;
    };
    // "prof de maths ici", "videographer here": who is speaking, said first, is no subject.
    if (r.length <= SELF_INTRO_MAX && INTRO_TAILS.has(t[r[r.length - 1]!]!.norm) && clause === t[0]!.clause) (content -= SELF_INTRO_PENALTY, aside = true);
    // "Freelance editor. Client: …": a job alone in the opening sentence is who speaks (fifteenth editor panel: it became the topic and the title card).
    else if (r.length <= ROLE_INTRO_MAX && r[0] === 0 && ROLE_NOUNS.has(t[r[r.length - 1]!]!.norm) && ['.', '!', '\n', ','].includes(t[r[r.length - 1]! + 1]?.raw ?? '')) (content -= SELF_INTRO_PENALTY, aside = true);
    // "Sou professora", "soy profe", "je suis prof", "I'm a realtor": a job said after "I am", in a short run, is who speaks.
    else if (introWords(lo, hi) <= SELF_INTRO_WORDS && [1, 2].some((d) => INTRO_HEADS.has(t[r[lo]! - d]?.norm ?? '') && t[r[lo]! - d]!.clause === clause && (d === 1 || INTRO_ARTICLES.has(t[r[lo]! - 1]!.norm)))) (content -= SELF_INTRO_PENALTY, aside = true);
    // "User uploaded", "the user has shared": who sent the clip, in an agent's brief, is no subject.
    if (hi - lo <= 4 && SENDERS.has(t[r[lo]!]!.norm) && UPLOAD_VERBS.has(t[r[hi - 1]!]!.norm)) (content -= SELF_INTRO_PENALTY, aside = true);
    // "pomodoro timer in the corner", "captions on screen": an overlay and where it sits, not what the clip shows.
    // ("price go show for screen": Nigerian Pidgin, twelfth editor panel.)
    if (r.some((k, j) => OVERLAY_PLACES.has(t[k]!.norm) && j > 0 && ['the', 'on', 'a', 'for'].includes(t[r[j - 1]!]!.norm))) (content -= SOUND_NOTE_PENALTY, aside = true);
    // "das läuft auf der Feier über den Beamer", "on the projector at the party": where it is shown, not what it shows.
    if (r.some((k) => SHOWN_ON.has(t[k]!.norm))) (content -= SOUND_NOTE_PENALTY, aside = true);
    // "where a whale jumps out of the lake", "when the drop hits": a clause about a moment, not the subject.
    // (Not one that opens the message or its sentence: "when the boss one-shots u" is the meme's own subject.)
    const beforeOpener = t[r[lo]! - 1];
    if (RELATIVE_OPENERS.has(t[r[lo]!]!.norm) && beforeOpener !== undefined && beforeOpener.kind === 'word' && beforeOpener.clause === clause) content -= SELF_INTRO_PENALTY;
    // "this one is about my first job at a diner": what the clip is said to be about.
    const about = r.slice(0, lo).some((k) => ABOUT_WORDS.has(t[k]!.norm) && !SAID_ABOUT.has(t[k - 1]?.norm ?? ''));
    if (about) content += ABOUT_LEAD;
    // "I post ASL storytime videos … This one is about my first day as a lifeguard": this clip, after what the creator makes in general.
    // (Only with "about": "This one is for her daddy who is deployed" is a dedication.)
    if (about && thisOne.has(clause)) content += THIS_ONE_LEAD;
    // "a minging Land Rover interior (dog hair everywhere)": what a bracket holds is a detail of what precedes it.
    // (Not after a place in a series or a count: "Part 3 (the bathroom reno)", "Day 12 (learning to skateboard at 35)".)
    if (t[r[0]! - 1]?.raw === '(' && namedBeforeBracket(t, r[0]! - 1, steps)) content -= BRACKET_PENALTY;
    // "pizza man' every single time": a run cut at a quotation mark is half of what was said.
    if (unbalancedQuote(r.slice(lo, hi).map((k) => t[k]!))) content -= SELF_INTRO_PENALTY;
    // "un son qui claque mais surtout pas le son que tout le monde utilise": a run about the sound asks for one, it shows nothing.
    if (r.some((k) => ASKED_SOUND_WORDS.has(t[k]!.norm))) (content -= ASKED_SOUND_PENALTY, aside = true);
    // "the best goal at the very end" tells when the payoff comes, like a time: it is not the subject.
    if (r.some((k, j) => t[k]!.norm === 'end' && j > 0 && ['the', 'very'].includes(t[r[j - 1]!]!.norm))) content -= 1;
    const phrase = glue(r.slice(lo, hi).map((k) => t[k]!));
    // Each subject the vocabulary knows in the run counts (two at most): "rutina de estiramientos" names two, "cada postura mientras la hago" none.
    const known = knows !== undefined && !refused ? knows(phrase.join(' ')) : 0;
    content += KNOWN_SUBJECT_BONUS * Math.min(known, 2);
    // "lathe hum + chisel sounds", "el ruido de la máquina": what is heard is the mix, not a shot.
    if (SOUND_NOUNS.has(t[r[hi - 1]!]!.norm)) aside = true;
    // "… then I slowly walk through the finished room for the rest": a step said to come last is a moment of the clip, not what it is about
    // (thirteenth editor panel: a bathroom reno's topic and title card became "Slowly walk through the finished room").
    const thenStep = r.slice(0, lo).some((k) => THEN_WORDS.has(t[k]!.norm));
    // ("then I slowly walk through…": what the one filming does next.)
    const thenMine = thenStep && [1, 2].some((d) => ['i', 'we', 'yo', 'eu', 'je', 'ich'].includes(t[r[lo]! - d]?.norm ?? ''));
    out.push({ words: phrase, content, clause, aside, start: r[lo]!, listLead: listed.get(r[lo]!), known, thenStep: thenMine, then: thenStep || r.slice(lo, hi).some((k) => APPEARING.has(t[k]!.norm)) });
  }
  // "heaps of drone shots, scooter clips, beach club sunsets, rice terraces in Ubud": items of a list are what the
  // clip holds, said after what it is ("just got back from 10 days in Bali"); not after a request that names nothing
  // ("me ajuda a escolher um som pro meu reels, cachorro, praia, pôr do sol": the items are all there is).
  // (Only when it names nothing the vocabulary knows, or says what the one filming does next, and an earlier run names a subject:
  // "Dad walks in, then he sees his restored 1967 Mustang" is about the Mustang, "Timer starts, then I solve the Rubik's cube" about the cube.)
  for (const run of out) if (run.thenStep === true && out.some((o) => o !== run && !o.aside && (o.known ?? 0) > 0 && (o.start ?? 0) < (run.start ?? 0))) run.content -= THEN_STEP_PENALTY;
  for (const run of out) {
    const lead = run.listLead;
    // (The lead must name a subject the vocabulary knows: "me ajuda a escolher um som…" or "Kannst du mir…" names none.)
    if (lead !== undefined && out.some((o) => o.start !== undefined && o.start >= lead.from && o.start < lead.to && !o.aside && (o.known ?? 0) > 0)) run.content -= LIST_ITEM_PENALTY;
  }
  return out;
}

/** Words of a series before a bracket ("Last one of the series (our son's graduation)"). */
const SERIES_WORDS: ReadonlySet<string> = new Set(['series', 'serie', 'chapter', 'vol', 'volume', 'installment', 'finale']);
/** True when what precedes a bracket names a subject of its own: two words or more, not a place in a series ("Part 3 (…)", "Day 12 (…)"). */
function namedBeforeBracket(t: readonly Token[], bracket: number, steps: Steps): boolean {
  let words = 0;
  for (let k = bracket - 1; k >= 0 && t[k]!.clause === t[bracket - 1]?.clause; k--) {
    steps.n++;
    if ((t[k]!.kind === 'num' && SERIES_HEADS.has(t[k - 1]?.norm ?? '')) || SERIES_WORDS.has(t[k]!.norm)) return false;
    if (t[k]!.kind === 'word' && !SERIES_HEADS.has(t[k]!.norm)) words++;
  }
  return words >= 2;
}

/** A short clause in a list of at least this many, split by commas, is one of its items. */
const LIST_MIN_ITEMS = 3;
const LIST_ITEM_WORDS = 5;
const LIST_ITEM_PENALTY = 4;

/**
 * The tokens of the items of a list told after what the clip is, in the same sentence ("just got back from
 * a week in Lisbon 🚋 tram rides, pastel de nata, sunset viewpoints, tiled streets"): at least LIST_MIN_ITEMS
 * short segments, each opened by a comma or an emoji, right after a longer one. A list that opens its sentence
 * ("Autovideo, 30 Sekunden, mein restaurierter Golf 2") is a brief's fields, one of which is the subject.
 */
function listItems(t: readonly Token[], steps: Steps): Map<number, { from: number; to: number }> {
  // Segments: split at each clause and at each emoji; per segment, its first token, words, and whether a number is in it.
  interface Segment { from: number; to: number; words: number; numbered: boolean; opened: boolean }
  const segments: Segment[] = [];
  for (let i = 0; i < t.length; i++) {
    steps.n++;
    const tok = t[i]!;
    const pictograph = tok.kind === 'punct' && PICTOGRAPH.test(tok.raw);
    const cur = segments[segments.length - 1];
    if (cur === undefined || tok.clause !== t[i - 1]!.clause || (pictograph && cur.words > 0)) {
      segments.push({ from: i, to: i + 1, words: 0, numbered: tok.kind === 'num', opened: tok.raw === ',' || pictograph });
      continue;
    }
    cur.to = i + 1;
    if (tok.kind === 'word') cur.words++;
    else if (tok.kind === 'num') cur.numbered = true;
  }
  // (A segment that opens the message or a clause with a word counts that word.)
  for (const seg of segments) if (t[seg.from]!.kind === 'word') seg.words++;
  const out = new Map<number, { from: number; to: number }>();
  let chain: Segment[] = [];
  let afterLong = false;
  let prevLong = false;
  let lead: Segment | null = null;
  let prev: Segment | null = null;
  const close = () => {
    if (afterLong && lead !== null && chain.length >= LIST_MIN_ITEMS) for (const seg of chain) for (let k = seg.from; k < seg.to; k++) out.set(k, { from: lead.from, to: lead.to });
    chain = [];
  };
  for (const seg of segments) {
    if (seg.words === 0) continue;
    // (A segment with a number is a field of the brief, a length or a count, not an item: "…, tem 2 minutos".)
    const item = seg.words <= LIST_ITEM_WORDS && seg.opened && !seg.numbered;
    if (item && chain.length === 0) (afterLong = prevLong, lead = prev);
    if (item) chain.push(seg);
    else close();
    prevLong = seg.words > LIST_ITEM_WORDS;
    prev = seg;
  }
  close();
  return out;
}

/** An emoji or another pictograph, which people use as a separator ("a week in Lisbon 🚋 tram rides"). */
const PICTOGRAPH = /\p{Extended_Pictographic}/u;
/** Words after "this" that point at the clip itself ("this one", "this video", "this week's"). */
const THIS_ONE_WORDS: ReadonlySet<string> = new Set(['one', 'video', 'clip', 'episode', 'ep', 'time', 'reel', 'post', 'week', "week's"]);
/** A run in a clause that points at this clip, after what the creator makes in general, gets this lead. */
const THIS_ONE_LEAD = 3;

/** Clauses that point at this clip ("This one is about …", "this video shows …", "today's is …"). */
function thisOneClauses(t: readonly Token[], steps: Steps): Set<number> {
  const out = new Set<number>();
  for (let i = 0; i + 1 < t.length; i++) {
    steps.n++;
    if ((t[i]!.norm === 'this' && THIS_ONE_WORDS.has(t[i + 1]!.norm) && t[i + 1]!.clause === t[i]!.clause) || t[i]!.norm === "today's") out.add(t[i]!.clause);
  }
  return out;
}

/**
 * "no quiero que se vea triste": a negator a few filler words before the run ("quiero que" is filler,
 * "no" opens it) refuses what follows. Only filler is crossed, never a cue: "no voiceover just my dog
 * playing" names the dog.
 */
function negatedThroughFiller(t: readonly Token[], start: number, taken: ReadonlySet<number>, skip: ReadonlySet<number>): boolean {
  const clause = t[start]!.clause;
  for (let k = start - 1, n = 0; k >= 0 && n < 4 && t[k]!.clause === clause; k--, n++) {
    if (NEGATORS_AT_START.has(t[k]!.norm)) return true;
    if (taken.has(k) || !(skip.has(k) || EDGE.has(t[k]!.norm))) return false;
  }
  return false;
}

/** A moment is a short phrase ("cheese melt", "pinata"): longer runs are a second description, not a shot. */
const MAX_MOMENT_WORDS = 5;
/** A step said to come last ("then cutting the loaf open to show the crumb") may be longer: it is the shot the clip ends on. */
const MAX_LAST_MOMENT_WORDS = 8;
/** Words that say when or how much, not what is seen: a run with one is no moment. */
const NOT_SEEN: ReadonlySet<string> = new Set(('time times whole every each step steps thing things stuff part parts today tomorrow tonight yesterday weekend monday tuesday wednesday thursday friday saturday sunday dropping coming soon ' +
  // How it is edited or framed, not what is seen ("fast cuts", "text callouts only", "cut plan", "hands only").
  'cuts callouts callout transitions edit editing only reach ' +
  // An agent's words for the order and the platform ("Deliverable: 30s promo", "a paid ad on shortvideo").
  'deliverable deliverables shortvideo ' +
  // A version or an edit of the file, and a company or one's own ("silent version", "raw file", "moja firma remontowa", "kendi kuaför").
  'version versions firma firmy firmie kendi ' +
  // What an agent asks to get back, and the file handed over ("Need: sound route, final video-gen prompt, 3 caption options",
  // "couple gets the file too": twelfth editor panel, shown as shots).
  // (Not "route" or "file": "topping out the route", "shaping with the glass file".)
  // (Nor "options": "menu options on the board".)
  'prompt prompts caption captions timing hashtags deliverables distribution ' +
  // When someone died, and paid promotion ("faleceu semana passada", "boost the same as a paid promote": thirteenth editor panel, shown as shots).
  // (Not "week" or "boost": "week one digging the beds", "Fashion Week backstage", "the Ultra Boost close-up" are shots.)
  'passada faleceu fallecio murio deceased decede gestorben verstorben promote promoted').split(' '));
/** Camera moves and their manner ("slow push-in", "gentle pan"): how it is filmed, not what is seen; a run of only these is no moment. */
const CAMERA_MOVES: ReadonlySet<string> = new Set(['slow', 'slowly', 'fast', 'quick', 'smooth', 'gentle', 'push', 'push-in', 'pushin', 'in', 'pull', 'pull-out', 'out', 'pan', 'tilt', 'dolly', 'zoom', 'orbit', 'tracking', 'handheld', 'static', 'locked-off', 'crane', 'whip']);
/** How a camera move is made ("slow", "smooth"): with one, a run of camera words is a move; without, "the pull", "the pan" may be things. */
const MOVE_MANNERS: ReadonlySet<string> = new Set(['slow', 'slowly', 'fast', 'quick', 'smooth', 'gentle']);
/** Moods said of a whole film ("upbeat overall"): with "overall", a direction, not a shot ("denim overall" is one). */
const OVERALL_MOODS: ReadonlySet<string> = new Set(['upbeat', 'sad', 'calm', 'happy', 'energetic', 'chill', 'emotional', 'cozy', 'dark', 'bright', 'fun', 'playful', 'serious', 'light', 'warm', 'hype', 'positive']);
/** Words that put a run in the telling, not the picture: a death said ("falleció", "passed away"), who speaks ("vertelt", "narrates"). */
const TOLD_IN_RUN: ReadonlySet<string> = new Set(['died', 'passed', 'fallecio', 'murio', 'faleceu', 'morreu', 'decede', 'decedee', 'verstorben', 'gestorben', 'morto', 'morta', 'overleden', 'zmarl', 'zmarla', 'vefat', 'meninggal', 'vertelt', 'narrates', 'narrating', 'explains', 'erklart', 'explica', 'raconte', 'explique', 'spiega', 'racconta', 'opowiada', 'anlatiyor']);
/** People who did something, before a past verb ("aunt scanned", "mom cried"): a clause, not a shot ("tool shed", "pike released" are shots). */
const DOERS: ReadonlySet<string> = new Set(['aunt', 'uncle', 'mom', 'mum', 'mother', 'dad', 'father', 'sister', 'brother', 'grandma', 'grandpa', 'nan', 'nana', 'granny', 'grandad', 'granddad', 'wife', 'husband', 'boyfriend', 'girlfriend', 'bf', 'gf', 'friend', 'boss', 'teacher', 'cousin', 'son', 'daughter', 'he', 'she', 'we', 'they', 'i', 'everyone', 'nobody', 'someone']);
/** Verbs of a voice laid over pictures ("I narrate over the drive", "talk over the intro"). */
const VOICE_OVER_VERBS: ReadonlySet<string> = new Set(['narrate', 'narrates', 'narrating', 'talk', 'talks', 'talking', 'speak', 'speaks', 'speaking', 'voice', 'commentate', 'commentating']);
/** Words that alone name no particular thing to shoot ("final look" leaves "look"): a run of only these is no moment. */
const TOO_GENERIC: ReadonlySet<string> = new Set(('look looks result results finish finished outcome reveal ending end shot shots vibe vibes aesthetic moment moments ' +
  // A remark about the message, not the clip ("ok weird one": fifteenth editor panel, a shot named "Ok weird").
  'ok okay weird random strange odd quick one question').split(' '));
/** First words of a statement about the story, not a picture ("been fixed", "passed the re-inspection", "won regionals"). */
// (And what an agent asks the service to deliver: "Deliver the master file"; "Return the route" is caught by its deliverable.)
const STATEMENT_HEADS: ReadonlySet<string> = new Set(['deliver', 'vs', 'versus', 'been', 'being', 'was', 'were', 'is', 'are', 'has', 'have', 'had', 'passed', 'won', 'went', 'came', 'did', 'said', 'says', 'told']);
/** Verbs of wanting, thinking or knowing: a run with one tells a wish or a view, nothing to film ("owner wants to an apology"). */
const MIND_VERBS: ReadonlySet<string> = new Set(['want', 'wants', 'wanted', 'need', 'needs', 'needed', 'think', 'thinks', 'thought', 'know', 'knows', 'decided', 'decides', 'guess', 'guessing', 'quiere', 'quieren', 'quer', 'querem', 'veut', 'veulent', 'mochte', 'möchte']);
/** What an agent asks to get back ("return the route", "return the cue sheet"). */
const DELIVERABLES: ReadonlySet<string> = new Set(['route', 'routes', 'sound', 'file', 'files', 'plan', 'cue', 'sheet', 'json', 'notes', 'captions', 'timings']);
/** Verbs of a file handed over ("couple gets the file too", "client receives the files"). */
const HANDED_OVER: ReadonlySet<string> = new Set(['gets', 'get', 'receives', 'receive', 'delivered', 'sent']);
/** People named without what they do ("people", "him"): no shot by themselves. */
const BARE_PEOPLE: ReadonlySet<string> = new Set(['people', 'ppl', 'him', 'her', 'them', 'everyone', 'everybody', 'someone', 'somebody', 'guy', 'guys', 'owner', 'coach', 'gente', 'leute',
  'user', 'users', 'roommate', 'roomie', 'narrator', 'friend', 'friends', 'bf', 'gf', 'boyfriend', 'girlfriend', 'husband', 'wife', 'mom', 'dad', 'client', 'clients',
  // A lone word for the app or how it runs ("but the app wants a sound", "running as Spark Ads"): nothing to film.
  'app', 'running', 'posting', 'using']);
/**
 * Last words of a run that describe the clip rather than show a moment (tenth editor panel: "Morning routine vibe",
 * "Slow drone-like camera", "Two characters", "College recruiters", "Etsy shop owner" were shots): a style, the
 * camera, the cast, the audience, who is speaking.
 */
const DESCRIBING_TAILS: ReadonlySet<string> = new Set(['vibe', 'vibes', 'aesthetic', 'style', 'energy', 'mood', 'theme', 'camera', 'cam', 'camerawork', 'framing', 'pov',
  'characters', 'character', 'roles', 'personajes', 'personnages', 'personagens', 'figuren',
  'recruiters', 'recruiter', 'scouts', 'beginners', 'followers', 'subscribers', 'customers', 'viewers', 'audience',
  'owner', 'owners', 'founder', 'ceo', 'manager', 'here']);
/** Words that tie a run into an action ("jumps on the camera", "hug with the store manager"): such a run is a moment. */
const RUN_LINKS: ReadonlySet<string> = new Set(['on', 'with', 'to', 'at', 'in', 'into', 'from', 'the', 'his', 'her', 'their', 'con', 'com', 'avec', 'mit', 'a', 'al', 'au']);
/** A clause that says whose the work is ("client is a sneaker brand", "the brand is a skincare line"): no moment in it. */
const WHOSE_WORK: ReadonlySet<string> = new Set(['client', 'brand', 'sponsor', 'cliente', 'marca', 'kunde', 'marque']);
/** Where the clip is shown, beyond the feed ("loop on the tv screen in their flagship store"). */
const SHOWN_IN_STORE: ReadonlySet<string> = new Set(['flagship', 'instore', 'storefront', 'in-store']);
/** At most this many named moments are shot. */
const MAX_MOMENTS = 6;

/**
 * The moments a description names besides its subject, in its order: "smash burgers on the
 * blackstone, sizzle, cheese melt" -> ["sizzle", "cheese melt"]. The runs readTopic did not pick,
 * short ones only, outside the clause that tells when the reveal comes (that one is the reveal).
 */
export function readMoments(t: readonly Token[], taken: ReadonlySet<number>, steps: Steps, payoffClause: number | null = null, isSubject?: (phrase: string) => boolean): string[] {
  const runs = phraseRuns(t, taken, steps, payoffClause);
  // The subject is the caller's when it has one (copy's subject), else the run readTopic would pick.
  let best: PhraseRun | null = null;
  if (isSubject === undefined) for (const r of runs) if (best === null || r.content > best.content) best = r;
  const out: string[] = [];
  // What the reveal shows, named in the clause that times it ("Big reveal of the full gym floor at 0:18"): shot on the reveal,
  // last, never as a build shot (fifteenth editor panel: the gym floor was shown at 2 s of an 18 s build).
  let revealed: string | null = null;
  for (const r of runs) {
    if (revealed === null && payoffClause !== null && r.clause === payoffClause && r.start !== undefined && !r.aside && r.words.length <= MAX_MOMENT_WORDS && [1, 2, 3, 4, 5, 6].some((d) => REVEAL_HEADS.has(t[r.start! - d]?.norm ?? '') && t[r.start! - d]!.clause === r.clause) && /\p{L}{3}/u.test(r.words.join(' '))) revealed = r.words.join(' ');
  }
  for (const r of runs) {
    // ("Task from user: generate a 24s clip": who sent the brief is no shot.)
    if (r.words.length <= 2 && SENDERS.has(r.words[r.words.length - 1]!.toLowerCase()) && r.words[0]!.toLowerCase() !== 'the') continue;
    if (r === best || r.aside || r.clause === payoffClause || r.words.length > (r.then ? MAX_LAST_MOMENT_WORDS : MAX_MOMENT_WORDS) || isSubject?.(r.words.join(' ')) === true) continue;
    const phrase = r.words.join(' ');
    // A moment says what is seen: words, not a number, a lone short word ("lol", "pt 3") or a span of time ("the whole time", "every step", "friday").
    if (!/\p{L}{3}/u.test(phrase) || /\d/.test(phrase) || r.words.some((w) => NOT_SEEN.has(w.toLowerCase()))) continue;
    if (r.words.every((w) => TOO_GENERIC.has(w.toLowerCase()))) continue;
    const lower = r.words.map((w) => w.toLowerCase());
    if (STATEMENT_HEADS.has(lower[0]!) || lower.some((w) => MIND_VERBS.has(w)) || (lower.length === 1 && BARE_PEOPLE.has(lower[0]!))) continue;
    // ("slow push-in", "Where my dad" (the rest of its clause is the voice), "in-app shop": a camera move, a clause cut off, an app's shop.)
    // ("where it began" is a place; "the app setup", "the pull" are things.)
    if ((lower.length >= 2 && lower.every((w) => CAMERA_MOVES.has(w)) && lower.some((w) => MOVE_MANNERS.has(w))) || ((lower[0] === 'where' || lower[0] === 'which' || lower[0] === 'whose') && lower.length <= 3 && BARE_PEOPLE.has(lower[lower.length - 1]!)) || (lower.includes('app') && (lower.includes('shop') || lower.includes('store')) && lower.length <= 2) || (lower.length === 2 && lower[1] === 'overall' && OVERALL_MOODS.has(lower[0]!))) continue;
    // ("couple gets the file too": a file handed over is no shot; "she gets her medal" is.)
    if (lower.some((w) => w === 'file' || w === 'files') && lower.some((w) => HANDED_OVER.has(w))) continue;
    // ("Return the route": an agent's deliverable; "Return flight over the Alps" is a shot.)
    if (lower[0] === 'return' && lower.some((w) => DELIVERABLES.has(w))) continue;
    // ("I narrate over the drive", "talking over the intro": what a voice goes over is said of the voice, no shot of its own.)
    if (r.start !== undefined && [1, 2, 3].some((d) => VOICE_OVER_VERBS.has(t[r.start! - d]?.norm ?? '') && t[r.start! - d]!.clause === r.clause && t.slice(r.start! - d + 1, r.start).some((x) => x.norm === 'over'))) continue;
    // ("my aunt scanned loads of his old pictures", "ella falleció el año pasado", "makelaar vertelt per ruimte": who did what, a death
    // and who speaks are said of the clip, no shot; fifteenth editor panel, "Aunt scanned" as a shot.)
    if ((lower.length === 2 && /ed$/.test(lower[1]!) && DOERS.has(lower[0]!)) || lower.some((w) => TOLD_IN_RUN.has(w.normalize('NFD').replace(/\p{M}/gu, '')))) continue;
    // ("two characters both played by me": how a skit is cast is no shot.)
    if (lower.some((w, j) => w === 'played' && lower[j + 1] === 'by') || (lower.includes('both') && lower.some((w) => w === 'roles' || w === 'characters'))) continue;
    // (Only a short run that names without acting: "then she jumps on the camera", "celebrates with the scouts" are moments.)
    if ((DESCRIBING_TAILS.has(lower[lower.length - 1]!) && lower.length <= 3 && !lower.some((w) => RUN_LINKS.has(w))) || lower.some((w) => SHOWN_IN_STORE.has(w))) continue;
    if (t.some((x) => x.clause === r.clause && WHOSE_WORK.has(x.norm)) && t.some((x) => x.clause === r.clause && (x.norm === 'is' || x.norm === 'es' || x.norm === 'e' || x.norm === 'ist' || x.norm === 'est'))) continue;
    // (A step said to come last keeps its "then", so the shot list puts it at the end: creative.ts momentShots.)
    if (out.some((m) => m.toLowerCase().replace(/^then /, '') === phrase.toLowerCase())) continue;
    // Past the last plain moment, only a step said to come last is still looked for: the shot the clip ends
    // on outranks the fourth stop of a list ("… Hiroshima tram, ends on Mount Fuji through the train window").
    if (out.length >= MAX_MOMENTS) {
      if (!r.then || out.some((m) => m.startsWith('then '))) continue;
      out.splice(MAX_MOMENTS - 1, 1);
    }
    out.push(r.then ? `then ${phrase}` : phrase);
  }
  if (revealed !== null && !out.some((m) => m.toLowerCase().includes(revealed!.toLowerCase()))) {
    if (out.length >= MAX_MOMENTS) out.pop();
    out.push(`then ${revealed}`);
  }
  return out;
}
/** Words that name a reveal right before what it shows ("reveal of the full gym floor", "revelação do look", "the big reveal: the kitchen"). */
const REVEAL_HEADS: ReadonlySet<string> = new Set(['reveal', 'reveals', 'revealing', 'revelacion', 'revelacao', 'revelation', 'enthullung', 'rivelazione', 'onthulling']);

/** Joins tokens back as written: "team's", "glow-up", "before/after" stay one word. */
function glue(words: readonly Token[]): string[] {
  const out: string[] = [];
  for (let k = 0; k < words.length; k++) {
    const w = words[k]!;
    const prev = words[k - 1];
    if (prev !== undefined && prev.end === w.start && out.length > 0) out[out.length - 1] += w.raw;
    else out.push(w.raw);
  }
  return out;
}
