import {
  ADMIN_A,
  g,
  gNull,
  num,
  only,
  q,
  rest,
  SIGNED_IN,
  type Answer,
  type Cell,
  type Row,
  type Who,
} from '../authorization-table';
import type { Fixture } from '../authorization-fixture';
import { buildNotification } from '../../factories';
import { insertNotifications } from '../../../modules/notifications/notifications.service';

/**
 * Rows of the notifications and questions domains (issue 9). Functions, not constants: they are
 * called while authorization-table.ts builds TABLE, after the helpers they import are defined.
 *
 * A notification is its recipient's only: every other person reads it as not found (404 / null),
 * so its existence is not revealed. Sending, the board of sent notifications and questions are
 * the association's administrators' (403 for others, and adminA on B's ids), asking needs a
 * sign-in only.
 */

/** Nobody among the actors may read the bystander's notification. */
const NOT_THEIRS: Who = { visitor: 401, volunteer: 404, member: 404, adminA: 404, adminB: 404 };

const own = (f: Fixture, c: Cell) => f.ownNotificationIds[c.actor.userId] ?? f.othersNotificationId;

// GraphQL documents
const NOTIFICATIONS = `query { notifications(first: 100) { totalCount edges { node { id title } } } }`;
const NOTIFICATION = `query($id: Int!) { notification(id: $id) { id title displayed } }`;
const MARK = `mutation($id: Int!) { markNotificationDisplayed(input: { notificationId: $id }) { id displayed } }`;
const MARK_ALL = `mutation { markAllNotificationsDisplayed }`;
const SENT = `query($a: Int!) { sentNotifications(associationId: $a) { totalCount edges { node { id recipientCount openedCount } } } }`;
const SEND = `mutation($input: SendNotificationInput!) { sendNotification(input: $input) { id recipientCount } }`;
const QUESTIONS = `query($a: Int!) { questions(associationId: $a, first: 100) { totalCount edges { node { id } } } }`;
const QUESTION = `query($id: Int!) { question(id: $id) { id question displayed answer } }`;
const ASK = `mutation($a: Int!) { askQuestion(input: { associationId: $a, question: "Dalla matrice?" }) { id } }`;
const MARK_READ = `mutation($id: Int!) { markQuestionRead(input: { questionId: $id }) { id displayed } }`;
const ANSWER = `mutation($id: Int!) { answerQuestion(input: { questionId: $id, answer: "Dalla matrice" }) { id answer } }`;

// state readers (as the administrators)
const boardState = (association: 'A' | 'B') => (f: Fixture) =>
  f.must(f[association].admin.token, SENT, { a: f[association].id });
const othersNotificationState = async (f: Fixture) =>
  f.app.dataSource.query('SELECT displayed FROM notification WHERE id = $1', [
    f.othersNotificationId,
  ]);
const questionState = (association: 'A' | 'B') => (f: Fixture, c: Cell) =>
  f.must(f[association].admin.token, QUESTION, {
    id: num(c.target, 'questionId', f[association].questionId),
  });
const prepareQuestion = async (f: Fixture) => ({ questionId: await f.throwawayQuestion('A') });

const sendInput = (f: Fixture, association: 'A' | 'B') => ({
  associationId: f[association].id,
  recipientIds: [f.actors.members[0].userId, f[association].bystanderUserId],
  title: 'Dalla matrice',
  body: 'Prova',
});
const restSend = (f: Fixture, association: 'A' | 'B') => ({
  user: [{ email: f.actors.members[0].email }],
  title: 'Dalla matrice',
  body: 'Prova',
  id_association: f[association].id,
});

