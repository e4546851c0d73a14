import type { GraphQLFormattedError } from 'graphql';
import type { ApolloServerPlugin } from '@apollo/server';
import { unwrapResolverError } from '@apollo/server/errors';
import { AppError, INTERNAL_ERROR_MESSAGE } from '../common/app-error';
import { logger } from '../common/logger';
import { isDatabaseUnavailable, SERVICE_UNAVAILABLE_MESSAGE } from '../db/database-errors';

/** Codes Apollo produces for malformed requests: their messages are safe to show. */
const REQUEST_ERROR_CODES = new Set([
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'BAD_USER_INPUT',
  'OPERATION_RESOLUTION_FAILURE',
  'PERSISTED_QUERY_NOT_FOUND',
  'BAD_REQUEST',
]);

/**
 * The one place that decides what a client sees of an error: domain errors keep their code,
 * message key and field; request errors their message; anything else becomes a generic
 * message (logged in full here, never sent).
 */
export function formatGraphQLError(
  formatted: GraphQLFormattedError,
  error: unknown,
): GraphQLFormattedError {
  const original = unwrapResolverError(error);
  if (original instanceof AppError) {
    return {
      message: original.message,
      path: formatted.path,
      extensions: {
        code: original.code,
        key: original.key,
        ...(original.field ? { field: original.field } : {}),
        ...(original.params ? { params: original.params } : {}),
        ...(original.retryAfterSeconds ? { retryAfter: original.retryAfterSeconds } : {}),
      },
    };
  }
  if (isDatabaseUnavailable(original)) {
    return {
      message: SERVICE_UNAVAILABLE_MESSAGE,
      path: formatted.path,
      extensions: { code: 'SERVICE_UNAVAILABLE' },
    };
  }
  const code = formatted.extensions?.code;
  if (typeof code === 'string' && (REQUEST_ERROR_CODES.has(code) || code === 'QUERY_TOO_COMPLEX')) {
    return { message: formatted.message, locations: formatted.locations, extensions: { code } };
  }
  logger.error({ err: original }, 'unexpected GraphQL error');
  return {
    message: INTERNAL_ERROR_MESSAGE,
    path: formatted.path,
    extensions: { code: 'INTERNAL_SERVER_ERROR' },
  };
}

/**
 * HTTP 503 (with Retry-After) for a GraphQL answer that carries SERVICE_UNAVAILABLE, so that
 * clients and load balancers see "try again" rather than a 200 or a 500. Covers the context too
 * (authentication reads the database before any resolver runs).
 */
export const serviceUnavailablePlugin: ApolloServerPlugin = {
  async contextCreationDidFail({ error }) {
    // Apollo wraps this error and takes the status from its `extensions.http`
    if (isDatabaseUnavailable(error))
      Object.assign(error, { extensions: { code: 'SERVICE_UNAVAILABLE', http: { status: 503 } } });
  },
  async requestDidStart() {
    return {
      async willSendResponse({ response }) {
        const errors = response.body.kind === 'single' ? response.body.singleResult.errors : [];
        if (!errors?.some((e) => e.extensions?.code === 'SERVICE_UNAVAILABLE')) return;
        response.http.status = 503;
        response.http.headers.set('retry-after', '2');
      },
    };
  },
};
