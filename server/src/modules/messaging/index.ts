/**
 * The messaging module's public face: what other modules may import from it (scripts/check-imports.mjs
 * refuses an import of its inner files). Messaging is every message the centre sends:
 * - email/: bulk sends and the templates every message is worded from;
 * - event-mails/: automatic messages on a change (a lesson booked, moved or cancelled), recorded in the
 *   change's transaction with recordMailEvent and sent by the event-mails job after wakeEventMails;
 * - alerts/: timed messages (reminders, low balance, the next day's lessons, feedback due), each a job;
 * - outbox/: the administrators' view of the mail outbox;
 * - teacher-recipient.ts: who wants which message, on which channel.
 * Delivery itself (SMTP, SMS, the outboxes' rows and retries) is platform/mail's.
 */
export { renderBuiltIn } from './email/built-in-templates';
export { centreTemplateValues, centreValues } from './email/centre-values';
export { recordMailEvent, wakeEventMails } from './event-mails/mail-events';
export { recordStudentCancelled } from './event-mails/student-cancelled';
export { recordLessonsBooked, recordLessonsChanged } from './event-mails/teacher-lesson-events';
