import writeXlsxFile, { type Row } from 'write-excel-file/node';
import type { Attendance, FeedbackStatus, PaymentType, ScheduleStatus } from '../../db/schema';
import type { BookedStudent, LessonRow } from './lesson-rows';

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export const STATUS_LABELS: Record<ScheduleStatus, string> = {
  PLANNED: 'Unconfirmed',
  CONFIRMED: 'Confirmed',
  CANCELLED: 'Cancelled',
};
export const ATTENDANCE_LABELS: Record<Attendance, string> = { PRESENT: 'Present', ABSENT: 'Absent' };
const FEEDBACK_LABELS: Record<FeedbackStatus, string> = {
  NOT_SUBMITTED: 'Not Submitted',
  DRAFT: 'Draft',
  SUBMITTED: 'Submitted',
};
const PAYMENT_LABELS: Record<PaymentType, string> = {
  VOUCHER: 'Voucher',
  CASH: 'Cash',
  CARD: 'Card',
  E_TRANSFER: 'E-transfer',
  CHEQUE: 'Cheque',
  OTHER: 'Other',
};

export const headerRow = (titles: string[]): Row => titles.map((value) => ({ value, fontWeight: 'bold' as const }));

const HEADER = headerRow([
  'Date',
  'Start',
  'End',
  'Teacher',
  'Course',
  'Student ID',
  'Student',
  'Status',
  'Attendance',
  'Price',
  'Payment type',
  'Feedback',
]);
const WIDTHS = [12, 7, 7, 22, 24, 12, 24, 12, 11, 10, 12, 14].map((width) => ({ width }));

/**
 * The library writes a Date as its UTC wall clock; the sheet should show the centre's wall clock,
 * so the local date and time are re-stated as UTC.
 */
const wallClock = (instant: Date) =>
  new Date(
    Date.UTC(instant.getFullYear(), instant.getMonth(), instant.getDate(), instant.getHours(), instant.getMinutes()),
  );
const dateCell = (instant: Date) => {
  const clock = wallClock(instant);
  clock.setUTCHours(0, 0);
  return { value: clock, type: Date, format: 'yyyy-mm-dd' };
};
const timeCell = (instant: Date) => ({ value: wallClock(instant), type: Date, format: 'hh:mm' });
/** Spreadsheet cells are doubles: the exact decimal string becomes a number only here, at the edge. */
const moneyCell = (amount: string) => ({ value: Number(amount), type: Number, format: '#,##0.00' });

/** One row per booked student; a lesson nobody is booked on still gets a row (with no student). */
function rowsOf(lesson: LessonRow): Row[] {
  const shared = {
    date: dateCell(lesson.startTime),
    start: timeCell(lesson.startTime),
    end: timeCell(lesson.endTime),
    price: moneyCell(lesson.price),
  };
  const booked: (BookedStudent | null)[] = lesson.students.length > 0 ? lesson.students : [null];
  return booked.map((student) => [
    shared.date,
    shared.start,
    shared.end,
    lesson.teacherName ?? '',
    lesson.courseName,
    student?.number ?? '',
    student ? `${student.firstName} ${student.lastName}` : '',
    STATUS_LABELS[lesson.status],
    student?.attendance ? ATTENDANCE_LABELS[student.attendance] : '',
    shared.price,
    PAYMENT_LABELS[lesson.paymentType],
    FEEDBACK_LABELS[lesson.feedbackStatus],
  ]);
}

/** The lessons as a real .xlsx: a bold, frozen header row and typed date, time and money cells. */
export function lessonsWorkbook(lessons: LessonRow[]): Promise<Buffer> {
  return writeXlsxFile([HEADER, ...lessons.flatMap(rowsOf)], {
    sheet: 'Lessons',
    columns: WIDTHS,
    stickyRowsCount: 1,
  }).toBuffer();
}
