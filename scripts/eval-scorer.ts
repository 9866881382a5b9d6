/**
 * The evaluation scorer: runs the panel in eval/panel through recommend, clip-pack
 * (clip_to_sound) and concierge in-process and scores the answers as an editor would.
 *
 * Independence: it judges the engine with its own small rules and the catalog's data; it imports
 * only the request schemas (to send what an HTTP client would send), the operations (to call the
 * engine) and the catalog loader, never an engine helper. A rule here that agreed with the engine
 * because it shared its code would prove nothing.
 */
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { catalog } from '../src/catalog/load.ts';
import { clipPack, concierge, recommend } from '../src/engine/index.ts';
import { clipPackOperation, conciergeOperation, recommendOperation } from '../src/operations.ts';

const PANEL_DIR = fileURLToPath(new URL('../eval/panel/', import.meta.url));

/** One frame at 25 fps: the tolerance for "the hit lands on the reveal". */
export const FRAME_MS = 40;

// ---------------------------------------------------------------------------------------------
// Panel shapes

export interface ClipRequest {
  description?: string;
  topic?: string;
  duration_s?: number;
  platform?: 'shortvideo' | 'reels' | 'shorts' | 'other_short_form' | 'editing_app';
  tone?: string;
  voiceover?: boolean;
  aigc?: boolean;
  paid_ad?: boolean;
  commercial_use?: boolean;
  off_platform_reuse?: boolean;
  client_delivery?: boolean;
  payoff_at_ms?: number;
}
export interface ClipItem { id: string; request: ClipRequest; acceptable: string[]; why: string; facts?: Record<string, unknown> }
export interface Expected { duration_s?: number; payoff_at_ms?: number; voiceover?: boolean; aigc?: boolean; commercial?: boolean }
export interface MessageItem { id: string; message: string; language: string; expected: Expected; acceptable: string[]; expects_question?: boolean }

/**
 * The panel's parts and their files:
 * - tuning: clips.json and messages.json, the first panel. Look at failures freely.
 * - fresh: clips.fresh.json and messages.fresh.json, then clips.fresh2.json and messages.fresh2.json,
 *   each written blind on 2026-11-22, messages.fresh3.json and messages.fresh4.json (written blind
 *   on 2026-11-25), clips and messages fresh5 to fresh15, fresh17 (the former blind5) and fresh18 to fresh21 (written blind on 2026-11-25), each
 *   by someone who had not seen the engine's answers, each scored once as a blind part (the README
 *   keeps those scores), then tuned on like the tuning part.
 * - holdout: written with the first panel, never tuned against.
 * - blind: written after the fresh part was tuned on, by someone who never saw the engine's
 *   answers, the routing code or the other parts; never tuned against.
 * - stress: messages.fresh16.json, written blind to state facts in ways the reader did not know
 *   (a reveal "on the last beat" or "after the third clap"); tuned on, but with no floor: some of
 *   its reveals cannot be computed by any reader of words, so its invariants cannot be held at 100.
 */
