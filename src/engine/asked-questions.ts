/**
 * Questions a creator asks in the message, answered first and in so many words (fifth editor panel:
 * "petit son ou rien du tout ?", "coloco algum som ou deixo só a fala?", "should I cut it down?",
 * "do I have to say it's AI?" were met with a plan and no answer). Twenty-two kinds are read, in the five
 * languages: does the clip need music at all, is it too long, must an AI clip say so, may faces be
 * posted, is it an ad, what to do with the clip's audio, will it go viral, may a trending sound from the
 * app be used, can the audio file be sent, where to cut (on the beat or not), which caption, may a real
 * person's face or voice be put on it, may a catalog sound named be used, may the post be boosted later,
 * text on screen or not, one sound or two, how loud the music should be, may the sound be used
 * elsewhere too (an ad, a shop screen, YouTube), may a song of the creator's choosing replace it, may it go on another app,
 * a messaging app or an event's screen too, is there a copyright problem, and who must stay out of frame. Each answer is decided by
 * the plan's own facts (the clip's own sound, a voice, the length, AI generation, how the plan cuts),
 * never by the question's wording alone. Pure: a message in, answer lines out.
 */
import type { Language } from './reading-language.ts';
import { foldedWords } from './fold.ts';
import { secs } from './text.ts';

export type AskedKind = 'needs_music' | 'too_long' | 'ai_label' | 'may_post' | 'is_ad' | 'what_audio' | 'go_viral' | 'use_trending' | 'send_audio' | 'where_cut' | 'which_caption' | 'real_person' | 'named_sound' | 'boost_later' | 'text_on_screen' | 'one_or_two' | 'how_loud' | 'use_where' | 'other_song' | 'share_elsewhere' | 'copyright' | 'keep_out' | 'hold_time' | 'loop_part';

/** Phrases that ask each question, as folded words (accents and case removed, punctuation dropped). */
const ASKS: Readonly<Record<AskedKind, readonly string[]>> = {
  needs_music: [
    'do i need music', 'do i even need music', 'do i really need music', 'do i still need music', 'still need music', 'do i need a sound', 'do i even need a sound', 'does it need music', 'does it even need music', 'does this need music',
    'need music or not', 'need a sound or not', 'music or not', 'music or no music', 'sound or no sound', 'music or just', 'sound or just', 'or no music at all', 'should i add music', 'should i even add music',
    'should i add a sound', 'should i use music', 'should i put music', 'should i even put music', 'put music under it', 'music under it or', 'is music even needed',
    // ("Should I even use music? I don't want it to look like I'm not taking it seriously": fourteenth editor panel, unanswered.)
    'should i even use music', 'should i even use a sound', 'should i use any music', 'should i even have music', 'should i have music', 'should there be music', 'should there even be music', 'is music a good idea', 'is music appropriate', 'is music okay here', 'is music ok here',
    // Italian, answered in English ("va bene se metto qualcosa sotto o è meglio senza?").
    'metto qualcosa sotto', 'o e meglio senza', 'metto la musica', 'serve la musica', 'ci metto la musica', 'leave it without music', 'or leave it silent', 'or just the original', 'or just keep the original',
    'necesito musica', 'hace falta musica', 'le pongo musica', 'pongo musica', 'le pongo algo', 'musica o no', 'musica o nada', 'o lo dejo asi', 'o lo dejo solo', 'sonido o nada', 'lleva musica',
    'preciso de musica', 'coloco musica', 'coloco algum som', 'ponho musica', 'boto musica', 'musica ou nao', 'ou deixo so', 'ou deixo sem', 'precisa de musica', 'som ou nada',
    'faut il un son', 'faut il une musique', 'faut un son', 'faut une musique', 'il faut un son', 'il faut une musique', 'son ou rien', 'petit son ou rien', 'un son ou pas', 'une musique ou pas', 'un sonido o no', 'um som ou nao', 'einen sound oder nicht', 'musique ou pas', 'musique ou rien',
    'besoin d une musique', 'besoin de musique', 'je mets de la musique', 'je mets un son',
    // "do we even need music??", "do I actually need one of yours??", "Braucht das überhaupt Musik?" (ninth editor panel: unanswered).
    'do we need music', 'do we even need music', 'do we really need music', 'do we actually need music', 'do we need a sound', 'do i actually need music', 'do i actually need a sound', 'do i actually need one',
    'do i need one of yours', 'does it even need a sound', 'does this even need music', 'do you think it needs music', 'does it really need music',
    'braucht das musik', 'braucht das uberhaupt musik', 'braucht es uberhaupt musik', 'brauchen wir uberhaupt musik', 'brauchts musik',
    'de verdad necesito musica', 'realmente necesito musica', 'precisa mesmo de musica', 'faut il vraiment une musique', 'a t on besoin de musique',
    // Languages the copy is not written in, answered in English ("I czy w ogóle dawać muzykę?", "Müzik koyalım mı?", eleventh editor panel).
    'dawac muzyke', 'w ogole dawac muzyke', 'czy dac muzyke', 'muzik koyalim mi', 'muzik koyayim mi', 'muzik koymali miyim', 'muzik koyalım mı', 'muzik koyayım mı', 'muzik koymalı mıyım', 'muziek eronder', 'moet er muziek', 'perlu musik', 'pakai musik ga', 'pakai musik gak',
    'can nhac khong', 'lagyan ng music', 'music chahiye kya', 'gaana chahiye kya',
    // "soll da überhaupt Musik drunter?" (tenth editor panel: unanswered).
    'soll da musik', 'soll da uberhaupt musik', 'soll musik drunter', 'soll da was drunter', 'musik drunter',
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
    // Dutch, Italian, Polish, Turkish, Indonesian ("moet ik er zo'n AI-label op zetten?": fifteenth editor panel, unanswered).
    'ai label op zetten', 'ai label erop', 'zo n ai label', 'een ai label', 'moet ik er een ai', 'moet ik een ai label', 'etichetta ai', 'etichetta ia', 'devo mettere l etichetta', 'devo segnalare che e ai', 'oznaczenie ai', 'oznaczyc jako ai', 'etykiete ai', 'yapay zeka etiketi', 'ai etiketi', 'label ai', 'perlu label ai', 'harus pakai label ai',
    'do i have to say it s ai', 'do i have to say its ai', 'do i have to say it is ai', 'do i need to say it is ai', 'should i say it is ai', 'should i say it s ai', 'do i need to say it s ai', 'do i need to say its ai', 'do i have to disclose', 'do i need to disclose', 'do i have to label', 'do i need to label',
    'do i have to mention', 'do i need to mention', 'have to tag it as ai', 'need to tag it as ai', 'label it as ai', 'say it was made with ai', 'is it ok not to say',
    // "is the AI part a problem?" (ninth editor panel: unanswered).
    'is the ai part a problem', 'is the ai a problem', 'is ai a problem', 'is that a problem', 'is it a problem', 'any problem with ai', 'problem that it s ai', 'problem that its ai', 'an issue that it s ai', 'is the ai part ok', 'is the ai ok',
    'es un problema', 'hay problema', 'algun problema', 'e um problema', 'tem problema', 'algum problema', 'est ce un probleme', 'c est un probleme', 'ist das ein problem', 'ist ki ein problem',
    'tengo que decir que es ia', 'hay que decir que es ia', 'tengo que poner que es ia', 'tengo que avisar', 'hay que avisar', 'tengo que etiquetar',
    'preciso avisar', 'preciso dizer que e ia', 'tenho que avisar', 'tenho que dizer', 'preciso marcar', 'tenho que marcar',
    'dois je dire', 'je dois dire que c est', 'faut il dire', 'faut il preciser', 'je dois preciser', 'faut il mentionner', 'je dois mentionner',
    // Italian, Dutch, Polish, Turkish, Indonesian, Hindi in Latin letters, Japanese, Korean, Greek, Arabic.
    'devo scrivere', 'devo dire che', 'devo segnalare', 'devo indicare', 'bisogna scrivere', 'moet erbij', 'moet ik vermelden', 'moet ik zeggen', 'moet ik erbij zetten', 'czy musze oznaczyc', 'musze napisac', 'musze oznaczyc',
    'belirtmem gerekir mi', 'yazmam gerekir mi', 'belirtmem lazim mi', 'harus bilang', 'harus ditulis', 'perlu ditulis', 'wajib label', 'perlu label', 'batana padega', 'likhna padega', 'batana hoga',
    '書かないとダメ', '書かないと', 'ai表記', 'aiと明記', 'aiって書', 'aiと書', 'aiであること', '明記しないと', '표시해야', '밝혀야', 'πρεπει να γραψω', 'πρεπει να το γραψω', 'لازم اكتب', 'لازم أكتب',
    'muss ich sagen', 'muss ich angeben', 'muss ich kennzeichnen', 'muss ich das kennzeichnen', 'muss das gekennzeichnet',
  ],
  // "can I post their faces?", "posso publicar com as caras deles?" (seventh editor panel, tuned on). Only about faces:
  // "can I post this?" alone may be about the sound's rights, which the risk section answers.
  may_post: [
    'can i post their faces', 'can i show their faces', 'show their faces', 'post their faces', 'their faces in it', 'with their faces',
    'mostrar sus caras', 'con sus caras', 'sus caras', 'caras deles', 'rostos deles', 'rosto deles', 'as caras', 'leurs visages', 'ihre gesichter', 'i loro volti', 'hun gezichten',
  ],
  // "¿Hay que poner algo de que es publicidad?", "do I need #ad?" (seventh editor panel: asked, unanswered). A bare "do I
  // have to disclose?" beside an AI word is the AI question; here it is about money.
  is_ad: [
    // Arabic, Japanese, Korean, Chinese, Hindi, Indonesian, Italian, Dutch, Polish, Turkish (fourteenth editor panel: "وهل لازم نكتب إنه إعلان؟" unanswered).
    'لازم نكتب إنه إعلان', 'لازم نكتب انه اعلان', 'لازم نكتب إعلان', 'لازم أكتب إعلان', 'هل هو إعلان', 'prって書', 'pr表記', '광고 표시', '광고라고', '要标广告', '要写广告', 'ad likhna', 'harus tulis iklan', 'harus pakai #ad', 'devo scrivere adv', 'devo mettere adv', 'moet ik #ad', 'moet ik advertentie', 'czy musze oznaczyc reklame', 'reklam yazmam',
    'do i need ad', 'do i need to put ad', 'do i have to put ad', 'do i have to say it s an ad', 'do i need to say it s an ad', 'is it an ad', 'is this an ad', 'does it count as an ad', 'does this count as an ad',
    'need the paid partnership', 'paid partnership label', 'still need ad', 'need ad or', 'is gifted fine', 'gifted fine', 'do i still need ad', 'do i still need to disclose', 'do i tag it as an ad', 'do we need ad', 'do we have to put ad', 'do we need to disclose', 'do we have to disclose',
    'que es publicidad', 'es publicidad', 'poner publicidad', 'poner publi', 'es publi', 'hay que poner publi', 'tengo que poner ad', 'hay que poner ad', 'hay que avisar que es', 'hay que decir que es publicidad',
    'e publi', 'e publicidade', 'colocar publi', 'marcar como publi', 'tenho que colocar publi', 'preciso colocar publi', 'preciso marcar publi', 'tem que ter publi',
    'c est de la pub', 'mettre pub', 'mettre ad', 'mettre partenariat', 'partenariat remunere', 'faut il mettre pub', 'faut il mettre ad', 'faut il mettre publicite', 'collaboration commerciale',
    'ist das werbung', 'als werbung', 'werbung kennzeichnen', 'werbung markieren', 'muss ich werbung', 'anzeige kennzeichnen',
    // ("Brauch ich #werbung?", sixteenth editor panel; Swedish "måste jag skriva reklam?", "är det reklam?".)
    // (Not "muss ich das kennzeichnen", "måste jag markera": an AI label is asked that way too.)
    'brauch ich werbung', 'brauche ich werbung', 'brauch ich ad', 'brauche ich ad', 'brauch ich anzeige', 'brauche ich anzeige', 'muss ich das als werbung',
    'maste jag skriva reklam', 'behover jag skriva reklam', 'ar det reklam',
    // "do I need to note anything?", "Có cần ghi chú gì không?" (twelfth editor panel: a café owner's question, unanswered).
    // (Not "do I need to add/write anything": "like text or transitions?" asks about the edit.)
    'anything i need to disclose', 'anything to disclose', 'do i need to declare', 'can ghi chu gi', 'co can ghi chu', 'can ghi gi',
  ],
  // "qué hago con el audio??", "what do I do with the audio?", "keep the original sound or not?"
  what_audio: [
    'what do i do with the audio', 'what do i do about the audio', 'what should i do with the audio', 'what about the audio', 'what do i do with the sound', 'what about the original audio', 'keep the original audio or',
    'que hago con el audio', 'que hago con el sonido', 'que hago con la musica', 'que hago con el audio original', 'quito el audio', 'le quito el audio',
    'o que faco com o audio', 'o que eu faco com o audio', 'o que faco com o som', 'tiro o audio', 'tiro o som',
    'je fais quoi du son', 'que faire du son', 'que faire de l audio', 'je garde le son', 'je coupe le son',
    'was mache ich mit dem ton', 'was mache ich mit dem audio', 'was mach ich mit dem ton', 'originalton behalten oder',
  ],
  // "whats trending rn?", "will it go viral?", "which sound goes viral?"
  go_viral: [
    'whats trending', 'what s trending', 'what is trending', 'whats viral', 'will it go viral', 'goes viral', 'go viral', 'make it viral', 'need a trending sound', 'for the algo', 'for the algorithm', 'trending right now',
    'que esta de moda', 'que es tendencia', 'lo que esta de moda', 'se haga viral', 'volverse viral', 'hacerse viral', 'que viralice', 'que bombe', 'que bomba', 'que viralize', 'viralizar', 'o que ta em alta', 'o que esta em alta',
    'ce qui est tendance', 'qui buzz', 'faire le buzz', 'percer sur tiktok', 'was gerade trendet', 'viral gehen', 'was ist gerade angesagt',
  ],
  // "can i just use a trending sound from the app?" (eighth editor panel): for ads and client work, the app's library is no licence.
  use_trending: [
    'use a trending sound', 'use the trending sound', 'use a trending song', 'use a sound from the app', 'use the sound from the app', 'use a song from the app', 'just use a trending', 'use whatever is trending',
    'usar un sonido en tendencia', 'usar un audio en tendencia', 'usar un audio de tendencia', 'usar un sonido de la app', 'usar um audio em alta', 'usar um som em alta', 'usar um audio do app', 'usar um som do app',
    'utiliser un son tendance', 'utiliser un son de l appli', 'prendre un son tendance', 'einen trending sound nehmen', 'einen sound aus der app', 'sound aus der app nehmen',
    // "can I just use whatever trending sound?" (twelfth editor panel: a bakery's paid collab, unanswered).
    'use whatever trending', 'whatever trending sound', 'use a trending audio', 'just use trending',
  ],
  // "can u send me the mp3", "where do I download it" (eighth editor panel): the service returns no audio.
  send_audio: [
    'send me the mp3', 'send the mp3', 'send me the audio', 'send me the file', 'send me the sound', 'the mp3', 'mp3 file', 'wav file', 'download the sound', 'download the song', 'download the audio', 'download link',
    'mandame el mp3', 'me mandas el mp3', 'pasame el audio', 'descargar el audio', 'descargar la cancion', 'me manda o mp3', 'baixar o audio', 'baixar a musica', 'envoie moi le mp3', 'telecharger le son', 'schick mir die mp3', 'mp3 schicken', 'sound herunterladen',
  ],
  // "Soll ich auf den Beat schneiden?", "je coupe où ?", "should i cut on the beat?" (eighth editor panel: asked, unanswered).
  where_cut: [
    'cut on the beat', 'cut to the beat', 'cut on beat', 'on the beat or not', 'where do i cut', 'where should i cut', 'where to cut', 'when do i cut', 'when should i cut', 'how often should i cut', 'how fast should i cut',
    'corto en el beat', 'cortar en el beat', 'corto al ritmo', 'cortar al ritmo', 'donde corto', 'donde lo corto', 'donde hago los cortes', 'cuando corto', 'cada cuanto corto',
    'corto na batida', 'cortar na batida', 'corto no beat', 'cortar no beat', 'onde eu corto', 'onde corto', 'onde faco os cortes', 'quando eu corto', 'quando corto',
    'je coupe ou', 'ou je coupe', 'ou couper', 'je coupe sur le beat', 'couper sur le beat', 'couper sur le temps', 'je coupe quand', 'quand couper',
    'auf den beat schneiden', 'auf den beat schneide', 'auf dem beat schneiden', 'im takt schneiden', 'wo schneide ich', 'wo soll ich schneiden', 'wann schneide ich', 'wo schneiden',
  ],
  // "what sound + what caption?", "¿qué caption le pongo?" (eighth editor panel: asked, unanswered).
  which_caption: [
    'what caption', 'which caption', 'caption ideas', 'caption idea', 'what should the caption', 'what do i caption', 'what should i caption', 'what to caption', 'what do i write in the caption',
    'que caption', 'que descripcion', 'que pongo de descripcion', 'que pongo en la descripcion', 'que copy',
    'que legenda', 'qual legenda', 'que texto eu coloco', 'o que escrevo na legenda',
    'quelle legende', 'quelle description', 'quelle caption', 'je mets quoi en legende',
    'welche caption', 'welche bildunterschrift',
  ],
  // A real person's face or voice on an AI clip ("can i swap the knight's face for taylor swift"): read by REAL_PERSON below.
  real_person: [],
  // A catalog sound named by its name and asked about ("can I use Travel Postcard?", "we used Paper Lanterns on parts 1-6, keep it?"): concierge.ts namedSoundAsked.
  named_sound: [],
  // "est-ce que je mets du texte sur les photos ou pas", "should I put text on it?" (ninth editor panel: unanswered).
  text_on_screen: [
    'put text on', 'add text on', 'add text to', 'text on the photos', 'text on the pictures', 'text on screen or not', 'text on it or not', 'text or no text', 'any text on',
    'texte sur les photos', 'du texte sur', 'mets du texte', 'mettre du texte', 'texte ou pas', 'est ce que je mets du texte', 'text or not',
    'texto en las fotos', 'texto sobre las fotos', 'pongo texto', 'poner texto', 'le pongo texto', 'texto o no',
    'texto nas fotos', 'coloco texto', 'colocar texto', 'boto texto', 'texto ou nao',
    'text auf die fotos', 'text auf den fotos', 'text drauf', 'text einblenden', 'mit text oder ohne', 'text oder nicht',
  ],
  // "can one sound work for both?? or do i need two" (ninth editor panel: a talked part and a loud part, unanswered).
  one_or_two: [
    'one sound work for both', 'one sound for both', 'one song for both', 'do i need two', 'need two sounds', 'need 2 sounds', 'two sounds or one', 'two different sounds', 'two songs or one',
    // "one song or two?" (thirteenth editor panel: a wedding film with an upbeat part and a tribute, unanswered).
    'one song or two', 'one sound or two', 'one track or two', '1 song or 2', '1 sound or 2', 'one or two songs', 'one or two sounds', 'una cancion o dos', 'um som ou dois', 'uma musica ou duas', 'une chanson ou deux', 'un son ou deux', 'ein lied oder zwei', 'ein song oder zwei',
    'un sonido para las dos', 'un solo sonido', 'necesito dos sonidos', 'dos sonidos', 'um som para as duas', 'um som so', 'preciso de dois sons', 'dois sons',
    'un son pour les deux', 'un seul son', 'deux sons', 'ein sound fur beides', 'ein sound fur beide', 'zwei sounds', 'zwei lieder',
  ],
  // "which part of the sound do i loop so it doesnt jump?" (fifteenth editor panel: unanswered).
  loop_part: [
    'which part of the sound do i loop', 'which part do i loop', 'what part do i loop', 'which part should i loop', 'what part should i loop', 'where do i loop', 'where should i loop', 'which section do i loop', 'which bit do i loop',
    'how do i loop it', 'how do i make it loop', 'how to loop it', 'loop so it doesnt jump', 'loop so it does not jump', 'so it doesnt jump', 'loop without a jump', 'loop seamlessly', 'seamless loop', 'loop smoothly',
    'que parte hago loop', 'que parte del sonido hago loop', 'como hago el loop', 'loop sin salto', 'que parte faco loop', 'qual parte do som eu faco loop', 'qual parte do som faco loop', 'como faco o loop', 'loop sem pulo',
    'quelle partie boucler', 'quelle partie du son boucler', 'comment boucler', 'boucle sans saut', 'welchen teil loopen', 'welchen teil des sounds loopen', 'wie loope ich', 'loop ohne sprung',
  ],
  // "how long should each photo stay?", "сколько держать каждое фото?" (thirteenth editor panel: a memorial slideshow's question, unanswered).
  hold_time: [
    // ("how long should each picture stay on screen?": fifteenth editor panel, unanswered.)
    'how long should each picture', 'how long should each pic', 'how long should each slide', 'how long should each image', 'how long should the photos', 'how long should the pictures', 'how long should every photo', 'how long should every picture', 'how long each pic', 'how long per pic', 'how long per image', 'how long should each one stay',
    'how long should each photo', 'how long per photo', 'how long each photo', 'how long to hold each', 'how long should i hold each', 'how long for each photo', 'how many seconds per photo', 'how many seconds each photo', 'how long per picture', 'how long each picture', 'how long per slide',
    'cuanto tiempo cada foto', 'cuanto tiempo por foto', 'cuantos segundos por foto', 'quanto tempo cada foto', 'quanto tempo por foto', 'quantos segundos por foto', 'combien de temps par photo', 'combien de temps chaque photo', 'combien de secondes par photo',
    'wie lange pro foto', 'wie lange jedes foto', 'wie viele sekunden pro foto', 'quanto tempo per foto', 'quanto tempo ogni foto', 'hoe lang per foto', 'jak dlugo kazde zdjecie',
    'сколько держать каждое фото', 'сколько держать фото', 'сколько секунд на фото', 'сколько секунд на каждое фото',
  ],
  // "how loud should it be??", "und wenn ja, wie laut?" (tenth editor panel: asked beside the music question, unanswered).
  how_loud: [
    'how loud', 'at what volume', 'how quiet should', 'what volume should', 'how much volume', 'music volume', 'volume of the music', 'volume of the sound',
    'que volumen', 'a que volumen', 'que tan fuerte', 'cuanto volumen', 'volumen de la musica',
    'qual volume', 'em que volume', 'qual o volume', 'quanto de volume', 'volume da musica',
    'a quel volume', 'quel volume pour', 'volume de la musique', 'volume du son',
    'wie laut', 'wie leise', 'welche lautstarke', 'welcher pegel',
    // "tell me EXACTLY what level to set it at" (twelfth editor panel: a Deaf creator's question, unanswered).
    // (Not "what level" alone: "which level should I clip, the ice cave or the lava one?", "what level of hype".)
    'exactly what level', 'what level to set', 'level to set it at', 'what level should the music', 'what level for the music', 'what volume to set', 'what db', 'how many db', 'welcher lautstarkepegel',
    // Italian, Dutch, Polish, Turkish, Indonesian, Hindi in Latin letters, Japanese, Korean, Arabic, Hindi (thirteenth editor panel: "a che volume la metto?" unanswered).
    // (Said of the music or the sound: "che volume di capelli", "jaki poziom trudności", "seberapa kencang motor ini", hair "볼륨" ask something else.)
    'a che volume', 'che volume metto', 'che volume la', 'che volume do', 'volume della musica', 'hoe luid', 'welk volume', 'hoe hard moet de muziek', 'jak glosno', 'jaka glosnosc', 'ses seviyesi', 'muzik ne kadar yuksek', 'muzigin sesi', 'volume musik', 'volume musiknya', 'seberapa keras musiknya',
    'volume kitna', 'kitna volume', '音量', '음악 볼륨', '볼륨은 어느', '볼륨 어느 정도', '음량', 'مستوى الصوت', 'كم الصوت', 'वॉल्यूम कितना', 'वॉल्यूम कितनी', 'आवाज़ कितनी', 'आवाज कितनी',
  ],
  // "are we cleared to use it for both?", "is it ok to use it on youtube too?", "posso usar a mesma música no anúncio pago?"
  // (tenth editor panel: answered only by the licence line at the end).
  use_where: [
    'cleared to use', 'are we cleared', 'am i cleared', 'is it ok to use it on', 'ok to use it on', 'okay to use it on', 'is it ok to use it in', 'can i use it on', 'can we use it on', 'can i use it in', 'can we use it in',
    'use it for both', 'use it on youtube', 'use it in the ad', 'same sound in the ad', 'same music in the ad', 'same song in the ad', 'allowed to use it', 'legal to use it', 'is it allowed',
    // "Can I use the same music on all three?" (thirteenth editor panel: a post, a pre-roll and a website loop; unanswered).
    'same music on', 'same sound on', 'same song on', 'same music for', 'same sound for', 'same song for', 'same track on', 'same track for',
    'puedo usarla en', 'puedo usarlo en', 'puedo usar la misma', 'la misma musica en', 'la misma cancion en', 'se puede usar en', 'podemos usarla en', 'esta permitido',
    'posso usar a mesma', 'a mesma musica no', 'a mesma musica na', 'posso usar no', 'posso usar ela no', 'posso usar tambem no', 'pode usar no', 'e permitido',
    'je peux l utiliser', 'peut on l utiliser', 'la meme musique dans', 'la meme musique sur', 'le meme son dans', 'le meme son sur', 'a t on le droit', 'est ce autorise',
    'darf ich ihn auch', 'darf ich das auch', 'durfen wir ihn', 'durfen wir das', 'den gleichen sound', 'die gleiche musik', 'ist das erlaubt', 'auch auf youtube nutzen',
    // "what do I need to sort for the ad?" (twelfth editor panel: a valeting business boosting on FB and Insta, answered by the licence only).
    'what do i need to sort', 'what do i need for the ad', 'what do i need to do for the ad', 'anything i need to sort', 'what else do i need for the ad',
  ],
  // "can i just use all i want for christmas instead of your sound?" (tenth editor panel: a famous song asked about, unanswered).
  other_song: [
    'instead of your sound', 'instead of your song', 'instead of your music', 'instead of your track', 'instead of that sound', 'instead of ur sound', 'instead of the sound you',
    'can i use my own song', 'can i use my own music', 'can i use a popular song', 'use a famous song', 'use a real song', 'can i use the original song', 'can i use a song by', 'can we use a song by',
    'en vez de tu sonido', 'en lugar de tu sonido', 'en vez de tu cancion', 'en lugar de tu cancion', 'puedo usar la cancion de', 'puedo usar una cancion de',
    'em vez do seu som', 'no lugar do seu som', 'em vez da sua musica', 'posso usar a musica de', 'posso usar uma musica de',
    'au lieu de ton son', 'au lieu de votre son', 'au lieu de ta musique', 'je peux utiliser la chanson de', 'je peux utiliser une chanson de',
    'statt eurem sound', 'statt deinem sound', 'statt eures sounds', 'kann ich den song von', 'darf ich den song von', 'kann ich ein lied von', 'darf ich ein lied von',
  ],
  // Posting or sending it somewhere else too, or playing it at an event ("Går det att använda ljudet på Instagram också?",
  // "posso mandarlo ai nonni su WhatsApp?", "play it on the big screen at the wake, is that ok with the same music?": twelfth
  // editor panel, all unanswered): read by ELSEWHERE below, with a word for "too".
  share_elsewhere: [],
  // "telif sorunu çıkar mı?", "will I get a copyright strike?" (twelfth editor panel: unanswered).
  copyright: [
    'copyright', 'copyright strike', 'copyrighted', 'copyright issue', 'copyright problem', 'get muted', 'get claimed', 'content id', 'derechos de autor', 'direitos autorais', 'direito autoral', 'droits d auteur', 'droit d auteur', 'urheberrecht', 'gema rechte', 'gema frei',
    'diritti d autore', 'auteursrecht', 'prawa autorskie', 'telif', 'telif sorunu', 'telif hakki', 'ban quyen', 'hak cipta', 'chosakuken', 'jeojakgwon',
  ],
  // "bawal din po ipakita yung mga patients", "I'm not allowed to show the kids' faces": who must stay out of frame (twelfth editor panel: unaddressed).
  keep_out: [
    'not allowed to show', 'can t show', 'cannot show', 'cant show', 'mustn t show', 'must not show', 'without showing', 'bawal ipakita', 'bawal din ipakita', 'bawal din po ipakita', 'bawal po ipakita', 'hindi pwedeng ipakita',
    'no puedo mostrar', 'no puedo ensenar', 'no se puede mostrar', 'sin mostrar a', 'sin mostrar las caras', 'nao posso mostrar', 'nao pode mostrar', 'sem mostrar os', 'sem mostrar as', 'sem mostrar o rosto',
    'not allowed to be shown', 'can t be shown', 'cannot be shown', 'must not be shown', 'nicht zeigen', 'nicht gezeigt werden', 'nicht filmen',
    'je ne peux pas montrer', 'pas le droit de montrer', 'interdit de montrer', 'sans montrer', 'darf nicht zeigen', 'nicht zeigen darf', 'durfen nicht gezeigt', 'non posso mostrare', 'mag niet laten zien', 'nie moge pokazac', 'tidak boleh menunjukkan', 'gak boleh nunjukin',
  ],
  // "can I boost this post later as an ad with the same music?" (ninth editor panel: answered only by the licence line).
  boost_later: [
    'boost this post', 'boost the post', 'boost it later', 'boost it as an ad', 'boost this later', 'run it as an ad later', 'promote this post', 'promote the post', 'promote it later', 'put money behind it',
    'impulsar la publicacion', 'impulsar el post', 'promocionar la publicacion', 'promocionar el post', 'pagarle promocion', 'impulsionar o post', 'impulsionar a publicacao', 'turbinar o post',
    'booster la publication', 'sponsoriser la publication', 'booster le post', 'den beitrag bewerben', 'beitrag hervorheben', 'als anzeige schalten', 'spater bewerben',
  ],
};

