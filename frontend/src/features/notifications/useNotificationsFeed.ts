import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { useLiveEpoch } from '../../app/liveUpdates';
import {
  NotificationsDocument,
  OnNotificationReceivedDocument,
  type NotificationItemFragment,
} from '../../gql/graphql';
import { appendPage, isLoadingMore, PAGE_SIZE } from './paging';

function matches(notification: NotificationItemFragment, search: string): boolean {
  if (!search) return true;
  const needle = search.toLowerCase();
  return [notification.title, notification.body, notification.association?.name ?? ''].some(
    (text) => text.toLowerCase().includes(needle),
  );
}

/**
 * The signed-in user's notifications, newest first, searched on the server. A new one arrives
 * through `notificationReceived` and is put on top of the list in the cache, without a reload.
 */
export function useNotificationsFeed(search: string) {
  const result = useQuery(NotificationsDocument, {
    variables: { search: search || null, first: PAGE_SIZE, after: null },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const { subscribeToMore, fetchMore } = result;
  const liveEpoch = useLiveEpoch();

  useEffect(
    () =>
      subscribeToMore({
        document: OnNotificationReceivedDocument,
        updateQuery: (_unsafePrevious, { subscriptionData, complete, previousData }) => {
          const received = subscriptionData.data?.notificationReceived;
          if (!complete || !received || !matches(received, search)) return undefined;
          const list = previousData.notifications;
          if (list.edges.some((edge) => edge.node.id === received.id)) return undefined;
          return {
            ...previousData,
            notifications: {
              ...list,
              edges: [
                {
                  __typename: 'NotificationEdge' as const,
                  cursor: `new-${received.id}`,
                  node: received,
                },
                ...list.edges,
              ],
              totalCount: list.totalCount + 1,
            },
          };
        },
        onError: (error) => console.error(error),
      }),
    // liveEpoch: subscribe again after the session changed (app/liveUpdates.ts)
    [subscribeToMore, search, liveEpoch],
  );

  const connection = result.data?.notifications;
  return {
    notifications: connection?.edges.map((edge) => edge.node),
    totalCount: connection?.totalCount,
    hasMore: connection?.pageInfo.hasNextPage ?? false,
    loading: result.loading,
    loadingMore: isLoadingMore(result.networkStatus),
    error: result.error,
    showMore: () => {
      const after = connection?.pageInfo.endCursor;
      if (!after) return;
      fetchMore({
        variables: { after },
        updateQuery: (previous, { fetchMoreResult }) => ({
          ...previous,
          notifications: appendPage(previous.notifications, fetchMoreResult.notifications),
        }),
      }).catch((error: unknown) => console.error(error));
    },
  };
}
