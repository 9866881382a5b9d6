/** The three published JSON Schema files accept what the service publishes and reject what it must not. */
import { describe, expect, it } from 'vitest';
import { catalog } from '../../src/catalog/load.ts';
import { behaviorProfiles } from '../../src/engine/catalog-views.ts';
import { llmsTxt } from '../../src/contracts/llms-txt.ts';
import { clipPack, concierge } from '../../src/engine/index.ts';
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
  it('every item of every section after the summary is a markdown link', () => {
    const sections = llmsTxt(catalog).split('\n## ').slice(1);
    expect(sections.length).toBeGreaterThan(0);
    for (const section of sections) {
      const items = section.split('\n').filter((l) => l.startsWith('- '));
      for (const item of items) expect(item, section.split('\n')[0]).toMatch(/^- \[[^\]]+\]\([^)]+\)/);
    }
  });
});
