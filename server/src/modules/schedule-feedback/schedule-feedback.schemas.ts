import { z } from 'zod';
import { FEEDBACK_STATUSES, SCHEDULE_STATUSES } from '../../db/schema';
import { fields } from '../../lib/validation';

/** Long enough for a thorough report, short enough to stay readable on one PDF page or two. */
export const MAX_FEEDBACK_LENGTH = 5000;

const feedbackText = z.string().trim().max(MAX_FEEDBACK_LENGTH);

export const scheduleFeedback = z
  .object({
    scheduleId: z.number().int().describe('Lesson id'),
    status: z.enum(FEEDBACK_STATUSES).describe('NOT_SUBMITTED ("Not Submitted"), DRAFT or SUBMITTED'),
    classFeedback: z.string().nullable().describe('Feedback on the lesson as a whole'),
    submittedAt: z.string().nullable().describe('When it was last submitted (ISO 8601); null unless SUBMITTED'),
    lesson: z
      .object({
        status: z.enum(SCHEDULE_STATUSES).describe('The lesson status; feedback is written once CONFIRMED'),
        courseName: z.string().describe('Course'),
        teacherId: z.number().int().describe('Teacher (user id)'),
        teacherName: z.string().describe("The teacher's name"),
        startTime: z.string().describe('Planned start (ISO 8601)'),
        endTime: z.string().describe('Planned end (ISO 8601)'),
      })
      .describe('What the feedback is about'),
    students: z
      .array(
        z.object({
          studentId: z.number().int().describe('Student (record id)'),
          studentNumber: z.string().describe("The centre's student number"),
          name: z.string().describe("The student's name"),
          attendance: z.enum(['PRESENT', 'ABSENT']).nullable().describe('Attendance as confirmed'),
          feedback: z.string().nullable().describe('Feedback for this student'),
        }),
      )
      .describe('Booked students, by name'),
  })
  .meta({ id: 'ScheduleFeedback' });

export const saveFeedbackBody = z
  .strictObject({
    classFeedback: feedbackText
      .nullable()
      .optional()
      .describe(`Feedback on the lesson as a whole, at most ${MAX_FEEDBACK_LENGTH} characters`),
    students: z
      .array(
        z.strictObject({
          studentId: fields.recordId.describe('A student booked on the lesson'),
          feedback: feedbackText
            .nullable()
            .optional()
            .describe(`Feedback for this student, at most ${MAX_FEEDBACK_LENGTH} characters`),
        }),
      )
      .max(100)
      .default([])
      .describe('Per-student feedback; booked students left out keep theirs'),
    submit: z.boolean().describe('false: save as a draft; true: submit (also after editing a submitted one)'),
  })
  .superRefine((body, ctx) => {
    const ids = body.students.map((student) => student.studentId);
    if (new Set(ids).size !== ids.length)
      ctx.addIssue({ code: 'custom', path: ['students'], message: 'lists a student more than once' });
    if (body.submit && !body.classFeedback)
      ctx.addIssue({ code: 'custom', path: ['classFeedback'], message: 'is required to submit' });
  })
  .meta({ id: 'ScheduleFeedbackSave' });

/**
 * A key the teacher's device makes once per feedback save (the offline app sends it again when a
 * connection returns): a repeat of the save that last wrote the feedback is answered with it as it is.
 */
export const feedbackSaveHeaders = z.looseObject({
  'idempotency-key': z
    .string()
    .regex(/^[A-Za-z0-9_-]{16,64}$/, 'must be 16 to 64 letters, digits, _ or -')
    .optional()
    .describe('A key made by the client for this one save, 16-64 letters, digits, _ or -'),
});

export type ScheduleFeedback = z.infer<typeof scheduleFeedback>;
export type SaveFeedbackInput = z.infer<typeof saveFeedbackBody>;
