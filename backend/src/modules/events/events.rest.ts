import { Type, type Static, type TObject } from '@sinclair/typebox';
import type { Response } from 'express';
import { formatMessage, LIMITS, splitAddress } from '@insieme/schema';
import { currentUser, requestViewer } from '../../rest/auth-middleware';
import { errors, message, ok, route } from '../../rest/route';
import {
  AfterQuery,
  Binary,
  Dictionary,
  Id,
  IdList,
  LegacyFlag,
  LimitQuery,
  Ref,
  SearchQuery,
  Text,
  WeekdayList,
  AnyObject,
} from '../../rest/schemas';
import { dateTime, flag, idList, weekdays } from '../../rest/parse';
import type { Services } from '../../platform/services';
import type { Page } from '../../common/paging/page';
import { calendarMapBody } from '../calendar/calendar.presenter';
import type { EventData, ShiftData } from './event-input';
import type { Event as EventEntity } from './event.entity';
import { eventBodies } from './event.presenter';
import { EVENT_MESSAGES } from './events.errors';
import { DateTimeText, Event, ShiftInput } from './event-shapes.rest';

export { eventsSchemas } from './event-shapes.rest';

const EventRef = Ref('Event', Event);
const IdPath = Type.Object({ id: Id });

/** The fields of an event a create or an edit sends (address 'street, town, PR', comma lists). */
const eventFields = {
  name: Type.Optional(Text(LIMITS.eventNameMax)),
  description: Type.Optional(Text(LIMITS.eventDescriptionMax)),
  address: Type.Optional(Text(220, { description: 'street, town, province code' })),
  start_date: Type.Optional(DateTimeText('invalid_start_date')),
  end_date: Type.Optional(DateTimeText('invalid_end_date')),
  public: Type.Optional(LegacyFlag({ default: false })),
  topics: Type.Optional(IdList('topic ids')),
  event_types: Type.Optional(IdList('event type ids')),
  shifts: Type.Optional(
    Type.Array(Ref('ShiftInput', ShiftInput), {
      maxItems: 100,
      description: 'on edit, every existing shift must be listed with its id',
    }),
  ),
};

/** The original payload → the service's input (dates and lists in their legacy forms). */
function eventFromBody(body: Static<TObject<typeof eventFields>>): EventData {
  const { street, town, province } = splitAddress(body.address ?? '');
  return {
    name: body.name ?? '',
    description: body.description ?? '',
    street,
    town,
    province,
    startDate: dateTime(body.start_date, 'startDate'),
    endDate: dateTime(body.end_date, 'endDate'),
    isPublic: flag(body.public),
    topicIds: idList(body.topics, 'topicIds'),
    eventTypeIds: idList(body.event_types, 'eventTypeIds'),
    shifts: (body.shifts ?? []).map((s, i): ShiftData => ({
      id: s.id ?? undefined,
      title: s.title || null,
      description: s.description ?? '',
      // an omitted colour has the contract's default (the palette's first, as the shared rule)
      color: s.color ?? '',
      startDate: dateTime(s.start_datetime ?? s.start_date, `shifts[${i}].startDate`),
      endDate: dateTime(s.end_datetime ?? s.end_date, `shifts[${i}].endDate`),
      maxVolunteer: s.max_volunteer,
      openSubscription: flag(s.open_subscription),
    })),
  };
}

/** search, limit and after of a list whose page is `size` long unless asked. */
const pageFields = (size: number) => ({
  search: SearchQuery(),
  limit: LimitQuery(size),
  after: AfterQuery,
});

/**
 * The connection arguments of a list (limit clamped by the service). The validator fills in the
 * declared default of `limit`; `size` (the same one) only gives its type a number.
 */
const pageQuery = (query: Static<TObject<ReturnType<typeof pageFields>>>, size: number) => ({
  search: query.search || null,
  first: query.limit ?? size,
  after: query.after || null,
});