export type PanelPart = 'tuning' | 'fresh' | 'holdout' | 'blind' | 'stress';
const PANEL_FILES: Record<PanelPart, string[]> = { tuning: [''], fresh: ['.fresh', '.fresh2', '.fresh3', '.fresh4', '.fresh5', '.fresh6', '.fresh7', '.fresh8', '.fresh10', '.fresh11', '.fresh12', '.fresh13', '.fresh14', '.fresh15', '.fresh17', '.fresh18', '.fresh19', '.fresh20', '.fresh21', '.fresh22', '.fresh23', '.fresh24', '.fresh25', '.fresh26', '.fresh27', '.fresh28', '.fresh30', '.fresh31', '.fresh32', '.fresh33', '.fresh34', '.fresh35', '.fresh36', '.fresh37', '.fresh38', '.fresh39', '.fresh41', '.fresh42', '.fresh43', '.fresh44', '.fresh45', '.fresh46', '.fresh47', '.fresh48', '.fresh49', '.fresh50', '.fresh51', '.fresh52', '.fresh53', '.fresh54', '.fresh55', '.fresh56', '.fresh57', '.fresh58', '.fresh59', '.fresh60', '.fresh61', '.fresh62', '.fresh63', '.fresh64', '.fresh65', '.fresh66', '.fresh67', '.fresh68', '.fresh69', '.fresh70', '.fresh71', '.fresh72', '.fresh73', '.fresh74', '.fresh75', '.fresh76', '.fresh77', '.fresh78', '.fresh79', '.fresh80', '.fresh81', '.fresh82', '.fresh83', '.fresh84', '.fresh85', '.fresh86', '.fresh87', '.fresh88', '.fresh89', '.fresh90', '.fresh91', '.fresh92', '.fresh93', '.fresh94', '.fresh95', '.fresh96', '.fresh97', '.fresh98', '.fresh99', '.fresh100', '.fresh101', '.fresh102', '.fresh103', '.fresh104', '.fresh105', '.fresh106', '.fresh107', '.fresh108', '.fresh109', '.fresh110', '.fresh111', '.fresh112', '.fresh113', '.fresh114', '.fresh115', '.fresh116', '.fresh117', '.fresh118', '.fresh119', '.fresh120', '.fresh121', '.fresh122', '.fresh123', '.fresh124', '.fresh125', '.fresh126', '.fresh127', '.fresh128', '.fresh129', '.fresh130', '.fresh131', '.fresh132', '.fresh133', '.fresh134', '.fresh135', '.fresh136', '.fresh137', '.fresh138', '.fresh139', '.fresh140', '.fresh141', '.fresh142', '.fresh143', '.fresh144', '.fresh145', '.fresh146', '.fresh147', '.fresh148', '.fresh149', '.fresh150', '.fresh151', '.fresh152', '.fresh153', '.fresh154', '.fresh155', '.fresh156', '.fresh157', '.fresh158', '.fresh159', '.fresh160', '.fresh161', '.fresh162', '.fresh163', '.fresh164', '.fresh165', '.fresh166', '.fresh167', '.fresh168', '.fresh169', '.fresh170', '.fresh171', '.fresh172', '.fresh173', '.fresh174', '.fresh175', '.fresh176', '.fresh177', '.fresh178', '.fresh179', '.fresh180', '.fresh181', '.fresh182', '.fresh183', '.fresh184', '.fresh185', '.fresh186', '.fresh187', '.fresh188', '.fresh189', '.fresh190', '.fresh191', '.fresh192'], holdout: ['.holdout'], blind: ['.blind', '.blind6', '.blind7', '.blind8'], stress: ['.fresh16', '.fresh29', '.fresh40'] };
export function loadPanel(part: PanelPart): { clips: ClipItem[]; messages: MessageItem[] } {
  const read = <T>(kind: string): T[] =>
    PANEL_FILES[part].flatMap((suffix) => {
      const file = `${PANEL_DIR}${kind}${suffix}.json`;
      return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as T[]) : [];
    });
  return { clips: read<ClipItem>('clips'), messages: read<MessageItem>('messages') };
}

// ---------------------------------------------------------------------------------------------
// Catalog facts the scorer reads directly from data (not through the engine)

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;
const routes: Json[] = (catalog.sounds as Json).routes;
const routeBySlug = new Map<string, Json>(routes.map((r: Json) => [r.sound_slug, r]));

function isVoiceSafe(slug: string): boolean {
  return routeBySlug.get(slug)?.sound_behavior?.voiceover_safe === true;
}

/** The track length in ms when the catalog states one (the schema is growing; accept the likely names). */
function trackLengthMs(route: Json): number | null {
  const candidates = [route.length_ms, route.track_length_ms, route.duration_ms, route.track?.length_ms, route.track?.duration_ms, route.sound_behavior?.track_length_ms];
  for (const c of candidates) if (typeof c === 'number' && c > 0) return c;
  for (const c of [route.length_s, route.track_length_s, route.duration_s, route.track?.length_s]) if (typeof c === 'number' && c > 0) return c * 1000;
  return null;
}

/**
 * A route's hits, in track time: its hook (`sound_behavior.hook_starts_at_ms`) and, when the
 * catalog lays the track out in sections, the start of every later hook or drop section.
 */
/** A loop-friendly track's loop in ms (its first downbeat to its end), or null when it does not loop or its length is not stated. */
export function loopMs(route: Json): number | null {
  const len = trackLengthMs(route);
  return route.sound_behavior?.loop_friendly === true && len !== null ? len - (route.tempo?.first_downbeat_ms ?? 0) : null;
}

