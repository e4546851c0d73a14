import { useMutation } from '@apollo/client/react';
import { useEffect, useRef } from 'react';
import {
  MarkNotificationDisplayedDocument,
  UnreadNotificationCountDocument,
} from '../../gql/graphql';

/**
 * Marks a notification displayed once it is open (spec §4: displayed 0 becomes 1). The cached
 * Notification follows the answer, so the list loses its unread mark; the unread counter is
 * pushed by its subscription and fetched again in case the live channel is down.
 */
export function useMarkNotificationDisplayed(
  notification: { id: number; displayed: boolean } | null | undefined,
): void {
  const [mark] = useMutation(MarkNotificationDisplayedDocument, {
    refetchQueries: [{ query: UnreadNotificationCountDocument }],
  });
  const marked = useRef(new Set<number>());
  const id = notification?.id;
  const unread = notification ? !notification.displayed : false;
  useEffect(() => {
    if (id === undefined || !unread || marked.current.has(id)) return;
    marked.current.add(id);
    mark({ variables: { input: { notificationId: id } } }).catch((error: unknown) => {
      marked.current.delete(id);
      console.error(error);
    });
  }, [id, unread, mark]);
}
