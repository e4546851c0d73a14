import { Router, type Request } from 'express';
import multer from 'multer';
import { formatMessage, splitAddress } from '@insieme/schema';
import { currentUser, requireUser } from '../../rest/auth-middleware';
import { bearer, errors, json, messageResponse, type OpenApiPaths } from '../../rest/openapi-types';
import { dateTime, flag, idList, pathId, text } from '../../rest/parse';
import type { Services } from '../../services';
import { MAX_UPLOAD_BYTES } from '../media/image-processor';
import { eventBodies } from './event.body';
import { EventPhoto } from './event-photo.entity';
import type { EventData, ShiftData } from './events.service';

const upload = multer({
  storage: multer.memoryStorage(),
  limits: { fileSize: MAX_UPLOAD_BYTES, files: 3 },
});
const limitOf = (req: Request, fallback: number) =>
  Math.min(Number.parseInt(text(req.query.limit), 10) || fallback, 100);

/** The original payload (address 'street, town, PR', comma lists, shifts[]) → the service's input. */
function eventFromBody(body: Record<string, unknown>): EventData {
  const { street, town, province } = splitAddress(text(body.address));
  const shifts = Array.isArray(body.shifts) ? (body.shifts as Record<string, unknown>[]) : [];
  return {
    name: text(body.name),
    description: text(body.description),
    street,
    town,
    province,
    startDate: dateTime(body.start_date, 'startDate'),
    endDate: dateTime(body.end_date, 'endDate'),
    isPublic: flag(body.public),
    topicIds: idList(body.topics, 'topicIds'),
    eventTypeIds: idList(body.event_types, 'eventTypeIds'),
    shifts: shifts.map((s): ShiftData => ({
      id: s.id ? pathId(s.id) : undefined,
      title: text(s.title) || null,
      description: text(s.description),
      color: text(s.color),
      startDate: dateTime(s.start_datetime ?? s.start_date, 'shifts.startDate'),
      endDate: dateTime(s.end_datetime ?? s.end_date, 'shifts.endDate'),
      maxVolunteer: s.max_volunteer === undefined ? 1 : Number(s.max_volunteer),
      openSubscription: flag(s.open_subscription),
    })),
  };
}