export function hitPoints(route: Json): number[] {
  const hits = new Set<number>();
  const hook = route.sound_behavior?.hook_starts_at_ms;
  if (typeof hook === 'number') hits.add(hook);
  for (const s of route.track?.sections ?? []) if ((s.kind === 'hook' || s.kind === 'drop') && typeof s.start_ms === 'number') hits.add(s.start_ms);
  return [...hits].sort((a, b) => a - b);
}

/**
 * "Could some route land it": the creator trims the sound start in the app, so a hit H (track
 * time) lands at H - start in clip time. The start cannot be negative, so a route can put a hit
 * on a reveal at P only when some hit is at or after P (minus a frame). When the catalog states
 * the track's length, the trimmed track must also still cover the whole clip, unless the route
 * loops. A route without a hit has nothing to land.
 */
export function routeCanLand(route: Json, payoffMs: number, durationS: number | undefined): boolean {
  const len = trackLengthMs(route);
  // A loop-friendly track wraps: a second play from its first downbeat brings its hook back one loop later.
  const loop = loopMs(route);
  if (loop !== null && hitPoints(route).some((h) => payoffMs - (h - (route.tempo?.first_downbeat_ms ?? 0)) > 0 && payoffMs - (h - (route.tempo?.first_downbeat_ms ?? 0)) <= loop)) return true;
  return hitPoints(route).some((h) => {
    const start = h - payoffMs;
    if (start < -FRAME_MS) return false;
    return !(len !== null && durationS !== undefined && route.sound_behavior?.loop_friendly !== true && Math.max(0, start) + durationS * 1000 > len);
  });
}
/**
 * "Whenever the catalog allows it": a route the catalog marks "not for reveals" (a talking bed, a
 * study loop) does not count as one that could land a reveal, though its steady hits would.
 */
const notForReveals = (route: Json): boolean => (route.fit?.not_for ?? []).some((w: string) => /^reveals?$/i.test(w.trim()));
export function someRouteCanLand(payoffMs: number, durationS: number | undefined, among?: readonly string[]): boolean {
  return routes.some((r) => (among === undefined || among.includes(r.sound_slug)) && !notForReveals(r) && routeCanLand(r, payoffMs, durationS));
}

// ---------------------------------------------------------------------------------------------
// Understanding: one small mapping per fact, so a change in the concierge response shape
// (language, a source per value) is fixed here in one place.

type Understood = Json;
const understoodOf = (res: Json): Understood => res.understood ?? {};
/** Read a value that may be plain or wrapped as `{ value, source }`. */
const plain = (v: Json): Json => (v !== null && typeof v === 'object' && 'value' in v ? v.value : v);

export const factReaders: { [K in keyof Expected]-?: (res: Json) => Expected[K] | null } = {
  duration_s: (res) => plain(understoodOf(res).duration_s) ?? null,
  payoff_at_ms: (res) => plain(understoodOf(res).payoff_at_ms) ?? null,
  voiceover: (res) => plain(understoodOf(res).voiceover) ?? null,
  aigc: (res) => plain(understoodOf(res).aigc) ?? null,
  commercial: (res) => {
    const u = understoodOf(res);
    return plain(u.commercial_use) === true || plain(u.paid_ad) === true || plain(u.off_platform_reuse) === true || plain(u.client_delivery) === true;
  },
};
function factMatches(fact: keyof Expected, want: unknown, got: unknown): boolean {
  if (fact === 'payoff_at_ms') return typeof got === 'number' && Math.abs(got - (want as number)) <= FRAME_MS;
  // The API takes a clip's length in whole seconds: "12.5s" is read as 13 s, the nearest it can plan.
  if (fact === 'duration_s' && typeof want === 'number' && !Number.isInteger(want)) return got === Math.round(want);
  return got === want;
}

// ---------------------------------------------------------------------------------------------
// Copy checks (audience-facing text only)

