import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { courses, scheduleStudents, schedules, users } from '../../../db/schema';
import { formatMoney, formatTime, formatWeekdayDate, type TimeFormat } from '../../../lib/display-format';
import { type CentreValues, centreTemplateValues } from './centre-values';
import { type Recipient, recipientName } from './recipients';
import type { TemplateValues } from './template-text';

/** A lesson's time in mail as the screens write it ("Tue 2026-11-24 16:05"): the server's zone, the centre's clock. */
export const formatLessonTime = (at: Date, timeFormat: TimeFormat = '24h') =>
  `${formatWeekdayDate(at)} ${formatTime(at, timeFormat)}`;

/** An amount in mail as the screens write it: the centre's currency ("-$12.50"); empty stays empty. */
export const formatMailMoney = (amount: string | undefined, centre: Pick<CentreValues, 'currency'>) =>
  amount ? formatMoney(amount, centre.currency) : '';

type NextLesson = { who: number; startTime: Date; course: string; teacher: string };

async function nextLessons(db: Executor, kind: 'student' | 'teacher', ids: number[]): Promise<Map<number, NextLesson>> {
  if (ids.length === 0) return new Map();
  const teacherName = sql<string>`trim(coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, ''))`;
  const base = {
    startTime: schedules.startTime,
    course: courses.name,
    teacher: teacherName,
  };
  // DISTINCT ON keeps each person's earliest planned lesson still to come, in one statement for all.
  const rows =
    kind === 'student'
      ? await db
          .selectDistinctOn([scheduleStudents.studentId], { who: scheduleStudents.studentId, ...base })
          .from(scheduleStudents)
          .innerJoin(schedules, eq(schedules.id, scheduleStudents.scheduleId))
          .innerJoin(courses, eq(courses.id, schedules.courseId))
          .innerJoin(users, eq(users.id, schedules.teacherId))
          .where(
            and(
              inArray(scheduleStudents.studentId, ids),
              eq(schedules.status, 'PLANNED'),
              gt(schedules.startTime, sql`now()`),
            ),
          )
          .orderBy(scheduleStudents.studentId, schedules.startTime)
      : await db
          .selectDistinctOn([schedules.teacherId], { who: schedules.teacherId, ...base })
          .from(schedules)
          .innerJoin(courses, eq(courses.id, schedules.courseId))
          .innerJoin(users, eq(users.id, schedules.teacherId))
          .where(
            and(
              inArray(schedules.teacherId, ids),
              eq(schedules.status, 'PLANNED'),
              gt(schedules.startTime, sql`now()`),
            ),
          )
          .orderBy(schedules.teacherId, schedules.startTime);
  return new Map(rows.map((row) => [row.who, row]));
}

/** Every variable's value for each recipient, keyed by recipient key. */
export async function valuesFor(
  db: Executor,
  recipients: Recipient[],
  centre: CentreValues,
): Promise<Map<string, TemplateValues>> {
  const studentLessons = await nextLessons(
    db,
    'student',
    recipients.filter((r) => r.kind === 'student').map((r) => r.id),
  );
  const teacherLessons = await nextLessons(
    db,
    'teacher',
    recipients.filter((r) => r.kind === 'teacher').map((r) => r.id),
  );
  const result = new Map<string, TemplateValues>();
  for (const r of recipients) {
    const name = recipientName(r);
    const lesson =
      r.kind === 'student' ? studentLessons.get(r.id) : r.kind === 'teacher' ? teacherLessons.get(r.id) : undefined;
    result.set(r.key, {
      firstName: r.firstName,
      lastName: r.lastName,
      fullName: name,
      studentName: r.kind === 'student' ? name : '',
      teacherName: r.kind === 'teacher' ? name : (lesson?.teacher ?? ''),
      balance: formatMailMoney(r.balance, centre),
      threshold: formatMailMoney(centre.lowBalanceThreshold, centre),
      nextLessonTime: lesson ? formatLessonTime(lesson.startTime, centre.timeFormat) : '',
      nextLessonCourse: lesson?.course ?? '',
      ...centreTemplateValues(centre),
    });
  }
  return result;
}
