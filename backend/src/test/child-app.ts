import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { ROOT_DIR } from '../config';
import { eventually } from './eventually';

/**
 * The compiled program `npm start` runs, as child processes over one database of their own: for
 * the tests that SIGKILL the app and start it again (push delivery, reminders).
 */
const MAIN = path.join(ROOT_DIR, 'backend', 'dist', 'main.js');

export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export interface ChildApps {
  databaseUrl: string;
  dataDir: string;
  /** Starts the app and resolves when /healthz answers 200. */
  start(env?: Record<string, string>): Promise<ChildProcess & { url: string }>;
  kill(child: ChildProcess, signal: NodeJS.Signals): Promise<void>;
  withDb<T>(work: (client: Client) => Promise<T>): Promise<T>;
  /** Kills what is still running, drops the database and the data folder. */
  cleanUp(): Promise<void>;
}

/** A fresh database and data folder; builds the backend first when a lone jest run lacks it. */
export async function childApps(
  name: string,
  baseEnv: Record<string, string> = {},
): Promise<ChildApps> {
  if (!fs.existsSync(MAIN))
    for (const workspace of ['schema', 'backend'])
      execFileSync('npm', ['run', '--silent', 'build', '-w', workspace], {
        cwd: ROOT_DIR,
        stdio: 'inherit',
        timeout: 180_000,
      });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `insieme-${name}-`));
  const adminUrl = process.env.TEST_ADMIN_DATABASE_URL!;
  const databaseName = `insieme_${name.replace(/\W/g, '_')}_${crypto.randomBytes(5).toString('hex')}`;
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${databaseName}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${databaseName}`;
  const databaseUrl = url.toString();
  const children = new Set<ChildProcess>();

  const kill = async (child: ChildProcess, signal: NodeJS.Signals) => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill(signal);
    await exited;
  };

  return {
    databaseUrl,
    dataDir,
    kill,
    async start(env = {}) {
      const port = await freePort();
      const childEnv: NodeJS.ProcessEnv = {
        ...process.env,
        NODE_ENV: 'production',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DATABASE_URL: databaseUrl,
        LOG_LEVEL: 'warn',
        SEED_DEMO: 'false',
        JWT_SECRET: `${name}-test-secret-of-at-least-32-bytes-long`,
        ALLOWED_PRIVATE_ADDRESSES: '127.0.0.1',
        JOB_CONCURRENCY: '2',
        ...baseEnv,
        ...env,
      };
      delete childEnv.REDIS_URL;
      delete childEnv.EMBEDDED_PG_PORT;
      const child = spawn(process.execPath, [MAIN], {
        env: childEnv,
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      children.add(child);
      child.once('exit', () => children.delete(child));
      let log = '';
      child.stdout!.on('data', (chunk: Buffer) => (log += chunk.toString()));
      child.stderr!.on('data', (chunk: Buffer) => (log += chunk.toString()));
      const base = `http://127.0.0.1:${port}`;
      const outcome = await eventually(
        async () => {
          if (child.exitCode !== null) return 'exited';
          try {
            const response = await fetch(`${base}/healthz`);
            await response.arrayBuffer();
            return response.status === 200 && 'healthy';
          } catch {
            return false; // not listening yet
          }
        },
        { timeoutMs: 40_000, intervalMs: 100 },
      ).catch(() => 'timed out');
      if (outcome === 'exited') throw new Error(`the app exited while starting:\n${log}`);
      if (outcome !== 'healthy') throw new Error(`the app did not become healthy:\n${log}`);
      return Object.assign(child, { url: base });
    },
    async withDb(work) {
      const client = new Client({ connectionString: databaseUrl });
      await client.connect();
      try {
        return await work(client);
      } finally {
        await client.end();
      }
    },
    async cleanUp() {
      await Promise.all([...children].map((child) => kill(child, 'SIGKILL')));
      const client = new Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
      await client.end();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
