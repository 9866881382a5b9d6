/**
 * Briefs laid out as tables, unfolded into "key: value" lines the field reader knows. Agents and
 * editing apps send a clip's facts as a CSV or semicolon table (a header line, then a value line),
 * a two-column "field,value" list, a Markdown table, or an edit decision list (an event line with
 * its in and out timecodes, "* MARKER hero_frame 00:00:12:15"). Each is rewritten line by line;
 * anything else is left as it was. Linear in the message: every line is split once.
 */
import { inLatinDigitsAndCues } from './reading-scripts.ts';
import { fold } from './fold.ts';

/** Header cells of a two-column table that name its columns, not a fact ("| campo | valor |", "field,value"). */
const COLUMN_NAMES: ReadonlySet<string> = new Set(['field', 'value', 'key', 'val', 'keys', 'values', 'name', 'fact', 'facts', 'item', 'info', 'detail', 'details', 'campo', 'valor', 'clave', 'chave', 'champ', 'valeur', 'feld', 'wert', 'schlussel', 'parametro', 'parameter', 'attribute', 'property']);
/** Words that open an edit decision list's marker line ("* MARKER hero_frame 00:00:12:15", "MARCA pico …", "REPÈRE …"). */
const MARKER_WORDS: ReadonlySet<string> = new Set(['marker', 'marca', 'marcador', 'repere', 'marke', 'locator', 'loc']);
/** An editor's timecode, hh:mm:ss:ff (";" for drop frame). */
const TIMECODE = /\b\d\d:\d\d:\d\d[:;]\d\d\b/g;
const ZERO_TIMECODE = /^00:00:00[:;]00$/;
/** A record timeline that starts on a whole hour ("01:00:00:00"), as broadcast edit lists do. */
const HOUR_TIMECODE = /^\d\d:00:00[:;]00$/;
/** A marker export's columns: the marker's name and its time. */
const MARKER_NAME_COLUMNS: ReadonlySet<string> = new Set(['marker name', 'marker', 'name', 'label', 'marker label']);
const MARKER_TIME_COLUMNS: ReadonlySet<string> = new Set(['in', 'time', 'tc', 'timecode', 'start', 'at', 'position', 'source in', 'record in']);
/** A table cell that names a key: one to three words, no digits, short. */
const KEY_CELL = /^[\p{L}_][\p{L}_ '’-]{0,23}$/u;

/**
 * The message with its table and edit-list lines rewritten as "key: value" lines; unchanged when it has none.
 * (Other scripts' digits and AI cues are made readable first, reading-scripts.ts: every reader starts here; `phrases`
 * false leaves other languages' moments and voices as written, for telling the language.)
 */
export function unfoldBrief(brief: string, phrases = true): string {
  const message = inLatinDigitsAndCues(brief, phrases);
  if (!message.includes('\n')) return message;
  const lines = message.split('\n');
  const rows = lines.map((l) => tableRow(l.trim()));
  const out: string[] = [];
  const events = editListEvents(lines);
  for (let i = 0; i < lines.length; ) {
    const edl = events.get(i) ?? editListLine(lines[i]!.trim());
    if (edl !== null) {
      out.push(edl);
      i++;
      continue;
    }
    // A table is a run of two or more rows split alike (a single line with commas is prose).
    let end = i;
    const row = rows[i];
    while (row !== null && row !== undefined && end < lines.length && rows[end] !== null && rows[end]!.sep === row.sep && rows[end]!.cells.length === row.cells.length) end++;
    if (row === null || row === undefined || end - i < 2) {
      out.push(lines[i]!);
      i++;
      continue;
    }
    out.push(...(tableLines(rows.slice(i, end) as TableRow[]) ?? lines.slice(i, end)));
    i = end;
  }
  return out.join('\n');
}

interface TableRow {
  cells: string[];
  sep: string;
}

/**
 * A table's rows as "key: value" lines: under a header of keys, each row pairs them; a two-column
 * list pairs its own cells when every first cell is a key. Null when the rows are no such table.
 */
function tableLines(rows: readonly TableRow[]): string[] | null {
  // A Markdown separator row ("|---|---|") says nothing.
  const data = rows.filter((r) => !r.cells.every((c) => /^:?-{2,}:?$/.test(c)));
  const first = data[0];
  if (first === undefined) return [];
  // A key cell of a comma table is one word ("beat_drop_tc"); prose between commas has spaces.
  const isKey = (c: string): boolean => KEY_CELL.test(c) && (first.sep !== ',' || !c.includes(' '));
  // "field,value", "| campo | valor |": the columns of a key-value list.
  const named = first.cells.length === 2 && first.cells.every((c) => COLUMN_NAMES.has(fold(c)));
  const pairs = named ? data.slice(1) : data;
  // A marker export ("Marker Name<TAB>In" then "final_fit<TAB>00:00:16:15"): each row a named marker, as a marker list writes it.
  const header = first.cells.map((c) => fold(c).replace(/_/g, ' '));
  const nameCol = header.findIndex((c) => MARKER_NAME_COLUMNS.has(c));
  const timeCol = header.findIndex((c) => MARKER_TIME_COLUMNS.has(c));
  if (data.length >= 2 && nameCol >= 0 && timeCol >= 0) return data.slice(1).map((r) => `- {name: ${r.cells[nameCol] ?? ''}, at: ${r.cells[timeCol] ?? ''}}`);
  if (first.cells.length === 2 && pairs.every((r) => isKey(r.cells[0]!))) return pairs.map((r) => `${r.cells[0]}: ${r.cells[1]}`);
  if (data.length >= 2 && first.cells.every(isKey)) return data.slice(1).map((r) => r.cells.flatMap((c, k) => (c === '' ? [] : [`${first.cells[k]}: ${c}`])).join(' | '));
  return null;
}

/** The cells of a table line: a Markdown row, or a line split by ";", a tab or "," into two or more cells; null for prose. */
function tableRow(line: string): TableRow | null {
  if (line.startsWith('|') && line.endsWith('|') && line.length > 2) {
    const cells = line.slice(1, -1).split('|').map((c) => c.trim());
    return cells.length >= 2 && cells.every((c) => c !== '') ? { cells, sep: '|' } : null;
  }
  for (const sep of [';', '\t', ',']) {
    if (!line.includes(sep)) continue;
    const cells = line.split(sep).map((c) => c.trim());
    // A table has no sentence in a cell (prose with commas has long clauses); a value row may leave a
    // cell empty ("…,75%,no,,no": no AI tool named), a header row may not (its cells must be keys).
    if (cells.length >= 2 && cells.filter((c) => c !== '').length >= 2 && cells.every((c) => c.length <= 80)) return { cells, sep };
    return null;
  }
  return null;
}

/** A reveal named on an edit list's event line ("003 hero_earbuds 00:00:09:00 00:00:15:00  <- payoff"). */
const EVENT_REVEAL = /\b(reveal|payoff|hero|climax|highlight|money shot|final look|punchline)\b/;

/**
 * The event lines of an edit list of several events from zero, by line index: the one that ends
 * last gives the clip's length, one named as the reveal its moment, the others only their words
 * (their in and out points are cuts, not facts). Empty when the message holds no such list.
 */
function editListEvents(lines: readonly string[]): Map<number, string> {
  const events: { at: number; number: number; inCode: string; outCode: string; words: string; rest: string }[] = [];
  // Events named as the reveal elsewhere ("the rosetta reveal is event 003's record in", "* 002 = AFTER / REVEAL").
  const named = new Set<number>();
  lines.forEach((raw, at) => {
    const line = raw.trim();
    const folded = fold(line).replace(/_/g, ' ');
    if (EVENT_REVEAL.test(folded) || /\bafter\b/.test(folded)) {
      const ref = /^\*\s*0*(\d{1,3})\s*[=:-]/.exec(line) ?? /\b(?:event|evento|evenement|ereignis|clip|shot)\s*#?0*(\d{1,3})(?!\d)/.exec(folded);
      if (ref !== null && (EVENT_REVEAL.test(folded) || ref.index === 0)) named.add(Number(ref[1]));
    }
    const codes = line.match(TIMECODE);
    if (codes === null || codes.length < 2 || !/^\d{3}\s/.test(line)) return;
    const outCode = codes[codes.length - 1]!;
    // What follows the out point stays ("… 00:00:15:00  fps=25"), as on a single event line.
    const rest = line.slice(line.lastIndexOf(outCode) + outCode.length).trim();
    // With source and record columns, the last two are the record in and out: the clip's own timeline.
    events.push({ at, number: Number(line.slice(0, 3)), inCode: codes[codes.length - 2]!, outCode, words: line.replace(TIMECODE, ' ').replace(/\s+/g, ' ').trim(), rest });
  });
  const result = new Map<number, string>();
  if (events.length < 2) return result;
  // Timecodes of one list compare as strings (same hh:mm:ss:ff layout). The record timeline starts at
  // zero or on a whole hour ("record timeline starts at 01:00:00:00"): times are counted from there.
  const start = events.reduce((a, b) => (b.inCode < a.inCode ? b : a)).inCode;
  if (!ZERO_TIMECODE.test(start) && !HOUR_TIMECODE.test(start)) return result;
  const fromStart = (code: string): string => (ZERO_TIMECODE.test(start) ? code : `00${code.slice(2)}`);
  const last = events.reduce((a, b) => (b.outCode > a.outCode ? b : a));
  for (const e of events) {
    const reveal = (EVENT_REVEAL.test(fold(e.words).replace(/_/g, ' ')) || named.has(e.number)) && e.inCode !== start;
    const facts = [e === last ? `duration: ${fromStart(e.outCode)}` : null, reveal ? `reveal: ${fromStart(e.inCode)}` : null].filter((f) => f !== null);
    result.set(e.at, facts.length > 0 ? [...facts, ...(e.rest === '' ? [] : [e.rest])].join(' | ') : e.words.replace(/^\d{3}\s*/, ''));
  }
  return result;
}

/**
 * An edit decision list's line as a field: an event line ("001  AX  V  C  00:00:00:00 00:00:18:00")
 * or "IN 00:00:00:00 OUT 00:00:16:00" from zero gives the clip's length; a marker line gives its
 * key moment. Null for any other line.
 */
function editListLine(line: string): string | null {
  const codes = line.match(TIMECODE);
  if (codes === null) return null;
  const first = fold(line.replace(/^\*\s*/, '').split(/\s+/, 1)[0] ?? '');
  if (MARKER_WORDS.has(first) && codes.length === 1) return `reveal: ${codes[0]}`;
  const event = /^\d{3}\s/.test(line) || first === 'in';
  if (!event || codes.length < 2 || !ZERO_TIMECODE.test(codes[codes.length - 2]!)) return null;
  // What follows the out point stays ("… OUT 00:00:16:00  fps=25").
  const out = codes[codes.length - 1]!;
  const rest = line.slice(line.lastIndexOf(out) + out.length).trim();
  return rest === '' ? `duration: ${out}` : `duration: ${out} | ${rest}`;
}
