/** The mix spec of the clip pack (issue 13, addition 2). */
import { z } from 'zod';

export const MixSpecSchema = z
  .strictObject({
    kind: z.enum(['voice', 'original_audio_first']).describe('voice: music ducks whenever the voice track has speech (a sidechain keyed to it); original_audio_first (ASMR, the clip\'s own sound leads): one low music level.'),
    music_under_voice_db: z.number().nullable().describe('Music gain while a line is spoken (voice clips), for a voice recorded at a normal level (-23 to -16 dB RMS): the ducking follows the voice, so a louder voice ducks it a little more.'),
    music_between_lines_db: z.number().nullable().describe('Music gain between lines (voice clips).'),
    music_level_db: z.number().nullable().describe('Music gain all through (original-audio-first clips).'),
    fade_in_ms: z.int(),
    fade_out_ms: z.int(),
    sound_start_ms: z.int().describe('Where the music file is trimmed from (the plan\'s sound start).'),
    voice_segments: z.array(z.strictObject({ start_ms: z.int(), end_ms: z.int() })).describe('The lines the plan expects, in clip time (one per shot: a voice plan cuts on sentence ends). For reference only: the command ducks on the voice track itself, wherever you really speak.'),
    placeholders: z.strictObject({ VOICE: z.string(), MUSIC: z.string(), OUTPUT: z.string() }).describe('Shell variables the command reads: set them to your file names.'),
    ffmpeg_command: z.string().describe('A ready ffmpeg command (bash): VOICE=voice.wav MUSIC=music.wav OUTPUT=mix.m4a, then run it.'),
    note: z.string(),
  })
  .meta({ id: 'MixSpec', description: 'Music levels and fades as data, with an ffmpeg command that applies them to the creator\'s files.' });

export const TextWindowsSchema = z
  .strictObject({
    clear_of_ms: z.array(z.int()).describe('The hits text keeps clear of (0.5 s before to 1 s after): the sound\'s hook or drop and the reveal, in clip time.'),
    items: z
      .array(z.strictObject({ shot_index: z.int().min(1).describe('The template shot whose on_screen_text this times (template_pack.shots[].index); the text is not repeated here.'), start_ms: z.int(), end_ms: z.int(), reading_ms: z.int(), on_beat: z.boolean() }))
      .describe('One window per on-screen text: starts on a beat, lasts its reading time, never overlaps another.'),
    skipped: z.array(z.strictObject({ shot_index: z.int().min(1), reason: z.string() })).describe('Texts with no window that fits, and why.'),
  })
  .meta({ id: 'TextWindows', description: 'On-screen text windows timed to the music: on beats, clear of the drop and the reveal, at least their reading time.' });
