import { eq } from 'drizzle-orm';
import { scheduleStudents } from '../../src/db/schema';
import { applyLessonAccounting } from '../../src/modules/schedule-confirmation/lesson-accounting';
import { hoursFromNow, insertLesson } from '../helpers/lessons';
import { insertCourse, insertStudent } from '../helpers/records';
import { ADMIN_ONLY, CENTRE_STAFF, type Fixtures, type Row } from './types';

const TEACHER_ONLY = ['ROLE_TEACHER'] as const;

/** A CASH lesson of the matrix's `teacher` caller that ended an hour ago, with one student. */
async function ownPastLesson({ db, teacherId }: Fixtures, status: 'PLANNED' | 'CONFIRMED' = 'PLANNED') {
  const student = await insertStudent(db);
  const lesson = await insertLesson(db, {
    teacherId,
    courseId: (await insertCourse(db)).id,
    studentIds: [student.id],
    startTime: hoursFromNow(-2),
    endTime: hoursFromNow(-1),
    paymentType: 'CASH',
    status,
    ...(status === 'CONFIRMED' && { teacherStartTime: hoursFromNow(-2), teacherEndTime: hoursFromNow(-1) }),
  });
  if (status === 'CONFIRMED') {
    await db.update(scheduleStudents).set({ attendance: 'PRESENT' }).where(eq(scheduleStudents.scheduleId, lesson.id));
    await db.transaction((tx) => applyLessonAccounting(tx, lesson.id, null));
  }
  return { lesson, student };
}

const reportedFor = ({ lesson, student }: Awaited<ReturnType<typeof ownPastLesson>>) => ({
  teacherStartTime: lesson.startTime.toISOString(),
  teacherEndTime: lesson.endTime.toISOString(),
  attendance: [{ studentId: student.id, attendance: 'PRESENT' }],
});

export const scheduleConfirmationRows: Row[] = [
  {
    route: 'GET /api/teacher-confirmations',
    allowed: TEACHER_ONLY,
    ok: 200,
    request: () => ({ method: 'GET', url: '/api/teacher-confirmations?state=unconfirmed' }),
  },
  {
    route: 'POST /api/teacher-confirmations/:id/confirm',
    allowed: TEACHER_ONLY,
    ok: 200,
    request: async (f) => {
      const own = await ownPastLesson(f);
      return { method: 'POST', url: `/api/teacher-confirmations/${own.lesson.id}/confirm`, payload: reportedFor(own) };
    },
  },
  {
    route: 'POST /api/teacher-confirmations/:id/confirm-unchanged',
    allowed: TEACHER_ONLY,
    ok: 200,
    request: async (f) => ({
      method: 'POST',
      url: `/api/teacher-confirmations/${(await ownPastLesson(f)).lesson.id}/confirm-unchanged`,
    }),
  },
  {
    route: 'POST /api/teacher-confirmations/:id/cancel',
    allowed: TEACHER_ONLY,
    ok: 200,
    request: async (f) => ({
      method: 'POST',
      url: `/api/teacher-confirmations/${(await ownPastLesson(f)).lesson.id}/cancel`,
      payload: { reason: 'Student was ill' },
    }),
  },
  {
    route: 'PUT /api/schedules/:id/confirmation',
    allowed: ADMIN_ONLY,
    ok: 200,
    request: async (f) => {
      const own = await ownPastLesson(f, 'CONFIRMED');
      return {
        method: 'PUT',
        url: `/api/schedules/${own.lesson.id}/confirmation`,
        payload: { ...reportedFor(own), price: '35.00', reason: 'Price agreed with the family' },
      };
    },
  },
  {
    route: 'GET /api/schedules/:id/changes',
    allowed: CENTRE_STAFF,
    ok: 200,
    request: async (f) => ({ method: 'GET', url: `/api/schedules/${(await ownPastLesson(f)).lesson.id}/changes` }),
  },
];
