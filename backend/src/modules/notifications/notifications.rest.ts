import { Router } from 'express';
import { formatMessage, LIMITS } from '@insieme/schema';
import { currentUser, currentViewer, requestViewer } from '../../rest/auth-middleware';
import { requestInput } from '../../rest/contract-validator';
import {
  afterQuery,
  bearer,
  errors,
  flagQuery,
  idParam,
  idQuery,
  idSchema,
  json,
  limitQuery,
  searchQuery,
  text as textSchema,
  type JsonSchema,
  type OpenApiPaths,
} from '../../rest/openapi-types';
import { id, optionalId, text } from '../../rest/parse';
import type { Services } from '../../platform/services';
import { questionSchema as questionBodySchema } from '../questions/questions.rest';
import {
  notificationBodies,
  notificationBody,
  sentNotificationBody,
} from './notification.presenter';
import { NOTIFICATION_MESSAGES } from './notifications.errors';

/** Page size of the legacy lists when `limit` is not given. */
const DEFAULT_LIMIT = 20;

export function notificationsRoutes(services: Services): Router {
  const router = Router();

  /**
   * The caller's notifications with their unread count; with `id_association`, the
   * administrators' board of what the association sent (and how many sends there are).
   * `limit` and `after` paginate; the next cursor comes back in `X-Next-Cursor`.
   */
  router.get('/notification', async (_req, res) => {
    const { query } = requestInput(res);
    const user = currentUser(res);
    const loaders = services.loaders(requestViewer(res));
    const args = {
      search: text(query.search) || null,
      first: query.limit as number,
      after: text(query.after) || null,
    };
    const associationId = optionalId(query.id_association, 'id_association');
    if (associationId !== null) {
      const page = await services.notifications.sent(await currentViewer(res), associationId, args);
      const association = await services.associations.require(associationId);
      if (page.hasNextPage && page.endCursor) res.setHeader('X-Next-Cursor', page.endCursor);
      res.json({
        notifications: await Promise.all(
          page.nodes.map((s) => sentNotificationBody(loaders, s, association)),
        ),
        number_notification: page.totalCount,
      });
      return;
    }
    const [page, unread] = await Promise.all([
      // no total: this answer shows none (X-Next-Cursor pages it)
      services.notifications.newest(user.id, args),
      services.notifications.unreadCount(user.id),
    ]);
    if (page.hasNextPage && page.endCursor) res.setHeader('X-Next-Cursor', page.endCursor);
    res.json({
      notifications: await notificationBodies(loaders, page.nodes),
      number_notification: unread,
    });
  });

  /** Opens one of the caller's notifications (marks it displayed); 404 when it is not theirs. */
  router.get('/notification/:id', async (_req, res) => {
    const { path, query } = requestInput(res);
    const user = currentUser(res);
    const notificationId = id(path.id);
    const associationId = optionalId(query.id_association, 'id_association');
    const row = await services.notifications.markDisplayed(user.id, notificationId, {
      associationId,
    });
    res.json(await notificationBody(services.loaders(requestViewer(res)), row));
  });

  /** An administrator's send: recipients by e-mail; those who are not accepted volunteers are skipped. */
  router.post('/notification', async (_req, res) => {
    const { body } = requestInput(res);
    const user = currentUser(res);
    const eventId = optionalId(body.id_event, 'id_event');
    const associationId = optionalId(body.id_association, 'id_association');
    const recipients = (body.user as { email: string }[] | undefined) ?? [];
    const sent = await services.notifications.send(user.id, {
      associationId,
      recipientEmails: recipients.map((r) => r.email),
      title: text(body.title),
      body: text(body.body),
      eventId,
    });
    res.status(201).json({
      message: formatMessage(NOTIFICATION_MESSAGES.sent),
      id: sent.id,
      recipient_count: sent.recipientCount,
    });
  });

  return router;
}

