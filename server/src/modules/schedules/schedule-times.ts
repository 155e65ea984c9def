/**
 * Lesson time arithmetic without the database: weekly repeats, overlaps between the requested times,
 * and times in words. A week is 7 local calendar days (the server's TZ is the centre's), so a
 * 10:00 lesson stays at 10:00 across a daylight-saving change.
 */
import dayjs from 'dayjs';
import { invalidField } from '../../lib/app-error';
import { formatTimeRange, type TimeFormat } from '../../lib/display-format';
import { MAX_LESSONS_PER_REQUEST } from './schedule-bodies.schemas';

export type Span = { start: Date; end: Date };

export const localDate = (instant: Date) => dayjs(instant).format('YYYY-MM-DD');

/** "Mon 2026-03-02 10:00–11:00" in the centre's local time and on its clock (the screens' way, issue 19). */
export function formatSpan(span: Span, timeFormat: TimeFormat = '24h'): string {
  return formatTimeRange(span.start, span.end, timeFormat);
}

export const spanOf = (times: { startTime: string; endTime: string }): Span => ({
  start: new Date(times.startTime),
  end: new Date(times.endTime),
});

/** The span moved by whole local weeks. */
export function weeksLater(span: Span, weeks: number): Span {
  return {
    start: dayjs(span.start)
      .add(7 * weeks, 'day')
      .toDate(),
    end: dayjs(span.end)
      .add(7 * weeks, 'day')
      .toDate(),
  };
}

export type WeeklyRepeat = { weeks?: number; until?: string };

/**
 * The span and its weekly copies. `firstWeek` 0 counts the span itself (creating: weeks = lessons
 * per time); 1 starts a week later (repeating an existing lesson: weeks = copies). `until` is an
 * inclusive local date. Stops early past `limit` spans: the caller refuses that many anyway.
 */
export function weeklyCopies(span: Span, repeat: WeeklyRepeat | undefined, firstWeek: 0 | 1, limit: number): Span[] {
  if (!repeat || (repeat.weeks === undefined && repeat.until === undefined)) return firstWeek === 0 ? [span] : [];
  const copies: Span[] = [];
  for (let week = firstWeek; copies.length <= limit; week++) {
    if (repeat.weeks !== undefined && week >= repeat.weeks + firstWeek) break;
    const copy = weeksLater(span, week);
    if (repeat.until !== undefined && localDate(copy.start) > repeat.until) break;
    copies.push(copy);
  }
  return copies;
}

/**
 * Every lesson a create request asks for, in time order: each schedule time and its weekly repeats.
 * Refuses (400) an end date before a schedule time, more than MAX_LESSONS_PER_REQUEST lessons, and
 * lessons of the request that overlap each other.
 */
export function expandScheduleTimes(
  times: Span[],
  repeat: WeeklyRepeat | undefined,
  field = 'scheduleTimes',
  clock: TimeFormat = '24h',
): Span[] {
  const until = repeat?.until;
  if (until !== undefined && times.some((time) => localDate(time.start) > until)) {
    throw invalidField('repeat.until', 'must be on or after the date of every schedule time');
  }
  const spans = times.flatMap((time) => weeklyCopies(time, repeat, 0, MAX_LESSONS_PER_REQUEST));
  assertLessonCount(spans.length, repeat ? 'repeat' : field);
  assertNoOverlap(spans, field, clock);
  return spans.sort((a, b) => a.start.getTime() - b.start.getTime());
}

export function assertLessonCount(count: number, field: string) {
  if (count > MAX_LESSONS_PER_REQUEST) {
    throw invalidField(
      field,
      `At most ${MAX_LESSONS_PER_REQUEST} lessons can be created at once; shorten the repeat or split the request`,
    );
  }
}

/**
 * Two lessons asked for in one request must not overlap (a.start < b.end and b.start < a.end). The
 * message names both on the centre's clock, as its screens write times.
 */
export function assertNoOverlap(spans: Span[], field: string, clock: TimeFormat = '24h') {
  const sorted = [...spans].sort((a, b) => a.start.getTime() - b.start.getTime());
  for (let i = 1; i < sorted.length; i++) {
    if (sorted[i].start < sorted[i - 1].end) {
      throw invalidField(
        field,
        `Schedule times overlap each other: ${formatSpan(sorted[i - 1], clock)} and ${formatSpan(sorted[i], clock)}`,
      );
    }
  }
}

// Lives in lib/ because schedule-confirmation needs it too (modules import each other one way only).
export { minutesBetween } from '../../lib/minutes';
