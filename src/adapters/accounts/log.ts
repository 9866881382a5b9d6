/** One structured log line per account event (key ids only, never keys). */
export function log(event: string, fields: Record<string, string | number | boolean | null>): void {
  console.info(JSON.stringify({ at: new Date().toISOString(), event, ...fields }));
}
