/**
 * The date ranges the screens ask for. Calendar ranges are instants in this process's time zone, which
 * is the server's (the server runs in this process), so a week starts at the centre's local midnight.
 */

const isoDate = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
const addDays = (date: Date, days: number) => new Date(date.getFullYear(), date.getMonth(), date.getDate() + days);

/** `today` (YYYY-MM-DD) at local midnight. */
function localDay(today: string): Date {
  const [year, month, day] = today.split('-').map(Number);
  return new Date(year, month - 1, day);
}

/** The Monday on or before a local day. */
function mondayOf(day: Date): Date {
  return addDays(day, -((day.getDay() + 6) % 7));
}

export type InstantRange = { from: string; to: string };
export type DateRange = { from: string; to: string };

/** The first and last day of each of the twelve months before `today`'s month. */
export function lastTwelveMonths(today: string): DateRange[] {
  const [year, month] = today.split('-').map(Number);
  return Array.from({ length: 12 }, (_, i) => {
    const first = new Date(Date.UTC(year, month - 2 - i, 1));
    const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0));
    return { from: first.toISOString().slice(0, 10), to: last.toISOString().slice(0, 10) };
  });
}

/**
 * Monday 00:00 to the next Monday 00:00 (the calendar asks for lessons overlapping [from, to)) of the
 * six weeks before this one, this week and the next: what a user paging back and forth would load.
 */
export function recentWeeks(today: string): InstantRange[] {
  const thisMonday = mondayOf(localDay(today));
  return Array.from({ length: 8 }, (_, i) => {
    const monday = addDays(thisMonday, 7 * (i - 6));
    return { from: monday.toISOString(), to: addDays(monday, 7).toISOString() };
  });
}

/**
 * The month view's grid of this month and the five before it: six whole weeks from the Monday on or
 * before the 1st, so the leading and trailing days of the neighbouring months are loaded too.
 */
export function recentMonthGrids(today: string): InstantRange[] {
  const day = localDay(today);
  return Array.from({ length: 6 }, (_, i) => {
    const start = mondayOf(new Date(day.getFullYear(), day.getMonth() - i, 1));
    return { from: start.toISOString(), to: addDays(start, 42).toISOString() };
  });
}

/** Six 31-day ranges (both ends inclusive, local dates), each ending a month before the next. */
export function recent31Days(today: string): DateRange[] {
  const day = localDay(today);
  return Array.from({ length: 6 }, (_, i) => {
    const last = addDays(day, -1 - 31 * i);
    return { from: isoDate(addDays(last, -30)), to: isoDate(last) };
  });
}