const STOPWORDS = new Set(
  ('a an the and or but of to in on at for with from by is it my your our this that i me you we be ' +
    'de la el los las y o en con para por un una del al que es mi su ' +
    'da do das dos e em com um uma no na os as meu minha ' +
    'le les des du et ou au aux avec pour un une mon ma mes est ' +
    'der die das und oder mit für ein eine im am zu von mein meine ist')
    .split(' '),
);
const NUMBER_WORDS = new Set('zero one two three four five six seven eight nine ten eleven twelve twenty thirty forty fifty sixty hundred uno dos tres cuatro cinco seis siete ocho nueve diez um dois três quatro cinco seis sete oito nove dez un deux trois quatre cinq six sept huit neuf dix eins zwei drei vier fünf sechs sieben acht neun zehn'.split(' '));
/** Fragments that only make sense as part of a phrase, seen as split tags (#talking #head, #pre #roll, #paid #brand). */
const FRAGMENTS = new Set(['pre', 'roll', 'head', 'paid', 'brand', 'made', 'clip', 'clips', 'sec', 'secs', 'seconds', 'segundos', 'secondes', 'sekunden', 'ms', 'mark', 'video', 'no', 'voice', 'voiceover', 'talking', 'get', 'ready', 'day', 'life', 'real', 'estate']);
/** Vowel-less tags creators really use. */
const CREATOR_ACRONYMS = new Set(['grwm', 'wfh', 'bts', 'nyc', 'pov', 'diy', 'fyp', 'ootd', 'wwyd', 'tbt', 'nsfw', 'pwm']);
/** Phrases whose words appear as separate tags in one list. */
const COMPOUNDS: Array<[string, string]> = [['talking', 'head'], ['pre', 'roll'], ['real', 'estate'], ['fit', 'check'], ['meal', 'prep'], ['first', 'look'], ['side', 'hustle'], ['small', 'business'], ['before', 'after'], ['glow', 'up'], ['road', 'trip'], ['story', 'time'], ['day', 'life'], ['get', 'ready'], ['study', 'with'], ['street', 'corn'], ['night', 'out']];

