import { ApolloClient, ApolloLink, HttpLink } from '@apollo/client';
import { SetContextLink } from '@apollo/client/link/context';
import { PersistedQueryLink } from '@apollo/client/link/persisted-queries';
import type { DocumentNode } from 'graphql';
import { Observable, type Subscription } from 'rxjs';
import { createCache } from './cache';
import { i18n } from './i18n';
import { showToast } from './clientState';
import { takeEarlyScreenData } from './earlyScreenData';
import { createAuthGuardLink, createErrorLink } from './errorLink';
import { navigateTo } from './navigation';
import { loginPathFor } from './returnPath';
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

/**
 * The hash graphql-codegen puts on the app's own documents (codegen.ts, `persistedDocuments`):
 * the key of frontend/src/gql/persisted-documents.json, which the server reads at startup.
 */
export function persistedHash(document: DocumentNode): string | undefined {
  const hash = (document as { __meta__?: { hash?: unknown } }).__meta__?.hash;
  return typeof hash === 'string' ? hash : undefined;
}

/**
 * Queries and mutations of the app's documents go as their hash alone (Apollo's
 * `extensions.persistedQuery`): a smaller request that the server runs without parsing,
 * validating or costing it. A hash the server does not know (PERSISTED_QUERY_NOT_FOUND) means
 * the page and the server were built from different documents, a deployment while the page was
 * open: that request is sent again with its text, and so are all the later ones.
 */
function persistedQueryLink(): ApolloLink {
  return new PersistedQueryLink({
    // only called for documents that have one (see the split in createTransport)
    generateHash: (document) => persistedHash(document)!,
    disable: ({ meta }) => meta.persistedQueryNotSupported || meta.persistedQueryNotFound,
  });
}

/** An answer the server gave to a persisted query, unless it did not know the hash. */
function isUsableAnswer(answer: unknown): answer is ApolloLink.Result {
  if (typeof answer !== 'object' || answer === null) return false;
  if (!('data' in answer) && !('errors' in answer)) return false;
  const errors = (answer as { errors?: { message?: string; extensions?: { code?: string } }[] })
    .errors;
  return !errors?.some(
    (e) =>
      e.extensions?.code === 'PERSISTED_QUERY_NOT_FOUND' || e.message === 'PersistedQueryNotFound',
  );
}

/**
 * The answer to a screen's query that the entry asked for before the app's code arrived
 * (app/earlyScreenData.ts), when this is that query: taken once, instead of asking again. An
 * answer that did not come (network) or names an unknown hash: the query goes as usual.
 */
function earlyAnswerLink(): ApolloLink {
  return new ApolloLink((operation, forward) => {
    const early =
      operation.operationType === 'query' && operation.operationName
        ? takeEarlyScreenData(operation.operationName, operation.variables)
        : undefined;
    if (!early) return forward(operation);
    return new Observable<ApolloLink.Result>((observer) => {
      let subscription: Subscription | undefined;
      let closed = false;
      const asUsual = () => {
        if (!closed) subscription = forward(operation).subscribe(observer);
      };
      early.then((answer) => {
        if (closed) return;
        if (!isUsableAnswer(answer)) return asUsual();
        observer.next(answer);
        observer.complete();
      }, asUsual);
      return () => {
        closed = true;
        subscription?.unsubscribe();
      };
    });
  });
}

/**
 * HTTP for queries and mutations, the app's own documents by hash; WebSocket for subscriptions,
 * which keep sending their text (graphql-ws sends a subscription once per socket, and the
 * server's WebSocket guard checks the text).
 */
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

  const http = ApolloLink.from([headersLink, httpLink]);

  return ApolloLink.split(
    (operation) => operation.operationType === 'subscription',
    wsLink,
    ApolloLink.split(
      (operation) => persistedHash(operation.query) !== undefined,
      ApolloLink.from([earlyAnswerLink(), persistedQueryLink(), http]),
      http,
    ),
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
    hasSession: () => getAccessToken() !== null,
    // the check-in page of a QR code is opened again once signed in (app/returnPath.ts)
    loginPath: () => loginPathFor(window.location.pathname, window.location.search),
    clearSession: () => {
      clearSession();
      // The next person to sign in must not see this user's cached data.
      client.clearStore().catch(() => undefined);
    },
    messages: {
      loginRequired: i18n.t('errors.login_required'),
      sessionExpired: i18n.t('errors.session_expired'),
      sessionEnded: i18n.t('errors.session_ended'),
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
