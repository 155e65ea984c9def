import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { calendarDateCell, localDateCell, moneyCell, type SheetCell, writeSheet } from '../../lib/xlsx-sheet';
import { getCentreDisplaySettings } from '../centre-settings';
import type { VoucherPurchaseFilters } from './vouchers.schemas';
import { countPurchases, purchasesInListOrder, toVoucherPurchase, type VoucherPurchase } from './vouchers.service';

/** Beyond this a sheet is slow to build and to open; a narrower date range is the better answer. */
export const MAX_EXPORT_ROWS = 20_000;

const TYPE_LABELS: Record<VoucherPurchase['type'], string> = {
  CASH: 'Cash',
  CARD: 'Card',
  E_TRANSFER: 'E-transfer',
  CHEQUE: 'Cheque',
  OTHER: 'Other',
};

const PURCHASE_SHEET = {
  name: 'Voucher purchases',
  header: [
    'Student ID',
    'Student',
    'Type',
    'Purchase date',
    'Voucher amount',
    'Gift amount',
    'Balance after',
    'Comments',
    'Recorded by',
    'Reversed on',
  ],
  columnWidths: [12, 24, 12, 14, 15, 13, 14, 40, 20, 14],
};

function toRow(purchase: VoucherPurchase): SheetCell[] {
  return [
    purchase.studentNumber,
    purchase.studentName,
    TYPE_LABELS[purchase.type],
    calendarDateCell(purchase.purchaseDate),
    moneyCell(purchase.voucherAmount),
    moneyCell(purchase.giftAmount),
    moneyCell(purchase.currentBalance),
    purchase.comments,
    purchase.createdBy,
    // A reversed purchase no longer counts: its amounts stay for the record, this column says so.
    purchase.reversedAt ? localDateCell(new Date(purchase.reversedAt)) : null,
  ];
}

/**
 * The purchases matching the list's filters as a real .xlsx, with the list's columns in the list's
 * order (newest first unless the list is sorted otherwise): what the user sees, every page of it.
 * Refused (422) above MAX_EXPORT_ROWS.
 */
export async function exportVoucherPurchases(db: Database, filters: VoucherPurchaseFilters) {
  const total = await countPurchases(db, filters);
  if (total > MAX_EXPORT_ROWS) {
    throw new AppError('ruleviolated', {
      message: `Too many rows to export (${total}); narrow the date range.`,
    });
  }
  const purchases = (await purchasesInListOrder(db, filters)).map(toVoucherPurchase);
  const buffer = await writeSheet(PURCHASE_SHEET, purchases.map(toRow), await getCentreDisplaySettings(db));
  // ISO dates order as strings; without a range the file is named after the dates it holds.
  const dates = purchases.map((purchase) => purchase.purchaseDate).sort();
  const from = filters.from ?? dates[0] ?? 'all';
  const to = filters.to ?? dates.at(-1) ?? 'all';
  return { buffer, filename: `voucher-purchases_${from}_${to}.xlsx` };
}
