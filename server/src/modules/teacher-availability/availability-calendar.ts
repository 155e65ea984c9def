import { and, between, type Column, eq, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { teacherAvailabilityExceptions, teacherAvailabilitySlots, teachers, users } from '../../db/schema';
import type { CurrentUser } from '../../lib/current-user';
import { dataResult } from '../../lib/responses';
import { isTeacher } from '../teachers';
import { displayNameSql } from '../users';
import { type DateException, expandAvailability, localDateOf, type WeeklySlot } from './availability-intervals';
import type { AvailabilityCalendarQuery } from './teacher-availability.schemas';

type TeacherInfo = { teacherId: number; teacherName: string | null; color: string };
type PerTeacher = TeacherInfo & { slots: WeeklySlot[]; exceptions: DateException[] };

/**
 * The available intervals of every teacher (or one) over a calendar's visible range, for its
 * background. A teacher only ever gets their own. Two queries whatever the range or teacher count.
 */
export async function getAvailabilityCalendar(db: Database, user: CurrentUser, query: AvailabilityCalendarQuery) {
  const from = new Date(query.from);
  const to = new Date(query.to);
  const teacherId = user.role === 'ROLE_TEACHER' ? user.id : query.teacherId;
  const ofTeacher = (column: Column): SQL | undefined => (teacherId === undefined ? undefined : eq(column, teacherId));
  const info = { teacherId: users.id, teacherName: displayNameSql, color: teachers.color };

  const [slots, exceptions] = await Promise.all([
    db
      .select({
        ...info,
        weekday: teacherAvailabilitySlots.weekday,
        startTime: teacherAvailabilitySlots.startTime,
        endTime: teacherAvailabilitySlots.endTime,
      })
      .from(teacherAvailabilitySlots)
      .innerJoin(teachers, eq(teachers.userId, teacherAvailabilitySlots.teacherId))
      .innerJoin(users, eq(users.id, teachers.userId))
      .where(and(isTeacher, ofTeacher(teacherAvailabilitySlots.teacherId))),
    db
      .select({
        ...info,
        date: teacherAvailabilityExceptions.date,
        available: teacherAvailabilityExceptions.available,
        startTime: teacherAvailabilityExceptions.startTime,
        endTime: teacherAvailabilityExceptions.endTime,
      })
      .from(teacherAvailabilityExceptions)
      .innerJoin(teachers, eq(teachers.userId, teacherAvailabilityExceptions.teacherId))
      .innerJoin(users, eq(users.id, teachers.userId))
      .where(
        and(
          isTeacher,
          ofTeacher(teacherAvailabilityExceptions.teacherId),
          between(teacherAvailabilityExceptions.date, localDateOf(from), localDateOf(to)),
        ),
      ),
  ]);

  const byTeacher = new Map<number, PerTeacher>();
  const entryOf = ({ teacherId: id, teacherName, color }: TeacherInfo) => {
    const entry = byTeacher.get(id) ?? { teacherId: id, teacherName, color, slots: [], exceptions: [] };
    byTeacher.set(id, entry);
    return entry;
  };
  for (const slot of slots) entryOf(slot).slots.push(slot);
  for (const exception of exceptions) entryOf(exception).exceptions.push(exception);

  const data = [...byTeacher.values()]
    .sort((a, b) => (a.teacherName ?? '').localeCompare(b.teacherName ?? '') || a.teacherId - b.teacherId)
    .flatMap((teacher) =>
      expandAvailability(from, to, teacher.slots, teacher.exceptions).map((interval) => ({
        teacherId: teacher.teacherId,
        teacherName: teacher.teacherName ?? '',
        color: teacher.color,
        start: interval.start.toISOString(),
        end: interval.end.toISOString(),
      })),
    );
  return dataResult(data);
}
