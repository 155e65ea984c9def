import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { AppError, invalidField } from '../../lib/app-error';
import { centsOf, formatCents } from '../../lib/money';
import { at } from '../dashboard';
import { payRecount } from '../rollups';
import { localDateOf } from '../teacher-availability';
import { instantsOf, monthsOf, resolveRange } from './report-range';
import type { SalaryLessonsQuery, SalaryReportQuery } from './reports.schemas';

/** Who asks: a teacher reads only their own pay, whatever teacherId they send. */
export type Caller = { id: number; role: string };

/** The teacher a request is about: a teacher's own id (another's is refused), or what staff asked for. */
export function salaryTeacherOf(caller: Caller, teacherId: number | undefined): number | undefined {
  if (caller.role !== 'ROLE_TEACHER') return teacherId;
  if (teacherId !== undefined && teacherId !== caller.id) {
    throw new AppError('forbidden', { message: 'Teachers can open their own salary history only.' });
  }
  return caller.id;
}

const teacherName = sql`coalesce(nullif(trim(concat_ws(' ', u.first_name, u.last_name)), ''), u.login)`;
/** A record that counts as it stands: neither a reversal nor reversed (a correction's new record counts). */
const live = sql`p.reverses_record_id is null and not exists (select 1 from teacher_pay_records r where r.reverses_record_id = p.id)`;

export type SalaryRow = {
  teacher_id: number;
  teacher_name: string;
  employee_id: string | null;
  sin_last3: string | null;
  payroll_contact: string | null;
  month: string;
  lessons: number;
  minutes: number;
  pay: string;
  rates: string[];
};

/** The local midnight starting the month of `date` (YYYY-MM-DD), and `offset` months from it. */
function monthStart(date: string, offset = 0) {
  const [year, month] = date.split('-').map(Number);
  return new Date(year, month - 1 + offset, 1);
}

/**
 * Pay per teacher, month and rate in the range: the teacher-month roll-up (modules/rollups, issue 35)
 * of every month the range touches, less the pay records of lessons in the parts of its first and
 * last months the range leaves out (none when it starts on a first and ends on a last day; when it
 * ends today, only lessons still to come, which are rarely paid yet). A few rows per teacher, however
 * many records a year holds; one row per teacher, month and rate (the roll-up's key).
 */
function payInRange(from: string, to: string, teacherId?: number): SQL {
  const { start, end } = instantsOf({ from, to });
  const first = monthStart(from);
  const afterLast = monthStart(to, 1);
  const oneTeacher = (column: SQL) => (teacherId === undefined ? sql`true` : sql`${column} = ${teacherId}`);
  const edges = [
    [first, start],
    [end, afterLast],
  ].filter(([since, until]) => since.getTime() < until.getTime());
  const kept = sql`
    select teacher_id, month, hourly_rate, records, lessons, minutes, pay from teacher_month_figures
    where month >= ${localDateOf(first)}::date and month < ${localDateOf(afterLast)}::date and ${oneTeacher(sql`teacher_id`)}`;
  // A whole-month range (the reports' default ranges but the current month) reads the roll-up's rows as
  // they are: no second grouping of thousands of rows.
  if (edges.length === 0) return kept;
  const leftOut = edges.map(
    ([since, until]) =>
      sql`union all select teacher_id, month, hourly_rate, -records, -lessons, -minutes, -pay from (${payRecount(
        sql`s.start_time >= ${at(since)} and s.start_time < ${at(until)} and ${oneTeacher(sql`p.teacher_id`)}`,
      )}) left_out`,
  );
  return sql`
    select teacher_id, month, hourly_rate, sum(records) as records, sum(lessons) as lessons,
      sum(minutes) as minutes, sum(pay) as pay
    from (${kept} ${sql.join(leftOut, sql` `)}) netted
    group by 1, 2, 3`;
}

/**
 * Pay per teacher and month of the lesson (so a correction made later nets into the month the lesson
 * was given): lessons whose pay still stands, net minutes and net pay, and the rates paid (in order).
 * A month is listed when it has pay records (a cancelled confirmation's month shows with zeros, as
 * before). The 300 teachers' names are built and ranked once, and the thousands of teacher-months are
 * sorted by that rank: naming and comparing names per row was most of a year's cost (issue 35).
 */
