/** The concierge answer: plan wrapper shape, explicit fields overriding the message, honest questions. */
import { describe, expect, it } from 'vitest';
import { catalog } from '../../src/catalog/load.ts';
import { concierge } from '../../src/engine/index.ts';
import { contractErrors } from '../support/openapi-validator.ts';

describe('concierge', () => {
  it('agent code reads plan.clip_pack.route, plan.clip_pack.sound_behavior.role, plan.risk_reminder, plan.clip_pack.risk_assessment', () => {
    const plan = concierge(catalog, { message: '30s AI-gen fashion outfit, no voiceover' });
    expect(contractErrors('ConciergeResponse', plan)).toEqual([]);
    expect(plan.clip_pack.route).toBe('street-sprint');
    expect(plan.clip_pack.sound_behavior.role).toBe('hook_pressure');
    expect(plan.risk_reminder).toMatch(/Risk low/);
    expect(plan.clip_pack.risk_assessment.flags).toContain('aigc');
    expect('risk_assessment' in plan).toBe(false);
    expect(plan.answer).toContain('Street Sprint');
    expect(plan.final_prompt).toBe(plan.clip_pack.agent_prompt_pack.primary_prompt);
    expect(plan.caption_options.length).toBeGreaterThan(0);
    expect(plan.understood).toMatchObject({ duration_s: 30, aigc: true, voiceover: false, topic: 'fashion outfit' });
    // Duration, voiceover and AIGC are known, and the route needs no reveal: nothing to ask.
    expect(plan.next_questions).toEqual([]);
  });

  it('explicit fields override the message and say so', () => {
    const plan = concierge(catalog, { message: '30s AI-gen cooking clip', duration_s: 15, aigc: false });
    expect(plan.understood.duration_s).toBe(15);
    expect(plan.understood.aigc).toBe(false);
    expect(plan.understood.sources).toMatchObject({ duration_s: 'explicit', aigc: 'explicit', voiceover: 'default' });
    expect(plan.clip_pack.clip.duration_s).toBe(15);
  });

  it('asks only about what is really missing', () => {
    const plan = concierge(catalog, { message: 'before and after of my garden' });
    const fields = plan.next_questions.map((q) => q.field);
    expect(fields).toContain('duration_s');
    expect(fields).toContain('voiceover');
    expect(fields).toContain('payoff_at_ms');
    expect(fields.every((f) => !f.startsWith('inputs.'))).toBe(true);
  });

  it('a reveal with a time and a voice routes to a voiceover-safe reveal route', () => {
    const plan = concierge(catalog, { message: 'before/after of my bathroom reno, the reveal at 7s, 15 sec, I talk over it' });
    expect(plan.clip_pack.sound_behavior.voiceover_safe).toBe(true);
    expect(plan.clip_pack.sound_behavior.role).toBe('reveal_support');
    expect(plan.clip_pack.payoff_guidance!.payoff_at_ms).toBe(7000);
    expect(plan.clip_pack.payoff_guidance!.aligned).toBe(true);
  });

  it('brand work names the campaign license in the answer and the reminder', () => {
    const plan = concierge(catalog, { message: 'sponsored unboxing for a brand, 15s' });
    expect(plan.answer).toMatch(/Verified Campaign License/);
    expect(plan.risk_reminder).toMatch(/Risk high/);
    expect(plan.clip_pack.risk_assessment.level).toBe('high');
  });
});

describe('concierge timing', () => {
  it('names the hook in clip time when the sound starts part-way into the track', () => {
    const plan = concierge(catalog, { message: 'calm lake at dawn, 30 seconds, the reveal at 2s, music only' });
    const start = plan.clip_pack.flow_guidance.sound_start_ms;
    expect(start).toBeGreaterThan(0);
    const hook = plan.clip_pack.sound_behavior.hook_starts_at_ms - start;
    expect(plan.answer).toContain(`Its hook lands at ${Math.round(hook / 10) / 100} s`);
  });
});
