/**
 * Migration 1764000001200 (issue 32) on a database of its own, as `platform/migrations.spec.ts`
 * (no app beside it): the attendance stored on the sign-ups moves to `shift_attendance` — only
 * the sign-ups with something recorded — and back again on undo, trigger included.
 */
import type { DataSource } from 'typeorm';
import { createDataSource } from '../../db/data-source';
import { buildShift, buildSignUp } from '../factories';
import { createDatabase } from '../test-app';

const MIGRATION = 'AttendanceTable1764000001200';
const HOUR = 3600_000;

let database: Awaited<ReturnType<typeof createDatabase>>;
let ds: DataSource;
beforeAll(async () => {
  database = await createDatabase();
  ds = createDataSource(database.url);
  await ds.initialize();
});
afterAll(async () => {
  await ds.destroy();
  await database.drop();
});

const applied = async () =>
  ((await ds.query('SELECT name FROM migrations')) as { name: string }[]).map((m) => m.name);

it('moves the attendance recorded on sign-ups to shift_attendance, and back on undo', async () => {
  await ds.runMigrations();
  // back to the sign-ups carrying their attendance (and whatever came after, undone with it)
  while ((await applied()).includes(MIGRATION)) await ds.undoLastMigration({ transaction: 'all' });

  const end = new Date(Date.now() - HOUR);
  const start = new Date(end.getTime() - 2 * HOUR);
  const shift = await buildShift(ds, { startDate: start, endDate: end, maxVolunteer: 4 });
  const ids: number[] = [];
  for (let i = 0; i < 4; i++) ids.push((await buildSignUp(ds, { shiftId: shift.id })).id);
  const [typed, untouched, setBack, inOnly] = ids;
  await ds.query(
    `UPDATE user_shift SET attendance = 'present', checked_in_at = $2, checked_out_at = $3,
            times_by_admin = true WHERE id = $1`,
    [typed, start, end],
  );
  await ds.query(`UPDATE user_shift SET checked_in_at = $2 WHERE id = $1`, [inOnly, start]);
  // a correction back to unknown: nothing on the sign-up, a change to keep
  await ds.query(
    `INSERT INTO attendance_change (user_shift_id, cause, attendance, previous_attendance)
     VALUES ($1, 'corrected', 'unknown', 'absent'), ($2, 'corrected', 'present', 'unknown')`,
    [setBack, typed],
  );

  await ds.runMigrations();
  expect(await applied()).toContain(MIGRATION);
  expect(
    await ds.query(
      `SELECT user_shift_id AS id, attendance, checked_in_at AS "in", checked_out_at AS "out",
              times_by_admin AS typed
         FROM shift_attendance ORDER BY user_shift_id`,
    ),
  ).toEqual([
    { id: typed, attendance: 'present', in: start, out: end, typed: true },
    { id: setBack, attendance: 'unknown', in: null, out: null, typed: false },
    { id: inOnly, attendance: 'unknown', in: start, out: null, typed: false },
  ]);
  const columns: { column_name: string }[] = await ds.query(
    `SELECT column_name FROM information_schema.columns WHERE table_name = 'user_shift'`,
  );
  for (const moved of ['attendance', 'checked_in_at', 'checked_out_at', 'times_by_admin'])
    expect(columns.map((c) => c.column_name)).not.toContain(moved);
  for (const id of [typed, setBack, inOnly])
    await expect(ds.query('DELETE FROM user_shift WHERE id = $1', [id])).rejects.toThrow(
      /"FK_shift_attendance_user_shift"/,
    );

  while ((await applied()).includes(MIGRATION)) await ds.undoLastMigration({ transaction: 'all' });
  expect(
    await ds.query(
      `SELECT id, attendance, checked_in_at AS "in", checked_out_at AS "out", times_by_admin AS typed
         FROM user_shift ORDER BY id`,
    ),
  ).toEqual([
    { id: typed, attendance: 'present', in: start, out: end, typed: true },
    { id: untouched, attendance: 'unknown', in: null, out: null, typed: false },
    { id: setBack, attendance: 'unknown', in: null, out: null, typed: false },
    { id: inOnly, attendance: 'unknown', in: start, out: null, typed: false },
  ]);
  // the trigger of migration 1764000000800 is back
  await expect(ds.query('DELETE FROM user_shift WHERE id = $1', [typed])).rejects.toThrow(
    /attendance recorded: DELETE refused/,
  );
  expect(
    await ds.query(
      `SELECT count(*)::int AS n FROM attendance_change WHERE user_shift_id = ANY($1)`,
      [[typed, setBack]],
    ),
  ).toEqual([{ n: 2 }]);
});
