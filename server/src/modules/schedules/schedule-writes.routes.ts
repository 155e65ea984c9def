import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams } from '../../lib/responses';
import { CENTRE_STAFF } from '../../lib/roles';
import { currentUserOf } from '../../plugins/auth';
import { wakeEventMails } from '../messaging';
import { repeatSchedulesWeekly } from './index';
import {
  cancelScheduleBody,
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
import { scheduleItemResult } from './schedules.schemas';

const tags = ['schedules'];

/** Booking, changing, moving, cancelling and repeating lessons (administrators and operators). */
export const scheduleWriteRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = { roles: CENTRE_STAFF };

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
