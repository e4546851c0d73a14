import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { WebSocket } from 'ws';
import { createClient } from 'graphql-ws';
import { ROOT_DIR } from '../../config';
import { eventually } from '../eventually';
import { itWithRedis, REDIS_URL, redisOrOutsideCi } from '../redis';

/**
 * The crash-and-shutdown guarantee, on the compiled program that `npm start` runs, as a child
 * process: acknowledged writes survive a SIGKILL of the app and of its database; while the
 * embedded PostgreSQL is down the app answers 503, never 500, and recovers by itself; SIGTERM
 * ends the process within 5 s in every configuration; copies on one machine do not collide, and
 * the orphan server of a killed app is owned (and stopped) by the next start.
 */
const MAIN = path.join(ROOT_DIR, 'backend', 'dist', 'main.js');
const SHUTDOWN_LIMIT_MS = 5000;

// generous for a loaded machine; the whole file normally takes well under a minute
jest.setTimeout(120_000);

const children = new Set<ChildProcess>();
const dataDirs: string[] = [];
const databases: string[] = [];

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function newDataDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'insieme-lifecycle-'));
  fs.chmodSync(dir, 0o755);
  dataDirs.push(dir);
  return dir;
}

interface RunningApp {
  child: ChildProcess;
  base: string;
  dataDir: string;
  output: () => string;
}

async function startApp(dataDir: string, env: Record<string, string> = {}): Promise<RunningApp> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const childEnv: NodeJS.ProcessEnv = {
    ...process.env,
    // a deployment, not the jest environment (Apollo behaves differently under NODE_ENV=test)
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'false',
    JWT_SECRET: 'lifecycle-test-secret-of-at-least-32-bytes',
    ...Object.fromEntries(
      ['LOGIN_IP', 'LOGIN_EMAIL_IP', 'LOGIN_ACCOUNT', 'REGISTRATION_IP', 'REGISTRATION_EMAIL'].map(
        (name) => [`RATE_LIMIT_${name}_POINTS`, '1000000'],
      ),
    ),
    ...env,
  };
  for (const name of ['EMBEDDED_PG_PORT', 'DATABASE_URL', 'REDIS_URL'])
    if (!(name in env)) delete childEnv[name];
  const child = spawn(process.execPath, [MAIN], {
    env: childEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  child.once('exit', () => children.delete(child));
  let log = '';
  child.stdout!.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const app = { child, base, dataDir, output: () => log };
  const outcome = await eventually(
    async () => {
      if (child.exitCode !== null) return 'exited';
      return (await status(`${base}/healthz`)) === 200 && 'healthy';
    },
    { timeoutMs: 40_000, intervalMs: 100 },
  ).catch(() => 'timed out');
  if (outcome === 'exited') throw new Error(`the app exited while starting:\n${log}`);
  if (outcome !== 'healthy') throw new Error(`the app did not become healthy:\n${log}`);
  return app;
}

async function status(url: string, init: RequestInit = {}): Promise<number> {
  try {
    const response = await fetch(url, { ...init, signal: AbortSignal.timeout(10_000) });
    await response.arrayBuffer();
    return response.status;
  } catch {
    return 0; // no answer (refused, reset)
  }
}

/** SIGTERM and the milliseconds until the process has exited (with its exit code). */
async function terminate(app: RunningApp): Promise<{ ms: number; code: number | null }> {
  const { child } = app;
  const started = Date.now();
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => resolve(code)),
  );
  child.kill('SIGTERM');
  let timer: NodeJS.Timeout | undefined;
  // the limit past which the process counts as hung, not a wait: `exited` ends the race first
  const hung = new Promise<'hung'>((resolve) => (timer = setTimeout(resolve, 15_000, 'hung')));
  const code = await Promise.race([exited, hung]);
  clearTimeout(timer);
  if (code === 'hung') {
    child.kill('SIGKILL');
    throw new Error(`the app did not exit within 15 s of SIGTERM:\n${app.output()}`);
  }
  return { ms: Date.now() - started, code };
}

