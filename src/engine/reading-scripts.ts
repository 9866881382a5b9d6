/**
 * Messages in other scripts, made readable by the readers that follow: digits of other scripts as
 * ASCII ("١٥ ثانية", "１５秒"), AI made said in Japanese, Chinese, Korean, Russian or Arabic as the words
 * the cue readers know, and where a run of letters breaks between Japanese or Chinese scripts (those
 * scripts run words together, so a change of script is the nearest word boundary). Pure.
 */
import { inReadablePhrases } from './reading-other-languages.ts';

/**
 * AI made, said in Japanese, Chinese, Korean, Russian or Arabic ("AIで作った", "AI生成", "AI로 만든", "сгенерировано ИИ",
 * "بالذكاء الاصطناعي"), as the words the readers know ("AI generated"): those scripts run words together, so a phrase
 * cannot be matched word by word. Only the AI cue is rewritten; what the clip shows stays as written.
 */
const CJK_AI_CUES: readonly RegExp[] = [
  // (Never after a negation: "这不是用AI做的", "это не нейросеть"; and never AI as the topic: "生成AIについて", "видео про нейросеть".)
  /AI\s{0,3}(?:で|に|を使って)\s{0,3}(?:作った|作成した|生成した|作りました)(?!(?:もの)?(?:ではない|じゃない|ではありません))/giu,
  /(?<!不是|没有|不|没|非)(?:AI生成的?|AI制作的?|用AI(?:做的|生成的|制作的))/giu,
  /AI\s{0,3}(?:로|으로)\s{0,3}(?:만든|생성한|제작한)|AI\s{0,3}생성(?:한|된)/giu,
  /(?<!не\s)(?:сгенерирован[оаы]?|сделан[оаы]?)\s{1,3}(?:с помощью\s{1,3})?(?:ИИ|нейросетью)/giu,
  /(?<!بدون\s|بلا\s|ليس\s)(?:مصنوع|تم إنشاؤه|منشأ)?\s{0,3}بالذكاء الاصطناعي/gu,
];
/**
 * Google's Veo named beside another script ("με το Veo", "Veoで作った", "Veo로 만든"): bare "veo" is Spanish ("I see"),
 * so the cue readers only take it with a version; beside Greek, Japanese, Korean, Chinese, Arabic, Cyrillic, Hindi or Thai it is the tool.
 */
const VEO_BESIDE_SCRIPT = /(?<=[\p{Script=Greek}\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Arabic}\p{Script=Cyrillic}\p{Script=Devanagari}\p{Script=Thai}]\s{0,3})Veo(?!\p{L})|(?<!\p{L})Veo(?=\s{0,3}[\p{Script=Greek}\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Arabic}\p{Script=Cyrillic}\p{Script=Devanagari}\p{Script=Thai}])/gu;
function cjkCues(text: string): string {
  if (!/[^\x00-\x7f]/.test(text)) return text;
  let out = text.replace(VEO_BESIDE_SCRIPT, ' Veo 3 ');
  for (const cue of CJK_AI_CUES) out = out.replace(cue, ' AI generated ');
  return out;
}

/** The first digit of each decimal script a message may use (Arabic-Indic, Persian, Devanagari, Bengali, Thai, full-width). */
const DIGIT_ZEROS = [0x0660, 0x06f0, 0x0966, 0x09e6, 0x0e50, 0xff10];
/** Digits of other scripts as ASCII ("١٥ ثانية", "１５秒" are 15 s): every reader after this sees one kind of number. */
function asciiDigits(text: string): string {
  if (!/[^\x00-\x7f]/.test(text)) return text;
  return text.replace(/\p{Nd}/gu, (d) => {
    const cp = d.codePointAt(0)!;
    const zero = DIGIT_ZEROS.find((z) => cp >= z && cp <= z + 9);
    return zero === undefined ? d : String(cp - zero);
  });
}

/**
 * A message as the readers read it: other scripts' digits as ASCII, AI said in other scripts as "AI generated", and
 * moments, lengths and voices said in languages the readers have no words for as the phrases they know (reading-other-languages.ts).
 * `phrases` false leaves those as written (the language is told from the words as written, not from the English put in).
 */
export function inLatinDigitsAndCues(message: string, phrases = true): string {
  const digits = asciiDigits(message);
  return cjkCues(phrases ? inReadablePhrases(digits) : digits);
}

/** The Japanese and Chinese scripts: words run together, so a change of script is the nearest word boundary ("猫が寝ている" is 猫 | が | 寝 | ている; "AIで" is AI | で). */
function cjkClass(c: string): string | null {
  if (/\p{Script=Han}/u.test(c)) return 'han';
  if (/\p{Script=Hiragana}/u.test(c)) return 'hira';
  // (The long-vowel mark "ー" belongs to the katakana word it lengthens.)
  if (/\p{Script=Katakana}|ー/u.test(c)) return 'kata';
  return null;
}
/** True when a letter run breaks between a and b: a change of script where one side is Japanese or Chinese. */
export function scriptBreak(a: string, b: string): boolean {
  // (Called for every letter the tokenizer reads: two ASCII letters never break, without a regular expression.)
  if (a.charCodeAt(0) < 128 && b.charCodeAt(0) < 128) return false;
  const x = cjkClass(a);
  const y = cjkClass(b);
  return x !== y && (x !== null || y !== null) && /\p{L}|\p{M}/u.test(a);
}
