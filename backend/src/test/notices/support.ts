import { buildAssociation, buildMembership, buildSignUp, userWithToken } from '../factories';
import { CREATE, eventInput, inDays } from '../events/support';
import {
  browserSubscription,
  startPushService,
  vapidEnv,
  type LocalPushService,
} from '../push/push-service';
import { eventually } from '../eventually';
import { register } from '../push/support';
import { startSmtpSink, type SmtpSink } from '../smtp-sink';
import { startTestApp, type TestApp } from '../test-app';

export type Person = Awaited<ReturnType<typeof userWithToken>>;

export interface CreatedEvent {
  id: number;
  shifts: { id: number; title: string; startDate: string; endDate: string }[];
}

/** The push endpoint name of a person's one registered device. */
export const deviceOf = (p: Person) => `person-${p.user.id}`;

/**
 * Everyone a notice could wrongly reach: two administrators, a volunteer accepted on the first
 * shift, one waiting on it, an accepted volunteer with no sign-up, a stranger; each with one
 * registered device at the local push service. The event (two shifts, in 3 days) is made through
 * the API.
 */
export async function cast(app: TestApp, push: LocalPushService) {
  const admin = await userWithToken(app, { name: 'Ada', surname: 'Admin' });
  const admin2 = await userWithToken(app, { name: 'Bice', surname: 'Admin' });
  const association = await buildAssociation(app, { adminId: admin.user.id, name: 'Croce Blu' });
  await buildMembership(app, {
    userId: admin2.user.id,
    associationId: association.id,
    isAdmin: true,
  });
  const accepted = await userWithToken(app, { name: 'Aldo', surname: 'Accettato' });
  const pending = await userWithToken(app, { name: 'Pia', surname: 'Attesa' });
  const bystander = await userWithToken(app, { name: 'Bruno', surname: 'Presente' });
  const stranger = await userWithToken(app, { name: 'Sara', surname: 'Estranea' });
  for (const p of [accepted, pending, bystander])
    await buildMembership(app, { userId: p.user.id, associationId: association.id });
  const created = await app.gql<{ createEvent: { event: CreatedEvent } }>(
    CREATE,
    { input: eventInput(association.id, { name: 'Raccolta alimentare' }) },
    admin.token,
  );
  if (!created.data) throw new Error(JSON.stringify(created.errors));
  const event = created.data.createEvent.event;
  const shift = event.shifts[0];
  await buildSignUp(app, { shiftId: shift.id, userId: accepted.user.id });
  await buildSignUp(app, { shiftId: shift.id, userId: pending.user.id, status: 'waiting' });
  const everyone = { admin, admin2, accepted, pending, bystander, stranger };
  for (const p of Object.values(everyone))
    await register(app, p.token, browserSubscription(`${push.origin}/push/${deviceOf(p)}`));
  return { ...everyone, everyone: Object.values(everyone), association, event, shift };
}

/** The input of `updateEvent` for an event made by `cast`, with its shifts' times changed. */
export function updateInput(
  associationId: number,
  event: CreatedEvent,
  changes: { shifts?: { startDate: Date; endDate: Date }[]; street?: string } = {},
) {
  const input: Record<string, unknown> = {
    ...eventInput(associationId, { name: 'Raccolta alimentare' }),
    id: event.id,
    keepPhotoIds: [],
    ...(changes.street ? { street: changes.street } : {}),
  };
  delete input.associationId;
  input.shifts = event.shifts.map((s, i) => ({
    id: s.id,
    title: s.title,
    color: '#0f766e',
    startDate: (changes.shifts?.[i]?.startDate ?? new Date(s.startDate)).toISOString(),
    endDate: (changes.shifts?.[i]?.endDate ?? new Date(s.endDate)).toISOString(),
    maxVolunteer: 2,
  }));
  return input;
}

export const hoursAfter = (iso: string, hours: number) =>
  new Date(new Date(iso).getTime() + hours * 3600_000);

export { inDays };

/** Waits until no push, mail or notice job is queued or running. */
export async function drained(app: TestApp): Promise<void> {
  await eventually(
    async () => {
      const [{ n }]: { n: number }[] = await app.dataSource.query(
        `SELECT count(*)::int AS n FROM graphile_worker.jobs
        WHERE task_identifier IN ('push', 'notice-mail', 'change-notice', 'shift-reminder')
          AND (run_at <= now() + interval '2 seconds')`,
      );
      return n === 0;
    },
    { what: 'the job queue drained' },
  );
}

/** Notification rows written after `sinceId`, as (user, kind). */
export async function noticesSince(app: TestApp, sinceId: number) {
  return (await app.dataSource.query(
    `SELECT id, user_id AS "userId", kind, title, body, event_id AS "eventId", shift_id AS "shiftId",
            question_id AS "questionId"
       FROM notification WHERE id > $1 ORDER BY id`,
    [sinceId],
  )) as {
    id: number;
    userId: number;
    kind: string | null;
    title: string;
    body: string;
    eventId: number | null;
    shiftId: number | null;
    questionId: number | null;
  }[];
}

export async function lastNotificationId(app: TestApp): Promise<number> {
  const [{ id }]: { id: number }[] = await app.dataSource.query(
    'SELECT coalesce(max(id), 0)::int AS id FROM notification',
  );
  return id;
}

export const mailsTo = (smtp: SmtpSink, people: Person[], since: number) =>
  smtp.received.filter((m) => m.at >= since && people.some((p) => p.user.email === m.to));

/**
 * The app with a local push service and a real SMTP server to receive what it sends, notices
 * coalesced over `coalesceSeconds` and no reminders; `stop` ends all three.
 */
export async function startNoticeHarness(coalesceSeconds: number): Promise<{
  app: TestApp;
  push: LocalPushService;
  smtp: SmtpSink;
  stop: () => Promise<void>;
}> {
  const push = await startPushService();
  const smtp = await startSmtpSink();
  const app = await startTestApp({
    ...vapidEnv(),
    ALLOWED_PRIVATE_ADDRESSES: '127.0.0.1',
    SMTP_URL: smtp.url,
    NOTICE_COALESCE_SECONDS: String(coalesceSeconds),
    SHIFT_REMINDERS: '',
  });
  return {
    app,
    push,
    smtp,
    stop: async () => {
      await app.stop();
      await push.stop();
      await smtp.stop();
    },
  };
}
