/**
 * Flow guidance, payoff guidance and the beat map of a planned clip, from its timeline and route.
 * Texts name real times, counts and shots so an editor can cut without guessing.
 */
import type { z } from 'zod';
import type { SoundRoute } from '../schemas/catalog.ts';
import type { BeatMapSchema, FlowGuidanceSchema, PayoffGuidanceSchema } from '../schemas/plan.ts';
import type { ClipFacts } from './clip-facts.ts';
import { nearestLength } from './route.ts';
import { NEAR_MISS_MS } from './landing.ts';
import { capitalize, ROLE_WORDS, secs } from './text.ts';
import { pace, type Timeline } from './timeline.ts';

type FlowGuidance = z.infer<typeof FlowGuidanceSchema>;
type PayoffGuidance = z.infer<typeof PayoffGuidanceSchema>;
type BeatMap = z.infer<typeof BeatMapSchema>;

/** Shot descriptions the flow text refers to. */
export interface ShotWords {
  open: string;
  hook: string;
  close: string;
}

/** A reveal needs this much clip after it to land and be seen. */
const MIN_AFTER_REVEAL_MS = 1500;

/** Where the pivot shot lands, in words that never claim an alignment the numbers do not show. */
function pivotWords(t: Timeline): string {
  if (t.payoffSource !== 'clip') return `landing exactly on the hook at ${secs(t.hookMs)}`;
  if (t.revealAligned) return `at your reveal time ${secs(t.pivotMs)}, exactly on the sound's hit`;
  return `at your reveal time ${secs(t.pivotMs)} (the sound's hit plays at ${secs(t.hookMs)}, not on the reveal)`;
}

/** A clip that names what plays or happens at its end ("his voicemail plays over the final photos", "ends on the crumb shot", "al final"): a trim keeps the ending. */
const NAMED_ENDING = /(?<!\p{L})(?:at the (?:very )?end(?! of the day)|over the (?:final|last)|ends (?:on|with)|ending (?:on|with)|the (?:final|last) (?:photo|photos|shot|shots|clip|clips|seconds?)|al final|no final|[àa] la fin|am ende|zum schluss)(?!\p{L})/iu;

