/**
 * The planner: given a route and the clip's facts, assembles the full clip pack (spec 2.3), which
 * is also a valid sound brief (2.1). Recommend, brief, clip-pack and concierge all end here.
 */
import { labelsFor, useMatrixFor } from './labels.ts';
import { cutdownsFor } from './cutdowns.ts';
import { textWindowsFor } from './text-windows.ts';
import type { Catalog } from '../catalog/load.ts';
import type { SoundRoute } from '../schemas/catalog.ts';
import type { ClipPack } from '../schemas/clip-pack.ts';
import { COPY_LANGUAGES, type CopyLanguage } from '../schemas/template-pack.ts';
import { detectLanguage, englishFunctionWords, LANGUAGES, plainLanguage, plainOtherLanguage, copyScriptOf } from './reading-language.ts';
import { tokenise } from './reading-tokens.ts';
import type { RiskFlagSchema } from '../schemas/plan.ts';
import type { z } from 'zod';
import type { ClipFacts } from './clip-facts.ts';
import { copyFactsFor } from './copy-facts.ts';
import { shotWordsFor, agentPromptPackFor, copyFallbacks, localValues, postPackFor, templatePackPlanFor, templateValues } from './creative.ts';
import { copyLanguageOf, ENGINE_LINES, LANGUAGE_NAMES, writtenCopyLanguage } from './copy-language.ts';
import { beatMapFor, flowGuidanceFor, payoffGuidanceFor } from './flow.ts';
import { platformActionsFor, platformAvailabilityFor } from './platform.ts';
import { aigcDisclosureFor, copyBoundary, riskAssessmentFor, usageBoundaryFor } from './risk.ts';
import { landOn } from './landing.ts';
import { choosePack } from './pack-choice.ts';
import { behaviorOf, bestLanding, bestRoute, isFallback, readClip, matchesPreference, nearestLength, primarySound, scoreRoute, type RouteScore } from './route.ts';
import { listing, ROLE_WORDS, secs, subjectOf } from './text.ts';
import { planTimeline } from './timeline.ts';
import { ClipSchema } from '../schemas/sound-brief.ts';
import { unreadFieldNotes } from './unread-fields.ts';

/** The clip fields the API reads; any other is echoed back only. */
const READ_CLIP_FIELDS: ReadonlySet<string> = new Set(Object.keys(ClipSchema.shape));

/** How long a sound-health snapshot is considered fresh after its date. */
export const FRESHNESS_WINDOW_H = 72;

/**
 * The moments shown in the build: a last step said to come last when a reveal time is given ("reveal of the finished cake at 0:25")
 * is shown on the reveal, so it sets no build pace (twenty-fifth session review: the build was cut twice as often).
 */
function buildMoments(moments: readonly string[], payoffAtMs: number | null): number {
  return moments.filter((m, i) => !(payoffAtMs !== null && i === moments.length - 1 && /^then\s/i.test(m))).length;
}

/** The clip length assumed when the caller gives none, if the route is arranged for it. */
const PREFERRED_DEFAULT_S = 30;

/** The length to plan when the caller gives none: the arrangement nearest 30 s that still holds the payoff. */
function defaultDuration(lengths: readonly number[], payoffAtMs: number | null): number {
  const fits = payoffAtMs === null ? [...lengths] : lengths.filter((l) => l * 1000 > payoffAtMs + 1000);
  if (fits.length > 0) return nearestLength(fits, PREFERRED_DEFAULT_S);
  return Math.ceil((payoffAtMs! + 2000) / 1000);
}

