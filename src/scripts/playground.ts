/**
 * The playground's client: reads the form (or the address), calls the public endpoints
 * (clip-pack and recommend for fields, concierge for a sentence), and draws the plan: the sound,
 * the risk box and platform actions, the timeline to scale, prompts and captions with copy
 * buttons, what the concierge understood, the same request as curl and as an MCP tools/call, and
 * a link that reproduces it. Bundled by Astro (no inline script or style, for the CSP); the DOM is
 * built with createElement, never from HTML strings, so no answer text is ever parsed as markup.
 */
import { PATHS } from '../surfaces.ts';

// ---------------------------------------------------------------------------------------------
// The request, as the clip-pack body names it (and as the address carries it)

const FLAGS = ['voiceover', 'aigc', 'paid_ad', 'commercial_use', 'off_platform_reuse'] as const;
type Flag = (typeof FLAGS)[number];

interface FieldRequest {
  kind: 'fields';
  topic: string;
  duration_s: number;
  platform: string;
  payoff_at_ms: number | null;
  flags: Record<Flag, boolean>;
}
interface SentenceRequest {
  kind: 'sentence';
  message: string;
}
type PlanRequest = FieldRequest | SentenceRequest;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

const $ = <T extends HTMLElement>(id: string): T => document.getElementById(id) as T;

function el<K extends keyof HTMLElementTagNameMap>(tag: K, attrs: Record<string, string> = {}, ...children: Array<Node | string | null | undefined>): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, v);
  for (const c of children) if (c !== null && c !== undefined) node.append(c);
  return node;
}

const SVG = 'http://www.w3.org/2000/svg';
function svg(tag: string, attrs: Record<string, string | number> = {}, ...children: Array<Node | string>): SVGElement {
  const node = document.createElementNS(SVG, tag);
  for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, String(v));
  for (const c of children) node.append(c);
  return node;
}

/** Children without the nulls of optional parts. */
const present = (...nodes: Array<Node | string | null | undefined>): Array<Node | string> => nodes.filter((n): n is Node | string => n !== null && n !== undefined);

const secs = (ms: number): string => `${Math.round(ms / 10) / 100} s`;

// ---------------------------------------------------------------------------------------------
// Form <-> address

function readFields(): FieldRequest {
  const form = $<HTMLFormElement>('panel-fields');
  const data = new FormData(form);
  const payoff = String(data.get('payoff_s') ?? '').trim();
  const flags = Object.fromEntries(FLAGS.map((f) => [f, data.get(f) === 'on'])) as Record<Flag, boolean>;
  return {
    kind: 'fields',
    topic: String(data.get('topic') ?? '').trim(),
    duration_s: Math.round(Number(data.get('duration_s') ?? 30)),
    platform: String(data.get('platform') ?? 'shortvideo'),
    payoff_at_ms: payoff === '' ? null : Math.round(Number(payoff) * 1000),
    flags,
  };
}

function fillFields(r: Partial<FieldRequest>): void {
  const form = $<HTMLFormElement>('panel-fields');
  const set = (name: string, value: string): void => {
    const input = form.elements.namedItem(name) as HTMLInputElement | HTMLSelectElement | null;
    if (input) input.value = value;
  };
  if (r.topic !== undefined) set('topic', r.topic);
  if (r.duration_s !== undefined) set('duration_s', String(r.duration_s));
  if (r.platform !== undefined) set('platform', r.platform);
  set('payoff_s', r.payoff_at_ms === null || r.payoff_at_ms === undefined ? '' : String(r.payoff_at_ms / 1000));
  for (const f of FLAGS) {
    const box = form.elements.namedItem(f) as HTMLInputElement | null;
    if (box && r.flags) box.checked = r.flags[f];
  }
}

