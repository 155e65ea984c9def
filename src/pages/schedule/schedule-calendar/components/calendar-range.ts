import dayjs from 'dayjs';
import type { View } from 'react-big-calendar';

/** How many days the agenda lists after its date (passed to the calendar as `length`). */
export const AGENDA_DAYS = 30;

export const CALENDAR_VIEWS = ['month', 'week', 'work_week', 'day', 'agenda'] as const satisfies readonly View[];

export type CalendarRange = { from: Date; to: Date };

/**
 * The instants a view shows around its date, [from, to): the calendar asks the server for these
 * lessons only. Weeks start where the calendar's localizer starts them (dayjs's locale), so the month
 * grid's leading and trailing days are included; the work week is loaded as its whole week.
 */
export function visibleRange(view: View, date: Date): CalendarRange {
  const day = dayjs(date);
  const span = (from: dayjs.Dayjs, to: dayjs.Dayjs) => ({ from: from.toDate(), to: to.toDate() });
  switch (view) {
    case 'month': {
      const first = day.startOf('month').startOf('week');
      return span(first, day.endOf('month').endOf('week').add(1, 'millisecond'));
    }
    case 'week':
    case 'work_week':
      return span(day.startOf('week'), day.startOf('week').add(1, 'week'));
    case 'agenda':
      // The agenda lists its date and the AGENDA_DAYS days after it, the last one included.
      return span(day.startOf('day'), day.startOf('day').add(AGENDA_DAYS + 1, 'day'));
    default:
      return span(day.startOf('day'), day.startOf('day').add(1, 'day'));
  }
}

/** A new lesson from a picked slot: a time-grid selection as is; a whole day (month view) at 09:00–10:00. */
export function lessonTimeOfSlot(slot: { start: Date; end: Date }): { start: Date; end: Date } {
  const start = dayjs(slot.start);
  const wholeDays = start.isSame(start.startOf('day')) && dayjs(slot.end).diff(start, 'hour') >= 24;
  if (!wholeDays) return slot;
  const nine = start.hour(9);
  return { start: nine.toDate(), end: nine.add(1, 'hour').toDate() };
}