/**
 * A real person's likeness asked for (eighth editor panel: a face swap with a singer, neither answered nor refused): a face
 * swap, a deepfake, a celebrity's face or voice, in the five languages. (Folded words: accents and apostrophes gone.)
 */
const REAL_PERSON = / (?:(?:swap|replace|put|change|trocar|troco|cambiar|cambio|changer|tauschen|ersetzen) (?:\w+ ){0,5}?(?:face|cara|rostro|rosto|visage|gesicht|voice|voz|voix|stimme)(?: \w+){0,3}? (?:for|with|to|into|por|pela|pelo|par|gegen|durch) |deep ?fakes? (?:of|de|von) |(?:celebrity|celebrities|famous person|real person|a celeb)s? ?(?:face|voice|likeness) (?:on|in|into|over) )/;

/**
 * Phrases that ask by their form, wherever they stand ("do I even need music", "music or not",
 * "brauche ich Musik", "faut-il couper"); any other phrase counts only in a sentence that is a
 * question ("necesito música para mi video" asks for a sound, "¿necesito música?" asks whether).
 */
const ASKING_FORM = /^(?:(?:un |une |um |uma |einen |a )?\w+ (?:ou|o|or|oder) (?:pas|no|not|nao|nicht|rien|nada|nichts) |do |does |should |is |must |can |need \w+ or |\w+ or (?:no|not|just|nothing)|faut il |dois je |brauche ich |brauch ich |braucht es |braucht das |brauchts |muss ich |soll ich |sollte ich |musik oder |mit oder |sonido o |som ou |son ou |petit son ou |musica o |musica ou |musique ou |have to tag |need to tag |ok or should |or should i do |full or cut |whats trending |what s trending |what is trending |will it go viral |what do i do with |what about the |que hago con |o que faco com |o que eu faco com |je fais quoi |que faire |was mache ich mit |was mach ich mit |ist das werbung |is it an ad |is this an ad |que es publicidad |hay que poner |can i just use |can i use |can i boost |est ce que |can one |do i need two |is that |es un |e um |tem |hay |ist das |c est |can we boost |could i boost |send me the |can u send |can you send )/;
/** Where a sound may be used beyond an organic post: an ad, another platform, a shop screen, "both". */
const USE_PLACES = / (?:all three|all of them|all 3|every placement|ad|ads|anuncio|anuncios|publicidad|publicite|pub|anzeige|werbung|youtube|yt|instagram|insta|ig|facebook|fb|reels|tiktok|store|shop|tienda|loja|magasin|laden|screen|screens|pantalla|tela|ecran|bildschirm|tv|both|ambos|ambas|deux|beides|beide|website|site|webseite|account|cuenta|conta|compte|konto|platform|plataforma|plateforme|plattform|podcast|radio|event|evento|evenement|messe)\b/;
/** An AI word: a generic "do I have to disclose?" is about AI only beside one (else it is about a brand deal). */
/**
 * Whether a sentence's folded words hold a phrase: as whole words, or, for a phrase in a script that runs words together or
 * glues its particles on ("書かないとダメ", "볼륨" in "볼륨은"), anywhere in the sentence written without its spaces.
 */
