/**
 * What `npm run bench` loads: one entry per screen query, with the parameters the screen sends for
 * its first page (default sort). Each request list is rotated, one request after the other on every
 * connection, so searches meet varied keywords rather than one cached plan.
 * The scheduling scenarios (calendar, table, download, teacher confirmation) are in schedule-scenarios.mts.
 */
import { lastTwelveMonths } from './bench-dates.mts';
import { PORTAL_SCENARIOS } from './portal-scenarios.mts';
import { REPORT_SCENARIOS } from './report-scenarios.mts';
import { SCHEDULE_SCENARIOS } from './schedule-scenarios.mts';

export type BenchRequest = { method: 'GET'; path: string };

export type BenchContext = {
  /** Today as YYYY-MM-DD (the seed spreads its history over the three years before it). */
  today: string;
  /** Some bench teachers' user ids, for the one-teacher scenarios to rotate over. */
  teacherIds: number[];
  /** The bench family's bearer header and linked students; absent on a seed made before families were. */
  family?: { headers: Record<string, string>; studentIds: number[] };
};

/**
 * What the issue asks of a scenario on PostgreSQL; a scenario without one is measured, not judged.
 * `cpuOverFloor`: the server's CPU per request at most this many times the floor's (a bare server running
 * the same statements, floor.mts) in the same run.
 */
export type Target = { p95Ms?: number; p99Ms?: number; cpuOverFloor?: number };

type ScenarioBase = {
  name: string;
  /** The route under load; while it is not registered the bench reports the scenario as not available. */
  route: { method: 'GET' | 'POST'; url: string };
  target?: Target;
  /** At most this many concurrent connections (a rare, heavy action such as a download); else --connections. */
  maxConnections?: number;
};

/** A read: a rotation of GET requests under autocannon; its ceiling replays each request's statements. */
export type ReadScenario = ScenarioBase & {
  requests: (ctx: BenchContext) => BenchRequest[];
  /** Sent with every request besides the sign-in (e.g. "Cache-Control: no-cache" to get past a cache). */
  headers?: Record<string, string>;
  /** Signed in as the bench family account instead of the administrator (the portal's scenarios). */
  signedInAs?: 'family';
};

/** The teacher confirmation write: its own load loop and rolled-back ceiling (confirmation.mts). */
export type ConfirmationScenario = ScenarioBase & { confirmation: true };

export type Scenario = ReadScenario | ConfirmationScenario;

/**
 * Lists, on PostgreSQL at 20 connections: p99 under 50 ms, and what the application adds kept in
 * proportion (CPU per request at most 1.5× the floor's). The share of the database's ceiling is printed
 * for information only: on two shared cores the bare floor itself reaches only 60–74% of it (issue 17).
 */
const LIST_TARGET: Target = { p99Ms: 50, cpuOverFloor: 1.5 };

/** Fragments staff type into a search box: names, part names, phone digits, a student number, a domain. */
const STUDENT_KEYWORDS = [
  'chen',
  'patel',
  'sofia',
  'nguyen',
  'emma',
  'kumar',
  'haddad',
  'oliver',
  'wang',
  'zhang wei',
  '4165',
  '905 2',
  'S0123',
  'gmail',
];
const TEACHER_KEYWORDS = ['chen', 'patel', 'sofia', 'teacher012', 'kim', 'liam', '647'];
const PURCHASE_KEYWORDS = ['chen', 'patel', 'sofia', 'nguyen', 'S0042', 'kumar', 'emma', 'wang'];

const get = (path: string): BenchRequest => ({ method: 'GET', path });
const withKeywords = (base: string, keywords: string[]) =>
  keywords.map((keyword) => get(`${base}&keyword=${encodeURIComponent(keyword)}`));

const students = { method: 'GET', url: '/api/students' } as const;
const teachers = { method: 'GET', url: '/api/teachers' } as const;
const purchases = { method: 'GET', url: '/api/voucher-purchases' } as const;

/** What the "All students" screen asks for (src/pages/student: active and suspended students). */
const ALL_STUDENTS = '/api/students?page=1&pageSize=20&statuses=active%2Csuspended';

export const SCENARIOS: Scenario[] = [
  ...(
    [
      { name: 'students list', route: students, requests: () => [get(ALL_STUDENTS)] },
      { name: 'students search', route: students, requests: () => withKeywords(ALL_STUDENTS, STUDENT_KEYWORDS) },
      { name: 'teachers list', route: teachers, requests: () => [get('/api/teachers?page=1&pageSize=20')] },
      {
        name: 'teachers search',
        route: teachers,
        requests: () => withKeywords('/api/teachers?page=1&pageSize=20', TEACHER_KEYWORDS),
      },
      {
        name: 'voucher purchases, one month',
        route: purchases,
        requests: (ctx) =>
          lastTwelveMonths(ctx.today).map(({ from, to }) =>
            get(`/api/voucher-purchases?page=1&pageSize=20&from=${from}&to=${to}`),
          ),
      },
      {
        name: 'voucher purchases search',
        route: purchases,
        requests: () => withKeywords('/api/voucher-purchases?page=1&pageSize=20', PURCHASE_KEYWORDS),
      },
    ] satisfies ReadScenario[]
  ).map((scenario) => ({ ...scenario, target: LIST_TARGET })),
  ...SCHEDULE_SCENARIOS,
  ...REPORT_SCENARIOS,
  ...PORTAL_SCENARIOS,
];