function toQuery(r: PlanRequest): string {
  const q = new URLSearchParams();
  if (r.kind === 'sentence') q.set('message', r.message);
  else {
    q.set('topic', r.topic);
    q.set('duration_s', String(r.duration_s));
    q.set('platform', r.platform);
    if (r.payoff_at_ms !== null) q.set('payoff_at_ms', String(r.payoff_at_ms));
    for (const f of FLAGS) if (r.flags[f]) q.set(f, 'true');
  }
  return q.toString();
}

function fromQuery(search: string): PlanRequest | null {
  const q = new URLSearchParams(search);
  const message = q.get('message');
  if (message) return { kind: 'sentence', message };
  const topic = q.get('topic') ?? q.get('description');
  if (!topic) return null;
  const duration = Number(q.get('duration_s') ?? 30);
  const payoff = q.get('payoff_at_ms');
  return {
    kind: 'fields',
    topic,
    duration_s: Number.isFinite(duration) && duration > 0 ? Math.round(duration) : 30,
    platform: q.get('platform') ?? 'shortvideo',
    payoff_at_ms: payoff !== null && Number.isFinite(Number(payoff)) ? Math.round(Number(payoff)) : null,
    flags: Object.fromEntries(FLAGS.map((f) => [f, q.get(f) === 'true'])) as Record<Flag, boolean>,
  };
}

// ---------------------------------------------------------------------------------------------
// Calls

function clipBody(r: FieldRequest): Json {
  const clip: Json = { topic: r.topic, duration_s: r.duration_s, platform: 'shortvideo' };
  for (const f of FLAGS) if (r.flags[f]) clip[f] = true;
  if (!r.flags.voiceover) clip.voiceover = false;
  if (r.payoff_at_ms !== null) clip.payoff_at_ms = r.payoff_at_ms;
  // The cut-down set: the same pick at every length the sound is arranged for.
  return { mode: 'clip_to_sound', clip, cutdowns: {} };
}

function recommendBody(r: FieldRequest): Json {
  const body: Json = { topic: r.topic, duration_s: r.duration_s, platform: r.platform, voiceover: r.flags.voiceover, alternatives: true };
  for (const f of ['aigc', 'paid_ad', 'commercial_use', 'off_platform_reuse'] as const) if (r.flags[f]) body[f] = true;
  return body;
}

async function post(path: string, body: Json): Promise<Json> {
  const res = await fetch(path, { method: 'POST', headers: { 'Content-Type': 'application/json', Accept: 'application/json' }, body: JSON.stringify(body) });
  const json = await res.json().catch(() => null);
  if (!res.ok) {
    const fields = (json?.errors ?? []).map((e: Json) => `${e.path}: ${e.message}`).join('; ');
    throw new Error(`${json?.title ?? `Error ${res.status}`}${json?.detail ? `: ${json.detail}` : ''}${fields && !String(json?.detail ?? '').includes(fields) ? ` (${fields})` : ''}`);
  }
  return json;
}

// ---------------------------------------------------------------------------------------------
// Drawing

function copyBlock(label: string, text: string): HTMLElement {
  const id = `copy-${Math.random().toString(36).slice(2, 9)}`;
  const button = el('button', { type: 'button', class: 'copy', 'aria-describedby': id }, 'Copy');
  button.addEventListener('click', async () => {
    try {
      await navigator.clipboard.writeText(text);
      button.textContent = 'Copied';
    } catch {
      button.textContent = 'Select and copy';
    }
    setTimeout(() => (button.textContent = 'Copy'), 1800);
  });
  return el('div', { class: 'copyable' }, el('div', { class: 'copyrow' }, el('strong', { id }, label), button), el('pre', {}, el('code', {}, text)));
}

