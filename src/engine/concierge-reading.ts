/**
 * Reads a plain-language clip request deterministically: duration, AI generation, voiceover,
 * paid or client work, off-platform reuse, a reveal and its time, and the topic that remains.
 * Regular expressions only; no model, no randomness. Negations ("no voiceover", "not an ad") win.
 */

export interface Reading {
  topic: string;
  duration_s: number | null;
  aigc: boolean | null;
  voiceover: boolean | null;
  commercial_use: boolean | null;
  paid_ad: boolean | null;
  off_platform_reuse: boolean | null;
  payoff_at_ms: number | null;
  /** The message asks for a reveal or payoff, with or without a time. */
  reveal: boolean;
}

const NUMBER_WORDS: Readonly<Record<string, number>> = {
  one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12,
  fifteen: 15, twenty: 20, 'twenty five': 25, thirty: 30, forty: 40, 'forty five': 45, fifty: 50, sixty: 60, ninety: 90,
};
const NUM = `(\\d+(?:\\.\\d+)?|${Object.keys(NUMBER_WORDS).sort((a, b) => b.length - a.length).join('|')})`;
const SEC = '(?:s|sec|secs|second|seconds)';
const MIN = '(?:m|min|mins|minute|minutes)';

function toNumber(s: string): number {
  return Object.hasOwn(NUMBER_WORDS, s) ? NUMBER_WORDS[s]! : Number(s);
}

/** Each pattern removes what it read, so the topic is what is left. */
interface Found<T> {
  value: T;
  rest: string;
}

/** The first match of `re`, and the text with every match of it blanked out (kept as a comma so segments stay apart). */
function take(text: string, re: RegExp): { match: RegExpExecArray; rest: string } | null {
  const m = new RegExp(re.source, re.flags.replace('g', '')).exec(text);
  if (m === null) return null;
  return { match: m, rest: text.replace(new RegExp(re.source, re.flags.includes('g') ? re.flags : `${re.flags}g`), ' , ') };
}

function readPayoff(text: string): Found<number | null> & { reveal: boolean } {
  const timed = take(text, new RegExp(`\\b(?:reveal|payoff|pay-off|drop|transformation|the after|after shot|switch|transition)\\b[^.,;]{0,20}?\\b(?:at|@|around|by|on)\\s*(?:the\\s*)?${NUM}\\s*(ms|${SEC})(?![a-z])`, 'i'));
  if (timed !== null) {
    const n = toNumber(timed.match[1]!.toLowerCase());
    const ms = /^ms$/i.test(timed.match[2]!) ? Math.round(n) : Math.round(n * 1000);
    return { value: ms, rest: timed.rest.replace(/\bbefore\s*(?:\/|and|&|vs\.?|to)\s*after\b/gi, ' '), reveal: true };
  }
  const reveal = /\b(before\s*(?:\/|and|&|vs\.?|to)\s*after|reveal|payoff|transformation|glow[- ]?up|makeover|the drop)\b/i.test(text);
  // "before/after" says how the clip is cut, not what it shows: keep it out of the topic.
  return { value: null, rest: text.replace(/\bbefore\s*(?:\/|and|&|vs\.?|to)\s*after\b/gi, ' '), reveal };
}

function readDuration(text: string): Found<number | null> {
  const patterns: Array<[RegExp, (m: RegExpExecArray) => number]> = [
    [/\b(\d{1,2}):([0-5]\d)\b/, (m) => Number(m[1]) * 60 + Number(m[2])],
    [/\b(?:a\s+)?minute and a half\b/i, () => 90],
    [/\bhalf\s+(?:a\s+)?minute\b/i, () => 30],
    [/\bquarter\s+(?:of\s+)?(?:a\s+)?minute\b/i, () => 15],
    [new RegExp(`\\b${NUM}\\s*-?\\s*${MIN}(?![a-z])`, 'i'), (m) => Math.round(toNumber(m[1]!.toLowerCase()) * 60)],
    [/\b(?:a|one)\s+minute\b/i, () => 60],
    [new RegExp(`\\b${NUM}\\s*-?\\s*${SEC}(?![a-z])`, 'i'), (m) => Math.round(toNumber(m[1]!.toLowerCase()))],
  ];
  for (const [re, value] of patterns) {
    const hit = take(text, re);
    if (hit !== null) {
      const v = value(hit.match);
      if (v >= 1) return { value: v, rest: hit.rest };
    }
  }
  return { value: null, rest: text };
}

/** A yes/no flag, the negative pattern first ("no voiceover" wins over "voiceover"); null when unsaid. */
function readFlag(text: string, negative: RegExp, positive: RegExp): { value: boolean | null } {
  if (negative.test(text)) return { value: false };
  if (positive.test(text)) return { value: true };
  return { value: null };
}

