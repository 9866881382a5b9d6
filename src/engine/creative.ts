/**
 * The creative half of a plan: the template pack laid over the timeline, prompts for a video
 * generator, and the post pack (hooks, captions, hashtags, cover frame). Derived from the
 * route, the pack and the clip, never generic filler.
 */
import type { z } from 'zod';
import type { SoundRoute } from '../schemas/catalog.ts';
import type { CopyLanguage, TemplatePack } from '../schemas/template-pack.ts';
import type { AgentPromptPackSchema, PostPackSchema, TemplatePackPlanSchema } from '../schemas/plan.ts';
import type { ClipFacts } from './clip-facts.ts';
import type { CopyFacts } from './copy-facts.ts';
import { ENGINE_LINES, LANGUAGE_NAMES } from './copy-language.ts';
import { fold } from './fold.ts';
import { capitalize, fill, ING_NOUNS, secs, shortPhrase } from './text.ts';
import type { Timeline } from './timeline.ts';
import { openingPriority } from './flow.ts';
import { disclosesAi } from './ai-voice.ts';

type TemplatePackPlan = z.infer<typeof TemplatePackPlanSchema>;
type AgentPromptPack = z.infer<typeof AgentPromptPackSchema>;
type PostPack = z.infer<typeof PostPackSchema>;

/** The placeholder values every template of a plan is filled from. */
export interface TemplateValues {
  [name: string]: string;
  subject: string;
  topic: string;
  card_name: string;
  pack_name: string;
  duration_s: string;
  hook_s: string;
  cut_s: string;
  bpm: string;
  sound_name: string;
  /** How later shots refer back to the subject ("the dish"). */
  ref: string;
  /** The proper name the clip is about, or the subject. */
  name: string;
  /** What is finished at the end ("the finished {result}"): the object of an action subject ("barista pouring latte art": "latte art"). */
  result: string;
}

/**
 * What an action subject makes: the words after its verb ("barista pouring latte art" -> "latte
 * art", "cake decorating buttercream flowers" -> "buttercream flowers"), so "the finished {result}"
 * reads as a thing, not "the finished barista pouring latte art". Otherwise the subject itself.
 */
export function resultOf(subject: string): string {
  const words = subject.split(/\s+/).filter((w) => w !== '');
  // (The action may open the subject too: "decorating Christmas cookies with the kids" -> "Christmas cookies".)
  const verb = words.findIndex((w, i) => i < words.length - 1 && w.length > 4 && w.toLowerCase().endsWith('ing') && !ING_NOUNS.has(w.toLowerCase()));
  if (verb < 0) return subject;
  let rest = words.slice(verb + 1);
  while (rest.length > 1 && /^(?:a|an|the|my|our|his|her|their|some)$/i.test(rest[0]!)) rest.shift();
  // What it is made with or for is no part of the result ("with the kids", "for my sister").
  const tail = rest.findIndex((w, i) => i >= 1 && /^(?:with|for|at|in|on|from|while|during)$/i.test(w));
  if (tail > 0) rest = rest.slice(0, tail);
  return rest.join(' ');
}

/** The values for every shot after the first: the subject is named once, then referred to ("the dish"). */
function laterValues(v: TemplateValues): TemplateValues {
  // A proper name may be said again ("Miso"); a description is not.
  // (So may who someone is to the creator: "my nan" stays "my nan", never "Some of our favourite moments with the memories"; panel 15.)
  const kin = /^(?:my|our|his|her|their|mi|mis|mia|mio|meu|minha|mon|ma|mein|meine|mijn|onze)\s\S/i.test(v.name);
  return { ...v, subject: v.ref, topic: v.ref, name: v.name === v.subject && !kin ? v.ref : v.name, result: v.ref };
}

/**
 * True when a pack whose hit shows the finished result (`result_late`) still has its hit early in the
 * clip with no stated reveal (the track has no later hit to move there): the steps carry on through the
 * hit and the result is shown at the end, not seconds in with nothing left to show.
 */
export function resultAtEnd(pack: TemplatePack, t: Timeline): boolean {
  return pack.result_late === true && t.payoffSource !== 'clip' && t.pivotMs < t.durationMs * EARLY_RESULT_SHARE;
}
/**
 * The shot that shows a result kept for the end: among the shots from the hit on, the last but up to
 * two (the pack's after-the-result lines follow it when the clip has room). -1 when there is none.
 */
function resultShotIndex(t: Timeline): number {
  const after = t.shots.flatMap((s, i) => (s.segment === 'body' || s.segment === 'hook' ? [i] : []));
  return after[after.length - 1 - Math.min(2, Math.floor(after.length / 3))] ?? -1;
}
/** A hit before this share of the clip is early for a finished result. */
const EARLY_RESULT_SHARE = 0.4;

/** The open, hook and close shots in words for the flow texts, referring back to the subject ("the dish") rather than repeating it. */
export function shotWordsFor(pack: TemplatePack, v: TemplateValues, t?: Timeline): { open: string; hook: string; close: string } {
  // These open a sentence ("The dish already in frame: ..."): a bare "it" there reads as a missing word.
  const later = v.ref === 'it' ? { ...laterValues(v), subject: 'the subject', topic: 'the subject' } : laterValues(v);
  const word = (tpl: string): string => fillTemplate(tpl, later).toLowerCase();
  // With the result kept for the end, the hit lands on a step.
  const hook = t !== undefined && resultAtEnd(pack, t) ? pack.shots.build[0]!.description : pack.shots.hook.description;
  return { open: word(pack.shots.open.description), hook: word(hook), close: word(pack.shots.close.description) };
}

