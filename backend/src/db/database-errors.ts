/**
 * Tells "the database cannot be reached right now" apart from every other failure, so both
 * adapters answer 503 (try again shortly) instead of 500 while PostgreSQL restarts, recovers or
 * is out of reach. The one place that knows what such an error looks like, wherever it comes
 * from: the pg driver, pg-pool, a TypeORM wrapper (QueryFailedError.driverError) or a `cause`.
 */
export const SERVICE_UNAVAILABLE_MESSAGE =
  'Servizio temporaneamente non disponibile, riprova tra poco';

/** Socket-level failures: refused while the server is down, reset or cut when it dies. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);

/**
 * SQLSTATEs of a server that is going away or not there yet: 57P01 admin_shutdown (also
 * "unexpected postmaster exit"), 57P02 crash_shutdown, 57P03 cannot_connect_now (starting up,
 * recovering, shutting down), 53300 too_many_connections; class 08 is connection exceptions.
 */
const SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300']);

/** What pg and pg-pool say when a connection dies or cannot be had in time (no code attached). */
const MESSAGES = [
  /Connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /Client has encountered a connection error and is not queryable/i,
  /Client was closed and is not queryable/i,
  /the database system is (starting up|shutting down|in recovery mode|not yet accepting connections)/i,
];

/**
 * TypeORM releases a transaction's query runner when its connection dies; the transaction's
 * next statement then fails with one of these rather than with the connection's error.
 */
const ERROR_NAMES = new Set([
  'QueryRunnerAlreadyReleasedError',
  'QueryRunnerProviderAlreadyReleasedError',
]);

export function isDatabaseUnavailable(error: unknown): boolean {
  const seen = new Set<unknown>();
  const visit = (value: unknown, depth: number): boolean => {
    if (!value || typeof value !== 'object' || depth > 5 || seen.has(value)) return false;
    seen.add(value);
    const { name, code, message, driverError, cause, originalError, errors } = value as {
      name?: unknown;
      code?: unknown;
      message?: unknown;
      driverError?: unknown;
      cause?: unknown;
      originalError?: unknown;
      errors?: unknown;
    };
    if (typeof name === 'string' && ERROR_NAMES.has(name)) return true;
    if (typeof code === 'string') {
      if (NETWORK_CODES.has(code) || SQLSTATES.has(code) || /^08[0-9A-Z]{3}$/.test(code))
        return true;
    }
    if (typeof message === 'string' && MESSAGES.some((pattern) => pattern.test(message)))
      return true;
    return (
      visit(driverError, depth + 1) ||
      visit(cause, depth + 1) ||
      visit(originalError, depth + 1) ||
      (Array.isArray(errors) && errors.some((inner) => visit(inner, depth + 1)))
    );
  };
  return visit(error, 0);
}
