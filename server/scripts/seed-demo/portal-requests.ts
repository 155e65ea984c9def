import { sql } from 'drizzle-orm';
import type { Transaction } from '../../src/db/client';

/**
 * The demo families' lesson requests (issue 33): the centre charges late cancellations (24 hours),
 * parent.one has cancelled their child's next lesson late (charged when the teacher confirms), and
 * parent.two asks for their child's next lesson to be moved (open on the dashboard).
 */
export async function insertPortalRequests(tx: Transaction): Promise<string> {
  await tx.execute(sql`update centre_settings set free_cancellation_hours = 24, late_cancellation = 'charge'`);
  const next = (login: string, skip: number | null) =>
    tx.execute<{ schedule_id: number; student_id: number; user_id: number }>(sql`
      select ss.schedule_id, ss.student_id, u.id as user_id
      from users u join family_links fl on fl.user_id = u.id
      join schedule_students ss on ss.student_id = fl.student_id
      join schedules s on s.id = ss.schedule_id
      where u.login = ${login} and s.status = 'PLANNED' and s.start_time > now() + interval '2 hours'
        and s.id <> coalesce(${skip}::integer, 0)
      order by s.start_time, s.id limit 1`);
  const [late] = (await next('parent.one', null)).rows;
  if (late) {
    await tx.execute(sql`
      update schedule_students set late_cancelled_at = now(), late_cancelled_by = ${late.user_id}
      where schedule_id = ${late.schedule_id} and student_id = ${late.student_id}`);
    await tx.execute(sql`
      insert into schedule_changes (schedule_id, action, reason, before, after, changed_by)
      values (${late.schedule_id}, 'late-cancel', 'Cancelled by the family on the portal',
        ${JSON.stringify({ status: 'PLANNED', studentId: late.student_id })}::jsonb,
        ${JSON.stringify({ status: 'PLANNED', studentId: late.student_id, lateCancelled: true })}::jsonb, ${late.user_id})`);
  }
  const [move] = (await next('parent.two', late?.schedule_id ?? null)).rows;
  if (move) {
    await tx.execute(sql`
      insert into lesson_move_requests (schedule_id, student_id, requested_by, message, preferred_times)
      values (${move.schedule_id}, ${move.student_id}, ${move.user_id},
        'We are away for a school trip that day.', 'Friday after 16:00, or Saturday morning')`);
  }
  return `a late cancellation (lesson #${late?.schedule_id ?? 'none'}) and an open move request (lesson #${move?.schedule_id ?? 'none'})`;
}
