import { z } from 'zod';
import { fields } from '../../lib/validation';
import { localDateOf, localMidnight } from '../teacher-availability';

/** The longest range a report covers: beyond it a mistyped year would read a decade of records. */
export const MAX_REPORT_YEARS = 5;
export const RANGE_REVERSED = 'must be on or after the "from" date';
export const RANGE_TOO_LONG = `must be at most ${MAX_REPORT_YEARS} years after the "from" date`;

export type ReportRange = { from: string; to: string };

/** `date` moved by whole months (clamped to the month's last day: 31 March − 1 month is 28/29 February). */
function addMonths(date: string, months: number): string {
  const [year, month, day] = date.split('-').map(Number);
  const lastDay = new Date(year, month - 1 + months + 1, 0).getDate();
  return localDateOf(new Date(year, month - 1 + months, Math.min(day, lastDay)));
}

/**
 * The range a report covers: as given, else the last 12 months (the first of the month 11 months
 * back to today); a missing end is today, a missing start 12 months before the end.
 */
export function resolveRange(query: { from?: string; to?: string }, today = localDateOf(new Date())): ReportRange {
  const to = query.to ?? (query.from && query.from > today ? query.from : today);
  const from = query.from ?? `${addMonths(to, -11).slice(0, 7)}-01`;
  return { from, to };
}

/** Why a range is refused (on its `to` field), or null. */
export function rangeProblem(range: ReportRange): string | null {
  if (range.to < range.from) return RANGE_REVERSED;
  if (range.to > addMonths(range.from, 12 * MAX_REPORT_YEARS)) return RANGE_TOO_LONG;
  return null;
}

/** The query fields every report takes, with the range rules checked on `to`. */
export const rangeFields = {
  from: fields.isoDate.optional().describe('First day (YYYY-MM-DD); by default the first of the month 11 months ago'),
  to: fields.isoDate
    .optional()
    .describe(`Last day (YYYY-MM-DD), at most ${MAX_REPORT_YEARS} years after the first; by default today`),
};

const validOrMissing = (value?: string) => value === undefined || fields.isoDate.safeParse(value).success;

/** A bad date is already reported on its own field; a sound range is then checked on `to`. */
export function checkRange(query: { from?: string; to?: string }, ctx: z.RefinementCtx) {
  if (!validOrMissing(query.from) || !validOrMissing(query.to)) return;
  const problem = rangeProblem(resolveRange(query));
  if (problem) ctx.addIssue({ code: 'custom', path: ['to'], message: problem });
}

/** Every month of the range as YYYY-MM, in order. */
export function monthsOf(range: ReportRange): string[] {
  const months: string[] = [];
  const [year, month] = range.from.split('-').map(Number);
  for (let at = new Date(year, month - 1, 1); localDateOf(at) <= range.to; at.setMonth(at.getMonth() + 1)) {
    months.push(localDateOf(at).slice(0, 7));
  }
  return months;
}

/** The local instants the range covers: its first midnight to the midnight after its last day. */
export function instantsOf(range: ReportRange) {
  const last = localMidnight(range.to);
  return { start: localMidnight(range.from), end: new Date(last.getFullYear(), last.getMonth(), last.getDate() + 1) };
}

export const monthField = z
  .string()
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'must be a month as YYYY-MM')
  .refine(
    (value) => !/^\d{4}-/.test(value) || (Number(value.slice(0, 4)) >= 1900 && Number(value.slice(0, 4)) <= 2999),
    'must be in the years 1900 to 2999',
  );
