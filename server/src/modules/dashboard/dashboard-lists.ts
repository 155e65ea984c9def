import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { lessonTeacherColor, lessonTeacherJoinSql, lessonTeacherName } from '../teachers';
import { DASHBOARD_LIST_SIZE, type DashboardLists } from './dashboard.schemas';
import { at } from './dashboard-totals';
import { localDateOf } from './local-periods';

type Counted<T> = T & { total: number };

type LowBalanceRow = Counted<{
  id: number;
  student_number: string;
  name: string;
  balance: string;
  next_lesson_start: string | null;
}>;
type UnpaidRow = Counted<{
  id: number;
  term_id: number;
  course_name: string;
  start_date: string;
  end_date: string;
  student_id: number;
  student_number: string;
  student_name: string;
  price: string;
  create_date: string;
  days_since: number;
}>;
type UnconfirmedRow = Counted<{
  id: number;
  start_time: string;
  end_time: string;
  course_name: string;
  teacher_id: number;
  teacher_name: string;
  teacher_color: string;
  student_count: number;
}>;

const iso = (value: string | Date) => new Date(value).toISOString();
const totalOf = (rows: { total: number }[]) => rows[0]?.total ?? 0;

/**
 * The three lists an administrator works through each morning, in one request (three statements, run
 * together). Each reads its first page off an index and counts its total apart (an index range, not the
 * rows: issue 35); the next lesson is looked up for the listed students only, booking by booking. `threshold` is the centre's low-balance threshold: a student is listed when their
 * balance is below it (docs/decisions.md "The dashboard").
 */
export async function dashboardListsOf(db: Database, threshold: string, now = new Date()): Promise<DashboardLists> {
  const today = localDateOf(now);
  const [low, unpaid, unconfirmed] = await Promise.all([
    db.execute<LowBalanceRow>(sql`
      with listed as (
        select s.id, s.student_id, s.first_name, s.last_name, s.voucher_balance from students s
        where s.status = 'active' and s.voucher_balance < ${threshold}::numeric
        order by s.voucher_balance, lower(s.last_name), lower(s.first_name), s.id
        limit ${DASHBOARD_LIST_SIZE}
      )
      select s.id, s.student_id as student_number, s.first_name || ' ' || s.last_name as name,
        s.voucher_balance::text as balance,
        (select count(*)::int from students c
          where c.status = 'active' and c.voucher_balance < ${threshold}::numeric) as total,
        (select min((select l.start_time from schedules l
            where l.id = b.schedule_id and l.status = 'PLANNED' and l.start_time >= ${at(now)}))
          from schedule_students b where b.student_id = s.id) as next_lesson_start
      from listed s
      order by s.voucher_balance, lower(s.last_name), lower(s.first_name), s.id`),
    db.execute<UnpaidRow>(sql`
      with listed as (
        select r.id, r.term_id, r.student_id, r.price, r.create_date from term_registers r
        where not r.paid
        order by r.create_date, r.id
        limit ${DASHBOARD_LIST_SIZE}
      )
      select r.id, r.term_id, c.name as course_name, t.start_date::text, t.end_date::text,
        s.id as student_id, s.student_id as student_number, s.first_name || ' ' || s.last_name as student_name,
        r.price::text, r.create_date::text, (${today}::date - r.create_date)::int as days_since,
        (select count(*)::int from term_registers u where not u.paid) as total
      from listed r
      join terms t on t.id = r.term_id
      join courses c on c.id = t.course_id
      join students s on s.id = r.student_id
      order by r.create_date, r.id`),
    db.execute<UnconfirmedRow>(sql`
      with listed as (
        select l.id, l.start_time, l.end_time, l.course_id, l.teacher_id from schedules l
        where l.status = 'PLANNED' and l.end_time < ${at(now)}
        order by l.start_time, l.id
        limit ${DASHBOARD_LIST_SIZE}
      )
      select l.id, l.start_time, l.end_time, c.name as course_name, l.teacher_id,
        ${lessonTeacherName} as teacher_name, ${lessonTeacherColor} as teacher_color,
        (select count(*)::int from schedule_students b where b.schedule_id = l.id) as student_count,
        (select count(*)::int from schedules p where p.status = 'PLANNED' and p.end_time < ${at(now)}) as total
      from listed l
      join courses c on c.id = l.course_id
      ${lessonTeacherJoinSql(sql`l.teacher_id`)}
      order by l.start_time, l.id`),
  ]);
  return {
    lowBalanceStudents: {
      total: totalOf(low.rows),
      items: low.rows.map((row) => ({
        id: row.id,
        studentNumber: row.student_number,
        name: row.name,
        balance: row.balance,
        nextLessonStart: row.next_lesson_start === null ? null : iso(row.next_lesson_start),
      })),
    },
    unpaidTermRegisters: {
      total: totalOf(unpaid.rows),
      items: unpaid.rows.map((row) => ({
        id: row.id,
        termId: row.term_id,
        termLabel: `${row.course_name} (${row.start_date} – ${row.end_date})`,
        studentId: row.student_id,
        studentNumber: row.student_number,
        studentName: row.student_name,
        price: row.price,
        createDate: row.create_date,
        daysSince: row.days_since,
      })),
    },
    unconfirmedLessons: {
      total: totalOf(unconfirmed.rows),
      items: unconfirmed.rows.map((row) => ({
        id: row.id,
        startTime: iso(row.start_time),
        endTime: iso(row.end_time),
        courseName: row.course_name,
        teacherId: row.teacher_id,
        teacherName: row.teacher_name,
        teacherColor: row.teacher_color,
        studentCount: row.student_count,
      })),
    },
  };
}
