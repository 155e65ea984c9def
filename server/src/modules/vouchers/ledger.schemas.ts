import { z } from 'zod';
import { LEDGER_KINDS } from '../../db/schema';
import { pageQuery } from '../../lib/paging';
import { fields } from '../../lib/validation';

/** Spec §5: a description of a rule-bound change is at least five characters. */
const reason = z.string().trim().min(5).max(500).describe('Why, at least 5 characters');

export const ledgerEntry = z
  .object({
    id: z.number().int().describe('Entry id'),
    kind: z
      .enum(LEDGER_KINDS)
      .describe('purchase, gift, charge, refund, adjustment or opening (a balance brought over by an import)'),
    amount: z.string().describe('Signed amount as a decimal string: negative takes vouchers away'),
    balanceAfter: z.string().describe("The student's balance right after this entry"),
    reason: z.string().describe('Why the balance changed'),
    purchaseId: z.number().int().nullable().describe('The voucher purchase that made this entry'),
    paidOnline: z
      .boolean()
      .describe('A purchase (or its gift) a family paid online by card: undone by "Refund to card", not reversed'),
    termRegisterId: z.number().int().nullable().describe('The term register this entry charges or refunds'),
    reversesEntryId: z.number().int().nullable().describe('The entry this one reverses'),
    reversedByEntryId: z.number().int().nullable().describe('The entry that reversed this one'),
    createdBy: z.string().nullable().describe('Who recorded it (name, else login)'),
    createdAt: z.string().describe('When it was recorded (ISO 8601)'),
  })
  .meta({ id: 'LedgerEntry' });

export const voucherSummary = z
  .object({
    studentId: z.number().int().describe("The student's record id"),
    balance: z.string().describe('Current voucher balance'),
    totalPurchased: z.string().describe('Vouchers bought, net of reversed purchases'),
    totalGift: z.string().describe('Vouchers given as gifts, net of reversed gifts'),
    totalPaidFromVouchers: z.string().describe('Charged to the balance, net of reversed charges (a positive amount)'),
    entryCount: z.number().int().describe('Number of ledger entries'),
  })
  .meta({ id: 'VoucherSummary' });

export const ledgerEntryListQuery = pageQuery.omit({ sort: true }).strict();

export const createLedgerEntryBody = z
  .strictObject({
    kind: z.enum(['refund', 'adjustment']).describe('refund: vouchers paid back; adjustment: a correction either way'),
    amount: fields.signedMoney.describe(
      'A refund as a positive amount ("20.00", taken off the balance); an adjustment signed ("-5.00" or "5.00")',
    ),
    reason,
  })
  // Only a well-written amount is judged here; a malformed one is already reported on its own.
  .refine(
    (body) =>
      body.kind !== 'refund' || !fields.signedMoney.safeParse(body.amount).success || !body.amount.startsWith('-'),
    {
      path: ['amount'],
      message: 'a refund is entered as a positive amount',
    },
  )
  .meta({ id: 'LedgerEntryCreate' });

export const reverseLedgerEntryBody = z.strictObject({ reason }).meta({ id: 'LedgerReversalCreate' });

export const ledgerReversal = z
  .object({
    balance: z.string().describe("The student's balance after the reversal"),
    entries: z.array(ledgerEntry).describe('The reversing entries (two when a purchase had a gift)'),
  })
  .meta({ id: 'LedgerReversal' });

export type LedgerEntryListQuery = z.infer<typeof ledgerEntryListQuery>;
export type CreateLedgerEntryInput = z.infer<typeof createLedgerEntryBody>;
