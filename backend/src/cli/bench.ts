import 'reflect-metadata';
import os from 'node:os';
import { Pool } from 'pg';
import type { BenchSize } from './bench-seed';
import { BenchEnvironment } from './bench/environment';
import { runFanoutHook } from './bench/fanout-hook';
import { BenchFloors } from './bench/floors';
import { BenchHttp } from './bench/http';
import { measure, type Sample } from './bench/load';
import { overheadProbes } from './bench/overhead';
import { printOverhead, printReads, printSignUps, type ScreenSamples } from './bench/report';
import { screens } from './bench/screens';
import { measureSignUps } from './bench/sign-ups';
import { pickWorld } from './bench/world';

/**
 * `npm run bench` (docs/performance.md): seeds a large data set, VACUUM ANALYZE, starts the
 * server as `npm start` does, then measures every heavy screen three ways — what the built
 * frontend sends through GraphQL, the REST calls for the same screen, and the screen's SQL floor —
 * interleaved round-robin over BENCH_ROUNDS rounds, and prints each ratio with its spread. Then
 * sign-ups under load on hot shifts, and the live fan-out when its module is built.
 */
const SIZE: BenchSize = {
  associations: 500,
  users: 20000,
  eventsPerAssociation: 10,
  shiftsPerEvent: 4,
  notificationsPerPerson: 30,
};
/** screens per phase and round */
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 8);
const WARMUP = Math.min(40, REQUESTS);

type Phase = 'graphql' | 'rest' | 'floor' | 'httpFloor';
/** in the order report.ts prints them */
const PHASES: Phase[] = ['graphql', 'rest', 'floor', 'httpFloor'];
/** the server's process for the APIs, the HTTP floor's for its phase, none for the SQL floor */
const CPU_OF: Record<Phase, 'server' | 'floor' | undefined> = {
  graphql: 'server',
  rest: 'server',
  floor: undefined,
  httpFloor: 'floor',
};

async function main(): Promise<void> {
  const env = new BenchEnvironment();
  env.stopOnSignal();
  let http: BenchHttp | undefined;
  let floorHttp: BenchHttp | undefined;
  let pool: Pool | undefined;
  try {
    process.stdout.write('Seeding… ');
    const t0 = Date.now();
    const { databaseUrl, counts } = await env.seededDatabase(SIZE);
    console.log(`${JSON.stringify(counts)} in ${((Date.now() - t0) / 1000).toFixed(1)} s`);

    const base = await env.startServer(databaseUrl);
    // the browser opens up to 6 connections per origin; every virtual user may use them all
    http = new BenchHttp(base, CONCURRENCY * 6);
    pool = new Pool({ connectionString: databaseUrl, max: CONCURRENCY });
    const world = await pickWorld(pool, env.jwtSecret);
    // one request per screen: a connection per screen in flight
    floorHttp = new BenchHttp(await env.startHttpFloor(databaseUrl, world), CONCURRENCY);
    const list = screens(http, new BenchFloors(pool), world, floorHttp);
    const cpu = { server: () => env.serverCpuMs(), floor: () => env.floorCpuMs() };

    // per-request overhead: the cheapest requests the server answers, against the same answers
    // from the HTTP floor, on the same client
    const overhead: Parameters<typeof printOverhead>[0] = [];
    for (const probe of overheadProbes(http, floorHttp, world.volunteers[0].token)) {
      await measure(probe.run, WARMUP * 5, CONCURRENCY);
      overhead.push({
        ...probe,
        sample: await measure(probe.run, REQUESTS * 5, CONCURRENCY, 0, cpu[probe.cpu]),
      });
    }

    // warm-up (JIT, caches, connection pools) and a check that every phase answers without error
    for (const screen of list)
      for (const phase of PHASES) await measure((i) => screen[phase](i), WARMUP, CONCURRENCY);

    const samples: ScreenSamples[] = list.map((screen) => ({
      screen,
      rounds: PHASES.map(() => [] as Sample[]),
    }));
    const started = Date.now();
    for (let round = 0; round < ROUNDS; round++)
      for (const entry of samples)
        // round-robin, and each round starts with the next phase so none always goes first
        for (let k = 0; k < PHASES.length; k++) {
          const p = (k + round) % PHASES.length;
          const phase = PHASES[p];
          entry.rounds[p].push(
            await measure(
              (i) => entry.screen[phase](i),
              REQUESTS,
              CONCURRENCY,
              round * REQUESTS,
              CPU_OF[phase] && cpu[CPU_OF[phase]],
            ),
          );
        }
    const seconds = (Date.now() - started) / 1000;

    console.log(
      `\n${REQUESTS} screens per phase and round, ${ROUNDS} rounds interleaved (GraphQL, REST, SQL floor, HTTP floor), ` +
        `${CONCURRENCY} screens in flight, on ${os.cpus().length} cores (${seconds.toFixed(0)} s)`,
    );
    printOverhead(overhead);
    printReads(samples);

    printSignUps(
      await measureSignUps(http, pool, env.jwtSecret, {
        volunteers: 200,
        shifts: 10,
        places: 5,
        concurrency: CONCURRENCY,
      }),
    );

    await runFanoutHook({ base, databaseUrl, jwtSecret: env.jwtSecret });
  } finally {
    await http?.close();
    await floorHttp?.close();
    await pool?.end();
    await env.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
