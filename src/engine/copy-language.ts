/**
 * The engine's own audience-facing lines in each copy language: tender hooks (a memorial's, and
 * gentler ones for an illness, an accident or an apology) and the tender title card, the AI caption line. The packs' lines and the concepts' references are
 * translated in data (video-template-packs.json `i18n`, vocabulary.json `ref_i18n`); these few are
 * the engine's, so they live beside it. Written as a creator would say them, not word for word.
 */
import { COPY_LANGUAGES, type CopyLanguage } from '../schemas/template-pack.ts';

export interface EngineLines {
  /** The tender title card and first hook: "For {name}". */
  for_name: string;
  remembering: string;
  /** The third tender hook; starts with the name. */
  moments_kept: string;
  /** Tender hooks for a hard time that is no loss (an illness, an accident, an apology). */
  one_day: string;
  thanks_listening: string;
  /** Closes every caption of an AI-generated clip (the platform label is set in the app). */
  made_with_ai: string;
  /** The subject when a message names none. */
  your_clip: string;
  /**
   * The disclosure that opens a paid post's captions, in the words its audience and its rules read: "#ad";
   * Spain's Autocontrol code "#publicidad"; Brazil's CONAR "#publi"; France's 2023 influencer law
   * "#publicité"; German courts "Werbung" (an English "#ad" has been held unclear there); Italy's IAP Digital Chart "Pubblicità"
   * (its "adv" only beside the brand's name); the Dutch Reclamecode Social Media "#adv"; Poland's UOKiK "#reklama"; Turkey's
   * Advertising Board "#reklam"; Indonesia "#iklan"; Japan's stealth-marketing rule (2023) "#PR"; Korea's FTC "#광고"; China's
   * Advertising Law "#广告"; Sweden's Konsumentverket "Reklam" ("samarbete" alone held unclear) "#reklam"; Vietnam's amended
   * Advertising Law (2025, in force 2026) a plain mark "#quảngcáo"; the UAE Media Council and Saudi GCAM "إعلان"; Thailand's
   * OCPB (advertising statements in visible Thai) "#โฆษณา". Polish names in a farewell come in the genitive ("pożegnanie naszego kota
   * Filemona"), so its tender lines take the genitive ("Pamięci Filemona"), never a form of address.
   */
  ad_tag: string;
  /** A generated clip is referred back to as the scene ("your pet" would say it was filmed). */
  scene: string;
}

