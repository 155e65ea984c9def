import { and, asc, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { students, voucherLedgerEntries, voucherPurchases } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { assertLinked } from './linked-students';

export type StatementRange = { from?: string; to?: string };

/**
 * A linked student's ledger between two dates (inclusive, the server's calendar days): each entry with
 * the running balance after it, the balance brought forward and the closing one.
 */
export async function familyStatement(db: Database, userId: number, studentId: number, range: StatementRange) {
  await assertLinked(db, userId, studentId);
  const [student] = await db
    .select({ firstName: students.firstName, lastName: students.lastName, studentNumber: students.studentId })
    .from(students)
    .where(eq(students.id, studentId));
  const from = range.from ? new Date(`${range.from}T00:00:00`) : undefined;
  const to = range.to ? new Date(new Date(`${range.to}T00:00:00`).getTime() + 86_400_000) : undefined;
  const [opening] = from
    ? await db
        .select({ balance: voucherLedgerEntries.balanceAfter })
        .from(voucherLedgerEntries)
        .where(and(eq(voucherLedgerEntries.studentId, studentId), lt(voucherLedgerEntries.createdAt, from)))
        .orderBy(desc(voucherLedgerEntries.id))
        .limit(1)
    : [];
  const entries = await db
    .select({
      id: voucherLedgerEntries.id,
      kind: voucherLedgerEntries.kind,
      amount: voucherLedgerEntries.amount,
      balanceAfter: voucherLedgerEntries.balanceAfter,
      reason: voucherLedgerEntries.reason,
      purchaseId: voucherLedgerEntries.purchaseId,
      scheduleId: voucherLedgerEntries.scheduleId,
      reversal: sql<boolean>`${voucherLedgerEntries.reversesEntryId} is not null`,
      createdAt: voucherLedgerEntries.createdAt,
    })
    .from(voucherLedgerEntries)
    .where(
      and(
        eq(voucherLedgerEntries.studentId, studentId),
        from ? gte(voucherLedgerEntries.createdAt, from) : undefined,
        to ? lt(voucherLedgerEntries.createdAt, to) : undefined,
      ),
    )
    .orderBy(asc(voucherLedgerEntries.id))
    .limit(2000);
  const openingBalance = opening?.balance ?? '0.00';
  return {
    studentId,
    studentName: `${student.firstName} ${student.lastName}`,
    studentNumber: student.studentNumber,
    from: range.from ?? null,
    to: range.to ?? null,
    openingBalance,
    closingBalance: entries.at(-1)?.balanceAfter ?? openingBalance,
    entries: entries.map((entry) => ({ ...entry, createdAt: entry.createdAt.toISOString() })),
  };
}

/** One purchase's receipt, when the purchase is a linked student's (another family's answers 404). */
export async function familyReceipt(db: Database, userId: number, purchaseId: number) {
  const [purchase] = await db
    .select({
      id: voucherPurchases.id,
      studentId: voucherPurchases.studentId,
      type: voucherPurchases.type,
      purchaseDate: voucherPurchases.purchaseDate,
      voucherAmount: voucherPurchases.voucherAmount,
      giftAmount: voucherPurchases.giftAmount,
      currentBalance: voucherPurchases.currentBalance,
      reversedAt: voucherPurchases.reversedAt,
      studentName: sql<string>`${students.firstName} || ' ' || ${students.lastName}`,
      studentNumber: students.studentId,
    })
    .from(voucherPurchases)
    .innerJoin(students, eq(students.id, voucherPurchases.studentId))
    .where(eq(voucherPurchases.id, purchaseId));
  if (!purchase) throw new AppError('notfound');
  await assertLinked(db, userId, purchase.studentId);
  return purchase;
}

/** A linked student's purchases, newest first (the receipts list). */
export async function familyPurchases(db: Database, userId: number, studentId: number) {
  await assertLinked(db, userId, studentId);
  const rows = await db
    .select({
      id: voucherPurchases.id,
      type: voucherPurchases.type,
      purchaseDate: voucherPurchases.purchaseDate,
      voucherAmount: voucherPurchases.voucherAmount,
      giftAmount: voucherPurchases.giftAmount,
      reversedAt: voucherPurchases.reversedAt,
    })
    .from(voucherPurchases)
    .where(eq(voucherPurchases.studentId, studentId))
    .orderBy(desc(voucherPurchases.purchaseDate), desc(voucherPurchases.id))
    .limit(200);
  return rows.map((row) => ({ ...row, reversedAt: row.reversedAt?.toISOString() ?? null }));
}