const AIGC_NO = /\b(?:not|no|isn'?t|without)\s+(?:an?\s+)?ai\b(?:[- ]?(?:gen(?:erated)?|made))?|\breal footage\b|\bshot on (?:my|a) (?:phone|camera)\b|\bfilmed (?:it )?myself\b/i;
const AIGC_YES = /\b(?:ai[- ]?gen(?:erated)?|ai[- ]made|ai[- ]video|ai[- ]clip|ai[- ]footage|(?:made|generated|created|rendered)\s+(?:with|by|using|in)\s+(?:an?\s+)?(?:ai|video model|text[- ]to[- ]video(?: model)?|image[- ]to[- ]video(?: model)?|generator|diffusion model)|text[- ]to[- ]video|image[- ]to[- ]video|video model|synthetic footage)\b/i;

const VO_NO = /\b(?:no|without|zero)\s+(?:voice[- ]?over|vo|narration|narrator|talking|voice|speaking)\b|\bmusic[- ]only\b|\bno one (?:talks|speaks)\b|\bnobody (?:talks|speaks)\b|\bsilent\b/i;
const VO_YES = /\b(?:voice[- ]?over|vo|narrat(?:e|ed|ion|ing|or)|i\s+(?:talk|speak)|i'?m\s+(?:talking|speaking)|talking\s+(?:over|to camera|head)|speaking\s+(?:over|to camera)|explain(?:ing)?\s+(?:on camera|to camera|over it)|with\s+(?:my\s+)?voice)\b/i;

const PAID_NO = /\b(?:not\s+(?:an?\s+)?(?:ad|paid|sponsored|promoted|boosted)|organic(?:ally)?(?:\s+only)?|no\s+(?:ads?|ad spend|boost(?:ing)?))\b/i;
const PAID_YES = /\b(?:paid\s+(?:ad|ads|post|campaign|media|social)|ad\s+spend|boost(?:ed|ing)?\s+(?:it|post|the post)?|run\s+(?:it\s+)?as\s+an?\s+ad|spark\s+ad|promoted\s+post|ads?|advert(?:isement)?)\b/i;

const COMMERCIAL_NO = /\b(?:not\s+(?:for\s+)?(?:a\s+)?(?:brand|client|sponsored|commercial)|personal\s+(?:account|use|post)|just\s+for\s+fun|non[- ]commercial)\b/i;
const COMMERCIAL_YES = /\b(?:for\s+(?:a|my|our|the)\s+(?:brand|client|company|business|shop|store|agency)|brand(?:ed)?\s+(?:deal|content|campaign|partnership|video)|sponsor(?:ed|ship)?|client\s+(?:work|video|project|delivery)|(?:paid\s+)?partnership|commission(?:ed)?|#ad\b|product\s+placement|ugc\s+(?:for|deal)|commercial(?:\s+use)?|campaign)\b/i;

const OFF_NO = /\b(?:only\s+on\s+(?:the\s+)?app|just\s+on\s+(?:the\s+)?app|in[- ]app\s+only)\b/i;
const OFF_YES = /\b(?:(?:on|for)\s+(?:our|my|the)\s+(?:website|site|landing page|youtube channel)|off[- ]platform|other\s+platforms|cross[- ]?post(?:ing)?|repost(?:ing)?\s+(?:it\s+)?(?:on|to)\s+\w+|download(?:ed|able)?|tv\s+spot|broadcast|in[- ]store\s+screens?|email\s+campaign|website)\b/i;

/** Words for the medium itself, never part of a topic. */
const MEDIA_WORDS = /\b(?:clips?|videos?|vids?|reels?|shorts?|tiktoks?|posts?|content|footage|edit)\b/gi;

/** Words that carry no topic at the edges of what is left ("I want something for my cooking"). */
const EDGE_WORDS = new Set(
  "i i'm im we we're my our me need needs want wanna would like looking make making made create creating editing posting please help a an the for of with and or to it its this that these some sound song music track audio vertical about on in is are be will can you your what which should use good best pick suggest recommend idea ideas something one over just also plus kind type style vibe mode total long here there".split(' '),
);

/** What is left once the flags are read: cleaned at the edges of each clause, inner words kept. */
function topicOf(rest: string): string {
  return rest
    .replace(MEDIA_WORDS, ' ')
    .split(/[,;.!?:()\n]+|\s[-–—]\s/)
    .map((clause) => {
      const words = clause.replace(/[^\p{L}\p{N}&'/ -]+/gu, ' ').split(/\s+/).filter((w) => w !== '' && !/^[-/]+$/.test(w));
      while (words.length > 0 && EDGE_WORDS.has(words[0]!.toLowerCase())) words.shift();
      while (words.length > 0 && EDGE_WORDS.has(words[words.length - 1]!.toLowerCase())) words.pop();
      return words.join(' ');
    })
    .filter((c) => c.length > 0)
    .join(', ');
}

export function readMessage(message: string): Reading {
  const text = ` ${message} `;
  // The payoff goes first so that "the reveal at 7s" is not read as the clip's duration.
  const payoff = readPayoff(text);
  const duration = readDuration(payoff.rest);
  // Flags are read on the whole message, so one flag's words cannot hide another's.
  const flags = {
    aigc: readFlag(text, AIGC_NO, AIGC_YES).value,
    voiceover: readFlag(text, VO_NO, VO_YES).value,
    paid_ad: readFlag(text, PAID_NO, PAID_YES).value,
    commercial_use: readFlag(text, COMMERCIAL_NO, COMMERCIAL_YES).value,
    off_platform_reuse: readFlag(text, OFF_NO, OFF_YES).value,
  };
  let rest = duration.rest;
  for (const re of [AIGC_NO, AIGC_YES, VO_NO, VO_YES, PAID_NO, PAID_YES, COMMERCIAL_NO, COMMERCIAL_YES, OFF_NO, OFF_YES]) rest = take(rest, re)?.rest ?? rest;
  return {
    topic: topicOf(rest),
    duration_s: duration.value,
    ...flags,
    payoff_at_ms: payoff.value,
    reveal: payoff.reveal || payoff.value !== null,
  };
}
