import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dataResult, idParams, listResponse } from '../../lib/responses';
import { CENTRE_STAFF } from '../../lib/roles';
import { calendarCacheKey, calendarLessonsJson, checkScheduleConflicts, getSchedule, listSchedules } from './index';
import { conflictQueryBody } from './schedule-bodies.schemas';
import { scheduleWriteRoutes } from './schedule-writes.routes';
import {
  calendarQuery,
  calendarResult,
  conflictsResult,
  scheduleItem,
  scheduleItemResult,
  scheduleListQuery,
} from './schedules.schemas';

const tags = ['schedules'];

/**
 * Lessons for administrators and operators (spec §2 schedule group): the reads here, the writes in
 * schedule-writes.routes.ts (registered after them); confirming them is the teachers' module.
 */
export const scheduleRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = { roles: CENTRE_STAFF };

  app.get(
    '/schedules',
    {
      config,
      schema: {
        operationId: 'listSchedules',
        summary: 'Lessons for the table view, paged, sorted and filtered',
        tags,
        querystring: scheduleListQuery,
        response: { 200: listResponse(scheduleItem) },
      },
    },
    async (request) => listSchedules(app.db, request.query),
  );

  app.get(
    '/schedules/calendar',
    {
      config,
      schema: {
        operationId: 'listCalendarLessons',
        summary: 'Lessons overlapping a visible calendar range (at most 62 days)',
        tags,
        querystring: calendarQuery,
        response: { 200: calendarResult },
      },
    },
    // PostgreSQL builds the JSON (see schedule-calendar.ts): a string with a JSON content type is sent
    // as it is, skipping the zod serialiser that would otherwise walk thousands of lessons again.
    // Answers are cached (calendar-cache.ts); "Cache-Control: no-cache" asks the database itself.
    async (request, reply) => {
      const load = async () => Buffer.from(await calendarLessonsJson(app.db, request.query));
      const body = request.headers['cache-control']?.includes('no-cache')
        ? await load()
        : await app.caches.calendar.read(calendarCacheKey(request.query), load);
      return reply.type('application/json; charset=utf-8').send(body as never);
    },
  );

  app.get(
    '/schedules/:id',
    {
      config,
      schema: {
        operationId: 'getSchedule',
        summary: 'One lesson',
        tags,
        params: idParams,
        response: { 200: scheduleItemResult },
      },
    },
    async (request) => dataResult(await getSchedule(app.db, request.params.id)),
  );

  app.post(
    '/schedules/conflicts',
    {
      config,
      schema: {
        operationId: 'checkScheduleConflicts',
        summary: "Clashes of proposed times with the teacher's and students' lessons and the teacher's availability",
        tags,
        body: conflictQueryBody,
        response: { 200: conflictsResult },
      },
    },
    async (request) => checkScheduleConflicts(app.db, request.body),
  );

  await app.register(scheduleWriteRoutes);
};
