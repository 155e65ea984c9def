import dayjs, { type Dayjs } from 'dayjs';
import { pageQueryOf, type TablePageParams } from '@/components/ProTableSupport';

/**
 * Pure translations between the teacher confirmation screen (its tables, the confirm form and the
 * feedback form) and the API. Kept apart from the components so each rule is unit-tested on its own.
 */

/** Which list a tab shows: lessons waiting to be confirmed, or confirmed ones still owing feedback. */
export type ConfirmationState = 'unconfirmed' | 'feedback';

export type Attendance = 'PRESENT' | 'ABSENT';

/** The query for GET /api/teacher-confirmations: the table's page and the tab's state (no sort, no search). */
export function toConfirmationListParams(params: TablePageParams, state: ConfirmationState) {
  const { page, pageSize } = pageQueryOf(params, undefined);
  return { page, pageSize, state };
}

/** ProForm hands date-time pickers back as text in the picker's format; a Dayjs is taken too. */
type PickedTime = Dayjs | string;

export type ConfirmFormValues = {
  teacherStartTime: PickedTime;
  teacherEndTime: PickedTime;
  /** Keyed by student id (as text: form field names are strings). */
  attendance: Record<string, Attendance>;
};

/** The confirm form starts from the planned times with every student present. */
export function toConfirmFormValues(lesson: API.TeacherLesson): ConfirmFormValues {
  return {
    teacherStartTime: dayjs(lesson.startTime),
    teacherEndTime: dayjs(lesson.endTime),
    attendance: Object.fromEntries(lesson.students.map((student) => [String(student.studentId), 'PRESENT'])),
  };
}

/**
 * The body of POST …/confirm. Attendance is built from the lesson's own student list, so every booked
 * student is sent exactly once (the server refuses anything else) even if the form missed one.
 */
export function toConfirmBody(lesson: API.TeacherLesson, values: ConfirmFormValues): API.LessonConfirmationInput {
  return {
    teacherStartTime: dayjs(values.teacherStartTime).startOf('minute').toISOString(),
    teacherEndTime: dayjs(values.teacherEndTime).startOf('minute').toISOString(),
    attendance: lesson.students.map((student) => ({
      studentId: student.studentId,
      attendance: values.attendance?.[String(student.studentId)] ?? 'PRESENT',
    })),
  };
}

/** A cancellation's optional reason: trimmed, left out when blank. */
export function toCancelBody(reason: string | undefined): API.LessonCancellationInput {
  const trimmed = reason?.trim();
  return trimmed ? { reason: trimmed } : {};
}

export type FeedbackFormValues = {
  classFeedback?: string;
  /** Keyed by student id (as text). */
  students: Record<string, string | undefined>;
};

export function toFeedbackFormValues(feedback: API.ScheduleFeedback): FeedbackFormValues {
  return {
    classFeedback: feedback.classFeedback ?? '',
    students: Object.fromEntries(
      feedback.students.map((student) => [String(student.studentId), student.feedback ?? '']),
    ),
  };
}

/** The body of PUT …/feedback: submit=false keeps a draft, true submits. A blank note clears it (the server stores null). */
export function toFeedbackBody(
  feedback: API.ScheduleFeedback,
  values: FeedbackFormValues,
  submit: boolean,
): API.ScheduleFeedbackSave {
  return {
    classFeedback: values.classFeedback?.trim() || null,
    students: feedback.students.map((student) => ({
      studentId: student.studentId,
      feedback: values.students?.[String(student.studentId)]?.trim() ?? '',
    })),
    submit,
  };
}
