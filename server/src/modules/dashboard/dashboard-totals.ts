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

const day = (instant: Date) => sql`${localDateOf(instant)}::date`;

/** Lessons starting in a period, counted by status from the day roll-up, as a JSON object {PLANNED: n, …}. */
const lessonsByStatus = (period: Period) => sql`(
  select json_object_agg(status, n) from (
    select status, sum(lessons)::int as n from lesson_day_figures
    where day >= ${day(period.start)} and day < ${day(period.end)} group by status
  ) counted
)`;

/**
 * The money and hours of a month come from the roll-ups (modules/rollups, issue 35), kept as the money
 * moves: a few hundred rows whatever the centre's history, where the rows themselves were 13,500 to
 * 155,000 a month.
 */

/** Net confirmed minutes of lessons starting in a month (a correction's reversal takes its minutes back). */
const minutesTaught = (period: Period) => sql`(
  select coalesce(sum(minutes), 0)::int from teacher_month_figures where month = ${day(period.start)}
)`;

/** Vouchers bought on purchase dates in a period; a reversed purchase does not count. */
const vouchersSold = (period: Period) => sql`(
  select coalesce(sum(vouchers), 0)::numeric(14,2)::text from purchase_day_figures
  where day >= ${day(period.start)} and day < ${day(period.end)}
)`;

/**
 * Vouchers spent in a period, net of reversals: a lesson's charges on the lesson's day (so they follow
 * the lessons given, as the voucher usage report does), a term register's when posted.
 */
const vouchersUsed = (period: Period) => sql`(
  select coalesce(-sum(amount), 0)::numeric(14,2)::text from ledger_day_figures
  where kind = 'charge' and day >= ${day(period.start)} and day < ${day(period.end)}
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
 * active ones were already registered when the month began (docs/decisions.md). Students are read from
 * their roll-up (per month of registration); the few hundred teachers are counted.
 */
export async function getDashboardTotals(db: Database, query: { date?: string }): Promise<DashboardTotals> {
  const date = query.date ?? todayLocal();
  const week = weekOf(date);
  const previousWeek = weekOf(date, -1);
  const month = monthOf(date);
  const previousMonth = monthOf(date, -1);
  const result = await db.execute<TotalsRow>(sql`select
    (select coalesce(sum(active), 0)::int from student_month_figures) as active_students,
    (select coalesce(sum(active), 0)::int from student_month_figures where month < ${day(month.start)}) as active_students_before,
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
