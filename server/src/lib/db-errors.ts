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
