import 'reflect-metadata';
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Client, Pool } from 'pg';
import { ROOT_DIR } from '../config';
import { createDataSource } from '../db/data-source';
import { startEmbeddedPostgres } from '../db/embedded-postgres';
import { AccessTokens } from '../modules/auth/access-token';
import { hashPassword } from '../modules/auth/password-hasher';
import { seedBenchData, type BenchSize } from './bench-seed';

/**
 * `npm run bench`: seeds a large data set, starts the server as `npm start` does, and measures the
 * Home and event-page reads through GraphQL, through the REST facade, and as hand-written SQL on
 * `pg` (the floor), printing requests per second and p50/p99 side by side with the ratios.
 */
const SIZE: BenchSize = {
  associations: 500,
  users: 20000,
  eventsPerAssociation: 10,
  shiftsPerEvent: 4,
};
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 600);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 8);

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

interface Result {
  label: string;
  rps: number;
  p50: number;
  p99: number;
}

/** Runs `count` calls of `task` with `concurrency` in flight; latencies in milliseconds. */
async function measure(
  label: string,
  task: (i: number) => Promise<void>,
  count = REQUESTS,
): Promise<Result> {
  for (let i = 0; i < 20; i++) await task(i); // warm-up
  const latencies: number[] = [];
  let next = 0;
  const started = process.hrtime.bigint();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < count) {
        const i = next++;
        const t = process.hrtime.bigint();
        await task(i);
        latencies.push(Number(process.hrtime.bigint() - t) / 1e6);
      }
    }),
  );
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  latencies.sort((a, b) => a - b);
  const pct = (p: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))];
  return { label, rps: count / seconds, p50: pct(50), p99: pct(99) };
}

const HOME = `query($date: String) { programme(date: $date) { managed shift { id title startDate availableSpots } event { id name address } }
  events(scope: FAVOURITE, first: 5) { edges { node { id name startDate address association { name } photos { url } } } }
  associations(filter: VOLUNTEER, first: 8) { edges { node { id name imageUrl } } }
  nearbyAssociations(first: 8) { id name imageUrl } }`;
const EVENT_PAGE = `query($id: Int!) { event(id: $id) { id name description address startDate endDate isLike numberLike isAdmin terminated
  association { id name } photos { url } shifts { id title color startDate endDate availableSpots iAmSubscribed mySignUp } } }`;

