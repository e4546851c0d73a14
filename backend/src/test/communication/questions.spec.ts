import { AnsweredQuestionNoticesRead1764000000200 } from '../../db/migrations/1764000000200-answered-question-notices-read';
import { buildAssociation, buildMembership, userWithToken } from '../factories';
import { startTestApp, type TestApp } from '../test-app';
import {
  ANSWER,
  ASK,
  COUNTERS,
  MARK_READ,
  NOTIFICATIONS,
  QUESTION,
  QUESTIONS,
  UNREAD,
  type Connection,
  type NotificationNode,
  type QuestionNode,
} from './gql';

/**
 * Questions (issue 9): anyone signed in asks an association; each of its administrators is
 * notified; only they list, open, mark read and answer (object level: another association's
 * question is refused); the answer reaches the asker as a notification; a second answer is 409.
 */
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.stop());

async function world() {
  const admin = await userWithToken(app, { name: 'Ada', surname: 'Admin' });
  const association = await buildAssociation(app, { adminId: admin.user.id, name: 'Croce Q' });
  const secondAdmin = await userWithToken(app);
  await buildMembership(app, {
    userId: secondAdmin.user.id,
    associationId: association.id,
    isAdmin: true,
  });
  const volunteer = await userWithToken(app);
  await buildMembership(app, { userId: volunteer.user.id, associationId: association.id });
  const asker = await userWithToken(app, { name: 'Marco', surname: 'Rossi' });
  const otherAdmin = await userWithToken(app);
  const other = await buildAssociation(app, { adminId: otherAdmin.user.id });
  return { admin, secondAdmin, association, volunteer, asker, otherAdmin, other };
}
type World = Awaited<ReturnType<typeof world>>;

const ask = async (w: World, token: string, q: string, a = w.association.id) =>
  app.gql<{ askQuestion: QuestionNode }>(ASK, { a, q }, token);

const notificationsOf = async (token: string) =>
  (await app.gql<{ notifications: Connection<NotificationNode> }>(NOTIFICATIONS, {}, token)).data!
    .notifications;

const numberQuestion = async (w: World) =>
  (
    await app.gql<{ associationDashboard: { counters: { numberQuestion: number } } }>(
      COUNTERS,
      { id: w.association.id },
      w.admin.token,
    )
  ).data!.associationDashboard.counters.numberQuestion;

const questionCount = async () =>
  (await app.dataSource.query('SELECT count(*)::int AS n FROM question'))[0].n as number;

