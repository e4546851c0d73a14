import 'reflect-metadata';
import os from 'node:os';
import { isDeepStrictEqual } from 'node:util';
import { Pool } from 'pg';
import type { BenchSize } from './bench-seed';
import { operation, type Operation } from './bench/documents';
import { BenchEnvironment } from './bench/environment';
import { BenchHttp, graphqlBody } from './bench/http';
import { median } from './bench/load';
import { pickWorld } from './bench/world';

/**
 * Persisted operations, before and after (docs/performance.md): the same operations of the web
 * app sent with their text (as Apollo Client sent them before) and with their hash alone (as it
 * sends them now), against the server as `npm start` runs it. Each round measures each variant
 * for BENCH_SECONDS with BENCH_CONCURRENCY requests in flight, the variants' order alternating;
 * prints per variant the median over the rounds of requests/s, p50 latency and the server's CPU
 * per request (from /proc).
 *
 *   npm run --silent build -w schema && npm run --silent build -w backend && \
 *     node backend/dist/cli/bench-persisted.js
 */
const SIZE: BenchSize = {
  associations: 100,
  users: 4000,
  eventsPerAssociation: 10,
  shiftsPerEvent: 4,
  notificationsPerPerson: 30,
};
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 8);
const WARMUP_SECONDS = 2;

interface Sample {
  rps: number;
  p50: number;
  cpuMs: number;
}

/** `task` with `concurrency` calls in flight for `seconds`. */
async function measureFor(
  task: (i: number) => Promise<unknown>,
  seconds: number,
  concurrency: number,
  cpu: () => number,
): Promise<Sample> {
  const latencies: number[] = [];
  const cpuBefore = cpu();
  const started = process.hrtime.bigint();
  const deadline = started + BigInt(Math.round(seconds * 1e9));
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (process.hrtime.bigint() < deadline) {
        const t = process.hrtime.bigint();
        await task(next++);
        latencies.push(Number(process.hrtime.bigint() - t) / 1e6);
      }
    }),
  );
  const elapsed = Number(process.hrtime.bigint() - started) / 1e9;
  latencies.sort((a, b) => a - b);
  return {
    rps: latencies.length / elapsed,
    p50: latencies[Math.floor(latencies.length / 2)],
    cpuMs: (cpu() - cpuBefore) / latencies.length,
  };
}

interface Variant {
  label: string;
  bodyBytes: number;
  call: (i: number) => Promise<string>;
  samples: Sample[];
}

async function main(): Promise<void> {
  const env = new BenchEnvironment();
  env.stopOnSignal();
  let http: BenchHttp | undefined;
  let pool: Pool | undefined;
  try {
    const { databaseUrl } = await env.seededDatabase(SIZE);

    const base = await env.startServer(databaseUrl);
    http = new BenchHttp(base, CONCURRENCY * 2);
    pool = new Pool({ connectionString: databaseUrl, max: 2 });
    const world = await pickWorld(pool, env.jwtSecret);
    const volunteer = (i: number) => world.volunteers[i % world.volunteers.length];

    const cases: { op: Operation; variables: (i: number) => Record<string, unknown> }[] = [
      // the event page's query (frontend/src/features/events/event.graphql)
      {
        op: operation('Event'),
        variables: (i) => ({ id: world.events[i % world.events.length].id }),
      },
      // the shell's badge: little work past the request path
      { op: operation('UnreadNotificationCount'), variables: () => ({}) },
    ];
    const variants: Variant[] = [];
    for (const { op, variables } of cases) {
      if (!op.hash) throw new Error(`${op.operationName} has no persisted hash`);
      for (const [mode, sent] of [
        ['text', { ...op, hash: undefined }],
        ['hash', op],
      ] as const) {
        variants.push({
          label: `${op.operationName} ${mode}`,
          bodyBytes: Buffer.byteLength(graphqlBody(sent, variables(0))),
          call: (i) => http!.graphql(sent, variables(i), volunteer(i).token),
          samples: [],
        });
      }
      // the same answer both ways, or the comparison means nothing (the keys come in the
      // manifest's order: its text is normalized, fields sorted)
      const [text, hash] = variants.slice(-2);
      if (!isDeepStrictEqual(JSON.parse(await text.call(0)), JSON.parse(await hash.call(0))))
        throw new Error(`${op.operationName}: the hash and the text answer differently`);
    }

    const cpu = () => env.serverCpuMs();
    for (const variant of variants)
      await measureFor(variant.call, WARMUP_SECONDS, CONCURRENCY, cpu);
    for (let round = 0; round < ROUNDS; round++) {
      // text then hash, then hash then text: neither always runs on the warmer machine
      const order = round % 2 === 0 ? variants : [...variants].reverse();
      for (const variant of order)
        variant.samples.push(await measureFor(variant.call, SECONDS, CONCURRENCY, cpu));
    }

    console.log(
      `\n${ROUNDS} rounds × ${SECONDS} s per variant, ${CONCURRENCY} in flight, ${os.cpus().length} cores; medians over the rounds`,
    );
    console.log(
      'variant                          body B   req/s (rounds)              p50 ms  server CPU ms/req',
    );
    for (const v of variants) {
      const rounds = v.samples.map((s) => s.rps.toFixed(0)).join(' / ');
      console.log(
        `${v.label.padEnd(32)} ${String(v.bodyBytes).padStart(6)}   ${median(
          v.samples.map((s) => s.rps),
        )
          .toFixed(0)
          .padStart(5)} (${rounds})`.padEnd(70) +
          `${median(v.samples.map((s) => s.p50))
            .toFixed(2)
            .padStart(6)}  ${median(v.samples.map((s) => s.cpuMs)).toFixed(3)}`,
      );
    }
  } finally {
    await http?.close();
    await pool?.end();
    await env.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
