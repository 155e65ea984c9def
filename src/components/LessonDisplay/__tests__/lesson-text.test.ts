import dayjs from 'dayjs';
import { durationText, lessonWhen } from '../lesson-text';

describe('lessonWhen', () => {
  it('shows the local date and weekday with the start and end clock times', () => {
    const start = dayjs('2026-03-02T16:00:00');
    expect(lessonWhen(start.toISOString(), start.add(90, 'minute').toISOString())).toBe('Mon 2026-03-02 16:00–17:30');
  });

  it('names the end date when the lesson runs past midnight', () => {
    const start = dayjs('2026-03-02T23:30:00');
    expect(lessonWhen(start.toISOString(), start.add(1, 'hour').toISOString())).toBe(
      'Mon 2026-03-02 23:30–2026-03-03 00:30',
    );
  });
});

describe('durationText', () => {
  it('reads as hours and minutes', () => {
    expect(durationText(45)).toBe('45 min');
    expect(durationText(120)).toBe('2 h');
    expect(durationText(90)).toBe('1 h 30 min');
  });
});
