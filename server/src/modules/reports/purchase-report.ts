import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { PURCHASE_TYPES } from '../../db/schema';
import { centsOf, formatCents } from '../../lib/money';
import { at } from '../dashboard';
import { instantsOf, monthsOf, type ReportRange, resolveRange } from './report-range';
import type { PurchaseReportQuery, PurchaseReportRow } from './reports.schemas';

type Filters = Pick<PurchaseReportQuery, 'studentId' | 'referralId' | 'courseId'>;
type SumRow = { month: string; type: string; purchases: number; vouchers: string; gifts: string };
type LedgerRow = {
  id: number;
  created_at: string | Date;
  kind: string;
  amount: string;
  balance_after: string;
  reason: string;
};

/** The students a filter keeps, as conditions on `p` (voucher_purchases) and its student `s`. */
function filterConditions(filters: Filters): SQL[] {
  const conditions: SQL[] = [];
  if (filters.studentId !== undefined) conditions.push(sql`p.student_id = ${filters.studentId}`);
  if (filters.referralId !== undefined) conditions.push(sql`s.referral_id = ${filters.referralId}`);
  if (filters.courseId !== undefined) {
    conditions.push(sql`(exists (
      select 1 from schedule_students b join schedules l on l.id = b.schedule_id
      where b.student_id = p.student_id and l.course_id = ${filters.courseId}
    ) or exists (
      select 1 from term_registers r join terms t on t.id = r.term_id
      where r.student_id = p.student_id and (r.course_id = ${filters.courseId} or t.course_id = ${filters.courseId})
    ))`);
  }
  return conditions;
}

function emptyRow(month: string): PurchaseReportRow {
  const byType = Object.fromEntries(PURCHASE_TYPES.map((type) => [type, '0.00'])) as PurchaseReportRow['byType'];
  return { month, purchases: 0, byType, vouchers: '0.00', gifts: '0.00', total: '0.00' };
}

const plus = (a: string, b: string) => formatCents(centsOf(a) + centsOf(b));

/** Adds one month-and-type sum to its month's row and to the totals row. */
function addTo(row: PurchaseReportRow, sum: SumRow) {
  const type = sum.type as keyof PurchaseReportRow['byType'];
  row.purchases += sum.purchases;
  row.byType[type] = plus(row.byType[type], sum.vouchers);
  row.vouchers = plus(row.vouchers, sum.vouchers);
  row.gifts = plus(row.gifts, sum.gifts);
  row.total = plus(row.vouchers, row.gifts);
}

/** One student's balance over the range: the balance before it and every ledger entry in it. */
async function studentBalance(db: Database, studentId: number, range: ReportRange) {
  const { start, end } = instantsOf(range);
  const [opening, entries] = await Promise.all([
    db.execute<{ balance: string }>(sql`
      select coalesce((select balance_after::text from voucher_ledger_entries
        where student_id = ${studentId} and created_at < ${at(start)} order by id desc limit 1), '0.00') as balance`),
    db.execute<LedgerRow>(sql`
      select id, created_at, kind, amount::text, balance_after::text, reason from voucher_ledger_entries
      where student_id = ${studentId} and created_at >= ${at(start)} and created_at < ${at(end)}
      order by id`),
  ]);
  const lines = entries.rows.map((row) => ({
    id: row.id,
    at: new Date(row.created_at).toISOString(),
    kind: row.kind as 'purchase',
    amount: row.amount,
    balanceAfter: row.balance_after,
    reason: row.reason,
  }));
  const openingBalance = formatCents(centsOf(opening.rows[0].balance));
  return { opening: openingBalance, closing: lines.at(-1)?.balanceAfter ?? openingBalance, entries: lines };
}

/**
 * The whole centre's sums per month and type from the purchase roll-up (modules/rollups): a row per
 * day and type, whatever the number of purchases. A filter by student, referral or course reads the
 * purchases themselves (few, and the roll-up does not know who bought).
 */
function keptSums(db: Database, range: ReportRange) {
  return db.execute<SumRow>(sql`
    select to_char(day, 'YYYY-MM') as month, type::text as type, sum(purchases)::int as purchases,
      sum(vouchers)::numeric(14,2)::text as vouchers, sum(gifts)::numeric(14,2)::text as gifts
    from purchase_day_figures
    where day >= ${range.from}::date and day <= ${range.to}::date
    group by 1, 2
    having sum(purchases) <> 0 or sum(vouchers) <> 0 or sum(gifts) <> 0`);
}

/**
 * Vouchers bought and given per month of purchase date, by payment type, with a totals row. A reversed
 * purchase is left out (it was a mistake). Money is summed in PostgreSQL, then in whole cents.
 */
export async function getPurchaseReport(db: Database, query: PurchaseReportQuery) {
  const range = resolveRange(query);
  const conditions = filterConditions(query);
  const sums = await (conditions.length === 0
    ? keptSums(db, range)
    : db.execute<SumRow>(sql`
    select to_char(p.purchase_date, 'YYYY-MM') as month, p.type::text as type, count(*)::int as purchases,
      sum(p.voucher_amount)::text as vouchers, sum(p.gift_amount)::text as gifts
    from voucher_purchases p join students s on s.id = p.student_id
    where p.purchase_date >= ${range.from}::date and p.purchase_date <= ${range.to}::date and p.reversed_at is null
      ${sql.join(conditions.map((condition) => sql` and ${condition}`))}
    group by 1, 2`));
  const rows = new Map(monthsOf(range).map((month) => [month, emptyRow(month)]));
  const totals = emptyRow('Total');
  for (const sum of sums.rows) {
    const row = rows.get(sum.month);
    if (row) addTo(row, sum);
    addTo(totals, sum);
  }
  return {
    ...range,
    months: [...rows.values()],
    totals,
    studentBalance: query.studentId === undefined ? null : await studentBalance(db, query.studentId, range),
  };
}
