import { insertReferral, insertStudent } from '../helpers/records';
import { CENTRE_STAFF, phone, type Row } from './types';

const statusAction = (action: 'deactivate' | 'activate' | 'suspend'): Row => ({
  route: `POST /api/students/${action}`,
  allowed: CENTRE_STAFF,
  ok: 200,
  request: async (f) => ({
    method: 'POST',
    url: `/api/students/${action}`,
    payload: { ids: [(await insertStudent(f.db, { status: action === 'activate' ? 'inactive' : 'active' })).id] },
  }),
});

export const studentRows: Row[] = [
  {
    route: 'GET /api/students',
    allowed: CENTRE_STAFF,
    ok: 200,
    request: () => ({ method: 'GET', url: '/api/students', query: { keyword: 'ann lee', status: 'active' } }),
  },
  {
    route: 'GET /api/students/:id',
    allowed: CENTRE_STAFF,
    ok: 200,
    request: async (f) => ({ method: 'GET', url: `/api/students/${(await insertStudent(f.db)).id}` }),
  },
  {
    route: 'POST /api/students',
    allowed: CENTRE_STAFF,
    ok: 201,
    request: async (f) => ({
      method: 'POST',
      url: '/api/students',
      payload: {
        firstName: 'Matrix',
        lastName: `Student${f.n}`,
        phone: phone(f.n),
        referralId: (await insertReferral(f.db)).id,
      },
    }),
  },
  {
    route: 'PUT /api/students/:id',
    allowed: CENTRE_STAFF,
    ok: 200,
    request: async (f) => {
      const row = await insertStudent(f.db);
      return {
        method: 'PUT',
        url: `/api/students/${row.id}`,
        payload: { studentId: row.studentId, firstName: 'Renamed', lastName: row.lastName },
      };
    },
  },
  statusAction('deactivate'),
  statusAction('activate'),
  statusAction('suspend'),
];