/** Minimum time on screen for a line of `chars` characters: about 17 characters a second, never under 1.5 s. */
export function readingTimeMs(chars: number): number {
  return Math.max(MIN_TEXT_MS, Math.ceil((chars / READING_CPS) * 1000 / 100) * 100);
}
const MIN_TEXT_MS = 1500;
const READING_CPS = 17;
/** Text stays clear of the reveal and the half second before it. */
const REVEAL_CLEARANCE_MS = 500;

/** A shot too short to read text in loses its text cue ("with its on-screen label"); fast cuts carry no text. */
function withoutTextCue(description: string): string {
  return description
    .replace(/,?\s*(?:with\s+)?(?:its|an?|the)?\s*(?:on-screen\s+)?(?:text\s+)?(?:label|price|keyword)s?(?:\s+on\s+screen)?(?:\s+for\s+\d+\s*s)?(?=[,;.]|$)/gi, '')
    .replace(/,?\s*(?:call to action|cta)\s+text/gi, '')
    .replace(/\s{2,}/g, ' ')
    .trim();
}

/** Inputs that templates use and that the caller may want to name (asked for when missing). */
const NAMED_INPUTS = ['card_name'] as const;

export function templateValues(route: SoundRoute, pack: TemplatePack, facts: ClipFacts, durationS: number, t: Timeline, copy: CopyFacts): TemplateValues {
  const subject = copy.subject;
  const firstStep = t.cuts.length > 1 ? t.cuts[1]! - t.cuts[0]! : t.cuts[0] ?? durationS * 1000;
  return {
    ...facts.inputs,
    subject,
    topic: subject,
    ref: copy.ref,
    name: copy.name ?? subject,
    result: resultOf(subject),
    card_name: facts.inputs.card_name ?? capitalize(subject),
    pack_name: facts.inputs.pack_name ?? pack.name,
    duration_s: String(durationS),
    // (The result kept for the end is shown at its own shot, not on the early hit; a stated reveal
    // stays where it is said to be, even when the track's hit cannot be trimmed onto it.)
    hook_s: secs(resultAtEnd(pack, t) ? (t.shots[resultShotIndex(t)]?.start_ms ?? t.pivotMs) : t.pivotMs).replace(' s', ''),
    cut_s: secs(t.beatMs !== null ? Math.min(firstStep, t.beatMs * t.cutEveryBefore) : firstStep).replace(' s', ''),
    bpm: route.tempo ? String(route.tempo.bpm) : 'free-tempo',
    sound_name: route.name,
  };
}

/**
 * The values for copy in the clip's language: the subject as the creator wrote it, the concept's
 * reference in that language, and a title card from them. Shots and prompts keep `v` (English).
 */
export function localValues(v: TemplateValues, copy: CopyFacts, facts: ClipFacts): TemplateValues {
  if (copy.language === 'en') return v;
  const l = copy.local;
  return { ...v, subject: l.subject, topic: l.subject, ref: l.ref, name: l.name ?? l.subject, result: l.subject, card_name: facts.inputs.card_name ?? capitalize(l.subject) };
}

/**
 * Which lines the copy is written from, and in which language each comes out: the pack's
 * translation for the clip's language, else the English lines filled with English values (a whole
 * line in English, never a line that mixes two languages).
 */
export interface CopyLines {
  hook_lines: readonly string[];
  hooks_language: CopyLanguage;
  caption_template: string;
  caption_language: CopyLanguage;
}

export function copyLinesFor(pack: TemplatePack, language: CopyLanguage): CopyLines {
  const tr = language === 'en' ? undefined : pack.i18n?.[language];
  return {
    hook_lines: tr?.hook_lines ?? pack.hook_lines,
    hooks_language: tr?.hook_lines !== undefined ? language : 'en',
    caption_template: tr?.caption_template ?? pack.caption_template,
    caption_language: tr?.caption_template !== undefined ? language : 'en',
  };
}

/** Lines the tender copy replaces (the pack's upbeat caption and hooks), so no fallback is reported for them. */
function tenderReplaces(pack: TemplatePack, copy: CopyFacts, cardNamed: boolean): { hooks: boolean; caption: boolean } {
  const replaced = copy.tender && !isTenderPack(pack);
  return { hooks: replaced, caption: replaced && !cardNamed };
}

/** `assumptions` lines for copy that falls back to English because the pack has no translation for the clip's language. */
export function copyFallbacks(pack: TemplatePack, copy: CopyFacts, cardNamed: boolean): string[] {
  if (copy.language === 'en') return [];
  const lines = copyLinesFor(pack, copy.language);
  const tender = tenderReplaces(pack, copy, cardNamed);
  const missing = [
    ...(lines.caption_language === 'en' && !tender.caption ? ['the title card and first caption'] : []),
    ...(lines.hooks_language === 'en' && !tender.hooks ? ['the hooks'] : []),
  ];
  if (missing.length === 0) return [];
  const lang = LANGUAGE_NAMES[copy.language];
  return [`language: the "${pack.name}" pack has no ${lang} translation for ${missing.join(' or ')}, so they are written in English, whole lines, never mixed; translate them into ${lang} before posting.`];
}

