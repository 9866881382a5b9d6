/**
 * Copy in the clip's language: a message in Portuguese, Spanish, French or German gets hooks,
 * captions, the title card and caption options wholly in that language, with the creator's topic
 * as written; prompts stay in English; the clip-pack takes `clip.language`; a missing translation
 * falls back to whole English lines and says so; an English clip is unchanged.
 */
import { describe, expect, it } from 'vitest';
import { catalog, type Catalog } from '../../src/catalog/load.ts';
import { clipPack, concierge } from '../../src/engine/index.ts';
import { makeHandler } from '../../src/adapters/http/operation-handler.ts';
import { restOperation } from '../../src/operations.ts';
import type { ClipPack } from '../../src/schemas/clip-pack.ts';
import { contractErrors } from '../support/openapi-validator.ts';
import { testDeps } from '../support/deps.ts';
import { TemplatePackSchema } from '../../src/schemas/template-pack.ts';

const fold = (s: string): string => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
const wordsOf = (s: string): string[] => fold(s.replace(/\{[a-z_]+\}/g, ' ')).match(/[a-z]+/g) ?? [];

/**
 * English words of the packs' own lines that no translation uses ("nobody", "seconds", "wait"),
 * read from the data so a new English line is checked too; plus the engine's fixed English lines.
 */
const ENGLISH_WORDS: ReadonlySet<string> = (() => {
  const en = new Set<string>();
  const translated = new Set<string>();
  for (const p of catalog.packs.packs) {
    for (const l of [...p.hook_lines, p.caption_template]) for (const w of wordsOf(l)) en.add(w);
    for (const t of Object.values(p.i18n ?? {})) for (const l of [...(t.hook_lines ?? []), t.caption_template ?? '']) for (const w of wordsOf(l)) translated.add(w);
  }
  for (const w of ['remembering', 'made', 'kept', 'for']) en.add(w);
  return new Set([...en].filter((w) => w.length >= 3 && !translated.has(w)));
})();

/** Every audience-facing line of a plan: hooks, captions, title card, on-screen text. */
function copyLines(pack: ClipPack): string[] {
  const strip = (s: string): string => s.replace(`🎧 ${pack.recommended_sound.name}`, '🎧');
  return [
    ...pack.post_pack.hooks,
    ...pack.post_pack.captions.map((c) => strip(c.text)),
    pack.template_pack.caption_template,
    ...pack.template_pack.shots.flatMap((s) => (s.on_screen_text !== null ? [s.on_screen_text] : [])),
  ];
}

function englishIn(lines: readonly string[], allowed: string): string[] {
  const own = new Set(wordsOf(allowed));
  return lines.flatMap((l) => wordsOf(l).filter((w) => ENGLISH_WORDS.has(w) && !own.has(w)).map((w) => `${w} in "${l}"`));
}

const TEMPLATE_PHRASES = /the slow way|what nobody tells you|in \d+ seconds|wait for|sound on|made with ai|one step at a time/i;

