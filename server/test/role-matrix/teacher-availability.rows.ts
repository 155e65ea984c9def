import { teacherAvailabilityExceptions } from '../../src/db/schema';
import type { Fixtures, Row } from './types';

/** Staff see and edit everyone's availability, a teacher their own: each row targets the matrix's teacher. */
const AVAILABILITY_ROLES = ['ROLE_ADMIN', 'ROLE_OPERATOR', 'ROLE_TEACHER'] as const;

async function exceptionOf({ db, teacherId }: Fixtures) {
  const [row] = await db
    .insert(teacherAvailabilityExceptions)
    .values({ teacherId, date: '2026-03-02', available: false })
    .returning();
  return row;
}

export const teacherAvailabilityRows: Row[] = [
  {
    route: 'GET /api/teacher-availability',
    allowed: AVAILABILITY_ROLES,
    ok: 200,
    request: ({ teacherId }) => ({ method: 'GET', url: `/api/teacher-availability?teacherId=${teacherId}` }),
  },
  {
    route: 'GET /api/teacher-availability/calendar',
    allowed: AVAILABILITY_ROLES,
    ok: 200,
    request: () => ({
      method: 'GET',
      url: '/api/teacher-availability/calendar',
      query: { from: '2026-03-02T00:00:00Z', to: '2026-03-09T00:00:00Z' },
    }),
  },
  {
    route: 'PUT /api/teacher-availability/:teacherId/slots',
    allowed: AVAILABILITY_ROLES,
    ok: 200,
    request: ({ teacherId }) => ({
      method: 'PUT',
      url: `/api/teacher-availability/${teacherId}/slots`,
      payload: { slots: [{ weekday: 1, startTime: '09:00', endTime: '12:00' }] },
    }),
  },
  {
    route: 'POST /api/teacher-availability/:teacherId/exceptions',
    allowed: AVAILABILITY_ROLES,
    ok: 201,
    request: ({ teacherId }) => ({
      method: 'POST',
      url: `/api/teacher-availability/${teacherId}/exceptions`,
      payload: { date: '2026-03-03', available: true, startTime: '18:00', endTime: '19:00' },
    }),
  },
  {
    route: 'DELETE /api/teacher-availability/exceptions/:id',
    allowed: AVAILABILITY_ROLES,
    ok: 200,
    request: async (f) => ({
      method: 'DELETE',
      url: `/api/teacher-availability/exceptions/${(await exceptionOf(f)).id}`,
    }),
  },
];
