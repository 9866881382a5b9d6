/**
 * Video template packs (`data/video-template-packs.json`): shot patterns the engine lays over a
 * clip's timeline using the route's tempo and hook.
 */
import { z } from 'zod';
import { RoleSchema, SlugSchema } from './common.ts';

export const ShotTemplateSchema = z
  .strictObject({ description: z.string().min(1).max(300), camera: z.string().min(1).max(160) })
  .meta({ id: 'ShotTemplate', description: 'One shot of a pattern. `{subject}` and `{topic}` are filled from the clip.' });

/**
 * The languages audience-facing copy (hooks, captions, title card) is written in; English is the default.
 * The first five are also the languages messages are read in word by word (reading-language.ts); the
 * rest are written only (a message in them is read through its numbers, names and the cues listed for
 * them, and answered in English; its copy is in its language).
 */
export const COPY_LANGUAGES = ['en', 'es', 'pt', 'fr', 'de', 'it', 'nl', 'pl', 'id', 'tr', 'ja', 'ko', 'zh', 'sv', 'vi', 'ar', 'th'] as const;
export const CopyLanguageSchema = z
  .enum(COPY_LANGUAGES)
  .meta({ id: 'CopyLanguage', description: 'The language of the audience-facing copy (hooks, captions, title card): en, es, pt, fr, de, it, nl, pl, id, tr, ja, ko, zh (Simplified Chinese), sv, vi, ar or th. Prompts for video generators stay in English.' });
export type CopyLanguage = z.infer<typeof CopyLanguageSchema>;

/** The languages a pack or a concept may be translated into (English is the text itself). */
export const TranslatedLanguageSchema = CopyLanguageSchema.exclude(['en']).meta({ id: 'TranslatedLanguage', description: 'A language copy is translated into: es, pt, fr, de, it, nl, pl, id, tr, ja, ko, zh, sv, vi, ar or th.' });
export type TranslatedLanguage = z.infer<typeof TranslatedLanguageSchema>;

/**
 * A pack's audience-facing lines in one language, written by the operator. Each field may be left
 * out: the engine then falls back to the English field (whole lines, never mixed) and says so.
 */
export const PackTranslationSchema = z
  .strictObject({
    hook_lines: z.array(z.string().min(1).max(120)).min(3).max(6).optional().describe('First-line hooks in this language, same placeholders as the English ones. The first hook gets the subject as written; later ones get the concept\'s reference in this language ("el plato").'),
    caption_template: z.string().min(1).max(300).optional().describe('The title card and first caption in this language; start it with "{card_name}: " (or "{card_name} : ") like the English one so it is dropped when no card name is given.'),
  })
  .meta({ id: 'PackTranslation', description: 'A pack\'s hook lines and caption template in one language; a missing field falls back to English.' });
export type PackTranslation = z.infer<typeof PackTranslationSchema>;

/** Placeholders every plan fills for copy, in any language. */
const COPY_PLACEHOLDERS: ReadonlySet<string> = new Set(['subject', 'topic', 'name', 'card_name', 'duration_s']);
const placeholdersOf = (line: string): string[] => [...line.matchAll(/\{([a-z_]+)\}/g)].map((m) => m[1]!);

