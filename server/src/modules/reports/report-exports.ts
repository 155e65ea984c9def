import type { Database } from '../../db/client';
import { PURCHASE_TYPES } from '../../db/schema';
import { formatMoney } from '../../lib/display-format';
import { localDateCell, moneyCell, type SheetCell, writeSheet } from '../../lib/xlsx-sheet';
import { getCentreDisplaySettings } from '../centre-settings';
import { getPurchaseReport } from './purchase-report';
import { resolveRange } from './report-range';
import type { PurchaseReportQuery, PurchaseReportRow, SalaryReportQuery } from './reports.schemas';
import { salaryRows } from './salary-report';

const TYPE_LABELS: Record<(typeof PURCHASE_TYPES)[number], string> = {
  CASH: 'Cash',
  CARD: 'Card',
  E_TRANSFER: 'E-transfer',
  CHEQUE: 'Cheque',
  OTHER: 'Other',
};

/** The screen's columns, in the screen's order: the month's figures first, then each payment type. */
const purchaseCells = (row: PurchaseReportRow): SheetCell[] => [
  row.month,
  row.purchases,
  moneyCell(row.vouchers),
  moneyCell(row.gifts),
  moneyCell(row.total),
  ...PURCHASE_TYPES.map((type) => moneyCell(row.byType[type])),
];

const LEDGER_KINDS: Record<string, string> = {
  purchase: 'Purchase',
  gift: 'Gift',
  charge: 'Charge',
  refund: 'Refund',
  adjustment: 'Adjustment',
};

type StudentBalance = NonNullable<Awaited<ReturnType<typeof getPurchaseReport>>['studentBalance']>;

/** One student's running balance, as the screen shows it under the table: opening, each entry, closing. */
function balanceRows(balance: StudentBalance): SheetCell[][] {
  return [
    [],
    ['Running balance'],
    ['Opening balance', moneyCell(balance.opening)],
    ['Date', 'Kind', 'Amount', 'Balance', 'Reason'],
    ...balance.entries.map((entry): SheetCell[] => [
      localDateCell(new Date(entry.at)),
      LEDGER_KINDS[entry.kind] ?? entry.kind,
      moneyCell(entry.amount),
      moneyCell(entry.balanceAfter),
      entry.reason,
    ]),
    ['Closing balance', moneyCell(balance.closing)],
  ];
}

/**
 * The purchase report as shown: a row per month, the totals row and, with a student chosen, their
 * running balance below it.
 */
export async function exportPurchaseReport(db: Database, query: PurchaseReportQuery) {
  const report = await getPurchaseReport(db, query);
  const buffer = await writeSheet(
    {
      name: 'Purchases',
      header: ['Month', 'Purchases', 'Vouchers', 'Gifts', 'Total', ...PURCHASE_TYPES.map((type) => TYPE_LABELS[type])],
      columnWidths: [16, 10, 12, 12, 12, ...PURCHASE_TYPES.map(() => 12)],
      frozenColumns: 1,
    },
    [
      ...[...report.months, report.totals].map(purchaseCells),
      ...(report.studentBalance ? balanceRows(report.studentBalance) : []),
    ],
    await getCentreDisplaySettings(db),
  );
  return { buffer, filename: `purchases_${report.from}_${report.to}.xlsx` };
}

/** "*** *** 123": the SIN masked as on the Teachers screen; a payroll clerk matches it to the file. */
const maskedSin = (last3: string | null) => (last3 ? `*** *** ${last3}` : '');

/**
 * The payroll file: one row per teacher per month, with what a payroll clerk keys in (employee id,
 * masked SIN, payroll contact) beside hours, rates and pay. Staff only: it names every teacher.
 */
export async function exportPayroll(db: Database, query: SalaryReportQuery) {
  const range = resolveRange(query);
  const rows = await salaryRows(db, range.from, range.to, query.teacherId);
  // Amounts in the centre's currency, as the screens and the other exports write them.
  const display = await getCentreDisplaySettings(db);
  const buffer = await writeSheet(
    {
      name: 'Payroll',
      header: ['Period', 'Employee ID', 'Teacher', 'SIN', 'Payroll contact', 'Lessons', 'Hours', 'Rate(s)', 'Pay'],
      columnWidths: [9, 12, 24, 13, 28, 8, 8, 16, 12],
      frozenColumns: 3,
    },
    rows.map((row) => [
      row.month,
      row.employee_id ?? '',
      row.teacher_name,
      maskedSin(row.sin_last3),
      row.payroll_contact ?? '',
      row.lessons,
      Math.round((row.minutes / 60) * 100) / 100,
      row.rates.map((rate) => formatMoney(rate, display.currency)).join(', '),
      moneyCell(row.pay),
    ]),
    display,
  );
  return { buffer, filename: `payroll_${range.from}_${range.to}.xlsx` };
}
