#!/usr/bin/env node
// npm start: builds the site and serves static files + functions + local Netlify Blobs at
// http://localhost:8888 (PORT overrides) with `netlify serve --offline` behind the local guard
// (scripts/local-server.mjs): no account, no network, and no single request can take it down.
import { startLocalServer } from './local-server.mjs';

const port = Number(process.env.PORT ?? '8888');
const server = await startLocalServer({ port, host: process.env.HOST ?? '127.0.0.1', stdio: 'inherit' });
console.log(`\n  Soundlane is serving at ${server.url}  (static site, functions, local Blobs; Ctrl-C stops it)\n`);
for (const sig of ['SIGINT', 'SIGTERM']) {
  process.on(sig, () => {
    void server.stop().then(() => process.exit(0));
  });
}
