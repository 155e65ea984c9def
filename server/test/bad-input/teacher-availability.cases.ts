import { insertTeacher } from '../helpers/lessons';
import { type BadInputFixtures, type Case, type Endpoint, oversized, unknownField } from './cases';

const HHMM = 'must be a time as HH:mm';
const slot = { weekday: 1, startTime: '09:00', endTime: '12:00' };
const slotCase = (name: string, broken: Record<string, unknown>, field: string, message: string): Case => ({
  name,
  change: { slots: [slot, { ...slot, weekday: 2, ...broken }] },
  field: `slots.1.${field}`,
  message,
});

const aTeacher = async ({ db }: BadInputFixtures) => ({ teacher: (await insertTeacher(db)).id });

export const teacherAvailabilityEndpoints: Endpoint[] = [
  {
    method: 'GET',
    url: '/api/teacher-availability',
    as: 'admin',
    query: { teacherId: '1' },
    cases: [
      { name: 'teacherId a word', change: { teacherId: 'me' }, field: 'teacherId', message: 'must be a number' },
      unknownField,
    ],
  },
  {
    method: 'GET',
    url: '/api/teacher-availability/calendar',
    as: 'admin',
    query: { from: '2026-03-02T00:00:00Z', to: '2026-03-09T00:00:00Z' },
    required: ['from', 'to'],
    cases: [
      { name: 'from a date only', change: { from: '2026-03-02' }, field: 'from', message: 'must be a valid datetime' },
      { name: 'to before from', change: { to: '2026-03-01T00:00:00Z' }, field: 'to', message: 'must be after from' },
      {
        name: 'range over 62 days',
        change: { to: '2026-05-04T00:00:00Z' },
        field: 'to',
        message: 'must be at most 62 days after from',
      },
      unknownField,
    ],
  },
  {
    method: 'PUT',
    url: '/api/teacher-availability/:teacher/slots',
    params: aTeacher,
    as: 'admin',
    body: { slots: [slot] },
    required: ['slots'],
    cases: [
      { name: 'slots not a list', change: { slots: 'mornings' }, field: 'slots', message: 'must be an array' },
      slotCase('weekday 7', { weekday: 7 }, 'weekday', 'must be at most 6'),
      slotCase('weekday missing', { weekday: undefined }, 'weekday', 'is required'),
      slotCase('startTime without a leading zero', { startTime: '9:00' }, 'startTime', HHMM),
      slotCase('endTime 24:00', { endTime: '24:00' }, 'endTime', HHMM),
      slotCase('endTime before startTime', { endTime: '08:00' }, 'endTime', 'must be after the start time'),
      slotCase('endTime equal to startTime', { endTime: '09:00' }, 'endTime', 'must be after the start time'),
      slotCase('unknown slot field', { room: 4 }, 'room', 'is not a known field'),
      {
        name: 'two Monday slots overlap',
        change: { slots: [slot, { weekday: 1, startTime: '11:30', endTime: '13:00' }] },
        field: 'slots',
        message: 'Monday 09:00–12:00 overlaps Monday 11:30–13:00',
      },
      unknownField,
    ],
  },
  {
    method: 'POST',
    url: '/api/teacher-availability/:teacher/exceptions',
    params: aTeacher,
    as: 'admin',
    body: { date: '2026-03-02', available: false, startTime: '09:00', endTime: '12:00', note: 'Dentist' },
    required: ['date', 'available'],
    cases: [
      { name: 'date not ISO', change: { date: '02/03/2026' }, field: 'date', message: 'must be a date as YYYY-MM-DD' },
      { name: 'date 30 February', change: { date: '2026-02-30' }, field: 'date', message: 'must be a real date' },
      { name: 'available a string', change: { available: 'no' }, field: 'available', message: 'must be a boolean' },
      { name: 'startTime 9am', change: { startTime: '9am' }, field: 'startTime', message: HHMM },
      { name: 'startTime without endTime', change: { endTime: undefined }, field: 'endTime', message: 'is required' },
      { name: 'endTime without startTime', change: { startTime: null }, field: 'startTime', message: 'is required' },
      {
        name: 'endTime before startTime',
        change: { endTime: '08:00' },
        field: 'endTime',
        message: 'must be after the start time',
      },
      oversized('note', 200),
      unknownField,
    ],
  },
];
