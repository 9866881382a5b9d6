#!/usr/bin/env node
// npm start: builds the site and serves static files + functions + local Netlify Blobs at
// http://localhost:8888 (PORT overrides) with `netlify serve --offline`: no account, no network.
import { spawn } from 'node:child_process';

const port = process.env.PORT ?? '8888';
const child = spawn('npx', ['netlify', 'serve', '--offline', '--port', port], {
  stdio: 'inherit',
  env: { ...process.env, BROWSER: 'none', NETLIFY_TELEMETRY_DISABLED: '1', ASTRO_TELEMETRY_DISABLED: '1' },
});
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
child.on('exit', (code) => process.exit(code ?? 0));
