import fs from 'node:fs';
import path from 'node:path';
import type { ChildProcess } from 'node:child_process';
import { Client } from 'pg';
import { logger } from '../common/logger';
import { postgresBinaries, reachableByOthers, type PostgresBinaries } from './postgres-binaries';
import {
  finishesWithin,
  freePort,
  initCluster,
  parentPid,
  portFree,
  processAlive,
  randomPassword,
  readPostmasterFile,
  serverUser,
  startPostmaster,
  stopForeignPostmaster,
  stopPostmaster,
  type PostmasterOptions,
  type ServerUser,
} from './postgres-process';

/**
 * The PostgreSQL server used when DATABASE_URL is unset: a real server shipped in an npm
 * package, with its cluster under DATA_DIR/postgres. DATA_DIR/postgres.json records its port,
 * password and owner, so that a second process on the same DATA_DIR (the activation-codes CLI
 * while the app runs, a second app) reuses the running server instead of starting another.
 *
 * - Owner: the process that started the server stops it. A server whose owner is gone (the app
 *   was killed with SIGKILL) is an orphan: the next start stops it and starts its own, so that
 *   one always owns the server it uses.
 * - Supervision: when the server dies under a running owner, the owner restarts it on the same
 *   port with backoff; the connection pool reconnects by itself, and requests meanwhile get
 *   503 (see database-errors.ts). A process that only reuses the server starts its own when the
 *   server disappears.
 * - Port: EMBEDDED_PG_PORT when set; otherwise the recorded port while it is free, or any free
 *   port, so two copies on one machine do not collide.
 * - As root the server runs as `postgres`: binaries come from a reachable copy
 *   (postgres-binaries.ts), and when DATA_DIR itself is out of that user's reach (a checkout under
 *   /root) the cluster lives under /var/lib/insieme, recorded in postgres.json.
 */
interface EmbeddedInfo {
  port: number;
  password: string;
  /** the process that started the server and stops it */
  ownerPid?: number;
  /** the postmaster that `ownerPid` started */
  postmasterPid?: number;
  /** the cluster folder when it is not DATA_DIR/postgres */
  pgData?: string;
}

export interface RunningDatabase {
  url: string;
  stop: () => Promise<void>;
}

const DATABASE = 'insieme';
/** Root only: clusters of a DATA_DIR that the `postgres` user cannot enter. */
const RELOCATED_CLUSTERS = '/var/lib/insieme';
/** How long a server may run before postgres.json describes it (its owner is still starting it). */
const STARTING_GRACE_SECONDS = 15;

function urlFor(info: EmbeddedInfo, database: string): string {
  return `postgres://postgres:${encodeURIComponent(info.password)}@127.0.0.1:${info.port}/${database}`;
}

