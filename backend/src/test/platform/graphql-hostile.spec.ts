import { execFile } from 'node:child_process';
import crypto from 'node:crypto';
import http from 'node:http';
import { WebSocket } from 'ws';
import { createClient } from 'graphql-ws';
import { logger } from '../../common/logger';
import { AccessTokens } from '../../modules/auth/access-token';
import { User } from '../../modules/users/user.entity';
import { userWithToken } from '../factories';
import { healthzDuring, healthzOnce as healthzAt } from '../healthz';
import { startTestApp, type GqlResult, type TestApp } from '../test-app';

/**
 * Hostile documents and bodies: each refused with a 4xx and a code, quickly, without a 5xx,
 * an error log, or a stalled event loop (/healthz is timed while they are in flight).
 *
 * Runs alone, after the other backend tests (backend/jest.config.js): `INSIEME_JEST_GROUP=alone
 * npx jest` from backend/.
 */
let app: TestApp;
let token: string;
let userId: number;
let errorLog: jest.SpyInstance;
const latencies: Record<string, { baseline: number; during: number; after: number }> = {};

beforeAll(async () => {
  app = await startTestApp();
  ({
    token,
    user: { id: userId },
  } = await userWithToken(app));
  errorLog = jest.spyOn(logger, 'error');
});
afterAll(async () => {
  const lines = Object.entries(latencies).map(
    ([name, l]) =>
      `  ${name}: during ${l.during.toFixed(1)} ms, after ${l.after.toFixed(1)} ms (same-size harmless request: ${l.baseline.toFixed(1)} ms)`,
  );
  if (lines.length) console.log(`/healthz worst latency\n${lines.join('\n')}`);
  errorLog.mockRestore();
  await app.stop();
});
afterEach(() => {
  // refusals are the client's doing: nothing here may be logged as an error
  const calls = errorLog.mock.calls.map((call) => JSON.stringify(call).slice(0, 300));
  errorLog.mockClear();
  expect(calls).toEqual([]);
});

interface RawResult {
  status: number;
  body: Partial<GqlResult> & { message?: string };
  ms: number;
}

