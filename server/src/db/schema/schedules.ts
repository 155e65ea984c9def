import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  smallint,
  text,
  time,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { courses } from './catalogue';
import { paymentTypeEnum } from './payment-types';
import { students } from './students';
import { teachers } from './teachers';
import { users } from './users';

/** PLANNED shows as "Unconfirmed" until the teacher confirms; CANCELLED charges and pays nothing. */
export const SCHEDULE_STATUSES = ['PLANNED', 'CONFIRMED', 'CANCELLED'] as const;
export type ScheduleStatus = (typeof SCHEDULE_STATUSES)[number];
export const scheduleStatusEnum = pgEnum('schedule_status', SCHEDULE_STATUSES);

/** How the lesson is given (the spec's "course type"). */
export const COURSE_TYPES = ['PRIVATE', 'GROUP', 'ONLINE'] as const;
export type CourseType = (typeof COURSE_TYPES)[number];
export const courseTypeEnum = pgEnum('course_type', COURSE_TYPES);

/** NOT_SUBMITTED shows as "Not Submitted"; DRAFT is saved but not yet sent; SUBMITTED is final until edited. */
export const FEEDBACK_STATUSES = ['NOT_SUBMITTED', 'DRAFT', 'SUBMITTED'] as const;
export type FeedbackStatus = (typeof FEEDBACK_STATUSES)[number];
export const feedbackStatusEnum = pgEnum('feedback_status', FEEDBACK_STATUSES);

export const ATTENDANCES = ['PRESENT', 'ABSENT'] as const;
export type Attendance = (typeof ATTENDANCES)[number];
export const attendanceEnum = pgEnum('attendance', ATTENDANCES);

/**
 * Lessons created together (several schedule times, a weekly repeat): "edit this and following" and
 * "repeat weekly" work on a series. A one-off lesson has no series.
 */
