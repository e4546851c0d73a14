import { Type } from '@sinclair/typebox';
import { currentUser, requestViewer } from '../../rest/auth-middleware';
import { errors, ok, route } from '../../rest/route';
import { described, Dictionary, Id, IsoDate, Ref } from '../../rest/schemas';
import { eventBodies } from '../events/event.presenter';
import { calendarEventsBody, calendarMapBody } from './calendar.presenter';

const association = Type.Optional(described(Id, 'an association you administer: all its events'));
const Event = Ref('Event');

/** One day of the viewer's calendar (or of an administered association with id_association). */
const daily = route({
  method: 'get',
  path: '/calendar/daily',
  summary: "One day: events where I have a sign-up (or an administered association's events)",
  tags: ['calendar'],
  security: 'bearer',
  query: Type.Object({
    date: Type.Optional(IsoDate({ description: 'YYYY-MM-DD (default today)' })),
    id_association: association,
  }),
  responses: {
    200: ok('Events with shifts', Type.Array(Event)),
    ...errors(400, 401, 403),
  },
  handle: async ({ query }, { res, services }) => {
    const events = await services.calendar.day(
      currentUser(res).id,
      query.date || null,
      query.id_association ?? null,
    );
    res.json(await eventBodies(services, events, requestViewer(res)));
  },
});

/** The next 60 days as a map keyed DD/MM/YYYY (events=true: a flat list of events instead). */
const future = route({
  method: 'get',
  path: '/calendar/future',
  summary: 'The next 60 days as a map keyed DD/MM/YYYY (events=true: a list of events)',
  tags: ['calendar'],
  security: 'bearer',
  query: Type.Object({
    id_association: association,
    events: Type.Optional(described(Type.Boolean(), 'true: a flat list of events')),
  }),
  responses: {
    200: ok('Date map', Dictionary(Type.Array(Event))),
    ...errors(400, 401, 403),
  },
  handle: async ({ query }, { res, services }) => {
    const days = await services.calendar.future(currentUser(res).id, query.id_association ?? null);
    res.json(
      query.events === true
        ? await calendarEventsBody(services, days, requestViewer(res))
        : await calendarMapBody(services, days, requestViewer(res)),
    );
  },
});

export const calendarRoutes = [daily, future];
