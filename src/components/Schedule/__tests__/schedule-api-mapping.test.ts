import dayjs from 'dayjs';
import {
  newScheduleValues,
  type ScheduleFormValues,
  toConflictQuery,
  toScheduleCreateBody,
  toScheduleFormValues,
  toScheduleUpdateBody,
} from '../schedule-api-mapping';
import { plannedLesson } from './lesson.fixture';

const at = (iso: string) => dayjs(iso);

function filledValues(overrides: Partial<ScheduleFormValues> = {}): ScheduleFormValues {
  return {
    ...newScheduleValues(),
    courseId: 3,
    teacherId: 7,
    studentIds: [31, 32],
    scheduleTimes: [
      { start: at('2030-03-04T09:00:00Z'), end: at('2030-03-04T10:00:00Z') },
      { start: at('2030-03-06T15:00:00Z'), end: at('2030-03-06T16:30:00Z') },
    ],
    ...overrides,
  };
}

describe('new lesson values', () => {
  it('start as a private voucher lesson with one empty time row', () => {
    expect(newScheduleValues()).toMatchObject({
      courseType: 'PRIVATE',
      paymentType: 'VOUCHER',
      repeatMode: 'none',
      scope: 'one',
      studentIds: [],
      scheduleTimes: [{}],
    });
  });

  it('take the slot picked on the calendar as the first time', () => {
    const start = new Date('2030-03-04T09:00:00Z');
    const end = new Date('2030-03-04T10:00:00Z');
    const [time] = newScheduleValues({ start, end }).scheduleTimes;
    expect(time.start?.toISOString()).toBe(start.toISOString());
    expect(time.end?.toISOString()).toBe(end.toISOString());
  });
});

describe('toScheduleCreateBody', () => {
  it('sends every time as an ISO instant and leaves blank amounts to the server defaults', () => {
    expect(toScheduleCreateBody(filledValues({ address: '  ', comments: '' }))).toEqual({
      courseType: 'PRIVATE',
      courseId: 3,
      teacherId: 7,
      address: null,
      studentIds: [31, 32],
      scheduleTimes: [
        { startTime: '2030-03-04T09:00:00.000Z', endTime: '2030-03-04T10:00:00.000Z' },
        { startTime: '2030-03-06T15:00:00.000Z', endTime: '2030-03-06T16:30:00.000Z' },
      ],
      paymentType: 'VOUCHER',
      comments: null,
    });
  });

  it('normalises typed amounts to decimal strings and marks acknowledged conflicts', () => {
    const body = toScheduleCreateBody(
      filledValues({ price: ' 45.5 ', hourlyRate: '30', teacherHourlyRate: '0', paymentType: 'CASH' }),
      true,
    );
    expect(body).toMatchObject({
      price: '45.50',
      hourlyRate: '30.00',
      teacherHourlyRate: '0.00',
      paymentType: 'CASH',
      acknowledgeConflicts: true,
    });
  });

  it('sends a weekly repeat as a number of weeks or a last date, never both', () => {
    expect(toScheduleCreateBody(filledValues({ repeatMode: 'weeks', repeatWeeks: 6 })).repeat).toEqual({ weeks: 6 });
    const until = filledValues({ repeatMode: 'until', repeatWeeks: 6, repeatUntil: dayjs('2030-06-30') });
    expect(toScheduleCreateBody(until).repeat).toEqual({ until: '2030-06-30' });
    expect(toScheduleCreateBody(filledValues({ repeatMode: 'none', repeatWeeks: 6 }))).not.toHaveProperty('repeat');
  });
});

describe('editing a lesson', () => {
  it('starts from the lesson and sends its one time with the chosen scope', () => {
    const values = toScheduleFormValues(plannedLesson);
    expect(values).toMatchObject({ courseId: 3, teacherId: 7, studentIds: [31], price: '45.00', scope: 'one' });
    const body = toScheduleUpdateBody({ ...values, scope: 'following', comments: ' Bring the workbook ' });
    expect(body).toEqual({
      courseType: 'PRIVATE',
      courseId: 3,
      teacherId: 7,
      address: '12 High Street',
      studentIds: [31],
      startTime: '2030-03-04T09:00:00.000Z',
      endTime: '2030-03-04T10:30:00.000Z',
      price: '45.00',
      paymentType: 'VOUCHER',
      hourlyRate: '30.00',
      teacherHourlyRate: '25.00',
      comments: 'Bring the workbook',
      scope: 'following',
    });
  });
});

describe('the conflict check query', () => {
  const firstTime = { startTime: '2030-03-04T09:00:00.000Z', endTime: '2030-03-04T10:00:00.000Z' };

  it('names the teacher, the students and every new time with its weekly repeat', () => {
    expect(toConflictQuery(filledValues({ repeatMode: 'weeks', repeatWeeks: 4 }))).toEqual({
      teacherId: 7,
      studentIds: [31, 32],
      times: [firstTime, { startTime: '2030-03-06T15:00:00.000Z', endTime: '2030-03-06T16:30:00.000Z' }],
      repeat: { weeks: 4 },
    });
  });

  it('leaves the edited lesson itself out of the clashes', () => {
    const edited = { ...toScheduleFormValues(plannedLesson), repeatMode: 'weeks' as const, repeatWeeks: 4 };
    expect(toConflictQuery(edited, 501)).toEqual({
      teacherId: 7,
      studentIds: [31],
      times: [{ startTime: '2030-03-04T09:00:00.000Z', endTime: '2030-03-04T10:30:00.000Z' }],
      excludeScheduleId: 501,
    });
  });
});
