import { Type } from '@sinclair/typebox';
import { formatMessage } from '@insieme/schema';
import { currentUser, currentViewer } from '../../rest/auth-middleware';
import { errors, message, ok, route } from '../../rest/route';
import { Id, Nullable } from '../../rest/schemas';
import { WAITLIST_MESSAGES } from './waitlist.errors';
import { waitlistEntryBody } from './waitlist.presenter';

/*
 * The waitlist's own operations (issue 21). Joining is `POST /user-shift/{id}` with
 * `waitlist: true` and leaving is `DELETE /user-shift/{id}` (shifts.rest.ts): the same paths as a
 * sign-up, as the contract writes them.
 */

/** The caller answers the offer they hold: 409 when they hold none (expired, answered). */
const answerOffer = route({
  method: 'post',
  path: '/user-shift/{idShift}/waitlist-offer',
  summary:
    'Accept (a sign-up request that keeps the held place) or decline the place offered from the waitlist',
  tags: ['shifts'],
  security: 'bearer',
  params: Type.Object({ idShift: Id }),
  body: { json: Type.Object({ accept: Type.Boolean() }) },
  responses: { 200: message('Answered'), ...errors(400, 401, 404, 409) },
  handle: async ({ params, body }, { res, services }) => {
    await services.answerOffer.run({
      userId: currentUser(res).id,
      shiftId: params.idShift,
      accept: body.accept,
    });
    res.json({
      message: formatMessage(body.accept ? WAITLIST_MESSAGES.accepted : WAITLIST_MESSAGES.declined),
    });
  },
});

/** A shift's queue in order: administrators of its association (others 403, hidden 404). */
const queue = route({
  method: 'get',
  path: '/shift/{id}/waitlist',
  summary: "A shift's waitlist in order (administrators of its association)",
  tags: ['shifts'],
  security: 'bearer',
  params: Type.Object({ id: Id }),
  responses: {
    200: ok(
      'The queue, first first',
      Type.Array(
        Type.Object({
          id_user: Type.Integer(),
          name: Type.String(),
          surname: Type.String(),
          position: Type.Integer({ minimum: 1 }),
          joined_at: Type.String({ format: 'date-time' }),
          offer_expires_at: Nullable(
            Type.String({
              format: 'date-time',
              description: 'the deadline of the offer they hold; null while they wait',
            }),
          ),
        }),
      ),
    ),
    ...errors(400, 401, 403, 404),
  },
  handle: async ({ params }, { res, services }) => {
    const rows = await services.waitlist.queue(await currentViewer(res), params.id);
    res.json(rows.map(waitlistEntryBody));
  },
});

export const waitlistRoutes = [answerOffer, queue];
