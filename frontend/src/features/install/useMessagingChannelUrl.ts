import { useQuery } from '@apollo/client/react';
import { MessagingChannelUrlDocument } from '../../gql/graphql';

/** The channel's address when it is a web address, else null (nothing to show). */
export function channelUrl(url: string | null | undefined): string | null {
  return url && /^https?:\/\//i.test(url) ? url : null;
}

/** The project's messaging channel (MESSAGING_CHANNEL_URL), or null when there is none. */
export function useMessagingChannelUrl(): string | null {
  const { data } = useQuery(MessagingChannelUrlDocument, { fetchPolicy: 'cache-first' });
  return channelUrl(data?.messagingChannelUrl);
}
