// Starts one PostgreSQL for the whole run unless DATABASE_URL points to a server.
// It is the app's own embedded-server code (db/postgres-*.ts, compiled on the fly by jest's
// transform): as root the server runs as `postgres` from a reachable copy of the binaries, so
// the tests also run from a checkout that user cannot enter (/root, a `mktemp -d` folder).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

export default async function globalSetup() {
  if (process.env.DATABASE_URL) {
    process.env.TEST_ADMIN_DATABASE_URL = process.env.DATABASE_URL;
    return;
  }
  const { postgresBinaries, reachableByOthers } = require('../db/postgres-binaries.ts');
  const {
    freePort,
    initCluster,
    serverUser,
    startPostmaster,
    stopPostmaster,
  } = require('../db/postgres-process.ts');
  const user = await serverUser();
  // as root the cluster's folder must be reachable by `postgres`: TMPDIR may be private
  const base = !user || reachableByOthers(os.tmpdir()) ? os.tmpdir() : '/var/tmp';
  const dir = fs.mkdtempSync(path.join(base, 'insieme-test-pg-'));
  fs.chmodSync(dir, 0o755);
  const binaries = postgresBinaries();
  const pgData = path.join(dir, 'data');
  await initCluster(binaries, pgData, 'test', user);
  const port = await freePort();
  const server = await startPostmaster(binaries, pgData, port, user);
  globalThis.__INSIEME_PG__ = { stop: () => stopPostmaster(server, 5000), dir };
  process.env.TEST_ADMIN_DATABASE_URL = `postgres://postgres:test@127.0.0.1:${port}/postgres`;
}
