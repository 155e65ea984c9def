import { z } from 'zod';
import { ATTENDANCES, COURSE_TYPES, LEDGER_KINDS, SCHEDULE_STATUSES } from '../../db/schema';
import { fields } from '../../lib/validation';

const money = (what: string) => z.string().describe(`${what} (decimal string)`);

export const portalLesson = z
  .object({
    scheduleId: z.number().int().describe('Lesson id'),
    studentId: z.number().int().describe('Which of the family’s students this row is for'),
    studentName: z.string().describe('The student’s name'),
    status: z.enum(SCHEDULE_STATUSES).describe('PLANNED, CONFIRMED or CANCELLED'),
    courseType: z.enum(COURSE_TYPES).describe('PRIVATE, GROUP or ONLINE'),
    courseName: z.string().describe('Course'),
    teacherName: z.string().describe('Teacher'),
    address: z.string().nullable().describe('Where the lesson is'),
    startTime: z.string().describe('Start (ISO 8601)'),
    endTime: z.string().describe('End (ISO 8601)'),
    attendance: z.enum(ATTENDANCES).nullable().describe('Attendance once the teacher confirmed the lesson'),
    chargedAmount: z
      .string()
      .nullable()
      .describe('What the lesson charged this student (decimal string), once confirmed'),
    feedbackStatus: z.string().describe('The teacher’s feedback status'),
    feedbackAvailable: z.boolean().describe('Submitted feedback can be read (and printed)'),
    feedbackRead: z.boolean().describe('The family has opened the feedback'),
    lateCancelled: z
      .boolean()
      .describe('The family cancelled after the free window: charged when the teacher confirms'),
    freeCancelUntil: z
      .string()
      .nullable()
      .describe('Until when cancelling is free (ISO 8601; null once the lesson started or closed)'),
    lateCancellation: z
      .enum(['refuse', 'charge'])
      .describe('The centre’s policy after the window: refuse, or charge on confirming'),
  })
  .meta({ id: 'PortalLesson' });

export const portalLessonsQuery = z.strictObject({
  studentId: fields.recordIdParam.optional().describe('Only this student (one of the family’s)'),
  when: z.enum(['upcoming', 'past']).default('upcoming').describe('Upcoming (soonest first) or past (latest first)'),
  limit: z.coerce.number().int().min(1).max(200).default(50).describe('At most this many rows (1–200)'),
});

export const portalLessonList = z.object({ success: z.literal(true), data: z.array(portalLesson) });

export const portalHome = z
  .object({
    centreName: z.string().describe('The centre’s name'),
    lowBalanceThreshold: money('The centre’s low-balance threshold'),
    students: z
      .array(
        z.object({
          id: z.number().int().describe('Student id'),
          name: z.string().describe('Full name'),
          firstName: z.string().describe('First name'),
          balance: money('Voucher balance'),
          lowBalance: z.boolean().describe('The balance is under the centre’s threshold'),
          nextLessons: z.array(portalLesson).describe('The next (up to three) lessons'),
          unreadFeedback: z.number().int().describe('Submitted feedback not yet opened'),
          unpaidRegisters: z
            .array(
              z.object({
                id: z.number().int().describe('Term register id'),
                courseName: z.string().describe('Course'),
                startDate: z.string().describe('Term start'),
                endDate: z.string().describe('Term end'),
                price: money('Price'),
              }),
            )
            .describe('Unpaid term registrations'),
        }),
      )
      .describe('Each linked student'),
  })
  .meta({ id: 'PortalHome' });

export const statementQuery = z.strictObject({
  from: fields.isoDate.optional().describe('First day (YYYY-MM-DD); from the start when left out'),
  to: fields.isoDate.optional().describe('Last day (YYYY-MM-DD); until today when left out'),
});

export const portalStatement = z
  .object({
    studentId: z.number().int().describe('Student id'),
    studentName: z.string().describe('Student'),
    studentNumber: z.string().describe('The centre’s student number'),
    from: z.string().nullable().describe('First day asked for'),
    to: z.string().nullable().describe('Last day asked for'),
    openingBalance: money('Balance brought forward'),
    closingBalance: money('Balance after the last entry'),
    entries: z
      .array(
        z.object({
          id: z.number().int().describe('Entry id'),
          kind: z.enum(LEDGER_KINDS).describe('purchase, gift, charge, refund or adjustment'),
          amount: money('Signed amount'),
          balanceAfter: money('Running balance'),
          reason: z.string().describe('What it was for'),
          purchaseId: z.number().int().nullable().describe('The purchase (its receipt) for purchases and gifts'),
          scheduleId: z.number().int().nullable().describe('The lesson it charged'),
          reversal: z.boolean().describe('The entry reverses an earlier one'),
          createdAt: z.string().describe('When (ISO 8601)'),
        }),
      )
      .describe('Entries, oldest first'),
  })
  .meta({ id: 'PortalStatement' });

export const portalPurchaseList = z.object({
  success: z.literal(true),
  data: z.array(
    z.object({
      id: z.number().int().describe('Purchase id (its receipt)'),
      type: z.string().describe('How it was paid'),
      purchaseDate: z.string().describe('Date'),
      voucherAmount: money('Vouchers'),
      giftAmount: money('Gift'),
      reversedAt: z.string().nullable().describe('When it was reversed, if it was'),
    }),
  ),
});

export const portalProfile = z
  .object({
    login: z.string().describe('Sign-in name'),
    firstName: z.string().nullable().describe('First name'),
    lastName: z.string().nullable().describe('Last name'),
    email: z.string().nullable().describe('E-mail'),
    phone: z.string().nullable().describe('Phone'),
    students: z
      .array(
        z.object({
          id: z.number().int().describe('Student id'),
          name: z.string().describe('Student'),
          allowEmail: z.boolean().describe('The centre may e-mail about this student'),
          allowSms: z.boolean().describe('The centre may text about this student'),
        }),
      )
      .describe('Message choices per linked student'),
  })
  .meta({ id: 'PortalProfile' });

export const portalProfileBody = z.strictObject({
  firstName: fields.name.nullish().describe('First name'),
  lastName: fields.name.nullish().describe('Last name'),
  email: fields.email,
  phone: fields.phone.nullish().or(z.literal('')).describe('Phone (blank for none)'),
  students: z
    .array(
      z.strictObject({
        id: fields.recordId.describe('Student id'),
        allowEmail: z.boolean().describe('E-mail allowed'),
        allowSms: z.boolean().describe('Texts allowed'),
      }),
    )
    .max(50)
    .optional()
    .describe('Message choices to save'),
});

export const portalFeedLink = z
  .object({
    url: z.string().describe('The private feed address (https)'),
    webcalUrl: z.string().describe('The same as webcal:// for calendar apps'),
  })
  .meta({ id: 'PortalFeedLink' });

export const portalFeedParams = z.strictObject({
  file: z
    .string()
    .regex(/^[A-Za-z0-9_-]{20,100}\.ics$/, 'must be the feed address as given')
    .describe('The feed token followed by .ics'),
});
