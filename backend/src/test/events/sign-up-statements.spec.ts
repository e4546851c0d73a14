import { buildEvent, buildShift } from '../factories';
import { world } from './support';
import { startTestApp, type TestApp } from '../test-app';

/**
 * What one sign-up request and one approval cost in SQL statements, exactly. Before issue 19 they
 * were 9 and 14: now the membership is read once, by the write itself, the shift comes with its
 * event, and a notice is one statement with its push and mail jobs (a processor of SignUpDecided). No job
 * worker runs (JOB_CONCURRENCY=0), so the only statements counted are the request's own.
 */
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ JOB_CONCURRENCY: '0' });
});
afterAll(() => app.stop());

const SIGN_UP = `mutation($id: Int!) { signUpToShift(input: { shiftId: $id }) { id } }`;
const DECIDE = `mutation($id: Int!) { decideShiftRequest(input: { signUpId: $id, accept: true }) { id status } }`;

async function statementsOf(run: () => Promise<{ errors?: unknown }>): Promise<number> {
  const before = app.statements.count;
  const answer = await run();
  expect(answer.errors).toBeUndefined();
  return app.statements.count - before;
}

it.each([
  // the session check, the transaction, the shift with its event, the one membership read
  // (FOR SHARE), the insert
  ['a private event', false, false, 6],
  ['a members-only shift of a public event', true, false, 6],
  // an open shift of a public event rests on no membership: nothing to read
  ['an open shift of a public event', true, true, 5],
])('a sign-up to %s, then its approval', async (_label, isPublic, openSubscription, signUp) => {
  const w = await world(app);
  const event = await buildEvent(app, { associationId: w.association.id, isPublic });
  const shift = await buildShift(app, { eventId: event.id, openSubscription, maxVolunteer: 3 });
  expect(await statementsOf(() => app.gql(SIGN_UP, { id: shift.id }, w.volunteer.token))).toBe(
    signUp,
  );
  const [{ id }]: { id: number }[] = await app.dataSource.query(
    'SELECT id FROM user_shift WHERE shift_id = $1',
    [shift.id],
  );
  // the session check, the transaction, the sign-up locked with its shift and event, the
  // administrator's role, the place, the status, the notice with its push and mail jobs (one
  // statement), the reminders, and the row answered after commit
  expect(await statementsOf(() => app.gql(DECIDE, { id }, w.admin.token))).toBe(10);
});
