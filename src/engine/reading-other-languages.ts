/**
 * Moments, lengths and voices said in languages the readers have no words for, rewritten as the
 * plain phrases they do read ("ไฟลุกตอนวินาทีที่ 5" → "… at 5 s", "12초에" → "at 12 s", "ずっと喋ってます"
 * → "I talk", "بدون كلام" → "no voice", "저희 가게" → "my shop"). Those languages either run words together (Thai, Chinese,
 * Japanese, Korean endings) or mark a moment with a case ending or a particle ("w 12 sekundzie",
 * "8. saniyede", "di detik ke-12"), which token-by-token phrase lists cannot match. Only the cue is
 * rewritten; what the clip shows stays as written. Every pattern is bounded (no unbounded
 * quantifier), so a message is rewritten in linear time. Pure.
 */

/** A moment: "at N s", which the time reader reads as a point in the clip. */
const at = (n: string | undefined): string => ` at ${n ?? ''} s `;

/** Swahili number words to ten and the tens to sixty ("dakika moja" is one minute, "sekunde thelathini" thirty seconds). */
const SWAHILI_NUMBERS: Readonly<Record<string, number>> = { moja: 1, mbili: 2, tatu: 3, nne: 4, tano: 5, sita: 6, saba: 7, nane: 8, tisa: 9, kumi: 10, ishirini: 20, thelathini: 30, arobaini: 40, hamsini: 50, sitini: 60 };

type Rewrite = readonly [RegExp, (match: string, ...groups: Array<string | undefined>) => string];

