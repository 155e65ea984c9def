import { insertReferral } from '../helpers/records';
import { CENTRE_STAFF, type Row } from './types';

export const referralRows: Row[] = [
  {
    route: 'GET /api/referrals',
    allowed: CENTRE_STAFF,
    ok: 200,
    request: () => ({ method: 'GET', url: '/api/referrals', query: { keyword: 'school', sort: 'referrer,asc' } }),
  },
  {
    route: 'GET /api/referrals/:id',
    allowed: CENTRE_STAFF,
    ok: 200,
    request: async (f) => ({ method: 'GET', url: `/api/referrals/${(await insertReferral(f.db)).id}` }),
  },
  {
    route: 'POST /api/referrals',
    allowed: CENTRE_STAFF,
    ok: 201,
    request: ({ n }) => ({
      method: 'POST',
      url: '/api/referrals',
      payload: { referrer: `Matrix School ${n}`, comments: 'Open day' },
    }),
  },
  {
    route: 'PUT /api/referrals/:id',
    allowed: CENTRE_STAFF,
    ok: 200,
    request: async (f) => ({
      method: 'PUT',
      url: `/api/referrals/${(await insertReferral(f.db)).id}`,
      payload: { referrer: `Renamed ${f.n}` },
    }),
  },
];
