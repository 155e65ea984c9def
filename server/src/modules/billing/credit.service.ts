import { count, desc, eq, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { billingAccounts, billingCreditEntries, type CreditType, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { centsOf, formatCents } from '../../lib/money';
import { pageOf } from '../../lib/paging';
import type { CreditInput } from './billing.schemas';
import { lockAccount } from './billing-account';
import { invoiceNumberOf } from './invoice-records';

type Posting = { type: CreditType; amount: string; change: bigint; invoiceId?: number; comments?: string | null };

/**
 * Writes one credit entry and the balance it leaves, in the caller's transaction, which holds the
 * account lock (lockAccount): the balance row and the entries change together or not at all.
 */
export async function postCredit(tx: Transaction, balance: string, posting: Posting, userId: number | null) {
  const after = centsOf(balance) + posting.change;
  if (after < 0n)
    throw new AppError('ruleviolated', {
      message: `The credit balance is ${balance}: it cannot go below zero.`,
    });
  const balanceAfter = formatCents(after);
  await tx
    .update(billingAccounts)
    .set({ creditBalance: balanceAfter, updatedAt: sql`now()` })
    .where(eq(billingAccounts.id, 1));
  const [entry] = await tx
    .insert(billingCreditEntries)
    .values({
      type: posting.type,
      amount: posting.amount,
      change: formatCents(posting.change),
      balanceAfter,
      invoiceId: posting.invoiceId ?? null,
      comments: posting.comments || null,
      createdBy: userId,
    })
    .returning();
  return entry;
}

/** System users add, set (ADJUST) or subtract credit; the entry records the amount as typed. */
export async function changeCredit(db: Database, input: CreditInput, userId: number | null) {
  const entry = await db.transaction(async (tx) => {
    const account = await lockAccount(tx);
    const amount = centsOf(input.amount);
    if (input.type !== 'ADJUST' && amount === 0n)
      throw new AppError('validation', {
        message: 'amount: must be greater than 0',
        fieldErrors: [{ field: 'amount', message: 'must be greater than 0' }],
      });
    const change =
      input.type === 'ADD' ? amount : input.type === 'SUBTRACT' ? -amount : amount - centsOf(account.creditBalance);
    return postCredit(
      tx,
      account.creditBalance,
      { type: input.type, amount: formatCents(amount), change, comments: input.comments },
      userId,
    );
  });
  const [row] = await listRows(db, 1, 0, eq(billingCreditEntries.id, entry.id));
  return toCreditEntry(row);
}

function listRows(db: Database, limit: number, offset: number, where?: ReturnType<typeof eq>) {
  return db
    .select({
      entry: billingCreditEntries,
      firstName: users.firstName,
      lastName: users.lastName,
      login: users.login,
    })
    .from(billingCreditEntries)
    .leftJoin(users, eq(users.id, billingCreditEntries.createdBy))
    .where(where)
    .orderBy(desc(billingCreditEntries.createdAt), desc(billingCreditEntries.id))
    .limit(limit)
    .offset(offset);
}

type Row = Awaited<ReturnType<typeof listRows>>[number];

function toCreditEntry(row: Row) {
  const { entry } = row;
  const who = [row.firstName, row.lastName].filter(Boolean).join(' ') || row.login;
  return {
    id: entry.id,
    type: entry.type,
    amount: entry.amount,
    change: entry.change,
    balanceAfter: entry.balanceAfter,
    invoiceId: entry.invoiceId,
    invoiceNumber: entry.invoiceId === null ? null : invoiceNumberOf(entry.invoiceId),
    comments: entry.comments,
    createdBy: who ?? null,
    createdAt: entry.createdAt.toISOString(),
  };
}

export async function listCreditEntries(db: Database, query: { page: number; pageSize: number }) {
  return pageOf(
    { ...query, sort: undefined },
    (limit, offset) => listRows(db, limit, offset),
    db.select({ total: count() }).from(billingCreditEntries),
    toCreditEntry,
  );
}
