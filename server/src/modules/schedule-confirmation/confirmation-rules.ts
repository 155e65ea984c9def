/**
 * The checks and writes a confirmation and its admin correction share: sane reported times, the
 * attendance of every booked student exactly once, and recording both on the locked lesson.
 */
import { asc, eq, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import { type Attendance, type ScheduleRow, scheduleStudents, schedules } from '../../db/schema';
import { invalidField } from '../../lib/app-error';
import { minutesBetween } from '../../lib/minutes';
import { amountForMinutes, MAX_AMOUNT_TEXT } from '../../lib/money';
import { QueryShapes } from '../../lib/query-shapes';
import * as rollups from '../rollups';
import {
  assertAllCharged,
  type LessonChargeParams,
  type LessonCharges,
  lessonChargeCtes,
  lessonChargeValues,
} from '../vouchers';
import { payRecordInsert } from './lesson-accounting';
import { teacherLessonColumns } from './teacher-lessons';

const DAY_MS = 24 * 3_600_000;

export type AttendanceInput = { studentId: number; attendance: Attendance }[];
export type ReportedTimes = { teacherStartTime: Date; teacherEndTime: Date };

/**
 * Start before end, at most a day long, and starting within a day of the planned start: pay is
 * computed from these times, so a typo in the date must not become a day's pay.
 */
export function saneReportedTimes(
  lesson: Pick<ScheduleRow, 'startTime'>,
  input: { teacherStartTime: string; teacherEndTime: string },
) {
  const start = new Date(input.teacherStartTime);
  const end = new Date(input.teacherEndTime);
  if (end <= start) throw invalidField('teacherEndTime', 'must be after the start time');
  if (end.getTime() - start.getTime() > DAY_MS) {
    throw invalidField('teacherEndTime', 'must be within 24 hours of the start time');
  }
  if (Math.abs(start.getTime() - lesson.startTime.getTime()) > DAY_MS) {
    throw invalidField('teacherStartTime', 'must be within 24 hours of the planned start');
  }
  return { teacherStartTime: start, teacherEndTime: end };
}

/**
 * The teacher's pay (the rate × the reported minutes) must fit an amount: refused on `field` before
 * anything is written, instead of PostgreSQL refusing the pay record with a 500.
 */
export function assertPayFits(hourlyRate: string, times: ReportedTimes, field: 'teacherEndTime' | 'teacherHourlyRate') {
  if (amountForMinutes(hourlyRate, minutesBetween(times.teacherStartTime, times.teacherEndTime)) === null) {
    throw invalidField(
      field,
      `makes the teacher's pay for this lesson more than ${MAX_AMOUNT_TEXT} at ${hourlyRate} an hour`,
    );
  }
}

/** The lesson's booked student ids, in id order (the order accounting locks them in). */
export async function bookedStudentIds(tx: Transaction, scheduleId: number): Promise<number[]> {
  const rows = await tx
    .select({ studentId: scheduleStudents.studentId })
    .from(scheduleStudents)
    .where(eq(scheduleStudents.scheduleId, scheduleId))
    .orderBy(asc(scheduleStudents.studentId));
  return rows.map((row) => row.studentId);
}

/** Every booked student exactly once and nobody else (duplicates are refused by the body schema). */
export function assertEveryStudentOnce(booked: number[], attendance: AttendanceInput) {
  const given = new Set(attendance.map((a) => a.studentId));
  const missing = booked.filter((id) => !given.has(id));
  if (missing.length > 0) {
    throw invalidField(
      'attendance',
      `must give the attendance of every booked student; missing: ${missing.join(', ')}`,
    );
  }
  const known = new Set(booked);
  const strangers = attendance.filter((a) => !known.has(a.studentId)).map((a) => a.studentId);
  if (strangers.length > 0) throw invalidField('attendance', `not booked on this lesson: ${strangers.join(', ')}`);
}

/**
 * What recordTimesAndAttendance returns of the lesson it wrote: the teacher's view, what the charges
 * need, and what the pay record (payRecordInsert, reading this row) needs.
 */
const recordedColumns = {
  ...teacherLessonColumns,
  price: schedules.price,
  paymentType: schedules.paymentType,
  teacherId: schedules.teacherId,
  teacherHourlyRate: schedules.teacherHourlyRate,
};
export type RecordedLesson = Pick<ScheduleRow, keyof typeof recordedColumns>;

/** The teacher's pay record to write with a confirmation: its label and who confirmed. */
export type PayRecording = { reason: string; userId: number | null };

/** Lesson columns a recording may set besides the reported times (a confirmation's, a correction's). */
type RecordedSet = Pick<
  Partial<typeof schedules.$inferInsert>,
  'status' | 'confirmedAt' | 'confirmedBy' | 'closedByRequestKey' | 'price' | 'teacherHourlyRate'
>;

/** What else the statement writes: lesson columns, the teacher's pay record, the students' charges. */
export type RecordingExtras = {
  set?: RecordedSet;
  pay?: PayRecording;
  charges?: LessonCharges | null;
};

/** Which columns are set and which parts are written: one statement, built once, for each. */
type RecordingShape = { setColumns: (keyof RecordedSet)[]; pay: boolean; charges: boolean };

const placeholder = sql.placeholder;

/** The charges' values go into these placeholders (lessonChargeCtes). */
const chargePlaceholders: LessonChargeParams = {
  studentIds: placeholder('chargedStudentIds'),
  amount: placeholder('chargeAmount'),
  reason: placeholder('chargeReason'),
  scheduleId: placeholder('scheduleId'),
  createdBy: placeholder('chargedBy'),
};

/** Statement names by shape, the same on every connection (a name must always mean the same text). */
const recordingNames = new Map<string, string>();
function recordingName(key: string): string {
  let name = recordingNames.get(key);
  if (!name) {
    name = `record_lesson_${recordingNames.size + 1}`;
    recordingNames.set(key, name);
  }
  return name;
}

const recordings = new QueryShapes(
  (shape: RecordingShape) => `${shape.setColumns.join(',')}|${shape.pay}|${shape.charges}`,
  (tx: Transaction, shape: RecordingShape, key) => {
    const set = Object.fromEntries(
      [...shape.setColumns, 'teacherStartTime', 'teacherEndTime', 'updatedAt'].map((column) => [
        column,
        placeholder(column),
      ]),
    );
    const written = tx.$with('written').as(
      tx
        .update(schedules)
        .set(set)
        .where(eq(schedules.id, placeholder('scheduleId')))
        .returning(recordedColumns),
    );
    const isPresent = sql`${scheduleStudents.studentId} = any(${placeholder('presentStudentIds')}::integer[])`;
    const attendanceWritten = tx.$with('attendance_written', {}).as(sql`
      update ${scheduleStudents} set
        attendance = case when ${isPresent} then 'PRESENT' else 'ABSENT' end::attendance,
        charged_amount = case when ${isPresent} or ${scheduleStudents.lateCancelledAt} is not null
          then (select price from written where status = 'CONFIRMED') end
      where ${scheduleStudents.scheduleId} = ${placeholder('scheduleId')}`);
    const payRecorded = shape.pay
      ? [
          tx
            .$with('pay_recorded', {})
            .as(payRecordInsert(sql`written`, placeholder('payReason'), placeholder('paidBy'))),
        ]
      : [];
    const charging = shape.charges ? lessonChargeCtes(tx, chargePlaceholders) : null;
    return tx
      .with(written, attendanceWritten, ...payRecorded, ...(charging?.ctes ?? []))
      .select({
        ...written._.selectedFields,
        chargedCount: charging ? sql<number>`(select count(*) from charged)::integer` : sql<number>`0`,
        // What the roll-ups add up before the commit (modules/rollups).
        chargedIds: charging
          ? sql<number[]>`(select coalesce(array_agg(id), '{}') from charged)`
          : sql<number[]>`'{}'::integer[]`,
        payRecordIds: shape.pay
          ? sql<number[]>`(select coalesce(array_agg(id), '{}') from pay_recorded)`
          : sql<number[]>`'{}'::integer[]`,
      })
      .from(written)
      .prepare(recordingName(key));
  },
);

/**
 * Writes the reported times and attendance on the locked lesson in ONE statement and returns the
 * lesson as written (recordedColumns). On a lesson that is CONFIRMED once written, each present student's
 * `charged_amount` is the price. With `pay`, the same statement also writes the teacher's pay record
 * from the times just written; with `charges`, the students' ledger charges (lessonChargeCtes).
 * Each shape of the statement is built once per connection (QueryShapes) and named, so neither
 * Drizzle nor PostgreSQL builds it again for every confirmation.
 */
export async function recordTimesAndAttendance(
  tx: Transaction,
  scheduleId: number,
  times: ReportedTimes,
  attendance: AttendanceInput,
  { set = {}, pay, charges }: RecordingExtras = {},
): Promise<RecordedLesson> {
  const setColumns = (Object.keys(set) as (keyof RecordedSet)[]).filter((column) => set[column] !== undefined).sort();
  const charged = charges ? lessonChargeValues(charges) : null;
  const statement = recordings.of(tx, { setColumns, pay: pay !== undefined, charges: charged !== null });
  const [{ chargedCount, chargedIds, payRecordIds, ...lesson }] = await statement.execute({
    ...Object.fromEntries(setColumns.map((column) => [column, set[column]])),
    ...times,
    updatedAt: new Date(),
    scheduleId,
    presentStudentIds: attendance.filter((a) => a.attendance === 'PRESENT').map((a) => a.studentId),
    payReason: pay?.reason,
    paidBy: pay?.userId,
    chargedStudentIds: charged?.studentIds,
    chargeAmount: charged?.amount,
    chargeReason: charged?.reason,
    chargedBy: charged?.createdBy,
  });
  await assertAllCharged(tx, charged, chargedCount);
  await rollups.recordLedgerEntries(tx, chargedIds.map(Number));
  await rollups.recordPayRecords(tx, payRecordIds.map(Number));
  return lesson;
}
