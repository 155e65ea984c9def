/** Shared lesson pieces: the calendar, the table view and the teacher screens all use these. */

export {
  type ConflictCheckedSave,
  saveWithConflictCheck,
  useConflictCheck,
  useConflictDialog,
} from './conflict-check';
export { default as FeedbackStatusTag, FEEDBACK_STATUS_LABELS, FEEDBACK_STATUS_VALUE_ENUM } from './FeedbackStatusTag';
export { default as ReportedLessonFields } from './ReportedLessonFields';
export * from './reported-lesson';
export { default as ScheduleForm, type ScheduleFormProps } from './ScheduleForm';
export { default as ScheduleStatusTag, SCHEDULE_STATUS_LABELS, SCHEDULE_STATUS_VALUE_ENUM } from './ScheduleStatusTag';
export { dateTimePickerProps, SCHEDULE_TIMES_REQUIRED } from './ScheduleTimesField';
export * from './schedule-api-mapping';
export * from './schedule-options';
export type * from './schedule-types';
