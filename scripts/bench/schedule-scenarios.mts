/**
 * Issue 4's scenarios: the calendar's week and month (all teachers and one), the table view's first
 * page, a 31-day download and the teacher confirmation write, with the issue's PostgreSQL targets.
 */
import {
  type DateRange,
  type InstantRange,
  lastTwelveMonths,
  recent31Days,
  recentMonthGrids,
  recentWeeks,
} from './bench-dates.mts';
import type { BenchContext, BenchRequest, Scenario } from './scenarios.mts';

const get = (path: string): BenchRequest => ({ method: 'GET', path });
const calendar = { method: 'GET', url: '/api/schedules/calendar' } as const;
const table = { method: 'GET', url: '/api/schedules' } as const;
const download = { method: 'GET', url: '/api/schedules/download' } as const;

const calendarPath = ({ from, to }: InstantRange, teacherId?: number) =>
  `/api/schedules/calendar?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}${teacherId ? `&teacherId=${teacherId}` : ''}`;
const tablePath = ({ from, to }: DateRange, teacherId?: number) =>
  `/api/schedules?page=1&pageSize=20&from=${from}&to=${to}${teacherId ? `&teacherId=${teacherId}` : ''}`;

/** Each range once per teacher in turn, as long as the longer of the two lists, so both rotate. */
function perTeacher<Range>(ranges: Range[], ctx: BenchContext, path: (range: Range, teacherId: number) => string) {
  const { teacherIds } = ctx;
  return Array.from({ length: Math.max(ranges.length, teacherIds.length) }, (_, i) =>
    get(path(ranges[i % ranges.length], teacherIds[i % teacherIds.length])),
  );
}

export const SCHEDULE_SCENARIOS: Scenario[] = [
  {
    name: 'calendar week, all teachers',
    route: calendar,
    target: { p95Ms: 100 },
    requests: (ctx) => recentWeeks(ctx.today).map((week) => get(calendarPath(week))),
  },
  {
    // The same weeks asked past the API's answer cache: what every request would cost without it, and
    // what the first request after a change costs.
    name: 'calendar week, all teachers, uncached',
    route: calendar,
    target: { p95Ms: 100 },
    headers: { 'cache-control': 'no-cache' },
    requests: (ctx) => recentWeeks(ctx.today).map((week) => get(calendarPath(week))),
  },
  {
    name: 'calendar week, one teacher',
    route: calendar,
    requests: (ctx) => perTeacher(recentWeeks(ctx.today), ctx, calendarPath),
  },
  {
    name: 'calendar month, all teachers',
    route: calendar,
    // Six weeks of every teacher is the heaviest answer of all (about 19,000 lessons): a view a few people
    // open, not one twenty people refresh at once; at 20 connections no answer comes back within the run.
    maxConnections: 2,
    requests: (ctx) => recentMonthGrids(ctx.today).map((grid) => get(calendarPath(grid))),
  },
  {
    name: 'calendar month, one teacher',
    route: calendar,
    requests: (ctx) => perTeacher(recentMonthGrids(ctx.today), ctx, calendarPath),
  },
  {
    name: 'schedule table, one month',
    route: table,
    requests: (ctx) => lastTwelveMonths(ctx.today).map((month) => get(tablePath(month))),
  },
  {
    name: 'schedule table, one month of one teacher',
    route: table,
    requests: (ctx) => perTeacher(lastTwelveMonths(ctx.today), ctx, tablePath),
  },
  {
    name: 'schedule download, 31 days (xlsx)',
    route: download,
    target: { p95Ms: 2000 },
    // One person's occasional action (a file to open in a spreadsheet), not a screen many people refresh at once.
    maxConnections: 1,
    requests: (ctx) =>
      recent31Days(ctx.today).map(({ from, to }) => get(`/api/schedules/download?from=${from}&to=${to}`)),
  },
  {
    name: 'teacher confirmation (write)',
    route: { method: 'POST', url: '/api/teacher-confirmations/:id/confirm-unchanged' },
    target: { p95Ms: 50 },
    confirmation: true,
  },
];
