import type { Attendance, FeedbackStatus, PaymentType, ScheduleStatus } from '../../db/schema';
import type { DisplayFormat } from '../../lib/display-format';
import { localDateCell, localTimeCell, moneyCell, type SheetCell, writeSheet } from '../../lib/xlsx-sheet';
import type { BookedStudent, LessonRow } from './lesson-rows';

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

const LESSON_SHEET = {
  name: 'Lessons',
  header: [
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
  ],
  columnWidths: [12, 7, 7, 22, 24, 12, 24, 12, 11, 10, 12, 14],
};

/** One row per booked student; a lesson nobody is booked on still gets a row (with no student). */
function rowsOf(lesson: LessonRow): SheetCell[][] {
  const shared = {
    date: localDateCell(lesson.startTime),
    start: localTimeCell(lesson.startTime),
    end: localTimeCell(lesson.endTime),
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
export function lessonsWorkbook(lessons: LessonRow[], display: DisplayFormat): Promise<Buffer> {
  return writeSheet(LESSON_SHEET, lessons.flatMap(rowsOf), display);
}