function drawSound(cp: Json, rec: Json | null): void {
  const s = cp.recommended_sound;
  const b = cp.sound_behavior;
  const box = $('sound');
  box.replaceChildren(
    el('h3', {}, `${s.name} `, el('span', { class: 'pill' }, cp.route)),
    el('p', {}, cp.why),
    el('p', {}, `${b.role.replaceAll('_', ' ')} · ${b.energy_shape} energy · ${b.density} density${cp.beat_map?.bpm ? ` · ${cp.beat_map.bpm} bpm` : ' · free tempo'} · hook at ${secs(b.hook_starts_at_ms)} · ${b.loop_friendly ? 'loops cleanly' : 'does not loop'} · good lengths ${b.recommended_lengths_s.join(', ')} s`),
    el('p', {}, el('a', { href: s.shortvideo_sound_url, rel: 'noopener', target: '_blank' }, 'Open the sound in the app'), ` · `, el('a', { href: PATHS.sound.replace('{slug}', cp.route) }, 'its profile (JSON)')),
  );
  const alts: Json[] = rec?.alternatives ?? [];
  if (alts.length > 0) {
    const list = el('ol', { start: '2' }, ...alts.map((a) => el('li', {}, el('strong', {}, a.name), a.sound_slug ? ` (${a.sound_slug})` : '', `: ${a.trade_off}`)));
    box.append(el('details', {}, el('summary', {}, `Alternatives (${alts.length})`), list));
  }
}

function drawRisk(cp: Json, rec: Json | null): void {
  const r = cp.risk_assessment;
  const box = $('risk');
  box.className = `risk card level-${r.level}`;
  const list = (title: string, items: string[]): HTMLElement | null => (items.length ? el('div', {}, el('strong', {}, title), el('ul', {}, ...items.map((i) => el('li', {}, i)))) : null);
  box.replaceChildren(...present(
    el('h3', {}, `Risk: ${r.level}`, r.flags.length ? ` · ${r.flags.join(', ')}` : ''),
    el('p', {}, r.rationale),
    list('Do before publishing', r.required_actions ?? []),
    list('Allowed with this sound', r.allowed ?? []),
    list('Not allowed', r.not_allowed ?? []),
    cp.aigc_disclosure?.required ? el('p', {}, el('strong', {}, 'AI label: '), `${cp.aigc_disclosure.label ?? ''} ${cp.aigc_disclosure.caption_line ? `Caption line: “${cp.aigc_disclosure.caption_line}”` : ''}`) : null,
  ));
  const actions: Json[] = rec?.platform_actions ?? cp.recommended_sound.platform_actions;
  $('actions').replaceChildren(
    el('h3', {}, `Platform actions${rec?.platform ? ` (${rec.platform})` : ''}`),
    el('ol', {}, ...actions.map((a) => el('li', {}, el('strong', {}, a.required ? 'Required: ' : 'Optional: '), a.instruction, a.steps?.length ? el('ul', {}, ...a.steps.map((st: string) => el('li', {}, st))) : null))),
  );
}

const VERDICT: Record<string, string> = { allowed: 'Allowed', needs_campaign_licence: 'Needs the licence', not_allowed: 'Not allowed' };
const USE: Record<string, string> = { organic: 'Organic post', boosted_paid: 'Boosted or paid', business_account: 'Business account', client_delivery: 'Client delivery', off_platform: 'Off the platform' };

