/**
 * The operator's sound catalog (`data/sounds.json`): sound routes with behavior, tempo, track
 * layout (length and sections), fit notes, proof and sound health. Also the public shapes served from it (list, profile, proof, momentum).
 */
import { z } from 'zod';
import { IsoDateSchema, MomentumValueSchema, SaturationStateSchema, SlugSchema } from './common.ts';
import { SoundBehaviorSchema } from './sound-behavior.ts';

const comment = z.string().optional().describe('Free note for the operator; ignored by the service.');

export const TempoSchema = z
  .strictObject({
    bpm: z.number().min(40).max(220).describe('Beats per minute.'),
    first_downbeat_ms: z.int().min(0).max(10_000).describe('Time of the first downbeat (beat 1 of bar 1), in ms.'),
    beats_per_bar: z.int().min(2).max(12).describe('Beats in a bar; 4 for most pop.'),
  })
  .meta({ id: 'Tempo', description: 'Tempo data of a route. Null on a route without a fixed beat grid.' });
export type Tempo = z.infer<typeof TempoSchema>;

/** A track is at least this much longer than its hook, so the hook has room to play out. */
export const MIN_MS_AFTER_HOOK = 4_000;

export const TrackSectionKindSchema = z
  .enum(['intro', 'verse', 'build', 'hook', 'drop', 'breakdown', 'bridge', 'outro'])
  .meta({
    id: 'TrackSectionKind',
    description:
      'What a stretch of the track does: intro, verse (the steady body), build (rising towards a hit), hook (the memorable phrase), drop (the hit after a build), breakdown (a thinned-out stretch), bridge (a contrasting passage), outro.',
  });
export type TrackSectionKind = z.infer<typeof TrackSectionKindSchema>;

export const TrackSectionSchema = z
  .strictObject({
    kind: TrackSectionKindSchema,
    start_ms: z.int().min(0).max(900_000).describe('Where the section starts, in ms from the start of the track.'),
    end_ms: z.int().min(1).max(900_000).describe('Where the section ends (exclusive), in ms from the start of the track: the next section starts here.'),
  })
  .meta({ id: 'TrackSection', description: 'One section of a track, with its start and end in ms.' });
export type TrackSection = z.infer<typeof TrackSectionSchema>;

/** Sections tile the track: the first starts at 0, each starts where the previous ended, the last ends at `length_ms`. */
function checkSectionsTile(t: { length_ms: number; sections: ReadonlyArray<{ start_ms: number; end_ms: number }> }, ctx: z.RefinementCtx): void {
  let expected = 0;
  t.sections.forEach((s, i) => {
    if (s.start_ms !== expected) {
      ctx.addIssue({
        code: 'custom',
        path: ['sections', i, 'start_ms'],
        message: i === 0 ? 'the first section must start at 0' : `must equal the previous section's end_ms (${expected}): sections are sorted and contiguous`,
      });
    }
    if (s.end_ms <= s.start_ms) ctx.addIssue({ code: 'custom', path: ['sections', i, 'end_ms'], message: `must be greater than start_ms (${s.start_ms})` });
    expected = s.end_ms;
  });
  const last = t.sections.length - 1;
  if (last >= 0 && t.sections[last]!.end_ms !== t.length_ms) {
    ctx.addIssue({ code: 'custom', path: ['sections', last, 'end_ms'], message: `the last section must end at length_ms (${t.length_ms})` });
  }
}

export const TrackSchema = z
  .strictObject({
    length_ms: z.int().min(MIN_MS_AFTER_HOOK).max(900_000).describe('Length of the whole track in ms: from a trimmed sound start the track must last to the end of the clip, unless the route is loop-friendly.'),
    sections: z
      .array(TrackSectionSchema)
      .min(1)
      .max(40)
      .describe('The sections in order, from 0 to `length_ms` without gaps or overlaps. Where the route has a tempo, boundaries fall on downbeats.'),
  })
  .superRefine(checkSectionsTile)
  .meta({
    id: 'Track',
    description:
      'The layout of the track: its length and its sections (intro, hook, drop, outro...). The section containing `sound_behavior.hook_starts_at_ms` starts exactly there and is a hook or a drop; later hook and drop sections are further points a reveal can land on.',
  });
export type Track = z.infer<typeof TrackSchema>;