async function kill9(app: RunningApp): Promise<void> {
  const exited = new Promise((resolve) => app.child.once('exit', resolve));
  app.child.kill('SIGKILL');
  await exited;
}

interface EmbeddedInfo {
  port: number;
  password: string;
  pgData?: string;
}

function embeddedInfo(dataDir: string): EmbeddedInfo & { pgData: string } {
  const info = JSON.parse(
    fs.readFileSync(path.join(dataDir, 'postgres.json'), 'utf8'),
  ) as EmbeddedInfo;
  return { ...info, pgData: info.pgData ?? path.join(dataDir, 'postgres') };
}

function embeddedUrl(info: EmbeddedInfo): string {
  return `postgres://postgres:${encodeURIComponent(info.password)}@127.0.0.1:${info.port}/insieme`;
}

/** PIDs of the PostgreSQL processes (postmaster) serving this cluster. */
function postgresProcesses(pgData: string): number[] {
  const found: number[] = [];
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const argv = fs.readFileSync(`/proc/${entry}/cmdline`, 'utf8').split('\0');
      const d = argv.indexOf('-D');
      if (d >= 0 && argv[d + 1] === pgData) found.push(Number(entry));
    } catch {
      /* gone meanwhile */
    }
  }
  return found;
}

async function usersWithEmails(dataDir: string, emails: string[]): Promise<number> {
  const client = new Client({ connectionString: embeddedUrl(embeddedInfo(dataDir)) });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: string }>(
      'SELECT count(*) AS n FROM user_account WHERE email = ANY($1)',
      [emails],
    );
    return Number(rows[0].n);
  } finally {
    await client.end();
  }
}

function registration(email: string): RequestInit {
  return {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name: 'Lia',
      surname: 'Carico',
      email,
      password: 'Segreta1!',
      tel: '3331231234',
      birth_date: '1990-01-01',
    }),
  };
}

/**
 * Registrations (a real transactional write) from `inFlight` concurrent loops until stopped;
 * the e-mails of the 2xx answers are the acknowledged writes.
 */
function writeLoad(base: string, inFlight = 8) {
  const acknowledged: string[] = [];
  const statuses = new Map<number, number>();
  let running = true;
  const tag = crypto.randomBytes(3).toString('hex');
  let n = 0;
  const loops = Array.from({ length: inFlight }, async () => {
    while (running) {
      const email = `load-${tag}-${n++}@example.org`;
      const code = await status(`${base}/api/auth/registration`, registration(email));
      statuses.set(code, (statuses.get(code) ?? 0) + 1);
      if (code >= 200 && code < 300) acknowledged.push(email);
      // the load's own pace while the server refuses (not a wait for a condition)
      else await sleep(code === 0 ? 100 : 20);
    }
  });
  return {
    acknowledged,
    statuses,
    /** lets the load run until it has `count` acknowledged writes (their loops keep going) */
    acknowledgedAtLeast: async (count: number) => {
      await eventually(() => acknowledged.length >= count, {
        what: `${count} acknowledged writes`,
      });
    },
    stop: async () => {
      running = false;
      await Promise.all(loops);
    },
  };
}

beforeAll(() => {
  if (!fs.existsSync(MAIN)) {
    // `npm test` builds first; a lone jest run builds the two packages the app needs
    for (const workspace of ['schema', 'backend'])
      execFileSync('npm', ['run', '--silent', 'build', '-w', workspace], {
        cwd: ROOT_DIR,
        stdio: 'inherit',
        timeout: 180_000,
      });
  }
}, 200_000);

// a failed test leaves its app running: stop it so the next test starts from a clean slate
afterEach(async () => {
  await Promise.all(
    [...children].map(
      (child) =>
        new Promise((resolve) => {
          child.once('exit', resolve);
          child.kill('SIGKILL');
        }),
    ),
  );
});

