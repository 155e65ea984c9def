/**
 * Clashes of proposed lesson times: the teacher's other lessons, the students' other lessons (both
 * ignoring CANCELLED lessons and the lessons being edited) and the teacher's availability. Overlap
 * is a.start < b.end and b.start < a.end. Each time becomes one index range on start_time (bounded
 * below by the longest lesson), so a check reads a few index pages however many lessons exist.
 */
import { and, asc, eq, gt, gte, inArray, lt, ne, notInArray, or, type SQL } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { courses, scheduleStudents, schedules, students, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { TimeFormat } from '../../lib/display-format';
import { dataResult } from '../../lib/responses';
import { getCentreDisplaySettings } from '../centre-settings';
import { busyConflicts } from '../external-calendars';
import { availabilityConflicts } from '../teacher-availability';
import { displayNameSql } from '../users';
import type { ConflictQueryInput } from './schedule-bodies.schemas';
import { expandScheduleTimes, formatSpan, type Span, spanOf } from './schedule-times';
import { type ConflictWarning, MAX_LESSON_HOURS, type ScheduleConflict } from './schedules.schemas';

export type ConflictQuery = {
  teacherId: number;
  studentIds: number[];
  times: Span[];
  /** Lessons being edited: their current times are no clash. */
  excludeIds?: number[];
};

/** A clash and the index (in `times`) of the proposed time it concerns. */
export type LessonConflict = ScheduleConflict & { time: number };

const LOOKBACK_MS = MAX_LESSON_HOURS * 3_600_000;
const overlaps = (a: Span, b: Span) => a.start < b.end && b.start < a.end;

/** Lessons that may overlap any of the times: one start_time range per time. */
function overlapping(times: Span[], excludeIds: number[] | undefined): SQL | undefined {
  return and(
    ne(schedules.status, 'CANCELLED'),
    excludeIds?.length ? notInArray(schedules.id, excludeIds) : undefined,
    or(
      ...times.map((time) =>
        and(
          gte(schedules.startTime, new Date(time.start.getTime() - LOOKBACK_MS)),
          lt(schedules.startTime, time.end),
          gt(schedules.endTime, time.start),
        ),
      ),
    ),
  );
}

async function teacherConflicts(db: Executor, query: ConflictQuery, clock: TimeFormat): Promise<LessonConflict[]> {
  const found = await db
    .select({
      id: schedules.id,
      start: schedules.startTime,
      end: schedules.endTime,
      course: courses.name,
      teacher: displayNameSql,
    })
    .from(schedules)
    .innerJoin(courses, eq(courses.id, schedules.courseId))
    .innerJoin(users, eq(users.id, schedules.teacherId))
    .where(and(eq(schedules.teacherId, query.teacherId), overlapping(query.times, query.excludeIds)))
    .orderBy(asc(schedules.startTime), asc(schedules.id));
  return query.times.flatMap((time, index) =>
    found
      .filter((lesson) => overlaps(lesson, time))
      .map((lesson) => ({
        time: index,
        kind: 'teacher' as const,
        scheduleId: lesson.id,
        message: `${formatSpan(time, clock)}: teacher ${lesson.teacher} already teaches ${lesson.course} ${formatSpan(lesson, clock)} (lesson #${lesson.id}).`,
      })),
  );
}

async function studentConflicts(db: Executor, query: ConflictQuery, clock: TimeFormat): Promise<LessonConflict[]> {
  if (query.studentIds.length === 0) return [];
  const found = await db
    .select({
      id: schedules.id,
      start: schedules.startTime,
      end: schedules.endTime,
      number: students.studentId,
      firstName: students.firstName,
      lastName: students.lastName,
    })
    .from(scheduleStudents)
    .innerJoin(schedules, eq(schedules.id, scheduleStudents.scheduleId))
    .innerJoin(students, eq(students.id, scheduleStudents.studentId))
    .where(and(inArray(scheduleStudents.studentId, query.studentIds), overlapping(query.times, query.excludeIds)))
    .orderBy(asc(schedules.startTime), asc(schedules.id), asc(students.id));
  return query.times.flatMap((time, index) =>
    found
      .filter((lesson) => overlaps(lesson, time))
      .map((lesson) => ({
        time: index,
        kind: 'student' as const,
        scheduleId: lesson.id,
        message: `${formatSpan(time, clock)}: student ${lesson.firstName} ${lesson.lastName} (${lesson.number}) already has lesson #${lesson.id} ${formatSpan(lesson, clock)}.`,
      })),
  );
}

/** The availability check answers for the whole list; only when it finds something is each time asked alone. */
async function outsideAvailability(db: Executor, query: ConflictQuery, clock: TimeFormat): Promise<LessonConflict[]> {
  const all = await availabilityConflicts(db, query.teacherId, query.times, clock);
  if (all.length === 0) return [];
  const attributed: LessonConflict[] = [];
  for (const [index, time] of query.times.entries()) {
    for (const conflict of await availabilityConflicts(db, query.teacherId, [time], clock))
      attributed.push({ ...conflict, time: index });
  }
  return attributed;
}

/** Every clash of the proposed times, in the order of `times`, teacher's first. */
export async function findConflicts(db: Executor, query: ConflictQuery): Promise<LessonConflict[]> {
  if (query.times.length === 0) return [];
  // Warnings name times on the centre's clock, as its screens do (issue 19).
  const { timeFormat: clock } = await getCentreDisplaySettings(db as Database);
  const found = [
    ...(await teacherConflicts(db, query, clock)),
    ...(await studentConflicts(db, query, clock)),
    ...(await outsideAvailability(db, query, clock)),
    // Busy times read from the teacher's own calendar warn like availability does.
    ...(await busyConflicts(db, query.teacherId, query.times, clock)),
  ];
  return found.sort((a, b) => a.time - b.time);
}

/** The check the form runs before saving: the times (repeated as creating would repeat them) against the timetable. */
export async function checkScheduleConflicts(db: Executor, input: ConflictQueryInput) {
  const { timeFormat } = await getCentreDisplaySettings(db as Database);
  const found = await findConflicts(db, {
    teacherId: input.teacherId,
    studentIds: input.studentIds,
    times: expandScheduleTimes(input.times.map(spanOf), input.repeat, 'times', timeFormat),
    excludeIds: input.excludeScheduleId ? [input.excludeScheduleId] : [],
  });
  return dataResult(found.map(({ kind, message, scheduleId }) => ({ kind, message, scheduleId })));
}

/** What is stored on a lesson saved despite clashes. */
export function warningsFor(conflicts: LessonConflict[], time: number): ConflictWarning[] | null {
  const mine = conflicts.filter((conflict) => conflict.time === time);
  return mine.length > 0 ? mine.map(({ kind, message }) => ({ kind, message })) : null;
}

const LISTED = 10;

/** 409 listing the clashes, unless the user chose to save anyway. */
export function assertConflictsAcknowledged(conflicts: LessonConflict[], acknowledged: boolean) {
  if (conflicts.length === 0 || acknowledged) return;
  const listed = conflicts.slice(0, LISTED).map((conflict) => conflict.message);
  if (conflicts.length > LISTED) listed.push(`…and ${conflicts.length - LISTED} more.`);
  throw new AppError('conflict', {
    // One clash per line, so the client can list them.
    message: ['This time clashes with other lessons or availability:', ...listed, 'Save anyway to keep it.'].join('\n'),
  });
}