describe('asking', () => {
  let w: World;
  beforeAll(async () => {
    w = await world();
  });

  it.each([
    ['an empty question', '   ', 'mandatory_question'],
    ['a question over 255', 'x'.repeat(256), 'validation.max_length'],
  ])('refuses %s and writes nothing', async (_t, text, key) => {
    const before = await questionCount();
    const r = await ask(w, w.asker.token, text);
    expect(r.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', key });
    expect(await questionCount()).toBe(before);
  });

  it('refuses a missing association (NOT_FOUND) and an anonymous caller', async () => {
    expect((await ask(w, w.asker.token, 'Ci siete?', 999999)).errors?.[0]?.extensions?.code).toBe(
      'NOT_FOUND',
    );
    const r = await app.gql(ASK, { a: w.association.id, q: 'Ci siete?' });
    expect(r.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('anyone signed in asks; every administrator is notified about it, nobody else', async () => {
    const r = await ask(w, w.asker.token, 'Posso portare il cane?');
    expect(r.errors).toBeUndefined();
    const question = r.data!.askQuestion;
    expect(question).toMatchObject({
      associationId: w.association.id,
      question: 'Posso portare il cane?',
      displayed: false,
      answer: null,
      askerName: 'Marco Rossi',
    });
    for (const admin of [w.admin, w.secondAdmin]) {
      const mine = await notificationsOf(admin.token);
      expect(mine.edges[0].node).toMatchObject({
        title: 'Nuova domanda',
        body: 'Posso portare il cane?',
        questionId: question.id,
        question: { id: question.id, question: 'Posso portare il cane?', askerName: 'Marco Rossi' },
        association: { id: w.association.id },
      });
    }
    for (const other of [w.volunteer, w.asker, w.otherAdmin])
      expect((await notificationsOf(other.token)).totalCount).toBe(0);
    expect(await numberQuestion(w)).toBe(1);
  });
});

describe('administrators read and answer, at object level', () => {
  let w: World;
  let first: QuestionNode;
  let second: QuestionNode;
  beforeAll(async () => {
    w = await world();
    first = (await ask(w, w.asker.token, 'Orari della sede?')).data!.askQuestion;
    second = (await ask(w, w.volunteer.token, 'Servono guanti?')).data!.askQuestion;
  });

  it('lists unread first, then newest; searches the text case-insensitively; pages', async () => {
    const list = async (variables: Record<string, unknown> = {}, token = w.admin.token) =>
      app.gql<{ questions: Connection<QuestionNode> }>(
        QUESTIONS,
        { a: w.association.id, ...variables },
        token,
      );
    expect((await list()).data!.questions.edges.map((e) => e.node.id)).toEqual([
      second.id,
      first.id,
    ]);
    await app.gql(MARK_READ, { id: second.id }, w.admin.token);
    expect((await list()).data!.questions.edges.map((e) => e.node.id)).toEqual([
      first.id,
      second.id,
    ]);
    const page = (await list({ first: 1 })).data!.questions;
    expect(page.pageInfo.hasNextPage).toBe(true);
    const next = (await list({ first: 1, after: page.pageInfo.endCursor })).data!.questions;
    expect(next.edges.map((e) => e.node.id)).toEqual([second.id]);
    expect(next.pageInfo.hasNextPage).toBe(false);
    expect((await list({ search: 'GUANTI' })).data!.questions.edges.map((e) => e.node.id)).toEqual([
      second.id,
    ]);
    for (const other of [w.volunteer, w.asker, w.otherAdmin])
      expect((await list({}, other.token)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it.each([
    ['question', (id: number): [string, object] => [QUESTION, { id }]],
    ['markQuestionRead', (id: number): [string, object] => [MARK_READ, { id }]],
    ['answerQuestion', (id: number): [string, object] => [ANSWER, { id, answer: 'No' }]],
  ])('%s: FORBIDDEN for anyone but its administrators, and nothing changes', async (_op, call) => {
    const [query, variables] = call(first.id);
    const before = await app.dataSource.query('SELECT * FROM question WHERE id = $1', [first.id]);
    for (const other of [w.volunteer, w.asker, w.otherAdmin]) {
      const r = await app.gql(query, variables as Record<string, unknown>, other.token);
      expect(r.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    }
    expect(await app.dataSource.query('SELECT * FROM question WHERE id = $1', [first.id])).toEqual(
      before,
    );
  });

  it('a missing question: null to read, NOT_FOUND to mark or answer', async () => {
    const r = await app.gql<{ question: null }>(QUESTION, { id: 999999 }, w.admin.token);
    expect(r.data!.question).toBeNull();
    for (const [query, variables] of [
      [MARK_READ, { id: 999999 }],
      [ANSWER, { id: 999999, answer: 'Sì' }],
    ] as const)
      expect((await app.gql(query, variables, w.admin.token)).errors?.[0]?.extensions?.code).toBe(
        'NOT_FOUND',
      );
  });

  it('marking read lowers the dashboard counter once', async () => {
    const before = await numberQuestion(w);
    for (let i = 0; i < 2; i++) {
      const r = await app.gql<{ markQuestionRead: { displayed: boolean } }>(
        MARK_READ,
        { id: first.id },
        w.secondAdmin.token,
      );
      expect(r.data!.markQuestionRead.displayed).toBe(true);
      expect(await numberQuestion(w)).toBe(before - 1);
    }
  });

  it.each([
    ['an empty answer', '  ', 'mandatory_answer'],
    ['an answer over 255', 'x'.repeat(256), 'validation.max_length'],
  ])('refuses %s', async (_t, answer, key) => {
    const r = await app.gql(ANSWER, { id: first.id, answer }, w.admin.token);
    expect(r.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', key });
  });

  it('the answer reaches the asker as a notification; a second answer is CONFLICT', async () => {
    const r = await app.gql<{ answerQuestion: QuestionNode }>(
      ANSWER,
      { id: first.id, answer: 'Dalle 9 alle 18' },
      w.admin.token,
    );
    expect(r.errors).toBeUndefined();
    expect(r.data!.answerQuestion).toMatchObject({ answer: 'Dalle 9 alle 18', displayed: true });
    const mine = await notificationsOf(w.asker.token);
    expect(mine.totalCount).toBe(1);
    expect(mine.edges[0].node).toMatchObject({
      title: "Risposta dall'associazione «Croce Q»",
      body: 'Dalle 9 alle 18',
      questionId: first.id,
      question: { question: 'Orari della sede?', answer: 'Dalle 9 alle 18' },
    });
    const again = await app.gql(ANSWER, { id: first.id, answer: 'Altro' }, w.secondAdmin.token);
    expect(again.errors?.[0]?.extensions).toMatchObject({
      code: 'CONFLICT',
      key: 'question.already_answered',
    });
    expect((await notificationsOf(w.asker.token)).totalCount).toBe(1);
  });
});

describe("an answered question's notices (issue 18)", () => {
  const unread = async (token: string) =>
    (await app.gql<{ unreadNotificationCount: number }>(UNREAD, {}, token)).data!
      .unreadNotificationCount;
  const noticesOf = async (userId: number, questionId: number) =>
    (await app.dataSource.query(
      'SELECT user_id, displayed FROM notification WHERE question_id = $1 AND user_id = $2',
      [questionId, userId],
    )) as { user_id: number; displayed: boolean }[];

  it.each([
    ['the administrator who answers', 'admin'],
    ['another administrator', 'secondAdmin'],
  ] as const)(
    'are read for every administrator once %s answers; the asker\u2019s answer stays unread',
    async (_t, answerer) => {
      const w = await world();
      const asked = (await ask(w, w.asker.token, 'Posso portare un amico?')).data!.askQuestion;
      // both administrators have the "Nuova domanda" notice, unread
      for (const admin of [w.admin, w.secondAdmin]) {
        expect(await noticesOf(admin.user.id, asked.id)).toEqual([
          { user_id: admin.user.id, displayed: false },
        ]);
        expect(await unread(admin.token)).toBe(1);
      }
      const r = await app.gql(ANSWER, { id: asked.id, answer: 'Certo' }, w[answerer].token);
      expect(r.errors).toBeUndefined();
      for (const admin of [w.admin, w.secondAdmin]) {
        expect(await noticesOf(admin.user.id, asked.id)).toEqual([
          { user_id: admin.user.id, displayed: true },
        ]);
        expect(await unread(admin.token)).toBe(0);
      }
      expect(await noticesOf(w.asker.user.id, asked.id)).toEqual([
        { user_id: w.asker.user.id, displayed: false },
      ]);
      expect(await unread(w.asker.token)).toBe(1);
    },
  );

  it('a refused answer marks nothing', async () => {
    const w = await world();
    const asked = (await ask(w, w.asker.token, 'Si parte presto?')).data!.askQuestion;
    // FORBIDDEN for another association's administrator, CONFLICT for a second answer
    const refused = await app.gql(ANSWER, { id: asked.id, answer: 'No' }, w.otherAdmin.token);
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(await unread(w.admin.token)).toBe(1);
    expect(await unread(w.secondAdmin.token)).toBe(1);
  });

  it('the migration marks the notices of questions answered before it, not the answers', async () => {
    const w = await world();
    const asked = (await ask(w, w.asker.token, 'Quanto dura?')).data!.askQuestion;
    await app.gql(ANSWER, { id: asked.id, answer: 'Due ore' }, w.admin.token);
    // as it was before issue 18: the notices still unread after the answer
    await app.dataSource.query('UPDATE notification SET displayed = false WHERE question_id = $1', [
      asked.id,
    ]);
    const open = await ask(w, w.volunteer.token, 'E domani?');
    const runner = app.dataSource.createQueryRunner();
    try {
      await new AnsweredQuestionNoticesRead1764000000200().up(runner);
    } finally {
      await runner.release();
    }
    for (const admin of [w.admin, w.secondAdmin])
      expect(await noticesOf(admin.user.id, asked.id)).toEqual([
        { user_id: admin.user.id, displayed: true },
      ]);
    // the asker's answer and the notices of a question still open stay unread
    expect(await noticesOf(w.asker.user.id, asked.id)).toEqual([
      { user_id: w.asker.user.id, displayed: false },
    ]);
    expect(await noticesOf(w.admin.user.id, open.data!.askQuestion.id)).toEqual([
      { user_id: w.admin.user.id, displayed: false },
    ]);
  });
});
