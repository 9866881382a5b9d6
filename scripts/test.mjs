#!/usr/bin/env node
// npm test: installs what the tests need that npm does not (Debian's Chromium for the page
// tests), then runs every vitest project (unit, then the served site end to end).
import { execSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(CHROMIUM) && process.env.SKIP_BROWSER_INSTALL !== '1') {
  console.log('[test] installing Chromium for the page tests (apt-get install chromium)…');
  const sudo = process.getuid?.() === 0 ? '' : 'sudo ';
  execSync(`${sudo}apt-get update -qq && ${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null`, { stdio: 'inherit', shell: '/bin/bash' });
}

const args = ['vitest', 'run', ...process.argv.slice(2)];
const result = spawnSync('npx', args, { stdio: 'inherit', env: { ...process.env, NETLIFY_TELEMETRY_DISABLED: '1', ASTRO_TELEMETRY_DISABLED: '1' } });
process.exit(result.status ?? 1);
