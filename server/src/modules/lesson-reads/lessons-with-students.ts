/**
 * Lessons with their course, teacher and booked students, for the messages about them (reminders,
 * the next day's digest, teacher notices, cancellation and feedback mails). A module of its own below
 * `schedules`: `schedules` records lesson events through `messaging`, so `messaging` cannot import it.
 */
import { and, asc, eq, gte, inArray, lt, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { courses, scheduleStudents, schedules, students, users } from '../../db/schema';
import { groupBy } from '../../lib/group-by';

/** Which lessons: these ids (any status), or the planned ones starting in [from, before). */
export type LessonSelection = { ids: number[] } | { plannedFrom: Date; plannedBefore: Date };

export type BookedStudent = {
  studentId: number;
  firstName: string;
  lastName: string;
  email: string | null;
  phone: string | null;
  allowEmail: boolean;
  allowSms: boolean;
  attendance: (typeof scheduleStudents.$inferSelect)['attendance'];
};

function selectLessons(db: Executor, where: SQL | undefined) {
  return db
    .select({
      id: schedules.id,
      status: schedules.status,
      feedbackStatus: schedules.feedbackStatus,
      teacherId: schedules.teacherId,
      teacherFirst: users.firstName,
      teacherLast: users.lastName,
      course: courses.name,
      startTime: schedules.startTime,
      endTime: schedules.endTime,
      address: schedules.address,
    })
    .from(schedules)
    .innerJoin(courses, eq(courses.id, schedules.courseId))
    .innerJoin(users, eq(users.id, schedules.teacherId))
    .where(where)
    .orderBy(asc(schedules.startTime), asc(schedules.id));
}

export type LessonWithStudents = Awaited<ReturnType<typeof selectLessons>>[number] & { students: BookedStudent[] };

/**
 * The selected lessons by start time, each with its booked students by last then first name: two
 * queries however many lessons.
 */
export async function lessonsWithStudents(db: Executor, selection: LessonSelection): Promise<LessonWithStudents[]> {
  if ('ids' in selection && selection.ids.length === 0) return [];
  const lessons = await selectLessons(
    db,
    'ids' in selection
      ? inArray(schedules.id, selection.ids)
      : and(
          eq(schedules.status, 'PLANNED'),
          gte(schedules.startTime, selection.plannedFrom),
          lt(schedules.startTime, selection.plannedBefore),
        ),
  );
  if (lessons.length === 0) return [];
  const booked = await db
    .select({
      scheduleId: scheduleStudents.scheduleId,
      studentId: scheduleStudents.studentId,
      firstName: students.firstName,
      lastName: students.lastName,
      email: students.email,
      phone: students.phone,
      allowEmail: students.allowEmail,
      allowSms: students.allowSms,
      attendance: scheduleStudents.attendance,
    })
    .from(scheduleStudents)
    .innerJoin(students, eq(students.id, scheduleStudents.studentId))
    .where(
      inArray(
        scheduleStudents.scheduleId,
        lessons.map((lesson) => lesson.id),
      ),
    )
    .orderBy(asc(students.lastName), asc(students.firstName), asc(students.id));
  const byLesson = groupBy(booked, (row) => row.scheduleId);
  return lessons.map((lesson) => ({
    ...lesson,
    students: (byLesson.get(lesson.id) ?? []).map(({ scheduleId: _, ...student }): BookedStudent => student),
  }));
}
