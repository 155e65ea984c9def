import { CENTRE_STAFF, type Row } from './types';

export const dashboardRows: Row[] = [
  {
    route: 'GET /api/dashboard/day',
    allowed: CENTRE_STAFF,
    ok: 200,
    request: () => ({ method: 'GET', url: '/api/dashboard/day', query: { date: '2025-03-11' } }),
  },
  {
    route: 'GET /api/dashboard/totals',
    allowed: CENTRE_STAFF,
    ok: 200,
    request: () => ({ method: 'GET', url: '/api/dashboard/totals' }),
  },
  {
    route: 'GET /api/dashboard/lists',
    allowed: CENTRE_STAFF,
    ok: 200,
    request: () => ({ method: 'GET', url: '/api/dashboard/lists' }),
  },
];