/** Fills a template; a route without tempo reads "free-tempo" instead of "N bpm". */
function fillTemplate(template: string, v: TemplateValues, cardNamed = true): string {
  let t = v.bpm === 'free-tempo' ? template.replace('{bpm} bpm', 'free-tempo') : template;
  // Without a card name the "{card_name}: " prefix would only repeat the topic.
  if (!cardNamed) t = t.replace(/^\{card_name\}\s*[:—-]\s*/, '');
  // A closing phrase the subject already says is not said twice ("Outfit transitions on the beat, on the beat").
  const filled = fill(t, v);
  // (A before and after opening a line the subject says too goes: "Prima e dopo: ristrutturazione del bagno prima e dopo".)
  const colon = filled.indexOf(': ');
  if (colon > 0 && BEFORE_AFTER.test(filled.slice(0, colon)) && BEFORE_AFTER.test(filled.slice(colon + 2))) return capitalize(filled.slice(colon + 2));
  const cut = filled.lastIndexOf(', ');
  const said = cut > 0 ? filled.slice(cut + 2).replace(/[.!?]$/, '').toLowerCase() : '';
  // (So is a before and after the subject already says: "Sakal tıraşı önce/sonra, öncesi ve sonrası".)
  const bothShapes = BEFORE_AFTER.test(said) && BEFORE_AFTER.test(filled.slice(0, cut));
  return capitalize(said.length >= 6 && (filled.slice(0, cut).toLowerCase().includes(said) || saysAlready(filled.slice(0, cut), said) || bothShapes) ? filled.slice(0, cut) : filled);
}

/** A word's letters without accents, plural or gender ending: "salidos" and "salidas" are one word. */
const wordCore = (w: string): string => fold(w).toLowerCase().replace(/(?:as|os|es|s|a|o|e)$/, '');
/**
 * True when the head already says the closing phrase in other inflections ("Conchas recién salidas del horno,
 * recién salidos del horno"): three quarters of its words of three letters or more are in the head.
 */
/** A before and after said in any of the copy languages. */
const BEFORE_AFTER = /(?<!\p{L})(?:before|after|antes|despu[eé]s|depois|avant|apr[eè]s|vorher|nachher|prima|dopo|voor en na|przed|önce\p{L}*|sonra\p{L}*|sebelum|sesudah|setelah)(?!\p{L})/iu;

function saysAlready(head: string, tail: string): boolean {
  const words = tail.split(/[^\p{L}]+/u).filter((w) => w.length >= 3).map(wordCore);
  if (words.length < 2) return false;
  const have = new Set(head.split(/[^\p{L}]+/u).filter((w) => w.length >= 3).map(wordCore));
  return words.filter((w) => have.has(w)).length * 4 >= words.length * 3;
}

/** `cardNamed`: the caller named the title card; without it the caption drops the "{card_name}: " prefix. */
/** The opening title's window: long enough to read, and clear of the reveal and the half second before it. */
export function captionWindowFor(route: SoundRoute, t: Timeline, text: string): { start_ms: number; end_ms: number } {
  const need = readingTimeMs(text.length);
  let start = route.sound_behavior.first_second_priority === 'hook_text' ? 0 : 300;
  let end = Math.min(t.durationMs, start + need);
  const revealAt = t.payoffMs ?? (t.payoffSource === null ? null : t.pivotMs);
  if (revealAt !== null && end > revealAt - REVEAL_CLEARANCE_MS && start < revealAt + need) {
    if (revealAt - REVEAL_CLEARANCE_MS - start >= MIN_TEXT_MS) end = revealAt - REVEAL_CLEARANCE_MS;
    else {
      // Too little room before the reveal: the title comes after it, once the result has landed.
      start = Math.min(revealAt + REVEAL_CLEARANCE_MS * 2, Math.max(0, t.durationMs - need));
      end = Math.min(t.durationMs, start + need);
    }
  }
  return { start_ms: start, end_ms: end };
}

/** True for a pack written for tender clips (memorials, tributes): its own lines already fit. */
function isTenderPack(pack: TemplatePack): boolean {
  return pack.selection_keywords.some((k) => /memorial|tribute|grief|remembrance|in memory/i.test(k));
}

/** The title card and first caption in the clip's language (or in English, whole, where the pack has no translation). */
function captionTextFor(pack: TemplatePack, v: TemplateValues, lv: TemplateValues, cardNamed: boolean, copy: CopyFacts): string {
  // A tender clip gets a title that names who or what is remembered, never the pack's upbeat line.
  if (tenderReplaces(pack, copy, cardNamed).caption) {
    const name = copy.language === 'en' ? copy.name : copy.local.name;
    // ("For {name}" is a memorial's; a diagnosis or an apology is titled by its subject.)
    return name !== null && copy.mourning ? fill(ENGINE_LINES[copy.language].for_name, { name }) : capitalize(lv.subject);
  }
  // (A title in the creator's own language stands alone: never "Clutch 1v4 w rankedzie, the highlights".)
  if (copy.nativeTitle != null) return copy.nativeTitle;
  const lines = copyLinesFor(pack, copy.language);
  return fillTemplate(lines.caption_template, lines.caption_language === 'en' ? v : lv, cardNamed);
}

