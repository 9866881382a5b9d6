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
    ['comfyui_node.py', 'python3', /route: [a-z-]+\nprompt: Vertical 9:16[\s\S]*show this before publishing: \S/],
  ])('%s runs against the served site', async (file, runner, expected) => {
    const path = await download(file);
    const res = spawnSync(runner, [path], { env, encoding: 'utf8', timeout: 30_000 });
    expect(res.status, res.stderr).toBe(0);
    expect(res.stdout).toMatch(expected);
  });

  it('the ComfyUI node, imported as ComfyUI imports it, is called directly and returns the prompt and the route for the next node', async () => {
    const path = await download('comfyui_node.py');
    const script = [
      'import importlib.util, json, sys',
      `spec = importlib.util.spec_from_file_location("node", ${JSON.stringify(path)})`,
      'mod = importlib.util.module_from_spec(spec); spec.loader.exec_module(mod)',
      'cls = next(iter(mod.NODE_CLASS_MAPPINGS.values()))',
      'types = cls.INPUT_TYPES()',
      'assert set(types["required"]) == {"description", "duration_s", "ai_generated"}, types',
      'out = getattr(cls(), cls.FUNCTION)("drone footage over iceland waterfalls", 15, True)',
      'assert len(out) == len(cls.RETURN_TYPES) == len(cls.RETURN_NAMES)',
      'print(json.dumps(dict(zip(cls.RETURN_NAMES, out))))',
    ].join('\n');
    const res = spawnSync('python3', ['-c', script], { env, encoding: 'utf8', timeout: 30_000 });
    expect(res.status, res.stderr).toBe(0);
    const out = JSON.parse(res.stdout) as Record<string, string>;
    expect(catalog.sounds.routes.map((r) => r.sound_slug)).toContain(out.sound_route);
    expect(out.video_prompt).toMatch(/^Vertical 9:16/);
    expect(out.risk_reminder ?? "").toMatch(/\S.{20,}/);
  });

  it('a key from the environment is sent as a bearer key (a malformed one is refused, never silently ignored)', async () => {
    const path = await download('python.py');
    const res = spawnSync('python3', [path], { env: { ...env, [`${catalog.service.name.toUpperCase()}_API_KEY`]: 'not-a-key' }, encoding: 'utf8', timeout: 30_000 });
    expect(res.status).not.toBe(0);
    expect(`${res.stdout}${res.stderr}`).toMatch(/401/);
  });
});
