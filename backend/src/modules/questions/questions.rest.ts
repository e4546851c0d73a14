import { Router } from 'express';
import { formatMessage, LIMITS } from '@insieme/schema';
import { currentUser, currentViewer, requestViewer } from '../../rest/auth-middleware';
import { requestInput } from '../../rest/contract-validator';
import {
  afterQuery,
  bearer,
  errors,
  idParam,
  idQuery,
  json,
  limitQuery,
  messageResponse,
  searchQuery,
  text as textSchema,
  type JsonSchema,
  type OpenApiPaths,
} from '../../rest/openapi-types';
import { id, text } from '../../rest/parse';
import type { Services } from '../../platform/services';
import { questionBodies } from './question.presenter';
import { QUESTION_MESSAGES } from './questions.errors';

export function questionsRoutes(services: Services): Router {
  const router = Router();

  router.post('/user-question/:idAssociation', async (_req, res) => {
    const { path, body } = requestInput(res);
    await services.questions.ask(
      currentUser(res).id,
      id(path.idAssociation, 'idAssociation'),
      text(body.question),
    );
    res.status(201).json({ message: formatMessage(QUESTION_MESSAGES.asked) });
  });

  /** The association's questions (administrators), unread first; next cursor in X-Next-Cursor. */
  router.get('/user-question', async (_req, res) => {
    const { query } = requestInput(res);
    const page = await services.questions.list(
      await currentViewer(res),
      id(query.id_association, 'id_association'),
      {
        search: text(query.search) || null,
        first: query.limit as number,
        after: text(query.after) || null,
      },
    );
    if (page.hasNextPage && page.endCursor) res.setHeader('X-Next-Cursor', page.endCursor);
    res.setHeader('X-Total-Count', String(page.totalCount));
    res.json(await questionBodies(services.loaders(requestViewer(res)), page.nodes));
  });

  router.post('/answer-question/:id', async (_req, res) => {
    const { path, body } = requestInput(res);
    await services.questions.answer(currentUser(res).id, id(path.id), text(body.answer));
    res.json({ message: formatMessage(QUESTION_MESSAGES.answered) });
  });

  return router;
}

/** spec §3 question, as question.presenter.ts gives it. */
export const questionSchema: JsonSchema = {
  type: 'object',
  required: ['id', 'id_association', 'question', 'displayed', 'datetime_sending'],
  properties: {
    id: { type: 'integer' },
    id_user_question: { type: 'integer' },
    id_association: { type: 'integer' },
    name_association: { type: 'string' },
    id_user: { type: 'integer' },
    name: { type: 'string' },
    surname: { type: 'string' },
    image: { type: ['string', 'null'], description: "the asker's picture, base64" },
    image_type: { type: ['string', 'null'] },
    question: { type: 'string' },
    displayed: { type: 'integer', enum: [0, 1], description: '1: read by an administrator' },
    datetime_sending: { type: 'string', format: 'date-time' },
    answer: { type: ['string', 'null'] },
    datetime_answer: { type: ['string', 'null'], format: 'date-time' },
  },
};

export const questionsOpenApi: OpenApiPaths = {
  '/user-question/{idAssociation}': {
    post: {
      summary: 'Ask the association a question; its administrators are notified',
      tags: ['questions'],
      security: bearer,
      parameters: [idParam('idAssociation')],
      requestBody: {
        required: true,
        content: json({
          type: 'object',
          required: ['question'],
          properties: {
            question: textSchema(LIMITS.questionMax),
          },
        }),
      },
      responses: { '201': messageResponse('Sent'), ...errors(400, 401, 404) },
    },
  },
  '/user-question': {
    get: {
      summary: "Administrators: the association's questions, unread first, then newest",
      tags: ['questions'],
      security: bearer,
      parameters: [
        idQuery('id_association', true),
        searchQuery('question text (case-insensitive)'),
        limitQuery(20),
        afterQuery,
      ],
      responses: {
        '200': {
          description: 'A page (X-Next-Cursor, X-Total-Count headers)',
          content: json({ type: 'array', items: questionSchema }),
        },
        ...errors(400, 401, 403),
      },
    },
  },
  '/answer-question/{id}': {
    post: {
      summary: 'Administrators: answer a question once (409 afterwards); the asker is notified',
      tags: ['questions'],
      security: bearer,
      parameters: [idParam('id', 'the question (id_user_question)')],
      requestBody: {
        required: true,
        content: json({
          type: 'object',
          required: ['answer'],
          properties: {
            answer: textSchema(LIMITS.answerMax),
          },
        }),
      },
      responses: { '200': messageResponse('Answered'), ...errors(400, 401, 403, 404, 409) },
    },
  },
};