/** `lv`: the values for copy in the clip's language (`localValues`); shots stay in English with `v`. */
export function templatePackPlanFor(route: SoundRoute, pack: TemplatePack, t: Timeline, v: TemplateValues, cardNamed: boolean, copy: CopyFacts, lv: TemplateValues = v): TemplatePackPlan {
  const captionText = captionTextFor(pack, v, lv, cardNamed, copy);
  const captionWindow = captionWindowFor(route, t, captionText);
  const later = laterValues(v);
  let build = 0;
  let body = 0;
  // (A pack that ends on the finished result shows a step said to come last before that result, not after it.)
  const named = momentShots(copy.moments, t, resultAtEnd(pack, t) || pack.steps_in_order === true);
  const uses = new Map<string, number>();
  const stills = /\bphotos?\b/i.test(pack.description);
  // Steps in order (a recipe) never cycle back to the first: a longer build holds a step for two shots in a row.
  const buildShots = t.shots.filter((s) => s.segment === 'build').length;
  const steps = pack.shots.build.length;
  const buildLine = (k: number): number => {
    if (pack.steps_in_order !== true) return k % steps;
    // (More shots than steps: each step holds for a run of shots in order, the extra ones spread over the
    // middle steps, not piled on the first or the last. Fewer: the steps are sampled evenly, first to last.)
    if (buildShots > steps) return Math.min(steps - 1, Math.floor(((k + 0.5) * steps) / buildShots));
    return buildShots <= 1 ? 0 : Math.round((k * (steps - 1)) / (buildShots - 1));
  };
  // The result kept for the end: the steps go on through the hit, and the last shot before the close shows the result.
  // (Up to two of the pack's after-the-result lines follow it, when the clip has room: the reaction, a close-up of the look.)
  const late = resultAtEnd(pack, t);
  const resultShot = resultShotIndex(t);
  const shots = t.shots.map((s, i) => {
    let tpl = pack.shots.open;
    if (late && (s.segment === 'hook' || s.segment === 'body')) tpl = i === resultShot ? pack.shots.hook : i > resultShot ? pack.shots.body[body++ % pack.shots.body.length]! : pack.shots.build[build++ % pack.shots.build.length]!;
    else if (s.segment === 'build') tpl = pack.shots.build[buildLine(build++)]!;
    else if (s.segment === 'hook') tpl = pack.shots.hook;
    else if (s.segment === 'body') tpl = pack.shots.body[body++ % pack.shots.body.length]!;
    else if (s.segment === 'close') tpl = pack.shots.close;
    const moment = named.get(i);
    // The reveal shot names the payoff and keeps the pack's direction for it ("Free kick goal: the key play, caught whole").
    const own = fillTemplate(tpl.description, i === 0 ? v : later);
    // (A pack line that names its moment before a colon gives that name up: "The peak of the move: the strongest look" -> "The lift: the strongest look".)
    const direction = own.includes(': ') ? own.slice(own.indexOf(': ') + 2) : own;
    // (A direction that is a menu of examples, "the plating, the first cut or the pull that shows it", "the view, the arrival, the plan coming together", is for a clip
    // that names no moment: the named one replaces it rather than sitting in front of it.)
    // (A list of things with articles: not a camera note with an "or" in it, "the same take held, or one punch-in on it".)
    const menu = /^(?:the|a|an|your)\s[^,]+,\s(?:the|a|an)\s[^,]+(?:,\s(?:or\s)?|\sor\s)(?:the|a|an)\s/i.test(direction);
    let description = moment === undefined ? own : s.segment === 'hook' && !menu ? `${moment}: ${direction.charAt(0).toLowerCase()}${direction.slice(1)}` : moment;
    if (moment === undefined) {
      const use = uses.get(tpl.description) ?? 0;
      uses.set(tpl.description, use + 1);
      description = reframed(description, use, stills, /\b(?:gameplay capture|screen capture|screen recording|screencast)\b/i.test(tpl.camera));
    }
    if (s.end_ms - s.start_ms < MIN_TEXT_MS) description = withoutTextCue(description);
    if (!route.sound_behavior.loop_friendly && s.segment === 'close') description = description.replace(/[,;]?\s*(?:so the loop point is invisible|for a clean loop|matching the opening frame)/gi, '');
    if (i === 0 && !t.hookHasOwnCut) description += `; the hook hits at ${secs(t.hookMs)}, inside this shot`;
    return {
      index: i + 1,
      start_ms: s.start_ms,
      end_ms: s.end_ms,
      segment: s.segment,
      description: capitalize(description),
      camera: tpl.camera,
      on_screen_text: s.start_ms <= captionWindow.start_ms && captionWindow.start_ms < s.end_ms ? captionText : null,
    };
  });
  const coverAt = Math.min(t.durationMs - 1, t.hookMs + 100);
  return {
    id: pack.id,
    name: pack.name,
    description: pack.description,
    shots,
    prompt_template: fillTemplate(pack.prompt_template, v),
    caption_template: captionText,
    caption_window_ms: captionWindow,
    cover_frame: { at_ms: coverAt, guidance: capitalize(fillTemplate(pack.cover_frame, later)) },
    selection_keywords: [...pack.selection_keywords],
  };
}

