/**
 * Money on the client stays the server's decimal string ("1234.50"); these helpers only reshape the
 * text, so no amount ever passes through a float. Sums go through whole cents.
 */

/** What the server accepts: zero or more, at most 10 digits before and 2 after the point. */
export const MONEY_PATTERN = /^\d{1,10}(\.\d{1,2})?$/;

/** The one wording of a badly written amount in every form (issue 19): "Enter an amount like 45.00 (at most 2 decimals)". */
export const amountFormatMessage = (example: string) => `Enter an amount like ${example} (at most 2 decimals)`;

/** A form rule: the value is an amount as the server takes it, worded the one way. */
export const amountFormatRule = (example: string) => ({
  pattern: MONEY_PATTERN,
  message: amountFormatMessage(example),
});

/** "5" → "5.00", "5.5" → "5.50", " 12.34 " → "12.34". Call only with a value matching MONEY_PATTERN. */
export function toMoneyString(value: string): string {
  const [whole, fraction = ''] = value.trim().split('.');
  return `${whole.replace(/^0+(?=\d)/, '')}.${fraction.padEnd(2, '0')}`;
}

/** Whether a valid amount is more than zero: it has a non-zero digit. */
export const isPositiveMoney = (value: string) => /[1-9]/.test(value);

/** A debt: the amount is written with a minus sign. */
export const isNegativeMoney = (amount: string | undefined) => Boolean(amount?.trim().startsWith('-'));

/** An amount for display in the centre's currency: one formatter for the whole app (src/utils/format). */
export { formatMoney } from '@/utils/format';

/** "-15.4" → -1540: exact whole cents of a decimal string. */
export function toCents(amount: string): number {
  const [whole, fraction = ''] = amount.trim().replace(/^[-+]/, '').split('.');
  const cents = Number(whole || '0') * 100 + Number(fraction.padEnd(2, '0').slice(0, 2));
  return isNegativeMoney(amount) ? -cents : cents;
}

/** -1545 → "-15.45". */
export function centsToMoney(cents: number): string {
  const abs = Math.abs(cents);
  return `${cents < 0 ? '-' : ''}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}
