import { Type } from '@sinclair/typebox';
import { formatMessage, LIMITS } from '@insieme/schema';
import { currentUser, currentViewer, requestViewer } from '../../rest/auth-middleware';
import { errors, ok, route } from '../../rest/route';
import {
  AfterQuery,
  described,
  Id,
  INT32_MAX,
  LimitQuery,
  Nullable,
  SearchQuery,
  Text,
  ZeroOrOne,
} from '../../rest/schemas';
import { Question } from '../questions/questions.rest';
import {
  notificationBodies,
  notificationBody,
  sentNotificationBody,
} from './notification.presenter';
import { NOTIFICATION_MESSAGES } from './notifications.errors';

/** Page size of the legacy lists when `limit` is not given. */
const DEFAULT_LIMIT = 20;

const Notification = Type.Object({
  id: Type.Integer(),
  id_event: Type.Optional(Nullable(Type.Integer())),
  id_question: Type.Optional(Nullable(Type.Integer())),
  id_association: Type.Optional(Nullable(Type.Integer())),
  image: Type.Optional(Nullable(Type.String({ description: "the association's logo, base64" }))),
  image_type: Type.Optional(Nullable(Type.String())),
  title: Type.String(),
  body: Type.String(),
  datetime_sending: Type.String({ format: 'date-time' }),
  displayed: ZeroOrOne(),
  question: ZeroOrOne('1: about a question'),
  name_association: Type.Optional(Nullable(Type.String())),
  name_event: Type.Optional(Nullable(Type.String())),
  kind: Type.Optional(
    Nullable(
      Type.String({
        description:
          'the automatic notice it is (docs/notices.md); null when sent by an association',
      }),
    ),
  ),
  id_shift: Type.Optional(
    Nullable(Type.Integer({ description: 'the shift it is about (automatic notices)' })),
  ),
  user_question: Type.Optional(
    Nullable(
      Type.Object(Question.properties, {
        description: 'the question it is about (administrators: the question; asker: the answer)',
      }),
    ),
  ),
  recipient_count: Type.Optional(Type.Integer({ description: 'board only' })),
  opened_count: Type.Optional(Type.Integer({ description: 'board only' })),
});

/**
 * The caller's notifications with their unread count; with `id_association`, the
 * administrators' board of what the association sent (and how many sends there are).
 * `limit` and `after` paginate; the next cursor comes back in `X-Next-Cursor`.
 */
const list = route({
  method: 'get',
  path: '/notification',
  summary:
    "The caller's notifications, newest first, with the unread count; with id_association the administrators' board of sent notifications (with their number)",
  tags: ['notifications'],
  security: 'bearer',
  query: Type.Object({
    id_association: Type.Optional(
      described(Id, "administrators: the association's sent notifications"),
    ),
    search: SearchQuery('title, body or association name'),
    limit: LimitQuery(DEFAULT_LIMIT),
    after: AfterQuery,
  }),
  responses: {
    200: ok(
      'A page (X-Next-Cursor header)',
      Type.Object({
        notifications: Type.Array(Notification),
        number_notification: Type.Integer({
          description: 'unread notifications (board: number of sends)',
        }),
      }),
    ),
    ...errors(400, 401, 403, 404),
  },
  handle: async ({ query }, { res, services }) => {
    const user = currentUser(res);
    const loaders = services.loaders(requestViewer(res));
    const args = {
      search: query.search || null,
      first: query.limit,
      after: query.after || null,
    };
    const associationId = query.id_association;
    if (associationId !== undefined) {
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
  },
});

/** Opens one of the caller's notifications (marks it displayed); 404 when it is not theirs. */
const open = route({
  method: 'get',
  path: '/notification/{id}',
  summary: "Opens one of the caller's notifications and marks it displayed",
  tags: ['notifications'],
  security: 'bearer',
  params: Type.Object({ id: Id }),
  query: Type.Object({
    id_event: Type.Optional(
      described(
        Type.Integer({ minimum: 0, maximum: INT32_MAX }),
        'ignored (question screens send 0)',
      ),
    ),
    question: Type.Optional(
      described(Type.Boolean(), 'ignored: whether it is about a question is in the answer'),
    ),
    id_association: Type.Optional(
      described(Id, 'when given, the notification must be of this association'),
    ),
  }),
  responses: {
    200: ok('The notification', Notification),
    ...errors(400, 401, 404),
  },
  handle: async ({ params, query }, { res, services }) => {
    const row = await services.notifications.markDisplayed(currentUser(res).id, params.id, {
      associationId: query.id_association ?? null,
    });
    res.json(await notificationBody(services.loaders(requestViewer(res)), row));
  },
});

/** An administrator's send: recipients by e-mail; those who are not accepted volunteers are skipped. */
const send = route({
  method: 'post',
  path: '/notification',
  summary:
    'Administrators: send a notification to accepted volunteers of the association (others are skipped; nobody left: void_volunteer)',
  tags: ['notifications'],
  security: 'bearer',
  body: {
    json: Type.Object({
      user: Type.Optional(
        Type.Array(Type.Object({ email: Text(LIMITS.emailMax) }), { maxItems: 1000 }),
      ),
      title: Text(LIMITS.notificationTitleMax),
      body: Type.Optional(Text(LIMITS.notificationBodyMax)),
      id_event: Type.Optional(
        Type.Integer({ ...Id, description: "one of the association's events" }),
      ),
      id_association: Type.Optional(
        Type.Integer({ ...Id, description: 'required without id_event' }),
      ),
    }),
  },
  responses: {
    201: ok(
      'Sent',
      Type.Object({
        message: Type.String(),
        id: Type.Integer(),
        recipient_count: Type.Optional(Type.Integer()),
      }),
    ),
    ...errors(400, 401, 403, 404),
  },
  handle: async ({ body }, { res, services }) => {
    const sent = await services.notifications.send(currentUser(res).id, {
      associationId: body.id_association ?? null,
      recipientEmails: (body.user ?? []).map((r) => r.email),
      title: body.title,
      body: body.body ?? '',
      eventId: body.id_event ?? null,
    });
    res.status(201).json({
      message: formatMessage(NOTIFICATION_MESSAGES.sent),
      id: sent.id,
      recipient_count: sent.recipientCount,
    });
  },
});

export const notificationsRoutes = [list, open, send];
