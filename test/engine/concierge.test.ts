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

  it('a clip said to be personal is not routed by the shop its speaker works at', () => {
    const plan = concierge(catalog, { message: 'trabalho numa loja de plantas mas esse vídeo é pro meu perfil pessoal, nada pago. 1 minuto mostrando minhas suculentas, eu narro' });
    expect(plan.understood.commercial_use).toBe(false);
    expect(plan.clip_pack.route).not.toBe('shopfront');
    expect(plan.clip_pack.sound_behavior.voiceover_safe).toBe(true);
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
    expect(plan.answer).toContain(`Its hit lands at ${Math.round(hook / 10) / 100} s`);
  });

  it('names the hit where the plan placed it when a later section of the track lands on the reveal', () => {
    // The sound starts past its first hook, so "first hook minus start" would be a negative time.
    const plan = concierge(catalog, { message: 'vídeo de 30s do meu treino de perna, sem falar, o PR aparece no segundo 20' });
    const pack = plan.clip_pack;
    expect(pack.flow_guidance.sound_start_ms).toBeGreaterThan(pack.sound_behavior.hook_starts_at_ms);
    expect(pack.payoff_guidance?.aligned).toBe(true);
    expect(plan.answer_english).toContain('Its hit lands at 20 s');
    expect(plan.answer).toContain('A batida cai em 20 s');
    expect(plan.answer + plan.answer_english).not.toMatch(/-\d+([.,]\d+)? s/);
  });

  it('does not tell the creator to move a reveal the hit cannot reach', () => {
    const plan = concierge(catalog, { message: 'cozy morning routine, 12 seconds, the reveal is at 11s, no talking' });
    const guidance = plan.clip_pack.payoff_guidance;
    expect(guidance).not.toBeNull();
    if (guidance !== null && !guidance.aligned) expect(plan.answer).toMatch(/keep your reveal at 11 s/);
    else expect(plan.answer).toContain('put the reveal exactly there');
  });
});

