type DriverError = { code?: string; constraint?: string; message?: string; cause?: unknown };

/** `error` and the errors it wraps (Drizzle wraps the driver's, which carries the SQLSTATE). */
function* errorChain(error: unknown): Generator<DriverError> {
  for (let current = error as DriverError | undefined; current; current = current.cause as DriverError | undefined) {
    yield current;
  }
}

/**
 * True when PostgreSQL gave up on a transaction because of a concurrent one (a deadlock, 40P01, or a
 * serialization failure, 40001): nothing was written, and the same request sent again can succeed.
 */
export function isConcurrencyFailure(error: unknown): boolean {
  for (const current of errorChain(error)) {
    if (current.code === '40P01' || current.code === '40001') return true;
  }
  return false;
}

/** True when a query failed on the named unique index (PostgreSQL error 23505), on either driver. */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  for (const current of errorChain(error)) {
    if (current.code === '23505') {
      return current.constraint === constraint || Boolean(current.message?.includes(constraint));
    }
  }
  return false;
}

/** What a client is told while the database is away (a 503); readiness (/api/ready) says the same. */
export const DATABASE_UNAVAILABLE_MESSAGE =
  'The database is not answering (it may be restarting). Please try again in a moment.';
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/**
 * SQLSTATEs of a server that is going away or not back yet: admin_shutdown, crash_shutdown,
 * cannot_connect_now (starting up or shutting down), the connection_exception class, and
 * too_many_connections.
 */
const UNAVAILABLE_STATES = new Set(['57P01', '57P02', '57P03', '08000', '08001', '08003', '08004', '08006', '53300']);
/** Socket errors of a database that cannot be reached. */
const UNREACHABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
/** node-postgres says these in words only (no code). */
const UNAVAILABLE_MESSAGES = [
  'Connection terminated',
  'Client has encountered a connection error and is not queryable',
  'timeout exceeded when trying to connect',
  'Client was closed and is not queryable',
];

/**
 * True when a query failed because the database server is away (restarting, stopped, unreachable), not
 * because of the query: the request may succeed once it is back, so it is answered 503, not 500.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const chain = [...errorChain(error)];
  // An outgoing HTTP call (a card provider, a calendar) that cannot connect is not the database.
  if (chain.some((current) => current instanceof TypeError && current.message === 'fetch failed')) return false;
  return chain.some(
    (current) =>
      (current.code && (UNAVAILABLE_STATES.has(current.code) || UNREACHABLE_CODES.has(current.code))) ||
      UNAVAILABLE_MESSAGES.some((message) => current.message?.startsWith(message)) ||
      // A refused connection to a host with several addresses is an AggregateError of each refusal.
      (current instanceof AggregateError && current.errors.some(isDatabaseUnavailable)),
  );
}
