import { and, asc, eq, gt, lt, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { calendarBusyBlocks } from '../../db/schema';
import type { CurrentUser } from '../../plugins/auth';

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
    .select()
    .from(calendarBusyBlocks)
    .where(and(...filters))
    .orderBy(asc(calendarBusyBlocks.startTime), asc(calendarBusyBlocks.id))
    .limit(5000);
  return {
    success: true as const,
    data: rows.map((row) => ({
      teacherId: row.teacherId,
      start: row.startTime.toISOString(),
      end: row.endTime.toISOString(),
      allDay: row.allDay,
      title: row.title,
    })),
  };
}
