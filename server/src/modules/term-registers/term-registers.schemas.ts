import { z } from 'zod';
import { PAYMENT_TYPES } from '../../db/schema';
import { pageQuery } from '../../lib/paging';
import { fields, optionalIdParam } from '../../lib/validation';

const paymentType = z.enum(PAYMENT_TYPES).describe('How the registration is paid (VOUCHER takes it from the balance)');

export const termRegister = z
  .object({
    id: z.number().int().describe('Term register id'),
    termId: z.number().int().describe('Term the student is registered in'),
    termLabel: z.string().describe('The term as "<course name> <start>–<end>"'),
    teacherId: z.number().int().nullable().describe('Teacher (a teacher user id)'),
    teacherName: z.string().nullable().describe("The teacher's name"),
    studentId: z.number().int().describe('Student (record id)'),
    studentNumber: z.string().describe("The centre's student number"),
    studentName: z.string().describe("The student's name"),
    courseId: z.number().int().nullable().describe('Course'),
    courseName: z.string().nullable().describe("The course's name"),
    paymentType,
    price: z.string().describe('Price as a decimal string, e.g. "120.00"'),
    comments: z.string().nullable().describe('Free-text comments'),
    createDate: z.string().describe('Date of the registration (YYYY-MM-DD)'),
    paid: z.boolean().describe('Whether the registration has been paid'),
    paidAt: z.string().nullable().describe('When it was marked paid (ISO 8601)'),
    ledgerEntryId: z.number().int().nullable().describe('The voucher ledger charge that paid it, if paid by voucher'),
    createdAt: z.string().describe('When the register was created (ISO 8601)'),
  })
  .meta({ id: 'TermRegister' });

export const termRegisterListQuery = pageQuery
  .extend({
    keyword: z.string().trim().max(100).optional().describe("Matches the student's name or number"),
    termId: optionalIdParam('Only registers of this term'),
    studentId: optionalIdParam('Only registers of this student'),
    teacherId: optionalIdParam('Only registers of this teacher'),
    courseId: optionalIdParam('Only registers of this course'),
    paid: z.enum(['true', 'false']).optional().describe('Only paid (true) or unpaid (false) registers'),
  })
  .strict();

/**
 * Fields an edit may change (while unpaid). Teacher and course: null means none; left out, the
 * term's (an edit keeping the term keeps the register's own).
 */
const editableFields = {
  termId: fields.recordId.describe('Term to register in'),
  teacherId: fields.recordId
    .nullable()
    .optional()
    .describe(
      "Teacher (a teacher user id), null for none; when left out, the term's (an edit keeping the term keeps it)",
    ),
  courseId: fields.recordId
    .nullable()
    .optional()
    .describe("Course, null for none; when left out, the term's (an edit keeping the term keeps it)"),
  paymentType,
  price: fields.money.describe('Price as a decimal string, e.g. "120.00"'),
  comments: z.string().trim().max(2000).nullable().optional().describe('Free-text comments'),
  createDate: fields.isoDate.optional().describe('Date of the registration (YYYY-MM-DD); today when left out'),
};

export const createTermRegisterBody = z
  .strictObject({
    ...editableFields,
    studentId: fields.recordId.describe('Student to register (record id)'),
    paid: z.boolean().default(false).describe('Paid already (with VOUCHER, the price is charged now)'),
  })
  .meta({ id: 'TermRegisterCreate' });

export const updateTermRegisterBody = z.strictObject(editableFields).meta({ id: 'TermRegisterUpdate' });

export const payTermRegisterBody = z
  .strictObject({ paymentType: paymentType.optional() })
  .meta({ id: 'TermRegisterPayment' });

export const unpayTermRegisterBody = z
  .strictObject({
    reason: z.string().trim().min(5).max(500).describe('Why the payment is undone, at least 5 characters'),
  })
  .meta({ id: 'TermRegisterUnpayment' });

export type TermRegisterListQuery = z.infer<typeof termRegisterListQuery>;
export type CreateTermRegisterInput = z.infer<typeof createTermRegisterBody>;
export type UpdateTermRegisterInput = z.infer<typeof updateTermRegisterBody>;
export type PayTermRegisterInput = z.infer<typeof payTermRegisterBody>;
export type UnpayTermRegisterInput = z.infer<typeof unpayTermRegisterBody>;