describe('copy in the language of the message', () => {
  it.each([
    ['pt', 'tutorial de maquiagem rápida, 30 segundos, vou falar', 'tutorial de maquiagem rápida', /o que ninguém te conta|te explico|passo a passo|Tudo o que usei/],
    ['es', 'video de tacos al pastor de 30 segundos, sin voz', 'tacos al pastor', /segundos|resultado|al ritmo|de cerca|lo mejor|mira eso|bocado/i],
    ['fr', 'recette de crêpes, 30 secondes, sans voix off', 'recette de crêpes', /étape par étape|secondes/],
    ['de', 'Rezept für Käsespätzle, 30 Sekunden, ohne Sprecher', 'Rezept für Käsespätzle', /Schritt für Schritt|Sekunden/],
  ] as const)('%s: hooks, captions, title card and caption options are all in it, with the topic as written', (lang, message, asWritten, native) => {
    const plan = concierge(catalog, { message });
    expect(contractErrors('ConciergeResponse', plan)).toEqual([]);
    expect(plan.understood).toMatchObject({ language: lang, captions_language: lang });
    const pack = plan.clip_pack;
    const lines = [...copyLines(pack), ...plan.caption_options.map((c) => c.text.replace(`🎧 ${pack.recommended_sound.name}`, '🎧'))];
    for (const l of lines) expect(l).not.toMatch(TEMPLATE_PHRASES);
    expect(englishIn(lines, asWritten)).toEqual([]);
    expect(lines.join('\n')).toMatch(native);
    // The creator's topic as written, not the glossary's English, names the subject.
    expect(fold(pack.post_pack.hooks[0]! + pack.template_pack.caption_template)).toContain(fold(asWritten));
    // Prompts for video generators stay in English, with the English topic when the glossary has one.
    expect(pack.agent_prompt_pack.structured.subject).toBe(plan.understood.topic);
    expect(pack.agent_prompt_pack.primary_prompt).not.toMatch(/segundos|secondes|Sekunden/);
    expect(pack.clip.language).toBe(lang);
    expect(pack.assumptions.filter((a) => /falls back|has no .* translation/.test(a))).toEqual([]);
  });

  it('an AI clip closes its captions with the AI line in the same language, and the disclosure quotes it', () => {
    const plan = concierge(catalog, { message: 'vidéo générée par IA avec Runway, forêt brumeuse, 12 s' });
    const pack = plan.clip_pack;
    expect(pack.post_pack.captions.every((c) => c.text.endsWith("Créé avec l'IA."))).toBe(true);
    expect(pack.aigc_disclosure.caption_line).toBe("Créé avec l'IA.");
    expect(pack.post_pack.hashtags).toContain('#aigenerated');
    expect(pack.agent_prompt_pack.guardrails.join(' ')).toContain('"Créé avec l\'IA."');
  });

  it('brand work keeps its disclosure first, in the language ("#publicidad"), and stays in the language (never "the product")', () => {
    const plan = concierge(catalog, { message: 'anuncio para una marca de ropa deportiva, 15 segundos, con locutor' });
    const pack = plan.clip_pack;
    // (Spain's Autocontrol code reads "#publicidad"; an English "#ad" is not what a Spanish audience reads as an ad.)
    expect(pack.post_pack.captions.every((c) => c.text.startsWith('#publicidad '))).toBe(true);
    const text = copyLines(pack).join('\n');
    expect(text).not.toMatch(/the product/i);
    // (The ad's later hooks no longer name the product again: "Why I switched to …" claimed a switch nobody said.)
    expect(text).toMatch(/la versión corta|lo que hace/i);
  });

  it('a message with no readable topic gets a placeholder in its own language, not "Your clip"', () => {
    const plan = concierge(catalog, { message: 'publicité sans voix pour notre boulangerie, quarante-cinq secondes' });
    expect(copyLines(plan.clip_pack).join('\n')).not.toMatch(/your clip/i);
  });
});

