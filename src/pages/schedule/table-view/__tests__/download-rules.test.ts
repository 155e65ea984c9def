import dayjs from 'dayjs';
import {
  inclusiveDays,
  isMonday,
  NOT_A_MONDAY,
  notMonday,
  RANGE_TOO_LONG,
  rangeProblem,
} from '../components/download-rules';

describe('rangeProblem', () => {
  it('accepts up to 31 days counting both ends', () => {
    const from = dayjs('2026-01-01');
    expect(inclusiveDays(from, dayjs('2026-01-31'))).toBe(31);
    expect(rangeProblem([from, dayjs('2026-01-31')])).toBeUndefined();
    expect(rangeProblem([from, from])).toBeUndefined();
  });

  it('refuses the 32nd day with the spec text', () => {
    expect(rangeProblem([dayjs('2026-01-01'), dayjs('2026-02-01')])).toBe(RANGE_TOO_LONG);
    expect(RANGE_TOO_LONG).toBe('The date range can be at most 31 days');
  });

  it('counts calendar days, whatever the clock times', () => {
    expect(rangeProblem([dayjs('2026-01-01T23:00'), dayjs('2026-01-31T01:00')])).toBeUndefined();
  });
});

describe('the Monday rule', () => {
  it('allows only Mondays', () => {
    expect(isMonday(dayjs('2026-03-02'))).toBe(true);
    expect(isMonday(dayjs('2026-03-03'))).toBe(false);
    expect(notMonday(dayjs('2026-03-08'))).toBe(true);
    expect(NOT_A_MONDAY).toBe('Pick a Monday and try again');
  });
});
