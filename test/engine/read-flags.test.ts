/** readFlags (the flags withCues reads) answers exactly what readMessage answers for those flags, on every panel text. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readFlags, readMessage } from '../../src/engine/concierge-reading.ts';

const texts: string[] = [
  ...['clips.json', 'clips.holdout.json'].flatMap((f) => (JSON.parse(readFileSync(`eval/panel/${f}`, 'utf8')) as Array<{ request: Record<string, unknown> }>).map((c) => [c.request.description, c.request.topic, c.request.tone].filter((x): x is string => typeof x === 'string').join(' . '))),
  ...['messages.json', 'messages.holdout.json'].flatMap((f) => (JSON.parse(readFileSync(`eval/panel/${f}`, 'utf8')) as Array<{ message: string }>).map((m) => m.message)),
  'paid ad but organic only, for my client, pre-roll',
  'youtube pre-roll for a sportswear brand, made with Sora, I narrate it',
  'no voiceover, not AI, not sponsored, just for my own page',
  'anuncio pagado para una marca, hecho con IA, sin voz',
];

describe('readFlags', () => {
  it.each(texts.map((t) => [t]))('reads %j as readMessage does', (text) => {
    const m = readMessage(text);
    expect(readFlags(text)).toEqual({ voiceover: m.voiceover, aigc: m.aigc, paid_ad: m.paid_ad, commercial_use: m.commercial_use, off_platform_reuse: m.off_platform_reuse, business_account: m.business_account, business_named: m.business_named, business_own: m.business_own });
  });

  it('sees each flag at all (not every answer null)', () => {
    const f = readFlags('youtube pre-roll for a sportswear brand, made with Sora, I narrate it');
    expect(f).toMatchObject({ voiceover: true, aigc: true, paid_ad: true, commercial_use: true, off_platform_reuse: true });
  });
});
