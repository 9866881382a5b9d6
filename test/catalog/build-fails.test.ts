/** Bad data fails the real build (astro build) with the file and the path inside it. */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

describe('astro build with bad data', () => {
  it('fails and names data/sounds.json and routes[2].sound_behavior.role', () => {
    const dir = mkdtempSync(join(tmpdir(), 'bad-data-'));
    for (const entry of ['astro.config.mjs', 'tsconfig.json', 'package.json', 'src', 'data', 'public']) cpSync(entry, join(dir, entry), { recursive: true });
    symlinkSync(join(process.cwd(), 'node_modules'), join(dir, 'node_modules'));
    const file = join(dir, 'data/sounds.json');
    const sounds = JSON.parse(readFileSync(file, 'utf8'));
    sounds.routes[2].sound_behavior.role = 'lead_vocal';
    writeFileSync(file, JSON.stringify(sounds));
    const res = spawnSync('npx', ['astro', 'build'], { cwd: dir, encoding: 'utf8', timeout: 120_000 });
    const out = `${res.stdout}\n${res.stderr}`;
    expect(res.status, out.slice(-2000)).not.toBe(0);
    expect(out).toContain('data/sounds.json: routes[2].sound_behavior.role');
  }, 150_000);
});
