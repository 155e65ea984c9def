/** Request bodies of the lessons API (create, edit, move, cancel, repeat, conflict check). */
import { z } from 'zod';
import { COURSE_TYPES, PAYMENT_TYPES } from '../../db/schema';
import { fields } from '../../lib/validation';
import { instant, isInstant, MAX_LESSON_HOURS } from './schedules.schemas';

export const SCHEDULE_TIMES_REQUIRED = 'Please enter Schedule Times';
/** Most lessons one request may create (schedule times × weeks, or repeated lessons × weeks). */
export const MAX_LESSONS_PER_REQUEST = 200;

type Times = { startTime: string; endTime: string };

/** End after start, and a lesson no longer than MAX_LESSON_HOURS; reported on endTime. */
function checkTimes(times: Times, context: z.RefinementCtx) {
  // Zod runs this even when a time failed its own format; only two valid instants are compared.
  if (!isInstant(times.startTime) || !isInstant(times.endTime)) return;
  const length = Date.parse(times.endTime) - Date.parse(times.startTime);
  if (length <= 0) context.addIssue({ code: 'custom', path: ['endTime'], message: 'must be after the start time' });
  else if (length > MAX_LESSON_HOURS * 3_600_000)
    context.addIssue({
      code: 'custom',
      path: ['endTime'],
      message: `must be at most ${MAX_LESSON_HOURS} hours after the start time`,
    });
}

export const scheduleTime = z
  .strictObject({
    startTime: instant.describe('Start (ISO 8601 instant with offset)'),
    endTime: instant.describe(`End (ISO 8601 instant), after the start, at most ${MAX_LESSON_HOURS} hours later`),
  })
  .superRefine(checkTimes)
  .meta({ id: 'ScheduleTime' });

const weeks = z.number().int().min(1).max(52);

export const repeat = z
  .strictObject({
    weeks: weeks
      .optional()
      .describe('Lessons per schedule time, one a week, counting the first (2 = this week and next)'),
    until: fields.isoDate.optional().describe('Or: repeat every week up to and including this local date (YYYY-MM-DD)'),
  })
  .refine((value) => value.weeks === undefined || value.until === undefined, {
    path: ['until'],
    message: 'give either weeks or until, not both',
  })
  .describe('Weekly repeat of every schedule time: a number of weeks or an end date')
  .meta({ id: 'ScheduleRepeat' });

const studentIds = z
  .array(fields.recordId)
  .min(1)
  .max(50)
  .describe('Booked students (1 to 50); the first one gives the default hourly rate');

/** Fields a lesson is planned with; create and edit share them. */
const planFields = {
  courseType: z.enum(COURSE_TYPES).describe('PRIVATE, GROUP or ONLINE'),
  courseId: fields.recordId.describe('Course'),
  teacherId: fields.recordId.describe('Teacher (user id)'),
  address: z.string().trim().max(200).nullable().optional().describe('Where the lesson takes place'),
  studentIds,
  price: fields.money
    .optional()
    .describe("Charged to each attending student; leave out for hourly rate × the lesson's hours"),
  paymentType: z.enum(PAYMENT_TYPES).default('VOUCHER').describe('How the students pay (default VOUCHER)'),
  hourlyRate: fields.money
    .nullable()
    .optional()
    .describe("The students' rate per hour; leave out for the first student's hourly rate"),
  teacherHourlyRate: fields.money.optional().describe("The teacher's pay per hour; leave out for the teacher's rate"),
  comments: z.string().trim().max(2000).nullable().optional().describe('Comments on the lesson'),
  acknowledgeConflicts: z
    .boolean()
    .default(false)
    .describe('Save even though the conflict check found clashes (they are recorded with who and when)'),
};

export const createScheduleBody = z
  .strictObject({
    ...planFields,
    scheduleTimes: z
      .array(scheduleTime, {
        error: (issue) => (issue.input === undefined ? SCHEDULE_TIMES_REQUIRED : undefined),
      })
      .min(1, SCHEDULE_TIMES_REQUIRED)
      .max(MAX_LESSONS_PER_REQUEST)
      .describe('One lesson per time (at least one)'),
    repeat: repeat.optional(),
  })
  .meta({ id: 'ScheduleCreate' });

