import { courseTeachers } from '../../src/db/schema';
import { insertCourse } from '../helpers/records';
import { insertUser } from '../helpers/users';
import { CENTRE_STAFF, type Fixtures, type Row } from './types';

const freshCourse = async (f: Fixtures) => (await insertCourse(f.db, { name: `Matrix course ${f.n}` })).id;
const freshTeacher = async (f: Fixtures) =>
  (await insertUser(f.db, { login: `courseteacher${f.n}`, role: 'ROLE_TEACHER' })).id;

export const courseRows: Row[] = [
  {
    route: 'GET /api/courses',
    allowed: CENTRE_STAFF,
    ok: 200,
    request: () => ({ method: 'GET', url: '/api/courses', query: { keyword: 'matrix', sort: 'name,asc' } }),
  },
  {
    route: 'GET /api/courses/:id',
    allowed: CENTRE_STAFF,
    ok: 200,
    request: async (f) => ({ method: 'GET', url: `/api/courses/${await freshCourse(f)}` }),
  },
  {
    route: 'POST /api/courses',
    allowed: CENTRE_STAFF,
    ok: 201,
    request: async (f) => ({
      method: 'POST',
      url: '/api/courses',
      payload: { name: `New course ${f.n}`, school: 'North School', teacherIds: [await freshTeacher(f)] },
    }),
  },
  {
    route: 'PUT /api/courses/:id',
    allowed: CENTRE_STAFF,
    ok: 200,
    request: async (f) => ({
      method: 'PUT',
      url: `/api/courses/${await freshCourse(f)}`,
      payload: { name: `Renamed course ${f.n}`, description: 'Edited' },
    }),
  },
  {
    route: 'POST /api/courses/:id/teachers',
    allowed: CENTRE_STAFF,
    ok: 200,
    request: async (f) => ({
      method: 'POST',
      url: `/api/courses/${await freshCourse(f)}/teachers`,
      payload: { teacherIds: [await freshTeacher(f)] },
    }),
  },
  {
    route: 'DELETE /api/courses/:id/teachers/:teacherId',
    allowed: CENTRE_STAFF,
    ok: 200,
    request: async (f) => {
      const courseId = await freshCourse(f);
      const teacherId = await freshTeacher(f);
      await f.db.insert(courseTeachers).values({ courseId, teacherId });
      return { method: 'DELETE', url: `/api/courses/${courseId}/teachers/${teacherId}` };
    },
  },
];
