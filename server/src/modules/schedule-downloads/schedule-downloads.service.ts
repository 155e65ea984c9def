import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { students, users } from '../../db/schema';
import { fileNamePart } from '../../lib/file-names';
import { getCentreDisplaySettings } from '../centre-settings';
import { displayNameSql } from '../users';
import { lessonRows } from './lesson-rows';
import type { LessonRowFilters } from './schedule-downloads.schemas';
import { lessonsWorkbook } from './schedule-workbook';

/**
 * Names the filters in the file name so two downloads of one range (by teacher, by student) differ:
 * the teacher's and the student's names as people read them, the record id only when a name has no
 * Latin letters or digits to write (or the record does not exist).
 */
async function filenameOf(db: Database, base: string, filters: LessonRowFilters): Promise<string> {
  const [teacher] =
    filters.teacherId === undefined
      ? []
      : await db.select({ name: displayNameSql }).from(users).where(eq(users.id, filters.teacherId));
  const [student] =
    filters.studentId === undefined
      ? []
      : await db
          .select({ firstName: students.firstName, lastName: students.lastName })
          .from(students)
          .where(eq(students.id, filters.studentId));
  const parts = [base];
  if (filters.teacherId !== undefined) parts.push(fileNamePart(teacher?.name ?? '', `teacher-${filters.teacherId}`));
  if (filters.studentId !== undefined) {
    const name = student ? `${student.firstName} ${student.lastName}` : '';
    parts.push(fileNamePart(name, `student-${filters.studentId}`));
  }
  return `${parts.join('_')}.xlsx`;
}

/** Lessons starting on the local dates from..to (the schema caps the range at 31 days). */
export async function downloadSchedules(db: Database, filters: LessonRowFilters) {
  const buffer = await lessonsWorkbook(await lessonRows(db, filters), await getCentreDisplaySettings(db));
  return { buffer, filename: await filenameOf(db, `schedule_${filters.from}_${filters.to}`, filters) };
}

/** Monday to Sunday of the week that starts on `monday`. */
export async function downloadScheduleWeek(
  db: Database,
  query: { monday: string; teacherId?: number; studentId?: number },
) {
  const sunday = new Date(`${query.monday}T00:00:00Z`);
  sunday.setUTCDate(sunday.getUTCDate() + 6);
  const filters = { ...query, from: query.monday, to: sunday.toISOString().slice(0, 10) };
  const buffer = await lessonsWorkbook(await lessonRows(db, filters), await getCentreDisplaySettings(db));
  return { buffer, filename: await filenameOf(db, `schedule_week_${query.monday}`, filters) };
}
