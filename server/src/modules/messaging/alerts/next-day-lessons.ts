import type { Database } from '../../../db/client';
import { mailEvents } from '../../../db/schema';
import { formatTime } from '../../../lib/display-format';
import { groupBy } from '../../../lib/group-by';
import type { Mailer } from '../../../platform/mail/mailer';
import { deliverOutgoing, writeOutgoing } from '../../../platform/mail/outgoing';
import type { SmsOutbox } from '../../../platform/mail/sms-outbox';
import { lessonsWithStudents } from '../../lesson-reads';
import { localDateOf, localMidnight } from '../../teacher-availability';
import { centreValues } from '../email';
import { type Outgoing, queueTeacherNotice } from '../event-mails';
import { teacherRecipient } from '../teacher-recipient';

/**
 * The local hour (the centre's time zone, which the server runs in) from which the day's digest of
 * tomorrow's lessons goes out. The job runs every 15 minutes and does nothing earlier in the day, so a
 * server that was down at 18:00 still sends it when it comes back the same evening.
 */
export const NEXT_DAY_DIGEST_HOUR = 18;

type Log = { warn: (obj: object, msg: string) => void };
export type NextDayContext = { db: Database; mailer: Mailer; smsOutbox: SmsOutbox; log: Log };

/** Tomorrow as a local date and its local midnight-to-midnight span (23 or 25 hours across a DST change). */
export function tomorrowOf(now: Date): { date: string; start: Date; end: Date } {
  const today = localMidnight(localDateOf(now));
  const start = new Date(today.getFullYear(), today.getMonth(), today.getDate() + 1);
  const end = new Date(today.getFullYear(), today.getMonth(), today.getDate() + 2);
  return { date: localDateOf(start), start, end };
}

/**
 * Sends each teacher who chose "Reminder of the next day's lessons" ONE message listing their planned
 * lessons of tomorrow (time, course, students, place), on the channels they chose. Exactly once per
 * teacher and date: the (next-day-lessons, teacher, d<date>) row in mail_events is inserted in the same
 * transaction as the mail's outbox row, so a restart or a second process never sends it again. Nothing
 * for a teacher with no lessons tomorrow (cancelled ones do not count) or with both channels off; then
 * nothing is claimed either. Before NEXT_DAY_DIGEST_HOUR local time it does nothing. Answers how many
 * teachers were told.
 */
export async function sendNextDayLessons(ctx: NextDayContext, now = new Date()): Promise<number> {
  if (now.getHours() < NEXT_DAY_DIGEST_HOUR) return 0;
  const tomorrow = tomorrowOf(now);
  const result = await ctx.db.transaction(async (tx) => {
    const lessons = await lessonsWithStudents(tx, { plannedFrom: tomorrow.start, plannedBefore: tomorrow.end });
    if (lessons.length === 0) return { told: 0, written: { mailIds: [], textIds: [] } };
    const byTeacher = groupBy(lessons, (lesson) => lesson.teacherId);
    const centre = await centreValues(tx);
    const out: Outgoing = { mails: [], texts: [] };
    let told = 0;
    for (const [teacherId, own] of byTeacher) {
      const teacher = await teacherRecipient(tx, teacherId, 'dailyReminder');
      if (!teacher || (!teacher.email && !teacher.phone)) continue;
      const claimed = await tx
        .insert(mailEvents)
        .values({
          kind: 'next-day-lessons',
          refId: teacherId,
          dedupeKey: `d${tomorrow.date}`,
          teacherId,
          lessons: own.map((lesson) => ({ id: lesson.id })),
          handledAt: now,
        })
        .onConflictDoNothing()
        .returning({ id: mailEvents.id });
      if (claimed.length === 0) continue;
      const lines = own.map((lesson) => {
        const names = lesson.students.map((student) => `${student.firstName} ${student.lastName}`.trim());
        return [
          `${formatTime(lesson.startTime, centre.timeFormat)}–${formatTime(lesson.endTime, centre.timeFormat)}`,
          lesson.course,
          names.length > 0 ? names.join(', ') : 'no students booked',
          lesson.address || 'no place set',
        ].join(', ');
      });
      await queueTeacherNotice(
        tx,
        centre,
        { teacherId, event: 'dailyReminder', key: 'next-day-lessons', first: own[0], lines, listInText: true },
        out,
      );
      told += 1;
    }
    // The texts' outbox rows commit with the claim too; a refused text is retried (sms-outbox.ts).
    return { told, written: await writeOutgoing(tx, ctx, out) };
  });
  await deliverOutgoing(ctx, result.written);
  return result.told;
}
