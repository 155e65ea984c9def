import dayjs, { type Dayjs } from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import { getDisplaySettings, type TimeFormat } from './display-settings';
import { EMPTY } from './empty';

/**
 * The one way the app writes dates, times, money, phones and missing values (issue 19). The centre's
 * currency and clock come from its settings, loaded once with the signed-in app (src/app.tsx), and are
 * kept here so every formatter stays synchronous: columns, drawers and messages call these directly.
 * server/src/lib/display-format.ts keeps the same rules for exports and PDFs.
 */

// The settings live in their own module: src/app.tsx sets them without loading these formatters (and the
// phone library) into the first load of every page.
export {
  DEFAULT_DISPLAY_SETTINGS,
  type DisplaySettings,
  getDisplaySettings,
  setDisplaySettings,
  type TimeFormat,
} from './display-settings';
export { EMPTY } from './empty';
// The phone library is needed only by the screens that show phones: it lives in its own module, which a
// screen's chunk carries only when the screen writes a phone (.umirc.ts marks these modules side-effect free).
export { formatPhone } from './phone-format';

const moneyFormats = new Map<string, Intl.NumberFormat>();

/** Dates: ISO order everywhere ("2026-11-24"), unambiguous in every country and sortable. */
export const DATE_PATTERN = 'YYYY-MM-DD';
/** Where the weekday helps (lessons, availability): "Tue 2026-11-24". */
export const WEEKDAY_DATE_PATTERN = `ddd ${DATE_PATTERN}`;

/** The clock pattern of the centre's setting: "16:00" or "4:00 PM". */
export const timePattern = (timeFormat: TimeFormat = getDisplaySettings().timeFormat) =>
  timeFormat === '12h' ? 'h:mm A' : 'HH:mm';

export const dateTimePattern = () => `${DATE_PATTERN} ${timePattern()}`;

dayjs.extend(customParseFormat);

/**
 * A picker's value as ProForm hands it back: a Dayjs, or text written in `pattern` (a ProForm field
 * with a `format` returns text in it, whatever the form's `dateFormatter`). "4:00 PM" is not text
 * dayjs reads on its own, so the pattern the picker wrote with is the one it is read with.
 */
export function readPicked(value: Dayjs | string, pattern: string): Dayjs {
  if (dayjs.isDayjs(value)) return value;
  const strict = dayjs(value, pattern, true);
  return strict.isValid() ? strict : dayjs(value);
}

type DateInput = string | number | Date | Dayjs | null | undefined;

const parse = (value: DateInput) => {
  if (value === null || value === undefined || value === '') return undefined;
  const date = dayjs(value);
  return date.isValid() ? date : undefined;
};

export const formatDate = (value: DateInput) => parse(value)?.format(DATE_PATTERN) ?? EMPTY;
export const formatWeekdayDate = (value: DateInput) => parse(value)?.format(WEEKDAY_DATE_PATTERN) ?? EMPTY;
export const formatTime = (value: DateInput) => parse(value)?.format(timePattern()) ?? EMPTY;
export const formatDateTime = (value: DateInput) => parse(value)?.format(dateTimePattern()) ?? EMPTY;
/** "Tue 2026-11-24 16:00": one instant where the weekday helps (a lesson's start). */
export const formatWeekdayDateTime = (value: DateInput) =>
  parse(value)?.format(`${WEEKDAY_DATE_PATTERN} ${timePattern()}`) ?? EMPTY;

/** "Tue 2026-11-24 16:00–17:30"; an end on another day shows its date too. */
export function formatTimeRange(startValue: DateInput, endValue: DateInput): string {
  const start = parse(startValue);
  const end = parse(endValue);
  if (!start || !end) return EMPTY;
  const endText = end.isSame(start, 'day') ? end.format(timePattern()) : end.format(dateTimePattern());
  return `${start.format(`${WEEKDAY_DATE_PATTERN} ${timePattern()}`)}–${endText}`;
}

function moneyFormat(currency: string): Intl.NumberFormat {
  let format = moneyFormats.get(currency);
  if (!format) {
    // narrowSymbol: "$45.00" rather than "CA$45.00" for the centre's own currency.
    format = new Intl.NumberFormat('en-US', { style: 'currency', currency, currencyDisplay: 'narrowSymbol' });
    moneyFormats.set(currency, format);
  }
  return format;
}

/**
 * A decimal string from the server ("-1234.5") in the centre's currency ("-$1,234.50"). The string goes to
 * Intl as it is, which reads it as an exact decimal: no amount passes through a float.
 */
export function formatMoney(amount: string | null | undefined, currency = getDisplaySettings().currency): string {
  const text = amount?.trim();
  if (!text || !/^[-+]?\d+(\.\d+)?$/.test(text)) return EMPTY;
  return moneyFormat(currency).format(text as unknown as number);
}

/** The centre's currency sign ("$", "€"), for amount inputs' prefix. */
export function currencySymbol(currency = getDisplaySettings().currency): string {
  return (
    moneyFormat(currency)
      .formatToParts(0)
      .find((part) => part.type === 'currency')?.value ?? currency
  );
}

/** Text or the empty mark. */
export const orEmpty = (value: string | number | null | undefined): string =>
  value === null || value === undefined || value === '' ? EMPTY : String(value);
