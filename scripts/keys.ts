/**
 * Operator command for API keys: `npm run keys -- issue --plan scale --quota N`, `revoke KEY_ID`,
 * `usage KEY_ID`. Production Blobs with NETLIFY_SITE_ID and NETLIFY_AUTH_TOKEN set; otherwise the
 * local Blobs of `npm start` (.netlify/blobs-serve). Prints key ids, never stores a key.
 */
import { existsSync, readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { getStore } from '@netlify/blobs';
import { BlobsServer } from '@netlify/blobs/server';
import { AccountError } from '../src/accounts/errors.ts';
import { AccountsService } from '../src/accounts/service.ts';
import { ACCOUNTS_STORE_NAME, BlobsAccountStore } from '../src/adapters/blobs/blobs-store.ts';
import { PlanIdSchema } from '../src/schemas/caller.ts';

const USAGE = `usage:
  npm run keys -- issue --plan scale --quota 250000   issue a key (shown once)
  npm run keys -- issue --plan indie                  (quota from data/plans.json)
  npm run keys -- revoke KEY_ID                       revoke a key at once
  npm run keys -- usage KEY_ID                        this month's usage of a key
Production: set NETLIFY_SITE_ID and NETLIFY_AUTH_TOKEN. Otherwise: the local Blobs of npm start.`;

async function openStore(): Promise<{ store: BlobsAccountStore; where: string; close: () => Promise<void> }> {
  const name = process.env.ACCOUNTS_STORE ?? ACCOUNTS_STORE_NAME;
  const siteID = process.env.NETLIFY_SITE_ID;
  const token = process.env.NETLIFY_AUTH_TOKEN;
  if (siteID && token) {
    return { store: new BlobsAccountStore(getStore({ name, siteID, token, consistency: 'strong' })), where: `production site ${siteID}`, close: async () => {} };
  }
  const directory = resolve(process.env.LOCAL_BLOBS_DIR ?? '.netlify/blobs-serve');
  const entries = resolve(directory, 'entries');
  const localSite = process.env.LOCAL_SITE_ID ?? (existsSync(entries) ? readdirSync(entries)[0] : undefined) ?? 'local';
  const server = new BlobsServer({ directory, token: 'local-operator' });
  const { port } = await server.start();
  const url = `http://localhost:${port}`;
  const store = getStore({ name, siteID: localSite, token: 'local-operator', edgeURL: url, uncachedEdgeURL: url, consistency: 'strong' });
  return { store: new BlobsAccountStore(store), where: `local Blobs ${directory} (site ${localSite})`, close: () => server.stop() };
}

async function main(argv: string[]): Promise<number> {
  const { positionals, values } = parseArgs({ args: argv, allowPositionals: true, options: { plan: { type: 'string' }, quota: { type: 'string' } } });
  const [command, arg] = positionals;
  if (!command || !['issue', 'revoke', 'usage'].includes(command)) {
    console.error(USAGE);
    return 2;
  }
  const { store, where, close } = await openStore();
  const service = new AccountsService({ store, billing: null, config: { priceToPlan: {}, baseUrl: process.env.URL ?? 'https://soundlane.example' }, now: () => new Date() });
  try {
    console.error(`[keys] ${where}`);
    if (command === 'issue') {
      const plan = PlanIdSchema.safeParse(values.plan ?? 'scale');
      if (!plan.success) throw new Error(`--plan must be one of ${PlanIdSchema.options.join(', ')}`);
      const quota = values.quota === undefined ? undefined : Number(values.quota);
      if (quota !== undefined && (!Number.isInteger(quota) || quota < 1)) throw new Error('--quota must be a positive integer');
      const { key, record } = await service.issue(plan.data, quota);
      console.log(JSON.stringify({ key_id: record.key_id, plan: record.plan, quota: record.quota, api_key: key }, null, 2));
      console.error('[keys] The api_key is shown once; hand it over securely. Only its SHA-256 is stored.');
    } else if (command === 'revoke') {
      if (!arg) throw new Error('revoke needs a KEY_ID');
      const rec = await service.revoke(arg);
      console.log(JSON.stringify({ key_id: rec.key_id, status: rec.status, revoked_at: rec.revoked_at }, null, 2));
    } else {
      if (!arg) throw new Error('usage needs a KEY_ID');
      console.log(JSON.stringify(await service.usage(arg), null, 2));
    }
    return 0;
  } catch (e) {
    console.error(`[keys] ${e instanceof AccountError || e instanceof Error ? e.message : String(e)}`);
    return 1;
  } finally {
    await close();
  }
}

process.exitCode = await main(process.argv.slice(2));
