import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { useLiveEpoch } from '../../app/liveUpdates';
import type { useScreenQuery } from '../../app/screenQuery';
import {
  NotificationsDocument,
  OnNotificationReceivedDocument,
  type NotificationConnectionFieldsFragment,
  type NotificationItemFragment,
  type NotificationsScreenQuery,
  type NotificationsScreenQueryVariables,
} from '../../gql/graphql';
import { appendPage, isLoadingMore, PAGE_SIZE } from './paging';

function matches(notification: NotificationItemFragment, search: string): boolean {
  if (!search) return true;
  const needle = search.toLowerCase();
  return [notification.title, notification.body, notification.association?.name ?? ''].some(
    (text) => text.toLowerCase().includes(needle),
  );
}

/** A list's data with a notification just received on top; undefined when nothing changes. */
function withReceived<T extends { notifications: NotificationConnectionFieldsFragment }>(
  data: T,
  received: NotificationItemFragment | undefined,
  search: string,
): T | undefined {
  if (!received || !matches(received, search)) return undefined;
  const list = data.notifications;
  if (list.edges.some((edge) => edge.node.id === received.id)) return undefined;
  return {
    ...data,
    notifications: {
      ...list,
      edges: [
        { __typename: 'NotificationEdge' as const, cursor: `new-${received.id}`, node: received },
        ...list.edges,
      ],
      totalCount: list.totalCount + 1,
    },
  };
}

/** The screen's one request (notificationsScreen.ts), as NotificationsPage reads it. */
export type NotificationsScreenResult = ReturnType<
  typeof useScreenQuery<NotificationsScreenQuery, NotificationsScreenQueryVariables>
>;

/**
 * The signed-in user's notifications, newest first, searched on the server. Without a search
 * the first page is the screen's (its one request); a search asks `Notifications` alone. A new
 * one arrives through `notificationReceived` and is put on top of the list shown, in the cache,
 * without a reload.
 */
export function useNotificationsFeed(search: string, screen: NotificationsScreenResult) {
  const searched = useQuery(NotificationsDocument, {
    variables: { search: search || null, first: PAGE_SIZE, after: null },
    skip: !search,
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const liveEpoch = useLiveEpoch();
  const { subscribeToMore: subscribeScreen } = screen;
  const { subscribeToMore: subscribeSearched } = searched;

  useEffect(() => {
    const live = { document: OnNotificationReceivedDocument, onError: console.error };
    if (search)
      return subscribeSearched({
        ...live,
        updateQuery: (_unsafePrevious, { subscriptionData, complete, previousData }) =>
          complete
            ? withReceived(previousData, subscriptionData.data?.notificationReceived, search)
            : undefined,
      });
    return subscribeScreen({
      ...live,
      updateQuery: (_unsafePrevious, { subscriptionData, complete, previousData }) =>
        complete
          ? withReceived(previousData, subscriptionData.data?.notificationReceived, '')
          : undefined,
    });
    // liveEpoch: subscribe again after the session changed (app/liveUpdates.ts)
  }, [subscribeScreen, subscribeSearched, search, liveEpoch]);

  const result = search ? searched : screen;
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
      const more = search
        ? searched.fetchMore({
            variables: { after },
            updateQuery: (previous, { fetchMoreResult }) => ({
              ...previous,
              notifications: appendPage(previous.notifications, fetchMoreResult.notifications),
            }),
          })
        : // the screen's page goes on with the list's own document
          screen.fetchMore({
            query: NotificationsDocument,
            variables: { search: null, first: PAGE_SIZE, after },
            updateQuery: (previous, { fetchMoreResult }) => ({
              ...previous,
              notifications: appendPage(previous.notifications, fetchMoreResult.notifications),
            }),
          });
      more.catch((error: unknown) => console.error(error));
    },
  };
}