export function notificationRows(): Row[] {
  return [
    {
      op: 'GET /notification',
      cases: [
        {
          title: 'own notifications with the unread count',
          who: SIGNED_IN,
          call: () => rest('GET', '/notification?limit=100'),
          sees: (a: Answer, f, c) =>
            a.notifications.some(
              (n: { id: number }) => n.id === f.ownNotificationIds[c.actor.userId],
            ) && !a.notifications.some((n: { id: number }) => n.id === f.othersNotificationId),
        },
        {
          title: "A's board of sent notifications",
          who: ADMIN_A,
          call: (f) => rest('GET', `/notification?id_association=${f.A.id}`),
        },
        {
          title: "adminA: B's board",
          who: only('adminA', 403),
          call: (f) => rest('GET', `/notification?id_association=${f.B.id}`),
        },
      ],
    },
    {
      op: 'GET /notification/{id}',
      cases: [
        {
          title: 'own notification (opening marks it displayed)',
          who: SIGNED_IN,
          call: (f, c) => rest('GET', `/notification/${own(f, c)}`),
          sees: (a, f, c) => a.id === own(f, c),
        },
        {
          title: "the bystander's notification",
          who: NOT_THEIRS,
          call: (f) => rest('GET', `/notification/${f.othersNotificationId}?question=0&id_event=0`),
        },
      ],
    },
    {
      op: 'POST /notification',
      cases: [
        {
          title: 'send to a volunteer of A by e-mail',
          who: ADMIN_A,
          state: boardState('A'),
          call: (f) => rest('POST', '/notification', restSend(f, 'A')),
        },
        {
          title: 'adminA sends as B',
          who: only('adminA', 403),
          state: boardState('B'),
          call: (f) => rest('POST', '/notification', restSend(f, 'B')),
        },
        {
          title: "adminA sends about B's event",
          who: only('adminA', 403),
          state: boardState('B'),
          call: (f) =>
            rest('POST', '/notification', {
              user: [{ email: f.actors.members[0].email }],
              title: 'Dalla matrice',
              id_event: f.B.privateEvent.id,
            }),
        },
      ],
    },
    {
      op: 'Query.notifications',
      cases: [
        {
          title: 'own notifications',
          who: g(SIGNED_IN),
          call: () => q(NOTIFICATIONS),
          sees: (a, f, c) =>
            a.edges.some(
              (e: { node: { id: number } }) => e.node.id === f.ownNotificationIds[c.actor.userId],
            ),
        },
      ],
    },
    {
      op: 'Query.notification',
      cases: [
        {
          title: 'own notification',
          who: g(SIGNED_IN),
          call: (f, c) => q(NOTIFICATION, { id: own(f, c) }),
          sees: (a, f, c) => a.id === own(f, c),
        },
        {
          title: "the bystander's notification",
          who: gNull(NOT_THEIRS),
          call: (f) => q(NOTIFICATION, { id: f.othersNotificationId }),
        },
      ],
    },
    {
      op: 'Mutation.markNotificationDisplayed',
      cases: [
        {
          title: 'own notification',
          who: g(SIGNED_IN),
          call: (f, c) => q(MARK, { id: own(f, c) }),
          sees: (a) => a.displayed === true,
        },
        {
          title: "the bystander's notification",
          who: g(NOT_THEIRS),
          state: othersNotificationState,
          call: (f) => q(MARK, { id: f.othersNotificationId }),
        },
      ],
    },
    {
      op: 'Mutation.markAllNotificationsDisplayed',
      cases: [
        {
          // a new person of each role with two unread notifications: only theirs are marked
          title: 'all of their own notifications',
          who: g(SIGNED_IN),
          fresh: true,
          prepare: async (f, c) => {
            for (const title of ['Prima', 'Seconda'])
              await buildNotification(f.app, {
                userId: c.actor.userId,
                associationId: f.A.id,
                title,
              });
            return {};
          },
          state: othersNotificationState,
          call: () => q(MARK_ALL),
          // at least their two: a fresh administrator of A also gets A's notices of earlier cells
          sees: (a) => typeof a === 'number' && a >= 2,
        },
      ],
    },
    {
      op: 'Query.sentNotifications',
      cases: [
        {
          title: "A's board",
          who: g(ADMIN_A),
          call: (f) => q(SENT, { a: f.A.id }),
        },
        {
          title: "adminA: B's board",
          who: only('adminA', 'FORBIDDEN'),
          call: (f) => q(SENT, { a: f.B.id }),
        },
      ],
    },
    {
      op: 'Mutation.sendNotification',
      cases: [
        {
          title: 'send to volunteers of A',
          who: g(ADMIN_A),
          state: boardState('A'),
          call: (f) => q(SEND, { input: sendInput(f, 'A') }),
          sees: (a) => a.recipientCount === 2,
        },
        {
          title: 'adminA sends as B',
          who: only('adminA', 'FORBIDDEN'),
          state: boardState('B'),
          call: (f) => q(SEND, { input: sendInput(f, 'B') }),
        },
      ],
    },
    {
      op: 'Subscription.notificationReceived',
      cases: [
        {
          title: 'own new notifications',
          who: g(SIGNED_IN),
          call: () => ({ ws: `subscription { notificationReceived { id title } }` }),
          trigger: async (f) => {
            const { volunteers, members, adminA, adminB } = f.actors;
            const userIds = [...volunteers, ...members, adminA, adminB].map((a) => a.userId);
            const delivered = await f.app.dataSource.transaction((em) =>
              insertNotifications(em, 'SELECT unnest($1::int[]) AS user_id', [userIds], {
                associationId: f.A.id,
                title: 'Dalla matrice',
                body: 'Prova',
              }),
            );
            f.app.services.live.delivered(delivered);
          },
        },
      ],
    },
  ];
}