/** Moments and lengths, in the order they are tried (a moment before the bare unit it contains). */
const TIME_REWRITES: readonly Rewrite[] = [
  // Chinese "第12秒" (the 12th second), Japanese "12秒目", "12秒の時点", "12秒あたりで" (not "12秒で": "30秒で作れる" is how long it takes;
  // nor "12秒に": "30秒に収めたい" is the length to fit in).
  [/第\s{0,2}(\d{1,3})\s{0,2}秒/gu, (_m, n) => at(n)],
  [/(\d{1,3})\s{0,2}秒(?:目|の時点|のところ|あたり|辺り|頃|ごろ|くらいのところ)(?:で|に|から|、)?/gu, (_m, n) => at(n)],
  // ("12秒にケーキを切る" is a moment; "30秒に収めたい", "30秒にまとめて" the length to fit in.)
  [/(\d{1,3})\s{0,2}秒に(?!収|まと|おさ|縮|短|カット|する|した|して|なる|なっ)/gu, (_m, n) => at(n)],
  // Korean "12초에", "12초쯤에", "12초 때", "12초째" (not "12초 영상", a 12-second video, nor "30초쯤 되는", about 30 seconds long).
  [/(\d{1,3})\s{0,2}초\s{0,2}(?:쯤에|에|때|째|지점)/gu, (_m, n) => at(n)],
  // ("30초쯤 되는 영상" is about 30 seconds long; "12초쯤 케이크 공개" the cake shown at about 12 seconds.)
  [/(\d{1,3})\s{0,2}초쯤(?=\s{0,2}(?:되는|짜리|정도|길이|영상|의|이에요|입니다))/gu, (_m, n) => ` ${n ?? ''} 초 `],
  [/(\d{1,3})\s{0,2}초쯤/gu, (_m, n) => at(n)],
  // A time in brackets right after what happens is when it happens ("お店を発表します（55秒くらい）"; not "動画（30秒）" or "猫の動画です（30秒）", the video's length).
  [/(?<!動画|映像|ビデオ|クリップ|vlog|Vlog|VLOG|リール|ショート|です|でした)[（(]\s{0,2}(\d{1,3})\s{0,2}秒(?:くらい|ぐらい|頃|ごろ|あたり)?\s{0,2}[）)]/gu, (_m, n) => at(n)],
  // Korean "3분짜리", "30초짜리" (a 3-minute one): the unit stands apart.
  [/(\d{1,3})\s{0,2}(분|초)짜리/gu, (_m, n, unit) => ` ${n ?? ''} ${unit ?? ''} `],
  // Chinese and Japanese lengths run into the next word ("30秒的视频", "2分钟的"): the unit stands apart.
  [/(\d{1,3})\s{0,2}(秒钟|秒鐘|分钟|分鐘|秒)(?=\p{Script=Han})/gu, (_m, n, unit) => ` ${n ?? ''} ${unit ?? ''} `],
  // Arabic "بالثانية ١٢", "في الثانية 12", "عند الثانية 12" (the digits are ASCII by now).
  [/(?:بالثانية|في الثانية|عند الثانية|الثانية)\s{0,2}(\d{1,3})/gu, (_m, n) => at(n)],
  // Thai "วินาทีที่ 5" (the fifth second), then a length run into the next word ("15 วิ", "15วินาทีไม่มี"; not "5 วิธี", five ways).
  [/วินาทีที่\s{0,2}(\d{1,3})/gu, (_m, n) => at(n)],
  [/(\d{1,3})\s{0,2}(วินาที|นาที|วิ(?!ธี))/gu, (_m, n, unit) => ` ${n ?? ''} ${unit === 'วิ' ? 'วินาที' : unit ?? ''} `],
  // Hindi "12 सेकंड पर" (at 12 seconds) and its Latin spelling "12 second pe" (not "par": French "3 sec par photo" is per photo); Devanagari units as the reader's.
  [/(\d{1,3})\s{0,2}(?:सेकंड|सेकेंड|सेकण्ड|सेकेण्ड)\s{0,2}(?:पर|पे)/gu, (_m, n) => at(n)],
  [/(\d{1,3})\s{0,2}(?:सेकंड|सेकेंड|सेकण्ड|सेकेण्ड)/gu, (_m, n) => ` ${n ?? ''} seconds `],
  [/(\d{1,3})\s{0,2}मिनट/gu, (_m, n) => ` ${n ?? ''} minutes `],
  // (A French "3 sec par photo" is how long each photo holds: no length of the clip, no moment.)
  [/\b\d{1,3}\s{0,2}(?:s|sec|secs|secondes?)\s{1,2}par\s{1,2}(?:photo|photos|plan|plans|image|images|diapo|slide|clip)\b/giu, () => ' '],
  [/\b(\d{1,3})\s{0,2}(?:seconds?|secs?|sec)\s{1,2}(?:pe|par)\b/giu, (_m, n) => at(n)],
  // Polish "w 12 sekundzie", "na 12. sekundzie", "po 5 sekundach" (the case ending says when).
  [/\b(?:w|we|na|po|około|okolo)\s{1,2}(\d{1,3})\.?\s{0,2}(?:sekundzie|sekundach|sek\.)/giu, (_m, n) => at(n)],
  // Polish "32 sekunda" (the 32nd second: a length of two or more is "sekund" or "sekundy").
  [/\b([2-9]|\d{2,3})\.?\s{0,2}sekunda\b/giu, (_m, n) => at(n)],
  // Russian "на 12 секунде", "на 12-й секунде".
  [/на\s{1,2}(\d{1,3})(?:-?й|-?ой)?\s{0,2}секунде/giu, (_m, n) => at(n)],
  // Russian "примерно минута", "около минуты", "где-то минуту": a minute said without its "one".
  [/(примерно|около|почти|где-то|приблизительно)\s{1,2}(минута|минуту|минуты)(?!\s{1,2}назад)/giu, (_m, about, unit) => `${about ?? ''} 1 ${unit ?? ''}`],
  // Turkish ordinals "8. saniyede", "8. saniyesinde", "12 saniyesinde" (not "30 saniyede hazır", done in 30 seconds).
  [/\b(\d{1,3})\.\s{0,2}saniye(?:de|sinde|ye)\b/giu, (_m, n) => at(n)],
  [/\b(\d{1,3})\s{0,2}saniyesinde\b/giu, (_m, n) => at(n)],
  // Indonesian "di detik ke-12", "pada detik 12", "detik ke 12".
  [/\b(?:di|pada)\s{1,2}detik\s{0,2}(?:ke\s{0,2}-?\s{0,2})?(\d{1,3})\b/giu, (_m, n) => at(n)],
  [/\bdetik\s{1,2}ke\s{0,2}-?\s{0,2}(\d{1,3})\b/giu, (_m, n) => at(n)],
  // Indonesian "3 detik terakhir" and Turkish "son 3 saniye(de)": the last seconds, said as the readers know them.
  [/\b(\d{1,3})\s{0,2}detik\s{1,2}terakhir\b/giu, (_m, n) => ` last ${n ?? ''} s `],
  [/\bson\s{1,2}(\d{1,3})\s{0,2}saniye(?:de|si|sinde)?\b/giu, (_m, n) => ` last ${n ?? ''} s `],
  // Swahili "video ya sekunde 30" (a video of 30 seconds), "kwenye sekunde ya 25" (at second 25), "dakika moja" (one minute: the number after its unit).
  [/\bya\s{1,2}(sekunde|dakika)\s{1,2}(\d{1,3})\b/giu, (_m, unit, n) => ` ${n ?? ''} ${(unit ?? '').toLowerCase() === 'dakika' ? 'minutes' : 'seconds'} `],
  [/\b(?:kwenye\s{1,2})?sekunde\s{1,2}ya\s{1,2}(\d{1,3})\b/giu, (_m, n) => at(n)],
  [/\b(dakika|sekunde)\s{1,2}(moja|mbili|tatu|nne|tano|sita|saba|nane|tisa|kumi|ishirini|thelathini|arobaini|hamsini|sitini)\b/giu, (_m, unit, n) => ` ${SWAHILI_NUMBERS[(n ?? '').toLowerCase()] ?? ''} ${(unit ?? '').toLowerCase() === 'dakika' ? 'minutes' : 'seconds'} `],
  // Greek "στο 12ο δευτερόλεπτο", "στα 12 δευτερόλεπτα" (at the 12th second); the genitive "8 δευτερολέπτων" is a length.
  [/στο\s{1,2}(\d{1,3})ο\s{0,2}δευτερόλεπτο/giu, (_m, n) => at(n)],
  [/στα\s{1,2}(\d{1,3})\s{0,2}δευτερόλεπτα/giu, (_m, n) => at(n)],
  [/(\d{1,3})\s{0,2}δευτερολέπτων/giu, (_m, n) => ` ${n ?? ''} seconds `],
  [/(\d{1,3})\s{0,2}λεπτών/giu, (_m, n) => ` ${n ?? ''} minutes `],
];

