import { Type } from '@sinclair/typebox';
import { formatMessage, LIMITS } from '@insieme/schema';
import { currentUser, currentViewer, requestViewer } from '../../rest/auth-middleware';
import { errors, message, ok, route } from '../../rest/route';
import {
  AfterQuery,
  described,
  Id,
  LimitQuery,
  Nullable,
  SearchQuery,
  Text,
  ZeroOrOne,
} from '../../rest/schemas';
import { questionBodies } from './question.presenter';
import { QUESTION_MESSAGES } from './questions.errors';

/** spec §3 question, as question.presenter.ts gives it. */
export const Question = Type.Object({
  id: Type.Integer(),
  id_user_question: Type.Optional(Type.Integer()),
  id_association: Type.Integer(),
  name_association: Type.Optional(Type.String()),
  id_user: Type.Optional(Type.Integer()),
  name: Type.Optional(Type.String()),
  surname: Type.Optional(Type.String()),
  image: Type.Optional(Nullable(Type.String({ description: "the asker's picture, base64" }))),
  image_type: Type.Optional(Nullable(Type.String())),
  question: Type.String(),
  displayed: ZeroOrOne('1: read by an administrator'),
  datetime_sending: Type.String({ format: 'date-time' }),
  answer: Type.Optional(Nullable(Type.String())),
  datetime_answer: Type.Optional(Nullable(Type.String({ format: 'date-time' }))),
});

const ask = route({
  method: 'post',
  path: '/user-question/{idAssociation}',
  summary: 'Ask the association a question; its administrators are notified',
  tags: ['questions'],
  security: 'bearer',
  params: Type.Object({ idAssociation: Id }),
  body: { json: Type.Object({ question: Text(LIMITS.questionMax) }) },
  responses: { 201: message('Sent'), ...errors(400, 401, 404) },
  handle: async ({ params, body }, { res, services }) => {
    await services.questions.ask(currentUser(res).id, params.idAssociation, body.question);
    res.status(201).json({ message: formatMessage(QUESTION_MESSAGES.asked) });
  },
});

/** The association's questions (administrators), unread first; next cursor in X-Next-Cursor. */
const list = route({
  method: 'get',
  path: '/user-question',
  summary: "Administrators: the association's questions, unread first, then newest",
  tags: ['questions'],
  security: 'bearer',
  query: Type.Object({
    id_association: Id,
    search: SearchQuery('question text (case-insensitive)'),
    limit: LimitQuery(20),
    after: AfterQuery,
  }),
  responses: {
    200: ok('A page (X-Next-Cursor, X-Total-Count headers)', Type.Array(Question)),
    ...errors(400, 401, 403),
  },
  handle: async ({ query }, { res, services }) => {
    const page = await services.questions.list(await currentViewer(res), query.id_association, {
      search: query.search || null,
      first: query.limit,
      after: query.after || null,
    });
    if (page.hasNextPage && page.endCursor) res.setHeader('X-Next-Cursor', page.endCursor);
    res.setHeader('X-Total-Count', String(page.totalCount));
    res.json(await questionBodies(services.loaders(requestViewer(res)), page.nodes));
  },
});

const answer = route({
  method: 'post',
  path: '/answer-question/{id}',
  summary: 'Administrators: answer a question once (409 afterwards); the asker is notified',
  tags: ['questions'],
  security: 'bearer',
  params: Type.Object({ id: described(Id, 'the question (id_user_question)') }),
  body: { json: Type.Object({ answer: Text(LIMITS.answerMax) }) },
  responses: { 200: message('Answered'), ...errors(400, 401, 403, 404, 409) },
  handle: async ({ params, body }, { res, services }) => {
    await services.questions.answer(currentUser(res).id, params.id, body.answer);
    res.json({ message: formatMessage(QUESTION_MESSAGES.answered) });
  },
});

export const questionsRoutes = [ask, list, answer];