/**
 * A shot template used again in the same plan (a pack lists fewer build or body shots than a
 * long clip has cuts) is varied, so the list reads as shots an editor can shoot, where three
 * identical lines read as filler: "A detail: ..." becomes "Another detail: ...", and later uses
 * add a framing; footage gets a camera framing, photos (slideshows) a way to move over a still.
 */
const FOOTAGE_FRAMINGS = ['closer in', 'from a new angle', 'wider', 'from a low angle', 'from above', 'in slow motion', 'handheld, following the movement', 'from behind'] as const;
/** A screen capture (gameplay, a screen recording) has no camera to move: a later moment, a tighter crop, the replay. */
const SCREEN_FRAMINGS = ['a moment later', 'cropped tighter on the action', 'from the replay', 'slowed down', 'a moment earlier', 'zoomed on the key detail', 'at full speed'] as const;
/** Slideshows change the photo, never zoom into it (the tender pack: "no zooms that feel like an ad"). */
const PHOTO_FRAMINGS = ['from another year', 'from another place', 'with someone else in it', 'from another season', 'held a little longer', 'in black and white'] as const;

/** `description` for the `use`-th time (0-based) its template is used in the plan; `stills`: the pack is made of photos; `screen`: the shot is a screen capture. */
function reframed(description: string, use: number, stills: boolean, screen = false): string {
  if (use === 0) return description;
  // ("A second angle of the move" never becomes "another second angle": it takes a framing instead.)
  const article = /^an?\s(?!(?:second|third|fourth|next|contrasting|new)\b)/i.exec(description);
  const another = article !== null ? `another ${description.slice(article[0].length)}` : null;
  // The second use reads as "another ..." where the line opens with "a"; every later one adds a framing.
  const framingUse = another !== null ? use - 1 : use;
  if (framingUse === 0) return another!;
  const framings = stills || /\bphotos?\b/i.test(description) ? PHOTO_FRAMINGS : screen ? SCREEN_FRAMINGS : FOOTAGE_FRAMINGS;
  const n = framings.length;
  const round = Math.floor((framingUse - 1) / n);
  return `${another ?? description}, ${framings[(framingUse - 1) % n]}${round > 0 ? ` (take ${round + 1})` : ''}`;
}

/** Words that make a moment the payoff a stated reveal shows ("free kick goal", "the final look", "the lift"). */
// (An experiment's or a stunt's climax too: "kids react, foam eruption" with the payoff at 29 s put the eruption at 9 s; fourteenth editor panel.)
const PAYOFF_WORDS = /\b(?:goal|touchdown|dunk|buzzer|winner|the lift|lockout|reveal|result|finished|final look|landing|lands|kiss|proposal|catch|the drop|big moment|punchline|eruption|erupts|explosion|explodes|blast ?off|liftoff|splash(?:down)?|the jump|the flip|the smash|the pop|bursts?|the first look|first steps?|blows out the candles|candles)\b/i;

/** A moment with a step said to come after it ("warmups then the lift"), or said alone to come last ("then the lift": the reader keeps the "then"). */
const THEN_STEP = /^(?:(.*\S)\s*,?\s+)?(?:and then|then)\s+(.+)$/i;
/** "At the end" closing a moment, said once the moment is on the last shot. */
const TRAILING_END = /\s*,?\s*(?:at the end|in the end|al final|no final|à la fin|a la fin|am ende|zum schluss)$/i;
/** A step said alone to come last ("then nap together on the couch"). */
const LAST_STEP = /^then\s+(.+)$/i;

/** A moment that says it comes last ("logo at the end"). */
const AT_THE_END = /\b(?:at the end|in the end|ending|last|end card|al final|no final|à la fin|a la fin|am ende|zum schluss)\b/i;

/**
 * Which shots show the moments the description names (shot index -> description): in the order
 * written, on the build shots before the turn, then the body shots after it; a moment that says it
 * comes last goes on the closing shot. The opening shot (the subject) and the turn (the reveal or
 * the hit) keep the pack's own shots.
 */
