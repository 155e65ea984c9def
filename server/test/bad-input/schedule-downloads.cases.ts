import { type Endpoint, unknownField } from './cases';

export const scheduleDownloadEndpoints: Endpoint[] = [
  {
    method: 'GET',
    url: '/api/schedules/download',
    as: 'admin',
    query: { from: '2026-01-01', to: '2026-01-31', teacherId: '2', studentId: '3' },
    required: ['from', 'to'],
    cases: [
      { name: 'from not ISO', change: { from: '1/1/2026' }, field: 'from', message: 'must be a date as YYYY-MM-DD' },
      {
        name: '32 days',
        change: { to: '2026-02-01' },
        field: 'to',
        message: 'The date range can be at most 31 days',
      },
      {
        name: 'to before from',
        change: { to: '2025-12-31' },
        field: 'to',
        message: 'must be on or after the start date',
      },
      { name: 'teacherId a word', change: { teacherId: 'ann' }, field: 'teacherId', message: 'must be a number' },
      { name: 'studentId zero', change: { studentId: '0' }, field: 'studentId', message: 'must be greater than 0' },
      unknownField,
    ],
  },
  {
    method: 'GET',
    url: '/api/schedules/download/week',
    as: 'admin',
    query: { monday: '2026-01-05' },
    required: ['monday'],
    cases: [
      { name: 'a Tuesday', change: { monday: '2026-01-06' }, field: 'monday', message: 'Pick a Monday and try again' },
      { name: 'a Sunday', change: { monday: '2026-01-04' }, field: 'monday', message: 'Pick a Monday and try again' },
      { name: 'not a date', change: { monday: 'next' }, field: 'monday', message: 'must be a date as YYYY-MM-DD' },
      unknownField,
    ],
  },
];
