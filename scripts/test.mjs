#!/usr/bin/env node
// `npm test`: checks that PostgreSQL and Redis answer, builds, checks the GraphQL contract and generated client are fresh,
// lints, checks the backend's import graph (cycles, upward imports), then runs every
// suite — shared rules, backend integration (real PostgreSQL), frontend components, and browser
// tests against the built app — and ends with one "N passed, N failed" line.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const reports = fs.mkdtempSync(path.join(os.tmpdir(), 'insieme-test-'));
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const totals = { passed: 0, failed: 0, skipped: 0 };
const failures = [];

function run(label, command, args, options = {}) {
  console.log(`\n▶ ${label}`);
  const started = Date.now();
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...options.env },
    ...options,
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    failures.push(label);
    console.log(`✖ ${label} failed (${seconds} s)`);
    return false;
  }
  console.log(`✔ ${label} (${seconds} s)`);
  return true;
}

function jest(label, workspace, env = {}) {
  const out = path.join(reports, `${workspace}-${Object.values(env).join('-') || 'all'}.json`);
  run(label, bin('jest'), ['--ci', '--json', `--outputFile=${out}`], {
    cwd: path.join(root, workspace),
    env,
  });
  if (fs.existsSync(out)) {
    const report = JSON.parse(fs.readFileSync(out, 'utf8'));
    totals.passed += report.numPassedTests;
    totals.failed += report.numFailedTests;
    totals.skipped += report.numPendingTests + report.numTodoTests;
    if (report.numTotalTests === 0) failures.push(`${label}: no test ran`);
  }
}

/**
 * Asks a server one question over TCP and resolves true when `answered(data)` holds for its first
 * reply, false on refusal, error or no reply within `timeoutMs`.
 */
function probe({ host, port }, question, answered, timeoutMs = 2000) {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port });
    const done = (ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.on('error', () => done(false));
    socket.on('connect', () => socket.write(question));
    socket.once('data', (data) => done(answered(data)));
  });
}

function hostAndPort(url, defaultPort) {
  const parsed = new URL(url);
  return { host: parsed.hostname || '127.0.0.1', port: Number(parsed.port || defaultPort) };
}

/**
 * The services the suites need, checked before a build of minutes: under CI=true a missing one
 * stops the run at once (the tests that need it would otherwise fail one by one, or — worse — a
 * CI run could look green without them); elsewhere it is a warning and those tests are skipped.
 */
async function preflight() {
  const ci = process.env.CI === 'true';
  const START_POSTGRES = 'pg_ctlcluster --skip-systemctl-redirect $(ls /etc/postgresql) main start';
  const START_REDIS =
    'redis-server --daemonize yes --bind 127.0.0.1 --port 6379 --save "" --appendonly no';
  const missing = [];

  // without DATABASE_URL the backend and browser tests start their own embedded PostgreSQL
  // (backend/src/test/global-setup.mjs, playwright.config.ts): nothing to probe then
  const databaseUrl = process.env.DATABASE_URL;
  if (databaseUrl) {
    const where = hostAndPort(databaseUrl, 5432);
    // an SSLRequest: any PostgreSQL answers it with one byte, 'S' or 'N', before authentication
    const sslRequest = Buffer.from([0, 0, 0, 8, 0x04, 0xd2, 0x16, 0x2f]);
    const ok = await probe(where, sslRequest, (data) => data[0] === 0x53 || data[0] === 0x4e);
    if (!ok)
      missing.push({
        what: 'PostgreSQL',
        where: `DATABASE_URL (${where.host}:${where.port})`,
        start: START_POSTGRES,
        without: 'every backend test needs it',
      });
  }

  // the same default as backend/src/test/redis.ts
  const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
  const redisAt = hostAndPort(redisUrl, 6379);
  if (!(await probe(redisAt, 'PING\r\n', (data) => String(data).startsWith('+PONG'))))
    missing.push({
      what: 'Redis',
      where: `${redisUrl} (${redisAt.host}:${redisAt.port})`,
      start: START_REDIS,
      without: 'the Redis-backed tests (scale-out, shared rate limits, shutdown) will be skipped',
    });

  for (const m of missing) {
    const line = `${m.what} does not answer at ${m.where}. Start it with:\n    ${m.start}`;
    if (ci) console.error(`✖ preflight: ${line}`);
    else console.warn(`⚠ preflight: ${line}\n  Outside CI the run goes on: ${m.without}.`);
  }
  if (ci && missing.length) {
    console.error(
      `\nnpm test stopped before the build: under CI=true every service must answer ` +
        `(${missing.map((m) => m.what).join(', ')} missing).`,
    );
    process.exit(1);
  }
}

await preflight();

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
if (!run('build (schema, backend, frontend)', npm, ['run', '--silent', 'build'])) {
  console.log('\n0 passed, 1 failed');
  process.exit(1);
}
run('GraphQL SDL and generated client are up to date', npm, ['run', '--silent', 'codegen:check']);
run('lint (eslint, type-aware, and prettier)', npm, ['run', '--silent', 'lint']);
// seconds: fails on an import cycle or more upward imports than backend/scripts/dependency-figures.mjs allows
const importGraph = ['run', '--silent', 'deps', '-w', 'backend'];
run('backend import graph (cycles, upward imports)', npm, importGraph);
jest('shared rules (schema)', 'schema');
jest('backend integration (PostgreSQL)', 'backend');
// the floods and stall measures, one at a time with nothing beside them (backend/jest.config.js)
jest('backend load tests, alone', 'backend', { INSIEME_JEST_GROUP: 'alone' });
jest('frontend components', 'frontend');

const e2eReport = path.join(reports, 'e2e.json');
if (fs.existsSync(path.join(root, 'frontend', 'e2e'))) {
  run(
    'browser tests (Playwright + Chromium)',
    bin('playwright'),
    ['test', '--config', 'frontend/playwright.config.ts'],
    {
      env: { PLAYWRIGHT_JSON_OUTPUT_NAME: e2eReport },
    },
  );
  if (fs.existsSync(e2eReport)) {
    const { stats } = JSON.parse(fs.readFileSync(e2eReport, 'utf8'));
    totals.passed += stats.expected + stats.flaky;
    totals.failed += stats.unexpected;
    totals.skipped += stats.skipped;
    if (stats.flaky)
      console.log(
        `⚠ ${stats.flaky} browser test(s) passed only on retry (flaky): see the list above`,
      );
  }
}

console.log(`\nSteps failed: ${failures.length ? failures.join('; ') : 'none'}`);
console.log(
  `${totals.passed} passed, ${totals.failed + (failures.length && !totals.failed ? failures.length : 0)} failed, ${totals.skipped} skipped`,
);
process.exit(failures.length || totals.failed ? 1 : 0);
