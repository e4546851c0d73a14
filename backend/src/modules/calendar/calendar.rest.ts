import { Router } from 'express';
import { DateTime } from 'luxon';
import { currentUser } from '../../rest/auth-middleware';
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
import type { Services } from '../../services';
import { ZONE } from '../events/event-dates';
import { eventBodies } from '../events/event.body';

export function calendarRoutes(services: Services): Router {
  const router = Router();

  /** One day of the viewer's calendar (or of an administered association with id_association). */
  router.get('/calendar/daily', async (_req, res) => {
    const user = currentUser(res);
    const { query } = requestInput(res);
    const date = text(query.date) || DateTime.now().setZone(ZONE).toISODate()!;
    const associationId = optionalId(query.id_association, 'id_association');
    const [day] = await services.calendar.days(user.id, date, date, associationId);
    res.json(await eventBodies(services, day?.events ?? [], user.id));
  });

  /** The next 60 days as a map keyed DD/MM/YYYY (events=true: a flat list of events instead). */
  router.get('/calendar/future', async (_req, res) => {
    const user = currentUser(res);
    const { query } = requestInput(res);
    const today = DateTime.now().setZone(ZONE);
    const associationId = optionalId(query.id_association, 'id_association');
    const days = await services.calendar.days(
      user.id,
      today.toISODate()!,
      today.plus({ days: 60 }).toISODate()!,
      associationId,
    );
    const loaders = services.loaders(user.id);
    if (query.events === true) {
      const unique = [...new Map(days.flatMap((d) => d.events).map((e) => [e.id, e])).values()];
      res.json(await eventBodies(services, unique, user.id, loaders));
      return;
    }
    const entries = await Promise.all(
      days.map(
        async (d) =>
          [
            DateTime.fromISO(d.date).toFormat('dd/LL/yyyy'),
            await eventBodies(services, d.events, user.id, loaders),
          ] as const,
      ),
    );
    res.json(Object.fromEntries(entries));
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
