/**
 * The playground's client: reads the form (or the address), calls the public endpoints
 * (clip-pack for fields, concierge for a sentence, recommend for the platform's actions and, when
 * asked, the alternatives), and draws the plan: the sound, the risk box and platform actions, the
 * timeline to scale, prompts and captions with copy buttons, what the concierge understood, the
 * same request as curl and as an MCP call, and a link that reproduces it.
 *
 * Address format (shared with the routing matrix, src/contracts/routing-matrix.ts): the clip-pack
 * request's clip field names, ?topic=…&duration_s=30&platform=shortvideo&payoff_at_ms=12000&
 * voiceover=true&aigc=true&paid_ad=true&commercial_use=true&off_platform_reuse=true (flags only
 * when true; platform one of the recommend platforms), or ?message=… for one sentence. Loading
 * such an address fills the form and plans it.
 *
 * Bundled by Astro (no inline script, no inline style, for the CSP); the DOM is built with
 * createElement and textContent, never from HTML strings, so no answer text is parsed as markup.
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

// The answers are drawn from their real shapes (src/schemas/clip-pack.ts, concierge.ts,
// recommend.ts); the client reads them untyped to stay out of the server's import graph.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

const $ = <T extends HTMLElement>(id: string): T => document.getElementById(id) as T;

type Child = Node | string | null | undefined | false;
function el<K extends keyof HTMLElementTagNameMap>(tag: K, attrs: Record<string, string> = {}, ...children: Child[]): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, v);
  for (const c of children) if (c !== null && c !== undefined && c !== false) node.append(c);
  return node;
}

/** Replaces a node's children, skipping the absent optional parts. */
function put(node: Element, ...children: Child[]): void {
  node.replaceChildren(...children.filter((c): c is Node | string => c !== null && c !== undefined && c !== false));
}

const SVG = 'http://www.w3.org/2000/svg';
function svg(tag: string, attrs: Record<string, string | number> = {}, ...children: Array<Node | string>): SVGElement {
  const node = document.createElementNS(SVG, tag);
  for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, String(v));
  for (const c of children) node.append(c);
  return node;
}

const secs = (ms: number): string => `${Math.round(ms / 10) / 100} s`;
const yesNo = (v: unknown): string => (v === true ? 'yes' : v === false ? 'no' : v === null || v === undefined ? 'not said' : String(v));

/** The platforms the form offers, with their labels: one list, the page's own select. */
function platformLabel(slug: string): string {
  const option = Array.from(($('f-platform') as HTMLSelectElement).options).find((o) => o.value === slug);
  return option?.textContent ?? slug;
}

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
  const platform = q.get('platform') ?? 'shortvideo';
  const known = Array.from(($('f-platform') as HTMLSelectElement).options).some((o) => o.value === platform);
  return {
    kind: 'fields',
    topic,
    duration_s: Number.isFinite(duration) && duration > 0 ? Math.round(duration) : 30,
    platform: known ? platform : 'shortvideo',
    payoff_at_ms: payoff !== null && payoff !== '' && Number.isFinite(Number(payoff)) ? Math.round(Number(payoff)) : null,
    flags: Object.fromEntries(FLAGS.map((f) => [f, q.get(f) === 'true'])) as Record<Flag, boolean>,
  };
}

// ---------------------------------------------------------------------------------------------
// Calls

/** The clip-pack body (also the generate_clip_pack arguments): clip packs plan for the short-video platform. */
function clipBody(r: FieldRequest): Json {
  const clip: Json = { topic: r.topic, duration_s: r.duration_s, platform: 'shortvideo' };
  for (const f of FLAGS) if (r.flags[f]) clip[f] = true;
  if (!r.flags.voiceover) clip.voiceover = false;
  if (r.payoff_at_ms !== null) clip.payoff_at_ms = r.payoff_at_ms;
  // The cut-down set: the same pick at every length the sound is arranged for.
  return { mode: 'clip_to_sound', clip, cutdowns: {} };
}

/** The recommend body for the same clip: platform actions for the chosen platform, alternatives when asked. */
function recommendBody(r: FieldRequest, alternatives: boolean): Json {
  const body: Json = { topic: r.topic, duration_s: r.duration_s, platform: r.platform, voiceover: r.flags.voiceover };
  for (const f of ['aigc', 'paid_ad', 'commercial_use', 'off_platform_reuse'] as const) if (r.flags[f]) body[f] = true;
  if (r.payoff_at_ms !== null) body.payoff_at_ms = r.payoff_at_ms;
  if (alternatives) body.alternatives = true;
  return body;
}