afterAll(async () => {
  for (const child of children) child.kill('SIGKILL');
  // servers orphaned by the SIGKILLs above: stop them by their data folder
  for (const dir of dataDirs) {
    try {
      for (const pid of postgresProcesses(embeddedInfo(dir).pgData)) process.kill(pid, 'SIGQUIT');
    } catch {
      /* no server was started there */
    }
  }
  await eventually(
    () => {
      for (const dir of dataDirs) {
        try {
          if (postgresProcesses(embeddedInfo(dir).pgData).length) return false;
        } catch {
          /* no server was started there */
        }
      }
      return true;
    },
    { what: 'the orphaned servers gone' },
  ).catch(() => undefined); // removing the folders is tidying: never fail the run for it
  for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
  if (databases.length) {
    const admin = new Client({ connectionString: process.env.TEST_ADMIN_DATABASE_URL });
    await admin.connect();
    for (const name of databases) await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
});

/** The cluster of the crash tests, reused by the shutdown test (each initdb costs seconds). */
let crashDataDir: string | undefined;

describe('embedded PostgreSQL: crashes', () => {
  it('keeps every acknowledged write across a SIGKILL of the app under load, and the next start owns the orphan server', async () => {
    const dataDir = (crashDataDir = newDataDir());
    const first = await startApp(dataDir);
    const load = writeLoad(first.base);
    await load.acknowledgedAtLeast(10);
    await kill9(first);
    await load.stop();
    const { pgData } = embeddedInfo(dataDir);
    // the killed app's server is still there, orphaned
    expect(postgresProcesses(pgData)).toHaveLength(1);

    const second = await startApp(dataDir);
    const found = await usersWithEmails(dataDir, load.acknowledged);
    console.log(
      `SIGKILL of the app: ${load.acknowledged.length} writes acknowledged, ${found} found after restart`,
    );
    expect(load.acknowledged.length).toBeGreaterThan(0);
    expect(found).toBe(load.acknowledged.length);

    // the new process took the orphan over: its SIGTERM leaves no server behind
    const { ms, code } = await terminate(second);
    console.log(`SIGTERM after the takeover: exited in ${ms} ms`);
    expect(code).toBe(0);
    expect(ms).toBeLessThan(SHUTDOWN_LIMIT_MS);
    expect(postgresProcesses(pgData)).toEqual([]);
  });

  it('answers 503 (never 500) while its PostgreSQL is killed, comes back by itself, and loses no acknowledged write', async () => {
    const dataDir = crashDataDir ?? newDataDir();
    const app = await startApp(dataDir);
    const { pgData } = embeddedInfo(dataDir);
    const load = writeLoad(app.base);
    await load.acknowledgedAtLeast(5);

    // signed in too: authentication reads the database before any resolver or route runs
    const auth = {
      authorization: `Bearer ${await token(app.base, embeddedUrl(embeddedInfo(dataDir)))}`,
    };
    const graphql = (query: string, headers: Record<string, string> = {}) =>
      fetch(`${app.base}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify({ query }),
        signal: AbortSignal.timeout(10_000),
      });
    const get = (url: string, headers: Record<string, string> = {}) =>
      fetch(`${app.base}${url}`, { headers, signal: AbortSignal.timeout(10_000) });
    const probes: [string, () => Promise<Response>][] = [
      ['healthz', () => get('/healthz')],
      ['REST', () => get('/api/topic')],
      ['REST signed in', () => get('/api/user', auth)],
      ['GraphQL', () => graphql('{ topics { id } }')],
      ['GraphQL signed in', () => graphql('{ unreadNotificationCount }', auth)],
      // an unknown image: 404 while the database answers (the lookup needs it), 503 meanwhile
      ['media', () => get('/media/00000000-0000-4000-8000-000000000000')],
    ];
    const healthy = (name: string, status: number) => status === (name === 'media' ? 404 : 200);
    const seen = new Map(probes.map(([name]) => [name, new Set<number>()]));
    const unavailable = new Map<string, unknown>();

    const postmaster = Number(
      fs.readFileSync(path.join(pgData, 'postmaster.pid'), 'utf8').split('\n')[0],
    );
    process.kill(postmaster, 'SIGKILL');
    const started = Date.now();
    let recoveredAfter = -1;
    await eventually(
      async () => {
        const answers = await Promise.all(probes.map(([, probe]) => probe()));
        for (const [i, response] of answers.entries()) {
          const name = probes[i][0];
          seen.get(name)!.add(response.status);
          if (response.status === 503) unavailable.set(name, await response.json());
          else await response.arrayBuffer();
        }
        return answers.every((r, i) => healthy(probes[i][0], r.status)) && unavailable.size > 0;
      },
      { timeoutMs: 60_000 },
    ).then(
      () => (recoveredAfter = Date.now() - started),
      () => undefined, // reported by the expectation below, with the statuses seen
    );
    // writes go on being acknowledged after the recovery
    if (recoveredAfter >= 0) await load.acknowledgedAtLeast(load.acknowledged.length + 5);
    await load.stop();
    console.log(
      `SIGKILL of PostgreSQL: back after ${recoveredAfter} ms; statuses seen: ${[...seen].map(([name, statuses]) => `${name} ${[...statuses]}`).join(', ')}; writes ${JSON.stringify(Object.fromEntries(load.statuses))}`,
    );
    // when it never came back, say whether the process is gone and what it last wrote
    if (recoveredAfter < 0)
      console.log(
        `not back after the kill: exit code ${app.child.exitCode}, signal ${app.child.signalCode}; the app's last output:\n${app.output().slice(-4000)}`,
      );
    expect(recoveredAfter).toBeGreaterThanOrEqual(0);
    expect(app.child.exitCode).toBeNull(); // the same process, never restarted by hand
    expect(postgresProcesses(pgData)).toHaveLength(1);
    const unexpected = [
      ...[...seen].map(([name, statuses]) =>
        [...statuses].filter((s) => !healthy(name, s) && s !== 503),
      ),
      [...load.statuses.keys()].filter((s) => s !== 201 && s !== 503),
    ].flat();
    if (unexpected.length)
      throw new Error(
        `answers other than 200/201/503: ${unexpected}; the app's log:\n${app.output()}`,
      );
    // every probe met the outage, each with its adapter's answer
    expect([...unavailable.keys()].sort()).toEqual(probes.map(([name]) => name).sort());
    expect(unavailable.get('healthz')).toEqual({ status: 'error', database: 'unreachable' });
    for (const name of ['REST', 'REST signed in', 'media'])
      expect(unavailable.get(name)).toEqual({
        message: 'Servizio temporaneamente non disponibile, riprova tra poco',
      });
    for (const name of ['GraphQL', 'GraphQL signed in'])
      expect(unavailable.get(name)).toMatchObject({
        errors: [{ extensions: { code: 'SERVICE_UNAVAILABLE' } }],
      });

    const found = await usersWithEmails(dataDir, load.acknowledged);
    console.log(
      `SIGKILL of PostgreSQL: ${load.acknowledged.length} writes acknowledged, ${found} found`,
    );
    expect(found).toBe(load.acknowledged.length);

    const { ms, code } = await terminate(app);
    expect(code).toBe(0);
    expect(ms).toBeLessThan(SHUTDOWN_LIMIT_MS);
    expect(postgresProcesses(pgData)).toEqual([]);
  });
});

/** A signed-in user's token: register, confirm by SQL (the mail link is not what is tested), log in. */
async function token(base: string, databaseUrl: string): Promise<string> {
  const email = `ws-${crypto.randomBytes(4).toString('hex')}@example.org`;
  expect(await status(`${base}/api/auth/registration`, registration(email))).toBe(201);
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  await client.query('UPDATE user_account SET email_confirmed_at = now() WHERE email = $1', [
    email,
  ]);
  await client.end();
  const response = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'Segreta1!' }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { accessToken: string }).accessToken;
}

