import { Router, type Response } from 'express';
import { formatMessage, LIMITS, SHIFT_COLORS, splitAddress } from '@insieme/schema';
import { requestInput } from '../../rest/contract-validator';
import { currentUser, requestViewer } from '../../rest/auth-middleware';
import {
  afterQuery,
  bearer,
  binary,
  errors,
  flagQuery,
  idList as idListSchema,
  idParam,
  idSchema,
  INT32_MAX,
  json,
  legacyFlag,
  limitQuery,
  messageResponse,
  searchQuery,
  text as textSchema,
  weekdayList,
  type JsonSchema,
  type OpenApiPaths,
} from '../../rest/openapi-types';
import { dateTime, flag, id, idList, optionalId, text, weekdays } from '../../rest/parse';
import type { Services } from '../../platform/services';
import type { Page } from '../../common/paging/page';
import { calendarMapBody } from '../calendar/calendar.presenter';
import type { EventData, ShiftData } from './event-input';
import type { Event } from './event.entity';
import { eventBodies } from './event.presenter';
import { EVENT_MESSAGES } from './events.errors';

/** The original payload (address 'street, town, PR', comma lists, shifts[]) → the service's input. */
function eventFromBody(body: Record<string, unknown>): EventData {
  const { street, town, province } = splitAddress(text(body.address));
  const shifts = (body.shifts ?? []) as Record<string, unknown>[];
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
    shifts: shifts.map((s, i): ShiftData => ({
      id: optionalId(s.id, `shifts[${i}].id`) ?? undefined,
      title: text(s.title) || null,
      description: text(s.description),
      // an omitted colour has the contract's default (the palette's first, as the shared rule)
      color: text(s.color),
      startDate: dateTime(s.start_datetime ?? s.start_date, `shifts[${i}].startDate`),
      endDate: dateTime(s.end_datetime ?? s.end_date, `shifts[${i}].endDate`),
      maxVolunteer: s.max_volunteer as number,
      openSubscription: flag(s.open_subscription),
    })),
  };
}

/** search, limit (clamped by the service) and after of a list, as the connection arguments. */
const pageQuery = (query: Record<string, unknown>) => ({
  search: text(query.search) || null,
  first: query.limit as number,
  after: text(query.after) || null,
});

