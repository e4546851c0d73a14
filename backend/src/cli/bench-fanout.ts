import 'reflect-metadata';
import net from 'node:net';
import { createClient, type Client as WsClient } from 'graphql-ws';
import { Pool } from 'pg';
import { WebSocket } from 'ws';
import { benchSignIn } from './bench/sign-in';
import { seedBenchEvent } from './bench/bench-event';
import { BenchEnvironment } from './bench/environment';

/**
 * Live fan-out (issue 11): SUBSCRIBERS graphql-ws clients watch one event page; an administrator
 * approves a sign-up on another instance's HTTP API (or the same one); we time from sending the
 * approval to the moment the LAST subscriber holds the new number of places. Repeated APPROVALS
 * times: p50 and p95. `measureFanout` runs against servers already started on one database;
 * `npm run bench:fanout` starts them (in-process pub/sub, then through Redis when one answers at
 * REDIS_URL or 127.0.0.1:6379) and prints both.
 */
export interface FanoutResult {
  label: string;
  subscribers: number;
  approvals: number;
  p50: number;
  p95: number;
  max: number;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** One association with an administrator, a public event with one big shift, and `n` people. */
async function seedFanout(pool: Pool, n: number) {
  const { admin, people, eventId } = await seedBenchEvent(pool, {
    name: 'Fan-out',
    people: n + 200,
    members: 'admin',
  });
  const {
    rows: [{ id: shiftId }],
  } = await pool.query<{ id: number }>(
    `INSERT INTO shift (event_id, title, color, start_date, end_date, max_volunteer, open_subscription)
     VALUES ($1, 'Turno', '#0f766e', now() + interval '2 days', now() + interval '2 days 4 hours', 10000, true)
     RETURNING id`,
    [eventId],
  );
  return { admin, people, eventId, shiftId };
}

export async function measureFanout(options: {
  label: string;
  databaseUrl: string;
  jwtSecret: string;
  /** where the subscribers connect */
  subscribeBase: string;
  /** where the administrator approves (another instance: the publish crosses Redis) */
  mutateBase: string;
  subscribers?: number;
  approvals?: number;
}): Promise<FanoutResult> {
  const subscribers = options.subscribers ?? 1000;
  const approvals = options.approvals ?? 20;
  const pool = new Pool({ connectionString: options.databaseUrl, max: 2 });
  const world = await seedFanout(pool, subscribers);
  const sign = benchSignIn(pool, options.jwtSecret, 3600);
  const adminToken = await sign(world.admin);

  // every subscriber keeps the last number of places it received
  const places = new Array<number>(subscribers).fill(-1);
  let waiting: { expected: number; resolve: () => void } | null = null;
  let reached = 0;
  const clients: WsClient[] = [];
  const wsUrl = options.subscribeBase.replace(/^http/, 'ws') + '/graphql';
  let failures = 0;
  for (let i = 0; i < subscribers; i++) {
    const token = await sign(world.people[i]);
    const client = createClient({
      url: wsUrl,
      webSocketImpl: WebSocket,
      connectionParams: { authorization: `Bearer ${token}` },
      retryAttempts: 0,
      lazy: false,
    });
    clients.push(client);
    client.subscribe<{ eventShiftsChanged: { availableSpots: number } }>(
      {
        query: `subscription($id: Int!) { eventShiftsChanged(eventId: $id) { id availableSpots mySignUp } }`,
        variables: { id: world.eventId },
      },
      {
        next: (value) => {
          const spots = value.data?.eventShiftsChanged.availableSpots;
          if (spots === undefined) {
            failures++;
            if (failures <= 3) console.error('subscriber error:', JSON.stringify(value.errors));
            return;
          }
          places[i] = spots;
          if (waiting && spots === waiting.expected && ++reached === subscribers) waiting.resolve();
        },
        error: () => failures++,
        complete: () => undefined,
      },
    );
  }
  await sleep(1000);

  const latencies: number[] = [];
  let approved = 0;
  /** One approval; resolves with the time until the last subscriber had it, or null past `limit`. */
  const approve = async (limitMs: number): Promise<number | null> => {
    const person = world.people[subscribers + approved];
    const {
      rows: [{ id: signUpId }],
    } = await pool.query<{ id: number }>(
      `INSERT INTO user_shift (shift_id, user_id, status) VALUES ($1, $2, 'waiting') RETURNING id`,
      [world.shiftId, person],
    );
    approved++;
    const expected = 10000 - approved;
    reached = places.filter((p) => p === expected).length;
    const done = new Promise<boolean>(
      (resolve) => (waiting = { expected, resolve: () => resolve(true) }),
    );
    const t0 = process.hrtime.bigint();
    const response = await fetch(`${options.mutateBase}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${adminToken}` },
      body: JSON.stringify({
        query: `mutation($id: Int!) { decideShiftRequest(input: { signUpId: $id, accept: true }) { id } }`,
        variables: { id: signUpId },
      }),
    });
    const body = (await response.json()) as { errors?: unknown };
    if (body.errors) throw new Error(JSON.stringify(body.errors));
    let timer: NodeJS.Timeout | undefined;
    const all = await Promise.race([
      done,
      new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), limitMs))),
    ]);
    clearTimeout(timer);
    waiting = null;
    return all ? Number(process.hrtime.bigint() - t0) / 1e6 : null;
  };
  try {
    // warm-up: subscriptions still starting on the server miss a publish; approve until one
    // reaches every subscriber (and twice more, for the caches)
    let warm = 0;
    for (let tries = 0; warm < 3; tries++) {
      if (tries > 30)
        throw new Error(
          `only ${reached} of ${subscribers} subscribers ever updated (${failures} failed)`,
        );
      warm = (await approve(5000)) === null ? 0 : warm + 1;
    }
    for (let k = 0; k < approvals; k++) {
      const ms = await approve(15_000);
      if (ms === null) throw new Error(`${reached} of ${subscribers} subscribers updated in 15 s`);
      latencies.push(ms);
    }
  } finally {
    await Promise.all(clients.map((c) => c.dispose()));
    await pool.end();
  }
  latencies.sort((a, b) => a - b);
  const pct = (p: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))];
  return {
    label: options.label,
    subscribers,
    approvals,
    p50: pct(0.5),
    p95: pct(0.95),
    max: latencies[latencies.length - 1],
  };
}

