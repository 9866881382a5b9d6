/**
 * Shared building blocks of every public shape: enums of the sound vocabulary, slugs, dates.
 * Each carries `.meta({ id })` so generated JSON Schema and OpenAPI refer to it by name.
 */
import { z } from 'zod';

/** A route slug: lowercase words joined by hyphens. */
/** What a slug looks like (also the pattern of the slug path parameter in the OpenAPI document). */
export const SLUG_PATTERN = '^[a-z0-9]+(?:-[a-z0-9]+)*$';
export const SlugSchema = z
  .string()
  .regex(new RegExp(SLUG_PATTERN), 'lowercase letters, digits and single hyphens')
  .max(64)
  .meta({ id: 'Slug', description: 'A sound route slug: lowercase letters, digits and single hyphens.', examples: ['kitchen-window'] });

export const IsoDateSchema = z.iso.date().meta({ id: 'IsoDate', description: 'A calendar date, YYYY-MM-DD.' });

export const EnergyShapeSchema = z
  .enum(['steady', 'rising', 'punchy'])
  .meta({ id: 'EnergyShape', description: 'How the energy of the sound moves: even throughout, building to a peak, or hitting hard from the start.' });

export const DensitySchema = z
  .enum(['low', 'medium', 'high'])
  .meta({ id: 'Density', description: 'How much of the mix is filled (instruments, rhythm, range).' });

export const RoleSchema = z
  .enum(['background_bed', 'hook_pressure', 'reveal_support', 'voice_safe_motion'])
  .meta({ id: 'Role', description: 'The job the sound does in a clip.' });

export const FirstSecondPrioritySchema = z
  .enum(['subject_in_frame', 'hook_text', 'motion', 'face'])
  .meta({ id: 'FirstSecondPriority', description: 'What must lead in the first second of the clip.' });

export const InterferenceRiskSchema = z
  .enum(['low', 'medium', 'high'])
  .meta({ id: 'InterferenceRisk', description: 'How much the sound competes with speech.' });

export const RecommendedLengthSchema = z
  .union([z.literal(15), z.literal(30), z.literal(60), z.literal(90), z.literal(120)])
  .meta({ id: 'RecommendedLength', description: 'A clip length in seconds the sound is arranged for: 15, 30, 60, 90 or 120.' });

export const SaturationStateSchema = z
  .enum(['default_route', 'fresh', 'open', 'crowded', 'saturated'])
  .meta({
    id: 'SaturationState',
    description:
      'How used the route is: default_route (the catalog default), fresh (few clips yet), open (room left), crowded (many recent clips), saturated (use only with a strong angle).',
  });

export const MomentumValueSchema = z
  .enum(['rising', 'steady', 'cooling'])
  .meta({ id: 'MomentumValue', description: 'Direction of recent use of the route at the snapshot date. A snapshot, not a trend prediction.' });

/** The clip's target platform inside a sound brief (spec 2.1 allows only `shortvideo`). */
export const BriefPlatformSchema = z
  .enum(['shortvideo'])
  .meta({ id: 'BriefPlatform', description: 'The short-video platform. Sound briefs, clip packs and concierge plans target it.' });

/** Platforms the recommend and brief endpoints give platform actions for. */
export const PlatformSchema = z
  .enum(['shortvideo', 'reels', 'shorts', 'other_short_form', 'editing_app'])
  .meta({
    id: 'Platform',
    description:
      'Where the clip is made or posted: shortvideo (attach the native sound), reels / shorts / other_short_form (search the app\'s native audio), editing_app (search its library or export without music).',
  });

/**
 * Free text from a person (a description, a topic, a message): trimmed, 1 to `max` characters,
 * and no control characters — a NUL byte or a terminal escape is never part of a clip, and
 * refusing it keeps logs, prompts and generated copy clean. Tabs and line breaks are allowed.
 */
const NO_CONTROL_CHARS = /^[^\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]*$/;
/** Short single-line references (a licence number): no control characters, no tabs or line breaks either. */
export const NO_CONTROL_CHARS_OR_BREAKS = /^[^\u0000-\u001f\u007f]*$/;
/** The patterns of these two as their JSON Schemas carry them; the MCP tool list leaves them out (src/adapters/mcp/tool-list.ts). */
export const CONTROL_CHARS_PATTERNS: ReadonlySet<string> = new Set([NO_CONTROL_CHARS.source, NO_CONTROL_CHARS_OR_BREAKS.source]);
export const plainText = (max: number) =>
  z
    .string()
    .trim()
    .min(1)
    .max(max)
    .regex(NO_CONTROL_CHARS, { message: 'must not contain control characters (such as NUL or escape codes)' });