/** A still clip: long and calm (study with me, desk cams, streams, ASMR), cut to a few scene changes, not to the beat. */
function isStill(catalog: Catalog, route: SoundRoute, facts: ClipFacts, durationS: number): boolean {
  const named = readClip(catalog, facts).named;
  return ((named.has('study') || named.has('asmr')) && durationS >= 60) || (durationS >= 180 && route.sound_behavior.role === 'background_bed');
}
/** A clip long by design (study with me, ASMR): no "cut it to 60 s" for a feed. Narrower than a still clip's topics. */
function longByDesign(catalog: Catalog, facts: ClipFacts): boolean {
  const named = readClip(catalog, facts).named;
  // ("5 study tips for finals week" is a talk about studying, not a study-with-me session.)
  return named.has('asmr') || (named.has('study') && STUDY_SESSION.test(facts.text));
}
/** A study session filmed as it is, not a talk about studying. */
const STUDY_SESSION = /\b(?:study (?:with|w) me|study stream|pomodoro|desk cam|estudia conmigo|estude comigo|étudie avec moi|etudie avec moi|lern mit mir|lernen mit mir|real[- ]time)\b/i;

/** What a stated reveal meets on this route, in words that only claim what the numbers show. */
function revealWords(catalog: Catalog, route: SoundRoute, facts: ClipFacts): string {
  if (facts.payoff_at_ms === null) return '';
  const land = landOn(route, facts.payoff_at_ms, (facts.duration_s ?? 0) * 1000);
  if (land.aligned) return '';
  if (land.near) return ` Its hit plays at ${secs(land.hitMs)}, ${land.gapMs} ms before your reveal at ${secs(facts.payoff_at_ms)}: move the reveal cut onto the hit and it lands.`;
  const other = bestLanding(catalog, facts);
  return other !== undefined
    ? ` Its hit plays at ${secs(land.hitMs)}, not on your reveal at ${secs(facts.payoff_at_ms)}; ${other.route.name} (${other.route.sound_slug}) can land on it but fits the clip less well.`
    : ` No route in the catalog can land its hit on your reveal at ${secs(facts.payoff_at_ms)}; this is the best compromise, its hit plays at ${secs(land.hitMs)}.`;
}

/** Plain words for why a route was picked. */
export function whyText(catalog: Catalog, route: SoundRoute, score: RouteScore | null, facts: ClipFacts): string {
  const b = route.sound_behavior;
  const profile = `a ${b.energy_shape}, ${b.density}-density ${ROLE_WORDS[b.role]}${route.tempo ? ` at ${route.tempo.bpm} bpm` : ' with no fixed beat'}`;
  const subject = subjectOf(facts.topic);
  if (score === null) {
    // The caller named the route: plan around it, and say so when another route fits the clip clearly better.
    const own = scoreRoute(catalog, route, facts);
    const best = bestRoute(catalog, facts);
    const fit = own.reasons.length > 0 ? ` For this clip: ${listing(own.reasons.slice(0, 3))}.` : '';
    const warn = facts.voiceover === true && !b.voiceover_safe ? ' It is not voiceover-safe: duck it hard or pick another route.' : '';
    const better = best.route.sound_slug !== route.sound_slug && best.score - own.score >= 4 ? ` ${best.route.name} (${best.route.sound_slug}) would fit this clip better: ${listing(best.reasons.slice(0, 2))}.` : '';
    return `You chose ${route.name}, ${profile}.${fit}${warn}${revealWords(catalog, route, facts)}${better}`;
  }
  if (facts.ownAudio === true) {
    return `Your clip is its own soundtrack, so post it with its original sound. If you want a bed under it, ${route.name} is the quietest fit in the catalog: ${profile}, kept at 0–5 % under the performance${score.reasons.length > 0 ? `; ${score.reasons.slice(0, 2).join('; ')}` : ''}.${revealWords(catalog, route, facts)}`;
  }
  if (isFallback(catalog, facts, score)) {
    // The concierge's stand-in for a message that names no subject ("need a sound"): say what is missing.
    const opening = subject.toLowerCase() === ENGINE_LINES.en.your_clip ? 'You have not said what the clip shows' : `Nothing in the catalog is made for ${subject} specifically`;
    return `${opening}, so this is the catalog's default route, the safest choice: ${profile}, calm enough to sit under most clips${score.reasons.length > 0 ? `; ${score.reasons.slice(0, 2).join('; ')}` : ''}.${revealWords(catalog, route, facts)}`;
  }
  const reasons = score.reasons.slice(0, 4);
  return `${route.name} fits this clip: ${reasons.length > 0 ? listing(reasons) : profile}. It is ${profile}.${revealWords(catalog, route, facts)}`;
}

