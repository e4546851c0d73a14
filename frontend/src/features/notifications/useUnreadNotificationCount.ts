import { useQuery, useReactiveVar } from '@apollo/client/react';
import { useEffect } from 'react';
import { numberNotificationsVar } from '../../app/clientState';
import { useLiveEpoch } from '../../app/liveUpdates';
import {
  OnUnreadNotificationCountDocument,
  UnreadNotificationCountDocument,
} from '../../gql/graphql';

/**
 * Unread notifications of the signed-in user: fetched once, then kept live by the
 * `unreadNotificationCount` subscription. Also mirrored in the client state (spec §3).
 */
export function useUnreadNotificationCount(): number {
  const { data, subscribeToMore } = useQuery(UnreadNotificationCountDocument, {
    fetchPolicy: 'cache-and-network',
  });
  const liveEpoch = useLiveEpoch();

  useEffect(
    () =>
      subscribeToMore({
        document: OnUnreadNotificationCountDocument,
        updateQuery: (_previous, { subscriptionData }) => ({
          unreadNotificationCount: subscriptionData.data.unreadNotificationCount,
        }),
        onError: (error) => console.error(error),
      }),
    // liveEpoch: subscribe again after the session changed (app/liveUpdates.ts)
    [subscribeToMore, liveEpoch],
  );

  const count = data?.unreadNotificationCount;
  useEffect(() => {
    if (typeof count === 'number') numberNotificationsVar(count);
  }, [count]);

  return useReactiveVar(numberNotificationsVar);
}