/** A page of events with the headers the legacy client pages with. */
async function sendPage(
  services: Services,
  res: Response,
  page: Page<EventEntity>,
  withTotal = true,
) {
  if (page.hasNextPage && page.endCursor) res.setHeader('X-Next-Cursor', page.endCursor);
  if (withTotal) res.setHeader('X-Total-Count', String(page.totalCount));
  res.json(await eventBodies(services, page.nodes, requestViewer(res)));
}

/** One visible event in the spec §3 shape (404 when private and not the viewer's). */
async function visibleEventBody(services: Services, res: Response, eventId: number) {
  const event = await services.eventQueries.requireVisible(currentUser(res).id, eventId);
  const [body] = await eventBodies(services, [event], requestViewer(res));
  return body;
}

const eventList = ok('Events (X-Next-Cursor, X-Total-Count headers)', Type.Array(EventRef));

const EXPLORE_PAGE = 50;
const explore = route({
  method: 'get',
  path: '/event',
  summary:
    'Events in programme to explore (favourite=true: of the associations I follow); limit 50, then after=X-Next-Cursor',
  tags: ['events'],
  security: 'bearer',
  query: Type.Object({ favourite: Type.Optional(Type.Boolean()), ...pageFields(EXPLORE_PAGE) }),
  responses: { 200: eventList, ...errors(400, 401) },
  handle: async ({ query }, { res, services }) => {
    const scope = query.favourite === true ? 'favourite' : 'explore';
    const page = await services.eventQueries.list(
      currentUser(res).id,
      scope,
      pageQuery(query, EXPLORE_PAGE),
    );
    await sendPage(services, res, page);
  },
});

const ASSOCIATION_PAGE = 5;
const ofAssociation = route({
  method: 'get',
  path: '/event/association/{id}',
  summary:
    "An association's events: in programme (only_active, default true), limit 5 then +10; calendar=true gives a map keyed DD/MM/YYYY (administrators)",
  tags: ['events'],
  security: 'bearer',
  params: IdPath,
  query: Type.Object({
    only_active: Type.Optional(Type.Boolean({ default: true })),
    calendar: Type.Optional(Type.Boolean()),
    ...pageFields(ASSOCIATION_PAGE),
  }),
  responses: {
    200: ok(
      'Events (X-Next-Cursor, X-Total-Count headers), or with calendar=true a map DD/MM/YYYY → events',
      // one of two shapes (TypeBox's Union would write anyOf)
      Type.Unsafe({
        oneOf: [Type.Array(EventRef), Dictionary(Type.Array(EventRef))],
      }),
    ),
    ...errors(400, 401, 403),
  },
  handle: async ({ params, query }, { res, services }) => {
    const user = currentUser(res);
    if (query.calendar === true) {
      // the administrators' calendar, as /calendar/future?id_association= gives it
      const days = await services.calendar.future(user.id, params.id);
      res.json(await calendarMapBody(services, days, requestViewer(res)));
      return;
    }
    const page = await services.eventQueries.listForAssociation(user.id, params.id, {
      ...pageQuery(query, ASSOCIATION_PAGE),
      onlyActive: query.only_active !== false,
    });
    await sendPage(services, res, page);
  },
});

const HISTORY_PAGE = 10;
const history = route({
  method: 'get',
  path: '/event/history/{id}',
  summary: "An association's terminated events (popular=true: most liked first)",
  tags: ['events'],
  security: 'bearer',
  params: IdPath,
  query: Type.Object({ popular: Type.Optional(Type.Boolean()), ...pageFields(HISTORY_PAGE) }),
  responses: { 200: eventList, ...errors(400, 401) },
  handle: async ({ params, query }, { res, services }) => {
    const page = await services.eventQueries.history(currentUser(res).id, params.id, {
      ...pageQuery(query, HISTORY_PAGE),
      popular: query.popular === true,
    });
    // the contract of this route as it was: X-Next-Cursor only, no X-Total-Count
    await sendPage(services, res, page, false);
  },
});

