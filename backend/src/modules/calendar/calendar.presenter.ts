import { DateTime } from 'luxon';
import type { RequestViewer } from '../../common/policy/viewer';
import type { Services } from '../../platform/services';
import { eventBodies } from '../events/event.presenter';
import type { CalendarDay } from './calendar.service';

/** 'DD/MM/YYYY', the legacy map's key, of a Rome day given as YYYY-MM-DD. */
const dayKey = (date: string) => DateTime.fromISO(date).toFormat('dd/LL/yyyy');

/**
 * The legacy calendar map, DD/MM/YYYY → that day's events (spec §3 shape), for
 * `/calendar/future` and `/event/association/{id}?calendar=true` alike. One set of loaders for
 * all the days, so the SQL does not grow with them.
 */
export async function calendarMapBody(
  services: Services,
  days: CalendarDay[],
  viewer: RequestViewer,
): Promise<Record<string, Awaited<ReturnType<typeof eventBodies>>>> {
  const loaders = services.loaders(viewer);
  const entries = await Promise.all(
    days.map(
      async (d) =>
        [dayKey(d.date), await eventBodies(services, d.events, viewer, loaders)] as const,
    ),
  );
  return Object.fromEntries(entries);
}

/** The days' events as one list, each once (an event over several days is on each of them). */
export function calendarEventsBody(services: Services, days: CalendarDay[], viewer: RequestViewer) {
  const unique = [...new Map(days.flatMap((d) => d.events).map((e) => [e.id, e])).values()];
  return eventBodies(services, unique, viewer);
}
