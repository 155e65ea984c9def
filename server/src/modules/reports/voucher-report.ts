import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { centsOf, formatCents } from '../../lib/money';
import { monthsOf, resolveRange } from './report-range';

type MonthRow = { month: string; sold: string; gifted: string; used: string; other: string };

/**
 * Vouchers in and out per month, from the ledger (the one record of every balance change), each entry
 * on its day as datedLedgerEntries says: a reversed purchase or charge nets out in its own month. Read
 * from the ledger's roll-up (modules/rollups: the net amount per day and kind), not the entries.
 * Outstanding is what all students hold at the month's end: the centre's liability.
 */
export async function getVoucherReport(db: Database, query: { from?: string; to?: string }) {
  const range = resolveRange(query);
  const [opening, months] = await Promise.all([
    db.execute<{ total: string }>(sql`
      select coalesce(sum(amount), 0)::numeric(14,2)::text as total from ledger_day_figures
      where day < ${range.from}::date`),
    db.execute<MonthRow>(sql`
      select to_char(day, 'YYYY-MM') as month,
        coalesce(sum(amount) filter (where kind = 'purchase'), 0)::numeric(14,2)::text as sold,
        coalesce(sum(amount) filter (where kind = 'gift'), 0)::numeric(14,2)::text as gifted,
        coalesce(-sum(amount) filter (where kind = 'charge'), 0)::numeric(14,2)::text as used,
        coalesce(sum(amount) filter (where kind in ('refund', 'adjustment')), 0)::numeric(14,2)::text as other
      from ledger_day_figures
      where day >= ${range.from}::date and day <= ${range.to}::date
      group by 1`),
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