// the people of a shift are objects whose fields the Event component documents

const volunteers = route({
  method: 'get',
  path: '/event/volunteer/{id}',
  summary:
    "The event's shifts with their volunteers (contacts and waiting ones for administrators)",
  tags: ['events'],
  security: 'bearer',
  params: IdPath,
  responses: {
    200: ok(
      'Shifts',
      Type.Array(
        Type.Partial(
          Type.Object({
            id_shift: Type.Integer(),
            title: Type.String(),
            volunteer: Type.Array(AnyObject),
            waiting_volunteer: Type.Array(AnyObject),
          }),
        ),
      ),
    ),
    ...errors(400, 401, 404),
  },
  handle: async ({ params }, { res, services }) => {
    const body = await visibleEventBody(services, res, params.id);
    res.json(
      body.shift.map((s) => ({
        id_shift: s.id,
        title: s.title,
        volunteer: s.volunteer,
        waiting_volunteer: s.waiting_volunteer,
      })),
    );
  },
});

const one = route({
  method: 'get',
  path: '/event/{id}',
  summary: 'One event with its shifts (404 when private and not yours)',
  tags: ['events'],
  security: 'bearer',
  params: IdPath,
  responses: { 200: ok('Event', EventRef), ...errors(400, 401, 404) },
  handle: async ({ params }, { res, services }) => {
    res.json(await visibleEventBody(services, res, params.id));
  },
});

const create = route({
  method: 'post',
  path: '/event',
  summary: 'Create an event with shifts (administrators), optionally repeated on weekdays',
  tags: ['events'],
  security: 'bearer',
  body: {
    json: Type.Object({
      id_association: Id,
      ...eventFields,
      day_repetition: Type.Optional(
        WeekdayList(
          'comma list (or array) of weekdays 0 (Sunday) … 6; start and end on the same day',
        ),
      ),
    }),
  },
  responses: {
    201: ok(
      'Created',
      Type.Object({
        id_event: Type.Integer(),
        id_copies: Type.Optional(Type.Array(Type.Integer())),
        message: Type.String(),
      }),
    ),
    ...errors(400, 401, 403, 404),
  },
  handle: async ({ body }, { res, services }) => {
    const { event, copies } = await services.events.create(currentUser(res).id, {
      ...eventFromBody(body),
      associationId: body.id_association,
      photos: [],
      repeatWeekdays: weekdays(body.day_repetition),
    });
    res.status(201).json({
      id_event: event.id,
      id_copies: copies.map((c) => c.id),
      message: formatMessage(EVENT_MESSAGES.created),
    });
  },
});

const update = route({
  method: 'put',
  path: '/event/{id}',
  summary: 'Edit (administrators); every existing shift must be listed with its id',
  tags: ['events'],
  security: 'bearer',
  params: IdPath,
  body: {
    json: Type.Object({
      ...eventFields,
      keep_photos: Type.Optional(IdList('photo ids to keep (default all)')),
    }),
  },
  responses: {
    200: ok(
      'Event and message',
      Type.Intersect([EventRef, Type.Partial(Type.Object({ message: Type.String() }))]),
    ),
    ...errors(400, 401, 403, 404),
  },
  handle: async ({ params, body }, { res, services }) => {
    const keep =
      body.keep_photos === undefined
        ? await services.eventPhotos.ids(params.id)
        : idList(body.keep_photos, 'keepPhotoIds');
    const event = await services.events.update(currentUser(res).id, {
      ...eventFromBody(body),
      id: params.id,
      keepPhotoIds: keep,
      newPhotos: [],
    });
    const [answer] = await eventBodies(services, [event], requestViewer(res));
    res.json({ ...answer, message: formatMessage(EVENT_MESSAGES.updated) });
  },
});

