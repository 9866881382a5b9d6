// usage: node --experimental-strip-types run.ts REQUESTS.json OUT.json
// REQUESTS.json: [{ "id": "...", "endpoint": "clip-pack" | "concierge", "body": {...} }]
// Runs each request through the service's engine (the same code the POST endpoints run) and writes
// [{ id, endpoint, body, status, answer }] to OUT.json. A bad body gives status 400 and the error.
import { readFileSync, writeFileSync } from 'node:fs';
import { catalog } from '../../src/catalog/load.ts';
import { clipPack, concierge } from '../../src/engine/index.ts';
import { clipPackOperation, conciergeOperation } from '../../src/operations.ts';
const reqs = JSON.parse(readFileSync(process.argv[2]!, 'utf8'));
const out = reqs.map((r: any) => {
  const op: any = r.endpoint === 'concierge' ? conciergeOperation : clipPackOperation;
  const fn: any = r.endpoint === 'concierge' ? concierge : clipPack;
  const parsed = op.input.safeParse(r.body);
  if (!parsed.success) return { ...r, status: 400, answer: parsed.error.issues };
  return { ...r, status: 200, answer: fn(catalog, parsed.data) };
});
writeFileSync(process.argv[3]!, JSON.stringify(out, null, 2));
console.log(`${out.length} answers written to ${process.argv[3]}`);
