/** The published JSON Schema files accept what the service publishes and reject what it must not; llms.txt follows its convention and links every declared surface. */
import { describe, expect, it } from 'vitest';
import { catalog } from '../../src/catalog/load.ts';
import { behaviorProfiles } from '../../src/engine/catalog-views.ts';
import { llmsTxt } from '../../src/contracts/llms-txt.ts';
import { clipPack, concierge } from '../../src/engine/index.ts';
import { DATA_FILES, DERIVED_DATA_FILES } from '../../src/catalog/data-files.ts';
import { examples } from '../../src/contracts/examples.ts';
import { PUBLIC_SCHEMAS } from '../../src/contracts/public-schemas.ts';
import { MCP_PROMPTS, MCP_RESOURCES, accountEndpoints, getEndpoints, mcpEndpoint, resourceUri, restOperations, toolOperations } from '../../src/operations.ts';
import { PATHS, dataPath, examplePath } from '../../src/surfaces.ts';
import { schemaFileErrors } from '../support/openapi-validator.ts';

describe('public JSON Schemas', () => {
  it('sound-brief accepts clip packs of both modes and the concierge clip pack', () => {
    expect(schemaFileErrors('sound-brief', clipPack(catalog, { clip: { topic: 'cooking', platform: 'shortvideo' } }))).toEqual([]);
    expect(schemaFileErrors('sound-brief', clipPack(catalog, { sound: { route: 'glow-up-drop' }, clip: { topic: 'room', platform: 'shortvideo', duration_s: 15 } }))).toEqual([]);
    expect(schemaFileErrors('sound-brief', concierge(catalog, { message: 'cozy tea 15s' }).clip_pack)).toEqual([]);
  });

  it('sound-brief rejects an unknown property inside sound_behavior and a bad duration', () => {
    const p = clipPack(catalog, { clip: { topic: 'cooking', platform: 'shortvideo' } }) as unknown as Record<string, any>;
    expect(schemaFileErrors('sound-brief', { ...p, sound_behavior: { ...p.sound_behavior, vibe: 'x' } })).not.toEqual([]);
    expect(schemaFileErrors('sound-brief', { ...p, clip: { ...p.clip, duration_s: 0 } })).not.toEqual([]);
  });

  it('the data files validate against their published schemas', () => {
    expect(schemaFileErrors('video-template-packs', catalog.packs)).toEqual([]);
    expect(schemaFileErrors('sound-behavior-profiles', behaviorProfiles(catalog))).toEqual([]);
  });

  it('llms.txt names every route and the boundaries', () => {
    const txt = llmsTxt(catalog);
    for (const r of catalog.sounds.routes) expect(txt).toContain(r.sound_slug);
    expect(txt).toMatch(/no audio bytes/);
    expect(txt).toMatch(/no view guarantee/);
  });
});

describe('llms.txt convention', () => {
  it('every section after the summary is a list of markdown links, and nothing else', () => {
    const sections = llmsTxt(catalog).split('\n## ').slice(1);
    expect(sections.length).toBeGreaterThan(0);
    for (const section of sections) {
      const [heading, ...lines] = section.split('\n');
      const items = lines.filter((l) => l.trim() !== '');
      expect(items.length, heading).toBeGreaterThan(0);
      for (const item of items) expect(item, heading).toMatch(/^- \[[^\]]+\]\([^)]+\)/);
    }
  });

  it('links every declared surface: GET endpoints, POST operations, /mcp, its tools, resources and prompts, the client-facing account endpoints, schema, data and example files', () => {
    const txt = llmsTxt(catalog);
    const expected = [
      ...getEndpoints.map((e) => `[GET ${e.path}]`),
      ...restOperations.map((op) => `[${op.rest.method} ${op.rest.path}]`),
      `[POST ${mcpEndpoint.rest.path}]`,
      ...toolOperations.map((op) => op.tool.name),
      ...Object.values(MCP_RESOURCES).map((r) => resourceUri(catalog, r)),
      ...Object.values(MCP_PROMPTS).map((p) => p.name),
      ...accountEndpoints.filter((e) => e.rest.path !== PATHS.billingWebhook).map((e) => `[${e.rest.method} ${e.rest.path}]`),
      ...PUBLIC_SCHEMAS.map((s) => `](${s.path})`),
      ...[...Object.values(DATA_FILES), ...Object.values(DERIVED_DATA_FILES)].map((f) => `](${dataPath(f.file)})`),
      ...examples(catalog).map((e) => `](${examplePath(e.file)})`),
    ];
    for (const e of expected) expect(txt, e).toContain(e);
  });
});