function drawUseMatrix(cp: Json): void {
  const m = cp.use_matrix;
  const box = $('use-matrix');
  if (!m) return void box.replaceChildren();
  const cell = (platform: string, use: string): HTMLElement => {
    const row = (m.rows as Json[]).find((r) => r.platform === platform && r.use === use);
    if (!row) return el('td', {}, '—');
    return el('td', { title: row.clause?.text ?? '' }, el('span', { class: `verdict-${row.verdict}` }, VERDICT[row.verdict] ?? row.verdict), row.licence_held ? ' (licence held)' : '');
  };
  box.replaceChildren(
    el('table', {},
      el('caption', { class: 'hint' }, `Routing policy ${m.policy_version}`),
      el('thead', {}, el('tr', {}, el('th', { scope: 'col' }, 'Platform'), ...(m.uses as string[]).map((u) => el('th', { scope: 'col' }, USE[u] ?? u)))),
      el('tbody', {}, ...(m.platforms as string[]).map((p) => el('tr', {}, el('th', { scope: 'row' }, p), ...(m.uses as string[]).map((u) => cell(p, u))))),
    ),
  );
  const labels: Json[] = (cp.labels?.items ?? []).filter((l: Json) => l.platform === cp.clip.platform);
  $('labels').replaceChildren(
    ...(labels.length
      ? [el('h3', {}, 'Labels to switch on'), el('ul', {}, ...labels.map((l) => el('li', {}, el('strong', {}, `${l.kind === 'ai_generated' ? 'AI-generated' : 'Paid partnership'}: `), l.setting, l.caption_wording ? ` Caption: “${l.caption_wording}”` : '')))]
      : []),
  );
}

function drawCutdowns(cp: Json): void {
  const c = cp.cutdowns;
  const box = $('cutdowns');
  if (!c) return void box.replaceChildren(el('p', {}, 'Not part of this answer: describe the clip with fields to see every length.'));
  if (!c.items?.length) return void box.replaceChildren(el('p', {}, 'No other length fits this sound.'));
  const hit = (i: Json): string => (i.hit_on_reveal === true ? '✓ lands on the reveal' : i.hit_on_reveal === false ? '✗ does not land' : 'no reveal');
  box.replaceChildren(
    el('table', {},
      el('thead', {}, el('tr', {}, el('th', { scope: 'col' }, 'Length'), el('th', { scope: 'col' }, 'Sound in the track, from → to'), el('th', { scope: 'col' }, 'Hit'), el('th', { scope: 'col' }, 'Note'))),
      el('tbody', {}, ...(c.items as Json[]).map((i) => el('tr', {},
        el('th', { scope: 'row' }, `${i.length_s} s`),
        el('td', {}, `${secs(i.sound_in_ms)} → ${secs(i.sound_out_ms)}`),
        el('td', {}, hit(i)),
        el('td', {}, [i.note, i.loop_seam_ms != null ? `loop seam at ${secs(i.loop_seam_ms)}` : null, i.sound_ends_early_ms != null ? `the track ends at ${secs(i.sound_ends_early_ms)}` : null].filter(Boolean).join('; ') || '—'),
      ))),
    ),
  );
}

function showShot(shot: Json): void {
  $('shot-detail').replaceChildren(...present(
    el('strong', {}, `Shot ${shot.index} · ${secs(shot.start_ms)} – ${secs(shot.end_ms)} · ${shot.segment}`),
    el('p', {}, shot.description),
    el('p', {}, el('em', {}, 'Camera: '), shot.camera),
    shot.on_screen_text ? el('p', {}, el('em', {}, 'On screen: '), `“${shot.on_screen_text}”`) : null,
  ));
}

