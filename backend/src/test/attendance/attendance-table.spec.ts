/**
 * Issue 32, "one owner per table": attendance is a table of its own (`shift_attendance`, keyed by
 * the sign-up, migration 1764000001200). The database refuses to delete a sign-up that has one
 * (ON DELETE RESTRICT), the row itself goes only with its person's account (GDPR erasure), and
 * only the attendance domain's writer writes it or its audit.
 */
import fs from 'node:fs';
import path from 'node:path';
import { startTestApp, type TestApp } from '../test-app';
import { checkIn, codeOf, correct, HOUR, MINUTE, shiftWorld, stored } from './support';

jest.setTimeout(120_000);

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.stop());

const count = async (sql: string, params: unknown[]) =>
  ((await app.dataSource.query(sql, params)) as { n: number }[])[0].n;

const attendanceRows = (signUpIds: number[]) =>
  count('SELECT count(*)::int AS n FROM shift_attendance WHERE user_shift_id = ANY($1)', [
    signUpIds,
  ]);

const changeRows = (signUpIds: number[]) =>
  count('SELECT count(*)::int AS n FROM attendance_change WHERE user_shift_id = ANY($1)', [
    signUpIds,
  ]);

/** Runs `work` in a transaction that has set the erasure flag to `userId`, then rolls back. */
async function asErasureOf(userId: number, work: (q: typeof app.dataSource.query) => unknown) {
  const runner = app.dataSource.createQueryRunner();
  await runner.connect();
  await runner.startTransaction();
  try {
    await runner.query(`SELECT set_config('insieme.erasing_account', $1, true)`, [String(userId)]);
    return await work(runner.query.bind(runner) as typeof app.dataSource.query);
  } finally {
    await runner.rollbackTransaction();
    await runner.release();
  }
}

describe('the database keeps a sign-up with attendance', () => {
  it('refuses deleting the sign-up (RESTRICT), even once set back to unknown, and the row itself', async () => {
    const w = await shiftWorld(app, {
      start: new Date(Date.now() - 3 * HOUR),
      end: new Date(Date.now() - HOUR),
      volunteers: 2,
    });
    const [a, b] = w.volunteers;
    expect((await correct(app, a.signUpId, w.admin.token, { status: 'present' })).status).toBe(200);
    // b: marked absent, then unknown again: the row and its two changes stay
    expect((await correct(app, b.signUpId, w.admin.token, { status: 'absent' })).status).toBe(200);
    expect((await correct(app, b.signUpId, w.admin.token, { status: 'unknown' })).status).toBe(200);
    expect(await stored(app, b.signUpId)).toEqual({
      attendance: 'unknown',
      checkedInAt: null,
      checkedOutAt: null,
    });
    // through the API it is a 409, not the database's refusal: an administrator removing b
    const removal = await app.rest<{ key: string }>('DELETE', `/api/user-shift/${w.shift.id}`, {
      token: w.admin.token,
      body: { id_user: b.id },
    });
    expect([removal.status, removal.body.key]).toEqual([409, 'attendance.recorded']);
    for (const id of [a.signUpId, b.signUpId])
      await expect(
        app.dataSource.query('DELETE FROM user_shift WHERE id = $1', [id]),
      ).rejects.toThrow(
        /violates RESTRICT setting of foreign key constraint "FK_shift_attendance_user_shift"/,
      );
    await expect(
      app.dataSource.query('DELETE FROM shift_attendance WHERE user_shift_id = $1', [a.signUpId]),
    ).rejects.toThrow(/shift_attendance is a record: DELETE refused/);
    await expect(app.dataSource.query('TRUNCATE shift_attendance CASCADE')).rejects.toThrow(
      /shift_attendance is a record: TRUNCATE refused/,
    );
    // the erasure flag lets only the named person's rows go
    await expect(
      asErasureOf(b.id, (q) =>
        q('DELETE FROM shift_attendance WHERE user_shift_id = $1', [a.signUpId]),
      ),
    ).rejects.toThrow(/DELETE refused/);
    expect(await attendanceRows([a.signUpId, b.signUpId])).toBe(2);
    expect(await changeRows([a.signUpId, b.signUpId])).toBe(3);
  });

  it('a sign-up nothing was recorded on has no row, and is deleted as before', async () => {
    const w = await shiftWorld(app, {
      start: new Date(Date.now() + HOUR),
      end: new Date(Date.now() + 2 * HOUR),
    });
    const [v] = w.volunteers;
    expect(await attendanceRows([v.signUpId])).toBe(0);
    await app.dataSource.query('DELETE FROM user_shift WHERE id = $1', [v.signUpId]);
    expect(
      await count('SELECT count(*)::int AS n FROM user_shift WHERE id = $1', [v.signUpId]),
    ).toBe(0);
  });
});

