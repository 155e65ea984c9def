import { z } from 'zod';
import { checkRange, rangeFields } from '../reports';
import { ACCOUNT_KEYS } from './accounts';
import type { JournalKind } from './journal';
import { JOURNAL_FORMATS } from './journal-formats';

const money = z.string().describe('Amount as a decimal string, e.g. "12.50"');
const accountKey = z.enum(ACCOUNT_KEYS).describe('Which of the product’s accounts');

export const account = z
  .object({
    key: accountKey,
    code: z.string().describe('The centre’s account code (Xero matches journal lines by it)'),
    name: z.string().describe('The centre’s account name (QuickBooks matches journal lines by it)'),
    description: z.string().describe('What the product posts to it'),
  })
  .meta({ id: 'AccountingAccount' });

export const accountList = z.array(account).describe('Every account, in the order of the chart');

/** A name that an importer or a spreadsheet could read as a formula, or that would break a file's fields, is refused. */
const accountName = z
  .string()
  .trim()
  .min(1)
  .max(100)
  .refine(
    (value) => !/^[=+\-@]/.test(value) && !/[\t\r\n]/.test(value),
    'must not start with = + - @ or hold tabs or line breaks',
  )
  .describe('Account name, as in the accounting product');
const accountCode = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9][A-Za-z0-9.\-_/]{0,19}$/, 'must be 1 to 20 letters, digits, dots, dashes or slashes')
  .describe('Account code, as in the accounting product');

export const accountsInput = z
  .strictObject({
    accounts: z
      .array(z.strictObject({ key: accountKey, code: accountCode, name: accountName }))
      .min(1, 'must name at least one account')
      .describe('The accounts to rename; the others keep their code and name'),
  })
  .superRefine((input, ctx) => {
    const seen = new Set<string>();
    input.accounts.forEach((entry, index) => {
      if (seen.has(entry.key))
        ctx.addIssue({ code: 'custom', path: ['accounts', index, 'key'], message: 'is listed twice' });
      seen.add(entry.key);
    });
  });
export type AccountsInput = z.infer<typeof accountsInput>;

export const journalQuery = z.strictObject({ ...rangeFields }).superRefine(checkRange);
export const journalExportQuery = z
  .strictObject({
    ...rangeFields,
    format: z.enum(JOURNAL_FORMATS).describe('xero (CSV), quickbooks-online (CSV) or iif (QuickBooks Desktop)'),
  })
  .superRefine(checkRange);

const journalKinds = [
  'voucherSales',
  'voucherGifts',
  'vouchersUsed',
  'voucherRefunds',
  'voucherAdjustments',
  'openingBalances',
  'termFees',
  'teacherPay',
  'vendorInvoices',
] as const satisfies readonly JournalKind[];

export const journal = z
  .object({
    from: z.string().describe('First day covered (YYYY-MM-DD)'),
    to: z.string().describe('Last day covered (YYYY-MM-DD)'),
    currency: z.string().describe('The centre’s currency: every amount is in it'),
    accounts: accountList,
    entries: z
      .array(
        z.object({
          date: z.string().describe('Day (YYYY-MM-DD)'),
          kind: z.enum(journalKinds).describe('What moved money that day'),
          narration: z.string().describe('The entry’s narration, as the files write it'),
          lines: z
            .array(
              z.object({
                account: accountKey,
                debit: money.describe('Debit ("0.00" on a credit line)'),
                credit: money.describe('Credit ("0.00" on a debit line)'),
              }),
            )
            .describe('Balanced lines: debits equal credits'),
        }),
      )
      .describe('One entry per day per kind, oldest first'),
    reconciliation: z
      .object({
        opening: money.describe('Deferred revenue (vouchers held) before the first day'),
        sold: money.describe('Vouchers sold in the range'),
        gifted: money.describe('Vouchers given in the range'),
        used: money.describe('Vouchers used for lessons and terms'),
        refunded: money.describe('Vouchers refunded'),
        adjusted: money.describe('Adjustments, signed'),
        imported: money.describe('Opening balances an import carried over from another system'),
        closing: money.describe('Opening + sold + gifted − used − refunded + adjusted + imported'),
        balancesAtEnd: money.describe('The students’ balances at the last day, from their stored balances'),
        journalMovement: money.describe('The journal’s net credit to deferred revenue'),
        holds: z.boolean().describe('Closing equals the balances and the journal moved deferred revenue by as much'),
      })
      .describe('Deferred revenue checked three ways'),
    invoicesInOtherCurrencies: z
      .number()
      .int()
      .describe('Paid vendor invoices not journaled: not in the centre’s currency'),
  })
  .meta({ id: 'AccountingJournal' });
