import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { DashboardTotals } from './dashboard.schemas';
import { localDateOf, monthOf, type Period, todayLocal, weekOf } from './local-periods';

type TotalsRow = {
  active_students: number;
  active_students_before: number;
  active_teachers: number;
  active_teachers_before: number;
  week: { PLANNED?: number; CONFIRMED?: number; CANCELLED?: number } | null;
  previous_week: { PLANNED?: number; CONFIRMED?: number; CANCELLED?: number } | null;
  minutes: number;
  previous_minutes: number;
  sold: string;
  previous_sold: string;
  used: string;
  previous_used: string;
};

/** An instant as a statement parameter (both drivers take the ISO text). */
export const at = (instant: Date) => sql`${instant.toISOString()}::timestamptz`;

/** Lessons starting in a period, counted by status, as a JSON object {PLANNED: n, …}. */
const lessonsByStatus = (period: Period) => sql`(
  select json_object_agg(status, n) from (
    select status, count(*)::int as n from schedules
    where start_time >= ${at(period.start)} and start_time < ${at(period.end)} group by status
  ) counted
)`;

/**
 * Net confirmed minutes of lessons starting in a period (a correction's reversal takes its minutes back).
 * Summed per lesson through the pay records' schedule index: a month is thousands of lessons among
 * hundreds of thousands of pay records, and probing the index costs far less CPU than hashing them all.
 */
const minutesTaught = (period: Period) => sql`(
  select coalesce(sum((select sum(p.minutes) from teacher_pay_records p where p.schedule_id = s.id)), 0)::int
  from schedules s
  where s.start_time >= ${at(period.start)} and s.start_time < ${at(period.end)}
)`;

/** Vouchers bought on purchase dates in a period; a reversed purchase does not count. */
const vouchersSold = (period: Period) => sql`(
  select coalesce(sum(voucher_amount), 0)::numeric(14,2)::text from voucher_purchases
  where purchase_date >= ${localDateOf(period.start)}::date and purchase_date < ${localDateOf(period.end)}::date
    and reversed_at is null
)`;

/**
 * Vouchers spent in a period, net of reversals: a lesson's charges on the lesson's day (so they follow
 * the lessons given, as the voucher usage report does), a term register's when posted. Lessons' charges
 * are summed per lesson through the schedule index, like the minutes above.
 */
const vouchersUsed = (period: Period) => sql`(
  select coalesce(-sum(amount), 0)::numeric(14,2)::text from (
    select (select sum(e.amount) from voucher_ledger_entries e where e.schedule_id = s.id) as amount
    from schedules s
    where s.start_time >= ${at(period.start)} and s.start_time < ${at(period.end)}
    union all
    select e.amount from voucher_ledger_entries e
    left join voucher_ledger_entries original on original.id = e.reverses_entry_id
    where e.schedule_id is null and e.created_at >= ${at(period.start)} and e.created_at < ${at(period.end)}
      and (e.kind = 'charge' or original.kind = 'charge')
  ) used
)`;

const lessonCounts = (counts: TotalsRow['week']) => ({
  planned: counts?.PLANNED ?? 0,
  confirmed: counts?.CONFIRMED ?? 0,
  cancelled: counts?.CANCELLED ?? 0,
});

const lastDay = (period: Period) => localDateOf(new Date(period.end.getTime() - 12 * 3_600_000));

/**
 * The dashboard's cards, each with the previous period (week or month) beside it, in one statement.
 * Students and teachers have no history of their status, so their "previous" is how many of today's
 * active ones were already registered when the month began (docs/decisions.md).
 */
export async function getDashboardTotals(db: Database, query: { date?: string }): Promise<DashboardTotals> {
  const date = query.date ?? todayLocal();
  const week = weekOf(date);
  const previousWeek = weekOf(date, -1);
  const month = monthOf(date);
  const previousMonth = monthOf(date, -1);
  const result = await db.execute<TotalsRow>(sql`select
    (select count(*)::int from students where status = 'active') as active_students,
    (select count(*)::int from students where status = 'active' and created_at < ${at(month.start)}) as active_students_before,
    (select count(*)::int from users where role = 'ROLE_TEACHER' and activated) as active_teachers,
    (select count(*)::int from users where role = 'ROLE_TEACHER' and activated and created_at < ${at(month.start)}) as active_teachers_before,
    ${lessonsByStatus(week)} as week,
    ${lessonsByStatus(previousWeek)} as previous_week,
    ${minutesTaught(month)} as minutes,
    ${minutesTaught(previousMonth)} as previous_minutes,
    ${vouchersSold(month)} as sold,
    ${vouchersSold(previousMonth)} as previous_sold,
    ${vouchersUsed(month)} as used,
    ${vouchersUsed(previousMonth)} as previous_used`);
  const row = result.rows[0];
  return {
    weekStart: localDateOf(week.start),
    weekEnd: lastDay(week),
    monthStart: localDateOf(month.start),
    monthEnd: lastDay(month),
    activeStudents: { value: row.active_students, previous: row.active_students_before },
    activeTeachers: { value: row.active_teachers, previous: row.active_teachers_before },
    lessonsThisWeek: lessonCounts(row.week),
    lessonsPreviousWeek: lessonCounts(row.previous_week),
    minutesTaught: { value: row.minutes, previous: row.previous_minutes },
    vouchersSold: { value: row.sold, previous: row.previous_sold },
    vouchersUsed: { value: row.used, previous: row.previous_used },
  };
}