export function junkTagReason(tag: string, siblings: string[]): string | null {
  const t = tag.replace(/^#/, '').toLowerCase();
  if (t.length < 2) return 'single letter';
  if (!/^[\p{L}\p{N}_]+$/u.test(t)) return 'not a word';
  if (/^\d+$/.test(t)) return 'a number';
  if (!/[aeiouyáéíóúàâêôãõäöüå]/.test(t) && !CREATOR_ACRONYMS.has(t) && t.length > 3) return 'non-word';
  if (STOPWORDS.has(t)) return 'stopword';
  if (NUMBER_WORDS.has(t)) return 'number word';
  if (FRAGMENTS.has(t)) return 'split word';
  const set = new Set(siblings.map((s) => s.replace(/^#/, '').toLowerCase()));
  for (const [a, b] of COMPOUNDS) if ((t === a && set.has(b)) || (t === b && set.has(a))) return `split words #${a} #${b}`;
  return null;
}

const TRUNCATED = /…|\.\.\./;
/** A phrase cut after a connective ("200kg deadlift warmups then in 15 seconds", "tacos with."): the topic was cut mid-thought. */
const DANGLING = /\b(?:then|and|or|with|of|the|to|for|my|our|your)\s+in\s+\d+\s+seconds\b|\b(?:then|and|or|the|my|our|your)\s*(?:[,.!?:;]|$)/i;
/** Machine timestamps: decimals of seconds, milliseconds, "the 4.5s mark". "30 seconds" in words is human. */
const MACHINE_TIME = /\b\d+\.\d+\s?s(ec)?\b|\b\d+\s?ms\b|\b\d+(\.\d+)?\s?s(ec(ond)?s?)?\s+mark\b|\bmark\s+(at\s+)?\d/i;
const BAIT = /comment\s+(1|one|2|two)\b|wait for it|no skip|don'?t (scroll|skip)|watch (till|until|to) the end|follow for part/i;

export interface Copy { hooks: string[]; captions: string[]; tagLists: string[][]; cards: string[] }

function clipPackCopy(cp: Json): Copy {
  const pp = cp.post_pack ?? {};
  const tp = cp.template_pack ?? {};
  return {
    hooks: [...(pp.hooks ?? [])],
    captions: [...(pp.captions ?? []).map((c: Json) => c.text), tp.caption_template].filter((s): s is string => typeof s === 'string'),
    tagLists: [pp.hashtags ?? [], ...(pp.captions ?? []).map((c: Json) => c.hashtags ?? [])],
    cards: (tp.shots ?? []).map((s: Json) => s.on_screen_text).filter((s: unknown): s is string => typeof s === 'string'),
  };
}
function conciergeCopy(res: Json): Copy {
  const c = clipPackCopy(res.clip_pack ?? {});
  for (const o of res.caption_options ?? []) {
    c.captions.push(o.text);
    c.tagLists.push(o.hashtags ?? []);
  }
  return c;
}

/** Count of raw-topic pastes in an answer, echoes of the request (`clip`, `understood`) excepted. */
function topicPastes(res: Json, raw: string): number {
  if (raw.trim().split(/\s+/).length < 3) return 0; // a one- or two-word topic is a legitimate subject name
  const strip = (o: Json): Json => {
    if (Array.isArray(o)) return o.map(strip);
    if (o && typeof o === 'object') return Object.fromEntries(Object.entries(o).filter(([k]) => k !== 'clip' && k !== 'understood').map(([k, v]) => [k, strip(v)]));
    return o;
  };
  const hay = JSON.stringify(strip(res)).toLowerCase();
  const needle = JSON.stringify(raw.trim().toLowerCase()).slice(1, -1);
  return hay.split(needle).length - 1;
}

export function copyProblems(copy: Copy, res: Json, raw: string, grief: boolean): string[] {
  const out: string[] = [];
  const texts = [...copy.hooks, ...copy.captions, ...copy.cards];
  for (const t of texts) {
    if (TRUNCATED.test(t)) out.push(`truncated phrase: "${t}"`);
    else if (DANGLING.test(t)) out.push(`phrase cut after a connective: "${t}"`);
    const m = MACHINE_TIME.exec(t);
    if (m) out.push(`machine timestamp "${m[0]}" in: "${t}"`);
    if (grief && BAIT.test(t)) out.push(`engagement bait on a grief clip: "${t}"`);
  }
  for (const list of copy.tagLists) for (const tag of list) {
    const why = junkTagReason(tag, list);
    if (why) out.push(`junk hashtag ${tag} (${why})`);
  }
  const n = topicPastes(res, raw);
  if (n > 3) out.push(`raw topic pasted ${n} times`);
  return [...new Set(out)];
}

// ---------------------------------------------------------------------------------------------
// Scoring

export interface Failure { id: string; endpoint: 'recommend' | 'clip-pack' | 'concierge'; check: string; detail: string }
interface Tally { pass: number; total: number }
const tally = (): Tally => ({ pass: 0, total: 0 });
const pct = (t: Tally): number | null => (t.total === 0 ? null : Math.round((1000 * t.pass) / t.total) / 10);

export interface Scorecard {
  counts: { clips: number; messages: number };
  acceptable: { recommend: number | null; clip_pack: number | null; concierge: number | null };
  understanding: number | null;
  understanding_by_fact: Record<string, number | null>;
  questions_asked: number | null;
  invariants: { voice: number | null; commercial: number | null; aigc: number | null; reveal: number | null; all: number | null };
  /**
   * Not an invariant, shown for honesty: of the plans with a reveal some route of the catalog could
   * land (made for the clip or not), how many land it. The engine puts topic fit first: a wedding
   * film keeps the wedding route and says its hit cannot land, rather than take an ASMR bed that can.
   */
  reveal_any_route: number | null;
  copy: { clip_pack: number | null; concierge: number | null; all: number | null };
  failures: Failure[];
}

const isCommercialClip = (r: ClipRequest) => r.paid_ad === true || r.commercial_use === true || r.off_platform_reuse === true || r.client_delivery === true;
/** Grief and memorial items are the ones whose tender route is acceptable; judged on the panel's own answer key. */
const isGrief = (acceptable: string[]) => acceptable.includes('still-water');

function recommendRequest(r: ClipRequest): Json {
  return { ...r };
}
function clipPackRequest(r: ClipRequest): Json {
  const { description, topic, platform: _platform, ...rest } = r;
  return { mode: 'clip_to_sound', clip: { topic: topic ?? description, platform: 'shortvideo', ...rest } };
}

/** Runs the pure engine function behind an operation (synchronously; operations' own `run` is async and takes a context). */
function run<T>(op: { input: { parse: (x: unknown) => unknown }; run: (c: typeof catalog, i: never) => T }, req: unknown): { ok: true; res: T } | { ok: false; error: string } {
  try {
    return { ok: true, res: op.run(catalog, op.input.parse(req) as never) };
  } catch (e) {
    return { ok: false, error: e instanceof Error ? e.message.slice(0, 200) : String(e) };
  }
}

export function score(panel: { clips: ClipItem[]; messages: MessageItem[] }): Scorecard {
  const acc = { recommend: tally(), clip_pack: tally(), concierge: tally() };
  const inv = { voice: tally(), commercial: tally(), aigc: tally(), reveal: tally() };
  const revealAny = tally();
  const copy = { clip_pack: tally(), concierge: tally() };
  const facts: Record<string, Tally> = { duration_s: tally(), payoff_at_ms: tally(), voiceover: tally(), aigc: tally(), commercial: tally() };
  const questions = tally();
  const failures: Failure[] = [];
  const fail = (id: string, endpoint: Failure['endpoint'], check: string, detail: string) => failures.push({ id, endpoint, check, detail });
  const check = (t: Tally, ok: boolean, id: string, endpoint: Failure['endpoint'], name: string, detail: string) => {
    t.total++;
    if (ok) t.pass++;
    else fail(id, endpoint, name, detail);
  };

  /** The invariants every clip-pack answer (direct or inside the concierge) must keep. */
  const packInvariants = (id: string, endpoint: Failure['endpoint'], cp: Json, f: { voice: boolean; commercial: boolean; aigc: boolean; payoff?: number; duration?: number; acceptable: readonly string[] }) => {
    if (f.voice) check(inv.voice, isVoiceSafe(cp.route), id, endpoint, 'invariant: voice', `voice clip routed to ${cp.route}, which is not voice-safe`);
    if (f.commercial) {
      const cr = cp.recommended_sound?.usage_boundary?.campaign_route;
      const level = cp.risk_assessment?.level;
      check(inv.commercial, cr != null && level !== 'low', id, endpoint, 'invariant: commercial', `campaign route ${cr ? cr.route : 'missing'}, risk level ${level}`);
    }
    if (f.aigc) {
      const d = cp.aigc_disclosure;
      check(inv.aigc, d?.required === true && (Boolean(d.label) || Boolean(d.caption_line)), id, endpoint, 'invariant: aigc', `AIGC disclosure ${JSON.stringify(d)?.slice(0, 120)}`);
    }
    // The reveal must land whenever a route the editor accepts for the clip can land it (a route
    // made for something else that happens to land is no better plan), and a plan that does not
    // land must not claim it does.
    if (f.payoff !== undefined && someRouteCanLand(f.payoff, f.duration)) {
      // The hits in clip time, from the catalog's hits and the plan's own sound start; the plan's
      // beat map must report the hook at the same clip time it implies (no claim the numbers do not show).
      const route = routeBySlug.get(cp.route);
      const start = cp.flow_guidance?.sound_start_ms ?? cp.beat_map?.sound_start_ms ?? 0;
      // A loop-friendly track that wraps brings each hit back one loop later.
      const loop = route ? loopMs(route) : null;
      const hits = route ? hitPoints(route).flatMap((h) => (loop === null ? [h - start] : [h - start, h - start + loop])) : [];
      const landed = hits.some((h) => Math.abs(h - f.payoff!) <= FRAME_MS);
      // The beat map may report whichever hit the plan uses (the hook or a later drop), but it
      // must be one the catalog and the sound start imply.
      const bm = cp.beat_map?.hook_at_ms;
      const consistent = typeof bm !== 'number' || hits.length === 0 || hits.some((h) => Math.abs(bm - h) <= 1);
      const claimsAligned = cp.payoff_guidance?.aligned === true;
      const honest = consistent && claimsAligned === landed;
      const hit = hits.length ? hits.join('/') : 'none';
      const detail = `reveal at ${f.payoff} ms; ${cp.route} hits land at ${hit} ms (sound start ${start}, beat map hook ${bm ?? 'n/a'}${consistent ? '' : ', inconsistent with the sound start'}${claimsAligned === landed ? '' : `, payoff_guidance.aligned says ${claimsAligned}`})`;
      revealAny.total++;
      if (landed && honest) revealAny.pass++;
      const mustLand = someRouteCanLand(f.payoff, f.duration, f.acceptable);
      check(inv.reveal, honest && (landed || !mustLand), id, endpoint, 'invariant: reveal', detail);
    }
  };

  for (const item of panel.clips) {
    const r = item.request;
    const raw = (r.topic ?? r.description ?? '').trim();
    const rec = run({ input: recommendOperation.input, run: recommend } as never, recommendRequest(r)) as { ok: boolean; res?: Json; error?: string };
    if (!rec.ok) { acc.recommend.total++; fail(item.id, 'recommend', 'error', rec.error!); }
    else {
      check(acc.recommend, item.acceptable.includes(rec.res.route), item.id, 'recommend', 'route', `${rec.res.route} not in [${item.acceptable.join(', ')}]`);
      if (r.voiceover === true) check(inv.voice, isVoiceSafe(rec.res.route), item.id, 'recommend', 'invariant: voice', `voice clip routed to ${rec.res.route}`);
      if (isCommercialClip(r)) check(inv.commercial, rec.res.campaign_route != null, item.id, 'recommend', 'invariant: commercial', 'no campaign_route on a paid/brand/client/off-platform clip');
    }
    const cp = run({ input: clipPackOperation.input, run: clipPack } as never, clipPackRequest(r)) as { ok: boolean; res?: Json; error?: string };
    if (!cp.ok) { acc.clip_pack.total++; copy.clip_pack.total++; fail(item.id, 'clip-pack', 'error', cp.error!); continue; }
    check(acc.clip_pack, item.acceptable.includes(cp.res.route), item.id, 'clip-pack', 'route', `${cp.res.route} not in [${item.acceptable.join(', ')}]`);
    packInvariants(item.id, 'clip-pack', cp.res, { voice: r.voiceover === true, commercial: isCommercialClip(r), aigc: r.aigc === true, payoff: r.payoff_at_ms, duration: r.duration_s, acceptable: item.acceptable });
    const probs = copyProblems(clipPackCopy(cp.res), cp.res, raw, isGrief(item.acceptable));
    check(copy.clip_pack, probs.length === 0, item.id, 'clip-pack', 'copy', probs.join('; '));
  }

  for (const item of panel.messages) {
    const out = run({ input: conciergeOperation.input, run: concierge } as never, { message: item.message }) as { ok: boolean; res?: Json; error?: string };
    if (!out.ok) { acc.concierge.total++; copy.concierge.total++; fail(item.id, 'concierge', 'error', out.error!); continue; }
    const res = out.res;
    const cp = res.clip_pack;
    check(acc.concierge, item.acceptable.includes(cp.route), item.id, 'concierge', 'route', `${cp.route} not in [${item.acceptable.join(', ')}]`);
    // A reveal stated at or after the stated end cannot be planned: the right reading is a question about it.
    const e0 = item.expected;
    const impossibleReveal = e0.payoff_at_ms !== undefined && e0.duration_s !== undefined && e0.payoff_at_ms >= e0.duration_s * 1000;
    const askedAboutReveal = (res.understood?.contradictions ?? []).some((c: Json) => c.field === 'payoff_at_ms');
    for (const [k, want] of Object.entries(item.expected) as Array<[keyof Expected, unknown]>) {
      const got = factReaders[k](res);
      // A length past any short-form clip (a 2 h study-with-me) cannot be planned either: asking about it is the right reading.
      const askedAboutLength = k === 'duration_s' && typeof want === 'number' && want > 600 && (res.understood?.contradictions ?? []).some((c: Json) => c.field === 'duration_s');
      const ok = factMatches(k, want, got) || (k === 'payoff_at_ms' && impossibleReveal && askedAboutReveal) || askedAboutLength;
      check(facts[k]!, ok, item.id, 'concierge', `understanding: ${k}`, `message states ${JSON.stringify(want)}, understood ${JSON.stringify(got)}${impossibleReveal ? ' (after the end, and no question about it)' : ''}`);
    }
    if (item.expects_question) {
      // A contradiction the concierge reports (understood.contradictions, each with its question in
      // next_questions) is the question asked; otherwise a question about the sound must be among them.
      const qs = [...(res.next_questions ?? []), ...(cp.agent_prompt_pack?.clarifying_questions ?? [])];
      const asked = qs.map((q: Json) => (typeof q === 'string' ? q : q.question));
      const reported = (res.understood?.contradictions ?? []).some((c: Json) => asked.includes(c.question));
      check(questions, qs.length > 0 && (reported || /music|sound|audio|volume/i.test(JSON.stringify(qs))), item.id, 'concierge', 'question', 'a contradictory or sound-averse message got no question about it');
    }
    const e = item.expected;
    packInvariants(item.id, 'concierge', cp, { voice: e.voiceover === true, commercial: e.commercial === true, aigc: e.aigc === true, payoff: impossibleReveal ? undefined : e.payoff_at_ms, duration: e.duration_s, acceptable: item.acceptable });
    const probs = copyProblems(conciergeCopy(res), res, item.message, isGrief(item.acceptable));
    check(copy.concierge, probs.length === 0, item.id, 'concierge', 'copy', probs.join('; '));
  }

  const sum = (...ts: Tally[]): Tally => ts.reduce((a, t) => ({ pass: a.pass + t.pass, total: a.total + t.total }), tally());
  return {
    counts: { clips: panel.clips.length, messages: panel.messages.length },
    acceptable: { recommend: pct(acc.recommend), clip_pack: pct(acc.clip_pack), concierge: pct(acc.concierge) },
    understanding: pct(sum(...Object.values(facts))),
    understanding_by_fact: Object.fromEntries(Object.entries(facts).map(([k, t]) => [k, pct(t)])),
    questions_asked: pct(questions),
    invariants: { voice: pct(inv.voice), commercial: pct(inv.commercial), aigc: pct(inv.aigc), reveal: pct(inv.reveal), all: pct(sum(...Object.values(inv))) },
    reveal_any_route: pct(revealAny),
    copy: { clip_pack: pct(copy.clip_pack), concierge: pct(copy.concierge), all: pct(sum(copy.clip_pack, copy.concierge)) },
    failures,
  };
}

export type EvalResult = Record<PanelPart, Scorecard>;
export function runEval(): EvalResult {
  return { tuning: score(loadPanel('tuning')), fresh: score(loadPanel('fresh')), holdout: score(loadPanel('holdout')), blind: score(loadPanel('blind')), stress: score(loadPanel('stress')) };
}

/** The scorecard as a text table, the parts side by side. */
export function formatScorecard(s: EvalResult, verbose: boolean): string {
  const f = (v: number | null) => (v === null ? 'n/a' : `${v.toFixed(1)} %`);
  const rows: Array<[string, (c: Scorecard) => number | null]> = [
    ['acceptable route: recommend', (c) => c.acceptable.recommend],
    ['acceptable route: clip-pack', (c) => c.acceptable.clip_pack],
    ['acceptable route: concierge', (c) => c.acceptable.concierge],
    ['understanding (all stated facts)', (c) => c.understanding],
    ...(['duration_s', 'payoff_at_ms', 'voiceover', 'aigc', 'commercial'] as const).map((k): [string, (c: Scorecard) => number | null] => [`  ${k}`, (c) => c.understanding_by_fact[k] ?? null]),
    ['question on contradiction', (c) => c.questions_asked],
    ['invariant: voice -> voice-safe', (c) => c.invariants.voice],
    ['invariant: commercial -> licence, risk>low', (c) => c.invariants.commercial],
    ['invariant: AI -> disclosure', (c) => c.invariants.aigc],
    ['invariant: reveal lands (±1 frame)', (c) => c.invariants.reveal],
    ['invariants (all)', (c) => c.invariants.all],
    ['(info) reveal lands when any route could', (c) => c.reveal_any_route],
    ['copy checks: clip-pack', (c) => c.copy.clip_pack],
    ['copy checks: concierge', (c) => c.copy.concierge],
  ];
  const parts = ['tuning', 'fresh', 'holdout', 'blind', 'stress'] as const;
  const lines = [`${'check'.padEnd(44)} ${parts.map((p) => p.padStart(9)).join(' ')}`];
  lines.push(`${'panel size (clips / messages)'.padEnd(44)} ${parts.map((p) => `${s[p].counts.clips}/${s[p].counts.messages}`.padStart(9)).join(' ')}`);
  for (const [name, get] of rows) lines.push(`${name.padEnd(44)} ${parts.map((p) => f(get(s[p])).padStart(9)).join(' ')}`);
  if (verbose) {
    lines.push('', 'Failures (tuning):');
    for (const x of s.tuning.failures) lines.push(`  ${x.id} [${x.endpoint}] ${x.check}: ${x.detail}`);
    lines.push('', 'Failures (fresh, tuned on):');
    for (const x of s.fresh.failures) lines.push(`  ${x.id} [${x.endpoint}] ${x.check}: ${x.detail}`);
    lines.push('', 'Failures (stress, tuned on, no floor):');
    for (const x of s.stress.failures) lines.push(`  ${x.id} [${x.endpoint}] ${x.check}: ${x.detail}`);
    lines.push('', `Failures (holdout): ${s.holdout.failures.length}, (blind): ${s.blind.failures.length} (not listed: do not tune against them)`);
  }
  return lines.join('\n');
}