/**
 * Whether someone speaks, said in scripts whose words run together: no voice first ("喋らない" starts
 * like "喋って"), then a voice. Latin-script languages are in the voice cue's own lists (reading-cues.ts).
 */
const NO_VOICE = ' no voice ';
const VOICE = ' I talk ';
const VOICE_REWRITES: readonly Rewrite[] = [
  // Japanese.
  [/ナレーション\s{0,2}(?:は\s{0,2})?(?:なし|無し|ない|ありません|入れない)|声\s{0,2}(?:は\s{0,2})?(?:なし|無し|入れない|入りません|入ってない)|(?:喋|しゃべ)(?:らない|りません|りなし)|セリフ\s{0,2}(?:なし|無し)|(?:誰も|だれも)\s{0,2}(?:喋|しゃべ|話)/gu, () => NO_VOICE],
  [/(?:喋|しゃべ)(?:ってる|ってます|って|りながら|ります)(?!る?みたい|る?ように)|(?:喋|しゃべ)る(?=動画|[。、！？]|$|よ|ので|けど|から)|話して(?:い|る|ま)|話しながら|ナレーション\s{0,2}(?:あり|付き|入り|を入れ)|解説\s{0,2}(?:して|しながら|付き)|語って/gu, () => VOICE],
  // Korean.
  [/(?:내레이션|나레이션|목소리|대사|보이스\s{0,2}오버)\s{0,2}(?:은|는|이|가)?\s{0,2}(?:없|X|x)|말\s{0,2}안\s{0,2}(?:해|함|하)|아무도\s{0,2}말/gu, () => NO_VOICE],
  [/(?:제가|내가|저는|제)\s{0,2}(?:계속\s{0,2})?(?:말해요|말하는|설명해요|설명합니다|설명할게요)|말하면서|말하고\s{0,2}있|설명하면서|(?:내레이션|나레이션)\s{0,2}(?:있|넣|들어)|목소리\s{0,2}(?:있|들어가|나와|나오)|더빙/gu, () => VOICE],
  // Arabic.
  [/(?:بدون|بلا|من غير)\s{1,2}(?:كلام|صوت بشري|تعليق صوتي|تعليق|أصوات|اصوات)|(?:ما\s{0,2}فيه|ما\s{0,2}في|مافي|لا يوجد)\s{1,2}كلام|(?:لا|ما|مو|مش|ماني|ما راح|لن)\s{1,2}(?:أتكلم|اتكلم|أتحدث|اتحدث|أشرح|اشرح|أحكي|احكي|نتكلم)/gu, () => NO_VOICE],
  [/أتكلم|اتكلم|أتحدث|اتحدث|بصوتي|تعليق صوتي|أشرح|اشرح|يتكلم|تتكلم|أحكي|احكي|تشرح|يشرح/gu, () => VOICE],
  // Hindi.
  [/(?:कोई\s{1,2})?(?:आवाज़|आवाज)\s{1,2}नहीं|बिना\s{1,2}(?:आवाज़|आवाज|बोले)|वॉइसओवर\s{1,2}नहीं|कोई\s{1,2}नहीं\s{1,2}बोल|नहीं\s{1,2}बोल(?:\s{1,2}(?:रहा|रही|रहे|रहा हूं|रही हूं|ूंगा|ूंगी))?|बोल(?:ता|ती|ूंगा|ूंगी)?\s{1,2}नहीं/gu, () => NO_VOICE],
  [/बोल\s{1,2}(?:रहा|रही|रहे)|बोलता|बोलती|मेरी\s{1,2}(?:आवाज़|आवाज)\s{1,2}(?:में|है)|वॉइसओवर|समझा\s{1,2}(?:रहा|रही)|समझाती|समझाता/gu, () => VOICE],
  // Russian ("музыка без слов" is instrumental music, no word about a voice).
  [/без\s{1,2}(?:голоса|озвучки|разговоров|закадрового)|никто\s{1,2}не\s{1,2}говорит|не\s{1,2}(?:говорю|рассказываю|объясняю|озвучиваю)/giu, () => NO_VOICE],
  [/(?<!\p{L})(?:говорю|рассказываю|объясняю|озвучиваю|озвучка|закадровый|мой\s{1,2}голос|говорит\s{1,2}(?:всё|все|весь)|рассказывает|объясняет)(?!\p{L})/giu, () => VOICE],
  // Thai.
  [/ไม่มีคนพูด|ไม่มีเสียงพูด|ไม่มีเสียงคน|ไม่(?:ได้)?พูด|ไม่มี(?:เสียง)?(?:บรรยาย|พากย์)/gu, () => NO_VOICE],
  [/พูดตลอด|(?:ฉัน|ผม|เรา|หนู)พูด|พากย์|บรรยาย|เล่าเรื่อง/gu, () => VOICE],
  // Chinese.
  [/(?:没有|没|无|不要|不加|不需要|不用|不想要|不想加)(?:人声|旁白|说话|解说|配音|讲话)|不说话|纯音乐/gu, () => NO_VOICE],
  [/(?:我|她|他|我们)(?:一直|全程)?(?:在)?(?:说话|讲解|解说|讲话)|有(?:旁白|人声|配音|解说)|配音|口播/gu, () => VOICE],
  // Greek.
  [/χωρίς\s{1,2}(?:φωνή|ομιλία|αφήγηση|λόγια)|δεν\s{1,2}μιλάω|κανείς\s{1,2}δεν\s{1,2}μιλάει/giu, () => NO_VOICE],
  [/(?<!\p{L})(?:μιλάω|μιλάει|αφηγούμαι|αφήγηση|εξηγώ|με\s{1,2}τη\s{1,2}φωνή\s{1,2}μου)(?!\p{L})/giu, () => VOICE],
];