/** `endingNamed`: the clip names its ending, so a trim comes out of the middle. */
function lengthGuidance(route: SoundRoute, durationS: number, t: Timeline, endingNamed = false): FlowGuidance['length'] {
  const lengths = [...route.sound_behavior.recommended_lengths_s].sort((a, b) => a - b);
  const near = nearestLength(lengths, durationS);
  const fits = lengths.includes(durationS as 15);
  let advice: string;
  if (fits) advice = `${durationS} s matches one of the sound's arrangements (${lengths.join(', ')} s); keep it.`;
  else {
    const lower = lengths.filter((l) => l < durationS).pop();
    const upper = lengths.find((l) => l > durationS);
    // A trim that would cut the stated reveal (or the hit it lands on) away is no advice: keep the length or extend.
    // (So would one that cuts the finished result the hit was moved to show: twelfth editor panel, "trim to 15 s (end before the hook)" with the dish on the hit at 15 s.)
    const keepsReveal = (l: number): boolean => (t.payoffSource === 'clip' || t.resultOnHit === true ? Math.max(t.pivotMs, t.hookMs) + MIN_AFTER_REVEAL_MS <= l * 1000 : true);
    const cut = t.payoffSource === 'clip' ? `your reveal at ${secs(t.pivotMs)}` : `the finished result on the hit at ${secs(t.hookMs)}`;
    if (lower !== undefined && upper !== undefined && !keepsReveal(lower)) {
      advice = `${durationS} s sits between the ${lower} s and ${upper} s arrangements; a trim to ${lower} s would cut ${cut}: keep ${durationS} s and end on a downbeat, or extend to ${upper} s (add about ${upper - durationS} s after the ${t.payoffSource === 'clip' ? 'reveal' : 'result'}).`;
    } else if (lower !== undefined && upper !== undefined) {
      // (A named ending stays: "his last voicemail plays over the final photos" is not trimmed away, eighth editor panel.)
      const trim = endingNamed ? `take ${durationS - lower} s out of the middle and keep your ending` : `end ${t.hookMs < lower * 1000 ? 'after the hook section' : 'before the hook'}`;
      advice = `${durationS} s sits between the ${lower} s and ${upper} s arrangements: trim to ${lower} s (${trim}) or extend to ${upper} s (add about ${upper - durationS} s of body shots). Nearest: ${near} s.`;
    } else if (upper !== undefined && t.cuts.length === 0 && route.sound_behavior.loop_friendly) {
      // A short seamless loop is short on purpose: the replay is the length.
      advice = `${durationS} s is shorter than the sound's shortest arrangement (${upper} s); a seamless loop this short is fine: keep ${durationS} s and let it replay.`;
    } else if (upper !== undefined && durationS * 2 <= upper) {
      // A clip less than half the arrangement is a moment, not a short cut of a longer edit: nobody pads a 5 s sparkler exit to 30 s.
      advice = `${durationS} s is much shorter than the sound's shortest arrangement (${upper} s): keep ${durationS} s and end on a downbeat after the hook; the sound simply stops with the clip.`;
    } else if (upper !== undefined) {
      advice = `${durationS} s is shorter than the sound's shortest arrangement (${upper} s): extend to ${upper} s, or keep ${durationS} s and end on a downbeat after the hook.`;
    } else if (!keepsReveal(lower!)) {
      advice = `${durationS} s is longer than the sound's longest arrangement (${lower} s), and a trim to it would cut ${cut}: keep ${durationS} s and let the sound loop or end on a downbeat.`;
    } else {
      advice = `${durationS} s is longer than the sound's longest arrangement (${lower} s): trim to ${lower} s, or let the sound loop and cut the repeat on a downbeat.`;
    }
  }
  // The track's end: a clip that outlasts the (trimmed) track loops it or ends with it.
  const endsAtMs = route.track.length_ms - t.soundStartMs;
  if (endsAtMs < t.durationMs) {
    // A track that ends inside the clip and does not loop bounds it: no arrangement advice to extend past its end.
    advice = t.secondPlayAtMs !== null
      ? `${advice} The track (${secs(route.track.length_ms)}) ends ${secs(t.secondPlayAtMs)} into the clip: place a second play of the sound there, started ${loopFromWords(t)}${t.durationMs - t.secondPlayAtMs > route.track.length_ms - t.loopFromMs ? `, and another each time a play ends (every ${secs(route.track.length_ms - t.loopFromMs)})` : ''}; the loop is seamless.`
      : `The track (${secs(route.track.length_ms)}) ends ${secs(endsAtMs)} into the clip and does not loop: end the clip by then (${secs(t.durationMs - endsAtMs)} shorter) or hold the last frame as the sound ends, or choose a longer or loop-friendly route.`;
  }
  // A clip far past what a short-form feed holds is cut down for it, whatever the sound allows; study
  // with me and ASMR are long by design. (A 3:40 restoration on a calm bed is still long for a feed.)
  const longForFeed = durationS > LONG_FOR_A_SHORT_S && !t.longByDesign;
  if (longForFeed) {
    // (A reveal past the first minute is kept by taking the minute before it: the window is said in full-clip times,
    // and where the reveal falls in the cut; seventh editor panel: "ends just after your reveal at 209 s" read as impossible.)
    const from = Math.max(0, t.pivotMs - CUT_LEAD_MS);
    const to = Math.min(t.durationMs, t.pivotMs + CUT_TAIL_MS);
    const keep = t.payoffSource !== 'clip' ? 'keeps the strongest moment'
      : from === 0 ? `ends just after your reveal at ${secs(t.pivotMs)}`
      : `runs from ${secs(from)} to ${secs(to)} of the full clip, so it ends just after your reveal (at ${secs(t.pivotMs)} in the full clip, ${secs(t.pivotMs - from)} into the cut)`;
    advice = `${durationS} s is long for a short-form feed, where most clips run 15–60 s: cut a version of 60 s or less that ${keep}, and post the full ${durationS} s where long videos go. For the full version: ${advice.charAt(0).toLowerCase()}${advice.slice(1)}`;
  }
  return { duration_s: durationS, fits_recommended: fits, nearest_recommended_s: near, long_for_feed: longForFeed, advice };
}
/** A feed cut-down of a long clip keeps this much before a late reveal and this much after it (ms): 60 s in all. */
const CUT_LEAD_MS = 55_000;
const CUT_TAIL_MS = 5_000;
/** Past this, a clip is long for a short-form feed (seconds). */
const LONG_FOR_A_SHORT_S = 90;

