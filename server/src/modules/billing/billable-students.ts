import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { addDays, startOfDay } from './billing-periods';

export type BillableStudent = { studentId: number; studentNumber: string; name: string };

/**
 * The students billed for a period: those whose status was `active` at any moment of it (docs/decisions.md,
 * "Who is billed"). The status history is student_status_events, written by a trigger on every insert
 * and status change: a student counts when their last event at or before the period's first instant is
 * `active`, or when an `active` event falls inside the period. Suspended and inactive students are
 * not billed; a student active for one day of the month is.
 */
export async function billableStudents(db: Executor, periodStart: string, periodEnd: string) {
  const from = startOfDay(periodStart).toISOString();
  const until = startOfDay(addDays(periodEnd, 1)).toISOString();
  const result = await db.execute<{ id: number; student_number: string; name: string }>(sql`
    select s.id, s.student_id as student_number, s.first_name || ' ' || s.last_name as name
    from students s
    where exists (
        select 1 from student_status_events e
        where e.student_id = s.id and e.status = 'active' and e.at > ${from}::timestamptz and e.at < ${until}::timestamptz)
      or (select e.status from student_status_events e
          where e.student_id = s.id and e.at <= ${from}::timestamptz
          order by e.at desc, e.id desc limit 1) = 'active'
    order by s.student_id, s.id`);
  return result.rows.map(
    (row): BillableStudent => ({ studentId: row.id, studentNumber: row.student_number, name: row.name }),
  );
}
