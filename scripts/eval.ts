/**
 * npm run eval: scores the engine on the panel in eval/panel (tuning, fresh, holdout, blind and stress apart),
 * prints the scorecard and writes it to eval/results.json. `--verbose` lists the tuning and fresh failures.
 * Holdout and blind failures are counted, not listed: they are not to be tuned against.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { formatScorecard, runEval, type Failure, type Scorecard } from './eval-scorer.ts';

const verbose = process.argv.includes('--verbose');
const result = runEval();
console.log(formatScorecard(result, verbose));

const countByCheck = (fs: Failure[]) => fs.reduce<Record<string, number>>((a, f) => ((a[`${f.endpoint} ${f.check}`] = (a[`${f.endpoint} ${f.check}`] ?? 0) + 1), a), {});
const counted = ({ failures, ...rest }: Scorecard) => ({ ...rest, failure_counts: countByCheck(failures) });
const out = { tuning: result.tuning, fresh: result.fresh, holdout: counted(result.holdout), blind: counted(result.blind), stress: result.stress };
writeFileSync(fileURLToPath(new URL('../eval/results.json', import.meta.url)), JSON.stringify(out, null, 2) + '\n');
