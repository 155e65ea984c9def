import { insertLesson, insertTeacher } from '../helpers/lessons';
import { insertCourse, insertStudent } from '../helpers/records';
import {
  type BadInputFixtures,
  type Case,
  type Endpoint,
  type Json,
  notString,
  oversized,
  unknownField,
} from './cases';

const MONEY = 'must be an amount like 12.50 (zero or more, at most 2 decimals)';
const START = '2031-01-06T10:00:00.000Z';
const END = '2031-01-06T11:00:00.000Z';

/** A future lesson of its own teacher and student (for the routes that name one). */
async function aLesson({ db }: BadInputFixtures) {
  const lesson = await insertLesson(db, {
    teacherId: (await insertTeacher(db)).id,
    courseId: (await insertCourse(db)).id,
    studentIds: [(await insertStudent(db, { hourlyRate: '40.00' })).id],
    startTime: START,
    endTime: END,
  });
  return { lesson: lesson.id };
}

/** Cases of a {startTime, endTime} pair, at `prefix` ('' or 'scheduleTimes.0.'). */
const timeCases = (prefix: string, wrap: (times: Json) => Json): Case[] => [
  {
    name: `${prefix}startTime not a time`,
    change: wrap({ startTime: 'tomorrow', endTime: END }),
    field: `${prefix}startTime`,
    message: 'must be a valid datetime',
  },
  {
    name: `${prefix}endTime without an offset`,
    change: wrap({ startTime: START, endTime: '2031-01-06T11:00:00' }),
    field: `${prefix}endTime`,
    message: 'must be a valid datetime',
  },
  {
    name: `${prefix}endTime before startTime`,
    change: wrap({ startTime: START, endTime: '2031-01-06T09:00:00.000Z' }),
    field: `${prefix}endTime`,
    message: 'must be after the start time',
  },
  {
    name: `${prefix}endTime equal to startTime`,
    change: wrap({ startTime: START, endTime: START }),
    field: `${prefix}endTime`,
    message: 'must be after the start time',
  },
  {
    name: `${prefix}lesson over 12 hours`,
    change: wrap({ startTime: START, endTime: '2031-01-06T22:01:00.000Z' }),
    field: `${prefix}endTime`,
    message: 'must be at most 12 hours after the start time',
  },
];

/** Ids need not exist: every case is refused before any lookup. */
const planBody = { courseType: 'PRIVATE', courseId: 1, teacherId: 2, studentIds: [3], comments: 'Chapter 4' };

const planCases: Case[] = [
  {
    name: 'courseType unknown',
    change: { courseType: 'SOLO' },
    field: 'courseType',
    message: 'must be one of: PRIVATE, GROUP, ONLINE',
  },
  { name: 'courseId a string', change: { courseId: 'abc' }, field: 'courseId', message: 'must be a number' },
  { name: 'teacherId zero', change: { teacherId: 0 }, field: 'teacherId', message: 'must be greater than 0' },
  { name: 'no students', change: { studentIds: [] }, field: 'studentIds', message: 'must have at least 1 item(s)' },
  { name: 'a student id a string', change: { studentIds: ['x'] }, field: 'studentIds.0', message: 'must be a number' },
  { name: 'price three decimals', change: { price: '12.345' }, field: 'price', message: MONEY },
  { name: 'price negative', change: { price: '-5.00' }, field: 'price', message: MONEY },
  { name: 'hourlyRate a word', change: { hourlyRate: 'forty' }, field: 'hourlyRate', message: MONEY },
  {
    name: 'teacherHourlyRate a number',
    change: { teacherHourlyRate: 30 },
    field: 'teacherHourlyRate',
    message: 'must be a string',
  },
  {
    name: 'paymentType unknown',
    change: { paymentType: 'BITCOIN' },
    field: 'paymentType',
    message: 'must be one of: VOUCHER, CASH, CARD, E_TRANSFER, CHEQUE, OTHER',
  },
  {
    name: 'acknowledgeConflicts a string',
    change: { acknowledgeConflicts: 'yes' },
    field: 'acknowledgeConflicts',
    message: 'must be a boolean',
  },
  notString('address'),
  oversized('address', 200),
  oversized('comments', 2000),
  unknownField,
];

const PLEASE = 'Please enter Schedule Times';

