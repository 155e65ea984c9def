import dayjs, { type Dayjs } from 'dayjs';
import { toMoneyString } from '@/components/Money';
import type { CourseType, LessonPaymentType } from './schedule-types';

/** One start/end pair as the form holds it (pickers hold dayjs values; an added row starts empty). */
export type TimePair = { start?: Dayjs | null; end?: Dayjs | null };

export type RepeatMode = 'none' | 'weeks' | 'until';
export type EditScope = 'one' | 'following';

export type ScheduleFormValues = {
  courseType: CourseType;
  courseId?: number;
  teacherId?: number;
  address?: string | null;
  studentIds: number[];
  /** Several pairs when creating; exactly one (the lesson's own) when editing. */
  scheduleTimes: TimePair[];
  repeatMode: RepeatMode;
  repeatWeeks?: number | null;
  repeatUntil?: Dayjs | null;
  price?: string | null;
  paymentType: LessonPaymentType;
  hourlyRate?: string | null;
  teacherHourlyRate?: string | null;
  comments?: string | null;
  scope: EditScope;
};

/** Where a new lesson starts: the slot picked on the calendar, else one empty row to fill in. */
export function newScheduleValues(slot?: { start: Date; end: Date }): ScheduleFormValues {
  return {
    courseType: 'PRIVATE',
    studentIds: [],
    scheduleTimes: [slot ? { start: dayjs(slot.start), end: dayjs(slot.end) } : {}],
    repeatMode: 'none',
    paymentType: 'VOUCHER',
    scope: 'one',
  };
}

export function toScheduleFormValues(lesson: API.ScheduleItem): ScheduleFormValues {
  return {
    courseType: lesson.courseType,
    courseId: lesson.courseId,
    teacherId: lesson.teacherId,
    address: lesson.address,
    studentIds: lesson.students.map((student) => student.studentId),
    scheduleTimes: [{ start: dayjs(lesson.startTime), end: dayjs(lesson.endTime) }],
    repeatMode: 'none',
    price: lesson.price,
    paymentType: lesson.paymentType,
    hourlyRate: lesson.hourlyRate,
    teacherHourlyRate: lesson.teacherHourlyRate,
    comments: lesson.comments,
    scope: 'one',
  };
}

/** A picker value as the API's instant: ISO-8601 in UTC ("…Z"), which every offset-aware parser takes. */
const instant = (value: Dayjs | null | undefined) => (value as Dayjs).toISOString();

/** The filled rows as API times; the form's rules have already refused empty or backwards rows. */
export const toScheduleTimes = (pairs: TimePair[]): API.ScheduleTimeInput[] =>
  pairs.map(({ start, end }) => ({ startTime: instant(start), endTime: instant(end) }));

/** A blank amount is left out, so the server applies its default (from the student or the teacher). */
const moneyOrDefault = (value?: string | null) => (value?.trim() ? toMoneyString(value) : undefined);

const textOrNull = (value?: string | null) => value?.trim() || null;

function lessonFields(values: ScheduleFormValues, acknowledgeConflicts: boolean) {
  return {
    courseType: values.courseType,
    courseId: values.courseId as number,
    teacherId: values.teacherId as number,
    address: textOrNull(values.address),
    studentIds: values.studentIds,
    price: moneyOrDefault(values.price),
    paymentType: values.paymentType,
    hourlyRate: moneyOrDefault(values.hourlyRate),
    teacherHourlyRate: moneyOrDefault(values.teacherHourlyRate),
    comments: textOrNull(values.comments),
    ...(acknowledgeConflicts && { acknowledgeConflicts: true }),
  };
}

export function toRepeat(values: Pick<ScheduleFormValues, 'repeatMode' | 'repeatWeeks' | 'repeatUntil'>) {
  if (values.repeatMode === 'weeks' && values.repeatWeeks) return { weeks: values.repeatWeeks };
  if (values.repeatMode === 'until' && values.repeatUntil) return { until: values.repeatUntil.format('YYYY-MM-DD') };
  return undefined;
}

export function toScheduleCreateBody(
  values: ScheduleFormValues,
  acknowledgeConflicts = false,
): API.ScheduleCreateInput {
  const repeat = toRepeat(values);
  return {
    ...lessonFields(values, acknowledgeConflicts),
    scheduleTimes: toScheduleTimes(values.scheduleTimes),
    ...(repeat && { repeat }),
  };
}

export function toScheduleUpdateBody(
  values: ScheduleFormValues,
  acknowledgeConflicts = false,
): API.ScheduleUpdateInput {
  const [time] = toScheduleTimes(values.scheduleTimes);
  return { ...lessonFields(values, acknowledgeConflicts), ...time, scope: values.scope };
}

/**
 * What the conflict check needs to know about the lesson(s) about to be saved: a new lesson's times
 * with its weekly repeat (the server expands it as it will on saving), or the edited lesson's time,
 * leaving the lesson itself out of the clashes.
 */
export function toConflictQuery(values: ScheduleFormValues, editedId?: number): API.ScheduleConflictQueryInput {
  const repeat = editedId === undefined ? toRepeat(values) : undefined;
  return {
    teacherId: values.teacherId as number,
    studentIds: values.studentIds,
    times: toScheduleTimes(values.scheduleTimes),
    ...(repeat && { repeat }),
    ...(editedId !== undefined && { excludeScheduleId: editedId }),
  };
}
