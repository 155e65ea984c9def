import { isShortReason, SHORT_REASON_MESSAGE } from '@/components/FormSupport';
import { MONEY_PATTERN, toCents, toMoneyString } from '@/components/Money';
import { type ReportedLessonValues, toReportedLessonBody, toReportedLessonValues } from '@/components/Schedule';

/**
 * Pure translations for an administrator's correction of a confirmed lesson (PUT …/confirmation):
 * the form starts from what was recorded, and the body carries the corrected report and reason.
 */

export type CorrectionFormValues = ReportedLessonValues & {
  price: string;
  teacherHourlyRate: string;
  reason?: string;
};

/** The recorded times and attendance, the lesson's price and teacher rate; the reason is for the admin to give. */
export function toCorrectionFormValues(lesson: API.ScheduleItem): CorrectionFormValues {
  return {
    ...toReportedLessonValues(lesson),
    price: lesson.price,
    teacherHourlyRate: lesson.teacherHourlyRate,
    reason: '',
  };
}

/** What is wrong with a typed amount, naming the field; undefined when it is fine. */
export function moneyProblem(label: string, value: string | undefined): string | undefined {
  const typed = value?.trim();
  if (!typed) return `Please enter the ${label.toLowerCase()}`;
  if (!MONEY_PATTERN.test(typed)) return `${label} must be an amount like 45.00 (at most 2 decimals)`;
  return undefined;
}

/** What is wrong with the reason; undefined when it is fine. */
export function reasonProblem(value: string | undefined): string | undefined {
  const typed = value?.trim() ?? '';
  if (!typed) return 'Please enter the reason for the correction';
  if (isShortReason(typed)) return SHORT_REASON_MESSAGE;
  return undefined;
}

/** An amount goes in the body only when it changed: the server keeps whatever is left out. */
function changedAmount(recorded: string, typed: string): string | undefined {
  const amount = toMoneyString(typed);
  return toCents(amount) === toCents(recorded) ? undefined : amount;
}

/** The body of PUT /api/schedules/{id}/confirmation; call with values that passed the form's rules. */
export function toCorrectionBody(
  lesson: API.ScheduleItem,
  values: CorrectionFormValues,
): API.LessonConfirmationCorrectionInput {
  const price = changedAmount(lesson.price, values.price);
  const teacherHourlyRate = changedAmount(lesson.teacherHourlyRate, values.teacherHourlyRate);
  return {
    ...toReportedLessonBody(lesson.students, values),
    ...(price !== undefined && { price }),
    ...(teacherHourlyRate !== undefined && { teacherHourlyRate }),
    reason: (values.reason ?? '').trim(),
  };
}
