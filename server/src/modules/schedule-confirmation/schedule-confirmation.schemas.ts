import { z } from 'zod';
import { ATTENDANCES, COURSE_TYPES, FEEDBACK_STATUSES, SCHEDULE_STATUSES } from '../../db/schema';
import { pageQuery } from '../../lib/paging';
import { fields } from '../../lib/validation';

const { instant } = fields;
const attendance = z.enum(ATTENDANCES).describe('Whether the student attended');

/** A student on a teacher's lesson: who and whether they came, nothing about their money. */
export const teacherLessonStudent = z
  .object({
    studentId: z.number().int().describe('Student id'),
    studentNumber: z.string().describe("The centre's student number"),
    name: z.string().describe('First and last name'),
    attendance: attendance.nullable().describe('PRESENT or ABSENT once confirmed, else null'),
    lateCancelled: z
      .boolean()
      .describe('The family cancelled after the free window: charged the price on confirming, present or not'),
  })
  .meta({ id: 'TeacherLessonStudent' });

/** One of the caller's own lessons, as the teacher confirmation screen shows it (no prices, no balances). */
export const teacherLesson = z
  .object({
    id: z.number().int().describe('Lesson id'),
    status: z.enum(SCHEDULE_STATUSES).describe('PLANNED (shown "Unconfirmed"), CONFIRMED or CANCELLED'),
    courseType: z.enum(COURSE_TYPES).describe('PRIVATE, GROUP or ONLINE'),
    courseId: z.number().int().describe('Course id'),
    courseName: z.string().describe('Course name'),
    address: z.string().nullable().describe('Where the lesson takes place'),
    startTime: z.string().describe('Planned start (ISO 8601)'),
    endTime: z.string().describe('Planned end (ISO 8601)'),
    teacherStartTime: z.string().nullable().describe('Start the teacher reported (ISO 8601), once confirmed'),
    teacherEndTime: z.string().nullable().describe('End the teacher reported (ISO 8601), once confirmed'),
    minutes: z.number().int().describe('Confirmed duration in minutes when confirmed, else the planned one'),
    students: z.array(teacherLessonStudent).describe('Booked students, by name'),
    comments: z.string().nullable().describe('Comments on the lesson'),
    confirmedAt: z.string().nullable().describe('When it was confirmed (ISO 8601)'),
    feedbackStatus: z.enum(FEEDBACK_STATUSES).describe('NOT_SUBMITTED (shown "Not Submitted"), DRAFT or SUBMITTED'),
  })
  .meta({ id: 'TeacherLesson' });

export const teacherLessonResult = z
  .object({ success: z.literal(true), data: teacherLesson })
  .meta({ id: 'TeacherLessonResult' });

export const teacherConfirmationQuery = pageQuery
  .extend({
    state: z
      .enum(['unconfirmed', 'feedback'])
      .default('unconfirmed')
      .describe(
        'unconfirmed: past lessons not yet confirmed; feedback: confirmed lessons, those whose feedback is not submitted first',
      ),
  })
  .strict();

const attendanceList = z
  .array(
    z.strictObject({
      studentId: fields.recordId.describe('A student booked on the lesson'),
      attendance,
    }),
  )
  .max(200)
  .superRefine((list, ctx) => {
    const seen = new Set<number>();
    for (const { studentId } of list) {
      if (seen.has(studentId)) ctx.addIssue({ code: 'custom', message: `lists student ${studentId} more than once` });
      seen.add(studentId);
    }
  })
  .describe('The attendance of every booked student, each exactly once');

const reportedTimes = {
  teacherStartTime: instant.describe('When the lesson really started (ISO 8601 with offset)'),
  teacherEndTime: instant.describe('When the lesson really ended (ISO 8601 with offset)'),
  attendance: attendanceList,
};

export const confirmLessonBody = z.strictObject(reportedTimes).meta({ id: 'LessonConfirmation' });

export const cancelLessonBody = z
  .strictObject({ reason: z.string().trim().max(500).optional().describe('Why the lesson did not take place') })
  .meta({ id: 'LessonCancellation' });

/**
 * A key the teacher's device makes once per confirmation or cancellation (the offline app sends it again
 * when a connection returns): a repeat of the request that already closed the lesson is answered as done.
 */
export const closingRequestHeaders = z.looseObject({
  'idempotency-key': z
    .string()
    .regex(/^[A-Za-z0-9_-]{16,64}$/, 'must be 16 to 64 letters, digits, _ or -')
    .optional()
    .describe('A key made by the client for this one confirmation or cancellation, 16-64 letters, digits, _ or -'),
});

export const correctConfirmationBody = z
  .strictObject({
    ...reportedTimes,
    price: fields.money.optional().describe('New price charged to each attending student; leave out to keep it'),
    teacherHourlyRate: fields.money.optional().describe("New teacher's pay per hour; leave out to keep it"),
    reason: z.string().trim().min(5).max(500).describe('Why the confirmation is corrected, at least 5 characters'),
  })
  .meta({ id: 'LessonConfirmationCorrection' });

export const scheduleChange = z
  .object({
    id: z.number().int().describe('Change id'),
    scheduleId: z.number().int().describe('Lesson id'),
    action: z.string().describe('What was done, e.g. correct-confirmation or cancel'),
    reason: z.string().nullable().describe('Why, as given by the person who changed it'),
    before: z.record(z.string(), z.unknown()).nullable().describe('The lesson before the change'),
    after: z.record(z.string(), z.unknown()).nullable().describe('The lesson after the change'),
    changedBy: z.number().int().nullable().describe('User id of who changed it'),
    changedByName: z.string().nullable().describe('Name (or login) of who changed it'),
    changedAt: z.string().describe('When (ISO 8601)'),
  })
  .meta({ id: 'ScheduleChange' });

export const scheduleChangeResult = z
  .object({ success: z.literal(true), data: scheduleChange })
  .meta({ id: 'ScheduleChangeResult' });

export const scheduleChangeList = z
  .object({ success: z.literal(true), data: z.array(scheduleChange) })
  .meta({ id: 'ScheduleChangeList' });

export type TeacherConfirmationQuery = z.infer<typeof teacherConfirmationQuery>;
export type ConfirmLessonInput = z.infer<typeof confirmLessonBody>;
export type CancelLessonInput = z.infer<typeof cancelLessonBody>;
export type CorrectConfirmationInput = z.infer<typeof correctConfirmationBody>;
export type TeacherLesson = z.infer<typeof teacherLesson>;
