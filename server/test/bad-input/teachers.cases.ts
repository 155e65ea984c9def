import { insertUser } from '../helpers/users';
import {
  badEmail,
  badPhone,
  type Case,
  type Endpoint,
  LONG,
  notString,
  oversized,
  tooShort,
  unknownField,
} from './cases';

const teacherBody = {
  login: 'goodteacher',
  email: 'goodteacher@example.com',
  password: 'secret1',
  firstName: 'Good',
  lastName: 'Teacher',
  preferredName: 'Goodie',
  birthday: '1988-07-09',
  phone: '+14165550100',
  wechat: 'good_wx',
  employeeId: 'E-1',
  sin: '046 454 286',
  payrollContact: 'payroll@example.com',
  hourlyRate: '35.00',
  operatingArea: 'Downtown',
  advantage: 'Calm',
  disadvantage: 'None',
  feedback: 'Great',
  courseIds: [],
  color: '#1890ff',
  activated: true,
};

const SIN_MESSAGE = 'must be exactly 9 digits';
const MONEY_MESSAGE = 'must be an amount like 12.50 (zero or more, at most 2 decimals)';

/** Broken fields shared by create and edit (the password has its own rule on each). */
const teacherCases: Case[] = [
  tooShort('login'),
  notString('login'),
  oversized('login', 50),
  badEmail(),
  badPhone(),
  oversized('firstName', 50),
  oversized('preferredName', 50),
  oversized('wechat', 50),
  oversized('employeeId', 30),
  oversized('payrollContact', 200),
  oversized('advantage', 2000),
  { name: 'sin 8 digits', change: { sin: '12345678' }, field: 'sin', message: SIN_MESSAGE },
  { name: 'sin 10 digits', change: { sin: '1234567890' }, field: 'sin', message: SIN_MESSAGE },
  { name: 'sin with letters', change: { sin: '12345678a' }, field: 'sin', message: SIN_MESSAGE },
  { name: 'sin a number', change: { sin: 46454286 }, field: 'sin', message: 'must be a string' },
  { name: 'sin 10,000 characters', change: { sin: LONG }, field: 'sin', message: SIN_MESSAGE },
  { name: 'colour a name', change: { color: 'red' }, field: 'color', message: 'must be a colour like #1890ff' },
  { name: 'colour short form', change: { color: '#fff' }, field: 'color', message: 'must be a colour like #1890ff' },
  { name: 'hourly rate negative', change: { hourlyRate: '-5.00' }, field: 'hourlyRate', message: MONEY_MESSAGE },
  { name: 'hourly rate 3 decimals', change: { hourlyRate: '12.345' }, field: 'hourlyRate', message: MONEY_MESSAGE },
  { name: 'hourly rate a float', change: { hourlyRate: 35.5 }, field: 'hourlyRate', message: 'must be a string' },
  {
    name: 'birthday not a date',
    change: { birthday: 'yesterday' },
    field: 'birthday',
    message: 'must be a date as YYYY-MM-DD',
  },
  {
    name: 'birthday 30 February',
    change: { birthday: '2023-02-30' },
    field: 'birthday',
    message: 'must be a real date',
  },
  { name: 'activated a string', change: { activated: 'yes' }, field: 'activated', message: 'must be a boolean' },
  { name: 'courseIds not a list', change: { courseIds: '1,2' }, field: 'courseIds', message: 'must be an array' },
  { name: 'course id a string', change: { courseIds: ['x'] }, field: 'courseIds.0', message: 'must be a number' },
  {
    name: '101 course ids',
    change: { courseIds: Array.from({ length: 101 }, (_, i) => i + 1) },
    field: 'courseIds',
    message: 'must have at most 100 item(s)',
  },
  unknownField,
];

let teachersMade = 0;
const aTeacher = async ({ db }: { db: Parameters<typeof insertUser>[0] }) => ({
  teacher: (await insertUser(db, { login: `badinputteacher${++teachersMade}`, role: 'ROLE_TEACHER' })).id,
});

export const teacherEndpoints: Endpoint[] = [
  {
    method: 'POST',
    url: '/api/teachers',
    as: 'admin',
    body: teacherBody,
    required: ['login', 'email', 'password'],
    cases: [...teacherCases, tooShort('password')],
  },
  {
    method: 'PUT',
    url: '/api/teachers/:teacher',
    params: aTeacher,
    as: 'admin',
    body: { ...teacherBody, password: undefined },
    required: ['login', 'email'],
    cases: [...teacherCases, tooShort('password')],
  },
  {
    method: 'PUT',
    url: '/api/teachers/abc',
    as: 'admin',
    body: { ...teacherBody, password: undefined },
    cases: [{ name: 'id not a number', change: {}, field: 'id', message: 'must be a number' }],
  },
  {
    method: 'POST',
    url: '/api/teachers/delete',
    as: 'admin',
    body: { ids: [1] },
    required: ['ids'],
    cases: [
      { name: 'no ids', change: { ids: [] }, field: 'ids', message: 'must have at least 1 item(s)' },
      { name: 'id a string', change: { ids: ['x'] }, field: 'ids.0', message: 'must be a number' },
      { name: 'ids not a list', change: { ids: 7 }, field: 'ids', message: 'must be an array' },
      {
        name: '101 ids',
        change: { ids: Array.from({ length: 101 }, (_, i) => i + 1) },
        field: 'ids',
        message: 'must have at most 100 item(s)',
      },
      unknownField,
    ],
  },
  {
    method: 'GET',
    url: '/api/teachers',
    as: 'admin',
    query: { page: '1', pageSize: '20', sort: 'login,asc' },
    cases: [
      { name: 'page size over 100', change: { pageSize: '101' }, field: 'pageSize', message: 'must be at most 100' },
      {
        name: 'activated not a boolean',
        change: { activated: 'maybe' },
        field: 'activated',
        message: 'must be one of: true, false',
      },
      { name: 'courseId not a number', change: { courseId: 'abc' }, field: 'courseId', message: 'must be a number' },
      oversized('keyword', 100),
      unknownField,
    ],
  },
];
