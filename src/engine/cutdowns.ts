/**
 * Every cut-down from one pick (issue 13, addition 1): the same routed sound planned at a set of
 * lengths. Pure: each length re-runs the timeline (landing.ts moves the sound so its hit plays on
 * the reveal) and reports the sound's in and out points against the bar grid, the hit, the shots
 * and the loop seam.
 */
import type { z } from 'zod';
import type { SoundRoute } from '../schemas/catalog.ts';
import type { CutdownsSchema } from '../schemas/labels.ts';
import type { TemplatePack } from '../schemas/template-pack.ts';
import { FRAME_MS, planTimeline } from './timeline.ts';
import { loopFromMs } from './landing.ts';

type Cutdowns = z.infer<typeof CutdownsSchema>;

export const DEFAULT_CUTDOWN_LENGTHS_S = [6, 15, 30, 60] as const;

/** The lengths to plan: the request's, else the route's recommended lengths, else 6/15/30/60 s. */
export function cutdownLengths(route: SoundRoute, asked: readonly number[] | undefined): number[] {
  const base = asked !== undefined && asked.length > 0 ? asked : route.sound_behavior.recommended_lengths_s.length > 0 ? route.sound_behavior.recommended_lengths_s : DEFAULT_CUTDOWN_LENGTHS_S;
  return [...new Set(base)].sort((a, b) => a - b);
}

/** Bar position of a track time: 1-based bar number and whether it sits on the bar line (±1 frame). */
function barOf(route: SoundRoute, trackMs: number): { bar: number | null; on_bar: boolean } {
  const tempo = route.tempo;
  if (tempo === undefined || tempo === null) return { bar: null, on_bar: false };
  const barMs = (60000 / tempo.bpm) * tempo.beats_per_bar;
  const rel = (trackMs - tempo.first_downbeat_ms) / barMs;
  const nearest = Math.round(rel);
  return { bar: Math.floor(rel + 1e-6) + 1, on_bar: Math.abs(nearest - rel) * barMs <= FRAME_MS };
}

export function cutdownsFor(route: SoundRoute, pack: TemplatePack, payoffAtMs: number | null, baseDurationS: number, wantsPayoff: boolean, asked: readonly number[] | undefined): Cutdowns {
  const lengthMs = route.track.length_ms;
  const loops = route.sound_behavior.loop_friendly;
  const loopFrom = loopFromMs(route);
  const items: Cutdowns['items'] = cutdownLengths(route, asked).map((lengthS) => {
    const durMs = lengthS * 1000;
    // A stated reveal keeps its time when it fits the cut-down; otherwise it moves to the same share of the clip.
    let reveal: number | null = null;
    let revealNote: string | null = null;
    if (payoffAtMs !== null) {
      if (payoffAtMs < durMs) reveal = payoffAtMs;
      else {
        reveal = Math.round((payoffAtMs / (baseDurationS * 1000)) * durMs / FRAME_MS) * FRAME_MS;
        revealNote = `The reveal at ${(payoffAtMs / 1000).toFixed(2)} s does not fit ${lengthS} s; it moves to ${(reveal / 1000).toFixed(2)} s (the same share of the clip).`;
      }
    }
    const t = planTimeline(route, pack, lengthS, reveal, wantsPayoff);
    const inMs = t.soundStartMs;
    const outTrack = inMs + durMs;
    const seam = loops && outTrack > lengthMs ? lengthMs - inMs : null;
    // A second play starts from the first downbeat (timeline.ts), so the loop runs from the first downbeat to the end.
    const outMs = loops ? (outTrack <= lengthMs ? outTrack : loopFrom + ((outTrack - lengthMs) % (lengthMs - loopFrom))) : Math.min(outTrack, lengthMs);
    const hitNote = reveal === null
      ? null
      : t.revealAligned
        ? null
        : `The hit cannot land on the reveal at ${(reveal / 1000).toFixed(2)} s in a ${lengthS} s cut: no hook or drop of the track sits late enough${loops ? '' : ' with enough track left to the end'}; it plays at ${(t.hookMs / 1000).toFixed(2)} s.`;
    return {
      length_s: lengthS,
      sound_in_ms: inMs,
      sound_out_ms: outMs,
      sound_in_bar: barOf(route, inMs),
      sound_out_bar: barOf(route, outMs),
      reveal_ms: reveal,
      hit_ms: t.hookMs,
      hit_on_reveal: reveal === null ? null : t.revealAligned,
      note: [revealNote, hitNote].filter((x): x is string => x !== null).join(' ') || null,
      shots: t.shots.map((s) => ({ start_ms: s.start_ms, end_ms: s.end_ms, segment: s.segment })),
      loop_seam_ms: seam,
      sound_ends_early_ms: !loops && outTrack > lengthMs ? lengthMs - inMs : null,
    };
  });
  return { route: route.sound_slug, loops, items };
}
