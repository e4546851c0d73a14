import { formatMessage } from '@insieme/schema';

/**
 * The one error class of the domain. Services throw it; the GraphQL error formatter and the
 * REST facade map `code` to `extensions.code` and to an HTTP status in one place each.
 */
export type ErrorCode =
  | 'BAD_USER_INPUT'
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'TOO_MANY_REQUESTS';

export const HTTP_STATUS: Record<ErrorCode, number> = {
  BAD_USER_INPUT: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  TOO_MANY_REQUESTS: 429,
};

export interface AppErrorOptions {
  field?: string;
  params?: Record<string, unknown>;
  retryAfterSeconds?: number;
}

export class AppError extends Error {
  readonly field?: string;
  readonly params?: Record<string, unknown>;
  readonly retryAfterSeconds?: number;

  /** `key` is a message key (spec §8); the Italian text comes from the shared catalogue. */
  constructor(
    readonly code: ErrorCode,
    readonly key: string,
    options: AppErrorOptions = {},
  ) {
    super(formatMessage(key, options.params));
    this.name = 'AppError';
    this.field = options.field;
    this.params = options.params;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}

export const badInput = (key: string, options?: AppErrorOptions) =>
  new AppError('BAD_USER_INPUT', key, options);
export const unauthenticated = (key = 'error.login_required') =>
  new AppError('UNAUTHENTICATED', key);
export const forbidden = (key = 'error.forbidden') => new AppError('FORBIDDEN', key);
export const notFound = (key = 'common.not_found') => new AppError('NOT_FOUND', key);
export const conflict = (key: string) => new AppError('CONFLICT', key);

export const INTERNAL_ERROR_MESSAGE = 'Errore, riprova più tardi';
