import { useMutation, useReactiveVar } from '@apollo/client/react';
import { numberNotificationsVar } from '../../app/clientState';
import {
  MarkAllNotificationsDisplayedDocument,
  UnreadNotificationCountDocument,
} from '../../gql/graphql';

/**
 * "Segna tutte come lette". Possible while something is unread: the badge's count (kept live by
 * its subscription, shared through the cache) or an unread one in the loaded list. Once done, the
 * cached notifications lose their unread mark and the badge reads 0 at once; the server pushes the
 * new count to every open session, and it is fetched again in case the live channel is down.
 */
export function useMarkAllNotificationsDisplayed(
  loaded: readonly { id: number; displayed: boolean }[],
) {
  // the badge's count, mirrored by the shell (layout/useShellData.ts): no request of its own
  const unread = useReactiveVar(numberNotificationsVar);
  const [markAll, { loading }] = useMutation(MarkAllNotificationsDisplayedDocument, {
    refetchQueries: [{ query: UnreadNotificationCountDocument }],
    update(cache) {
      for (const notification of loaded)
        if (!notification.displayed)
          cache.modify({
            id: cache.identify({ __typename: 'Notification', id: notification.id }),
            fields: { displayed: () => true },
          });
      cache.writeQuery({
        query: UnreadNotificationCountDocument,
        data: { unreadNotificationCount: 0 },
      });
    },
  });
  const anyUnread = unread > 0 || loaded.some((item) => !item.displayed);
  return { markAll: () => markAll(), canMarkAll: anyUnread && !loading, busy: loading };
}