/**
 * One's own shop, said in scripts whose words run together or carry their possessive ("عندي محل", "محلي", "うちのお店",
 * "저희 가게", "我的店", "ร้านของแม่", "मेरी दुकान"): the business cue reads "my shop" (own business: commercial use, no #ad).
 */
/** (A clause of its own, so what follows is read as the clip's topic, not as part of the shop.) */
const MY_SHOP = ' my shop, ';
const BUSINESS_REWRITES: readonly Rewrite[] = [
  [/عندي\s{1,2}(?:محل|متجر|مطعم|مقهى|صالون|مشغل|بوتيك)|(?<!\p{L})(?:متجري|مطعمي|مقهاي|صالوني|مشغلي|محلنا|متجرنا|مطعمنا)(?!\p{L})|(?:هذا|افتتاح|فتحت)\s{1,2}محلي(?!\p{L})/gu, () => MY_SHOP],
  [/(?:(?:私の|うちの|自分の|僕の|俺の)\s{0,2}(?:お店|店|サロン|カフェ|ショップ)|(?<!\p{L})当店)(?:の|で|が|は)?/gu, () => MY_SHOP],
  [/(?<!\p{L})(?:저희|우리|제|내)\s{0,2}(?:가게|매장|카페|식당|샵|미용실|네일샵)(?:의|에서|에)?/gu, () => MY_SHOP],
  [/(?:(?:我的|我家的?|我们的?|自己的)\s{0,2}(?:店|小店|餐厅|咖啡店|网店|工作室)|(?<!\p{L})本店)的?/gu, () => MY_SHOP],
  [/ร้าน(?:(?!โปรด|ประจำ|ที่ชอบ)[\u0e00-\u0e7f]){0,12}?ของ(?:แม่|พ่อ|ฉัน|เรา|ผม|หนู)|ร้าน(?:แม่|พ่อ|เรา|ที่บ้าน)/gu, (m) => ` ${m.slice(4, m.lastIndexOf('ของ') > 0 ? m.lastIndexOf('ของ') : 4)}${MY_SHOP}`],
  [/(?:मेरी|हमारी|मेरा|हमारा)\s{1,2}(?:दुकान|शॉप|सैलून|रेस्टोरेंट|कैफ़े|कैफे)(?:\s{1,2}(?:का|की|के))?/gu, () => MY_SHOP],
];