export function eventsRoutes(services: Services): Router {
  const router = Router();
  router.use(['/event', '/photo-event', '/event-like', '/traffic-event'], requireUser(services));

  router.get('/event', async (req, res) => {
    const user = currentUser(res);
    const page = await services.events.list(
      user.id,
      flag(req.query.favourite) ? 'favourite' : 'explore',
      {
        search: text(req.query.search) || null,
        first: limitOf(req, 50),
        after: text(req.query.after) || null,
      },
    );
    if (page.hasNextPage && page.endCursor) res.setHeader('X-Next-Cursor', page.endCursor);
    res.setHeader('X-Total-Count', String(page.totalCount));
    res.json(await eventBodies(services, page.nodes, user.id));
  });

  router.get('/event/association/:id', async (req, res) => {
    const user = currentUser(res);
    const associationId = pathId(req.params.id);
    if (flag(req.query.calendar)) {
      const from = new Date();
      const to = new Date(Date.now() + 61 * 86400_000);
      const days = await services.calendar.days(
        user.id,
        from.toISOString().slice(0, 10),
        to.toISOString().slice(0, 10),
        associationId,
      );
      const loadersBodies = await Promise.all(
        days.map(
          async (d) =>
            [
              d.date.split('-').reverse().join('/'),
              await eventBodies(services, d.events, user.id),
            ] as const,
        ),
      );
      res.json(Object.fromEntries(loadersBodies));
      return;
    }
    const page = await services.events.listForAssociation(user.id, associationId, {
      onlyActive: req.query.only_active === undefined ? true : flag(req.query.only_active),
      search: text(req.query.search) || null,
      first: limitOf(req, 5),
      after: text(req.query.after) || null,
    });
    if (page.hasNextPage && page.endCursor) res.setHeader('X-Next-Cursor', page.endCursor);
    res.setHeader('X-Total-Count', String(page.totalCount));
    res.json(await eventBodies(services, page.nodes, user.id));
  });

  router.get('/event/history/:id', async (req, res) => {
    const user = currentUser(res);
    const page = await services.events.history(user.id, pathId(req.params.id), {
      popular: flag(req.query.popular),
      search: text(req.query.search) || null,
      first: limitOf(req, 10),
      after: text(req.query.after) || null,
    });
    if (page.hasNextPage && page.endCursor) res.setHeader('X-Next-Cursor', page.endCursor);
    res.json(await eventBodies(services, page.nodes, user.id));
  });

  router.get('/event/volunteer/:id', async (req, res) => {
    const user = currentUser(res);
    const [body] = await eventBodies(
      services,
      [await services.events.requireVisible(user.id, pathId(req.params.id))],
      user.id,
    );
    res.json(
      body.shift.map((s) => ({
        id_shift: s.id,
        title: s.title,
        volunteer: s.volunteer,
        waiting_volunteer: s.waiting_volunteer,
      })),
    );
  });

  router.get('/event/:id', async (req, res) => {
    const user = currentUser(res);
    const [body] = await eventBodies(
      services,
      [await services.events.requireVisible(user.id, pathId(req.params.id))],
      user.id,
    );
    res.json(body);
  });

  router.post('/event', async (req, res) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    const { event, copies } = await services.events.create(currentUser(res).id, {
      ...eventFromBody(body),
      associationId: pathId(body.id_association),
      photos: [],
      repeatWeekdays:
        body.day_repetition === undefined ||
        body.day_repetition === null ||
        body.day_repetition === ''
          ? null
          : (Array.isArray(body.day_repetition)
              ? body.day_repetition
              : String(body.day_repetition).split(',')
            ).map((d) => Number.parseInt(String(d), 10)),
    });
    res.status(201).json({
      id_event: event.id,
      id_copies: copies.map((c) => c.id),
      message: formatMessage('event.created'),
    });
  });

  router.put('/event/:id', async (req, res) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    const user = currentUser(res);
    const id = pathId(req.params.id);
    const keep = await services.dataSource.getRepository(EventPhoto).findBy({ eventId: id });
    const event = await services.events.update(user.id, {
      ...eventFromBody(body),
      id,
      keepPhotoIds:
        body.keep_photos === undefined
          ? keep.map((p) => p.id)
          : idList(body.keep_photos, 'keepPhotoIds'),
      newPhotos: [],
    });
    const [answer] = await eventBodies(services, [event], user.id);
    res.json({ ...answer, message: formatMessage('event.updated') });
  });

  router.post('/photo-event/:id', upload.array('photos', 3), async (req, res) => {
    const user = currentUser(res);
    const id = pathId(req.params.id);
    const files = (req.files as Express.Multer.File[] | undefined) ?? [];
    const updated = await services.events.addPhotos(
      user.id,
      id,
      files.map((f) => f.buffer),
    );
    const [answer] = await eventBodies(services, [updated], user.id);
    res.json(answer);
  });

  router.post('/event/duplicate/:id', async (req, res) => {
    const copy = await services.events.duplicate(currentUser(res).id, pathId(req.params.id));
    res.status(201).json({ id_event: copy.id, message: formatMessage('event.duplicated') });
  });

  router.delete('/event/:id', async (req, res) => {
    await services.events.delete(currentUser(res).id, pathId(req.params.id));
    res.json({ message: formatMessage('event.deleted') });
  });

  router.patch('/event/terminated/:id', async (req, res) => {
    const user = currentUser(res);
    const event = await services.events.terminate(user.id, pathId(req.params.id));
    const [answer] = await eventBodies(services, [event], user.id);
    res.json(answer);
  });

  router.post('/event-like', async (req, res) => {
    const user = currentUser(res);
    await services.events.like(user.id, pathId(req.body?.id_event));
    res.status(201).json({ message: 'ok' });
  });

  router.delete('/event-like/:id', async (req, res) => {
    await services.events.unlike(currentUser(res).id, pathId(req.params.id));
    res.json({ message: 'ok' });
  });

  router.post('/traffic-event/:id', async (req, res) => {
    await services.events.recordView(currentUser(res).id, pathId(req.params.id));
    res.status(201).json({ message: 'ok' });
  });

  return router;
}

const idPath = [{ name: 'id', in: 'path', required: true, schema: { type: 'integer' } }];
const eventSchema = { $ref: '#/components/schemas/Event' };
const eventList = {
  description: 'Events (X-Next-Cursor, X-Total-Count headers)',
  content: json({ type: 'array', items: eventSchema }),
};
const eventPayload = {
  required: true,
  content: json({
    type: 'object',
    properties: {
      id_association: { type: 'integer' },
      name: { type: 'string', maxLength: 40 },
      description: { type: 'string', maxLength: 1000 },
      address: { type: 'string', description: 'street, town, province code' },
      start_date: { type: 'string', description: "ISO 8601 or 'DD/MM/YYYY HH:mm' (Europe/Rome)" },
      end_date: { type: 'string' },
      public: { type: 'boolean' },
      topics: { type: 'string', description: 'comma list of topic ids' },
      event_types: { type: 'string', description: 'comma list of event type ids' },
      shifts: { type: 'array', items: { $ref: '#/components/schemas/ShiftInput' } },
      day_repetition: {
        type: 'string',
        description:
          'create only: comma list of weekdays 0 (Sunday) … 6; start and end on the same day',
      },
      keep_photos: {
        type: 'string',
        description: 'edit only: comma list of photo ids to keep (default all)',
      },
    },
  }),
};

