import dayjs from 'dayjs';
import { and, eq, inArray, notInArray } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { type ScheduleRow, scheduleStudents, schedules } from '../../db/schema';
import { AppError, invalidField } from '../../lib/app-error';
import type { CurrentUser } from '../../lib/current-user';
import { amountForMinutes, sameAmount } from '../../lib/money';
import { dataResult } from '../../lib/responses';
import { getCentreDisplaySettings } from '../centre-settings';
import { recordLessonsChanged } from '../messaging';
import { notifyTeachersOfLessons } from '../notices';
import type { ScheduleTimeChangeInput, UpdateScheduleInput } from './schedule-bodies.schemas';
import { assertConflictsAcknowledged, findConflicts, type LessonConflict, warningsFor } from './schedule-conflicts';
import { lockBookings, lockLessons, lockWithSeries } from './schedule-locks';
import { assertPayableRate, plannedLessonFields, priceOf, type ResolvedPlan, resolvePlan } from './schedule-plan';
import { recordPriceChanges } from './schedule-price-audit';
import { getSchedule } from './schedule-queries';
import { assertNoOverlap, localDate, minutesBetween, type Span, spanOf } from './schedule-times';
import { MAX_LESSON_HOURS } from './schedules.schemas';

/** A lesson that may still be planned differently: PLANNED only (a confirmed one is corrected, not edited). */
function assertPlanned(lesson: ScheduleRow | undefined): ScheduleRow {
  if (!lesson) throw new AppError('notfound', { message: 'This lesson does not exist.' });
  if (lesson.status === 'CONFIRMED')
    throw new AppError('ruleviolated', {
      message: 'This lesson is confirmed: only an administrator can change it, by correcting its confirmation.',
    });
  if (lesson.status === 'CANCELLED')
    throw new AppError('ruleviolated', { message: 'This lesson is cancelled and can no longer be changed.' });
  return lesson;
}

async function lockPlanned(tx: Transaction, id: number): Promise<ScheduleRow> {
  const [lesson] = await lockLessons(tx, [id]);
  return assertPlanned(lesson);
}

/**
 * This lesson and the later PLANNED lessons of its series, in id order. The series row is locked
 * first, then every PLANNED lesson of the series (see schedule-locks.ts): locking the edited lesson
 * first, then the rest by id, deadlocked two such edits once a lesson had been dragged past one with
 * a higher id. Which lessons follow is decided on the rows as they are once locked.
 */
async function lockFollowing(tx: Transaction, id: number): Promise<{ edited: ScheduleRow; lessons: ScheduleRow[] }> {
  const locked = await lockWithSeries(tx, [id], { wholeSeries: true });
  const edited = assertPlanned(locked.find((lesson) => lesson.id === id));
  if (edited.seriesId === null) return { edited, lessons: [edited] };
  const following = locked.filter((lesson) => lesson.status === 'PLANNED' && lesson.startTime >= edited.startTime);
  return { edited, lessons: following };
}

async function lockOne(tx: Transaction, id: number): Promise<{ edited: ScheduleRow; lessons: ScheduleRow[] }> {
  const edited = await lockPlanned(tx, id);
  return { edited, lessons: [edited] };
}

const msOfDay = (instant: Date) => {
  const local = dayjs(instant);
  return local.diff(local.startOf('day'));
};

/**
 * The new times of each lesson when `edited` moves from its old span to `to`: every lesson shifts by
 * the same number of local days and the same change of clock time, and its length changes by the
 * same amount (a series of Monday 10:00 and Wednesday 14:00 moved an hour later keeps both days).
 */
function shiftedSpans(lessons: ScheduleRow[], edited: ScheduleRow, to: Span): Span[] {
  const days = dayjs(localDate(to.start)).diff(dayjs(localDate(edited.startTime)), 'day');
  const clock = msOfDay(to.start) - msOfDay(edited.startTime);
  const lengthChange = to.end.getTime() - to.start.getTime() - (edited.endTime.getTime() - edited.startTime.getTime());
  return lessons.map((lesson) => {
    if (lesson.id === edited.id) return to;
    const start = dayjs(lesson.startTime).add(days, 'day').add(clock, 'millisecond').toDate();
    const length = lesson.endTime.getTime() - lesson.startTime.getTime() + lengthChange;
    if (length <= 0 || length > MAX_LESSON_HOURS * 3_600_000)
      throw invalidField('endTime', `would give lesson #${lesson.id} an impossible length`);
    return { start, end: new Date(start.getTime() + length) };
  });
}

