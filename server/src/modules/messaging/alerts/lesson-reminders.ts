import { and, eq, gt, lte, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { lessonReminders, schedules } from '../../../db/schema';
import type { Mailer } from '../../../platform/mail/mailer';
import { deliverOutgoing, type Outgoing, writeOutgoing } from '../../../platform/mail/outgoing';
import type { SmsOutbox } from '../../../platform/mail/sms-outbox';
import { lessonsWithStudents } from '../../lesson-reads';
import { centreTemplateValues, centreValues, formatLessonTime, renderBuiltIn } from '../email';

type Log = { warn: (obj: object, msg: string) => void };
export type ReminderContext = { db: Database; mailer: Mailer; smsOutbox: SmsOutbox; log: Log };

/**
 * Reminds the students (by their allow flags) of each planned lesson starting within the centre's
 * reminderHoursBefore; teachers get the next day's digest instead (next-day-lessons.ts). A reminder is claimed by inserting (lesson, start time): exactly one process
 * wins it, a cancelled lesson is never picked, and a moved one is reminded again for its new time.
 */
export async function sendLessonReminders(ctx: ReminderContext, now = new Date()): Promise<number> {
  const centre = await centreValues(ctx.db);
  const until = new Date(now.getTime() + centre.reminderHoursBefore * 3_600_000);
  // The claim and the reminders' outbox rows (mail and SMS) commit together: a claim kept after its
  // messages were lost (a crash, a refused write) would silence those reminders for good. Delivery is
  // queued after commit, and a text the provider refuses for a while is retried (sms-outbox.ts).
  const result = await ctx.db.transaction(async (tx) => {
    const claimed = await tx
      .insert(lessonReminders)
      .select(
        tx
          .select({ scheduleId: schedules.id, startTime: schedules.startTime, createdAt: sql`now()`.as('created_at') })
          .from(schedules)
          .where(and(eq(schedules.status, 'PLANNED'), gt(schedules.startTime, now), lte(schedules.startTime, until))),
      )
      .onConflictDoNothing()
      .returning({ scheduleId: lessonReminders.scheduleId });
    if (claimed.length === 0) return { reminded: 0, written: { mailIds: [], textIds: [] } };
    const lessons = await lessonsWithStudents(tx, { ids: claimed.map((row) => row.scheduleId) });
    const out: Outgoing = { mails: [], texts: [] };
    for (const lesson of lessons) {
      const common = {
        lessonTime: formatLessonTime(lesson.startTime, centre.timeFormat),
        lessonCourse: lesson.course,
        teacherName: [lesson.teacherFirst, lesson.teacherLast].filter(Boolean).join(' '),
        ...centreTemplateValues(centre),
      };
      // Students only: the teacher who chose reminders gets one digest of the next day's lessons
      // instead (next-day-lessons.ts), not a message per lesson.
      for (const person of lesson.students) {
        const fullName = `${person.firstName} ${person.lastName}`;
        const values = { ...common, firstName: person.firstName, lastName: person.lastName, fullName };
        const mail = await renderBuiltIn(tx, 'lesson-reminder', values);
        if (person.allowEmail && person.email) out.mails.push({ to: person.email, ...mail });
        if (person.allowSms && person.phone)
          out.texts.push({ phone: person.phone, text: `${mail.subject} (${centre.centreName})` });
      }
    }
    return { reminded: lessons.length, written: await writeOutgoing(tx, ctx, out) };
  });
  await deliverOutgoing(ctx, result.written);
  return result.reminded;
}
