/**
 * The list of operator data files: where each lives under `data/`, its public path under
 * `/data/`, the zod schema that validates it (src/catalog/data-schemas.ts) and its raw JSON.
 * Pages, the build step and tests read this list; functions load the pre-validated artefact.
 */
import type { z } from 'zod';
import { SoundBehaviorProfilesSchema } from '../schemas/catalog.ts';
import { DATA_SCHEMAS, type DataSchema } from './data-schemas.ts';

import service from '../../data/service.json' with { type: 'json' };
import sounds from '../../data/sounds.json' with { type: 'json' };
import packs from '../../data/video-template-packs.json' with { type: 'json' };
import policy from '../../data/platform-routing-policy.json' with { type: 'json' };
import plans from '../../data/plans.json' with { type: 'json' };
import agentPlan from '../../data/agent-audio-api-plan.json' with { type: 'json' };
import generators from '../../data/video-generators.json' with { type: 'json' };
import offer from '../../data/manifests/agent-api-offer.json' with { type: 'json' };
import competitors from '../../data/manifests/agent-api-competitors.json' with { type: 'json' };
import contact from '../../data/manifests/agent-contact.json' with { type: 'json' };
import commerce from '../../data/manifests/agent-commerce.json' with { type: 'json' };
import vocabulary from '../../data/vocabulary.json' with { type: 'json' };
import lexicon from '../../data/lexicon.json' with { type: 'json' };

/** One data file: its key in the catalog, its file under data/, its schema and its raw JSON. */
export interface DataFile<S extends z.ZodType = z.ZodType> extends DataSchema<S> {
  raw: unknown;
}

function entry<S extends z.ZodType>(s: DataSchema<S>, raw: unknown): DataFile<S> {
  return { ...s, raw };
}

const S = DATA_SCHEMAS;
/** Every data file, in the order they are documented. `file` is relative to data/ and is also the public path under /data/. */
export const DATA_FILES = {
  service: entry(S.service, service),
  sounds: entry(S.sounds, sounds),
  packs: entry(S.packs, packs),
  vocabulary: entry(S.vocabulary, vocabulary),
  lexicon: entry(S.lexicon, lexicon),
  policy: entry(S.policy, policy),
  plans: entry(S.plans, plans),
  agentPlan: entry(S.agentPlan, agentPlan),
  offer: entry(S.offer, offer),
  competitors: entry(S.competitors, competitors),
  contact: entry(S.contact, contact),
  commerce: entry(S.commerce, commerce),
  generators: entry(S.generators, generators),
} as const;

/** Data files the build derives from the others (the operator does not write them), served under /data/ too. */
export const DERIVED_DATA_FILES = {
  behaviorProfiles: {
    file: 'sound-behavior-profiles.json',
    title: 'Sound behavior profiles',
    description: `The behavior profile of every route, derived from data/${DATA_FILES.sounds.file}.`,
    schema: SoundBehaviorProfilesSchema,
  },
} as const;

/** The raw data, one entry per data file key, as validateCatalog takes it. */
export function rawData(): { [K in keyof typeof DATA_FILES]: unknown } {
  return Object.fromEntries(Object.entries(DATA_FILES).map(([k, f]) => [k, f.raw])) as { [K in keyof typeof DATA_FILES]: unknown };
}