describe('concierge understanding', () => {
  it('reads the Portuguese message of issue 7 and says plainly that captions are in Portuguese and prompts in English', () => {
    const plan = concierge(catalog, { message: '12 segundos, o look final aparece aos 6 segundos, sem narração, maquiagem para casamento' });
    expect(contractErrors('ConciergeResponse', plan)).toEqual([]);
    expect(plan.understood).toMatchObject({ duration_s: 12, payoff_at_ms: 6000, voiceover: false, topic: 'wedding makeup', language: 'pt', captions_language: 'pt', reveal: true });
    expect(plan.understood.sources).toMatchObject({ duration_s: 'message', payoff_at_ms: 'message', voiceover: 'message', language: 'message' });
    const note = 'Your message is in Portuguese, so the hooks, captions and title card below are written in Portuguese; the prompts for the video generator stay in English, where generators work best.';
    // The answer is wholly Portuguese; the English one beside it carries the same note.
    expect(plan.answer).toContain('Os hooks, as legendas e o título estão em português; os prompts para o gerador de vídeo, em inglês.');
    expect(plan.answer_english).toContain(note);
    expect(plan.clip_pack.assumptions).toContain(note);
    expect(plan.clip_pack.payoff_guidance!.payoff_at_ms).toBe(6000);
  });

  it('an English message gets no language note', () => {
    const plan = concierge(catalog, { message: 'cozy reading corner, 20 seconds' });
    expect(plan.answer).not.toMatch(/translate/);
    expect(plan.understood.language).toBe('en');
  });

  it('falls back to the request language when the message is too short to tell', () => {
    const plan = concierge(catalog, { message: 'tacos 15s', language: 'es-MX' });
    expect(plan.understood.language).toBe('es');
    expect(plan.understood.sources.language).toBe('explicit');
    expect(plan.understood.captions_language).toBe('es');
    expect(plan.answer).toMatch(/^Usa «/);
    expect(plan.answer_english).toContain('You asked for Spanish, so the hooks, captions and title card below are written in Spanish');
  });

  it('a language the engine cannot write gets English copy and says so plainly', () => {
    const plan = concierge(catalog, { message: 'cozy reading corner, 20 seconds', language: 'hi' });
    expect(plan.understood.captions_language).toBe('en');
    expect(plan.answer).toContain('You asked for "hi", but the captions, hooks and prompts below are written in English: translate them before posting.');
  });

  it('an explicit audience language wins over the language of the message', () => {
    const english = concierge(catalog, { message: 'cozy reading corner, 20 seconds', language: 'fr-CA' });
    expect(english.answer).toContain('You asked for French');
    expect(english.understood).toMatchObject({ language: 'en', captions_language: 'fr' });
    expect(english.clip_pack.assumptions.filter((a) => /written in French/.test(a))).toHaveLength(1);
    const spanishForEnglish = concierge(catalog, { message: 'video de tacos al pastor de 30 segundos, sin voz', language: 'en-US' });
    expect(spanishForEnglish.answer).not.toMatch(/translate|written in/);
    expect(spanishForEnglish.understood.captions_language).toBe('en');
    expect(spanishForEnglish.clip_pack.post_pack.hooks.join(' ')).not.toMatch(/segundos/);
  });

  it('"no music at all but pick a sound" asks back and plans the sound that fits the clip, as asked', () => {
    const plan = concierge(catalog, { message: 'no music at all but pick a sound for my 20s vlog' });
    expect(plan.next_questions[0]).toEqual({ field: 'music', question: 'Do you want a sound at all, or original audio only?' });
    expect(plan.understood.music).toBeNull();
    expect(plan.understood.contradictions.map((c) => c.field)).toEqual(['music']);
    expect(plan.understood.contradictions[0]!.assumed).toMatch(/fits the clip best/);
    expect(plan.answer).toMatch(/^Check this first: you ask for no music and also for a sound/);
    // The same sound as the clip without the clash.
    expect(plan.clip_pack.route).toBe(concierge(catalog, { message: 'pick a sound for my 20s vlog' }).clip_pack.route);
  });

  it('"no music" alone plans the quietest bed', () => {
    const plan = concierge(catalog, { message: 'asmr keyboard typing, no music pls, 1 min' });
    expect(plan.understood.music).toBe(false);
    expect(plan.clip_pack.sound_behavior).toMatchObject({ role: 'background_bed', density: 'low', interference_risk: 'low' });
    // The quietest: no bed in the catalog is slower.
    const bpm = (slug: string) => catalog.sounds.routes.find((r) => r.sound_slug === slug)!.tempo?.bpm ?? 0;
    const beds = catalog.sounds.routes.filter((r) => r.sound_behavior.role === 'background_bed' && r.sound_behavior.density === 'low' && r.sound_behavior.interference_risk === 'low');
    expect(Math.min(...beds.map((r) => r.tempo?.bpm ?? 0))).toBe(bpm(plan.clip_pack.route));
  });

  it('"no music" with a subject the catalog has a quiet bed for plans that bed, not the slowest one', () => {
    const plan = concierge(catalog, { message: 'Quiero que el video quede sin nada de música, totalmente en silencio. Es un tour de mi depa nuevo, 40 seg.' });
    expect(plan.understood.music).toBe(false);
    expect(plan.clip_pack.route).toBe('open-house');
    expect(plan.clip_pack.sound_behavior).toMatchObject({ role: 'background_bed', density: 'low', interference_risk: 'low' });
  });

  it('"I narrate" and "no voiceover" together: a question, and no voice planned', () => {
    const plan = concierge(catalog, { message: 'I narrate, no voiceover, 15s cooking' });
    expect(plan.understood.voiceover).toBe(false);
    expect(plan.next_questions.map((q) => q.field)).toContain('voiceover');
    expect(plan.answer).toContain('you say someone talks and also that there is no voice');
  });

  it('an explicit field settles a clash in the message: no question about it', () => {
    const plan = concierge(catalog, { message: 'I narrate, no voiceover, 15s cooking', voiceover: true });
    expect(plan.understood.voiceover).toBe(true);
    expect(plan.understood.contradictions).toEqual([]);
    expect(plan.clip_pack.sound_behavior.voiceover_safe).toBe(true);
  });

  it('a paid ad "but organic only" is planned as paid (the licence covers both) and asked about', () => {
    const plan = concierge(catalog, { message: 'paid ad but organic only, 15s sneakers' });
    expect(plan.understood.paid_ad).toBe(true);
    expect(plan.next_questions[0]!.field).toBe('paid_ad');
    expect(plan.answer).toMatch(/Verified Campaign License/);
  });

  it('two fields that disagree about off-platform use: planned as off-platform (the licence covers both) and asked about', () => {
    const plan = concierge(catalog, { message: 'usage: website hero\noff_platform: no\ntopic: bakery opening\nlength: 20s' });
    expect(plan.understood.off_platform_reuse).toBe(true);
    expect(plan.next_questions.map((q) => q.field)).toContain('off_platform_reuse');
    expect(plan.answer).toMatch(/Verified Campaign License/);
  });

  it('a reveal past the end of the clip is listed in the answer and asked about', () => {
    const plan = concierge(catalog, { message: 'reveal at 20s, 15 second clip of a cake' });
    expect(plan.understood.payoff_at_ms).toBeNull();
    expect(plan.understood.contradictions.map((c) => c.field)).toEqual(['payoff_at_ms']);
    expect(plan.answer).toContain('the reveal at 20 s falls after the end of a 15 s clip');
  });

  it('a pre-roll is a paid, off-platform placement with its own shape', () => {
    const plan = concierge(catalog, { message: 'need music for a 15s pre-roll, coffee brand, narrator reads the script' });
    expect(plan.understood).toMatchObject({ placement: 'preroll', paid_ad: true, off_platform_reuse: true, commercial_use: true, voiceover: true });
    expect(plan.clip_pack.sound_behavior.voiceover_safe).toBe(true);
    expect(plan.clip_pack.risk_assessment.level).not.toBe('low');
  });

  it('an AI tool named in German means AI, with the disclosure flag', () => {
    const plan = concierge(catalog, { message: 'mit Veo erstelltes Video, Drache über Bergen, 8 Sekunden' });
    expect(plan.understood).toMatchObject({ aigc: true, duration_s: 8, language: 'de' });
    expect(plan.clip_pack.risk_assessment.flags).toContain('aigc');
  });

  it('a business account is commercial even without the word "ad"', () => {
    const plan = concierge(catalog, { message: "tour of a 2 bed condo for my realty team's page, 45 seconds, I talk over it" });
    expect(plan.understood).toMatchObject({ commercial_use: true, voiceover: true, duration_s: 45 });
    expect(plan.clip_pack.risk_assessment.level).not.toBe('low');
  });
});

describe('a message that names no subject', () => {
  it('says the subject is missing, asks for it, and writes no broken sentence', async () => {
    const { concierge } = await import('../../src/engine/index.ts');
    const { catalog } = await import('../../src/catalog/load.ts');
    for (const message of ['need a sound', 'something trending for my video pls']) {
      const r = concierge(catalog, { message });
      expect(r.answer, message).toContain('You have not said what the clip shows');
      expect(r.answer, message).not.toMatch(/made for your specifically|\bIt already in frame/);
      expect(r.next_questions.map((q) => q.field), message).toContain('message');
    }
  });
});
