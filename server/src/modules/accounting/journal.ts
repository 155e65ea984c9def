import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { centsOf, formatCents } from '../../lib/money';
import { getCentreSettings } from '../centre-settings/centre-settings.service';
import { serverTimeZone } from '../dashboard/local-periods';
import { datedLedgerEntries } from '../reports';
import { type AccountKey, type ChartOfAccounts, chartOfAccounts } from './accounts';

/**
 * The accounting journal of a date range: one balanced entry per day per kind of money movement
 * (docs/decisions.md, "Accounting journals: what each money movement posts"). Vouchers are money the
 * centre owes its families until lessons are given, so every voucher ledger entry moves deferred
 * revenue against the account its kind names. Ledger entries are dated as the reports date them
 * (ledger-dates.ts): a month's journal agrees with the voucher usage report.
 */
export type JournalKind =
  | 'voucherSales'
  | 'voucherGifts'
  | 'vouchersUsed'
  | 'voucherRefunds'
  | 'voucherAdjustments'
  | 'openingBalances'
  | 'termFees'
  | 'teacherPay'
  | 'vendorInvoices';

export type JournalLine = { account: AccountKey; debit: bigint; credit: bigint };
export type JournalEntry = { date: string; kind: JournalKind; narration: string; lines: JournalLine[] };

export const KIND_LABELS: Record<JournalKind, string> = {
  voucherSales: 'Vouchers sold',
  voucherGifts: 'Vouchers given with purchases',
  vouchersUsed: 'Vouchers used for lessons and terms',
  voucherRefunds: 'Vouchers refunded',
  voucherAdjustments: 'Voucher balances adjusted',
  openingBalances: 'Opening voucher balances imported',
  termFees: 'Term fees paid in money',
  teacherPay: 'Teacher pay for lessons given',
  vendorInvoices: 'Software subscription invoices paid',
};

/**
 * For each kind: the account debited when the day's amount is positive, and the one credited; a
 * negative day (more reversed than posted) swaps them. A ledger amount is signed as the ledger signs
 * it (what it adds to the families' vouchers), so deferred revenue is always on the credit side.
 */
const POSTING: Record<JournalKind, { debit: AccountKey; credit: AccountKey }> = {
  voucherSales: { debit: 'cash', credit: 'deferredRevenue' },
  voucherGifts: { debit: 'giftExpense', credit: 'deferredRevenue' },
  vouchersUsed: { debit: 'tuitionRevenue', credit: 'deferredRevenue' },
  voucherRefunds: { debit: 'cash', credit: 'deferredRevenue' },
  voucherAdjustments: { debit: 'adjustmentExpense', credit: 'deferredRevenue' },
  openingBalances: { debit: 'openingBalanceEquity', credit: 'deferredRevenue' },
  termFees: { debit: 'cash', credit: 'tuitionRevenue' },
  teacherPay: { debit: 'wagesExpense', credit: 'wagesPayable' },
  vendorInvoices: { debit: 'softwareExpense', credit: 'cash' },
};

const LEDGER_KIND: Record<string, JournalKind> = {
  purchase: 'voucherSales',
  gift: 'voucherGifts',
  charge: 'vouchersUsed',
  refund: 'voucherRefunds',
  adjustment: 'voucherAdjustments',
  opening: 'openingBalances',
};

/** One entry of two lines; amount in cents, signed as POSTING reads it. Zero days make no entry. */
function entryOf(date: string, kind: JournalKind, amount: bigint): JournalEntry | undefined {
  if (amount === 0n) return undefined;
  const { debit, credit } = POSTING[kind];
  const [dr, cr] = amount > 0n ? [debit, credit] : [credit, debit];
  const size = amount > 0n ? amount : -amount;
  return {
    date,
    kind,
    narration: `${KIND_LABELS[kind]} ${date}`,
    lines: [
      { account: dr, debit: size, credit: 0n },
      { account: cr, debit: 0n, credit: size },
    ],
  };
}

type DayAmount = { day: string; kind: string; amount: string };

export type Reconciliation = {
  opening: string;
  sold: string;
  gifted: string;
  used: string;
  refunded: string;
  adjusted: string;
  /** Opening balances an import carried over from another system. */
  imported: string;
  closing: string;
  /** What the students' stored balances add up to at the range's end, found without the journal. */
  balancesAtEnd: string;
  /** The journal's own net credit to deferred revenue over the range. */
  journalMovement: string;
  holds: boolean;
};

export type Journal = {
  from: string;
  to: string;
  currency: string;
  accounts: ChartOfAccounts;
  entries: JournalEntry[];
  reconciliation: Reconciliation;
  /** Paid vendor invoices in another currency than the centre's: not journaled, counted here. */
  invoicesInOtherCurrencies: number;
};

