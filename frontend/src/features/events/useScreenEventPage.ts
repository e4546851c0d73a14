import { NetworkStatus } from '@apollo/client';
import { useState } from 'react';
import type { EventConnectionFieldsFragment } from '../../gql/graphql';
import { toPage, type EventPage } from './useEventLists';

/**
 * A list of events that came inside a screen's one request, as every list shows it. "Mostra
 * altri" calls `more` (the list's own query through the screen's fetchMore: the cache appends the
 * page to the same list) and tells its own progress, so the screen's other lists do not look busy.
 */
export function useScreenEventPage(
  connection: EventConnectionFieldsFragment | undefined,
  screen: { loading: boolean; error?: unknown; refetch: () => Promise<unknown> },
  more: (after: string) => Promise<unknown>,
): EventPage {
  const [loadingMore, setLoadingMore] = useState(false);
  const page = toPage(connection, {
    ...screen,
    networkStatus: NetworkStatus.ready,
    fetchMore: (after) => {
      setLoadingMore(true);
      return more(after).finally(() => setLoadingMore(false));
    },
  });
  return { ...page, loadingMore };
}