describe('clip-pack with clip.language', () => {
  const clip = { topic: 'tacos al pastor', duration_s: 30, platform: 'shortvideo' as const, voiceover: false };

  it('es gives Spanish copy and echoes the language', () => {
    const pack = clipPack(catalog, { clip: { ...clip, language: 'es' } });
    expect(contractErrors('ClipPack', pack)).toEqual([]);
    expect(pack.clip.language).toBe('es');
    const lines = copyLines(pack);
    for (const l of lines) expect(l).not.toMatch(TEMPLATE_PHRASES);
    expect(englishIn(lines, clip.topic)).toEqual([]);
    expect(lines.join('\n')).toMatch(/segundos|resultado|forma|al ritmo|de cerca|lo mejor|mira eso|bocado/i);
  });

  it('en, or no language at all, gives the same plan as before', () => {
    const plain = clipPack(catalog, { clip });
    const en = clipPack(catalog, { clip: { ...clip, language: 'en' } });
    const { clip: echoed, ...rest } = en;
    expect(echoed).toEqual({ ...plain.clip, language: 'en' });
    expect(rest).toEqual((({ clip: _c, ...r }) => r)(plain));
    expect(plain.post_pack.hooks.join(' ')).toMatch(/seconds|watch|highlights|best|come|look at that|bite/i);
  });

  it('over HTTP: language es (or es-MX) is Spanish copy; a language it cannot write is English copy with a note to translate; a malformed tag is a 400 naming clip.language', async () => {
    const op = restOperation('/api/v1/clip-pack');
    const call = (body: unknown) => makeHandler(op, testDeps(catalog))(new Request(`http://localhost${op.rest.path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }));
    const ok = await call({ clip: { ...clip, language: 'es' } });
    expect(ok.status).toBe(200);
    const body = (await ok.json()) as ClipPack;
    expect(body.post_pack.captions[0]!.text).toMatch(/^Tacos al pastor/);
    expect(englishIn(copyLines(body), clip.topic)).toEqual([]);
    // A BCP 47 tag with a region is its language, as recommend and brief read it ("es-MX" is es).
    const regional = await call({ clip: { ...clip, language: 'es-MX' } });
    expect(regional.status).toBe(200);
    expect(((await regional.json()) as ClipPack).post_pack.captions[0]!.text).toMatch(/^Tacos al pastor/);
    const other = await call({ clip: { ...clip, language: 'hi' } });
    expect(other.status).toBe(200);
    expect(((await other.json()) as ClipPack).assumptions.join(' ')).toMatch(/not hi: captions and prompts are in English; translate them/);
    const bad = await call({ clip: { ...clip, language: 'japanese please' } });
    expect(bad.status).toBe(400);
    const problem = (await bad.json()) as { errors: Array<{ path: string; message: string }> };
    expect(problem.errors[0]!.path).toBe('clip.language');
    expect(problem.errors[0]!.message).toMatch(/language tag/);
  });
});

describe('a missing translation', () => {
  /** The catalog with one language's hooks (or the whole language) removed from every pack. */
  function without(lang: 'es' | 'pt' | 'fr' | 'de', field?: 'hook_lines' | 'caption_template'): Catalog {
    const packs = catalog.packs.packs.map((p) => {
      const i18n = { ...p.i18n };
      if (field === undefined) delete i18n[lang];
      else i18n[lang] = { ...i18n[lang], [field]: undefined };
      return { ...p, i18n };
    });
    return { ...catalog, packs: { ...catalog.packs, packs } };
  }

  it('falls back to whole English hooks (never a mixed line) and says so in assumptions', () => {
    const c = without('es', 'hook_lines');
    // (A recipe: its pack's Spanish caption differs from the English one.)
    const pack = clipPack(c, { clip: { topic: 'receta de tacos al pastor', duration_s: 30, platform: 'shortvideo', voiceover: false, language: 'es' } });
    const english = clipPack(catalog, { clip: { topic: 'receta de tacos al pastor', duration_s: 30, platform: 'shortvideo', voiceover: false, language: 'en' } });
    expect(pack.post_pack.hooks).toEqual(english.post_pack.hooks);
    // The caption still has its Spanish translation.
    expect(pack.template_pack.caption_template).not.toBe(english.template_pack.caption_template);
    const note = pack.assumptions.find((a) => a.startsWith('language:'));
    expect(note).toMatch(/no Spanish translation for the hooks, so they are written in English/);
  });

  it('an English fallback line is English throughout: the glossary topic, never "Maquiagem rápida: what nobody tells you"', () => {
    const plan = concierge(without('pt', 'hook_lines'), { message: 'maquiagem rápida, 30 segundos, vou falar durante o vídeo' });
    const hooks = plan.clip_pack.post_pack.hooks;
    expect(hooks[0]).toBe('Quick makeup, step by step');
    expect(hooks.join(' ')).not.toMatch(/maquiagem/i);
    // The caption keeps its Portuguese translation and the creator's words.
    expect(plan.clip_pack.template_pack.caption_template).toMatch(/^Maquiagem rápida/);
    expect(plan.clip_pack.assumptions).toContain('language: the "Get ready with me" pack has no Portuguese translation for the hooks, so they are written in English, whole lines, never mixed; translate them into Portuguese before posting.');
  });

  it('a language missing from a pack: title card and hooks in English, one assumption', () => {
    const pack = clipPack(without('de'), { clip: { topic: 'Rezept für Käsespätzle', duration_s: 30, platform: 'shortvideo', voiceover: false, language: 'de' } });
    expect(pack.assumptions.filter((a) => a.startsWith('language:'))).toEqual([
      expect.stringMatching(/no German translation for the title card and first caption or the hooks, so they are written in English/),
    ]);
    expect(pack.post_pack.hooks.join(' ')).not.toMatch(/Sekunden|Ruhe/);
  });

  it('a concept without a reference in the language refers back with the subject as written, not in English', () => {
    const concepts = Object.fromEntries(Object.entries(catalog.vocabulary.concepts).map(([id, c]) => [id, { ...c, ref_i18n: undefined }]));
    const c = { ...catalog, vocabulary: { ...catalog.vocabulary, concepts } } as Catalog;
    const plan = concierge(c, { message: 'anuncio para una marca de ropa deportiva, 15 segundos, con locutor' });
    const text = copyLines(plan.clip_pack).join('\n');
    expect(text).not.toMatch(/the product/i);
    expect(text).toMatch(/ropa deportiva/i);
  });
});

describe('operator translations in data', () => {
  it('every pack is translated into the four languages, hooks and caption alike', () => {
    const missing = catalog.packs.packs.flatMap((p) => (['es', 'pt', 'fr', 'de'] as const).filter((l) => p.i18n?.[l]?.hook_lines === undefined || p.i18n?.[l]?.caption_template === undefined).map((l) => `${p.id}.${l}`));
    expect(missing).toEqual([]);
  });

  it('a translation keeps the "{card_name}: " opening of its English caption, so it is dropped the same way', () => {
    for (const p of catalog.packs.packs) {
      for (const t of Object.values(p.i18n ?? {})) expect(/^\{card_name\}\s*:/.test(t.caption_template!), `${p.id}: ${t.caption_template}`).toBe(p.caption_template.startsWith('{card_name}:'));
    }
  });

  it('a placeholder typo in a translation fails validation at its path', () => {
    const pack = structuredClone(catalog.packs.packs[0]!) as unknown as { i18n: Record<string, { hook_lines: string[] }> };
    pack.i18n.es!.hook_lines[1] = '{subjet}, sin prisas';
    const r = TemplatePackSchema.safeParse(pack);
    expect(r.success).toBe(false);
    expect(r.error!.issues[0]).toMatchObject({ path: ['i18n', 'es', 'hook_lines', 1], message: expect.stringMatching(/unknown placeholder \{subjet\}/) });
  });
});

describe('the AI caption line is the same everywhere a plan names it', () => {
  it('a Spanish AI clip: captions, the risk box and the platform actions all say "Hecho con IA."', () => {
    const p = clipPack(catalog, { mode: 'clip_to_sound', clip: { topic: 'astronauta en la playa', duration_s: 15, platform: 'shortvideo', aigc: true, language: 'es' } });
    expect(p.post_pack.captions[0]!.text).toContain('Hecho con IA.');
    expect(p.risk_assessment.required_actions.join(' ')).toContain('"Hecho con IA."');
    expect(p.risk_assessment.required_actions.join(' ')).not.toContain('Made with AI');
    const label = p.recommended_sound.platform_actions.find((a) => a.action === 'enable_ai_label')!;
    expect(label.steps.join(' ')).toContain('"Hecho con IA."');
  });
});

describe('the language of a described clip (recommend, brief, caption pack)', () => {
  it('a BCP 47 tag in a supported language writes the copy in it; another language gets English copy', async () => {
    const { captionPack } = await import('../../src/engine/caption-pack.ts');
    const es = captionPack(catalog, { topic: 'tacos de birria en casa', duration_s: 20, language: 'es-MX' });
    expect(es.hooks.join(' ')).toMatch(/segundos|Mira|momento/);
    expect(es.hooks.join(' ')).not.toMatch(/\bseconds\b/);
    const { brief } = await import('../../src/engine/index.ts');
    const pt = brief(catalog, { sound_slug: 'kitchen-window', topic: 'bolo de cenoura da vovó', duration_s: 30, language: 'pt-BR' });
    expect(pt.hooks.join(' ')).toMatch(/segundos|Veja|momento|começo|Espera/);
    // (Italian is written since the twenty-fourth session; Hindi is not, and gets English.)
    const it_ = brief(catalog, { sound_slug: 'kitchen-window', topic: 'ricetta della nonna', duration_s: 30, language: 'it' });
    expect(it_.hooks.join(' ')).toMatch(/Ricetta della nonna/);
    expect(it_.hooks.join(' ')).not.toMatch(/seconds|Watch|Wait|Save this|Slow down/);
    const th = brief(catalog, { sound_slug: 'kitchen-window', topic: 'grandma recipe', duration_s: 30, language: 'hi' });
    expect(th.hooks.join(' ')).toMatch(/Grandma recipe|Save this|Slow down|start to finish/i);
  });

  it('who a tribute is for is found in each copy language', async () => {
    const { rememberedOf } = await import('../../src/engine/copy-facts.ts');
    const cases: Array<[string, string]> = [
      ['funeral slideshow for dad', 'Dad'],
      ['homenaje para mi abuela', 'mi abuela'],
      ['mi abuela falleció el año pasado', 'mi abuela'],
      ['vídeo em memória do meu avô', 'meu avô'],
      ['ma grand-mère est décédée', 'ma grand-mère'],
      ['für meine Oma, in Liebe', 'meine Oma'],
      ['mein Vater ist verstorben', 'mein Vater'],
    ];
    for (const [topic, who] of cases) expect(rememberedOf(topic), topic).toBe(who);
  });
});
