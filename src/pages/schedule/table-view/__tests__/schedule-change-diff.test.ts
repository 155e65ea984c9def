import dayjs from 'dayjs';
import { setDisplaySettings } from '@/utils/format';
import { changeActionLabel, changedFieldLines, newestFirst } from '../components/schedule-change-diff';

const students = [
  { studentId: 21, name: 'Ann Lee' },
  { studentId: 22, name: 'Ada Lovelace' },
];
const local = (iso: string, format: string) => dayjs(iso).format(format);

const recorded = {
  teacherStartTime: '2026-03-02T09:00:00.000Z',
  teacherEndTime: '2026-03-02T10:00:00.000Z',
  price: '45.00',
  teacherHourlyRate: '30.00',
  attendance: [
    { studentId: 21, attendance: 'PRESENT' },
    { studentId: 22, attendance: 'PRESENT' },
  ],
};

describe('changedFieldLines', () => {
  it('lists each corrected field with its old and new value', () => {
    const lines = changedFieldLines(
      recorded,
      {
        ...recorded,
        teacherEndTime: '2026-03-02T10:30:00.000Z',
        price: '50.00',
        attendance: [
          { studentId: 21, attendance: 'PRESENT' },
          { studentId: 22, attendance: 'ABSENT' },
        ],
      },
      students,
    );
    const end = (iso: string) => local(iso, 'HH:mm');
    expect(lines).toEqual([
      `Teacher end ${end(recorded.teacherEndTime)} → ${end('2026-03-02T10:30:00.000Z')}`,
      'Price $45.00 → $50.00',
      'Ada Lovelace: Present → Absent',
    ]);
  });

  it("writes times on the centre's clock, as every other screen does", () => {
    setDisplaySettings({ timeFormat: '12h' });
    try {
      const later = { ...recorded, teacherEndTime: '2026-03-02T10:30:00.000Z' };
      const moved = { ...recorded, teacherStartTime: '2026-03-09T09:00:00.000Z' };
      expect(changedFieldLines(recorded, later, students)).toEqual([
        `Teacher end ${local(recorded.teacherEndTime, 'h:mm A')} → ${local(later.teacherEndTime, 'h:mm A')}`,
      ]);
      const full = (iso: string) => local(iso, 'YYYY-MM-DD h:mm A');
      expect(changedFieldLines(recorded, moved, students)).toEqual([
        `Teacher start ${full(recorded.teacherStartTime)} → ${full(moved.teacherStartTime)}`,
      ]);
    } finally {
      setDisplaySettings(undefined);
    }
  });

  it('lists nothing when the values are the same, however they are written', () => {
    const same = { ...recorded, teacherStartTime: '2026-03-02T10:00:00+01:00', price: '45', teacherHourlyRate: '30.0' };
    expect(changedFieldLines(recorded, same, students)).toEqual([]);
  });

  it('shows dates when a time moves to another day, and the status of a cancellation', () => {
    const before = { status: 'CONFIRMED', teacherStartTime: '2026-03-02T09:00:00.000Z', price: '45.00' };
    const after = { status: 'CANCELLED', teacherStartTime: '2026-03-09T09:00:00.000Z', price: '45.00' };
    const full = (iso: string) => local(iso, 'YYYY-MM-DD HH:mm');
    expect(changedFieldLines(before, after, students)).toEqual([
      'Status Confirmed → Cancelled',
      `Teacher start ${full(before.teacherStartTime)} → ${full(after.teacherStartTime)}`,
    ]);
  });

  it('reads a missing value as "not set" and an unknown student by id', () => {
    const lines = changedFieldLines(
      { teacherEndTime: null, attendance: [{ studentId: 99, attendance: 'ABSENT' }] },
      { teacherEndTime: '2026-03-02T10:00:00.000Z', attendance: [{ studentId: 99, attendance: 'PRESENT' }] },
      students,
    );
    expect(lines).toEqual([
      `Teacher end not set → ${local('2026-03-02T10:00:00.000Z', 'YYYY-MM-DD HH:mm')}`,
      'Student #99: Absent → Present',
    ]);
  });

  it('compares only fields both snapshots recorded, and still reads fields it does not know', () => {
    expect(changedFieldLines({ status: 'PLANNED' }, { status: 'CANCELLED', price: '45.00' }, students)).toEqual([
      'Status Unconfirmed → Cancelled',
    ]);
    expect(changedFieldLines(null, { status: 'CANCELLED' }, students)).toEqual([]);
    expect(changedFieldLines({ roomNumber: 3 }, { roomNumber: 4 }, students)).toEqual(['Room number 3 → 4']);
  });
});

describe('changeActionLabel', () => {
  it('names the actions the server records, and reads any other one as words', () => {
    expect(changeActionLabel('correct-confirmation')).toBe('Confirmation corrected');
    expect(changeActionLabel('cancel')).toBe('Cancelled');
    expect(changeActionLabel('move-series')).toBe('Move series');
  });
});

describe('newestFirst', () => {
  it('orders by time, latest first, then by id', () => {
    const change = (id: number, changedAt: string) =>
      ({ id, changedAt, action: 'cancel', scheduleId: 1 }) as API.ScheduleChange;
    const ordered = newestFirst([
      change(1, '2026-03-02T10:00:00.000Z'),
      change(3, '2026-03-04T10:00:00.000Z'),
      change(2, '2026-03-04T10:00:00.000Z'),
    ]);
    expect(ordered.map((c) => c.id)).toEqual([3, 2, 1]);
  });
});
