import { z } from 'zod';
import { LEDGER_KINDS, type PURCHASE_TYPES, SCHEDULE_STATUSES } from '../../db/schema';
import { optionalIdParam } from '../../lib/validation';
import { checkRange, monthField, rangeFields } from './report-range';

const money = z.string().describe('Amount as a decimal string, e.g. "12.50"');
const month = z.string().describe('Month as YYYY-MM');

export const purchaseReportQuery = z
  .strictObject({
    ...rangeFields,
    studentId: optionalIdParam("Only this student's purchases, with the student's running balance"),
    referralId: optionalIdParam('Only students this referral brought'),
    courseId: optionalIdParam('Only students booked on a lesson or registered in a term of this course'),
  })
  .superRefine(checkRange);

const amountsByType = z
  .object({
    CASH: money.describe('Vouchers bought in cash'),
    CARD: money.describe('Vouchers bought by card'),
    E_TRANSFER: money.describe('Vouchers bought by e-transfer'),
    CHEQUE: money.describe('Vouchers bought by cheque'),
    OTHER: money.describe('Vouchers bought another way'),
  } satisfies Record<(typeof PURCHASE_TYPES)[number], z.ZodType>)
  .describe('Vouchers bought, by payment type');

export const purchaseReportRow = z
  .object({
    month: month,
    purchases: z.number().int().describe('Purchases recorded (reversed ones left out)'),
    byType: amountsByType,
    vouchers: money.describe('Vouchers bought, all payment types'),
    gifts: money.describe('Vouchers given free with the purchases'),
    total: money.describe('Vouchers bought and given'),
  })
  .meta({ id: 'PurchaseReportRow' });

export const studentLedgerLine = z
  .object({
    id: z.number().int().describe('Ledger entry id'),
    at: z.string().describe('When it was posted (ISO 8601)'),
    kind: z
      .enum(LEDGER_KINDS)
      .describe('purchase, gift, charge, refund, adjustment or opening (a balance brought over by an import)'),
    amount: money.describe('Signed amount'),
    balanceAfter: money.describe('The running balance after it'),
    reason: z.string().describe('Why the balance moved'),
  })
  .meta({ id: 'StudentLedgerLine' });

export const purchaseReport = z
  .object({
    from: z.string().describe('First day covered (YYYY-MM-DD)'),
    to: z.string().describe('Last day covered (YYYY-MM-DD)'),
    months: z.array(purchaseReportRow).describe('One row per month of the range, empty months included'),
    totals: purchaseReportRow.describe('The totals row (month is "Total")'),
    studentBalance: z
      .object({
        opening: money.describe('Balance before the range'),
        closing: money.describe('Balance at the end of the range'),
        entries: z.array(studentLedgerLine).describe('Every balance change in the range, oldest first'),
      })
      .nullable()
      .describe("With a student filter: that student's running balance over the range"),
  })
  .meta({ id: 'PurchaseReport' });

export const salaryReportQuery = z
  .strictObject({
    ...rangeFields,
    teacherId: optionalIdParam('Only this teacher (teachers always get their own)'),
  })
  .superRefine(checkRange);

export const salaryReportRow = z
  .object({
    teacherId: z.number().int().describe("Teacher's user id"),
    teacherName: z.string().describe('Teacher'),
    month: month,
    lessons: z.number().int().describe('Confirmed lessons that month (a cancelled confirmation does not count)'),
    minutes: z.number().int().describe('Confirmed minutes, net of corrections'),
    pay: money.describe('Pay, net of corrections and cancellations'),
    rates: z.array(money).describe('The hourly rates paid, lowest first'),
  })
  .meta({ id: 'SalaryReportRow' });

export const salaryReport = z
  .object({
    from: z.string().describe('First day covered (YYYY-MM-DD)'),
    to: z.string().describe('Last day covered (YYYY-MM-DD)'),
    rows: z.array(salaryReportRow).describe('One row per teacher and month with pay records, by month then name'),
    months: z
      .array(z.object({ month, minutes: z.number().int(), pay: money }))
      .describe('Pay per month, all the listed teachers together, empty months included'),
    totals: z.object({ lessons: z.number().int(), minutes: z.number().int(), pay: money }).describe('Totals row'),
  })
  .meta({ id: 'SalaryReport' });

export const salaryLessonsQuery = z.strictObject({
  teacherId: optionalIdParam('The teacher (teachers always get their own; staff must name one)'),
  month: monthField.describe('The month (YYYY-MM)'),
});

export const salaryLesson = z
  .object({
    scheduleId: z.number().int().describe('Lesson id'),
    startTime: z.string().describe('Planned start (ISO 8601)'),
    endTime: z.string().describe('Planned end (ISO 8601)'),
    courseName: z.string().describe('Course'),
    status: z.enum(SCHEDULE_STATUSES).describe('The lesson status now'),
    minutes: z.number().int().describe('Confirmed minutes, net'),
    rate: money.nullable().describe('The hourly rate paid (none once the confirmation was cancelled)'),
    pay: money.describe('Pay, net'),
    records: z.number().int().describe('Pay records written (more than one: corrected or cancelled)'),
  })
  .meta({ id: 'SalaryLesson' });

export const salaryLessons = z
  .object({ month, teacherName: z.string(), lessons: z.array(salaryLesson) })
  .meta({ id: 'SalaryLessons' });

export const voucherReportQuery = z.strictObject({ ...rangeFields }).superRefine(checkRange);

export const voucherReportRow = z
  .object({
    month,
    sold: money.describe('Vouchers bought (net of reversed purchases)'),
    gifted: money.describe('Vouchers given free (net of reversals)'),
    used: money.describe('Vouchers spent on lessons and term registers (net of reversed charges)'),
    other: money.describe('Refunds and adjustments (signed)'),
    outstanding: money.describe("What the centre owes its students in vouchers at the month's end"),
  })
  .meta({ id: 'VoucherReportRow' });

export const voucherReport = z
  .object({
    from: z.string().describe('First day covered (YYYY-MM-DD)'),
    to: z.string().describe('Last day covered (YYYY-MM-DD)'),
    opening: money.describe('Vouchers outstanding before the range'),
    months: z
      .array(voucherReportRow)
      .describe(
        'One row per month: purchases on their purchase date, lesson charges on the lesson day, the rest when posted',
      ),
  })
  .meta({ id: 'VoucherReport' });

export type PurchaseReportQuery = z.infer<typeof purchaseReportQuery>;
export type SalaryReportQuery = z.infer<typeof salaryReportQuery>;
export type SalaryLessonsQuery = z.infer<typeof salaryLessonsQuery>;
export type PurchaseReportRow = z.infer<typeof purchaseReportRow>;
