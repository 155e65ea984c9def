import { eventLook, eventTooltip, isMovable, toBusyEvent } from '../../schedule-calendar/components/lesson-events';
import { filteredFeedUrl } from '../components/CentreFeedCard';

const block: API.BusyBlock = {
  teacherId: 7,
  teacherName: 'Bea Busy',
  color: '#13c2c2',
  start: '2026-03-02T14:00:00Z',
  end: '2026-03-02T16:00:00Z',
  allDay: false,
  title: null,
};

describe('busy blocks on the schedule calendar', () => {
  it('say whose time it is, with the title only when the teacher shares it, and never move', () => {
    const busy = toBusyEvent(block);
    expect(busy.title).toBe('Bea Busy busy');
    expect(eventTooltip(busy)).toBe('Bea Busy busy');
    expect(toBusyEvent({ ...block, title: 'Dentist' }).title).toBe('Bea Busy busy: Dentist');
    expect(busy.start.toISOString()).toBe('2026-03-02T14:00:00.000Z');
    expect(isMovable(busy)).toBe(false);
    expect(eventLook(busy).className).toBe('calendar-busy');
    expect(String(eventLook(busy).style.border)).toContain('#13c2c2');
  });
});

describe('the centre feed address', () => {
  const url = 'https://centre.example/api/calendar-feeds/abc.ics';
  it('is narrowed by teacher and course in its query', () => {
    expect(filteredFeedUrl(url, {})).toBe(url);
    expect(filteredFeedUrl(url, { teacherId: 3 })).toBe(`${url}?teacherId=3`);
    expect(filteredFeedUrl(url, { teacherId: 3, courseId: 9 })).toBe(`${url}?teacherId=3&courseId=9`);
  });
});
