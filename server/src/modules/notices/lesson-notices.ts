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
 * The lessons a notice speaks of: those still to come, as the teacher's mail names them (a series booked
 * from a past date starts at its next lesson). A booking or change of past lessons alone says nothing; a
 * cancellation of past lessons alone still names them, as a past lesson cancelled will never be paid
 * (docs/decisions.md, "The bell names the lessons still to come").
 */
function lessonsToName<T extends { startTime: Date }>(event: LessonEvent, own: T[], now: Date): T[] {
  const coming = own.filter((lesson) => lesson.startTime >= now);
  return coming.length > 0 || event !== 'cancelled' ? coming : own;
}

/**
 * Tells each teacher whose lessons were booked, moved or cancelled, inside the caller's transaction
 * (the notice exists exactly when the change does). A teacher who made the change is not told.
 */
export async function notifyTeachersOfLessons(
  tx: Executor,
  event: LessonEvent,
  lessonIds: number[],
  actorId: number,
  now = new Date(),
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
  for (const [teacherId, all] of byTeacher) {
    if (teacherId === actorId) continue;
    const own = lessonsToName(event, all, now);
    if (own.length === 0) continue;
    const [first] = own;
    const what = own.length === 1 ? 'Lesson' : `${own.length} lessons`;
    const from = own.length === 1 ? '' : 'from ';
    await notifyUser(tx, teacherId, {
      type: 'event',
      title: `${what} ${event}: ${first.course}, ${from}${when(first.startTime, clock)}`.slice(0, 200),
    });
  }
}