/**
 * What the first second shows: the route's own priority, except that a face speaking from the
 * first frame is no opening for a clip said to have no voice ("trip recap, no voiceover"): it opens
 * on motion instead, the next strongest first second for a vlog-style route.
 */
export function openingPriority(route: SoundRoute, facts: Pick<ClipFacts, 'voiceover'>): SoundRoute['sound_behavior']['first_second_priority'] {
  const p = route.sound_behavior.first_second_priority;
  return p === 'face' && facts.voiceover === false ? 'motion' : p;
}

/** `cutsOnLines`: the pack cuts on the speech or the music's phrases (a skit, a performance), so the shot times are a guide. */
export function flowGuidanceFor(route: SoundRoute, facts: ClipFacts, durationS: number, t: Timeline, words: ShotWords, captionWindow: { start_ms: number; end_ms: number }, cutsOnLines = false): FlowGuidance {
  const b = route.sound_behavior;
  const firstCut = t.cuts[0] ?? t.durationMs;
  const lastCut = t.cuts[t.cuts.length - 1] ?? 0;
  const buildShots = t.shots.filter((s) => s.segment === 'build').length;
  const bodyShots = t.shots.filter((s) => s.segment === 'body').length;
  const start = wrapsOntoHit(t)
    ? ` Start the sound ${secs(t.soundStartMs)} into the track; it reaches its end at ${secs(t.secondPlayAtMs!)}: place a second play there in an editor (an app's sound picker plays once), started ${loopFromWords(t)}, and its hit lands at ${secs(t.hookMs)}.`
    : t.soundStartMs > 0 ? ` Start the sound ${secs(t.soundStartMs)} into the track (the app's sound trimmer) so its hit lands at ${secs(t.hookMs)}.` : '';

  // An empty caption window: no line fits clear of the hit and the reveal (a 3 s nail reveal at 1.5 s), so the plan has none.
  const noLine = captionWindow.end_ms <= captionWindow.start_ms;
  // One continuous shot (no cuts at all): nothing is held "until the first cut".
  const oneShot = t.cuts.length === 0;
  const holdUntil = oneShot ? 'hold it to the end, one continuous shot' : `hold it until the first cut at ${secs(firstCut)}`;
  const firstSecond = {
    subject_in_frame: `${capitalize(words.open)}: fully in frame, lit and in focus at 0 ms. No fade-in, no logo card, no black frame; ${holdUntil}.`,
    hook_text: noLine
      ? `No hook text on screen: no line can be read for 1.5-2 s clear of the hit and the reveal in ${secs(t.durationMs)}; put the words in the post's caption and let ${words.open} carry the first second. ${oneShot ? 'No cuts: one continuous shot.' : `First cut at ${secs(firstCut)}.`}`
      : `Hook text on screen from ${captionWindow.start_ms === 0 ? '0 ms' : secs(captionWindow.start_ms)} (5-7 words, upper third) over ${words.open}; the picture is already moving under it. ${oneShot ? 'No cuts: one continuous shot.' : `First cut at ${secs(firstCut)}.`}`,
    motion: oneShot
      ? `Start mid-motion at 0 ms: ${words.open}. One continuous shot, no cuts: the movement itself carries the first second.`
      : `Start mid-motion at 0 ms: ${words.open}. The first cut at ${secs(firstCut)} is on the beat, so the first second already feels in time.`,
    face: `Face in frame at 0 ms, eyes on the upper third line, first words within 300 ms (${words.open}). ${oneShot ? 'No cut: one continuous shot.' : `Cut away only at ${secs(firstCut)}.`}`,
  }[openingPriority(route, facts)] + (facts.placement === 'preroll' ? ' Pre-roll: the brand and the hook come inside the first 5 s, before viewers can skip; frame it 16:9.' : '');

  // (A clip someone talks through cuts on sentence ends, as the voice-over line says: "every cut on the beat grid" beside it
  // contradicted it on 11 of panel 17's 40 plans; tuned after its judging.)
  const visualPacing = oneShot
    ? `One continuous shot, no cuts: the hit at ${secs(t.hookMs)} lands inside it.`
    : cutsOnLines
    ? `Cut on the lines and phrases, not on the beat: the shot times below are a guide (about ${secs(t.stepBeforeMs)} a shot), the cut comes where a line or a phrase ends. ${t.shots.length} shot${t.shots.length === 1 ? '' : 's'} in all.`
    : t.beatMs === null
      ? `No fixed beat: cut on visible motion ${pace(t, 'before')} before the swell at ${secs(t.hookMs)}, then ${pace(t, 'after')}. ${t.shots.length} shots in all.`
      : `Before the hook cut ${pace(t, 'before')}${buildShots > 0 ? ` (${buildShots} build shot${buildShots === 1 ? '' : 's'})` : ''}; ${bodyShots > 0 ? `from the hook at ${secs(t.pivotMs)} cut ${pace(t, 'after')} (${bodyShots} body shot${bodyShots === 1 ? '' : 's'})` : `hold from ${secs(t.pivotMs)} to the end`}. ${t.shots.length} shot${t.shots.length === 1 ? '' : 's'} in all, ${facts.voiceover === true ? 'on the beat grid where the pictures change under no words; while someone speaks, a cut waits for the end of the sentence (the times are a guide)' : 'every cut on the beat grid'}.`;

  const captionReadability = `Keep each on-screen line to 5-7 words and on screen for at least 1.5-2 s (${noLine ? 'this clip has no opening line: none fits clear of the reveal' : `the opening line runs ${secs(captionWindow.start_ms)}-${secs(captionWindow.end_ms)}`}). Keep text out of the bottom fifth and the right edge, where the app's caption and buttons sit${openingPriority(route, facts) === 'face' ? ', and off the face' : ''}.`;

  // A clip that closes on its result (the finished dish, the 'after') does not return to its first frame: the replay restarts on a cut.
  const closesOnResult = !/opening|first frame|first shot|same (?:position|framing)/i.test(words.close);
  const loop = b.loop_friendly && oneShot
    ? 'Loop-friendly: make the last frame match the first, so the replay is seamless.'
    : b.loop_friendly && closesOnResult
    ? `Loop-friendly sound: the clip closes on ${words.close} from ${secs(lastCut)}, so the replay restarts on a clean cut back to the first shot${t.loopPointMs !== null && t.beatMs !== null ? `; end the final motion on the last beat at ${secs(t.loopPointMs)}` : ''}.`
    : b.loop_friendly
    ? `Loop-friendly: the last shot (${words.close}) starts at ${secs(lastCut)} and should match the first frame, so the replay is seamless${t.loopPointMs !== null && t.beatMs !== null ? `; the last beat falls at ${secs(t.loopPointMs)}, end the final motion there` : ''}.`
    : `Not loop-friendly: end on a held frame (${words.close}) from ${secs(lastCut)} to the end on the last chord; do not cut mid-phrase.`;

  let voiceover: string | null = null;
  const duck = `Keep the music 10-14 dB under the voice while anyone speaks and bring it back up in the gaps`;
  if (facts.voiceover === true) {
    voiceover = b.voiceover_safe
      ? `${duck}; with ${b.interference_risk} interference and ${b.density} density this route leaves the voice clear. Cut on sentence ends, use beats for B-roll and text changes.`
      : `${route.name} is not voiceover-safe (${b.interference_risk} interference): duck it at least 14 dB under speech, keep lines short and in the gaps between hits, or ask for a voiceover-safe route.`;
  } else if (facts.voiceover === undefined) {
    voiceover = b.voiceover_safe
      ? `If you add a voiceover: ${duck.charAt(0).toLowerCase()}${duck.slice(1)}.`
      : `If you add a voiceover, ask for a voiceover-safe route instead: this one has ${b.interference_risk} interference.`;
  }

  const segments: FlowGuidance['segments'] = [];
  segments.push({ start_ms: 0, end_ms: firstCut, label: 'open', direction: firstSecond });
  if (t.pivotMs > firstCut) segments.push({ start_ms: firstCut, end_ms: t.pivotMs, label: 'build', direction: `${buildShots} shot${buildShots === 1 ? '' : 's'} cut ${pace(t, 'before')}; keep the strongest moment back for ${t.payoffSource === 'clip' ? 'the reveal' : 'the hook'}.` });
  const hookEnd = t.cuts.find((c) => c > t.pivotMs) ?? t.durationMs;
  if (t.hookHasOwnCut) segments.push({ start_ms: t.pivotMs, end_ms: hookEnd, label: 'hook', direction: `${capitalize(words.hook)}, ${pivotWords(t)}.` });
  if (lastCut > hookEnd) segments.push({ start_ms: hookEnd, end_ms: lastCut, label: 'body', direction: `${bodyShots} shots cut ${pace(t, 'after')}, alternating wide and detail.` });
  if (lastCut > 0) segments.push({ start_ms: lastCut, end_ms: t.durationMs, label: 'close', direction: loop });

  const summary = oneShot
    ? `${route.name} is a ${b.energy_shape}, ${b.density}-density ${ROLE_WORDS[b.role]}${t.beatMs !== null ? ` at ${route.tempo!.bpm} bpm` : ' with no fixed beat'}. One continuous shot, ${words.open}; the hit lands at ${secs(t.hookMs)} inside it.${start}`
    : `${route.name} is a ${b.energy_shape}, ${b.density}-density ${ROLE_WORDS[b.role]}${t.beatMs !== null ? ` at ${route.tempo!.bpm} bpm` : ' with no fixed beat'}. Open on ${words.open}, ${buildShots > 0 ? `build with ${buildShots} shot${buildShots === 1 ? '' : 's'}, ` : ''}${words.hook} ${pivotWords(t)}${bodyShots > 0 ? `, then ${bodyShots} shot${bodyShots === 1 ? '' : 's'} ${pace(t, 'after')}` : ''}${lastCut > 0 ? ` and close at ${secs(lastCut)}` : ''}.${start}`;

  return {
    summary,
    first_second: firstSecond,
    visual_pacing: visualPacing,
    caption_readability: captionReadability,
    loop,
    voiceover,
    sound_start_ms: t.soundStartMs,
    second_play_at_ms: t.secondPlayAtMs,
    second_play_from_ms: t.secondPlayAtMs === null ? null : t.loopFromMs,
    length: lengthGuidance(route, durationS, t, NAMED_ENDING.test(facts.text)),
    segments,
  };
}

