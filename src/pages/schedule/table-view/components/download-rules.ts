import type { Dayjs } from 'dayjs';

/**
 * The download rules of spec §5, checked before any request (the server checks them again): a range
 * covers at most 31 days counting both ends, and a week is asked for by its Monday.
 */

export const MAX_DOWNLOAD_DAYS = 31;
export const RANGE_TOO_LONG = 'The date range can be at most 31 days';
export const NOT_A_MONDAY = 'Pick a Monday and try again';

/** Days from `from` to `to`, both included: 1 Jan – 31 Jan is 31. */
export const inclusiveDays = (from: Dayjs, to: Dayjs) => to.startOf('day').diff(from.startOf('day'), 'day') + 1;

/** Why a download range is refused, or undefined when it may be asked for. */
export function rangeProblem([from, to]: [Dayjs, Dayjs]): string | undefined {
  return inclusiveDays(from, to) > MAX_DOWNLOAD_DAYS ? RANGE_TOO_LONG : undefined;
}

export const isMonday = (date: Dayjs) => date.day() === 1;

/** For the week picker's `disabledDate`: every day but Mondays is greyed out. */
export const notMonday = (date: Dayjs) => !isMonday(date);
