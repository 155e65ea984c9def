import { insertLesson } from '../helpers/lessons';
import { insertCourse, insertStudent } from '../helpers/records';
import type { Fixtures, Row } from './types';

/** Staff on any lesson, a teacher on their own: each row uses a lesson of the matrix's teacher. */
const FEEDBACK_ROLES = ['ROLE_ADMIN', 'ROLE_OPERATOR', 'ROLE_TEACHER'] as const;

async function confirmedLesson({ db, teacherId }: Fixtures) {
  const student = await insertStudent(db);
  const lesson = await insertLesson(db, {
    teacherId,
    courseId: (await insertCourse(db)).id,
    studentIds: [student.id],
    startTime: '2026-01-12T15:00:00Z',
    endTime: '2026-01-12T16:00:00Z',
    status: 'CONFIRMED',
  });
  return { lesson, student };
}

export const scheduleFeedbackRows: Row[] = [
  {
    route: 'GET /api/schedules/:id/feedback',
    allowed: FEEDBACK_ROLES,
    ok: 200,
    request: async (f) => ({ method: 'GET', url: `/api/schedules/${(await confirmedLesson(f)).lesson.id}/feedback` }),
  },
  {
    route: 'PUT /api/schedules/:id/feedback',
    allowed: FEEDBACK_ROLES,
    ok: 200,
    request: async (f) => {
      const { lesson, student } = await confirmedLesson(f);
      return {
        method: 'PUT',
        url: `/api/schedules/${lesson.id}/feedback`,
        payload: {
          classFeedback: 'Good work',
          students: [{ studentId: student.id, feedback: 'Well done' }],
          submit: true,
        },
      };
    },
  },
  {
    route: 'GET /api/schedules/:id/feedback/pdf',
    allowed: FEEDBACK_ROLES,
    ok: 200,
    request: async (f) => ({
      method: 'GET',
      url: `/api/schedules/${(await confirmedLesson(f)).lesson.id}/feedback/pdf`,
    }),
  },
];
