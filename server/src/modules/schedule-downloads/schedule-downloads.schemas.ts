import { z } from 'zod';
import { fields, optionalIdParam } from '../../lib/validation';

export const MAX_DOWNLOAD_DAYS = 31;
export const RANGE_TOO_LONG = `The date range can be at most ${MAX_DOWNLOAD_DAYS} days`;
export const NOT_A_MONDAY = 'Pick a Monday and try again';

const DAY_MS = 86_400_000;
/** Whole days from one calendar date to another (date-only arithmetic in UTC: no DST hour to trip on). */
export const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

/** The weekday rule only judges real dates; a broken one keeps the date rules' own message. */
function isRealDate(value: string): boolean {
  const date = new Date(`${value}T00:00:00Z`);
  return /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

const filters = {
  teacherId: optionalIdParam("Only this teacher's lessons (a download by teacher)"),
  studentId: optionalIdParam("Only this student's rows (a download by student)"),
};

export const rangeDownloadQuery = z
  .strictObject({
    from: fields.isoDate.describe('First day (YYYY-MM-DD, centre-local)'),
    to: fields.isoDate.describe(`Last day (YYYY-MM-DD), at most ${MAX_DOWNLOAD_DAYS} days including the first`),
    ...filters,
  })
  .superRefine((query, ctx) => {
    const days = daysBetween(query.from, query.to);
    if (days < 0) ctx.addIssue({ code: 'custom', path: ['to'], message: 'must be on or after the start date' });
    else if (days + 1 > MAX_DOWNLOAD_DAYS) ctx.addIssue({ code: 'custom', path: ['to'], message: RANGE_TOO_LONG });
  });

export const weekDownloadQuery = z.strictObject({
  monday: fields.isoDate
    .refine((value) => !isRealDate(value) || new Date(`${value}T00:00:00Z`).getUTCDay() === 1, NOT_A_MONDAY)
    .describe('The Monday the week starts on (YYYY-MM-DD)'),
  ...filters,
});

export type LessonRowFilters = { from: string; to: string; teacherId?: number; studentId?: number };
