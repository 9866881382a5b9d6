/**
 * Property-based: any valid request to any POST operation gives a 200 whose body conforms to the
 * OpenAPI response schema; any invalid one gives a 4xx problem, never a 500.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { makeHandler } from '../../src/adapters/http/operation-handler.ts';
import { testDeps } from '../support/deps.ts';
import { catalog } from '../../src/catalog/load.ts';
import { restOperation, type RestOperation } from '../../src/operations.ts';
import { contractErrors } from '../support/openapi-validator.ts';

/** A fixed seed keeps CI reproducible; FC_SEED and FC_RUNS widen a local search. */
const FC_OPTIONS = { numRuns: Number(process.env.FC_RUNS ?? 60), seed: Number(process.env.FC_SEED ?? 20261122) };

const slugs = catalog.sounds.routes.map((r) => r.sound_slug);
const text = fc.string({ minLength: 1, maxLength: 120 }).filter((s) => s.trim().length > 0);
const words = fc.array(fc.constantFrom('cooking', 'outfit', 'gym', 'reveal', 'before', 'after', 'study', 'travel', 'AI-gen', '30s', 'no voiceover', 'sponsored', 'ad', 'the reveal at 4s', 'nails', 'gaming', 'calm', 'hype'), { minLength: 1, maxLength: 6 }).map((w) => w.join(' '));
const description = fc.oneof(text, words);
const duration = fc.integer({ min: 1, max: 600 });
const bool = fc.boolean();
const opt = <T>(a: fc.Arbitrary<T>) => fc.option(a, { nil: undefined });
const strip = <T extends object>(o: T): T => JSON.parse(JSON.stringify(o)) as T;
const preference = fc.record(
  { role: fc.constantFrom('background_bed', 'hook_pressure', 'reveal_support', 'voice_safe_motion'), loop_friendly: bool, density: fc.constantFrom('low', 'medium', 'high'), recommended_lengths_s: fc.subarray([15, 30, 60, 90, 120], { minLength: 1 }) },
  { requiredKeys: [] },
);
const flags = { aigc: opt(bool), voiceover: opt(bool), commercial_use: opt(bool), paid_ad: opt(bool), off_platform_reuse: opt(bool) };

const withPayoff = <T extends { duration_s?: number | undefined }>(a: fc.Arbitrary<T>) =>
  a.chain((r) => fc.option(fc.integer({ min: 0, max: (r.duration_s ?? 600) * 1000 - 1 }), { nil: undefined }).map((p) => ({ ...r, payoff_at_ms: r.duration_s === undefined ? undefined : p })));

const VALID: Array<[RestOperation, string, fc.Arbitrary<object>]> = [
  [restOperation('/api/recommend'), 'RecommendResponse', withPayoff(fc.record({ description, platform: opt(fc.constantFrom('shortvideo', 'reels', 'shorts', 'other_short_form', 'editing_app')), duration_s: opt(duration), tone: opt(fc.constantFrom('cozy', 'hype', 'calm')), download: opt(bool), client_delivery: opt(bool), alternatives: opt(bool), sound_behavior: opt(preference), ...flags }))],
  [restOperation('/api/brief'), 'BriefResponse', withPayoff(fc.record({ sound_slug: fc.constantFrom(...slugs), topic: description, duration_s: opt(duration), ...flags, inputs: opt(fc.record({ card_name: opt(text) })) }))],
  [
    restOperation('/api/v1/clip-pack'),
    'ClipPack',
    fc.oneof(
      withPayoff(fc.record({ topic: description, platform: fc.constant('shortvideo' as const), duration_s: opt(duration), ...flags })).map((clip) => ({ mode: 'clip_to_sound', clip })),
      withPayoff(fc.record({ topic: description, platform: fc.constant('shortvideo' as const), duration_s: opt(duration), ...flags })).chain((clip) => fc.constantFrom(...slugs).map((route) => ({ mode: 'sound_to_plan', clip, sound: { route } }))),
    ),
  ],
  [restOperation('/api/v1/concierge'), 'ConciergeResponse', fc.record({ message: description, duration_s: opt(duration), aigc: opt(bool), platform: opt(fc.constant('shortvideo')) })],
];

async function post(op: RestOperation, body: string): Promise<Response> {
  return makeHandler(op, testDeps(catalog))(new Request(`http://localhost${op.rest.path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body }));
}

describe.each(VALID)('%s', (op, responseId, arb) => {
  it('any valid request: 200 and a body that conforms to the OpenAPI response schema', async () => {
    await fc.assert(
      fc.asyncProperty(arb, async (req) => {
        const res = await post(op, JSON.stringify(strip(req)));
        const body = await res.json();
        expect(res.status, JSON.stringify(body).slice(0, 400)).toBe(200);
        expect(contractErrors(responseId, body)).toEqual([]);
      }),
      FC_OPTIONS,
    );
  });

  it('any invalid request: a 4xx problem, never a 500', async () => {
    const mutation = fc.oneof(
      fc.record({ key: fc.constantFrom('zzz_unknown', 'colour'), value: fc.anything() }).map(({ key, value }) => (r: Record<string, unknown>) => ({ ...r, [key]: value ?? 1 })),
      fc.constantFrom('duration_s', 'aigc', 'platform', 'sound_slug', 'message', 'clip', 'mode', 'description', 'topic').chain((key) =>
        fc.constantFrom(-1, 0, 1.5, 'x'.repeat(3000), [], {}, true, 'nope').map((bad) => (r: Record<string, unknown>) => (key in r ? { ...r, [key]: bad } : { ...r, zzz_unknown: bad })),
      ),
      fc.constant(() => [] as unknown as Record<string, unknown>),
      fc.constant(() => 'just a string' as unknown as Record<string, unknown>),
    );
    await fc.assert(
      fc.asyncProperty(arb, mutation, async (req, mutate) => {
        const res = await post(op, JSON.stringify(mutate(strip(req) as Record<string, unknown>)));
        const body = await res.json();
        // A mutation can leave a request valid (e.g. aigc: true stays a boolean); then it must be a 200.
        if (res.status === 200) return;
        expect(res.status).toBeGreaterThanOrEqual(400);
        expect(res.status).toBeLessThan(500);
        expect(res.headers.get('content-type')).toBe('application/problem+json');
        expect(contractErrors('Problem', body)).toEqual([]);
      }),
      FC_OPTIONS,
    );
  });
});
