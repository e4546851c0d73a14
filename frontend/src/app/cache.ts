import { InMemoryCache } from '@apollo/client';
import { relayStylePagination } from '@apollo/client/utilities';

/**
 * The app's normalised cache.
 * - DashboardCounters has no `id`: it is one object per association, so the live subscription
 *   and the dashboard query write the same entry and every badge follows.
 * - AssociationDashboard is one per association too.
 * - `associations` is cursor-paginated: one list per filter and search, "Mostra altre" appends.
 */
export function createCache(): InMemoryCache {
  return new InMemoryCache({
    typePolicies: {
      DashboardCounters: { keyFields: ['associationId'] },
      AssociationDashboard: { keyFields: ['associationId'] },
      Query: {
        fields: {
          associations: relayStylePagination(['filter', 'search']),
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
