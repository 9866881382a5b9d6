/**
 * The list of operator data files: where each lives under `data/`, its public path under
 * `/data/`, and the zod schema that validates it. Pages, functions and tests all read this list.
 */
import type { z } from 'zod';
import { SoundsFileSchema } from '../schemas/catalog.ts';
import { TemplatePacksFileSchema } from '../schemas/template-pack.ts';
import { LexiconFileSchema, VocabularyFileSchema } from '../schemas/vocabulary.ts';
import {
  AgentApiCompetitorsSchema,
  AgentApiOfferSchema,
  AgentAudioApiPlanFileSchema,
  AgentCommerceSchema,
  AgentContactSchema,
  PlansFileSchema,
  PlatformRoutingPolicyFileSchema,
  ServiceFileSchema,
} from '../schemas/operator-data.ts';

import service from '../../data/service.json' with { type: 'json' };
import sounds from '../../data/sounds.json' with { type: 'json' };
import packs from '../../data/video-template-packs.json' with { type: 'json' };
import policy from '../../data/platform-routing-policy.json' with { type: 'json' };
import plans from '../../data/plans.json' with { type: 'json' };
import agentPlan from '../../data/agent-audio-api-plan.json' with { type: 'json' };
import offer from '../../data/manifests/agent-api-offer.json' with { type: 'json' };
import competitors from '../../data/manifests/agent-api-competitors.json' with { type: 'json' };
import contact from '../../data/manifests/agent-contact.json' with { type: 'json' };
import commerce from '../../data/manifests/agent-commerce.json' with { type: 'json' };
import vocabulary from '../../data/vocabulary.json' with { type: 'json' };
import lexicon from '../../data/lexicon.json' with { type: 'json' };

/** One data file: its key in the catalog, its file under data/, its schema and its raw JSON. */
export interface DataFile<S extends z.ZodType = z.ZodType> {
  key: string;
  file: string;
  schema: S;
  raw: unknown;
  title: string;
}

function entry<S extends z.ZodType>(key: string, file: string, schema: S, raw: unknown, title: string): DataFile<S> {
  return { key, file, schema, raw, title };
}

/** Every data file, in the order they are documented. `file` is relative to data/ and is also the public path under /data/. */
export const DATA_FILES = {
  service: entry('service', 'service.json', ServiceFileSchema, service, 'Service identity and versions'),
  sounds: entry('sounds', 'sounds.json', SoundsFileSchema, sounds, 'Sound routes (the catalog)'),
  packs: entry('packs', 'video-template-packs.json', TemplatePacksFileSchema, packs, 'Video template packs'),
  vocabulary: entry('vocabulary', 'vocabulary.json', VocabularyFileSchema, vocabulary, 'Concept vocabulary (what clip words mean)'),
  lexicon: entry('lexicon', 'lexicon.json', LexiconFileSchema, lexicon, 'Lexicon (generated from the vocabulary and WordNet)'),
  policy: entry('policy', 'platform-routing-policy.json', PlatformRoutingPolicyFileSchema, policy, 'Platform routing policy'),
  plans: entry('plans', 'plans.json', PlansFileSchema, plans, 'Plans and prices'),
  agentPlan: entry('agentPlan', 'agent-audio-api-plan.json', AgentAudioApiPlanFileSchema, agentPlan, 'Agent audio API plan'),
  offer: entry('offer', 'manifests/agent-api-offer.json', AgentApiOfferSchema, offer, 'Manifest: agent API offer'),
  competitors: entry('competitors', 'manifests/agent-api-competitors.json', AgentApiCompetitorsSchema, competitors, 'Manifest: agent API competitors'),
  contact: entry('contact', 'manifests/agent-contact.json', AgentContactSchema, contact, 'Manifest: agent contact'),
  commerce: entry('commerce', 'manifests/agent-commerce.json', AgentCommerceSchema, commerce, 'Manifest: agent commerce'),
} as const;
