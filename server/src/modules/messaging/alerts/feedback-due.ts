import { and, eq, gt, lte, ne } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { courses, mailEvents, schedules } from '../../../db/schema';
import { groupBy } from '../../../lib/group-by';
import type { Mailer } from '../../../platform/mail/mailer';
import { deliverOutgoing, writeOutgoing } from '../../../platform/mail/outgoing';
import type { SmsOutbox } from '../../../platform/mail/sms-outbox';
import { centreValues, formatLessonTime } from '../email';
import { type Outgoing, queueTeacherNotice } from '../event-mails';
import { teacherRecipient } from '../teacher-recipient';

/** Lessons that ended longer ago than this are the office's to chase, not a daily mail's. */
export const FEEDBACK_DUE_LOOKBACK_DAYS = 30;

type Log = { warn: (obj: object, msg: string) => void };
export type FeedbackDueContext = { db: Database; mailer: Mailer; smsOutbox: SmsOutbox; log: Log };

/**
 * Tells each teacher who chose "feedback still due" which of their confirmed lessons (ended within the
 * lookback) have no submitted feedback: one mail and/or text per teacher per run, each lesson named
 * once ever. A lesson is claimed by inserting its (feedback-due, lesson, teacher) row in mail_events in
 * the same transaction as the mail's outbox row, so a restart or a second process never names it
 * again. A teacher who turned both channels off is not recorded, so turning one on later still tells
 * them. Answers how many teachers were told.
 */
export async function sendFeedbackDue(ctx: FeedbackDueContext, now = new Date()): Promise<number> {
  const since = new Date(now.getTime() - FEEDBACK_DUE_LOOKBACK_DAYS * 86_400_000);
  const result = await ctx.db.transaction(async (tx) => {
    const due = await tx
      .select({
        id: schedules.id,
        teacherId: schedules.teacherId,
        startTime: schedules.startTime,
        feedbackStatus: schedules.feedbackStatus,
        course: courses.name,
      })
      .from(schedules)
      .innerJoin(courses, eq(courses.id, schedules.courseId))
      .where(
        and(
          eq(schedules.status, 'CONFIRMED'),
          ne(schedules.feedbackStatus, 'SUBMITTED'),
          gt(schedules.endTime, since),
          lte(schedules.endTime, now),
        ),
      )
      .orderBy(schedules.startTime, schedules.id);
    const byTeacher = groupBy(due, (lesson) => lesson.teacherId);
    const centre = await centreValues(tx);
    const out: Outgoing = { mails: [], texts: [] };
    let told = 0;
    for (const [teacherId, lessons] of byTeacher) {
      const teacher = await teacherRecipient(tx, teacherId, 'feedbackDue');
      if (!teacher || (!teacher.email && !teacher.phone)) continue;
      const claimed = await tx
        .insert(mailEvents)
        .values(
          lessons.map((lesson) => ({
            kind: 'feedback-due' as const,
            refId: lesson.id,
            dedupeKey: `t${teacherId}`,
            teacherId,
            handledAt: now,
          })),
        )
        .onConflictDoNothing()
        .returning({ lessonId: mailEvents.refId });
      const newly = new Set(claimed.map((row) => row.lessonId));
      const named = lessons.filter((lesson) => newly.has(lesson.id));
      if (named.length === 0) continue;
      const lines = named.map(
        (lesson) =>
          `${formatLessonTime(lesson.startTime, centre.timeFormat)}, ${lesson.course}` +
          (lesson.feedbackStatus === 'DRAFT' ? ' (draft saved, not submitted)' : ''),
      );
      await queueTeacherNotice(
        tx,
        centre,
        { teacherId, event: 'feedbackDue', key: 'feedback-due', first: named[0], lines },
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
