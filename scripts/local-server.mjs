// The locally served stack, as `npm start` and the e2e tests run it: `netlify serve --offline`
// (static site, functions, local Blobs; no account, no network) on free internal ports, behind the
// local guard (scripts/local-guard.mjs) on the public port, restarted if it ever exits. Function
// paths go to a warm functions host (scripts/local-functions.mjs) that loads each function once,
// because the CLI re-imports a function in a new worker thread on every request (see that file);
// SOUNDLANE_CLI_FUNCTIONS=1 sends them to the CLI's own runtime instead. Static answers are kept in
// memory by the guard after the CLI's first answer (the CLI's proxy takes about a second per request
// under load); SOUNDLANE_STATIC_CACHE=0 turns that off.
import { PATHS } from '../src/surfaces.ts';
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { startGuard } from './local-guard.mjs';

/** A port nobody listens on right now (the OS picks it). */
export async function freePort() {
  return (await freePorts(1))[0];
}

/**
 * `n` distinct ports nobody listens on right now: all are held open together before any is
 * released, so the OS cannot hand the same port out twice.
 */
export async function freePorts(n) {
  const servers = await Promise.all(
    Array.from({ length: n }, () => new Promise((resolve, reject) => {
      const srv = createServer();
      srv.once('error', reject);
      srv.listen(0, '127.0.0.1', () => resolve(srv));
    })),
  );
  const ports = servers.map((srv) => {
    const addr = srv.address();
    if (typeof addr !== 'object' || !addr) throw new Error('no port');
    return addr.port;
  });
  await Promise.all(servers.map((srv) => new Promise((r) => srv.close(() => r()))));
  return ports;
}

async function answers(url) {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}

/** At most this many restarts in a row without a healthy minute in between. */
const MAX_RESTARTS = 5;

/**
 * Starts the stack. Resolves once the site answers through the guard, with `{ url, stop, output }`.
 * `stdio: 'inherit'` shows the CLI's own output (npm start); 'pipe' collects it (tests).
 */
export async function startLocalServer({ port, host = '127.0.0.1', stdio = 'pipe', env = {}, readyTimeoutMs = 240_000 } = {}) {
  // Every port the CLI opens is chosen here: left to itself it takes 3999 for its static server
  // (and falls back only if that is taken when it looks), so two `netlify serve` starting close
  // together (an `npm start` and `npm test`) collided with EADDRINUSE.
  const [upstreamPort, functionsPort, staticServerPort] = await freePorts(3);
  let output = '';
  let child = null;
  let guardRef = null;
  let ready = false;
  let stopping = false;
  let restarts = 0;

  const spawnCli = () => {
    ready = false;
    // A restarted CLI rebuilds dist/: the guard's static answers from before are stale.
    guardRef?.clearStaticCache?.();
    child = spawn('npx', ['netlify', 'serve', '--offline', '--port', String(upstreamPort), '--functions-port', String(functionsPort), '--staticServerPort', String(staticServerPort)], {
      env: { ...process.env, BROWSER: 'none', NETLIFY_TELEMETRY_DISABLED: '1', ASTRO_TELEMETRY_DISABLED: '1', ...env },
      stdio: stdio === 'inherit' ? ['ignore', 'inherit', 'inherit'] : ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    child.stdout?.on('data', (d) => (output = (output + d.toString()).slice(-20_000)));
    child.stderr?.on('data', (d) => (output = (output + d.toString()).slice(-20_000)));
    child.on('exit', (code) => {
      ready = false;
      if (stopping) return;
      if (++restarts > MAX_RESTARTS) {
        console.error(`[local-server] netlify serve exited (${code}) ${restarts} times; giving up.`);
        return;
      }
      console.error(`[local-server] netlify serve exited (${code}); restarting.`);
      spawnCli();
      void waitReady();
    });
  };
  const upstream = `http://127.0.0.1:${upstreamPort}`;
  const waitReady = async () => {
    const until = Date.now() + readyTimeoutMs;
    while (Date.now() < until && !stopping) {
      if (await answers(`${upstream}${PATHS.health}`)) {
        ready = true;
        setTimeout(() => (restarts = 0), 60_000).unref();
        return true;
      }
      await new Promise((r) => setTimeout(r, 500));
    }
    return false;
  };

  // The warm functions host: one process, each function imported once; restarted if it exits.
  const functions = { port: 0, paths: new Set() };
  let host_ = null;
  const spawnFunctions = () =>
    new Promise((resolve) => {
      host_ = spawn(process.execPath, ['--no-warnings', fileURLToPath(new URL('./local-functions.mjs', import.meta.url))], {
        env: { ...process.env, ...env },
        stdio: ['ignore', 'pipe', stdio === 'inherit' ? 'inherit' : 'pipe'],
      });
      let buf = '';
      host_.stdout.on('data', (d) => {
        buf += d.toString();
        const m = /READY (\d+) (.*)\n/.exec(buf);
        if (m && functions.port === 0) {
          functions.paths = new Set(JSON.parse(m[2]));
          functions.port = Number(m[1]);
          resolve(true);
        } else if (stdio === 'inherit') process.stdout.write(d);
      });
      host_.stderr?.on('data', (d) => (output = (output + d.toString()).slice(-20_000)));
      host_.on('exit', (code) => {
        functions.port = 0; // the guard falls back to the CLI's runtime meanwhile
        resolve(false);
        if (stopping) return;
        console.error(`[local-server] functions host exited (${code}); restarting.`);
        setTimeout(() => void spawnFunctions(), 500).unref();
      });
    });
  const warmFunctions = env.SOUNDLANE_CLI_FUNCTIONS ?? process.env.SOUNDLANE_CLI_FUNCTIONS;
  if (warmFunctions !== '1') await spawnFunctions();

  spawnCli();
  const guard = (guardRef = await startGuard({ port: port ?? (await freePort()), host, upstreamPort, upstreamReady: () => ready, functions, cacheStatic: (env.SOUNDLANE_STATIC_CACHE ?? process.env.SOUNDLANE_STATIC_CACHE) !== '0' }));
  const url = `http://${host === '127.0.0.1' ? 'localhost' : host}:${guard.address().port}`;
  const stop = async () => {
    stopping = true;
    await new Promise((r) => guard.close(() => r()));
    if (host_?.exitCode === null) host_.kill('SIGTERM');
    if (child?.pid && child.exitCode === null) {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {}
      await new Promise((r) => setTimeout(r, 500));
      try {
        if (child.exitCode === null) process.kill(-child.pid, 'SIGKILL');
      } catch {}
    }
  };
  if (!(await waitReady())) {
    await stop();
    throw new Error(`netlify serve did not answer in time:\n${output.slice(-4000)}`);
  }
  return { url, stop, output: () => output };
}
