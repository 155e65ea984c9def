import writeXlsxFile, { type Row } from 'write-excel-file/node';
import type { Database } from '../../db/client';
import { voucherPurchases } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { VoucherPurchaseFilters } from './vouchers.schemas';
import { countPurchases, purchasesWhere, toVoucherPurchase, type VoucherPurchase } from './vouchers.service';

/** Beyond this a sheet is slow to build and to open; a narrower date range is the better answer. */
export const MAX_EXPORT_ROWS = 20_000;

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const TYPE_LABELS: Record<VoucherPurchase['type'], string> = {
  CASH: 'Cash',
  CARD: 'Card',
  E_TRANSFER: 'E-transfer',
  CHEQUE: 'Cheque',
  OTHER: 'Other',
};

const HEADER = [
  'Student ID',
  'Student',
  'Type',
  'Purchase date',
  'Voucher amount',
  'Gift amount',
  'Balance after',
  'Comments',
].map((value) => ({ value, fontWeight: 'bold' as const }));

const MONEY_FORMAT = '#,##0.00';

/**
 * Spreadsheet cells are IEEE doubles, so the exact decimal string becomes a number only here, at the
 * edge; amounts of at most 12 digits with 2 decimals survive the trip unchanged.
 */
const moneyCell = (amount: string) => ({ value: Number(amount), type: Number, format: MONEY_FORMAT });

/** A calendar date at UTC midnight, which the library writes as that day's serial date. */
const dateCell = (isoDate: string) => ({
  value: new Date(`${isoDate}T00:00:00Z`),
  type: Date,
  format: 'yyyy-mm-dd',
});

function toRow(purchase: VoucherPurchase): Row {
  return [
    purchase.studentNumber,
    purchase.studentName,
    TYPE_LABELS[purchase.type],
    dateCell(purchase.purchaseDate),
    moneyCell(purchase.voucherAmount),
    moneyCell(purchase.giftAmount),
    moneyCell(purchase.currentBalance),
    purchase.comments ?? '',
  ];
}

/**
 * The purchases matching the list's filters as a real .xlsx, oldest first so "Balance after" reads
 * down the sheet in the order it happened. Refused (422) above MAX_EXPORT_ROWS.
 */
export async function exportVoucherPurchases(db: Database, filters: VoucherPurchaseFilters) {
  const total = await countPurchases(db, filters);
  if (total > MAX_EXPORT_ROWS) {
    throw new AppError('ruleviolated', {
      message: `Too many rows to export (${total}); narrow the date range.`,
    });
  }
  const rows = await purchasesWhere(db, filters).orderBy(voucherPurchases.purchaseDate, voucherPurchases.id);
  const purchases = rows.map(toVoucherPurchase);
  const buffer = await writeXlsxFile([HEADER, ...purchases.map(toRow)], {
    sheet: 'Voucher purchases',
    columns: [
      { width: 12 },
      { width: 24 },
      { width: 12 },
      { width: 14 },
      { width: 15 },
      { width: 13 },
      { width: 14 },
      { width: 40 },
    ],
    stickyRowsCount: 1,
  }).toBuffer();
  const from = filters.from ?? purchases[0]?.purchaseDate ?? 'all';
  const to = filters.to ?? purchases.at(-1)?.purchaseDate ?? 'all';
  return { buffer, filename: `voucher-purchases_${from}_${to}.xlsx` };
}
