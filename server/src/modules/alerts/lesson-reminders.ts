import { and, eq, gt, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { lessonReminders, schedules } from '../../db/schema';
import { renderBuiltIn } from '../email/built-in-templates';
import { centreValues } from '../email/centre-values';
import { formatLessonTime } from '../email/template-values';
import { lessonsWithStudents } from '../lesson-reads/lessons-with-students';
import type { Mailer } from '../mail/mailer';
import type { SmsSender } from '../mail/sms-sender';

export const LESSON_REMINDERS_JOB = 'alerts.lesson-reminders';

type Log = { warn: (obj: object, msg: string) => void };
export type ReminderContext = { db: Database; mailer: Mailer; sms: SmsSender; log: Log };

/**
 * Reminds the students (by their allow flags) of each planned lesson starting within the centre's
 * reminderHoursBefore; teachers get the next day's digest instead (next-day-lessons.ts). A reminder is claimed by inserting (lesson, start time): exactly one process
 * wins it, a cancelled lesson is never picked, and a moved one is reminded again for its new time.
 */
export async function sendLessonReminders(ctx: ReminderContext, now = new Date()): Promise<number> {
  const centre = await centreValues(ctx.db);
  const until = new Date(now.getTime() + centre.reminderHoursBefore * 3_600_000);
  const claimed = await ctx.db
    .insert(lessonReminders)
    .select(
      ctx.db
        .select({ scheduleId: schedules.id, startTime: schedules.startTime, createdAt: sql`now()`.as('created_at') })
        .from(schedules)
        .where(and(eq(schedules.status, 'PLANNED'), gt(schedules.startTime, now), lte(schedules.startTime, until))),
    )
    .onConflictDoNothing()
    .returning({ scheduleId: lessonReminders.scheduleId });
  if (claimed.length === 0) return 0;
  const lessons = await lessonsWithStudents(ctx.db, { ids: claimed.map((row) => row.scheduleId) });
  for (const lesson of lessons) {
    const teacherName = [lesson.teacherFirst, lesson.teacherLast].filter(Boolean).join(' ');
    const common = {
      lessonTime: formatLessonTime(lesson.startTime, centre.timeFormat),
      lessonCourse: lesson.course,
      teacherName,
      centreName: centre.centreName,
      centreEmail: centre.contactEmail,
      centrePhone: centre.contactPhone,
    };
    // Students only: the teacher who chose reminders gets one digest of the next day's lessons
    // instead (next-day-lessons.ts), not a message per lesson.
    const people = lesson.students.map((student) => ({ ...student, name: `${student.firstName} ${student.lastName}` }));
    for (const person of people) {
      const values = { ...common, firstName: person.firstName, lastName: person.lastName, fullName: person.name };
      const mail = await renderBuiltIn(ctx.db, 'lesson-reminder', values);
      if (person.allowEmail && person.email) await ctx.mailer.send({ to: person.email, ...mail });
      if (person.allowSms && person.phone) {
        // A failed text is logged, not retried: the reminder is claimed, and a late text helps nobody.
        await ctx.sms
          .send(person.phone, `${mail.subject} (${centre.centreName})`)
          .catch((error) => ctx.log.warn({ err: String(error), lesson: lesson.id }, 'reminder SMS failed'));
      }
    }
  }
  return lessons.length;
}
