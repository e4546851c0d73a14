import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';

/**
 * Browser tests against the built app started the way `npm start` starts it (embedded
 * PostgreSQL, demo data, mail as .eml files), driving Debian's Chromium — never a downloaded one.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// a free port, chosen once by the main process (workers inherit it through the environment):
// other copies of the app may run on this machine
if (!process.env.E2E_PORT) {
  process.env.E2E_PORT = execFileSync(process.execPath, [
    '-e',
    "const s = require('net').createServer().listen(0, '127.0.0.1', () => { process.stdout.write(String(s.address().port)); s.close(); })",
  ]).toString();
}
const port = Number(process.env.E2E_PORT);
if (!process.env.E2E_DATA_DIR) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'insieme-e2e-'));
  fs.chmodSync(dir, 0o755);
  process.env.E2E_DATA_DIR = dir;
}
export const E2E_DATA_DIR = process.env.E2E_DATA_DIR;
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: './e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  // one retry in CI so a slow machine does not sink a landing; a retried test is reported as flaky
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  outputDir: 'test-results',
  use: {
    baseURL,
    locale: 'it-IT',
    timezoneId: 'Europe/Rome',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  // each spec sets its viewport (390 px mobile, 1280 px desktop) where the journey needs it
  projects: [{ name: 'chromium' }],
  webServer: {
    command: 'node backend/dist/main.js',
    cwd: root,
    url: `${baseURL}/healthz`,
    reuseExistingServer: false,
    timeout: 90_000,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseURL,
      DATA_DIR: E2E_DATA_DIR,
      DATABASE_URL: '',
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_LOGIN_IP_POINTS: '10000',
      RATE_LIMIT_LOGIN_EMAIL_IP_POINTS: '10000',
      RATE_LIMIT_LOGIN_ACCOUNT_POINTS: '10000',
      RATE_LIMIT_REGISTRATION_IP_POINTS: '10000',
      RATE_LIMIT_RESET_IP_POINTS: '10000',
    },
  },
});
