import { insertCourse, insertTerm } from '../helpers/records';
import { CENTRE_STAFF, type Fixtures, type Row } from './types';

const termOf = async ({ db }: Fixtures) => insertTerm(db, { courseId: (await insertCourse(db)).id });
const termBody = (courseId: number) => ({ courseId, startDate: '2026-09-01', endDate: '2026-12-20' });

export const termRows: Row[] = [
  {
    route: 'GET /api/terms',
    allowed: CENTRE_STAFF,
    ok: 200,
    request: () => ({ method: 'GET', url: '/api/terms' }),
  },
  {
    route: 'GET /api/terms/:id',
    allowed: CENTRE_STAFF,
    ok: 200,
    request: async (f) => ({ method: 'GET', url: `/api/terms/${(await termOf(f)).id}` }),
  },
  {
    route: 'POST /api/terms',
    allowed: CENTRE_STAFF,
    ok: 201,
    request: async ({ db }) => ({ method: 'POST', url: '/api/terms', payload: termBody((await insertCourse(db)).id) }),
  },
  {
    route: 'PUT /api/terms/:id',
    allowed: CENTRE_STAFF,
    ok: 200,
    request: async (f) => {
      const term = await termOf(f);
      return { method: 'PUT', url: `/api/terms/${term.id}`, payload: { ...termBody(term.courseId), comments: 'x' } };
    },
  },
  {
    route: 'DELETE /api/terms/:id',
    allowed: CENTRE_STAFF,
    ok: 200,
    request: async (f) => ({ method: 'DELETE', url: `/api/terms/${(await termOf(f)).id}` }),
  },
];