function momentShots(named: readonly string[], t: Timeline, resultLast = false): Map<number, string> {
  let moments = named;
  const out = new Map<number, string>();
  const lastShot = t.shots.length - 1;
  // A stated reveal: the moment that is the payoff ("my son's free kick goal", "warmups then the
  // lift") is shown on the reveal shot, never on a build shot seconds before it.
  const hook = t.payoffSource === 'clip' && t.hookHasOwnCut ? t.shots.findIndex((s) => s.segment === 'hook') : -1;
  const free = t.shots.map((s, i) => ({ s, i })).filter(({ s, i }) => i > 0 && i < lastShot && i !== hook && (s.segment === 'build' || s.segment === 'body'));
  // Build shots first (what happens before the turn), then body shots, in time order within each.
  const order = [...free.filter(({ s }) => s.segment === 'build'), ...free.filter(({ s }) => s.segment === 'body')];
  const last = moments.length > 0 && hook > 0 ? moments[moments.length - 1]! : null;
  if (last !== null && !AT_THE_END.test(last)) {
    const then = THEN_STEP.exec(last);
    const payoff = then !== null ? then[2]! : PAYOFF_WORDS.test(last) ? last : null;
    if (payoff !== null) {
      out.set(hook, payoff);
      moments = [...moments.slice(0, -1), ...(then?.[1] !== undefined ? [then[1]] : [])];
    }
  }
  let k = 0;
  let lastStepAt = -1;
  for (const m of moments) {
    // A step said to come last ("…, then they nap on the couch") closes the clip, as one said to be at the end does.
    const closing = LAST_STEP.exec(m);
    if (closing !== null && resultLast) {
      // Before the result: the last build shot left (the result itself is the pack's hook or close).
      const before = [...order].reverse().find(({ s, i }) => s.segment === 'build' && !out.has(i));
      if (before !== undefined) {
        out.set(before.i, closing[1]!.replace(TRAILING_END, ''));
        lastStepAt = before.i;
      }
      continue;
    }
    if (AT_THE_END.test(m) || closing !== null) {
      // (Placed last, it says so no more: "saut de crêpe réussi à la fin" closes the clip as "Saut de crêpe réussi".)
      // (One word left alone reads bare: "Logo at the end" stays.)
      const said = closing !== null ? closing[1]! : m;
      const shown = said.replace(TRAILING_END, '');
      if (lastShot > 0 && !out.has(lastShot)) out.set(lastShot, shown.split(/\s+/).length >= 2 ? shown : said);
      continue;
    }
    let slot = order[k++];
    while (slot !== undefined && out.has(slot.i)) slot = order[k++];
    if (slot === undefined) break;
    out.set(slot.i, m);
  }
  // A moment's shot keeps time order with the others: sorted slots get the moments in written order.
  const placed = [...out.entries()].filter(([i]) => i !== lastShot && i !== hook && i !== lastStepAt).sort((a, b) => a[0] - b[0]);
  const texts = moments.filter((m) => !AT_THE_END.test(m) && !LAST_STEP.test(m)).slice(0, placed.length);
  placed.forEach(([i], j) => out.set(i, texts[j]!));
  return new Map([...out.entries()].map(([i, m]) => [i, capitalize(m)]));
}

/** Negative prompt items that hold for every generated clip, then the route-specific ones. */
function avoidList(route: SoundRoute, facts: ClipFacts): string[] {
  const b = route.sound_behavior;
  const avoid = [
    'slow fade-in or black first frame',
    'generated text, captions or subtitles in the frames (add text in the editor)',
    'real celebrity or public-figure likeness',
    'brand logos or trademarks',
    'watermarks',
    'on-screen text in the bottom fifth or at the right edge',
  ];
  if (b.energy_shape === 'steady' && b.density === 'low') avoid.push('shaky handheld camera', 'flash transitions');
  if (b.role === 'hook_pressure') avoid.push('slow motion before the hook', 'long static holds');
  if (b.role === 'reveal_support') avoid.push('showing the finished result before the reveal');
  if (facts.voiceover === true) avoid.push('lip movement synced to song lyrics');
  return avoid;
}

