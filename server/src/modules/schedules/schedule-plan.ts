/**
 * What create, edit and repeat share: the course, teacher and students must be usable, and the
 * rates and price get their defaults (the first student's hourly rate, the teacher's rate, rate ×
 * hours). Money is handled as integer cents or decimal strings, never floats.
 */
import { asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { students, teachers } from '../../db/schema';
import { assertAllKnown, invalidField } from '../../lib/app-error';
import { amountForMinutes, MAX_AMOUNT_TEXT } from '../../lib/money';
import { assertCourseUsable, assertTeacherUsable } from '../terms';
import type { PlanInput } from './schedule-bodies.schemas';
import { minutesBetween, type Span } from './schedule-times';
import type { ConflictWarning } from './schedules.schemas';

/** The lesson's current course, teacher and students: an edit may keep them even if no longer bookable. */
export type Kept = { courseId: number; teacherId: number; studentIds: number[] };

export type ResolvedPlan = {
  studentIds: number[];
  hourlyRate: string | null;
  teacherHourlyRate: string;
  /** The price of a lesson of this many minutes. */
  priceFor: (minutes: number) => string;
};

/**
 * The amount an hourly rate gives for a lesson of this many minutes, refused on `field` when it would
 * be more than an amount can hold (a rate typed with a few digits too many).
 */
function ratedAmount(field: 'hourlyRate' | 'teacherHourlyRate', hourlyRate: string, minutes: number): string {
  const amount = amountForMinutes(hourlyRate, minutes);
  if (amount === null) {
    const what = field === 'hourlyRate' ? 'the price' : "the teacher's pay";
    throw invalidField(field, `× the lesson's length makes ${what} more than ${MAX_AMOUNT_TEXT}`);
  }
  return amount;
}

/** The price of a lesson of this many minutes at an hourly rate (400 on hourlyRate when too large). */
export const priceOf = (hourlyRate: string, minutes: number) => ratedAmount('hourlyRate', hourlyRate, minutes);

/**
 * Refuses (400 on teacherHourlyRate) a rate whose pay for a lesson of this many minutes would not fit
 * an amount: the teacher is paid from it on confirmation, so a rate no lesson could be paid at is
 * refused when the lesson is planned.
 */
export function assertPayableRate(teacherHourlyRate: string, minutes: number): void {
  ratedAmount('teacherHourlyRate', teacherHourlyRate, minutes);
}

/**
 * Students must exist and be active; ones already booked on the lesson being edited may stay even
 * if suspended since. Rows are locked (KEY SHARE) so a concurrent deactivation waits for this
 * transaction, or this one sees the new status: nobody inactive gets booked.
 */
export async function bookableStudents(
  tx: Executor,
  studentIds: number[],
  alreadyBooked: number[] = [],
  field = 'studentIds',
) {
  const rows = await tx
    .select({
      id: students.id,
      number: students.studentId,
      firstName: students.firstName,
      lastName: students.lastName,
      status: students.status,
      hourlyRate: students.hourlyRate,
    })
    .from(students)
    .where(inArray(students.id, studentIds))
    .orderBy(asc(students.id))
    .for('key share');
  assertAllKnown(
    field,
    'student',
    studentIds,
    rows.map((row) => row.id),
  );
  const kept = new Set(alreadyBooked);
  const unbookable = rows.filter((row) => row.status !== 'active' && !kept.has(row.id));
  if (unbookable.length > 0) {
    const names = unbookable.map((row) => `${row.firstName} ${row.lastName} (${row.number}, ${row.status})`);
    throw invalidField(field, `Inactive or suspended students can't be booked: ${names.join(', ')}`);
  }
  return new Map(rows.map((row) => [row.id, row]));
}

/** Checks the course, teacher and students, and works out the rates and how the price is set. */
export async function resolvePlan(tx: Executor, input: PlanInput, kept?: Kept): Promise<ResolvedPlan> {
  const studentIds = [...new Set(input.studentIds)];
  await assertCourseUsable(tx, input.courseId, kept?.courseId);
  await assertTeacherUsable(tx, input.teacherId, kept?.teacherId);
  const byId = await bookableStudents(tx, studentIds, kept?.studentIds);
  const hourlyRate = input.hourlyRate !== undefined ? input.hourlyRate : (byId.get(studentIds[0])?.hourlyRate ?? null);
  const teacherHourlyRate = input.teacherHourlyRate ?? (await teacherRateOf(tx, input.teacherId)) ?? '0.00';
  const { price } = input;
  if (price === undefined && hourlyRate === null) {
    throw invalidField('price', 'is required: there is no hourly rate to work it out from');
  }
  return {
    studentIds,
    hourlyRate,
    teacherHourlyRate,
    priceFor: (minutes) => price ?? priceOf(hourlyRate as string, minutes),
  };
}

async function teacherRateOf(tx: Executor, teacherId: number): Promise<string | null> {
  const [row] = await tx
    .select({ hourlyRate: teachers.hourlyRate })
    .from(teachers)
    .where(eq(teachers.userId, teacherId));
  return row?.hourlyRate ?? null;
}

/**
 * The columns a planned lesson takes from its plan at one time: what creating writes and what an edit
 * rewrites. `warnings` are the clashes saved anyway at this time, recorded with who and when.
 */
export function plannedLessonFields(
  input: PlanInput,
  plan: ResolvedPlan,
  span: Span,
  acknowledged: { warnings: ConflictWarning[] | null; by: number; at: Date },
) {
  const { warnings, by, at } = acknowledged;
  const minutes = minutesBetween(span.start, span.end);
  assertPayableRate(plan.teacherHourlyRate, minutes);
  return {
    courseType: input.courseType,
    courseId: input.courseId,
    teacherId: input.teacherId,
    address: input.address ?? null,
    startTime: span.start,
    endTime: span.end,
    price: plan.priceFor(minutes),
    paymentType: input.paymentType,
    hourlyRate: plan.hourlyRate,
    teacherHourlyRate: plan.teacherHourlyRate,
    comments: input.comments ?? null,
    acknowledgedConflicts: warnings,
    acknowledgedBy: warnings ? by : null,
    acknowledgedAt: warnings ? at : null,
  };
}
