import { spawnSync } from 'node:child_process';

/**
 * Tests that need Redis (scale-out, shared rate limits, shutdown with Redis). Every machine that runs
 * CI has Redis at 127.0.0.1:6379, so under CI=true a missing Redis fails those tests with a message
 * saying how to start it; elsewhere they are skipped, and the skip names the reason. Never a test that
 * passes by returning early.
 */
export const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

const START_REDIS =
  'redis-server --daemonize yes --bind 127.0.0.1 --port 6379 --save "" --appendonly no';

let answers: boolean | undefined;

/**
 * Whether Redis answers PING at REDIS_URL. Decided once, synchronously, when a test file loads, so
 * that the file can define its tests as run or skipped (Jest decides that before any hook runs).
 */
export function redisAnswers(): boolean {
  if (answers !== undefined) return answers;
  const { hostname, port } = new URL(REDIS_URL);
  const probe = `
    const socket = require('node:net').connect(${Number(port || 6379)}, ${JSON.stringify(hostname)});
    socket.setTimeout(1000, () => process.exit(1));
    socket.on('error', () => process.exit(1));
    socket.on('connect', () => socket.write('PING\\r\\n'));
    socket.on('data', (data) => process.exit(String(data).startsWith('+PONG') ? 0 : 1));`;
  answers = spawnSync(process.execPath, ['-e', probe], { timeout: 5000 }).status === 0;
  return answers;
}

const missing = () =>
  `Redis does not answer at ${REDIS_URL}; the tests run under CI=true need it: ${START_REDIS}`;

/** Throws under CI=true when Redis is missing (for a test that only partly needs it). */
export function redisOrOutsideCi(): boolean {
  if (redisAnswers()) return true;
  if (process.env.CI === 'true') throw new Error(missing());
  return false;
}

/** `it` for a test that needs Redis: run, failed under CI=true without it, or skipped with the reason. */
export function itWithRedis(name: string, test: () => Promise<void>, timeout?: number): void {
  if (redisAnswers()) it(name, test, timeout);
  else if (process.env.CI === 'true')
    it(name, () => {
      throw new Error(missing());
    });
  else it.skip(`${name} — skipped: no Redis at ${REDIS_URL}`, test);
}