export const scheduleEndpoints: Endpoint[] = [
  {
    method: 'GET',
    url: '/api/schedules',
    as: 'admin',
    query: { page: '1', from: '2031-01-01', to: '2031-01-31', status: 'PLANNED' },
    cases: [
      { name: 'from not a date', change: { from: 'monday' }, field: 'from', message: 'must be a date as YYYY-MM-DD' },
      {
        name: 'to before from',
        change: { to: '2030-12-31' },
        field: 'to',
        message: 'must be on or after the from date',
      },
      {
        name: 'status unknown',
        change: { status: 'DONE' },
        field: 'status',
        message: 'must be one of: PLANNED, CONFIRMED, CANCELLED',
      },
      { name: 'teacherId a word', change: { teacherId: 'tina' }, field: 'teacherId', message: 'must be a number' },
      {
        name: 'sort malformed',
        change: { sort: 'startTime' },
        field: 'sort',
        message: 'must look like field,asc or field,desc',
      },
      unknownField,
    ],
  },
  {
    method: 'GET',
    url: '/api/schedules/calendar',
    as: 'admin',
    query: { from: '2031-01-01T00:00:00Z', to: '2031-02-01T00:00:00Z' },
    required: ['from', 'to'],
    cases: [
      {
        name: 'from not an instant',
        change: { from: '2031-01-01' },
        field: 'from',
        message: 'must be a valid datetime',
      },
      {
        name: 'range of 63 days',
        change: { to: '2031-03-05T00:00:00Z' },
        field: 'to',
        message: 'The range can be at most 62 days',
      },
      { name: 'to before from', change: { to: '2030-12-31T00:00:00Z' }, field: 'to', message: 'must be after from' },
      { name: 'courseId zero', change: { courseId: '0' }, field: 'courseId', message: 'must be greater than 0' },
      unknownField,
    ],
  },
  {
    method: 'POST',
    url: '/api/schedules/conflicts',
    as: 'admin',
    body: { teacherId: 2, studentIds: [3], times: [{ startTime: START, endTime: END }] },
    required: ['teacherId', 'times'],
    cases: [
      { name: 'no times', change: { times: [] }, field: 'times', message: 'must have at least 1 item(s)' },
      ...timeCases('times.0.', (time) => ({ times: [time] })),
      {
        name: 'excludeScheduleId negative',
        change: { excludeScheduleId: -1 },
        field: 'excludeScheduleId',
        message: 'must be greater than 0',
      },
      unknownField,
    ],
  },
  {
    method: 'POST',
    url: '/api/schedules',
    as: 'admin',
    body: { ...planBody, scheduleTimes: [{ startTime: START, endTime: END }], repeat: { weeks: 4 } },
    required: ['courseType', 'courseId', 'teacherId', 'studentIds'],
    cases: [
      { name: 'scheduleTimes missing', change: { scheduleTimes: undefined }, field: 'scheduleTimes', message: PLEASE },
      { name: 'scheduleTimes empty', change: { scheduleTimes: [] }, field: 'scheduleTimes', message: PLEASE },
      ...timeCases('scheduleTimes.0.', (time) => ({ scheduleTimes: [time] })),
      {
        name: 'a schedule time with an extra field',
        change: { scheduleTimes: [{ startTime: START, endTime: END, room: 3 }] },
        field: 'scheduleTimes.0.room',
        message: 'is not a known field',
      },
      {
        name: 'repeat 0 weeks',
        change: { repeat: { weeks: 0 } },
        field: 'repeat.weeks',
        message: 'must be at least 1',
      },
      {
        name: 'repeat 53 weeks',
        change: { repeat: { weeks: 53 } },
        field: 'repeat.weeks',
        message: 'must be at most 52',
      },
      {
        name: 'repeat by weeks and until',
        change: { repeat: { weeks: 2, until: '2031-03-01' } },
        field: 'repeat.until',
        message: 'give either weeks or until, not both',
      },
      {
        name: 'repeat until 31 February',
        change: { repeat: { until: '2031-02-31' } },
        field: 'repeat.until',
        message: 'must be a real date',
      },
      {
        name: 'repeat until before the lesson',
        change: { repeat: { until: '2031-01-04' } },
        field: 'repeat.until',
        message: 'must be on or after the date of every schedule time',
      },
      {
        name: 'more than 200 lessons',
        change: { repeat: { until: '2035-01-01' } },
        field: 'repeat',
        message: 'At most 200 lessons can be created at once; shorten the repeat or split the request',
      },
      ...planCases,
    ],
  },
  {
    method: 'PUT',
    url: '/api/schedules/:lesson',
    params: aLesson,
    as: 'admin',
    body: { ...planBody, startTime: START, endTime: END, scope: 'following' },
    required: ['courseType', 'courseId', 'teacherId', 'studentIds', 'startTime', 'endTime'],
    cases: [
      ...timeCases('', (time) => time),
      { name: 'scope unknown', change: { scope: 'all' }, field: 'scope', message: 'must be one of: one, following' },
      {
        name: 'repeat is not for edits',
        change: { repeat: { weeks: 2 } },
        field: 'repeat',
        message: 'is not a known field',
      },
      ...planCases,
    ],
  },
  {
    method: 'PATCH',
    url: '/api/schedules/:lesson/time',
    params: aLesson,
    as: 'admin',
    body: { startTime: START, endTime: END, acknowledgeConflicts: true },
    required: ['startTime', 'endTime'],
    cases: [
      ...timeCases('', (time) => time),
      {
        name: 'acknowledgeConflicts a number',
        change: { acknowledgeConflicts: 1 },
        field: 'acknowledgeConflicts',
        message: 'must be a boolean',
      },
      unknownField,
    ],
  },
  {
    method: 'POST',
    url: '/api/schedules/:lesson/cancel',
    params: aLesson,
    as: 'admin',
    body: { reason: 'Holiday' },
    cases: [notString('reason'), oversized('reason', 500), unknownField],
  },
  {
    method: 'POST',
    url: '/api/schedules/repeat-weekly',
    as: 'admin',
    body: { scheduleIds: [1], weeks: 4 },
    required: ['scheduleIds'],
    cases: [
      {
        name: 'no lessons',
        change: { scheduleIds: [] },
        field: 'scheduleIds',
        message: 'must have at least 1 item(s)',
      },
      { name: 'weeks 0', change: { weeks: 0 }, field: 'weeks', message: 'must be at least 1' },
      { name: 'weeks 53', change: { weeks: 53 }, field: 'weeks', message: 'must be at most 52' },
      {
        name: 'neither weeks nor until',
        change: { weeks: undefined },
        field: 'weeks',
        message: 'give either weeks or until',
      },
      {
        name: 'both weeks and until',
        change: { until: '2031-06-01' },
        field: 'weeks',
        message: 'give either weeks or until',
      },
      {
        name: 'until not a date',
        change: { weeks: undefined, until: 'June' },
        field: 'until',
        message: 'must be a date as YYYY-MM-DD',
      },
      unknownField,
    ],
  },
];
