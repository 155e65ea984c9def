import dayjs from 'dayjs';
import { setDisplaySettings } from '@/utils/display-settings';
import {
  availabilityViewer,
  clockToDayjs,
  exceptionTimesText,
  overlapsAnother,
  toExceptionBody,
  toSlotsBody,
  toSlotsFormValues,
} from '../components/availability-api-mapping';
import { availability } from './availability.fixture';

const at = (clock: string) => clockToDayjs(clock);

describe('weekly slots form ⇄ API', () => {
  it('puts each slot under its weekday, every weekday present, in start order', () => {
    const values = toSlotsFormValues([
      ...availability.slots,
      { id: 3, weekday: 1, startTime: '07:30:00', endTime: '08:30:00' },
    ]);
    expect(Object.keys(values.days).sort()).toEqual(['0', '1', '2', '3', '4', '5', '6']);
    expect(values.days[1].map((slot) => [slot.start?.format('HH:mm'), slot.end?.format('HH:mm')])).toEqual([
      ['07:30', '08:30'],
      ['09:00', '12:00'],
    ]);
    expect(values.days[0]).toEqual([]);
  });

  it('sends every complete range as weekday and HH:mm, Monday first, and round-trips', () => {
    expect(toSlotsBody(toSlotsFormValues(availability.slots))).toEqual({
      slots: [
        { weekday: 1, startTime: '09:00', endTime: '12:00' },
        { weekday: 3, startTime: '14:00', endTime: '17:00' },
      ],
    });
  });

  it('sends Sunday last, skips half-filled ranges and sends an empty week as no slots', () => {
    const body = toSlotsBody({
      days: {
        0: [{ start: at('10:00'), end: at('11:00') }],
        2: [{ start: at('08:00') }, { start: at('13:00'), end: at('15:15') }],
      },
    });
    expect(body.slots).toEqual([
      { weekday: 2, startTime: '13:00', endTime: '15:15' },
      { weekday: 0, startTime: '10:00', endTime: '11:00' },
    ]);
    expect(toSlotsBody({ days: {} })).toEqual({ slots: [] });
  });

  it('finds ranges of one day that share a minute, not ranges that only touch', () => {
    const day = [
      { start: at('09:00'), end: at('12:00') },
      { start: at('11:30'), end: at('13:00') },
      { start: at('13:00'), end: at('14:00') },
    ];
    expect(overlapsAnother(day, 0)).toBe(true);
    expect(overlapsAnother(day, 1)).toBe(true);
    expect(overlapsAnother(day, 2)).toBe(false);
    expect(overlapsAnother([{ start: at('09:00') }, { start: at('08:00'), end: at('10:00') }], 0)).toBe(false);
  });
});

describe('exceptions', () => {
  it('sends a whole-day exception without times and a blank note as null', () => {
    expect(toExceptionBody({ date: dayjs('2025-12-24'), available: false, note: '  ' })).toEqual({
      date: '2025-12-24',
      available: false,
      startTime: null,
      endTime: null,
      note: null,
    });
  });

  it('sends the times whether the form hands back Dayjs values or ProForm text', () => {
    expect(
      toExceptionBody({ date: '2025-12-27', available: true, start: '10:00', end: '13:30', note: ' Extra ' }),
    ).toEqual({ date: '2025-12-27', available: true, startTime: '10:00', endTime: '13:30', note: 'Extra' });
    expect(
      toExceptionBody({ date: '2025-12-27', available: true, start: at('08:05'), end: at('09:00') }),
    ).toMatchObject({ startTime: '08:05', endTime: '09:00' });
  });

  it('reads ProForm text on the centre’s 12-hour clock ("4:30 PM") back to the API’s "16:30"', () => {
    const locale = dayjs.locale();
    dayjs.locale('en');
    setDisplaySettings({ timeFormat: '12h' });
    try {
      expect(toExceptionBody({ date: '2025-12-27', available: true, start: '9:05 AM', end: '4:30 PM' })).toMatchObject({
        startTime: '09:05',
        endTime: '16:30',
      });
    } finally {
      setDisplaySettings({ timeFormat: '24h' });
      dayjs.locale(locale);
    }
  });

  it('sends no times when only one of them is filled', () => {
    expect(toExceptionBody({ date: '2025-12-27', available: false, start: at('08:00') })).toMatchObject({
      startTime: null,
      endTime: null,
    });
  });

  it('reads times as a range or "All day"', () => {
    expect(exceptionTimesText(availability.exceptions[0])).toBe('All day');
    expect(exceptionTimesText({ startTime: '10:00:00', endTime: '13:00:00' })).toBe('10:00–13:00');
    const locale = dayjs.locale();
    dayjs.locale('en');
    setDisplaySettings({ timeFormat: '12h' });
    try {
      expect(exceptionTimesText({ startTime: '10:00:00', endTime: '13:30:00' })).toBe('10:00 AM–1:30 PM');
    } finally {
      setDisplaySettings({ timeFormat: '24h' });
      dayjs.locale(locale);
    }
  });
});

describe('availabilityViewer', () => {
  it('lets administrators and operators pick a teacher', () => {
    expect(availabilityViewer({ id: 1, authorities: ['ROLE_ADMIN', 'INTERNAL_ADMIN', 'INTERNAL_STAFF'] })).toEqual({
      mode: 'staff',
    });
    expect(availabilityViewer({ id: 2, authorities: ['ROLE_OPERATOR', 'INTERNAL_STAFF'] })).toEqual({ mode: 'staff' });
  });

  it('keeps a teacher, who also carries INTERNAL_STAFF, on their own availability', () => {
    expect(availabilityViewer({ id: 5, authorities: ['ROLE_TEACHER', 'INTERNAL_STAFF'] })).toEqual({
      mode: 'teacher',
      teacherId: 5,
    });
  });

  it('shows nothing to anyone else', () => {
    expect(availabilityViewer({ id: 9, authorities: ['ROLE_SYSTEM'] })).toEqual({ mode: 'none' });
    expect(availabilityViewer(undefined)).toEqual({ mode: 'none' });
  });
});
