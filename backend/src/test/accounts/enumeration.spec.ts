import { buildUser } from '../factories';
import { startTestApp, type TestApp } from '../test-app';

/**
 * Forgot-password and registration must not tell registered addresses from unknown ones, neither
 * by their answer nor by their timing. The statement count of a request is a deterministic proxy
 * for its timing (each statement is a round trip to PostgreSQL); the medians are measured too.
 *
 * The instance runs no job worker (JOB_CONCURRENCY=0), so that the only statements counted are the
 * request's own: the per-account work of a password reset runs later, in a job.
 */
let app: TestApp;
let eventTypeIds: number[];
let topicIds: number[];
let counter = 0;

beforeAll(async () => {
  app = await startTestApp({ JOB_CONCURRENCY: '0' });
  eventTypeIds = (await app.services.catalog.eventTypes()).map((t) => t.id);
  topicIds = (await app.services.catalog.topics()).map((t) => t.id);
});
afterAll(() => app.stop());

async function statementsOf(run: () => Promise<unknown>): Promise<number> {
  const before = app.statements.count;
  await run();
  return app.statements.count - before;
}

async function timed(run: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await run();
  return performance.now() - start;
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
/** Interquartile range: the spread of the middle half of the samples. */
const iqr = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length * 0.75)] - s[Math.floor(s.length * 0.25)];
};

/**
 * Alternates the two kinds of request (so drift hits both alike) and returns both medians and the
 * spread within each kind (mean of the two interquartile ranges). Equal work leaves a difference
 * of noise only: the standard error of a difference of two medians of 30 is about a quarter of
 * the IQR, so 0.75 IQR is three of them; unequal work (before the fix: 10.1 vs 4.8 ms, IQR 2.5)
 * is beyond it.
 */
async function compareTimings(
  rounds: number,
  known: (i: number) => Promise<unknown>,
  unknown: (i: number) => Promise<unknown>,
) {
  const a: number[] = [];
  const b: number[] = [];
  for (let i = 0; i < 3; i++) await Promise.all([known(-1 - i), unknown(-1 - i)]); // warm-up
  for (let i = 0; i < rounds; i++) {
    a.push(await timed(() => known(i)));
    b.push(await timed(() => unknown(i)));
  }
  return { known: median(a), unknown: median(b), spread: (iqr(a) + iqr(b)) / 2 };
}

const forgot = (email: string) =>
  app.rest('POST', '/api/auth/forget-password', { body: { email } }).then((r) => {
    if (r.status !== 200) throw new Error(`forget-password answered ${r.status}`);
    return r;
  });

function registration(email: string): Record<string, unknown> {
  return {
    name: 'Giulia',
    surname: 'Bassi',
    email,
    password: 'Segreta1!',
    tel: '3201234567',
    birth_date: '1991-03-04',
    preferences: eventTypeIds.slice(0, 2).join(','),
  };
}

const register = (email: string) =>
  app.rest('POST', '/api/auth/registration', { body: registration(email) }).then((r) => {
    if (r.status !== 201) throw new Error(`registration answered ${r.status}`);
    return r;
  });

describe('forgot password', () => {
  it('runs the same SQL statements for a registered and an unknown address', async () => {
    const user = await buildUser(app);
    const known = await statementsOf(() => forgot(user.email));
    const unknown = await statementsOf(() => forgot(`ghost${++counter}@example.org`));
    console.log(`forgot-password statements: registered ${known}, unknown ${unknown}`);
    expect(known).toBeGreaterThan(0);
    expect(unknown).toBe(known);
  });

  it('answers a registered and an unknown address in the same time (medians of 30 each)', async () => {
    const users = await Promise.all(Array.from({ length: 33 }, () => buildUser(app)));
    const result = await compareTimings(
      30,
      (i) => forgot(users[i < 0 ? -i - 1 : i % users.length].email),
      () => forgot(`nobody${++counter}@example.org`),
    );
    console.log(
      `forgot-password medians: registered ${result.known.toFixed(2)} ms, unknown ${result.unknown.toFixed(2)} ms, spread (IQR) ${result.spread.toFixed(2)} ms`,
    );
    expect(Math.abs(result.known - result.unknown)).toBeLessThan(Math.max(0.75 * result.spread, 1));
  });
});

describe('registration', () => {
  it('runs the same SQL statements for a new and an already registered address', async () => {
    const existing = await buildUser(app);
    const fresh = await statementsOf(() => register(`new${++counter}@example.org`));
    const taken = await statementsOf(() => register(existing.email));
    console.log(`registration statements: new ${fresh}, taken ${taken}`);
    expect(fresh).toBeGreaterThan(0);
    expect(taken).toBe(fresh);
  });

  it('runs the same SQL statements for both on the administrator path too', async () => {
    const existing = await buildUser(app);
    const withCode = async (email: string) => {
      const [code] = await app.services.activationCodes.generate(1);
      const body = {
        ...registration(email),
        admin: true,
        association: {
          code,
          name: 'Amici del Parco',
          description: 'Cura del parco cittadino',
          address: 'Via Verdi 3, Bergamo, BG',
          date_of_foundation: '2012-04-01',
          association_topic: topicIds.slice(0, 2).join(','),
        },
      };
      let status = 0;
      const count = await statementsOf(async () => {
        status = (await app.rest('POST', '/api/auth/registration', { body })).status;
      });
      return { status, count };
    };
    const fresh = await withCode(`admin${++counter}@example.org`);
    const taken = await withCode(existing.email);
    console.log(`administrator registration statements: new ${fresh.count}, taken ${taken.count}`);
    expect([fresh.status, taken.status]).toEqual([201, 201]);
    expect(taken.count).toBe(fresh.count);
  });

  it('answers a new and a taken address in about the same time (medians of 30 each)', async () => {
    const users = await Promise.all(Array.from({ length: 33 }, () => buildUser(app)));
    const result = await compareTimings(
      30,
      (i) => register(users[i < 0 ? -i - 1 : i % users.length].email),
      () => register(`fresh${++counter}@example.org`),
    );
    console.log(
      `registration medians: taken ${result.known.toFixed(2)} ms, new ${result.unknown.toFixed(2)} ms, spread (IQR) ${result.spread.toFixed(2)} ms`,
    );
    expect(Math.abs(result.known - result.unknown)).toBeLessThan(Math.max(0.75 * result.spread, 1));
  });
});
