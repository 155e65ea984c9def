/**
 * Each roll-up as a recount of the rows it sums, restricted by a condition: the fill and
 * `check:figures` run them over every row, and an increment runs the same statement over the rows a
 * transaction wrote, so the two cannot count differently. Columns match the roll-up tables.
 */
import { type SQL, sql } from 'drizzle-orm';

/** The IANA zone the server runs in: the centre's days and months (docs/decisions.md "Time zone"). */
export const centreTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

const localDate = (column: SQL) => sql`(${column} at time zone ${centreTimeZone()}::text)::date`;

/**
 * Ledger entries (`e`) per day and kind, as reports/ledger-dates.ts dates them: a purchase or gift on
 * its purchase date, a lesson's charge on the lesson's day, the rest on the day posted; a reversal
 * counts as the kind it reverses. Columns: day, kind, amount.
 */
export const ledgerRecount = (where: SQL) => sql`
  select coalesce(p.purchase_date, ${localDate(sql`s.start_time`)}, ${localDate(sql`e.created_at`)}) as day,
    coalesce(original.kind, e.kind) as kind, sum(e.amount)::numeric(14,2) as amount
  from voucher_ledger_entries e
  left join voucher_ledger_entries original on original.id = e.reverses_entry_id
  left join voucher_purchases p on p.id = coalesce(e.purchase_id, original.purchase_id)
  left join schedules s on s.id = e.schedule_id
  where ${where}
  group by 1, 2`;

/**
 * Purchases (`p`) per purchase date and payment type, each counted `sign` times (1 standing, -1 once
 * reversed). Columns: day, type, purchases, vouchers, gifts.
 */
export const purchaseRecount = (where: SQL, sign: SQL = sql`1`) => sql`
  select p.purchase_date as day, p.type, (${sign} * count(*))::int as purchases,
    (${sign} * sum(p.voucher_amount))::numeric(14,2) as vouchers, (${sign} * sum(p.gift_amount))::numeric(14,2) as gifts
  from voucher_purchases p
  where ${where}
  group by 1, 2`;

/**
 * Pay records (`p`, their lesson `s`) per teacher, local month of the lesson and hourly rate: records,
 * lessons whose pay stands (a record +1, its reversal -1: a lesson has at most one record standing),
 * net minutes and pay. Columns: teacher_id, month, hourly_rate, records, lessons, minutes, pay.
 */
export const payRecount = (where: SQL) => sql`
  select p.teacher_id, date_trunc('month', s.start_time at time zone ${centreTimeZone()}::text)::date as month,
    p.hourly_rate, count(*)::int as records,
    sum(case when p.reverses_record_id is null then 1 else -1 end)::int as lessons,
    sum(p.minutes)::int as minutes, sum(p.amount)::numeric(14,2) as pay
  from teacher_pay_records p
  join schedules s on s.id = p.schedule_id
  where ${where}
  group by 1, 2, 3`;

/**
 * Lessons (`s`) per local day of their start and status. Columns: day, status, lessons. Kept by the
 * deferred triggers of migration 0038 (lesson_day_figures_move), which count a lesson the same way.
 */
export const lessonRecount = (where: SQL) => sql`
  select ${localDate(sql`s.start_time`)} as day, s.status, count(*)::int as lessons
  from schedules s
  where ${where}
  group by 1, 2`;

/**
 * Active students (`st`) per local month of registration. Columns: month, active. Kept by the deferred
 * triggers of migration 0038 (student_month_figures_move).
 */
export const studentRecount = (where: SQL) => sql`
  select date_trunc('month', st.created_at at time zone ${centreTimeZone()}::text)::date as month,
    count(*)::int as active
  from students st
  where st.status = 'active' and ${where}
  group by 1`;

/** Every roll-up: its table, key, summed columns and recount over all rows. */
export const ROLLUPS = [
  { table: 'ledger_day_figures', key: ['day', 'kind'], sums: ['amount'], recount: () => ledgerRecount(sql`true`) },
  {
    table: 'purchase_day_figures',
    key: ['day', 'type'],
    sums: ['purchases', 'vouchers', 'gifts'],
    recount: () => purchaseRecount(sql`p.reversed_at is null`),
  },
  {
    table: 'teacher_month_figures',
    key: ['teacher_id', 'month', 'hourly_rate'],
    sums: ['records', 'lessons', 'minutes', 'pay'],
    recount: () => payRecount(sql`true`),
  },
  { table: 'lesson_day_figures', key: ['day', 'status'], sums: ['lessons'], recount: () => lessonRecount(sql`true`) },
  { table: 'student_month_figures', key: ['month'], sums: ['active'], recount: () => studentRecount(sql`true`) },
] as const;

export type Rollup = (typeof ROLLUPS)[number];

/** `INSERT … ON CONFLICT DO UPDATE` adding `rows` (a recount) to the roll-up, in key order (the lock order). */
export function addTo(rollup: Rollup, rows: SQL): SQL {
  const columns = sql.raw([...rollup.key, ...rollup.sums].join(', '));
  const increments = sql.raw(rollup.sums.map((sum) => `${sum} = ${rollup.table}.${sum} + excluded.${sum}`).join(', '));
  return sql`
    insert into ${sql.raw(rollup.table)} (${columns})
    select ${columns} from (${rows}) added order by ${sql.raw(rollup.key.join(', '))}
    on conflict (${sql.raw(rollup.key.join(', '))}) do update set ${increments}`;
}
