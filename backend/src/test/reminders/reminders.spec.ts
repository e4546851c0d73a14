/**
 * Issue 10, reminders before a shift (SHIFT_REMINDERS, here a few seconds so the tests are short):
 * exactly once per volunteer, shift and offset with two app instances working one database; none
 * for an offset already past when the sign-up is accepted; a moved shift is reminded at its new
 * time, and again only when it moved later by more than the offset; never after the start.
 */
import { startPushService, vapidEnv, type LocalPushService } from '../push/push-service';
import { startSmtpSink, type SmtpSink } from '../smtp-sink';
import { startTestApp, type TestApp } from '../test-app';
import { eventually } from '../eventually';
import { buildMembership, buildSignUp, userWithToken } from '../factories';
import { DECIDE, insertEvent, world } from '../events/support';
import { browserSubscription } from '../push/push-service';
import { register } from '../push/support';
import { parseDurations } from '../../config';

jest.setTimeout(120_000);

const OFFSET_S = 4;
let a: TestApp;
let b: TestApp;
let push: LocalPushService;
let smtp: SmtpSink;

beforeAll(async () => {
  push = await startPushService();
  smtp = await startSmtpSink();
  const env = {
    ...vapidEnv(),
    ALLOWED_PRIVATE_ADDRESSES: '127.0.0.1',
    SMTP_URL: smtp.url,
    SHIFT_REMINDERS: `${OFFSET_S}s`,
  };
  a = await startTestApp(env);
  // a second instance on the same database, its worker competing for the same jobs
  b = await startTestApp(env, { shareDatabaseOf: a });
});
afterAll(async () => {
  await b.stop();
  await a.stop();
  await push.stop();
  await smtp.stop();
});

const secondsFromNow = (s: number) => new Date(Date.now() + s * 1000);

/**
 * Only a job sends a reminder: once a shift has no reminder job left, every reminder it will get
 * has been sent. Waiting for that, not for the clock, is what makes "nobody else" mean something.
 */
async function noReminderJobLeft(shiftId: number) {
  await eventually(
    async () => {
      const [{ n }] = await a.dataSource.query(
        `SELECT count(*)::int AS n FROM graphile_worker.jobs WHERE key LIKE $1`,
        [`reminder:${shiftId}:%`],
      );
      return n === 0;
    },
    { timeoutMs: 30_000, what: `the reminder jobs of shift ${shiftId} done` },
  );
}

async function reminders(shiftId: number) {
  return (await a.dataSource.query(
    `SELECT user_id AS "userId", title, body, created_at AS "at" FROM notification
      WHERE kind = 'shift_reminder' AND shift_id = $1 ORDER BY id`,
    [shiftId],
  )) as { userId: number; title: string; body: string; at: Date }[];
}

/** Volunteers with a pending sign-up each, accepted through the API (which schedules). */
async function acceptedVolunteers(count: number, start: Date, end: Date) {
  const w = await world(a);
  const { event, shift } = await insertEvent(a, w.association.id, { start, end, max: 10 });
  const people = [w.volunteer];
  for (let i = 1; i < count; i++) {
    const p = await userWithToken(a, { name: `Vol${i}` });
    await buildMembership(a, { userId: p.user.id, associationId: w.association.id });
    people.push(p);
  }
  for (const p of people) {
    await register(a, p.token, browserSubscription(`${push.origin}/push/reminder-${p.user.id}`));
    const signUp = await buildSignUp(a, {
      shiftId: shift.id,
      userId: p.user.id,
      status: 'waiting',
    });
    const decided = await a.gql(DECIDE, { id: signUp.id, accept: true }, w.admin.token);
    expect(decided.errors).toBeUndefined();
  }
  return { ...w, event, shift, people };
}

describe('SHIFT_REMINDERS', () => {
  it('parses durations such as 24h, 1h, 90m, 1d, longest first, and refuses anything else', () => {
    expect(parseDurations('24h,1h', 'X')).toEqual([86400, 3600]);
    expect(parseDurations(' 90m , 2h,1d,1h', 'X')).toEqual([86400, 7200, 5400, 3600]);
    expect(parseDurations('', 'X')).toEqual([]);
    for (const bad of ['1 week', '0h', 'h', '-1h', '10x'])
      expect(() => parseDurations(bad, 'SHIFT_REMINDERS')).toThrow(/SHIFT_REMINDERS/);
  });
});