/** Cross-field rules between a route's hook and its track, reported at the exact path. */
function checkHookInTrack(r: { sound_behavior: { hook_starts_at_ms: number }; track: Track }, ctx: z.RefinementCtx): void {
  const hook = r.sound_behavior.hook_starts_at_ms;
  const { length_ms, sections } = r.track;
  if (length_ms < hook + MIN_MS_AFTER_HOOK) {
    ctx.addIssue({ code: 'custom', path: ['track', 'length_ms'], message: `must be at least sound_behavior.hook_starts_at_ms + ${MIN_MS_AFTER_HOOK} (${hook + MIN_MS_AFTER_HOOK})` });
    return;
  }
  const i = sections.findIndex((s) => s.start_ms <= hook && hook < s.end_ms);
  if (i < 0) return; // sections that do not tile the track are already reported by the track's own check
  const s = sections[i]!;
  if (s.start_ms !== hook) {
    ctx.addIssue({ code: 'custom', path: ['track', 'sections', i, 'start_ms'], message: `the section containing sound_behavior.hook_starts_at_ms (${hook}) must start exactly there` });
  }
  if (s.kind !== 'hook' && s.kind !== 'drop') {
    ctx.addIssue({ code: 'custom', path: ['track', 'sections', i, 'kind'], message: `the section at sound_behavior.hook_starts_at_ms (${hook}) must be a "hook" or a "drop", not "${s.kind}"` });
  }
}

/**
 * A loop-friendly route with a beat is looped from its first downbeat (a second play, landing.ts):
 * its track must end on a downbeat (whole bars from the first downbeat, to a millisecond), and its
 * hooks and drops must come after that downbeat, or a wrapped play would claim a hit it never plays.
 */
function checkSeamlessLoop(r: { sound_behavior: { loop_friendly: boolean; hook_starts_at_ms: number }; tempo: { bpm: number; beats_per_bar: number; first_downbeat_ms: number } | null; track: Track }, ctx: z.RefinementCtx): void {
  if (!r.sound_behavior.loop_friendly || r.tempo === null) return;
  const bar = (r.tempo.beats_per_bar * 60_000) / r.tempo.bpm;
  const bars = (r.track.length_ms - r.tempo.first_downbeat_ms) / bar;
  if (Math.abs(bars - Math.round(bars)) * bar > 1) {
    ctx.addIssue({ code: 'custom', path: ['track', 'length_ms'], message: `a loop-friendly track must end on a downbeat: ${r.track.length_ms} ms is ${bars.toFixed(3)} bars after the first downbeat (${r.tempo.first_downbeat_ms} ms)` });
  }
  const hits = [r.sound_behavior.hook_starts_at_ms, ...r.track.sections.filter((s) => s.kind === 'hook' || s.kind === 'drop').map((s) => s.start_ms)];
  if (hits.some((h) => h < r.tempo!.first_downbeat_ms)) {
    ctx.addIssue({ code: 'custom', path: ['tempo', 'first_downbeat_ms'], message: `a loop-friendly track's hooks and drops must come at or after its first downbeat (${r.tempo.first_downbeat_ms} ms)` });
  }
}

export const FitNotesSchema = z
  .strictObject({
    topics: z.array(z.string().min(1).max(60)).min(1).max(30),
    moods: z.array(z.string().min(1).max(40)).min(1).max(12),
    keywords: z.array(z.string().min(1).max(40)).min(1).max(40),
    not_for: z.array(z.string().min(1).max(80)).max(20).describe('Topics, occasions and uses the route must never serve (a hype track: grief, memorial, voiceover).'),
  })
  .meta({ id: 'FitNotes', description: 'What the route fits (topics, moods, keywords) and what it is not for.' });

export const ProofExampleSchema = z
  .strictObject({
    creator: z.string().regex(/^@[A-Za-z0-9._]{2,40}$/, 'a creator handle such as @name').describe('Creator handle.'),
    views: z.int().min(0),
    url: z.url(),
    date: IsoDateSchema,
    demonstration: z.boolean().describe('True when this example is demonstration data, not a real post.'),
  })
  .meta({ id: 'ProofExample', description: 'A public clip that used the route: evidence of fit and momentum, never a promise of views.' });
export type ProofExample = z.infer<typeof ProofExampleSchema>;

export const SoundHealthSchema = z
  .strictObject({ saturation_state: SaturationStateSchema, momentum_state: MomentumValueSchema, updated: IsoDateSchema })
  .meta({ id: 'SoundHealth', description: 'The sound-health snapshot of a route on its `updated` date.' });

