/**
 * What a confirmed lesson moves: each PRESENT student's charge and the teacher's pay record. The
 * lesson module (cancelling a confirmed lesson) and the admin correction call these; both always run
 * inside the caller's transaction.
 *
 * Lock order (to avoid deadlocks between confirmations, corrections and other ledger postings): the
 * lesson row first, then the students in id order (postLessonCharges locks them so).
 * Money is computed in PostgreSQL numeric; JavaScript only carries the decimal strings.
 */
import dayjs from 'dayjs';
import { and, asc, eq, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import {
  type Attendance,
  courses,
  type ScheduleRow,
  scheduleStudents,
  schedules,
  teacherPayRecords,
  voucherLedgerEntries,
} from '../../db/schema';
import { AppError } from '../../lib/app-error';
import * as rollups from '../rollups';
import { type LessonCharges, postLessonCharges, postReversal } from '../vouchers';

const isZero = (amount: string) => /^0*(\.0*)?$/.test(amount);

/** Locks one lesson row for the rest of the transaction; 404 when it does not exist. */
export async function lockLesson(tx: Transaction, scheduleId: number): Promise<ScheduleRow> {
  const [lesson] = await tx.select().from(schedules).where(eq(schedules.id, scheduleId)).for('update');
  if (!lesson) throw new AppError('notfound', { message: 'This lesson does not exist.' });
  return lesson;
}

/** A lesson locked by its caller and marked CONFIRMED, with the course name its charges are labelled with. */
export type ConfirmedLesson = Pick<ScheduleRow, 'id' | 'status' | 'price' | 'paymentType' | 'startTime'> & {
  courseName: string;
};

/**
 * Charges and pays a lesson already marked CONFIRMED with its attendance and charged amounts recorded
 * (`recordTimesAndAttendance`): on a VOUCHER lesson every PRESENT student gets a ledger charge of
 * -price (a price of 0 posts nothing), ABSENT students nothing, and the teacher one pay record for the
 * reported minutes.
 */
export async function applyLessonAccounting(tx: Transaction, scheduleId: number, userId: number | null) {
  const [lesson] = await tx
    .select({
      id: schedules.id,
      status: schedules.status,
      price: schedules.price,
      paymentType: schedules.paymentType,
      startTime: schedules.startTime,
      courseName: courses.name,
    })
    .from(schedules)
    .innerJoin(courses, eq(courses.id, schedules.courseId))
    .where(eq(schedules.id, scheduleId))
    .for('update', { of: schedules });
  if (!lesson) throw new AppError('notfound', { message: 'This lesson does not exist.' });
  const booked = await tx
    .select({
      studentId: scheduleStudents.studentId,
      attendance: scheduleStudents.attendance,
      lateCancelled: sql<boolean>`${scheduleStudents.lateCancelledAt} is not null`,
    })
    .from(scheduleStudents)
    .where(eq(scheduleStudents.scheduleId, scheduleId));
  await chargePresentStudents(tx, lesson, booked, userId);
  const paid = await tx.execute<{ id: number }>(
    payRecordInsert(
      sql`(select * from ${schedules} where ${schedules.id} = ${scheduleId})`,
      lessonLabel(lesson),
      userId,
    ),
  );
  await rollups.recordPayRecords(
    tx,
    paid.rows.map((row) => Number(row.id)),
  );
}

/** What a confirmed lesson's charges and pay are labelled with (the centre's local date, as on the timetable). */
export const lessonLabel = (lesson: Pick<ConfirmedLesson, 'id' | 'courseName' | 'startTime'>) =>
  `Lesson #${lesson.id} ${lesson.courseName} ${dayjs(lesson.startTime).format('YYYY-MM-DD')}`;

/**
 * The INSERT of the teacher's pay record for each lesson row of `lessons` (a relation with the
 * schedules columns: the table filtered to one lesson, or a CTE of the lesson just written): minutes
 * from the reported times (the planned ones if none were reported), amount rounded to cents.
 */
export function payRecordInsert(lessons: SQL, reason: string | Placeholder, userId: number | null | Placeholder): SQL {
  return sql`
    insert into ${teacherPayRecords} (schedule_id, teacher_id, minutes, hourly_rate, amount, reason, created_by)
    select l.id, l.teacher_id, m.minutes, l.teacher_hourly_rate, round(m.minutes * l.teacher_hourly_rate / 60, 2),
      ${reason}::text, ${userId}::integer
    from ${lessons} l, lateral (
      select round(extract(epoch from (coalesce(l.teacher_end_time, l.end_time) - coalesce(l.teacher_start_time, l.start_time))) / 60)::integer as minutes
    ) m
    returning id`;
}

/** A student's attendance as accounting reads it: a family's late cancellation is charged like presence. */
export type ChargedAttendance = { studentId: number; attendance: Attendance | null; lateCancelled?: boolean };

/** Whether confirming charges this student: present, or cancelled late by the family (portal policy "charge"). */
export const isCharged = (a: ChargedAttendance) => a.attendance === 'PRESENT' || a.lateCancelled === true;

/**
 * The ledger half of a confirmed lesson: on a VOUCHER lesson every PRESENT student, and every student
 * whose family cancelled late, is charged the price; nobody on a lesson paid otherwise or with a price
 * of 0 (null: nothing to post).
 */
export function lessonCharges(
  lesson: Omit<ConfirmedLesson, 'status'>,
  attendance: ChargedAttendance[],
  userId: number | null,
): LessonCharges | null {
  if (lesson.paymentType !== 'VOUCHER' || isZero(lesson.price)) return null;
  return {
    studentIds: attendance.filter(isCharged).map((a) => a.studentId),
    price: lesson.price,
    reason: lessonLabel(lesson),
    scheduleId: lesson.id,
    createdBy: userId,
  };
}

/** lessonCharges posted (one statement for all the students), on a lesson already marked CONFIRMED. */
export async function chargePresentStudents(
  tx: Transaction,
  lesson: ConfirmedLesson,
  attendance: ChargedAttendance[],
  userId: number | null,
) {
  // A programming error, not user input: callers set the status before accounting.
  if (lesson.status !== 'CONFIRMED') throw new Error(`Lesson #${lesson.id} is ${lesson.status}, not CONFIRMED`);
  const charges = lessonCharges(lesson, attendance, userId);
  if (charges) await postLessonCharges(tx, charges);
}

/**
 * Undoes what applyLessonAccounting did: every charge of the lesson not yet reversed gets its
 * reversing ledger entry, every pay record not yet reversed a negative record naming it, and the
 * students' charged amounts are cleared. Attendance and status are the caller's to change.
 */
export async function reverseLessonAccounting(
  tx: Transaction,
  scheduleId: number,
  reason: string,
  userId: number | null,
) {
  await lockLesson(tx, scheduleId);
  const reversal = sql`select 1 from ${voucherLedgerEntries} r where r.reverses_entry_id = ${voucherLedgerEntries.id}`;
  const charges = await tx
    .select({ id: voucherLedgerEntries.id })
    .from(voucherLedgerEntries)
    .where(
      and(
        eq(voucherLedgerEntries.scheduleId, scheduleId),
        eq(voucherLedgerEntries.kind, 'charge'),
        sql`not exists (${reversal})`,
      ),
    )
    .orderBy(asc(voucherLedgerEntries.studentId), asc(voucherLedgerEntries.id));
  for (const { id } of charges) await postReversal(tx, id, reason, userId);
  const reversed = await tx.execute<{ id: number }>(sql`
    insert into ${teacherPayRecords} (schedule_id, teacher_id, minutes, hourly_rate, amount, reason, reverses_record_id, created_by)
    select p.schedule_id, p.teacher_id, -p.minutes, p.hourly_rate, -p.amount, ${reason}, p.id, ${userId}
    from ${teacherPayRecords} p
    where p.schedule_id = ${scheduleId} and p.reverses_record_id is null
      and not exists (select 1 from ${teacherPayRecords} r where r.reverses_record_id = p.id)
    order by p.id
    returning id`);
  await rollups.recordPayRecords(
    tx,
    reversed.rows.map((row) => Number(row.id)),
  );
  await tx
    .update(scheduleStudents)
    .set({ chargedAmount: null })
    .where(and(eq(scheduleStudents.scheduleId, scheduleId), sql`${scheduleStudents.chargedAmount} is not null`));
}
