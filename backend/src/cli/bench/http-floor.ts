import http from 'node:http';
import fs from 'node:fs';
import { Pool } from 'pg';
import { BenchFloors } from './floors';
import { screenFloors } from './screens';
import type { World } from './world';

/**
 * The HTTP floor (docs/performance.md): a bare `node:http` server, run by the bench as its own
 * process beside the real server, whose handler runs a screen's SQL floor (the same functions the
 * SQL floor phase runs, floors.ts) and answers its rows with `JSON.stringify` — one request per
 * screen. No framework, middleware, token check, compression or ORM: what a server that does
 * nothing but the work costs, so the real server's throughput can be read against it.
 *
 *   GET /floor/{screen}/{i}  the floor of the screen at that index of `screens`, for the i-th call
 *   GET /healthz             `SELECT 1`, as the real server's /healthz
 *   GET /constant            no SQL: what `{ __typename }` answers, as a constant
 *
 * Started with DATABASE_URL, PORT and BENCH_WORLD (a JSON file of the bench's `World`).
 */
const DATES = ['todayStart', 'todayEnd', 'monthStart', 'monthEnd'] as const;

function readWorld(file: string): World {
  const world = JSON.parse(fs.readFileSync(file, 'utf8')) as World;
  for (const key of DATES) world[key] = new Date(world[key]);
  return world;
}

function main(): void {
  // as many connections as the real server's pool (db/data-source.ts)
  const pool = new Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
  const floors = screenFloors(new BenchFloors(pool), readWorld(process.env.BENCH_WORLD!));
  const send = (res: http.ServerResponse, status: number, body: string) => {
    res.writeHead(status, {
      'content-type': 'application/json; charset=utf-8',
      'content-length': Buffer.byteLength(body),
    });
    res.end(body);
  };
  const server = http.createServer((req, res) => {
    const route = /^\/floor\/(\d+)\/(\d+)$/.exec(req.url ?? '');
    const work =
      req.url === '/healthz'
        ? pool.query('SELECT 1').then(() => ({ status: 'ok', database: 'ok' }))
        : req.url === '/constant'
          ? Promise.resolve({ data: { __typename: 'Query' } })
          : route && floors[Number(route[1])]
            ? floors[Number(route[1])](Number(route[2]))
            : undefined;
    if (!work) return send(res, 404, '{"message":"not found"}');
    work.then(
      (result) => send(res, 200, JSON.stringify(result)),
      (error: unknown) => send(res, 500, JSON.stringify({ message: String(error) })),
    );
  });
  server.keepAliveTimeout = 65_000;
  server.listen(Number(process.env.PORT), '127.0.0.1');
  const stop = () => {
    server.close(() => void pool.end().then(() => process.exit(0)));
    server.closeAllConnections();
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}

main();
