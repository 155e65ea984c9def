import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { teacherAvailabilityExceptions, teacherAvailabilitySlots, users } from '../../db/schema';
import type { TimeFormat } from '../../lib/display-format';
import { displayNameSql } from '../users';
import { describeTime, isAvailable, localDateOf, type WeeklySlot } from './availability-intervals';

export type AvailabilityConflict = { kind: 'availability'; message: string };

/**
 * Lesson times that fall outside the teacher's availability, one warning each. A teacher without any
 * weekly slot has not set availability up, so nothing is outside it.
 */
export async function availabilityConflicts(
  db: Executor,
  teacherId: number,
  times: { start: Date; end: Date }[],
  timeFormat: TimeFormat = '24h',
): Promise<AvailabilityConflict[]> {
  if (times.length === 0) return [];
  // The teacher's name comes with the slots (a LEFT JOIN), so a check costs two queries in all.
  const rows = await db
    .select({
      teacherName: displayNameSql,
      weekday: teacherAvailabilitySlots.weekday,
      startTime: teacherAvailabilitySlots.startTime,
      endTime: teacherAvailabilitySlots.endTime,
    })
    .from(users)
    .leftJoin(teacherAvailabilitySlots, eq(teacherAvailabilitySlots.teacherId, users.id))
    .where(eq(users.id, teacherId));
  const slots = rows.filter((row): row is typeof row & WeeklySlot => row.weekday !== null);
  if (slots.length === 0) return [];

  const dates = [...new Set(times.map((time) => localDateOf(time.start)))];
  const exceptions = await db
    .select({
      date: teacherAvailabilityExceptions.date,
      available: teacherAvailabilityExceptions.available,
      startTime: teacherAvailabilityExceptions.startTime,
      endTime: teacherAvailabilityExceptions.endTime,
    })
    .from(teacherAvailabilityExceptions)
    .where(
      and(eq(teacherAvailabilityExceptions.teacherId, teacherId), inArray(teacherAvailabilityExceptions.date, dates)),
    );

  const teacherName = rows[0]?.teacherName ?? 'the teacher';
  return times
    .filter((time) => !isAvailable(time.start, time.end, slots, exceptions))
    .map((time) => ({
      kind: 'availability' as const,
      message: `${describeTime(time.start, time.end, timeFormat)} is outside ${teacherName}'s availability.`,
    }));
}