/** `lv`: the values for copy in the clip's language; the prompts themselves stay in English (generators work best in it). */
export function agentPromptPackFor(route: SoundRoute, facts: ClipFacts, durationS: number, durationAssumed: boolean, t: Timeline, plan: TemplatePackPlan, v: TemplateValues, copyLanguage: CopyLanguage = 'en', lv: TemplateValues = v): AgentPromptPack {
  const b = route.sound_behavior;
  const avoid = avoidList(route, facts);
  const style = [facts.tone, facts.inputs.style].filter((x): x is string => typeof x === 'string' && x.length > 0).join(', ');
  const firstSecond = {
    subject_in_frame: `${capitalize(v.ref === 'it' ? v.subject : v.ref)} fully in frame from the first frame`,
    hook_text: 'leave clean space in the upper third for hook text from the first frame',
    motion: 'movement already happening in the first frame',
    face: 'a face in frame and speaking from the first frame',
  }[openingPriority(route, facts)];
  const preroll = facts.placement === 'preroll';
  const licensed = facts.paid_ad || facts.commercial_use || facts.off_platform_reuse || facts.download || facts.client_delivery;
  // Brand or client work shows that brand: only other brands' marks are kept out of generated shots.
  const sponsored = facts.paid_ad || facts.commercial_use || facts.client_delivery;
  const frame = preroll ? plan.prompt_template.replace(/^Vertical 9:16/i, 'Horizontal 16:9') : plan.prompt_template;
  const brandFirst = preroll ? 'The brand and the product on screen within the first 5 seconds, before the skip button appears. ' : '';
  const audioNote = licensed
    ? `Generate the video without music; the licensed campaign file of "${route.name}" is added in the edit (the organic in-app sound does not cover this use).`
    : `Generate the video without music; the sound "${route.name}" is attached natively in the app.`;
  const primary = `${frame}. ${capitalize(firstSecond)}. ${brandFirst}${style ? `Style: ${style}. ` : ''}${facts.aigc ? (sponsored ? 'No real person\'s likeness and no other brand\'s logo; the client\'s own logo and product shots are added in the edit. ' : 'Invented people and products only: no real person\'s likeness, no brand logos. ') : ''}${audioNote}`;
  const hookWhat = plan.shots.find((s) => s.segment === 'hook')?.description ?? plan.shots[0]!.description;
  const short = `${preroll ? '16:9' : '9:16'}, ${durationS}s, ${v.subject}, ${route.tempo ? `cuts on a ${route.tempo.bpm} bpm beat` : 'slow cuts on motion'}, ${shortPhrase(hookWhat, 10).toLowerCase()} at ${v.hook_s}s, no music`;

  const missing: string[] = [];
  const questions: AgentPromptPack['clarifying_questions'] = [];
  if (durationAssumed) {
    missing.push('duration_s');
    questions.push({ field: 'duration_s', question: `How long is the clip? The sound is arranged for ${b.recommended_lengths_s.join(', ')} s; the plan assumed ${durationS} s.` });
  }
  if (facts.voiceover === undefined) {
    missing.push('voiceover');
    questions.push({ field: 'voiceover', question: 'Will anyone speak over the clip? That changes the mix and may change the sound.' });
  }
  if ((b.role === 'reveal_support' || b.payoff_required) && facts.payoff_at_ms === null) {
    missing.push('payoff_at_ms');
    // (hook_s is the result's own shot when the result is kept for the end: see templateValues.)
    questions.push({ field: 'payoff_at_ms', question: v.hook_s !== secs(t.hookMs).replace(' s', '') ? `When does the result show? The plan shows it at ${v.hook_s} s, near the end; the sound's first hit comes earlier.` : `When does the reveal happen? The plan puts it on the sound's hook at ${v.hook_s} s.` });
  }
  for (const name of NAMED_INPUTS) {
    if (facts.inputs[name] === undefined) {
      missing.push(`inputs.${name}`);
      // Quote the card as the plan shows it (the caption template over the opening shot), not the bare name it was filled from.
      questions.push({ field: `inputs.${name}`, question: `What should the title card say? It reads "${plan.caption_template}" for now.` });
    }
  }

  const guardrails = [
    licensed
      ? 'Generate the video silent; the music comes only from the licensed campaign file, never from the in-app sound or a copy of the track.'
      : 'Generate the video silent and attach the native sound in the app; never bake a copy of the track into the file.',
    sponsored ? 'No real person\'s likeness and no other brand\'s logo or trademark in generated shots; the brand\'s own logo goes in in the edit.' : 'No real person\'s likeness, no brand logos or trademarks in generated shots.',
    'Do not describe the sound as cleared for ads, client work or reuse off the platform.',
    'Do not invent proof or promise views.',
  ];
  if (disclosesAi(facts)) guardrails.push(`Label the post as AI-generated and keep the caption line "${ENGINE_LINES[copyLanguage].made_with_ai}"`);

  return {
    primary_prompt: primary,
    short_prompt: short,
    negative_prompt: avoid.map((a) => `no ${a}`).join(', '),
    structured: {
      aspect_ratio: preroll ? '16:9' : '9:16',
      duration_s: durationS,
      subject: v.subject,
      style: style || `${b.energy_shape}, ${b.density}-density edit`,
      audio: {
        sound_name: route.name,
        bpm: route.tempo?.bpm ?? null,
        hook_at_s: t.hookMs / 1000,
        note: licensed ? 'Generate without music; add the licensed campaign file in the edit.' : 'Generate without music; attach the native sound in the app after generation.',
      },
      shots: plan.shots.map((s) => ({ start_s: s.start_ms / 1000, end_s: s.end_ms / 1000, description: s.description, camera: s.camera })),
      avoid,
    },
    missing_inputs: missing,
    clarifying_questions: questions,
    guardrails,
  };
}

/** Engagement bait that never belongs under a tender clip (a memorial, an illness, an apology). */
const BAIT = /comment\s+\d|wait for (?:it|the)|no skips|which one wins|did not expect|watch what happens|save this|follow for/i;

/** Hook lines for a tender clip when the pack has none that fit: they name who or what is remembered. */
function tenderHooks(v: TemplateValues, language: CopyLanguage, mourning = true): string[] {
  const who = v.name;
  const l = ENGINE_LINES[language];
  // (An illness, an accident or an apology is no memorial: nobody is "remembered".)
  if (!mourning) return [capitalize(v.subject), l.one_day, l.thanks_listening];
  return [fill(l.for_name, { name: who }), fill(l.remembering, { name: who }), capitalize(fill(l.moments_kept, { name: who }))];
}

/** Words a moment may open with that already make it a noun phrase ("the PR pull", "my first rep"). */
const DETERMINERS = /^(?:the|a|an|my|our|his|her|their|your|this|that|these|those)\s/i;

/**
 * The moment the clip builds to, as the clip names it, for a hook ("Stay for the PR pull"): the last
 * moment, after its last "then" ("warmups then the PR pull"), at most five words. English only: the
 * moments keep the creator's words and "Stay for …" is English.
 */
