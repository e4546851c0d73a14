import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { ROOT_DIR } from '../../config';
import { createDataSource } from '../../db/data-source';
import { startEmbeddedPostgres } from '../../db/embedded-postgres';
import { hashPassword } from '../../modules/auth/password-hasher';
import { seedBenchData, type BenchSize } from '../bench-seed';
import type { World } from './world';

/**
 * What the bench starts and must stop whatever happens: a database (its own, in an embedded
 * PostgreSQL when DATABASE_URL is unset) and the server, as `npm start` runs it.
 */
export class BenchEnvironment {
  readonly workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'insieme-bench-'));
  readonly jwtSecret = crypto.randomBytes(32).toString('hex');
  private adminUrl?: string;
  private dbName?: string;
  private stopEmbedded?: () => Promise<void>;
  private readonly servers: ChildProcess[] = [];
  private readonly floors: ChildProcess[] = [];
  private stopped = false;

  /** Stops everything the bench started when the process is interrupted (Ctrl-C, a kill). */
  stopOnSignal(): void {
    const stop = () => {
      void this.stop().finally(() => process.exit(130));
    };
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  }

  /** A new database with the schema and the bench's data of `size`; its URL and what was seeded. */
  async seededDatabase(
    size: BenchSize,
  ): Promise<{ databaseUrl: string; counts: Awaited<ReturnType<typeof seedBenchData>> }> {
    const databaseUrl = await this.createDatabase();
    const ds = createDataSource(databaseUrl, { poolSize: 4 });
    await ds.initialize();
    try {
      await ds.runMigrations();
      const counts = await seedBenchData(ds, size, await hashPassword('Bench2025!'));
      return { databaseUrl, counts };
    } finally {
      await ds.destroy();
    }
  }

  /** A new, empty database; its URL. */
  async createDatabase(): Promise<string> {
    fs.chmodSync(this.workDir, 0o755);
    this.adminUrl = process.env.DATABASE_URL;
    if (!this.adminUrl) {
      // a free port chosen by the embedded server itself (never a fixed one)
      const embedded = await startEmbeddedPostgres(path.join(this.workDir, 'pg'));
      this.adminUrl = embedded.url;
      this.stopEmbedded = embedded.stop;
    }
    this.dbName = `insieme_bench_${crypto.randomBytes(4).toString('hex')}`;
    const admin = new Client({ connectionString: this.adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${this.dbName}`);
    await admin.end();
    const url = new URL(this.adminUrl);
    url.pathname = `/${this.dbName}`;
    return url.toString();
  }

  /**
   * Starts `node backend/dist/main.js` on a free port (`env` adds to or overrides the bench's
   * settings, e.g. REDIS_URL); resolves with its base URL once healthy. Several may run at once.
   */
  async startServer(databaseUrl: string, env: Record<string, string> = {}): Promise<string> {
    const port = await freePort();
    // e.g. BENCH_SERVER_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" to profile the server
    const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
    const main = path.join(ROOT_DIR, 'backend', 'dist', 'main.js');
    return this.spawnHealthy(this.servers, [...nodeArgs, main], port, {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      JWT_SECRET: this.jwtSecret,
      VAPID_PUBLIC_KEY: 'x',
      VAPID_PRIVATE_KEY: 'x',
      NODE_ENV: 'production', // as npm start runs it
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      DATA_DIR: path.join(this.workDir, 'data'),
      // the bench's reminders and notices must not add background work to the measurements
      JOB_CONCURRENCY: '0',
      SHIFT_REMINDERS: '',
      ...env,
    });
  }

  /**
   * Starts the HTTP floor (http-floor.ts) on a free port, its own process as the server is, for
   * the screens of `world`; resolves with its base URL once it answers.
   */
  async startHttpFloor(databaseUrl: string, world: World): Promise<string> {
    const port = await freePort();
    const worldFile = path.join(this.workDir, 'world.json');
    fs.writeFileSync(worldFile, JSON.stringify(world));
    const script = path.join(ROOT_DIR, 'backend', 'dist', 'cli', 'bench', 'http-floor.js');
    return this.spawnHealthy(this.floors, [script], port, {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      BENCH_WORLD: worldFile,
      NODE_ENV: 'production',
    });
  }

  private async spawnHealthy(
    group: ChildProcess[],
    args: string[],
    port: number,
    env: NodeJS.ProcessEnv,
  ): Promise<string> {
    const child = spawn(process.execPath, args, { env, stdio: ['ignore', 'inherit', 'inherit'] });
    group.push(child);
    const base = `http://127.0.0.1:${port}`;
    for (let i = 0; ; i++) {
      if (child.exitCode !== null) throw new Error(`${args.at(-1)} stopped while starting`);
      const healthy = await fetch(`${base}/healthz`)
        .then((r) => r.ok)
        .catch(() => false);
      if (healthy) return base;
      if (i > 600) throw new Error(`${args.at(-1)} did not start`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }

  /**
   * CPU time (user + system, in ms) the running servers have used so far, from /proc: what a
   * screen costs the server itself, whatever else the 2 cores are doing. NaN where there is no
   * /proc (the bench then prints no CPU column).
   */
  serverCpuMs(): number {
    return cpuMsOf(this.servers);
  }

  /** The same for the HTTP floor's process. */
  floorCpuMs(): number {
    return cpuMsOf(this.floors);
  }

  /** Stops the servers (waiting for them to exit), drops the database, stops the embedded server. */
  async stop(): Promise<void> {
    if (this.stopped) return;
    this.stopped = true;
    await Promise.all(
      [...this.servers, ...this.floors]
        .filter((server) => server.exitCode === null && server.signalCode === null)
        .map(async (server) => {
          const exited = new Promise((r) => server.once('exit', r));
          server.kill('SIGTERM');
          const timer = setTimeout(() => server.kill('SIGKILL'), 8000);
          await exited;
          clearTimeout(timer);
        }),
    );
    if (this.adminUrl && this.dbName) {
      const cleanup = new Client({ connectionString: this.adminUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${this.dbName} WITH (FORCE)`);
      await cleanup.end();
    }
    await this.stopEmbedded?.();
    fs.rmSync(this.workDir, { recursive: true, force: true });
  }
}

/** CPU time (user + system, ms) these processes have used so far; NaN without /proc. */
export function cpuMsOf(processes: ChildProcess[]): number {
  let total = 0;
  for (const server of processes) {
    if (server.pid === undefined || server.exitCode !== null) continue;
    try {
      // fields after the command name: utime and stime are the 12th and 13th, in clock ticks
      // (USER_HZ, 100 on Linux)
      const fields = fs.readFileSync(`/proc/${server.pid}/stat`, 'utf8').split(') ')[1].split(' ');
      total += ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
    } catch {
      return Number.NaN;
    }
  }
  return total;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}
