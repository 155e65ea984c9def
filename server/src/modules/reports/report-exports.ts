import type { Database } from '../../db/client';
import { PURCHASE_TYPES } from '../../db/schema';
import { formatMoney } from '../../lib/display-format';
import { moneyCell, type SheetCell, writeSheet } from '../../lib/xlsx-sheet';
import { getCentreDisplaySettings } from '../centre-settings/centre-settings.service';
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

const purchaseCells = (row: PurchaseReportRow): SheetCell[] => [
  row.month,
  row.purchases,
  ...PURCHASE_TYPES.map((type) => moneyCell(row.byType[type])),
  moneyCell(row.vouchers),
  moneyCell(row.gifts),
  moneyCell(row.total),
];

/** The purchase report as shown: a row per month, then the totals row. */
export async function exportPurchaseReport(db: Database, query: PurchaseReportQuery) {
  const report = await getPurchaseReport(db, query);
  const buffer = await writeSheet(
    {
      name: 'Purchases',
      header: ['Month', 'Purchases', ...PURCHASE_TYPES.map((type) => TYPE_LABELS[type]), 'Vouchers', 'Gifts', 'Total'],
      columnWidths: [10, 10, ...PURCHASE_TYPES.map(() => 12), 12, 12, 12],
      frozenColumns: 1,
    },
    [...report.months, report.totals].map(purchaseCells),
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
