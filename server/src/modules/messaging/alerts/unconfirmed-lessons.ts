import dayjs from 'dayjs';
import { and, count, eq, gt, lt, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { schedules, users } from '../../../db/schema';
import { notifyCentreStaff } from '../../notices';

const HOURS = 48;

/**
 * Lessons still unconfirmed 48 h after they ended, per teacher: one notice per teacher and day
 * (the event key), so a teacher with many late lessons does not fill the bell.
 */
export async function noticeUnconfirmedLessons(db: Database, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - HOURS * 3_600_000);
  // Only lessons that passed the 48 h within the last week: older ones were announced then.
  const since = new Date(cutoff.getTime() - 7 * 24 * 3_600_000);
  const late = await db
    .select({
      teacherId: schedules.teacherId,
      first: users.firstName,
      last: users.lastName,
      login: users.login,
      n: count(),
    })
    .from(schedules)
    .innerJoin(users, eq(users.id, schedules.teacherId))
    .where(and(eq(schedules.status, 'PLANNED'), lt(schedules.endTime, cutoff), gt(schedules.endTime, since)))
    .groupBy(schedules.teacherId, users.id)
    .orderBy(sql`${schedules.teacherId}`);
  const day = dayjs(now).format('YYYY-MM-DD');
  for (const teacher of late) {
    const name = [teacher.first, teacher.last].filter(Boolean).join(' ') || teacher.login;
    await notifyCentreStaff(db, {
      type: 'notification',
      title: `${name}: ${teacher.n} lesson${teacher.n === 1 ? '' : 's'} unconfirmed ${HOURS} h after ending`,
      description: 'Teacher confirmation is where the teacher confirms or cancels them.',
      eventKey: `unconfirmed:${teacher.teacherId}:${day}`,
    });
  }
  return late.length;
}
