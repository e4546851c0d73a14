import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { createClient, type Client } from 'graphql-ws';
import { socketRefused } from './liveUpdates';
import { getAccessToken } from './session';

const GRAPHQL_PATH = '/graphql';

function webSocketUrl(): string {
  const { protocol, host } = window.location;
  return `${protocol === 'https:' ? 'wss:' : 'ws:'}//${host}${GRAPHQL_PATH}`;
}

const closeCode = (event: unknown): number | undefined =>
  event && typeof event === 'object' && 'code' in event ? Number(event.code) : undefined;

/**
 * Whether to connect again after the socket closed. 4401/4403: the token was refused, or its
 * session ended; retrying with the same token is pointless. But a password change ends the old
 * session on purpose and stores a new token: then the live updates reconnect with it.
 */
export function shouldReconnect(
  event: unknown,
  tokenOfSocket: string | null,
  storedToken: string | null,
): boolean {
  const code = closeCode(event);
  if (code !== 4401 && code !== 4403) return true;
  return storedToken !== null && storedToken !== tokenOfSocket;
}

/** Live updates; connects only while a subscription is active and reads the token each time. */
export function createWebSocketClient(): Client {
  let tokenOfSocket: string | null = null;
  return createClient({
    url: webSocketUrl(),
    lazy: true,
    connectionParams: () => {
      tokenOfSocket = getAccessToken();
      return tokenOfSocket ? { authorization: `Bearer ${tokenOfSocket}` } : {};
    },
    shouldRetry: (event) => shouldReconnect(event, tokenOfSocket, getAccessToken()),
    on: {
      closed: (event) => {
        const code = closeCode(event);
        if (code === 4401 || code === 4403) socketRefused(tokenOfSocket, getAccessToken());
      },
    },
  });
}

export function createWebSocketLink(): GraphQLWsLink {
  return new GraphQLWsLink(createWebSocketClient());
}
