/** The served client examples run as written against the served site (curl, Node.js, Python). */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { catalog } from '../../src/catalog/load.ts';
import { examples } from '../../src/contracts/examples.ts';

const base = inject('baseUrl');
const env = { ...process.env, [`${catalog.service.name.toUpperCase()}_URL`]: base };
const dir = mkdtempSync(join(tmpdir(), 'examples-'));

async function download(file: string): Promise<string> {
  const res = await fetch(`${base}/examples/${file}`);
  expect(res.status, file).toBe(200);
  const path = join(dir, file);
  writeFileSync(path, await res.text());
  return path;
}

describe('client examples', () => {
  it('every example is served', async () => {
    for (const e of examples(catalog)) await download(e.file);
    const n8n = await (await fetch(`${base}/examples/n8n-workflow.json`)).json();
    expect(n8n.nodes.map((n: { type: string }) => n.type)).toContain('n8n-nodes-base.httpRequest');
  });

  it.each([
    ['curl.sh', 'bash', /"type":"sound_recommendation"/],
    ['node.mjs', process.execPath, /sound: street-sprint \(hook_pressure\)/],
    ['python.py', 'python3', /sound: Kitchen Window - kitchen-window/],
  ])('%s runs against the served site', async (file, runner, expected) => {
    const path = await download(file);
    const res = spawnSync(runner, [path], { env, encoding: 'utf8', timeout: 30_000 });
    expect(res.status, res.stderr).toBe(0);
    expect(res.stdout).toMatch(expected);
  });
});
