import { ADMIN_ONLY, type Row } from './types';

const RANGE = { from: '2025-01-01', to: '2025-03-31' };

/** The books are the administrators' (issue 36): operators, teachers and system users are refused. */
export const accountingRows: Row[] = [
  {
    route: 'GET /api/accounting/accounts',
    allowed: ADMIN_ONLY,
    ok: 200,
    request: () => ({ method: 'GET', url: '/api/accounting/accounts' }),
  },
  {
    route: 'PUT /api/accounting/accounts',
    allowed: ADMIN_ONLY,
    ok: 200,
    request: (f) => ({
      method: 'PUT',
      url: '/api/accounting/accounts',
      payload: { accounts: [{ key: 'cash', code: `10${f.n}`, name: `Bank ${f.n}` }] },
    }),
  },
  {
    route: 'GET /api/accounting/journal',
    allowed: ADMIN_ONLY,
    ok: 200,
    request: () => ({ method: 'GET', url: '/api/accounting/journal', query: RANGE }),
  },
  {
    route: 'GET /api/accounting/journal/export',
    allowed: ADMIN_ONLY,
    ok: 200,
    request: () => ({ method: 'GET', url: '/api/accounting/journal/export', query: { ...RANGE, format: 'iif' } }),
  },
];
