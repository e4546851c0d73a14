import {
  buildAssociation,
  buildEvent,
  buildMembership,
  buildNotification,
  userWithToken,
} from '../factories';
import { startTestApp, type TestApp } from '../test-app';

/**
 * The REST facade of issue 9 (spec §7 paths, §3 field names): notifications by e-mail, the
 * recipient's list and detail (opening marks it displayed), the administrators' board, and the
 * question / answer calls, with their refusals.
 */
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.stop());

type Body = Record<string, unknown>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON answers of several shapes
type Json = any;

async function world() {
  const admin = await userWithToken(app);
  const [logo] = await app.dataSource.query(
    `INSERT INTO media (mime_type, data, width, height) VALUES ('image/webp', $1, 1, 1) RETURNING id`,
    [Buffer.from('logo')],
  );
  const association = await buildAssociation(app, {
    adminId: admin.user.id,
    name: 'Croce Rest',
    imageId: logo.id,
  });
  const volunteer = await userWithToken(app);
  await buildMembership(app, { userId: volunteer.user.id, associationId: association.id });
  const stranger = await userWithToken(app);
  const otherAdmin = await userWithToken(app);
  const other = await buildAssociation(app, { adminId: otherAdmin.user.id });
  const event = await buildEvent(app, { associationId: association.id, name: 'Festa' });
  return { admin, association, volunteer, stranger, otherAdmin, other, event };
}
type World = Awaited<ReturnType<typeof world>>;

const call = (method: string, path: string, token?: string, body?: Body) =>
  app.rest<Json>(method, `/api${path}`, { token, body });

const counts = async () =>
  (
    await app.dataSource.query(
      `SELECT (SELECT count(*)::int FROM notification) AS n, (SELECT count(*)::int FROM notification_dispatch) AS d,
              (SELECT count(*)::int FROM question) AS q`,
    )
  )[0];

describe('POST /api/notification', () => {
  let w: World;
  beforeAll(async () => {
    w = await world();
  });

  it('sends by e-mail to accepted volunteers only (others skipped), with the association or the event', async () => {
    const r = await call('POST', '/notification', w.admin.token, {
      user: [{ email: w.volunteer.user.email.toUpperCase() }, { email: w.stranger.user.email }],
      title: 'Dal REST',
      body: 'Ciao',
      id_association: w.association.id,
    });
    expect(r.status).toBe(201);
    expect(r.body).toMatchObject({ message: 'Notifica inviata', recipient_count: 1 });
    const byEvent = await call('POST', '/notification', w.admin.token, {
      user: [{ email: w.volunteer.user.email }],
      title: "Per l'evento",
      id_event: w.event.id,
    });
    expect(byEvent.status).toBe(201);
    const list = await call('GET', '/notification', w.volunteer.token);
    expect(list.body.notifications.map((n: Json) => [n.title, n.id_event])).toEqual([
      ["Per l'evento", w.event.id],
      ['Dal REST', null],
    ]);
  });

  it.each([
    [
      'a volunteer',
      (w: World) => w.volunteer.token,
      (w: World) => ({ id_association: w.association.id }),
      403,
    ],
    [
      "another association's administrator",
      (w: World) => w.otherAdmin.token,
      (w: World) => ({ id_association: w.association.id }),
      403,
    ],
    [
      "adminA about another association's event",
      (w: World) => w.admin.token,
      (w: World) => ({ id_event: w.event.id + 1000000 }),
      400,
    ],
    [
      'nobody who is a volunteer',
      (w: World) => w.admin.token,
      (w: World) => ({
        id_association: w.association.id,
        user: [{ email: w.stranger.user.email }],
      }),
      400,
    ],
    ['neither association nor event', (w: World) => w.admin.token, () => ({}), 400],
    [
      'a title over 50',
      (w: World) => w.admin.token,
      (w: World) => ({ id_association: w.association.id, title: 'x'.repeat(51) }),
      400,
    ],
  ])('refuses %s and writes nothing', async (_t, token, extra, status) => {
    const before = await counts();
    const r = await call('POST', '/notification', token(w), {
      user: [{ email: w.volunteer.user.email }],
      title: 'Rifiutata',
      ...extra(w),
    });
    expect(r.status).toBe(status);
    expect(typeof r.body.message).toBe('string');
    expect(await counts()).toEqual(before);
  });
});

