import type { GraphQLFormattedError } from 'graphql';
import { unwrapResolverError } from '@apollo/server/errors';
import { AppError, INTERNAL_ERROR_MESSAGE } from '../common/app-error';
import { logger } from '../common/logger';

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
