import { ApolloClient, ApolloLink, HttpLink } from '@apollo/client';
import { SetContextLink } from '@apollo/client/link/context';
import { Observable, type Subscription } from 'rxjs';
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

/**
 * Subscriptions over graphql-ws, loaded with the first subscription (the badge of the signed-in
 * shell starts one right after the first render): no screen waits for the WebSocket client's
 * code before it draws, and the public screens never load it.
 */
function lazyWebSocketLink(): ApolloLink {
  let link: Promise<ApolloLink> | undefined;
  return new ApolloLink(
    (operation, forward) =>
      new Observable((observer) => {
        let subscription: Subscription | undefined;
        let closed = false;
        (link ??= import('./webSocketLink').then((m) => m.createWebSocketLink())).then(
          (ws) => {
            if (!closed) subscription = ws.request(operation, forward).subscribe(observer);
          },
          (error: unknown) => observer.error(error),
        );
        return () => {
          closed = true;
          subscription?.unsubscribe();
        };
      }),
  );
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

  const wsLink = lazyWebSocketLink();

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
