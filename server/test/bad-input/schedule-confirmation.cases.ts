import { eq } from 'drizzle-orm';
import { users } from '../../src/db/schema';
import { insertLesson } from '../helpers/lessons';
import { insertCourse, insertStudent } from '../helpers/records';
import { type BadInputFixtures, type Case, type Endpoint, notString, oversized, unknownField } from './cases';

const MONEY = 'must be an amount like 12.50 (zero or more, at most 2 decimals)';
const START = '2026-01-05T10:00:00.000Z';
const END = '2026-01-05T11:30:00.000Z';

/**
 * A lesson of the `teacher` caller at START–END with one student. Schema cases never reach it;
 * the time cases are refused by the service before the attendance (which names no real student) is read.
 */
async function teachersLesson({ db }: BadInputFixtures, status: 'PLANNED' | 'CONFIRMED') {
  const [teacher] = await db.select({ id: users.id }).from(users).where(eq(users.login, 'teacher'));
  const lesson = await insertLesson(db, {
    teacherId: teacher.id,
    courseId: (await insertCourse(db)).id,
    studentIds: [(await insertStudent(db)).id],
    startTime: START,
    endTime: END,
    status,
    ...(status === 'CONFIRMED' && { teacherStartTime: START, teacherEndTime: END }),
  });
  return { lesson: lesson.id };
}

const reported = {
  teacherStartTime: START,
  teacherEndTime: END,
  attendance: [{ studentId: 1, attendance: 'PRESENT' }],
};

const reportedCases: Case[] = [
  {
    name: 'teacherStartTime not a time',
    change: { teacherStartTime: 'yesterday' },
    field: 'teacherStartTime',
    message: 'must be a valid datetime',
  },
  {
    name: 'teacherEndTime without an offset',
    change: { teacherEndTime: '2026-01-05T11:30:00' },
    field: 'teacherEndTime',
    message: 'must be a valid datetime',
  },
  notString('teacherEndTime'),
  {
    name: 'teacherEndTime before the start',
    change: { teacherEndTime: '2026-01-05T09:00:00.000Z' },
    field: 'teacherEndTime',
    message: 'must be after the start time',
  },
  {
    name: 'teacherEndTime over a day after the start',
    change: { teacherEndTime: '2026-01-06T10:01:00.000Z' },
    field: 'teacherEndTime',
    message: 'must be within 24 hours of the start time',
  },
  {
    name: 'teacherStartTime days from the planned start',
    change: { teacherStartTime: '2026-01-02T10:00:00.000Z', teacherEndTime: '2026-01-02T11:00:00.000Z' },
    field: 'teacherStartTime',
    message: 'must be within 24 hours of the planned start',
  },
  { name: 'attendance not a list', change: { attendance: 'all' }, field: 'attendance', message: 'must be an array' },
  {
    name: 'attendance value unknown',
    change: { attendance: [{ studentId: 1, attendance: 'LATE' }] },
    field: 'attendance.0.attendance',
    message: 'must be one of: PRESENT, ABSENT',
  },
  {
    name: 'attendance studentId a string',
    change: { attendance: [{ studentId: 'ann', attendance: 'PRESENT' }] },
    field: 'attendance.0.studentId',
    message: 'must be a number',
  },
  {
    name: 'attendance names a student twice',
    change: {
      attendance: [
        { studentId: 5, attendance: 'PRESENT' },
        { studentId: 5, attendance: 'ABSENT' },
      ],
    },
    field: 'attendance',
    message: 'lists student 5 more than once',
  },
  {
    name: 'attendance entry with an unknown field',
    change: { attendance: [{ studentId: 1, attendance: 'PRESENT', late: true }] },
    field: 'attendance.0.late',
    message: 'is not a known field',
  },
  unknownField,
];

export const scheduleConfirmationEndpoints: Endpoint[] = [
  {
    method: 'GET',
    url: '/api/teacher-confirmations',
    as: 'teacher',
    query: { state: 'unconfirmed', page: '1' },
    cases: [
      {
        name: 'state unknown',
        change: { state: 'all' },
        field: 'state',
        message: 'must be one of: unconfirmed, feedback',
      },
      { name: 'pageSize too big', change: { pageSize: '1000' }, field: 'pageSize', message: 'must be at most 100' },
      unknownField,
    ],
  },
  {
    method: 'POST',
    url: '/api/teacher-confirmations/:lesson/confirm',
    params: (f) => teachersLesson(f, 'PLANNED'),
    as: 'teacher',
    body: reported,
    required: ['teacherStartTime', 'teacherEndTime', 'attendance'],
    cases: reportedCases,
  },
  {
    method: 'POST',
    url: '/api/teacher-confirmations/:lesson/cancel',
    params: (f) => teachersLesson(f, 'PLANNED'),
    as: 'teacher',
    body: { reason: 'Student was ill' },
    cases: [oversized('reason', 500), notString('reason'), unknownField],
  },
  {
    method: 'PUT',
    url: '/api/schedules/:lesson/confirmation',
    params: (f) => teachersLesson(f, 'CONFIRMED'),
    as: 'admin',
    body: { ...reported, price: '45.00', teacherHourlyRate: '30.00', reason: 'Wrong attendance' },
    required: ['teacherStartTime', 'teacherEndTime', 'attendance', 'reason'],
    cases: [
      ...reportedCases,
      {
        name: 'reason too short',
        change: { reason: 'oops' },
        field: 'reason',
        message: 'must be at least 5 characters',
      },
      oversized('reason', 500),
      { name: 'price negative', change: { price: '-5.00' }, field: 'price', message: MONEY },
      { name: 'price a number', change: { price: 45 }, field: 'price', message: 'must be a string' },
      {
        name: 'teacherHourlyRate three decimals',
        change: { teacherHourlyRate: '30.125' },
        field: 'teacherHourlyRate',
        message: MONEY,
      },
    ],
  },
];
