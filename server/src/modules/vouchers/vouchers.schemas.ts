import { z } from 'zod';
import { PURCHASE_TYPES } from '../../db/schema';
import { pageQuery } from '../../lib/paging';
import { listResponse } from '../../lib/responses';
import { bothValid, fields, optionalIdParam } from '../../lib/validation';
import { studentKeyword } from '../students';

/** A valid money string is more than zero exactly when it has a non-zero digit: no float involved. */
export const isPositive = (amount: string) => /[1-9]/.test(amount);

const purchaseType = z.enum(PURCHASE_TYPES).describe('How the centre was paid for the vouchers');

export const voucherPurchase = z
  .object({
    id: z.number().int().describe('Purchase id'),
    studentId: z.number().int().describe("The student's record id"),
    studentNumber: z.string().describe("The centre's student number (the student's studentId)"),
    studentName: z.string().describe("The student's first and last name"),
    type: purchaseType,
    purchaseDate: z.string().describe('Date of the purchase (YYYY-MM-DD)'),
    comments: z.string().nullable().describe('Comments'),
    voucherAmount: z.string().describe('Vouchers bought, as a decimal string'),
    giftAmount: z.string().describe('Vouchers given free with the purchase, as a decimal string'),
    currentBalance: z.string().describe("The student's voucher balance right after this purchase and its gift"),
    createdBy: z.string().nullable().describe('Who recorded it (name, else login)'),
    createdAt: z.string().describe('When it was recorded (ISO 8601)'),
    reversedAt: z
      .string()
      .nullable()
      .describe(
        'When an administrator reversed it in the ledger (ISO 8601), or null. A reversed purchase no longer counts: its vouchers and gift were taken back',
      ),
    source: z
      .enum(['online'])
      .nullable()
      .describe('"online" when a family paid by card in the portal; null when staff recorded it'),
  })
  .meta({ id: 'VoucherPurchase' });

export const voucherPurchaseList = listResponse(voucherPurchase).extend({
  total: z.number().int().describe('Rows matching the filters, across all pages, counted up to 10,000'),
  totalCapped: z.boolean().describe('More than 10,000 rows match: `total` is 10,000; narrow the date range'),
});

export const createVoucherPurchaseBody = z
  .strictObject({
    studentId: fields.recordId.describe("The student's record id"),
    type: purchaseType,
    purchaseDate: fields.isoDate.describe('Date of the purchase (YYYY-MM-DD)'),
    voucherAmount: fields.money.describe('Vouchers bought, e.g. "100.00"'),
    giftAmount: fields.money.default('0').describe('Vouchers given free with the purchase, e.g. "10.00"; default 0'),
    comments: z.string().trim().max(500).nullable().optional().describe('Comments'),
  })
  // A purchase that moves nothing would only add noise to the ledger. (Badly written amounts are
  // already reported on their own field; zod runs this check regardless.)
  .refine(
    (body) =>
      !bothValid(fields.money, body.voucherAmount, body.giftAmount) ||
      isPositive(body.voucherAmount) ||
      isPositive(body.giftAmount),
    {
      path: ['voucherAmount'],
      message: 'the voucher amount or the gift amount must be more than 0',
    },
  )
  .meta({ id: 'VoucherPurchaseCreate' });

/** The filters shared by the list and the .xlsx export. */
const purchaseFilters = {
  from: fields.isoDate.optional().describe('Purchases on or after this date (YYYY-MM-DD)'),
  to: fields.isoDate.optional().describe('Purchases on or before this date (YYYY-MM-DD)'),
  studentId: optionalIdParam("Only this student's purchases (record id)"),
  type: purchaseType.optional(),
  keyword: studentKeyword,
};

type DateRange = { from?: string; to?: string };

/** ISO dates compare correctly as strings; an invalid date is already reported on its own field. */
const rangeInOrder = (query: DateRange) =>
  !bothValid(fields.isoDate, query.from, query.to) || (query.from as string) <= (query.to as string);
const rangeRule = { path: ['to'], message: 'must be on or after the "from" date' };

export const voucherPurchaseListQuery = pageQuery.extend(purchaseFilters).strict().refine(rangeInOrder, rangeRule);
export const voucherPurchaseExportQuery = z
  .strictObject({
    ...purchaseFilters,
    sort: pageQuery.shape.sort.describe("The list's order as field,asc or field,desc (default: newest first)"),
  })
  .refine(rangeInOrder, rangeRule);

export type CreateVoucherPurchaseInput = z.infer<typeof createVoucherPurchaseBody>;
export type VoucherPurchaseListQuery = z.infer<typeof voucherPurchaseListQuery>;
export type VoucherPurchaseFilters = z.infer<typeof voucherPurchaseExportQuery>;
