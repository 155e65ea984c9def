/** What the event mails offer their sibling parts of messaging. Other modules import ../index.ts. */
export { recordMailEvent, wakeEventMails } from './mail-events';
export { recordStudentCancelled } from './student-cancelled';
export { recordLessonsBooked, recordLessonsChanged } from './teacher-lesson-events';
export type { Outgoing } from './teacher-notices';
export { queueTeacherNotice } from './teacher-notices';