export const scheduleSeries = pgTable('schedule_series', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  /** How the series was asked for: a number of weeks or an end date (kept for the audit, not re-applied). */
  repeatWeeks: smallint(),
  repeatUntil: date({ mode: 'string' }),
  createdBy: integer().references(() => users.id),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** One lesson (the spec's "schedule"). Money columns are numeric; times are instants (timestamptz). */
export const schedules = pgTable(
  'schedules',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    seriesId: integer().references(() => scheduleSeries.id),
    status: scheduleStatusEnum().notNull().default('PLANNED'),
    courseType: courseTypeEnum().notNull().default('PRIVATE'),
    courseId: integer()
      .notNull()
      .references(() => courses.id),
    teacherId: integer()
      .notNull()
      .references(() => teachers.userId),
    address: varchar({ length: 200 }),
    startTime: timestamp({ withTimezone: true }).notNull(),
    endTime: timestamp({ withTimezone: true }).notNull(),
    /** What the teacher reported at confirmation; hours and minutes are derived from these. */
    teacherStartTime: timestamp({ withTimezone: true }),
    teacherEndTime: timestamp({ withTimezone: true }),
    /** Charged to each attending student on confirmation (defaults to hourlyRate × planned hours). */
    price: numeric({ precision: 12, scale: 2 }).notNull(),
    paymentType: paymentTypeEnum().notNull().default('VOUCHER'),
    /** The students' rate per hour (defaults from the student). */
    hourlyRate: numeric({ precision: 12, scale: 2 }),
    /** The teacher's pay per confirmed hour (defaults from the teacher). */
    teacherHourlyRate: numeric({ precision: 12, scale: 2 }).notNull(),
    comments: text(),
    confirmedAt: timestamp({ withTimezone: true }),
    confirmedBy: integer().references(() => users.id),
    cancelledAt: timestamp({ withTimezone: true }),
    cancelledBy: integer().references(() => users.id),
    /**
     * The key the teacher's device made for the confirmation or cancellation that closed the lesson: a
     * replay of that same request (an offline queue sending again) is answered as done, not refused.
     */
    closedByRequestKey: varchar({ length: 64 }),
    classFeedback: text(),
    feedbackStatus: feedbackStatusEnum().notNull().default('NOT_SUBMITTED'),
    feedbackSubmittedAt: timestamp({ withTimezone: true }),
    /**
     * The key the teacher's device made for the feedback save that last wrote it: the offline queue sending
     * that save again (its answer was lost) is answered with the feedback as it is, not written twice.
     */
    feedbackRequestKey: varchar({ length: 64 }),
    /** Overlaps / availability warnings the user saw and saved anyway: [{kind, message}], with who and when. */
    acknowledgedConflicts: jsonb().$type<{ kind: string; message: string }[]>(),
    acknowledgedBy: integer().references(() => users.id),
    acknowledgedAt: timestamp({ withTimezone: true }),
    createdBy: integer().references(() => users.id),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Bumped by a trigger when the times, status, place, course or teacher change (the feed's SEQUENCE). */
    revision: integer().notNull().default(0),
  },
  (t) => [
    // The calendar reads a visible range (all teachers, or one); confirmation reads one teacher's past PLANNED.
    index('schedules_start_idx').on(t.startTime),
    // The dashboard's lessons waiting for confirmation: past PLANNED ones, oldest first, among years of lessons.
    index('schedules_planned_start_idx').on(t.startTime, t.id).where(sql`${t.status} = 'PLANNED'`),
    // The dashboard's count of lessons still to confirm (planned, already ended): an index range (issue 35).
    index('schedules_planned_end_idx').on(t.endTime).where(sql`${t.status} = 'PLANNED'`),
    // Whether a booked lesson is still to come, from a small index alone (the low-balance list's next lesson).
    index('schedules_planned_id_idx').on(t.id, t.startTime).where(sql`${t.status} = 'PLANNED'`),
    index('schedules_teacher_start_idx').on(t.teacherId, t.startTime),
    index('schedules_status_teacher_idx').on(t.status, t.teacherId, t.endTime),
    index('schedules_series_idx').on(t.seriesId, t.startTime),
    index('schedules_course_idx').on(t.courseId, t.startTime),
    check('schedules_times_check', sql`${t.startTime} < ${t.endTime}`),
    check(
      'schedules_teacher_times_check',
      sql`${t.teacherStartTime} is null or ${t.teacherEndTime} is null or ${t.teacherStartTime} < ${t.teacherEndTime}`,
    ),
    check('schedules_money_check', sql`${t.price} >= 0 and ${t.teacherHourlyRate} >= 0`),
  ],
);

/** A student booked on a lesson, their attendance once confirmed, and their own feedback. */
export const scheduleStudents = pgTable(
  'schedule_students',
  {
    scheduleId: integer()
      .notNull()
      .references(() => schedules.id, { onDelete: 'cascade' }),
    studentId: integer()
      .notNull()
      .references(() => students.id),
    attendance: attendanceEnum(),
    /**
     * What confirming charged this student by the lesson's payment type (null until confirmed, and for
     * an absent student); a VOUCHER charge also has its ledger entry (voucher_ledger_entries.schedule_id).
     */
    chargedAmount: numeric({ precision: 12, scale: 2 }),
    feedback: text(),
    /**
     * A family cancelled after the free window under a "charge" policy: the student stays booked and is
     * charged the price when the teacher confirms, present or not (null: no late cancellation).
     */
    lateCancelledAt: timestamp({ withTimezone: true }),
    lateCancelledBy: integer().references(() => users.id),
  },
  (t) => [
    primaryKey({ columns: [t.scheduleId, t.studentId] }),
    // With the lesson: a student's bookings are read off the index alone (the dashboard's next lesson).
    index('schedule_students_student_idx').on(t.studentId, t.scheduleId),
  ],
);

/**
 * What a confirmed lesson earns its teacher (the salary report reads these). Append-only like the
 * voucher ledger: a change to a confirmed lesson adds a reversing record and a new one.
 */
export const teacherPayRecords = pgTable(
  'teacher_pay_records',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    scheduleId: integer()
      .notNull()
      .references(() => schedules.id),
    teacherId: integer()
      .notNull()
      .references(() => teachers.userId),
    minutes: integer().notNull(),
    hourlyRate: numeric({ precision: 12, scale: 2 }).notNull(),
    /** Signed: a reversal is the negative of the record it names. */
    amount: numeric({ precision: 12, scale: 2 }).notNull(),
    reason: text().notNull(),
    reversesRecordId: integer().references((): AnyPgColumn => teacherPayRecords.id),
    createdBy: integer().references(() => users.id),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('teacher_pay_teacher_idx').on(t.teacherId, t.createdAt),
    index('teacher_pay_schedule_idx').on(t.scheduleId),
    // The audit log reads the newest pay records first.
    index('teacher_pay_created_idx').on(t.createdAt),
    uniqueIndex('teacher_pay_reverses_unique').on(t.reversesRecordId).where(sql`${t.reversesRecordId} is not null`),
  ],
);

/** Who changed a confirmed or cancelled lesson, when, why, and what it looked like before and after. */
export const scheduleChanges = pgTable(
  'schedule_changes',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    scheduleId: integer()
      .notNull()
      .references(() => schedules.id),
    action: varchar({ length: 30 }).notNull(),
    reason: text(),
    before: jsonb(),
    after: jsonb(),
    changedBy: integer().references(() => users.id),
    changedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  // The audit log reads the newest changes first.
  (t) => [
    index('schedule_changes_schedule_idx').on(t.scheduleId, t.id),
    index('schedule_changes_at_idx').on(t.changedAt),
  ],
);

/** A teacher's repeating weekly hours (weekday 0 = Sunday … 6 = Saturday, centre-local clock times). */
export const teacherAvailabilitySlots = pgTable(
  'teacher_availability_slots',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    teacherId: integer()
      .notNull()
      .references(() => teachers.userId),
    weekday: smallint().notNull(),
    startTime: time().notNull(),
    endTime: time().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('teacher_availability_slots_teacher_idx').on(t.teacherId, t.weekday),
    check('teacher_availability_slots_weekday_check', sql`${t.weekday} between 0 and 6`),
    check('teacher_availability_slots_times_check', sql`${t.startTime} < ${t.endTime}`),
  ],
);

/**
 * A date that differs from the weekly hours: unavailable all day (no times), unavailable for some
 * hours, or available for extra hours.
 */
export const teacherAvailabilityExceptions = pgTable(
  'teacher_availability_exceptions',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    teacherId: integer()
      .notNull()
      .references(() => teachers.userId),
    date: date({ mode: 'string' }).notNull(),
    available: boolean().notNull(),
    startTime: time(),
    endTime: time(),
    note: varchar({ length: 200 }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('teacher_availability_exceptions_teacher_idx').on(t.teacherId, t.date),
    check(
      'teacher_availability_exceptions_times_check',
      sql`(${t.startTime} is null and ${t.endTime} is null) or (${t.startTime} is not null and ${t.endTime} is not null and ${t.startTime} < ${t.endTime})`,
    ),
  ],
);

export type ScheduleRow = typeof schedules.$inferSelect;
export type ScheduleStudentRow = typeof scheduleStudents.$inferSelect;
export type TeacherPayRecordRow = typeof teacherPayRecords.$inferSelect;
