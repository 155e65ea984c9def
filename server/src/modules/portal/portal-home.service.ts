import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { courses, familyFeedbackReads, scheduleStudents, schedules, termRegisters, terms } from '../../db/schema';
import { centsOf } from '../../lib/money';
import { getCentreSettings } from '../centre-settings';
import { linkedStudents } from './linked-students';
import { familyLessons } from './portal-lessons.service';

/**
 * The portal's first screen, per linked student: balance (and whether it is under the centre's
 * low-balance threshold), the next lessons, feedback not yet opened, unpaid term registers.
 */
export async function familyHome(db: Database, userId: number) {
  const [linked, settings] = await Promise.all([linkedStudents(db, userId), getCentreSettings(db)]);
  const ids = linked.map((student) => student.id);
  if (ids.length === 0)
    return { centreName: settings.centreName, lowBalanceThreshold: settings.lowBalanceThreshold, students: [] };
  const [upcoming, unread, unpaid] = await Promise.all([
    familyLessons(db, userId, { when: 'upcoming', limit: 3 * ids.length + 3 }),
    db
      .select({ studentId: scheduleStudents.studentId, n: sql<number>`count(*)::int` })
      .from(scheduleStudents)
      .innerJoin(schedules, eq(schedules.id, scheduleStudents.scheduleId))
      .where(
        and(
          inArray(scheduleStudents.studentId, ids),
          eq(schedules.status, 'CONFIRMED'),
          eq(schedules.feedbackStatus, 'SUBMITTED'),
          sql`not exists (select 1 from ${familyFeedbackReads} r where r.user_id = ${userId} and r.schedule_id = ${schedules.id})`,
        ),
      )
      .groupBy(scheduleStudents.studentId),
    db
      .select({
        id: termRegisters.id,
        studentId: termRegisters.studentId,
        courseName: courses.name,
        startDate: terms.startDate,
        endDate: terms.endDate,
        price: termRegisters.price,
      })
      .from(termRegisters)
      .innerJoin(terms, eq(terms.id, termRegisters.termId))
      .leftJoin(courses, eq(courses.id, termRegisters.courseId))
      .where(and(inArray(termRegisters.studentId, ids), eq(termRegisters.paid, false))),
  ]);
  const threshold = centsOf(settings.lowBalanceThreshold);
  return {
    centreName: settings.centreName,
    lowBalanceThreshold: settings.lowBalanceThreshold,
    students: linked.map((student) => ({
      id: student.id,
      name: `${student.firstName} ${student.lastName}`,
      firstName: student.firstName,
      balance: student.voucherBalance,
      lowBalance: centsOf(student.voucherBalance) < threshold,
      nextLessons: upcoming.filter((lesson) => lesson.studentId === student.id).slice(0, 3),
      unreadFeedback: unread.find((row) => row.studentId === student.id)?.n ?? 0,
      unpaidRegisters: unpaid
        .filter((row) => row.studentId === student.id)
        .map(({ studentId: _student, courseName, ...row }) => ({ ...row, courseName: courseName ?? '' })),
    })),
  };
}
