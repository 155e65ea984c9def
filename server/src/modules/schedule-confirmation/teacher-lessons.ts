/**
 * What a teacher may see of their own lessons: the lesson facts and who attended, never prices,
 * rates or balances. Every query here is scoped to the caller's teacher id.
 */
import { and, asc, count, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { type Attendance, courses, type ScheduleRow, scheduleStudents, schedules, students } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { minutesBetween } from '../../lib/minutes';
import { orderByOf, pageOf, textOrder } from '../../lib/paging';
import type { TeacherConfirmationQuery, TeacherLesson } from './schedule-confirmation.schemas';

/** Also what another teacher's lesson answers: its existence is not revealed. */
export const lessonNotFound = () => new AppError('notfound', { message: 'This lesson does not exist.' });

/** Whole lessons (course name and students) for rows already scoped to one teacher. */
export async function toTeacherLessons(db: Executor, rows: ScheduleRow[]): Promise<TeacherLesson[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [courseRows, studentRows] = await Promise.all([
    db
      .select({ id: courses.id, name: courses.name })
      .from(courses)
      .where(inArray(courses.id, [...new Set(rows.map((row) => row.courseId))])),
    db
      .select({
        scheduleId: scheduleStudents.scheduleId,
        studentId: students.id,
        studentNumber: students.studentId,
        firstName: students.firstName,
        lastName: students.lastName,
        attendance: scheduleStudents.attendance,
        lateCancelled: sql<boolean>`${scheduleStudents.lateCancelledAt} is not null`,
      })
      .from(scheduleStudents)
      .innerJoin(students, eq(students.id, scheduleStudents.studentId))
      .where(inArray(scheduleStudents.scheduleId, ids))
      .orderBy(asc(textOrder(students.firstName)), asc(textOrder(students.lastName)), asc(students.id)),
  ]);
  const courseNames = new Map(courseRows.map((c) => [c.id, c.name]));
  return rows.map((row) =>
    teacherLessonOf(
      row,
      courseNames.get(row.courseId) ?? '',
      studentRows.filter((s) => s.scheduleId === row.id),
    ),
  );
}

export type TeacherLessonStudent = {
  studentId: number;
  studentNumber: string;
  firstName: string;
  lastName: string;
  attendance: Attendance | null;
  /** A family's late cancellation (portal): charged on confirming whatever the attendance. */
  lateCancelled: boolean;
};

/** The lesson columns a teacher's view is made of (a write that answers with it returns only these). */
export const teacherLessonColumns = {
  id: schedules.id,
  status: schedules.status,
  courseType: schedules.courseType,
  courseId: schedules.courseId,
  address: schedules.address,
  startTime: schedules.startTime,
  endTime: schedules.endTime,
  teacherStartTime: schedules.teacherStartTime,
  teacherEndTime: schedules.teacherEndTime,
  comments: schedules.comments,
  confirmedAt: schedules.confirmedAt,
  feedbackStatus: schedules.feedbackStatus,
};
export type TeacherLessonRow = Pick<ScheduleRow, keyof typeof teacherLessonColumns>;

/** The teacher's view of one lesson row, its course name and its students (in the order shown). */
export function teacherLessonOf(
  row: TeacherLessonRow,
  courseName: string,
  booked: TeacherLessonStudent[],
): TeacherLesson {
  const confirmed = row.status === 'CONFIRMED' && row.teacherStartTime && row.teacherEndTime;
  return {
    id: row.id,
    status: row.status,
    courseType: row.courseType,
    courseId: row.courseId,
    courseName,
    address: row.address,
    startTime: row.startTime.toISOString(),
    endTime: row.endTime.toISOString(),
    teacherStartTime: row.teacherStartTime?.toISOString() ?? null,
    teacherEndTime: row.teacherEndTime?.toISOString() ?? null,
    minutes: confirmed
      ? minutesBetween(row.teacherStartTime as Date, row.teacherEndTime as Date)
      : minutesBetween(row.startTime, row.endTime),
    students: booked.map((s) => ({
      studentId: s.studentId,
      studentNumber: s.studentNumber,
      name: `${s.firstName} ${s.lastName}`,
      attendance: s.attendance,
      lateCancelled: s.lateCancelled,
    })),
    comments: row.comments,
    confirmedAt: row.confirmedAt?.toISOString() ?? null,
    feedbackStatus: row.feedbackStatus,
  };
}

/** One of the teacher's own lessons; another teacher's lesson is "not found", never shown. */
export async function getTeacherLesson(db: Executor, teacherId: number, id: number): Promise<TeacherLesson> {
  const [row] = await db
    .select()
    .from(schedules)
    .where(and(eq(schedules.id, id), eq(schedules.teacherId, teacherId)));
  if (!row) throw lessonNotFound();
  const [lesson] = await toTeacherLessons(db, [row]);
  return lesson;
}

/**
 * unconfirmed: PLANNED lessons that have ended (oldest first, so nothing is forgotten);
 * feedback: every CONFIRMED lesson, those still waiting for submitted feedback first (oldest first), then
 * the submitted ones, newest first: a teacher keeps opening, editing and downloading what they submitted.
 */
export async function listTeacherConfirmations(db: Executor, teacherId: number, query: TeacherConfirmationQuery) {
  const where =
    query.state === 'unconfirmed'
      ? and(eq(schedules.status, 'PLANNED'), eq(schedules.teacherId, teacherId), lt(schedules.endTime, sql`now()`))
      : and(eq(schedules.status, 'CONFIRMED'), eq(schedules.teacherId, teacherId));
  const order =
    query.state === 'feedback' && !query.sort
      ? [
          sql`${schedules.feedbackStatus} = 'SUBMITTED'`,
          sql`case when ${schedules.feedbackStatus} = 'SUBMITTED' then null else ${schedules.startTime} end asc`,
          desc(schedules.startTime),
          schedules.id,
        ]
      : orderByOf(query.sort, { startTime: schedules.startTime }, asc(schedules.startTime), schedules.id);
  const page = await pageOf(
    query,
    (limit, offset) =>
      db
        .select()
        .from(schedules)
        .where(where)
        .orderBy(...order)
        .limit(limit)
        .offset(offset),
    db.select({ total: count() }).from(schedules).where(where),
    (row) => row,
  );
  return { ...page, data: await toTeacherLessons(db, page.data) };
}
