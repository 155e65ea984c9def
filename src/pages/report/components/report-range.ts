import dayjs, { type Dayjs } from 'dayjs';

/** The server's rules for a report's range, checked on the field before asking (same words). */
export const MAX_REPORT_YEARS = 5;
export const RANGE_REVERSED = 'must be on or after the "from" date';
export const RANGE_TOO_LONG = `must be at most ${MAX_REPORT_YEARS} years after the "from" date`;

export type Range = { from: string; to: string };

/** The default: the first of the month 11 months ago to today (the last 12 months). */
export function defaultRange(today = dayjs()): Range {
  return { from: today.subtract(11, 'month').startOf('month').format('YYYY-MM-DD'), to: today.format('YYYY-MM-DD') };
}

/** Why a range is refused, in the server's words, or null. */
export function rangeProblem(from: Dayjs, to: Dayjs): string | null {
  if (to.isBefore(from, 'day')) return `To ${RANGE_REVERSED}`;
  if (to.isAfter(from.add(MAX_REPORT_YEARS, 'year'), 'day')) return `To ${RANGE_TOO_LONG}`;
  return null;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** `?tab=salary&from=…&to=…` (the dashboard's links) → the tab and range to open on. */
export function fromSearch(search: string): { tab?: string; range: Range } {
  const params = new URLSearchParams(search);
  const fallback = defaultRange();
  const date = (name: string) => {
    const value = params.get(name);
    return value && ISO_DATE.test(value) && dayjs(value).isValid() ? value : undefined;
  };
  return {
    tab: params.get('tab') ?? undefined,
    range: { from: date('from') ?? fallback.from, to: date('to') ?? fallback.to },
  };
}

/** "2025-03" → "Mar 2025", with a no-break space: a month never wraps in a narrow column. */
export const monthLabel = (month: string) =>
  /^\d{4}-\d{2}$/.test(month) ? dayjs(`${month}-01`).format('MMM[\u00a0]YYYY') : month;

/** Minutes as hours with at most two decimals. */
export const hoursText = (minutes: number) => String(Math.round((minutes / 60) * 100) / 100);
