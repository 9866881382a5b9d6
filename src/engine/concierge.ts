/**
 * POST /api/v1/concierge as a pure function: read the message, let explicit fields override it,
 * route and plan the clip, and answer in plain words with the full clip pack inside.
 */
import type { Catalog } from '../catalog/load.ts';
import type { ConciergeRequest, ConciergeResponse } from '../schemas/concierge.ts';
import { MAX_DURATION_S } from '../schemas/sound-brief.ts';
import { COMMERCIAL_WORDS, type ClipFacts } from './clip-facts.ts';
import { readMessage } from './concierge-reading.ts';
import { planClip } from './plan-clip.ts';
import { riskReminder } from './risk.ts';
import { rankRoutes } from './route.ts';
import { listing, clip as shorten, secs } from './text.ts';

type Source = 'message' | 'explicit' | 'default';

/** explicit value, else the one read from the message, else the default; and where it came from. */
function pick<T>(explicit: T | undefined, read: T | null, fallback: T): [T, Source] {
  if (explicit !== undefined) return [explicit, 'explicit'];
  if (read !== null) return [read, 'message'];
  return [fallback, 'default'];
}

export function concierge(catalog: Catalog, req: ConciergeRequest): ConciergeResponse {
  const read = readMessage(req.message);
  const sources: Record<string, Source> = {};
  let [duration, ds] = pick<number | null>(req.duration_s, read.duration_s, null);
  const [aigc, as] = pick(req.aigc, read.aigc, false);
  const [voiceover, vs] = pick<boolean | null>(req.voiceover, read.voiceover, null);
  const [commercial, cs] = pick(req.commercial_use, read.commercial_use, false);
  const [paid, ps] = pick(req.paid_ad, read.paid_ad, false);
  const [off, os] = pick(req.off_platform_reuse, read.off_platform_reuse, false);
  let [payoff, pys] = pick<number | null>(req.payoff_at_ms, read.payoff_at_ms, null);
  // A reveal read from the message that falls after the end of the clip is a contradiction: drop
  // the value that came from the message (explicit fields win) and ask about it instead.
  const conflicts: Array<{ field: string; question: string }> = [];
  if (duration !== null && duration > MAX_DURATION_S) {
    conflicts.push({ field: 'duration_s', question: `${duration} s is longer than a short-form clip (at most ${MAX_DURATION_S} s): how long should it be?` });
    [duration, ds] = [null, 'default'];
  }
  if (payoff !== null && payoff >= (MAX_DURATION_S - 2) * 1000) {
    conflicts.push({ field: 'payoff_at_ms', question: `A reveal at ${secs(payoff)} is past the end of any short-form clip: when should it land?` });
    [payoff, pys] = [null, 'default'];
  }
  if (payoff !== null && duration !== null && payoff >= duration * 1000) {
    if (pys === 'message') {
      conflicts.push({ field: 'payoff_at_ms', question: `The reveal at ${secs(payoff)} falls after the end of a ${duration} s clip: when should it land?` });
      [payoff, pys] = [null, 'default'];
    } else {
      conflicts.push({ field: 'duration_s', question: `A ${duration} s clip ends before the reveal at ${secs(payoff)}: how long is the clip?` });
      [duration, ds] = [null, 'default'];
    }
  }
  Object.assign(sources, { duration_s: ds, aigc: as, voiceover: vs, commercial_use: cs, paid_ad: ps, off_platform_reuse: os, payoff_at_ms: pys });
  const topic = read.topic.length >= 2 ? read.topic : shorten(req.message, 80);
  sources.topic = read.topic.length >= 2 ? 'message' : 'default';

  const facts: ClipFacts = {
    text: req.message,
    topic: shorten(topic, 80),
    platform: 'shortvideo',
    duration_s: duration ?? undefined,
    tone: undefined,
    language: undefined,
    aigc,
    voiceover: voiceover ?? undefined,
    commercial_use: commercial,
    paid_ad: paid,
    off_platform_reuse: off,
    download: false,
    client_delivery: false,
    payoff_at_ms: payoff,
    inputs: req.inputs ?? {},
    preference: undefined,
  };
  const best = rankRoutes(catalog, facts)[0]!;
  const clip: Record<string, unknown> & { topic: string } = { topic: facts.topic };
  const pack = planClip(catalog, best.route, facts, { mode: 'clip_to_sound', score: best, clip });

  // The hook in clip time: the sound may start part-way into the track.
  const hookAt = pack.sound_behavior.hook_starts_at_ms - pack.flow_guidance.sound_start_ms;
  const campaign = pack.recommended_sound.usage_boundary.campaign_route;
  const answer = [
    `Use "${best.route.name}" (${best.route.sound_slug}). ${pack.why}`,
    `Its hook lands at ${secs(hookAt)}${pack.flow_guidance.sound_start_ms > 0 ? ` (start the sound ${secs(pack.flow_guidance.sound_start_ms)} into the track)` : ''}: ${pack.payoff_guidance !== null ? 'put the reveal exactly there' : 'save the strongest moment for it'}. ${pack.flow_guidance.first_second.split('. ')[0]}.`,
    campaign !== null
      ? `Because this is ${listing(campaign.triggers.map((t) => COMMERCIAL_WORDS[t]))}, publish only with the ${campaign.name} (${campaign.request_via}).`
      : 'Attach the native sound in the app before posting.',
  ].join(' ');

  // Only what is really missing or ambiguous; template names are not worth a question here.
  const next = [...conflicts, ...pack.agent_prompt_pack.clarifying_questions.filter((q) => !q.field.startsWith('inputs.') && !conflicts.some((c) => c.field === q.field))];
  if (read.topic.length < 2) next.unshift({ field: 'message', question: 'What does the clip show? A few words on the subject help pick the right sound.' });

  return {
    type: 'concierge_plan',
    api_version: catalog.service.api_version,
    answer,
    final_prompt: pack.agent_prompt_pack.primary_prompt,
    caption_options: pack.post_pack.captions,
    next_questions: next.slice(0, 3),
    risk_reminder: riskReminder(catalog, pack.risk_assessment),
    understood: {
      topic: facts.topic,
      duration_s: duration,
      aigc,
      voiceover,
      commercial_use: commercial,
      paid_ad: paid,
      off_platform_reuse: off,
      payoff_at_ms: payoff,
      sources,
    },
    clip_pack: pack,
  };
}
