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

export function screens(http: BenchHttp, floors: BenchFloors, world: World): Screen[] {
  const volunteer = (i: number) => world.volunteers[i % world.volunteers.length];
  const event = (i: number) => world.events[i % world.events.length];
  const admin = (i: number) => world.admins[i % world.admins.length];
  const gql = (op: (typeof OPS)[keyof typeof OPS], variables: object, token: string) => () =>
    http.graphql(op, variables as Record<string, unknown>, token);
  const get = (path: string, token: string) => () => http.request('GET', path, { token });

  return [
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
      floor(i) {
        return floors.home(volunteer(i).id, world.todayStart, world.todayEnd);
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
      floor(i) {
        return floors.eventPage(volunteer(i).id, event(i).id);
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
      floor(i) {
        return floors.explore(volunteer(i).id);
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
      floor(i) {
        return floors.calendarMonth(volunteer(i).id, world.monthStart, world.monthEnd);
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
      floor(i) {
        const { id, associationId } = admin(i);
        return floors.requestShift(id, associationId);
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
      floor(i) {
        return floors.notifications(volunteer(i).id);
      },
    },
  ];
}
