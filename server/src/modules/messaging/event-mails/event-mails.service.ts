import { inArray, isNull } from 'drizzle-orm';
import type { Database, Executor } from '../../../db/client';
import { mailEvents } from '../../../db/schema';
import type { Mailer } from '../../../platform/mail/mailer';
import { deliverOutgoing, writeOutgoing } from '../../../platform/mail/outgoing';
import type { SmsOutbox } from '../../../platform/mail/sms-outbox';
import { lessonsWithStudents } from '../../lesson-reads';
import type { TemplateValues } from '../email';
import {
  type CentreValues,
  centreValues,
  formatLessonTime,
  type Recipient,
  recipientName,
  renderBuiltIn,
  resolveAudience,
  valuesFor,
} from '../email';
import { teacherRecipient } from '../teacher-recipient';
import { composeStudentCancelled } from './student-cancelled';
import { composeTeacherNotice, type Outgoing, textOf } from './teacher-notices';

type Log = { warn: (obj: object, msg: string) => void };
export type EventMailContext = { db: Database; mailer: Mailer; smsOutbox: SmsOutbox; log: Log };

type MailEvent = typeof mailEvents.$inferSelect;

const BATCH = 20;

/**
 * Writes the mails of recorded events (welcome, lesson cancelled, feedback available, and the teacher
 * notices of lessons booked or moved, or of a student's place cancelled by the family). Each batch is
 * claimed and its mails written to the outbox in one transaction, so an event is mailed once even when
 * two processes run this at the same moment or a process dies half-way; delivery is queued after the
 * commit. Texts are written to the SMS outbox in the same transaction and delivered after it (an HTTP
 * call never runs inside a transaction), retried while the provider refuses. Answers how many events
 * were handled.
 */
export async function sendEventMails(ctx: EventMailContext): Promise<number> {
  let handled = 0;
  for (;;) {
    const batch = await ctx.db.transaction(async (tx) => {
      const pending = tx
        .select({ id: mailEvents.id })
        .from(mailEvents)
        .where(isNull(mailEvents.handledAt))
        .orderBy(mailEvents.id)
        .limit(BATCH)
        .for('update', { skipLocked: true });
      const claimed = await tx
        .update(mailEvents)
        .set({ handledAt: new Date() })
        .where(inArray(mailEvents.id, pending))
        .returning();
      const out: Outgoing = { mails: [], texts: [] };
      if (claimed.length > 0) {
        const centre = await centreValues(tx);
        for (const event of claimed.sort((a, b) => a.id - b.id)) await compose(tx, centre, event, out);
      }
      return { claimed: claimed.length, written: await writeOutgoing(tx, ctx, out) };
    });
    await deliverOutgoing(ctx, batch.written);
    handled += batch.claimed;
    if (batch.claimed < BATCH) return handled;
  }
}

async function compose(tx: Executor, centre: CentreValues, event: MailEvent, out: Outgoing) {
  if (event.kind === 'lesson-booked' || event.kind === 'lesson-moved') {
    await composeTeacherNotice(tx, centre, event, out);
    return;
  }
  if (event.kind === 'student-cancelled') {
    await composeStudentCancelled(tx, centre, event, out);
    return;
  }
  // Feedback-due and next-day rows are claimed and mailed by their own daily jobs (alerts/).
  if (event.kind === 'feedback-due' || event.kind === 'next-day-lessons') return;
  if (event.kind === 'welcome') {
    const [student] = await resolveAudience(
      tx,
      { group: 'selected-students', studentIds: [event.refId] },
      centre.lowBalanceThreshold,
    );
    if (!student) return;
    const values = await valuesFor(tx, [student], centre);
    await mailTo(tx, student, 'welcome', values.get(student.key) ?? {}, out);
    return;
  }
  const [lesson] = await lessonsWithStudents(tx, { ids: [event.refId] });
  const cancelled = event.kind === 'lesson-cancelled';
  // The lesson as it is now: nothing is said of a change that no longer holds.
  if (!lesson || (cancelled ? lesson.status !== 'CANCELLED' : lesson.feedbackStatus !== 'SUBMITTED')) return;
  const teacherName = recipientName({ firstName: lesson.teacherFirst ?? '', lastName: lesson.teacherLast ?? '' });
  const lessonValues = {
    lessonTime: formatLessonTime(lesson.startTime, centre.timeFormat),
    lessonCourse: lesson.course,
    teacherName,
  };
  const booked = lesson.students;
  // Feedback goes to the students who were there; a cancellation to everyone booked.
  const told = booked.filter((row) => cancelled || row.attendance !== 'ABSENT');
  const recipients =
    told.length === 0
      ? []
      : await resolveAudience(
          tx,
          { group: 'selected-students', studentIds: told.map((row) => row.studentId) },
          centre.lowBalanceThreshold,
        );
  const teacherAsRecipient: Recipient = {
    key: `u:${lesson.teacherId}`,
    kind: 'teacher',
    id: lesson.teacherId,
    firstName: lesson.teacherFirst ?? '',
    lastName: lesson.teacherLast ?? '',
    email: null,
    excluded: null,
  };
  const values = await valuesFor(tx, cancelled ? [...recipients, teacherAsRecipient] : recipients, centre);
  const key = cancelled ? 'lesson-cancelled' : 'feedback-available';
  for (const student of recipients) {
    const mail = await mailTo(tx, student, key, { ...values.get(student.key), ...lessonValues }, out);
    const row = booked.find((b) => b.studentId === student.id);
    if (cancelled && row?.allowSms && row.phone) out.texts.push({ phone: row.phone, text: textOf(mail, centre) });
  }
  // The teacher hears of a cancellation by the channels they chose, unless they made it themself.
  if (!cancelled || lesson.teacherId === event.actorId) return;
  const teacher = await teacherRecipient(tx, lesson.teacherId, 'lessonCancelled');
  if (!teacher || (!teacher.email && !teacher.phone)) return;
  const mail = await renderBuiltIn(tx, key, { ...values.get(teacherAsRecipient.key), ...lessonValues });
  if (teacher.email) out.mails.push({ to: teacher.email, ...mail });
  if (teacher.phone) out.texts.push({ phone: teacher.phone, text: textOf(mail, centre) });
}

/** Renders a built-in mail for a student and queues it unless they opted out or have no address. */
async function mailTo(
  tx: Executor,
  student: Recipient,
  key: 'welcome' | 'lesson-cancelled' | 'feedback-available',
  values: TemplateValues,
  out: Outgoing,
) {
  const mail = await renderBuiltIn(tx, key, values);
  if (!student.excluded && student.email) out.mails.push({ to: student.email, ...mail });
  return mail;
}
