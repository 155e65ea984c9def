import dayjs from 'dayjs';
import { formatMoney, MONEY_PATTERN, toCents } from '@/components/Money';
import { SCHEDULE_STATUS_LABELS, type ScheduleStatus } from '@/components/Schedule';
import { dateTimePattern, timePattern } from '@/utils/format';

/**
 * Reads a lesson's audit trail (GET /api/schedules/{id}/changes) for people: a label per action, and
 * a short line per field whose value differs between the before and after snapshots the server keeps
 * (status, planned and teacher times, price, teacher rate, attendance).
 */

type Snapshot = Record<string, unknown> | null;
type StudentName = { studentId: number; name: string };

const ACTION_LABELS: Record<string, string> = {
  'correct-confirmation': 'Confirmation corrected',
  cancel: 'Cancelled',
};

/** "correct-confirmation" → "Confirmation corrected"; an action this screen does not know reads as its words. */
export function changeActionLabel(action: string): string {
  if (ACTION_LABELS[action]) return ACTION_LABELS[action];
  const words = action.replace(/[-_]+/g, ' ').trim().toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The server lists oldest first; people read a history newest first. */
export function newestFirst(changes: API.ScheduleChange[]): API.ScheduleChange[] {
  return [...changes].sort((a, b) => dayjs(b.changedAt).valueOf() - dayjs(a.changedAt).valueOf() || b.id - a.id);
}

const NOT_SET = 'not set';

const TIME_FIELDS = [
  ['startTime', 'Start'],
  ['endTime', 'End'],
  ['teacherStartTime', 'Teacher start'],
  ['teacherEndTime', 'Teacher end'],
] as const;

const MONEY_FIELDS = [
  ['price', 'Price'],
  ['teacherHourlyRate', 'Teacher hourly rate'],
] as const;

const KNOWN = new Set<string>([
  'status',
  'attendance',
  ...TIME_FIELDS.map(([k]) => k),
  ...MONEY_FIELDS.map(([k]) => k),
]);

const isText = (value: unknown): value is string => typeof value === 'string' && value !== '';
const arrow = (from: string, to: string) => `${from} → ${to}`;

/** Two instants: clock times (on the centre's clock) when both fall on the same local day, else dates too. */
function timeChange(from: unknown, to: unknown): string | undefined {
  const a = isText(from) ? dayjs(from) : undefined;
  const b = isText(to) ? dayjs(to) : undefined;
  if (a?.valueOf() === b?.valueOf()) return undefined;
  const format = a && b && a.isSame(b, 'day') ? timePattern() : dateTimePattern();
  return arrow(a ? a.format(format) : NOT_SET, b ? b.format(format) : NOT_SET);
}

const money = (value: unknown) => (isText(value) && MONEY_PATTERN.test(value) ? value : undefined);

function moneyChange(from: unknown, to: unknown): string | undefined {
  const a = money(from);
  const b = money(to);
  if ((a === undefined ? a : toCents(a)) === (b === undefined ? b : toCents(b))) return undefined;
  return arrow(a ? formatMoney(a) : NOT_SET, b ? formatMoney(b) : NOT_SET);
}

const statusText = (value: unknown) =>
  SCHEDULE_STATUS_LABELS[value as ScheduleStatus] ?? (isText(value) ? value : NOT_SET);

const attendanceText = (value: string | undefined) =>
  value === 'PRESENT' ? 'Present' : value === 'ABSENT' ? 'Absent' : NOT_SET;

/** Attendance snapshots are [{studentId, attendance}]: one line per student whose attendance differs. */
function attendanceLines(from: unknown, to: unknown, students: StudentName[]): string[] {
  const byStudent = (list: unknown) =>
    new Map(
      (Array.isArray(list) ? list : []).map((row: { studentId: number; attendance?: string | null }) => [
        row.studentId,
        row.attendance ?? undefined,
      ]),
    );
  const before = byStudent(from);
  const after = byStudent(to);
  const ids = [...new Set([...before.keys(), ...after.keys()])];
  const nameOf = (id: number) => students.find((s) => s.studentId === id)?.name ?? `Student #${id}`;
  return ids
    .filter((id) => before.get(id) !== after.get(id))
    .sort((a, b) => nameOf(a).localeCompare(nameOf(b)))
    .map((id) => `${nameOf(id)}: ${arrow(attendanceText(before.get(id)), attendanceText(after.get(id)))}`);
}

const primitiveText = (value: unknown) => (value === null || value === undefined ? NOT_SET : String(value));

/** "teacherRoom" → "Teacher room": a field this screen does not know yet still reads. */
const fieldLabel = (key: string) => {
  const words = key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/**
 * One line per field that differs, e.g. "Teacher end 10:00 → 10:30", "Ada Lovelace: Present → Absent",
 * "Price 45.00 → 50.00". Only fields both snapshots hold are compared: a field missing on one side
 * was not recorded, which is not a change.
 */
export function changedFieldLines(before: Snapshot, after: Snapshot, students: StudentName[]): string[] {
  const from = before ?? {};
  const to = after ?? {};
  const both = (key: string) => key in from && key in to;
  const lines: string[] = [];
  if (both('status') && from.status !== to.status)
    lines.push(`Status ${arrow(statusText(from.status), statusText(to.status))}`);
  for (const [key, label] of TIME_FIELDS) {
    const change = both(key) ? timeChange(from[key], to[key]) : undefined;
    if (change) lines.push(`${label} ${change}`);
  }
  for (const [key, label] of MONEY_FIELDS) {
    const change = both(key) ? moneyChange(from[key], to[key]) : undefined;
    if (change) lines.push(`${label} ${change}`);
  }
  if (both('attendance')) lines.push(...attendanceLines(from.attendance, to.attendance, students));
  for (const key of Object.keys(to)) {
    const [a, b] = [from[key], to[key]];
    const simple = [a, b].every((v) => v === null || ['string', 'number', 'boolean'].includes(typeof v));
    if (!KNOWN.has(key) && both(key) && simple && a !== b)
      lines.push(`${fieldLabel(key)} ${arrow(primitiveText(a), primitiveText(b))}`);
  }
  return lines;
}
