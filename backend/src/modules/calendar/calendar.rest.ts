import { Router } from 'express';
import { currentUser, requestViewer } from '../../rest/auth-middleware';
import { requestInput } from '../../rest/contract-validator';
import {
  bearer,
  errors,
  flagQuery,
  idQuery,
  isoDate,
  json,
  type OpenApiPaths,
} from '../../rest/openapi-types';
import { optionalId, text } from '../../rest/parse';
import type { Services } from '../../platform/services';
import { eventBodies } from '../events/event.presenter';
import { calendarEventsBody, calendarMapBody } from './calendar.presenter';

export function calendarRoutes(services: Services): Router {
  const router = Router();

  /** One day of the viewer's calendar (or of an administered association with id_association). */
  router.get('/calendar/daily', async (_req, res) => {
    const user = currentUser(res);
    const { query } = requestInput(res);
    const events = await services.calendar.day(
      user.id,
      text(query.date) || null,
      optionalId(query.id_association, 'id_association'),
    );
    res.json(await eventBodies(services, events, requestViewer(res)));
  });

  /** The next 60 days as a map keyed DD/MM/YYYY (events=true: a flat list of events instead). */
  router.get('/calendar/future', async (_req, res) => {
    const user = currentUser(res);
    const { query } = requestInput(res);
    const associationId = optionalId(query.id_association, 'id_association');
    const days = await services.calendar.future(user.id, associationId);
    res.json(
      query.events === true
        ? await calendarEventsBody(services, days, requestViewer(res))
        : await calendarMapBody(services, days, requestViewer(res)),
    );
  });

  return router;
}

const association = idQuery(
  'id_association',
  false,
  'an association you administer: all its events',
);

export const calendarOpenApi: OpenApiPaths = {
  '/calendar/daily': {
    get: {
      summary: "One day: events where I have a sign-up (or an administered association's events)",
      tags: ['calendar'],
      security: bearer,
      parameters: [
        {
          name: 'date',
          in: 'query',
          schema: isoDate({ description: 'YYYY-MM-DD (default today)' }),
        },
        association,
      ],
      responses: {
        '200': {
          description: 'Events with shifts',
          content: json({ type: 'array', items: { $ref: '#/components/schemas/Event' } }),
        },
        ...errors(400, 401, 403),
      },
    },
  },
  '/calendar/future': {
    get: {
      summary: 'The next 60 days as a map keyed DD/MM/YYYY (events=true: a list of events)',
      tags: ['calendar'],
      security: bearer,
      parameters: [association, flagQuery('events', {}, 'true: a flat list of events')],
      responses: {
        '200': {
          description: 'Date map',
          content: json({
            type: 'object',
            additionalProperties: { type: 'array', items: { $ref: '#/components/schemas/Event' } },
          }),
        },
        ...errors(400, 401, 403),
      },
    },
  },
};
