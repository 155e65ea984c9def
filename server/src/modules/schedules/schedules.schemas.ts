/** What the lessons API returns and reads in its queries; the write bodies are in schedule-bodies.schemas.ts. */
import { z } from 'zod';
import { ATTENDANCES, COURSE_TYPES, FEEDBACK_STATUSES, PAYMENT_TYPES, SCHEDULE_STATUSES } from '../../db/schema';
import { pageQuery } from '../../lib/paging';
import { fields, optionalIdParam } from '../../lib/validation';

/** An instant with its offset, e.g. "2026-03-02T10:00:00-05:00" or "…Z", in the years the product takes. */
export const { instant } = fields;

export const isInstant = (value: unknown): value is string => instant.safeParse(value).success;
const isDate = (value: unknown): value is string => fields.isoDate.safeParse(value).success;

/** Longest lesson accepted. Range queries look this far back for lessons still running at a range's start. */
export const MAX_LESSON_HOURS = 12;
/** Longest calendar range one request may read. */
export const MAX_CALENDAR_DAYS = 62;

const status = z.enum(SCHEDULE_STATUSES).describe('PLANNED (shown "Unconfirmed"), CONFIRMED or CANCELLED');
const feedbackStatus = z.enum(FEEDBACK_STATUSES).describe('NOT_SUBMITTED (shown "Not Submitted"), DRAFT or SUBMITTED');

export const scheduleStudent = z
  .object({
    studentId: z.number().int().describe('Student record id'),
    studentNumber: z.string().describe('The centre\'s student number, e.g. "S000123"'),
    name: z.string().describe('First and last name'),
    attendance: z.enum(ATTENDANCES).nullable().describe('PRESENT or ABSENT once confirmed, else null'),
    chargedAmount: z
      .string()
      .nullable()
      .describe('What confirming charged this student (decimal string); null before confirmation or when absent'),
  })
  .meta({ id: 'ScheduleStudent' });

export const conflictWarning = z
  .object({
    kind: z.enum(['teacher', 'student', 'availability']).describe('Whose time clashes'),
    message: z.string().describe('The clash in words'),
  })
  .meta({ id: 'ConflictWarning' });

export const scheduleItem = z
  .object({
    id: z.number().int().describe('Lesson id'),
    seriesId: z.number().int().nullable().describe('The series the lesson was created in (several times or a repeat)'),
    status,
    courseType: z.enum(COURSE_TYPES).describe('PRIVATE, GROUP or ONLINE'),
    courseId: z.number().int().describe('Course id'),
    courseName: z.string().describe('Course name'),
    teacherId: z.number().int().describe('Teacher (user) id'),
    teacherName: z.string().describe("The teacher's name"),
    teacherColor: z.string().describe("The teacher's calendar colour (#rrggbb)"),
    address: z.string().nullable().describe('Where the lesson takes place'),
    startTime: z.string().describe('Planned start (ISO 8601)'),
    endTime: z.string().describe('Planned end (ISO 8601)'),
    teacherStartTime: z.string().nullable().describe('Start the teacher reported (ISO 8601), once confirmed'),
    teacherEndTime: z.string().nullable().describe('End the teacher reported (ISO 8601), once confirmed'),
    hours: z.number().describe('Duration in hours, 2 decimals (confirmed duration when confirmed, else planned)'),
    minutes: z.number().int().describe('Duration in minutes (confirmed duration when confirmed, else planned)'),
    students: z.array(scheduleStudent).describe('Booked students, by last name'),
    price: z.string().describe('Charged to each attending student on confirmation (decimal string)'),
    paymentType: z.enum(PAYMENT_TYPES).describe('How the students pay: VOUCHER charges their voucher balance'),
    hourlyRate: z.string().nullable().describe("The students' rate per hour (decimal string)"),
    teacherHourlyRate: z.string().describe("The teacher's pay per confirmed hour (decimal string)"),
    comments: z.string().nullable().describe('Comments on the lesson'),
    confirmedAt: z.string().nullable().describe('When it was confirmed (ISO 8601)'),
    feedbackStatus,
    acknowledgedConflicts: z
      .array(conflictWarning)
      .nullable()
      .describe('Clashes the user was warned about and saved anyway; null when there were none'),
    acknowledgedBy: z.string().nullable().describe('Who saved anyway'),
    acknowledgedAt: z.string().nullable().describe('When they saved anyway (ISO 8601)'),
    createdAt: z.string().describe('When the lesson was created (ISO 8601)'),
  })
  .meta({ id: 'ScheduleItem' });

