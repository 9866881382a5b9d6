/**
 * The shapes of the machine-readable documents the service publishes about itself: the OpenAPI
 * document and the JSON Schema files. Only their top level is fixed here (their standards define
 * the rest), so a typed client sees named fields and open maps instead of an empty object.
 */
import { z } from 'zod';

const OpenMap = z.record(z.string(), z.unknown());

export const OpenApiDocumentSchema = z
  .looseObject({
    openapi: z.string().describe('The OpenAPI version, "3.1.0".'),
    info: z.looseObject({ title: z.string(), version: z.string() }),
    servers: z.array(z.looseObject({ url: z.string() })).optional(),
    tags: z.array(z.looseObject({ name: z.string() })).optional(),
    paths: OpenMap.describe('Every path and method the service answers.'),
    components: z.looseObject({ schemas: OpenMap.optional(), securitySchemes: OpenMap.optional() }).optional(),
  })
  .meta({ id: 'OpenApiDocument', title: 'OpenAPI document', description: 'An OpenAPI 3.1 document (this contract).' });

export const JsonSchemaDocumentSchema = z
  .looseObject({
    $schema: z.string().describe('The JSON Schema dialect, draft 2020-12.'),
    $id: z.string().describe('Where the schema is published.'),
    title: z.string(),
    $defs: OpenMap.optional(),
  })
  .meta({ id: 'JsonSchemaDocument', title: 'JSON Schema document', description: 'A JSON Schema (draft 2020-12) document generated from the zod schemas.' });

/** llms.txt: Markdown text for language models (https://llmstxt.org). */
export const LlmsTxtSchema = z.string().describe('Markdown: a title, a summary, and sections of links.');
