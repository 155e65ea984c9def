import { and, count, desc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database, Executor, Transaction } from '../../db/client';
import { students, users, voucherLedgerEntries, voucherPurchases } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { CurrentUser } from '../../lib/current-user';
import { pageOf } from '../../lib/paging';
import * as rollups from '../rollups';
import { displayNameSql } from '../users';
import { emitWebhookEvent } from '../webhooks';
import { lockStudentBalance, postLedgerEntry, postReversal } from './ledger';
import type { CreateLedgerEntryInput, LedgerEntryListQuery } from './ledger.schemas';

const entry = voucherLedgerEntries;
const reversal = alias(voucherLedgerEntries, 'reversal');
const original = alias(voucherLedgerEntries, 'original');

async function assertStudentExists(db: Executor, studentId: number) {
  const [row] = await db.select({ id: students.id }).from(students).where(eq(students.id, studentId));
  if (!row) throw new AppError('notfound', { message: 'This student does not exist.' });
}

/** A purchase a family paid online by card: undone by "Refund to card", never reversed by hand. */
const paidByCard = sql<boolean>`(${voucherPurchases.source} = 'online' and ${voucherPurchases.providerPayment} is not null)`;

/**
 * Entries with who made them and which entry reversed them. The reversal is looked up within the
 * same student (a reversal always is) so the join rides the (student_id, id) index.
 */
function selectEntries(db: Executor, where: SQL) {
  return db
    .select({
      id: entry.id,
      kind: entry.kind,
      amount: entry.amount,
      balanceAfter: entry.balanceAfter,
      reason: entry.reason,
      purchaseId: entry.purchaseId,
      paidOnline: sql<boolean>`coalesce(${paidByCard}, false)`,
      termRegisterId: entry.termRegisterId,
      reversesEntryId: entry.reversesEntryId,
      reversedByEntryId: reversal.id,
      createdBy: displayNameSql,
      createdAt: entry.createdAt,
    })
    .from(entry)
    .leftJoin(reversal, and(eq(reversal.studentId, entry.studentId), eq(reversal.reversesEntryId, entry.id)))
    .leftJoin(voucherPurchases, eq(voucherPurchases.id, entry.purchaseId))
    .leftJoin(users, eq(users.id, entry.createdBy))
    .where(where);
}

type EntryRow = Awaited<ReturnType<typeof selectEntries>>[number];
const toLedgerEntry = (row: EntryRow) => ({ ...row, createdAt: row.createdAt.toISOString() });

export async function listLedgerEntries(db: Database, studentId: number, query: LedgerEntryListQuery) {
  await assertStudentExists(db, studentId);
  return pageOf(
    query,
    (limit, offset) =>
      selectEntries(db, eq(entry.studentId, studentId)).orderBy(desc(entry.id)).limit(limit).offset(offset),
    db.select({ total: count() }).from(entry).where(eq(entry.studentId, studentId)),
    toLedgerEntry,
  );
}

/**
 * The student's derived totals, read from the ledger so they always agree with the balance. A
 * reversal counts against the kind it reverses: a reversed purchase is no longer "purchased".
 */
export async function getVoucherSummary(db: Database, studentId: number) {
  const [student] = await db
    .select({ balance: students.voucherBalance })
    .from(students)
    .where(eq(students.id, studentId));
  if (!student) throw new AppError('notfound', { message: 'This student does not exist.' });
  const kindOf = sql`coalesce(${original.kind}, ${entry.kind})`;
  const total = (kind: string, sign = '') =>
    sql<string>`round(${sql.raw(sign)}coalesce(sum(${entry.amount}) filter (where ${kindOf} = ${kind}), 0), 2)::text`;
  const [totals] = await db
    .select({
      totalPurchased: total('purchase'),
      totalGift: total('gift'),
      totalPaidFromVouchers: total('charge', '-'),
      entryCount: count(),
    })
    .from(entry)
    .leftJoin(original, and(eq(original.studentId, entry.studentId), eq(original.id, entry.reversesEntryId)))
    .where(eq(entry.studentId, studentId));
  return { studentId, balance: student.balance, ...totals };
}

async function getLedgerEntry(db: Executor, id: number) {
  const [row] = await selectEntries(db, eq(entry.id, id));
  return toLedgerEntry(row);
}

