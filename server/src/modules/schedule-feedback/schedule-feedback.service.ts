import { and, asc, eq } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { courses, type ScheduleRow, scheduleStudents, schedules, students, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { CurrentUser } from '../../lib/current-user';
import { textOrder } from '../../lib/paging';
import { recordMailEvent } from '../messaging';
import { displayNameSql } from '../users';
import { emitWebhookEvent } from '../webhooks';
import type { SaveFeedbackInput, ScheduleFeedback } from './schedule-feedback.schemas';

export const NOT_CONFIRMED = 'Feedback can be written once the lesson is confirmed.';

const lessonNotFound = () => new AppError('notfound', { message: 'This lesson does not exist.' });

/**
 * The lesson, if the caller may see its feedback: staff any lesson, a teacher only their own (another
 * teacher's answers 404 like a missing one). `lock` holds the row so concurrent saves queue up.
 */
async function lessonFor(
  db: Executor,
  user: CurrentUser,
  id: number,
  { lock = false }: { lock?: boolean } = {},
): Promise<ScheduleRow> {
  const own = user.role === 'ROLE_TEACHER' ? eq(schedules.teacherId, user.id) : undefined;
  const query = db
    .select()
    .from(schedules)
    .where(and(eq(schedules.id, id), own));
  const [row] = await (lock ? query.for('update') : query);
  if (!row) throw lessonNotFound();
  return row;
}

function assertConfirmed(lesson: ScheduleRow): void {
  if (lesson.status !== 'CONFIRMED') throw new AppError('ruleviolated', { message: NOT_CONFIRMED });
}

async function feedbackOf(db: Executor, lesson: ScheduleRow): Promise<ScheduleFeedback> {
  const [[summary], booked] = await Promise.all([
    db
      .select({ courseName: courses.name, teacherName: displayNameSql })
      .from(courses)
      .innerJoin(users, eq(users.id, lesson.teacherId))
      .where(eq(courses.id, lesson.courseId)),
    db
      .select({
        studentId: students.id,
        studentNumber: students.studentId,
        firstName: students.firstName,
        lastName: students.lastName,
        attendance: scheduleStudents.attendance,
        feedback: scheduleStudents.feedback,
      })
      .from(scheduleStudents)
      .innerJoin(students, eq(students.id, scheduleStudents.studentId))
      .where(eq(scheduleStudents.scheduleId, lesson.id))
      .orderBy(asc(textOrder(students.firstName)), asc(textOrder(students.lastName)), asc(students.id)),
  ]);
  return {
    scheduleId: lesson.id,
    status: lesson.feedbackStatus,
    classFeedback: lesson.classFeedback,
    submittedAt: lesson.feedbackSubmittedAt?.toISOString() ?? null,
    lesson: {
      status: lesson.status,
      courseName: summary.courseName,
      teacherId: lesson.teacherId,
      teacherName: summary.teacherName ?? '',
      startTime: lesson.startTime.toISOString(),
      endTime: lesson.endTime.toISOString(),
    },
    students: booked.map(({ firstName, lastName, ...student }) => ({ ...student, name: `${firstName} ${lastName}` })),
  };
}

/** Readable on any lesson the caller may see (a lesson not yet confirmed simply has none). */
export async function getScheduleFeedback(db: Database, user: CurrentUser, id: number): Promise<ScheduleFeedback> {
  return feedbackOf(db, await lessonFor(db, user, id));
}

/** The feedback for the PDF: only a confirmed lesson has any to print. */
export async function getConfirmedFeedback(db: Database, user: CurrentUser, id: number): Promise<ScheduleFeedback> {
  const lesson = await lessonFor(db, user, id);
  assertConfirmed(lesson);
  return feedbackOf(db, lesson);
}

/**
 * A family's view of a lesson's submitted feedback (the portal): the class feedback and only the given
 * (linked) students' own lines; another child's feedback in a group lesson is not theirs to read.
 */
export async function getSubmittedFeedbackFor(
  db: Database,
  id: number,
  studentIds: number[],
): Promise<ScheduleFeedback> {
  const [lesson] = await db.select().from(schedules).where(eq(schedules.id, id));
  if (!lesson) throw lessonNotFound();
  if (lesson.status !== 'CONFIRMED' || lesson.feedbackStatus !== 'SUBMITTED') {
    throw new AppError('notfound', { message: 'This lesson has no feedback yet.' });
  }
  const feedback = await feedbackOf(db, lesson);
  return { ...feedback, students: feedback.students.filter((student) => studentIds.includes(student.studentId)) };
}

/**
 * Saves a draft (submit=false → DRAFT) or submits (→ SUBMITTED, stamped now). Editing a submitted
 * feedback is allowed: submitting again keeps it SUBMITTED, saving a draft takes it back to DRAFT.
 * `requestKey` (the device's key for this save): when the last write was this same save, sent again by
 * an offline queue whose answer was lost, the feedback is answered as it is and nothing is written.
 */
export async function saveScheduleFeedback(
  db: Database,
  user: CurrentUser,
  id: number,
  input: SaveFeedbackInput,
  requestKey?: string,
): Promise<ScheduleFeedback> {
  return db.transaction(async (tx) => {
    const lesson = await lessonFor(tx, user, id, { lock: true });
    if (requestKey !== undefined && lesson.feedbackRequestKey === requestKey) return feedbackOf(tx, lesson);
    assertConfirmed(lesson);
    const bookedRows = await tx
      .select({ studentId: scheduleStudents.studentId })
      .from(scheduleStudents)
      .where(eq(scheduleStudents.scheduleId, id));
    const booked = new Set(bookedRows.map((row) => row.studentId));
    const strangers = input.students.filter((student) => !booked.has(student.studentId)).map((s) => s.studentId);
    if (strangers.length > 0) {
      const message = `not booked on this lesson: ${strangers.join(', ')}`;
      throw new AppError('validation', {
        message: `students: ${message}`,
        fieldErrors: [{ field: 'students', message }],
      });
    }

    for (const student of input.students) {
      await tx
        .update(scheduleStudents)
        .set({ feedback: student.feedback || null })
        .where(and(eq(scheduleStudents.scheduleId, id), eq(scheduleStudents.studentId, student.studentId)));
    }
    const now = new Date();
    const [saved] = await tx
      .update(schedules)
      .set({
        classFeedback: input.classFeedback || null,
        feedbackStatus: input.submit ? 'SUBMITTED' : 'DRAFT',
        feedbackSubmittedAt: input.submit ? now : null,
        feedbackRequestKey: requestKey ?? null,
        updatedAt: now,
      })
      .where(eq(schedules.id, id))
      .returning();
    // The students hear of it on the first submit only (one event per lesson).
    if (input.submit) await recordMailEvent(tx, 'feedback-available', id, user.id);
    if (input.submit)
      await emitWebhookEvent(tx, 'feedback.submitted', { scheduleId: id, submittedAt: now.toISOString() });
    return feedbackOf(tx, saved);
  });
}
