import type { Database } from '../../db/client';
import { getCentreDisplaySettings } from '../centre-settings/centre-settings.service';
import { lessonRows } from './lesson-rows';
import type { LessonRowFilters } from './schedule-downloads.schemas';
import { lessonsWorkbook } from './schedule-workbook';

/** Names the filters in the file name so two downloads of one range (by teacher, by student) differ. */
function filenameOf(base: string, filters: LessonRowFilters): string {
  const teacher = filters.teacherId === undefined ? '' : `_teacher-${filters.teacherId}`;
  const student = filters.studentId === undefined ? '' : `_student-${filters.studentId}`;
  return `${base}${teacher}${student}.xlsx`;
}

/** Lessons starting on the local dates from..to (the schema caps the range at 31 days). */
export async function downloadSchedules(db: Database, filters: LessonRowFilters) {
  const buffer = await lessonsWorkbook(await lessonRows(db, filters), await getCentreDisplaySettings(db));
  return { buffer, filename: filenameOf(`schedule_${filters.from}_${filters.to}`, filters) };
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
  return { buffer, filename: filenameOf(`schedule_week_${query.monday}`, filters) };
}
