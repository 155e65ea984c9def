import { insertCourse, insertTerm } from '../helpers/records';
import { type BadInputFixtures, type Case, type Endpoint, notString, oversized, unknownField } from './cases';

/** Ids need not exist: every case is refused by validation before any lookup. */
const termBody = {
  school: 'North School',
  courseId: 1,
  teacherId: 2,
  startDate: '2026-09-01',
  endDate: '2026-12-20',
  comments: 'Tuesdays',
};

const termCases: Case[] = [
  { name: 'courseId a string', change: { courseId: 'abc' }, field: 'courseId', message: 'must be a number' },
  { name: 'courseId zero', change: { courseId: 0 }, field: 'courseId', message: 'must be greater than 0' },
  { name: 'teacherId a string', change: { teacherId: 'x' }, field: 'teacherId', message: 'must be a number' },
  {
    name: 'startDate not ISO',
    change: { startDate: '01/09/2026' },
    field: 'startDate',
    message: 'must be a date as YYYY-MM-DD',
  },
  {
    name: 'startDate 30 February',
    change: { startDate: '2026-02-30' },
    field: 'startDate',
    message: 'must be a real date',
  },
  { name: 'endDate month 13', change: { endDate: '2026-13-01' }, field: 'endDate', message: 'must be a real date' },
  {
    name: 'endDate before startDate',
    change: { endDate: '2026-08-31' },
    field: 'endDate',
    message: 'must be on or after the start date',
  },
  notString('school'),
  oversized('school', 100),
  oversized('comments', 2000),
  unknownField,
];

const existingTerm = async ({ db }: BadInputFixtures) => ({
  term: (await insertTerm(db, { courseId: (await insertCourse(db)).id })).id,
});

export const termEndpoints: Endpoint[] = [
  {
    method: 'GET',
    url: '/api/terms',
    as: 'admin',
    query: { page: '1', courseId: '1', activeOn: '2026-10-01' },
    cases: [
      { name: 'courseId not a number', change: { courseId: 'abc' }, field: 'courseId', message: 'must be a number' },
      {
        name: 'activeOn not a date',
        change: { activeOn: 'soon' },
        field: 'activeOn',
        message: 'must be a date as YYYY-MM-DD',
      },
      { name: 'pageSize 1000', change: { pageSize: '1000' }, field: 'pageSize', message: 'must be at most 100' },
      unknownField,
    ],
  },
  {
    method: 'POST',
    url: '/api/terms',
    as: 'admin',
    body: termBody,
    required: ['courseId', 'startDate', 'endDate'],
    cases: termCases,
  },
  {
    method: 'PUT',
    url: '/api/terms/:term',
    params: existingTerm,
    as: 'admin',
    body: termBody,
    required: ['courseId', 'startDate', 'endDate'],
    cases: termCases,
  },
];