const addPhotos = route({
  method: 'post',
  path: '/photo-event/{id}',
  summary: 'Add photos (multipart field photos; at most 3 in all)',
  tags: ['events'],
  security: 'bearer',
  params: IdPath,
  body: {
    multipart: Type.Object({ photos: Type.Optional(Type.Array(Binary, { maxItems: 3 })) }),
  },
  responses: { 200: ok('Event', EventRef), ...errors(400, 401, 403, 404, 413) },
  handle: async ({ params, files }, { res, services }) => {
    const updated = await services.eventPhotos.add(
      currentUser(res).id,
      params.id,
      files.photos ?? [],
    );
    const [answer] = await eventBodies(services, [updated], requestViewer(res));
    res.json(answer);
  },
});

const duplicate = route({
  method: 'post',
  path: '/event/duplicate/{id}',
  summary: 'A private copy without images (administrators)',
  tags: ['events'],
  security: 'bearer',
  params: IdPath,
  responses: { 201: message('Duplicated (id_event)'), ...errors(400, 401, 403, 404) },
  handle: async ({ params }, { res, services }) => {
    const copy = await services.events.duplicate(currentUser(res).id, params.id);
    res.status(201).json({ id_event: copy.id, message: formatMessage(EVENT_MESSAGES.duplicated) });
  },
});

const remove = route({
  method: 'delete',
  path: '/event/{id}',
  summary:
    'Delete (administrators; irreversible); 409 attendance.recorded when one of its shifts has attendance (issue 31: archive it instead)',
  tags: ['events'],
  security: 'bearer',
  params: IdPath,
  responses: { 200: message('Deleted'), ...errors(400, 401, 403, 404, 409) },
  handle: async ({ params }, { res, services }) => {
    await services.events.delete(currentUser(res).id, params.id);
    res.json({ message: formatMessage(EVENT_MESSAGES.deleted) });
  },
});

const terminate = route({
  method: 'patch',
  path: '/event/terminated/{id}',
  summary: 'Archive (administrators; irreversible)',
  tags: ['events'],
  security: 'bearer',
  params: IdPath,
  body: {
    json: Type.Object({
      terminated: Type.Optional(
        LegacyFlag({ description: 'always true (the legacy client sends it)' }),
      ),
    }),
  },
  bodyOptional: true,
  responses: { 200: ok('Event', EventRef), ...errors(400, 401, 403, 404) },
  handle: async ({ params }, { res, services }) => {
    const event = await services.events.terminate(currentUser(res).id, params.id);
    const [answer] = await eventBodies(services, [event], requestViewer(res));
    res.json(answer);
  },
});

const like = route({
  method: 'post',
  path: '/event-like',
  summary: 'Like an event',
  tags: ['events'],
  security: 'bearer',
  body: { json: Type.Object({ id_event: Id }) },
  responses: { 201: message('Liked'), ...errors(400, 401, 404) },
  handle: async ({ body }, { res, services }) => {
    await services.eventReactions.like(currentUser(res).id, body.id_event);
    res.status(201).json({ message: 'ok' });
  },
});

const unlike = route({
  method: 'delete',
  path: '/event-like/{id}',
  summary: 'Remove a like',
  tags: ['events'],
  security: 'bearer',
  params: IdPath,
  responses: { 200: message('Removed'), ...errors(400, 401, 404) },
  handle: async ({ params }, { res, services }) => {
    await services.eventReactions.unlike(currentUser(res).id, params.id);
    res.json({ message: 'ok' });
  },
});

const view = route({
  method: 'post',
  path: '/traffic-event/{id}',
  summary: 'Record a visit of the event page',
  tags: ['events'],
  security: 'bearer',
  params: IdPath,
  responses: { 201: message('Recorded'), ...errors(400, 401, 404) },
  handle: async ({ params }, { res, services }) => {
    await services.eventReactions.recordView(currentUser(res).id, params.id);
    res.status(201).json({ message: 'ok' });
  },
});

export const eventsRoutes = [
  explore,
  create,
  one,
  update,
  remove,
  ofAssociation,
  history,
  volunteers,
  addPhotos,
  duplicate,
  terminate,
  like,
  unlike,
  view,
];
