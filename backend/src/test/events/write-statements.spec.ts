import { startTestApp, type TestApp } from '../test-app';
import { DECIDE, REQUESTS, SIGN_UP, inDays, insertEvent, world } from './support';

let app: TestApp;
beforeAll(async () => {
  // no job worker: its statements (a notice's mail, say) would be counted with the request's
  app = await startTestApp({ JOB_CONCURRENCY: '0' });
});
afterAll(() => app.stop());

/** Statements run by one request, with their text when the test fails (to see what grew). */
async function measured<T>(request: () => Promise<T>): Promise<{ result: T; sql: string[] }> {
  const recorded: { sql: string; parameters: unknown[] }[] = [];
  app.statements.recorded = recorded;
  try {
    const result = await request();
    return { result, sql: recorded.map((r) => r.sql.replace(/\s+/g, ' ').slice(0, 120)) };
  } finally {
    delete app.statements.recorded;
  }
}

describe('statements per write (docs/performance.md)', () => {
  it('a sign-up and its approval run a fixed, small number of statements', async () => {
    const { admin, association, volunteer } = await world(app);
    const { shift } = await insertEvent(app, association.id, {
      start: inDays(2),
      end: inDays(2, 14),
      max: 2,
    });
    const signUp = await measured(() => app.gql(SIGN_UP, { id: shift.id }, volunteer.token));
    expect(signUp.result.errors).toBeUndefined();
    const requests = await app.gql<{ shiftRequests: { id: number }[] }>(
      REQUESTS,
      { associationId: association.id },
      admin.token,
    );
    const [request] = requests.data!.shiftRequests;
    const approval = await measured(() =>
      app.gql(DECIDE, { id: request.id, accept: true }, admin.token),
    );
    expect(approval.result.errors).toBeUndefined();
    // issue 19: 9 and 14 before effects became processors (one statement per notice with its
    // push and mail jobs; the shift read with its event; the decided sign-up locked with both).
    // Each counts the session check, START and COMMIT, and the answer's read after commit.
    expect({ signUp: signUp.sql, approval: approval.sql }).toEqual({
      signUp: expect.objectContaining({ length: 8 }),
      approval: expect.objectContaining({ length: 10 }),
    });
  });
});
