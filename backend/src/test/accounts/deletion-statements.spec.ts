import { startTestApp, type TestApp } from '../test-app';
import { correct, HOUR, shiftWorld } from '../attendance/support';

/**
 * What deleting an account costs in SQL statements, exactly, for a person with attendance recorded
 * (GDPR erasure, docs/attendance.md "Privacy"). Issue 32 moved attendance to a table of its own
 * that the sign-ups' deletion cannot take with it (ON DELETE RESTRICT): its erasure is one
 * statement of attendance's processor that also sets the erasure flag, so the deletion costs what
 * it cost before (11). No job worker runs, so only the request's own statements count.
 */
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ JOB_CONCURRENCY: '0' });
});
afterAll(() => app.stop());

it('deleting the account of a volunteer with attendance recorded', async () => {
  const w = await shiftWorld(app, {
    start: new Date(Date.now() - 3 * HOUR),
    end: new Date(Date.now() - HOUR),
  });
  const [v] = w.volunteers;
  expect((await correct(app, v.signUpId, w.admin.token, { status: 'present' })).status).toBe(200);
  const before = app.statements.count;
  const deleted = await app.gql(`mutation { deleteAccount { message } }`, {}, v.token);
  expect(deleted.errors).toBeUndefined();
  const count = app.statements.count - before;
  const left: { n: number }[] = await app.dataSource.query(
    'SELECT count(*)::int AS n FROM shift_attendance WHERE user_shift_id = $1',
    [v.signUpId],
  );
  expect(left[0].n).toBe(0);
  expect(count).toBe(11);
});
