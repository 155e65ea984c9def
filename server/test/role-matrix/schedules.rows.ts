import { hoursFromNow, insertLesson, insertTeacher } from '../helpers/lessons';
import { insertCourse, insertStudent } from '../helpers/records';
import { CENTRE_STAFF, type Fixtures, type Row } from './types';

/** A future lesson with its own teacher and student, so no request of this file clashes with another. */
async function lessonOf({ db }: Fixtures) {
  const teacher = await insertTeacher(db, { hourlyRate: '30.00' });
  const student = await insertStudent(db, { hourlyRate: '40.00' });
  const course = await insertCourse(db);
  const lesson = await insertLesson(db, {
    teacherId: teacher.id,
    courseId: course.id,
    studentIds: [student.id],
    startTime: hoursFromNow(48),
    endTime: hoursFromNow(49),
  });
  return { lesson, teacher, student, course };
}

const times = [{ startTime: hoursFromNow(72).toISOString(), endTime: hoursFromNow(73).toISOString() }];

export const scheduleRows: Row[] = [
  {
    route: 'GET /api/schedules',
    allowed: CENTRE_STAFF,
    ok: 200,
    request: () => ({ method: 'GET', url: '/api/schedules' }),
  },
  {
    route: 'GET /api/schedules/calendar',
    allowed: CENTRE_STAFF,
    ok: 200,
    request: () => ({
      method: 'GET',
      url: '/api/schedules/calendar',
      query: { from: '2026-03-02T00:00:00Z', to: '2026-03-09T00:00:00Z' },
    }),
  },
  {
    route: 'GET /api/schedules/:id',
    allowed: CENTRE_STAFF,
    ok: 200,
    request: async (f) => ({ method: 'GET', url: `/api/schedules/${(await lessonOf(f)).lesson.id}` }),
  },
  {
    route: 'POST /api/schedules/conflicts',
    allowed: CENTRE_STAFF,
    ok: 200,
    request: async (f) => {
      const { teacher, student } = await lessonOf(f);
      return {
        method: 'POST',
        url: '/api/schedules/conflicts',
        payload: { teacherId: teacher.id, studentIds: [student.id], times },
      };
    },
  },
  {
    route: 'POST /api/schedules',
    allowed: CENTRE_STAFF,
    ok: 201,
    request: async (f) => {
      const { teacher, student, course } = await lessonOf(f);
      return {
        method: 'POST',
        url: '/api/schedules',
        payload: {
          courseType: 'PRIVATE',
          courseId: course.id,
          teacherId: teacher.id,
          studentIds: [student.id],
          scheduleTimes: times,
        },
      };
    },
  },
  {
    route: 'PUT /api/schedules/:id',
    allowed: CENTRE_STAFF,
    ok: 200,
    request: async (f) => {
      const { lesson, student } = await lessonOf(f);
      return {
        method: 'PUT',
        url: `/api/schedules/${lesson.id}`,
        payload: {
          courseType: 'GROUP',
          courseId: lesson.courseId,
          teacherId: lesson.teacherId,
          studentIds: [student.id],
          startTime: lesson.startTime.toISOString(),
          endTime: lesson.endTime.toISOString(),
          comments: 'Edited',
        },
      };
    },
  },
  {
    route: 'PATCH /api/schedules/:id/time',
    allowed: CENTRE_STAFF,
    ok: 200,
    request: async (f) => ({
      method: 'PATCH',
      url: `/api/schedules/${(await lessonOf(f)).lesson.id}/time`,
      payload: times[0],
    }),
  },
  {
    route: 'POST /api/schedules/:id/cancel',
    allowed: CENTRE_STAFF,
    ok: 200,
    request: async (f) => ({
      method: 'POST',
      url: `/api/schedules/${(await lessonOf(f)).lesson.id}/cancel`,
      payload: { reason: 'Holiday' },
    }),
  },
  {
    route: 'POST /api/schedules/repeat-weekly',
    allowed: CENTRE_STAFF,
    ok: 201,
    request: async (f) => ({
      method: 'POST',
      url: '/api/schedules/repeat-weekly',
      payload: { scheduleIds: [(await lessonOf(f)).lesson.id], weeks: 2 },
    }),
  },
];
