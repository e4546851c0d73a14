/**
 * Issue 10, automatic notices: each fires exactly once for each recipient and for nobody else —
 * the in-app row (with its kind), the push to the recipient's device (a local push service) and
 * the mail received by a real SMTP server, when the recipient's choice for that kind is on.
 */
import type { LocalPushService } from '../push/push-service';
import type { SmtpSink } from '../smtp-sink';
import type { TestApp } from '../test-app';
import { buildMembership, buildSignUp } from '../factories';
import { eventually } from '../eventually';
import { DECIDE, UPDATE } from '../events/support';
import {
  cast,
  deviceOf,
  drained,
  hoursAfter,
  lastNotificationId,
  mailsTo,
  noticesSince,
  updateInput,
  type Person,
  startNoticeHarness,
} from './support';

jest.setTimeout(120_000);

let app: TestApp;
let push: LocalPushService;
let smtp: SmtpSink;
let stop: () => Promise<void>;

beforeAll(async () => {
  ({ app, push, smtp, stop } = await startNoticeHarness(1));
});
afterAll(() => stop());

type Cast = Awaited<ReturnType<typeof cast>>;

async function must(query: string, variables: Record<string, unknown>, token: string) {
  const result = await app.gql(query, variables, token);
  if (result.errors) throw new Error(JSON.stringify(result.errors));
  return result.data as Record<string, never>;
}

interface Case {
  name: string;
  /** what the recipients' notification rows say */
  kind: string;
  /** who receives it (everyone else in the cast must receive nothing) */
  to: (c: Cast) => Person[];
  /** whether it comes by mail by default */
  mail: boolean;
  /** text the body must contain */
  says: RegExp;
  act: (c: Cast) => Promise<void>;
}

const CASES: Case[] = [
  {
    name: 'a sign-up is accepted',
    kind: 'sign_up_accepted',
    to: (c) => [c.bystander],
    mail: true,
    says: /accettata/,
    act: async (c) => {
      const signUp = await buildSignUp(app, {
        shiftId: c.shift.id,
        userId: c.bystander.user.id,
        status: 'waiting',
      });
      await must(DECIDE, { id: signUp.id, accept: true }, c.admin.token);
    },
  },
  {
    name: 'a sign-up is rejected',
    kind: 'sign_up_rejected',
    to: (c) => [c.pending],
    mail: true,
    says: /non è stata accettata/,
    act: async (c) => {
      const [{ id }] = await app.dataSource.query(
        'SELECT id FROM user_shift WHERE shift_id = $1 AND user_id = $2',
        [c.shift.id, c.pending.user.id],
      );
      await must(DECIDE, { id, accept: false }, c.admin2.token);
    },
  },
  {
    name: 'a volunteer is removed from a shift',
    kind: 'removed_from_shift',
    to: (c) => [c.accepted],
    mail: true,
    says: /ti ha rimosso/,
    act: (c) =>
      must(
        `mutation($s: Int!, $u: Int!) { removeFromShift(input: { shiftId: $s, userId: $u }) { id } }`,
        { s: c.shift.id, u: c.accepted.user.id },
        c.admin.token,
      ).then(() => undefined),
  },
  {
    name: 'a shift is deleted',
    kind: 'shift_deleted',
    to: (c) => [c.accepted, c.pending],
    mail: true,
    says: /eliminato/,
    act: (c) =>
      must(
        `mutation($id: Int!) { deleteShift(input: { shiftId: $id }) { id } }`,
        { id: c.shift.id },
        c.admin.token,
      ).then(() => undefined),
  },
  {
    name: 'the event is deleted while the shift is ahead',
    kind: 'shift_cancelled',
    to: (c) => [c.accepted, c.pending],
    mail: true,
    says: /annullato: l'evento è stato eliminato/,
    act: (c) =>
      must(
        `mutation($id: Int!) { deleteEvent(input: { eventId: $id }) { id } }`,
        { id: c.event.id },
        c.admin.token,
      ).then(() => undefined),
  },
  {
    name: 'the event is archived while the shift is ahead',
    kind: 'shift_cancelled',
    to: (c) => [c.accepted, c.pending],
    mail: true,
    says: /annullato: l'evento è stato archiviato/,
    act: (c) =>
      must(
        `mutation($id: Int!) { terminateEvent(input: { eventId: $id }) { id } }`,
        { id: c.event.id },
        c.admin.token,
      ).then(() => undefined),
  },
  {
    name: "the shift's times move",
    kind: 'changed',
    to: (c) => [c.accepted, c.pending],
    mail: true,
    says: /Turno «.*»: .* → /,
    act: async (c) => {
      const s = c.event.shifts[0];
      await must(
        UPDATE,
        {
          input: updateInput(c.association.id, c.event, {
            shifts: [{ startDate: hoursAfter(s.startDate, 1), endDate: hoursAfter(s.endDate, 1) }],
          }),
        },
        c.admin.token,
      );
    },
  },
  {
    name: "the event's address changes",
    kind: 'changed',
    to: (c) => [c.accepted, c.pending],
    mail: true,
    says: /Indirizzo: Via Roma 10, Milano, MI → Via Verdi 2, Milano, MI\./,
    act: (c) =>
      must(
        UPDATE,
        { input: updateInput(c.association.id, c.event, { street: 'Via Verdi 2' }) },
        c.admin.token,
      ).then(() => undefined),
  },
  {
    name: 'a volunteer request is accepted',
    kind: 'volunteer_accepted',
    to: (c) => [c.stranger],
    mail: true,
    says: /Croce Blu.*accettata/,
    act: async (c) => {
      const m = await buildMembership(app, {
        userId: c.stranger.user.id,
        associationId: c.association.id,
        status: 'waiting',
      });
      await must(
        `mutation($id: Int!) { decideVolunteerRequest(input: { membershipId: $id, accept: true }) { id } }`,
        { id: m.id },
        c.admin.token,
      );
    },
  },
  {
    name: 'a volunteer request is rejected',
    kind: 'volunteer_rejected',
    to: (c) => [c.stranger],
    mail: true,
    says: /non è stata accettata/,
    act: async (c) => {
      const m = await buildMembership(app, {
        userId: c.stranger.user.id,
        associationId: c.association.id,
        status: 'waiting',
      });
      await must(
        `mutation($id: Int!) { decideVolunteerRequest(input: { membershipId: $id, accept: false }) { id } }`,
        { id: m.id },
        c.admin.token,
      );
    },
  },
  {
    name: 'someone asks to volunteer (administrators; no mail by default)',
    kind: 'volunteer_request',
    to: (c) => [c.admin, c.admin2],
    mail: false,
    says: /Sara Estranea chiede di unirsi ai volontari dell'associazione «Croce Blu»/,
    act: (c) =>
      must(
        `mutation($id: Int!) { requestToVolunteer(input: { associationId: $id }) { id } }`,
        { id: c.association.id },
        c.stranger.token,
      ).then(() => undefined),
  },
  {
    name: 'someone asks a question (administrators; no mail by default)',
    kind: 'new_question',
    to: (c) => [c.admin, c.admin2],
    mail: false,
    says: /A che ora si comincia\?/,
    act: (c) =>
      must(
        `mutation($input: AskQuestionInput!) { askQuestion(input: $input) { id } }`,
        { input: { associationId: c.association.id, question: 'A che ora si comincia?' } },
        c.stranger.token,
      ).then(() => undefined),
  },
];

