/**
 * The schema half of the data file list: each data file's key, file under data/ and zod schema,
 * without the data itself. load.ts validates with it (at build time) without bundling the raw
 * data files into every function a second time; data-files.ts adds the raw JSON to it.
 */
import { VideoGeneratorsFileSchema } from '../schemas/generators.ts';
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

/** One data file's place and schema. */
export interface DataSchema<S extends z.ZodType = z.ZodType> {
  key: string;
  file: string;
  schema: S;
  title: string;
}

function entry<S extends z.ZodType>(key: string, file: string, schema: S, title: string): DataSchema<S> {
  return { key, file, schema, title };
}

/** Every data file, in the order they are documented. `file` is relative to data/ and is also the public path under /data/. */
export const DATA_SCHEMAS = {
  service: entry('service', 'service.json', ServiceFileSchema, 'Service identity and versions'),
  sounds: entry('sounds', 'sounds.json', SoundsFileSchema, 'Sound routes (the catalog)'),
  packs: entry('packs', 'video-template-packs.json', TemplatePacksFileSchema, 'Video template packs'),
  vocabulary: entry('vocabulary', 'vocabulary.json', VocabularyFileSchema, 'Concept vocabulary (what clip words mean)'),
  lexicon: entry('lexicon', 'lexicon.json', LexiconFileSchema, 'Lexicon (generated from the vocabulary and WordNet)'),
  policy: entry('policy', 'platform-routing-policy.json', PlatformRoutingPolicyFileSchema, 'Platform routing policy'),
  plans: entry('plans', 'plans.json', PlansFileSchema, 'Plans and prices'),
  agentPlan: entry('agentPlan', 'agent-audio-api-plan.json', AgentAudioApiPlanFileSchema, 'Agent audio API plan'),
  offer: entry('offer', 'manifests/agent-api-offer.json', AgentApiOfferSchema, 'Manifest: agent API offer'),
  competitors: entry('competitors', 'manifests/agent-api-competitors.json', AgentApiCompetitorsSchema, 'Manifest: agent API competitors'),
  contact: entry('contact', 'manifests/agent-contact.json', AgentContactSchema, 'Manifest: agent contact'),
  commerce: entry('commerce', 'manifests/agent-commerce.json', AgentCommerceSchema, 'Manifest: agent commerce'),
  generators: entry('generators', 'video-generators.json', VideoGeneratorsFileSchema, 'Video generators and their longest shot'),
} as const;
