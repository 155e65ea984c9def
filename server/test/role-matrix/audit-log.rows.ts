import type { Row } from './types';

/** Issue 18: the audit trail is for administrators only. */
export const auditLogRows: Row[] = [
  {
    route: 'GET /api/audit-log',
    allowed: ['ROLE_ADMIN'],
    ok: 200,
    request: ({ operatorId }) => ({
      method: 'GET',
      url: '/api/audit-log',
      query: { recordType: 'account', recordId: String(operatorId), from: '2020-01-01' },
    }),
  },
  {
    route: 'GET /api/audit-log/people',
    allowed: ['ROLE_ADMIN'],
    ok: 200,
    request: () => ({ method: 'GET', url: '/api/audit-log/people', query: { keyword: 'oper' } }),
  },
];