describe('automatic notices: exactly once, to exactly the right people', () => {
  it.each(CASES.map((c) => [c.name, c] as const))('%s', async (_name, spec) => {
    const c = await cast(app, push);
    const since = await lastNotificationId(app);
    const t0 = Date.now();
    await spec.act(c);
    const recipients = spec.to(c);
    // pushes are the last to arrive for the coalesced kinds (after the window)
    await push.waitForDelivered(0);
    for (const p of recipients)
      await eventually(() => push.delivered.some((d) => d.name === deviceOf(p) && d.at >= t0), {
        what: 'a push',
      });
    if (spec.mail)
      await smtp.waitFor(
        recipients.length,
        (m) => m.at >= t0 && recipients.some((p) => p.user.email === m.to),
      );
    // no push, mail or notice job left to run: an extra one would have had to come from a job, so
    // what has arrived now is all that will
    await drained(app);

    const rows = await noticesSince(app, since);
    const forCast = rows.filter((r) => c.everyone.some((p) => p.user.id === r.userId));
    expect(forCast.map((r) => [r.userId, r.kind]).sort()).toEqual(
      recipients.map((p) => [p.user.id, spec.kind]).sort(),
    );
    for (const row of forCast) {
      expect(row.body).toMatch(spec.says);
      expect(row.title.length).toBeLessThanOrEqual(50);
    }
    const pushed = push.delivered.filter(
      (d) => d.at >= t0 && c.everyone.some((p) => deviceOf(p) === d.name),
    );
    expect(pushed.map((d) => d.name).sort()).toEqual(recipients.map(deviceOf).sort());

    const mails = mailsTo(smtp, c.everyone, t0);
    expect(mails.map((m) => m.to).sort()).toEqual(
      spec.mail ? recipients.map((p) => p.user.email).sort() : [],
    );
    for (const mail of mails) {
      expect(mail.text).toMatch(spec.says);
      expect(mail.text).toMatch(/http:\/\/insieme\.test\/unsubscribe\/\d+\.\w+\.[\w-]{22}/);
      expect(mail.headers.get('list-unsubscribe')).toMatch(
        /^<http:\/\/insieme\.test\/unsubscribe\//,
      );
    }
  });
});