export function eventsRoutes(services: Services): Router {
  const router = Router();

  /** A page of events with the headers the legacy client pages with. */
  async function sendPage(res: Response, page: Page<Event>, withTotal = true) {
    if (page.hasNextPage && page.endCursor) res.setHeader('X-Next-Cursor', page.endCursor);
    if (withTotal) res.setHeader('X-Total-Count', String(page.totalCount));
    res.json(await eventBodies(services, page.nodes, requestViewer(res)));
  }

  router.get('/event', async (_req, res) => {
    const user = currentUser(res);
    const { query } = requestInput(res);
    const scope = query.favourite === true ? 'favourite' : 'explore';
    await sendPage(res, await services.eventQueries.list(user.id, scope, pageQuery(query)));
  });

  router.get('/event/association/:id', async (_req, res) => {
    const user = currentUser(res);
    const { path, query } = requestInput(res);
    const associationId = id(path.id);
    if (query.calendar === true) {
      // the administrators' calendar, as /calendar/future?id_association= gives it
      const days = await services.calendar.future(user.id, associationId);
      res.json(await calendarMapBody(services, days, requestViewer(res)));
      return;
    }
    const page = await services.eventQueries.listForAssociation(user.id, associationId, {
      ...pageQuery(query),
      onlyActive: query.only_active !== false,
    });
    await sendPage(res, page);
  });

  router.get('/event/history/:id', async (_req, res) => {
    const user = currentUser(res);
    const { path, query } = requestInput(res);
    const page = await services.eventQueries.history(user.id, id(path.id), {
      ...pageQuery(query),
      popular: query.popular === true,
    });
    // the contract of this route as it was: X-Next-Cursor only, no X-Total-Count
    await sendPage(res, page, false);
  });

  /** One visible event in the spec §3 shape (404 when private and not the viewer's). */
  async function visibleEventBody(res: Response, eventId: number) {
    const event = await services.eventQueries.requireVisible(currentUser(res).id, eventId);
    const [body] = await eventBodies(services, [event], requestViewer(res));
    return body;
  }

  router.get('/event/volunteer/:id', async (_req, res) => {
    const body = await visibleEventBody(res, id(requestInput(res).path.id));
    res.json(
      body.shift.map((s) => ({
        id_shift: s.id,
        title: s.title,
        volunteer: s.volunteer,
        waiting_volunteer: s.waiting_volunteer,
      })),
    );
  });

  router.get('/event/:id', async (_req, res) => {
    res.json(await visibleEventBody(res, id(requestInput(res).path.id)));
  });

  router.post('/event', async (_req, res) => {
    const { body } = requestInput(res);
    const { event, copies } = await services.events.create(currentUser(res).id, {
      ...eventFromBody(body),
      associationId: id(body.id_association, 'id_association'),
      photos: [],
      repeatWeekdays: weekdays(body.day_repetition),
    });
    res.status(201).json({
      id_event: event.id,
      id_copies: copies.map((c) => c.id),
      message: formatMessage(EVENT_MESSAGES.created),
    });
  });

  router.put('/event/:id', async (_req, res) => {
    const { path, body } = requestInput(res);
    const user = currentUser(res);
    const eventId = id(path.id);
    const keep =
      body.keep_photos === undefined
        ? await services.eventPhotos.ids(eventId)
        : idList(body.keep_photos, 'keepPhotoIds');
    const event = await services.events.update(user.id, {
      ...eventFromBody(body),
      id: eventId,
      keepPhotoIds: keep,
      newPhotos: [],
    });
    const [answer] = await eventBodies(services, [event], requestViewer(res));
    res.json({ ...answer, message: formatMessage(EVENT_MESSAGES.updated) });
  });

  router.post('/photo-event/:id', async (_req, res) => {
    const user = currentUser(res);
    const { path, files } = requestInput(res);
    const updated = await services.eventPhotos.add(user.id, id(path.id), files.photos ?? []);
    const [answer] = await eventBodies(services, [updated], requestViewer(res));
    res.json(answer);
  });

  router.post('/event/duplicate/:id', async (_req, res) => {
    const copy = await services.events.duplicate(
      currentUser(res).id,
      id(requestInput(res).path.id),
    );
    res.status(201).json({ id_event: copy.id, message: formatMessage(EVENT_MESSAGES.duplicated) });
  });

  router.delete('/event/:id', async (_req, res) => {
    await services.events.delete(currentUser(res).id, id(requestInput(res).path.id));
    res.json({ message: formatMessage(EVENT_MESSAGES.deleted) });
  });

  router.patch('/event/terminated/:id', async (_req, res) => {
    const user = currentUser(res);
    const event = await services.events.terminate(user.id, id(requestInput(res).path.id));
    const [answer] = await eventBodies(services, [event], requestViewer(res));
    res.json(answer);
  });

  router.post('/event-like', async (_req, res) => {
    const user = currentUser(res);
    await services.eventReactions.like(user.id, id(requestInput(res).body.id_event, 'id_event'));
    res.status(201).json({ message: 'ok' });
  });

  router.delete('/event-like/:id', async (_req, res) => {
    await services.eventReactions.unlike(currentUser(res).id, id(requestInput(res).path.id));
    res.json({ message: 'ok' });
  });

  router.post('/traffic-event/:id', async (_req, res) => {
    await services.eventReactions.recordView(currentUser(res).id, id(requestInput(res).path.id));
    res.status(201).json({ message: 'ok' });
  });

  return router;
}