/**
 * SIGTERM with a live subscription, an idle keep-alive connection and a request in flight:
 * the request is answered, the process exits 0 within the limit.
 */
async function shutdownWithOpenConnections(app: RunningApp, databaseUrl: string) {
  const accessToken = await token(app.base, databaseUrl);
  const ws = createClient({
    url: `${app.base.replace('http', 'ws')}/graphql`,
    webSocketImpl: WebSocket,
    connectionParams: { authorization: `Bearer ${accessToken}` },
    retryAttempts: 0,
    lazy: false,
    onNonLazyError: () => undefined,
  });
  let subscriptionEnded = false;
  ws.subscribe(
    { query: 'subscription { unreadNotificationCount }' },
    {
      next: () => undefined,
      error: () => (subscriptionEnded = true),
      complete: () => (subscriptionEnded = true),
    },
  );
  await new Promise<void>((resolve, reject) => {
    ws.on('connected', () => resolve());
    ws.on('closed', () => reject(new Error('the subscription socket closed')));
  });
  // a fixed wait, kept (issue 19): for the subscription to start on the server, which sends no sign of it;
  // a marker needs a harmless publish on this user's topic, which the child app does not offer
  await sleep(200);

  // one keep-alive connection: a first request leaves it idle and open, a second is in flight
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const request = (body?: string) =>
    new Promise<number>((resolve, reject) => {
      const url = new URL(body ? '/api/auth/registration' : '/healthz', app.base);
      const req = http.request(
        url,
        {
          agent,
          method: body ? 'POST' : 'GET',
          headers: body ? { 'content-type': 'application/json' } : {},
        },
        (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode ?? 0));
        },
      );
      req.on('error', reject);
      req.end(body);
    });
  expect(await request()).toBe(200);
  const inFlight = request(
    registration(`drain-${crypto.randomBytes(4).toString('hex')}@example.org`).body as string,
  );
  // a fixed wait, kept (issue 19): for the server to have read the request; nothing outside the process
  // shows it (the registration's row is written at the end of the handler)
  await sleep(30);

  const result = await terminate(app);
  expect(await inFlight).toBe(201);
  await eventually(() => subscriptionEnded, { timeoutMs: 1000 }).catch(() => undefined);
  expect(subscriptionEnded).toBe(true);
  agent.destroy();
  await ws.dispose();
  return result;
}

