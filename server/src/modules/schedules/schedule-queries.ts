/**
 * Reading lessons: the table (paged) and one lesson. Each answer is two queries however many
 * lessons it holds: the lessons with their course and teacher, then the students of exactly those.
 */
import dayjs from 'dayjs';
import { and, asc, count, desc, eq, gte, inArray, lt, type SQL, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { courses, scheduleStudents, schedules, students, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { orderByOf, pageOf, textOrder } from '../../lib/paging';
import { joinLessonTeacher, lessonTeacherFields } from '../teachers';
import { minutesBetween } from './schedule-times';
import type { ScheduleItem, ScheduleListQuery } from './schedules.schemas';

const SORTABLE = {
  startTime: schedules.startTime,
  endTime: schedules.endTime,
  status: schedules.status,
  feedbackStatus: schedules.feedbackStatus,
  price: schedules.price,
  paymentType: schedules.paymentType,
  createdAt: schedules.createdAt,
  courseName: textOrder(courses.name),
  teacherName: textOrder(users.firstName),
};

// Spelled out: Drizzle may leave interpolated columns unqualified, which inside a subquery changes their meaning.
const acknowledgedBySql = sql<
  string | null
>`(select coalesce(nullif(trim(concat_ws(' ', a.first_name, a.last_name)), ''), a.login)
  from users a where a.id = schedules.acknowledged_by)`;

function selectLessons(db: Executor) {
  const lessons = db
    .select({
      id: schedules.id,
      seriesId: schedules.seriesId,
      status: schedules.status,
      courseType: schedules.courseType,
      courseId: schedules.courseId,
      courseName: courses.name,
      teacherId: schedules.teacherId,
      ...lessonTeacherFields,
      address: schedules.address,
      startTime: schedules.startTime,
      endTime: schedules.endTime,
      teacherStartTime: schedules.teacherStartTime,
      teacherEndTime: schedules.teacherEndTime,
      price: schedules.price,
      paymentType: schedules.paymentType,
      hourlyRate: schedules.hourlyRate,
      teacherHourlyRate: schedules.teacherHourlyRate,
      comments: schedules.comments,
      confirmedAt: schedules.confirmedAt,
      feedbackStatus: schedules.feedbackStatus,
      acknowledgedConflicts: schedules.acknowledgedConflicts,
      acknowledgedBy: acknowledgedBySql,
      acknowledgedAt: schedules.acknowledgedAt,
      createdAt: schedules.createdAt,
    })
    .from(schedules)
    .innerJoin(courses, eq(courses.id, schedules.courseId))
    .$dynamic();
  return joinLessonTeacher(lessons);
}

type LessonRow = Awaited<ReturnType<typeof selectLessons>>[number];
type StudentOnLesson = ScheduleItem['students'][number];

/** The students of a page of lessons, in one query. */
async function studentsOf(db: Executor, scheduleIds: number[]): Promise<Map<number, StudentOnLesson[]>> {
  const byLesson = new Map<number, StudentOnLesson[]>();
  if (scheduleIds.length === 0) return byLesson;
  const rows = await db
    .select({
      scheduleId: scheduleStudents.scheduleId,
      studentId: scheduleStudents.studentId,
      studentNumber: students.studentId,
      firstName: students.firstName,
      lastName: students.lastName,
      attendance: scheduleStudents.attendance,
      chargedAmount: scheduleStudents.chargedAmount,
    })
    .from(scheduleStudents)
    .innerJoin(students, eq(students.id, scheduleStudents.studentId))
    .where(inArray(scheduleStudents.scheduleId, scheduleIds))
    .orderBy(asc(textOrder(students.lastName)), asc(textOrder(students.firstName)), asc(students.id));
  for (const row of rows) {
    const list = byLesson.get(row.scheduleId) ?? [];
    // Field by field: a rest destructuring per row costs more than the rest of this loop (see toTeacher).
    list.push({
      studentId: row.studentId,
      studentNumber: row.studentNumber,
      name: `${row.firstName} ${row.lastName}`,
      attendance: row.attendance,
      chargedAmount: row.chargedAmount,
    });
    byLesson.set(row.scheduleId, list);
  }
  return byLesson;
}

function toItem(row: LessonRow, studentList: StudentOnLesson[]): ScheduleItem {
  const reported = row.status === 'CONFIRMED' && row.teacherStartTime && row.teacherEndTime;
  const minutes = reported
    ? minutesBetween(row.teacherStartTime as Date, row.teacherEndTime as Date)
    : minutesBetween(row.startTime, row.endTime);
  return {
    ...row,
    startTime: row.startTime.toISOString(),
    endTime: row.endTime.toISOString(),
    teacherStartTime: row.teacherStartTime?.toISOString() ?? null,
    teacherEndTime: row.teacherEndTime?.toISOString() ?? null,
    confirmedAt: row.confirmedAt?.toISOString() ?? null,
    acknowledgedAt: row.acknowledgedAt?.toISOString() ?? null,
    acknowledgedConflicts: (row.acknowledgedConflicts as ScheduleItem['acknowledgedConflicts']) ?? null,
    createdAt: row.createdAt.toISOString(),
    minutes,
    hours: Math.round((minutes / 60) * 100) / 100,
    students: studentList,
  };
}

/** Lessons with their students, in the rows' order. */
export async function withStudents(db: Executor, rows: LessonRow[]): Promise<ScheduleItem[]> {
  const byLesson = await studentsOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toItem(row, byLesson.get(row.id) ?? []));
}

export async function getSchedule(db: Executor, id: number): Promise<ScheduleItem> {
  const rows = await selectLessons(db).where(eq(schedules.id, id));
  if (rows.length === 0) throw new AppError('notfound', { message: 'This lesson does not exist.' });
  return (await withStudents(db, rows))[0];
}

export const bookedStudent = (studentId: number) =>
  inArray(
    schedules.id,
    // A subquery, not a join: a lesson with two matching rows must still appear once.
    sql`(select ss.schedule_id from schedule_students ss where ss.student_id = ${studentId})`,
  );

export async function listSchedules(db: Database, query: ScheduleListQuery) {
  const filters: (SQL | undefined)[] = [];
  // Local dates of the centre; `to` is inclusive, so lessons before the next local midnight.
  if (query.from) filters.push(gte(schedules.startTime, dayjs(query.from).toDate()));
  if (query.to) filters.push(lt(schedules.startTime, dayjs(query.to).add(1, 'day').toDate()));
  if (query.teacherId) filters.push(eq(schedules.teacherId, query.teacherId));
  if (query.courseId) filters.push(eq(schedules.courseId, query.courseId));
  if (query.studentId) filters.push(bookedStudent(query.studentId));
  if (query.status) filters.push(eq(schedules.status, query.status));
  if (query.feedbackStatus) filters.push(eq(schedules.feedbackStatus, query.feedbackStatus));
  const where = and(...filters);
  const page = await pageOf(
    query,
    (limit, offset) =>
      selectLessons(db)
        .where(where)
        .orderBy(...orderByOf(query.sort, SORTABLE, desc(schedules.startTime), schedules.id))
        .limit(limit)
        .offset(offset),
    db.select({ total: count() }).from(schedules).where(where),
    (row) => row,
  );
  return { ...page, data: await withStudents(db, page.data) };
}