/**
 * A paid collaboration said in those scripts ("تعاون مدفوع مع مؤثرة", "PR案件", "유료 광고", "广告合作", "पेड पार्टनरशिप",
 * "สปอนเซอร์"): read as "paid collab", which outranks one's own shop (fourteenth editor panel: an abaya store's paid
 * collab with an influencer was told "No #ad").
 */
const PAID_COLLAB = ' paid collab, ';
const SPONSOR_REWRITES: readonly Rewrite[] = [
  [/(?:تعاون|شراكة)\s{1,2}(?:مدفوع|مدفوعة)|(?<!\p{L})برعاية/gu, () => PAID_COLLAB],
  // (A paid ad is one's own boost, not a brand deal: "إعلان ممول في سناب" for one's own shop takes no #ad from us.)
  [/إعلان\s{1,2}(?:مدفوع|ممول)/gu, () => ' paid ad, '],
  // (A creator's own PR mark, "【PR】新作リップのレビュー", "#PR 新作コスメ紹介", is the disclosure of a paid job; review of the twenty-fourth session.)
  [/PR案件|企業案件|案件動画|タイアップ|(?<!\p{L})提供(?=[:：])|【PR】|［PR］|\[PR\]|#PR(?![\p{L}\d])|＃PR(?![\p{L}\d])/gu, () => PAID_COLLAB],
  [/유료\s{0,2}(?:광고|협업)|협찬|광고\s{0,2}포함/gu, () => PAID_COLLAB],
  [/广告合作|商务合作|品牌合作|商单|恰饭|带货|推广合作/gu, () => PAID_COLLAB],
  [/पेड\s{1,2}(?:पार्टनरशिप|कोलैब)|प्रायोजित/gu, () => PAID_COLLAB],
  [/สปอนเซอร์|รีวิวแบบมีค่าจ้าง|งานจ้างรีวิว/gu, () => PAID_COLLAB],
  [/платн(?:ое|ая)\s{1,2}(?:сотрудничество|интеграция)|рекламн(?:ая|ое)\s{1,2}(?:интеграция|сотрудничество)|спонсорск(?:ая|ое|ий)/giu, () => PAID_COLLAB],
];

/** Words of these languages that could carry a cue (ASCII-only messages hold only the Latin-script ones). */
const LATIN_CUE = /\b(?:sec|second|seconds|sekunda|sekundzie|sekundach|saniye|saniyede|saniyesinde|detik|sekunde|dakika)\b/i;

/** The message with moments, lengths and voices of other languages rewritten as the phrases the readers know; unchanged when it has none. */
export function inReadablePhrases(message: string): string {
  const ascii = !/[^\x00-\x7f]/.test(message);
  // (Most messages are plain English: one test, no rewrites.)
  if (ascii && !LATIN_CUE.test(message)) return message;
  let out = message;
  for (const [pattern, to] of TIME_REWRITES) out = out.replace(pattern, to as (m: string, ...g: string[]) => string);
  if (!ascii) for (const [pattern, to] of [...VOICE_REWRITES, ...SPONSOR_REWRITES, ...BUSINESS_REWRITES]) out = out.replace(pattern, to as (m: string, ...g: string[]) => string);
  return out;
}
