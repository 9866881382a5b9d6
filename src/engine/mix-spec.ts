/**
 * The mix spec (issue 13, addition 2): music levels under speech and between lines, fades, as data,
 * and a ready ffmpeg command that applies them to the creator's files. Pure: builds text only.
 * Under a voice the music ducks on the voice track itself (ffmpeg's sidechain compressor keyed to
 * it), wherever the creator really speaks: a plan cannot know when each line falls, and a ducking
 * grid drawn from its shots would swing the music on lines nobody says. The voice segments stay as
 * the lines the plan expects (a voice plan cuts on sentence ends: one line per shot), for reference.
 */
import type { z } from 'zod';
import type { MixSpecSchema } from '../schemas/mix.ts';
import type { ClipPack } from '../schemas/clip-pack.ts';

type MixSpec = z.infer<typeof MixSpecSchema>;

/**
 * The bed sits 8 dB down between lines; the sidechain takes it about 10 dB further down while a
 * voice recorded at a normal level (-23 to -16 dB RMS) speaks: -18 dB in all, which puts a mastered
 * track the 10-14 dB under the voice that flow_guidance asks for.
 */
const UNDER_VOICE_DB = -18;
const BETWEEN_LINES_DB = -8;
/** Sidechain settings for that depth: threshold -40 dBFS, ratio 2.5 (a -23 dB voice is 17 dB over it: 10 dB of reduction), fast attack, a release that rides short gaps. */
const DUCK = 'sidechaincompress=threshold=0.01:ratio=2.5:attack=20:release=400';
/** The clip's own sound leads (ASMR, a performance): the bed at about 5 %, the top of the 0-5 % the plans promise. */
const AMBIENT_DB = -26;
/** "No music" asked for: about 3 %, present only for the native-sound link (or muted in the app). */
const NO_MUSIC_DB = -30;
const FADE_IN_MS = 400;
const FADE_OUT_MS = 1200;
/** Breath before a line starts after its cut, and the pause before the next cut. */
const LEAD_IN_MS = 200;
const TAIL_MS = 300;

const gain = (db: number): string => (10 ** (db / 20)).toFixed(3);
const s = (ms: number): string => (ms / 1000).toFixed(3);

/** `loopMs`: a loop-friendly track's loop (first downbeat to end), so a clip that outlasts one play chains as many as it needs; null when the track does not loop. */
/** `noMusic`: the clip asks for no music (original audio first, the sound lower still). */
export function mixSpecFor(pack: Pick<ClipPack, 'template_pack' | 'flow_guidance' | 'clip'>, kind: 'voice' | 'original_audio_first', loopMs: number | null = null, noMusic = false): MixSpec {
  const ambientDb = noMusic ? NO_MUSIC_DB : AMBIENT_DB;
  const shots = pack.template_pack.shots;
  const durationMs = shots.at(-1)!.end_ms;
  // The flow guidance holds the sound start for every route (the beat map only for routes with a fixed beat).
  const soundStartMs = pack.flow_guidance.sound_start_ms;
  const fadeOutAt = Math.max(0, durationMs - FADE_OUT_MS);
  const segments = kind === 'voice'
    ? shots.filter((x) => x.end_ms - x.start_ms > LEAD_IN_MS + TAIL_MS + 200).map((x) => ({ start_ms: x.start_ms + LEAD_IN_MS, end_ms: x.end_ms - TAIL_MS }))
    : [];
  const volume = `volume=${gain(kind === 'voice' ? BETWEEN_LINES_DB : ambientDb)}`;
  const levels = `${volume},afade=t=in:st=0:d=${s(FADE_IN_MS)},afade=t=out:st=${s(fadeOutAt)}:d=${s(FADE_OUT_MS)}${kind === 'voice' ? '[bed]' : '[m]'}`;
  // A track that reaches its end inside the clip: further plays from its first downbeat, joined on
  // (flow_guidance.second_play_*), as many as the clip needs.
  const from = pack.flow_guidance.second_play_from_ms;
  const at = pack.flow_guidance.second_play_at_ms;
  const plays = from === null || at === null ? 1 : 1 + (loopMs !== null && loopMs > 0 ? Math.max(1, Math.ceil((durationMs - at) / loopMs)) : 1);
  const labels = Array.from({ length: plays }, (_, k) => k + 1);
  const music = plays === 1
    ? `[1:a]atrim=start=${s(soundStartMs)},asetpts=PTS-STARTPTS,${levels}`
    : `[1:a]asplit=${plays}${labels.map((k) => `[p${k}]`).join('')};${labels.map((k) => `[p${k}]atrim=start=${s(k === 1 ? soundStartMs : from!)},asetpts=PTS-STARTPTS[a${k}]`).join(';')};${labels.map((k) => `[a${k}]`).join('')}concat=n=${plays}:v=0:a=1,${levels}`;
  // Voice: the voice track is split, one copy heard, one keying the ducking of the bed.
  const duck = kind === 'voice' ? `;[0:a]asplit=2[v][key];[bed][key]${DUCK}[m]` : '';
  const filter = `${music}${duck};${kind === 'voice' ? '[v]' : '[0:a]'}[m]amix=inputs=2:duration=longest:normalize=0,atrim=end=${s(durationMs)}[out]`;
  const command = `ffmpeg -y -i "$VOICE" -i "$MUSIC" -filter_complex "${filter}" -map "[out]" -t ${s(durationMs)} "$OUTPUT"`;
  return {
    kind,
    music_under_voice_db: kind === 'voice' ? UNDER_VOICE_DB : null,
    music_between_lines_db: kind === 'voice' ? BETWEEN_LINES_DB : null,
    music_level_db: kind === 'voice' ? null : ambientDb,
    fade_in_ms: FADE_IN_MS,
    fade_out_ms: FADE_OUT_MS,
    sound_start_ms: soundStartMs,
    voice_segments: segments,
    placeholders: { VOICE: kind === 'voice' ? 'your voice track' : 'your original audio (the clip\'s own sound)', MUSIC: 'the sound as a timing/reference file you are entitled to use', OUTPUT: 'the mixed audio file' },
    ffmpeg_command: command,
    note: kind === 'voice'
      ? 'The music sits 8 dB down between lines and ducks about 10 dB further (18 dB in all, 10-14 dB under a voice recorded at a normal level) whenever your voice track has speech: the command keys the ducking to the voice itself, so it follows your real lines, not the plan\'s. Post with the platform\'s native sound where you can: this mix is for previews and for uses your licence covers.'
      : noMusic
        ? 'You asked for no music: post with your original audio only. If you attach the sound for its native-sound link, set its volume to zero in the app, or keep it 30 dB down (about 3 %) as this command does.'
        : 'Your own audio leads; the sound stays 26 dB down (about 5 %) all through, present for the native-sound link but out of the way.',
  };
}
