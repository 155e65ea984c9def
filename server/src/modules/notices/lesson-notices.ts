import { eq, inArray } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { courses, schedules } from '../../db/schema';
import { formatTime, formatWeekdayDate, type TimeFormat } from '../../lib/display-format';
import { groupBy } from '../../lib/group-by';
import { getCentreDisplaySettings } from '../centre-settings';
import { notifyUser } from './notices.service';

export type LessonEvent = 'booked' | 'changed' | 'cancelled';

/** "Tue 2026-11-24 16:00" on the centre's clock, as the screens write a lesson's start. */
const when = (at: Date, clock: TimeFormat) => `${formatWeekdayDate(at)} ${formatTime(at, clock)}`;

/**
 * Tells each teacher whose lessons were booked, moved or cancelled, inside the caller's transaction
 * (the notice exists exactly when the change does). A teacher who made the change is not told.
 */
export async function notifyTeachersOfLessons(
  tx: Executor,
  event: LessonEvent,
  lessonIds: number[],
  actorId: number,
): Promise<void> {
  if (lessonIds.length === 0) return;
  const lessons = await tx
    .select({ teacherId: schedules.teacherId, startTime: schedules.startTime, course: courses.name })
    .from(schedules)
    .innerJoin(courses, eq(courses.id, schedules.courseId))
    .where(inArray(schedules.id, lessonIds))
    .orderBy(schedules.startTime);
  const byTeacher = groupBy(lessons, (lesson) => lesson.teacherId);
  const others = [...byTeacher.keys()].filter((teacherId) => teacherId !== actorId);
  if (others.length === 0) return;
  const { timeFormat: clock } = await getCentreDisplaySettings(tx as Database);
  for (const [teacherId, own] of byTeacher) {
    if (teacherId === actorId) continue;
    const [first] = own;
    const what = own.length === 1 ? 'Lesson' : `${own.length} lessons`;
    const from = own.length === 1 ? '' : 'from ';
    await notifyUser(tx, teacherId, {
      type: 'event',
      title: `${what} ${event}: ${first.course}, ${from}${when(first.startTime, clock)}`.slice(0, 200),
    });
  }
}
