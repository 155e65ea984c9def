import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  availableOn,
  type DateException,
  datesBetween,
  describeTime,
  isAvailable,
  subtract,
  unionOf,
  type WeeklySlot,
} from '../../src/modules/teacher-availability/availability-intervals';

// 2025-11-24 is a Monday. Times are built in local time, like the centre's.
const at = (date: string, clock: string) => new Date(`${date}T${clock}:00`);
const mondays: WeeklySlot[] = [
  { weekday: 1, startTime: '09:00:00', endTime: '12:00:00' },
  { weekday: 1, startTime: '14:00', endTime: '18:00' },
];
const exception = (overrides: Partial<DateException>): DateException => ({
  date: '2025-11-24',
  available: false,
  startTime: null,
  endTime: null,
  ...overrides,
});

test('union merges overlapping and touching intervals', () => {
  assert.deepEqual(
    unionOf([
      { start: 600, end: 660 },
      { start: 540, end: 600 },
      { start: 700, end: 720 },
    ]),
    [
      { start: 540, end: 660 },
      { start: 700, end: 720 },
    ],
  );
});

test('subtract cuts holes and trims edges', () => {
  assert.deepEqual(subtract([{ start: 540, end: 720 }], [{ start: 600, end: 630 }]), [
    { start: 540, end: 600 },
    { start: 630, end: 720 },
  ]);
  assert.deepEqual(subtract([{ start: 540, end: 720 }], [{ start: 500, end: 800 }]), []);
});

test('a weekday uses its weekly slots; other weekdays have none', () => {
  assert.deepEqual(availableOn('2025-11-24', mondays, []), [
    { start: 540, end: 720 },
    { start: 840, end: 1080 },
  ]);
  assert.deepEqual(availableOn('2025-11-25', mondays, []), []);
});

test('exceptions: unavailable hours cut, all-day blocks, available hours add', () => {
  const cut = exception({ startTime: '10:00:00', endTime: '11:00:00' });
  assert.deepEqual(availableOn('2025-11-24', mondays, [cut]), [
    { start: 540, end: 600 },
    { start: 660, end: 720 },
    { start: 840, end: 1080 },
  ]);
  assert.deepEqual(availableOn('2025-11-24', mondays, [exception({})]), []);
  const extra = exception({ available: true, startTime: '12:00', endTime: '14:00' });
  assert.deepEqual(availableOn('2025-11-24', mondays, [extra]), [{ start: 540, end: 1080 }]);
  // An exception of another date changes nothing.
  assert.deepEqual(availableOn('2025-11-24', mondays, [exception({ date: '2025-12-01' })]).length, 2);
});

test('a lesson is available only when it lies inside one interval of its date', () => {
  assert.equal(isAvailable(at('2025-11-24', '09:00'), at('2025-11-24', '12:00'), mondays, []), true);
  assert.equal(isAvailable(at('2025-11-24', '11:30'), at('2025-11-24', '14:30'), mondays, []), false);
  assert.equal(isAvailable(at('2025-11-24', '16:00'), at('2025-11-24', '18:30'), mondays, []), false);
  assert.equal(isAvailable(at('2025-11-25', '09:00'), at('2025-11-25', '10:00'), mondays, []), false);
  const blocked = [exception({})];
  assert.equal(isAvailable(at('2025-11-24', '09:00'), at('2025-11-24', '10:00'), mondays, blocked), false);
});

test('a lesson past midnight is outside; one ending at midnight can be inside', () => {
  const allDay: WeeklySlot[] = [{ weekday: 1, startTime: '00:00', endTime: '23:59' }];
  const extra = [exception({ available: true })];
  assert.equal(isAvailable(at('2025-11-24', '23:00'), at('2025-11-25', '00:00'), allDay, extra), true);
  assert.equal(isAvailable(at('2025-11-24', '23:00'), at('2025-11-25', '00:30'), allDay, extra), false);
});

test('a lesson time reads like "Mon 2025-11-24 16:00–17:00", on the centre\'s clock', () => {
  assert.equal(describeTime(at('2025-11-24', '16:00'), at('2025-11-24', '17:00')), 'Mon 2025-11-24 16:00–17:00');
  assert.equal(
    describeTime(at('2025-11-24', '16:00'), at('2025-11-24', '17:00'), '12h'),
    'Mon 2025-11-24 4:00 PM–5:00 PM',
  );
});

test('dates between two dates are inclusive, across a month end', () => {
  assert.deepEqual(datesBetween('2025-11-29', '2025-12-02'), ['2025-11-29', '2025-11-30', '2025-12-01', '2025-12-02']);
});
