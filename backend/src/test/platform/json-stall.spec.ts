import { WebSocket } from 'ws';
import { logger } from '../../common/logger';
import { healthzDuring, healthzOnce as healthzAt } from '../healthz';
import { flood, type FloodMode, type FloodOutcomes } from '../json-flood';
import { startTestApp, type TestApp } from '../test-app';

/**
 * Issue 17, item 1: JSON that is costly to parse — `[{},{},…]`, `[[[…]]]`, thousands of keys —
 * used to hold the event loop for seconds, without logging in. Every JSON body and WebSocket
 * message is now capped in bytes and refused by depth and number of values before it is parsed
 * (common/json-shape.ts). Here 8 anonymous clients send the worst bodies of every shape, as
 * large as each endpoint accepts, in a loop to /graphql, /api/auth/login and the WebSocket, and
 * /healthz's p99 is compared with the same flood of harmless bodies of the same size.
 *
 * Runs alone, after the other backend tests (backend/jest.config.js): `INSIEME_JEST_GROUP=alone
 * npx jest` from backend/.
 */
let app: TestApp;
let errorLog: jest.SpyInstance;
const figures: string[] = [];

beforeAll(async () => {
  app = await startTestApp();
  errorLog = jest.spyOn(logger, 'error');
});
afterAll(async () => {
  if (figures.length) console.log(`/healthz p99 under a JSON flood\n${figures.join('\n')}`);
  errorLog.mockRestore();
  await app.stop();
});

const KIB = 1024;
/** The largest body or message each endpoint accepts, less room for the envelope. */
const sizes = () => ({
  graphql: Math.min(app.config.graphql.maxBodyBytes, 12 * 1024 * KIB) - KIB,
  rest: app.config.api.maxBodyBytes - KIB,
  ws: app.config.graphql.maxWsMessageBytes - KIB,
});

const healthzOnce = () => healthzAt(app.url);

const p99 = (samples: number[]) => {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.floor(0.99 * (sorted.length - 1))] ?? 0;
};

/** /healthz every 5 ms while a flood runs: its p99, and what the clients saw. */
async function healthzUnder(
  mode: FloodMode,
): Promise<{ p99: number; samples: number; outcomes: FloodOutcomes }> {
  const running = flood({ url: app.url, mode, clients: 8, durationMs: 3000, sizes: sizes() });
  const samples = await healthzDuring(app.url, running);
  return { p99: p99(samples), samples: samples.length, outcomes: await running };
}

describe('a flood of costly JSON (issue 17)', () => {
  it('keeps /healthz p99 within 50 ms of the same flood of harmless bodies', async () => {
    for (let i = 0; i < 3; i += 1) await healthzOnce(); // warm
    // a loaded host deschedules this process at random (other jest workers, other engineers):
    // the best of three attempts counts; a server that parses the bodies fails all three
    let best: { baseline: number; hostile: number; excess: number } | undefined;
    let outcomes: FloodOutcomes = {};
    for (let attempt = 0; attempt < 3 && !(best && best.excess < 0); attempt += 1) {
      const baseline = await healthzUnder('harmless');
      const hostile = await healthzUnder('hostile');
      outcomes = hostile.outcomes;
      const excess = hostile.p99 - baseline.p99 - 50;
      if (!best || excess < best.excess)
        best = { baseline: baseline.p99, hostile: hostile.p99, excess };
    }
    figures.push(
      `  8 clients, bodies of ${JSON.stringify(sizes())} bytes: hostile ${best!.hostile.toFixed(1)} ms, harmless ${best!.baseline.toFixed(1)} ms; outcomes ${JSON.stringify(outcomes)}`,
    );
    expect(best!.excess).toBeLessThan(0);
    // refused, never a server error
    expect(Object.keys(outcomes).filter((k) => k.startsWith('5') || k === 'error')).toEqual([]);
    expect(errorLog).not.toHaveBeenCalled();
  });
});

/** One body to an endpoint, as the flood sends it. */
async function postRaw(path: string, body: string) {
  const response = await fetch(`${app.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const wide = (n: number) => `[${'{},'.repeat(n - 1)}{}]`;
const nested = (n: number) => `${'['.repeat(n)}${']'.repeat(n)}`;
/** One key repeated (JSON allows it): as many members as fit in a small body. */
const keys = (n: number) => `{${'"k":0,'.repeat(n - 1)}"k":0}`;

describe('bodies refused by shape before they are parsed', () => {
  // over the variables' limit with the envelope's allowance (guard.ts ENVELOPE_VALUES) too
  const values = () => app.config.graphql.maxVariableValues + 32;
  const depth = () => app.config.graphql.maxJsonDepth;
  const gqlBody = (x: string) => `{"query":"{ __typename }","variables":{"x":${x}}}`;

  it.each([
    ['a wide array', () => wide(values() + 1), 'troppi valori'],
    ['deep nesting', () => nested(depth()), 'profondità'],
    ['many keys', () => keys(values() + 1), 'troppi valori'],
  ])('/graphql: %s is 400 BAD_USER_INPUT', async (_name, shape, message) => {
    const result = await postRaw('/graphql', gqlBody(shape()));
    expect(result.status).toBe(400);
    expect(result.body).toEqual({
      errors: [
        { message: expect.stringContaining(message), extensions: { code: 'BAD_USER_INPUT' } },
      ],
    });
  });

  it('/graphql: a body within the limits still works, and undeclared variables are ignored', async () => {
    const result = await postRaw('/graphql', gqlBody(nested(depth() - 3)));
    expect(result.status).toBe(200);
    expect(result.body).toEqual({ data: { __typename: 'Query' } });
  });

  it('/graphql: a body over GRAPHQL_MAX_BODY_BYTES is 413', async () => {
    const pad = 'a'.repeat(app.config.graphql.maxBodyBytes);
    expect((await postRaw('/graphql', gqlBody(`"${pad}"`))).status).toBe(413);
  });

  it.each([
    ['a wide array', () => wide(app.config.api.maxJsonValues + 1)],
    ['deep nesting', () => nested(app.config.api.maxJsonDepth + 1)],
  ])('/api: %s is 400 with a message', async (_name, shape) => {
    const result = await postRaw(
      '/api/auth/login',
      `{"email":"a@b.it","password":"x","x":${shape()}}`,
    );
    expect(result.status).toBe(400);
    expect(result.body).toEqual({ message: expect.stringMatching(/JSON della richiesta/) });
  });

  it('/api: a body over API_MAX_BODY_BYTES is 413', async () => {
    const pad = 'a'.repeat(app.config.api.maxBodyBytes);
    expect((await postRaw('/api/auth/login', `{"x":"${pad}"}`)).status).toBe(413);
  });

  it.each([
    ['a wide array', () => wide(values() + 1)],
    ['deep nesting', () => nested(depth())],
  ])('WebSocket: %s closes the socket with 4400, unparsed', async (_name, shape) => {
    const socket = new WebSocket(
      `${app.url.replace('http', 'ws')}/graphql`,
      'graphql-transport-ws',
    );
    const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
    await new Promise((resolve) => socket.on('open', resolve));
    socket.send(`{"type":"connection_init","payload":{"x":${shape()}}}`);
    expect(await closed).toBe(4400);
  });
});
