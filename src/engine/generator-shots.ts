/**
 * Shots sized for the video generator (issue 13, addition 4). Pure: every template shot longer than
 * the generator's limit is split, each piece ending on the latest downbeat (else beat) that keeps it
 * within the limit; every piece gets one prompt with the same continuity line.
 */
import type { z } from 'zod';
import type { Catalog } from '../catalog/load.ts';
import type { GeneratorShotsSchema } from '../schemas/generators.ts';
import type { ClipPack } from '../schemas/clip-pack.ts';

type GeneratorShots = z.infer<typeof GeneratorShotsSchema>;
type GeneratorId = GeneratorShots['generator'];

/** Split [start, end] into pieces of at most maxMs, each inner cut on a downbeat, else a beat, else the limit. */
function split(start: number, end: number, maxMs: number, downbeats: readonly number[], beats: readonly number[]): { start: number; end: number; on: 'downbeat' | 'beat' | 'frame' }[] {
  const out: { start: number; end: number; on: 'downbeat' | 'beat' | 'frame' }[] = [];
  let s = start;
  // A piece must be long enough to be a shot: at least a quarter of the limit.
  const minPiece = Math.min(maxMs / 4, 1000);
  while (end - s > maxMs) {
    const inRange = (t: number) => t > s + minPiece && t <= s + maxMs && t < end;
    const db = downbeats.filter(inRange).at(-1);
    const b = db === undefined ? beats.filter(inRange).at(-1) : undefined;
    const cut = db ?? b ?? s + maxMs;
    out.push({ start: s, end: cut, on: db !== undefined ? 'downbeat' : b !== undefined ? 'beat' : 'frame' });
    s = cut;
  }
  const last = downbeats.some((d) => Math.abs(d - end) <= 40) ? 'downbeat' : beats.some((d) => Math.abs(d - end) <= 40) ? 'beat' : 'frame';
  out.push({ start: s, end, on: last });
  return out;
}

export function generatorShotsFor(catalog: Catalog, pack: Pick<ClipPack, 'template_pack' | 'beat_map'>, generator: GeneratorId): GeneratorShots {
  const g = catalog.generators.generators.find((x) => x.id === generator)!;
  const maxMs = Math.round(g.max_shot_s * 1000);
  const downbeats = pack.beat_map?.downbeats_ms ?? [];
  const bm = pack.beat_map;
  const endMs = pack.template_pack.shots.at(-1)!.end_ms;
  const beats: number[] = [];
  if (bm !== null) for (let t = bm.first_downbeat_ms; t <= endMs; t += bm.beat_ms) beats.push(Math.round(t));
  // The shot descriptions already name the subject; pasting the topic into every prompt reads as filler.
  const continuity = 'Continuity: the same subject, the same wardrobe and the same light, colour grade and time of day as every other shot of this clip.';
  const shots: GeneratorShots['shots'] = [];
  for (const shot of pack.template_pack.shots) {
    const pieces = split(shot.start_ms, shot.end_ms, maxMs, downbeats, beats);
    pieces.forEach((p, i) => {
      const part = pieces.length > 1 ? ` (part ${i + 1} of ${pieces.length}, continue the same action)` : '';
      shots.push({
        index: shots.length + 1,
        from_shot: shot.index,
        start_ms: p.start,
        end_ms: p.end,
        trim_on: p.on,
        // Later parts continue the first instead of repeating its description word for word.
        prompt: `${((p.end - p.start) / 1000).toFixed(2)} s shot${part}: ${i === 0 ? sentence(shot.description) : `the action of the previous part carries on, from where it stopped.`} Camera: ${sentence(shot.camera)} ${continuity}`,
      });
    });
  }
  return { generator, generator_name: g.name, max_shot_ms: maxMs, continuity, shots };
}

/** A phrase as a sentence: ends with a full stop unless it already ends a sentence ("…off camera" + "Camera: close-up" reads as two). */
function sentence(s: string): string {
  const t = s.trim();
  return /[.!?…]$/.test(t) ? t : `${t}.`;
}
