/** Fixtures and read-backs for the lesson confirmation tests (teacher confirm, admin correction, races). */
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../src/db/client';
import { scheduleStudents, students, teacherPayRecords, voucherLedgerEntries } from '../../src/db/schema';
import { postLedgerEntry } from '../../src/modules/vouchers/ledger';
import type { AuthHeader, TestApp } from './app';
import { hoursFromNow, insertLesson, insertTeacher, type NewLesson } from './lessons';
import { insertCourse, insertStudent } from './records';

/** A student holding `balance` vouchers (posted through the ledger, so its invariants hold). */
export async function fundedStudent(db: Database, balance = '100.00') {
  const student = await insertStudent(db);
  await db.transaction((tx) =>
    postLedgerEntry(tx, {
      studentId: student.id,
      kind: 'adjustment',
      amount: balance,
      reason: 'Opening balance',
      createdBy: null,
    }),
  );
  return student;
}

export async function balanceOf(db: Database, studentId: number): Promise<string> {
  const [row] = await db.select({ balance: students.voucherBalance }).from(students).where(eq(students.id, studentId));
  return row.balance;
}

/** A signed-in teacher and a course, for lessons that teacher gives. */
export async function signedInTeacher(t: TestApp, hourlyRate: string | null = null) {
  const teacher = await insertTeacher(t.db, { hourlyRate });
  const headers: AuthHeader = await t.signIn(teacher.login);
  return { teacher, headers };
}

/** A lesson of `teacherId` that ended an hour ago (90 minutes long unless given), by default VOUCHER at 40.00. */
export async function pastLesson(
  db: Database,
  teacherId: number,
  studentIds: number[],
  values: Partial<NewLesson> = {},
) {
  const course = await insertCourse(db);
  const endTime = hoursFromNow(-1);
  const startTime = new Date(endTime.getTime() - 90 * 60_000);
  return insertLesson(db, { teacherId, courseId: course.id, studentIds, startTime, endTime, ...values });
}

/** Everything a lesson's confirmation wrote: ledger entries, pay records and the students' rows. */
export async function accountingOf(db: Database, scheduleId: number) {
  const [ledger, pay, booked] = await Promise.all([
    db
      .select()
      .from(voucherLedgerEntries)
      .where(eq(voucherLedgerEntries.scheduleId, scheduleId))
      .orderBy(asc(voucherLedgerEntries.id)),
    db
      .select()
      .from(teacherPayRecords)
      .where(eq(teacherPayRecords.scheduleId, scheduleId))
      .orderBy(asc(teacherPayRecords.id)),
    db
      .select()
      .from(scheduleStudents)
      .where(eq(scheduleStudents.scheduleId, scheduleId))
      .orderBy(asc(scheduleStudents.studentId)),
  ]);
  return { ledger, pay, booked };
}