function drawTimeline(cp: Json): void {
  const shots: Json[] = cp.template_pack.shots;
  // A sound without a fixed tempo has no beat map: the shots' own cuts, the hook and the reveal still are drawn.
  const soundStart = cp.flow_guidance?.sound_start_ms ?? 0;
  const bm = cp.beat_map ?? {
    beat_ms: null,
    downbeats_ms: [],
    cut_points_ms: shots.slice(1).map((s) => s.start_ms),
    hook_at_ms: cp.sound_behavior.hook_starts_at_ms - soundStart,
    payoff_cut_ms: cp.payoff_guidance?.payoff_at_ms ?? null,
    loop_point_ms: null,
    sound_start_ms: soundStart,
  };
  const total = cp.clip.duration_s * 1000;
  const W = 1000;
  const x = (ms: number): number => Math.max(0, Math.min(W, (ms / total) * W));
  const root = svg('svg', { viewBox: `0 0 ${W} 200`, role: 'group', 'aria-label': `Timeline of ${secs(total)}: ${shots.length} shots, the hook at ${secs(bm.hook_at_ms)}` });
  // Caption-safe window (the opening title)
  const cw = cp.template_pack.caption_window_ms;
  if (cw) root.append(svg('rect', { x: x(cw.start_ms), y: 4, width: Math.max(2, x(cw.end_ms) - x(cw.start_ms)), height: 16, fill: '#c8f0d8', rx: 3 }, svg('title', {}, `Caption window ${secs(cw.start_ms)} – ${secs(cw.end_ms)}`)));
  root.append(svg('text', { x: 4, y: 16, 'font-size': 11, fill: '#2f6b47' }, 'title'));
  // Beats and downbeats
  if (bm.beat_ms) {
    for (let t = bm.first_downbeat_ms % bm.beat_ms; t <= total; t += bm.beat_ms) root.append(svg('line', { x1: x(t), x2: x(t), y1: 26, y2: 36, stroke: '#d6d4e4', 'stroke-width': 1 }));
  }
  for (const d of bm.downbeats_ms ?? []) root.append(svg('line', { x1: x(d), x2: x(d), y1: 24, y2: 40, stroke: '#6c6a80', 'stroke-width': 1.5 }));
  // Shots strip
  shots.forEach((s, i) => {
    const g = svg('g', { tabindex: 0, role: 'button', 'aria-label': `Shot ${s.index}, ${secs(s.start_ms)} to ${secs(s.end_ms)}, ${s.segment}: ${s.description}` });
    const fill = s.segment === 'hook' ? '#e6e0ff' : i % 2 === 0 ? '#f3f2f9' : '#ebeaf3';
    g.append(svg('rect', { x: x(s.start_ms) + 0.5, y: 46, width: Math.max(1, x(s.end_ms) - x(s.start_ms) - 1), height: 70, fill, stroke: '#b9b6cf', rx: 3 }));
    if (x(s.end_ms) - x(s.start_ms) > 18) g.append(svg('text', { x: x(s.start_ms) + 5, y: 64, 'font-size': 12, fill: '#17171c' }, String(s.index)));
    g.append(svg('title', {}, `Shot ${s.index}: ${s.description}`));
    g.addEventListener('mouseenter', () => showShot(s));
    g.addEventListener('focus', () => showShot(s));
    g.addEventListener('click', () => showShot(s));
    root.append(g);
  });
  // Seconds along the strip
  const step = total <= 20_000 ? 2000 : total <= 60_000 ? 5000 : total <= 180_000 ? 15_000 : 60_000;
  for (let t = step; t < total; t += step) root.append(svg('text', { x: x(t), y: 128, 'font-size': 10, fill: '#8a889c', 'text-anchor': 'middle' }, `${t / 1000}s`));
  // Cut points
  for (const c of bm.cut_points_ms ?? []) root.append(svg('line', { x1: x(c), x2: x(c), y1: 44, y2: 118, stroke: '#6c6a80', 'stroke-width': 1, 'stroke-dasharray': '3 3' }));
  // Hook, reveal, loop point
  const marker = (ms: number, color: string, label: string, row: number): void => {
    root.append(svg('line', { x1: x(ms), x2: x(ms), y1: 40, y2: 134 + row * 16, stroke: color, 'stroke-width': 2.5 }));
    const anchor = x(ms) > W - 120 ? 'end' : 'start';
    root.append(svg('text', { x: x(ms) + (anchor === 'end' ? -4 : 4), y: 146 + row * 16, 'font-size': 12, fill: color, 'text-anchor': anchor, 'font-weight': 600 }, label));
  };
  marker(bm.hook_at_ms, '#5b3df5', `hook ${secs(bm.hook_at_ms)}`, 0);
  if (bm.payoff_cut_ms !== null && bm.payoff_cut_ms !== undefined && cp.payoff_guidance) marker(bm.payoff_cut_ms, '#e0457b', `reveal ${secs(bm.payoff_cut_ms)}`, 1);
  if (bm.loop_point_ms !== null && bm.loop_point_ms !== undefined) marker(bm.loop_point_ms, '#f5a524', `loop ${secs(bm.loop_point_ms)}`, 2);
  // Where the sound starts (in the track) and the clip's end
  root.append(svg('text', { x: 4, y: 196, 'font-size': 12, fill: '#5b5b66' }, bm.sound_start_ms > 0 ? `sound starts ${secs(bm.sound_start_ms)} into the track` : 'sound starts at the top of the track'));
  root.append(svg('text', { x: W - 4, y: 196, 'font-size': 12, fill: '#5b5b66', 'text-anchor': 'end' }, `${secs(total)}`));
  $('timeline').replaceChildren(root);
  showShot(shots[0]);
}

