#!/usr/bin/env node
// `npm test`: builds, checks the GraphQL contract and generated client are fresh, then runs every
// suite — shared rules, backend integration (real PostgreSQL), frontend components, and browser
// tests against the built app — and ends with one "N passed, N failed" line.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
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

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
if (!run('build (schema, backend, frontend)', npm, ['run', '--silent', 'build'])) {
  console.log('\n0 passed, 1 failed');
  process.exit(1);
}
run('GraphQL SDL and generated client are up to date', npm, ['run', '--silent', 'codegen:check']);
run('lint (eslint, type-aware, and prettier)', npm, ['run', '--silent', 'lint']);
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
