import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { createClient, type Client } from 'graphql-ws';
import { getAccessToken } from './session';

const GRAPHQL_PATH = '/graphql';

function webSocketUrl(): string {
  const { protocol, host } = window.location;
  return `${protocol === 'https:' ? 'wss:' : 'ws:'}//${host}${GRAPHQL_PATH}`;
}

/** Live updates; connects only while a subscription is active and reads the token each time. */
export function createWebSocketClient(): Client {
  return createClient({
    url: webSocketUrl(),
    lazy: true,
    connectionParams: () => {
      const token = getAccessToken();
      return token ? { authorization: `Bearer ${token}` } : {};
    },
    // 4401/4403: the token was refused; retrying with the same one is pointless.
    shouldRetry: (event) =>
      !(
        event &&
        typeof event === 'object' &&
        'code' in event &&
        [4401, 4403].includes(Number(event.code))
      ),
  });
}

export function createWebSocketLink(): GraphQLWsLink {
  return new GraphQLWsLink(createWebSocketClient());
}
