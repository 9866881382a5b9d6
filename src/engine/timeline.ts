/**
 * The clip's timeline against the sound: where the sound starts, where its hook lands, the beat
 * grid, the cut points and the shots. Everything is integer milliseconds of clip time.
 * Craft rules (docs: plan-quality): build cuts every 2 or 4 beats, after the hook every 1 or 2,
 * slower (whole bars) when a segment would otherwise show its few shot lines over and over;
 * a reveal lands ON the hook; the last beat falls on the loop point.
 */
import type { SoundRoute } from '../schemas/catalog.ts';
import type { TemplatePack } from '../schemas/template-pack.ts';
import { EngineError } from './errors.ts';
import { landOn, loopFromMs } from './landing.ts';
import { secs } from './text.ts';

/** A route without tempo data is cut on visible motion at this pace (ms). */
const FREE_PACE_BEFORE_MS = 3000;
const FREE_PACE_AFTER_MS = 4000;
/** Shorter first shots read as a flash; the hook is not cut before this. */
const MIN_FIRST_SHOT_MS = 600;
/** No cut this close to the end: the last shot needs time to land. */
const MIN_LAST_SHOT_MS = 1000;
/** At most this many shots per clip on average: one shot per D/40 ms. */
const MAX_SHOTS_DIVISOR = 40;
/** A still clip changes scene at most this often, and has at most this many shots. */
const STILL_MIN_SHOT_MS = 8000;
const STILL_MAX_SHOTS = 6;
/**
 * A shot line of the pack is shot at most this many times in one segment (itself, another take, one
 * more framing): past that the list pads with "closer in (take 2)", and the cuts come slower instead.
 */
const TAKES_PER_LINE = 3;
/**
 * However slow that makes the cuts, a line is never shown more than this many times in one segment
 * (itself, "another", two more framings): a 3-minute run with two build lines is a few long shots,
 * not 39 shots cycling "closer in (take 3)". Past this the cuts come slower than `slowest`.
 */
const MAX_USES_PER_LINE = 4;
/** From this many moments named in the description, the clip's own steps set the pace (each shown once). */
const NAMED_STEPS = 2;
/** One frame at 25 fps: a hit within this of the reveal is on it. */
export const FRAME_MS = 40;

export type SegmentKind = 'open' | 'build' | 'hook' | 'body' | 'close';

export interface TimelineShot {
  start_ms: number;
  end_ms: number;
  segment: SegmentKind;
}

export interface Timeline {
  durationMs: number;
  /** A still clip (study with me, a desk cam, ASMR, a long calm bed): a few scene changes. */
  still: boolean;
  /** A clip long by design (study with me, ASMR): never told to cut down for a feed. */
  longByDesign: boolean;
  /** Offset into the track where the sound starts (set with the app's sound trimmer). */
  soundStartMs: number;
  /**
   * A loop-friendly track that reaches its end before the clip does: the clip time where a second
   * play starts, from the track's first downbeat (`loopFromMs`), so the beat grid runs on; null when
   * the track lasts the clip or does not loop. When the reveal needed it (landing.ts), the second play's hit is the one that lands.
   */
  secondPlayAtMs: number | null;
  /** Where a second play starts in the track: its first downbeat. */
  loopFromMs: number;
  /** The sound's hit (its hook, or the later section it was trimmed to) in clip time. */
  hookMs: number;
  /** The moment the edit turns on: the stated reveal when there is one, else the hit. The reveal shot sits here and nowhere else. */
  pivotMs: number;
  /** The sound starts later so its hit shows the finished result three quarters in (a result_late pack): a trim before the hit cuts the result. */
  resultOnHit?: boolean;
  /** True when the hit plays exactly on the stated reveal. */
  revealAligned: boolean;
  /** False when the hook sits too close to 0 to get its own cut; the opening shot carries it. */
  hookHasOwnCut: boolean;
  beatMs: number | null;
  beatsPerBar: number;
  /** First downbeat in clip time, or null without tempo data. */
  firstDownbeatMs: number | null;
  downbeats: number[];
  cuts: number[];
  cutEveryBefore: number;
  cutEveryAfter: number;
  /** Time between cuts before and after the hook, in ms (on the beat grid when there is one). */
  stepBeforeMs: number;
  stepAfterMs: number;
  payoffMs: number | null;
  payoffSource: 'clip' | 'sound_hook' | null;
  loopPointMs: number | null;
  shots: TimelineShot[];
}

const round = (n: number): number => Math.round(n);
/** A hit before this share of the clip is early for a finished result (result_late packs). */
const EARLY_RESULT = 0.4;
/** Where a result_late pack's hit is moved to, when the track allows. */
const LATE_RESULT = 0.75;

