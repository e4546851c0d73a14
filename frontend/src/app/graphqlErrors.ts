import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import type { GraphQLFormattedError } from 'graphql';

/** Error codes the server puts in `extensions.code` (docs/architecture.md, "Contracts"). */
export type ErrorCode =
  | 'BAD_USER_INPUT'
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'TOO_MANY_REQUESTS'
  | 'INTERNAL_SERVER_ERROR';

export interface UserFacingError {
  code: string | undefined;
  message: string;
  /** Message key of spec §8 (BAD_USER_INPUT) */
  key: string | undefined;
  /** Input field the error belongs to (BAD_USER_INPUT) */
  field: string | undefined;
  /** What the message names (`{{missing}}` of register.missing_data, the `max` of a limit) */
  params?: Record<string, unknown>;
}

function parseBodyErrors(bodyText: string): GraphQLFormattedError[] {
  try {
    const body: unknown = JSON.parse(bodyText);
    if (body && typeof body === 'object' && 'errors' in body && Array.isArray(body.errors)) {
      return body.errors as GraphQLFormattedError[];
    }
  } catch {
    // not JSON: no GraphQL errors to read
  }
  return [];
}

/** GraphQL errors of an operation, also when they came with a non-2xx status. */
export function readGraphQLErrors(error: unknown): readonly GraphQLFormattedError[] {
  if (CombinedGraphQLErrors.is(error)) return error.errors;
  if (ServerError.is(error)) return parseBodyErrors(error.bodyText);
  return [];
}

function asString(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

function asParams(value: unknown): Record<string, unknown> | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined;
}

export function toUserFacingErrors(error: unknown): UserFacingError[] {
  return readGraphQLErrors(error).map((graphQLError) => ({
    code: asString(graphQLError.extensions?.code),
    message: graphQLError.message,
    key: asString(graphQLError.extensions?.key),
    field: asString(graphQLError.extensions?.field),
    params: asParams(graphQLError.extensions?.params),
  }));
}

/**
 * Codes the error link always handles itself (redirect to / or a generic toast). UNAUTHENTICATED
 * is not here: on a public operation (login) it is the form's own message.
 */
export const GLOBALLY_HANDLED_CODES: ReadonlySet<string> = new Set([
  'FORBIDDEN',
  'INTERNAL_SERVER_ERROR',
]);

/**
 * The first error a form should show itself, or undefined when the error link already told the
 * user (permission, network and server failures).
 */
export function formErrorOf(error: unknown): UserFacingError | undefined {
  return toUserFacingErrors(error).find(
    (candidate) => !candidate.code || !GLOBALLY_HANDLED_CODES.has(candidate.code),
  );
}
