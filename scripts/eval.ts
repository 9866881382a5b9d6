/**
 * npm run eval: scores the engine on the panel in eval/panel (tuning and holdout apart), prints
 * the scorecard and writes it to eval/results.json. `--verbose` lists the tuning failures.
 * Holdout failures are counted, not listed: the holdout is not to be tuned against.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { formatScorecard, runEval, type Failure, type Scorecard } from './eval-scorer.ts';

const verbose = process.argv.includes('--verbose');
const result = runEval();
console.log(formatScorecard(result, verbose));

const countByCheck = (fs: Failure[]) => fs.reduce<Record<string, number>>((a, f) => ((a[`${f.endpoint} ${f.check}`] = (a[`${f.endpoint} ${f.check}`] ?? 0) + 1), a), {});
const { failures: holdoutFailures, ...holdout } = result.holdout as Scorecard;
const out = {
  tuning: result.tuning,
  holdout: { ...holdout, failure_counts: countByCheck(holdoutFailures) },
};
writeFileSync(fileURLToPath(new URL('../eval/results.json', import.meta.url)), JSON.stringify(out, null, 2) + '\n');
