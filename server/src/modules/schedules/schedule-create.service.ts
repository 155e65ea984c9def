import type { Database, Transaction } from '../../db/client';
import { scheduleSeries, scheduleStudents, schedules } from '../../db/schema';
import type { CurrentUser } from '../../lib/current-user';
import { dataResult } from '../../lib/responses';
import { getCentreDisplaySettings } from '../centre-settings';
import { recordLessonsBooked } from '../messaging';
import { notifyTeachersOfLessons } from '../notices';
import { emitLessonEvents } from '../webhooks';
import type { CreateScheduleInput, PlanInput } from './schedule-bodies.schemas';
import { assertConflictsAcknowledged, findConflicts, type LessonConflict, warningsFor } from './schedule-conflicts';
import { lockBookings } from './schedule-locks';
import { plannedLessonFields, type ResolvedPlan, resolvePlan } from './schedule-plan';
import { expandScheduleTimes, type Span, spanOf } from './schedule-times';

/** One new PLANNED lesson per span with the plan's fields, its students, and the clashes saved anyway. */
export async function insertLessons(
  tx: Transaction,
  actor: CurrentUser,
  lesson: { input: PlanInput; plan: ResolvedPlan; seriesId: number | null },
  spans: Span[],
  conflicts: LessonConflict[],
): Promise<number[]> {
  const { input, plan, seriesId } = lesson;
  const now = new Date();
  const rows = await tx
    .insert(schedules)
    .values(
      spans.map((span, index) => ({
        seriesId,
        ...plannedLessonFields(input, plan, span, { warnings: warningsFor(conflicts, index), by: actor.id, at: now }),
        createdBy: actor.id,
      })),
    )
    .returning({ id: schedules.id });
  const ids = rows.map((row) => row.id);
  await tx
    .insert(scheduleStudents)
    .values(ids.flatMap((scheduleId) => plan.studentIds.map((studentId) => ({ scheduleId, studentId }))));
  await emitLessonEvents(tx, 'lesson.created', ids);
  return ids;
}

/**
 * Creates a lesson for each schedule time and each week of the repeat, all or nothing. Lessons made
 * together form a series ("edit this and following"); a single lesson has none.
 */
export async function createSchedules(db: Database, actor: CurrentUser, input: CreateScheduleInput) {
  const { timeFormat } = await getCentreDisplaySettings(db);
  const spans = expandScheduleTimes(input.scheduleTimes.map(spanOf), input.repeat, 'scheduleTimes', timeFormat);
  return db.transaction(async (tx) => {
    // Before the clash check: a booking of the same teacher or student at the same moment waits, then sees this one.
    await lockBookings(tx, { teacherIds: [input.teacherId], studentIds: input.studentIds });
    const plan = await resolvePlan(tx, input);
    const conflicts = await findConflicts(tx, {
      teacherId: input.teacherId,
      studentIds: plan.studentIds,
      times: spans,
    });
    assertConflictsAcknowledged(conflicts, input.acknowledgeConflicts);
    let seriesId: number | null = null;
    if (spans.length > 1) {
      const [series] = await tx
        .insert(scheduleSeries)
        .values({
          repeatWeeks: input.repeat?.weeks ?? null,
          repeatUntil: input.repeat?.until ?? null,
          createdBy: actor.id,
        })
        .returning({ id: scheduleSeries.id });
      seriesId = series.id;
    }
    const ids = await insertLessons(tx, actor, { input, plan, seriesId }, spans, conflicts);
    await notifyTeachersOfLessons(tx, 'booked', ids, actor.id);
    await recordLessonsBooked(tx, ids, actor.id);
    return dataResult({ ids, seriesId });
  });
}
