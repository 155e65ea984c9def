/** Issue 33, managing lessons: the cancellation policy, a family's cancel and move request, staff's answers. */
import { eq } from 'drizzle-orm';
import type { Database } from '../../src/db/client';
import { familyLinks, lessonMoveRequests, users } from '../../src/db/schema';
import { hoursFromNow, insertLesson, insertTeacher } from '../helpers/lessons';
import { insertCourse, insertStudent } from '../helpers/records';
import { ADMIN_ONLY, CENTRE_STAFF, FAMILY_ONLY, type Row } from './types';

/** An upcoming lesson (three days ahead: inside the default free window) of a student linked to the matrix family. */
async function familyLesson(db: Database) {
  const student = await insertStudent(db);
  const [family] = await db.select({ id: users.id }).from(users).where(eq(users.login, 'customer'));
  await db.insert(familyLinks).values({ userId: family.id, studentId: student.id });
  const teacher = await insertTeacher(db);
  const course = await insertCourse(db);
  const lesson = await insertLesson(db, {
    teacherId: teacher.id,
    courseId: course.id,
    studentIds: [student.id],
    startTime: hoursFromNow(72),
    endTime: hoursFromNow(73),
  });
  return { lessonId: lesson.id, studentId: student.id, familyId: family.id };
}

export const portalLessonRows: Row[] = [
  {
    route: 'POST /api/family-invitations/bulk',
    allowed: CENTRE_STAFF,
    ok: 200,
    request: async (f) => {
      const student = await insertStudent(f.db, { email: `bulk${f.n}@example.com` });
      return { method: 'POST', url: '/api/family-invitations/bulk', payload: { studentIds: [student.id] } };
    },
  },
  {
    route: 'GET /api/centre-settings/cancellation-policy',
    allowed: ADMIN_ONLY,
    ok: 200,
    request: () => ({ method: 'GET', url: '/api/centre-settings/cancellation-policy' }),
  },
  {
    route: 'PUT /api/centre-settings/cancellation-policy',
    allowed: ADMIN_ONLY,
    ok: 200,
    request: () => ({
      method: 'PUT',
      url: '/api/centre-settings/cancellation-policy',
      payload: { freeCancellationHours: 24, lateCancellation: 'refuse' },
    }),
  },
  {
    route: 'POST /api/portal/lessons/:id/cancel',
    allowed: FAMILY_ONLY,
    ok: 200,
    request: async (f) => {
      const { lessonId, studentId } = await familyLesson(f.db);
      return { method: 'POST', url: `/api/portal/lessons/${lessonId}/cancel`, payload: { studentId } };
    },
  },
  {
    route: 'POST /api/portal/lessons/:id/move-requests',
    allowed: FAMILY_ONLY,
    ok: 201,
    request: async (f) => {
      const { lessonId, studentId } = await familyLesson(f.db);
      return {
        method: 'POST',
        url: `/api/portal/lessons/${lessonId}/move-requests`,
        payload: { studentId, message: 'Away that week', preferredTimes: 'Friday after 4' },
      };
    },
  },
  {
    route: 'GET /api/portal/move-requests',
    allowed: FAMILY_ONLY,
    ok: 200,
    request: () => ({ method: 'GET', url: '/api/portal/move-requests' }),
  },
  {
    route: 'GET /api/move-requests',
    allowed: CENTRE_STAFF,
    ok: 200,
    request: () => ({ method: 'GET', url: '/api/move-requests?status=open' }),
  },
  {
    route: 'POST /api/move-requests/:id/answer',
    allowed: CENTRE_STAFF,
    ok: 200,
    request: async (f) => {
      const { lessonId, studentId, familyId } = await familyLesson(f.db);
      const [request] = await f.db
        .insert(lessonMoveRequests)
        .values({ scheduleId: lessonId, studentId, requestedBy: familyId, message: 'Away', preferredTimes: 'Friday' })
        .returning({ id: lessonMoveRequests.id });
      return {
        method: 'POST',
        url: `/api/move-requests/${request.id}/answer`,
        payload: { status: 'answered', note: 'Moved to Friday' },
      };
    },
  },
];
