import { operation } from './documents';
import type { BenchFloors } from './floors';
import { wave, type BenchHttp } from './http';
import type { World } from './world';

/**
 * The screens the bench replays. `graphql` sends what the built frontend sends for the screen, in
 * its waves (recorded from Chromium on `npm start`: requests of one wave leave together; a later
 * wave waits for an answer of the earlier one), `rest` the calls a REST client makes to show the
 * same screen, `floor` the hand-written SQL of the same data (floors.ts).
 */
export interface Screen {
  name: string;
  /** HTTP requests per screen through each API (for the per-request overhead estimate) */
  requests: { graphql: number; rest: number };
  graphql(i: number): Promise<void>;
  rest(i: number): Promise<void>;
  floor(i: number): Promise<unknown>;
  /** the same SQL behind a bare node:http server (http-floor.ts): one request per screen */
  httpFloor(i: number): Promise<unknown>;
  /** what differs between the REST calls and the GraphQL screen, if anything */
  note?: string;
}

const OPS = {
  messagingChannel: operation('MessagingChannelUrl'),
  programme: operation('Programme'),
  associations: operation('Associations'),
  nearby: operation('NearbyAssociations'),
  events: operation('Events'),
  me: operation('Me'),
  unread: operation('UnreadNotificationCount'),
  event: operation('Event'),
  recordView: operation('RecordEventView'),
  viewerMembership: operation('ViewerMembership'),
  calendar: operation('Calendar'),
  counters: operation('AssociationCounters'),
  shiftRequests: operation('ShiftRequests'),
  notifications: operation('Notifications'),
};

const pick =
  <T>(list: T[]) =>
  (i: number): T =>
    list[i % list.length];

/**
 * Each screen's SQL floor, in the order of `screens`: the bench runs them in its own process (the
 * SQL floor) and the HTTP floor's server runs the very same functions (http-floor.ts).
 */
export function screenFloors(
  floors: BenchFloors,
  world: World,
): ((i: number) => Promise<unknown[][]>)[] {
  const volunteer = pick(world.volunteers);
  const event = pick(world.events);
  const admin = pick(world.admins);
  // one per screen, in the order of `screens` below
  return [
    (i) => floors.home(volunteer(i).id, world.todayStart, world.todayEnd),
    (i) => floors.eventPage(volunteer(i).id, event(i).id),
    (i) => floors.explore(volunteer(i).id),
    (i) => floors.calendarMonth(volunteer(i).id, world.monthStart, world.monthEnd),
    (i) => floors.requestShift(admin(i).id, admin(i).associationId),
    (i) => floors.notifications(volunteer(i).id),
  ];
}

