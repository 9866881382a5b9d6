#!/usr/bin/env node
// npm test: installs what the tests need that npm does not (Debian's Chromium for the page
// tests, Debian's ffmpeg for the mix-spec test), then runs every vitest project (unit, then the
// served site end to end).
import { execSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(CHROMIUM) && process.env.SKIP_BROWSER_INSTALL !== '1') {
  console.log('[test] installing Chromium for the page tests (apt-get install chromium)…');
  const sudo = process.getuid?.() === 0 ? '' : 'sudo ';
  execSync(`${sudo}apt-get update -qq && ${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null`, { stdio: 'inherit', shell: '/bin/bash' });
}

// The mix-spec test runs the clip pack's ffmpeg command on generated audio. Installed like
// Chromium; if it cannot be, npm test stops here with the reason rather than skipping the test.
const hasFfmpeg = () => spawnSync('bash', ['-c', 'command -v ffmpeg'], { stdio: 'ignore' }).status === 0;
if (!hasFfmpeg()) {
  console.log('[test] installing ffmpeg for the mix-spec test (apt-get install ffmpeg)…');
  const sudo = process.getuid?.() === 0 ? '' : 'sudo ';
  try {
    execSync(`${sudo}apt-get update -qq && ${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends ffmpeg >/dev/null`, { stdio: 'inherit', shell: '/bin/bash' });
  } catch (e) {
    console.error(`[test] ffmpeg could not be installed (${e.message}); the mix-spec test needs it. Install Debian's ffmpeg and run npm test again.`);
    process.exit(1);
  }
  if (!hasFfmpeg()) {
    console.error('[test] ffmpeg is still not on PATH after apt-get install; the mix-spec test needs it.');
    process.exit(1);
  }
}

const args = ['vitest', 'run', ...process.argv.slice(2)];
const result = spawnSync('npx', args, { stdio: 'inherit', env: { ...process.env, NETLIFY_TELEMETRY_DISABLED: '1', ASTRO_TELEMETRY_DISABLED: '1' } });
process.exit(result.status ?? 1);
