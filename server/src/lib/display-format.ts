/**
 * The server's twin of the client's src/utils/format.ts (issue 19): the same way of writing dates,
 * times and money in exports and PDFs as on the screens. Dates and times are the server's local time,
 * the centre's zone (docs/decisions.md, "Time zone").
 */
import { parsePhoneNumberFromString } from 'libphonenumber-js/min';

export type TimeFormat = '24h' | '12h';
export type DisplayFormat = { currency: string; timeFormat: TimeFormat };

export const DEFAULT_DISPLAY_FORMAT: DisplayFormat = { currency: 'CAD', timeFormat: '24h' };

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const two = (n: number) => String(n).padStart(2, '0');

/** "2026-11-24". */
export const formatDate = (at: Date) => `${at.getFullYear()}-${two(at.getMonth() + 1)}-${two(at.getDate())}`;

/** "Tue 2026-11-24". */
export const formatWeekdayDate = (at: Date) => `${WEEKDAYS[at.getDay()]} ${formatDate(at)}`;

/** "16:05" or "4:05 PM", by the centre's clock. */
export function formatTime(at: Date, timeFormat: TimeFormat): string {
  if (timeFormat === '24h') return `${two(at.getHours())}:${two(at.getMinutes())}`;
  const hours = at.getHours() % 12 || 12;
  return `${hours}:${two(at.getMinutes())} ${at.getHours() < 12 ? 'AM' : 'PM'}`;
}

/** "Tue 2026-11-24 16:00–17:30"; an end on another day shows its date too (the client's formatTimeRange). */
export function formatTimeRange(start: Date, end: Date, timeFormat: TimeFormat): string {
  const endText =
    formatDate(end) === formatDate(start)
      ? formatTime(end, timeFormat)
      : `${formatDate(end)} ${formatTime(end, timeFormat)}`;
  return `${formatWeekdayDate(start)} ${formatTime(start, timeFormat)}–${endText}`;
}

/** A stored phone ("+14165550100") written for reading ("+1 416 555 0100"), as the client's formatPhone. */
export function formatPhone(phone: string): string {
  return parsePhoneNumberFromString(phone.trim())?.formatInternational() ?? phone;
}

/** "-$1,234.50" in the centre's currency; the decimal string goes to Intl as it is (no float). */
export function formatMoney(amount: string, currency: string): string {
  const format = new Intl.NumberFormat('en-US', { style: 'currency', currency, currencyDisplay: 'narrowSymbol' });
  return format.format(amount as unknown as number);
}

/** The spreadsheet number format of a time cell by the centre's clock. */
export const xlsxTimeCode = (timeFormat: TimeFormat) => (timeFormat === '12h' ? 'h:mm AM/PM' : 'hh:mm');

/** The spreadsheet number format of an amount: the currency sign, grouping, two decimals, a minus for debts. */
export function xlsxMoneyCode(currency: string): string {
  const symbol =
    new Intl.NumberFormat('en-US', { style: 'currency', currency, currencyDisplay: 'narrowSymbol' })
      .formatToParts(0)
      .find((part) => part.type === 'currency')?.value ?? currency;
  const quoted = `"${symbol.replace(/"/g, '')}"`;
  return `${quoted}#,##0.00;-${quoted}#,##0.00`;
}