export function printFanout(results: FanoutResult[]): void {
  console.log('\nlive fan-out: approval → last subscriber has the new places');
  for (const r of results)
    console.log(
      `${r.label.padEnd(34)} ${r.subscribers} subscribers, ${r.approvals} approvals: p50 ${r.p50.toFixed(0)} ms, p95 ${r.p95.toFixed(0)} ms, max ${r.max.toFixed(0)} ms`,
    );
}

async function redisAnswers(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect(Number(port || 6379), hostname, () => {
      socket.end();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
    socket.setTimeout(500, () => {
      socket.destroy();
      resolve(false);
    });
  });
}

/** `npm run bench:fanout`: its own database and servers, in-process and through Redis. */
async function main(): Promise<void> {
  const env = new BenchEnvironment();
  try {
    // the first server's start runs the migrations
    const databaseUrl = await env.createDatabase();
    const subscribers = Number(process.env.BENCH_SUBSCRIBERS ?? 1000);
    const approvals = Number(process.env.BENCH_APPROVALS ?? 20);
    const common = { databaseUrl, jwtSecret: env.jwtSecret, subscribers, approvals };
    const plain = await env.startServer(databaseUrl, { REDIS_URL: '' });
    const results: FanoutResult[] = [
      await measureFanout({
        ...common,
        label: 'in-process pub/sub (one instance)',
        subscribeBase: plain,
        mutateBase: plain,
      }),
    ];
    const redisUrl = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
    if (await redisAnswers(redisUrl)) {
      const a = await env.startServer(databaseUrl, { REDIS_URL: redisUrl });
      const b = await env.startServer(databaseUrl, { REDIS_URL: redisUrl });
      results.push(
        await measureFanout({
          ...common,
          label: 'through Redis (approval on another instance)',
          subscribeBase: a,
          mutateBase: b,
        }),
      );
    } else console.log(`(no Redis at ${redisUrl}: the Redis figure is skipped)`);
    printFanout(results);
  } finally {
    await env.stop();
  }
}

if (require.main === module)
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
