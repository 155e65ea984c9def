import { type SQL, sql } from 'drizzle-orm';
import { serverTimeZone } from '../dashboard';

/**
 * Every voucher ledger entry with the local day it belongs to in the reports, and the kind it counts
 * as (a reversal counts as the kind it reverses): a purchase or gift on its purchase date, a lesson's
 * charge on the lesson's day, anything else (term register charges, refunds, adjustments) on the day
 * it was posted. So vouchers sold match the purchase report and vouchers used follow the lessons
 * given, even when a purchase is recorded late or a lesson confirmed days after it took place.
 * Columns: amount, kind, day.
 */
export function datedLedgerEntries(where: SQL = sql`true`): SQL {
  const zone = serverTimeZone();
  return sql`(
    select e.amount, coalesce(original.kind, e.kind) as kind,
      coalesce(p.purchase_date, (s.start_time at time zone ${zone})::date, (e.created_at at time zone ${zone})::date) as day
    from voucher_ledger_entries e
    left join voucher_ledger_entries original on original.id = e.reverses_entry_id
    left join voucher_purchases p on p.id = coalesce(e.purchase_id, original.purchase_id)
    left join schedules s on s.id = e.schedule_id
    where ${where}
  )`;
}