const idPath = [idParam('id')];
const eventSchema = { $ref: '#/components/schemas/Event' };
const eventList = {
  description: 'Events (X-Next-Cursor, X-Total-Count headers)',
  content: json({ type: 'array', items: eventSchema }),
};
const dateTimeText = (key: string) =>
  textSchema(40, {
    description: "ISO 8601 or 'DD/MM/YYYY HH:mm' (Europe/Rome)",
    'x-message-key': key,
  });
const eventFields: Record<string, JsonSchema> = {
  name: textSchema(LIMITS.eventNameMax),
  description: textSchema(LIMITS.eventDescriptionMax),
  address: textSchema(220, { description: 'street, town, province code' }),
  start_date: dateTimeText('invalid_start_date'),
  end_date: dateTimeText('invalid_end_date'),
  public: legacyFlag({ default: false }),
  topics: idListSchema('topic ids'),
  event_types: idListSchema('event type ids'),
  shifts: {
    type: 'array',
    maxItems: 100,
    items: { $ref: '#/components/schemas/ShiftInput' },
    description: 'on edit, every existing shift must be listed with its id',
  },
};
const createPayload = {
  required: true,
  content: json({
    type: 'object',
    required: ['id_association'],
    properties: {
      id_association: idSchema,
      ...eventFields,
      day_repetition: weekdayList(
        'comma list (or array) of weekdays 0 (Sunday) … 6; start and end on the same day',
      ),
    },
  }),
};
const updatePayload = {
  required: true,
  content: json({
    type: 'object',
    properties: {
      ...eventFields,
      keep_photos: idListSchema('photo ids to keep (default all)'),
    },
  }),
};

const image = {
  image: { type: ['string', 'null'], description: 'base64' },
  image_type: { type: ['string', 'null'] },
};
const count = { type: 'integer', minimum: 0 };

