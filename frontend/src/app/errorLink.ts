import { ApolloLink } from '@apollo/client';
import { ServerError } from '@apollo/client/errors';
import { ErrorLink } from '@apollo/client/link/error';
import { Observable } from 'rxjs';
import { readGraphQLErrors } from './graphqlErrors';
import { requiresAuthentication } from './operationAccess';
import type { ToastType } from './clientState';
import type { NavigateOptions } from './navigation';

declare module '@apollo/client' {
  interface DefaultContext {
    /**
     * Opt-in for the few operations whose screen shows none of their errors itself (follow and
     * volunteer buttons, catalog pickers, live updates): the error link then also toasts their
     * own errors (bad input, not found, conflict, too many requests). By default a screen shows
     * its operation's errors where they belong (under a field, in the page) and the link keeps
     * to what no screen can handle: session, permission and server failures.
     */
    toastErrors?: boolean;
    /**
     * The logout's own call to end the session on the server: whatever it answers, the app
     * signs out locally next, so the link neither redirects nor toasts for it.
     */
    signingOut?: boolean;
    /**
     * A screen that tells a refusal itself (the dashboard's guard, features/dashboard): its one
     * query also asks for data only administrators may read, and the guard tells a missing
     * association (not found) from a refused viewer (Non hai i permessi!), so the link leaves
     * FORBIDDEN to it.
     */
    refusalHandled?: boolean;
  }
}

/** The server's key for a token whose session was ended elsewhere (docs/sessions.md). */
const SESSION_ENDED_KEY = 'auth.session_ended';

/** Raised before sending an authenticated operation when there is no stored token. */
export class MissingTokenError extends Error {
  constructor() {
    super('Esegui il login!');
    this.name = 'MissingTokenError';
  }
}

export interface ErrorLinkDeps {
  navigate: (to: string, options?: NavigateOptions) => void;
  toast: (message: string, type?: ToastType) => void;
  clearSession: () => void;
  /** Whether the browser holds a session (a token) now. */
  hasSession: () => boolean;
  /** Where an ended session sends the person: '/login', or with the address to come back to. */
  loginPath?: () => string;
  /** Italian texts of spec §8 */
  messages: {
    loginRequired: string;
    sessionExpired: string;
    /** The session was ended from another device (server key `auth.session_ended`). */
    sessionEnded: string;
    forbidden: string;
    serverError: string;
  };
}

/** Stops an authenticated operation that has no token before it reaches the network. */
export function createAuthGuardLink(getToken: () => string | null): ApolloLink {
  return new ApolloLink((operation, forward) => {
    if (requiresAuthentication(operation.query) && !getToken()) {
      return new Observable<ApolloLink.Result>((observer) => {
        observer.error(new MissingTokenError());
      });
    }
    return forward(operation);
  });
}

/** Error handling of spec §8 for every operation. */
export function createErrorLink(deps: ErrorLinkDeps): ErrorLink {
  /**
   * The session this link has ended, until another starts. Once a refused token has ended it
   * ("Sessione scaduta!"), the screen's other operations find no token at all: they stop here
   * without a second toast ("Esegui il login!") replacing the reason the person was sent away.
   */
  let ended = false;
  const endSession = (message: string) => {
    if (ended) return;
    ended = true;
    deps.clearSession();
    deps.navigate(deps.loginPath?.() ?? '/login', { replace: true });
    deps.toast(message, 'error');
  };
  const forbid = () => {
    deps.navigate('/', { replace: true });
    deps.toast(deps.messages.forbidden, 'error');
  };

  return new ErrorLink(({ error, operation }) => {
    if (operation.getContext().signingOut === true) return;
    // a new session (signed in again): its end is told again
    if (deps.hasSession()) ended = false;
    const authenticated = requiresAuthentication(operation.query);
    const toastErrors = operation.getContext().toastErrors === true;

    if (error instanceof MissingTokenError || error.name === 'MissingTokenError') {
      endSession(deps.messages.loginRequired);
      return;
    }

    const graphQLErrors = readGraphQLErrors(error);
    const codes = graphQLErrors.map((graphQLError) => graphQLError.extensions?.code);
    const status = ServerError.is(error) ? error.statusCode : undefined;

    if (authenticated && (codes.includes('UNAUTHENTICATED') || status === 401)) {
      // disconnected from another device ("Disconnetti", "Esci da tutti i dispositivi", a new
      // password) is not a session that ran out of time: the person is told which it was
      const disconnected = graphQLErrors.some(
        (graphQLError) => graphQLError.extensions?.key === SESSION_ENDED_KEY,
      );
      endSession(disconnected ? deps.messages.sessionEnded : deps.messages.sessionExpired);
      return;
    }
    if (codes.includes('FORBIDDEN') || status === 403) {
      if (operation.getContext().refusalHandled !== true) forbid();
      return;
    }
    if (codes.includes('INTERNAL_SERVER_ERROR') || graphQLErrors.length === 0) {
      // Network failure, 5xx, unparsable answer: nothing the user can act upon. A dropped live
      // update (subscription socket) is only logged: the next query shows fresh data anyway.
      if (operation.operationType === 'subscription' && graphQLErrors.length === 0) {
        console.error(error);
        return;
      }
      deps.toast(deps.messages.serverError, 'error');
      return;
    }
    if (toastErrors) deps.toast(graphQLErrors[0].message, 'error');
  });
}
