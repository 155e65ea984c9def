import { type Case, type Endpoint, unknownField } from './cases';

const rangeCases: Case[] = [
  {
    name: 'reversed range',
    change: { from: '2025-03-01', to: '2025-02-28' },
    field: 'to',
    message: 'must be on or after the "from" date',
  },
  {
    name: 'over 5 years',
    change: { from: '2020-01-01', to: '2025-01-02' },
    field: 'to',
    message: 'must be at most 5 years after the "from" date',
  },
  { name: 'from not a real date', change: { from: '2025-02-30' }, field: 'from', message: 'must be a real date' },
  { name: 'to not a date', change: { to: 'soon' }, field: 'to', message: 'must be a date as YYYY-MM-DD' },
  unknownField,
];
const idCase = (field: string): Case => ({
  name: `${field} not a number`,
  change: { [field]: 'abc' },
  field,
  message: 'must be a number',
});
const RANGE = { from: '2025-01-01', to: '2025-06-30' };

export const reportEndpoints: Endpoint[] = [
  {
    method: 'GET',
    url: '/api/reports/purchases',
    as: 'admin',
    query: RANGE,
    cases: [...rangeCases, idCase('studentId'), idCase('referralId'), idCase('courseId')],
  },
  { method: 'GET', url: '/api/reports/purchases/export', as: 'admin', query: RANGE, cases: rangeCases },
  { method: 'GET', url: '/api/reports/salary', as: 'admin', query: RANGE, cases: [...rangeCases, idCase('teacherId')] },
  { method: 'GET', url: '/api/reports/salary/export', as: 'admin', query: RANGE, cases: rangeCases },
  { method: 'GET', url: '/api/reports/vouchers', as: 'admin', query: RANGE, cases: rangeCases },
  {
    method: 'GET',
    url: '/api/reports/salary/lessons',
    as: 'admin',
    query: { month: '2025-01', teacherId: '1' },
    required: ['month'],
    cases: [
      {
        name: 'month not a month',
        change: { month: '2025-13' },
        field: 'month',
        message: 'must be a month as YYYY-MM',
      },
      {
        name: 'month in year 3000',
        change: { month: '3000-01' },
        field: 'month',
        message: 'must be in the years 1900 to 2999',
      },
      idCase('teacherId'),
      unknownField,
    ],
  },
];
