import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dataResult, idParams, listResponse } from '../../lib/responses';
import { CENTRE_STAFF } from '../../lib/roles';
import { currentUserOf } from '../../plugins/auth';
import { wakeEventMails } from '../messaging';
import {
  calendarCacheKey,
  calendarLessonsJson,
  checkScheduleConflicts,
  getSchedule,
  listSchedules,
  repeatSchedulesWeekly,
} from './index';
import {
  cancelScheduleBody,
  conflictQueryBody,
  createdResult,
  createScheduleBody,
  idsResult,
  repeatWeeklyBody,
  scheduleTimeChangeBody,
  updateScheduleBody,
} from './schedule-bodies.schemas';
import { cancelSchedule } from './schedule-cancel.service';
import { createSchedules } from './schedule-create.service';
import { moveSchedule, updateSchedule } from './schedule-update.service';
import {
  calendarQuery,
  calendarResult,
  conflictsResult,
  scheduleItem,
  scheduleItemResult,
  scheduleListQuery,
} from './schedules.schemas';

const tags = ['schedules'];

/** Lessons for administrators and operators (spec §2 schedule group); confirming them is the teachers' module. */
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

  app.post(
    '/schedules',
    {
      config,
      schema: {
        operationId: 'createSchedules',
        summary: 'Create lessons: one per schedule time, repeated weekly if asked (at most 200)',
        tags,
        body: createScheduleBody,
        response: { 201: createdResult },
      },
    },
    async (request, reply) => {
      const created = await createSchedules(app.db, currentUserOf(request), request.body);
      await wakeEventMails(app.jobs, request.log);
      return reply.status(201).send(created);
    },
  );

  app.put(
    '/schedules/:id',
    {
      config,
      schema: {
        operationId: 'updateSchedule',
        summary: 'Edit an unconfirmed lesson, or it and the following ones of its series',
        tags,
        params: idParams,
        body: updateScheduleBody,
        response: { 200: idsResult },
      },
    },
    async (request) => {
      const updated = await updateSchedule(app.db, currentUserOf(request), request.params.id, request.body);
      await wakeEventMails(app.jobs, request.log);
      return updated;
    },
  );

  app.patch(
    '/schedules/:id/time',
    {
      config,
      schema: {
        operationId: 'moveSchedule',
        summary: 'Move or resize an unconfirmed lesson (calendar drag)',
        tags,
        params: idParams,
        body: scheduleTimeChangeBody,
        response: { 200: scheduleItemResult },
      },
    },
    async (request) => {
      const moved = await moveSchedule(app.db, currentUserOf(request), request.params.id, request.body);
      await wakeEventMails(app.jobs, request.log);
      return moved;
    },
  );

  app.post(
    '/schedules/:id/cancel',
    {
      config,
      schema: {
        operationId: 'cancelSchedule',
        summary: 'Cancel a lesson (a confirmed one: administrators only, its charges and pay are reversed)',
        tags,
        params: idParams,
        body: cancelScheduleBody,
        response: { 200: scheduleItemResult },
      },
    },
    async (request) => {
      const cancelled = await cancelSchedule(app.db, currentUserOf(request), request.params.id, request.body.reason);
      await wakeEventMails(app.jobs, request.log);
      return cancelled;
    },
  );

  app.post(
    '/schedules/repeat-weekly',
    {
      config,
      schema: {
        operationId: 'repeatSchedulesWeekly',
        summary: 'Copy lessons every week after them, as new unconfirmed lessons',
        tags,
        body: repeatWeeklyBody,
        response: { 201: idsResult },
      },
    },
    async (request, reply) => {
      const repeated = await repeatSchedulesWeekly(app.db, currentUserOf(request), request.body);
      await wakeEventMails(app.jobs, request.log);
      return reply.status(201).send(repeated);
    },
  );
};
