import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';

/**
 * Events about students and lessons that a service names, built from the rows as the cause's
 * transaction left them (one statement for a batch: a series of 50 lessons, an import of 500 students;
 * each id is one event, in id order). student.updated and lesson.updated are not here: triggers emit
 * them for every write path, once per transaction (migration 0037), and an event sent here marks its
 * subject so that the same transaction's trigger adds no "updated" to a created, cancelled or confirmed one.
 */
export async function emitStudentEvents(tx: Executor, type: 'student.created', studentIds: number[]): Promise<void> {
  if (studentIds.length === 0) return;
  await tx.execute(sql`
    select webhook_emit_about('student:' || s.id, ${type}, webhook_student_data(s.id))
    from (select id from students where id = any(${sql.param(studentIds)}::int[]) order by id) s`);
}

export async function emitLessonEvents(
  tx: Executor,
  type: 'lesson.created' | 'lesson.cancelled' | 'lesson.confirmed',
  scheduleIds: number[],
): Promise<void> {
  if (scheduleIds.length === 0) return;
  await tx.execute(sql`
    select webhook_emit_about('lesson:' || l.id, ${type}, webhook_lesson_data(l.id))
    from (select id from schedules where id = any(${sql.param(scheduleIds)}::int[]) order by id) l`);
}