export const scheduleItemResult = z
  .object({ success: z.literal(true), data: scheduleItem })
  .meta({ id: 'ScheduleItemResult' });

export const calendarLesson = z
  .object({
    id: z.number().int().describe('Lesson id'),
    startTime: z.string().describe('Planned start (ISO 8601)'),
    endTime: z.string().describe('Planned end (ISO 8601)'),
    status,
    teacherId: z.number().int().describe('Teacher (user) id'),
    teacherName: z.string().describe("The teacher's name"),
    color: z.string().describe("The teacher's calendar colour (#rrggbb)"),
    courseId: z.number().int().describe('Course id'),
    courseName: z.string().describe('Course name'),
    students: z
      .array(
        z
          .object({
            studentId: z.number().int().describe('Student record id'),
            name: z.string().describe('First and last name'),
          })
          .meta({ id: 'CalendarLessonStudent' }),
      )
      .describe('Booked students'),
    feedbackStatus,
  })
  .meta({ id: 'CalendarLesson' });

export const calendarResult = z
  .object({ success: z.literal(true), data: z.array(calendarLesson) })
  .meta({ id: 'CalendarResult' });

export const scheduleConflict = z
  .object({
    kind: z.enum(['teacher', 'student', 'availability']).describe('Whose time clashes'),
    message: z.string().describe('The clash in words'),
    scheduleId: z
      .number()
      .int()
      .optional()
      .describe('The existing lesson it clashes with (teacher and student clashes)'),
  })
  .meta({ id: 'ScheduleConflict' });

export const conflictsResult = z
  .object({ success: z.literal(true), data: z.array(scheduleConflict) })
  .meta({ id: 'ScheduleConflictsResult' });

export const scheduleListQuery = pageQuery
  .extend({
    from: fields.isoDate.optional().describe('Lessons starting on or after this local date (YYYY-MM-DD)'),
    to: fields.isoDate.optional().describe('Lessons starting on or before this local date (YYYY-MM-DD)'),
    teacherId: optionalIdParam('Only lessons of this teacher'),
    studentId: optionalIdParam('Only lessons this student is booked on'),
    courseId: optionalIdParam('Only lessons of this course'),
    status: status.optional(),
    feedbackStatus: feedbackStatus.optional(),
  })
  .strict()
  // Zod runs this even when a date failed its own format; only two valid dates are compared.
  .refine((query) => !isDate(query.from) || !isDate(query.to) || query.to >= query.from, {
    path: ['to'],
    message: 'must be on or after the from date',
  });

export const calendarQuery = z
  .strictObject({
    from: instant.describe('Start of the visible range (ISO 8601 instant)'),
    to: instant.describe(`End of the visible range (ISO 8601 instant), at most ${MAX_CALENDAR_DAYS} days after from`),
    teacherId: optionalIdParam('Only lessons of this teacher'),
    studentId: optionalIdParam('Only lessons this student is booked on'),
    courseId: optionalIdParam('Only lessons of this course'),
  })
  .superRefine((query, context) => {
    if (!isInstant(query.from) || !isInstant(query.to)) return;
    const span = Date.parse(query.to) - Date.parse(query.from);
    if (span <= 0) context.addIssue({ code: 'custom', path: ['to'], message: 'must be after from' });
    else if (span > MAX_CALENDAR_DAYS * 86_400_000)
      context.addIssue({ code: 'custom', path: ['to'], message: `The range can be at most ${MAX_CALENDAR_DAYS} days` });
  });

export type ScheduleListQuery = z.infer<typeof scheduleListQuery>;
export type CalendarQuery = z.infer<typeof calendarQuery>;
export type ScheduleItem = z.infer<typeof scheduleItem>;
export type ScheduleConflict = z.infer<typeof scheduleConflict>;
export type ConflictWarning = z.infer<typeof conflictWarning>;
