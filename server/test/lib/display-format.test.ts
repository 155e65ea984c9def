import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  formatDate,
  formatMoney,
  formatPhone,
  formatTime,
  formatTimeRange,
  formatWeekdayDate,
} from '../../src/lib/display-format';

test("the server writes dates, times and money the screens' way", () => {
  const at = new Date(2026, 10, 24, 16, 5);
  assert.equal(formatDate(at), '2026-11-24');
  assert.equal(formatWeekdayDate(at), 'Tue 2026-11-24');
  assert.equal(formatTime(at, '24h'), '16:05');
  assert.equal(formatTime(at, '12h'), '4:05 PM');
  assert.equal(formatTime(new Date(2026, 10, 24, 0, 30), '12h'), '12:30 AM');
  assert.equal(formatMoney('-1234.5', 'CAD'), '-$1,234.50');
  assert.equal(formatMoney('90071992547409.93', 'EUR'), '€90,071,992,547,409.93');
});

test('a lesson range and a phone read as on the screens', () => {
  const start = new Date(2026, 10, 24, 16, 0);
  assert.equal(formatTimeRange(start, new Date(2026, 10, 24, 17, 30), '24h'), 'Tue 2026-11-24 16:00–17:30');
  assert.equal(formatTimeRange(start, new Date(2026, 10, 24, 17, 30), '12h'), 'Tue 2026-11-24 4:00 PM–5:30 PM');
  assert.equal(
    formatTimeRange(new Date(2026, 10, 24, 23, 0), new Date(2026, 10, 25, 0, 30), '24h'),
    'Tue 2026-11-24 23:00–2026-11-25 00:30',
  );
  assert.equal(formatPhone('+14165550100'), '+1 416 555 0100');
  assert.equal(formatPhone('not a phone'), 'not a phone');
});
