/** True when a query failed on the named unique index (PostgreSQL error 23505), on either driver. */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  for (
    let current = error as { code?: string; constraint?: string; message?: string; cause?: unknown } | undefined;
    current;
    current = current.cause as typeof current
  ) {
    if (current.code === '23505') {
      return current.constraint === constraint || Boolean(current.message?.includes(constraint));
    }
  }
  return false;
}