function drawCopy(cp: Json, concierge: Json | null): void {
  const a = cp.agent_prompt_pack;
  $('prompts').replaceChildren(copyBlock('Prompt', a.primary_prompt), copyBlock('Short prompt', a.short_prompt), copyBlock('Negative prompt', a.negative_prompt));
  const captions: Json[] = concierge?.caption_options ?? cp.post_pack.captions;
  $('captions').replaceChildren(
    ...captions.map((c, i) => copyBlock(`Caption ${i + 1}`, `${c.text}${c.hashtags?.length ? `\n${c.hashtags.join(' ')}` : ''}`)),
    copyBlock('Hooks (on-screen opening lines)', cp.post_pack.hooks.join('\n')),
  );
}

function drawUnderstood(c: Json | null): void {
  const box = $('understood-box');
  box.hidden = c === null;
  if (c === null) return;
  const u = c.understood;
  const rows = Object.entries(u)
    .filter(([k]) => k !== 'sources' && k !== 'contradictions')
    .map(([k, v]) => el('tr', {}, el('td', {}, el('code', {}, k)), el('td', {}, v === null ? '—' : typeof v === 'object' ? JSON.stringify(v) : String(v)), el('td', {}, u.sources?.[k] ?? '')));
  $('understood').querySelector('tbody')!.replaceChildren(...rows);
  // Each question refills the fields with what was understood and puts the cursor where the answer goes.
  const qs: Json[] = c.next_questions ?? [];
  $('questions').replaceChildren(
    ...qs.map((q) => {
      const b = el('button', { type: 'button', class: 'question' }, q.question);
      b.addEventListener('click', () => {
        fillFields({
          topic: u.topic ?? '',
          duration_s: u.duration_s ?? 30,
          payoff_at_ms: u.payoff_at_ms ?? null,
          flags: { voiceover: u.voiceover === true, aigc: u.aigc === true, paid_ad: u.paid_ad === true, commercial_use: u.commercial_use === true, off_platform_reuse: u.off_platform_reuse === true },
        });
        selectMode('fields');
        const target = { duration_s: 'f-duration', payoff_at_ms: 'f-payoff', topic: 'f-topic' }[q.field as string] ?? 'f-topic';
        ($(target) as HTMLInputElement).focus();
        $('status').textContent = `Answer “${q.question}” in the form, then plan again.`;
      });
      return b;
    }),
  );
}

function drawRequests(r: PlanRequest): void {
  const origin = location.origin;
  const path = r.kind === 'sentence' ? PATHS.concierge : PATHS.clipPack;
  const body = r.kind === 'sentence' ? { message: r.message } : clipBody(r);
  const json = JSON.stringify(body);
  $('curl').replaceChildren(copyBlock(`POST ${path}`, `curl -s ${origin}${path} \\\n  -H 'Content-Type: application/json' \\\n  -d '${json.replaceAll("'", "'\\''")}'`));
  // The MCP twin: the routing tool, or for a sentence the clip-planning prompt (their names come from the page, which reads the declarations).
  const call =
    r.kind === 'sentence'
      ? { jsonrpc: '2.0', id: 1, method: 'prompts/get', params: { name: $('result').dataset.prompt ?? '', arguments: { idea: r.message } } }
      : { jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: $('result').dataset.tool ?? '', arguments: recommendBody(r) } };
  $('mcp').replaceChildren(copyBlock(`POST ${origin}${PATHS.mcp}`, JSON.stringify(call, null, 2)));
}

