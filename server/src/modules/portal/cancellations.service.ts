/**
 * A family cancels a linked student's place on an upcoming lesson from the portal (issue 33), under
 * the centre's cancellation policy (centre-settings/cancellation-policy.ts):
 * - inside the free window the student is taken off the lesson at no charge; a lesson with nobody else
 *   booked is cancelled the way staff cancel one (schedules' cancelLockedLesson);
 * - later, the policy either refuses (nothing written, the reason named) or marks the student "late
 *   cancellation": they stay booked and the teacher's confirmation charges them through its own
 *   accounting (schedule-confirmation's lessonCharges), in its transaction and with its locks.
 * Lock order as every lesson write: the lesson row first (lockLesson), then its booking rows.
 */
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { courses, scheduleChanges, scheduleStudents, students } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { CurrentUser } from '../../lib/current-user';
import { formatTime, formatWeekdayDate } from '../../lib/display-format';
import { freeCancellationEnds, getCancellationPolicy, getCentreDisplaySettings } from '../centre-settings';
import { centreTimeZone } from '../external-calendars';
import { recordStudentCancelled } from '../messaging';
import { notifyCentreStaff, notifyUser } from '../notices';
import { lockLesson } from '../schedule-confirmation';
import { cancelLockedLesson } from '../schedules';
import { assertLinked } from './linked-students';

export type CancellationOutcome = 'removed' | 'lesson-cancelled' | 'late-cancelled';

const notFound = () => new AppError('notfound', { message: 'This lesson does not exist.' });

/** The lesson's deadline for free cancellation and what the policy does after it (the portal's rows show both). */
export async function cancellationTerms(db: Database | Transaction, startTime: Date) {
  const policy = await getCancellationPolicy(db);
  return {
    freeUntil: freeCancellationEnds(startTime, policy.freeCancellationHours, centreTimeZone()),
    lateCancellation: policy.lateCancellation,
  };
}

async function describe(tx: Transaction, scheduleId: number, studentId: number, startTime: Date) {
  const [row] = await tx
    .select({
      student: sql<string>`${students.firstName} || ' ' || ${students.lastName}`,
      course: courses.name,
    })
    .from(scheduleStudents)
    .innerJoin(students, eq(students.id, scheduleStudents.studentId))
    .innerJoin(courses, sql`${courses.id} = (select course_id from schedules where id = ${scheduleId})`)
    .where(and(eq(scheduleStudents.scheduleId, scheduleId), eq(scheduleStudents.studentId, studentId)));
  const { timeFormat } = await getCentreDisplaySettings(tx as unknown as Database);
  const when = `${formatWeekdayDate(startTime)} ${formatTime(startTime, timeFormat)}`;
  return { ...row, when, timeFormat };
}

/** Cancels `studentId`'s place on lesson `scheduleId` for the signed-in family. */
export async function cancelFamilyLesson(
  db: Database,
  family: CurrentUser,
  scheduleId: number,
  studentId: number,
  now: Date = new Date(),
): Promise<{ outcome: CancellationOutcome; message: string }> {
  return db.transaction(async (tx) => {
    // Another family's student or lesson answers 404 before anything is locked or written.
    await assertLinked(tx, family.id, studentId);
    const [booked] = await tx
      .select({ lateCancelledAt: scheduleStudents.lateCancelledAt })
      .from(scheduleStudents)
      .where(and(eq(scheduleStudents.scheduleId, scheduleId), eq(scheduleStudents.studentId, studentId)));
    if (!booked) throw notFound();
    const lesson = await lockLesson(tx, scheduleId);
    if (lesson.status !== 'PLANNED') {
      throw new AppError('conflict', {
        message: `This lesson is already ${lesson.status === 'CANCELLED' ? 'cancelled' : 'confirmed'}.`,
      });
    }
    if (lesson.startTime.getTime() <= now.getTime()) {
      throw new AppError('ruleviolated', { message: 'This lesson has already started; please call the centre.' });
    }
    const [still] = await tx
      .select({ lateCancelledAt: scheduleStudents.lateCancelledAt })
      .from(scheduleStudents)
      .where(and(eq(scheduleStudents.scheduleId, scheduleId), eq(scheduleStudents.studentId, studentId)))
      .for('update');
    if (!still) throw notFound();
    if (still.lateCancelledAt) {
      throw new AppError('conflict', { message: 'This lesson is already cancelled late for this student.' });
    }
    const terms = await cancellationTerms(tx, lesson.startTime);
    const told = await describe(tx, scheduleId, studentId, lesson.startTime);
    const until = `${formatWeekdayDate(terms.freeUntil)} ${formatTime(terms.freeUntil, told.timeFormat)}`;
    const inside = now.getTime() <= terms.freeUntil.getTime();
    if (!inside && terms.lateCancellation === 'refuse') {
      throw new AppError('ruleviolated', {
        message: `Free cancellation of this lesson ended ${until}. The centre does not take later cancellations online: please call the centre.`,
      });
    }
    const change = (action: string, after: Record<string, unknown>) =>
      tx.insert(scheduleChanges).values({
        scheduleId,
        action,
        reason: `Cancelled by the family on the portal for ${told.student}`,
        before: { status: lesson.status, studentId },
        after,
        changedBy: family.id,
        changedAt: now,
      });
    // The lesson goes on without this student: the teacher gets the notice and, by the channels they
    // chose for a cancellation, the mail/text (as for a one-student lesson cancelled); the centre the notice.
    const tell = async (what: string) => {
      const title = `${told.student}: ${what}, ${told.course}, ${told.when}`.slice(0, 200);
      await notifyUser(tx, lesson.teacherId, { type: 'event', title });
      await notifyCentreStaff(tx, { type: 'event', title });
      await recordStudentCancelled(tx, {
        lessonId: scheduleId,
        studentId,
        teacherId: lesson.teacherId,
        actorId: family.id,
        at: now,
      });
    };

    if (!inside) {
      await tx
        .update(scheduleStudents)
        .set({ lateCancelledAt: now, lateCancelledBy: family.id })
        .where(and(eq(scheduleStudents.scheduleId, scheduleId), eq(scheduleStudents.studentId, studentId)));
      await change('late-cancel', { status: lesson.status, studentId, lateCancelled: true });
      await tell('late cancellation (charged on confirming)');
      return {
        outcome: 'late-cancelled',
        message: `Cancelled late (free cancellation ended ${until}): the lesson will be charged when the teacher confirms it.`,
      };
    }
    const [others] = await tx
      .select({ count: sql<number>`count(*)::integer` })
      .from(scheduleStudents)
      .where(and(eq(scheduleStudents.scheduleId, scheduleId), ne(scheduleStudents.studentId, studentId)));
    if (others.count === 0) {
      await cancelLockedLesson(tx, family, lesson, `Cancelled by the family on the portal for ${told.student}`);
      await notifyCentreStaff(tx, {
        type: 'event',
        title: `${told.student}: lesson cancelled by the family, ${told.course}, ${told.when}`.slice(0, 200),
      });
      return { outcome: 'lesson-cancelled', message: 'The lesson is cancelled, at no charge.' };
    }
    await tx
      .delete(scheduleStudents)
      .where(and(eq(scheduleStudents.scheduleId, scheduleId), eq(scheduleStudents.studentId, studentId)));
    await change('remove-student', { status: lesson.status, studentId, removed: true });
    await tell('cancelled by the family');
    return { outcome: 'removed', message: 'Cancelled at no charge; the lesson goes ahead for the others.' };
  });
}
