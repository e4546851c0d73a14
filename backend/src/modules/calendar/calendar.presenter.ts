import type { RequestViewer } from '../../common/policy/viewer';
import type { Services } from '../../platform/services';
import { eventBodies } from '../events/event.presenter';
import type { CalendarDay } from './calendar.service';

/** 'DD/MM/YYYY', the legacy map's key, of a Rome day given as YYYY-MM-DD. */
const dayKey = (date: string) => `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)}`;

/** Each event once, in the order the days first name them. */
const uniqueEvents = (days: CalendarDay[]) => [
  ...new Map(days.flatMap((d) => d.events).map((e) => [e.id, e])).values(),
];

/**
 * The legacy calendar map, DD/MM/YYYY → that day's events (spec §3 shape), for
 * `/calendar/future` and `/event/association/{id}?calendar=true` alike. An event over several
 * days is presented once and listed under each of them (the same object: the same JSON), and one
 * set of loaders serves them all, so neither the SQL nor the work grows with the days.
 */
export async function calendarMapBody(
  services: Services,
  days: CalendarDay[],
  viewer: RequestViewer,
): Promise<Record<string, Awaited<ReturnType<typeof eventBodies>>>> {
  const events = uniqueEvents(days);
  const bodies = await eventBodies(services, events, viewer);
  const byId = new Map(events.map((e, i) => [e.id, bodies[i]]));
  return Object.fromEntries(
    days.map((d) => [dayKey(d.date), d.events.map((e) => byId.get(e.id)!)] as const),
  );
}

/** The days' events as one list, each once (an event over several days is on each of them). */
export function calendarEventsBody(services: Services, days: CalendarDay[], viewer: RequestViewer) {
  return eventBodies(services, uniqueEvents(days), viewer);
}
