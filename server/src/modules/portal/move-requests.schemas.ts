import { z } from 'zod';
import { MOVE_REQUEST_STATUSES } from '../../db/schema';
import { fields } from '../../lib/validation';

export const moveRequestBody = z
  .strictObject({
    studentId: fields.recordId.describe('Which of the family’s students the lesson is for'),
    message: z
      .string()
      .trim()
      .min(1)
      .max(1000)
      .describe('Why the lesson should move; required, at most 1000 characters'),
    preferredTimes: z
      .string()
      .trim()
      .min(1)
      .max(500)
      .describe('Times that would suit instead, in the family’s words; required, at most 500 characters'),
  })
  .meta({ id: 'MoveRequestForm' });

export const moveRequestAnswerBody = z
  .strictObject({
    status: z.enum(['answered', 'declined']).describe('answered (the centre will move it or has) or declined'),
    note: z.string().trim().min(1).max(1000).describe('What the centre tells the family; required'),
  })
  .meta({ id: 'MoveRequestAnswer' });

export const moveRequestQuery = z.strictObject({
  status: z.enum(MOVE_REQUEST_STATUSES).default('open').describe('open (default), answered or declined'),
});

export const moveRequest = z
  .object({
    id: z.number().int().describe('Request id'),
    scheduleId: z.number().int().describe('The lesson'),
    studentId: z.number().int().describe('The student'),
    studentName: z.string().describe('The student’s name'),
    courseName: z.string().describe('The lesson’s course'),
    teacherName: z.string().describe('The lesson’s teacher'),
    startTime: z.string().describe('The lesson’s start (ISO 8601)'),
    message: z.string().describe('The family’s message'),
    preferredTimes: z.string().describe('Times that would suit the family'),
    requestedByName: z.string().describe('Who asked (the family account’s name)'),
    status: z.enum(MOVE_REQUEST_STATUSES).describe('open, answered or declined'),
    answerNote: z.string().nullable().describe('The centre’s answer'),
    answeredAt: z.string().nullable().describe('When it was answered (ISO 8601)'),
    createdAt: z.string().describe('When it was asked (ISO 8601)'),
  })
  .meta({ id: 'MoveRequest' });

export const moveRequestResult = z.object({ success: z.literal(true), data: moveRequest });
export const moveRequestList = z.object({ success: z.literal(true), data: z.array(moveRequest) });

export const cancelLessonBody = z
  .strictObject({ studentId: fields.recordId.describe('Which of the family’s students cancels') })
  .meta({ id: 'PortalCancelLessonForm' });

export const cancelLessonResult = z.object({
  success: z.literal(true),
  data: z.object({
    outcome: z
      .enum(['removed', 'lesson-cancelled', 'late-cancelled'])
      .describe('removed (a group lesson goes on), lesson-cancelled (nobody else booked) or late-cancelled (charged)'),
    message: z.string().describe('What happened, in words for the family'),
  }),
});
