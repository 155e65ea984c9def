import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams, OK, okResponse } from '../../lib/responses';
import { STAFF_AND_TEACHERS } from '../../lib/roles';
import { currentUserOf } from '../../plugins/auth';
import { getAvailabilityCalendar } from './index';
import {
  availabilityCalendarQuery,
  availabilityCalendar as availabilityCalendarResponse,
  availabilityException,
  availabilityQuery,
  createExceptionBody,
  replaceSlotsBody,
  teacherAvailability,
  teacherParams,
} from './teacher-availability.schemas';
import {
  createAvailabilityException,
  deleteAvailabilityException,
  getTeacherAvailability,
  replaceAvailabilitySlots,
} from './teacher-availability.service';

const tags = ['teacher-availability'];

/** Staff see and edit everyone's availability; a teacher only their own (checked in the service). */

export const teacherAvailabilityRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = { roles: STAFF_AND_TEACHERS };

  app.get(
    '/teacher-availability',
    {
      config,
      schema: {
        operationId: 'getTeacherAvailability',
        summary: "A teacher's weekly hours and date exceptions (a teacher: their own)",
        tags,
        querystring: availabilityQuery,
        response: { 200: teacherAvailability },
      },
    },
    async (request) => getTeacherAvailability(app.db, currentUserOf(request), request.query.teacherId),
  );

  app.get(
    '/teacher-availability/calendar',
    {
      config,
      schema: {
        operationId: 'getAvailabilityCalendar',
        summary: "Available intervals over a calendar's visible range, per teacher (a teacher: their own)",
        tags,
        querystring: availabilityCalendarQuery,
        response: { 200: availabilityCalendarResponse },
      },
    },
    async (request) => getAvailabilityCalendar(app.db, currentUserOf(request), request.query),
  );

  app.put(
    '/teacher-availability/:teacherId/slots',
    {
      config,
      schema: {
        operationId: 'replaceAvailabilitySlots',
        summary: "Replace a teacher's weekly hours (slots of one weekday may not overlap)",
        tags,
        params: teacherParams,
        body: replaceSlotsBody,
        response: { 200: teacherAvailability },
      },
    },
    async (request) => replaceAvailabilitySlots(app.db, currentUserOf(request), request.params.teacherId, request.body),
  );

  app.post(
    '/teacher-availability/:teacherId/exceptions',
    {
      config,
      schema: {
        operationId: 'createAvailabilityException',
        summary: 'Add a date exception: unavailable (all day or some hours) or extra available hours',
        tags,
        params: teacherParams,
        body: createExceptionBody,
        response: { 201: availabilityException },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await createAvailabilityException(app.db, currentUserOf(request), request.params.teacherId, request.body),
        ),
  );

  app.delete(
    '/teacher-availability/exceptions/:id',
    {
      config,
      schema: {
        operationId: 'deleteAvailabilityException',
        summary: 'Remove a date exception',
        tags,
        params: idParams,
        response: { 200: okResponse },
      },
    },
    async (request) => {
      await deleteAvailabilityException(app.db, currentUserOf(request), request.params.id);
      return OK;
    },
  );
};
