/**
 * Voucher purchases (some with a gift) and the charges of registers paid with vouchers, posted through
 * the ledger in date order so every running balance and `currentBalance` reads as it would have on
 * the day, exactly as the purchase and payment services post them.
 */
import dayjs from 'dayjs';
import { eq, inArray } from 'drizzle-orm';
import type { Transaction } from '../../src/db/client';
import { type PaymentType, voucherLedgerEntries, voucherPurchases } from '../../src/db/schema';
import { postLedgerEntry } from '../../src/modules/vouchers/ledger';
import type { DemoStudent } from './students';
import type { DemoCharge } from './terms';

/** [student index, days after the student started, type, voucher amount, gift amount, comments] */
const PURCHASES: [number, number, Exclude<PaymentType, 'VOUCHER'>, string, string, string | null][] = [
  [0, 10, 'CARD', '1000.00', '100.00', 'Family package'],
  [1, 10, 'CARD', '500.00', '0', null],
  [2, 12, 'E_TRANSFER', '800.00', '50.00', null],
  [3, 5, 'CASH', '300.00', '0', null],
  [4, 3, 'CARD', '1000.00', '100.00', null],
  [5, 20, 'CASH', '200.00', '0', null],
  [6, 8, 'E_TRANSFER', '500.00', '0', null],
  [7, 15, 'CHEQUE', '600.00', '30.00', null],
  [8, 4, 'CASH', '300.00', '0', null],
  [10, 9, 'CARD', '800.00', '80.00', null],
  [11, 14, 'E_TRANSFER', '250.00', '0', null],
  [12, 6, 'CASH', '400.00', '0', null],
  [14, 10, 'CARD', '1000.00', '120.00', 'Referral promotion'],
  [15, 7, 'CASH', '200.00', '0', null],
  [16, 12, 'E_TRANSFER', '500.00', '25.00', null],
  [17, 3, 'CASH', '300.00', '0', 'Paid at front desk'],
  [19, 5, 'CARD', '400.00', '0', null],
  [20, 2, 'E_TRANSFER', '600.00', '60.00', null],
  [22, 6, 'CASH', '200.00', '0', null],
  [23, 3, 'CARD', '500.00', '50.00', null],
  [24, 1, 'CASH', '250.00', '0', null],
  [0, 200, 'CARD', '500.00', '0', 'Renewal'],
  [1, 185, 'CASH', '300.00', '0', 'Renewal'],
  [4, 150, 'CARD', '500.00', '0', null],
  // Renewals this month (a date past yesterday is yesterday): the dashboard's "sold this month" is not empty.
  [0, 400, 'CARD', '500.00', '0', 'Renewal'],
  [12, 400, 'E_TRANSFER', '300.00', '0', null],
];

const isZero = (amount: string) => /^0*(\.0*)?$/.test(amount);

type Event =
  | { on: string; order: 0; purchase: (typeof PURCHASES)[number]; student: DemoStudent }
  | { on: string; order: 1; charge: DemoCharge };

export async function postPurchasesAndCharges(
  tx: Transaction,
  students: DemoStudent[],
  charges: DemoCharge[],
  recordedBy: number,
): Promise<number> {
  const yesterday = dayjs().subtract(1, 'day');
  const events: Event[] = [
    ...PURCHASES.map((purchase): Event => {
      const student = students[purchase[0]];
      const on = dayjs(student.startDate).add(purchase[1], 'day');
      return { on: (on.isAfter(yesterday) ? yesterday : on).format('YYYY-MM-DD'), order: 0, purchase, student };
    }),
    ...charges.map((charge): Event => ({ on: charge.paidOn, order: 1, charge })),
  ];
  events.sort((a, b) => a.on.localeCompare(b.on) || a.order - b.order);
  for (const event of events) {
    if (event.order === 0) {
      const entryIds = await recordPurchase(tx, event.student.id, event.on, event.purchase, recordedBy);
      await datePosting(tx, entryIds, event.on);
    } else {
      const { charge } = event;
      const entry = await postLedgerEntry(tx, {
        studentId: charge.studentId,
        kind: 'charge',
        amount: `-${charge.price}`,
        reason: `Term register #${charge.registerId}: ${charge.termLabel}`,
        termRegisterId: charge.registerId,
        createdBy: recordedBy,
      });
      await datePosting(tx, [entry.id], charge.paidOn);
    }
  }
  return PURCHASES.length;
}

/**
 * Ledger entries dated the day they stand for (10:00), as if typed in that day: the voucher usage report
 * and the dashboard date term registers' charges, and a student's running balance every entry, by when
 * it was posted. Posted in date order, before the lessons' charges (posted at seeding time), so the
 * ledger's order and its dates agree.
 */
async function datePosting(tx: Transaction, entryIds: number[], day: string) {
  await tx
    .update(voucherLedgerEntries)
    .set({ createdAt: dayjs(day).hour(10).toDate() })
    .where(inArray(voucherLedgerEntries.id, entryIds));
}

/** As the purchase service does it: the purchase, its `purchase` and `gift` entries, then the balance after both. */
async function recordPurchase(
  tx: Transaction,
  studentId: number,
  purchaseDate: string,
  [, , type, voucherAmount, giftAmount, comments]: (typeof PURCHASES)[number],
  createdBy: number,
): Promise<number[]> {
  const [purchase] = await tx
    .insert(voucherPurchases)
    .values({ studentId, type, purchaseDate, comments, voucherAmount, giftAmount, currentBalance: '0', createdBy })
    .returning({ id: voucherPurchases.id });
  const label = `Voucher purchase #${purchase.id}`;
  const posting = { studentId, createdBy, purchaseId: purchase.id };
  const bought = await postLedgerEntry(tx, {
    ...posting,
    kind: 'purchase',
    amount: voucherAmount,
    reason: comments ? `${label}: ${comments}` : label,
  });
  let entry = bought;
  if (!isZero(giftAmount)) {
    entry = await postLedgerEntry(tx, {
      ...posting,
      kind: 'gift',
      amount: giftAmount,
      reason: `Gift with ${label.toLowerCase()}`,
    });
  }
  await tx
    .update(voucherPurchases)
    .set({ currentBalance: entry.balanceAfter })
    .where(eq(voucherPurchases.id, purchase.id));
  return entry === bought ? [bought.id] : [bought.id, entry.id];
}
