import { localDateOf, localMidnight } from '../teacher-availability';

/**
 * Local calendar periods for the dashboard and the reports. The server runs in the centre's time zone
 * (docs/decisions.md "Time zone"), so a local date's midnight is `new Date(y, m, d)`.
 */
export type Period = { start: Date; end: Date };

export const todayLocal = () => localDateOf(new Date());

/** The local day `date` (midnight to the next midnight). */
export function dayOf(date: string): Period {
  const start = localMidnight(date);
  return { start, end: new Date(start.getFullYear(), start.getMonth(), start.getDate() + 1) };
}

/** Monday to the next Monday of the week holding `date`, and `offset` weeks from it. */
export function weekOf(date: string, offset = 0): Period {
  const day = localMidnight(date);
  const monday = day.getDate() - ((day.getDay() + 6) % 7) + offset * 7;
  return {
    start: new Date(day.getFullYear(), day.getMonth(), monday),
    end: new Date(day.getFullYear(), day.getMonth(), monday + 7),
  };
}

/** The first to the first of the next month of the month holding `date`, and `offset` months from it. */
export function monthOf(date: string, offset = 0): Period {
  const day = localMidnight(date);
  return {
    start: new Date(day.getFullYear(), day.getMonth() + offset, 1),
    end: new Date(day.getFullYear(), day.getMonth() + offset + 1, 1),
  };
}

/** The IANA zone the server runs in, for grouping instants by local month inside SQL. */
export const serverTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

export { localDateOf };
