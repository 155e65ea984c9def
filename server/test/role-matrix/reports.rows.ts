import { CENTRE_STAFF, type Row } from './types';

const RANGE = { from: '2025-01-01', to: '2025-12-31' };
/** Teachers read their own salary history (the caller's own id; another teacher's is refused in reports.test.ts). */
const SALARY_READERS = ['ROLE_ADMIN', 'ROLE_OPERATOR', 'ROLE_TEACHER'] as const;

export const reportRows: Row[] = [
  {
    route: 'GET /api/reports/purchases',
    allowed: CENTRE_STAFF,
    ok: 200,
    request: () => ({ method: 'GET', url: '/api/reports/purchases', query: RANGE }),
  },
  {
    route: 'GET /api/reports/purchases/export',
    allowed: CENTRE_STAFF,
    ok: 200,
    request: () => ({ method: 'GET', url: '/api/reports/purchases/export', query: RANGE }),
  },
  {
    route: 'GET /api/reports/salary',
    allowed: SALARY_READERS,
    ok: 200,
    request: () => ({ method: 'GET', url: '/api/reports/salary', query: RANGE }),
  },
  {
    route: 'GET /api/reports/salary/lessons',
    allowed: SALARY_READERS,
    ok: 200,
    request: (f) => ({
      method: 'GET',
      url: '/api/reports/salary/lessons',
      query: { month: '2025-01', teacherId: String(f.teacherId) },
    }),
  },
  {
    route: 'GET /api/reports/salary/export',
    allowed: CENTRE_STAFF,
    ok: 200,
    request: () => ({ method: 'GET', url: '/api/reports/salary/export', query: RANGE }),
  },
  {
    route: 'GET /api/reports/vouchers',
    allowed: CENTRE_STAFF,
    ok: 200,
    request: () => ({ method: 'GET', url: '/api/reports/vouchers', query: RANGE }),
  },
];