export const SoundRouteSchema = z
  .strictObject({
    sound_slug: SlugSchema,
    name: z.string().min(1).max(120),
    artist: z.string().min(1).max(120),
    shortvideo_sound_url: z.url().optional(),
    shortvideo_music_id: z.string().regex(/^[0-9]{6,25}$/).optional(),
    sound_behavior: SoundBehaviorSchema,
    tempo: TempoSchema.nullable(),
    track: TrackSchema,
    fit: FitNotesSchema,
    template_pack: SlugSchema.describe('Id of the default video template pack for this route.'),
    proof_examples: z.array(ProofExampleSchema).max(20),
    health: SoundHealthSchema,
  })
  .refine((r) => r.shortvideo_sound_url !== undefined || r.shortvideo_music_id !== undefined, {
    message: 'a route needs shortvideo_sound_url and/or shortvideo_music_id',
    path: ['shortvideo_sound_url'],
  })
  .superRefine(checkHookInTrack)
  .superRefine(checkSeamlessLoop)
  .meta({ id: 'SoundRoute', title: 'Sound route', description: 'One named sound of the catalog with everything the service knows about it.' });
export type SoundRoute = z.infer<typeof SoundRouteSchema>;

export const SoundsFileSchema = z
  .strictObject({
    $comment: comment,
    demonstration: z.boolean(),
    default_route: SlugSchema,
    routes: z.array(SoundRouteSchema).min(1).max(500),
  })
  .meta({ id: 'SoundsFile', title: 'Sound routes data file', description: 'The catalog as the operator writes it (data/sounds.json).' });
export type SoundsFile = z.infer<typeof SoundsFileSchema>;

/* ---- Served shapes (GET endpoints) ---- */

export const SoundListSchema = z
  .strictObject({
    type: z.literal('sound_list'),
    api_version: z.string(),
    catalog_updated: IsoDateSchema,
    demonstration: z.boolean(),
    default_route: SlugSchema,
    count: z.int().min(0),
    routes: z.array(SoundRouteSchema),
  })
  .meta({ id: 'SoundList', title: 'Sound routes', description: 'Every route of the catalog with sound URLs, fit notes, proof links and sound-health states.' });

export const SoundProfileSchema = z
  .strictObject({
    type: z.literal('sound_profile'),
    api_version: z.string(),
    is_default_route: z.boolean(),
    route: SoundRouteSchema,
    links: z.strictObject({ self: z.string(), list: z.string(), proof: z.string() }),
  })
  .meta({ id: 'SoundProfile', title: 'Sound profile', description: 'One sound route with its behavior profile.' });

export const ProofListSchema = z
  .strictObject({
    type: z.literal('proof_list'),
    api_version: z.string(),
    demonstration: z.boolean(),
    note: z.string(),
    count: z.int().min(0),
    examples: z.array(ProofExampleSchema.extend({ sound_slug: SlugSchema, sound_name: z.string() })),
  })
  .meta({ id: 'ProofList', title: 'Proof examples', description: 'All public proof examples of the catalog, evidence of fit only.' });

export const MomentumSnapshotSchema = z
  .strictObject({
    type: z.literal('momentum_snapshot'),
    api_version: z.string(),
    as_of: IsoDateSchema,
    default_route: SlugSchema,
    rising_routes: z.array(SlugSchema),
    routes: z.array(
      z.strictObject({ sound_slug: SlugSchema, name: z.string(), saturation_state: SaturationStateSchema, momentum_state: MomentumValueSchema, updated: IsoDateSchema }),
    ),
    catalog: z.strictObject({
      route_count: z.int(),
      momentum: z.strictObject({ rising: z.int(), steady: z.int(), cooling: z.int() }),
      saturation: z.strictObject({ default_route: z.int(), fresh: z.int(), open: z.int(), crowded: z.int(), saturated: z.int() }),
    }),
    note: z.string(),
  })
  .meta({ id: 'MomentumSnapshot', title: 'Sound-health snapshot', description: 'Default route, rising routes and catalog-level momentum at a date. A snapshot, not a trend prediction.' });

export const HealthSchema = z
  .strictObject({
    status: z.literal('ok'),
    service: z.string(),
    api_version: z.string(),
    sound_brief_version: z.string(),
    catalog_updated: IsoDateSchema,
    route_count: z.int(),
    demonstration: z.boolean(),
  })
  .meta({ id: 'Health', description: 'Health check of the static API.' });

export const SoundBehaviorProfilesSchema = z
  .strictObject({ demonstration: z.boolean(), catalog_updated: IsoDateSchema, profiles: z.array(SoundBehaviorSchema).min(1) })
  .meta({ id: 'SoundBehaviorProfiles', title: 'Sound behavior profiles', description: 'The behavior profile of every route, derived from the sound routes (also published as a data file).' });
