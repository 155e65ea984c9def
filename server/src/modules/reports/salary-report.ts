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

type KeptRow = {
  teacher_id: number;
  month: string;
  hourly_rate: string;
  records: number;
  lessons: number;
  minutes: number;
  pay: string;
};
type NameRow = Pick<SalaryRow, 'teacher_id' | 'teacher_name' | 'employee_id' | 'sin_last3' | 'payroll_contact'>;
type MonthSum = { teacherId: number; month: string; records: number; lessons: number; minutes: number; pay: bigint };

/** The roll-up's rows (and the edges' negative ones) netted per teacher and month, with the rates paid. */
function perMonth(rows: KeptRow[]) {
  const months = new Map<string, MonthSum & { rates: Map<string, { lessons: number; cents: bigint }> }>();
  for (const row of rows) {
    const key = `${row.teacher_id}|${row.month}`;
    let month = months.get(key);
    if (!month) {
      month = {
        teacherId: row.teacher_id,
        month: row.month,
        records: 0,
        lessons: 0,
        minutes: 0,
        pay: 0n,
        rates: new Map(),
      };
      months.set(key, month);
    }
    month.records += row.records;
    month.lessons += row.lessons;
    month.minutes += row.minutes;
    month.pay += centsOf(row.pay);
    const rate = month.rates.get(row.hourly_rate) ?? { lessons: 0, cents: centsOf(row.hourly_rate) };
    rate.lessons += row.lessons;
    month.rates.set(row.hourly_rate, rate);
  }
  return [...months.values()].filter((month) => month.records > 0);
}

/**
 * Pay per teacher and month of the lesson (so a correction made later nets into the month the lesson
 * was given): lessons whose pay still stands, net minutes and net pay, and the rates paid (in order).
 * A month is listed when it has pay records (a cancelled confirmation's month shows with zeros, as
 * before). The database only reads the roll-up's rows of the range and the teachers' names in name
 * order; netting, naming and ordering a year's 3,600 teacher-months happen here, where they cost a few
 * milliseconds: grouping, aggregating arrays and sorting wide rows in SQL was most of the request's
 * time (issue 35, docs/decisions.md "The salary history nets its months in the server").
 */
export async function salaryRows(db: Database, from: string, to: string, teacherId?: number): Promise<SalaryRow[]> {
  const [kept, names] = await Promise.all([
    db.execute<KeptRow>(sql`
      select teacher_id, to_char(month, 'YYYY-MM') as month, hourly_rate::text as hourly_rate, records::int as records,
        lessons::int as lessons, minutes::int as minutes, pay::numeric(14,2)::text as pay
      from (${payInRange(from, to, teacherId)}) per_rate`),
    db.execute<NameRow>(sql`
      select u.id as teacher_id, ${teacherName} as teacher_name, t.employee_id, t.sin_last3, t.payroll_contact
      from users u
      join teachers t on t.user_id = u.id
      where ${teacherId === undefined ? sql`true` : sql`u.id = ${teacherId}`}
      order by lower(${teacherName}), u.id`),
  ]);
  const place = new Map(names.rows.map((row, index) => [row.teacher_id, { row, index }]));
  const rows: (SalaryRow & { place: number })[] = [];
  for (const month of perMonth(kept.rows)) {
    const teacher = place.get(month.teacherId);
    if (!teacher) continue;
    const rates = [...month.rates.entries()]
      .filter(([, rate]) => rate.lessons > 0)
      .sort(([, a], [, b]) => Number(a.cents - b.cents))
      .map(([text]) => text);
    rows.push({
      ...teacher.row,
      month: month.month,
      lessons: month.lessons,
      minutes: month.minutes,
      pay: formatCents(month.pay),
      rates,
      place: teacher.index,
    });
  }
  rows.sort((a, b) => (a.month < b.month ? -1 : a.month > b.month ? 1 : a.place - b.place));
  return rows.map(({ place: _place, ...row }) => row);
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
