/**
 * The calendar's answers, cached: many staff keep the same week open and every view change or refresh
 * asks for it again, while a week of every teacher costs the database tens of milliseconds to build
 * (schedule-calendar.ts). Triggers on the tables the answer reads (migration 0003) notify
 * `calendar_changed` on every committed change, so a cached answer never outlives the data behind it.
 * Kept as the bytes that are sent.
 */
import { NotifiedCache } from '../../lib/notified-cache';
import type { CalendarQuery } from './schedules.schemas';

const MIB = 1024 * 1024;

export type CalendarCache = NotifiedCache<Buffer>;

export function createCalendarCache(): CalendarCache {
  return new NotifiedCache<Buffer>({
    channel: 'calendar_changed',
    sizeOf: (body) => body.length,
    // A week of 300 teachers is about 1 MiB; six weeks (the month view) about 6 MiB.
    maxSize: 48 * MIB,
    maxEntrySize: 8 * MIB,
    // A safety net only: every change empties the cache long before this.
    maxAgeMs: 5 * 60_000,
  });
}

/** One key per distinct question; the instants are compared as instants, not as texts. */
export const calendarCacheKey = (query: CalendarQuery) =>
  [
    Date.parse(query.from),
    Date.parse(query.to),
    query.teacherId ?? '',
    query.studentId ?? '',
    query.courseId ?? '',
  ].join('|');
