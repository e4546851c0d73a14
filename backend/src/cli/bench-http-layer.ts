import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import os from 'node:os';
import compression from 'compression';
import express from 'express';
import helmet from 'helmet';
import { HELMET_OPTIONS } from '../server';
import { compressResponses } from '../static-files';
import { cpuMsOf, freePort } from './bench/environment';
import { BenchHttp } from './bench/http';
import { measure, median, type Sample } from './bench/load';

/**
 * `npm run bench:http-layer` (docs/performance.md): what the HTTP layer in front of every route
 * costs per request — Express 5, helmet and compression as server.ts installs them, one at a time,
 * and the `compression` middleware alone (every compressed body as a stream) beside ours —
 * against a bare `node:http` server, with no database and no work: each answers a small JSON
 * (under the compression threshold, as a /healthz or a badge is) and a 4 KB one (compressed).
 * Each stack runs in its own process; the figures are requests/s and the process's CPU per
 * request, medians over interleaved rounds.
 */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 4000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 8);

const SMALL = JSON.stringify({ status: 'ok', database: 'ok' });
const LARGE = JSON.stringify(
  Array.from({ length: 40 }, (_, id) => ({
    id,
    name: `Evento ${id}`,
    address: 'Via Roma 1, Milano, MI',
  })),
);

const STACKS = [
  'node:http',
  'express',
  'express + helmet',
  'express + helmet + compression (streams only)',
  'express + helmet + compressResponses',
] as const;
type Stack = (typeof STACKS)[number];

/** The server of one stack (run in the child process). */
function serve(stack: Stack, port: number): void {
  let handler: http.RequestListener;
  if (stack === 'node:http') {
    handler = (req, res) => {
      const body = req.url === '/large' ? LARGE : SMALL;
      res.writeHead(200, {
        'content-type': 'application/json; charset=utf-8',
        'content-length': Buffer.byteLength(body),
      });
      res.end(body);
    };
  } else {
    // as server.ts sets it up, in the same order
    const app = express();
    app.disable('x-powered-by');
    if (stack !== 'express') app.use(helmet(HELMET_OPTIONS));
    // the `compression` middleware alone, as server.ts used it before issue 20
    if (stack === 'express + helmet + compression (streams only)')
      app.use(compression({ filter: (req, res) => compression.filter(req, res) }));
    // what server.ts installs: whole bodies compressed in one call, the rest as streams
    if (stack === 'express + helmet + compressResponses') app.use(compressResponses());
    app.get('/small', (_req, res) => {
      res.type('json').send(SMALL);
    });
    app.get('/large', (_req, res) => {
      res.type('json').send(LARGE);
    });
    handler = app;
  }
  const server = http.createServer(handler);
  server.keepAliveTimeout = 65_000;
  server.listen(port, '127.0.0.1');
  process.once('SIGTERM', () => {
    server.close(() => process.exit(0));
    server.closeAllConnections();
  });
}

async function start(stack: Stack): Promise<{ child: ChildProcess; client: BenchHttp }> {
  const port = await freePort();
  const child = spawn(process.execPath, [__filename, stack, String(port)], {
    env: { ...process.env, NODE_ENV: 'production' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const client = new BenchHttp(`http://127.0.0.1:${port}`, CONCURRENCY);
  for (let i = 0; ; i++) {
    if (
      await client.request('GET', '/small').then(
        () => true,
        () => false,
      )
    )
      break;
    if (i > 100) throw new Error(`${stack} did not start`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return { child, client };
}

async function main(): Promise<void> {
  const running = await Promise.all(STACKS.map(start));
  try {
    const samples = STACKS.map(() => ({ small: [] as Sample[], large: [] as Sample[] }));
    for (const { client } of running)
      for (const path of ['/small', '/large'])
        await measure(() => client.request('GET', path), REQUESTS / 2, CONCURRENCY);
    for (let round = 0; round < ROUNDS; round++)
      for (let j = 0; j < STACKS.length; j++) {
        // each round starts with the next stack, so none always goes first
        const k = (j + round) % STACKS.length;
        const { child, client } = running[k];
        for (const size of ['small', 'large'] as const)
          samples[k][size].push(
            await measure(
              () => client.request('GET', `/${size}`),
              REQUESTS,
              CONCURRENCY,
              0,
              () => cpuMsOf([child]),
            ),
          );
      }
    console.log(
      `\n${REQUESTS} requests per stack, size and round, ${ROUNDS} rounds interleaved, ${CONCURRENCY} in flight, on ${os.cpus().length} cores` +
        `\n(small: ${SMALL.length} B, not compressed; large: ${LARGE.length} B, compressed where compression is on)\n`,
    );
    console.log(
      `${'stack'.padEnd(48)}${'small req/s'.padStart(12)}${'CPU ms'.padStart(9)}${'large req/s'.padStart(13)}${'CPU ms'.padStart(9)}`,
    );
    const base = samples[0];
    for (const [k, stack] of STACKS.entries()) {
      const s = samples[k];
      const rps = (list: Sample[]) => median(list.map((x) => x.rps));
      const cpu = (list: Sample[]) => median(list.map((x) => x.serverCpuMs ?? Number.NaN));
      console.log(
        `${stack.padEnd(48)}${rps(s.small).toFixed(0).padStart(12)}${cpu(s.small).toFixed(3).padStart(9)}` +
          `${rps(s.large).toFixed(0).padStart(13)}${cpu(s.large).toFixed(3).padStart(9)}` +
          (k === 0
            ? ''
            : `   (+${(cpu(s.small) - cpu(base.small)).toFixed(3)} / +${(cpu(s.large) - cpu(base.large)).toFixed(3)} ms over node:http)`),
      );
    }
  } finally {
    await Promise.all(
      running.map(async ({ child, client }) => {
        await client.close();
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await exited;
      }),
    );
  }
}

if (process.argv[2]) serve(process.argv[2] as Stack, Number(process.argv[3]));
else
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