const notificationSchema: JsonSchema = {
  type: 'object',
  required: ['id', 'title', 'body', 'datetime_sending', 'displayed', 'question'],
  properties: {
    id: { type: 'integer' },
    id_event: { type: ['integer', 'null'] },
    id_question: { type: ['integer', 'null'] },
    id_association: { type: ['integer', 'null'] },
    image: { type: ['string', 'null'], description: "the association's logo, base64" },
    image_type: { type: ['string', 'null'] },
    title: { type: 'string' },
    body: { type: 'string' },
    datetime_sending: { type: 'string', format: 'date-time' },
    displayed: { type: 'integer', enum: [0, 1] },
    question: { type: 'integer', enum: [0, 1], description: '1: about a question' },
    name_association: { type: ['string', 'null'] },
    name_event: { type: ['string', 'null'] },
    kind: {
      type: ['string', 'null'],
      description: 'the automatic notice it is (docs/notices.md); null when sent by an association',
    },
    id_shift: {
      type: ['integer', 'null'],
      description: 'the shift it is about (automatic notices)',
    },
    user_question: {
      ...questionBodySchema,
      type: ['object', 'null'],
      description: 'the question it is about (administrators: the question; asker: the answer)',
    },
    recipient_count: { type: 'integer', description: 'board only' },
    opened_count: { type: 'integer', description: 'board only' },
  },
};

export const notificationsOpenApi: OpenApiPaths = {
  '/notification': {
    get: {
      summary:
        "The caller's notifications, newest first, with the unread count; with id_association the administrators' board of sent notifications (with their number)",
      tags: ['notifications'],
      security: bearer,
      parameters: [
        idQuery('id_association', false, "administrators: the association's sent notifications"),
        searchQuery('title, body or association name'),
        limitQuery(DEFAULT_LIMIT),
        afterQuery,
      ],
      responses: {
        '200': {
          description: 'A page (X-Next-Cursor header)',
          content: json({
            type: 'object',
            required: ['notifications', 'number_notification'],
            properties: {
              notifications: { type: 'array', items: notificationSchema },
              number_notification: {
                type: 'integer',
                description: 'unread notifications (board: number of sends)',
              },
            },
          }),
        },
        ...errors(400, 401, 403, 404),
      },
    },
    post: {
      summary:
        'Administrators: send a notification to accepted volunteers of the association (others are skipped; nobody left: void_volunteer)',
      tags: ['notifications'],
      security: bearer,
      requestBody: {
        required: true,
        content: json({
          type: 'object',
          required: ['title'],
          properties: {
            user: {
              type: 'array',
              maxItems: 1000,
              items: {
                type: 'object',
                required: ['email'],
                properties: { email: textSchema(LIMITS.emailMax) },
              },
            },
            title: textSchema(LIMITS.notificationTitleMax),
            body: textSchema(LIMITS.notificationBodyMax),
            id_event: { ...idSchema, description: "one of the association's events" },
            id_association: { ...idSchema, description: 'required without id_event' },
          },
        }),
      },
      responses: {
        '201': {
          description: 'Sent',
          content: json({
            type: 'object',
            required: ['message', 'id'],
            properties: {
              message: { type: 'string' },
              id: { type: 'integer' },
              recipient_count: { type: 'integer' },
            },
          }),
        },
        ...errors(400, 401, 403, 404),
      },
    },
  },
  '/notification/{id}': {
    get: {
      summary: "Opens one of the caller's notifications and marks it displayed",
      tags: ['notifications'],
      security: bearer,
      parameters: [
        idParam('id'),
        {
          name: 'id_event',
          in: 'query',
          schema: { type: 'integer', minimum: 0, maximum: 2_147_483_647 },
          description: 'ignored (question screens send 0)',
        },
        flagQuery('question', {}, 'ignored: whether it is about a question is in the answer'),
        idQuery(
          'id_association',
          false,
          'when given, the notification must be of this association',
        ),
      ],
      responses: {
        '200': { description: 'The notification', content: json(notificationSchema) },
        ...errors(400, 401, 404),
      },
    },
  },
};
