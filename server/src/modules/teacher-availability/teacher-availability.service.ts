import { and, asc, eq } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { teacherAvailabilityExceptions, teacherAvailabilitySlots, teachers, users } from '../../db/schema';
import { AppError, fieldError } from '../../lib/app-error';
import type { CurrentUser } from '../../lib/current-user';
import { isTeacher, teacherNotFound } from '../teachers';
import type { CreateExceptionInput, ReplaceSlotsInput } from './teacher-availability.schemas';

/** PostgreSQL `time` reads back as "HH:mm:ss"; the API speaks "HH:mm". */
const hhmm = (time: string | null) => (time === null ? null : time.slice(0, 5));

/**
 * The teacher whose availability the caller may read or change. A teacher only ever reaches their
 * own: another teacher's id answers 404, like a teacher that does not exist, so nothing leaks.
 * `lock` holds the teacher row until the transaction ends, so concurrent edits of one timetable queue.
 */
export async function accessibleTeacher(
  db: Executor,
  user: CurrentUser,
  teacherId: number | undefined,
  { lock = false }: { lock?: boolean } = {},
): Promise<number> {
  if (user.role === 'ROLE_TEACHER' && teacherId !== undefined && teacherId !== user.id) throw teacherNotFound();
  const id = user.role === 'ROLE_TEACHER' ? user.id : teacherId;
  if (id === undefined) throw fieldError('validation', 'teacherId', 'is required');
  const query = db
    .select({ id: teachers.userId })
    .from(teachers)
    .innerJoin(users, eq(users.id, teachers.userId))
    .where(and(eq(teachers.userId, id), isTeacher));
  const [row] = await (lock ? query.for('update', { of: teachers }) : query);
  if (!row) throw teacherNotFound();
  return row.id;
}

export async function getAvailability(db: Executor, teacherId: number) {
  const [slots, exceptions] = await Promise.all([
    db
      .select()
      .from(teacherAvailabilitySlots)
      .where(eq(teacherAvailabilitySlots.teacherId, teacherId))
      .orderBy(asc(teacherAvailabilitySlots.weekday), asc(teacherAvailabilitySlots.startTime)),
    db
      .select()
      .from(teacherAvailabilityExceptions)
      .where(eq(teacherAvailabilityExceptions.teacherId, teacherId))
      .orderBy(asc(teacherAvailabilityExceptions.date), asc(teacherAvailabilityExceptions.id)),
  ]);
  return {
    teacherId,
    slots: slots.map((slot) => ({
      id: slot.id,
      weekday: slot.weekday,
      startTime: slot.startTime.slice(0, 5),
      endTime: slot.endTime.slice(0, 5),
    })),
    exceptions: exceptions.map(toException),
  };
}

function toException(row: typeof teacherAvailabilityExceptions.$inferSelect) {
  return {
    id: row.id,
    date: row.date,
    available: row.available,
    startTime: hhmm(row.startTime),
    endTime: hhmm(row.endTime),
    note: row.note,
  };
}

export async function getTeacherAvailability(db: Database, user: CurrentUser, teacherId: number | undefined) {
  return getAvailability(db, await accessibleTeacher(db, user, teacherId));
}

/** Replaces the whole weekly timetable at once (the form edits it as one list). */
export async function replaceAvailabilitySlots(
  db: Database,
  user: CurrentUser,
  teacherId: number,
  input: ReplaceSlotsInput,
) {
  return db.transaction(async (tx) => {
    const id = await accessibleTeacher(tx, user, teacherId, { lock: true });
    await tx.delete(teacherAvailabilitySlots).where(eq(teacherAvailabilitySlots.teacherId, id));
    if (input.slots.length > 0)
      await tx.insert(teacherAvailabilitySlots).values(input.slots.map((slot) => ({ ...slot, teacherId: id })));
    return getAvailability(tx, id);
  });
}

export async function createAvailabilityException(
  db: Database,
  user: CurrentUser,
  teacherId: number,
  input: CreateExceptionInput,
) {
  const id = await accessibleTeacher(db, user, teacherId);
  const [row] = await db
    .insert(teacherAvailabilityExceptions)
    .values({
      teacherId: id,
      date: input.date,
      available: input.available,
      startTime: input.startTime ?? null,
      endTime: input.endTime ?? null,
      note: input.note || null,
    })
    .returning();
  return toException(row);
}

export async function deleteAvailabilityException(db: Database, user: CurrentUser, exceptionId: number): Promise<void> {
  const own = user.role === 'ROLE_TEACHER' ? eq(teacherAvailabilityExceptions.teacherId, user.id) : undefined;
  const deleted = await db
    .delete(teacherAvailabilityExceptions)
    .where(and(eq(teacherAvailabilityExceptions.id, exceptionId), own))
    .returning({ id: teacherAvailabilityExceptions.id });
  if (deleted.length === 0) throw new AppError('notfound', { message: 'This availability exception does not exist.' });
}