async function createDatabase(): Promise<string> {
  const adminUrl = process.env.TEST_ADMIN_DATABASE_URL!;
  const name = `insieme_lifecycle_${crypto.randomBytes(5).toString('hex')}`;
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  databases.push(name);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

describe('SIGTERM exits within 5 s, with a subscription, a keep-alive connection and a request in flight', () => {
  const withDatabaseUrl = (redis: boolean) => async () => {
    const databaseUrl = await createDatabase();
    const app = await startApp(newDataDir(), {
      DATABASE_URL: databaseUrl,
      ...(redis ? { REDIS_URL } : {}),
    });
    const { ms, code } = await shutdownWithOpenConnections(app, databaseUrl);
    console.log(`SIGTERM (DATABASE_URL${redis ? ' + Redis' : ''}): exited in ${ms} ms`);
    expect(code).toBe(0);
    expect(ms).toBeLessThan(SHUTDOWN_LIMIT_MS);
  };
  it('DATABASE_URL', withDatabaseUrl(false));
  itWithRedis('DATABASE_URL and REDIS_URL', withDatabaseUrl(true));

  it(`embedded PostgreSQL: two copies with EMBEDDED_PG_PORT unset and their own DATA_DIR run side by side, one with REDIS_URL (that part left out without Redis, outside CI)`, async () => {
    const redisUp = redisOrOutsideCi();
    // the first copy reuses the cluster of the crash tests (one initdb less), the second is new
    const apps = await Promise.all([
      startApp(crashDataDir ?? newDataDir(), redisUp ? { REDIS_URL } : {}),
      startApp(newDataDir()),
    ]);
    const infos = apps.map((app) => embeddedInfo(app.dataDir));
    expect(infos[0].port).not.toBe(infos[1].port);
    for (const [i, app] of apps.entries()) {
      const { ms, code } = await shutdownWithOpenConnections(app, embeddedUrl(infos[i]));
      console.log(`SIGTERM (embedded${i === 0 && redisUp ? ' + Redis' : ''}): exited in ${ms} ms`);
      expect(code).toBe(0);
      expect(ms).toBeLessThan(SHUTDOWN_LIMIT_MS);
      expect(postgresProcesses(infos[i].pgData)).toEqual([]);
    }
  });
});
