/**
 * Known video generators (data/video-generators.json) and the generator-sized shot list of the
 * clip pack (issue 13, addition 4).
 */
import { z } from 'zod';
import { IsoDateSchema } from './common.ts';

export const GeneratorIdSchema = z
  .enum(['veo', 'sora', 'kling', 'runway', 'pika', 'luma', 'hailuo', 'midjourney'])
  .meta({ id: 'GeneratorId', description: 'A known video generator (data/video-generators.json).' });

export const VideoGeneratorsFileSchema = z
  .strictObject({
    $comment: z.string().optional(),
    demonstration: z.boolean(),
    as_of: IsoDateSchema,
    default_generator: GeneratorIdSchema,
    generators: z
      .array(z.strictObject({ id: GeneratorIdSchema, name: z.string().min(1).max(80), max_shot_s: z.number().min(1).max(120) }))
      .min(1)
      .refine((g) => new Set(g.map((x) => x.id)).size === g.length, 'generator ids must be unique'),
  })
  .refine((f) => f.generators.some((g) => g.id === f.default_generator), { message: 'default_generator must be one of generators', path: ['default_generator'] })
  .meta({ id: 'VideoGenerators', title: 'Video generators', description: 'Known video generators and the longest shot each makes in one generation.' });

export const GeneratorShotSchema = z
  .strictObject({
    index: z.int().min(1),
    from_shot: z.int().min(1).describe('The template shot this generation belongs to.'),
    start_ms: z.int(),
    end_ms: z.int(),
    trim_on: z.enum(['downbeat', 'beat', 'frame']).describe('What the shot\'s end sits on: a downbeat when one falls in range, else a beat, else the clip\'s end or the generator\'s limit.'),
    prompt: z.string().describe('One generation prompt for this shot, with the continuity line.'),
  })
  .meta({ id: 'GeneratorShot', description: 'One generation of the video generator.' });

export const GeneratorShotsSchema = z
  .strictObject({
    generator: GeneratorIdSchema,
    generator_name: z.string(),
    max_shot_ms: z.int().describe('The longest shot the generator makes in one go.'),
    continuity: z.string().describe('The line every prompt carries so subject, wardrobe and light stay the same across shots.'),
    shots: z.array(GeneratorShotSchema).min(1),
  })
  .meta({ id: 'GeneratorShots', description: 'The shots sized for the chosen video generator: none longer than it can make, trims on downbeats, one prompt per shot.' });