describe('GET /api/notification and /api/notification/{id}', () => {
  it('lists own notifications in the spec §3 shape with the unread count; opening marks one displayed', async () => {
    const w = await world();
    await call('POST', '/notification', w.admin.token, {
      user: [{ email: w.volunteer.user.email }],
      title: 'Forma',
      body: 'Del corpo',
      id_event: w.event.id,
    });
    const list = await call('GET', '/notification', w.volunteer.token);
    expect(list.status).toBe(200);
    expect(list.body.number_notification).toBe(1);
    const [n] = list.body.notifications;
    expect(n).toMatchObject({
      id_event: w.event.id,
      id_question: null,
      image: Buffer.from('logo').toString('base64'),
      image_type: 'image/webp',
      title: 'Forma',
      body: 'Del corpo',
      displayed: 0,
      question: 0,
      name_association: 'Croce Rest',
    });
    expect(new Date(n.datetime_sending).getTime()).not.toBeNaN();

    expect((await call('GET', `/notification/${n.id}`, w.stranger.token)).status).toBe(404);
    expect(
      (await call('GET', `/notification/${n.id}?id_association=${w.other.id}`, w.volunteer.token))
        .status,
    ).toBe(404);
    // neither refusal opened it
    expect((await call('GET', '/notification', w.volunteer.token)).body.number_notification).toBe(
      1,
    );
    const open = await call(
      'GET',
      `/notification/${n.id}?id_event=${w.event.id}&question=0&id_association=${w.association.id}`,
      w.volunteer.token,
    );
    expect(open.status).toBe(200);
    expect(open.body).toMatchObject({ id: n.id, displayed: 1 });
    expect((await call('GET', '/notification', w.volunteer.token)).body.number_notification).toBe(
      0,
    );

    const board = await call(
      'GET',
      `/notification?id_association=${w.association.id}`,
      w.admin.token,
    );
    expect(board.status).toBe(200);
    expect(board.body.number_notification).toBe(1);
    expect(board.body.notifications[0]).toMatchObject({
      title: 'Forma',
      recipient_count: 1,
      opened_count: 1,
      name_association: 'Croce Rest',
    });
    for (const token of [w.volunteer.token, w.otherAdmin.token])
      expect(
        (await call('GET', `/notification?id_association=${w.association.id}`, token)).status,
      ).toBe(403);
  });

  it('a page of 20 costs the same number of statements as a page of 2', async () => {
    const w = await world();
    const statements = async () => {
      const before = app.statements.count;
      const r = await call('GET', '/notification', w.volunteer.token);
      expect(r.status).toBe(200);
      return { n: app.statements.count - before, count: r.body.notifications.length };
    };
    for (let i = 0; i < 2; i++)
      await buildNotification(app, {
        userId: w.volunteer.user.id,
        associationId: w.association.id,
      });
    const two = await statements();
    for (let i = 0; i < 18; i++)
      await buildNotification(app, {
        userId: w.volunteer.user.id,
        associationId: w.association.id,
      });
    const twenty = await statements();
    expect([two.count, twenty.count]).toEqual([2, 20]);
    expect(twenty.n).toBe(two.n);
  });
});

describe('questions over REST', () => {
  it('ask, list (administrators), answer once; refusals at object level', async () => {
    const w = await world();
    const asked = await call('POST', `/user-question/${w.association.id}`, w.stranger.token, {
      question: 'Posso venire?',
    });
    expect(asked.status).toBe(201);
    expect(
      (await call('POST', '/user-question/999999', w.stranger.token, { question: 'x' })).status,
    ).toBe(404);
    expect(
      (
        await call('POST', `/user-question/${w.association.id}`, w.stranger.token, {
          question: ' ',
        })
      ).body.key,
    ).toBe('mandatory_question');

    const list = await call(
      'GET',
      `/user-question?id_association=${w.association.id}`,
      w.admin.token,
    );
    expect(list.status).toBe(200);
    expect(list.body).toHaveLength(1);
    const [q] = list.body;
    expect(q).toMatchObject({
      id_association: w.association.id,
      question: 'Posso venire?',
      displayed: 0,
      answer: null,
      id_user: w.stranger.user.id,
    });
    for (const token of [w.volunteer.token, w.stranger.token, w.otherAdmin.token])
      expect(
        (await call('GET', `/user-question?id_association=${w.association.id}`, token)).status,
      ).toBe(403);

    for (const token of [w.volunteer.token, w.stranger.token, w.otherAdmin.token])
      expect((await call('POST', `/answer-question/${q.id}`, token, { answer: 'No' })).status).toBe(
        403,
      );
    expect(
      (await call('POST', '/answer-question/999999', w.admin.token, { answer: 'No' })).status,
    ).toBe(404);
    const answered = await call('POST', `/answer-question/${q.id}`, w.admin.token, {
      answer: 'Certo',
    });
    expect(answered.status).toBe(200);
    const again = await call('POST', `/answer-question/${q.id}`, w.admin.token, {
      answer: 'Ancora',
    });
    expect(again.status).toBe(409);
    expect(again.body.key).toBe('question.already_answered');

    const mine = await call('GET', '/notification', w.stranger.token);
    expect(mine.body.notifications[0]).toMatchObject({
      title: "Risposta dall'associazione «Croce Rest»",
      body: 'Certo',
      id_question: q.id,
      question: 1,
      user_question: { id: q.id, question: 'Posso venire?', answer: 'Certo' },
    });
    const adminNotice = await call('GET', '/notification', w.admin.token);
    expect(adminNotice.body.notifications[0]).toMatchObject({
      title: 'Nuova domanda',
      question: 1,
      id_question: q.id,
    });
  });
});
