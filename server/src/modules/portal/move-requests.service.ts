/**
 * Move requests (issue 33): a family asks for a linked student's upcoming lesson to be moved; the
 * centre's staff see the open ones on the dashboard and answer them. The move itself stays a staff
 * action on the timetable: nothing here changes a lesson.
 */
import { aliasedTable, and, asc, desc, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  courses,
  lessonMoveRequests,
  type MoveRequestStatus,
  scheduleStudents,
  schedules,
  students,
  users,
} from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { CurrentUser } from '../../lib/current-user';
import { recordAuditEvent } from '../audit-log';
import { notifyCentreStaff } from '../notices';
import { assertLinked } from './linked-students';

const teachers = aliasedTable(users, 'teacher');
const requesters = aliasedTable(users, 'requester');
const name = (table: typeof users) =>
  sql<string>`trim(coalesce(${table.firstName}, '') || ' ' || coalesce(${table.lastName}, ''))`;

const listed = (db: Database) =>
  db
    .select({
      id: lessonMoveRequests.id,
      scheduleId: lessonMoveRequests.scheduleId,
      studentId: lessonMoveRequests.studentId,
      studentName: sql<string>`${students.firstName} || ' ' || ${students.lastName}`,
      courseName: courses.name,
      teacherName: name(teachers),
      startTime: schedules.startTime,
      message: lessonMoveRequests.message,
      preferredTimes: lessonMoveRequests.preferredTimes,
      requestedByName: sql<string>`coalesce(nullif(${name(requesters)}, ''), ${requesters.email}, '')`,
      status: lessonMoveRequests.status,
      answerNote: lessonMoveRequests.answerNote,
      answeredAt: lessonMoveRequests.answeredAt,
      createdAt: lessonMoveRequests.createdAt,
      requestedBy: lessonMoveRequests.requestedBy,
    })
    .from(lessonMoveRequests)
    .innerJoin(schedules, eq(schedules.id, lessonMoveRequests.scheduleId))
    .innerJoin(courses, eq(courses.id, schedules.courseId))
    .innerJoin(students, eq(students.id, lessonMoveRequests.studentId))
    .innerJoin(teachers, eq(teachers.id, schedules.teacherId))
    .innerJoin(requesters, eq(requesters.id, lessonMoveRequests.requestedBy));

type Listed = Awaited<ReturnType<ReturnType<typeof listed>['execute']>>[number];

const toMoveRequest = ({ requestedBy: _by, ...row }: Listed) => ({
  ...row,
  startTime: row.startTime.toISOString(),
  answeredAt: row.answeredAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
});

async function oneRequest(db: Database, id: number) {
  const [row] = await listed(db).where(eq(lessonMoveRequests.id, id));
  if (!row) throw new AppError('notfound', { message: 'This move request does not exist.' });
  return toMoveRequest(row);
}

/** A family asks: only for a linked student booked on a lesson still to come and not cancelled. */
export async function requestLessonMove(
  db: Database,
  family: CurrentUser,
  scheduleId: number,
  input: { studentId: number; message: string; preferredTimes: string },
) {
  const id = await db.transaction(async (tx) => {
    await assertLinked(tx, family.id, input.studentId);
    const [lesson] = await tx
      .select({ status: schedules.status, startTime: schedules.startTime, course: courses.name })
      .from(scheduleStudents)
      .innerJoin(schedules, eq(schedules.id, scheduleStudents.scheduleId))
      .innerJoin(courses, eq(courses.id, schedules.courseId))
      .where(and(eq(scheduleStudents.scheduleId, scheduleId), eq(scheduleStudents.studentId, input.studentId)));
    if (!lesson) throw new AppError('notfound', { message: 'This lesson does not exist.' });
    if (lesson.status !== 'PLANNED' || lesson.startTime.getTime() <= Date.now()) {
      throw new AppError('ruleviolated', { message: 'Only a lesson still to come can be asked to move.' });
    }
    const [open] = await tx
      .select({ id: lessonMoveRequests.id })
      .from(lessonMoveRequests)
      .where(
        and(
          eq(lessonMoveRequests.scheduleId, scheduleId),
          eq(lessonMoveRequests.studentId, input.studentId),
          eq(lessonMoveRequests.status, 'open'),
        ),
      );
    if (open)
      throw new AppError('conflict', { message: 'A move of this lesson is already asked and not answered yet.' });
    const [row] = await tx
      .insert(lessonMoveRequests)
      .values({ scheduleId, requestedBy: family.id, ...input })
      .returning({ id: lessonMoveRequests.id });
    await recordAuditEvent(tx, {
      action: 'lesson.move-request',
      recordType: 'lesson',
      recordId: scheduleId,
      summary: `Move of lesson #${scheduleId} asked by the family`,
      after: { studentId: input.studentId, message: input.message, preferredTimes: input.preferredTimes },
      actorId: family.id,
    });
    await notifyCentreStaff(tx, {
      type: 'event',
      title: `Move asked: ${lesson.course}, lesson #${scheduleId}`.slice(0, 200),
      description: input.preferredTimes.slice(0, 200),
    });
    return row.id;
  });
  return { success: true as const, data: await oneRequest(db, id) };
}

/** The family's own requests, newest first (with the centre's answers). */
export async function familyMoveRequests(db: Database, familyId: number) {
  const rows = await listed(db)
    .where(eq(lessonMoveRequests.requestedBy, familyId))
    .orderBy(desc(lessonMoveRequests.createdAt), desc(lessonMoveRequests.id))
    .limit(100);
  return { success: true as const, data: rows.map(toMoveRequest) };
}

/** Staff's list: open ones oldest first (answered in turn), answered and declined newest first. */
export async function staffMoveRequests(db: Database, status: MoveRequestStatus) {
  const open = status === 'open';
  const rows = await listed(db)
    .where(
      and(
        eq(lessonMoveRequests.status, status),
        // A request for a lesson long gone is not work to do: the dashboard shows those still ahead.
        open ? gt(schedules.startTime, sql`now() - interval '1 day'`) : undefined,
      ),
    )
    .orderBy(open ? asc(lessonMoveRequests.createdAt) : desc(lessonMoveRequests.answeredAt), asc(lessonMoveRequests.id))
    .limit(100);
  return { success: true as const, data: rows.map(toMoveRequest) };
}

/** Staff answer an open request once; the family reads the note on the portal (families have no bell). */
export async function answerMoveRequest(
  db: Database,
  staff: CurrentUser,
  id: number,
  input: { status: 'answered' | 'declined'; note: string },
) {
  await db.transaction(async (tx) => {
    const [answered] = await tx
      .update(lessonMoveRequests)
      .set({ status: input.status, answerNote: input.note, answeredBy: staff.id, answeredAt: new Date() })
      .where(and(eq(lessonMoveRequests.id, id), eq(lessonMoveRequests.status, 'open')))
      .returning();
    if (!answered) {
      const [exists] = await tx
        .select({ id: lessonMoveRequests.id })
        .from(lessonMoveRequests)
        .where(eq(lessonMoveRequests.id, id));
      if (!exists) throw new AppError('notfound', { message: 'This move request does not exist.' });
      throw new AppError('conflict', { message: 'This move request has already been answered.' });
    }
    await recordAuditEvent(tx, {
      action: 'lesson.move-request-answer',
      recordType: 'lesson',
      recordId: answered.scheduleId,
      summary: `Move request #${id} ${input.status}`,
      before: { status: 'open' },
      after: { status: input.status, note: input.note },
      actorId: staff.id,
    });
  });
  return { success: true as const, data: await oneRequest(db, id) };
}