function says(spaced: string, phrase: string): boolean {
  if (spaced.includes(` ${phrase} `)) return true;
  return /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Thai}]/u.test(phrase) && spaced.replace(/ /g, '').includes(phrase.replace(/ /g, ''));
}
/** A wish for views in a request ("a sound that'll do numbers", "something that will go viral", "so it blows up"). */
const VIEWS_WISH = / (?:that ll|that will|thatll|it ll|so it|to make it) (?:do numbers|go viral|blow up|get views)| (?:do|does|doing) numbers /;
/** Seconds each photo is held in the plan, to one decimal (a slideshow's cut length). */
function holdSeconds(f: AskedFacts): string {
  return (Math.round(f.cutting.everyMs / 100) / 10).toString();
}
/** Where a sentence ends: also the Japanese and Chinese full stop and marks, and the Arabic question mark. */
const SENTENCE_END = /(?<=[.!?\n。！？؟\u037e])/;
/** A question's end: "?", the full-width "？", the Arabic "؟", the Greek question mark (mostly typed as a semicolon: one right after Greek words is read so). */
const QUESTION_END = /[?？؟\u037e]\s*$/u;
/** A sentence mostly in Greek letters: its semicolon is a question mark. */
function greekQuestion(raw: string): boolean {
  if (!raw.includes(';')) return false;
  const greek = (raw.match(/\p{Script=Greek}/gu) ?? []).length;
  const latin = (raw.match(/\p{Script=Latin}/gu) ?? []).length;
  return greek > latin;
}
const AI_WORD = /\b(?:ai|ia|ki|a i|generated|gerado|gerada|generado|generada|genere|generee|generiert|kunstlich|sora|veo|veo3|kling|runway|pika|hailuo|minimax|midjourney|luma)\b/;

/** A request for an answer, said without a question mark ("please tell me", "let me know", "dime", "dis-moi", "sag mir"). */
const TELL_ME = /(?<![\p{L}])(?:tell me|let me know|dime|dígame|digame|dimmi|dis-moi|dites-moi|sag mir|sagt mir|me diga|me diz)(?![\p{L}])/iu;

/** Words for "too" and "also" in the languages read: a place named with one is a second use, not the clip's platform. */
// (Not "same" or French "même": "the same sound as my last Instagram reel", "a meme I saw on Instagram".)
const ALSO = / (?:too|also|as well|tambien|tambem|aussi|auch|anche|ook|ocksa|ca|nua|juga|din|rin|tez|rowniez) /;
/** True when the phrase is in the sentence and people (not the speaker) follow it within four words. */
function keptOut(spaced: string, phrase: string): boolean {
  const at = spaced.indexOf(` ${phrase} `);
  if (at < 0) return false;
  return KEPT_OUT_AFTER_PEOPLE.includes(phrase) ? KEPT_OUT_BEFORE.test(spaced.slice(Math.max(0, at - 40), at + 1)) : KEPT_OUT.test(spaced.slice(at + phrase.length + 2, at + phrase.length + 62));
}
/** Places beyond another app: an ad, a shop, a screen, a website ("use it on the screen in our shop, and can I post it on Facebook too?"). */
const NON_APP_PLACES = / (?:ad|ads|anuncio|anuncios|publicidad|pub|anzeige|werbung|store|shop|tienda|loja|magasin|laden|screen|screens|pantalla|tela|ecran|bildschirm|tv|website|site|webseite|podcast|radio|event|evento|evenement|messe) /;
/** Posting or sending verbs: a statement with one and a word for "too" says where else it goes ("Đăng lên đây và cả Facebook nữa nha"). */
const POSTING = / (?:post|posting|crosspost|cross post|upload|uploading|share|sharing|send|sending|dang|postar|posto|postear|publicar|publico|publier|poster|poste|postes|publie|posten|hochladen|lade|postare|pubblico|mandarlo|mandare|subo|subirlo|plaatsen|wrzucic|kirim) /;
/** A second post ruled out or no post at all ("this one is just for TikTok", "TikTok only", "my Instagram handle", "I also run an Instagram account"). */
const NOT_ELSEWHERE = / (?:only|just for|handle|i also run|we also run) /;
/** People who may have to stay out of frame (keep_out): patients, children, customers, students, faces (not one's own), folded. */
const KEPT_PEOPLE = 'patients?|pacientes?|patienten|kids?|children|child|ninos|criancas|enfants|kinder|bambini|faces|caras|rostos|visages|gesichter|volti|customers?|clients?|clientes|kunden|students?|alumnos|alunos|eleves|schuler|staff|coworkers|colleagues|residents|people|mga';
// (People as what is not shown, not as whom something is shown to: "can't show customers the new menu", "show people how easy".)
const KEPT_OUT = new RegExp(`^(?:\\w+ ){0,3}?(?:${KEPT_PEOPLE})(?: (?!the |how |what |a |an |my |our |this |that |your )|$)`);
/** The same people before a passive or a verb-last phrase ("students not allowed to be shown", "die Kinder nicht zeigen"). */
const KEPT_OUT_BEFORE = new RegExp(` (?:${KEPT_PEOPLE})(?: \\w+){0,2} $`);
const KEPT_OUT_AFTER_PEOPLE = ['not allowed to be shown', 'can t be shown', 'cannot be shown', 'must not be shown', 'nicht zeigen', 'nicht gezeigt werden', 'nicht filmen'];
/** Other apps, messaging and event screens, folded, with the name an answer gives them. */
const ELSEWHERE_PLATFORMS: readonly (readonly [RegExp, string])[] = [
  // (Not "shorts" alone: "in his little shorts".)
  [/ (?:instagram|insta|ig) /, 'Instagram'], [/ (?:facebook|fb) /, 'Facebook'], [/ (?:youtube|yt) /, 'YouTube'], [/ snapchat /, 'Snapchat'], [/ pinterest /, 'Pinterest'], [/ linkedin /, 'LinkedIn'],
];
const ELSEWHERE_MESSAGING: readonly (readonly [RegExp, string])[] = [[/ (?:whatsapp|whats app|zap|zapzap) /, 'WhatsApp'], [/ telegram /, 'Telegram'], [/ messenger /, 'Messenger'], [/ (?:group chat|family group|grupo da familia|grupo de la familia|familiengruppe) /, 'the group chat']];
// (A screen, not an event alone: "our first dance at the wedding" is where the clip was filmed.)
const ELSEWHERE_SCREENS = / (?:big screen|projector|beamer|leinwand|telao|pantalla grande|grand ecran|maxischermo|proiettore) /;

/**
 * Where else the clip goes, when the message says so with a word for "too" (or asks about an event's screen):
 * another app ("på Instagram också"), a messaging app ("anche per mandarlo ai nonni su WhatsApp"), or a screen at an
 * event ("on the big screen at the wake"). The app the clip is made for (TikTok) is none of them.
 */
