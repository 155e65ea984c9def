/**
 * The locks that make lesson writes take turns where they would otherwise each check a state the
 * other is about to change (a clash check, a lesson's status, a series' lessons).
 *
 * Lock order. Every writer takes these in this order, and the other modules' locks fit after it, so
 * no two transactions can each hold what the other waits for (a deadlock, answered 409):
 * 1. series rows (schedule_series FOR UPDATE, by id): "this and following" and repeat-weekly, so an
 *    edit of a series and copies added to it run one after the other;
 * 2. lessons (schedules FOR UPDATE), by id, in one statement: a lesson's place in a series' time order
 *    changes when it is dragged, its id never does. Cancel, confirmation and correction lock their
 *    one lesson here too;
 * 3. booking locks (pg_advisory_xact_lock per teacher and per student), sorted: the clash check runs
 *    under them, so of two bookings of one teacher or student the second sees the first;
 * 4. student rows: bookableStudents takes them KEY SHARE, and the confirmation module, after its
 *    lesson, NO KEY UPDATE in id order. The two modes do not conflict, and no code that holds a
 *    student row goes on to take a lesson, series or booking lock.
 */
import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import { type ScheduleRow, scheduleSeries, schedules } from '../../db/schema';

/**
 * Namespaces of the booking locks, two-key advisory locks (a space apart from the one-key locks, such as
 * student numbering; users/user-accounts.ts has the phone locks' namespace).
 */
const TEACHER_BOOKINGS = 0x5443_4852; // "TCHR"
const STUDENT_BOOKINGS = 0x5354_4442; // "STDB"

/** Thrown inside the savepoint of `lockWithSeries` to let its locks go and take them again. */
class JoinedSeries extends Error {}

/** The series of these lessons, read without a lock: what to lock before them. */
async function seriesOf(tx: Transaction, lessonIds: number[]): Promise<Map<number, number | null>> {
  const rows = await tx
    .select({ id: schedules.id, seriesId: schedules.seriesId })
    .from(schedules)
    .where(inArray(schedules.id, lessonIds));
  return new Map(rows.map((row) => [row.id, row.seriesId]));
}

/** Locks these lessons (step 2) in id order and returns them as committed; for edits of one lesson. */
export function lockLessons(tx: Transaction, ids: number[]): Promise<ScheduleRow[]> {
  return tx.select().from(schedules).where(inArray(schedules.id, ids)).orderBy(asc(schedules.id)).for('update');
}

/**
 * Locks these lessons (step 2) after their series rows (step 1), both in id order, and returns the
 * lessons as committed: for whatever reads a series or adds to it. With `wholeSeries` the PLANNED
 * lessons of those series are locked too, in the same statement and so in id order with the chosen
 * ones: what "this and following" may rewrite.
 *
 * Which series to lock is read before the lessons are locked. A lesson gets a series only once (a
 * repeat of a lesson without one), under the lesson's lock; if that happened in between, the new
 * series was not locked first, so the locks are let go (rollback to a savepoint) and taken again in
 * order. Each lesson can cause that once, so this ends.
 */
export async function lockWithSeries(
  tx: Transaction,
  ids: number[],
  { wholeSeries = false }: { wholeSeries?: boolean } = {},
): Promise<ScheduleRow[]> {
  for (;;) {
    const looked = await seriesOf(tx, ids);
    const seriesIds = [...new Set(looked.values())].filter((id): id is number => id !== null).sort((a, b) => a - b);
    try {
      return await tx.transaction(async (attempt) => {
        if (seriesIds.length > 0)
          await attempt
            .select({ id: scheduleSeries.id })
            .from(scheduleSeries)
            .where(inArray(scheduleSeries.id, seriesIds))
            .orderBy(asc(scheduleSeries.id))
            .for('update');
        const chosen = inArray(schedules.id, ids);
        const planned = and(inArray(schedules.seriesId, seriesIds), eq(schedules.status, 'PLANNED'));
        const locked = await attempt
          .select()
          .from(schedules)
          .where(wholeSeries && seriesIds.length > 0 ? or(chosen, planned) : chosen)
          .orderBy(asc(schedules.id))
          .for('update');
        if (locked.some((lesson) => looked.has(lesson.id) && looked.get(lesson.id) !== lesson.seriesId))
          throw new JoinedSeries();
        return locked;
      });
    } catch (error) {
      if (!(error instanceof JoinedSeries)) throw error;
    }
  }
}

/**
 * Takes the booking locks of these teachers and students (step 3) until the transaction ends. One
 * statement whose calls run left to right, in one sorted order for everybody.
 */
export async function lockBookings(tx: Transaction, people: { teacherIds: number[]; studentIds: number[] }) {
  const keys = [
    ...[...new Set(people.teacherIds)].map((id) => [TEACHER_BOOKINGS, id]),
    ...[...new Set(people.studentIds)].map((id) => [STUDENT_BOOKINGS, id]),
  ].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  if (keys.length === 0) return;
  const calls = keys.map(([space, id]) => sql`pg_advisory_xact_lock(${space}::integer, ${id}::integer)`);
  await tx.execute(sql`select ${sql.join(calls, sql`, `)}`);
}
