/**
 * The roll-ups' writes (issue 35). A write point names the rows it just wrote (`recordLedgerEntries(tx,
 * ids)`, …); the increments are added up in the transaction and written just before it commits
 * (db/commit-hooks.ts), one statement per roll-up, always in the order ledger, purchases, pay and,
 * within each, in key order. So every transaction takes its roll-up row locks last and in one order:
 * two transactions can wait for each other's roll-up rows but never deadlock over them, and the
 * confirmation's own lock order (lesson, then students by id) is untouched. The increments are the
 * recounts of recount.ts restricted to the rows written, so they count exactly as check:figures does.
 */
import { sql } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import { beforeCommit } from '../../db/commit-hooks';
import { addTo, ledgerRecount, payRecount, purchaseRecount, ROLLUPS } from './recount';

type Pending = { ledger: number[]; pay: number[]; bought: number[]; reversed: number[] };

const pending = new WeakMap<object, Pending>();

const ids = (list: number[]) => sql`${sql.param(list)}::integer[]`;

async function flush(tx: Transaction, work: Pending) {
  const [ledger, purchases, pay] = ROLLUPS;
  if (work.ledger.length > 0) await tx.execute(addTo(ledger, ledgerRecount(sql`e.id = any(${ids(work.ledger)})`)));
  if (work.bought.length > 0 || work.reversed.length > 0) {
    await tx.execute(
      addTo(
        purchases,
        sql`select day, type, sum(purchases) as purchases, sum(vouchers) as vouchers, sum(gifts) as gifts from (
          ${purchaseRecount(sql`p.id = any(${ids(work.bought)})`)}
          union all ${purchaseRecount(sql`p.id = any(${ids(work.reversed)})`, sql`-1`)}
        ) both_ways group by day, type`,
      ),
    );
  }
  if (work.pay.length > 0) await tx.execute(addTo(pay, payRecount(sql`p.id = any(${ids(work.pay)})`)));
}

/** What `tx` has still to add to the roll-ups; outside a watched transaction the work is done at once. */
async function record(tx: Transaction, add: (work: Pending) => void) {
  let work = pending.get(tx);
  if (!work) {
    work = { ledger: [], pay: [], bought: [], reversed: [] };
    const queued = work;
    const deferred = beforeCommit(tx, 'rollups', async () => {
      pending.delete(tx);
      await flush(tx, queued);
    });
    if (!deferred) {
      add(work);
      return flush(tx, work);
    }
    pending.set(tx, work);
  }
  add(work);
}

/** Voucher ledger entries just posted (a purchase, gift, charge, refund, adjustment, reversal, opening). */
export const recordLedgerEntries = (tx: Transaction, entryIds: number[]) =>
  entryIds.length === 0 ? Promise.resolve() : record(tx, (work) => work.ledger.push(...entryIds));

/** Teacher pay records just written (a confirmation's, a correction's, a reversal). */
export const recordPayRecords = (tx: Transaction, recordIds: number[]) =>
  recordIds.length === 0 ? Promise.resolve() : record(tx, (work) => work.pay.push(...recordIds));

/** A voucher purchase just recorded: it counts from now. */
export const recordPurchase = (tx: Transaction, purchaseId: number) =>
  record(tx, (work) => work.bought.push(purchaseId));

/** A voucher purchase just reversed (its reversed_at set): it no longer counts. */
export const recordPurchaseReversal = (tx: Transaction, purchaseId: number) =>
  record(tx, (work) => work.reversed.push(purchaseId));
