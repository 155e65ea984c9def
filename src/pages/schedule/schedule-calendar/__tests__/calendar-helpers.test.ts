import dayjs from 'dayjs';
import { AGENDA_DAYS, lessonTimeOfSlot, visibleRange } from '../components/calendar-range';
import { eventLook, eventTooltip, isMovable, readableTextColor, toLessonEvent } from '../components/lesson-events';
import { todaysLesson } from './calendar-lesson.fixture';

const local = (text: string) => dayjs(text).toDate();
const days = (range: { from: Date; to: Date }) => dayjs(range.to).diff(range.from, 'day', true);

describe('visibleRange', () => {
  // Wednesday 2030-03-13, 15:20 local; dayjs's default locale starts weeks on Sunday, like the calendar.
  const date = local('2030-03-13T15:20:00');

  it('covers the whole grid of a month view, leading and trailing days included', () => {
    expect(visibleRange('month', date)).toEqual({ from: local('2030-02-24T00:00'), to: local('2030-04-07T00:00') });
  });

  it('covers one week for the week and work-week views', () => {
    const week = { from: local('2030-03-10T00:00'), to: local('2030-03-17T00:00') };
    expect(visibleRange('week', date)).toEqual(week);
    expect(visibleRange('work_week', date)).toEqual(week);
  });

  it('covers one day for the day view, and the agenda’s date with the days it lists after it', () => {
    expect(visibleRange('day', date)).toEqual({ from: local('2030-03-13T00:00'), to: local('2030-03-14T00:00') });
    const agenda = visibleRange('agenda', date);
    expect(agenda.from).toEqual(local('2030-03-13T00:00'));
    expect(Math.round(days(agenda))).toBe(AGENDA_DAYS + 1);
  });

  it('never asks for more than the server’s 62 days', () => {
    for (const month of ['2030-01-31', '2030-02-01', '2031-08-15']) {
      expect(days(visibleRange('month', local(month)))).toBeLessThanOrEqual(62);
    }
  });
});

describe('lessonTimeOfSlot', () => {
  it('keeps a time-grid selection and turns a whole day into 09:00–10:00', () => {
    const slot = { start: local('2030-03-13T14:00'), end: local('2030-03-13T15:30') };
    expect(lessonTimeOfSlot(slot)).toEqual(slot);
    expect(lessonTimeOfSlot({ start: local('2030-03-13T00:00'), end: local('2030-03-14T00:00') })).toEqual({
      start: local('2030-03-13T09:00'),
      end: local('2030-03-13T10:00'),
    });
  });
});

describe('lesson looks', () => {
  it('picks the more readable of black and white on the teacher’s colour', () => {
    expect(readableTextColor('#0958d9')).toBe('#ffffff');
    // Antd's primary blue is light enough that black reads better (5.1:1 against 4.1:1).
    expect(readableTextColor('#1677ff')).toBe('#000000');
    expect(readableTextColor('#002c8c')).toBe('#ffffff');
    expect(readableTextColor('#fadb14')).toBe('#000000');
    expect(readableTextColor('#ffffff')).toBe('#000000');
  });

  it('fills a lesson with its teacher’s colour and strikes a cancelled one through in grey', () => {
    expect(eventLook(toLessonEvent(todaysLesson({ color: '#fadb14' }))).style).toMatchObject({
      backgroundColor: '#fadb14',
      color: '#000000',
    });
    const cancelled = eventLook(toLessonEvent(todaysLesson({ status: 'CANCELLED' })));
    expect(cancelled.style).toMatchObject({ textDecoration: 'line-through', backgroundColor: '#f0f0f0' });
    expect(cancelled.className).toContain('calendar-lesson-cancelled');
  });

  it('lets only unconfirmed lessons be dragged, and says the status on hover', () => {
    expect(isMovable(toLessonEvent(todaysLesson()))).toBe(true);
    expect(isMovable(toLessonEvent(todaysLesson({ status: 'CONFIRMED' })))).toBe(false);
    expect(eventTooltip(toLessonEvent(todaysLesson()))).toBe('Algebra · Tina Turner · Ada Lovelace (Unconfirmed)');
  });
});
