import dayjs, { type Dayjs } from 'dayjs';

/** An optional text field as the API wants it: trimmed, and null when left blank (so it is cleared). */
export const blankToNull = (value?: string | null): string | null => value?.trim() || null;

/** A date picker's value as YYYY-MM-DD, or null when empty. */
export function isoDateOrNull(value: Dayjs | string | null | undefined): string | null {
  if (!value) return null;
  return dayjs.isDayjs(value) ? value.format('YYYY-MM-DD') : value;
}
