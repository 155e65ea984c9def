import {
  currencySymbol,
  EMPTY,
  formatDate,
  formatDateTime,
  formatMoney,
  formatPhone,
  formatTime,
  formatTimeRange,
  formatWeekdayDate,
  formatWeekdayDateTime,
  getDisplaySettings,
  orEmpty,
  setDisplaySettings,
} from './format';

afterEach(() => setDisplaySettings(undefined));

describe('dates and times', () => {
  it('writes dates one way, with or without the weekday', () => {
    expect(formatDate('2026-11-24')).toBe('2026-11-24');
    expect(formatDate(new Date(2026, 10, 24, 16, 5))).toBe('2026-11-24');
    expect(formatWeekdayDate('2026-11-24')).toBe('Tue 2026-11-24');
  });

  it('writes times on a 24-hour clock by default and on 12 hours when the centre says so', () => {
    const at = new Date(2026, 10, 24, 16, 5);
    expect(formatTime(at)).toBe('16:05');
    expect(formatDateTime(at)).toBe('2026-11-24 16:05');
    setDisplaySettings({ timeFormat: '12h' });
    expect(formatTime(at)).toBe('4:05 PM');
    expect(formatDateTime(at)).toBe('2026-11-24 4:05 PM');
    expect(formatWeekdayDateTime(at)).toBe('Tue 2026-11-24 4:05 PM');
    setDisplaySettings({ timeFormat: '24h' });
    expect(formatWeekdayDateTime(at)).toBe('Tue 2026-11-24 16:05');
  });

  it('writes a lesson range with the end date only when it ends on another day', () => {
    expect(formatTimeRange(new Date(2026, 10, 24, 16, 0), new Date(2026, 10, 24, 17, 30))).toBe(
      'Tue 2026-11-24 16:00–17:30',
    );
    expect(formatTimeRange(new Date(2026, 10, 24, 23, 0), new Date(2026, 10, 25, 0, 30))).toBe(
      'Tue 2026-11-24 23:00–2026-11-25 00:30',
    );
  });

  it('marks missing and unreadable dates as empty', () => {
    expect(formatDate(null)).toBe(EMPTY);
    expect(formatDateTime('')).toBe(EMPTY);
    expect(formatTime('not a date')).toBe(EMPTY);
    expect(formatTimeRange('2026-11-24', undefined)).toBe(EMPTY);
  });
});

describe('money', () => {
  it("writes amounts in the centre's currency with grouping and two decimals", () => {
    expect(formatMoney('45')).toBe('$45.00');
    expect(formatMoney('-1234567.8')).toBe('-$1,234,567.80');
    setDisplaySettings({ currency: 'EUR' });
    expect(formatMoney('45.5')).toBe('€45.50');
    expect(formatMoney('45.5', 'GBP')).toBe('£45.50');
    expect(currencySymbol()).toBe('€');
  });

  it('keeps every digit of amounts a float would round', () => {
    expect(formatMoney('9999999999.99')).toBe('$9,999,999,999.99');
    expect(formatMoney('90071992547409.93')).toBe('$90,071,992,547,409.93');
  });

  it('marks missing or malformed amounts as empty and ignores an unknown currency', () => {
    expect(formatMoney(null)).toBe(EMPTY);
    expect(formatMoney('abc')).toBe(EMPTY);
    setDisplaySettings({ currency: 'nope', timeFormat: 'x' as never });
    expect(getDisplaySettings()).toEqual({ currency: 'CAD', timeFormat: '24h' });
  });
});

describe('phones and empty values', () => {
  it('writes stored phones for reading and leaves what it cannot read unchanged', () => {
    expect(formatPhone('+16475551555')).toBe('+1 647 555 1555');
    expect(formatPhone('+8613812345678')).toBe('+86 138 1234 5678');
    expect(formatPhone('12345')).toBe('12345');
    expect(formatPhone(null)).toBe(EMPTY);
  });

  it('has one empty mark', () => {
    expect(orEmpty('')).toBe(EMPTY);
    expect(orEmpty(null)).toBe(EMPTY);
    expect(orEmpty(0)).toBe('0');
    expect(orEmpty('x')).toBe('x');
  });
});
