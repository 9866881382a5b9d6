/**
 * Video template packs (`data/video-template-packs.json`): shot patterns the engine lays over a
 * clip's timeline using the route's tempo and hook.
 */
import { z } from 'zod';
import { RoleSchema, SlugSchema } from './common.ts';

export const ShotTemplateSchema = z
  .strictObject({ description: z.string().min(1).max(300), camera: z.string().min(1).max(160) })
  .meta({ id: 'ShotTemplate', description: 'One shot of a pattern. `{subject}` and `{topic}` are filled from the clip.' });

export const TemplatePackSchema = z
  .strictObject({
    id: SlugSchema,
    name: z.string().min(1).max(120),
    for_roles: z.array(RoleSchema).min(1),
    requires_voiceover: z.boolean().describe('True for packs built around someone speaking; not chosen for a clip without voice.'),
    description: z.string().min(1).max(600),
    selection_keywords: z.array(z.string().min(1).max(40)).min(1).max(30),
    cut_every_beats: z.strictObject({ before_hook: z.int().min(1).max(16), after_hook: z.int().min(1).max(16) }),
    shots: z.strictObject({
      open: ShotTemplateSchema,
      build: z.array(ShotTemplateSchema).min(1).max(8),
      hook: ShotTemplateSchema,
      body: z.array(ShotTemplateSchema).min(1).max(8),
      close: ShotTemplateSchema,
    }),
    prompt_template: z.string().min(1).max(1000),
    caption_template: z.string().min(1).max(300),
    hook_lines: z.array(z.string().min(1).max(120)).min(3).max(6).describe('First-line hooks for the post, with placeholders.'),
    cover_frame: z.string().min(1).max(300),
  })
  .meta({ id: 'TemplatePackDefinition', title: 'Video template pack', description: 'A reusable shot pattern for a role of sound.' });
export type TemplatePack = z.infer<typeof TemplatePackSchema>;

export const TemplatePacksFileSchema = z
  .strictObject({
    $comment: z.string().optional(),
    demonstration: z.boolean(),
    packs: z.array(TemplatePackSchema).min(1).max(200),
  })
  .meta({ id: 'VideoTemplatePacks', title: 'Video template packs', description: 'The catalog of video template packs.' });
export type TemplatePacksFile = z.infer<typeof TemplatePacksFileSchema>;