describe('account erasure', () => {
  it("removes the person's attendance and its changes, on an ended shift and on one under way, and nobody else's", async () => {
    const ended = await shiftWorld(app, {
      start: new Date(Date.now() - 3 * HOUR),
      end: new Date(Date.now() - HOUR),
      volunteers: 2,
    });
    const [a, b] = ended.volunteers;
    for (const v of [a, b])
      expect(
        (await correct(app, v.signUpId, ended.admin.token, { status: 'present' })).status,
      ).toBe(200);
    // a also checked in on a shift under way: the shifts domain releases that sign-up (not ended)
    const underWay = await shiftWorld(app, {
      start: new Date(Date.now() - 30 * MINUTE),
      end: new Date(Date.now() + HOUR),
    });
    const [c] = underWay.volunteers;
    const { code } = await codeOf(app, underWay.admin.token, underWay.shift.id);
    expect((await checkIn(app, underWay.shift.id, c.token, code)).status).toBe(200);
    expect(await attendanceRows([a.signUpId, b.signUpId, c.signUpId])).toBe(3);

    expect((await app.rest('DELETE', '/api/user', { token: a.token })).status).toBe(200);
    expect((await app.rest('DELETE', '/api/user', { token: c.token })).status).toBe(200);

    expect(
      await count('SELECT count(*)::int AS n FROM user_shift WHERE id = ANY($1)', [
        [a.signUpId, c.signUpId],
      ]),
    ).toBe(0);
    expect(await attendanceRows([a.signUpId, c.signUpId])).toBe(0);
    expect(await changeRows([a.signUpId, c.signUpId])).toBe(0);
    // b's stays whole
    expect(await attendanceRows([b.signUpId])).toBe(1);
    expect(await changeRows([b.signUpId])).toBe(1);
    expect((await stored(app, b.signUpId)).attendance).toBe('present');
  });
});

it('only the attendance writer writes shift_attendance and attendance_change', () => {
  const src = path.join(__dirname, '../..');
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      // the tests arrange rows on purpose; migrations create the tables
      if (entry.isDirectory()) {
        if (!['test', 'migrations'].includes(entry.name)) walk(full);
      } else if (/\.ts$/.test(entry.name) && !entry.name.endsWith('.spec.ts')) files.push(full);
    }
  };
  walk(src);
  expect(files.length).toBeGreaterThan(100);
  const writes =
    /\b(?:INSERT\s+INTO|UPDATE|DELETE\s+FROM|TRUNCATE(?:\s+TABLE)?)\s+(?:ONLY\s+)?"?(?:shift_attendance|attendance_change)"?\b/i;
  const orm =
    /\b(?:ShiftAttendance|AttendanceChange)\)\s*\.\s*(?:insert|update|delete|save|remove|upsert|clear)\b/;
  const writers = files
    .filter((file) => {
      const text = fs.readFileSync(file, 'utf8');
      return writes.test(text) || orm.test(text);
    })
    .map((file) => path.relative(src, file));
  expect(writers).toEqual(['modules/attendance/attendance-records.ts']);
});
