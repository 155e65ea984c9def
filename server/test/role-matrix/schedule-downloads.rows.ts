import { insertCourse, insertTerm } from '../helpers/records';
import { CENTRE_STAFF, type Row } from './types';

export const scheduleDownloadRows: Row[] = [
  {
    route: 'GET /api/schedules/download',
    allowed: CENTRE_STAFF,
    ok: 200,
    request: () => ({ method: 'GET', url: '/api/schedules/download', query: { from: '2026-01-01', to: '2026-01-31' } }),
  },
  {
    route: 'GET /api/schedules/download/week',
    allowed: CENTRE_STAFF,
    ok: 200,
    request: () => ({ method: 'GET', url: '/api/schedules/download/week', query: { monday: '2026-01-05' } }),
  },
  {
    route: 'GET /api/terms/:id/attendance',
    allowed: CENTRE_STAFF,
    ok: 200,
    request: async ({ db }) => {
      const term = await insertTerm(db, { courseId: (await insertCourse(db)).id });
      return { method: 'GET', url: `/api/terms/${term.id}/attendance` };
    },
  },
];
