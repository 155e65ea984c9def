/**
 * Pure availability arithmetic (no database). Weekly slots and exceptions are centre-local clock
 * times; a day is handled as minutes since local midnight, so DST days need no special case.
 */
import { formatTimeRange, type TimeFormat } from '../../lib/display-format';

/** [start, end) in minutes since local midnight. */
export type MinuteInterval = { start: number; end: number };

export type WeeklySlot = { weekday: number; startTime: string; endTime: string };
export type DateException = { date: string; available: boolean; startTime: string | null; endTime: string | null };

const DAY_MINUTES = 24 * 60;

/** "09:30" or "09:30:00" (PostgreSQL `time`) → 570. */
export function minutesOf(clock: string): number {
  const [hours, minutes] = clock.split(':');
  return Number(hours) * 60 + Number(minutes);
}

const pad = (value: number) => String(value).padStart(2, '0');

/** The instant's local date as YYYY-MM-DD. */
export function localDateOf(instant: Date): string {
  return `${instant.getFullYear()}-${pad(instant.getMonth() + 1)}-${pad(instant.getDate())}`;
}

/** Local midnight of a YYYY-MM-DD date. */
export function localMidnight(date: string): Date {
  const [year, month, day] = date.split('-').map(Number);
  return new Date(year, month - 1, day);
}

/** 0 = Sunday … 6 = Saturday, like `teacher_availability_slots.weekday`. */
export function weekdayOf(date: string): number {
  return localMidnight(date).getDay();
}

/** The local instant of a clock time on a date (minutes may be 1440: the next midnight). */
export function instantAt(date: string, minutes: number): Date {
  const [year, month, day] = date.split('-').map(Number);
  return new Date(year, month - 1, day, Math.floor(minutes / 60), minutes % 60);
}

/** Every local date from `from` to `to` inclusive. */
export function datesBetween(from: string, to: string): string[] {
  const dates: string[] = [];
  for (let day = localMidnight(from); localDateOf(day) <= to; day.setDate(day.getDate() + 1)) {
    dates.push(localDateOf(day));
  }
  return dates;
}

/** Sorted, with overlapping and touching intervals merged (09–10 and 10–11 make 09–11). */
export function unionOf(intervals: MinuteInterval[]): MinuteInterval[] {
  const sorted = [...intervals].sort((a, b) => a.start - b.start);
  const merged: MinuteInterval[] = [];
  for (const interval of sorted) {
    const last = merged.at(-1);
    if (last && interval.start <= last.end) last.end = Math.max(last.end, interval.end);
    else merged.push({ ...interval });
  }
  return merged;
}

/** `intervals` with the `removed` minutes cut out. */
export function subtract(intervals: MinuteInterval[], removed: MinuteInterval[]): MinuteInterval[] {
  let remaining = unionOf(intervals);
  for (const cut of removed) {
    remaining = remaining.flatMap((piece) => {
      if (cut.end <= piece.start || cut.start >= piece.end) return [piece];
      const parts: MinuteInterval[] = [];
      if (cut.start > piece.start) parts.push({ start: piece.start, end: cut.start });
      if (cut.end < piece.end) parts.push({ start: cut.end, end: piece.end });
      return parts;
    });
  }
  return remaining;
}

/**
 * The available minutes of one date: the weekly slots of its weekday, minus the date's "unavailable"
 * exceptions (one without times blocks the whole day), plus its "available" exceptions.
 */
export function availableOn(date: string, slots: WeeklySlot[], exceptions: DateException[]): MinuteInterval[] {
  const weekday = weekdayOf(date);
  const ofDate = exceptions.filter((exception) => exception.date === date);
  const span = (from: string | null, to: string | null): MinuteInterval =>
    from && to ? { start: minutesOf(from), end: minutesOf(to) } : { start: 0, end: DAY_MINUTES };
  const weekly = slots.filter((slot) => slot.weekday === weekday).map((slot) => span(slot.startTime, slot.endTime));
  const blocked = ofDate.filter((e) => !e.available).map((e) => span(e.startTime, e.endTime));
  // An "available" exception without times means the whole day is open.
  const extra = ofDate.filter((e) => e.available).map((e) => span(e.startTime, e.endTime));
  return unionOf([...subtract(weekly, blocked), ...extra]);
}

/**
 * Whether a lesson lies inside one available interval of its local date. A lesson running past
 * midnight is outside (nobody keeps weekly hours across midnight); ending exactly at midnight is fine.
 */
export function isAvailable(start: Date, end: Date, slots: WeeklySlot[], exceptions: DateException[]): boolean {
  const date = localDateOf(start);
  const from = start.getHours() * 60 + start.getMinutes();
  const endDate = localDateOf(end);
  const to = endDate === date ? end.getHours() * 60 + end.getMinutes() : DAY_MINUTES;
  if (endDate !== date && end.getTime() !== instantAt(date, DAY_MINUTES).getTime()) return false;
  return availableOn(date, slots, exceptions).some((interval) => interval.start <= from && to <= interval.end);
}

/** "Mon 2025-11-24 16:00–17:00" (on the centre's clock), the way a warning names a lesson time. */
export function describeTime(start: Date, end: Date, timeFormat: TimeFormat = '24h'): string {
  return formatTimeRange(start, end, timeFormat);
}

/**
 * The available instants between `from` and `to` (a calendar's visible range), day by day, clipped to
 * the range: what the calendar paints as a teacher's background.
 */
export function expandAvailability(
  from: Date,
  to: Date,
  slots: WeeklySlot[],
  exceptions: DateException[],
): { start: Date; end: Date }[] {
  return datesBetween(localDateOf(from), localDateOf(to)).flatMap((date) =>
    availableOn(date, slots, exceptions)
      .map((interval) => ({ start: instantAt(date, interval.start), end: instantAt(date, interval.end) }))
      .filter((interval) => interval.start < to && interval.end > from)
      .map((interval) => ({
        start: interval.start < from ? from : interval.start,
        end: interval.end > to ? to : interval.end,
      })),
  );
}