export const TemplatePackSchema = z
  .strictObject({
    id: SlugSchema,
    name: z.string().min(1).max(120),
    for_roles: z.array(RoleSchema).min(1),
    requires_voiceover: z.boolean().describe('True for packs built around someone speaking; not chosen for a clip without voice.'),
    on_camera: z
      .boolean()
      .optional()
      .describe('True when the shots put the speaker\'s face on camera: not chosen for a voice-over said to be off camera ("voix off", "I narrate") or for an AI-generated clip, unless the clip names someone on camera (talking to camera, an avatar, a presenter).'),
    voice_off_camera: z
      .boolean()
      .optional()
      .describe('True for a pack of pictures under a voice off camera (narration over images, no face): chosen only when the clip\'s voice is said to be off camera or the clip is AI-generated with nobody named on camera.'),
    ad_spot: z
      .boolean()
      .optional()
      .describe('True for a pack made for ad spots (brand in the first seconds, one benefit per beat, an end card): chosen only for a paid ad or a pre-roll, or for a clip nobody talks through; a sponsored post the creator talks through keeps its own format.'),
    longest_s: z
      .int()
      .min(5)
      .max(600)
      .optional()
      .describe('The longest clip the pack is built for (a two-second tease and a pop reveal is a 15 s format): a longer clip takes another pack.'),
    cuts_on_lines: z
      .boolean()
      .optional()
      .describe('True when the cuts follow the speech or the music\'s phrases, not the bed\'s beat (a skit, commentary, a live performance): the shot times are a guide, and only the moment on the hit is pinned.'),
    result_late: z
      .boolean()
      .optional()
      .describe('True when the pack\'s hook shot shows the finished result (the look, the dish, the after): with no stated reveal and a hit early in the clip, the sound starts later in the track so a hit lands about three quarters in, when the track allows it in one play, and the steps fill the time before it.'),
    own_audio: z
      .boolean()
      .optional()
      .describe('True for a pack made for a clip whose own sound is the soundtrack (someone playing or singing): chosen only when the plan reads the clip that way.'),
    single_take: z
      .boolean()
      .optional()
      .describe('True for a pack made for one attempt filmed in one take (a lift, a single rep): not chosen for a montage, a day, a workout of several sets or a clip longer than 30 s.'),
    steps_in_order: z
      .boolean()
      .optional()
      .describe('True when the build lines are steps in the order they happen (a recipe): each is shown once before any repeats, so a longer build holds each step longer instead of cycling back to the first.'),
    subject_only: z
      .boolean()
      .optional()
      .describe('True for a pack whose shots show one kind of subject (a pet, a sport, a memorial, a landscape, a wedding): chosen only when the clip names one of its subjects, never as the fallback for another kind of clip.'),
    needs_keyword: z
      .boolean()
      .optional()
      .describe('True for a pack chosen only when the clip uses one of its own selection keywords (a memorial slideshow needs photos, a tribute or a memorial named; a loss alone is footage, not a slideshow).'),
    form: z
      .boolean()
      .optional()
      .describe('True for a pack made for a form of clip rather than a subject (a photo montage through the years): each of its phrases the clip uses, its words side by side, weighs as much as a subject the clip names outright (3 points, against 2 for a concept and 1 for a shared word), since the form decides the shots.'),
    sensitive_only: z
      .boolean()
      .optional()
      .describe('True for a pack whose shots and lines are for a loss or a hard time (a memorial slideshow): chosen only for a clip read as sensitive (grief, illness, an accident, an apology), never for a birthday photo montage.'),
    not_for: z
      .array(z.string().min(1).max(40))
      .max(60)
      .optional()
      .describe('Words that name a clip this pack\'s shots do not fit (an aquarium for the pet pack, a room or a train compartment for the landscape pack): a clip that names one takes another pack. A phrase matches with its words side by side; a single word of six letters or more also matches as the end of a compound ("Schlafwagenabteil" names an "abteil").'),
    needs_child: z
      .boolean()
      .optional()
      .describe('True for a pack shot around a child (at the child\'s eye level, the first step, the candles): chosen only when the clip names a child ("my 4 yo", "mi hija", "os miúdos"), so a rangoli with my mom or grandpa\'s watch restored takes the pack for what it shows.'),
    real_footage: z
      .boolean()
      .optional()
      .describe('True for a pack filmed on real people or animals as the moment happens (a pet at its height, an athlete, a family, photos of someone): not chosen for an AI-generated clip.'),
    fallback_only: z
      .boolean()
      .optional()
      .describe('True for the pack used when nothing the clip names fits any pack made for the route\'s role: neutral shots (the subject, one moment per shot, the best moment on the hit) and lines with no mood or format the clip did not name. Chosen only then: a fallback made for one kind of subject (food) when the clip names it, else the neutral one; it takes the pace of the route\'s own pack.'),
    generated_only: z
      .boolean()
      .optional()
      .describe('True for a pack made for an AI-generated scene (one camera move through an invented world, the transformation on the hit): chosen only for an AI-generated clip.'),
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
    i18n: z
      .partialRecord(TranslatedLanguageSchema, PackTranslationSchema)
      .optional()
      .describe('Operator-written translations of `hook_lines` and `caption_template`, per language (es, pt, fr, de, it, nl, pl, id, tr, ja, ko, zh, sv, vi, ar, th); a missing language or field falls back to English, said in the plan\'s assumptions.'),
  })
  .superRefine((pack, ctx) => {
    // A translation may use the placeholders its English lines use, and the copy values every plan
    // fills; a typo ("{subjet}") would otherwise reach a creator's caption as it is.
    const own = new Set([...pack.hook_lines, pack.caption_template].flatMap(placeholdersOf));
    for (const [lang, tr] of Object.entries(pack.i18n ?? {})) {
      const lines: Array<[PropertyKey[], string]> = [
        ...(tr?.hook_lines ?? []).map((l, i): [PropertyKey[], string] => [['i18n', lang, 'hook_lines', i], l]),
        ...(tr?.caption_template !== undefined ? [[['i18n', lang, 'caption_template'], tr.caption_template] as [PropertyKey[], string]] : []),
      ];
      for (const [path, line] of lines) {
        for (const name of placeholdersOf(line)) {
          if (!own.has(name) && !COPY_PLACEHOLDERS.has(name)) ctx.addIssue({ code: 'custom', path, message: `unknown placeholder {${name}}: use one of the English lines' placeholders or {${[...COPY_PLACEHOLDERS].join('}, {')}}` });
        }
      }
    }
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
