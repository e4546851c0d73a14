import { useQuery, useReactiveVar } from '@apollo/client/react';
import { useEffect } from 'react';
import { numberNotificationsVar } from '../../app/clientState';
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

  useEffect(
    () =>
      subscribeToMore({
        document: OnUnreadNotificationCountDocument,
        updateQuery: (_previous, { subscriptionData }) => ({
          unreadNotificationCount: subscriptionData.data.unreadNotificationCount,
        }),
        onError: (error) => console.error(error),
      }),
    [subscribeToMore],
  );

  const count = data?.unreadNotificationCount;
  useEffect(() => {
    if (typeof count === 'number') numberNotificationsVar(count);
  }, [count]);

  return useReactiveVar(numberNotificationsVar);
}
