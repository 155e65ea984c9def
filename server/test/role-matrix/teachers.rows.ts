import { insertUser } from '../helpers/users';
import { ADMIN_ONLY, CENTRE_STAFF, type Fixtures, phone, type Row } from './types';

/** A teacher made for one request, so edits and deletes never run out of targets. */
const freshTeacher = async (f: Fixtures) =>
  (await insertUser(f.db, { login: `matrixteacher${f.n}`, role: 'ROLE_TEACHER' })).id;

export const teacherRows: Row[] = [
  {
    route: 'GET /api/teachers/next-colour',
    allowed: CENTRE_STAFF,
    ok: 200,
    request: () => ({ method: 'GET', url: '/api/teachers/next-colour' }),
  },
  {
    route: 'GET /api/teachers',
    allowed: CENTRE_STAFF,
    ok: 200,
    request: () => ({ method: 'GET', url: '/api/teachers', query: { keyword: 'matrix', sort: 'login,asc' } }),
  },
  {
    route: 'GET /api/teachers/:id',
    allowed: CENTRE_STAFF,
    ok: 200,
    request: async (f) => ({ method: 'GET', url: `/api/teachers/${await freshTeacher(f)}` }),
  },
  {
    route: 'POST /api/teachers',
    allowed: CENTRE_STAFF,
    ok: 201,
    request: ({ n }) => ({
      method: 'POST',
      url: '/api/teachers',
      payload: {
        login: `newteacher${n}`,
        email: `newteacher${n}@example.com`,
        password: 'secret1',
        phone: phone(n),
        sin: '046454286',
      },
    }),
  },
  {
    route: 'PUT /api/teachers/:id',
    allowed: CENTRE_STAFF,
    ok: 200,
    request: async (f) => ({
      method: 'PUT',
      url: `/api/teachers/${await freshTeacher(f)}`,
      payload: { login: `matrixteacher${f.n}`, email: `matrixteacher${f.n}@example.com`, hourlyRate: '30.00' },
    }),
  },
  {
    route: 'DELETE /api/teachers/:id',
    allowed: CENTRE_STAFF,
    ok: 200,
    request: async (f) => ({ method: 'DELETE', url: `/api/teachers/${await freshTeacher(f)}` }),
  },
  {
    route: 'POST /api/teachers/delete',
    allowed: CENTRE_STAFF,
    ok: 200,
    request: async (f) => ({ method: 'POST', url: '/api/teachers/delete', payload: { ids: [await freshTeacher(f)] } }),
  },
  {
    route: 'POST /api/teachers/:id/sin',
    allowed: ADMIN_ONLY,
    ok: 200,
    request: async (f) => ({ method: 'POST', url: `/api/teachers/${await freshTeacher(f)}/sin` }),
  },
];