describe('reminders', () => {
  it('each accepted volunteer is reminded once before the start (two instances, one database), by push and mail', async () => {
    const start = secondsFromNow(OFFSET_S + 4);
    const { shift, people } = await acceptedVolunteers(
      3,
      start,
      new Date(start.getTime() + 3600_000),
    );
    await noReminderJobLeft(shift.id);
    const sent = await reminders(shift.id);
    expect(sent.map((r) => r.userId).sort()).toEqual(people.map((p) => p.user.id).sort());
    for (const r of sent) {
      expect(r.title).toBe('Promemoria: Evento inserito');
      expect(r.body).toMatch(/inizia tra 4 secondi/);
      // sent at start − offset (a little after, never before; never after the start)
      expect(r.at.getTime()).toBeGreaterThanOrEqual(start.getTime() - OFFSET_S * 1000 - 2000);
      expect(r.at.getTime()).toBeLessThan(start.getTime());
    }
    const mails = await smtp.waitFor(
      3,
      (m) => people.some((p) => p.user.email === m.to) && /Promemoria/.test(m.subject),
    );
    expect(mails.map((m) => m.to).sort()).toEqual(people.map((p) => p.user.email).sort());
    expect(mails[0].text).toContain('/unsubscribe/');
    // (the earlier pushes are the "sign-up accepted" notices)
    const pushed = push.delivered.filter(
      (d) =>
        d.at >= start.getTime() - OFFSET_S * 1000 - 500 &&
        people.some((p) => d.name === `reminder-${p.user.id}`),
    );
    expect(pushed).toHaveLength(3);
    const [{ n }] = await a.dataSource.query(
      'SELECT count(*)::int AS n FROM shift_reminder_sent WHERE shift_id = $1',
      [shift.id],
    );
    expect(n).toBe(3);
  });

  it('a sign-up accepted after the offset has passed gets no stale reminder', async () => {
    const start = secondsFromNow(OFFSET_S - 2);
    const { shift } = await acceptedVolunteers(1, start, new Date(start.getTime() + 3600_000));
    const [{ n }] = await a.dataSource.query(
      `SELECT count(*)::int AS n FROM graphile_worker.jobs WHERE key LIKE $1`,
      [`reminder:${shift.id}:%`],
    );
    expect(n).toBe(0);
    // and with no job, nothing can send one
    expect(await reminders(shift.id)).toEqual([]);
  });

  it('a withdrawn volunteer or an archived event is not reminded', async () => {
    const start = secondsFromNow(OFFSET_S + 3);
    const { shift, people } = await acceptedVolunteers(
      2,
      start,
      new Date(start.getTime() + 3600_000),
    );
    const withdrawn = await a.gql(
      `mutation($id: Int!) { withdrawFromShift(input: { shiftId: $id }) { id } }`,
      { id: shift.id },
      people[0].token,
    );
    expect(withdrawn.errors).toBeUndefined();
    await noReminderJobLeft(shift.id);
    expect((await reminders(shift.id)).map((r) => r.userId)).toEqual([people[1].user.id]);

    const later = secondsFromNow(OFFSET_S + 3);
    const second = await acceptedVolunteers(1, later, new Date(later.getTime() + 3600_000));
    const archived = await a.gql(
      `mutation($id: Int!) { terminateEvent(input: { eventId: $id }) { id } }`,
      { id: second.event.id },
      second.admin.token,
    );
    expect(archived.errors).toBeUndefined();
    await noReminderJobLeft(second.shift.id);
    expect(await reminders(second.shift.id)).toEqual([]);
  });

  it('a moved shift is reminded at its new time; again only if it moved later by more than the offset', async () => {
    const start = secondsFromNow(60);
    const { shift, people } = await acceptedVolunteers(
      1,
      start,
      new Date(start.getTime() + 3600_000),
    );
    const key = `reminder:${shift.id}:${people[0].user.id}:${OFFSET_S}`;
    const runAt = async () =>
      (await a.dataSource.query('SELECT run_at FROM graphile_worker.jobs WHERE key = $1', [key]))[0]
        ?.run_at as Date | undefined;
    expect((await runAt())!.getTime()).toBe(start.getTime() - OFFSET_S * 1000);

    // moved earlier (the way an edit does: the same transaction re-schedules)
    const moved = secondsFromNow(OFFSET_S + 3);
    await move(shift.id, moved);
    expect((await runAt())!.getTime()).toBe(moved.getTime() - OFFSET_S * 1000);
    await noReminderJobLeft(shift.id);
    expect(await reminders(shift.id)).toHaveLength(1);
    // sent before the new start (the job ran at start − offset)
    expect((await reminders(shift.id))[0].at.getTime()).toBeLessThan(moved.getTime());

    // later by less than the offset: the reminder already sent stands
    const job = { userId: people[0].user.id, shiftId: shift.id, offsetSeconds: OFFSET_S };
    await move(shift.id, new Date(moved.getTime() + 2000));
    await a.services.reminders.run(job);
    expect(await reminders(shift.id)).toHaveLength(1);

    // later by more than the offset: a new reminder at the new time
    const far = new Date(moved.getTime() + (OFFSET_S + 4) * 1000);
    await move(shift.id, far);
    await noReminderJobLeft(shift.id);
    const sent = await reminders(shift.id);
    expect(sent).toHaveLength(2);
    expect(sent[1].at.getTime()).toBeGreaterThanOrEqual(far.getTime() - OFFSET_S * 1000 - 2000);
    // a duplicate job (a second instance, a retry) finds the record and sends nothing
    await a.services.reminders.run(job);
    expect(await reminders(shift.id)).toHaveLength(2);
  });
});

/** Moves a shift as the event edit does: new times and re-scheduled reminders, one transaction. */
async function move(shiftId: number, start: Date) {
  await a.dataSource.transaction(async (em) => {
    await em.query('UPDATE shift SET start_date = $2, end_date = $3 WHERE id = $1', [
      shiftId,
      start,
      new Date(start.getTime() + 3600_000),
    ]);
    await a.services.reminders.schedule(em, { shiftIds: [shiftId] });
  });
}
