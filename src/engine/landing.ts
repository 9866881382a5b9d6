/**
 * Landing a stated reveal on the sound's hit. The creator's reveal time is fixed; the sound moves
 * to it: the plan starts the track later (the app's sound trimmer) so that its hook, or a later
 * hook or drop section, plays exactly at the reveal. A hit earlier in the track than the reveal
 * cannot be moved there, and the trimmed track must still last to the clip's end unless it loops.
 * A loop-friendly track can also wrap: started late, it reaches its end before the reveal, a second
 * play chained from its first downbeat continues the beat grid seamlessly (every loop-friendly
 * track runs a whole number of bars from its first downbeat to its end), and that play's hook
 * lands on the reveal.
 */
import type { SoundRoute } from '../schemas/catalog.ts';

export interface Landing {
  /** True when the hit lands exactly on the reveal. */
  aligned: boolean;
  /** Offset into the track where the sound starts, in ms. */
  soundStartMs: number;
  /** Where the hit plays in clip time. */
  hitMs: number;
  /** The hit's time in the track. */
  hitTrackMs: number;
  /** |hit - reveal| in clip time: 0 when aligned. */
  gapMs: number;
  /** Not aligned, but a hit plays at most NEAR_MISS_MS before the reveal: moving the reveal cut that little lands it. */
  near: boolean;
  /** When the track wraps: the clip time where it reaches its end and a second play starts from `loopFromMs`; null when it plays through. */
  wrapMs: number | null;
  /** Where the second play starts in the track (its first downbeat) when the track wraps. */
  loopFromMs: number;
}

/**
 * A hit this close before the reveal is a near miss: a reveal said in whole seconds ("at 13 s") is
 * no more precise than that, and moving the cut a few frames onto the hit (200 ms is 6 frames at
 * 30 fps) keeps the same moment. The sound cannot start before the clip, so a hit just before the
 * reveal cannot be trimmed onto it; the plan says how far to move the cut instead.
 */
export const NEAR_MISS_MS = 200;

/**
 * A trimmed track that does not loop may end this little before the clip does: the plan's length
 * advice says where it ends, and the creator trims that last second or holds the final frame on
 * the outro's tail (a wedding film's 50 s cut on an 85 s track started 35.6 s in lands its hook and
 * ends 0.6 s early).
 */
export const TRACK_END_SLACK_MS = 1000;

/** The track times a reveal can land on: the hook, then every later hook or drop section, in order. */
export function hitTimes(route: SoundRoute): number[] {
  const h = route.sound_behavior.hook_starts_at_ms;
  const later = route.track.sections.filter((s) => (s.kind === 'hook' || s.kind === 'drop') && s.start_ms > h).map((s) => s.start_ms);
  return [h, ...later];
}

/** Where a second play of a loop-friendly track starts: its first downbeat (0 without a fixed beat), so the loop runs whole bars to the end. */
export function loopFromMs(route: SoundRoute): number {
  return route.tempo?.first_downbeat_ms ?? 0;
}

/** The track's length in ms. */
export function trackLengthMs(route: SoundRoute): number {
  return route.track.length_ms;
}

/** How the route's hit meets a reveal at `payoffMs` in a clip of `durationMs` (0 when unknown). */
export function landOn(route: SoundRoute, payoffMs: number, durationMs: number): Landing {
  const length = trackLengthMs(route);
  const lasts = (start: number): boolean => route.sound_behavior.loop_friendly || durationMs === 0 || start + durationMs <= length + TRACK_END_SLACK_MS;
  const loopFrom = loopFromMs(route);
  for (const h of hitTimes(route)) {
    if (h >= payoffMs && lasts(h - payoffMs)) return { aligned: true, soundStartMs: h - payoffMs, hitMs: payoffMs, hitTrackMs: h, gapMs: 0, near: false, wrapMs: null, loopFromMs: loopFrom };
  }
  // Wrap a loop-friendly track (before settling for a near miss: a wrap lands exactly): the second play, from its first downbeat, reaches a hit after
  // hit - loopFrom, so it starts that long before the reveal, and the first play is trimmed to end there.
  if (route.sound_behavior.loop_friendly) {
    for (const hit of hitTimes(route)) {
      const wrapMs = payoffMs - (hit - loopFrom);
      if (wrapMs > 0 && wrapMs <= length - loopFrom) return { aligned: true, soundStartMs: length - wrapMs, hitMs: payoffMs, hitTrackMs: hit, gapMs: 0, near: false, wrapMs, loopFromMs: loopFrom };
    }
  }
  // No hit can be moved onto the reveal, nor wrapped onto it: play from the start. A hit just before the reveal is a near
  // miss (move the cut onto it); otherwise the first hit is the nearest compromise.
  let below: number | undefined;
  for (const h of hitTimes(route)) if (h < payoffMs && (below === undefined || h > below)) below = h;
  if (below !== undefined && payoffMs - below <= NEAR_MISS_MS) return { aligned: false, soundStartMs: 0, hitMs: below, hitTrackMs: below, gapMs: payoffMs - below, near: true, wrapMs: null, loopFromMs: loopFrom };
  const h = route.sound_behavior.hook_starts_at_ms;
  return { aligned: false, soundStartMs: 0, hitMs: h, hitTrackMs: h, gapMs: Math.abs(h - payoffMs), near: false, wrapMs: null, loopFromMs: loopFrom };
}
