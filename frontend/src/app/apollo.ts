import { ApolloClient, ApolloLink, HttpLink } from '@apollo/client';
import { SetContextLink } from '@apollo/client/link/context';
import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { createClient, type Client } from 'graphql-ws';
import { createCache } from './cache';
import { i18n } from './i18n';
import { showToast } from './clientState';
import { createAuthGuardLink, createErrorLink } from './errorLink';
import { navigateTo } from './navigation';
import { clearSession, getAccessToken } from './session';

const GRAPHQL_PATH = '/graphql';

function bearer(token: string | null): string | undefined {
  return token ? `Bearer ${token}` : undefined;
}

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
      const authorization = bearer(getAccessToken());
      return authorization ? { authorization } : {};
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

/** HTTP for queries and mutations, WebSocket for subscriptions. */
export function createTransport(fetchImpl?: typeof fetch): ApolloLink {
  const httpLink = new HttpLink({ uri: GRAPHQL_PATH, ...(fetchImpl ? { fetch: fetchImpl } : {}) });

  const headersLink = new SetContextLink((prevContext) => {
    const authorization = bearer(getAccessToken());
    return {
      headers: {
        ...prevContext.headers,
        'Accept-Language': 'it',
        'Page-Request': window.location.href,
        ...(authorization ? { Authorization: authorization } : {}),
      },
    };
  });

  const wsLink = new GraphQLWsLink(createWebSocketClient());

  return ApolloLink.split(
    (operation) => operation.operationType === 'subscription',
    wsLink,
    ApolloLink.from([headersLink, httpLink]),
  );
}

/**
 * The app's client: error handling of spec §8, then the missing-token guard, then the transport
 * (replaceable in tests).
 */
export function createApolloClient(transport: ApolloLink = createTransport()): ApolloClient {
  const errorLink = createErrorLink({
    navigate: navigateTo,
    toast: showToast,
    clearSession: () => {
      clearSession();
      // The next person to sign in must not see this user's cached data.
      client.clearStore().catch(() => undefined);
    },
    messages: {
      loginRequired: i18n.t('errors.login_required'),
      sessionExpired: i18n.t('errors.session_expired'),
      forbidden: i18n.t('errors.forbidden'),
      serverError: i18n.t('errors.server_error'),
    },
  });

  const client: ApolloClient = new ApolloClient({
    link: ApolloLink.from([errorLink, createAuthGuardLink(getAccessToken), transport]),
    cache: createCache(),
  });
  return client;
}
