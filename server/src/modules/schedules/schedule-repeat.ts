/** "Repeat weekly" on the table: copies of chosen lessons, one a week, as new PLANNED lessons. */
import { and, asc, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { courses, type ScheduleRow, scheduleSeries, scheduleStudents, schedules, users } from '../../db/schema';
import { AppError, assertAllKnown, invalidField } from '../../lib/app-error';
import type { CurrentUser } from '../../lib/current-user';
import { dataResult } from '../../lib/responses';
import { recordLessonsBooked } from '../messaging';
import { MAX_LESSONS_PER_REQUEST, type RepeatWeeklyInput } from './schedule-bodies.schemas';
import { assertConflictsAcknowledged, findConflicts, type LessonConflict } from './schedule-conflicts';
import { insertLessons } from './schedule-create.service';
import { lockBookings, lockWithSeries } from './schedule-locks';
import { bookableStudents } from './schedule-plan';
import { assertLessonCount, weeklyCopies } from './schedule-times';

const list = (lessons: ScheduleRow[]) => lessons.map((lesson) => `#${lesson.id}`).join(', ');

/** Copies need a teacher and a course that still exist. */
async function assertReferencesUsable(tx: Transaction, sources: ScheduleRow[]) {
  const teacherIds = [...new Set(sources.map((lesson) => lesson.teacherId))];
  const courseIds = [...new Set(sources.map((lesson) => lesson.courseId))];
  const goneTeachers = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.id, teacherIds), isNotNull(users.deletedAt)));
  const liveCourses = await tx
    .select({ id: courses.id })
    .from(courses)
    .where(and(inArray(courses.id, courseIds), isNull(courses.deletedAt)));
  const gone = new Set(goneTeachers.map((row) => row.id));
  const live = new Set(liveCourses.map((row) => row.id));
  const blocked = sources.filter((lesson) => gone.has(lesson.teacherId) || !live.has(lesson.courseId));
  if (blocked.length > 0)
    throw new AppError('ruleviolated', {
      message: `The teacher or course of these lessons no longer exists, so they cannot be repeated: ${list(blocked)}.`,
    });
}

/**
 * The source's series, or a new one it joins. The source is locked (repeatableLessons): a second
 * repeat of it waits, then finds the series this one linked instead of linking its own over it.
 */
async function seriesFor(tx: Transaction, actor: CurrentUser, source: ScheduleRow, input: RepeatWeeklyInput) {
  if (source.seriesId !== null) return source.seriesId;
  const [series] = await tx
    .insert(scheduleSeries)
    .values({ repeatWeeks: input.weeks ?? null, repeatUntil: input.until ?? null, createdBy: actor.id })
    .returning({ id: scheduleSeries.id });
  // The lesson joins the new series so "this and following" reaches its copies.
  await tx.update(schedules).set({ seriesId: series.id }).where(eq(schedules.id, source.id));
  return series.id;
}

/**
 * The chosen lessons (in time order) with their students; refused when one cannot be repeated.
 * Their series rows, the lessons and then their bookings are locked before anything is checked
 * (schedule-locks.ts): a cancel, an edit or another repeat of them under way finishes first and is
 * seen, so copies are made from the lessons as they are and join a series no edit is rewriting.
 */
async function repeatableLessons(tx: Transaction, wanted: number[]) {
  const locked = await lockWithSeries(tx, wanted);
  assertAllKnown(
    'scheduleIds',
    'lesson',
    wanted,
    locked.map((lesson) => lesson.id),
  );
  const sources = locked.sort((a, b) => a.startTime.getTime() - b.startTime.getTime() || a.id - b.id);
  const cancelled = sources.filter((lesson) => lesson.status === 'CANCELLED');
  if (cancelled.length > 0)
    throw new AppError('ruleviolated', { message: `Cancelled lessons cannot be repeated: ${list(cancelled)}.` });
  await assertReferencesUsable(tx, sources);

  const booked = await tx
    .select({ scheduleId: scheduleStudents.scheduleId, studentId: scheduleStudents.studentId })
    .from(scheduleStudents)
    .where(inArray(scheduleStudents.scheduleId, wanted))
    .orderBy(asc(scheduleStudents.studentId));
  const lessons = sources.map((lesson) => ({
    lesson,
    studentIds: booked.filter((row) => row.scheduleId === lesson.id).map((row) => row.studentId),
  }));
  const empty = lessons.filter(({ studentIds }) => studentIds.length === 0).map(({ lesson }) => lesson);
  if (empty.length > 0)
    throw new AppError('ruleviolated', { message: `These lessons have no students to repeat: ${list(empty)}.` });
  const studentIds = [...new Set(booked.map((row) => row.studentId))];
  await lockBookings(tx, { teacherIds: sources.map((lesson) => lesson.teacherId), studentIds });
  await bookableStudents(tx, studentIds, [], 'scheduleIds');
  return lessons;
}

/**
 * Copies each chosen lesson every week after it (weeks copies, or up to `until`), with the same
 * course, teacher, students, price and rates. All or nothing; clashes (also between the copies
 * themselves) need acknowledging like any other.
 */
export async function repeatSchedulesWeekly(db: Database, actor: CurrentUser, input: RepeatWeeklyInput) {
  const ids = await db.transaction(async (tx) => {
    const lessons = await repeatableLessons(tx, [...new Set(input.scheduleIds)]);
    const copies = lessons.map(({ lesson }) =>
      weeklyCopies({ start: lesson.startTime, end: lesson.endTime }, input, 1, MAX_LESSONS_PER_REQUEST),
    );
    const total = copies.reduce((sum, spans) => sum + spans.length, 0);
    if (total === 0) throw invalidField('until', 'must be at least a week after the chosen lessons');
    assertLessonCount(total, input.weeks !== undefined ? 'weeks' : 'until');

    const created: number[] = [];
    const conflicts: LessonConflict[] = [];
    // Lesson by lesson, so the copies already inserted count as clashes for the next ones.
    for (const [index, { lesson, studentIds }] of lessons.entries()) {
      const spans = copies[index];
      if (spans.length === 0) continue;
      const found = await findConflicts(tx, { teacherId: lesson.teacherId, studentIds, times: spans });
      conflicts.push(...found);
      const seriesId = await seriesFor(tx, actor, lesson, input);
      const plan = {
        studentIds,
        hourlyRate: lesson.hourlyRate,
        teacherHourlyRate: lesson.teacherHourlyRate,
        priceFor: () => lesson.price,
      };
      created.push(
        ...(await insertLessons(tx, actor, { input: { ...lesson, studentIds }, plan, seriesId }, spans, found)),
      );
    }
    // Thrown after the inserts on purpose: the transaction rolls them back.
    assertConflictsAcknowledged(conflicts, input.acknowledgeConflicts);
    await recordLessonsBooked(tx, created, actor.id);
    return created;
  });
  return dataResult({ ids });
}
