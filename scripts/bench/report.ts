/** The bench table: one row per figure (measured, budget, pass/fail), printed and written as JSON. */
import { mkdirSync, writeFileSync } from 'node:fs';

export interface Row {
  /** What is measured. */
  figure: string;
  /** The figure as the table shows it (a ratio, bytes, ms). */
  measured: string;
  /** The budget in words ("<= 2x"), or "-" for a figure shown for information. */
  budget: string;
  /** pass / FAIL / info / skipped. */
  status: 'pass' | 'FAIL' | 'info' | 'skipped';
  /** Absolute figures beside the ratio, and notes. */
  detail: string;
}

export const rows: Row[] = [];

export function add(figure: string, measured: string, budget: string, ok: boolean | null, detail: string): void {
  const row: Row = { figure, measured, budget, status: ok === null ? 'info' : ok ? 'pass' : 'FAIL', detail };
  rows.push(row);
  console.log(`  ${row.status.padEnd(7)} ${figure}: ${measured} (budget ${budget}) ${detail}`);
}

export function skip(figure: string, why: string): void {
  rows.push({ figure, measured: '-', budget: '-', status: 'skipped', detail: why });
  console.log(`  skipped ${figure}: ${why}`);
}

/** The table as Markdown (what the README's Performance section shows). */
export function markdown(): string {
  const esc = (s: string) => s.replaceAll('|', '\\|');
  return [
    '| figure | measured | budget | status | absolute figures / notes |',
    '|---|---|---|---|---|',
    ...rows.map((r) => `| ${esc(r.figure)} | ${esc(r.measured)} | ${esc(r.budget)} | ${r.status} | ${esc(r.detail)} |`),
  ].join('\n');
}

export function write(meta: Record<string, unknown>): void {
  mkdirSync('bench', { recursive: true });
  writeFileSync('bench/results.json', `${JSON.stringify({ ...meta, rows }, null, 2)}\n`);
  writeFileSync('bench/results.md', `${markdown()}\n`);
}

export const fmt = {
  x: (r: number) => `${r.toFixed(2)}x`,
  us: (u: number) => (u >= 1000 ? `${(u / 1000).toFixed(2)} ms` : `${u.toFixed(1)} µs`),
  ms: (m: number) => `${m.toFixed(m >= 100 ? 0 : 2)} ms`,
  kb: (b: number) => `${(b / 1024).toFixed(1)} KB`,
  rps: (r: number) => `${r.toFixed(0)} req/s`,
};
