import { Router } from 'express';
import { DateTime } from 'luxon';
import { createLoaders } from '../../graphql/loaders';
import { currentUser, requireUser } from '../../rest/auth-middleware';
import { bearer, errors, json, type OpenApiPaths } from '../../rest/openapi-types';
import { flag, pathId, text } from '../../rest/parse';
import type { Services } from '../../services';
import { ZONE } from '../events/event-dates';
import { eventBodies } from '../events/event.body';

export function calendarRoutes(services: Services): Router {
  const router = Router();
  router.use('/calendar', requireUser(services));

  /** One day of the viewer's calendar (or of an administered association with id_association). */
  router.get('/calendar/daily', async (req, res) => {
    const user = currentUser(res);
    const date = text(req.query.date) || DateTime.now().setZone(ZONE).toISODate()!;
    const associationId = req.query.id_association ? pathId(req.query.id_association) : null;
    const [day] = await services.calendar.days(user.id, date, date, associationId);
    res.json(await eventBodies(services, day?.events ?? [], user.id));
  });

  /** The next 60 days as a map keyed DD/MM/YYYY (events=true: a flat list of events instead). */
  router.get('/calendar/future', async (req, res) => {
    const user = currentUser(res);
    const today = DateTime.now().setZone(ZONE);
    const associationId = req.query.id_association ? pathId(req.query.id_association) : null;
    const days = await services.calendar.days(
      user.id,
      today.toISODate()!,
      today.plus({ days: 60 }).toISODate()!,
      associationId,
    );
    const loaders = createLoaders(services.dataSource, user.id);
    if (flag(req.query.events)) {
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

const association = {
  name: 'id_association',
  in: 'query',
  schema: { type: 'integer' },
  description: 'an association you administer: all its events',
};

export const calendarOpenApi: OpenApiPaths = {
  '/calendar/daily': {
    get: {
      summary: "One day: events where I have a sign-up (or an administered association's events)",
      tags: ['calendar'],
      security: bearer,
      parameters: [
        { name: 'date', in: 'query', schema: { type: 'string', format: 'date' } },
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
      parameters: [association, { name: 'events', in: 'query', schema: { type: 'boolean' } }],
      responses: {
        '200': {
          description: 'Date map',
          content: json({
            type: 'object',
            additionalProperties: { type: 'array', items: { $ref: '#/components/schemas/Event' } },
          }),
        },
        ...errors(401, 403),
      },
    },
  },
};
