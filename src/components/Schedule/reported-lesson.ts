import dayjs, { type Dayjs } from 'dayjs';
import { dateTimePattern, readPicked } from '@/utils/format';

/**
 * What a teacher reports when confirming a lesson — the real start and end, and who attended — as the
 * confirm form (teachers) and the correction form (administrators) hold it, and as the API takes it.
 */

export type Attendance = 'PRESENT' | 'ABSENT';

/** ProForm hands date-time pickers back as text in the picker's format; a Dayjs is taken too. */
export type PickedTime = Dayjs | string;

export type ReportedLessonValues = {
  teacherStartTime: PickedTime;
  teacherEndTime: PickedTime;
  /** Keyed by student id (as text: form field names are strings). */
  attendance: Record<string, Attendance>;
};

type ReportableLesson = {
  startTime: string;
  endTime: string;
  teacherStartTime: string | null;
  teacherEndTime: string | null;
  students: { studentId: number; attendance: Attendance | null }[];
};

/**
 * Starts from what was reported, else from the plan: an unconfirmed lesson opens with the planned
 * times and everyone present; a confirmed one with its recorded times and attendance.
 */
export function toReportedLessonValues(lesson: ReportableLesson): ReportedLessonValues {
  return {
    teacherStartTime: dayjs(lesson.teacherStartTime ?? lesson.startTime),
    teacherEndTime: dayjs(lesson.teacherEndTime ?? lesson.endTime),
    attendance: Object.fromEntries(
      lesson.students.map((student) => [String(student.studentId), student.attendance ?? 'PRESENT']),
    ),
  };
}

/**
 * Times to the minute as instants, and one attendance per booked student: built from the lesson's own
 * student list, so every booked student is sent exactly once (the server refuses anything else).
 */
export function toReportedLessonBody(
  students: { studentId: number }[],
  values: ReportedLessonValues,
): API.LessonConfirmationInput {
  return {
    teacherStartTime: readPicked(values.teacherStartTime, dateTimePattern()).startOf('minute').toISOString(),
    teacherEndTime: readPicked(values.teacherEndTime, dateTimePattern()).startOf('minute').toISOString(),
    attendance: students.map((student) => ({
      studentId: student.studentId,
      attendance: values.attendance?.[String(student.studentId)] ?? 'PRESENT',
    })),
  };
}
