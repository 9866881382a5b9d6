/**
 * Text timed to the music (issue 13, addition 5). Pure: each on-screen text of the template starts
 * on the first beat at or after its shot that leaves it its reading time (creative.ts readingTimeMs)
 * clear of the drop/hook and of the reveal, without overlapping the text before it.
 */
import type { z } from 'zod';
import type { ClipPack } from '../schemas/clip-pack.ts';
import type { TextWindowsSchema } from '../schemas/mix.ts';
import { readingTimeMs } from './creative.ts';

type TextWindows = z.infer<typeof TextWindowsSchema>;

/** Text keeps off the half second before a hit and the second after it. */
const CLEAR_BEFORE_MS = 500;
const CLEAR_AFTER_MS = 1000;

export function textWindowsFor(pack: Pick<ClipPack, 'template_pack' | 'beat_map' | 'clip'>): TextWindows {
  const shots = pack.template_pack.shots;
  const durationMs = shots.at(-1)!.end_ms;
  const bm = pack.beat_map;
  const beats: number[] = [];
  if (bm !== null) for (let t = bm.first_downbeat_ms; t < durationMs; t += bm.beat_ms) beats.push(Math.round(t));
  const hits = [...new Set([bm?.hook_at_ms, bm?.payoff_cut_ms ?? undefined, pack.clip.payoff_at_ms ?? undefined].filter((x): x is number => typeof x === 'number'))];
  const blocked = hits.map((h) => ({ start: h - CLEAR_BEFORE_MS, end: h + CLEAR_AFTER_MS }));
  const clear = (a: number, b: number) => blocked.every((z) => b <= z.start || a >= z.end);
  const items: TextWindows['items'] = [];
  const skipped: TextWindows['skipped'] = [];
  let free = 0;
  for (const shot of shots) {
    const text = shot.on_screen_text;
    if (text === null || text.trim() === '') continue;
    const need = readingTimeMs(text.length);
    const from = Math.max(shot.start_ms, free);
    const candidates = beats.length > 0 ? beats.filter((b) => b >= from) : [from];
    const start = candidates.find((b) => b + need <= durationMs && clear(b, b + need));
    if (start === undefined) {
      skipped.push({ shot_index: shot.index, reason: `No beat after ${(from / 1000).toFixed(2)} s leaves ${(need / 1000).toFixed(1)} s of reading time clear of the hit and the reveal before the clip ends.` });
      continue;
    }
    items.push({ shot_index: shot.index, start_ms: start, end_ms: start + need, reading_ms: need, on_beat: beats.length > 0 });
    free = start + need;
  }
  return { clear_of_ms: hits.sort((a, b) => a - b), items, skipped };
}
