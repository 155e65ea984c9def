import type { Database, Transaction } from '../../db/client';
import { accountingAccounts } from '../../db/schema';

/**
 * The accounts the journals post to, with the product's default code and name for each
 * (docs/decisions.md, "Accounting journals: what each money movement posts"). An administrator renames
 * them to the centre's chart of accounts in Centre Settings; Xero matches journal lines by code,
 * QuickBooks by name, so both are kept.
 */
export const ACCOUNT_DEFAULTS = {
  cash: { code: '1000', name: 'Cash and bank', description: 'where purchases are paid in and refunds paid out' },
  wagesPayable: { code: '2100', name: 'Wages payable', description: 'teacher pay owed until payroll pays it' },
  deferredRevenue: {
    code: '2400',
    name: 'Deferred revenue - prepaid vouchers',
    description: 'vouchers families hold: owed to them until lessons are given',
  },
  openingBalanceEquity: {
    code: '3900',
    name: 'Opening balance equity',
    description: "vouchers families held in the centre's earlier system, carried over by an import",
  },
  tuitionRevenue: { code: '4000', name: 'Tuition revenue', description: 'lessons and terms given' },
  wagesExpense: { code: '6000', name: 'Teacher wages', description: 'pay for the lessons teachers gave' },
  giftExpense: { code: '6100', name: 'Promotional vouchers', description: 'vouchers given with a purchase' },
  adjustmentExpense: {
    code: '6150',
    name: 'Voucher adjustments',
    description: 'balances an administrator corrected by hand',
  },
  softwareExpense: {
    code: '6500',
    name: 'Software subscription',
    description: "the vendor's invoices for this product",
  },
} as const;

export type AccountKey = keyof typeof ACCOUNT_DEFAULTS;
export const ACCOUNT_KEYS = Object.keys(ACCOUNT_DEFAULTS) as AccountKey[];
export type Account = { key: AccountKey; code: string; name: string; description: string };
export type ChartOfAccounts = Record<AccountKey, Account>;

/** Every account with the centre's code and name where it set one, else the default. */
export async function chartOfAccounts(db: Database | Transaction): Promise<ChartOfAccounts> {
  const stored = new Map((await db.select().from(accountingAccounts)).map((row) => [row.key, row]));
  return Object.fromEntries(
    ACCOUNT_KEYS.map((key) => {
      const row = stored.get(key);
      const fallback = ACCOUNT_DEFAULTS[key];
      return [
        key,
        { key, code: row?.code ?? fallback.code, name: row?.name ?? fallback.name, description: fallback.description },
      ];
    }),
  ) as ChartOfAccounts;
}