export async function salaryRows(db: Database, from: string, to: string, teacherId?: number) {
  const result = await db.execute<SalaryRow>(sql`
    with per_month as (
      select teacher_id, month, sum(lessons)::int as lessons, sum(minutes)::int as minutes,
        sum(pay)::numeric(14,2)::text as pay,
        coalesce(array_agg(hourly_rate::text order by hourly_rate) filter (where lessons > 0), '{}') as rates
      from (${payInRange(from, to, teacherId)}) per_rate
      group by 1, 2
      having sum(records) > 0
    ), named as (
      select u.id as teacher_id, ${teacherName} as teacher_name, t.employee_id, t.sin_last3, t.payroll_contact,
        row_number() over (order by lower(${teacherName}), u.id) as place
      from users u
      join teachers t on t.user_id = u.id
    )
    select m.teacher_id, n.teacher_name, n.employee_id, n.sin_last3, n.payroll_contact,
      to_char(m.month, 'YYYY-MM') as month, m.lessons, m.minutes, m.pay, m.rates
    from per_month m
    join named n on n.teacher_id = m.teacher_id
    order by m.month, n.place`);
  return result.rows;
}

export async function getSalaryReport(db: Database, caller: Caller, query: SalaryReportQuery) {
  const range = resolveRange(query);
  const rows = await salaryRows(db, range.from, range.to, salaryTeacherOf(caller, query.teacherId));
  const months = new Map(monthsOf(range).map((month) => [month, { month, minutes: 0, pay: 0n }]));
  const totals = { lessons: 0, minutes: 0, pay: 0n };
  for (const row of rows) {
    const month = months.get(row.month);
    if (month) {
      month.minutes += row.minutes;
      month.pay += centsOf(row.pay);
    }
    totals.lessons += row.lessons;
    totals.minutes += row.minutes;
    totals.pay += centsOf(row.pay);
  }
  return {
    ...range,
    rows: rows.map((row) => ({
      teacherId: row.teacher_id,
      teacherName: row.teacher_name,
      month: row.month,
      lessons: row.lessons,
      minutes: row.minutes,
      pay: row.pay,
      rates: row.rates,
    })),
    months: [...months.values()].map((month) => ({ ...month, pay: formatCents(month.pay) })),
    totals: { ...totals, pay: formatCents(totals.pay) },
  };
}

type LessonRow = {
  schedule_id: number;
  start_time: string | Date;
  end_time: string | Date;
  course_name: string;
  status: 'PLANNED' | 'CONFIRMED' | 'CANCELLED';
  minutes: number;
  rate: string | null;
  pay: string;
  records: number;
};

/** The lessons behind one teacher's month of the salary report, each netted, in start order. */
export async function getSalaryLessons(db: Database, caller: Caller, query: SalaryLessonsQuery) {
  const teacherId = salaryTeacherOf(caller, query.teacherId);
  if (teacherId === undefined) throw invalidField('teacherId', 'is required');
  const [year, month] = query.month.split('-').map(Number);
  const start = new Date(year, month - 1, 1);
  const end = new Date(year, month, 1);
  const [lessons, names] = await Promise.all([
    db.execute<LessonRow>(sql`
      select p.schedule_id, s.start_time, s.end_time, c.name as course_name, s.status,
        sum(p.minutes)::int as minutes, max(p.hourly_rate::text) filter (where ${live}) as rate,
        sum(p.amount)::numeric(14,2)::text as pay, count(*)::int as records
      from teacher_pay_records p
      join schedules s on s.id = p.schedule_id
      join courses c on c.id = s.course_id
      where p.teacher_id = ${teacherId} and s.start_time >= ${at(start)} and s.start_time < ${at(end)}
      group by p.schedule_id, s.start_time, s.end_time, c.name, s.status
      order by s.start_time, p.schedule_id`),
    db.execute<{ name: string }>(sql`select ${teacherName} as name from users u where u.id = ${teacherId}`),
  ]);
  if (names.rows.length === 0) throw new AppError('notfound', { message: 'This teacher does not exist.' });
  return {
    month: query.month,
    teacherName: names.rows[0].name,
    lessons: lessons.rows.map((row) => ({
      scheduleId: row.schedule_id,
      startTime: new Date(row.start_time).toISOString(),
      endTime: new Date(row.end_time).toISOString(),
      courseName: row.course_name,
      status: row.status,
      minutes: row.minutes,
      rate: row.rate,
      pay: row.pay,
      records: row.records,
    })),
  };
}
