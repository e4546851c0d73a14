import { NetworkStatus } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { LIMITS } from '@insieme/schema';
import { listFetchPolicy } from '../../app/screenQuery';
import {
  AssociationEventsDocument,
  EventHistoryDocument,
  EventsDocument,
  type EventCardFragment,
  type EventConnectionFieldsFragment,
  type EventScope,
  type EventsQueryVariables,
} from '../../gql/graphql';

/** A page of events as every list shows it. */
export interface EventPage {
  events: readonly EventCardFragment[] | undefined;
  totalCount: number | undefined;
  hasMore: boolean;
  loading: boolean;
  loadingMore: boolean;
  error: unknown;
  /** "Mostra altri": the next page after the last cursor (the cache appends it) */
  showMore: () => void;
  refetch: () => void;
}

export function toPage(
  connection: EventConnectionFieldsFragment | undefined,
  state: {
    loading: boolean;
    networkStatus: NetworkStatus;
    error?: unknown;
    fetchMore: (after: string) => Promise<unknown>;
    refetch: () => Promise<unknown>;
  },
): EventPage {
  return {
    events: connection?.edges.map((edge) => edge.node),
    totalCount: connection?.totalCount,
    hasMore: connection?.pageInfo.hasNextPage ?? false,
    loading: state.loading,
    loadingMore: state.networkStatus === NetworkStatus.fetchMore,
    error: state.error,
    showMore: () => {
      const after = connection?.pageInfo.endCursor;
      if (!after) return;
      state.fetchMore(after).catch((error: unknown) => console.error(error));
    },
    refetch: () => {
      state.refetch().catch((error: unknown) => console.error(error));
    },
  };
}

/** What a list's first page takes from its screen's query result (app/screenQuery.ts). */
export interface ScreenListResult {
  loading: boolean;
  error?: unknown;
  networkStatus?: NetworkStatus;
  refetch: () => Promise<unknown>;
  /** The screen query's own fetchMore, asked with the list's document */
  fetchMore: (options: {
    query: typeof EventsDocument;
    variables: EventsQueryVariables;
  }) => Promise<unknown>;
}

/**
 * The first page of a list that came with its screen's one request: "Mostra altri" asks the
 * list alone (`Events`), and the cache's pagination appends it to the screen's page.
 */
export function screenEvents(
  connection: EventConnectionFieldsFragment | undefined,
  result: ScreenListResult,
  scope: EventScope,
  more: number = LIMITS.exploreViewMore,
): EventPage {
  return toPage(connection, {
    loading: result.loading,
    error: result.error,
    networkStatus: result.networkStatus ?? NetworkStatus.ready,
    refetch: result.refetch,
    fetchMore: (after) =>
      result.fetchMore({
        query: EventsDocument,
        variables: { scope, search: null, first: more, after },
      }),
  });
}

/**
 * Explore (50, then 25 more), my events, or the events of the associations I follow. `skip`
 * when the screen's query brought this list (no search).
 */
export function useEvents(
  scope: EventScope,
  search: string,
  first: number = LIMITS.explorePageSize,
  more: number = LIMITS.exploreViewMore,
  { skip = false }: { skip?: boolean } = {},
): EventPage {
  const result = useQuery(EventsDocument, {
    variables: { scope, search: search || null, first, after: null },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
    skip,
  });
  return toPage(result.data?.events, {
    ...result,
    fetchMore: (after) => result.fetchMore({ variables: { first: more, after } }),
  });
}

/** The association's events in programme (5, then 10 more), searchable by name. */
export function useAssociationEvents(
  associationId: number,
  search: string,
  /** The screen's query brought the first page (/dashboard/{id}/list-events) */
  fromScreen = false,
): EventPage {
  const result = useQuery(AssociationEventsDocument, {
    variables: {
      associationId,
      onlyActive: true,
      search: search || null,
      first: LIMITS.associationEventsPage,
      after: null,
    },
    fetchPolicy: fromScreen ? listFetchPolicy(!search) : 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  return toPage(result.data?.associationEvents, {
    ...result,
    fetchMore: (after) =>
      result.fetchMore({ variables: { first: LIMITS.associationEventsViewMore, after } }),
  });
}

/** The association's terminated events, most recent first (5, then 10 more). */
export function useEventHistory(associationId: number, search: string): EventPage {
  const result = useQuery(EventHistoryDocument, {
    variables: {
      associationId,
      search: search || null,
      first: LIMITS.associationEventsPage,
      after: null,
    },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  return toPage(result.data?.eventHistory, {
    ...result,
    fetchMore: (after) =>
      result.fetchMore({ variables: { first: LIMITS.associationEventsViewMore, after } }),
  });
}