async function main(): Promise<void> {
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'insieme-bench-'));
  fs.chmodSync(workDir, 0o755);
  let adminUrl = process.env.DATABASE_URL;
  let stopEmbedded: (() => Promise<void>) | undefined;
  if (!adminUrl) {
    const embedded = await startEmbeddedPostgres(workDir, await freePort());
    adminUrl = embedded.url;
    stopEmbedded = embedded.stop;
  }
  const dbName = `insieme_bench_${crypto.randomBytes(4).toString('hex')}`;
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${dbName}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${dbName}`;
  const databaseUrl = url.toString();

  let server: ReturnType<typeof spawn> | undefined;
  try {
    const ds = createDataSource(databaseUrl, { poolSize: 4 });
    await ds.initialize();
    await ds.runMigrations();
    process.stdout.write('Seeding… ');
    const t0 = Date.now();
    const counts = await seedBenchData(ds, SIZE, await hashPassword('Bench2025!'));
    await ds.destroy();
    process.stdout.write(
      `${JSON.stringify(counts)} in ${((Date.now() - t0) / 1000).toFixed(1)} s\n`,
    );

    const port = await freePort();
    const secret = crypto.randomBytes(32).toString('hex');
    server = spawn(process.execPath, [path.join(ROOT_DIR, 'backend', 'dist', 'main.js')], {
      env: {
        ...process.env,
        DATABASE_URL: databaseUrl,
        PORT: String(port),
        HOST: '127.0.0.1',
        JWT_SECRET: secret,
        VAPID_PUBLIC_KEY: 'x',
        VAPID_PRIVATE_KEY: 'x',
        SEED_DEMO: 'false',
        LOG_LEVEL: 'warn',
        DATA_DIR: workDir,
      },
      stdio: 'inherit',
    });
    const base = `http://127.0.0.1:${port}`;
    for (
      let i = 0;
      !(await fetch(`${base}/healthz`)
        .then((r) => r.ok)
        .catch(() => false));
      i++
    ) {
      if (i > 300) throw new Error('the server did not start');
      await new Promise((r) => setTimeout(r, 100));
    }

    // a volunteer with sign-ups and followed associations views Home and event pages
    const pool = new Pool({ connectionString: databaseUrl, max: CONCURRENCY });
    const { rows: people } = await pool.query<{ id: number }>(
      `SELECT DISTINCT us.user_id AS id FROM user_shift us ORDER BY 1 LIMIT 50`,
    );
    const { rows: events } = await pool.query<{ id: number }>(
      `SELECT id FROM event WHERE is_public ORDER BY id LIMIT 200`,
    );
    const tokens = new AccessTokens(secret, 3600);
    const auth = await Promise.all(
      people.map(async (p) => `Bearer ${await tokens.sign({ userId: p.id, tokenVersion: 0 })}`),
    );
    const today = new Date().toISOString().slice(0, 10);
    const gql = async (query: string, variables: Record<string, unknown>, i: number) => {
      const r = await fetch(`${base}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: auth[i % auth.length] },
        body: JSON.stringify({ query, variables }),
      });
      const body = (await r.json()) as { errors?: unknown };
      if (body.errors) throw new Error(JSON.stringify(body.errors));
    };
    const rest = async (paths: string[], i: number) => {
      await Promise.all(
        paths.map(async (p) => {
          const r = await fetch(`${base}${p}`, {
            headers: { authorization: auth[i % auth.length] },
          });
          if (!r.ok) throw new Error(`${p}: ${r.status}`);
          await r.arrayBuffer();
        }),
      );
    };
    const sql = new BenchSql(pool);

    const results: Result[][] = [
      [
        await measure('home · GraphQL', (i) => gql(HOME, { date: today }, i)),
        await measure('home · REST (4 calls)', (i) =>
          rest(
            [
              `/api/calendar/daily/?date=${today}`,
              '/api/event/?favourite=true&limit=5',
              '/api/association/info/?volunteer=true&limit=8',
              '/api/association/near/?limit=8',
            ],
            i,
          ),
        ),
        await measure('home · SQL on pg', (i) => sql.home(people[i % people.length].id, today)),
      ],
      [
        await measure('event page · GraphQL', (i) =>
          gql(EVENT_PAGE, { id: events[i % events.length].id }, i),
        ),
        await measure('event page · REST', (i) =>
          rest([`/api/event/${events[i % events.length].id}`], i),
        ),
        await measure('event page · SQL on pg', (i) =>
          sql.eventPage(people[i % people.length].id, events[i % events.length].id),
        ),
      ],
    ];
    await pool.end();

    const pad = (s: string, n: number) => s.padEnd(n);
    const num = (n: number, d = 1) => n.toFixed(d).padStart(9);
    console.log(
      `\n${REQUESTS} requests each, ${CONCURRENCY} in flight, on ${os.cpus().length} cores\n`,
    );
    console.log(
      `${pad('read', 26)}${'req/s'.padStart(9)}${'p50 ms'.padStart(9)}${'p99 ms'.padStart(9)}   vs SQL (req/s ratio, p50 ratio)`,
    );
    for (const group of results) {
      const floor = group[group.length - 1];
      for (const r of group)
        console.log(
          `${pad(r.label, 26)}${num(r.rps)}${num(r.p50, 2)}${num(r.p99, 2)}   ${r === floor ? 'floor' : `${(floor.rps / r.rps).toFixed(1)}× slower, p50 ×${(r.p50 / floor.p50).toFixed(1)}`}`,
        );
      console.log('');
    }
  } finally {
    server?.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 500));
    const cleanup = new Client({ connectionString: adminUrl });
    await cleanup.connect();
    await cleanup.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    await cleanup.end();
    await stopEmbedded?.();
    fs.rmSync(workDir, { recursive: true, force: true });
  }
}

/** The same data as the two screens, read with hand-written SQL: the floor to compare against. */
class BenchSql {
  constructor(private readonly pool: Pool) {}

  async home(userId: number, date: string): Promise<void> {
    await Promise.all([
      this.pool.query(
        `SELECT s.id, s.title, s.start_date, s.max_volunteer - s.accepted_count AS spots, e.id AS event_id, e.name, e.address
           FROM user_shift us JOIN shift s ON s.id = us.shift_id JOIN event e ON e.id = s.event_id
          WHERE us.user_id = $1 AND us.status = 'accepted' AND s.start_date < ($2::date + 1) AND s.end_date >= $2::date`,
        [userId, date],
      ),
      this.pool.query(
        `SELECT e.id, e.name, e.start_date, e.address, a.name AS association, p.media_id
           FROM event e JOIN association a ON a.id = e.association_id
           LEFT JOIN LATERAL (SELECT media_id FROM event_photo WHERE event_id = e.id ORDER BY position LIMIT 1) p ON true
          WHERE e.association_id IN (SELECT association_id FROM favourite_association WHERE user_id = $1)
            AND e.archived_at IS NULL AND e.end_date >= now()
          ORDER BY e.start_date, e.id LIMIT 5`,
        [userId],
      ),
      this.pool.query(
        `SELECT a.id, a.name, a.image_id FROM association a JOIN user_association m ON m.association_id = a.id
          WHERE m.user_id = $1 AND m.status = 'accepted' ORDER BY lower(a.name), a.id LIMIT 8`,
        [userId],
      ),
      this.pool.query(
        `SELECT a.id, a.name, a.image_id FROM association a
          WHERE a.id NOT IN (SELECT association_id FROM favourite_association WHERE user_id = $1)
          ORDER BY (SELECT count(*) FROM favourite_association f WHERE f.association_id = a.id) DESC, a.name LIMIT 8`,
        [userId],
      ),
    ]);
  }

  async eventPage(userId: number, eventId: number): Promise<void> {
    await Promise.all([
      this.pool.query(
        `SELECT e.*, a.name AS association,
                (SELECT count(*) FROM event_like l WHERE l.event_id = e.id) AS likes,
                EXISTS (SELECT 1 FROM event_like l WHERE l.event_id = e.id AND l.user_id = $2) AS is_like,
                EXISTS (SELECT 1 FROM user_association m WHERE m.association_id = e.association_id AND m.user_id = $2 AND m.is_admin) AS is_admin
           FROM event e JOIN association a ON a.id = e.association_id WHERE e.id = $1`,
        [eventId, userId],
      ),
      this.pool.query('SELECT media_id FROM event_photo WHERE event_id = $1 ORDER BY position', [
        eventId,
      ]),
      this.pool.query(
        `SELECT s.*, s.max_volunteer - s.accepted_count AS spots, us.status AS my_status
           FROM shift s LEFT JOIN user_shift us ON us.shift_id = s.id AND us.user_id = $2
          WHERE s.event_id = $1 ORDER BY s.start_date, s.id`,
        [eventId, userId],
      ),
    ]);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
