/** The mix spec of the clip pack (issue 13, addition 2). */
import { z } from 'zod';

export const MixSpecSchema = z
  .strictObject({
    kind: z.enum(['voice', 'original_audio_first']).describe('voice: music ducks under each spoken line; original_audio_first (ASMR, the clip\'s own sound leads): one low music level.'),
    music_under_voice_db: z.number().nullable().describe('Music gain while a line is spoken (voice clips).'),
    music_between_lines_db: z.number().nullable().describe('Music gain between lines (voice clips).'),
    music_level_db: z.number().nullable().describe('Music gain all through (original-audio-first clips).'),
    fade_in_ms: z.int(),
    fade_out_ms: z.int(),
    sound_start_ms: z.int().describe('Where the music file is trimmed from (the plan\'s sound start).'),
    voice_segments: z.array(z.strictObject({ start_ms: z.int(), end_ms: z.int() })).describe('When the voice speaks, in clip time, from the plan.'),
    placeholders: z.strictObject({ VOICE: z.string(), MUSIC: z.string(), OUTPUT: z.string() }).describe('Shell variables the command reads: set them to your file names.'),
    ffmpeg_command: z.string().describe('A ready ffmpeg command (bash): VOICE=voice.wav MUSIC=music.wav OUTPUT=mix.m4a, then run it.'),
    note: z.string(),
  })
  .meta({ id: 'MixSpec', description: 'Music levels and fades as data, with an ffmpeg command that applies them to the creator\'s files.' });
