import { execFile, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { ROOT_DIR } from '../../config';
import { ActivationCode } from '../../modules/activation-codes/activation-code.entity';
import { eventually } from '../eventually';
import { startTestApp, type TestApp } from '../test-app';

/**
 * The coordinators' command, run as the compiled program that `npm run activation-codes` runs
 * (the test command builds first).
 */
const CLI = path.join(ROOT_DIR, 'backend', 'dist', 'cli', 'activation-codes.js');
const MAIN = path.join(ROOT_DIR, 'backend', 'dist', 'main.js');
const run = promisify(execFile);

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function cli(args: string[], env: Record<string, string>): Promise<string[]> {
  const { stdout } = await run(process.execPath, [CLI, ...args], {
    env: { ...process.env, ...env, LOG_LEVEL: 'warn' },
    timeout: 60000,
  });
  return stdout.split('\n').filter(Boolean);
}

beforeAll(() => {
  if (!fs.existsSync(CLI))
    throw new Error('backend/dist is missing: run `npm run build` (npm test does it first)');
});

describe('activation-codes CLI with DATABASE_URL', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.stop());

  it('prints N new one-time codes, one a line, nothing else', async () => {
    const lines = await cli(['--count', '4'], {
      DATABASE_URL: app.databaseUrl,
      DATA_DIR: app.config.dataDir,
    });
    expect(lines).toHaveLength(4);
    for (const line of lines) expect(line).toMatch(/^[A-Z2-9]{6}$/);
    expect(new Set(lines).size).toBe(4);
    const rows = await app.dataSource
      .getRepository(ActivationCode)
      .findBy(lines.map((code) => ({ code })));
    expect(rows.every((r) => r.usedAt === null)).toBe(true);
  });

  it('refuses a bad count with a usage line and a non-zero exit', async () => {
    await expect(cli(['--count', 'zero'], { DATABASE_URL: app.databaseUrl })).rejects.toMatchObject(
      { code: 2 },
    );
  });
});

describe('activation-codes CLI on the embedded database', () => {
  let dataDir: string;
  let server: ChildProcess | undefined;
  let env: Record<string, string>;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'insieme-cli-'));
    fs.chmodSync(dataDir, 0o755);
    env = {
      DATA_DIR: dataDir,
      PORT: String(await freePort()),
      EMBEDDED_PG_PORT: String(await freePort()),
      SEED_DEMO: 'false',
      DATABASE_URL: '',
    };
  });
  afterAll(async () => {
    // SIGTERM lets the app stop its PostgreSQL child; SIGKILL only if it does not exit
    if (server && server.exitCode === null) {
      const exited = new Promise((resolve) => server!.once('exit', resolve));
      server.kill('SIGTERM');
      // the limit past which it counts as hung, not a wait: `exited` ends the race first
      await Promise.race([exited, new Promise((r) => setTimeout(r, 10000))]);
      if (server.exitCode === null) server.kill('SIGKILL');
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('works while the app runs on it, and the codes register an association there', async () => {
    server = spawn(process.execPath, [MAIN], {
      env: { ...process.env, ...env, LOG_LEVEL: 'warn' },
      stdio: 'ignore',
    });
    const base = `http://127.0.0.1:${env.PORT}`;
    await eventually(
      () =>
        fetch(`${base}/healthz`)
          .then((r) => r.ok)
          .catch(() => false),
      { timeoutMs: 80_000, intervalMs: 200, what: 'app did not start' },
    );
    const [code] = await cli(['--count', '1'], env);
    expect(code).toMatch(/^[A-Z2-9]{6}$/);

    const response = await fetch(`${base}/api/auth/registration`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Ida',
        surname: 'Mori',
        email: 'ida@example.org',
        password: 'Segreta1!',
        tel: '3331231234',
        birth_date: '1985-01-01',
        admin: true,
        association: {
          code,
          name: 'Ponti',
          description: 'Doposcuola',
          address: 'Via Po 1, Torino, TO',
          date_of_foundation: '2001-01-01',
          association_topic: '1',
        },
      }),
    });
    expect(response.status).toBe(201);

    await new Promise<void>((resolve) => {
      server!.once('exit', () => resolve());
      server!.kill('SIGTERM');
    });
    server = undefined;
  }, 120_000);

  it('starts the embedded server itself when the app is not running', async () => {
    const lines = await cli(['--count', '2'], env);
    expect(lines).toHaveLength(2);
  });
});
