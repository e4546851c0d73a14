import { startTestApp, type TestApp } from '../test-app';
import { ANSWER, fullShift, JOIN, volunteers } from './support';

/**
 * What the waitlist's use cases cost in SQL statements, exactly. Issue 32 made each one command in
 * one transaction, which both adapters call: before, "sign up, else join" and "leave, else
 * withdraw" ran two transactions (join 18 through GraphQL, 14 through REST; a withdrawal through
 * DELETE 18); now 16, 12 and 15. A plain sign-up through the same route (6), accepting (14) and
 * leaving (5) cost what they did. No job worker
 * runs (JOB_CONCURRENCY=0), so the only statements counted are the request's own.
 */
jest.setTimeout(120_000);

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ JOB_CONCURRENCY: '0' });
});
afterAll(() => app.stop());

async function statementsOf(run: () => Promise<unknown>): Promise<number> {
  const before = app.statements.count;
  await run();
  return app.statements.count - before;
}

const ok = (answer: { errors?: unknown; data?: unknown }) => {
  expect(answer.errors).toBeUndefined();
  return answer;
};

it('join, withdraw, accept, leave: the statements of each command', async () => {
  const { association, shift, holders } = await fullShift(app, 1);
  const [first, second, third] = await volunteers(app, association.id, 3, 'Coda');
  const figures: Record<string, number> = {};
  // a plain sign-up through the same route (a shift with a place, no `waitlist`): the command
  // with nothing to queue costs what the sign-up alone did
  const open = await fullShift(app, 1);
  await app.dataSource.query('UPDATE shift SET max_volunteer = 2 WHERE id = $1', [open.shift.id]);
  const [asker] = await volunteers(app, open.association.id, 1, 'Nuovo');
  figures.signUpRest = await statementsOf(async () =>
    expect(
      (await app.rest('POST', `/api/user-shift/${open.shift.id}`, { token: asker.token })).status,
    ).toBe(201),
  );
  figures.joinGraphql = await statementsOf(async () =>
    ok(await app.gql(JOIN, { id: shift.id }, first.token)),
  );
  figures.joinRest = await statementsOf(async () =>
    expect(
      (
        await app.rest('POST', `/api/user-shift/${shift.id}`, {
          token: second.token,
          body: { waitlist: true },
        })
      ).status,
    ).toBe(201),
  );
  await app.gql(JOIN, { id: shift.id }, third.token);
  figures.withdrawRest = await statementsOf(async () =>
    expect(
      (await app.rest('DELETE', `/api/user-shift/${shift.id}`, { token: holders[0].token })).status,
    ).toBe(200),
  );
  figures.acceptGraphql = await statementsOf(async () =>
    ok(await app.gql(ANSWER, { id: shift.id, accept: true }, first.token)),
  );
  figures.leaveRest = await statementsOf(async () =>
    expect(
      (await app.rest('DELETE', `/api/user-shift/${shift.id}`, { token: third.token })).status,
    ).toBe(200),
  );
  expect(figures).toEqual({
    signUpRest: 6,
    // the session check, a transaction: the sign-up's shift with its event and membership read
    // (refused: full), the queue's own reads and locks, the entry, its position, the fill's look;
    // GraphQL then answers the Shift (its visibility and fields)
    joinGraphql: 16,
    joinRest: 12,
    // not queued (the conditional lock finds nothing and locks nothing), then the withdrawal and
    // the offer of the freed place to the first in line
    withdrawRest: 15,
    acceptGraphql: 14,
    leaveRest: 5,
  });
});