// ---------------------------------------------------------------------------------------------
// Flow

let current: PlanRequest | null = null;

function selectMode(mode: 'fields' | 'sentence'): void {
  for (const m of ['fields', 'sentence'] as const) {
    const tab = $(`tab-${m}`);
    tab.setAttribute('aria-selected', String(m === mode));
    tab.tabIndex = m === mode ? 0 : -1;
    $(`panel-${m}`).hidden = m !== mode;
  }
}

async function plan(r: PlanRequest): Promise<void> {
  const status = $('status');
  status.className = 'status';
  status.textContent = 'Planning…';
  try {
    let cp: Json;
    let rec: Json | null = null;
    let concierge: Json | null = null;
    if (r.kind === 'sentence') {
      concierge = await post(PATHS.concierge, { message: r.message });
      cp = concierge.clip_pack;
    } else {
      [cp, rec] = await Promise.all([post(PATHS.clipPack, clipBody(r)), post(PATHS.recommend, recommendBody(r))]);
    }
    current = r;
    history.replaceState(null, '', `${location.pathname}?${toQuery(r)}`);
    drawSound(cp, rec);
    drawUnderstood(concierge);
    drawRisk(cp, rec);
    drawUseMatrix(cp);
    drawTimeline(cp);
    drawCutdowns(cp);
    drawCopy(cp, concierge);
    drawRequests(r);
    $('result').hidden = false;
    status.textContent = `Planned: ${cp.recommended_sound.name} for ${cp.clip.duration_s} s.${concierge ? ` ${concierge.answer}` : ''}`;
  } catch (e) {
    status.className = 'status error';
    status.textContent = e instanceof Error ? e.message : 'Something went wrong; try again.';
  }
}

function start(): void {
  for (const m of ['fields', 'sentence'] as const) $(`tab-${m}`).addEventListener('click', () => selectMode(m));
  $('tab-fields').parentElement!.addEventListener('keydown', (e: KeyboardEvent) => {
    if (e.key !== 'ArrowLeft' && e.key !== 'ArrowRight') return;
    const next = $('tab-fields').getAttribute('aria-selected') === 'true' ? 'sentence' : 'fields';
    selectMode(next);
    $(`tab-${next}`).focus();
  });
  $('panel-fields').addEventListener('submit', (e) => {
    e.preventDefault();
    const r = readFields();
    if (r.topic === '') return void ($('status').textContent = 'Say what the clip is about first.');
    void plan(r);
  });
  $('panel-sentence').addEventListener('submit', (e) => {
    e.preventDefault();
    const message = ($('s-message') as HTMLTextAreaElement).value.trim();
    if (message === '') return void ($('status').textContent = 'Write one sentence about the clip first.');
    void plan({ kind: 'sentence', message });
  });
  $('share').addEventListener('click', async () => {
    if (current === null) return;
    const link = `${location.origin}${location.pathname}?${toQuery(current)}`;
    try {
      await navigator.clipboard.writeText(link);
      $('share-status').textContent = 'Link copied.';
    } catch {
      $('share-status').textContent = link;
    }
  });
  const fromAddress = fromQuery(location.search);
  if (fromAddress !== null) {
    if (fromAddress.kind === 'sentence') {
      selectMode('sentence');
      ($('s-message') as HTMLTextAreaElement).value = fromAddress.message;
    } else fillFields(fromAddress);
    void plan(fromAddress);
  }
}

start();