/** Where a second play starts, in words: its first downbeat, or its start for a track without a fixed beat. */
function loopFromWords(t: Timeline): string {
  return t.beatMs === null ? 'from the start of the track' : `${secs(t.loopFromMs)} into the track (its first downbeat)`;
}

/** True when the hit that plays is the second play's: the track wraps before it (landing.ts). */
function wrapsOntoHit(t: Timeline): boolean {
  return t.secondPlayAtMs !== null && t.secondPlayAtMs <= t.hookMs;
}

/** "2 frames" for a gap in ms at 30 fps (at least one). */
function framesAt30(ms: number): string {
  const n = Math.max(1, Math.round((ms * 30) / 1000));
  return `${n} frame${n === 1 ? '' : 's'}`;
}

/** `oneTake`: the pack films the moment in one take (a lift): no hard cut on the reveal, the take runs on. */
export function payoffGuidanceFor(t: Timeline, words: ShotWords, oneTake = false): PayoffGuidance | null {
  if (t.payoffMs === null || t.payoffSource === null) return null;
  const offset = t.payoffMs - t.hookMs;
  // Aligned means on the hit to the frame, never "near it".
  const aligned = t.payoffSource === 'sound_hook' || t.revealAligned;
  // The reveal shot's own length (the shot list's), so the advice and the shots say the same.
  const revealShot = t.shots.find((sh) => sh.start_ms === t.payoffMs) ?? t.shots.find((sh) => sh.start_ms <= t.payoffMs! && t.payoffMs! < sh.end_ms);
  const hold = revealShot !== undefined ? revealShot.end_ms - Math.max(revealShot.start_ms, t.payoffMs) : t.beatMs !== null ? Math.round(t.beatMs * t.beatsPerBar) : 2000;
  const after = t.shots.filter((sh) => sh.start_ms > t.payoffMs! && sh.segment === 'body').length;
  // A hit a few frames before the reveal: moving the cut that little lands it (landing.ts, NEAR_MISS_MS).
  const near = !aligned && offset > 0 && offset <= NEAR_MISS_MS;
  const advice = near
    ? `Your reveal is at ${secs(t.payoffMs)}; this track's hit plays at ${secs(t.hookMs)}, ${offset} ms (${framesAt30(offset)} at 30 fps) before it, and the sound cannot start before the clip does. Move the reveal cut ${framesAt30(offset)} earlier, onto the hit at ${secs(t.hookMs)}, and it lands; keep it at ${secs(t.payoffMs)} and the hit leads the reveal by a breath.`
    : aligned
    ? wrapsOntoHit(t)
      ? `The reveal lands on the sound's hit at ${secs(t.payoffMs)}: the sound starts ${secs(t.soundStartMs)} into the track and reaches its end at ${secs(t.secondPlayAtMs!)}, where a second play started ${loopFromWords(t)} takes over; that play's hit is your reveal. Two plays need an editor (CapCut, Premiere, Resolve): lay the first play trimmed to that start, the second after it, and export; an app's own sound picker plays the sound once and cannot do this. Do not show the result before it.`
      : `The reveal lands on the sound's hit at ${secs(t.payoffMs)}${t.soundStartMs > 0 ? `, because the sound starts ${secs(t.soundStartMs)} into the track: set that start in the app's sound trimmer` : ''}. Do not show the result before it.`
    : `Your reveal stays at ${secs(t.payoffMs)}; this track's hit plays at ${secs(t.hookMs)}, ${secs(Math.abs(offset))} ${offset > 0 ? 'before' : 'after'} it, and no part of the track can be trimmed onto your reveal (its hits come earlier in the track than your reveal${t.secondPlayAtMs !== null ? ', even with a second play' : ''}). Cut hard to the reveal at ${secs(t.payoffMs)} and treat the hit at ${secs(t.hookMs)} as an accent, or choose a route whose hit can land on it.`;
  return {
    payoff_at_ms: t.payoffMs,
    source: t.payoffSource,
    sound_hook_at_ms: t.hookMs,
    offset_from_hook_ms: offset,
    aligned,
    advice,
    before_payoff: oneTake
      ? `Until ${secs(t.payoffMs)} the take runs uncut: the set-up and the attempt, whole.`
      : `Until ${secs(t.payoffMs)} show only the 'before' and the process, cut ${pace(t, 'before')}; keep the result hidden or out of focus.`,
    on_payoff: oneTake
      ? `At ${secs(t.payoffMs)}, inside the same take: ${words.hook}. No hard cut; a single punch-in at most. Hold it ${secs(hold)}.`
      : `Hard cut (no transition) at ${secs(t.payoffMs)} to: ${words.hook}. Hold it ${secs(hold)}, to the next cut.`,
    after_payoff: after > 0
      ? `Let the result breathe: ${after} more angle${after === 1 ? '' : 's'} of it cut ${pace(t, 'after')}, then hold the final frame to the end.`
      : 'Let the result breathe: hold it to the end, no more cuts.',
  };
}

export function beatMapFor(route: SoundRoute, t: Timeline): BeatMap | null {
  if (route.tempo === null || t.beatMs === null || t.firstDownbeatMs === null) return null;
  return {
    bpm: route.tempo.bpm,
    beat_ms: Math.round(t.beatMs * 100) / 100,
    beats_per_bar: t.beatsPerBar,
    first_downbeat_ms: t.firstDownbeatMs,
    hook_at_ms: t.hookMs,
    sound_start_ms: t.soundStartMs,
    second_play_at_ms: t.secondPlayAtMs,
    second_play_from_ms: t.secondPlayAtMs === null ? null : t.loopFromMs,
    downbeats_ms: t.downbeats,
    cut_points_ms: t.cuts,
    cut_rule: `Cut ${pace(t, 'before')} until the hook at ${t.hookMs} ms, then ${pace(t, 'after')}; a beat is ${Math.round(t.beatMs * 100) / 100} ms at ${route.tempo.bpm} bpm.`,
    payoff_cut_ms: t.payoffMs,
    loop_point_ms: t.loopPointMs,
  };
}
