/**
 * The voucher ledger: the only code that changes a student's voucher balance. Other modules (term
 * registers, lessons) post through `postLedgerEntry`; this file is the vouchers module's public API.
 *
 * Concurrency: the student's row is locked (`FOR UPDATE`) before the balance is read, so postings to
 * one student queue up and none is lost; postings to different students do not wait for each other.
 * Amounts are decimal strings and all arithmetic happens in PostgreSQL's numeric: no floats.
 */
import { eq, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import { type LedgerEntryRow, type LedgerKind, students, voucherLedgerEntries } from '../../db/schema';
import { AppError } from '../../lib/app-error';

export type LedgerPosting = {
  studentId: number;
  kind: LedgerKind;
  /** Signed decimal string: purchases and gifts positive, charges and refunds negative, adjustments either. */
  amount: string;
  reason: string;
  createdBy: number | null;
  purchaseId?: number;
  termRegisterId?: number;
  scheduleId?: number;
  reversesEntryId?: number;
};

const SIGN_BY_KIND: Record<LedgerKind, 'positive' | 'negative' | 'non-zero'> = {
  purchase: 'positive',
  gift: 'positive',
  charge: 'negative',
  refund: 'negative',
  adjustment: 'non-zero',
};

/**
 * Whether a posting may leave the balance below zero. A charge may: the lesson or term was given and
 * the debt must show (it is flagged on the dashboard); money handed back (refund) or a correction
 * (adjustment) may not take out more than the student holds. See docs/decisions.md.
 */
function mayGoNegative(posting: LedgerPosting): boolean {
  return posting.kind === 'charge' || posting.reversesEntryId !== undefined;
}

function assertSign(posting: LedgerPosting) {
  const negative = posting.amount.trim().startsWith('-');
  const zero = /^-?0*(\.0*)?$/.test(posting.amount.trim());
  const expected = SIGN_BY_KIND[posting.kind];
  const ok = zero ? false : expected === 'non-zero' || (expected === 'negative') === negative;
  // A programming error, not bad input: callers validate amounts before posting.
  if (!ok) throw new Error(`A ${posting.kind} ledger entry must be ${expected}, got ${posting.amount}`);
}

/** Locks the student's row for the rest of the transaction; 404 when there is no such student. */
export async function lockStudentBalance(tx: Transaction, studentId: number): Promise<string> {
  const [row] = await tx
    .select({ balance: students.voucherBalance })
    .from(students)
    .where(eq(students.id, studentId))
    .for('update');
  if (!row) throw new AppError('notfound', { message: 'This student does not exist.' });
  return row.balance;
}

/** Appends one entry and moves the cached balance with it, inside the caller's transaction. */
export async function postLedgerEntry(tx: Transaction, posting: LedgerPosting): Promise<LedgerEntryRow> {
  assertSign(posting);
  await lockStudentBalance(tx, posting.studentId);
  const [{ balance }] = await tx
    .update(students)
    .set({ voucherBalance: sql`${students.voucherBalance} + ${posting.amount}::numeric`, updatedAt: new Date() })
    .where(eq(students.id, posting.studentId))
    .returning({ balance: students.voucherBalance });
  if (balance.startsWith('-') && !mayGoNegative(posting)) {
    throw new AppError('ruleviolated', {
      message: `This would leave the student's voucher balance at ${balance}; it cannot go below zero.`,
    });
  }
  const [entry] = await tx
    .insert(voucherLedgerEntries)
    .values({
      studentId: posting.studentId,
      kind: posting.kind,
      amount: posting.amount,
      balanceAfter: balance,
      reason: posting.reason,
      createdBy: posting.createdBy,
      purchaseId: posting.purchaseId,
      termRegisterId: posting.termRegisterId,
      scheduleId: posting.scheduleId,
      reversesEntryId: posting.reversesEntryId,
    })
    .returning();
  return entry;
}

/**
 * Undoes an entry with an opposite `adjustment` that names it, so the history shows both the mistake
 * and its correction. Reversing twice is refused.
 */
export async function reverseLedgerEntry(
  tx: Transaction,
  entryId: number,
  reason: string,
  createdBy: number | null,
): Promise<LedgerEntryRow> {
  const [original] = await tx.select().from(voucherLedgerEntries).where(eq(voucherLedgerEntries.id, entryId));
  if (!original) throw new AppError('notfound', { message: 'This ledger entry does not exist.' });
  await lockStudentBalance(tx, original.studentId);
  const [already] = await tx
    .select({ id: voucherLedgerEntries.id })
    .from(voucherLedgerEntries)
    .where(eq(voucherLedgerEntries.reversesEntryId, entryId));
  if (already) throw new AppError('ruleviolated', { message: 'This ledger entry has already been reversed.' });
  const amount = original.amount.startsWith('-') ? original.amount.slice(1) : `-${original.amount}`;
  return postLedgerEntry(tx, {
    studentId: original.studentId,
    kind: 'adjustment',
    amount,
    reason,
    createdBy,
    reversesEntryId: entryId,
    termRegisterId: original.termRegisterId ?? undefined,
    scheduleId: original.scheduleId ?? undefined,
  });
}