/** Where the sound starts and where its hit lands in the clip, honouring a payoff time. */
function placeHook(route: SoundRoute, durationMs: number, payoffMs: number | null, resultLate = false): { soundStartMs: number; hookMs: number; resultMoved?: boolean } {
  const h = route.sound_behavior.hook_starts_at_ms;
  if (payoffMs !== null) {
    // The reveal is fixed: start the track later so its hook (or a later hook or drop) lands on it, when the track allows.
    const land = landOn(route, payoffMs, durationMs);
    return { soundStartMs: land.soundStartMs, hookMs: land.hitMs };
  }
  if (resultLate && h < durationMs * EARLY_RESULT) {
    // A pack whose hit shows the finished result (the look, the dish) would show it seconds in and then
    // have nothing left to show: a later hit in the track, in one play, lands it three quarters in.
    const land = landOn(route, round(durationMs * LATE_RESULT), durationMs);
    if (land.aligned && land.wrapMs === null) return { soundStartMs: land.soundStartMs, hookMs: land.hitMs, resultMoved: true };
  }
  const latest = durationMs - Math.min(3000, round(durationMs * 0.3));
  if (h > latest) {
    // The hook would land too late (or after the end): start the sound so it lands at 30 % of the clip.
    const target = round(durationMs * 0.3);
    return { soundStartMs: h - target, hookMs: target };
  }
  return { soundStartMs: 0, hookMs: h };
}

