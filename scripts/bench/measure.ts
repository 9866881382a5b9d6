/**
 * Timing helpers for npm run bench: medians over rounds, per-call samples and percentiles.
 * Nothing here asserts; the table says pass or fail against budgets.
 */

/** The median of `xs` (not mutated). */
export function median(xs: readonly number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 === 1 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
}

/** The p-th percentile (0..100) of `xs`, nearest rank. */
export function percentile(xs: readonly number[], p: number): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.max(0, Math.ceil((p / 100) * s.length) - 1))]!;
}

/** Calls per batch so one batch of `fn` takes about `ms`. */
async function batchSize(fn: () => unknown, ms: number): Promise<number> {
  let n = 1;
  for (;;) {
    const t = performance.now();
    for (let i = 0; i < n; i++) await fn();
    if (performance.now() - t > ms || n > 1e6) return n;
    n *= 2;
  }
}

/**
 * Median microseconds per call for each of `fns`, measured in interleaved rounds (a, b, a, b, ...)
 * so a noisy neighbour on the machine hits the call and its floor alike.
 */
export async function microsPerCall(fns: ReadonlyArray<() => unknown>, rounds = 9, batchMs = 30): Promise<number[]> {
  const sizes: number[] = [];
  for (const fn of fns) sizes.push(await batchSize(fn, batchMs));
  const samples: number[][] = fns.map(() => []);
  for (let r = 0; r < rounds; r++) {
    for (let i = 0; i < fns.length; i++) {
      const n = sizes[i]!;
      const fn = fns[i]!;
      const t = performance.now();
      for (let k = 0; k < n; k++) await fn();
      samples[i]!.push(((performance.now() - t) * 1000) / n);
    }
  }
  return samples.map(median);
}
