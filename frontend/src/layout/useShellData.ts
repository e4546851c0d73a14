import { useQuery, useReactiveVar, useSubscription } from '@apollo/client/react';
import { useEffect } from 'react';
import { numberNotificationsVar } from '../app/clientState';
import { useRestartOnResume } from '../app/liveUpdates';
import { storeProfile } from '../app/session';
import {
  OnUnreadNotificationCountDocument,
  ShellDocument,
  UnreadNotificationCountDocument,
} from '../gql/graphql';

/**
 * The shell's data, read from the cache only: each screen's query brings it (`...ShellData`), so
 * the shell never sends a request of its own. The profile mirrored in local storage and the
 * unread count in the client state follow it; the count then stays live by its subscription.
 * Returns the unread count.
 */
export function useShellData(): number {
  const { data } = useQuery(ShellDocument, { fetchPolicy: 'cache-only', returnPartialData: true });
  const me = data?.me;
  const count = data?.unreadNotificationCount;

  useEffect(() => {
    // the whole profile or nothing (the subscription may write the count before it arrives)
    if (me?.name === undefined || me.surname === undefined || me.isAdmin === undefined) return;
    storeProfile({
      name: me.name,
      surname: me.surname,
      isAdmin: me.isAdmin,
      imageUrl: me.imageUrl ?? null,
    });
  }, [me]);
  useEffect(() => {
    if (typeof count === 'number') numberNotificationsVar(count);
  }, [count]);

  const { restart } = useSubscription(OnUnreadNotificationCountDocument, {
    onData: ({ client, data: live }) => {
      if (!live.data) return;
      client.cache.writeQuery({
        query: UnreadNotificationCountDocument,
        data: { unreadNotificationCount: live.data.unreadNotificationCount },
      });
    },
    onError: (error) => console.error(error),
  });
  // a new socket after the session changed (app/liveUpdates.ts)
  useRestartOnResume(restart);

  return useReactiveVar(numberNotificationsVar);
}
