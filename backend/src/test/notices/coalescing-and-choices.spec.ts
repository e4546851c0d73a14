/**
 * Issue 10: a burst of edits makes one notice (old → new across the burst), edits that undo each
 * other make none; mail follows each person's choice and the signed unsubscribe link turns a kind
 * off without logging in (in-app and push stay).
 */
import type { LocalPushService } from '../push/push-service';
import type { SmtpSink } from '../smtp-sink';
import type { TestApp } from '../test-app';
import { DECIDE, UPDATE } from '../events/support';
import { buildSignUp } from '../factories';
import { eventually } from '../eventually';
import {
  cast,
  deviceOf,
  drained,
  hoursAfter,
  lastNotificationId,
  mailsTo,
  noticesSince,
  updateInput,
  startNoticeHarness,
} from './support';

jest.setTimeout(120_000);

const WINDOW_SECONDS = 2;
let app: TestApp;
let push: LocalPushService;
let smtp: SmtpSink;
let stop: () => Promise<void>;

beforeAll(async () => {
  ({ app, push, smtp, stop } = await startNoticeHarness(WINDOW_SECONDS));
});
afterAll(() => stop());

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function edit(c: Awaited<ReturnType<typeof cast>>, shiftHours: number, street?: string) {
  const s = c.event.shifts[0];
  const result = await app.gql(
    UPDATE,
    {
      input: updateInput(c.association.id, c.event, {
        shifts: [
          {
            startDate: hoursAfter(s.startDate, shiftHours),
            endDate: hoursAfter(s.endDate, shiftHours),
          },
        ],
        street,
      }),
    },
    c.admin.token,
  );
  expect(result.errors).toBeUndefined();
}

describe('coalescing', () => {
  it('three edits within the window make one notice per volunteer, from the first old to the last new', async () => {
    const c = await cast(app, push);
    const since = await lastNotificationId(app);
    await edit(c, 1);
    await edit(c, 2);
    await edit(c, 3, 'Via Verdi 2');
    // nothing before the window closes
    expect(await noticesSince(app, since)).toEqual([]);
    const changed = async () =>
      (await noticesSince(app, since)).filter((r) => r.kind === 'changed');
    await eventually(async () => (await changed()).length >= 2, {
      what: 'the notices once the window closed',
    });
    await drained(app);
    const rows = await changed();
    expect(rows.map((r) => r.userId).sort()).toEqual(
      [c.accepted.user.id, c.pending.user.id].sort(),
    );
    const [row] = rows;
    expect(row.body).toContain('Indirizzo: Via Roma 10, Milano, MI → Via Verdi 2, Milano, MI.');
    // first old (08:00 UTC) → last new (+3 h), in Rome time, with no intermediate step
    const s = c.event.shifts[0];
    const rome = (d: Date) =>
      d.toLocaleTimeString('it-IT', {
        timeZone: 'Europe/Rome',
        hour: '2-digit',
        minute: '2-digit',
      });
    expect(row.body).toContain(`${rome(new Date(s.startDate))}–`);
    expect(row.body).toContain(`→ `);
    expect(row.body).toContain(rome(hoursAfter(s.startDate, 3)));
    expect(row.body).not.toContain(rome(hoursAfter(s.startDate, 1)) + '–');
    expect(row.shiftId).toBe(s.id);
  });

  it('one edit reaches the volunteers by push and mail once the window closes (latency printed)', async () => {
    const c = await cast(app, push);
    const t0 = Date.now();
    await edit(c, 1);
    const edited = Date.now();
    const recipients = [c.accepted, c.pending];
    const mails = await smtp.waitFor(
      2,
      (m) => m.at >= t0 && recipients.some((p) => p.user.email === m.to),
    );
    await push.waitForDelivered(0);
    const pushes = () =>
      push.delivered.filter((d) => d.at >= t0 && recipients.some((p) => d.name === deviceOf(p)));
    await eventually(() => pushes().length >= 2, { timeoutMs: 10_000 });
    expect(pushes()).toHaveLength(2);
    const pushAt = Math.max(...pushes().map((d) => d.at)) - edited;
    const mailAt = Math.max(...mails.map((m) => m.at)) - edited;
    console.log(
      `shift edit → last push ${pushAt} ms, last mail ${mailAt} ms (coalescing window ${WINDOW_SECONDS} s, 2 volunteers)`,
    );
    expect(pushAt).toBeGreaterThanOrEqual(WINDOW_SECONDS * 1000 - 200);
  });

  it('an edit undone within the window sends nothing', async () => {
    const c = await cast(app, push);
    const since = await lastNotificationId(app);
    const t0 = Date.now();
    await edit(c, 1);
    await edit(c, 0);
    // not a wait for something to arrive: the coalescing window (the code's own timer) has to
    // close before "it sent nothing" means anything
    await sleep(WINDOW_SECONDS * 1000 + 500);
    await drained(app);
    expect(await noticesSince(app, since)).toEqual([]);
    expect(mailsTo(smtp, c.everyone, t0)).toEqual([]);
    const [{ n }] = await app.dataSource.query(
      'SELECT count(*)::int AS n FROM change_notice_pending WHERE event_id = $1',
      [c.event.id],
    );
    expect(n).toBe(0);
  });

  it('an edit that changes nothing volunteers are told about queues nothing', async () => {
    const c = await cast(app, push);
    await edit(c, 0);
    const [{ n }] = await app.dataSource.query(
      `SELECT count(*)::int AS n FROM graphile_worker.jobs WHERE key = $1`,
      [`change-notice:${c.event.id}`],
    );
    expect(n).toBe(0);
  });
});