export const updateScheduleBody = z
  .strictObject({
    ...planFields,
    startTime: instant.describe('New start (ISO 8601 instant)'),
    endTime: instant.describe(`New end (ISO 8601 instant), after the start, at most ${MAX_LESSON_HOURS} hours later`),
    scope: z
      .enum(['one', 'following'])
      .default('one')
      .describe(
        'one: this lesson only; following: this and the later unconfirmed lessons of its series (same shift of day and time, same changes)',
      ),
  })
  .superRefine(checkTimes)
  .meta({ id: 'ScheduleUpdate' });

export const scheduleTimeChangeBody = z
  .strictObject({
    startTime: instant.describe('New start (ISO 8601 instant)'),
    endTime: instant.describe(`New end (ISO 8601 instant), after the start, at most ${MAX_LESSON_HOURS} hours later`),
    acknowledgeConflicts: planFields.acknowledgeConflicts,
  })
  .superRefine(checkTimes)
  .meta({ id: 'ScheduleTimeChange' });

export const cancelScheduleBody = z
  .strictObject({
    reason: z.string().trim().max(500).optional().describe('Why the lesson is cancelled (kept in its change log)'),
  })
  .meta({ id: 'ScheduleCancel' });

export const repeatWeeklyBody = z
  .strictObject({
    scheduleIds: z.array(fields.recordId).min(1).max(100).describe('Lessons to copy (1 to 100)'),
    weeks: weeks.optional().describe('Copies of each lesson, one a week after it (2 = the next two weeks)'),
    until: fields.isoDate.optional().describe('Or: a copy every week up to and including this local date (YYYY-MM-DD)'),
    acknowledgeConflicts: planFields.acknowledgeConflicts,
  })
  .superRefine((body, context) => {
    if ((body.weeks === undefined) === (body.until === undefined))
      context.addIssue({ code: 'custom', path: ['weeks'], message: 'give either weeks or until' });
  })
  .meta({ id: 'ScheduleRepeatWeekly' });

export const conflictQueryBody = z
  .strictObject({
    teacherId: fields.recordId.describe('Teacher (user id)'),
    studentIds: z.array(fields.recordId).max(50).default([]).describe('Students to check'),
    times: z.array(scheduleTime).min(1).max(MAX_LESSONS_PER_REQUEST).describe('Times to check'),
    repeat: repeat.optional().describe('Check the times repeated weekly, as creating with this repeat would'),
    excludeScheduleId: fields.recordId.optional().describe('The lesson being edited (its own time is no clash)'),
  })
  .meta({ id: 'ScheduleConflictQuery' });

export const createdResult = z
  .object({
    success: z.literal(true),
    data: z
      .object({
        ids: z.array(z.number().int()).describe('The new lessons, in time order'),
        seriesId: z.number().int().nullable().describe('Their series, when more than one lesson was created'),
      })
      .meta({ id: 'ScheduleCreated' }),
  })
  .meta({ id: 'ScheduleCreatedResult' });

export const idsResult = z
  .object({
    success: z.literal(true),
    data: z.object({ ids: z.array(z.number().int()).describe('The lessons written') }).meta({ id: 'ScheduleIds' }),
  })
  .meta({ id: 'ScheduleIdsResult' });

export type CreateScheduleInput = z.infer<typeof createScheduleBody>;
export type UpdateScheduleInput = z.infer<typeof updateScheduleBody>;
export type ScheduleTimeChangeInput = z.infer<typeof scheduleTimeChangeBody>;
export type RepeatWeeklyInput = z.infer<typeof repeatWeeklyBody>;
export type ConflictQueryInput = z.infer<typeof conflictQueryBody>;
export type Repeat = z.infer<typeof repeat>;
export type PlanInput = Pick<
  CreateScheduleInput,
  | 'courseType'
  | 'courseId'
  | 'teacherId'
  | 'address'
  | 'studentIds'
  | 'price'
  | 'paymentType'
  | 'hourlyRate'
  | 'teacherHourlyRate'
  | 'comments'
>;
