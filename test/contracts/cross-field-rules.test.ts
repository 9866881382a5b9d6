/**
 * The document and the service agree on the cross-field rules JSON Schema can state: "description
 * or topic" (anyOf) and the clip-pack mode rules (if/then). For each case the operation's own zod
 * schema (what the service enforces) and Ajv over the OpenAPI document (what a client reads) must
 * give the same verdict; a rule kept in prose only would make the document accept what the
 * service refuses.
 */
import { describe, expect, it } from 'vitest';
import { briefOperation, clipPackOperation, recommendOperation, type AnyOperation } from '../../src/operations.ts';
import { contractErrors } from '../support/openapi-validator.ts';

const clip = { topic: 'overnight oats', platform: 'shortvideo', duration_s: 20 };
const behavior = { role: 'background_bed' };

const cases: Array<[string, AnyOperation, unknown, boolean]> = [
  ['recommend: neither description nor topic', recommendOperation, { platform: 'shortvideo' }, false],
  ['recommend: the empty object', recommendOperation, {}, false],
  ['recommend: topic only', recommendOperation, { topic: 'overnight oats' }, true],
  ['recommend: description only', recommendOperation, { description: 'overnight oats in three steps' }, true],
  ['brief: a slug without a clip description', briefOperation, { sound_slug: 'kitchen-window' }, false],
  ['brief: a slug and a topic', briefOperation, { sound_slug: 'kitchen-window', topic: 'overnight oats' }, true],
  ['clip pack: sound_to_plan without sound', clipPackOperation, { mode: 'sound_to_plan', clip }, false],
  ['clip pack: sound_to_plan with sound', clipPackOperation, { mode: 'sound_to_plan', clip, sound: { route: 'kitchen-window' } }, true],
  ['clip pack: clip_to_sound with sound', clipPackOperation, { mode: 'clip_to_sound', clip, sound: { route: 'kitchen-window' } }, false],
  ['clip pack: clip_to_sound without sound', clipPackOperation, { mode: 'clip_to_sound', clip }, true],
  ['clip pack: no mode, sound and sound_behavior', clipPackOperation, { clip, sound: { route: 'kitchen-window' }, sound_behavior: behavior }, false],
  ['clip pack: sound_to_plan and sound_behavior', clipPackOperation, { mode: 'sound_to_plan', clip, sound: { route: 'kitchen-window' }, sound_behavior: behavior }, false],
  ['clip pack: no mode, no sound, sound_behavior', clipPackOperation, { clip, sound_behavior: behavior }, true],
  ['clip pack: clip_to_sound and sound_behavior', clipPackOperation, { mode: 'clip_to_sound', clip, sound_behavior: behavior }, true],
  ['clip pack: no mode, sound only', clipPackOperation, { clip, sound: { route: 'kitchen-window' } }, true],
];

describe('cross-field rules: the document says what the service enforces', () => {
  it.each(cases)('%s', (_label, op, body, valid) => {
    const service = op.input.safeParse(body);
    expect(service.success, JSON.stringify(service.error?.issues ?? [])).toBe(valid);
    const document = contractErrors(op.input.meta()!.id as string, body);
    expect(document.length === 0, document.join('; ')).toBe(valid);
  });
});