/** The unsubscribe page looks like the app and needs no JavaScript. */
function expectAppLook(html: string) {
  expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
  const style = /<style>([^<]*)<\/style>/.exec(html)?.[1] ?? '';
  expect(style).toContain("font-family:system-ui, -apple-system, 'Segoe UI'");
  expect(style).toContain('background:#f5f7f7'); // the app's background (theme.ts)
  expect(style).toContain('max-width:480px'); // a centred card, full width on a phone
  expect(style).toContain('justify-content:center');
  // the logo of the app's header, leading to the app
  expect(html).toMatch(
    /<a class="brand" href="http:\/\/insieme\.test\/" aria-label="Insieme"><svg [^>]*viewBox="0 0 64 64"/,
  );
  expect(html).toContain('<circle cx="32" cy="32" r="30" fill="#00796b"/>');
  expect(html).toContain('href="http://insieme.test/settings"');
  expect(html).not.toMatch(/<script|\son\w+=/i);
}

describe('mail choices and the unsubscribe link', () => {
  const CHOICES = `mutation($input: UpdateMailPreferencesInput!) { updateMailPreferences(input: $input) { id } }`;

  async function accept(c: Awaited<ReturnType<typeof cast>>) {
    const signUp = await buildSignUp(app, {
      shiftId: c.shift.id,
      userId: c.bystander.user.id,
      status: 'waiting',
    });
    const decided = await app.gql(DECIDE, { id: signUp.id, accept: true }, c.admin.token);
    expect(decided.errors).toBeUndefined();
  }

  it('a person who turned notices off by mail still gets the in-app notice and the push, and no mail', async () => {
    const c = await cast(app, push);
    await app.dataSource.query('UPDATE user_account SET mail_notices = false WHERE id = $1', [
      c.bystander.user.id,
    ]);
    const since = await lastNotificationId(app);
    const t0 = Date.now();
    await accept(c);
    await push.waitForDelivered(0);
    await drained(app);
    const rows = await noticesSince(app, since);
    expect(rows.map((r) => [r.userId, r.kind])).toEqual([
      [c.bystander.user.id, 'sign_up_accepted'],
    ]);
    expect(
      push.delivered.filter((d) => d.at >= t0 && d.name === deviceOf(c.bystander)),
    ).toHaveLength(1);
    expect(mailsTo(smtp, [c.bystander], t0)).toEqual([]);
  });

  it("the mail's link turns that kind off without logging in; a forged one is 404 and changes nothing", async () => {
    const c = await cast(app, push);
    const t0 = Date.now();
    await accept(c);
    const [mail] = await smtp.waitFor(1, (m) => m.at >= t0 && m.to === c.bystander.user.email);
    const link = /http:\/\/insieme\.test(\/unsubscribe\/[\w.-]+)/.exec(mail.text)![1];
    const wants = async (id: number) =>
      (
        await app.dataSource.query(
          'SELECT mail_notices, mail_reminders, mail_admin_notices FROM user_account WHERE id = $1',
          [id],
        )
      )[0];

    // someone else's id with this signature: refused
    const forged = link.replace(`/${c.bystander.user.id}.`, `/${c.accepted.user.id}.`);
    expect((await app.rest('GET', forged)).status).toBe(404);
    expect((await app.rest('GET', `${link}x`)).status).toBe(404);
    expect(await wants(c.accepted.user.id)).toEqual({
      mail_notices: true,
      mail_reminders: true,
      mail_admin_notices: false,
    });

    // a link checker's HEAD changes nothing
    expect((await app.rest('HEAD', link)).status).toBe(200);
    expect(await wants(c.bystander.user.id)).toMatchObject({ mail_notices: true });

    const page = await app.rest<string>('GET', link);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    expect(page.body).toContain('Non riceverai più via e-mail gli avvisi su turni ed eventi');
    // the app's look without the app (issue 18): logo, font, colours, a card for a phone; no script
    expectAppLook(page.body);
    const refused = await app.rest<string>('GET', forged);
    expect(refused.body).toContain('Link non valido');
    expectAppLook(refused.body);
    expect(await wants(c.bystander.user.id)).toEqual({
      mail_notices: false,
      mail_reminders: true,
      mail_admin_notices: false,
    });
    // one-click (RFC 8058) and a second click: still off, still fine
    expect((await app.rest('POST', link)).status).toBe(200);
    expect(await wants(c.bystander.user.id)).toMatchObject({ mail_notices: false });

    // and the next notice comes in-app and by push only
    const since = await lastNotificationId(app);
    const t1 = Date.now();
    const removed = await app.gql(
      `mutation($s: Int!, $u: Int!) { removeFromShift(input: { shiftId: $s, userId: $u }) { id } }`,
      { s: c.shift.id, u: c.bystander.user.id },
      c.admin.token,
    );
    expect(removed.errors).toBeUndefined();
    await drained(app);
    expect((await noticesSince(app, since)).map((r) => r.kind)).toEqual(['removed_from_shift']);
    expect(mailsTo(smtp, [c.bystander], t1)).toEqual([]);
  });

  it('administrators who turn their notices on get a mail for a new question', async () => {
    const c = await cast(app, push);
    const on = await app.gql(CHOICES, { input: { adminNotices: true } }, c.admin2.token);
    expect(on.errors).toBeUndefined();
    const t0 = Date.now();
    const asked = await app.gql(
      `mutation($input: AskQuestionInput!) { askQuestion(input: $input) { id } }`,
      { input: { associationId: c.association.id, question: 'Serve portare i guanti?' } },
      c.stranger.token,
    );
    expect(asked.errors).toBeUndefined();
    const [mail] = await smtp.waitFor(1, (m) => m.at >= t0 && m.to === c.admin2.user.email);
    expect(mail.text).toContain('Serve portare i guanti?');
    expect(mail.text).toContain('/unsubscribe/');
    await drained(app);
    expect(mailsTo(smtp, c.everyone, t0).map((m) => m.to)).toEqual([c.admin2.user.email]);
  });
});
