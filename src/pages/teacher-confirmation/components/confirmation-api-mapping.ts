import { pageQueryOf, type TablePageParams } from '@/components/ProTableSupport';
import { type ReportedLessonValues, toReportedLessonBody, toReportedLessonValues } from '@/components/Schedule';

/**
 * Pure translations between the teacher confirmation screen (its tables, the confirm form and the
 * feedback form) and the API. Kept apart from the components so each rule is unit-tested on its own.
 */

/** Which list a tab shows: lessons waiting to be confirmed, or confirmed ones still owing feedback. */
export type ConfirmationState = 'unconfirmed' | 'feedback';

/** The query for GET /api/teacher-confirmations: the table's page and the tab's state (no sort, no search). */
export function toConfirmationListParams(params: TablePageParams, state: ConfirmationState) {
  const { page, pageSize } = pageQueryOf(params, undefined);
  return { page, pageSize, state };
}

export type ConfirmFormValues = ReportedLessonValues;

/** The confirm form starts from the planned times with every student present. */
export const toConfirmFormValues = (lesson: API.TeacherLesson): ConfirmFormValues => toReportedLessonValues(lesson);

/** The body of POST …/confirm: the reported times and every booked student's attendance. */
export const toConfirmBody = (lesson: API.TeacherLesson, values: ConfirmFormValues): API.LessonConfirmationInput =>
  toReportedLessonBody(lesson.students, values);

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
  /** Leave out students with nothing written (they keep what the server has): for a form built offline. */
  onlyWritten = false,
): API.ScheduleFeedbackSave {
  const students = feedback.students.map((student) => ({
    studentId: student.studentId,
    feedback: values.students?.[String(student.studentId)]?.trim() ?? '',
  }));
  return {
    classFeedback: values.classFeedback?.trim() || null,
    students: onlyWritten ? students.filter((student) => student.feedback !== '') : students,
    submit,
  };
}

/**
 * The feedback form's starting point when the saved feedback cannot be loaded without a connection (and
 * the offline app kept no copy): the lesson's booked students with nothing written yet.
 */
export function feedbackFromLesson(lesson: API.TeacherLesson): API.ScheduleFeedback {
  return {
    scheduleId: lesson.id,
    status: lesson.feedbackStatus,
    classFeedback: null,
    submittedAt: null,
    lesson: {
      status: lesson.status,
      courseName: lesson.courseName,
      teacherId: 0,
      teacherName: '',
      startTime: lesson.startTime,
      endTime: lesson.endTime,
    },
    // The generated type misses that the server's attendance may be null; the form reads only id and name.
    students: lesson.students.map((student) => ({
      ...student,
      attendance: student.attendance as API.ScheduleFeedback['students'][number]['attendance'],
      feedback: '',
    })),
  };
}
