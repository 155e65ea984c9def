/**
 * Money as decimal strings and integer cents, never floats (design.md §3). Every amount column is
 * numeric(12,2), so MAX_AMOUNT is the most any amount or balance can be either way: an amount worked
 * out past it must be refused as bad input, before PostgreSQL refuses the statement (a 500).
 */
export const MAX_AMOUNT = '9999999999.99';
/** MAX_AMOUNT as people read it, for messages. */
export const MAX_AMOUNT_TEXT = '9,999,999,999.99';
const MAX_CENTS = 999_999_999_999n;

/** "120", "120.5" and "-3.25" as cents, exactly. */
export function centsOf(amount: string): bigint {
  const negative = amount.startsWith('-');
  const [whole, fraction = ''] = (negative ? amount.slice(1) : amount).split('.');
  const cents = BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0'));
  return negative ? -cents : cents;
}

export function formatCents(value: bigint): string {
  const sign = value < 0n ? '-' : '';
  const size = value < 0n ? -value : value;
  return `${sign}${size / 100n}.${String(size % 100n).padStart(2, '0')}`;
}

/** "120" and "120.00" are the same amount. */
export const sameAmount = (a: string, b: string) => centsOf(a) === centsOf(b);

/**
 * An hourly rate × minutes / 60, rounded half up to the cent, exactly (as PostgreSQL's round() does
 * for the pay records); null when it would not fit an amount column.
 */
export function amountForMinutes(hourlyRate: string, minutes: number): string | null {
  const cents = (centsOf(hourlyRate) * BigInt(minutes) * 2n + 60n) / 120n;
  return cents > MAX_CENTS ? null : formatCents(cents);
}