/** The shapes of event.presenter.ts (answers) and of the shifts[] a create/edit payload carries. */
export const eventsSchemas: Record<string, JsonSchema> = {
  ShiftInput: {
    type: 'object',
    properties: {
      id: { ...idSchema, type: ['integer', 'null'], description: 'an existing shift (edit)' },
      title: textSchema(LIMITS.shiftTitleMax, {
        type: ['string', 'null'],
        description: "default 'Turno N'",
      }),
      description: textSchema(LIMITS.shiftDescriptionMax),
      color: textSchema(9, {
        default: SHIFT_COLORS[0],
        description: 'one of the 9 palette colours',
        examples: [...SHIFT_COLORS],
        'x-message-key': 'validation.color_not_valid',
      }),
      start_datetime: dateTimeText('invalid_start_date'),
      end_datetime: dateTimeText('invalid_end_date'),
      start_date: { ...dateTimeText('invalid_start_date'), description: 'alias of start_datetime' },
      end_date: { ...dateTimeText('invalid_end_date'), description: 'alias of end_datetime' },
      max_volunteer: {
        type: 'integer',
        minimum: 1,
        maximum: INT32_MAX,
        default: 1,
        'x-message-key': 'validation.max_volunteer_not_valid',
      },
      open_subscription: legacyFlag({
        default: false,
        description: 'outsiders may sign up too (public events only)',
      }),
    },
  },
  Shift: {
    type: 'object',
    required: ['id', 'id_event', 'title', 'color', 'max_volunteer', 'available_spots'],
    properties: {
      id: { type: 'integer' },
      id_event: { type: 'integer' },
      title: { type: 'string' },
      description: { type: 'string' },
      color: { type: 'string' },
      start_datetime: { type: 'string', description: "'DD/MM/YYYY HH:mm' (Europe/Rome)" },
      end_datetime: { type: 'string' },
      start_iso: { type: 'string', format: 'date-time' },
      end_iso: { type: 'string', format: 'date-time' },
      max_volunteer: { type: 'integer', minimum: 1 },
      open_subscription: { type: 'boolean' },
      available_spots: {
        ...count,
        description: 'max_volunteer minus accepted sign-ups and places held for the waitlist',
      },
      waitlist_count: { ...count, description: 'people in the waitlist (issue 21)' },
      waitlist_position: {
        type: ['integer', 'null'],
        minimum: 1,
        description: "the viewer's place in the waitlist (1 = first); null when not queued",
      },
      waitlist_offer_expires_at: {
        type: ['string', 'null'],
        format: 'date-time',
        description: 'the deadline of the place offered to the viewer; null when they hold none',
      },
      i_am_subscribed: { type: 'boolean', description: 'an accepted sign-up' },
      my_request: { enum: ['waiting', 'accepted', 'rejected', null] },
      terminated: { type: 'boolean' },
      volunteer: {
        type: 'array',
        description: 'accepted volunteers; tel and email for administrators only',
        items: {
          type: 'object',
          properties: {
            id: { type: 'integer' },
            name: { type: 'string' },
            surname: { type: 'string' },
            ...image,
            tel: { type: ['string', 'null'] },
            email: { type: ['string', 'null'] },
          },
        },
      },
      waiting_volunteer: {
        type: 'array',
        description: 'pending sign-ups (administrators only)',
        items: {
          type: 'object',
          properties: {
            id_user_shift: { type: 'integer' },
            id_user: { type: 'integer' },
            name: { type: 'string' },
            surname: { type: 'string' },
            ...image,
            from_waitlist: {
              type: 'boolean',
              description: 'from the waitlist ("dalla lista d\'attesa"): listed first',
            },
          },
        },
      },
    },
  },
  Event: {
    type: 'object',
    required: ['id', 'name', 'address', 'start_date', 'end_date', 'public', 'shift'],
    properties: {
      id: { type: 'integer' },
      name: { type: 'string' },
      description: { type: 'string' },
      address: { type: 'string', description: 'street, town, province code' },
      start_date: { type: 'string', description: "'DD/MM/YYYY HH:mm' (Europe/Rome)" },
      end_date: { type: 'string' },
      start_iso: { type: 'string', format: 'date-time' },
      end_iso: { type: 'string', format: 'date-time' },
      public: { type: 'boolean' },
      photo: {
        type: 'array',
        maxItems: 3,
        items: { type: 'object', properties: { id: { type: 'integer' }, ...image } },
      },
      topic: { type: 'array', items: { type: 'integer' } },
      event_type: { type: 'array', items: { type: 'integer' } },
      shift: { type: 'array', items: { $ref: '#/components/schemas/Shift' } },
      info_association: {
        type: 'object',
        properties: { id: { type: 'integer' }, name: { type: 'string' } },
      },
      is_like: { type: 'boolean' },
      number_like: count,
      is_admin: { type: 'boolean' },
      terminated: { type: 'boolean', description: 'archived, or its end has passed' },
      archived: { type: 'boolean' },
    },
  },
};

const withMessage = (schema: JsonSchema) => ({
  allOf: [schema, { type: 'object', properties: { message: { type: 'string' } } }],
});