/** Lays the route's beat grid and the pack's cut rule over a clip of `durationS` seconds. */
/** `named`: how many moments the description names (each one more shot line to fill a segment with); `photos`: the pack is a slideshow of photos. */
export function planTimeline(route: SoundRoute, pack: TemplatePack, durationS: number, payoffAtMs: number | null, wantsPayoff: boolean, opts: { still?: boolean; longByDesign?: boolean; named?: number; photos?: boolean; oneShot?: boolean } = {}): Timeline {
  const durationMs = durationS * 1000;
  if (payoffAtMs !== null && payoffAtMs >= durationMs) {
    throw new EngineError('invalid-request', `payoff_at_ms (${payoffAtMs}) must fall inside the clip (duration ${durationMs} ms)`, { path: 'payoff_at_ms' });
  }
  const { soundStartMs, hookMs, resultMoved } = placeHook(route, durationMs, payoffAtMs, pack.result_late === true);
  const tempo = route.tempo;
  const beatMs = tempo ? 60000 / tempo.bpm : null;
  const beatsPerBar = tempo?.beats_per_bar ?? 4;

  // Beat grid in clip time.
  const downbeats: number[] = [];
  let firstDownbeatMs: number | null = null;
  if (tempo && beatMs !== null) {
    const bar = beatMs * beatsPerBar;
    let t = tempo.first_downbeat_ms - soundStartMs;
    t -= Math.floor(t / bar) * bar; // earliest downbeat at or after 0
    firstDownbeatMs = round(t);
    for (; t < durationMs; t += bar) downbeats.push(round(t));
  }

  // Cut intervals, thinned so long clips do not explode into hundreds of shots.
  // A still clip (study with me, a desk cam, ASMR) is not cut to the beat: a few scene changes at most.
  const minShot = opts.still === true ? Math.max(STILL_MIN_SHOT_MS, durationMs / STILL_MAX_SHOTS) : Math.max(350, durationMs / MAX_SHOTS_DIVISOR);
  const unitBefore = beatMs !== null ? beatMs * pack.cut_every_beats.before_hook : FREE_PACE_BEFORE_MS;
  const unitAfter = beatMs !== null ? beatMs * pack.cut_every_beats.after_hook : FREE_PACE_AFTER_MS;
  // Each segment holds at most TAKES_PER_LINE shots per line it has to show (the pack's lines and
  // the moments named): a 22 s build with two lines is cut every few bars, not every beat.
  const pivotAt = payoffAtMs ?? hookMs;
  const named = opts.named ?? 0;
  const buildRoom = pivotAt - MIN_FIRST_SHOT_MS;
  const bodyRoom = durationMs - MIN_LAST_SHOT_MS - pivotAt;
  // Never slower than a bar on a hook-first track (its energy is in the cuts) or two bars on the
  // others; a photo slideshow changes photo, it does not repeat a line, so it keeps its own pace.
  const slowest = beatMs === null ? Infinity : beatMs * beatsPerBar * (route.sound_behavior.role === 'hook_pressure' ? 1 : 2);
  // (Steps in order, a recipe, are each shown once: a longer build holds each step longer, up to that limit.)
  const takes = pack.steps_in_order === true ? 1 : TAKES_PER_LINE;
  const shortestFor = (room: number, lines: number): number => {
    if (room <= 0 || opts.photos === true) return 0;
    // (A named moment is shown once: only the pack's lines are shot again.)
    const cap = room / (MAX_USES_PER_LINE * Math.max(1, lines) + named + 1);
    // A clip that names its own steps ("salt scrub, steel wool, oven seasoning") is shot as those steps, each once,
    // with the pack's lines once each between them, as slowly as the track allows (at most two bars a shot;
    // a long clip still repeats lines past that): no generic lines cycled to fill the time (sixth editor panel).
    if (named >= NAMED_STEPS) return Math.max(Math.min(slowest, room / (named + lines + 1)), cap);
    return Math.max(Math.min(slowest, room / (takes * Math.max(1, lines + named) + 1)), cap);
  };
  // A step longer than a bar is a whole number of bars, so every cut still falls on a downbeat.
  const onBars = (step: number): number => (beatMs !== null && step > beatMs * beatsPerBar + 1e-6 ? beatMs * beatsPerBar * Math.ceil(step / (beatMs * beatsPerBar) - 1e-9) : step);
  // One attempt in one take (a lift) has no cut before its moment: the take runs from the first frame to the hit.
  const stepBefore = pack.single_take === true && beatMs !== null ? beatMs * Math.max(1, Math.ceil(pivotAt / beatMs)) : onBars(unitBefore * Math.max(1, Math.ceil(minShot / unitBefore - 1e-9), Math.ceil(shortestFor(buildRoom, pack.shots.build.length) / unitBefore - 1e-9)));
  const stepAfter = onBars(unitAfter * Math.max(1, Math.ceil(minShot / unitAfter - 1e-9), Math.ceil(shortestFor(bodyRoom, pack.shots.body.length) / unitAfter - 1e-9)));
  const cutEveryBefore = beatMs !== null ? round(stepBefore / beatMs) : 0;
  const cutEveryAfter = beatMs !== null ? round(stepAfter / beatMs) : 0;

  // The edit turns on the reveal when one is stated (it does not move), else on the sound's hit.
  const pivotMs = payoffAtMs ?? hookMs;
  const revealAligned = payoffAtMs !== null && Math.abs(hookMs - payoffAtMs) <= FRAME_MS;
  const hookHasOwnCut = opts.oneShot !== true && pivotMs >= MIN_FIRST_SHOT_MS && pivotMs <= durationMs - MIN_LAST_SHOT_MS;
  const cuts: number[] = [];
  // A short clip that is one continuous shot (a 5 s timelapse loop, one take) is not cut at all.
  if (opts.oneShot !== true) {
    for (let t = pivotMs - stepBefore; t >= MIN_FIRST_SHOT_MS; t -= stepBefore) cuts.unshift(round(t));
    if (hookHasOwnCut) cuts.push(pivotMs);
    for (let t = pivotMs + stepAfter; t <= durationMs - MIN_LAST_SHOT_MS; t += stepAfter) cuts.push(round(t));
  }

  // Loop point: the last beat at or before the end, on loop-friendly routes with a grid.
  let loopPointMs: number | null = null;
  if (route.sound_behavior.loop_friendly && beatMs !== null && firstDownbeatMs !== null) {
    const n = Math.floor((durationMs - firstDownbeatMs) / beatMs);
    loopPointMs = round(firstDownbeatMs + n * beatMs);
  } else if (route.sound_behavior.loop_friendly) {
    loopPointMs = durationMs;
  }

  const payoffMs = payoffAtMs ?? (wantsPayoff ? hookMs : null);
  const payoffSource = payoffAtMs !== null ? 'clip' : wantsPayoff ? 'sound_hook' : null;

  const bounds = [0, ...cuts, durationMs];
  const shots: TimelineShot[] = [];
  for (let i = 0; i < bounds.length - 1; i++) {
    const start = bounds[i]!;
    const end = bounds[i + 1]!;
    const segment: SegmentKind =
      i === 0 ? 'open' : i === bounds.length - 2 ? 'close' : start === pivotMs && hookHasOwnCut ? 'hook' : start < pivotMs ? 'build' : 'body';
    shots.push({ start_ms: start, end_ms: end, segment });
  }
  const endsAtMs = route.track.length_ms - soundStartMs;
  const secondPlayAtMs = route.sound_behavior.loop_friendly && endsAtMs < durationMs ? endsAtMs : null;
  return { durationMs, still: opts.still === true, longByDesign: opts.longByDesign === true, soundStartMs, secondPlayAtMs, loopFromMs: loopFromMs(route), hookMs, pivotMs, revealAligned, hookHasOwnCut, beatMs, beatsPerBar, firstDownbeatMs, downbeats, cuts, cutEveryBefore, cutEveryAfter, stepBeforeMs: stepBefore, stepAfterMs: stepAfter, payoffMs, payoffSource, loopPointMs, shots, resultOnHit: resultMoved === true };
}

/** "every 2 beats (1,000 ms)" or "about every 3 s" without a grid. */
export function pace(t: Timeline, which: 'before' | 'after'): string {
  if (t.beatMs === null) return `about every ${secs(which === 'before' ? t.stepBeforeMs : t.stepAfterMs)}, on visible motion`;
  const n = which === 'before' ? t.cutEveryBefore : t.cutEveryAfter;
  return `every ${n === 1 ? 'beat' : `${n} beats`} (${round(n * t.beatMs)} ms)`;
}
