import { z } from 'zod';
import { STUDENT_STATUSES } from '../../db/schema';
import { pageQuery } from '../../lib/paging';
import { fields, optionalIdParam } from '../../lib/validation';

const status = z.enum(STUDENT_STATUSES).describe('active, inactive or suspended');

export const student = z
  .object({
    id: z.number().int().describe('Student record id'),
    studentId: z.string().describe('The centre\'s student number, e.g. "S000123"'),
    firstName: z.string().describe('First name'),
    lastName: z.string().describe('Last name'),
    referralId: z.number().int().nullable().describe('The referral (enquiry) that brought the student'),
    referrer: z.string().nullable().describe("That referral's referrer, or null"),
    startDate: z.string().nullable().describe('First day at the centre (YYYY-MM-DD)'),
    wechat: z.string().nullable().describe('WeChat id'),
    phone: z.string().nullable().describe('Phone number (digits with an optional leading +)'),
    email: z.string().nullable().describe('E-mail address'),
    comments: z.string().nullable().describe('Notes about the student'),
    voucherBalance: z
      .string()
      .describe('Voucher balance as a decimal string; read-only, it moves only through the voucher ledger'),
    allowSms: z.boolean().describe('Whether the centre may text the student'),
    allowEmail: z.boolean().describe('Whether the centre may e-mail the student'),
    hourlyRate: z.string().nullable().describe('Default price per lesson hour as a decimal string'),
    status,
    active: z.boolean().describe('True when the status is active'),
    createdAt: z.string().describe('When the student was added (ISO 8601)'),
  })
  .meta({ id: 'Student' });

/** A keyword as students are searched (student-search.ts): the students list and the voucher history. */
export const studentKeyword = z
  .string()
  .trim()
  .max(100)
  .optional()
  .describe(
    "Every word must match the student's number, first or last name, phone, e-mail or WeChat id; a phone typed with spaces, dashes or brackets matches too",
  );

const STATUS_LIST = new RegExp(`^(${STUDENT_STATUSES.join('|')})(,(${STUDENT_STATUSES.join('|')}))*$`);

export const studentListQuery = pageQuery
  .extend({
    keyword: studentKeyword,
    status: status.optional().describe('Only students with this status'),
    statuses: z
      .string()
      .regex(STATUS_LIST, `must be a comma-separated list of: ${STUDENT_STATUSES.join(', ')}`)
      .optional()
      .describe('Only students with one of these statuses, comma-separated (e.g. "active,suspended")'),
    referralId: optionalIdParam('Only students this referral brought'),
    balanceBelow: z
      .string()
      .trim()
      .regex(/^-?\d{1,10}(\.\d{1,2})?$/, 'must be an amount like 12.50 or -12.50 (at most 2 decimals)')
      .optional()
      .describe('Only students whose voucher balance is below this amount (decimal string, e.g. "0")'),
  })
  .strict();

const optionalText = (max: number, description: string) =>
  z.string().trim().max(max).nullable().optional().describe(description);

const STUDENT_NUMBER = /^[A-Za-z0-9_-]*$/;
/** The students.student_id column's length. */
export const STUDENT_NUMBER_MAX = 30;
const studentNumber = z
  .string()
  .trim()
  .max(STUDENT_NUMBER_MAX)
  .regex(STUDENT_NUMBER, 'may use letters, digits, - and _ only');

const editableFields = {
  firstName: fields.name.min(1).describe('First name'),
  lastName: fields.name.min(1).describe('Last name'),
  referralId: fields.recordId.nullable().optional().describe('The referral that brought the student'),
  startDate: fields.isoDate.nullable().optional().describe('First day at the centre (YYYY-MM-DD)'),
  wechat: optionalText(50, 'WeChat id'),
  phone: fields.phone.nullable().optional(),
  email: fields.email.nullable().optional(),
  comments: optionalText(2000, 'Notes about the student'),
  allowSms: z.boolean().default(true).describe('Whether the centre may text the student'),
  allowEmail: z.boolean().default(true).describe('Whether the centre may e-mail the student'),
  hourlyRate: fields.money.nullable().optional().describe('Default price per lesson hour, e.g. "40.00"'),
};

/** No voucherBalance and no status: the ledger and the status actions are the only ways to change them. */
export const createStudentBody = z
  .strictObject({
    studentId: studentNumber
      .nullable()
      .optional()
      .describe(
        'Student number; leave out or send an empty string to be given the next free one (S000001, S000002…). Leading and trailing spaces are trimmed; only spaces is refused.',
      ),
    ...editableFields,
  })
  .meta({ id: 'StudentCreate' });

export const updateStudentBody = z
  .strictObject({
    studentId: studentNumber.min(1).describe('Student number. Leading and trailing spaces are trimmed.'),
    ...editableFields,
  })
  .meta({ id: 'StudentUpdate' });

export const studentIdsBody = z
  .strictObject({
    ids: z.array(fields.recordId).min(1).max(500).describe('Ids of the students (1 to 500)'),
  })
  .meta({ id: 'StudentIds' });

export const UNCHANGED_CODES = ['notfound', 'sameStatus', 'incompleteSchedules'] as const;

export const statusChangeResult = z
  .object({
    success: z.literal(true),
    changed: z.array(z.number().int()).describe('Ids whose status changed'),
    unchanged: z
      .array(
        z
          .object({
            id: z.number().int().describe('Student record id'),
            code: z
              .enum(UNCHANGED_CODES)
              .describe(
                'notfound: no such student; sameStatus: already had that status; incompleteSchedules: has schedules not yet completed (deactivation only)',
              ),
            reason: z.string().describe('Why, in words'),
          })
          .meta({ id: 'StudentUnchanged' }),
      )
      .describe('Ids left as they were, each with the reason'),
  })
  .meta({ id: 'StudentStatusChange' });

export type StudentListQuery = z.infer<typeof studentListQuery>;
export type CreateStudentInput = z.infer<typeof createStudentBody>;
export type UpdateStudentInput = z.infer<typeof updateStudentBody>;
export type StudentUnchanged = z.infer<typeof statusChangeResult>['unchanged'][number];
