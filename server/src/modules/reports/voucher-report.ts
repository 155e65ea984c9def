import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { centsOf, formatCents } from '../../lib/money';
import { at } from '../dashboard/dashboard-totals';
import { serverTimeZone } from '../dashboard/local-periods';
import { instantsOf, monthsOf, resolveRange } from './report-range';

type MonthRow = { month: string; sold: string; gifted: string; used: string; other: string };

/**
 * Vouchers in and out per month of posting, from the ledger (the one record of every balance change):
 * a reversal counts with the kind it reverses, so a reversed purchase or charge nets out in the month
 * of its reversal. Outstanding is what all students hold at the month's end: the centre's liability.
 */
export async function getVoucherReport(db: Database, query: { from?: string; to?: string }) {
  const range = resolveRange(query);
  const { start, end } = instantsOf(range);
  const zone = serverTimeZone();
  const [opening, months] = await Promise.all([
    db.execute<{ total: string }>(sql`
      select coalesce(sum(amount), 0)::numeric(14,2)::text as total from voucher_ledger_entries
      where created_at < ${at(start)}`),
    db.execute<MonthRow>(sql`
      with classified as (
        select to_char(e.created_at at time zone ${zone}, 'YYYY-MM') as month, e.amount,
          coalesce(original.kind, e.kind) as kind
        from voucher_ledger_entries e
        left join voucher_ledger_entries original on original.id = e.reverses_entry_id
        where e.created_at >= ${at(start)} and e.created_at < ${at(end)}
      )
      select month,
        coalesce(sum(amount) filter (where kind = 'purchase'), 0)::numeric(14,2)::text as sold,
        coalesce(sum(amount) filter (where kind = 'gift'), 0)::numeric(14,2)::text as gifted,
        coalesce(-sum(amount) filter (where kind = 'charge'), 0)::numeric(14,2)::text as used,
        coalesce(sum(amount) filter (where kind in ('refund', 'adjustment')), 0)::numeric(14,2)::text as other
      from classified group by month`),
  ]);
  const byMonth = new Map(months.rows.map((row) => [row.month, row]));
  let outstanding = centsOf(opening.rows[0].total);
  const rows = monthsOf(range).map((month) => {
    const row = byMonth.get(month) ?? { month, sold: '0.00', gifted: '0.00', used: '0.00', other: '0.00' };
    outstanding += centsOf(row.sold) + centsOf(row.gifted) - centsOf(row.used) + centsOf(row.other);
    return { ...row, month, outstanding: formatCents(outstanding) };
  });
  return { ...range, opening: formatCents(centsOf(opening.rows[0].total)), months: rows };
}
