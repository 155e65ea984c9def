import { and, asc, eq, getTableColumns, gte, lt, ne } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { courses, scheduleStudents, schedules, students, termRegisters, terms } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { formatTime } from '../../lib/display-format';
import { textOrder } from '../../lib/paging';
import { type SheetCell, writeSheet } from '../../lib/xlsx-sheet';
import { getCentreDisplaySettings } from '../centre-settings';
import { instantAt, localDateOf, localMidnight } from '../teacher-availability';
import { ATTENDANCE_LABELS } from './schedule-workbook';

/**
 * The term's registered students (rows) against the lessons of its course (and teacher, when the term
 * has one) from its start to its end date (columns): Present, Absent or blank (not booked, or not
 * confirmed yet). Cancelled lessons are left out. Ends with each student's count of lessons attended.
 */
export async function downloadTermAttendance(db: Database, termId: number) {
  const [term] = await db
    .select({ ...getTableColumns(terms), courseName: courses.name })
    .from(terms)
    .innerJoin(courses, eq(courses.id, terms.courseId))
    .where(eq(terms.id, termId));
  if (!term) throw new AppError('notfound', { message: 'This term does not exist.' });

  const lessonsOfTerm = and(
    eq(schedules.courseId, term.courseId),
    term.teacherId === null ? undefined : eq(schedules.teacherId, term.teacherId),
    gte(schedules.startTime, localMidnight(term.startDate)),
    lt(schedules.startTime, instantAt(term.endDate, 24 * 60)),
    ne(schedules.status, 'CANCELLED'),
  );
  const [registered, lessons, marks] = await Promise.all([
    db
      .select({
        id: students.id,
        number: students.studentId,
        firstName: students.firstName,
        lastName: students.lastName,
      })
      .from(termRegisters)
      .innerJoin(students, eq(students.id, termRegisters.studentId))
      .where(eq(termRegisters.termId, termId))
      .orderBy(asc(textOrder(students.lastName)), asc(textOrder(students.firstName)), asc(students.id)),
    db
      .select({ id: schedules.id, startTime: schedules.startTime })
      .from(schedules)
      .where(lessonsOfTerm)
      .orderBy(asc(schedules.startTime), asc(schedules.id)),
    db
      .select({
        scheduleId: scheduleStudents.scheduleId,
        studentId: scheduleStudents.studentId,
        attendance: scheduleStudents.attendance,
      })
      .from(scheduleStudents)
      .innerJoin(schedules, eq(schedules.id, scheduleStudents.scheduleId))
      .innerJoin(termRegisters, eq(termRegisters.studentId, scheduleStudents.studentId))
      .where(and(lessonsOfTerm, eq(termRegisters.termId, termId))),
  ]);

  const display = await getCentreDisplaySettings(db);
  const attendance = new Map(marks.map((mark) => [`${mark.scheduleId}:${mark.studentId}`, mark.attendance]));
  // A date with two lessons shows each lesson's start time too (on the centre's clock), so the columns
  // stay distinguishable.
  const dates = lessons.map((lesson) => localDateOf(lesson.startTime));
  const titles = lessons.map(({ startTime }, i) => {
    const shared = dates.indexOf(dates[i]) !== dates.lastIndexOf(dates[i]);
    return shared ? `${dates[i]} ${formatTime(startTime, display.timeFormat)}` : dates[i];
  });

  const rows: SheetCell[][] = registered.map((student) => {
    const cells = lessons.map((lesson) => attendance.get(`${lesson.id}:${student.id}`) ?? null);
    return [
      student.number,
      `${student.firstName} ${student.lastName}`,
      ...cells.map((mark) => (mark ? ATTENDANCE_LABELS[mark] : null)),
      cells.filter((mark) => mark === 'PRESENT').length,
    ];
  });
  const buffer = await writeSheet(
    {
      name: 'Attendance',
      header: ['Student ID', 'Student', ...titles, 'Attended'],
      columnWidths: [12, 24, ...titles.map((title) => title.length + 2), 10],
      frozenColumns: 2,
    },
    rows,
    display,
  );
  const course = term.courseName
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 40);
  return { buffer, filename: `term-attendance_${course || 'course'}_${term.startDate}_${term.endDate}.xlsx` };
}
