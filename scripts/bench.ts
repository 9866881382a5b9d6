/**
 * npm run bench: what each surface costs, on this machine, in one run. Every timing is a ratio
 * against a floor measured in the same run, with the absolute figures beside it; medians over
 * rounds. Prints one table (figure, measured, budget, pass/fail) and writes bench/results.json
 * and bench/results.md. It asserts nothing and is not part of npm test.
 *   BENCH_ONLY=engine,http,...   run some jobs only (engine, http, scale, cold, context, local, keyed)
 *   BENCH_QUICK=1                fewer rounds, shorter runs (a smoke run; the figures are noisier)
 * The jobs live in scripts/bench/, one file each.
 */
import os from 'node:os';
import { coldStartJob } from './bench/cold-start.ts';
import { contextJob } from './bench/context.ts';
import { engineJob } from './bench/engine.ts';
import { httpJob } from './bench/http.ts';
import { keyedJob } from './bench/keyed.ts';
import { localStackJob } from './bench/local-stack.ts';
import { markdown, skip, write, rows } from './bench/report.ts';
import { scaleJob } from './bench/scale.ts';

const quick = process.env.BENCH_QUICK === '1';
const only = new Set((process.env.BENCH_ONLY ?? 'engine,http,scale,cold,context,local,keyed').split(',').map((s) => s.trim()));
const started = performance.now();
const load = { connections: 10, seconds: quick ? 2 : 4, rounds: quick ? 1 : 3 };

const jobs: Array<[string, () => Promise<void>]> = [
  ['engine', engineJob],
  ['http', () => httpJob(load)],
  ['scale', () => scaleJob([100, 1_000, 10_000], { minSamples: quick ? 30 : 100, maxMs: quick ? 2_000 : 8_000 })],
  ['cold', () => coldStartJob(quick ? 2 : 5)],
  ['context', contextJob],
  ['local', () => localStackJob({ connections: 20, seconds: quick ? 3 : 5, rounds: quick ? 1 : 2 })],
  ['keyed', () => keyedJob(quick ? 50 : 300)],
];

for (const [name, job] of jobs) {
  if (!only.has(name)) continue;
  try {
    await job();
  } catch (e) {
    console.error(`[bench] ${name} failed:`, e);
    skip(`${name} job`, `failed: ${(e as Error).message.split('\n')[0]}`);
  }
}

const seconds = (performance.now() - started) / 1000;
console.log(`\n${markdown()}\n\n${rows.filter((r) => r.status === 'FAIL').length} of ${rows.filter((r) => r.status === 'pass' || r.status === 'FAIL').length} budgets fail; ${seconds.toFixed(0)} s on ${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'cpu'}), node ${process.version}.`);
write({ date: new Date().toISOString(), seconds: Math.round(seconds), node: process.version, cpus: os.cpus().length, cpu: os.cpus()[0]?.model, quick });
process.exit(0);
