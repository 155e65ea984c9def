import { blankToNull } from '@/components/FormSupport/form-values';

/** Pure translations between a lesson's feedback (API) and the feedback form. Unit-tested on their own. */

/** The form: the class's feedback, then one text per booked student (names kept for labels and preview). */
export type FeedbackFormValues = {
  classFeedback: string;
  students: { studentId: number; name: string; feedback: string }[];
};

export function toFeedbackFormValues(feedback: API.ScheduleFeedback): FeedbackFormValues {
  return {
    classFeedback: feedback.classFeedback ?? '',
    students: feedback.students.map(({ studentId, name, feedback: text }) => ({
      studentId,
      name,
      feedback: text ?? '',
    })),
  };
}

/**
 * Save (`submit` false → a draft) or Submit. Every booked student is sent, a blank one as "" so a
 * cleared text is cleared (a student left out would keep their old text); a blank class feedback is null.
 */
export function toFeedbackInput(values: FeedbackFormValues, submit: boolean): API.ScheduleFeedbackSaveInput {
  return {
    classFeedback: blankToNull(values.classFeedback),
    students: values.students.map(({ studentId, feedback }) => ({ studentId, feedback: feedback.trim() })),
    submit,
  };
}