async function canConnect(url: string): Promise<boolean> {
  const client = new Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  client.on('error', () => undefined);
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
  client.on('error', () => undefined);
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

/** The app's server logs at trace level and lives in its own process group (see PostmasterOptions). */
const SERVER: PostmasterOptions = {
  onLine: (line) => logger.trace({ message: line }, 'postgres'),
  ownProcessGroup: true,
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

class EmbeddedServer {
  private child?: ChildProcess;
  private closing = false;
  private restartTimer?: NodeJS.Timeout;
  private watchTimer?: NodeJS.Timeout;
  private restarting?: Promise<void>;
  private failures = 0;

  constructor(
    private readonly binaries: PostgresBinaries,
    private readonly user: ServerUser | undefined,
    private readonly pgData: string,
    private readonly infoFile: string,
    private info: EmbeddedInfo,
    private readonly fixedPort: number | undefined,
  ) {}

  get url(): string {
    return urlFor(this.info, DATABASE);
  }

  private readInfo(): EmbeddedInfo {
    try {
      return { ...this.info, ...(JSON.parse(fs.readFileSync(this.infoFile, 'utf8')) as object) };
    } catch {
      return this.info;
    }
  }

  private writeInfo(info: EmbeddedInfo): void {
    this.info = info;
    const temporary = `${this.infoFile}.${process.pid}`;
    fs.writeFileSync(temporary, JSON.stringify(info), { mode: 0o600 });
    fs.renameSync(temporary, this.infoFile);
  }

  /** Reuses the server of a live owner, takes over an orphan, or starts our own. */
  async open(): Promise<void> {
    const deadline = Date.now() + (STARTING_GRACE_SECONDS + 15) * 1000;
    for (let attempt = 1; ; attempt++) {
      const running = readPostmasterFile(this.pgData);
      if (running && processAlive(running.pid)) {
        const info = this.readInfo();
        const described = info.postmasterPid === running.pid;
        const owner = info.ownerPid;
        const ownerLives =
          described &&
          owner !== undefined &&
          owner !== process.pid &&
          processAlive(owner) &&
          // the postmaster is its starter's child; an orphan has been handed to init
          (parentPid(running.pid) ?? owner) === owner;
        if (ownerLives) {
          this.info = info;
          if (await canConnect(urlFor(info, 'postgres'))) {
            logger.debug(
              { port: info.port, owner },
              'using the embedded PostgreSQL of a running process',
            );
            this.watchForeign(running.pid);
            return;
          }
        } else if (described || Date.now() / 1000 - running.startedAt > STARTING_GRACE_SECONDS) {
          logger.warn(
            { pid: running.pid, previousOwner: owner },
            'taking over the embedded PostgreSQL left running by a process that is gone',
          );
          await stopForeignPostmaster(running.pid);
          continue;
        }
        // its owner is starting it (postgres.json does not describe it yet): wait
        if (Date.now() > deadline)
          throw new Error(
            `The embedded PostgreSQL in ${this.pgData} (pid ${running.pid}) does not answer: stop it, then start again.`,
          );
        await sleep(250);
        continue;
      }
      try {
        await this.startOwn();
        return;
      } catch (error) {
        // another process got the cluster first, or the port was taken meanwhile
        if (attempt >= 4 || Date.now() > deadline) throw error;
        logger.debug({ err: error }, 'embedded PostgreSQL did not start; trying again');
        await sleep(200 * attempt);
      }
    }
  }

  private async choosePort(): Promise<number> {
    if (this.fixedPort) return this.fixedPort;
    if (this.info.port && (await portFree(this.info.port))) return this.info.port;
    return freePort();
  }

  private async startOwn(): Promise<void> {
    if (!fs.existsSync(path.join(this.pgData, 'PG_VERSION'))) {
      logger.info({ dataDir: this.pgData }, 'creating the embedded PostgreSQL cluster');
      await initCluster(this.binaries, this.pgData, this.info.password, this.user, (line) =>
        logger.trace({ message: line }, 'initdb'),
      );
    }
    const port = await this.choosePort();
    const child = await startPostmaster(this.binaries, this.pgData, port, this.user, SERVER);
    this.adopt(child, port);
    await ensureDatabase(this.info);
    logger.info({ port, dataDir: this.pgData }, 'embedded PostgreSQL started');
  }

  private adopt(child: ChildProcess, port: number): void {
    this.child = child;
    this.stopWatching();
    this.writeInfo({ ...this.info, port, ownerPid: process.pid, postmasterPid: child.pid });
    child.once('exit', (code, signal) => {
      if (this.child === child) this.child = undefined;
      if (this.closing) return;
      logger.error({ code, signal }, 'embedded PostgreSQL exited unexpectedly; restarting it');
      this.scheduleRestart();
    });
  }

  /** Restarts on the same port (the pool's URL stays valid), 250 ms → 5 s apart. */
  private scheduleRestart(): void {
    if (this.closing || this.restartTimer) return;
    const delay = Math.min(250 * 2 ** this.failures, 5000);
    this.restartTimer = setTimeout(() => {
      this.restartTimer = undefined;
      this.restarting = (async () => {
        try {
          const child = await startPostmaster(
            this.binaries,
            this.pgData,
            this.info.port,
            this.user,
            SERVER,
          );
          if (this.closing) {
            await stopPostmaster(child);
            return;
          }
          this.failures = 0;
          this.adopt(child, this.info.port);
          logger.info({ port: this.info.port }, 'embedded PostgreSQL restarted');
        } catch (error) {
          // e.g. backends of the dead server still hold its shared memory for a moment
          this.failures++;
          logger.warn({ err: error, attempt: this.failures }, 'embedded PostgreSQL restart failed');
          this.scheduleRestart();
        } finally {
          this.restarting = undefined;
        }
      })();
    }, delay);
  }

  /** We reuse another process's server: when it goes away, start (or find) the next one. */
  private watchForeign(pid: number): void {
    this.stopWatching();
    this.watchTimer = setInterval(() => {
      if (this.closing || this.restarting || processAlive(pid)) return;
      this.stopWatching();
      logger.warn({ pid }, 'the embedded PostgreSQL of another process stopped; starting our own');
      this.restarting = this.open()
        .catch((error: unknown) => {
          logger.error({ err: error }, 'embedded PostgreSQL could not be started');
          this.watchForeign(pid);
        })
        .finally(() => {
          this.restarting = undefined;
        });
    }, 1000);
    this.watchTimer.unref();
  }

  private stopWatching(): void {
    if (this.watchTimer) clearInterval(this.watchTimer);
    this.watchTimer = undefined;
  }

  /** Stops supervising; stops the server if we own it. */
  async close(timeoutMs = 2500): Promise<void> {
    this.closing = true;
    this.stopWatching();
    if (this.restartTimer) clearTimeout(this.restartTimer);
    this.restartTimer = undefined;
    if (this.restarting) await finishesWithin(this.restarting, timeoutMs);
    const child = this.child;
    this.child = undefined;
    if (child) await stopPostmaster(child, timeoutMs);
  }
}

/**
 * As root the server runs as `postgres`, which must reach the cluster folder: DATA_DIR/postgres
 * when DATA_DIR can be opened to it, a folder of its own under /var/lib/insieme otherwise.
 */
function clusterDir(dataDir: string, info: EmbeddedInfo | undefined, asRoot: boolean): string {
  const inDataDir = path.join(dataDir, 'postgres');
  if (info?.pgData) return info.pgData;
  if (!asRoot) return inDataDir;
  if (reachableByOthers(path.dirname(dataDir))) {
    fs.chmodSync(dataDir, 0o755);
    return inDataDir;
  }
  if (fs.existsSync(path.join(inDataDir, 'PG_VERSION')))
    throw new Error(
      `The embedded PostgreSQL runs as user "postgres", which cannot reach ${inDataDir}: move DATA_DIR to a folder it can reach, or set DATABASE_URL.`,
    );
  fs.mkdirSync(RELOCATED_CLUSTERS, { recursive: true, mode: 0o755 });
  const stat = fs.lstatSync(RELOCATED_CLUSTERS);
  if (!stat.isDirectory() || stat.uid !== 0 || (stat.mode & 0o022) !== 0)
    throw new Error(`${RELOCATED_CLUSTERS} must be a folder owned by root and closed to others.`);
  fs.chmodSync(RELOCATED_CLUSTERS, 0o755);
  const relocated = fs.mkdtempSync(path.join(RELOCATED_CLUSTERS, 'postgres-'));
  fs.chmodSync(relocated, 0o755);
  logger.warn(
    { dataDir, cluster: relocated },
    'the postgres user cannot enter DATA_DIR: the embedded database lives in the folder recorded in DATA_DIR/postgres.json',
  );
  return path.join(relocated, 'data');
}

export async function startEmbeddedPostgres(
  dataDir: string,
  port?: number,
): Promise<RunningDatabase> {
  fs.mkdirSync(dataDir, { recursive: true });
  const infoFile = path.join(dataDir, 'postgres.json');
  const recorded = fs.existsSync(infoFile)
    ? (JSON.parse(fs.readFileSync(infoFile, 'utf8')) as EmbeddedInfo)
    : undefined;
  const user = await serverUser();
  const pgData = clusterDir(dataDir, recorded, user !== undefined);
  const info: EmbeddedInfo = recorded ?? { port: 0, password: randomPassword() };
  if (pgData !== path.join(dataDir, 'postgres') && !info.pgData) {
    info.pgData = pgData;
    fs.writeFileSync(infoFile, JSON.stringify(info), { mode: 0o600 });
  }
  const server = new EmbeddedServer(postgresBinaries(), user, pgData, infoFile, info, port);
  await server.open();
  return { url: server.url, stop: () => server.close() };
}
