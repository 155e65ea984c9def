import { and, asc, eq, gt, lt } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { calendarBusyBlocks, users } from '../../db/schema';
import type { TimeFormat } from '../../lib/display-format';
import { describeTime } from '../teacher-availability';
import { displayNameSql } from '../users';

/** `time` is the index in `times` of the lesson time the warning is about. */
export type BusyConflict = { kind: 'availability'; message: string; time: number };

/**
 * Lesson times that overlap a busy block from the teacher's own calendar: warned about like times
 * outside availability (same kind, so the form and the stored acknowledgement need nothing new).
 */
export async function busyConflicts(
  db: Executor,
  teacherId: number,
  times: { start: Date; end: Date }[],
  timeFormat: TimeFormat = '24h',
): Promise<BusyConflict[]> {
  if (times.length === 0) return [];
  const first = new Date(Math.min(...times.map((time) => time.start.getTime())));
  const last = new Date(Math.max(...times.map((time) => time.end.getTime())));
  const blocks = await db
    .select({
      start: calendarBusyBlocks.startTime,
      end: calendarBusyBlocks.endTime,
      title: calendarBusyBlocks.title,
      teacherName: displayNameSql,
    })
    .from(calendarBusyBlocks)
    .innerJoin(users, eq(users.id, calendarBusyBlocks.teacherId))
    .where(
      and(
        eq(calendarBusyBlocks.teacherId, teacherId),
        lt(calendarBusyBlocks.startTime, last),
        gt(calendarBusyBlocks.endTime, first),
      ),
    )
    .orderBy(asc(calendarBusyBlocks.startTime));
  return times.flatMap((time, index) => {
    const block = blocks.find((busy) => busy.start < time.end && time.start < busy.end);
    if (!block) return [];
    const what = block.title ? ` (${block.title})` : '';
    return [
      {
        time: index,
        kind: 'availability' as const,
        message: `${describeTime(time.start, time.end, timeFormat)}: ${block.teacherName} is busy in their own calendar${what}.`,
      },
    ];
  });
}
