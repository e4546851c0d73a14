import { operation } from './documents';
import type { BenchFloors } from './floors';
import { wave, type BenchHttp } from './http';
import type { World } from './world';

/**
 * The screens the bench replays. `graphql` sends what the built frontend sends for the screen
 * opened by its address: since issue 20 one query per screen (frontend/e2e/screen-requests.spec.ts
 * holds the browser to it), then the writes it makes on opening; `rest` the calls a REST client makes to show the
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
  home: operation('HomeScreen'),
  event: operation('EventScreen'),
  recordView: operation('RecordEventView'),
  explore: operation('ExploreScreen'),
  calendar: operation('CalendarScreen'),
  requestShift: operation('RequestShiftScreen'),
  notifications: operation('NotificationsScreen'),
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
  const get = (path: string, token: string) => () => http.request('GET', path, { token });

  return withFloors([
    {
      name: 'Home',
      requests: { graphql: 1, rest: 7 },
      async graphql(i) {
        const { token } = volunteer(i);
        await http.graphql(
          OPS.home,
          { date: world.today, stripSize: 8, nearby: 8, events: 5 },
          token,
        );
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
      requests: { graphql: 2, rest: 4 },
      async graphql(i) {
        const { token } = volunteer(i);
        const { id } = event(i);
        await http.graphql(OPS.event, { id }, token);
        // the visit is recorded once the event is there
        await http.graphql(OPS.recordView, { input: { eventId: id } }, token);
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
      requests: { graphql: 1, rest: 3 },
      async graphql(i) {
        await http.graphql(OPS.explore, { first: 50, nearby: 8 }, volunteer(i).token);
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
      requests: { graphql: 1, rest: 2 },
      async graphql(i) {
        const variables = { from: world.monthFrom, to: world.monthTo };
        await http.graphql(OPS.calendar, variables, volunteer(i).token);
      },
      async rest(i) {
        const { token } = volunteer(i);
        await wave([get('/api/calendar/future/', token), get('/api/notification/?limit=1', token)]);
      },
      note: 'REST has no month: its calendar is /calendar/future (today and 60 days on), more days than the GraphQL month',
    },
    {
      name: 'request-shift (admin)',
      requests: { graphql: 1, rest: 3 },
      async graphql(i) {
        const { token, associationId } = admin(i);
        await http.graphql(OPS.requestShift, { idAssociation: associationId }, token);
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
      requests: { graphql: 1, rest: 1 },
      async graphql(i) {
        await http.graphql(OPS.notifications, { first: 20 }, volunteer(i).token);
      },
      async rest(i) {
        await http.request('GET', '/api/notification/?limit=20', { token: volunteer(i).token });
      },
    },
  ]);
}