export function screens(
  http: BenchHttp,
  floors: BenchFloors,
  world: World,
  floorHttp: BenchHttp,
): Screen[] {
  const volunteer = pick(world.volunteers);
  const event = pick(world.events);
  const admin = pick(world.admins);
  const floor = screenFloors(floors, world);
  // the SQL floor in this process, the HTTP floor as one request to its server
  const withFloors = (list: Omit<Screen, 'floor' | 'httpFloor'>[]): Screen[] =>
    list.map((screen, k) => ({
      ...screen,
      floor: floor[k],
      httpFloor: (i) => floorHttp.request('GET', `/floor/${k}/${i}`),
    }));
  const gql = (op: (typeof OPS)[keyof typeof OPS], variables: object, token: string) => () =>
    http.graphql(op, variables as Record<string, unknown>, token);
  const get = (path: string, token: string) => () => http.request('GET', path, { token });

  return withFloors([
    {
      name: 'Home',
      requests: { graphql: 8, rest: 7 },
      async graphql(i) {
        const { token } = volunteer(i);
        await wave([
          gql(OPS.messagingChannel, {}, token),
          gql(OPS.programme, { date: world.today }, token),
          gql(
            OPS.associations,
            { filter: 'VOLUNTEER', search: null, first: 8, after: null },
            token,
          ),
          gql(OPS.associations, { filter: 'FOLLOWED', search: null, first: 8, after: null }, token),
          gql(OPS.nearby, { first: 8 }, token),
          gql(OPS.events, { scope: 'FAVOURITE', search: null, first: 5, after: null }, token),
          gql(OPS.me, {}, token),
          gql(OPS.unread, {}, token),
        ]);
      },
      async rest(i) {
        const { token } = volunteer(i);
        await wave([
          get(`/api/calendar/daily/?date=${world.today}`, token),
          get('/api/association/info/?volunteer=true&limit=8', token),
          get('/api/association/info/?limit=8', token),
          get('/api/association/near/?limit=8', token),
          get('/api/event/?favourite=true&limit=5', token),
          get('/api/user/', token),
          get('/api/notification/?limit=1', token),
        ]);
      },
      note: "REST's daily calendar gives today's events with all their shifts (the programme's shape in that API); the badge comes with /api/notification",
    },
    {
      name: 'event page',
      requests: { graphql: 4, rest: 4 },
      async graphql(i) {
        const { token } = volunteer(i);
        const { id, associationId } = event(i);
        await wave([
          gql(OPS.event, { id }, token),
          gql(OPS.recordView, { input: { eventId: id } }, token),
          gql(OPS.unread, {}, token),
        ]);
        // the shift cards ask, once the event is there, what the viewer is to its association
        await http.graphql(OPS.viewerMembership, { id: associationId }, token);
      },
      async rest(i) {
        const { token } = volunteer(i);
        const { id, associationId } = event(i);
        await wave([
          get(`/api/event/${id}`, token),
          () => http.request('POST', `/api/traffic-event/${id}`, { token, body: '{}' }),
          get('/api/notification/?limit=1', token),
        ]);
        await http.request('GET', `/api/association/info/${associationId}`, { token });
      },
    },
    {
      name: 'explore (50 events)',
      requests: { graphql: 3, rest: 3 },
      async graphql(i) {
        const { token } = volunteer(i);
        await wave([
          gql(OPS.nearby, { first: 8 }, token),
          gql(OPS.events, { scope: 'EXPLORE', search: null, first: 50, after: null }, token),
          gql(OPS.unread, {}, token),
        ]);
      },
      async rest(i) {
        const { token } = volunteer(i);
        await wave([
          get('/api/association/near/?limit=8', token),
          get('/api/event/?limit=50', token),
          get('/api/notification/?limit=1', token),
        ]);
      },
    },
    {
      name: 'calendar month',
      requests: { graphql: 2, rest: 2 },
      async graphql(i) {
        const { token } = volunteer(i);
        await wave([
          gql(
            OPS.calendar,
            { from: world.monthFrom, to: world.monthTo, associationId: null },
            token,
          ),
          gql(OPS.unread, {}, token),
        ]);
      },
      async rest(i) {
        const { token } = volunteer(i);
        await wave([get('/api/calendar/future/', token), get('/api/notification/?limit=1', token)]);
      },
      note: 'REST has no month: its calendar is /calendar/future (today and 60 days on), more days than the GraphQL month',
    },
    {
      name: 'request-shift (admin)',
      requests: { graphql: 4, rest: 3 },
      async graphql(i) {
        const { token, associationId } = admin(i);
        // the dashboard guard asks first; the page's own queries follow
        await wave([
          gql(OPS.viewerMembership, { id: associationId }, token),
          gql(OPS.unread, {}, token),
        ]);
        await wave([
          gql(OPS.counters, { id: associationId }, token),
          gql(OPS.shiftRequests, { associationId, search: null }, token),
        ]);
      },
      async rest(i) {
        const { token, associationId } = admin(i);
        await http.request('GET', `/api/association/info/${associationId}`, { token });
        await wave([
          get(`/api/user-shift/${associationId}`, token),
          get('/api/notification/?limit=1', token),
        ]);
      },
      note: 'REST has no counters call of its own (they come with the heavier dashboard=true)',
    },
    {
      name: 'notifications list',
      requests: { graphql: 2, rest: 1 },
      async graphql(i) {
        const { token } = volunteer(i);
        await wave([
          gql(OPS.notifications, { search: null, first: 20, after: null }, token),
          gql(OPS.unread, {}, token),
        ]);
      },
      async rest(i) {
        await http.request('GET', '/api/notification/?limit=20', { token: volunteer(i).token });
      },
    },
  ]);
}
