/** The concierge's reading of plain-language requests, on a table of real-world phrasings. */
import { describe, expect, it } from 'vitest';
import { readMessage, type Reading } from '../../src/engine/concierge-reading.ts';

type Expect = Partial<Reading>;
const TABLE: Array<[string, Expect]> = [
  ['30s AI-gen fashion outfit, no voiceover', { duration_s: 30, aigc: true, voiceover: false, topic: 'fashion outfit' }],
  ['half a minute of my morning routine', { duration_s: 30, topic: 'morning routine' }],
  ['15 sec clip of latte art', { duration_s: 15, topic: 'latte art' }],
  ['a 1 minute recipe video for banana bread, I talk over it', { duration_s: 60, voiceover: true, topic: 'recipe for banana bread' }],
  ['90-second travel vlog from Lisbon with narration', { duration_s: 90, voiceover: true }],
  ['two minutes of study with me, no talking', { duration_s: 120, voiceover: false }],
  ['0:45 skincare routine', { duration_s: 45, topic: 'skincare routine' }],
  ['a minute and a half road trip montage', { duration_s: 90 }],
  ['thirty seconds gym workout', { duration_s: 30, topic: 'gym workout' }],
  ['before/after of my bathroom reno, the reveal at 7s', { payoff_at_ms: 7000, reveal: true, topic: 'bathroom reno' }],
  ['kitchen makeover with the drop at 8.5 seconds, 15s total', { payoff_at_ms: 8500, duration_s: 15, reveal: true }],
  ['glow up transformation, reveal around 5 sec', { payoff_at_ms: 5000, reveal: true }],
  ['before and after haircut', { reveal: true, payoff_at_ms: null, topic: 'haircut' }],
  ['made with a video model: a cat surfing', { aigc: true }],
  ['text-to-video dreamy forest walk', { aigc: true }],
  ['this is an AI video of a futuristic city', { aigc: true }],
  ['real footage, not AI, of my dog at the beach', { aigc: false }],
  ['shot on my phone: sunset hike', { aigc: false }],
  ['unboxing for a brand, sponsored', { commercial_use: true }],
  ['client work: product demo for a SaaS company', { commercial_use: true }],
  ['we will run it as an ad next week', { paid_ad: true }],
  ['paid ad for our shoe shop, 15s', { paid_ad: true, duration_s: 15 }],
  ['boosted post for the cafe opening', { paid_ad: true }],
  ['organic post, not sponsored, just my weekend', { paid_ad: false, commercial_use: false }],
  ['also going on our website and youtube', { off_platform_reuse: true }],
  ['need a downloadable version for the client', { off_platform_reuse: true, commercial_use: true }],
  ['music only, no voice, nail art reveal', { voiceover: false, reveal: true }],
  ['talking head explaining index funds', { voiceover: true }],
  ['voice over explaining my coding setup, 60s', { voiceover: true, duration_s: 60 }],
  ['cozy reading corner, 20 seconds', { duration_s: 20, topic: 'cozy reading corner' }],
  ['ten second gaming clip', { duration_s: 10, topic: 'gaming' }],
  ['I want something for my cooking reel', { topic: 'cooking' }],
  ['15s clip of my sourdough bread coming out of the oven, reveal the crumb at 9s', { duration_s: 15, payoff_at_ms: 9000, topic: 'sourdough bread coming out of the oven' }],
  ['talking head about budgeting tips for students, 60 seconds', { voiceover: true, duration_s: 60, topic: 'budgeting tips for students' }],
  ['', { topic: '', duration_s: null }],
  ['day in the life of a nurse, narrated, 60 s, for personal account', { voiceover: true, duration_s: 60, commercial_use: false }],
];

describe('concierge reading', () => {
  it('the table has at least 30 varied messages', () => {
    expect(TABLE.length).toBeGreaterThanOrEqual(30);
  });

  it.each(TABLE)('%s', (message, expected) => {
    const reading = readMessage(message);
    for (const [key, value] of Object.entries(expected)) {
      if (key === 'topic') expect(reading.topic.toLowerCase(), 'topic').toContain(value as string);
      else expect(reading[key as keyof Reading], key).toEqual(value);
    }
  });

  it('a reveal time is not read as the clip duration', () => {
    const r = readMessage('the reveal at 7s');
    expect(r.payoff_at_ms).toBe(7000);
    expect(r.duration_s).toBeNull();
  });
});
