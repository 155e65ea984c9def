/**
 * What `npm run bench` loads: one entry per screen query, with the parameters the screen sends for
 * its first page (default sort). Each request list is rotated, one request after the other on every
 * connection, so searches meet varied keywords rather than one cached plan.
 * The scheduling issue appends its calendar, table, confirmation and download scenarios here.
 */

export type BenchRequest = { method: 'GET'; path: string };

export type BenchContext = {
  /** Today as YYYY-MM-DD (the seed spreads its history over the three years before it). */
  today: string;
};

export type Scenario = {
  name: string;
  /** The route under load; while it is not registered the bench reports the scenario as not available. */
  route: { method: 'GET'; url: string };
  requests: (ctx: BenchContext) => BenchRequest[];
};

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

/** The first and last day of each of the twelve months before `today`'s month. */
function lastTwelveMonths(today: string): { from: string; to: string }[] {
  const [year, month] = today.split('-').map(Number);
  return Array.from({ length: 12 }, (_, i) => {
    const first = new Date(Date.UTC(year, month - 2 - i, 1));
    const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0));
    return { from: first.toISOString().slice(0, 10), to: last.toISOString().slice(0, 10) };
  });
}

const students = { method: 'GET', url: '/api/students' } as const;
const teachers = { method: 'GET', url: '/api/teachers' } as const;
const purchases = { method: 'GET', url: '/api/voucher-purchases' } as const;

/** What the "All students" screen asks for (src/pages/student: active and suspended students). */
const ALL_STUDENTS = '/api/students?page=1&pageSize=20&statuses=active%2Csuspended';

export const SCENARIOS: Scenario[] = [
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
];
