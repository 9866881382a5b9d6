/**
 * Work on one id from this process, one at a time (a promise chain per id, removed when idle).
 * Metering uses it so concurrent calls of one key in one instance count in turn instead of
 * racing each other's conditional writes; across instances the storage's conditional writes
 * still decide.
 */
const queues = new Map<string, Promise<unknown>>();

export async function oneAtATime<T>(id: string, work: () => Promise<T>): Promise<T> {
  const before = queues.get(id) ?? Promise.resolve();
  const run = before.then(work, work);
  const tail = run.catch(() => undefined);
  queues.set(id, tail);
  try {
    return await run;
  } finally {
    if (queues.get(id) === tail) queues.delete(id);
  }
}