export function payoffMoment(moments: readonly string[]): string | null {
  const last = moments[moments.length - 1];
  if (last === undefined) return null;
  // Only a moment the creator puts last in so many words: after "then", or "at the end". Other
  // moments are often a clause ("how i died", "tag ur bestie") that no hook should quote.
  const sequenced = /\bthen\b/i.test(last);
  if (!sequenced && !/\b(?:at|in) the end$/i.test(last)) return null;
  const tail = last.split(/\b(?:and then|then)\b/i).pop()!.trim().replace(/[,.;:!?]+$/, '');
  const words = tail.split(/\s+/).filter((w) => w !== '');
  if (words.length === 0 || words.length > 5 || words.some((w) => PRONOUNS.has(w.toLowerCase()))) return null;
  // (An action takes no article: "Stay for stacking the bun", not "the stacking the bun".)
  const first = words[0]!.toLowerCase();
  const action = words.length > 1 && first.length > 4 && first.endsWith('ing') && !ING_NOUNS.has(first);
  return DETERMINERS.test(tail) || action ? tail : `the ${tail}`;
}

/** A moment that names a person speaking or doing ("i died", "he's doing") is a clause, not a thing to wait for. */
const PRONOUNS: ReadonlySet<string> = new Set(['i', 'me', 'you', 'u', 'he', 'she', 'they', 'we', 'it', "he's", "she's", "it's", "i'm", "you're", "they're", 'him', 'her', 'them', 'us']);

/** `lv`: the values for copy in the clip's language (`localValues`). */
export function postPackFor(route: SoundRoute, pack: TemplatePack, facts: ClipFacts, plan: TemplatePackPlan, v: TemplateValues, copy: CopyFacts, lv: TemplateValues = v): PostPack {
  const lines = copyLinesFor(pack, copy.language);
  const tender = tenderReplaces(pack, copy, facts.inputs.card_name !== undefined);
  // Each line is written whole in one language: the clip's, or English where the pack has no translation.
  const hookLanguage = tender.hooks ? copy.language : lines.hooks_language;
  const hv = hookLanguage === 'en' ? v : lv;
  const later = laterValues(hv);
  // The first hook names the subject; the others speak to the viewer without repeating it.
  let hooks = lines.hook_lines.map((h, i) => fillTemplate(h, i === 0 ? hv : later));
  if (tender.hooks) hooks = tenderHooks(hv, copy.language, copy.mourning);
  else if (copy.tender) hooks = hooks.filter((h) => !BAIT.test(h));
  else {
    // A moment the clip names beats the pack's generic second line ("Watch the switch on the beat" under a deadlift).
    const moment = hookLanguage === 'en' ? payoffMoment(copy.moments) : null;
    if (moment !== null && hooks.length > 1) hooks[1] = `Stay for ${moment}`;
  }
  if (copy.nativeTitle != null && !tender.hooks) hooks[0] = copy.nativeTitle;
  hooks = hooks.slice(0, 3);
  const captionLanguage = tender.caption ? copy.language : lines.caption_language;
  // The disclosure tag in the captions' language too ("#publicidad" beside a caption that opens with it).
  const hashtags = copy.tags.map((t) => (t === '#ad' ? ENGINE_LINES[captionLanguage].ad_tag : t));
  // Paid or brand work: the disclosure opens the caption, where it is seen before "more".
  // (In the caption's language: "#publicidad", "#publi", "#publicité", "#werbung"; copy-language.ts says why.)
  // (Read once, not per caption: the AI-voice reading is a pass over the clip's text.)
  const labelledAi = disclosesAi(facts);
  // (Japanese and Chinese close a sentence with "。", and run the AI line on without a space.)
  // (Thai ends a caption with no mark at all.)
  const stop = (language: CopyLanguage, s = ''): string => ((language === 'ja' || language === 'zh') && /[^\x00-\x7F]$/u.test(s) ? '。' : language === 'th' ? '' : '.');
  const gap = (language: CopyLanguage): string => (language === 'ja' || language === 'zh' ? '' : ' ');
  // (A clause's comma left at the end goes before the stop: "…في الرياض،." read as garbled; panel 15.)
  const line = (raw: string, language: CopyLanguage): string => {
    const s = raw.replace(/[\s,;:،、，；：]{1,4}$/u, '');
    return `${copy.sponsored ? `${ENGINE_LINES[language].ad_tag} ` : ''}${/[.!?。！？]$/u.test(s) ? s : `${s}${stop(language, s)}`}${labelledAi ? `${gap(language)}${ENGINE_LINES[language].made_with_ai}` : ''}`;
  };
  // A caption that opens with the disclosure does not repeat #ad among its hashtags (pasted together, it would read twice).
  const captionTags = copy.sponsored ? hashtags.filter((t) => t !== ENGINE_LINES[captionLanguage].ad_tag) : hashtags;
  const captions = [
    { text: line(plan.caption_template, captionLanguage), hashtags: captionTags },
    // (The second caption is a second hook, without the sound's name: the app shows the sound; fifth editor panel.)
    { text: line(hooks[1] ?? hooks[0]!, hookLanguage), hashtags: captionTags.slice(0, 4) },
    { text: line(hooks[2] ?? hooks[0]!, hookLanguage), hashtags: captionTags.slice(0, 3) },
  ];
  return { hooks, captions, hashtags, cover_frame: plan.cover_frame };
}
