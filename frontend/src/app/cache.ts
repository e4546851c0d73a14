import { InMemoryCache } from '@apollo/client';
import { relayStylePagination } from '@apollo/client/utilities';

/**
 * The app's normalised cache.
 * - DashboardCounters has no `id`: it is one object per association, so the live subscription
 *   and the dashboard query write the same entry and every badge follows.
 * - AssociationDashboard is one per association too.
 * - `associations` is cursor-paginated: one list per filter and search, "Mostra altre" appends.
 *   The event lists (`events`, `associationEvents`, `eventHistory`) likewise: one list per scope
 *   (association, tab) and search; `first` is not a key, so "Mostra altri" appends.
 * - Shift is normalised by `id`: a live `eventShiftsChanged` Shift or a mutation's answer updates
 *   every screen that shows it (remaining places, my sign-up). Its people lists and an event's
 *   shifts and photos are replaced as a whole by the newest answer.
 */
export function createCache(): InMemoryCache {
  return new InMemoryCache({
    typePolicies: {
      DashboardCounters: { keyFields: ['associationId'] },
      AssociationDashboard: { keyFields: ['associationId'] },
      Event: {
        fields: {
          shifts: { merge: false },
          photos: { merge: false },
          topics: { merge: false },
          eventTypes: { merge: false },
        },
      },
      Shift: {
        fields: {
          volunteers: { merge: false },
          waitingVolunteers: { merge: false },
        },
      },
      Query: {
        fields: {
          associations: relayStylePagination(['filter', 'search']),
          events: relayStylePagination(['scope', 'search']),
          associationEvents: relayStylePagination(['associationId', 'onlyActive', 'search']),
          eventHistory: relayStylePagination(['associationId', 'popular', 'search']),
        },
      },
    },
  });
}

/**
 * Arguments of a stored field, read back from its store name: `volunteers({"status":"WAITING"})`
 * or, with key arguments, `associations:{"filter":"FOLLOWED"}`. Empty when there are none.
 */
export function storeFieldArgs(storeFieldName: string): Record<string, unknown> {
  const start = storeFieldName.search(/[(:]/);
  if (start < 0) return {};
  const body =
    storeFieldName[start] === '('
      ? storeFieldName.slice(start + 1, storeFieldName.lastIndexOf(')'))
      : storeFieldName.slice(start + 1);
  try {
    const parsed: unknown = JSON.parse(body);
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}