/** What the concierge understood, as a recommend body (the fields it reads; see the note where it is used). */
function recommendFromUnderstood(message: string, u: Json, cp: Json): Json {
  const body: Json = u.topic ? { topic: u.topic } : { description: message };
  body.duration_s = u.duration_s ?? cp.clip.duration_s;
  body.platform = 'shortvideo';
  if (u.voiceover !== null && u.voiceover !== undefined) body.voiceover = u.voiceover;
  for (const f of ['aigc', 'paid_ad', 'commercial_use', 'off_platform_reuse'] as const) if (u[f] === true) body[f] = true;
  if (u.payoff_at_ms !== null && u.payoff_at_ms !== undefined) body.payoff_at_ms = u.payoff_at_ms;
  body.alternatives = true;
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
// Drawing: the sound

let copyIds = 0;
function copyBlock(label: string, text: string): HTMLElement {
  const id = `copy-label-${++copyIds}`;
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

function drawSound(cp: Json): void {
  const s = cp.recommended_sound;
  const b = cp.sound_behavior;
  const hookInClip = cp.beat_map?.hook_at_ms ?? Math.max(0, b.hook_starts_at_ms - (cp.flow_guidance?.sound_start_ms ?? 0));
  const search = (s.platform_actions as Json[]).find((a) => a.search_query)?.search_query as string | undefined;
  const facts = [
    b.role.replaceAll('_', ' '),
    `${b.energy_shape} energy`,
    `${b.density} density`,
    cp.beat_map?.bpm ? `${cp.beat_map.bpm} bpm` : 'free tempo',
    hookInClip === b.hook_starts_at_ms ? `its hit at ${secs(hookInClip)}` : `its hit ${secs(b.hook_starts_at_ms)} into the track, ${secs(hookInClip)} into your clip`,
    b.loop_friendly ? 'loops cleanly' : 'does not loop',
    `arranged for ${b.recommended_lengths_s.join(', ')} s`,
  ];
  put($('sound'), 
    el('h3', {}, s.name, ' ', el('span', { class: 'pill route' }, cp.route)),
    el('p', { class: 'artist' }, `by ${s.artist}`),
    el('p', {}, el('strong', {}, 'Why this one: '), cp.why),
    el('ul', { class: 'facts' }, ...facts.map((f) => el('li', {}, f))),
    el('p', {},
      s.shortvideo_sound_url
        ? el('a', { href: s.shortvideo_sound_url, rel: 'noopener', target: '_blank' }, 'Open the sound on the short-video platform (new tab)')
        : search ? `Search the app for “${search}”` : 'Find it in the app by its name',
      ' · ',
      el('a', { href: PATHS.sound.replace('{slug}', cp.route) }, 'its profile (JSON)'),
    ),
    cp.recommended_sound.default_recommendation?.is_default_route === false ? el('p', { class: 'hint' }, cp.recommended_sound.default_recommendation.note) : null,
    cp.assumptions?.length ? el('div', {}, el('strong', {}, 'Assumed where you did not say: '), el('ul', {}, ...(cp.assumptions as string[]).map((a) => el('li', {}, a)))) : null,
  );
  const toggle = $<HTMLButtonElement>('alts-toggle');
  toggle.setAttribute('aria-expanded', 'false');
  toggle.textContent = 'Show the alternatives and their trade-offs';
  $('alts').hidden = true;
  put($('alts'), );
}

async function showAlternatives(): Promise<void> {
  const toggle = $<HTMLButtonElement>('alts-toggle');
  const box = $('alts');
  if (toggle.getAttribute('aria-expanded') === 'true') {
    toggle.setAttribute('aria-expanded', 'false');
    toggle.textContent = 'Show the alternatives and their trade-offs';
    box.hidden = true;
    return;
  }
  if (last === null) return;
  toggle.setAttribute('aria-expanded', 'true');
  toggle.textContent = 'Hide the alternatives';
  box.hidden = false;
  if (box.childElementCount > 0) return;
  put(box, el('p', { class: 'hint' }, 'Asking for the alternatives…'));
  const { request, cp, concierge } = last;
  const body = request.kind === 'fields' ? recommendBody(request, true) : recommendFromUnderstood(request.message, concierge.understood, cp);
  try {
    const rec = await post(PATHS.recommend, body);
    const alts = ((rec.alternatives ?? []) as Json[]).filter((a) => a.sound_slug !== cp.route);
    const note =
      rec.route !== cp.route
        ? el('p', { class: 'hint' }, `Ranked by ${PATHS.recommend} for the fields alone, which picks ${rec.primary_sound.name} (${rec.route}); the plan above also weighs what only the sentence says.`)
        : el('p', { class: 'hint' }, `Ranked against ${cp.recommended_sound.name} by ${PATHS.recommend} with "alternatives": true.`);
    if (rec.route !== cp.route) alts.unshift({ kind: 'catalog_route', sound_slug: rec.route, name: rec.primary_sound.name, why: rec.why, trade_off: 'The pick for the fields alone, without what only the sentence says.', search_query: null });
    put(box, 
      note,
      alts.length === 0
        ? el('p', {}, 'No alternative fits this clip.')
        : el('ol', { class: 'alts' }, ...alts.map((a) => el('li', {},
            el('strong', {}, a.name), ' ', a.sound_slug ? el('span', { class: 'pill' }, a.sound_slug) : el('span', { class: 'pill' }, 'outside the catalog'),
            el('p', {}, el('em', {}, 'Trade-off: '), a.trade_off),
            el('p', { class: 'hint' }, a.why),
            a.search_query ? el('p', { class: 'hint' }, `Search for: “${a.search_query}”`) : null,
          ))),
    );
  } catch (e) {
    put(box, el('p', { class: 'status error' }, e instanceof Error ? e.message : 'The alternatives could not be loaded.'));
  }
}

// ---------------------------------------------------------------------------------------------
// Drawing: before you publish

function drawRisk(cp: Json, concierge: Json | null, rec: Json | null): void {
  const r = cp.risk_assessment;
  const box = $('risk');
  box.className = `risk card level-${r.level}`;
  const list = (title: string, items: string[], cls: string): HTMLElement | null => (items.length ? el('div', { class: cls }, el('strong', {}, title), el('ul', {}, ...items.map((i) => el('li', {}, i)))) : null);
  const ai = cp.aigc_disclosure;
  put(box, 
    el('h3', {}, el('span', { class: `level level-${r.level}` }, `Risk: ${r.level}`), r.flags.length ? ` flags: ${r.flags.join(', ')}` : ' no flags'),
    // The concierge's reminder repeats the rationale and adds the boundaries: show it instead, not twice.
    concierge && String(concierge.risk_reminder).includes(r.rationale) ? el('p', {}, concierge.risk_reminder) : el('p', {}, r.rationale),
    concierge && !String(concierge.risk_reminder).includes(r.rationale) ? el('p', { class: 'reminder' }, concierge.risk_reminder) : null,
    el('div', { class: 'risk-cols' },
      list('Do before publishing', r.required_actions ?? [], 'must'),
      list('Allowed with this sound', r.allowed ?? [], 'ok'),
      list('Not allowed', r.not_allowed ?? [], 'nope'),
    ),
    ai?.required
      ? el('p', {}, el('strong', {}, 'AI disclosure: '), [ai.label ? `switch on “${ai.label}”` : null, ai.caption_line ? `add the caption line “${ai.caption_line}”` : null].filter(Boolean).join(' and ') + '.')
      : el('p', { class: 'hint' }, ai?.note ?? ''),
  );
  const actions: Json[] = rec?.platform_actions ?? cp.recommended_sound.platform_actions;
  const platform = rec?.platform ?? cp.clip.platform;
  put($('actions'), 
    el('h3', {}, `Platform actions: ${platformLabel(platform)}`),
    el('ol', {}, ...actions.map((a) => el('li', {},
      el('strong', { class: a.required ? 'must' : '' }, a.required ? 'Required: ' : 'Optional: '),
      a.instruction,
      a.steps?.length ? el('ul', {}, ...a.steps.map((st: string) => el('li', {}, st))) : null,
      a.sound_url ? el('p', {}, el('a', { href: a.sound_url, rel: 'noopener', target: '_blank' }, 'The sound’s page in the app')) : null,
      a.search_query && !a.sound_url ? el('p', { class: 'hint' }, `Search: “${a.search_query}”`) : null,
    ))),
  );
  const labels: Json[] = (cp.labels?.items ?? []).filter((l: Json) => l.platform === platform);
  put($('labels'), 
    ...(labels.length
      ? [el('h3', {}, 'Labels to switch on'), el('ul', {}, ...labels.map((l) => el('li', {}, el('strong', {}, `${l.kind === 'ai_generated' ? 'AI-generated' : 'Paid partnership'}: `), l.setting, l.caption_wording ? ` Caption: ${l.caption_wording}` : '')))]
      : []),
  );
}

const VERDICT: Record<string, string> = { allowed: 'Allowed', needs_campaign_licence: 'Needs the licence', not_allowed: 'Not allowed' };
const USE: Record<string, string> = { organic: 'Organic post', boosted_paid: 'Boosted or paid', business_account: 'Business account', client_delivery: 'Client delivery', off_platform: 'Off the platform' };

function drawUseMatrix(cp: Json): void {
  const m = cp.use_matrix;
  const box = $('use-matrix');
  if (!m) return void put(box, );
  // Each verdict names its clause by number; the clauses are listed once under the table.
  const clauses: Json[] = [];
  const clauseNo = (clause: Json): number => {
    let i = clauses.findIndex((c) => c.path === clause.path);
    if (i < 0) i = clauses.push(clause) - 1;
    return i + 1;
  };
  const cell = (platform: string, use: string): HTMLElement => {
    const row = (m.rows as Json[]).find((r) => r.platform === platform && r.use === use);
    if (!row) return el('td', {}, '—');
    return el('td', {}, el('span', { class: `verdict-${row.verdict}` }, VERDICT[row.verdict] ?? row.verdict), row.licence_held ? ' (licence held)' : '', row.clause ? el('sup', {}, ` ${clauseNo(row.clause)}`) : null);
  };
  const table = el('table', {},
    el('thead', {}, el('tr', {}, el('th', { scope: 'col' }, 'Platform'), ...(m.uses as string[]).map((u) => el('th', { scope: 'col' }, USE[u] ?? u)))),
    el('tbody', {}, ...(m.platforms as string[]).map((p) => el('tr', {}, el('th', { scope: 'row' }, platformLabel(p)), ...(m.uses as string[]).map((u) => cell(p, u))))),
  );
  put(box, 
    el('p', { class: 'hint' }, `Routing policy ${m.policy_version}; the small numbers point to the clauses under the table.`),
    el('div', { class: 'scroll', tabindex: '0', role: 'region', 'aria-label': 'Where you may post it (scrolls sideways)' }, table),
    el('details', {}, el('summary', {}, `The policy clauses (${clauses.length})`), el('ol', { class: 'clauses' }, ...clauses.map((c) => el('li', {}, c.text, ' ', el('code', {}, c.path))))),
  );
}

// ---------------------------------------------------------------------------------------------
// Drawing: the timeline, in CSS pixels (redrawn when the width changes) so its labels stay readable on a phone

/** The shot whose details are shown: the strip's one tab stop. */
let currentShot = 1;

const SEGMENT_FILL: Record<string, string> = { open: '#fde9c8', build: '#e3ddff', hook: '#c9bcff', body: '#dbeafe', close: '#e5e7eb' };

function showShot(cp: Json, index: number): void {
  const shot = (cp.template_pack.shots as Json[]).find((s) => s.index === index);
  if (!shot) return;
  const window = (cp.text_windows?.items as Json[] | undefined)?.find((w) => w.shot_index === shot.index);
  put($('shot-detail'), 
    el('strong', {}, `Shot ${shot.index} of ${cp.template_pack.shots.length} · ${secs(shot.start_ms)} – ${secs(shot.end_ms)} · ${shot.segment}`),
    el('p', {}, shot.description),
    el('p', {}, el('em', {}, 'Camera: '), shot.camera),
    shot.on_screen_text ? el('p', {}, el('em', {}, 'On screen: '), `“${shot.on_screen_text}”`, window ? ` from ${secs(window.start_ms)} to ${secs(window.end_ms)}` : '') : null,
  );
  for (const row of $('shot-list').querySelectorAll('tr[data-shot]')) row.classList.toggle('current', row.getAttribute('data-shot') === String(index));
  currentShot = index;
  for (const g of $('timeline').querySelectorAll('g.shot')) {
    const on = g.getAttribute('data-shot') === String(index);
    g.classList.toggle('current', on);
    g.setAttribute('tabindex', on ? '0' : '-1');
  }
}

function drawTimeline(cp: Json): void {
  const box = $('timeline');
  const shots: Json[] = cp.template_pack.shots;
  const soundStart = cp.flow_guidance?.sound_start_ms ?? 0;
  // A sound without a fixed tempo has no beat map: the shots' own cuts, the hook and the reveal still are drawn.
  const bm = cp.beat_map ?? {
    bpm: null,
    beat_ms: null,
    first_downbeat_ms: 0,
    downbeats_ms: [],
    cut_points_ms: shots.slice(1).map((s) => s.start_ms),
    hook_at_ms: Math.max(0, cp.sound_behavior.hook_starts_at_ms - soundStart),
    payoff_cut_ms: cp.payoff_guidance?.payoff_at_ms ?? null,
    loop_point_ms: null,
    sound_start_ms: soundStart,
  };
  const total = cp.clip.duration_s * 1000;
  const W = Math.max(300, Math.floor(box.clientWidth - 18));
  const L = 6;
  const R = W - 6;
  const x = (ms: number): number => L + Math.max(0, Math.min(1, ms / total)) * (R - L);
  const small = W < 560;
  const font = small ? 11 : 12;
  const root = svg('svg', { width: W, viewBox: `0 0 ${W} 0`, role: 'group', 'aria-label': `Timeline of ${secs(total)}: ${shots.length} shots; the hook at ${secs(bm.hook_at_ms)}${bm.payoff_cut_ms != null && cp.payoff_guidance ? `, the reveal at ${secs(bm.payoff_cut_ms)}` : ''}. Tab to the shots, then the arrow keys move between them.` });
  let y = 4;
  // Lane labels sit on a white halo and are raised above the moment lines at the end, so a line never crosses a word.
  const labels: SVGElement[] = [];
  const laneLabel = (text: string): void => {
    const t = svg('text', { x: L, y: y + font, 'font-size': font, fill: '#4b4b55', stroke: '#fff', 'stroke-width': 3, 'paint-order': 'stroke', 'stroke-linejoin': 'round' }, text);
    labels.push(t);
    root.append(t);
    y += font + 4;
  };

  // 1. The sound: where it starts in the track (the trim), its hit, where it loops.
  laneLabel(small ? `Sound, from ${secs(soundStart)} of the track` : `Sound: ${cp.recommended_sound.name}, played from ${secs(soundStart)} into the track${soundStart > 0 ? ' (set it in the app’s trimmer)' : ''}${bm.bpm ? ` · ${bm.bpm} bpm` : ' · free tempo'}`);
  const markTop = y;
  root.append(svg('rect', { x: L, y, width: R - L, height: 10, rx: 3, fill: '#ece9fb' }, svg('title', {}, `The sound plays from ${secs(soundStart)} to ${secs(soundStart + total)} of the track`)));
  y += 16;

  // 2. Beats and downbeats.
  if (bm.beat_ms) {
    laneLabel('Beats (tall: downbeats)');
    const first = bm.first_downbeat_ms % bm.beat_ms;
    for (let t = first; t <= total; t += bm.beat_ms) root.append(svg('line', { x1: x(t), x2: x(t), y1: y + 4, y2: y + 10, stroke: '#a9a6c3', 'stroke-width': 1 }));
    for (const d of bm.downbeats_ms ?? []) root.append(svg('line', { x1: x(d), x2: x(d), y1: y, y2: y + 14, stroke: '#4b4963', 'stroke-width': 1.6 }));
    y += 18;
  }

  // 3. Sections of the flow (open, build, hook, body, close).
  const segments: Json[] = cp.flow_guidance?.segments ?? [];
  if (segments.length) {
    for (const s of segments) {
      const w = x(s.end_ms) - x(s.start_ms);
      root.append(svg('rect', { x: x(s.start_ms), y, width: Math.max(1, w), height: font + 6, fill: SEGMENT_FILL[s.label] ?? '#eee' }, svg('title', {}, `${s.label} ${secs(s.start_ms)} – ${secs(s.end_ms)}: ${s.direction}`)));
      if (w > s.label.length * font * 0.62 + 6) root.append(svg('text', { x: x(s.start_ms) + 3, y: y + font + 1, 'font-size': font, fill: '#2d2b3d' }, s.label));
    }
    y += font + 10;
  }

  // 4. The shots as a strip: one focusable block each; cut points dashed across it.
  const shotTop = y;
  const shotH = small ? 40 : 56;
  for (const s of shots) {
    const w = Math.max(2, x(s.end_ms) - x(s.start_ms) - 1);
    // One tab stop for the strip (the current shot); the arrow keys, Home and End move along it.
    const g = svg('g', { class: 'shot', 'data-shot': s.index, tabindex: s.index === currentShot ? 0 : -1, role: 'button', 'aria-roledescription': 'shot', 'aria-label': `Shot ${s.index} of ${shots.length}, ${secs(s.start_ms)} to ${secs(s.end_ms)}, ${s.segment}: ${s.description}` });
    g.append(svg('rect', { x: x(s.start_ms) + 0.5, y, width: w, height: shotH, fill: s.segment === 'hook' ? '#d9d0ff' : s.index % 2 ? '#f6f5fb' : '#ecebf5', stroke: '#a9a6c3', rx: 3 }));
    if (w >= font * 1.4) g.append(svg('text', { x: x(s.start_ms) + 3, y: y + font + 2, 'font-size': font, 'font-weight': 600, fill: '#17171c' }, String(s.index)));
    g.append(svg('title', {}, `Shot ${s.index}: ${s.description}`));
    g.addEventListener('mouseenter', () => showShot(cp, s.index));
    g.addEventListener('focus', () => showShot(cp, s.index));
    g.addEventListener('click', () => showShot(cp, s.index));
    g.addEventListener('keydown', (e: Event) => {
      const k = (e as KeyboardEvent).key;
      const at = shots.indexOf(s);
      const to = k === 'ArrowRight' || k === 'ArrowDown' ? at + 1 : k === 'ArrowLeft' || k === 'ArrowUp' ? at - 1 : k === 'Home' ? 0 : k === 'End' ? shots.length - 1 : null;
      if (k === 'Enter' || k === ' ') {
        e.preventDefault();
        showShot(cp, s.index);
      } else if (to !== null && shots[to]) {
        e.preventDefault();
        ($('timeline').querySelector(`g.shot[data-shot="${shots[to].index}"]`) as SVGGElement | null)?.focus();
      }
    });
    root.append(g);
  }
  for (const c of bm.cut_points_ms ?? []) root.append(svg('line', { x1: x(c), x2: x(c), y1: shotTop - 2, y2: shotTop + shotH + 2, stroke: '#4b4963', 'stroke-width': 1, 'stroke-dasharray': '3 3', 'pointer-events': 'none' }));
  y += shotH + 6;

  // 5. On-screen text: the caption-safe windows (on a beat, long enough to read) and the hits text keeps clear of.
  const tw = cp.text_windows;
  laneLabel(small ? 'Text: safe (green), keep clear (red)' : 'On-screen text: safe windows (green), keep clear of the hit (red)');
  root.append(svg('rect', { x: L, y, width: R - L, height: 12, fill: '#f7f7fa', rx: 2 }));
  for (const hit of tw?.clear_of_ms ?? []) {
    root.append(svg('rect', { x: x(hit - 500), y, width: Math.max(2, x(hit + 1000) - x(hit - 500)), height: 12, fill: '#f6c3cf' }, svg('title', {}, `Keep text clear ${secs(Math.max(0, hit - 500))} – ${secs(hit + 1000)} (a hit at ${secs(hit)})`)));
  }
  const windows: Json[] = tw?.items?.length ? tw.items : cp.template_pack.caption_window_ms ? [{ ...cp.template_pack.caption_window_ms, shot_index: 1 }] : [];
  for (const w of windows) root.append(svg('rect', { x: x(w.start_ms), y, width: Math.max(2, x(w.end_ms) - x(w.start_ms)), height: 12, fill: '#7fd0a0', rx: 2 }, svg('title', {}, `Text of shot ${w.shot_index}: ${secs(w.start_ms)} – ${secs(w.end_ms)}`)));
  y += 18;

  // 6. The voice, when the plan has one (the lines the mix spec expects; the mix ducks on the real voice).
  const voice: Json[] = cp.mix_spec?.voice_segments ?? [];
  if (voice.length) {
    laneLabel(`Voice, expected lines (music ducks to ${cp.mix_spec.music_under_voice_db ?? cp.mix_spec.music_level_db} dB while you speak)`);
    for (const v of voice) root.append(svg('rect', { x: x(v.start_ms), y, width: Math.max(2, x(v.end_ms) - x(v.start_ms)), height: 10, fill: '#9ecbf0', rx: 2 }));
    y += 16;
  }

  // 7. Moments: the hook, the reveal, the cover frame, the loop point; each on its own row so labels never overlap.
  const moments: Array<[number, string, string]> = [[bm.hook_at_ms, '#5b3df5', `hook ${secs(bm.hook_at_ms)}`]];
  if (bm.payoff_cut_ms !== null && bm.payoff_cut_ms !== undefined && cp.payoff_guidance) moments.push([bm.payoff_cut_ms, '#d12f6a', `reveal ${secs(bm.payoff_cut_ms)}${cp.payoff_guidance.aligned ? ' (on the hit)' : ''}`]);
  if (cp.post_pack?.cover_frame) moments.push([cp.post_pack.cover_frame.at_ms, '#0f766e', `cover frame ${secs(cp.post_pack.cover_frame.at_ms)}`]);
  if (bm.loop_point_ms !== null && bm.loop_point_ms !== undefined) moments.push([bm.loop_point_ms, '#b45309', `loop ${secs(bm.loop_point_ms)}`]);
  for (const [ms, color, label] of moments) {
    root.append(svg('line', { x1: x(ms), x2: x(ms), y1: markTop, y2: y + 2, stroke: color, 'stroke-width': 2, 'pointer-events': 'none', opacity: 0.85 }));
    const end = x(ms) > (L + R) / 2;
    root.append(svg('line', { x1: x(ms), x2: x(ms), y1: y, y2: y + font + 2, stroke: color, 'stroke-width': 2 }));
    root.append(svg('text', { x: x(ms) + (end ? -4 : 4), y: y + font + 1, 'font-size': font, 'font-weight': 600, fill: color, 'text-anchor': end ? 'end' : 'start' }, label));
    y += font + 5;
  }

  for (const t of labels) root.append(t);

  // 8. Seconds along the bottom.
  y += 4;
  root.append(svg('line', { x1: L, x2: R, y1: y, y2: y, stroke: '#c9c8d4' }));
  const ticks = Math.max(2, Math.floor((R - L) / (small ? 55 : 70)));
  const niceSteps = [1000, 2000, 5000, 10_000, 15_000, 30_000, 60_000, 120_000];
  const step = niceSteps.find((s) => total / s <= ticks) ?? 300_000;
  for (let t = 0; t <= total; t += step) {
    root.append(svg('line', { x1: x(t), x2: x(t), y1: y, y2: y + 4, stroke: '#8a889c' }));
    const anchor = t === 0 ? 'start' : total - t < step / 2 ? 'end' : 'middle';
    root.append(svg('text', { x: x(t), y: y + font + 4, 'font-size': font - 1, fill: '#5b5b66', 'text-anchor': anchor }, `${t / 1000} s`));
  }
  if (total % step !== 0) root.append(svg('text', { x: R, y: y + font + 4, 'font-size': font - 1, fill: '#5b5b66', 'text-anchor': 'end' }, secs(total)));
  y += font + 8;
  root.setAttribute('viewBox', `0 0 ${W} ${y}`);
  root.setAttribute('height', String(y));
  put(box, root);
  $('cut-rule').textContent = bm.cut_rule ?? cp.flow_guidance?.visual_pacing ?? '';
}

function drawShotList(cp: Json): void {
  const shots: Json[] = cp.template_pack.shots;
  $('shot-list-summary').textContent = `All ${shots.length} shots as a list`;
  put($('shot-list'), 
    el('table', {},
      el('thead', {}, el('tr', {}, ...['#', 'When', 'Section', 'What to film', 'Camera', 'On screen'].map((h) => el('th', { scope: 'col' }, h)))),
      el('tbody', {}, ...shots.map((s) => el('tr', { 'data-shot': String(s.index) },
        el('th', { scope: 'row' }, String(s.index)),
        el('td', { class: 'nowrap' }, `${secs(s.start_ms)} – ${secs(s.end_ms)}`),
        el('td', {}, s.segment),
        el('td', {}, s.description),
        el('td', {}, s.camera),
        el('td', {}, s.on_screen_text ? `“${s.on_screen_text}”` : '—'),
      ))),
    ),
  );
}

function drawCutdowns(cp: Json): void {
  const c = cp.cutdowns;
  const box = $('cutdowns');
  if (!c) return void put(box, el('p', { class: 'hint' }, 'Plan the clip with fields to see every length from this pick.'));
  if (!c.items?.length) return void put(box, el('p', {}, 'No other length fits this sound.'));
  const hit = (i: Json): string => (i.hit_on_reveal === true ? '✓ lands on the reveal' : i.hit_on_reveal === false ? '✗ does not land on it' : 'no reveal');
  put(box, 
    el('div', { class: 'scroll', tabindex: '0', role: 'region', 'aria-label': 'Every length (scrolls sideways)' },
      el('table', {},
        el('thead', {}, el('tr', {}, el('th', { scope: 'col' }, 'Length'), el('th', { scope: 'col' }, 'Sound in the track, from → to'), el('th', { scope: 'col' }, 'Hit'), el('th', { scope: 'col' }, 'Note'))),
        el('tbody', {}, ...(c.items as Json[]).map((i) => el('tr', {},
          el('th', { scope: 'row' }, `${i.length_s} s`),
          el('td', {}, `${secs(i.sound_in_ms)} → ${secs(i.sound_out_ms)}`),
          el('td', {}, hit(i)),
          el('td', {}, [i.note, i.loop_seam_ms != null ? `loop seam at ${secs(i.loop_seam_ms)}` : null, i.sound_ends_early_ms != null ? `the track ends at ${secs(i.sound_ends_early_ms)}` : null].filter(Boolean).join('; ') || '—'),
        ))),
      ),
    ),
  );
}

// ---------------------------------------------------------------------------------------------
// Drawing: prompts, captions, the concierge, the same request

/** A caption as it is pasted: its text, then the hashtags the text does not already carry. */
function captionText(c: Json): string {
  const tags = ((c.hashtags ?? []) as string[]).filter((t) => !c.text.toLowerCase().split(/\s+/).includes(t.toLowerCase()));
  return tags.length ? `${c.text}\n${tags.join(' ')}` : c.text;
}

function drawCopy(cp: Json, concierge: Json | null): void {
  const a = cp.agent_prompt_pack;
  put($('prompts'), 
    ...(concierge && concierge.final_prompt !== a.primary_prompt ? [copyBlock('Prompt (the concierge’s final prompt)', concierge.final_prompt)] : []),
    copyBlock('Prompt', a.primary_prompt),
    copyBlock('Short prompt', a.short_prompt),
    copyBlock('Negative prompt', a.negative_prompt),
    a.missing_inputs?.length ? el('p', { class: 'hint' }, `Fill in before generating: ${(a.missing_inputs as string[]).join(', ')}.`) : null,
  );
  const captions: Json[] = concierge?.caption_options ?? cp.post_pack.captions;
  put($('captions'), 
    ...captions.map((c, i) => copyBlock(`Caption ${i + 1}`, captionText(c))),
    copyBlock('Hooks (on-screen opening lines)', cp.post_pack.hooks.join('\n')),
  );
}

const UNDERSTOOD: Record<string, string> = {
  topic: 'Topic',
  duration_s: 'Length',
  payoff_at_ms: 'Reveal at',
  reveal: 'Asks for a reveal',
  voiceover: 'Someone speaks',
  aigc: 'AI-generated',
  paid_ad: 'Paid ad or boosted',
  commercial_use: 'Brand or client work',
  off_platform_reuse: 'Reused off the platform',
  placement: 'Placement',
  music: 'Wants music',
  language: 'Language of the message',
  captions_language: 'Captions written in',
};
const SOURCE: Record<string, string> = { message: 'your sentence', explicit: 'a field you set', default: 'a default' };

function understoodValue(k: string, v: unknown): string {
  if (v === null || v === undefined || v === '') return 'not said';
  if (k === 'duration_s') return `${v} s`;
  if (k === 'payoff_at_ms') return secs(Number(v));
  return typeof v === 'boolean' ? yesNo(v) : typeof v === 'object' ? JSON.stringify(v) : String(v);
}

/** The form field a concierge question's answer goes in. */
const QUESTION_TARGET: Record<string, string> = { duration_s: 'f-duration', payoff_at_ms: 'f-payoff', topic: 'f-topic', reveal: 'f-payoff', voiceover: 'f-voiceover', aigc: 'f-aigc', paid_ad: 'f-paid_ad', commercial_use: 'f-commercial_use', off_platform_reuse: 'f-off_platform_reuse' };

function drawUnderstood(c: Json | null): void {
  const box = $('understood-box');
  box.hidden = c === null;
  if (c === null) return;
  const u = c.understood;
  $('concierge-answer').textContent = c.answer;
  const rows = Object.keys(UNDERSTOOD)
    .filter((k) => k in u)
    .map((k) => el('tr', {}, el('th', { scope: 'row' }, UNDERSTOOD[k]!, el('code', { class: 'field' }, k)), el('td', {}, understoodValue(k, u[k])), el('td', {}, u.sources?.[k] ? SOURCE[u.sources[k]] ?? u.sources[k] : 'derived')));
  put($('understood').querySelector('tbody')!, ...rows);
  const contradictions: Json[] = u.contradictions ?? [];
  put($('contradictions'), 
    ...contradictions.map((x) => el('p', { class: 'contradiction' }, el('strong', {}, 'Said both ways: '), `${x.detail}. Until you answer, the plan is ${x.assumed}.`)),
  );
  // Each question refills the fields with what was understood and puts the cursor where the answer goes.
  const qs: Json[] = c.next_questions ?? [];
  $('questions-box').hidden = qs.length === 0;
  put($('questions'), 
    ...qs.map((q) => {
      const b = el('button', { type: 'button', class: 'question' }, q.question);
      b.addEventListener('click', () => {
        fillFields({
          topic: u.topic || u.topic_as_written || '',
          duration_s: u.duration_s ?? c.clip_pack.clip.duration_s ?? 30,
          platform: 'shortvideo',
          payoff_at_ms: u.payoff_at_ms ?? null,
          flags: { voiceover: u.voiceover === true, aigc: u.aigc === true, paid_ad: u.paid_ad === true, commercial_use: u.commercial_use === true, off_platform_reuse: u.off_platform_reuse === true },
        });
        selectMode('fields');
        ($(QUESTION_TARGET[q.field as string] ?? 'f-topic') as HTMLInputElement).focus();
        $('status').textContent = `The form holds what the concierge understood. Answer “${q.question}” there, then plan again.`;
      });
      return b;
    }),
  );
}

const shellQuote = (s: string): string => `'${s.replaceAll("'", "'\\''")}'`;

function drawRequests(r: PlanRequest): void {
  const origin = location.origin;
  const path = r.kind === 'sentence' ? PATHS.concierge : PATHS.clipPack;
  const body = r.kind === 'sentence' ? { message: r.message } : clipBody(r);
  put($('curl'), copyBlock(`POST ${path}`, `curl -s ${origin}${path} \\\n  -H 'Content-Type: application/json' \\\n  -d ${shellQuote(JSON.stringify(body))}`));
  // The MCP twin. Fields: the clip-pack tool with the very same body (its name comes from the page,
  // which reads the operations). A sentence: no tool takes one, so the planning prompt hands it to the agent.
  const tool = $('result').dataset.tool ?? '';
  const prompt = $('result').dataset.prompt ?? '';
  const call =
    r.kind === 'sentence'
      ? { jsonrpc: '2.0', id: 1, method: 'prompts/get', params: { name: prompt, arguments: { idea: r.message } } }
      : { jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: tool, arguments: body } };
  $('mcp-note').textContent =
    r.kind === 'sentence'
      ? `No MCP tool reads a sentence: the ${prompt} prompt gives it to your agent, which then calls the tools with the fields it reads (describe the clip with fields to see that exact ${tool} call).`
      : `The same body as the curl above, as arguments of the ${tool} tool; send it with Accept: application/json, text/event-stream.`;
  put($('mcp'), copyBlock(`POST ${origin}${PATHS.mcp} (${call.method})`, JSON.stringify(call, null, 2)));
}

function drawShare(r: PlanRequest): void {
  const link = `${location.origin}${location.pathname}?${toQuery(r)}`;
  const a = $<HTMLAnchorElement>('share-link');
  a.href = link;
  a.textContent = link;
  $('share-status').textContent = '';
}

// ---------------------------------------------------------------------------------------------
// Flow

let last: { request: PlanRequest; cp: Json; concierge: Json | null } | null = null;

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
  $('result').setAttribute('aria-busy', 'true');
  try {
    let cp: Json;
    let rec: Json | null = null;
    let concierge: Json | null = null;
    if (r.kind === 'sentence') {
      concierge = await post(PATHS.concierge, { message: r.message });
      cp = concierge.clip_pack;
    } else if (r.platform === 'shortvideo') {
      cp = await post(PATHS.clipPack, clipBody(r));
    } else {
      // Clip packs plan for the short-video platform; recommend gives the chosen platform's actions.
      [cp, rec] = await Promise.all([post(PATHS.clipPack, clipBody(r)), post(PATHS.recommend, recommendBody(r, false))]);
    }
    last = { request: r, cp, concierge };
    history.replaceState(null, '', `${location.pathname}?${toQuery(r)}`);
    $('result').hidden = false;
    drawSound(cp);
    drawUnderstood(concierge);
    drawRisk(cp, concierge, rec);
    drawUseMatrix(cp);
    currentShot = cp.template_pack.shots[0].index;
    drawTimeline(cp);
    drawShotList(cp);
    showShot(cp, cp.template_pack.shots[0].index);
    drawCutdowns(cp);
    drawCopy(cp, concierge);
    drawRequests(r);
    drawShare(r);
    status.textContent = `Planned: ${cp.recommended_sound.name} for a ${cp.clip.duration_s} s clip, risk ${cp.risk_assessment.level}.${concierge?.next_questions?.length ? ` The concierge has ${concierge.next_questions.length} question${concierge.next_questions.length > 1 ? 's' : ''}.` : ''}`;
  } catch (e) {
    status.className = 'status error';
    status.textContent = e instanceof Error ? e.message : 'Something went wrong; try again.';
  } finally {
    $('result').removeAttribute('aria-busy');
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
    if (r.topic === '') {
      $('status').textContent = 'Say what the clip is about first.';
      return void $('f-topic').focus();
    }
    void plan(r);
  });
  $('panel-sentence').addEventListener('submit', (e) => {
    e.preventDefault();
    const message = ($('s-message') as HTMLTextAreaElement).value.trim();
    if (message === '') {
      $('status').textContent = 'Write one sentence about the clip first.';
      return void $('s-message').focus();
    }
    void plan({ kind: 'sentence', message });
  });
  $('alts-toggle').addEventListener('click', () => void showAlternatives());
  $('share').addEventListener('click', async () => {
    if (last === null) return;
    const link = $<HTMLAnchorElement>('share-link').href;
    try {
      await navigator.clipboard.writeText(link);
      $('share-status').textContent = 'Link copied.';
    } catch {
      $('share-status').textContent = 'Copy the link above by hand.';
    }
  });
  // The timeline is drawn in CSS pixels: redraw it when the width changes (a phone turned sideways).
  let width = $('timeline').clientWidth;
  new ResizeObserver(() => {
    const now = $('timeline').clientWidth;
    if (last === null || now === width) return;
    width = now;
    drawTimeline(last.cp);
    showShot(last.cp, currentShot);
  }).observe($('timeline'));
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