export const eventsOpenApi: OpenApiPaths = {
  '/event': {
    get: {
      summary:
        'Events in programme to explore (favourite=true: of the associations I follow); limit 50, then after=X-Next-Cursor',
      tags: ['events'],
      security: bearer,
      parameters: [
        { name: 'favourite', in: 'query', schema: { type: 'boolean' } },
        { name: 'search', in: 'query', schema: { type: 'string' } },
        { name: 'limit', in: 'query', schema: { type: 'integer', default: 50 } },
        { name: 'after', in: 'query', schema: { type: 'string' } },
      ],
      responses: { '200': eventList, ...errors(401) },
    },
    post: {
      summary: 'Create an event with shifts (administrators), optionally repeated on weekdays',
      tags: ['events'],
      security: bearer,
      requestBody: eventPayload,
      responses: {
        '201': {
          description: 'Created',
          content: json({
            type: 'object',
            properties: {
              id_event: { type: 'integer' },
              id_copies: { type: 'array', items: { type: 'integer' } },
              message: { type: 'string' },
            },
          }),
        },
        ...errors(400, 401, 403),
      },
    },
  },
  '/event/{id}': {
    get: {
      summary: 'One event with its shifts (404 when private and not yours)',
      tags: ['events'],
      security: bearer,
      parameters: idPath,
      responses: {
        '200': { description: 'Event', content: json(eventSchema) },
        ...errors(401, 404),
      },
    },
    put: {
      summary: 'Edit (administrators); every existing shift must be listed with its id',
      tags: ['events'],
      security: bearer,
      parameters: idPath,
      requestBody: eventPayload,
      responses: {
        '200': { description: 'Event', content: json(eventSchema) },
        ...errors(400, 401, 403, 404),
      },
    },
    delete: {
      summary: 'Delete (administrators; irreversible)',
      tags: ['events'],
      security: bearer,
      parameters: idPath,
      responses: { '200': messageResponse('Deleted'), ...errors(401, 403, 404) },
    },
  },
  '/event/association/{id}': {
    get: {
      summary:
        "An association's events: in programme (only_active, default true), limit 5 then +10; calendar=true gives a map keyed DD/MM/YYYY (administrators)",
      tags: ['events'],
      security: bearer,
      parameters: [
        ...idPath,
        { name: 'only_active', in: 'query', schema: { type: 'boolean', default: true } },
        { name: 'calendar', in: 'query', schema: { type: 'boolean' } },
        { name: 'limit', in: 'query', schema: { type: 'integer', default: 5 } },
        { name: 'after', in: 'query', schema: { type: 'string' } },
      ],
      responses: { '200': eventList, ...errors(401, 403) },
    },
  },
  '/event/history/{id}': {
    get: {
      summary: "An association's terminated events (popular=true: most liked first)",
      tags: ['events'],
      security: bearer,
      parameters: [...idPath, { name: 'popular', in: 'query', schema: { type: 'boolean' } }],
      responses: { '200': eventList, ...errors(401) },
    },
  },
  '/event/volunteer/{id}': {
    get: {
      summary:
        "The event's shifts with their volunteers (contacts and waiting ones for administrators)",
      tags: ['events'],
      security: bearer,
      parameters: idPath,
      responses: {
        '200': {
          description: 'Shifts',
          content: json({ type: 'array', items: { type: 'object' } }),
        },
        ...errors(401, 404),
      },
    },
  },
  '/photo-event/{id}': {
    post: {
      summary: 'Add photos (multipart field photos; at most 3 in all)',
      tags: ['events'],
      security: bearer,
      parameters: idPath,
      requestBody: {
        required: true,
        content: {
          'multipart/form-data': {
            schema: {
              type: 'object',
              properties: {
                photos: { type: 'array', items: { type: 'string', format: 'binary' } },
              },
            },
          },
        },
      },
      responses: {
        '200': { description: 'Event', content: json(eventSchema) },
        ...errors(400, 401, 403, 404),
      },
    },
  },
  '/event/duplicate/{id}': {
    post: {
      summary: 'A private copy without images (administrators)',
      tags: ['events'],
      security: bearer,
      parameters: idPath,
      responses: { '201': messageResponse('Duplicated'), ...errors(401, 403, 404) },
    },
  },
  '/event/terminated/{id}': {
    patch: {
      summary: 'Archive (administrators; irreversible)',
      tags: ['events'],
      security: bearer,
      parameters: idPath,
      responses: {
        '200': { description: 'Event', content: json(eventSchema) },
        ...errors(401, 403, 404),
      },
    },
  },
  '/event-like': {
    post: {
      summary: 'Like an event',
      tags: ['events'],
      security: bearer,
      requestBody: {
        required: true,
        content: json({ type: 'object', properties: { id_event: { type: 'integer' } } }),
      },
      responses: { '201': messageResponse('Liked'), ...errors(401, 404) },
    },
  },
  '/event-like/{id}': {
    delete: {
      summary: 'Remove a like',
      tags: ['events'],
      security: bearer,
      parameters: idPath,
      responses: { '200': messageResponse('Removed'), ...errors(401, 404) },
    },
  },
  '/traffic-event/{id}': {
    post: {
      summary: 'Record a visit of the event page',
      tags: ['events'],
      security: bearer,
      parameters: idPath,
      responses: { '201': messageResponse('Recorded'), ...errors(401, 404) },
    },
  },
};