async function post(body: string, headers: Record<string, string> = {}): Promise<RawResult> {
  const started = performance.now();
  const response = await fetch(`${app.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body,
  });
  const text = await response.text();
  let parsed: RawResult['body'];
  try {
    parsed = JSON.parse(text) as RawResult['body'];
  } catch {
    parsed = { message: text };
  }
  return { status: response.status, body: parsed, ms: performance.now() - started };
}

const gqlBody = (query: string, variables?: unknown) => JSON.stringify({ query, variables });
const codes = (result: RawResult) => result.body.errors?.map((e) => e.extensions?.code);

const healthzOnce = () => healthzAt(app.url);

/**
 * Sends `count` copies of a body built by `bodySource` (a JavaScript expression) from a child
 * process, as an attacker would: this process's event loop stays free to time /healthz.
 */
function postFromChild(bodySource: string, count = 1): Promise<RawResult[]> {
  const script = `
    const body = ${bodySource};
    Promise.all(Array.from({ length: ${count} }, async () => {
      const started = performance.now();
      const response = await fetch(process.argv[1], {
        method: 'POST', headers: { 'content-type': 'application/json' }, body,
      });
      const text = await response.text();
      return { status: response.status, text: text.slice(0, 2000), ms: performance.now() - started };
    })).then((results) => process.stdout.write(JSON.stringify(results)));`;
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      ['-e', script, `${app.url}/graphql`],
      { maxBuffer: 1024 * 1024, timeout: 30_000 },
      (error, stdout) => {
        if (error) return reject(error);
        const results = JSON.parse(stdout) as { status: number; text: string; ms: number }[];
        resolve(
          results.map((r) => {
            let body: RawResult['body'];
            try {
              body = JSON.parse(r.text) as RawResult['body'];
            } catch {
              body = { message: r.text };
            }
            return { status: r.status, body, ms: r.ms };
          }),
        );
      },
    );
  });
}

/** The worst /healthz latency while `work` runs, polling every 5 ms. */
async function worstHealthzDuring(work: Promise<unknown>): Promise<number> {
  return Math.max(0, ...(await healthzDuring(app.url, work)));
}

/**
 * The source of a harmless body as long as the one `bodySource` builds: a small query with the
 * difference padded into an undeclared variable (graphql-js ignores it). Receiving and
 * JSON-parsing megabytes costs the event loop the same whatever the document says, so this is
 * the baseline a hostile body is compared with.
 */
const sameSizeInnocuous = (bodySource: string) => `(() => {
  const hostile = ${bodySource};
  const shell = JSON.stringify({ query: '{ topics { id } }', variables: { pad: '' } });
  return JSON.stringify({
    query: '{ topics { id } }',
    variables: { pad: 'x'.repeat(Math.max(0, hostile.length - shell.length)) },
  });
})()`;

/**
 * Times /healthz while `count` hostile requests (sent from a child process) run and just after:
 * under 100 ms. On a host so loaded that as many harmless requests of the same size already slow
 * /healthz (measured first, as `baseline`), the hostile ones may add at most 100 ms to that; and
 * since a loaded host deschedules this process at random (another jest worker runs beside this
 * file), the best of five attempts counts. A request that really blocks the event loop (the
 * 11 MB document took 12 s) fails all five.
 */
async function timeHealthz(name: string, bodySource: string, count = 1): Promise<RawResult[]> {
  for (let i = 0; i < 3; i += 1) await healthzOnce(); // warm
  let best: { baseline: number; during: number; after: number; excess: number } | undefined;
  let result: RawResult[] = [];
  for (let attempt = 0; attempt < 5 && !(best && best.excess < 0); attempt += 1) {
    const baseline = await worstHealthzDuring(postFromChild(sameSizeInnocuous(bodySource), count));
    const running = postFromChild(bodySource, count);
    const during = await worstHealthzDuring(running);
    result = await running;
    const after: number[] = [];
    for (let i = 0; i < 5; i += 1) after.push(await healthzOnce());
    const bound = Math.max(100, baseline + 100);
    const measured = { baseline, during, after: Math.max(...after) };
    const excess = Math.max(measured.during, measured.after) - bound;
    if (!best || excess < best.excess) best = { ...measured, excess };
  }
  latencies[name] = best!;
  expect(best!.excess).toBeLessThan(0);
  return result;
}

describe('variables are checked before anything else (item 1)', () => {
  const EVENT = 'query($id: Int!) { event(id: $id) { id } }';

  it.each([
    ['a wrong type', { id: 'x' }],
    ['null for a non-null', { id: null }],
    ['a missing variable', {}],
    ['an Int over 2^31-1', { id: 2 ** 31 }],
    ['an Int under -2^31', { id: -(2 ** 31) - 1 }],
    ['a fraction', { id: 1.5 }],
  ])('%s is 400 BAD_USER_INPUT, not 500', async (_name, variables) => {
    const result = await post(gqlBody(EVENT, variables), { authorization: `Bearer ${token}` });
    expect(result.status).toBe(400);
    expect(codes(result)).toEqual(['BAD_USER_INPUT']);
  });

  it('also without a token, and with the literal 2^31 (a validation error)', async () => {
    expect(codes(await post(gqlBody(EVENT, { id: 'x' })))).toEqual(['BAD_USER_INPUT']);
    const literal = await post(gqlBody('{ event(id: 2147483648) { id } }'), {
      authorization: `Bearer ${token}`,
    });
    expect(literal.status).toBe(400);
    expect(codes(literal)).toEqual(['GRAPHQL_VALIDATION_FAILED']);
  });

  it('zero and negative ids are simply not found', async () => {
    for (const id of [0, -1, -(2 ** 31), 2 ** 31 - 1]) {
      const result = await app.gql<{ event: null }>(EVENT, { id }, token);
      expect(result.status).toBe(200);
      expect(result.data).toEqual({ event: null });
    }
  });

  it('an unknown operation name is a 400, not a 500', async () => {
    const result = await post(
      JSON.stringify({ query: 'query A { me { id } }', operationName: 'B' }),
      { authorization: `Bearer ${token}` },
    );
    expect(result.status).toBe(400);
  });
});

describe('access tokens with out-of-range ids (item 2)', () => {
  it.each([2147483648, 2 ** 53, 0, -1])(
    'a signed token whose sub is %d is UNAUTHENTICATED, not a 500',
    async (id) => {
      const forged = await new AccessTokens(app.config.jwtSecret, 3600).sign({
        userId: id,
        tokenVersion: 0,
        sessionId: crypto.randomUUID(),
      });
      const result = await post(gqlBody('{ me { id } }'), { authorization: `Bearer ${forged}` });
      expect(result.status).toBeLessThan(500);
      expect(codes(result)).toEqual(['UNAUTHENTICATED']);
    },
  );

  it('and is refused on the WebSocket with 4401', async () => {
    const forged = await new AccessTokens(app.config.jwtSecret, 3600).sign({
      userId: 2147483648,
      tokenVersion: 0,
      sessionId: crypto.randomUUID(),
    });
    const client = wsClient(forged);
    await expect(
      nextOrError(client, { query: 'subscription { unreadNotificationCount }' }),
    ).rejects.toMatchObject({ code: 4401 });
    await client.dispose();
  });
});

describe('control characters (item 3)', () => {
  const UPDATE = `mutation($input: UpdateProfileInput!) { updateProfile(input: $input) { id name } }`;
  const input = (name: string) => ({
    name,
    surname: 'Verdi',
    phone: '3331112222',
    birthDate: '1990-05-20',
    preferences: [],
  });

  it.each(['a\u0000b', 'a\u0001', '\u001b[31m'])(
    'a name %j is BAD_USER_INPUT and is not stored',
    async (name) => {
      const result = await post(gqlBody(UPDATE, { input: input(name) }), {
        authorization: `Bearer ${token}`,
      });
      expect(result.status).toBe(400);
      expect(codes(result)).toEqual(['BAD_USER_INPUT']);
      const user = await app.dataSource.getRepository(User).findOneBy({ id: userId });
      expect(user?.name).toBe('Anna');
    },
  );

  it('in a literal too, and tab/newline are kept', async () => {
    const literal = await post(
      gqlBody(
        'mutation { updateProfile(input: { name: "a\\u0000b", surname: "V", phone: "3331112222", birthDate: "1990-05-20", preferences: [] }) { id } }',
      ),
      { authorization: `Bearer ${token}` },
    );
    expect(literal.status).toBe(400);
    expect(codes(literal)).toEqual(['BAD_USER_INPUT']);
    const search = await app.gql(
      'query($s: String) { myShifts(search: $s) { id } }',
      { s: 'a\tb\n' },
      token,
    );
    expect(search.errors).toBeUndefined();
  });
});

describe('HTTP bodies (items 4 and 7)', () => {
  it('malformed JSON is 400 with an Italian message', async () => {
    const result = await post('{"query": "{ me { id } }"');
    expect(result.status).toBe(400);
    expect(result.body).toEqual({ message: 'Richiesta non valida' });
  });

  it('a body over the limit is 413, refused from its Content-Length', async () => {
    const [result] = await timeHealthz(
      '13 MB body (413)',
      `JSON.stringify({ query: '{ me { id } }', variables: { x: 'a'.repeat(${app.config.graphql.maxBodyBytes}) } })`,
    );
    expect(result.status).toBe(413);
    expect(result.body).toEqual({ message: 'Richiesta troppo grande' });
  });

  it('a chunked body (no Content-Length) over the limit is 413 too', async () => {
    const status = await new Promise<number>((resolve, reject) => {
      const request = http.request(
        `${app.url}/graphql`,
        { method: 'POST', headers: { 'content-type': 'application/json' } },
        (response) => {
          response.resume();
          resolve(response.statusCode ?? 0);
        },
      );
      request.on('error', reject);
      const chunk = 'a'.repeat(1024 * 1024);
      request.write('{"query":"{ me { id } }","variables":{"x":"');
      const write = (left: number) => {
        if (left === 0) return request.end('"}}');
        if (request.write(chunk)) write(left - 1);
        else request.once('drain', () => write(left - 1));
      };
      write(Math.ceil(app.config.graphql.maxBodyBytes / chunk.length) + 1);
    });
    expect(status).toBe(413);
  });

  it('images no longer fit: a base64 picture in the variables is 413 (POST /api/media instead)', async () => {
    const dataUrl = `data:image/png;base64,${Buffer.alloc(256 * 1024, 7).toString('base64')}`;
    const result = await post(
      gqlBody(`mutation($input: UpdateProfileInput!) { updateProfile(input: $input) { id } }`, {
        input: { name: 'Anna', imageDataUrl: dataUrl },
      }),
      { authorization: `Bearer ${token}` },
    );
    expect(result.status).toBe(413);
  });
});

describe('hostile documents (item 7)', () => {
  it('a 1 MB document is refused by the body size, without being read', async () => {
    const [result] = await timeHealthz(
      '1 MB document',
      `JSON.stringify({ query: '{ me { id } } # ' + 'x'.repeat(1_000_000) })`,
    );
    expect(result.status).toBe(413);
  });

  it('a document within the body limit but over the length limit is refused before parsing', async () => {
    const size = app.config.graphql.maxBodyBytes - 100;
    expect(size).toBeGreaterThan(app.config.graphql.maxDocumentChars);
    const [result] = await timeHealthz(
      'document at the body limit',
      `JSON.stringify({ query: '{ me { ' + 'id '.repeat(${Math.floor(size / 3) - 10}) + ' } }' })`,
    );
    expect(result.status).toBe(400);
    expect(codes(result)).toEqual(['BAD_REQUEST']);
  });

  it('the 11 MB document with 800,000 declared variables is refused fast', async () => {
    const [result] = await timeHealthz(
      '800,000 variables',
      `JSON.stringify({ query: 'query(' + Array.from({ length: 800000 }, (_, i) => '$v' + i + ': Int').join(',') + ') { me { id } }' })`,
    );
    expect(result.status).toBe(413);
    expect(result.ms).toBeLessThan(2000);
  });

  it('ten documents at the body limit in parallel do not stall /healthz', async () => {
    const results = await timeHealthz(
      '10 × 55 kB in parallel',
      `JSON.stringify({ query: 'query(' + Array.from({ length: 5000 }, (_, i) => '$v' + i + ': Int').join(',') + ') { me { id } }' })`,
      10,
    );
    expect(results).toHaveLength(10);
    for (const result of results) expect(result.status).toBe(400);
  });

  it('a document under the length limit but over the token limit is a parse failure', async () => {
    const fields = 'id '.repeat(app.config.graphql.maxTokens);
    const result = await post(gqlBody(`{ me { ${fields} } }`), {
      authorization: `Bearer ${token}`,
    });
    expect(result.status).toBe(400);
    expect(codes(result)).toEqual(['GRAPHQL_PARSE_FAILED']);
    expect(result.body.errors?.[0].message).toMatch(/tokens/);
  });

  it('refuses depth over the limit', async () => {
    const deep =
      '{ events { edges { node { shifts { event { shifts { event { shifts { event { id } } } } } } } } } }';
    const result = await post(gqlBody(deep), { authorization: `Bearer ${token}` });
    expect(result.status).toBe(400);
    expect(codes(result)).toContain('GRAPHQL_VALIDATION_FAILED');
    expect(JSON.stringify(result.body)).toMatch(/troppo profonda/);
  });

  it('refuses too many aliases', async () => {
    const aliases = Array.from({ length: 16 }, (_, i) => `a${i}: me { id }`).join(' ');
    const result = await post(gqlBody(`{ ${aliases} }`), { authorization: `Bearer ${token}` });
    expect(result.status).toBe(400);
    expect(JSON.stringify(result.body)).toMatch(/Troppi alias/);
  });

  const bomb = (levels: number) =>
    `{ me { ...F0 } }\n${Array.from(
      { length: levels },
      (_, i) =>
        `fragment F${i} on User { ${i + 1 < levels ? `...F${i + 1} ...F${i + 1}` : 'id name surname phone'} }`,
    ).join('\n')}`;

  it('refuses a costly operation (fragments spread twice, 12 levels)', async () => {
    const result = await post(gqlBody(bomb(12)), { authorization: `Bearer ${token}` });
    expect(result.status).toBe(400);
    expect(codes(result)).toEqual(['QUERY_TOO_COMPLEX']);
  });

  it('refuses a fragment bomb (2^40 paths) quickly', async () => {
    const [result] = await timeHealthz('fragment bomb', JSON.stringify(gqlBody(bomb(40))));
    expect(result.status).toBe(400);
    expect(codes(result)).toEqual(['QUERY_TOO_COMPLEX']);
    expect(result.ms).toBeLessThan(1000);
  });

  it('refuses fragment cycles as a validation error', async () => {
    const result = await post(
      gqlBody('{ me { ...A } } fragment A on User { id ...B } fragment B on User { name ...A }'),
      { authorization: `Bearer ${token}` },
    );
    expect(result.status).toBe(400);
    expect(codes(result)).toContain('GRAPHQL_VALIDATION_FAILED');
    expect(JSON.stringify(result.body)).toMatch(/Cannot spread fragment/);
  });

  it('refuses batched requests, even of small documents', async () => {
    const result = await post(
      JSON.stringify([{ query: '{ eventTypes { id } }' }, { query: '{ topics { id } }' }]),
    );
    expect(result.status).toBe(400);
  });
});

/** `persistent`: connected at once and kept open until disposed (one socket for many cases). */
function wsClient(bearer: string, persistent = false) {
  return createClient({
    url: `${app.url.replace('http', 'ws')}/graphql`,
    webSocketImpl: WebSocket,
    connectionParams: { authorization: `Bearer ${bearer}` },
    retryAttempts: 0,
    lazy: !persistent,
    onNonLazyError: () => undefined,
  });
}

/** The first event of a subscription, or its error (errors array, or a CloseEvent). */
function nextOrError(
  client: ReturnType<typeof wsClient>,
  payload: { query: string; variables?: Record<string, unknown> },
): Promise<unknown> {
  return new Promise((resolve, reject) => {
    client.subscribe(payload, {
      next: resolve,
      error: reject,
      complete: () => reject(new Error('completed')),
    });
  });
}

describe('the same limits on the WebSocket', () => {
  let client: ReturnType<typeof wsClient>;
  const closes: number[] = [];
  beforeAll(() => {
    // one socket for every case: it must survive them all
    client = wsClient(token, true);
    client.on('closed', (event) => closes.push((event as { code: number }).code));
  });
  afterAll(() => client.dispose());

  it.each([
    ['a syntax error', 'subscription { unreadNotificationCount', {}, 'GRAPHQL_PARSE_FAILED'],
    [
      'a wrong variable type',
      'subscription($id: Int!) { eventShiftsChanged(eventId: $id) { id } }',
      { id: 'x' },
      'BAD_USER_INPUT',
    ],
    [
      'an Int overflow',
      'subscription($id: Int!) { eventShiftsChanged(eventId: $id) { id } }',
      { id: 2 ** 31 },
      'BAD_USER_INPUT',
    ],
    [
      'a literal of the wrong type',
      'subscription { eventShiftsChanged(eventId: "x") { id } }',
      {},
      'GRAPHQL_VALIDATION_FAILED',
    ],
    [
      'too deep',
      'subscription { eventShiftsChanged(eventId: 1) { event { shifts { event { shifts { event { shifts { event { shifts { id } } } } } } } } } }',
      {},
      'GRAPHQL_VALIDATION_FAILED',
    ],
    [
      'a NUL in a query over the socket',
      'query($s: String) { myShifts(search: $s) { id } }',
      { s: 'a\u0000' },
      'BAD_USER_INPUT',
    ],
    [
      'login aliased over the socket',
      'mutation { a: login(input: { email: "a@b.it", password: "x" }) { accessToken } b: login(input: { email: "b@b.it", password: "x" }) { accessToken } }',
      {},
      'GRAPHQL_VALIDATION_FAILED',
    ],
    [
      'a document over the length limit',
      `subscription { unreadNotificationCount } # ${'x'.repeat(30_000)}`,
      {},
      'BAD_REQUEST',
    ],
  ])(
    '%s gives an error message with a code, and the socket stays open',
    async (_name, query, variables, code) => {
      const error = await nextOrError(client, { query, variables }).then(
        () => undefined,
        (e: unknown) => e,
      );
      expect(Array.isArray(error)).toBe(true);
      expect(
        (error as { extensions?: { code?: string } }[]).map((e) => e.extensions?.code),
      ).toContain(code);
      expect(closes).toEqual([]);
    },
  );

  it('a message over the WebSocket limit closes that socket (1009), not the server', async () => {
    const big = wsClient(token);
    const error = await nextOrError(big, {
      query: `subscription { unreadNotificationCount } # ${'x'.repeat(app.config.graphql.maxWsMessageBytes)}`,
    }).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toMatchObject({ code: 1009 });
    await big.dispose();
    // the server still answers at once; the best of three, as one sample can land on a busy moment
    const after = [await healthzOnce(), await healthzOnce(), await healthzOnce()];
    expect(Math.min(...after)).toBeLessThan(100);
  });
});