export const ENGINE_LINES: Readonly<Record<CopyLanguage, EngineLines>> = {
  en: { one_day: 'One day at a time', thanks_listening: 'Thank you for listening', for_name: 'For {name}', remembering: 'Remembering {name}', moments_kept: '{name}, in the moments we kept', made_with_ai: 'Made with AI.', your_clip: 'your clip', ad_tag: '#ad', scene: 'the scene' },
  es: { one_day: 'Un día a la vez', thanks_listening: 'Gracias por escuchar', for_name: 'Para {name}', remembering: 'Siempre contigo, {name}', moments_kept: '{name}, en los momentos que guardamos', made_with_ai: 'Hecho con IA.', your_clip: 'tu video', ad_tag: '#publicidad', scene: 'la escena' },
  pt: { one_day: 'Um dia de cada vez', thanks_listening: 'Obrigado por ouvir', for_name: 'Para {name}', remembering: 'Com saudade, {name}', moments_kept: '{name}, nos momentos que guardamos', made_with_ai: 'Feito com IA.', your_clip: 'seu vídeo', ad_tag: '#publi', scene: 'a cena' },
  fr: { one_day: 'Un jour à la fois', thanks_listening: 'Merci de m\'écouter', for_name: 'Pour {name}', remembering: 'Tu nous manques, {name}', moments_kept: '{name}, dans les moments qu\'on garde', made_with_ai: 'Créé avec l\'IA.', your_clip: 'ta vidéo', ad_tag: '#publicité', scene: 'la scène' },
  de: { one_day: 'Ein Tag nach dem anderen', thanks_listening: 'Danke fürs Zuhören', for_name: 'Für {name}', remembering: 'In Erinnerung, {name}', moments_kept: '{name}, in den Momenten, die bleiben', made_with_ai: 'Mit KI erstellt.', your_clip: 'dein Video', ad_tag: '#werbung', scene: 'die Szene' },
  it: { one_day: 'Un giorno alla volta', thanks_listening: 'Grazie per l\'ascolto', for_name: 'Per {name}', remembering: 'In ricordo di {name}', moments_kept: '{name}, nei momenti che custodiamo', made_with_ai: 'Creato con l\'IA.', your_clip: 'il tuo video', ad_tag: '#pubblicità', scene: 'la scena' },
  nl: { one_day: 'Dag voor dag', thanks_listening: 'Bedankt voor het luisteren', for_name: 'Voor {name}', remembering: 'In herinnering aan {name}', moments_kept: '{name}, in de momenten die we bewaren', made_with_ai: 'Gemaakt met AI.', your_clip: 'je video', ad_tag: '#adv', scene: 'de scène' },
  pl: { one_day: 'Dzień po dniu', thanks_listening: 'Dziękuję za wysłuchanie', for_name: 'Pamięci {name}', remembering: 'Wspomnienie {name}', moments_kept: 'Najpiękniejsze chwile {name}', made_with_ai: 'Stworzone z pomocą AI.', your_clip: 'twój film', ad_tag: '#reklama', scene: 'scena' },
  id: { one_day: 'Hari demi hari', thanks_listening: 'Terima kasih sudah mendengarkan', for_name: 'Untuk {name}', remembering: 'Mengenang {name}', moments_kept: '{name}, dalam momen yang kami simpan', made_with_ai: 'Dibuat dengan AI.', your_clip: 'video kamu', ad_tag: '#iklan', scene: 'adegan' },
  tr: { one_day: 'Gün be gün', thanks_listening: 'Dinlediğiniz için teşekkürler', for_name: '{name} için', remembering: '{name} anısına', moments_kept: '{name}, sakladığımız anlarda', made_with_ai: 'Yapay zekâ ile oluşturuldu.', your_clip: 'videon', ad_tag: '#reklam', scene: 'sahne' },
  ja: { one_day: '一日ずつ、ゆっくりと', thanks_listening: '聴いてくれてありがとう', for_name: '{name}へ', remembering: '{name}を偲んで', moments_kept: '{name}、心に残るあの日々の中で', made_with_ai: 'AIで作成しました。', your_clip: 'あなたの動画', ad_tag: '#PR', scene: 'このシーン' },
  ko: { one_day: '하루하루, 천천히', thanks_listening: '들어주셔서 감사합니다', for_name: '{name}, 보고 싶어요', remembering: '그리운 {name}', moments_kept: '{name}, 우리가 간직한 순간들 속에서', made_with_ai: 'AI로 제작했습니다.', your_clip: '내 영상', ad_tag: '#광고', scene: '이 장면' },
  zh: { one_day: '一天一天慢慢来', thanks_listening: '谢谢收听', for_name: '致{name}', remembering: '怀念{name}', moments_kept: '{name}，在我们珍藏的时光里', made_with_ai: '使用AI制作。', your_clip: '你的视频', ad_tag: '#广告', scene: '这个场景' },
  sv: { one_day: 'En dag i taget', thanks_listening: 'Tack för att du lyssnade', for_name: 'Till {name}', remembering: 'Till minne av {name}', moments_kept: '{name}, i stunderna vi bär med oss', made_with_ai: 'Skapad med AI.', your_clip: 'din video', ad_tag: '#reklam', scene: 'scenen' },
  vi: { one_day: 'Từng ngày một', thanks_listening: 'Cảm ơn bạn đã lắng nghe', for_name: 'Gửi {name}', remembering: 'Tưởng nhớ {name}', moments_kept: '{name}, trong những khoảnh khắc ta mãi lưu giữ', made_with_ai: 'Được tạo bằng AI.', your_clip: 'video của bạn', ad_tag: '#quảngcáo', scene: 'cảnh này' },
  ar: { one_day: 'يومًا بيوم', thanks_listening: 'شكرًا على الاستماع', for_name: 'إلى {name}', remembering: 'في ذكرى {name}', moments_kept: '{name}، في لحظات ستبقى معنا دائمًا', made_with_ai: 'صُنع بالذكاء الاصطناعي.', your_clip: 'مقطعك', ad_tag: '#إعلان', scene: 'المشهد' },
  th: { one_day: 'ทีละวัน ค่อยเป็นค่อยไป', thanks_listening: 'ขอบคุณที่รับฟัง', for_name: 'แด่{name}', remembering: 'คิดถึง{name}เสมอ', moments_kept: '{name} ในทุกช่วงเวลาที่เราเก็บไว้', made_with_ai: 'สร้างด้วย AI', your_clip: 'คลิปของคุณ', ad_tag: '#โฆษณา', scene: 'ฉากนี้' },
};

/** Language names for plain-English notes ("Your message is in Portuguese"). */
export const LANGUAGE_NAMES: Readonly<Record<CopyLanguage, string>> = { en: 'English', es: 'Spanish', pt: 'Portuguese', fr: 'French', de: 'German', it: 'Italian', nl: 'Dutch', pl: 'Polish', id: 'Indonesian', tr: 'Turkish', ja: 'Japanese', ko: 'Korean', zh: 'Chinese', sv: 'Swedish', vi: 'Vietnamese', ar: 'Arabic', th: 'Thai' };

/** The copy language of a BCP 47 tag: its language when the copy is written in it ("es-MX" -> es), else English. */
export function copyLanguageOf(tag: string | undefined): CopyLanguage {
  const lang = tag?.trim().toLowerCase().split(/[-_]/)[0];
  // ("in" is Indonesian's code before 1989; some devices still send it.)
  const code = lang === 'in' ? 'id' : lang;
  // (Chinese copy is Simplified: Traditional Chinese, "zh-TW", "zh-HK", "zh-Hant", gets English and a note, not the other script.)
  if (code === 'zh' && /^zh[-_](?:tw|hk|mo|hant)/i.test(tag?.trim() ?? '')) return 'en';
  return code !== undefined && (COPY_LANGUAGES as readonly string[]).includes(code) ? (code as CopyLanguage) : 'en';
}

/** The copy language of a language read in a message or a topic: one of the five, or one copy is written in but messages are not read in word by word. */
export function writtenCopyLanguage(read: { language: string | null; other?: string | undefined }): CopyLanguage | null {
  if (read.language !== null && read.language !== 'en') return read.language as CopyLanguage;
  return read.other !== undefined && (COPY_LANGUAGES as readonly string[]).includes(read.other) ? (read.other as CopyLanguage) : null;
}
