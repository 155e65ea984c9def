import { eq } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { mailEvents, students } from '../../../db/schema';
import { lessonsWithStudents } from '../../lesson-reads';
import { type CentreValues, centreTemplateValues, formatLessonTime, recipientName, renderBuiltIn } from '../email';
import { teacherRecipient } from '../teacher-recipient';
import { type Outgoing, textOf } from './teacher-notices';

type MailEvent = typeof mailEvents.$inferSelect;

/**
 * Records, in the cancelling transaction, that a family took one student off a lesson that goes on (a
 * group lesson's place, or a late cancellation that stays booked): the teacher hears of it by the
 * channels they chose for a cancellation, as they do when a one-student lesson is cancelled. The key
 * carries the student and the moment, so a student re-booked and cancelled again is told again.
 */
export async function recordStudentCancelled(
  tx: Executor,
  cancellation: { lessonId: number; studentId: number; teacherId: number; actorId: number; at: Date },
): Promise<void> {
  await tx
    .insert(mailEvents)
    .values({
      kind: 'student-cancelled',
      refId: cancellation.lessonId,
      dedupeKey: `s${cancellation.studentId}:${cancellation.at.getTime()}`,
      teacherId: cancellation.teacherId,
      actorId: cancellation.actorId,
    })
    .onConflictDoNothing();
}

/** The teacher's mail and text of a recorded student cancellation; nothing once the lesson itself is cancelled. */
export async function composeStudentCancelled(tx: Executor, centre: CentreValues, event: MailEvent, out: Outgoing) {
  const studentId = Number(/^s(\d+):/.exec(event.dedupeKey)?.[1]);
  const [lesson] = await lessonsWithStudents(tx, { ids: [event.refId] });
  // A lesson cancelled since has its own "lesson cancelled" mail; the teacher needs no second one.
  if (!lesson || lesson.status === 'CANCELLED' || !studentId) return;
  const [student] = await tx
    .select({ firstName: students.firstName, lastName: students.lastName })
    .from(students)
    .where(eq(students.id, studentId));
  const teacher = await teacherRecipient(tx, lesson.teacherId, 'lessonCancelled');
  if (!student || !teacher || (!teacher.email && !teacher.phone)) return;
  const mail = await renderBuiltIn(tx, 'student-cancelled', {
    firstName: teacher.firstName,
    lastName: teacher.lastName,
    fullName: teacher.name,
    teacherName: teacher.name,
    studentName: recipientName({ firstName: student.firstName ?? '', lastName: student.lastName ?? '' }),
    lessonTime: formatLessonTime(lesson.startTime, centre.timeFormat),
    lessonCourse: lesson.course,
    ...centreTemplateValues(centre),
  });
  if (teacher.email) out.mails.push({ to: teacher.email, ...mail });
  if (teacher.phone) out.texts.push({ phone: teacher.phone, text: textOf(mail, centre) });
}
