// The built app for the performance scripts (first-load, lighthouse): `node backend/dist/main.js`
// on a free port, over the database in DATABASE_URL when set, else an embedded PostgreSQL in a
// temporary DATA_DIR with the demo data — the way the browser tests start it. Always stopped,
// also on Ctrl-C or an error: no process and no temporary directory is left behind.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isFresh } from '../build-stamp.mjs';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

export const DEMO_VOLUNTEER = { email: 'volontario@insieme.demo', password: 'Insieme2025!' };

/** Chromium's flags on this machine (no sandbox as root, no GPU, no background traffic). */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Builds, as `npm start` does, only when a build input changed since the last build. */
function ensureBuilt() {
  if (isFresh()) return;
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const build = spawnSync(npm, ['run', '--silent', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) throw new Error('npm run build failed');
}

/** Load of the machine: the timings of both scripts depend on it (2 shared cores). */
export function loadAverage() {
  return os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
}

/**
 * Starts the app and waits for /healthz. Returns { url, stop }; stop() sends SIGTERM, waits for
 * the exit (SIGKILL after 10 s) and removes the temporary data directory.
 */
export async function startApp({ log = false } = {}) {
  // PERF_APP_ROOT: another checkout, already built, to measure instead (say, an earlier commit
  // for a before/after comparison under the same load)
  const appRoot = process.env.PERF_APP_ROOT ? path.resolve(process.env.PERF_APP_ROOT) : root;
  if (appRoot === root) ensureBuilt();
  else if (!fs.existsSync(path.join(appRoot, 'frontend/dist/index.html')))
    throw new Error(`${appRoot} is not built`);
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const given = process.env.DATABASE_URL;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'insieme-perf-'));
  fs.chmodSync(dataDir, 0o755);
  const child = spawn(process.execPath, [path.join(appRoot, 'backend/dist/main.js')], {
    cwd: appRoot,
    stdio: ['ignore', log ? 'inherit' : 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      NODE_ENV: 'production', // as npm start runs it
      DATA_DIR: dataDir,
      DATABASE_URL: given ?? '',
      SEED_DEMO: 'true',
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
      RATE_LIMIT_LOGIN_IP_POINTS: '10000',
      RATE_LIMIT_LOGIN_EMAIL_IP_POINTS: '10000',
      RATE_LIMIT_LOGIN_ACCOUNT_POINTS: '10000',
    },
  });
  let exited = false;
  const exit = new Promise((resolve) =>
    child.once('exit', (code, signal) => {
      exited = true;
      resolve({ code, signal });
    }),
  );

  let stopping;
  const stop = () =>
    (stopping ??= (async () => {
      process.off('exit', killNow);
      process.off('SIGINT', interrupted);
      process.off('SIGTERM', interrupted);
      if (!exited) {
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
        await exit;
        clearTimeout(timer);
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    })());
  // last resort when the script dies without calling stop(): the child must not outlive it
  const killNow = () => {
    if (!exited) child.kill('SIGKILL');
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  const interrupted = (signal) => {
    void stop().finally(() => process.exit(signal === 'SIGINT' ? 130 : 143));
  };
  process.on('exit', killNow);
  process.on('SIGINT', interrupted);
  process.on('SIGTERM', interrupted);

  const deadline = Date.now() + 120_000;
  for (;;) {
    if (exited) {
      await stop();
      throw new Error('the app exited before it was healthy');
    }
    try {
      const response = await fetch(`${url}/healthz`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error('the app was not healthy within 120 s');
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return { url, stop };
}

async function gql(url, query, variables, token) {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify({ query, variables }),
  });
  const body = await response.json();
  if (body.errors?.length) throw new Error(`GraphQL: ${body.errors[0].message}`);
  return body.data;
}

/**
 * Signs the demo volunteer in through the API and returns what the app keeps in localStorage
 * after its own login (frontend/src/app/session.ts, keys of spec §3), plus an event to open.
 */
export async function demoSession(url) {
  const { login } = await gql(
    url,
    `mutation ($input: LoginInput!) {
      login(input: $input) { accessToken user { name surname imageUrl isAdmin } }
    }`,
    { input: DEMO_VOLUNTEER },
  );
  const { events } = await gql(
    url,
    `{ events(first: 50, scope: EXPLORE) { edges { node { id name photos { id } } } } }`,
    {},
    login.accessToken,
  );
  const nodes = events.edges.map((e) => e.node);
  // an event with photos when there is one: the page a person opens from Explore or Home
  const event = nodes.find((n) => n.photos?.length) ?? nodes[0];
  if (!event) throw new Error('no event visible to the demo volunteer (is SEED_DEMO on?)');
  return {
    storage: {
      accessToken: login.accessToken,
      name: login.user.name,
      surname: login.user.surname,
      admin: login.user.isAdmin ? 'true' : 'false',
      imageProfile: login.user.imageUrl ?? '',
    },
    eventPath: `/event/${event.id}`,
    eventName: event.name,
  };
}