async function movementsByDay(db: Database, from: string, to: string, currency: string) {
  const zone = serverTimeZone();
  const inRange = (day: ReturnType<typeof sql>) => sql`${day} >= ${from}::date and ${day} <= ${to}::date`;
  const localDay = (instant: ReturnType<typeof sql>) => sql`(${instant} at time zone ${zone})::date`;
  const [ledger, termFees, pay, invoices, otherCurrencies] = await Promise.all([
    db.execute<DayAmount>(sql`
      select day::text, kind::text, sum(amount)::numeric(14,2)::text as amount from ${datedLedgerEntries()} dated
      where ${inRange(sql`day`)} group by day, kind`),
    db.execute<DayAmount>(sql`
      select ${localDay(sql`paid_at`)}::text as day, 'termFees' as kind, sum(price)::numeric(14,2)::text as amount
      from term_registers where paid and payment_type <> 'VOUCHER' and ${inRange(localDay(sql`paid_at`))} group by 1`),
    db.execute<DayAmount>(sql`
      select ${localDay(sql`s.start_time`)}::text as day, 'teacherPay' as kind, sum(p.amount)::numeric(14,2)::text as amount
      from teacher_pay_records p join schedules s on s.id = p.schedule_id
      where ${inRange(localDay(sql`s.start_time`))} group by 1`),
    db.execute<DayAmount>(sql`
      select ${localDay(sql`paid_at`)}::text as day, 'vendorInvoices' as kind, sum(total)::numeric(14,2)::text as amount
      from billing_invoices where status = 'PAID' and currency = ${currency} and ${inRange(localDay(sql`paid_at`))}
      group by 1`),
    db.execute<{ n: number }>(sql`
      select count(*)::int as n from billing_invoices
      where status = 'PAID' and currency <> ${currency} and ${inRange(localDay(sql`paid_at`))}`),
  ]);
  const rows = [
    ...ledger.rows.map((row) => ({ ...row, kind: LEDGER_KIND[row.kind] })),
    ...termFees.rows,
    ...pay.rows,
    ...invoices.rows,
  ] as { day: string; kind: JournalKind; amount: string }[];
  return { rows, ledgerRows: ledger.rows, invoicesInOtherCurrencies: otherCurrencies.rows[0].n };
}

/** Opening and closing deferred revenue, and the stored balances at the end, each found its own way. */
async function balanceFigures(db: Database, from: string, to: string) {
  const dated = datedLedgerEntries();
  const { rows } = await db.execute<{ opening: string; after_end: string; stored: string }>(sql`
    select
      (select coalesce(sum(amount), 0)::numeric(14,2)::text from ${dated} opening where day < ${from}::date) as opening,
      (select coalesce(sum(amount), 0)::numeric(14,2)::text from ${dated} later where day > ${to}::date) as after_end,
      (select coalesce(sum(voucher_balance), 0)::numeric(14,2)::text from students) as stored`);
  return rows[0];
}

const ENTRY_ORDER = Object.keys(KIND_LABELS) as JournalKind[];

export async function buildJournal(db: Database, range: { from: string; to: string }): Promise<Journal> {
  const { currency } = await getCentreSettings(db);
  const [accounts, movements, balances] = await Promise.all([
    chartOfAccounts(db),
    movementsByDay(db, range.from, range.to, currency),
    balanceFigures(db, range.from, range.to),
  ]);
  const entries = movements.rows
    .map((row) => entryOf(row.day, row.kind, centsOf(row.amount)))
    .filter((entry): entry is JournalEntry => entry !== undefined)
    .sort((a, b) => a.date.localeCompare(b.date) || ENTRY_ORDER.indexOf(a.kind) - ENTRY_ORDER.indexOf(b.kind));

  const total = (kind: string) =>
    movements.ledgerRows.filter((row) => row.kind === kind).reduce((sum, row) => sum + centsOf(row.amount), 0n);
  const opening = centsOf(balances.opening);
  const [sold, gifted, used, refunded, adjusted, imported] = [
    total('purchase'),
    total('gift'),
    -total('charge'),
    -total('refund'),
    total('adjustment'),
    total('opening'),
  ];
  const closing = opening + sold + gifted - used - refunded + adjusted + imported;
  const balancesAtEnd = centsOf(balances.stored) - centsOf(balances.after_end);
  const journalMovement = entries
    .flatMap((entry) => entry.lines)
    .filter((line) => line.account === 'deferredRevenue')
    .reduce((sum, line) => sum + line.credit - line.debit, 0n);
  return {
    ...range,
    currency,
    accounts,
    entries,
    invoicesInOtherCurrencies: movements.invoicesInOtherCurrencies,
    reconciliation: {
      opening: formatCents(opening),
      sold: formatCents(sold),
      gifted: formatCents(gifted),
      used: formatCents(used),
      refunded: formatCents(refunded),
      adjusted: formatCents(adjusted),
      imported: formatCents(imported),
      closing: formatCents(closing),
      balancesAtEnd: formatCents(balancesAtEnd),
      journalMovement: formatCents(journalMovement),
      holds: closing === balancesAtEnd && journalMovement === closing - opening,
    },
  };
}
