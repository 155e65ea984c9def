import { z } from 'zod';
import { pageQuery } from '../../lib/paging';
import { fields, optionalIdParam } from '../../lib/validation';

const SIN_INPUT = /^\d{3}[ -]?\d{3}[ -]?\d{3}$/;

/** A SIN as people type it ("123 456 789", "123-456-789" or "123456789"), stored as its 9 digits. */
const sin = z
  .string()
  .trim()
  .regex(SIN_INPUT, 'must be exactly 9 digits')
  .transform((value) => value.replace(/\D/g, ''))
  .describe('Social insurance number: exactly 9 digits (spaces or dashes between groups of 3 allowed)');

const ids = (what: string) => z.array(fields.recordId).max(100).describe(`Ids of the ${what}`);

export const teacher = z
  .object({
    id: z.number().int().describe('Teacher id (the id of their sign-in account)'),
    employeeId: z.string().nullable().describe('Employee number'),
    firstName: z.string().nullable().describe('First name'),
    lastName: z.string().nullable().describe('Last name'),
    preferredName: z.string().nullable().describe('The name the teacher goes by'),
    birthday: z.string().nullable().describe('Birthday (YYYY-MM-DD)'),
    login: z.string().describe('Sign-in name'),
    phone: z.string().nullable().describe('Phone number'),
    email: z.string().nullable().describe('E-mail address'),
    wechat: z.string().nullable().describe('WeChat id'),
    sinMasked: z
      .string()
      .nullable()
      .describe('The SIN with all but its last 3 digits hidden ("*** *** 123"); null when none is on file'),
    payrollContact: z.string().nullable().describe('Who or where payroll questions go'),
    hourlyRate: z.string().nullable().describe('Hourly rate as a decimal string, e.g. "35.00"'),
    operatingArea: z.string().nullable().describe('Where the teacher works'),
    advantage: z.string().nullable().describe('Strengths'),
    disadvantage: z.string().nullable().describe('Weaknesses'),
    feedback: z.string().nullable().describe('Feedback about the teacher'),
    courses: z
      .array(
        z
          .object({ id: z.number().int().describe('Course id'), name: z.string().describe('Course name') })
          .meta({ id: 'TeacherCourse' }),
      )
      .describe('Courses the teacher teaches, by name'),
    color: z.string().describe('Calendar colour as #rrggbb'),
    activated: z.boolean().describe('Whether the account can sign in'),
    awaitingApproval: z
      .boolean()
      .describe("A self-registered account waiting for an administrator's approval (it cannot sign in yet)"),
    emailConfirmed: z.boolean().describe('Whether the owner of a self-registered account confirmed the e-mail address'),
    createdAt: z.string().describe('When the teacher was created (ISO 8601)'),
  })
  .meta({ id: 'Teacher' });

export const teacherListQuery = pageQuery
  .extend({
    keyword: z
      .string()
      .trim()
      .max(100)
      .optional()
      .describe('Matches login, first, last or preferred name, e-mail, phone or employee number'),
    activated: z.enum(['true', 'false']).optional().describe('Only activated (true) or deactivated (false) teachers'),
    courseId: optionalIdParam('Only teachers of this course'),
  })
  .strict();

const optionalText = (max: number, description: string) =>
  z.string().trim().max(max).nullable().optional().describe(description);

/** Everything but the password and `activated`, whose rules differ between create and edit. */
const editableFields = {
  login: fields.login,
  email: fields.email,
  firstName: fields.name.nullable().optional().describe('First name'),
  lastName: fields.name.nullable().optional().describe('Last name'),
  preferredName: fields.name.nullable().optional().describe('The name the teacher goes by'),
  birthday: fields.isoDate.nullable().optional().describe('Birthday (YYYY-MM-DD)'),
  phone: fields.phone.nullable().optional(),
  wechat: optionalText(50, 'WeChat id'),
  employeeId: optionalText(30, 'Employee number'),
  sin: sin.nullable().optional(),
  payrollContact: optionalText(200, 'Who or where payroll questions go'),
  hourlyRate: fields.money.nullable().optional().describe('Hourly rate as a decimal string, e.g. "35.00"'),
  operatingArea: optionalText(200, 'Where the teacher works'),
  advantage: optionalText(2000, 'Strengths'),
  disadvantage: optionalText(2000, 'Weaknesses'),
  feedback: optionalText(2000, 'Feedback about the teacher'),
  courseIds: ids('courses the teacher teaches').optional(),
  color: fields.color
    .optional()
    .describe(
      'Calendar colour as #rrggbb (on create, default: the first palette colour no active teacher has, as GET /api/teachers/next-colour answers)',
    ),
};

export const createTeacherBody = z
  .strictObject({
    ...editableFields,
    password: fields.password,
    activated: z.boolean().default(true).describe('Whether the account can sign in'),
  })
  .meta({ id: 'TeacherCreate' });

/** Absent fields keep their value, null clears it; `sin` and `courseIds` follow the same rule. */
export const updateTeacherBody = z
  .strictObject({
    ...editableFields,
    password: fields.password.optional().describe('A new password; leave out to keep the current one'),
    activated: z.boolean().optional().describe('Whether the account can sign in; leave out to keep'),
  })
  .meta({ id: 'TeacherUpdate' });

export const deleteTeachersBody = z
  .strictObject({ ids: ids('teachers to delete').min(1) })
  .meta({ id: 'TeacherDeletion' });

export const revealedSin = z
  .object({ sin: z.string().nullable().describe('The 9-digit SIN; null when none is on file') })
  .meta({ id: 'TeacherSin' });

export const nextTeacherColourResponse = z
  .object({ color: z.string().describe('The first palette colour (#rrggbb) no active teacher has') })
  .meta({ id: 'NextTeacherColour' });

export type TeacherListQuery = z.infer<typeof teacherListQuery>;
export type CreateTeacherInput = z.infer<typeof createTeacherBody>;
export type UpdateTeacherInput = z.infer<typeof updateTeacherBody>;
export type Teacher = z.infer<typeof teacher>;
