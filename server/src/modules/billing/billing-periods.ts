import dayjs from 'dayjs';

/**
 * A cycle's periods are calendar months counted from its start date: period i runs from
 * start + i months to the day before start + (i + 1) months (dayjs clamps the 31st to the end of a
 * shorter month, counting from the start each time so the days do not drift). Dates are whole days
 * in the server's time zone (docs/decisions.md "Time zone").
 */
export type Period = { index: number; periodStart: string; periodEnd: string; invoiceDate: string };

const DAY = 'YYYY-MM-DD';

/** Most periods one run looks at: ten years of a cycle. */
export const MAX_PERIODS = 120;

export function periodOf(startDate: string, index: number): Period {
  const start = dayjs(startDate);
  const next = start.add(index + 1, 'month');
  return {
    index,
    periodStart: start.add(index, 'month').format(DAY),
    periodEnd: next.subtract(1, 'day').format(DAY),
    invoiceDate: next.format(DAY),
  };
}

export const todayOf = (now: Date) => dayjs(now).format(DAY);

/** The periods that have ended by `today` (their last day is before it), oldest first. */
export function endedPeriods(startDate: string, today: string): Period[] {
  const ended: Period[] = [];
  for (let i = 0; i < MAX_PERIODS; i++) {
    const period = periodOf(startDate, i);
    if (period.periodEnd >= today) break;
    ended.push(period);
  }
  return ended;
}

/** The period `today` falls in; null before the start date. */
export function currentPeriod(startDate: string, today: string): Period | null {
  if (today < startDate) return null;
  return periodOf(startDate, endedPeriods(startDate, today).length);
}

/** The period running today (or the first, before the start) and the `count` after it. */
export function comingPeriods(startDate: string, today: string, count: number): Period[] {
  const first = today < startDate ? 0 : endedPeriods(startDate, today).length;
  return Array.from({ length: count }, (_, i) => periodOf(startDate, first + i));
}

export const addDays = (day: string, days: number) => dayjs(day).add(days, 'day').format(DAY);
export const oneMonthBefore = (day: string) => dayjs(day).subtract(1, 'month').format(DAY);
/** Local midnight starting `day`, as an instant. */
export const startOfDay = (day: string) => dayjs(day).toDate();
