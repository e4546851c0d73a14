/**
 * Issue 17, item 3: a "what changed" notice or a reminder queued while someone could still see a
 * private event reaches nobody who can no longer see it when the job runs — neither in-app, nor by
 * push, nor by mail. "Nothing arrived" is proven after the same job delivered to a volunteer who
 * stayed, and after the queue drained. Each case runs twice: through the API (leaving or removal
 * withdraws the sign-up) and with the membership deleted by hand, the sign-up left in place (what
 * a path that forgot to withdraw would leave), which only the jobs' own check of the visibility
 * rule stops.
 */
import { browserSubscription, startPushService, vapidEnv } from '../push/push-service';
import type { LocalPushService } from '../push/push-service';
import { eventually } from '../eventually';
import { register } from '../push/support';
import { startSmtpSink, type SmtpSink } from '../smtp-sink';
import { startTestApp, type TestApp } from '../test-app';
import { buildAssociation, buildMembership, buildSignUp, userWithToken } from '../factories';
import { CREATE, DECIDE, UPDATE, eventInput, insertEvent } from '../events/support';
import { LEAVE, REMOVE } from '../associations/gql';
import { drained, hoursAfter, lastNotificationId, noticesSince, updateInput } from './support';
import type { CreatedEvent, Person } from './support';

jest.setTimeout(120_000);

const OFFSET_S = 4;
let app: TestApp;
let push: LocalPushService;
let smtp: SmtpSink;

beforeAll(async () => {
  push = await startPushService();
  smtp = await startSmtpSink();
  app = await startTestApp({
    ...vapidEnv(),
    ALLOWED_PRIVATE_ADDRESSES: '127.0.0.1',
    SMTP_URL: smtp.url,
    NOTICE_COALESCE_SECONDS: '2',
    SHIFT_REMINDERS: `${OFFSET_S}s`,
  });
});
afterAll(async () => {
  await app.stop();
  await push.stop();
  await smtp.stop();
});

const device = (p: Person) => `after-leaving-${p.user.id}`;

/** An association with an administrator and two accepted volunteers, each with a device. */
async function people() {
  const admin = await userWithToken(app, { name: 'Ada', surname: 'Admin' });
  const association = await buildAssociation(app, { adminId: admin.user.id, name: 'Croce Blu' });
  const leaver = await userWithToken(app, { name: 'Piero', surname: 'Partente' });
  const stayer = await userWithToken(app, { name: 'Rita', surname: 'Restante' });
  const memberships = new Map<number, number>();
  for (const p of [leaver, stayer]) {
    const m = await buildMembership(app, { userId: p.user.id, associationId: association.id });
    memberships.set(p.user.id, m.id);
    await register(app, p.token, browserSubscription(`${push.origin}/push/${device(p)}`));
  }
  /** How the leaver goes: as they do, as an administrator does, or by hand (no withdrawal). */
  const goAway = async (how: How) => {
    if (how === 'leaves')
      expect((await app.gql(LEAVE, { id: association.id }, leaver.token)).errors).toBeUndefined();
    else if (how === 'is removed')
      expect(
        (await app.gql(REMOVE, { id: memberships.get(leaver.user.id) }, admin.token)).errors,
      ).toBeUndefined();
    else
      await app.dataSource.query('DELETE FROM user_association WHERE id = $1', [
        memberships.get(leaver.user.id),
      ]);
  };
  return { admin, association, leaver, stayer, goAway };
}

type How = 'leaves' | 'is removed' | 'membership deleted by hand';

/** What reached the person after `since` (notification id) and `at` (Date.now()). */
async function reached(p: Person, since: number, at: number) {
  return {
    kinds: (await noticesSince(app, since))
      .filter((n) => n.userId === p.user.id)
      .map((n) => n.kind),
    pushes: push.delivered.filter((d) => d.name === device(p) && d.at >= at).length,
    mails: smtp.received.filter((m) => m.to === p.user.email && m.at >= at).map((m) => m.subject),
  };
}

