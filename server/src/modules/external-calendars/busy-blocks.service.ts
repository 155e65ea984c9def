import { and, asc, eq, gt, lt, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { calendarBusyBlocks, teachers, users } from '../../db/schema';
import type { CurrentUser } from '../../lib/current-user';
import { dataResult } from '../../lib/responses';
import { displayNameSql } from '../users';

/** Busy blocks overlapping a calendar's visible range (a teacher: only their own). */
export async function listBusyBlocks(
  db: Database,
  user: CurrentUser,
  query: { from: string; to: string; teacherId?: number },
) {
  const teacherId = user.role === 'ROLE_TEACHER' ? user.id : query.teacherId;
  const filters: SQL[] = [
    lt(calendarBusyBlocks.startTime, new Date(query.to)),
    gt(calendarBusyBlocks.endTime, new Date(query.from)),
  ];
  if (teacherId !== undefined) filters.push(eq(calendarBusyBlocks.teacherId, teacherId));
  const rows = await db
    .select({
      id: calendarBusyBlocks.id,
      teacherId: calendarBusyBlocks.teacherId,
      teacherName: displayNameSql,
      color: teachers.color,
      startTime: calendarBusyBlocks.startTime,
      endTime: calendarBusyBlocks.endTime,
      allDay: calendarBusyBlocks.allDay,
      title: calendarBusyBlocks.title,
    })
    .from(calendarBusyBlocks)
    .innerJoin(users, eq(users.id, calendarBusyBlocks.teacherId))
    .innerJoin(teachers, eq(teachers.userId, calendarBusyBlocks.teacherId))
    .where(and(...filters))
    .orderBy(asc(calendarBusyBlocks.startTime), asc(calendarBusyBlocks.id))
    .limit(5000);
  return dataResult(
    rows.map((row) => ({
      teacherId: row.teacherId,
      teacherName: row.teacherName ?? '',
      color: row.color,
      start: row.startTime.toISOString(),
      end: row.endTime.toISOString(),
      allDay: row.allDay,
      title: row.title,
    })),
  );
}
