import dayjs, { type Dayjs } from 'dayjs';

/** An optional text field as the API wants it: trimmed, and null when left blank (so it is cleared). */
export const blankToNull = (value?: string | null): string | null => value?.trim() || null;

/** A date picker's value as YYYY-MM-DD, or null when empty. */
export function isoDateOrNull(value: Dayjs | string | null | undefined): string | null {
  if (!value) return null;
  return dayjs.isDayjs(value) ? value.format('YYYY-MM-DD') : value;
}

/**
 * A multi-select's ids for an edit: `chosen` when it names other ids than `initial` (in any order,
 * repeats ignored), else undefined, so the field stays out of the request and the server keeps what it
 * has (a link made on another screen since the form opened is not undone).
 */
export function changedIds(chosen: number[] | undefined, initial: number[]): number[] | undefined {
  const ids = chosen ?? [];
  const before = new Set(initial);
  const after = new Set(ids);
  const same = before.size === after.size && ids.every((id) => before.has(id));
  return same ? undefined : ids;
}
