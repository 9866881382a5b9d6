/**
 * Engine against its floor: the full in-process call (parse the JSON body, validate, run,
 * serialise) against parse + validate + serialise of the same request and response bytes
 * without the engine. Budget: at most 2x.
 */
import { catalog } from '../../src/catalog/load.ts';
import { restOperation, type OperationContext } from '../../src/operations.ts';
import { ANONYMOUS } from '../../src/schemas/caller.ts';
import { PATHS } from '../../src/surfaces.ts';

/** The context an anonymous in-process call runs with. */
const ctx: OperationContext = { catalog, caller: ANONYMOUS, now: () => new Date(), services: {} };
import { microsPerCall } from './measure.ts';
import { add, fmt } from './report.ts';

/** The bench's requests, one per case; the HTTP and MCP jobs reuse them. */
export const REQUESTS = {
  recommend: { path: PATHS.recommend, body: { description: 'morning routine and oatmeal cooking', platform: 'shortvideo', duration_seconds: 22 } },
  clipToSound: { path: PATHS.clipPack, body: { clip: { topic: 'fashion outfit', duration_s: 30, platform: 'shortvideo', aigc: true } } },
  soundToPlan: { path: PATHS.clipPack, body: { sound: { route: 'talking-points' }, clip: { topic: 'index funds explained', duration_s: 120, platform: 'shortvideo' } } },
  concierge: { path: PATHS.concierge, body: { message: 'before/after of my bathroom reno, the reveal at 7s, 15 sec, I talk over it' } },
} as const;

export async function engineJob(): Promise<void> {
  console.log('\nEngine against its floor (parse + validate + serialise, no engine)');
  for (const [name, { path, body }] of Object.entries(REQUESTS)) {
    const op = restOperation(path);
    const bytes = JSON.stringify(body);
    const responseValue = JSON.parse(JSON.stringify(await op.run(ctx, op.input.parse(body))));
    // Both sides are async, so the floor pays the same await as the full call.
    const full = async () => JSON.stringify(await op.run(ctx, op.input.parse(JSON.parse(bytes))));
    const floor = async () => {
      op.input.parse(JSON.parse(bytes));
      return JSON.stringify(responseValue);
    };
    const [f, fl] = await microsPerCall([full, floor]);
    const ratio = f! / fl!;
    add(`engine ${name} vs floor`, fmt.x(ratio), '<= 2x', ratio <= 2, `${fmt.us(f!)} per call vs floor ${fmt.us(fl!)}; response ${JSON.stringify(responseValue).length} B`);
  }
}