/** A manual refund (stored negative) or adjustment; neither may take the balance below zero. */
export async function createLedgerEntry(
  db: Database,
  actor: CurrentUser,
  studentId: number,
  input: CreateLedgerEntryInput,
) {
  const amount = input.kind === 'refund' ? `-${input.amount}` : input.amount;
  return db.transaction(async (tx) => {
    const posted = await postLedgerEntry(tx, {
      studentId,
      kind: input.kind,
      amount,
      amountField: 'amount',
      reason: input.reason,
      createdBy: actor.id,
    });
    return getLedgerEntry(tx, posted.id);
  });
}

/**
 * Reverses a mistaken purchase, gift, refund or adjustment with opposite adjustments that name it.
 * A purchase and its gift were one event, so reversing either reverses both. Charges belong to the
 * term register or lesson that made them and are undone there; a reversal is not itself reversed
 * (record an adjustment). Refused when the reversal would take the balance below zero.
 */
export async function reverseLedgerEntry(db: Database, actor: CurrentUser, entryId: number, reason: string) {
  return db.transaction(async (tx) => {
    await refuseCardPaidPurchase(tx, entryId);
    return reverseLedgerEntryIn(tx, actor.id, entryId, reason);
  });
}

/**
 * A purchase the family paid online (or its gift) is not reversed by hand: that would take the vouchers
 * back and leave the money on the card. "Refund to card" reverses it AND refunds the card, once
 * (docs/decisions.md, "Reverse of a purchase paid online").
 */
async function refuseCardPaidPurchase(tx: Transaction, entryId: number) {
  const [paid] = await tx
    .select({ id: voucherPurchases.id })
    .from(entry)
    .innerJoin(voucherPurchases, eq(voucherPurchases.id, entry.purchaseId))
    .where(and(eq(entry.id, entryId), paidByCard));
  if (paid) {
    throw new AppError('ruleviolated', {
      message:
        'This purchase was paid online by card: use "Refund to card" on the student’s dashboard, which gives the money back and reverses the purchase here.',
    });
  }
}

/** reverseLedgerEntry inside the caller's transaction (an online purchase's refund moves its order with it). */
export async function reverseLedgerEntryIn(tx: Transaction, actorId: number | null, entryId: number, reason: string) {
  const [target] = await tx.select().from(entry).where(eq(entry.id, entryId));
  if (!target) throw new AppError('notfound', { message: 'This ledger entry does not exist.' });
  if (target.kind === 'charge') {
    throw new AppError('ruleviolated', {
      message: 'A charge is undone from the term register or lesson that made it.',
    });
  }
  if (target.reversesEntryId !== null) {
    throw new AppError('ruleviolated', {
      message: 'This entry is itself a reversal; record an adjustment instead.',
    });
  }
  // Locked before reading which entries are still unreversed, so two reversals cannot both pass.
  await lockStudentBalance(tx, target.studentId);
  const targets = target.purchaseId === null ? [target] : await purchaseEntries(tx, target.purchaseId);
  const entries = [];
  for (const { id } of targets) {
    const posted = await postReversal(tx, id, reason, actorId);
    entries.push(await getLedgerEntry(tx, posted.id));
  }
  // The purchase itself says it no longer counts (the voucher history and its export show it).
  if (target.purchaseId !== null) {
    await tx.update(voucherPurchases).set({ reversedAt: sql`now()` }).where(eq(voucherPurchases.id, target.purchaseId));
    await rollups.recordPurchaseReversal(tx, target.purchaseId);
    await emitWebhookEvent(tx, 'voucher_purchase.reversed', {
      purchaseId: target.purchaseId,
      studentId: target.studentId,
    });
  }
  return { balance: entries[entries.length - 1].balanceAfter, entries };
}

/** The first entry of a purchase still unreversed (reversing it reverses the purchase and its gift), or null. */
export async function purchaseEntryOf(db: Executor, purchaseId: number): Promise<number | null> {
  const [first] = await purchaseEntries(db, purchaseId).limit(1);
  return first?.id ?? null;
}

/** A purchase's own entries (its purchase and gift), oldest first; reversals of them are excluded. */
function purchaseEntries(db: Executor, purchaseId: number) {
  return db
    .select({ id: entry.id })
    .from(entry)
    .where(and(eq(entry.purchaseId, purchaseId), isNull(entry.reversesEntryId)))
    .orderBy(entry.id);
}
