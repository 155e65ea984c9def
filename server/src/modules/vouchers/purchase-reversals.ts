import { eq, min, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { voucherLedgerEntries } from '../../db/schema';
import { QueryShapes } from '../../lib/query-shapes';

const reversal = alias(voucherLedgerEntries, 'reversal');

/**
 * When each of the given purchases was reversed: the purchase's entries (the ledger's purchase index)
 * and the entries that reverse them (the unique index on reverses_entry_id). Reversals do not carry
 * the purchase id, hence the join. A purchase and its gift are reversed together, so the first
 * reversal's time is the purchase's.
 *
 * A query of its own over the page's ids rather than a subquery of the page: PostgreSQL would run a
 * subquery for every row an OFFSET skips too (2,000 lookups for page 100), this runs one per row shown.
 */
const reversals = new QueryShapes(
  () => 'reversals',
  (db: Executor) =>
    db
      .select({ purchaseId: voucherLedgerEntries.purchaseId, reversedAt: min(reversal.createdAt) })
      .from(voucherLedgerEntries)
      .innerJoin(reversal, eq(reversal.reversesEntryId, voucherLedgerEntries.id))
      .where(sql`${voucherLedgerEntries.purchaseId} = any(${sql.placeholder('purchaseIds')}::integer[])`)
      .groupBy(voucherLedgerEntries.purchaseId)
      .prepare('voucher_purchase_reversals'),
);

/** The reversed ones among `purchaseIds`, each with when it was reversed. */
export async function reversalTimes(db: Executor, purchaseIds: number[]): Promise<Map<number, Date>> {
  if (purchaseIds.length === 0) return new Map();
  const rows = await reversals.of(db, undefined).execute({ purchaseIds });
  return new Map(
    rows.flatMap((row) => (row.purchaseId !== null && row.reversedAt ? [[row.purchaseId, row.reversedAt]] : [])),
  );
}
