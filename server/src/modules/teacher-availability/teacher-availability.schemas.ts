import { z } from 'zod';
import { fields } from '../../lib/validation';
import { minutesOf } from './availability-intervals';

const CLOCK = /^([01]\d|2[0-3]):[0-5]\d$/;
export const END_BEFORE_START = 'must be after the start time';
const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

const clock = (what: string) =>
  z.string().regex(CLOCK, 'must be a time as HH:mm').describe(`${what}, centre-local clock time (HH:mm)`);
/** Order is only judged between two valid clock times; a malformed one keeps its own message. */
const bothClocks = (start?: string | null, end?: string | null) => CLOCK.test(start ?? '') && CLOCK.test(end ?? '');
const teacherId = fields.recordIdParam;

export const availabilitySlot = z
  .object({
    id: z.number().int().describe('Slot id'),
    weekday: z.number().int().describe('0 = Sunday … 6 = Saturday'),
    startTime: z.string().describe('From (HH:mm, centre-local)'),
    endTime: z.string().describe('Until (HH:mm, centre-local)'),
  })
  .meta({ id: 'AvailabilitySlot' });

export const availabilityException = z
  .object({
    id: z.number().int().describe('Exception id'),
    date: z.string().describe('The date it applies to (YYYY-MM-DD)'),
    available: z.boolean().describe('true: extra available hours; false: unavailable'),
    startTime: z.string().nullable().describe('From (HH:mm); null with endTime null means the whole day'),
    endTime: z.string().nullable().describe('Until (HH:mm); null with startTime null means the whole day'),
    note: z.string().nullable().describe('Why (holiday, appointment…)'),
  })
  .meta({ id: 'AvailabilityException' });

export const teacherAvailability = z
  .object({
    teacherId: z.number().int().describe('Teacher (user id)'),
    slots: z.array(availabilitySlot).describe('Weekly hours, by weekday then start time'),
    exceptions: z.array(availabilityException).describe('Date exceptions, by date'),
  })
  .meta({ id: 'TeacherAvailability' });

export const availabilityQuery = z.strictObject({
  teacherId: teacherId.optional().describe('Whose availability; a teacher may leave it out (or give their own id)'),
});

export const teacherParams = z.strictObject({ teacherId: teacherId.describe('Teacher (user id)') });

const slotInput = z
  .strictObject({
    weekday: z.number().int().min(0).max(6).describe('0 = Sunday … 6 = Saturday'),
    startTime: clock('From'),
    endTime: clock('Until'),
  })
  .refine((slot) => !bothClocks(slot.startTime, slot.endTime) || slot.startTime < slot.endTime, {
    path: ['endTime'],
    message: END_BEFORE_START,
  });

/** Names the first pair of slots of one weekday that overlap, or null. Touching slots (9–12, 12–15) are fine. */
export function overlappingSlots(slots: z.infer<typeof slotInput>[]): string | null {
  const sorted = [...slots].sort((a, b) => a.weekday - b.weekday || minutesOf(a.startTime) - minutesOf(b.startTime));
  for (let i = 1; i < sorted.length; i++) {
    const [before, after] = [sorted[i - 1], sorted[i]];
    if (before.weekday === after.weekday && after.startTime < before.endTime) {
      const day = WEEKDAY_NAMES[after.weekday];
      return `${day} ${before.startTime}–${before.endTime} overlaps ${day} ${after.startTime}–${after.endTime}`;
    }
  }
  return null;
}

export const replaceSlotsBody = z
  .strictObject({
    slots: z.array(slotInput).max(70).describe('The whole weekly timetable; replaces the current one'),
  })
  .superRefine((body, ctx) => {
    const overlap = overlappingSlots(body.slots);
    if (overlap) ctx.addIssue({ code: 'custom', path: ['slots'], message: overlap });
  })
  .meta({ id: 'AvailabilitySlotsUpdate' });

export const createExceptionBody = z
  .strictObject({
    date: fields.isoDate.describe('The date (YYYY-MM-DD)'),
    available: z.boolean().describe('true: extra available hours; false: unavailable'),
    startTime: clock('From').nullable().optional(),
    endTime: clock('Until').nullable().optional(),
    note: z.string().trim().max(200).nullable().optional().describe('Why (holiday, appointment…)'),
  })
  // Times come as a pair (none = the whole day).
  .superRefine(({ startTime, endTime }, ctx) => {
    if (startTime && !endTime) ctx.addIssue({ code: 'custom', path: ['endTime'], message: 'is required' });
    else if (!startTime && endTime) ctx.addIssue({ code: 'custom', path: ['startTime'], message: 'is required' });
    else if (startTime && endTime && bothClocks(startTime, endTime) && startTime >= endTime)
      ctx.addIssue({ code: 'custom', path: ['endTime'], message: END_BEFORE_START });
  })
  .meta({ id: 'AvailabilityExceptionCreate' });

export const MAX_CALENDAR_DAYS = 62;

export const availabilityCalendarQuery = z
  .strictObject({
    from: fields.instant.describe('Start of the visible range (ISO 8601 instant)'),
    to: fields.instant.describe(`End of the visible range, at most ${MAX_CALENDAR_DAYS} days later`),
    teacherId: teacherId.optional().describe('Only this teacher (a teacher sees only their own anyway)'),
  })
  .superRefine((query, ctx) => {
    const days = (Date.parse(query.to) - Date.parse(query.from)) / 86_400_000;
    if (days <= 0) ctx.addIssue({ code: 'custom', path: ['to'], message: 'must be after from' });
    else if (days > MAX_CALENDAR_DAYS)
      ctx.addIssue({ code: 'custom', path: ['to'], message: `must be at most ${MAX_CALENDAR_DAYS} days after from` });
  });

export const availabilityInterval = z
  .object({
    teacherId: z.number().int().describe('Teacher (user id)'),
    teacherName: z.string().describe("The teacher's name"),
    color: z.string().describe("The teacher's calendar colour (#rrggbb)"),
    start: z.string().describe('Available from (ISO 8601)'),
    end: z.string().describe('Available until (ISO 8601)'),
  })
  .meta({ id: 'AvailabilityInterval' });

export const availabilityCalendar = z.object({ success: z.literal(true), data: z.array(availabilityInterval) });

export type ReplaceSlotsInput = z.infer<typeof replaceSlotsBody>;
export type CreateExceptionInput = z.infer<typeof createExceptionBody>;
export type AvailabilityCalendarQuery = z.infer<typeof availabilityCalendarQuery>;
