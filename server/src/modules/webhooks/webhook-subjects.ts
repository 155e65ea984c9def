import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';

/**
 * Events about students and lessons, built from the rows as the cause's transaction left them (one
 * statement for a batch: a series of 50 lessons, an import of 500 students). Callers name the ids;
 * each id is one event, in id order.
 */
export async function emitStudentEvents(
  tx: Executor,
  type: 'student.created' | 'student.updated',
  studentIds: number[],
): Promise<void> {
  if (studentIds.length === 0) return;
  await tx.execute(sql`
    select webhook_emit(${type}, jsonb_build_object('studentId', s.id, 'studentNumber', s.student_id,
      'firstName', s.first_name, 'lastName', s.last_name, 'status', s.status))
    from (select * from students where id = any(${sql.param(studentIds)}::int[]) order by id) s`);
}

export async function emitLessonEvents(
  tx: Executor,
  type: 'lesson.created' | 'lesson.updated' | 'lesson.cancelled' | 'lesson.confirmed',
  scheduleIds: number[],
): Promise<void> {
  if (scheduleIds.length === 0) return;
  await tx.execute(sql`
    select webhook_emit(${type}, jsonb_build_object('scheduleId', l.id, 'courseId', l.course_id,
      'teacherId', l.teacher_id, 'startTime', l.start_time, 'endTime', l.end_time, 'status', l.status,
      'studentIds', coalesce((select jsonb_agg(ss.student_id order by ss.student_id)
        from schedule_students ss where ss.schedule_id = l.id), '[]'::jsonb)))
    from (select * from schedules where id = any(${sql.param(scheduleIds)}::int[]) order by id) l`);
}