/** The language a topic is written in, when it can tell (a few words often cannot: null). */
function topicLanguage(topic: string): string | null {
  return detectLanguage(topic, tokenise(topic, { n: 0 }), { n: 0 }).language;
}

/** The AI disclosure with its caption line in the language of the captions it closes. */
function aigcDisclosureIn(facts: ClipFacts, language: CopyLanguage): ClipPack['aigc_disclosure'] {
  const d = aigcDisclosureFor(facts);
  return language === 'en' || d.caption_line === null ? d : { ...d, caption_line: ENGINE_LINES[language].made_with_ai };
}

/** The plan's note for a clip with no stated voice; withMix (clip-pack.ts) replaces it when the clip's own sound leads. */
export const MUSIC_LED_NOTE = 'voiceover: not given, planned as music-led; the flow guidance says how to mix a voice if you add one.';

export interface PlanOptions {
  mode: 'clip_to_sound' | 'sound_to_plan';
  score: RouteScore | null;
  /** The clip object to echo back (spec 2.1 clip), before defaults are filled. */
  clip: Record<string, unknown> & { topic: string; language?: string };
  /** The topic in the creator's words when `facts.topic` is the glossary's English: copy in their language uses it. */
  writtenTopic?: string;
  /** Set: plan the cut-down set (an empty array: the default lengths). */
  cutdownLengths?: readonly number[];
}

/** A clip this short that says it is one continuous shot ("5 s sunrise timelapse, seamless loop", "one take") gets no cuts. */
const ONE_SHOT_MAX_S = 8;
const ONE_SHOT = /\b(?:time-?lapse|time lapse|seamless loop|one take|single take|uncut|one shot|oner)\b/i;
/** A clip of any length said to be one take ("one continuous take", "one long static shot", "single take from the tripod"): no cuts. */
// ("one continuous camera move", "un plan-séquence", "plano secuencia": eighth editor panel, an AI clip cut at 1.8 s.)
// (Not "no cuts" or "sans coupe": in a salon they say no haircut.)
const ONE_TAKE_SAID = /(?<!\p{L})(?:(?:one|single|a single) (?:long |continuous |uncut |static |locked[- ]off )*(?:take|shot)|(?:one|a single|single) continuous (?:camera )?(?:move|movement|push|push-in|dolly|pan|orbit|tracking shot|fly-?through)|one-take|oner|uncut take|plan[- ]s[ée]quence|plano[- ]secuencia|plano[- ]sequ[eê]ncia|plansequenz)(?!\p{L})/iu;

