import { insertStudent } from '../helpers/records';
import { badEmail, badPhone, type Case, type Endpoint, notString, oversized, unknownField } from './cases';

const studentBody = {
  studentId: 'BAD0001',
  firstName: 'Ann',
  lastName: 'Lee',
  startDate: '2026-01-05',
  wechat: 'annlee',
  phone: '+1 416 555 0199',
  email: 'ann.lee@example.com',
  comments: 'Prefers mornings',
  allowSms: true,
  allowEmail: false,
  hourlyRate: '40.00',
};

const blank = (field: string): Case => ({
  name: `${field} blank`,
  change: { [field]: '   ' },
  field,
  message: 'is required',
});
const badMoney = (value: string): Case => ({
  name: `hourlyRate ${value}`,
  change: { hourlyRate: value },
  field: 'hourlyRate',
  message: 'must be an amount like 12.50 (zero or more, at most 2 decimals)',
});

const studentCases: Case[] = [
  blank('firstName'),
  blank('lastName'),
  oversized('firstName', 50),
  oversized('lastName', 50),
  notString('firstName'),
  oversized('wechat', 50),
  oversized('comments', 2000),
  badEmail(),
  badPhone(),
  badMoney('-5'),
  badMoney('12.345'),
  badMoney('lots'),
  {
    name: 'hourlyRate a number',
    change: { hourlyRate: 40 },
    field: 'hourlyRate',
    message: 'must be a string',
  },
  {
    name: 'startDate not ISO',
    change: { startDate: '05/01/2026' },
    field: 'startDate',
    message: 'must be a date as YYYY-MM-DD',
  },
  {
    name: 'startDate 30 February',
    change: { startDate: '2026-02-30' },
    field: 'startDate',
    message: 'must be a real date',
  },
  { name: 'allowSms a string', change: { allowSms: 'yes' }, field: 'allowSms', message: 'must be a boolean' },
  { name: 'referralId a string', change: { referralId: 'abc' }, field: 'referralId', message: 'must be a number' },
  {
    name: 'studentId with spaces',
    change: { studentId: 'S 12' },
    field: 'studentId',
    message: 'may use letters, digits, - and _ only',
  },
  oversized('studentId', 30),
  {
    name: 'voucherBalance sent',
    change: { voucherBalance: '1000.00' },
    field: 'voucherBalance',
    message: 'is not a known field',
  },
  { name: 'status sent', change: { status: 'inactive' }, field: 'status', message: 'is not a known field' },
  unknownField,
];

const idsCases: Case[] = [
  { name: 'ids empty', change: { ids: [] }, field: 'ids', message: 'must have at least 1 item(s)' },
  { name: 'ids not numbers', change: { ids: ['one'] }, field: 'ids.0', message: 'must be a number' },
  { name: 'ids negative', change: { ids: [-1] }, field: 'ids.0', message: 'must be greater than 0' },
  {
    name: 'ids over 500',
    change: { ids: Array.from({ length: 501 }, (_, i) => i + 1) },
    field: 'ids',
    message: 'must have at most 500 item(s)',
  },
  { name: 'ids a number', change: { ids: 5 }, field: 'ids', message: 'must be an array' },
  unknownField,
];

const statusEndpoint = (action: string): Endpoint => ({
  method: 'POST',
  url: `/api/students/${action}`,
  as: 'admin',
  body: { ids: [1] },
  required: ['ids'],
  cases: idsCases,
});

export const studentEndpoints: Endpoint[] = [
  {
    method: 'POST',
    url: '/api/students',
    as: 'admin',
    body: studentBody,
    required: ['firstName', 'lastName'],
    cases: studentCases,
  },
  {
    method: 'PUT',
    url: '/api/students/:student',
    params: async (f) => ({ student: (await insertStudent(f.db)).id }),
    as: 'admin',
    body: studentBody,
    required: ['studentId', 'firstName', 'lastName'],
    cases: [blank('studentId'), ...studentCases],
  },
  {
    method: 'GET',
    url: '/api/students',
    as: 'admin',
    query: {},
    cases: [
      {
        name: 'status unknown',
        change: { status: 'gone' },
        field: 'status',
        message: 'must be one of: active, inactive, suspended',
      },
      {
        name: 'statuses with an unknown one',
        change: { statuses: 'active,gone' },
        field: 'statuses',
        message: 'must be a comma-separated list of: active, inactive, suspended',
      },
      {
        name: 'balanceBelow not an amount',
        change: { balanceBelow: 'ten' },
        field: 'balanceBelow',
        message: 'must be an amount like 12.50 or -12.50 (at most 2 decimals)',
      },
      {
        name: 'referralId not a number',
        change: { referralId: 'x' },
        field: 'referralId',
        message: 'must be a number',
      },
      {
        name: 'sort by an odd field',
        change: { sort: 'last name' },
        field: 'sort',
        message: 'must look like field,asc or field,desc',
      },
      oversized('keyword', 100),
      unknownField,
    ],
  },
  statusEndpoint('deactivate'),
  statusEndpoint('activate'),
  statusEndpoint('suspend'),
];
