/**
 * Money on the client stays the server's decimal string ("1234.50"); these helpers only reshape the
 * text, so no amount ever passes through a float.
 */

/** What the server accepts: zero or more, at most 10 digits before and 2 after the point. */
export const MONEY_PATTERN = /^\d{1,10}(\.\d{1,2})?$/;

/** "5" → "5.00", "5.5" → "5.50", " 12.34 " → "12.34". Call only with a value matching MONEY_PATTERN. */
export function toMoneyString(value: string): string {
  const [whole, fraction = ''] = value.trim().split('.');
  return `${whole.replace(/^0+(?=\d)/, '')}.${fraction.padEnd(2, '0')}`;
}

/** Whether a valid amount is more than zero: it has a non-zero digit. */
export const isPositiveMoney = (value: string) => /[1-9]/.test(value);

/** "-1234567.8" → "-1,234,567.80", for display. */
export function formatMoney(amount: string): string {
  const negative = amount.trim().startsWith('-');
  const [whole, fraction = ''] = amount.trim().replace(/^[-+]/, '').split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${negative ? '-' : ''}${grouped}.${fraction.padEnd(2, '0').slice(0, 2)}`;
}