/** Writes the edited plan onto each lesson (spans and clashes in the same order) and its student list. */
async function rewriteLessons(
  tx: Transaction,
  actor: CurrentUser,
  change: { input: UpdateScheduleInput; plan: ResolvedPlan; spans: Span[]; conflicts: LessonConflict[] },
  lessonIds: number[],
) {
  const { input, plan, spans, conflicts } = change;
  const now = new Date();
  for (const [index, lessonId] of lessonIds.entries()) {
    const warnings = warningsFor(conflicts, index);
    await tx
      .update(schedules)
      .set({ ...plannedLessonFields(input, plan, spans[index], { warnings, by: actor.id, at: now }), updatedAt: now })
      .where(eq(schedules.id, lessonId));
  }
  await tx
    .delete(scheduleStudents)
    .where(
      and(inArray(scheduleStudents.scheduleId, lessonIds), notInArray(scheduleStudents.studentId, plan.studentIds)),
    );
  await tx
    .insert(scheduleStudents)
    .values(lessonIds.flatMap((scheduleId) => plan.studentIds.map((studentId) => ({ scheduleId, studentId }))))
    .onConflictDoNothing();
}

/**
 * Edits a PLANNED lesson, or with scope `following` it and the later PLANNED lessons of its series
 * (same shift of day and time, same field changes). Confirmed and cancelled lessons of the series
 * are left as they are. A price left out is worked out again from the hourly rate.
 */
export async function updateSchedule(db: Database, actor: CurrentUser, id: number, input: UpdateScheduleInput) {
  const ids = await db.transaction(async (tx) => {
    const { edited, lessons } = input.scope === 'following' ? await lockFollowing(tx, id) : await lockOne(tx, id);
    const lessonIds = lessons.map((lesson) => lesson.id);
    const booked = await tx
      .select({ studentId: scheduleStudents.studentId })
      .from(scheduleStudents)
      .where(inArray(scheduleStudents.scheduleId, lessonIds));
    // Who loses the lesson as well as who gets it: both their timetables change.
    await lockBookings(tx, {
      teacherIds: [input.teacherId, ...lessons.map((lesson) => lesson.teacherId)],
      studentIds: [...input.studentIds, ...booked.map((row) => row.studentId)],
    });
    const plan = await resolvePlan(tx, input, {
      courseId: edited.courseId,
      teacherId: edited.teacherId,
      studentIds: booked.map((row) => row.studentId),
    });
    const spans = shiftedSpans(lessons, edited, spanOf(input));
    assertNoOverlap(spans, 'startTime', (await getCentreDisplaySettings(tx)).timeFormat);
    const conflicts = await findConflicts(tx, {
      teacherId: input.teacherId,
      studentIds: plan.studentIds,
      times: spans,
      excludeIds: lessonIds,
    });
    assertConflictsAcknowledged(conflicts, input.acknowledgeConflicts);
    await rewriteLessons(tx, actor, { input, plan, spans, conflicts }, lessonIds);
    await recordPriceChanges(tx, lessons, actor.id);
    await notifyTeachersOfLessons(tx, 'changed', lessonIds, actor.id);
    await recordLessonsChanged(tx, lessons, actor.id);
    return lessonIds;
  });
  return dataResult({ ids });
}

/**
 * Moves or resizes one PLANNED lesson (calendar drag). A price that was the hourly rate × the old
 * length follows the new length; a price set by hand stays.
 */
export async function moveSchedule(db: Database, actor: CurrentUser, id: number, input: ScheduleTimeChangeInput) {
  await db.transaction(async (tx) => {
    const lesson = await lockPlanned(tx, id);
    const span = spanOf(input);
    const booked = await tx
      .select({ studentId: scheduleStudents.studentId })
      .from(scheduleStudents)
      .where(eq(scheduleStudents.scheduleId, id));
    const studentIds = booked.map((row) => row.studentId);
    await lockBookings(tx, { teacherIds: [lesson.teacherId], studentIds });
    const conflicts = await findConflicts(tx, {
      teacherId: lesson.teacherId,
      studentIds,
      times: [span],
      excludeIds: [id],
    });
    assertConflictsAcknowledged(conflicts, input.acknowledgeConflicts);
    const newMinutes = minutesBetween(span.start, span.end);
    assertPayableRate(lesson.teacherHourlyRate, newMinutes);
    const oldMinutes = minutesBetween(lesson.startTime, lesson.endTime);
    const oldRatedPrice = lesson.hourlyRate === null ? null : amountForMinutes(lesson.hourlyRate, oldMinutes);
    const followsRate = oldRatedPrice !== null && sameAmount(lesson.price, oldRatedPrice);
    const warnings = warningsFor(conflicts, 0);
    const now = new Date();
    await tx
      .update(schedules)
      .set({
        startTime: span.start,
        endTime: span.end,
        ...(followsRate && { price: priceOf(lesson.hourlyRate as string, newMinutes) }),
        acknowledgedConflicts: warnings,
        acknowledgedBy: warnings ? actor.id : null,
        acknowledgedAt: warnings ? now : null,
        updatedAt: now,
      })
      .where(eq(schedules.id, id));
    await recordPriceChanges(tx, [lesson], actor.id);
    await notifyTeachersOfLessons(tx, 'changed', [id], actor.id);
    await recordLessonsChanged(tx, [lesson], actor.id);
  });
  return dataResult(await getSchedule(db, id));
}
