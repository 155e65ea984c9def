import { insertCourse } from '../helpers/records';
import { type Case, type Endpoint, idTooBig, notString, oversized, unknownField } from './cases';

const courseBody = {
  school: 'North School',
  number: 'MATH 101',
  name: 'Algebra',
  description: 'Linear equations',
  teacherIds: [],
};

const courseCases: Case[] = [
  { name: 'name blank', change: { name: '   ' }, field: 'name', message: 'is required' },
  oversized('name', 100),
  notString('name'),
  oversized('school', 100),
  oversized('number', 30),
  oversized('description', 2000),
  { name: 'teacherIds not a list', change: { teacherIds: 3 }, field: 'teacherIds', message: 'must be an array' },
  { name: 'teacher id a string', change: { teacherIds: ['x'] }, field: 'teacherIds.0', message: 'must be a number' },
  idTooBig('teacherIds.0', { teacherIds: [2_147_483_648] }),
  {
    name: 'teacher id negative',
    change: { teacherIds: [-1] },
    field: 'teacherIds.0',
    message: 'must be greater than 0',
  },
  unknownField,
];

const aCourse = async ({ db }: { db: Parameters<typeof insertCourse>[0] }) => ({ course: (await insertCourse(db)).id });

export const courseEndpoints: Endpoint[] = [
  { method: 'POST', url: '/api/courses', as: 'admin', body: courseBody, required: ['name'], cases: courseCases },
  {
    method: 'PUT',
    url: '/api/courses/:course',
    params: aCourse,
    as: 'admin',
    body: courseBody,
    required: ['name'],
    cases: courseCases,
  },
  {
    method: 'POST',
    url: '/api/courses/:course/teachers',
    params: aCourse,
    as: 'admin',
    body: { teacherIds: [1] },
    required: ['teacherIds'],
    cases: [
      { name: 'no teachers', change: { teacherIds: [] }, field: 'teacherIds', message: 'must have at least 1 item(s)' },
      {
        name: 'teacher id a string',
        change: { teacherIds: ['x'] },
        field: 'teacherIds.0',
        message: 'must be a number',
      },
      unknownField,
    ],
  },
  {
    method: 'DELETE',
    url: '/api/courses/:course/teachers/abc',
    params: aCourse,
    as: 'admin',
    cases: [{ name: 'teacher id not a number', change: {}, field: 'teacherId', message: 'must be a number' }],
  },
  {
    method: 'GET',
    url: '/api/courses',
    as: 'admin',
    query: { page: '1', pageSize: '20', sort: 'name,asc' },
    cases: [
      { name: 'teacherId not a number', change: { teacherId: 'abc' }, field: 'teacherId', message: 'must be a number' },
      oversized('keyword', 100),
      unknownField,
    ],
  },
];
