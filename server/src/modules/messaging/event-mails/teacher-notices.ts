import type { Executor } from '../../../db/client';
import type { mailEvents } from '../../../db/schema';
import type { Outgoing } from '../../../platform/mail/outgoing';
import type { NotificationEvent } from '../../account-settings';
import { lessonsWithStudents } from '../../lesson-reads';
import { type CentreValues, centreTemplateValues, formatLessonTime, renderBuiltIn } from '../email';
import { teacherRecipient } from '../teacher-recipient';

export type { Outgoing } from '../../../platform/mail/outgoing';

/** A long summary names this many lessons and counts the rest. */
const MAX_LINES = 30;

export const lessonCount = (count: number) => (count === 1 ? '1 lesson' : `${count} lessons`);

export function lessonList(lines: string[]): string {
  const shown = lines.slice(0, MAX_LINES).map((line) => `- ${line}`);
  if (lines.length > MAX_LINES) shown.push(`- … and ${lines.length - MAX_LINES} more`);
  return shown.join('\n');
}

export const textOf = (mail: { subject: string }, centre: CentreValues) => `${mail.subject} (${centre.centreName})`;

/**
 * Renders one of the teacher notices and queues it on the channels the teacher chose for `event`
 * (nothing at all when both are off or the account has neither address).
 */
export async function queueTeacherNotice(
  tx: Executor,
  centre: CentreValues,
  notice: {
    teacherId: number;
    event: NotificationEvent;
    key: 'lesson-booked' | 'lesson-moved' | 'feedback-due' | 'next-day-lessons';
    first: { startTime: Date; course: string };
    lines: string[];
    /** The text lists the lessons under the subject too (the next-day digest: the text is the reminder). */
    listInText?: boolean;
  },
  out: Outgoing,
): Promise<void> {
  const teacher = await teacherRecipient(tx, notice.teacherId, notice.event);
  if (!teacher || (!teacher.email && !teacher.phone)) return;
  const mail = await renderBuiltIn(tx, notice.key, {
    firstName: teacher.firstName,
    lastName: teacher.lastName,
    fullName: teacher.name,
    teacherName: teacher.name,
    lessonTime: formatLessonTime(notice.first.startTime, centre.timeFormat),
    lessonCourse: notice.first.course,
    lessonCount: lessonCount(notice.lines.length),
    lessonList: lessonList(notice.lines),
    ...centreTemplateValues(centre),
  });
  if (teacher.email) out.mails.push({ to: teacher.email, ...mail });
  if (teacher.phone) {
    const text = textOf(mail, centre);
    out.texts.push({ phone: teacher.phone, text: notice.listInText ? `${text}\n${lessonList(notice.lines)}` : text });
  }
}

/**
 * A "lesson booked" or "lesson moved" event: the lessons as they are now, so nothing is said of a
 * change that no longer holds (a booking cancelled or given to someone else before the job ran), and
 * only those still to come: a series booked from a past date (a term entered late) names its lessons
 * from `now` on, and a change of past lessons alone sends nothing (issue 31 item 16).
 */
export async function composeTeacherNotice(
  tx: Executor,
  centre: CentreValues,
  event: typeof mailEvents.$inferSelect,
  out: Outgoing,
  now = new Date(),
): Promise<void> {
  const teacherId = event.teacherId;
  const listed = event.lessons ?? [];
  if (teacherId === null || listed.length === 0) return;
  const rows = await lessonsWithStudents(tx, { ids: listed.map((lesson) => lesson.id) });
  const time = (at: Date) => formatLessonTime(at, centre.timeFormat);
  const booked = event.kind === 'lesson-booked';
  const lines: string[] = [];
  const kept: typeof rows = [];
  for (const row of rows) {
    const was = listed.find((lesson) => lesson.id === row.id);
    if (!was || row.status !== 'PLANNED' || row.startTime < now) continue;
    const place = row.address ? `, ${row.address}` : '';
    if (row.teacherId !== teacherId) {
      // Given to another teacher: only the old teacher's "moved" notice speaks of it.
      if (booked || was.previousTeacherId !== teacherId) continue;
      const other = [row.teacherFirst, row.teacherLast].filter(Boolean).join(' ');
      lines.push(`${row.course}, ${time(row.startTime)}: now taught by ${other}`);
    } else if (booked) {
      lines.push(`${time(row.startTime)}, ${row.course}${place}`);
    } else if (was.previousTeacherId === teacherId) {
      continue; // it came back to this teacher since: their "booked" notice of that change says so
    } else {
      const from = was.previousStart ? new Date(was.previousStart) : null;
      const moved = from && from.getTime() !== row.startTime.getTime();
      lines.push(
        moved
          ? `${row.course}: ${time(from)} → ${time(row.startTime)}${place}`
          : `${row.course}, ${time(row.startTime)}${place}: details changed`,
      );
    }
    kept.push(row);
  }
  if (kept.length === 0) return;
  await queueTeacherNotice(
    tx,
    centre,
    {
      teacherId,
      event: booked ? 'lessonBooked' : 'lessonMoved',
      key: booked ? 'lesson-booked' : 'lesson-moved',
      first: kept[0],
      lines,
    },
    out,
  );
}
