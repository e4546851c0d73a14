import { useQuery } from '@apollo/client/react';
import { MessagingChannelUrlDocument } from '../../gql/graphql';

/** The project's messaging channel (MESSAGING_CHANNEL_URL), or null when there is none. */
export function useMessagingChannelUrl(): string | null {
  const { data } = useQuery(MessagingChannelUrlDocument, { fetchPolicy: 'cache-first' });
  const url = data?.messagingChannelUrl;
  return url && /^https?:\/\//i.test(url) ? url : null;
}