export function planClip(catalog: Catalog, route: SoundRoute, facts: ClipFacts, opts: PlanOptions): ClipPack {
  const b = route.sound_behavior;
  const assumptions: string[] = [];
  let durationS = facts.duration_s;
  const durationAssumed = durationS === undefined;
  if (durationS === undefined) {
    durationS = defaultDuration(b.recommended_lengths_s, facts.payoff_at_ms);
    assumptions.push(`duration_s: not given, planned at ${durationS} s${b.recommended_lengths_s.includes(durationS as 15) ? " (one of the sound's arrangements)" : ' (long enough for the payoff)'}.`);
  }
  assumptions.push(...(facts.inferred ?? []));
  assumptions.push(...unreadFieldNotes(opts.clip, READ_CLIP_FIELDS));
  if (facts.voiceover === undefined) assumptions.push(MUSIC_LED_NOTE);
  if (opts.score !== null && facts.preference !== undefined && !matchesPreference(route, facts.preference)) {
    assumptions.push(`sound_behavior: no route in the catalog has every behavior asked for${facts.voiceover === true ? ' among the voiceover-safe routes' : ''}; the preference was ignored.`);
  }
  // Hooks, captions and the title card follow the clip's language (a BCP 47 tag's language: es-MX is es); shots and prompts stay in English.
  // With no language given, a topic written in Spanish, Portuguese, French or German is answered in it
  // ("uñas acrílicas con flores secas" got "Behind the scenes: uñas acrílicas"; sixth editor panel).
  // (Not for the concierge: it passes the copy language it read, with the topic as written.)
  // (Or in one copy is written in that messages are not read in: "detailing completo BMW Serie 3 nera del nostro centro".)
  const unasked = opts.clip.language === undefined && facts.language === undefined && opts.writtenTopic === undefined;
  const detected = unasked ? plainLanguage(facts.topic, tokenise(facts.topic, { n: 0 }), { n: 0 }) : null;
  const otherRead = unasked && detected === null ? plainOtherLanguage(facts.topic, tokenise(facts.topic, { n: 0 }), { n: 0 }) : null;
  const autoLanguage = detected !== null && detected !== 'en' ? (detected as CopyLanguage) : otherRead !== null ? writtenCopyLanguage({ language: null, other: otherRead }) : null;
  if (autoLanguage !== null) assumptions.push(`language: not given; the topic is written in ${LANGUAGE_NAMES[autoLanguage]}, so the hooks, captions and title card are in ${LANGUAGE_NAMES[autoLanguage]} (prompts for video generators stay in English); set clip.language to choose another.`);
  const asked = autoLanguage ?? copyLanguageOf(opts.clip.language ?? facts.language);
  // A topic written in English with another copy language asked for (clip-pack's clip.language): the
  // copy stays whole in English, as the topic is, rather than "fireworks at midnight im Takt".
  // (For a language messages are not read in, two English function words: Italian "i cornetti", Dutch "mijn kat is jaloers", Turkish
  // "at binmek" have one word English writes too; review of the twenty-fourth session.)
  const readIn = (LANGUAGES as readonly string[]).includes(asked);
  // (Japanese, Korean, Chinese, Arabic and Thai by script: a topic with none of it, "Homemade cake", is not written in them.)
  const script = copyScriptOf(asked);
  const englishTopic = asked !== 'en' && opts.writtenTopic === undefined && (script !== null ? !script.test(facts.topic) : topicLanguage(facts.topic) === 'en' && (readIn || englishFunctionWords(tokenise(facts.topic, { n: 0 })) >= 2));
  const language = englishTopic ? 'en' : asked;
  if (englishTopic) assumptions.push(`language: the topic is written in English, so the hooks, captions and title card are in English too (no line mixes two languages); write the topic in ${LANGUAGE_NAMES[asked]} for copy in it.`);
  const tag = opts.clip.language ?? facts.language;
  if (tag !== undefined && language === 'en' && !englishTopic && !/^en\b/i.test(tag)) assumptions.push(`language: copy is written in ${COPY_LANGUAGES.join(', ')}, not ${tag}: captions and prompts are in English; translate them before posting.`);

  const pack = choosePack(catalog, route, facts);
  const wantsPayoff = b.role === 'reveal_support' || b.payoff_required || facts.payoff_at_ms !== null;
  // English copy for a topic written in a language the copy is not written in ("si sente solo la chitarra", "고양이 영상"):
  // lines name the clip by what it shows ("the performance"), not by the creator's words inside English frames.
  // (Only on evidence: a language or a script read in the topic itself; "sourdough bread scoring" with language "it" keeps its words.)
  const foreignTopic = language === 'en' && !englishTopic && (facts.foreignTopic === true || (tag !== undefined && !/^en\b/i.test(tag) && detectLanguage(facts.topic, tokenise(facts.topic, { n: 0 }), { n: 0 }).other !== undefined));
  const copy = copyFactsFor(catalog, route, facts, language, opts.writtenTopic, pack, foreignTopic);
  const t = planTimeline(route, pack, durationS, facts.payoff_at_ms, wantsPayoff, { still: isStill(catalog, route, facts, durationS), longByDesign: longByDesign(catalog, facts), named: buildMoments(copy.moments, facts.payoff_at_ms), photos: /\bphotos?\b/i.test(pack.description), oneShot: (durationS <= ONE_SHOT_MAX_S && ONE_SHOT.test(facts.text)) || ONE_TAKE_SAID.test(facts.text) });
  const values = templateValues(route, pack, facts, durationS, t, copy);
  const local = localValues(values, copy, facts);
  const cardNamed = facts.inputs.card_name !== undefined;
  assumptions.push(...copyFallbacks(pack, copy, cardNamed));
  const templatePack = templatePackPlanFor(route, pack, t, values, cardNamed, copy, local);
  const clip = {
    ...opts.clip,
    duration_s: durationS,
    platform: 'shortvideo' as const,
    aigc: facts.aigc,
    commercial_use: facts.commercial_use,
    paid_ad: facts.paid_ad,
    off_platform_reuse: facts.off_platform_reuse,
    payoff_at_ms: facts.payoff_at_ms,
    ...(facts.voiceover !== undefined ? { voiceover: facts.voiceover } : {}),
  };
  const beatMap = beatMapFor(route, t);
  // Text timed to the music: the title card's window is the one the text windows give it (on a
  // beat, clear of the hit and the reveal, long enough to read), so the template pack, the flow's
  // caption advice and text_windows say the same.
  const textWindows = textWindowsFor({ template_pack: templatePack, beat_map: beatMap, clip });
  const titleShot = templatePack.shots.findIndex((sh) => sh.on_screen_text !== null && sh.on_screen_text === templatePack.caption_template);
  const titleWindow = textWindows.items.find((w) => w.shot_index === titleShot + 1);
  if (titleWindow !== undefined) {
    templatePack.caption_window_ms = { start_ms: titleWindow.start_ms, end_ms: titleWindow.end_ms };
    // A window moved past its shot (after the hit, where the opening was too short to read it) puts
    // the title on the shot it starts in, so the shot list and text_windows agree.
    const at = templatePack.shots.findIndex((sh) => sh.start_ms <= titleWindow.start_ms && titleWindow.start_ms < sh.end_ms);
    if (at >= 0 && at !== titleShot) {
      templatePack.shots[at] = { ...templatePack.shots[at]!, on_screen_text: templatePack.shots[titleShot]!.on_screen_text };
      templatePack.shots[titleShot] = { ...templatePack.shots[titleShot]!, on_screen_text: null };
      titleWindow.shot_index = at + 1;
    }
  }
  // No window fits (a 3 s clip with its reveal at 1.5 s): the title is dropped, never laid over the reveal (twelfth editor
  // panel: text_windows said no window fits while the shot list still carried the title and its window covered the reveal).
  const noTitle = titleWindow === undefined && titleShot >= 0 && textWindows.skipped.some((sk) => sk.shot_index === titleShot + 1);
  if (noTitle) {
    // (Every field that still names the title is cleaned at the end: withoutTitle.)
    templatePack.shots[titleShot] = { ...templatePack.shots[titleShot]!, on_screen_text: null };
    templatePack.caption_window_ms = { start_ms: 0, end_ms: 0 };
  }
  const words = shotWordsFor(pack, values, t);
  const flow = flowGuidanceFor(route, facts, durationS, t, words, templatePack.caption_window_ms, pack.cuts_on_lines === true);
  const payoff = payoffGuidanceFor(t, words, pack.single_take === true || t.cuts.length === 0);

  const extraFlags: z.infer<typeof RiskFlagSchema>[] = [];
  if (b.recommended_lengths_s.every((l) => Math.abs(l - durationS) > 5)) extraFlags.push('length_mismatch');
  if (payoff !== null && !payoff.aligned) extraFlags.push('payoff_off_hook');
  const risk = riskAssessmentFor(catalog, route, facts, extraFlags, ENGINE_LINES[language].made_with_ai);

  const plan: ClipPack = {
    type: 'clip_pack',
    api_version: catalog.service.api_version,
    sound_brief_version: catalog.service.sound_brief_version,
    mode: opts.mode,
    clip,
    route: route.sound_slug,
    why: whyText(catalog, route, opts.score, facts),
    assumptions,
    recommended_sound: {
      ...primarySound(route),
      default_recommendation: {
        is_default_route: route.sound_slug === catalog.sounds.default_route,
        default_route: catalog.sounds.default_route,
        note:
          route.sound_slug === catalog.sounds.default_route
            ? 'This is the catalog\'s default route: the safe choice when nothing more specific fits.'
            : `The catalog's default route is ${catalog.sounds.default_route}; this clip fits ${route.sound_slug} better.`,
      },
      platform_availability: platformAvailabilityFor(catalog, route, facts),
      platform_actions: platformActionsFor(catalog, route, facts, ENGINE_LINES[language].made_with_ai),
      usage_boundary: usageBoundaryFor(catalog, facts),
    },
    proof_examples: route.proof_examples.map((p) => ({ ...p })),
    momentum_state: {
      state: route.health.momentum_state,
      saturation_state: route.health.saturation_state,
      as_of: route.health.updated,
      note: 'A route snapshot at its date, not a trend prediction.',
    },
    freshness_window_h: FRESHNESS_WINDOW_H,
    sound_behavior: behaviorOf(route),
    flow_guidance: flow,
    payoff_guidance: payoff,
    beat_map: beatMap,
    template_pack: templatePack,
    agent_prompt_pack: agentPromptPackFor(route, facts, durationS, durationAssumed, t, templatePack, values, language, local),
    post_pack: postPackFor(route, pack, facts, templatePack, values, copy, local),
    aigc_disclosure: aigcDisclosureIn(facts, language),
    generator_shots: null,
    text_windows: textWindows,
    mix_spec: null,
    cutdowns: opts.cutdownLengths === undefined ? null : cutdownsFor(route, pack, facts.payoff_at_ms, durationS, wantsPayoff, opts.cutdownLengths),
    use_matrix: useMatrixFor(catalog, facts, undefined),
    proof_bundle: null,
    labels: labelsFor(catalog, facts),
    risk_assessment: risk,
    copy_boundary: copyBoundary(catalog),
  };
  return noTitle ? withoutTitle(plan) : plan;
}