describe.each<How>(['leaves', 'membership deleted by hand'])(
  'a change notice queued before the person goes (%s)',
  (how) => {
    it('reaches the volunteer who stays, and not them', async () => {
      const { admin, association, leaver, stayer, goAway } = await people();
      const created = await app.gql<{ createEvent: { event: CreatedEvent } }>(
        CREATE,
        { input: eventInput(association.id, { name: 'Mensa riservata', isPublic: false }) },
        admin.token,
      );
      expect(created.errors).toBeUndefined();
      const event = created.data!.createEvent.event;
      const shift = event.shifts[0];
      for (const p of [leaver, stayer])
        await buildSignUp(app, { shiftId: shift.id, userId: p.user.id });
      await drained(app);
      const since = await lastNotificationId(app);
      const at = Date.now();
      const input = updateInput(association.id, event, {
        shifts: [
          { startDate: hoursAfter(shift.startDate, 1), endDate: hoursAfter(shift.endDate, 1) },
        ],
      });
      const moved = await app.gql(UPDATE, { input: { ...input, isPublic: false } }, admin.token);
      expect(moved.errors).toBeUndefined();
      const [{ n }] = await app.dataSource.query(
        `SELECT count(*)::int AS n FROM graphile_worker.jobs WHERE key = $1`,
        [`change-notice:${event.id}`],
      );
      expect(n).toBe(1);

      await goAway(how);

      // the job ran (after the 2 s window): the volunteer who stayed has it in-app, by push and mail
      await eventually(
        async () => push.delivered.some((d) => d.name === device(stayer) && d.at >= at),
        { what: 'the stayer got the change by push' },
      );
      await smtp.waitFor(1, (m) => m.to === stayer.user.email && m.subject.includes('Modifiche'));
      await drained(app);
      expect((await reached(stayer, since, at)).kinds).toEqual(['changed']);
      const theirs = await reached(leaver, since, at);
      expect(theirs.kinds).not.toContain('changed');
      expect(theirs.mails.filter((s) => s.includes('Modifiche'))).toEqual([]);
      // the only push: the notice that they are no longer part of it, when they went through the API
      expect(theirs.pushes).toBe(theirs.kinds.length);
    });
  },
);

describe.each<How>(['is removed', 'membership deleted by hand'])(
  'a reminder queued before the person goes (%s)',
  (how) => {
    it('reaches the volunteer who stays, and not them', async () => {
      const { admin, association, leaver, stayer, goAway } = await people();
      const start = new Date(Date.now() + (OFFSET_S + 6) * 1000);
      const { shift } = await insertEvent(app, association.id, {
        start,
        end: new Date(start.getTime() + 3600_000),
        isPublic: false,
        max: 2,
      });
      for (const p of [leaver, stayer]) {
        const signUp = await buildSignUp(app, {
          shiftId: shift.id,
          userId: p.user.id,
          status: 'waiting',
        });
        expect(
          (await app.gql(DECIDE, { id: signUp.id, accept: true }, admin.token)).errors,
        ).toBeUndefined();
      }
      const [{ n }] = await app.dataSource.query(
        `SELECT count(*)::int AS n FROM graphile_worker.jobs WHERE key LIKE $1`,
        [`reminder:${shift.id}:%`],
      );
      expect(n).toBe(2);
      // the "sign-up accepted" pushes and mails are out before counting what comes next
      await drained(app);
      const since = await lastNotificationId(app);
      const at = Date.now();

      await goAway(how);

      await eventually(
        async () => (await reached(stayer, since, at)).kinds.includes('shift_reminder'),
        { what: 'the stayer was reminded' },
      );
      await eventually(
        async () => push.delivered.some((d) => d.name === device(stayer) && d.at >= at),
        { what: 'the stayer got the reminder by push' },
      );
      await smtp.waitFor(1, (m) => m.to === stayer.user.email && m.subject.includes('Promemoria'));
      await drained(app);
      const theirs = await reached(leaver, since, at);
      expect(theirs.kinds).not.toContain('shift_reminder');
      expect(theirs.mails.filter((s) => s.includes('Promemoria'))).toEqual([]);
      expect(theirs.pushes).toBe(theirs.kinds.length);
    });
  },
);

describe('a push or a mail queued before the person went', () => {
  it('is not sent once they can no longer see the event it is about', async () => {
    const { association, leaver, stayer, goAway } = await people();
    const { event } = await insertEvent(app, association.id, {
      start: new Date(Date.now() + 3 * 86400_000),
      end: new Date(Date.now() + 3 * 86400_000 + 3600_000),
      isPublic: false,
    });
    // written while both could see the event; its push and mail not yet delivered
    const rows: { id: number; user_id: number }[] = await app.dataSource.query(
      `INSERT INTO notification (user_id, association_id, event_id, kind, title, body)
       SELECT u, $2, $3, 'changed', 'Modifiche all''evento «Mensa riservata»', 'Indirizzo: A → B.'
         FROM unnest($1::int[]) AS u RETURNING id, user_id`,
      [[leaver.user.id, stayer.user.id], association.id, event.id],
    );
    await goAway('membership deleted by hand');
    const of = (p: Person) => rows.find((r) => r.user_id === p.user.id)!.id;
    const deviceId = async (p: Person) =>
      (
        await app.dataSource.query('SELECT id FROM device_subscription WHERE user_id = $1', [
          p.user.id,
        ])
      )[0].id as number;

    expect(await app.services.notices.renderMail(of(stayer))).not.toBeNull();
    expect(await app.services.notices.renderMail(of(leaver))).toBeNull();
    expect(
      await app.services.devices.deliver({
        notificationId: of(stayer),
        deviceId: await deviceId(stayer),
      }),
    ).toEqual({ kind: 'delivered' });
    expect(
      await app.services.devices.deliver({
        notificationId: of(leaver),
        deviceId: await deviceId(leaver),
      }),
    ).toEqual({ kind: 'gone' });
  });
});