export function questionRows(): Row[] {
  return [
    {
      op: 'POST /user-question/{idAssociation}',
      cases: [
        {
          title: 'ask A a question',
          who: SIGNED_IN,
          call: (f) => rest('POST', `/user-question/${f.A.id}`, { question: 'Dalla matrice?' }),
        },
      ],
    },
    {
      op: 'GET /user-question',
      cases: [
        {
          title: "A's questions",
          who: ADMIN_A,
          call: (f) => rest('GET', `/user-question?id_association=${f.A.id}`),
          sees: (a, f) => a.some((x: { id: number }) => x.id === f.A.questionId),
        },
        {
          title: "adminA: B's questions",
          who: only('adminA', 403),
          call: (f) => rest('GET', `/user-question?id_association=${f.B.id}`),
        },
      ],
    },
    {
      op: 'POST /answer-question/{id}',
      cases: [
        {
          title: "answer a question to A (the volunteer's own: no self-answer)",
          who: ADMIN_A,
          prepare: prepareQuestion,
          state: questionState('A'),
          call: (f, c) =>
            rest('POST', `/answer-question/${num(c.target, 'questionId', f.A.questionId)}`, {
              answer: 'Dalla matrice',
            }),
        },
        {
          title: "adminA answers B's question",
          who: only('adminA', 403),
          state: questionState('B'),
          call: (f) =>
            rest('POST', `/answer-question/${f.B.questionId}`, { answer: 'Dalla matrice' }),
        },
      ],
    },
    {
      op: 'Query.questions',
      cases: [
        {
          title: "A's questions",
          who: g(ADMIN_A),
          call: (f) => q(QUESTIONS, { a: f.A.id }),
          sees: (a, f) =>
            a.edges.some((e: { node: { id: number } }) => e.node.id === f.A.questionId),
        },
        {
          title: "adminA: B's questions",
          who: only('adminA', 'FORBIDDEN'),
          call: (f) => q(QUESTIONS, { a: f.B.id }),
        },
      ],
    },
    {
      op: 'Query.question',
      cases: [
        {
          title:
            'a question to A (the asker is the volunteer: asking does not let one read it here)',
          who: gNull(ADMIN_A),
          call: (f) => q(QUESTION, { id: f.A.questionId }),
          sees: (a, f) => a.id === f.A.questionId,
        },
        {
          title: "adminA: B's question",
          who: only('adminA', 'FORBIDDEN'),
          call: (f) => q(QUESTION, { id: f.B.questionId }),
        },
      ],
    },
    {
      op: 'Mutation.askQuestion',
      cases: [{ title: 'ask A a question', who: g(SIGNED_IN), call: (f) => q(ASK, { a: f.A.id }) }],
    },
    {
      op: 'Mutation.markQuestionRead',
      cases: [
        {
          title: 'open a question to A',
          who: g(ADMIN_A),
          prepare: prepareQuestion,
          state: questionState('A'),
          call: (f, c) => q(MARK_READ, { id: num(c.target, 'questionId', f.A.questionId) }),
          sees: (a) => a.displayed === true,
        },
        {
          title: "adminA opens B's question",
          who: only('adminA', 'FORBIDDEN'),
          state: questionState('B'),
          call: (f) => q(MARK_READ, { id: f.B.questionId }),
        },
      ],
    },
    {
      op: 'Mutation.answerQuestion',
      cases: [
        {
          title: 'answer a question to A',
          who: g(ADMIN_A),
          prepare: prepareQuestion,
          state: questionState('A'),
          call: (f, c) => q(ANSWER, { id: num(c.target, 'questionId', f.A.questionId) }),
          sees: (a) => a.answer === 'Dalla matrice',
        },
        {
          title: "adminA answers B's question",
          who: only('adminA', 'FORBIDDEN'),
          state: questionState('B'),
          call: (f) => q(ANSWER, { id: f.B.questionId }),
        },
      ],
    },
    {
      op: 'Subscription.unreadQuestionCount',
      cases: [
        {
          title: "A's unread questions, live",
          who: g(ADMIN_A),
          call: (f) => ({
            ws: `subscription($a: Int!) { unreadQuestionCount(associationId: $a) }`,
            variables: { a: f.A.id },
          }),
          trigger: async (f) => {
            await f.throwawayQuestion('A');
          },
        },
        {
          title: "adminA: B's unread questions",
          who: only('adminA', 'FORBIDDEN'),
          call: (f) => ({
            ws: `subscription($a: Int!) { unreadQuestionCount(associationId: $a) }`,
            variables: { a: f.B.id },
          }),
          trigger: async (f) => {
            await f.throwawayQuestion('B');
          },
        },
      ],
    },
  ];
}
