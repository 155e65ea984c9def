import dayjs from 'dayjs';
import { eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { courses, schedules } from '../../db/schema';
import { notifyUser } from './notices.service';

export type LessonEvent = 'booked' | 'changed' | 'cancelled';

const when = (at: Date) => dayjs(at).format('ddd YYYY-MM-DD HH:mm');

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
  const byTeacher = new Map<number, typeof lessons>();
  for (const lesson of lessons) byTeacher.set(lesson.teacherId, [...(byTeacher.get(lesson.teacherId) ?? []), lesson]);
  for (const [teacherId, own] of byTeacher) {
    if (teacherId === actorId) continue;
    const [first] = own;
    const what = own.length === 1 ? 'Lesson' : `${own.length} lessons`;
    const from = own.length === 1 ? '' : 'from ';
    await notifyUser(tx, teacherId, {
      type: 'event',
      title: `${what} ${event}: ${first.course}, ${from}${when(first.startTime)}`.slice(0, 200),
    });
  }
}