export const eventsOpenApi: OpenApiPaths = {
  '/event': {
    get: {
      summary:
        'Events in programme to explore (favourite=true: of the associations I follow); limit 50, then after=X-Next-Cursor',
      tags: ['events'],
      security: bearer,
      parameters: [flagQuery('favourite'), searchQuery(), limitQuery(50), afterQuery],
      responses: { '200': eventList, ...errors(400, 401) },
    },
    post: {
      summary: 'Create an event with shifts (administrators), optionally repeated on weekdays',
      tags: ['events'],
      security: bearer,
      requestBody: createPayload,
      responses: {
        '201': {
          description: 'Created',
          content: json({
            type: 'object',
            required: ['id_event', 'message'],
            properties: {
              id_event: { type: 'integer' },
              id_copies: { type: 'array', items: { type: 'integer' } },
              message: { type: 'string' },
            },
          }),
        },
        ...errors(400, 401, 403, 404),
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
        ...errors(400, 401, 404),
      },
    },
    put: {
      summary: 'Edit (administrators); every existing shift must be listed with its id',
      tags: ['events'],
      security: bearer,
      parameters: idPath,
      requestBody: updatePayload,
      responses: {
        '200': { description: 'Event and message', content: json(withMessage(eventSchema)) },
        ...errors(400, 401, 403, 404),
      },
    },
    delete: {
      summary:
        'Delete (administrators; irreversible); 409 attendance.recorded when one of its shifts has attendance (issue 31: archive it instead)',
      tags: ['events'],
      security: bearer,
      parameters: idPath,
      responses: { '200': messageResponse('Deleted'), ...errors(400, 401, 403, 404, 409) },
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
        flagQuery('only_active', { default: true }),
        flagQuery('calendar'),
        searchQuery(),
        limitQuery(5),
        afterQuery,
      ],
      responses: {
        '200': {
          description:
            'Events (X-Next-Cursor, X-Total-Count headers), or with calendar=true a map DD/MM/YYYY → events',
          content: json({
            oneOf: [
              { type: 'array', items: eventSchema },
              { type: 'object', additionalProperties: { type: 'array', items: eventSchema } },
            ],
          }),
        },
        ...errors(400, 401, 403),
      },
    },
  },
  '/event/history/{id}': {
    get: {
      summary: "An association's terminated events (popular=true: most liked first)",
      tags: ['events'],
      security: bearer,
      parameters: [...idPath, flagQuery('popular'), searchQuery(), limitQuery(10), afterQuery],
      responses: { '200': eventList, ...errors(400, 401) },
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
          content: json({
            type: 'array',
            items: {
              type: 'object',
              properties: {
                id_shift: { type: 'integer' },
                title: { type: 'string' },
                volunteer: { type: 'array', items: { type: 'object' } },
                waiting_volunteer: { type: 'array', items: { type: 'object' } },
              },
            },
          }),
        },
        ...errors(400, 401, 404),
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
              properties: { photos: { type: 'array', maxItems: 3, items: binary } },
            },
          },
        },
      },
      responses: {
        '200': { description: 'Event', content: json(eventSchema) },
        ...errors(400, 401, 403, 404, 413),
      },
    },
  },
  '/event/duplicate/{id}': {
    post: {
      summary: 'A private copy without images (administrators)',
      tags: ['events'],
      security: bearer,
      parameters: idPath,
      responses: { '201': messageResponse('Duplicated (id_event)'), ...errors(400, 401, 403, 404) },
    },
  },
  '/event/terminated/{id}': {
    patch: {
      summary: 'Archive (administrators; irreversible)',
      tags: ['events'],
      security: bearer,
      parameters: idPath,
      requestBody: {
        required: false,
        content: json({
          type: 'object',
          properties: {
            terminated: legacyFlag({ description: 'always true (the legacy client sends it)' }),
          },
        }),
      },
      responses: {
        '200': { description: 'Event', content: json(eventSchema) },
        ...errors(400, 401, 403, 404),
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
        content: json({
          type: 'object',
          required: ['id_event'],
          properties: { id_event: idSchema },
        }),
      },
      responses: { '201': messageResponse('Liked'), ...errors(400, 401, 404) },
    },
  },
  '/event-like/{id}': {
    delete: {
      summary: 'Remove a like',
      tags: ['events'],
      security: bearer,
      parameters: idPath,
      responses: { '200': messageResponse('Removed'), ...errors(400, 401, 404) },
    },
  },
  '/traffic-event/{id}': {
    post: {
      summary: 'Record a visit of the event page',
      tags: ['events'],
      security: bearer,
      parameters: idPath,
      responses: { '201': messageResponse('Recorded'), ...errors(400, 401, 404) },
    },
  },
};
