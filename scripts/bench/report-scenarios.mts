/**
 * Issue 21's scenarios: the dashboard's three requests (each under 150 ms p95 at 20 connections on
 * PostgreSQL) and a year of the salary history and of the purchase report (each under 300 ms p95).
 */
import type { BenchContext, BenchRequest, Scenario } from './scenarios.mts';

const get = (path: string): BenchRequest => ({ method: 'GET', path });

const isoDate = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

/** Today and the days around it: the dashboard's day switcher, over a fortnight so plans meet varied days. */
function daysAround(today: string): string[] {
  const [year, month, day] = today.split('-').map(Number);
  return Array.from({ length: 15 }, (_, i) => isoDate(new Date(year, month - 1, day - 7 + i)));
}

/** The last twelve months (the reports' default) and the four twelve-month windows before it, by quarter. */
function yearRanges(today: string): { from: string; to: string }[] {
  const [year, month, day] = today.split('-').map(Number);
  return Array.from({ length: 4 }, (_, i) => ({
    from: isoDate(new Date(year - 1, month - i * 3, 1)),
    to: isoDate(new Date(year, month - 1 - i * 3, i === 0 ? day : new Date(year, month - i * 3, 0).getDate())),
  }));
}

const DASHBOARD_TARGET = { p95Ms: 150 };
const REPORT_TARGET = { p95Ms: 300 };

export const REPORT_SCENARIOS: Scenario[] = [
  {
    name: 'dashboard day',
    route: { method: 'GET', url: '/api/dashboard/day' },
    target: DASHBOARD_TARGET,
    requests: (ctx: BenchContext) => daysAround(ctx.today).map((date) => get(`/api/dashboard/day?date=${date}`)),
  },
  {
    name: 'dashboard totals',
    route: { method: 'GET', url: '/api/dashboard/totals' },
    target: DASHBOARD_TARGET,
    requests: (ctx: BenchContext) => daysAround(ctx.today).map((date) => get(`/api/dashboard/totals?date=${date}`)),
  },
  {
    name: 'dashboard lists',
    route: { method: 'GET', url: '/api/dashboard/lists' },
    target: DASHBOARD_TARGET,
    requests: () => [get('/api/dashboard/lists')],
  },
  {
    name: 'salary history, a year of all teachers',
    route: { method: 'GET', url: '/api/reports/salary' },
    target: REPORT_TARGET,
    requests: (ctx: BenchContext) =>
      yearRanges(ctx.today).map(({ from, to }) => get(`/api/reports/salary?from=${from}&to=${to}`)),
  },
  {
    name: 'purchase report, a year',
    route: { method: 'GET', url: '/api/reports/purchases' },
    target: REPORT_TARGET,
    requests: (ctx: BenchContext) =>
      yearRanges(ctx.today).map(({ from, to }) => get(`/api/reports/purchases?from=${from}&to=${to}`)),
  },
];
