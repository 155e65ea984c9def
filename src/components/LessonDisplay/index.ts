/** How a lesson shows in any list: its time, its teacher (with their colour), its students and attendance. */
export { type Attendance, default as AttendanceTag } from './AttendanceTag';
export { default as LessonStudents } from './LessonStudents';
export { durationText, lessonWhen } from './lesson-text';
export { default as TeacherDot } from './TeacherDot';