export function elsewhereOf(message: string): { kind: 'platform' | 'messaging' | 'screen'; name: string; sentence: string } | null {
  const sentences = message.replace(/['’]/g, ' ').split(SENTENCE_END).map((raw) => ({ question: QUESTION_END.test(raw) || raw.includes('¿') || greekQuestion(raw), spaced: ` ${foldedWords(raw).join(' ')} ` }));
  for (const sn of sentences) {
    // (A screen asked about needs no "too": "We'll play it on the big screen at the wake, is that ok with the same music?")
    if (ELSEWHERE_SCREENS.test(sn.spaced) && (sn.question || ALSO.test(sn.spaced))) return { kind: 'screen', name: 'the screen', sentence: sn.spaced };
    if (!ALSO.test(sn.spaced) || NOT_ELSEWHERE.test(sn.spaced)) continue;
    // (Asked, or said with a posting verb: "a dresser I also sell on Facebook Marketplace" names no second post.)
    if (!sn.question && !POSTING.test(sn.spaced)) continue;
    for (const [re, name] of ELSEWHERE_MESSAGING) if (re.test(sn.spaced)) return { kind: 'messaging', name, sentence: sn.spaced };
    // (Every app named: "boost it as an ad on FB and Insta as well" is Facebook and Instagram.)
    const apps = ELSEWHERE_PLATFORMS.filter(([re]) => re.test(sn.spaced)).map(([, name]) => name);
    if (apps.length > 0) return { kind: 'platform', name: apps.length === 1 ? apps[0]! : `${apps.slice(0, -1).join(', ')} & ${apps[apps.length - 1]!}`, sentence: sn.spaced };
  }
  return null;
}

/** The questions the message asks, in a fixed order (music, length, AI, faces, ad, audio, viral, trending sound, mp3, cuts, caption, a real person). */
export function askedQuestions(message: string): AskedKind[] {
  // Sentence by sentence: a question ends on "?" (or opens on "¿"); the words are folded as the phrases are.
  // ("#ad" is read as "ad": "do I need #ad?", "Faut-il mettre #ad ?".)
  // (A request asks too, for the levels only: "please tell me EXACTLY what level to set it at.")
  const sentences = message.replace(/['’]/g, ' ').split(SENTENCE_END).map((raw) => ({ question: QUESTION_END.test(raw) || raw.includes('¿') || greekQuestion(raw), request: TELL_ME.test(raw), spaced: ` ${foldedWords(raw).map((w) => w.replace(/^#+/, '')).join(' ')} ` }));
  const elsewhere = elsewhereOf(message);
  return (Object.keys(ASKS) as AskedKind[]).filter((k) =>
    k === 'real_person'
      ? sentences.some((sn) => REAL_PERSON.test(sn.spaced) && !/ (?:sticker|stickers|emoji|emojis|blur|privacy|filter) /.test(sn.spaced) && (sn.question || / (?:can|could|may|should) (?:i|we) | (?:puedo|posso|je peux|darf ich|kann ich) /.test(sn.spaced)))
      : k === 'share_elsewhere'
        ? elsewhere !== null
      : k === 'keep_out'
        // (Said, not asked: "bawal ipakita yung mga patients" is a rule of the shoot.)
        // (Only people, and not oneself: "I can't show my face yet" is a faceless creator, "without showing the price" a reveal.)
        ? sentences.some((sn) => ASKS.keep_out.some((p) => keptOut(sn.spaced, p)))
      : k === 'copyright'
        // (Only asked: "copyright free music" in a request asks for a kind of sound, which the plan is.)
        ? sentences.some((sn) => sn.question && ASKS.copyright.some((p) => sn.spaced.includes(` ${p} `)))
      : k === 'use_where'
        // (Only about where the sound goes: "is it allowed to show my kid's face?", "can I use it in the intro?" ask something else.)
        // (Another app named in that sentence is answered for that app, unless the sentence names an ad, a shop or a screen too.)
        ? sentences.some((sn) => sn.question && ASKS.use_where.some((p) => sn.spaced.includes(` ${p} `)) && USE_PLACES.test(sn.spaced) && (elsewhere?.sentence !== sn.spaced || NON_APP_PLACES.test(sn.spaced)))
      : k === 'where_cut'
        // (A cut of something else is no question about the edit: "where do I cut the fabric?", "quand couper les rosiers ?":
        // a phrase without the beat must end its sentence, or be followed only by the clip.)
        ? sentences.some((sn) => ASKS.where_cut.some((p) => sn.spaced.includes(` ${p} `) && (sn.question || ASKING_FORM.test(`${p} `)) && (/ (?:beat|ritmo|batida|takt) /.test(` ${p} `) || new RegExp(` ${p} (?:(?:it|this|the video|the clip|lo|la|le|o video|das video|ihn|es) )?$`).test(sn.spaced))))
      : k === 'go_viral' && sentences.some((sn) => VIEWS_WISH.test(sn.spaced))
        // ("something that'll do numbers": a wish for views, said without a question, gets the same plain answer.)
        ? true
      // (The AI word may close the sentence before: "AIで作った動画です。表記は必要ですか？")
      : sentences.some((sn, i) => (k !== 'ai_label' || AI_WORD.test(sn.spaced) || AI_WORD.test(sentences[i - 1]?.spaced ?? '')) && ASKS[k].some((p) => says(sn.spaced, p) && (sn.question || (k === 'how_loud' && sn.request) || ASKING_FORM.test(`${p} `)))),
  );
}

/** What the plan decided, for the answers. */
export interface AskedFacts {
  /** The clip's own sound is the content (a performance, an animal, an engine, "no music"). */
  ownAudio: boolean;
  /** Someone speaks over or in the clip. */
  voice: boolean;
  /** The clip is an apology (meaning.ts): its words carry it, and music under it reads as staging. */
  apology: boolean;
  /** The clip is about a loss, an illness or an accident (meaning.ts): text stays off faces and out of the way. */
  tender: boolean;
  /** The chosen sound's name. */
  name: string;
  durationS: number;
  /** The length advice of the plan (English), and whether the clip is long for a short-form feed. */
  longForAShort: boolean;
  /** Study with me, ASMR: long by design, never cut down for a feed. */
  longByDesign: boolean;
  fitsArrangement: boolean;
  aigc: boolean;
  /** The voice is AI-made (a clone, an AI narrator) over filmed footage: labelled too (ai-voice.ts). */
  aiVoice?: boolean;
  /** The plan's disclosure label (clip-facts.ts disclosureOf), and whether the client posts the film. */
  disclosure: 'paid_partnership' | 'own_brand' | null;
  clientPosts: boolean;
  /** The clip's recording holds someone else's music (a venue's song, a DJ set, a car radio). */
  recordedMusic: boolean;
  /** The licence paid, brand, client or off-platform use needs, by name; null for an organic post. */
  campaign: string | null;
  /** How the plan cuts: on the beat grid, in long holds on downbeats, on a voice's lines, on motion (no fixed beat) or not at all (one take). */
  cutting: { style: 'beat' | 'holds' | 'lines' | 'free' | 'one_take'; everyBeats: number | null; everyMs: number; firstCutMs: number | null; hitMs: number };
  /** The message asks about the beat ("cut on the beat?"), not only where to cut ("donde corto??"): the answer opens with the question asked. */
  beatAsked: boolean;
  /** The plan's first caption, in the copy's language. */
  caption: string | null;
  /** The message also asks how loud the music should be (that answer gives the levels, so others do not repeat them). */
  levelAsked?: boolean;
  /** The clip is a performance whose own sound is the music (a cover, a set): its song has rights of its own. */
  performance?: boolean;
  /** Brand, client, business or paid work (not only a use off the platform): the copyright answer names business use. */
  business?: boolean;
  /** Where else the clip goes (elsewhereOf), when the message says so. */
  elsewhere?: { kind: 'platform' | 'messaging' | 'screen'; name: string; sentence: string } | null;
  /** How the clip loops on the sound: the sound's bar, the clip's length in whole bars (the nearest), and whether the sound is made to loop. */
  loop?: { friendly: boolean; barMs: number; bars: number; startMs: number };
  /** A catalog sound the message names and asks about: whether the plan took it, and why not when it did not. */
  named: { name: string; chosen: boolean; voiceClash: boolean; series: boolean } | null;
}

/**
 * "Which part do I loop?": in the app the sound restarts with the clip, so no part of it is looped; a clip a whole number of the
 * sound's bars long, started where the plan starts it, comes round on the beat. Said with the nearest whole-bar length.
 */
function loopAnswer(f: AskedFacts, l: Language): string {
  const loop = f.loop;
  // (A sound without a known tempo: the same answer, without the bar count.)
  if (loop === undefined) return { en: `Which part to loop? None: in the app the sound starts again with the clip each time it replays; match the last frame to the first and end on a downbeat.`, es: '¿Qué parte hacer loop? Ninguna: en la app el sonido vuelve a empezar con el clip; que el último cuadro coincida con el primero y termina en un tiempo fuerte.', pt: 'Que parte fazer loop? Nenhuma: no app o som recomeça com o clipe; o último quadro igual ao primeiro, terminando num tempo forte.', fr: "Quelle partie boucler ? Aucune : dans l'app le son repart avec le clip ; la dernière image comme la première, fin sur un temps fort.", de: 'Welchen Teil loopen? Keinen: In der App startet der Sound mit dem Clip neu; das letzte Bild wie das erste, Ende auf einem Downbeat.' }[l];
  const len = sec(loop.bars * loop.barMs, l);
  const from = sec(loop.startMs, l);
  const text: Record<Language, string> = {
    en: `Which part to loop? None: in the app the sound starts again with the clip each time it replays. Start "${f.name}" at ${from} and make the clip exactly ${loop.bars} bar${loop.bars === 1 ? '' : 's'} long (${len}), so every replay comes round on the beat, and match the last frame to the first.${loop.friendly ? '' : ` "${f.name}" is not made to loop, so a small jump may still be heard: a cut on the downbeat hides it.`}`,
    es: `¿Qué parte hacer loop? Ninguna: en la app el sonido vuelve a empezar con el clip cada vez que se repite. Empieza «${f.name}» en ${from} y haz el clip de ${loop.bars} ${loop.bars === 1 ? 'compás exacto' : 'compases exactos'} (${len}), así cada repetición cae en el tiempo; que el último cuadro coincida con el primero.${loop.friendly ? '' : ` «${f.name}» no está hecho para loop: un corte en el tiempo fuerte disimula el salto.`}`,
    pt: `Que parte fazer loop? Nenhuma: no app o som recomeça com o clipe a cada repetição. Comece «${f.name}» em ${from} e faça o clipe com exatamente ${loop.bars} compasso${loop.bars === 1 ? '' : 's'} (${len}), assim cada repetição cai no tempo; o último quadro igual ao primeiro.${loop.friendly ? '' : ` «${f.name}» não foi feito para loop: um corte no tempo forte disfarça o salto.`}`,
    fr: `Quelle partie boucler ? Aucune : dans l'app le son repart avec le clip à chaque relecture. Démarre « ${f.name} » à ${from} et fais un clip d'exactement ${loop.bars} mesure${loop.bars === 1 ? '' : 's'} (${len}), pour que chaque boucle retombe sur le temps ; la dernière image comme la première.${loop.friendly ? '' : ` « ${f.name} » n'est pas fait pour boucler : une coupe sur le temps fort cache le saut.`}`,
    de: `Welchen Teil loopen? Keinen: In der App startet der Sound bei jeder Wiederholung mit dem Clip neu. Starte „${f.name}“ bei ${from} und mach den Clip genau ${loop.bars} Takt${loop.bars === 1 ? '' : 'e'} lang (${len}), dann kommt jede Wiederholung auf dem Schlag; das letzte Bild wie das erste.${loop.friendly ? '' : ` „${f.name}“ ist nicht zum Loopen gemacht: ein Schnitt auf dem Downbeat versteckt den Sprung.`}`,
  };
  return text[l];
}

/** "2.27 s" in the answer's language ("2,27 s" outside English). */
const sec = (ms: number, l: Language = 'en'): string => (l === 'en' ? secs(ms) : secs(ms).replace('.', ','));

type Answers = Readonly<Record<AskedKind, (f: AskedFacts) => string>>;

const ANSWERS: Readonly<Record<Language, Answers>> = {
  en: {
    needs_music: (f) =>
      f.ownAudio
        ? `Do you need music? No: the clip's own sound is the point, so post it with the original audio; add "${f.name}" only for reach, at 0–5 %.`
        : f.voice && f.apology
          ? `Do you need music? No: an apology is carried by its words, and music under it can read as staging; post it without music, or keep "${f.name}" very low, about 20 dB under the voice, and never loud where you speak.`
        : f.voice
          ? `Do you need music? Not necessarily: the voice carries it. A low bed helps the pacing${f.levelAsked ? '' : `; "${f.name}" sits 10–14 dB under the voice`}.`
          : `Do you need music? Yes: with no voice and no sound of its own, the clip needs a sound; "${f.name}" is the pick.`,
    too_long: (f) =>
      f.longByDesign && !f.longForAShort
        ? `Should you cut it? No: this kind of clip (study with me, ASMR) is long by design; keep ${f.durationS} s.`
        : f.longForAShort
        ? `Should you cut it? Yes: ${f.durationS} s is long for a short-form feed; a cut of 60 s or less that keeps the payoff is the usual choice (the length advice below says where).`
        : `Should you cut it? No: ${f.durationS} s is a fine length for a short${f.fitsArrangement ? ', and it matches one of the sound\'s arrangements' : '; the length advice below says how to end it on the sound'}.`,
    ai_label: (f) =>
      f.aigc
        ? 'Do you have to say it is AI? Yes: turn on the platform\'s AI-generated label and add "Made with AI" to the caption; realistic AI footage must be labelled, and a generated person never passes for a real customer, patient or testimonial.'
        : f.aiVoice
          ? 'Do you have to say it is AI? Yes: the voice is AI-made, so turn on the platform\'s AI-generated label and add "Made with AI" to the caption; a cloned voice needs its owner\'s written consent.'
        : 'Do you have to say it is AI? Only if AI made or changed what is shown: then turn on the platform\'s AI-generated label and say so in the caption.',
    is_ad: (f) =>
      f.disclosure === 'paid_partnership'
        ? 'Is it an ad? Yes: it is paid, so the post needs #ad and the platform\'s paid-partnership label, naming who pays.'
        : f.disclosure === 'own_brand'
          ? 'Is it an ad? It promotes your own business on its own account: no paid-partnership label and no #ad; use the platform\'s business or own-brand setting where there is one.'
          : f.clientPosts
            ? 'Is it an ad? Not from you: the client posts it, and their account or ad account labels it.'
            : 'Is it an ad? No: nothing here is paid, gifted or posted for a brand, so no #ad.',
    what_audio: (f) =>
      f.recordedMusic
        ? `What to do with the audio? The song in your recording is someone else's track: mute it (the platform may mute the post for it), keep only the moment's own sound (the cheers, a line) low, and put "${f.name}" in its place; never lay one song over another.`
        : f.ownAudio
          ? `What to do with the audio? Keep it: the clip's own sound is the point; "${f.name}" goes underneath at 0–5 %, or at zero volume in the app.`
          : f.voice
            ? `What to do with the audio? Keep the voice on top; "${f.name}" sits 10–14 dB under it (the mix spec has the levels).`
            : `What to do with the audio? Replace it with "${f.name}"; keep any sound of the moment itself low underneath.`,
    go_viral: () =>
      'Will it go viral? Nobody can promise that: the momentum shown for a sound is a snapshot, not a forecast. What helps is the fit below, the moment on the hit, and a first second that shows what the clip is.',
    use_trending: (f) =>
      f.campaign !== null
        ? `Can you just use a trending sound from the app? Not for this: the app's library covers organic posts only; paid ads, brand and client work need a licensed track, so "${f.name}" goes out with the ${f.campaign}.`
        : `Can you just use a trending sound from the app? For an organic post, yes, attached in the app; "${f.name}" is the pick for this clip.`,
    send_audio: (f) =>
      f.campaign !== null
        ? `Can you get the mp3? Not from here: the service returns no audio. The ${f.campaign} provides the licensed file for your edit.`
        : 'Can you get the mp3? Not from here: the service returns no audio. Attach the sound in the app; a downloaded copy is not covered.',
    where_cut: (f) =>
      f.cutting.style === 'one_take'
        ? `Where to cut? Nowhere: it is one continuous shot, and the hit at ${sec(f.cutting.hitMs)} lands inside it.`
        : f.beatAsked
          ? (f.cutting.style === 'lines'
            ? `Cut on the beat? No: cut where a line ends; the music sits under the voice, so the beat is only a guide (about ${sec(f.cutting.everyMs)} a shot).`
            : f.cutting.style === 'free'
              ? `Cut on the beat? "${f.name}" has no fixed beat: cut on visible motion, about every ${sec(f.cutting.everyMs)}${f.cutting.firstCutMs !== null ? ` (the first cut at ${sec(f.cutting.firstCutMs)})` : ''}, and save the strongest moment for the swell at ${sec(f.cutting.hitMs)}.`
              : f.cutting.style === 'holds'
                ? `Cut on the beat? Not on every beat: hold each shot long (about ${sec(f.cutting.everyMs)}) and make the few cuts on a downbeat${f.cutting.firstCutMs !== null ? `, the first at ${sec(f.cutting.firstCutMs)}` : ''} (the beat map lists them).`
                : `Cut on the beat? Yes: every ${f.cutting.everyBeats} beats (${sec(f.cutting.everyMs)})${f.cutting.firstCutMs !== null ? `, the first cut at ${sec(f.cutting.firstCutMs)}` : ''}, and the strongest moment on the hit at ${sec(f.cutting.hitMs)} (the beat map lists every cut).`)
        : f.cutting.style === 'lines'
          ? `Where to cut? Where a line ends: the music sits under the voice, so the beat is only a guide (about ${sec(f.cutting.everyMs)} a shot).`
          : f.cutting.style === 'free'
            ? `Where to cut? On visible motion, about every ${sec(f.cutting.everyMs)}${f.cutting.firstCutMs !== null ? ` (the first cut at ${sec(f.cutting.firstCutMs)})` : ''}: "${f.name}" has no fixed beat; save the strongest moment for the swell at ${sec(f.cutting.hitMs)}.`
            : f.cutting.style === 'holds'
              ? `Where to cut? Seldom: hold each shot long (about ${sec(f.cutting.everyMs)}) and make the few cuts on a downbeat${f.cutting.firstCutMs !== null ? `, the first at ${sec(f.cutting.firstCutMs)}` : ''} (the beat map lists them).`
              : `Where to cut? On the beat, every ${f.cutting.everyBeats} beats (${sec(f.cutting.everyMs)})${f.cutting.firstCutMs !== null ? `, the first cut at ${sec(f.cutting.firstCutMs)}` : ''}, with the strongest moment on the hit at ${sec(f.cutting.hitMs)} (the beat map lists every cut).`,
    which_caption: (f) => (f.caption !== null ? `Caption: "${f.caption}" (two more options below).` : 'Caption: see the options below.'),
    real_person: () =>
      "Can you put a real person's face or voice on it? No: not without their written consent. A face swap with a real person (a celebrity above all) is a deepfake that platforms remove and that can break the law; keep the characters invented.",
    may_post: () =>
      'Can you post it? Yes, with the consent of everyone recognisable in it (for children, their parents\'); blur or crop anyone who has not agreed. The sound is covered as the risk section says.',
    named_sound: (f) =>
      f.named === null
        ? ''
        : f.named.chosen
          ? `Can you use "${f.named.name}"? Yes: it fits this clip${f.named.series ? ', and one sound across a series makes the episodes recognisable' : ''}; the plan below is built on it.`
          : f.named.voiceClash
            ? `Can you use "${f.named.name}"? Not under your voice: it is made to lead and would fight the talking; "${f.name}" sits under a voice, and "${f.named.name}" suits a version with no talking.`
            : `Can you use "${f.named.name}"? You can, but "${f.name}" fits this clip better (the reasons are below).`,
    boost_later: (f) =>
      `Can you boost it later with the same sound? Only with the licence: a boosted post is an ad, and a sound attached in the app covers organic posts only; publish "${f.name}" with the ${f.campaign ?? 'Verified Campaign License'} before you boost.`,
    text_on_screen: (f) =>
      f.tender
        ? 'Text on the photos? Very little: none over a face; one short line on the last image (a name, the years, a thank-you) says enough.'
        : 'Text on screen? One short line at a time, held 1.5–2 s so it can be read, in the upper third and never over the reveal; the text windows below say where.',
    loop_part: (f) => loopAnswer(f, 'en'),
    hold_time: (f) =>
      `How long per photo? ${holdSeconds(f)} s each (the plan holds each one for ${f.cutting.everyBeats ?? 'a few'} beats of "${f.name}"), a little longer on the one that matters most; cut on the downbeat.`,
    one_or_two: (f) =>
      `One sound or two? One: a post carries one sound in the app. ${f.voice ? `"${f.name}" sits 10–14 dB under your voice where you talk; bring it up where nobody talks.` : `"${f.name}" runs through the whole clip.`}`,
    how_loud: (f) =>
      f.ownAudio
        ? `How loud? Low: "${f.name}" at 0–5 % under the clip's own sound, or at zero in the app.`
        : f.voice
          ? `How loud? About 10–14 dB under your voice while you talk (in the app: your original sound at 100 %, "${f.name}" around 20–30 %), a little higher where nobody talks; the mix spec has the levels.`
          : `How loud? At full level: with no voice, "${f.name}" carries the clip (in the app: the added sound at 100 %, your original sound off, or at 10–20 % if its own sound is part of the moment; in an editor, the mix peaking around −1 dBFS, about −14 LUFS overall).`,
    share_elsewhere: (f) =>
      f.elsewhere?.kind === 'platform'
        ? (f.campaign !== null && f.business !== false
          ? `Posting it on ${f.elsewhere.name} too? Yes, with the ${f.campaign}: name ${f.elsewhere.name} among the uses when you apply, and upload the licensed file there.`
          : `Posting it on ${f.elsewhere.name} too? Yes, but add the sound there from ${f.elsewhere.name}'s own library (search "${f.name}"), never upload the file with the music in it: each app licenses its library for posts made in it, and a file with music baked in is what gets muted. If "${f.name}" is not there, post with your original sound or a sound from that library${f.campaign !== null ? `; only a file with "${f.name}" in it, uploaded there, needs the ${f.campaign}` : ''}.`)
        : f.elsewhere?.kind === 'messaging'
          ? `Sending it on ${f.elsewhere.name} too? A copy saved from the app is a file outside it: the in-app sound does not cover it, and apps often mute the music in saved videos. Share the post's link, or send the video with its original sound only${f.campaign !== null ? `; the ${f.campaign} covers a file if you name that use` : ''}.`
          : f.elsewhere?.kind === 'screen'
            ? `Playing it on a screen at the event too? Play the post itself from the app, with its sound; a copy saved from the app is a file outside it, which the in-app sound does not cover and which may come out muted. For a file to play offline, the Verified Campaign License covers "${f.name}".`
            : '',
    copyright: (f) =>
      f.performance === true
        ? `Copyright: the song in your clip belongs to its writers: a cover or a performance of someone else's song needs that song licensed where you post it (in the app, where its library has it), and "${f.name}" is only an optional bed under it.`
        : f.campaign !== null && f.business === false
        ? `Copyright: in the app, with "${f.name}" attached from its library, this post is covered; the file used elsewhere (another platform, a download) is not, and needs the ${f.campaign}.`
        : f.campaign !== null
        ? `Copyright: this is business use, which the app's general library does not cover (business accounts get only its commercial library); publish "${f.name}" with the ${f.campaign}, which licenses it for the uses you name.`
        : `Copyright: attached in the app from its library, "${f.name}" is licensed for this post; what gets a post muted or claimed is a song uploaded inside the file, so add the sound in the app, not in your editor.`,
    keep_out: () =>
      'Keeping them out of it: film hands, objects, places and yourself; no face, name badge, chart or screen of theirs in frame, and blur anything that slips in before you post.',
    use_where: (f) =>
      f.campaign !== null
        ? `Can you use it there too? Only with the licence: a sound attached in the app covers organic posts in the app; a paid ad, a screen in a shop or an upload elsewhere is use outside it. Publish "${f.name}" with the ${f.campaign}, and name every use (the ad, the screen, the other platform) when you apply.`
        : `Can you use it there too? In the app, yes: attach "${f.name}" as the native sound. Anywhere else (a paid ad, another platform, a download) it needs the Verified Campaign License.`,
    other_song: (f) =>
      f.campaign !== null
        ? `Can you use that song instead? Not here: a commercial song in a paid ad, brand or client work needs a licence from its label and publisher, which the app's library does not give; "${f.name}" goes out with the ${f.campaign}.`
        : `Can you use that song instead? For an organic post, only if it is in the app's sound library, attached in the app (never a downloaded copy); "${f.name}" is made for this clip if you want one.`,
  },
  es: {
    needs_music: (f) =>
      f.ownAudio
        ? `¿Necesitas música? No: el sonido del propio clip es lo importante, publícalo con el audio original; añade «${f.name}» solo para alcance, al 0–5 %.`
        : f.voice && f.apology
          ? `¿Necesitas música? No: una disculpa se sostiene con sus palabras, y la música debajo puede parecer puesta en escena; publícalo sin música, o deja «${f.name}» muy bajo, unos 20 dB por debajo de la voz.`
        : f.voice
          ? `¿Necesitas música? No hace falta: la voz lo sostiene. Un fondo bajo ayuda al ritmo${f.levelAsked ? '' : `; «${f.name}» va 10–14 dB por debajo de la voz`}.`
          : `¿Necesitas música? Sí: sin voz ni sonido propio, el clip necesita un sonido; «${f.name}» es la elección.`,
    too_long: (f) =>
      f.longByDesign && !f.longForAShort
        ? `¿Lo recortas? No: este tipo de clip (estudia conmigo, ASMR) es largo a propósito; deja los ${f.durationS} s.`
        : f.longForAShort
        ? `¿Lo recortas? Sí: ${f.durationS} s es largo para un feed de videos cortos; lo habitual es una versión de 60 s o menos que conserve el momento clave.`
        : `¿Lo recortas? No: ${f.durationS} s es una buena duración para un video corto.`,
    ai_label: (f) =>
      f.aigc
        ? '¿Hay que decir que es IA? Sí: activa la etiqueta de contenido generado con IA de la plataforma y añade «Hecho con IA» al caption; una persona generada nunca pasa por un cliente o un testimonio reales.'
        : f.aiVoice
          ? '¿Hay que decir que es IA? Sí: la voz está hecha con IA, así que activa la etiqueta de IA de la plataforma y añade «Hecho con IA» al caption; una voz clonada necesita el permiso por escrito de su dueño.'
        : '¿Hay que decir que es IA? Solo si la IA creó o cambió lo que se ve: entonces activa la etiqueta de IA y dilo en el caption.',
    is_ad: (f) =>
      f.disclosure === 'paid_partnership'
        ? '¿Es publicidad? Sí: hay pago, así que la publicación lleva #publicidad (o #ad) y la etiqueta de colaboración pagada de la plataforma, con quien paga.'
        : f.disclosure === 'own_brand'
          ? '¿Es publicidad? Promociona tu propio negocio en su propia cuenta: sin etiqueta de colaboración pagada ni #ad; usa el ajuste de cuenta de empresa de la plataforma si existe.'
          : f.clientPosts
            ? '¿Es publicidad? No de tu parte: lo publica el cliente, y su cuenta o su cuenta de anuncios lo etiqueta.'
            : '¿Es publicidad? No: aquí no hay pago, regalo ni marca, así que sin #ad.',
    what_audio: (f) =>
      f.recordedMusic
        ? `¿Qué hacer con el audio? La canción de tu grabación es de otra persona: quítala (la plataforma puede silenciar el video por ella), deja bajo solo el sonido del momento (los aplausos, una frase) y pon «${f.name}» en su lugar; nunca una canción encima de otra.`
        : f.ownAudio
          ? `¿Qué hacer con el audio? Déjalo: el sonido del propio clip es lo importante; «${f.name}» va debajo al 0–5 %, o a volumen cero en la app.`
          : f.voice
            ? `¿Qué hacer con el audio? La voz encima; «${f.name}» va 10–14 dB por debajo (el mix spec tiene los niveles).`
            : `¿Qué hacer con el audio? Cámbialo por «${f.name}»; deja bajo el sonido del momento, si lo hay.`,
    go_viral: () =>
      '¿Se hará viral? Nadie puede prometerlo: el impulso que se muestra de un sonido es una foto del momento, no una predicción. Lo que ayuda es el encaje de abajo, el momento sobre el golpe y un primer segundo que muestre de qué va el clip.',
    use_trending: (f) =>
      f.campaign !== null
        ? `¿Puedes usar un sonido en tendencia de la app? Para esto no: la biblioteca de la app cubre solo publicaciones orgánicas; anuncios pagados y trabajo de marca o de cliente necesitan una pista con licencia, así que «${f.name}» va con la ${f.campaign}.`
        : `¿Puedes usar un sonido en tendencia de la app? En una publicación orgánica, sí, añadido en la app; «${f.name}» es la elección para este clip.`,
    send_audio: (f) =>
      f.campaign !== null
        ? `¿Te mandamos el mp3? Desde aquí no: el servicio no entrega audio. La ${f.campaign} da el archivo con licencia para tu edición.`
        : '¿Te mandamos el mp3? Desde aquí no: el servicio no entrega audio. Añade el sonido en la app; una copia descargada no está cubierta.',
    where_cut: (f) =>
      f.cutting.style === 'one_take'
        ? `¿Dónde cortar? En ningún sitio: es un solo plano continuo, y el golpe en ${sec(f.cutting.hitMs, 'es')} cae dentro.`
        : f.beatAsked
          ? (f.cutting.style === 'lines'
            ? `¿Cortar en el beat? No: corta donde termina una frase; la música va bajo la voz, así que el beat solo orienta (unos ${sec(f.cutting.everyMs, 'es')} por plano).`
            : f.cutting.style === 'free'
              ? `¿Cortar en el beat? «${f.name}» no tiene un beat fijo: corta con el movimiento, más o menos cada ${sec(f.cutting.everyMs, 'es')}${f.cutting.firstCutMs !== null ? ` (el primer corte en ${sec(f.cutting.firstCutMs, 'es')})` : ''}, y guarda el mejor momento para la subida en ${sec(f.cutting.hitMs, 'es')}.`
              : f.cutting.style === 'holds'
                ? `¿Cortar en el beat? No en cada beat: deja cada plano largo (unos ${sec(f.cutting.everyMs, 'es')}) y haz los pocos cortes en un tiempo fuerte${f.cutting.firstCutMs !== null ? `, el primero en ${sec(f.cutting.firstCutMs, 'es')}` : ''} (el mapa de beats los lista).`
                : `¿Cortar en el beat? Sí: cada ${f.cutting.everyBeats} beats (${sec(f.cutting.everyMs, 'es')})${f.cutting.firstCutMs !== null ? `, el primer corte en ${sec(f.cutting.firstCutMs, 'es')}` : ''}, y el mejor momento en el golpe, en ${sec(f.cutting.hitMs, 'es')} (el mapa de beats lista cada corte).`)
        : f.cutting.style === 'lines'
          ? `¿Dónde cortar? Donde termina una frase: la música va bajo la voz, así que el beat solo orienta (unos ${sec(f.cutting.everyMs, 'es')} por plano).`
          : f.cutting.style === 'free'
            ? `¿Dónde cortar? Con el movimiento, más o menos cada ${sec(f.cutting.everyMs, 'es')}${f.cutting.firstCutMs !== null ? ` (el primer corte en ${sec(f.cutting.firstCutMs, 'es')})` : ''}: «${f.name}» no tiene un beat fijo; guarda el mejor momento para la subida en ${sec(f.cutting.hitMs, 'es')}.`
            : f.cutting.style === 'holds'
              ? `¿Dónde cortar? Poco: deja cada plano largo (unos ${sec(f.cutting.everyMs, 'es')}) y haz los pocos cortes en un tiempo fuerte${f.cutting.firstCutMs !== null ? `, el primero en ${sec(f.cutting.firstCutMs, 'es')}` : ''} (el mapa de beats los lista).`
              : `¿Dónde cortar? En el beat, cada ${f.cutting.everyBeats} beats (${sec(f.cutting.everyMs, 'es')})${f.cutting.firstCutMs !== null ? `, el primer corte en ${sec(f.cutting.firstCutMs, 'es')}` : ''}, con el mejor momento en el golpe, en ${sec(f.cutting.hitMs, 'es')} (el mapa de beats lista cada corte).`,
    which_caption: (f) => (f.caption !== null ? `Caption: «${f.caption}» (abajo tienes dos opciones más).` : 'Caption: mira las opciones de abajo.'),
    real_person: () =>
      '¿Puedes poner la cara o la voz de una persona real? No, sin su consentimiento por escrito no. Un cambio de cara con una persona real (sobre todo un famoso) es un deepfake que las plataformas retiran y que puede ser ilegal; deja a los personajes inventados.',
    may_post: () =>
      '¿Puedes publicarlo? Sí, con el permiso de quien se reconozca en el video (de los niños, sus padres); difumina o recorta a quien no haya aceptado.',
    named_sound: (f) =>
      f.named === null
        ? ''
        : f.named.chosen
          ? `¿Puedes usar «${f.named.name}»? Sí: encaja con este clip${f.named.series ? ', y un mismo sonido en toda la serie hace reconocibles los episodios' : ''}; el plan de abajo se basa en él.`
          : f.named.voiceClash
            ? `¿Puedes usar «${f.named.name}»? No bajo tu voz: está hecho para llevar el clip y pelearía con lo que dices; «${f.name}» va bajo una voz, y «${f.named.name}» sirve para una versión sin hablar.`
            : `¿Puedes usar «${f.named.name}»? Puedes, pero «${f.name}» encaja mejor con este clip (las razones van abajo).`,
    boost_later: (f) =>
      `¿Puedes promocionarla después con el mismo sonido? Solo con la licencia: una publicación promocionada es un anuncio, y un sonido añadido en la app cubre solo publicaciones orgánicas; publica «${f.name}» con la ${f.campaign ?? 'Verified Campaign License'} antes de promocionarla.`,
    text_on_screen: (f) =>
      f.tender
        ? '¿Texto sobre las fotos? Muy poco: nada sobre una cara; una línea corta en la última imagen (un nombre, los años, un gracias) basta.'
        : '¿Texto en pantalla? Una línea corta cada vez, 1,5–2 s para que se lea, en el tercio superior y nunca sobre la revelación; las ventanas de texto de abajo dicen dónde.',
    loop_part: (f) => loopAnswer(f, 'es'),
    hold_time: (f) =>
      `¿Cuánto tiempo por foto? ${holdSeconds(f)} s cada una (el plan sostiene cada foto ${f.cutting.everyBeats ?? 'unos'} tiempos de «${f.name}»), un poco más en la que más importa; corta en el tiempo fuerte.`,
    one_or_two: (f) =>
      `¿Uno o dos sonidos? Uno: una publicación lleva un solo sonido en la app. ${f.voice ? `«${f.name}» va 10–14 dB por debajo de tu voz donde hablas; súbelo donde nadie habla.` : `«${f.name}» acompaña todo el clip.`}`,
    how_loud: (f) =>
      f.ownAudio
        ? `¿A qué volumen? Bajo: «${f.name}» al 0–5 % debajo del sonido del clip, o a cero en la app.`
        : f.voice
          ? `¿A qué volumen? Unos 10–14 dB por debajo de tu voz mientras hablas (en la app: tu sonido original al 100 %, «${f.name}» al 20–30 %), algo más alto donde nadie habla; el mix spec tiene los niveles.`
          : `¿A qué volumen? Al máximo: sin voz, «${f.name}» sostiene el clip (en la app: el sonido añadido al 100 %, tu sonido original apagado, o al 10–20 % si su propio sonido es parte del momento; en un editor, la mezcla con picos cerca de −1 dBFS, unos −14 LUFS en total).`,
    share_elsewhere: (f) =>
      f.elsewhere?.kind === 'platform'
        ? (f.campaign !== null && f.business !== false
          ? `¿Publicarlo también en ${f.elsewhere.name}? Sí, con la ${f.campaign}: nombra ${f.elsewhere.name} entre los usos al pedirla y sube allí el archivo con licencia.`
          : `¿Publicarlo también en ${f.elsewhere.name}? Sí, pero añade el sonido desde la biblioteca de ${f.elsewhere.name} (busca «${f.name}»); nunca subas el archivo con la música dentro: cada app licencia su biblioteca para lo que se publica en ella, y un archivo con la música incrustada es lo que se silencia. Si «${f.name}» no está, publícalo con tu sonido original o con uno de esa biblioteca${f.campaign !== null ? `; solo un archivo con «${f.name}» dentro, subido allí, necesita la ${f.campaign}` : ''}.`)
        : f.elsewhere?.kind === 'messaging'
          ? `¿Mandarlo también por ${f.elsewhere.name}? Una copia guardada de la app es un archivo fuera de ella: el sonido de la app no la cubre, y las apps suelen silenciar la música al guardar. Comparte el enlace de la publicación, o manda el video solo con su sonido original${f.campaign !== null ? `; la ${f.campaign} cubre un archivo si nombras ese uso` : ''}.`
          : f.elsewhere?.kind === 'screen'
            ? `¿Proyectarlo también en el evento? Reproduce la publicación desde la app, con su sonido; una copia guardada es un archivo fuera de la app, que su sonido no cubre y que puede salir sin música. Para un archivo que se reproduzca sin conexión, la Verified Campaign License cubre «${f.name}».`
            : '',
    copyright: (f) =>
      f.performance === true
        ? `Derechos de autor: la canción de tu clip es de sus autores: un cover o una interpretación de una canción ajena necesita esa canción con licencia donde publiques (en la app, si su biblioteca la tiene), y «${f.name}» es solo un fondo opcional.`
        : f.campaign !== null && f.business === false
        ? `Derechos de autor: en la app, con «${f.name}» añadido desde su biblioteca, esta publicación está cubierta; el archivo usado en otro sitio (otra plataforma, una descarga) no lo está y necesita la ${f.campaign}.`
        : f.campaign !== null
        ? `Derechos de autor: es uso comercial, que la biblioteca general de la app no cubre (las cuentas de empresa solo tienen su biblioteca comercial); publica «${f.name}» con la ${f.campaign}, que lo licencia para los usos que nombres.`
        : `Derechos de autor: añadido en la app desde su biblioteca, «${f.name}» tiene licencia para esta publicación; lo que hace que se silencie o se reclame es una canción subida dentro del archivo, así que añade el sonido en la app, no en tu editor.`,
    keep_out: () =>
      'Para que no salgan: graba manos, objetos, lugares y a ti; ninguna cara, credencial, ficha o pantalla suya en el encuadre, y difumina lo que se cuele antes de publicar.',
    use_where: (f) =>
      f.campaign !== null
        ? `¿Puedes usarlo también ahí? Solo con la licencia: un sonido añadido en la app cubre publicaciones orgánicas en la app; un anuncio pagado, una pantalla en una tienda o subirlo a otro sitio es uso fuera de ella. Publica «${f.name}» con la ${f.campaign} y nombra cada uso (el anuncio, la pantalla, la otra plataforma) al pedirla.`
        : `¿Puedes usarlo también ahí? En la app, sí: añade «${f.name}» como sonido nativo. En cualquier otro sitio (un anuncio pagado, otra plataforma, una descarga) necesita la Verified Campaign License.`,
    other_song: (f) =>
      f.campaign !== null
        ? `¿Puedes usar esa canción en su lugar? Aquí no: una canción comercial en un anuncio o trabajo de marca necesita licencia de su discográfica y editorial, y la biblioteca de la app no la da; «${f.name}» sale con la ${f.campaign}.`
        : `¿Puedes usar esa canción en su lugar? En una publicación orgánica, solo si está en la biblioteca de sonidos de la app, añadida en la app (nunca un archivo descargado); «${f.name}» está hecho para este clip si quieres uno.`,
  },
  pt: {
    needs_music: (f) =>
      f.ownAudio
        ? `Precisa de música? Não: o som do próprio clipe é o que importa, publique com o áudio original; adicione «${f.name}» só para alcance, em 0–5 %.`
        : f.voice && f.apology
          ? `Precisa de música? Não: um pedido de desculpas se sustenta nas palavras, e música por baixo pode parecer encenação; publique sem música, ou deixe «${f.name}» bem baixo, uns 20 dB abaixo da voz.`
        : f.voice
          ? `Precisa de música? Não necessariamente: a voz segura o vídeo. Um fundo baixo ajuda no ritmo${f.levelAsked ? '' : `; «${f.name}» fica 10–14 dB abaixo da voz`}.`
          : `Precisa de música? Sim: sem voz nem som próprio, o clipe precisa de um som; «${f.name}» é a escolha.`,
    too_long: (f) =>
      f.longByDesign && !f.longForAShort
        ? `Vale cortar? Não: esse tipo de clipe (estude comigo, ASMR) é longo de propósito; mantenha os ${f.durationS} s.`
        : f.longForAShort
        ? `Vale cortar? Sim: ${f.durationS} s é longo para um feed de vídeos curtos; o comum é uma versão de 60 s ou menos que mantenha o momento principal.`
        : `Vale cortar? Não: ${f.durationS} s é uma boa duração para um vídeo curto.`,
    ai_label: (f) =>
      f.aigc
        ? 'Precisa avisar que é IA? Sim: ative o rótulo de conteúdo gerado por IA da plataforma e coloque «Feito com IA» na legenda; uma pessoa gerada nunca passa por um cliente ou depoimento real.'
        : f.aiVoice
          ? 'Precisa avisar que é IA? Sim: a voz é feita com IA, então ative o rótulo de IA da plataforma e coloque «Feito com IA» na legenda; uma voz clonada precisa da autorização por escrito do dono.'
        : 'Precisa avisar que é IA? Só se a IA criou ou mudou o que aparece: aí ative o rótulo de IA e diga isso na legenda.',
    is_ad: (f) =>
      f.disclosure === 'paid_partnership'
        ? 'É publi? Sim: tem pagamento, então o post leva #publi (ou #ad) e o rótulo de parceria paga da plataforma, com quem paga.'
        : f.disclosure === 'own_brand'
          ? 'É publi? Divulga o seu próprio negócio na conta dele: sem rótulo de parceria paga e sem #ad; use a configuração de conta comercial da plataforma, se houver.'
          : f.clientPosts
            ? 'É publi? Não da sua parte: quem posta é o cliente, e a conta ou a conta de anúncios dele faz a marcação.'
            : 'É publi? Não: aqui não há pagamento, presente nem marca, então sem #ad.',
    what_audio: (f) =>
      f.recordedMusic
        ? `O que fazer com o áudio? A música da sua gravação é de outra pessoa: tire-a (a plataforma pode silenciar o vídeo por ela), deixe baixo só o som do momento (os aplausos, uma fala) e coloque «${f.name}» no lugar; nunca uma música por cima da outra.`
        : f.ownAudio
          ? `O que fazer com o áudio? Mantenha: o som do próprio clipe é o que importa; «${f.name}» fica por baixo em 0–5 %, ou em volume zero no app.`
          : f.voice
            ? `O que fazer com o áudio? A voz por cima; «${f.name}» fica 10–14 dB abaixo (o mix spec tem os níveis).`
            : `O que fazer com o áudio? Troque por «${f.name}»; deixe baixo o som do momento, se houver.`,
    go_viral: () =>
      'Vai viralizar? Ninguém pode prometer: o impulso mostrado de um som é um retrato do momento, não uma previsão. O que ajuda é o encaixe abaixo, o momento na batida e um primeiro segundo que mostre do que é o clipe.',
    use_trending: (f) =>
      f.campaign !== null
        ? `Dá pra usar um som em alta do app? Pra isso não: a biblioteca do app cobre só posts orgânicos; anúncios pagos e trabalho de marca ou de cliente precisam de uma faixa licenciada, então «${f.name}» vai com a ${f.campaign}.`
        : `Dá pra usar um som em alta do app? Num post orgânico, sim, adicionado no app; «${f.name}» é a escolha pra este clipe.`,
    send_audio: (f) =>
      f.campaign !== null
        ? `Dá pra receber o mp3? Daqui não: o serviço não entrega áudio. A ${f.campaign} fornece o arquivo licenciado pra sua edição.`
        : 'Dá pra receber o mp3? Daqui não: o serviço não entrega áudio. Adicione o som no app; uma cópia baixada não está coberta.',
    where_cut: (f) =>
      f.cutting.style === 'one_take'
        ? `Onde cortar? Em lugar nenhum: é um plano contínuo só, e a batida em ${sec(f.cutting.hitMs, 'pt')} cai dentro dele.`
        : f.beatAsked
          ? (f.cutting.style === 'lines'
            ? `Cortar na batida? Não: corte onde uma frase termina; a música fica sob a voz, então a batida só orienta (uns ${sec(f.cutting.everyMs, 'pt')} por plano).`
            : f.cutting.style === 'free'
              ? `Cortar na batida? «${f.name}» não tem batida fixa: corte no movimento, mais ou menos a cada ${sec(f.cutting.everyMs, 'pt')}${f.cutting.firstCutMs !== null ? ` (o primeiro corte em ${sec(f.cutting.firstCutMs, 'pt')})` : ''}, e guarde o melhor momento para a subida em ${sec(f.cutting.hitMs, 'pt')}.`
              : f.cutting.style === 'holds'
                ? `Cortar na batida? Não em toda batida: segure cada plano por mais tempo (uns ${sec(f.cutting.everyMs, 'pt')}) e faça os poucos cortes num tempo forte${f.cutting.firstCutMs !== null ? `, o primeiro em ${sec(f.cutting.firstCutMs, 'pt')}` : ''} (o mapa de batidas lista todos).`
                : `Cortar na batida? Sim: a cada ${f.cutting.everyBeats} batidas (${sec(f.cutting.everyMs, 'pt')})${f.cutting.firstCutMs !== null ? `, o primeiro corte em ${sec(f.cutting.firstCutMs, 'pt')}` : ''}, e o melhor momento na batida forte em ${sec(f.cutting.hitMs, 'pt')} (o mapa de batidas lista cada corte).`)
        : f.cutting.style === 'lines'
          ? `Onde cortar? Onde uma frase termina: a música fica por baixo da voz, então a batida só orienta (uns ${sec(f.cutting.everyMs, 'pt')} por plano).`
          : f.cutting.style === 'free'
            ? `Onde cortar? No movimento, mais ou menos a cada ${sec(f.cutting.everyMs, 'pt')}${f.cutting.firstCutMs !== null ? ` (o primeiro corte em ${sec(f.cutting.firstCutMs, 'pt')})` : ''}: «${f.name}» não tem batida fixa; guarde o melhor momento para a subida em ${sec(f.cutting.hitMs, 'pt')}.`
            : f.cutting.style === 'holds'
              ? `Onde cortar? Pouco: segure cada plano (uns ${sec(f.cutting.everyMs, 'pt')}) e faça os poucos cortes num tempo forte${f.cutting.firstCutMs !== null ? `, o primeiro em ${sec(f.cutting.firstCutMs, 'pt')}` : ''} (o mapa de batidas lista todos).`
              : `Onde cortar? Na batida, a cada ${f.cutting.everyBeats} tempos (${sec(f.cutting.everyMs, 'pt')})${f.cutting.firstCutMs !== null ? `, o primeiro corte em ${sec(f.cutting.firstCutMs, 'pt')}` : ''}, com o melhor momento no hit, em ${sec(f.cutting.hitMs, 'pt')} (o mapa de batidas lista cada corte).`,
    which_caption: (f) => (f.caption !== null ? `Legenda: «${f.caption}» (mais duas opções abaixo).` : 'Legenda: veja as opções abaixo.'),
    real_person: () =>
      'Pode colocar o rosto ou a voz de uma pessoa real? Não sem o consentimento por escrito dela. Trocar o rosto por o de uma pessoa real (ainda mais um famoso) é um deepfake que as plataformas removem e que pode ser ilegal; mantenha os personagens inventados.',
    may_post: () =>
      'Pode publicar? Sim, com a autorização de quem aparece reconhecível (das crianças, os pais); desfoque ou corte quem não concordou.',
    named_sound: (f) =>
      f.named === null
        ? ''
        : f.named.chosen
          ? `Dá para usar «${f.named.name}»? Sim: combina com este clipe${f.named.series ? ', e o mesmo som em toda a série deixa os episódios reconhecíveis' : ''}; o plano abaixo é feito com ele.`
          : f.named.voiceClash
            ? `Dá para usar «${f.named.name}»? Não por baixo da sua voz: ele foi feito para conduzir e brigaria com a fala; «${f.name}» fica por baixo de uma voz, e «${f.named.name}» serve para uma versão sem fala.`
            : `Dá para usar «${f.named.name}»? Dá, mas «${f.name}» combina melhor com este clipe (os motivos estão abaixo).`,
    boost_later: (f) =>
      `Dá para impulsionar depois com o mesmo som? Só com a licença: um post impulsionado é um anúncio, e um som adicionado no app cobre só posts orgânicos; publique «${f.name}» com a ${f.campaign ?? 'Verified Campaign License'} antes de impulsionar.`,
    text_on_screen: (f) =>
      f.tender
        ? 'Texto nas fotos? Bem pouco: nada sobre um rosto; uma linha curta na última imagem (um nome, os anos, um obrigado) basta.'
        : 'Texto na tela? Uma linha curta por vez, 1,5–2 s para dar tempo de ler, no terço de cima e nunca sobre a revelação; as janelas de texto abaixo dizem onde.',
    loop_part: (f) => loopAnswer(f, 'pt'),
    hold_time: (f) =>
      `Quanto tempo por foto? ${holdSeconds(f)} s cada uma (o plano segura cada foto por ${f.cutting.everyBeats ?? 'alguns'} tempos de «${f.name}»), um pouco mais na que mais importa; corte no tempo forte.`,
    one_or_two: (f) =>
      `Um som ou dois? Um: um post leva um só som no app. ${f.voice ? `«${f.name}» fica 10–14 dB abaixo da sua voz onde você fala; suba o volume onde ninguém fala.` : `«${f.name}» acompanha o clipe inteiro.`}`,
    how_loud: (f) =>
      f.ownAudio
        ? `Qual volume? Baixo: «${f.name}» a 0–5 % por baixo do som do clipe, ou a zero no app.`
        : f.voice
          ? `Qual volume? Uns 10–14 dB abaixo da sua voz enquanto fala (no app: o som original a 100 %, «${f.name}» a 20–30 %), um pouco mais alto onde ninguém fala; o mix spec tem os níveis.`
          : `Qual volume? No máximo: sem voz, «${f.name}» segura o clipe (no app: o som adicionado a 100 %, o som original desligado, ou a 10–20 % se o próprio som faz parte do momento; num editor, a mixagem com picos perto de −1 dBFS, uns −14 LUFS no total).`,
    share_elsewhere: (f) =>
      f.elsewhere?.kind === 'platform'
        ? (f.campaign !== null && f.business !== false
          ? `Postar também no ${f.elsewhere.name}? Sim, com a ${f.campaign}: cite o ${f.elsewhere.name} entre os usos ao pedir e suba lá o arquivo licenciado.`
          : `Postar também no ${f.elsewhere.name}? Sim, mas adicione o som pela biblioteca do próprio ${f.elsewhere.name} (procure «${f.name}»); nunca suba o arquivo com a música dentro: cada app licencia a sua biblioteca para o que é postado nele, e um arquivo com a música embutida é o que fica mudo. Se «${f.name}» não estiver lá, poste com o som original ou com um som dessa biblioteca${f.campaign !== null ? `; só um arquivo com «${f.name}» dentro, subido lá, precisa da ${f.campaign}` : ''}.`)
        : f.elsewhere?.kind === 'messaging'
          ? `Mandar também pelo ${f.elsewhere.name}? Uma cópia salva do app é um arquivo fora dele: o som do app não a cobre, e os apps costumam tirar a música dos vídeos salvos. Compartilhe o link do post, ou mande o vídeo só com o som original${f.campaign !== null ? `; a ${f.campaign} cobre um arquivo se você citar esse uso` : ''}.`
          : f.elsewhere?.kind === 'screen'
            ? `Passar também no telão do evento? Toque o próprio post no app, com o som; uma cópia salva é um arquivo fora do app, que o som do app não cobre e que pode sair sem música. Para um arquivo tocado offline, a Verified Campaign License cobre «${f.name}».`
            : '',
    copyright: (f) =>
      f.performance === true
        ? `Direitos autorais: a música do seu clipe é dos autores: um cover ou uma interpretação de música alheia precisa dessa música licenciada onde você postar (no app, se a biblioteca tiver), e «${f.name}» é só um fundo opcional.`
        : f.campaign !== null && f.business === false
        ? `Direitos autorais: no app, com «${f.name}» adicionado pela biblioteca, este post está coberto; o arquivo usado em outro lugar (outra plataforma, um download) não está e precisa da ${f.campaign}.`
        : f.campaign !== null
        ? `Direitos autorais: é uso comercial, que a biblioteca geral do app não cobre (contas comerciais só têm a biblioteca comercial); publique «${f.name}» com a ${f.campaign}, que o licencia para os usos que você citar.`
        : `Direitos autorais: adicionado no app pela biblioteca, «${f.name}» tem licença para este post; o que deixa um post mudo ou reivindicado é uma música subida dentro do arquivo, então adicione o som no app, não no editor.`,
    keep_out: () =>
      'Para que não apareçam: filme mãos, objetos, lugares e você; nenhum rosto, crachá, prontuário ou tela deles no quadro, e desfoque o que escapar antes de postar.',
    use_where: (f) =>
      f.campaign !== null
        ? `Dá para usar lá também? Só com a licença: um som adicionado no app cobre posts orgânicos no app; um anúncio pago, uma tela numa loja ou subir em outro lugar é uso fora dele. Publique «${f.name}» com a ${f.campaign} e cite cada uso (o anúncio, a tela, a outra plataforma) ao pedir.`
        : `Dá para usar lá também? No app, sim: adicione «${f.name}» como som nativo. Em qualquer outro lugar (anúncio pago, outra plataforma, download) precisa da Verified Campaign License.`,
    other_song: (f) =>
      f.campaign !== null
        ? `Dá para usar essa música no lugar? Aqui não: uma música comercial em anúncio ou trabalho de marca precisa de licença da gravadora e da editora, e a biblioteca do app não dá; «${f.name}» sai com a ${f.campaign}.`
        : `Dá para usar essa música no lugar? Num post orgânico, só se estiver na biblioteca de sons do app, adicionada no app (nunca um arquivo baixado); «${f.name}» foi feito para este clipe, se quiser um.`,
  },
  fr: {
    needs_music: (f) =>
      f.ownAudio
        ? `Faut-il de la musique ? Non : le son du clip est l'essentiel, publie-le avec le son original ; ajoute « ${f.name} » seulement pour la portée, à 0–5 %.`
        : f.voice && f.apology
          ? `Faut-il de la musique ? Non : des excuses tiennent par leurs mots, et une musique dessous peut sembler mise en scène ; publie-le sans musique, ou garde « ${f.name} » très bas, environ 20 dB sous la voix.`
        : f.voice
          ? `Faut-il de la musique ? Pas forcément : la voix porte le clip. Un fond discret aide le rythme${f.levelAsked ? '' : ` ; « ${f.name} » reste 10–14 dB sous la voix`}.`
          : `Faut-il de la musique ? Oui : sans voix ni son propre, le clip a besoin d'un son ; « ${f.name} » est le choix.`,
    too_long: (f) =>
      f.longByDesign && !f.longForAShort
        ? `Faut-il couper ? Non : ce genre de clip (study with me, ASMR) est long exprès ; garde les ${f.durationS} s.`
        : f.longForAShort
        ? `Faut-il couper ? Oui : ${f.durationS} s, c'est long pour un fil de vidéos courtes ; on fait d'habitude une version de 60 s ou moins qui garde le moment fort.`
        : `Faut-il couper ? Non : ${f.durationS} s est une bonne durée pour une vidéo courte.`,
    ai_label: (f) =>
      f.aigc
        ? "Faut-il dire que c'est de l'IA ? Oui : active le label « contenu généré par IA » de la plateforme et ajoute « Fait avec l'IA » à la légende ; une personne générée ne passe jamais pour un vrai client ou un vrai témoignage."
        : f.aiVoice
          ? "Faut-il dire que c'est de l'IA ? Oui : la voix est faite par IA, donc active le label IA de la plateforme et ajoute « Fait avec l'IA » à la légende ; une voix clonée demande l'accord écrit de son propriétaire."
        : "Faut-il dire que c'est de l'IA ? Seulement si l'IA a créé ou modifié ce qu'on voit : active alors le label IA et dis-le dans la légende.",
    is_ad: (f) =>
      f.disclosure === 'paid_partnership'
        ? "C'est de la pub ? Oui : il y a paiement, donc le post porte #publicité et le label « partenariat rémunéré » de la plateforme, avec qui paie."
        : f.disclosure === 'own_brand'
          ? "C'est de la pub ? Ça promeut ton propre commerce sur son propre compte : pas de label de partenariat ni de #ad ; utilise le réglage compte professionnel de la plateforme s'il existe."
          : f.clientPosts
            ? "C'est de la pub ? Pas de ton côté : c'est le client qui publie, et son compte ou son compte publicitaire l'étiquette."
            : "C'est de la pub ? Non : ni paiement, ni cadeau, ni marque ici, donc pas de #ad.",
    what_audio: (f) =>
      f.recordedMusic
        ? `Que faire du son ? La chanson de ton enregistrement appartient à quelqu'un d'autre : coupe-la (la plateforme peut couper le son du post), garde bas seulement le son du moment (les applaudissements, une phrase) et mets « ${f.name} » à sa place ; jamais une chanson sur une autre.`
        : f.ownAudio
          ? `Que faire du son ? Garde-le : le son du clip est l'essentiel ; « ${f.name} » passe dessous à 0–5 %, ou à volume zéro dans l'app.`
          : f.voice
            ? `Que faire du son ? La voix au-dessus ; « ${f.name} » reste 10–14 dB dessous (le mix spec donne les niveaux).`
            : `Que faire du son ? Remplace-le par « ${f.name} » ; garde bas le son du moment, s'il y en a un.`,
    go_viral: () =>
      "Est-ce que ça va buzzer ? Personne ne peut le promettre : l'élan affiché d'un son est un instantané, pas une prévision. Ce qui aide, c'est le choix ci-dessous, le moment sur le temps fort et une première seconde qui montre de quoi parle le clip.",
    use_trending: (f) =>
      f.campaign !== null
        ? `Peux-tu prendre un son tendance de l'appli ? Pas pour ça : la bibliothèque de l'appli couvre seulement les posts organiques ; pubs payées et travail de marque ou client demandent un morceau sous licence, donc « ${f.name} » part avec la ${f.campaign}.`
        : `Peux-tu prendre un son tendance de l'appli ? Pour un post organique, oui, ajouté dans l'appli ; « ${f.name} » est le choix pour ce clip.`,
    send_audio: (f) =>
      f.campaign !== null
        ? `Peux-tu avoir le mp3 ? Pas ici : le service ne fournit pas d'audio. La ${f.campaign} fournit le fichier sous licence pour ton montage.`
        : "Peux-tu avoir le mp3 ? Pas ici : le service ne fournit pas d'audio. Ajoute le son dans l'appli ; une copie téléchargée n'est pas couverte.",
    where_cut: (f) =>
      f.cutting.style === 'one_take'
        ? `Où couper ? Nulle part : c'est un seul plan continu, et le temps fort à ${sec(f.cutting.hitMs, 'fr')} tombe dedans.`
        : f.beatAsked
          ? (f.cutting.style === 'lines'
            ? `Couper sur le beat ? Non : coupe à la fin d'une phrase ; la musique est sous la voix, le beat ne sert que de repère (environ ${sec(f.cutting.everyMs, 'fr')} par plan).`
            : f.cutting.style === 'free'
              ? `Couper sur le beat ? « ${f.name} » n'a pas de tempo fixe : coupe sur le mouvement, à peu près toutes les ${sec(f.cutting.everyMs, 'fr')}${f.cutting.firstCutMs !== null ? ` (la première coupe à ${sec(f.cutting.firstCutMs, 'fr')})` : ''}, et garde le meilleur moment pour la montée à ${sec(f.cutting.hitMs, 'fr')}.`
              : f.cutting.style === 'holds'
                ? `Couper sur le beat ? Pas à chaque temps : garde chaque plan longtemps (environ ${sec(f.cutting.everyMs, 'fr')}) et fais les rares coupes sur un temps fort${f.cutting.firstCutMs !== null ? `, la première à ${sec(f.cutting.firstCutMs, 'fr')}` : ''} (la carte des temps les liste).`
                : `Où couper ? Sur le beat : tous les ${f.cutting.everyBeats} temps (${sec(f.cutting.everyMs, 'fr')})${f.cutting.firstCutMs !== null ? `, la première coupe à ${sec(f.cutting.firstCutMs, 'fr')}` : ''}, et le meilleur moment sur le temps fort à ${sec(f.cutting.hitMs, 'fr')} (la carte des temps liste chaque coupe).`)
        : f.cutting.style === 'lines'
          ? `Où couper ? Là où une phrase se termine : la musique reste sous la voix, le beat n'est qu'un repère (environ ${sec(f.cutting.everyMs, 'fr')} par plan).`
          : f.cutting.style === 'free'
            ? `Où couper ? Sur le mouvement, à peu près toutes les ${sec(f.cutting.everyMs, 'fr')}${f.cutting.firstCutMs !== null ? ` (la première coupe à ${sec(f.cutting.firstCutMs, 'fr')})` : ''} : « ${f.name} » n'a pas de tempo fixe ; garde le meilleur moment pour la montée à ${sec(f.cutting.hitMs, 'fr')}.`
            : f.cutting.style === 'holds'
              ? `Où couper ? Rarement : tiens chaque plan longtemps (environ ${sec(f.cutting.everyMs, 'fr')}) et fais les quelques coupes sur un temps fort${f.cutting.firstCutMs !== null ? `, la première à ${sec(f.cutting.firstCutMs, 'fr')}` : ''} (la carte des temps les liste).`
              : `Où couper ? Sur le beat, tous les ${f.cutting.everyBeats} temps (${sec(f.cutting.everyMs, 'fr')})${f.cutting.firstCutMs !== null ? `, la première coupe à ${sec(f.cutting.firstCutMs, 'fr')}` : ''}, avec le meilleur moment sur le temps fort à ${sec(f.cutting.hitMs, 'fr')} (la carte des temps liste chaque coupe).`,
    which_caption: (f) => (f.caption !== null ? `Légende : « ${f.caption} » (deux autres options plus bas).` : 'Légende : vois les options plus bas.'),
    real_person: () =>
      "Mettre le visage ou la voix d'une vraie personne ? Non, pas sans son accord écrit. Un échange de visage avec une vraie personne (une célébrité surtout) est un deepfake que les plateformes retirent et qui peut être illégal ; garde des personnages inventés.",
    may_post: () =>
      "Peux-tu le publier ? Oui, avec l'accord de chaque personne reconnaissable (pour les enfants, celui de leurs parents) ; floute ou recadre qui n'a pas accepté.",
    named_sound: (f) =>
      f.named === null
        ? ''
        : f.named.chosen
          ? `Peux-tu utiliser « ${f.named.name} » ? Oui : il va avec ce clip${f.named.series ? ', et un même son sur toute la série rend les épisodes reconnaissables' : ''} ; le plan ci-dessous est construit dessus.`
          : f.named.voiceClash
            ? `Peux-tu utiliser « ${f.named.name} » ? Pas sous ta voix : il est fait pour mener et couvrirait la parole ; « ${f.name} » se place sous une voix, et « ${f.named.name} » convient à une version sans parole.`
            : `Peux-tu utiliser « ${f.named.name} » ? Oui, mais « ${f.name} » va mieux avec ce clip (les raisons sont ci-dessous).`,
    boost_later: (f) =>
      `Peux-tu la booster plus tard avec le même son ? Seulement avec la licence : une publication boostée est une publicité, et un son ajouté dans l'appli ne couvre que les publications organiques ; publie « ${f.name} » avec la ${f.campaign ?? 'Verified Campaign License'} avant de booster.`,
    text_on_screen: (f) =>
      f.tender
        ? 'Du texte sur les photos ? Très peu : rien sur un visage ; une courte ligne sur la dernière image (un nom, les années, un merci) suffit.'
        : "Du texte à l'écran ? Une courte ligne à la fois, 1,5–2 s pour qu'on la lise, dans le tiers supérieur et jamais sur la révélation ; les fenêtres de texte ci-dessous disent où.",
    loop_part: (f) => loopAnswer(f, 'fr'),
    hold_time: (f) =>
      `Combien de temps par photo ? ${holdSeconds(f)} s chacune (le plan tient chaque photo ${f.cutting.everyBeats ?? 'quelques'} temps de « ${f.name} »), un peu plus sur celle qui compte le plus ; coupe sur le temps fort.`,
    one_or_two: (f) =>
      `Un son ou deux ? Un seul : une publication porte un seul son dans l'appli. ${f.voice ? `« ${f.name} » reste 10–14 dB sous ta voix quand tu parles ; remonte-le là où personne ne parle.` : `« ${f.name} » accompagne tout le clip.`}`,
    how_loud: (f) =>
      f.ownAudio
        ? `Quel volume ? Bas : « ${f.name} » à 0–5 % sous le son du clip, ou à zéro dans l'appli.`
        : f.voice
          ? `Quel volume ? Environ 10 à 14 dB sous ta voix quand tu parles (dans l'appli : le son original à 100 %, « ${f.name} » vers 20–30 %), un peu plus haut là où personne ne parle ; le mix spec donne les niveaux.`
          : `Quel volume ? À plein niveau : sans voix, « ${f.name} » porte le clip (dans l'appli : le son ajouté à 100 %, ton son original coupé, ou à 10–20 % si son propre son fait partie du moment ; dans un logiciel, le mix avec des crêtes vers −1 dBFS, environ −14 LUFS au total).`,
    share_elsewhere: (f) =>
      f.elsewhere?.kind === 'platform'
        ? (f.campaign !== null && f.business !== false
          ? `Le publier aussi sur ${f.elsewhere.name} ? Oui, avec la ${f.campaign} : nomme ${f.elsewhere.name} parmi les usages dans ta demande et mets-y le fichier sous licence.`
          : `Le publier aussi sur ${f.elsewhere.name} ? Oui, mais ajoute le son depuis la bibliothèque de ${f.elsewhere.name} (cherche « ${f.name} ») ; ne mets jamais en ligne le fichier avec la musique dedans : chaque appli licencie sa bibliothèque pour ce qui y est publié, et un fichier avec la musique incrustée est ce qui se fait couper. Si « ${f.name} » n'y est pas, publie avec ton son original ou un son de cette bibliothèque${f.campaign !== null ? ` ; seul un fichier avec « ${f.name} » dedans, mis en ligne là-bas, demande la ${f.campaign}` : ''}.`)
        : f.elsewhere?.kind === 'messaging'
          ? `L'envoyer aussi sur ${f.elsewhere.name} ? Une copie enregistrée depuis l'appli est un fichier hors de l'appli : le son de l'appli ne la couvre pas, et les applis coupent souvent la musique des vidéos enregistrées. Partage le lien de la publication, ou envoie la vidéo avec son son original seulement${f.campaign !== null ? ` ; la ${f.campaign} couvre un fichier si tu nommes cet usage` : ''}.`
          : f.elsewhere?.kind === 'screen'
            ? `La passer aussi sur un écran pendant l'événement ? Lance la publication elle-même depuis l'appli, avec son son ; une copie enregistrée est un fichier hors de l'appli, que son son ne couvre pas et qui peut sortir sans musique. Pour un fichier lu hors ligne, la Verified Campaign License couvre « ${f.name} ».`
            : '',
    copyright: (f) =>
      f.performance === true
        ? `Droits d'auteur : la chanson de ton clip appartient à ses auteurs : une reprise d'une chanson d'autrui demande cette chanson sous licence là où tu publies (dans l'appli, si sa bibliothèque l'a), et « ${f.name} » n'est qu'un fond facultatif.`
        : f.campaign !== null && f.business === false
        ? `Droits d'auteur : dans l'appli, avec « ${f.name} » ajouté depuis sa bibliothèque, cette publication est couverte ; le fichier utilisé ailleurs (une autre plateforme, un téléchargement) ne l'est pas et demande la ${f.campaign}.`
        : f.campaign !== null
        ? `Droits d'auteur : c'est un usage commercial, que la bibliothèque générale de l'appli ne couvre pas (les comptes professionnels n'ont que sa bibliothèque commerciale) ; publie « ${f.name} » avec la ${f.campaign}, qui le licencie pour les usages que tu nommes.`
        : `Droits d'auteur : ajouté dans l'appli depuis sa bibliothèque, « ${f.name} » est sous licence pour cette publication ; ce qui fait couper ou réclamer une publication, c'est une chanson mise dans le fichier, alors ajoute le son dans l'appli, pas dans ton logiciel de montage.`,
    keep_out: () =>
      "Pour qu'ils n'apparaissent pas : filme des mains, des objets, des lieux et toi ; aucun visage, badge, dossier ou écran à eux dans le cadre, et floute ce qui passe avant de publier.",
    use_where: (f) =>
      f.campaign !== null
        ? `Peux-tu l'utiliser là aussi ? Seulement avec la licence : un son ajouté dans l'appli couvre les publications organiques dans l'appli ; une publicité payante, un écran en boutique ou une mise en ligne ailleurs est un usage hors de l'appli. Publie « ${f.name} » avec la ${f.campaign} et nomme chaque usage (la publicité, l'écran, l'autre plateforme) dans ta demande.`
        : `Peux-tu l'utiliser là aussi ? Dans l'appli, oui : ajoute « ${f.name} » comme son natif. Partout ailleurs (publicité payante, autre plateforme, téléchargement), il faut la Verified Campaign License.`,
    other_song: (f) =>
      f.campaign !== null
        ? `Peux-tu prendre cette chanson à la place ? Pas ici : une chanson commerciale dans une publicité ou un travail de marque demande une licence de son label et de son éditeur, que la bibliothèque de l'appli ne donne pas ; « ${f.name} » part avec la ${f.campaign}.`
        : `Peux-tu prendre cette chanson à la place ? Pour une publication organique, seulement si elle est dans la bibliothèque de sons de l'appli, ajoutée dans l'appli (jamais un fichier téléchargé) ; « ${f.name} » est fait pour ce clip si tu en veux un.`,
  },
  de: {
    needs_music: (f) =>
      f.ownAudio
        ? `Brauchst du Musik? Nein: Der eigene Ton des Clips ist das Wichtigste, poste ihn mit dem Originalton; nimm „${f.name}“ nur für die Reichweite dazu, bei 0–5 %.`
        : f.voice && f.apology
          ? `Brauchst du Musik? Nein: Eine Entschuldigung tragen ihre Worte, Musik darunter wirkt schnell inszeniert; poste sie ohne Musik, oder lass „${f.name}“ sehr leise, etwa 20 dB unter der Stimme.`
        : f.voice
          ? `Brauchst du Musik? Nicht unbedingt: Die Stimme trägt den Clip. Ein leiser Teppich hilft dem Tempo${f.levelAsked ? '' : `; „${f.name}“ liegt 10–14 dB unter der Stimme`}.`
          : `Brauchst du Musik? Ja: Ohne Stimme und eigenen Ton braucht der Clip einen Sound; „${f.name}“ ist die Wahl.`,
    too_long: (f) =>
      f.longByDesign && !f.longForAShort
        ? `Kürzen? Nein: So ein Clip (Study with me, ASMR) ist absichtlich lang; lass die ${f.durationS} s.`
        : f.longForAShort
        ? `Kürzen? Ja: ${f.durationS} s sind lang für einen Kurzvideo-Feed; üblich ist eine Fassung von höchstens 60 s, die den Höhepunkt behält.`
        : `Kürzen? Nein: ${f.durationS} s sind eine gute Länge für ein Kurzvideo.`,
    ai_label: (f) =>
      f.aigc
        ? 'Musst du sagen, dass es KI ist? Ja: Schalte das KI-Label der Plattform ein und schreib „Mit KI erstellt“ in die Caption; eine generierte Person gibt sich nie als echte Kundin, echter Patient oder Testimonial aus.'
        : f.aiVoice
          ? 'Musst du sagen, dass es KI ist? Ja: Die Stimme ist KI-erzeugt, also schalte das KI-Label der Plattform ein und schreib „Mit KI erstellt“ in die Caption; eine geklonte Stimme braucht die schriftliche Zustimmung ihres Besitzers.'
        : 'Musst du sagen, dass es KI ist? Nur wenn KI das Gezeigte erstellt oder verändert hat: dann das KI-Label einschalten und es in der Caption sagen.',
    is_ad: (f) =>
      f.disclosure === 'paid_partnership'
        ? 'Ist das Werbung? Ja: Es wird bezahlt, also braucht der Post „Werbung“ (oder #ad) und das Label „bezahlte Partnerschaft“ der Plattform, mit dem Auftraggeber.'
        : f.disclosure === 'own_brand'
          ? 'Ist das Werbung? Es bewirbt dein eigenes Geschäft auf dessen eigenem Konto: kein Partnerschafts-Label und kein #ad; nutze die Unternehmenskonto-Einstellung der Plattform, wo es sie gibt.'
          : f.clientPosts
            ? 'Ist das Werbung? Nicht von dir: Der Kunde postet es, sein Konto oder Werbekonto kennzeichnet es.'
            : 'Ist das Werbung? Nein: Hier ist nichts bezahlt, geschenkt oder für eine Marke, also kein #ad.',
    what_audio: (f) =>
      f.recordedMusic
        ? `Was tun mit dem Ton? Der Song in deiner Aufnahme gehört jemand anderem: Schalte ihn stumm (die Plattform kann den Post sonst stummschalten), lass nur den Ton des Moments (Applaus, ein Satz) leise drunter und setz „${f.name}“ an seine Stelle; nie einen Song über einen anderen.`
        : f.ownAudio
          ? `Was tun mit dem Ton? Behalten: Der eigene Ton des Clips ist das Wichtigste; „${f.name}“ liegt bei 0–5 % darunter oder in der App auf null.`
          : f.voice
            ? `Was tun mit dem Ton? Die Stimme obenauf; „${f.name}“ liegt 10–14 dB darunter (der Mix-Spec hat die Pegel).`
            : `Was tun mit dem Ton? Ersetz ihn durch „${f.name}“; den Ton des Moments, falls es einen gibt, leise drunter.`,
    go_viral: () =>
      'Geht das viral? Das kann niemand versprechen: Der gezeigte Schwung eines Sounds ist eine Momentaufnahme, keine Prognose. Was hilft, ist die Wahl unten, der Moment auf dem Hit und eine erste Sekunde, die zeigt, worum es geht.',
    use_trending: (f) =>
      f.campaign !== null
        ? `Einfach einen Trend-Sound aus der App nehmen? Dafür nicht: Die App-Bibliothek deckt nur organische Posts; bezahlte Ads, Marken- und Kundenarbeit brauchen einen lizenzierten Track, also geht „${f.name}“ mit der ${f.campaign} raus.`
        : `Einfach einen Trend-Sound aus der App nehmen? Für einen organischen Post ja, in der App angehängt; „${f.name}“ ist die Wahl für diesen Clip.`,
    send_audio: (f) =>
      f.campaign !== null
        ? `Die mp3 bekommen? Nicht hier: Der Dienst liefert kein Audio. Die ${f.campaign} liefert die lizenzierte Datei für deinen Schnitt.`
        : 'Die mp3 bekommen? Nicht hier: Der Dienst liefert kein Audio. Häng den Sound in der App an; eine heruntergeladene Kopie ist nicht abgedeckt.',
    where_cut: (f) =>
      f.cutting.style === 'one_take'
        ? `Wo schneiden? Gar nicht: Es ist eine durchgehende Einstellung, und der Hit bei ${sec(f.cutting.hitMs, 'de')} liegt darin.`
        : f.beatAsked
          ? (f.cutting.style === 'lines'
            ? `Auf den Beat schneiden? Nein: Schneide, wo ein Satz endet; die Musik liegt unter der Stimme, der Beat ist nur eine Orientierung (etwa ${sec(f.cutting.everyMs, 'de')} pro Einstellung).`
            : f.cutting.style === 'free'
              ? `Auf den Beat schneiden? „${f.name}“ hat keinen festen Beat: Schneide auf Bewegung, etwa alle ${sec(f.cutting.everyMs, 'de')}${f.cutting.firstCutMs !== null ? ` (der erste Schnitt bei ${sec(f.cutting.firstCutMs, 'de')})` : ''}, und heb dir den stärksten Moment für den Anstieg bei ${sec(f.cutting.hitMs, 'de')} auf.`
              : f.cutting.style === 'holds'
                ? `Auf den Beat schneiden? Nicht auf jeden Schlag: Halte jede Einstellung lange (etwa ${sec(f.cutting.everyMs, 'de')}) und setz die wenigen Schnitte auf eine Eins${f.cutting.firstCutMs !== null ? `, den ersten bei ${sec(f.cutting.firstCutMs, 'de')}` : ''} (die Beat-Map listet sie).`
                : `Auf den Beat schneiden? Ja: alle ${f.cutting.everyBeats} Schläge (${sec(f.cutting.everyMs, 'de')})${f.cutting.firstCutMs !== null ? `, der erste Schnitt bei ${sec(f.cutting.firstCutMs, 'de')}` : ''}, und der stärkste Moment auf den Hit bei ${sec(f.cutting.hitMs, 'de')} (die Beat-Map listet jeden Schnitt).`)
        : f.cutting.style === 'lines'
          ? `Wo schneiden? Wo ein Satz endet: Die Musik liegt unter der Stimme, der Beat ist nur eine Orientierung (etwa ${sec(f.cutting.everyMs, 'de')} pro Einstellung).`
          : f.cutting.style === 'free'
            ? `Wo schneiden? Auf Bewegung, etwa alle ${sec(f.cutting.everyMs, 'de')}${f.cutting.firstCutMs !== null ? ` (der erste Schnitt bei ${sec(f.cutting.firstCutMs, 'de')})` : ''}: „${f.name}“ hat keinen festen Beat; heb dir den stärksten Moment für den Anstieg bei ${sec(f.cutting.hitMs, 'de')} auf.`
            : f.cutting.style === 'holds'
              ? `Wo schneiden? Selten: Halte jede Einstellung lang (etwa ${sec(f.cutting.everyMs, 'de')}) und setz die wenigen Schnitte auf eine Eins${f.cutting.firstCutMs !== null ? `, den ersten bei ${sec(f.cutting.firstCutMs, 'de')}` : ''} (die Beat-Map listet sie).`
              : `Wo schneiden? Auf den Beat, alle ${f.cutting.everyBeats} Schläge (${sec(f.cutting.everyMs, 'de')})${f.cutting.firstCutMs !== null ? `, der erste Schnitt bei ${sec(f.cutting.firstCutMs, 'de')}` : ''}, mit dem stärksten Moment auf dem Hit bei ${sec(f.cutting.hitMs, 'de')} (die Beat-Map listet jeden Schnitt).`,
    which_caption: (f) => (f.caption !== null ? `Caption: „${f.caption}“ (zwei weitere Optionen unten).` : 'Caption: siehe die Optionen unten.'),
    real_person: () =>
      'Das Gesicht oder die Stimme einer echten Person einsetzen? Nein, nicht ohne ihre schriftliche Zustimmung. Ein Face-Swap mit einer echten Person (erst recht einem Promi) ist ein Deepfake, den Plattformen entfernen und der strafbar sein kann; bleib bei erfundenen Figuren.',
    may_post: () =>
      'Darfst du es posten? Ja, mit der Zustimmung aller, die man erkennt (bei Kindern die der Eltern); verpixle oder schneide weg, wer nicht zugestimmt hat.',
    named_sound: (f) =>
      f.named === null
        ? ''
        : f.named.chosen
          ? `Kannst du „${f.named.name}“ nehmen? Ja: er passt zu diesem Clip${f.named.series ? ', und ein Sound über die ganze Serie macht die Folgen wiedererkennbar' : ''}; der Plan unten baut darauf auf.`
          : f.named.voiceClash
            ? `Kannst du „${f.named.name}“ nehmen? Nicht unter deiner Stimme: er ist zum Führen gemacht und würde gegen das Sprechen arbeiten; „${f.name}“ liegt unter einer Stimme, und „${f.named.name}“ passt zu einer Version ohne Sprechen.`
            : `Kannst du „${f.named.name}“ nehmen? Ja, aber „${f.name}“ passt besser zu diesem Clip (die Gründe stehen unten).`,
    boost_later: (f) =>
      `Kannst du den Beitrag später mit demselben Sound bewerben? Nur mit der Lizenz: Ein beworbener Beitrag ist eine Anzeige, und ein in der App hinzugefügter Sound deckt nur organische Beiträge ab; veröffentliche „${f.name}“ mit der ${f.campaign ?? 'Verified Campaign License'}, bevor du ihn bewirbst.`,
    text_on_screen: (f) =>
      f.tender
        ? 'Text auf die Fotos? Sehr wenig: nichts über ein Gesicht; eine kurze Zeile auf dem letzten Bild (ein Name, die Jahre, ein Danke) reicht.'
        : 'Text im Bild? Eine kurze Zeile auf einmal, 1,5–2 s lang lesbar, im oberen Drittel und nie über der Enthüllung; die Textfenster unten sagen, wo.',
    loop_part: (f) => loopAnswer(f, 'de'),
    hold_time: (f) =>
      `Wie lange pro Foto? ${holdSeconds(f)} s pro Foto (der Plan hält jedes Foto ${f.cutting.everyBeats ?? 'ein paar'} Schläge von „${f.name}“), etwas länger beim wichtigsten; schneide auf dem Downbeat.`,
    one_or_two: (f) =>
      `Ein Sound oder zwei? Einer: Ein Beitrag trägt in der App nur einen Sound. ${f.voice ? `„${f.name}“ liegt 10–14 dB unter deiner Stimme, wo du sprichst; zieh ihn hoch, wo niemand spricht.` : `„${f.name}“ läuft durch den ganzen Clip.`}`,
    how_loud: (f) =>
      f.ownAudio
        ? `Wie laut? Leise: „${f.name}“ bei 0–5 % unter dem Eigenton des Clips, oder in der App auf null.`
        : f.voice
          ? `Wie laut? Etwa 10–14 dB unter deiner Stimme, solange du sprichst (in der App: Originalton 100 %, „${f.name}“ um 20–30 %), etwas lauter, wo niemand spricht; die Mix-Spec hat die Pegel.`
          : `Wie laut? Voll: Ohne Stimme trägt „${f.name}“ den Clip (in der App: der hinzugefügte Sound bei 100 %, dein Originalton aus, oder bei 10–20 %, wenn sein eigener Klang zum Moment gehört; im Schnittprogramm Spitzen um −1 dBFS, insgesamt etwa −14 LUFS).`,
    share_elsewhere: (f) =>
      f.elsewhere?.kind === 'platform'
        ? (f.campaign !== null && f.business !== false
          ? `Auch auf ${f.elsewhere.name} posten? Ja, mit der ${f.campaign}: Nenne ${f.elsewhere.name} beim Antrag als eine der Nutzungen und lade dort die lizenzierte Datei hoch.`
          : `Auch auf ${f.elsewhere.name} posten? Ja, aber füge den Sound dort aus der Bibliothek von ${f.elsewhere.name} hinzu (such nach „${f.name}“); lade nie die Datei mit eingebauter Musik hoch: Jede App lizenziert ihre Bibliothek für Beiträge in ihr, und eine Datei mit eingebauter Musik wird stummgeschaltet. Ist „${f.name}“ dort nicht zu finden, poste mit deinem Originalton oder einem Sound aus dieser Bibliothek${f.campaign !== null ? `; nur eine Datei mit „${f.name}“ darin, dort hochgeladen, braucht die ${f.campaign}` : ''}.`)
        : f.elsewhere?.kind === 'messaging'
          ? `Auch über ${f.elsewhere.name} schicken? Eine aus der App gespeicherte Kopie ist eine Datei außerhalb der App: Der Sound der App deckt sie nicht ab, und Apps schalten die Musik gespeicherter Videos oft stumm. Teile den Link zum Beitrag, oder schick das Video nur mit seinem Originalton${f.campaign !== null ? `; die ${f.campaign} deckt eine Datei ab, wenn du diese Nutzung nennst` : ''}.`
          : f.elsewhere?.kind === 'screen'
            ? `Auch auf einer Leinwand bei der Feier zeigen? Spiel den Beitrag selbst aus der App ab, mit seinem Sound; eine gespeicherte Kopie ist eine Datei außerhalb der App, die ihr Sound nicht abdeckt und die stumm herauskommen kann. Für eine Datei, die offline läuft, deckt die Verified Campaign License „${f.name}“ ab.`
            : '',
    copyright: (f) =>
      f.performance === true
        ? `Urheberrecht: Der Song in deinem Clip gehört seinen Urhebern: Ein Cover eines fremden Songs braucht diesen Song lizenziert, wo du postest (in der App, wenn ihre Bibliothek ihn hat), und „${f.name}“ ist nur ein optionales Bett darunter.`
        : f.campaign !== null && f.business === false
        ? `Urheberrecht: In der App, mit „${f.name}“ aus ihrer Bibliothek hinzugefügt, ist dieser Beitrag abgedeckt; die anderswo genutzte Datei (eine andere Plattform, ein Download) nicht, sie braucht die ${f.campaign}.`
        : f.campaign !== null
        ? `Urheberrecht: Das ist geschäftliche Nutzung, die die allgemeine Bibliothek der App nicht abdeckt (Unternehmenskonten haben nur ihre kommerzielle Bibliothek); veröffentliche „${f.name}“ mit der ${f.campaign}, die ihn für die genannten Nutzungen lizenziert.`
        : `Urheberrecht: In der App aus ihrer Bibliothek hinzugefügt, ist „${f.name}“ für diesen Beitrag lizenziert; stummgeschaltet oder beansprucht wird ein Beitrag, wenn ein Song in der Datei steckt, also füge den Sound in der App hinzu, nicht im Schnittprogramm.`,
    keep_out: () =>
      'Damit sie nicht zu sehen sind: Filme Hände, Dinge, Orte und dich selbst; kein Gesicht, kein Namensschild, keine Akte und kein Bildschirm von ihnen im Bild, und verpixle, was doch hineinrutscht, bevor du postest.',
    use_where: (f) =>
      f.campaign !== null
        ? `Darfst du ihn dort auch nutzen? Nur mit der Lizenz: Ein in der App hinzugefügter Sound deckt organische Beiträge in der App ab; eine bezahlte Anzeige, ein Bildschirm im Laden oder ein Upload anderswo ist Nutzung außerhalb. Veröffentliche „${f.name}“ mit der ${f.campaign} und nenne beim Antrag jede Nutzung (die Anzeige, den Bildschirm, die andere Plattform).`
        : `Darfst du ihn dort auch nutzen? In der App ja: füge „${f.name}“ als nativen Sound hinzu. Überall sonst (bezahlte Anzeige, andere Plattform, Download) braucht es die Verified Campaign License.`,
    other_song: (f) =>
      f.campaign !== null
        ? `Kannst du stattdessen diesen Song nehmen? Hier nicht: Ein kommerzieller Song in einer Anzeige oder Markenarbeit braucht eine Lizenz von Label und Verlag, die die Bibliothek der App nicht gibt; „${f.name}“ geht mit der ${f.campaign} raus.`
        : `Kannst du stattdessen diesen Song nehmen? Für einen organischen Beitrag nur, wenn er in der Sound-Bibliothek der App ist, in der App hinzugefügt (nie eine heruntergeladene Datei); „${f.name}“ ist für diesen Clip gemacht, wenn du einen willst.`,
  },
};

/** The answers to the questions asked, in `language`, one sentence each; empty when none was asked. */
export function answersTo(asked: readonly AskedKind[], language: Language, f: AskedFacts): string[] {
  const g = { ...f, levelAsked: asked.includes('how_loud') };
  return asked.map((k) => ANSWERS[language][k](g)).filter((line) => line !== '');
}
