import { Router } from 'express';
import { formatMessage } from '@insieme/schema';
import { currentUser, currentViewer } from '../../rest/auth-middleware';
import { requestInput } from '../../rest/contract-validator';
import {
  bearer,
  errors,
  idParam,
  json,
  messageResponse,
  type OpenApiPaths,
} from '../../rest/openapi-types';
import { id } from '../../rest/parse';
import type { Services } from '../../platform/services';
import { WAITLIST_MESSAGES } from './waitlist.errors';
import { waitlistEntryBody } from './waitlist.presenter';

/**
 * The waitlist's own operations (issue 21). Joining is `POST /user-shift/{id}` with
 * `waitlist: true` and leaving is `DELETE /user-shift/{id}` (shifts.rest.ts): the same paths as a
 * sign-up, as the contract writes them.
 */
export function waitlistRoutes(services: Services): Router {
  const router = Router();

  /** The caller answers the offer they hold: 409 when they hold none (expired, answered). */
  router.post('/user-shift/:idShift/waitlist-offer', async (_req, res) => {
    const { path, body } = requestInput(res);
    const accept = body.accept === true;
    await services.answerOffer.run({
      userId: currentUser(res).id,
      shiftId: id(path.idShift, 'idShift'),
      accept,
    });
    res.json({
      message: formatMessage(accept ? WAITLIST_MESSAGES.accepted : WAITLIST_MESSAGES.declined),
    });
  });

  /** A shift's queue in order: administrators of its association (others 403, hidden 404). */
  router.get('/shift/:id/waitlist', async (_req, res) => {
    const rows = await services.waitlist.queue(
      await currentViewer(res),
      id(requestInput(res).path.id),
    );
    res.json(rows.map(waitlistEntryBody));
  });

  return router;
}

const isoOrNull = { type: ['string', 'null'], format: 'date-time' };

export const waitlistOpenApi: OpenApiPaths = {
  '/user-shift/{idShift}/waitlist-offer': {
    post: {
      summary:
        'Accept (a sign-up request that keeps the held place) or decline the place offered from the waitlist',
      tags: ['shifts'],
      security: bearer,
      parameters: [idParam('idShift')],
      requestBody: {
        required: true,
        content: json({
          type: 'object',
          required: ['accept'],
          properties: { accept: { type: 'boolean' } },
        }),
      },
      responses: { '200': messageResponse('Answered'), ...errors(400, 401, 404, 409) },
    },
  },
  '/shift/{id}/waitlist': {
    get: {
      summary: "A shift's waitlist in order (administrators of its association)",
      tags: ['shifts'],
      security: bearer,
      parameters: [idParam('id')],
      responses: {
        '200': {
          description: 'The queue, first first',
          content: json({
            type: 'array',
            items: {
              type: 'object',
              required: ['id_user', 'name', 'surname', 'position', 'joined_at', 'offer_expires_at'],
              properties: {
                id_user: { type: 'integer' },
                name: { type: 'string' },
                surname: { type: 'string' },
                position: { type: 'integer', minimum: 1 },
                joined_at: { type: 'string', format: 'date-time' },
                offer_expires_at: {
                  ...isoOrNull,
                  description: 'the deadline of the offer they hold; null while they wait',
                },
              },
            },
          }),
        },
        ...errors(400, 401, 403, 404),
      },
    },
  },
};
