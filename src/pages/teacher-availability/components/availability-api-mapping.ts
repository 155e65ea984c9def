import dayjs, { type Dayjs } from 'dayjs';
import { blankToNull, isoDateOrNull } from '@/components/FormSupport/form-values';
import { readPicked, timePattern } from '@/utils/format';

/**
 * Pure translations between the availability screen's forms (time pickers hold Dayjs values) and the
 * API (weekday 0 = Sunday … 6 = Saturday; clock times 'HH:mm' in the centre's time zone).
 */

/** Monday first, as the centre's week reads; the numbers are the API's weekdays. */
export const WEEKDAYS = [
  { weekday: 1, name: 'Monday' },
  { weekday: 2, name: 'Tuesday' },
  { weekday: 3, name: 'Wednesday' },
  { weekday: 4, name: 'Thursday' },
  { weekday: 5, name: 'Friday' },
  { weekday: 6, name: 'Saturday' },
  { weekday: 0, name: 'Sunday' },
] as const;

/** One time range being edited; either end may still be empty. */
export type SlotValue = { start?: Dayjs | null; end?: Dayjs | null };

/** The weekly form: each weekday's ranges, keyed by the weekday number as text. */
export type SlotsFormValues = { days: Record<string, SlotValue[]> };

/** 'HH:mm' or PostgreSQL's 'HH:mm:ss' → a Dayjs on a fixed day (only its clock time matters). */
export function clockToDayjs(clock: string): Dayjs {
  const [hours, minutes] = clock.split(':').map(Number);
  return dayjs('2000-01-01T00:00:00').hour(hours).minute(minutes);
}

export const dayjsToClock = (value: Dayjs): string => value.format('HH:mm');

const minutesOf = (value: Dayjs) => value.hour() * 60 + value.minute();

export function toSlotsFormValues(slots: API.AvailabilitySlot[]): SlotsFormValues {
  const days: Record<string, SlotValue[]> = Object.fromEntries(WEEKDAYS.map(({ weekday }) => [String(weekday), []]));
  const ordered = [...slots].sort((a, b) => a.startTime.localeCompare(b.startTime));
  for (const slot of ordered) {
    days[String(slot.weekday)]?.push({ start: clockToDayjs(slot.startTime), end: clockToDayjs(slot.endTime) });
  }
  return { days };
}

/** The body of PUT …/slots: every complete range, by weekday (Monday first) then start time. */
export function toSlotsBody(values: SlotsFormValues): API.AvailabilitySlotsUpdateInput {
  return {
    slots: WEEKDAYS.flatMap(({ weekday }) =>
      (values.days?.[String(weekday)] ?? [])
        .filter((slot): slot is { start: Dayjs; end: Dayjs } => Boolean(slot?.start && slot?.end))
        .map((slot) => ({ weekday, startTime: dayjsToClock(slot.start), endTime: dayjsToClock(slot.end) }))
        .sort((a, b) => a.startTime.localeCompare(b.startTime)),
    ),
  };
}

/** Whether the range at `index` shares any minute with another range of the same day. */
export function overlapsAnother(slots: SlotValue[], index: number): boolean {
  const own = slots[index];
  if (!own?.start || !own.end) return false;
  const [start, end] = [minutesOf(own.start), minutesOf(own.end)];
  return slots.some(
    (other, i) =>
      i !== index && other?.start && other.end && start < minutesOf(other.end) && minutesOf(other.start) < end,
  );
}

/** ProForm hands pickers back as text in the picker's format ('YYYY-MM-DD', the centre's clock); a Dayjs is taken too. */
export type ExceptionFormValues = {
  date?: Dayjs | string | null;
  available: boolean;
  start?: Dayjs | string | null;
  end?: Dayjs | string | null;
  note?: string;
};

/** "16:00" or "4:00 PM", as the picker wrote it with the centre's clock, → the API's "16:00". */
const pickedClock = (value: Dayjs | string): string => dayjsToClock(readPicked(value, timePattern()));

/** A new exception starts as "not available": the usual reason to add one is a day off. */
export const NEW_EXCEPTION_DEFAULTS: ExceptionFormValues = { available: false };

/** The body of POST …/exceptions; no times means the whole day. */
export function toExceptionBody(values: ExceptionFormValues): API.AvailabilityExceptionCreateInput {
  const { start, end } = values;
  const timed = Boolean(start && end);
  return {
    date: isoDateOrNull(values.date) ?? '',
    available: values.available,
    startTime: timed && start ? pickedClock(start) : null,
    endTime: timed && end ? pickedClock(end) : null,
    note: blankToNull(values.note),
  };
}

/** "09:00–12:00" ("9:00 AM–12:00 PM" on a 12-hour centre), or "All day" for an exception without times. */
export function exceptionTimesText(exception: Pick<API.AvailabilityException, 'startTime' | 'endTime'>): string {
  const clock = (value: string) => clockToDayjs(value).format(timePattern());
  return exception.startTime && exception.endTime
    ? `${clock(exception.startTime)}–${clock(exception.endTime)}`
    : 'All day';
}

/**
 * Who the screen is for: centre staff pick any teacher; a teacher edits only their own. The role
 * decides, not INTERNAL_STAFF, which teachers carry too.
 */
export function availabilityViewer(
  user: Pick<API.CurrentUser, 'id' | 'authorities'> | undefined,
): { mode: 'staff' } | { mode: 'teacher'; teacherId: number } | { mode: 'none' } {
  const authorities = user?.authorities ?? [];
  if (authorities.includes('ROLE_ADMIN') || authorities.includes('ROLE_OPERATOR')) return { mode: 'staff' };
  if (user && authorities.includes('ROLE_TEACHER')) return { mode: 'teacher', teacherId: user.id };
  return { mode: 'none' };
}