/** A pack's words for its opening title ("with hook text promising the change", "the promise as hook text"). */
const TITLE_WORDS = /,? (?:with (?:hook|title) text[^,.;]*|[^,.;:]* as hook text)/gi;
/** A generator's note to leave room for the title ("Leave clean space in the upper third for hook text from the first frame."). */
const TITLE_SPACE = / ?Leave clean space in the upper third for hook text[^.]*\./g;

/**
 * The plan of a clip too short to read a title clear of its reveal, with no field promising one: the pack's words for
 * the title, the generator's room for it and the question about the title card go (second newcomer review: the shots
 * had lost the title while the flow, the prompts and the concierge's answer still described it).
 */
function withoutTitle(plan: ClipPack): ClipPack {
  const clean = (v: unknown): unknown =>
    typeof v === 'string' ? v.replace(TITLE_WORDS, '').replace(TITLE_SPACE, '')
      : Array.isArray(v) ? v.map(clean)
      : v !== null && typeof v === 'object' ? Object.fromEntries(Object.entries(v).map(([k, x]) => [k, clean(x)]))
      : v;
  const out = clean(plan) as ClipPack;
  const questions = out.agent_prompt_pack.clarifying_questions.filter((q) => !/title card/i.test(q.question));
  return { ...out, agent_prompt_pack: { ...out.agent_prompt_pack, clarifying_questions: questions } };
}

