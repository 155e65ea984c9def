/** How every screen names a student and links to them (lists, referrals, purchases, registers). */

export { default as StudentStatusTag, STUDENT_STATUS_VALUE_ENUM } from './StudentStatusTag';

export const studentName = (student: Pick<API.Student, 'firstName' | 'lastName'>) =>
  `${student.firstName} ${student.lastName}`;

/** The student's dashboard, which is also their report. */
export const studentDashboardPath = (id: number) => `/student/studentDashboard/${id}`;
